// Replays promotion.yaml and can_cast.yaml (recorded from PyTorch 1.13 by tools/make_golden.py):
// promote_types for every dtype pair, result_type for every pair of operands of every dtype and
// kind (dimensioned tensor, zero-dim tensor, Python scalar) under default dtype float32 and, for
// cases with a scalar, float64; and can_cast for every dtype pair.
#include <complex>
#include <cstdint>
#include <string>
#include <vector>

#include <gtest/gtest.h>

#include "golden/golden.h"
#include "opforge/factories.h"
#include "opforge/promotion.h"
#include "opforge/scalar.h"
#include "opforge/scalar_type.h"

namespace {

using namespace opforge;

// Restores the default dtype after a case that changes it.
class DefaultDtypeGuard {
 public:
  explicit DefaultDtypeGuard(ScalarType t) : previous_(get_default_dtype()) { set_default_dtype(t); }
  ~DefaultDtypeGuard() { set_default_dtype(previous_); }
  DefaultDtypeGuard(const DefaultDtypeGuard&) = delete;
  DefaultDtypeGuard& operator=(const DefaultDtypeGuard&) = delete;

 private:
  ScalarType previous_;
};

// A recorded Python scalar operand: PyTorch wraps True, 1, 1.0 and 1j as bool, int64, float64 and
// complex128 numbers; promotion then maps floats and complexes to the default dtypes.
Scalar python_scalar(const std::string& kind) {
  if (kind == "bool") return Scalar(true);
  if (kind == "int") return Scalar(int64_t{1});
  if (kind == "float") return Scalar(1.0);
  if (kind == "complex") return Scalar(std::complex<double>(0.0, 1.0));
  throw std::invalid_argument("golden: unknown scalar kind " + kind);
}

ScalarType wrapped_dtype(const std::string& kind) {
  if (kind == "bool") return kBool;
  if (kind == "int") return kLong;
  if (kind == "float") return kDouble;
  if (kind == "complex") return kComplexDouble;
  throw std::invalid_argument("golden: unknown scalar kind " + kind);
}

bool is_scalar(const YAML::Node& op) { return op["kind"].as<std::string>() == "scalar"; }

OperandType operand(const YAML::Node& op) {
  const std::string kind = op["kind"].as<std::string>();
  if (kind == "scalar") return {wrapped_dtype(op["scalar"].as<std::string>()), OperandKind::WrappedScalar};
  if (kind == "dimensioned") return {golden::dtype(op["dtype"]), OperandKind::Dimensioned};
  if (kind == "zero_dim") return {golden::dtype(op["dtype"]), OperandKind::ZeroDim};
  throw std::invalid_argument("golden: unknown operand kind " + kind);
}

// The operand as a real tensor (size [2] or zero-dim), for the Tensor/Scalar overloads.
Tensor tensor_operand(const YAML::Node& op) {
  const ScalarType t = golden::dtype(op["dtype"]);
  if (op["kind"].as<std::string>() == "dimensioned") return empty({2}, t);
  return empty({}, t);
}

// ---- promote_types -------------------------------------------------------------------------

class PromoteTypes : public testing::TestWithParam<YAML::Node> {};

TEST_P(PromoteTypes, MatchesPyTorch) {
  const YAML::Node c = GetParam();
  golden::expect_outcome(
      c["expect"], [&] { return promote_types(golden::dtype(c["a"]), golden::dtype(c["b"])); },
      [&](ScalarType got) { EXPECT_EQ(got, golden::dtype(c["expect"]["dtype"])); });
}

INSTANTIATE_TEST_SUITE_P(Golden, PromoteTypes, testing::ValuesIn(golden::cases("promotion.yaml", "promote_types")),
                         golden::CaseName());

// ---- result_type ---------------------------------------------------------------------------

class ResultType : public testing::TestWithParam<YAML::Node> {};

// The span form over OperandType, which the elementwise iterator uses.
TEST_P(ResultType, OverOperandTypes) {
  const YAML::Node c = GetParam();
  const DefaultDtypeGuard guard(golden::dtype(c["default_dtype"]));
  const std::vector<OperandType> operands = {operand(c["operands"][0]), operand(c["operands"][1])};
  golden::expect_outcome(
      c["expect"], [&] { return result_type(operands); },
      [&](ScalarType got) { EXPECT_EQ(got, golden::dtype(c["expect"]["dtype"])); });
}

// The same case through the Tensor / Scalar overloads, from real tensors and Scalars.
TEST_P(ResultType, OverTensorsAndScalars) {
  const YAML::Node c = GetParam();
  const DefaultDtypeGuard guard(golden::dtype(c["default_dtype"]));
  const YAML::Node a = c["operands"][0];
  const YAML::Node b = c["operands"][1];
  golden::expect_outcome(
      c["expect"],
      [&] {
        if (is_scalar(a) && is_scalar(b))
          return result_type(python_scalar(a["scalar"].as<std::string>()),
                             python_scalar(b["scalar"].as<std::string>()));
        if (is_scalar(a)) return result_type(python_scalar(a["scalar"].as<std::string>()), tensor_operand(b));
        if (is_scalar(b)) return result_type(tensor_operand(a), python_scalar(b["scalar"].as<std::string>()));
        return result_type(tensor_operand(a), tensor_operand(b));
      },
      [&](ScalarType got) { EXPECT_EQ(got, golden::dtype(c["expect"]["dtype"])); });
}

INSTANTIATE_TEST_SUITE_P(Golden, ResultType, testing::ValuesIn(golden::cases("promotion.yaml", "result_type")),
                         golden::CaseName());

// ---- can_cast ------------------------------------------------------------------------------

class CanCast : public testing::TestWithParam<YAML::Node> {};

TEST_P(CanCast, MatchesPyTorch) {
  const YAML::Node c = GetParam();
  golden::expect_outcome(
      c["expect"], [&] { return can_cast(golden::dtype(c["from"]), golden::dtype(c["to"])); },
      [&](bool got) { EXPECT_EQ(got, c["expect"]["can_cast"].as<bool>()); });
}

INSTANTIATE_TEST_SUITE_P(Golden, CanCast, testing::ValuesIn(golden::cases("can_cast.yaml", "can_cast")),
                         golden::CaseName());

// 13 dtypes: 169 pairs; result_type: 26 x 26 tensor pairs plus the scalar cases.
TEST(GoldenFiles, PromotionCasesLoaded) {
  GOLDEN_EXPECT_CASES("promotion.yaml", "promote_types", 169);
  GOLDEN_EXPECT_CASES("promotion.yaml", "result_type", 1000);
  GOLDEN_EXPECT_CASES("can_cast.yaml", "can_cast", 169);
}

}  // namespace
