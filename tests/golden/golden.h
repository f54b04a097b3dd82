// Loading and checking golden cases recorded from PyTorch by tools/make_golden.py.
//
// Each tests/golden/<file>.yaml holds lists of cases; every case has an `id` (a valid GoogleTest
// name) and an `expect` that is either a value or `error: {type, message}`. A case marked
// `spec_overrides: true` expects what the spec / newest PyTorch does where PyTorch 1.13 differs
// (the 1.13 result is kept under `observed_in_torch`, the reason under `reason`); its expected
// error may omit `message`, and then only the exception type is checked.
//
// Replay tests are value-parameterized over the cases of one list, so a failure names its case:
//   INSTANTIATE_TEST_SUITE_P(Golden, PromoteTypes,
//                            testing::ValuesIn(golden::cases("promotion.yaml", "promote_types")),
//                            golden::CaseName());
#pragma once

#include <cstdint>
#include <iostream>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

#include <gtest/gtest.h>
#include <yaml-cpp/yaml.h>

#include "opforge/error.h"
#include "opforge/layout.h"
#include "opforge/scalar_type.h"

namespace golden {

// The cases listed under `key` in tests/golden/<file>; empty (and a message on stderr) when the
// file cannot be read, which each suite's CasesLoaded test then reports as a failure.
inline std::vector<YAML::Node> cases(std::string_view file, std::string_view key) {
  const std::string path = std::string(OPFORGE_GOLDEN_DIR) + "/" + std::string(file);
  try {
    const YAML::Node root = YAML::LoadFile(path);
    const YAML::Node list = root[std::string(key)];
    if (!list.IsSequence()) {
      std::cerr << path << ": no list '" << key << "'\n";
      return {};
    }
    return std::vector<YAML::Node>(list.begin(), list.end());
  } catch (const YAML::Exception& e) {
    std::cerr << path << ": " << e.what() << "\n";
    return {};
  }
}

struct CaseName {
  std::string operator()(const testing::TestParamInfo<YAML::Node>& info) const {
    return info.param["id"].as<std::string>();
  }
};

inline bool spec_overrides(const YAML::Node& c) { return c["spec_overrides"] && c["spec_overrides"].as<bool>(); }

// The recorded dtype names (Python spellings), mapped here rather than through the library's own
// parser so that a parsing bug cannot hide a promotion bug.
inline opforge::ScalarType dtype(const YAML::Node& n) {
  using opforge::ScalarType;
  static const std::pair<std::string_view, ScalarType> table[] = {
      {"bool", ScalarType::Bool},
      {"uint8", ScalarType::UInt8},
      {"int8", ScalarType::Int8},
      {"int16", ScalarType::Int16},
      {"int32", ScalarType::Int32},
      {"int64", ScalarType::Int64},
      {"float16", ScalarType::Half},
      {"bfloat16", ScalarType::BFloat16},
      {"float32", ScalarType::Float},
      {"float64", ScalarType::Double},
      {"complex32", ScalarType::ComplexHalf},
      {"complex64", ScalarType::ComplexFloat},
      {"complex128", ScalarType::ComplexDouble},
  };
  const std::string name = n.as<std::string>();
  for (const auto& [spelling, t] : table)
    if (spelling == name) return t;
  throw std::invalid_argument("golden: unknown dtype " + name);
}

inline std::vector<int64_t> ints(const YAML::Node& n) { return n.as<std::vector<int64_t>>(); }

inline std::vector<int64_t> to_vector(opforge::IntArrayRef r) { return {r.begin(), r.end()}; }

// The Python exception an opforge error stands for (the most derived type).
inline std::string_view python_type(const opforge::Error& e) {
  if (dynamic_cast<const opforge::NotImplementedError*>(&e)) return "NotImplementedError";
  if (dynamic_cast<const opforge::RuntimeError*>(&e)) return "RuntimeError";
  if (dynamic_cast<const opforge::TypeError*>(&e)) return "TypeError";
  if (dynamic_cast<const opforge::ValueError*>(&e)) return "ValueError";
  if (dynamic_cast<const opforge::IndexError*>(&e)) return "IndexError";
  return "Error";
}

// opforge writes "opforge." wherever PyTorch's messages write "torch." ("opforge.FloatTensor",
// "opforge.float32"); recorded messages are compared in that spelling.
inline std::string opforge_spelling(std::string message) {
  constexpr std::string_view from = "torch.";
  constexpr std::string_view to = "opforge.";
  for (size_t at = message.find(from); at != std::string::npos; at = message.find(from, at + to.size()))
    message.replace(at, from.size(), to);
  return message;
}

// Checks one recorded outcome: when `expect` holds an `error`, `run` must throw that opforge error
// (its type, and its exact message in opforge's spelling unless the case leaves the message out);
// otherwise `check` receives what `run` returns. Unexpected exceptions propagate, and GoogleTest
// reports them with their message under the case's name.
template <class Run, class Check>
void expect_outcome(const YAML::Node& expect, Run&& run, Check&& check) {
  const YAML::Node error = expect["error"];
  if (!error) {
    check(run());
    return;
  }
  const std::string type = error["type"].as<std::string>();
  const std::optional<std::string> message =
      error["message"] ? std::optional(opforge_spelling(error["message"].as<std::string>())) : std::nullopt;
  try {
    (void)run();
  } catch (const opforge::Error& e) {
    EXPECT_EQ(python_type(e), type) << "message: " << e.what();
    if (message) {
      EXPECT_EQ(std::string(e.what()), *message);
    }
    return;
  }
  ADD_FAILURE() << "expected " << type << (message ? ": " + *message : std::string()) << ", but nothing was thrown";
}

// The suite-level check that the file was found and holds a sensible number of cases.
#define GOLDEN_EXPECT_CASES(file, key, at_least) \
  EXPECT_GE(::golden::cases(file, key).size(), static_cast<size_t>(at_least)) << "in " << file << ", list " << key

}  // namespace golden

namespace YAML {
// GoogleTest prints a failing case's parameter: show it as one line of flow-style YAML.
inline void PrintTo(const Node& n, std::ostream* os) {
  Emitter e;
  e.SetMapFormat(Flow);
  e.SetSeqFormat(Flow);
  e << n;
  *os << e.c_str();
}
}  // namespace YAML
