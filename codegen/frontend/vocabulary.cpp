#include "frontend/vocabulary.h"

#include <algorithm>
#include <vector>

#include <fmt/format.h>

namespace opforge::codegen {
namespace {

size_t edit_distance(std::string_view a, std::string_view b) {
  std::vector<size_t> row(b.size() + 1);
  for (size_t j = 0; j <= b.size(); ++j) row[j] = j;
  for (size_t i = 1; i <= a.size(); ++i) {
    size_t diagonal = row[0];
    row[0] = i;
    for (size_t j = 1; j <= b.size(); ++j) {
      const size_t above = row[j];
      row[j] = std::min({row[j] + 1, row[j - 1] + 1, diagonal + (a[i - 1] == b[j - 1] ? 0 : 1)});
      diagonal = above;
    }
  }
  return row[b.size()];
}

std::optional<std::string_view> closest_match(std::string_view word, std::span<const std::string_view> candidates) {
  std::optional<std::string_view> best;
  size_t best_distance = 3;
  for (std::string_view c : candidates) {
    const size_t d = edit_distance(word, c);
    if (d < best_distance && 2 * d < word.size()) {
      best = c;
      best_distance = d;
    }
  }
  return best;
}

}  // namespace

std::string did_you_mean(std::string_view word, std::span<const std::string_view> candidates) {
  const auto match = closest_match(word, candidates);
  return match ? fmt::format(" (did you mean '{}'?)", *match) : std::string();
}

}  // namespace opforge::codegen
