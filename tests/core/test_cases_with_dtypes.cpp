// conformance::cases_with_dtypes, which picks the golden cases a device runs when its kernels cover
// fewer dtypes (ops.yaml's cuda_dtypes). It runs only on CUDA in the generated tests, so it is
// checked here, on the host.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "conformance/check.h"

namespace {

using conformance::ArgSpec;
using conformance::Case;
using opforge::ScalarType;

std::vector<std::string> ids(const std::vector<Case>& cases) {
  std::vector<std::string> out;
  for (const Case& c : cases) out.emplace_back(c.id);
  return out;
}

ArgSpec tensor_list(std::span<const ArgSpec> items) {
  ArgSpec a;
  a.kind = conformance::ArgKind::TensorList;
  a.items = items;
  return a;
}

TEST(CasesWithDtypes, KeepsTheCasesWhoseTensorsAllHaveOneOfTheDtypes) {
  const ArgSpec float_float[] = {conformance::tensor_spec(ScalarType::Float),
                                 conformance::tensor_spec(ScalarType::Float)};
  const ArgSpec long_float[] = {conformance::tensor_spec(ScalarType::Int64),
                                conformance::tensor_spec(ScalarType::Float)};
  const ArgSpec half_double[] = {conformance::tensor_spec(ScalarType::Half),
                                 conformance::tensor_spec(ScalarType::Double)};
  // A Python number is not a tensor: its dtype does not decide.
  const ArgSpec float_scalar[] = {conformance::tensor_spec(ScalarType::Float),
                                  conformance::scalar_spec(conformance::ScalarKind::Int, 2)};
  const Case cases[] = {
      {"float_float", float_float, {}},
      {"long_float", long_float, {}},
      {"half_double", half_double, {}},
      {"float_scalar", float_scalar, {}},
  };
  const ScalarType floating[] = {ScalarType::Half, ScalarType::Float, ScalarType::Double};
  EXPECT_EQ(ids(conformance::cases_with_dtypes(cases, floating)),
            (std::vector<std::string>{"float_float", "half_double", "float_scalar"}));
  const ScalarType only_float[] = {ScalarType::Float};
  EXPECT_EQ(ids(conformance::cases_with_dtypes(cases, only_float)),
            (std::vector<std::string>{"float_float", "float_scalar"}));
}

TEST(CasesWithDtypes, LooksIntoTensorLists) {
  const ArgSpec floats[] = {conformance::tensor_spec(ScalarType::Float), conformance::tensor_spec(ScalarType::Float)};
  const ArgSpec mixed[] = {conformance::tensor_spec(ScalarType::Float), conformance::tensor_spec(ScalarType::Int32)};
  const ArgSpec list_of_floats[] = {tensor_list(floats)};
  const ArgSpec list_of_mixed[] = {tensor_list(mixed)};
  const Case cases[] = {{"floats", list_of_floats, {}}, {"mixed", list_of_mixed, {}}};
  const ScalarType only_float[] = {ScalarType::Float};
  EXPECT_EQ(ids(conformance::cases_with_dtypes(cases, only_float)), (std::vector<std::string>{"floats"}));
}

}  // namespace
