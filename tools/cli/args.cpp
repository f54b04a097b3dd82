#include "cli/args.h"

#include <algorithm>
#include <charconv>

#include <fmt/format.h>

#include "opforge/error.h"

namespace opforge::cli {

namespace {

bool contains(std::span<const std::string_view> list, std::string_view s) {
  return std::find(list.begin(), list.end(), s) != list.end();
}

std::string_view trim(std::string_view s) {
  while (!s.empty() && (s.front() == ' ' || s.front() == '\t')) s.remove_prefix(1);
  while (!s.empty() && (s.back() == ' ' || s.back() == '\t')) s.remove_suffix(1);
  return s;
}

// The comma-separated items of a list, its brackets or parentheses removed; none for an empty list.
std::vector<std::string_view> list_items(std::string_view text) {
  std::string_view s = trim(text);
  if (s.size() >= 2 && ((s.front() == '[' && s.back() == ']') || (s.front() == '(' && s.back() == ')'))) {
    s = trim(s.substr(1, s.size() - 2));
  }
  std::vector<std::string_view> items;
  if (s.empty()) return items;
  // A trailing comma is Python's one-element tuple: "(5,)".
  if (s.back() == ',') s.remove_suffix(1);
  size_t start = 0;
  while (true) {
    const size_t comma = s.find(',', start);
    items.push_back(trim(s.substr(start, comma == std::string_view::npos ? std::string_view::npos : comma - start)));
    if (comma == std::string_view::npos) break;
    start = comma + 1;
  }
  return items;
}

std::optional<int64_t> parse_int(std::string_view s) {
  int64_t v = 0;
  const char* end = s.data() + s.size();
  auto [ptr, ec] = std::from_chars(s.data(), end, v);
  if (ec != std::errc() || ptr != end || s.empty()) return std::nullopt;
  return v;
}

// The optimal string alignment distance: insertions, deletions, substitutions and transpositions of
// two neighbours ("clmap" is one step from "clamp").
size_t edit_distance(std::string_view a, std::string_view b) {
  std::vector<std::vector<size_t>> d(a.size() + 1, std::vector<size_t>(b.size() + 1));
  for (size_t i = 0; i <= a.size(); ++i) d[i][0] = i;
  for (size_t j = 0; j <= b.size(); ++j) d[0][j] = j;
  for (size_t i = 1; i <= a.size(); ++i) {
    for (size_t j = 1; j <= b.size(); ++j) {
      d[i][j] = std::min({d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)});
      if (i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1]) {
        d[i][j] = std::min(d[i][j], d[i - 2][j - 2] + 1);
      }
    }
  }
  return d[a.size()][b.size()];
}

}  // namespace

std::vector<std::string_view> ParsedArgs::all(std::string_view name) const {
  std::vector<std::string_view> values;
  for (const auto& [n, v] : options)
    if (n == name) values.push_back(v);
  return values;
}

bool ParsedArgs::has(std::string_view name) const {
  return std::any_of(options.begin(), options.end(), [&](const auto& o) { return o.first == name; });
}

ParsedArgs parse_args(std::span<const std::string_view> args, std::span<const std::string_view> valued,
                      std::span<const std::string_view> flags) {
  ParsedArgs parsed;
  bool options_ended = false;
  for (size_t i = 0; i < args.size(); ++i) {
    const std::string_view a = args[i];
    if (options_ended || !a.starts_with("--")) {
      parsed.positionals.push_back(a);
      continue;
    }
    if (a == "--") {
      options_ended = true;
      continue;
    }
    const size_t eq = a.find('=');
    const std::string_view name = a.substr(2, eq == std::string_view::npos ? std::string_view::npos : eq - 2);
    if (contains(flags, name)) {
      if (eq != std::string_view::npos) throw UsageError(fmt::format("option --{} takes no value", name));
      parsed.options.emplace_back(name, std::string_view());
    } else if (contains(valued, name)) {
      if (eq != std::string_view::npos) {
        parsed.options.emplace_back(name, a.substr(eq + 1));
      } else if (i + 1 < args.size()) {
        parsed.options.emplace_back(name, args[++i]);
      } else {
        throw UsageError(fmt::format("option --{} needs a value", name));
      }
    } else {
      std::vector<std::string_view> known(valued.begin(), valued.end());
      known.insert(known.end(), flags.begin(), flags.end());
      if (known.empty()) throw UsageError(fmt::format("unknown option {}: this command takes none", a));
      throw UsageError(fmt::format("unknown option --{}{}; options here: --{}", name, did_you_mean(name, known),
                                   fmt::join(known, ", --")));
    }
  }
  return parsed;
}

ScalarType parse_dtype(std::string_view text) {
  if (std::optional<ScalarType> t = try_parse_scalar_type(text); t && is_tensor_dtype(*t)) return *t;
  std::vector<std::string_view> names;
  for (int i = 0; i < kNumScalarTypes; ++i) names.push_back(to_string(static_cast<ScalarType>(i)));
  throw UsageError(
      fmt::format("unknown dtype '{}'{}; dtypes: {}", text, did_you_mean(text, names), fmt::join(names, ", ")));
}

DimVector parse_shape(std::string_view text) {
  DimVector shape;
  for (std::string_view item : list_items(text)) {
    const std::optional<int64_t> size = parse_int(item);
    if (!size || *size < 0) {
      throw UsageError(
          fmt::format("bad shape '{}': '{}' is not a size (sizes are integers >= 0, as in 5,1,4)", text, item));
    }
    shape.push_back(*size);
  }
  return shape;
}

DimnameVector parse_names(std::string_view text) {
  DimnameVector names;
  for (std::string_view item : list_items(text)) {
    if (item == "None" || item == "*") {
      names.push_back(Dimname::wildcard());
      continue;
    }
    try {
      names.push_back(Dimname(item));
    } catch (const Error& e) {
      throw UsageError(fmt::format("bad names list '{}': {}", text, e.what()));
    }
  }
  return names;
}

DimSpec parse_dim(std::string_view text) {
  const std::string_view s = trim(text);
  if (std::optional<int64_t> index = parse_int(s)) return DimSpec{index, Dimname()};
  if (!s.empty() && (s.front() == '-' || (s.front() >= '0' && s.front() <= '9'))) {
    throw UsageError(fmt::format("bad --dim '{}': not an index (a 64-bit integer) nor a name", text));
  }
  if (s.empty() || s == "None" || s == "*") {
    throw UsageError(fmt::format("bad --dim '{}': give an index (-1) or a name (C)", text));
  }
  try {
    return DimSpec{std::nullopt, Dimname(s)};
  } catch (const Error& e) {
    throw UsageError(fmt::format("bad --dim '{}': {}", text, e.what()));
  }
}

std::vector<std::string_view> similar_words(std::string_view word, std::span<const std::string_view> candidates) {
  // Close enough to be a slip of the keyboard: a third of the word's letters, and at least one.
  const size_t limit = std::max<size_t>(1, word.size() / 3);
  std::vector<std::pair<size_t, std::string_view>> scored;
  for (std::string_view c : candidates)
    if (const size_t d = edit_distance(word, c); d <= limit) scored.emplace_back(d, c);
  std::stable_sort(scored.begin(), scored.end(), [](const auto& a, const auto& b) { return a.first < b.first; });
  std::vector<std::string_view> out;
  for (const auto& s : scored) out.push_back(s.second);
  return out;
}

std::string did_you_mean(std::string_view word, std::span<const std::string_view> candidates) {
  const std::vector<std::string_view> close = similar_words(word, candidates);
  if (close.empty()) return "";
  if (close.size() == 1) return fmt::format(" (did you mean '{}'?)", close[0]);
  return fmt::format(" (did you mean '{}' or '{}'?)", close[0], close[1]);
}

}  // namespace opforge::cli
