// Expansion of dtype specs into explicit dtype lists. Group contents are PyTorch's dispatch macros
// (ATen/Dispatch.h: AT_ALL_TYPES = uint8, int8, int16, int32, int64, float32, float64;
// AT_COMPLEX_TYPES = complex64, complex128; AT_FLOATING_TYPES = float32, float64).
#include <gtest/gtest.h>

#include "frontend/dtypes.h"
#include "ops_yaml_fixture.h"

namespace opforge::codegen::testing {
namespace {

std::vector<std::string_view> expand(std::string_view spec) {
  DiagnosticSink sink;
  const auto indices = parse_dtype_spec(spec, ScalarLocator::verbatim({1, 1}), sink);
  EXPECT_TRUE(sink.empty()) << (sink.empty() ? "" : sink.sorted()[0].message);
  std::vector<std::string_view> names;
  for (int i : indices.value_or(std::vector<int>{})) names.push_back(kDtypes[static_cast<size_t>(i)].name);
  return names;
}

using Names = std::vector<std::string_view>;

TEST(Dtypes, AllAndExtrasMatchesAtDispatchAllTypesAndComplexAnd3) {
  EXPECT_EQ(expand("all_and(bool, half, bfloat16, complex)"),
            (Names{"bool", "uint8", "int8", "int16", "int32", "int64", "float16", "bfloat16", "float32", "float64",
                   "complex64", "complex128"}));
}

TEST(Dtypes, FloatingAndHalf) {
  EXPECT_EQ(expand("floating_and(half, bfloat16)"), (Names{"float16", "bfloat16", "float32", "float64"}));
}

TEST(Dtypes, IntegralAndBool) {
  EXPECT_EQ(expand("integral_and(bool)"), (Names{"bool", "uint8", "int8", "int16", "int32", "int64"}));
}

TEST(Dtypes, SingleGroupAndSingleDtype) {
  EXPECT_EQ(expand("complex"), (Names{"complex64", "complex128"}));
  EXPECT_EQ(expand("float32"), (Names{"float32"}));
}

TEST(Dtypes, AliasesOfTensorAttributes2025) {
  // torch.half, torch.double, torch.long, torch.chalf, torch.cdouble
  EXPECT_EQ(expand("complex_and(half, double, long, chalf)"),
            (Names{"int64", "float16", "float64", "complex32", "complex64", "complex128"}));
}

TEST(Dtypes, ShellGroupHoldsTheStorageOnlyDtypes) {
  EXPECT_EQ(expand("shell"), (Names{"uint16", "uint32", "uint64", "float8_e4m3fn", "float8_e5m2", "float8_e4m3fnuz",
                                    "float8_e5m2fnuz", "float8_e8m0fnu", "float4_e2m1fn_x2"}));
}

TEST(Dtypes, ResultFollowsScalarTypeOrderWhateverTheWrittenOrder) {
  EXPECT_EQ(expand("complex_and(bool, float8_e5m2, uint64)"),
            (Names{"bool", "uint64", "complex64", "complex128", "float8_e5m2"}));
}

TEST(Dtypes, YamlListItemsAreLocatedOneByOne) {
  DiagnosticSink sink;
  const std::vector<DtypeItem> items{{"float32", {4, 10}}, {"half", {4, 19}}, {"float", {4, 25}}};
  EXPECT_FALSE(resolve_dtype_items(items, sink));
  EXPECT_EQ(sink.sorted(),
            (std::vector<Diagnostic>{{4, 25, "dtype float32 is named twice: by 'float32' and by 'float'"}}));
}

TEST(Dtypes, MalformedSpecs) {
  auto first_error = [](std::string_view spec) {
    DiagnosticSink sink;
    EXPECT_FALSE(parse_dtype_spec(spec, ScalarLocator::verbatim({1, 1}), sink));
    return sink.empty() ? Diagnostic{} : sink.sorted()[0];
  };
  EXPECT_EQ(first_error("all_and(bool"), (Diagnostic{1, 13, "expected ',' or ')' in the dtype list"}));
  EXPECT_EQ(first_error("all_and(bool,)"), (Diagnostic{1, 14, "expected a dtype or a group inside the parentheses"}));
  EXPECT_EQ(first_error("all bool"),
            (Diagnostic{1, 5, "unexpected 'bool' in dtypes; write several dtypes as <group>_and(...) or as a list"}));
  EXPECT_EQ(first_error("all_and(bool) x"), (Diagnostic{1, 15, "unexpected 'x' after the dtype list"}));
}

}  // namespace
}  // namespace opforge::codegen::testing
