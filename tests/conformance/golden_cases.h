// Reads the cases tools/make_golden.py recorded from PyTorch for one op into conformance Cases, and
// the case tables the generator built for it (generated/tests/cases/<op>.yaml: ModelCases), which
// share the format; there each outcome names its adapter by index (`adapter: N`) instead of a form.
//
// tests/golden/ops/<op>.yaml (op = the base name, as the generated test) holds `cases`, each:
//   id:       the case's name
//   entry:    the ops.yaml entry it calls ("pow.Tensor_Scalar")
//   args:     the arguments in signature order, each {name, kind, ...}:
//               kind tensor: dtype, shape, values (row-major; absent: all ones), names, expand, tile (the
//                 values repeat to fill the shape), alias (this argument is argument N's tensor itself)
//               kind scalar: type (bool, int, float, complex) and value ([re, im] for complex)
//               kind none | bool | int | real | string | dimname | int_list | dimname_list | dtype |
//                 layout | device: value; kind tensor_list: items (tensors); kind nested_list (torch.tensor's
//                 data): value, lists of lists of numbers, each number {bool|int|float|complex: value}
//   outcomes: one per API form checked: {form, result (which return of an entry with several; 0),
//             out (an out= tensor: dtype, shape, names; alias: argument N itself; placement:
//             transposed, sliced or offset) or outs (one per return),
//             expect: {dtype, shape, values, names, same_as} or {error: {type, message}}}; a large
//             result's values are a pattern with `tile: true`; `alternatives` ([position, value]:
//             another answer PyTorch gives for the same input on another of its loops, accepted
//             there); `computed_in`, the
//             dtype an in-place or out= result was computed in where the target has another
// Values are numbers (complex: [re, im]; bool: true/false; .nan, -.nan (sign bit set), .inf; null where the kernel
// contract leaves the element unspecified, as integer overflow in pow). An outcome marked
// `spec_overrides: true` expects what the spec / newest PyTorch does where 1.13 differs (see
// golden.h); its error may give `contains` instead of a full message, or only the type.
#pragma once

#include <cstdint>
#include <deque>
#include <filesystem>
#include <iostream>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "conformance/cases.h"
#include "golden/golden.h"

namespace conformance {

// Owns what the loaded cases point into; keep it alive as long as the cases.
class GoldenStore {
 public:
  std::vector<Case> cases;

  template <class T>
  std::span<const T> keep(std::vector<T> v) {
    if (v.empty()) return {};
    return keep_in(store<T>(), std::move(v));
  }
  const char* keep_text(std::string s) { return texts_.emplace_back(std::move(s)).c_str(); }
  const ArgSpec* keep_arg(ArgSpec a) { return &single_args_.emplace_back(a); }
  const ErrorSpec* keep_error(ErrorSpec e) { return &errors_.emplace_back(e); }

 private:
  template <class T>
  static std::span<const T> keep_in(std::deque<std::vector<T>>& d, std::vector<T> v) {
    const std::vector<T>& kept = d.emplace_back(std::move(v));
    return {kept.data(), kept.size()};
  }
  template <class T>
  std::deque<std::vector<T>>& store() {
    if constexpr (std::is_same_v<T, Num>)
      return nums_;
    else if constexpr (std::is_same_v<T, int64_t>)
      return ints_;
    else if constexpr (std::is_same_v<T, const char*>)
      return names_;
    else if constexpr (std::is_same_v<T, ArgSpec>)
      return args_;
    else if constexpr (std::is_same_v<T, ValueAlternative>)
      return alternatives_;
    else
      return outcomes_;
  }

  std::deque<std::vector<Num>> nums_;
  std::deque<std::vector<int64_t>> ints_;
  std::deque<std::vector<const char*>> names_;
  std::deque<std::vector<ArgSpec>> args_;
  std::deque<std::vector<ValueAlternative>> alternatives_;
  std::deque<std::vector<Outcome>> outcomes_;
  std::deque<std::string> texts_;
  std::deque<ArgSpec> single_args_;
  std::deque<ErrorSpec> errors_;
};

inline std::string golden_op_path(std::string_view base) {
  return std::string(OPFORGE_GOLDEN_DIR) + "/ops/" + std::string(base) + ".yaml";
}

inline bool golden_op_file_exists(std::string_view base) { return std::filesystem::exists(golden_op_path(base)); }

// Loads tests/golden/ops/<base>.yaml into store.cases; their values compare in ulps, bit-exact but
// where `allowances` (the entries' ops.yaml `ulps`) say otherwise.
void load_golden_cases(std::string_view base, std::span<const Adapter> adapters, GoldenStore& store,
                       std::span<const UlpAllowance> allowances = {});

// The case tables codegen/conformance.py built for an op (generated/tests/cases/<base>.yaml), in
// the golden files' format with outcomes naming their adapter by index. A table the file lacks is
// a failure, not an empty pass: the test asks only for the tables its generator wrote.
class ModelCases {
 public:
  ModelCases(std::string_view base, std::span<const Adapter> adapters);
  std::span<const Case> table(std::string_view name) const;

 private:
  std::string path_;
  std::deque<std::pair<std::string, GoldenStore>> tables_;
};

}  // namespace conformance
