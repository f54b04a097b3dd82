// Reading the command line's arguments: options, dtypes, shapes and names lists. Every mistake is a
// UsageError, which main() prints to stderr (exit status 2).
#pragma once

#include <cstdint>
#include <optional>
#include <span>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

#include "opforge/dimname.h"
#include "opforge/layout.h"
#include "opforge/scalar_type.h"

namespace opforge::cli {

class UsageError : public std::runtime_error {
  using std::runtime_error::runtime_error;
};

// The arguments of one command, split into positionals and options. An option is `--name VALUE`,
// `--name=VALUE` or, for a flag, `--name`; an option may repeat. A lone `--` ends the options.
struct ParsedArgs {
  std::vector<std::string_view> positionals;
  std::vector<std::pair<std::string_view, std::string_view>> options;  // in command-line order

  std::vector<std::string_view> all(std::string_view name) const;
  bool has(std::string_view name) const;
};
// `valued` are the options that take a value, `flags` those that take none; anything else that
// starts with "--" is a UsageError. A value may start with '-' (`--dim -1`).
ParsedArgs parse_args(std::span<const std::string_view> args, std::span<const std::string_view> valued,
                      std::span<const std::string_view> flags);

// A dtype name or alias as opforge::try_parse_scalar_type reads it ("float32", "float", "torch.half").
ScalarType parse_dtype(std::string_view text);

// A shape: sizes separated by commas, optionally in brackets or parentheses ("5,1,4", "[5, 1, 4]");
// "", "[]" or "()" is the shape of a zero-dim tensor.
DimVector parse_shape(std::string_view text);

// A names list: names separated by commas, "None" (or "*") for a wildcard ("N,C", "None,C",
// "[N, None]"); "", "[]" or "()" for a zero-dim tensor.
DimnameVector parse_names(std::string_view text);

// A --dim value: an index ("-1") or a name ("C").
struct DimSpec {
  std::optional<int64_t> index;
  Dimname name;
};
DimSpec parse_dim(std::string_view text);

// The candidates within a small edit distance of `word`, closest first.
std::vector<std::string_view> similar_words(std::string_view word, std::span<const std::string_view> candidates);
// " (did you mean 'x'?)" or " (did you mean 'x' or 'y'?)" for the closest candidates; "" for none.
std::string did_you_mean(std::string_view word, std::span<const std::string_view> candidates);

}  // namespace opforge::cli
