// Dtype names, aliases, sizes, category flags, printing and the default dtype.
// Expected values come from pytorch.org/docs/stable/tensor_attributes.html, from PyTorch 1.13 (observed, for the
// dtypes it has) and from the newest PyTorch sources (c10/core/ScalarType.h) for the shells.
#include <gtest/gtest.h>

#include "kernel_test_support.h"

#include <string>
#include <thread>
#include <vector>

#include "opforge/error.h"
#include "opforge/scalar_type.h"

namespace opforge {
namespace {

using test::expect_error;

// Restores the process-wide default dtype after each test that changes it.
class DefaultDtype : public ::testing::Test {
 protected:
  void TearDown() override { set_default_dtype(kFloat); }
};

struct Expected {
  ScalarType type;
  const char* name;
  const char* cpp_name;
  size_t itemsize;
  bool floating, complex, is_signed, shell;
};

// Names and shells: the spec's dtype table. Sizes: element_size() in PyTorch 1.13 and the spec's
// bit widths. Signedness: dtype.is_signed in PyTorch 1.13; for shells, PyTorch's isSignedType
// (numeric_limits: every float8 is signed except e8m0fnu, which has no sign bit).
const Expected kExpected[] = {
    {kBool, "bool", "Bool", 1, false, false, false, false},
    {kUInt8, "uint8", "Byte", 1, false, false, false, false},
    {kInt8, "int8", "Char", 1, false, false, true, false},
    {kInt16, "int16", "Short", 2, false, false, true, false},
    {kInt32, "int32", "Int", 4, false, false, true, false},
    {kInt64, "int64", "Long", 8, false, false, true, false},
    {kUInt16, "uint16", "UInt16", 2, false, false, false, true},
    {kUInt32, "uint32", "UInt32", 4, false, false, false, true},
    {kUInt64, "uint64", "UInt64", 8, false, false, false, true},
    {kHalf, "float16", "Half", 2, true, false, true, false},
    {kBFloat16, "bfloat16", "BFloat16", 2, true, false, true, false},
    {kFloat, "float32", "Float", 4, true, false, true, false},
    {kDouble, "float64", "Double", 8, true, false, true, false},
    {kComplexHalf, "complex32", "ComplexHalf", 4, false, true, true, false},
    {kComplexFloat, "complex64", "ComplexFloat", 8, false, true, true, false},
    {kComplexDouble, "complex128", "ComplexDouble", 16, false, true, true, false},
    {kFloat8_e4m3fn, "float8_e4m3fn", "Float8_e4m3fn", 1, true, false, true, true},
    {kFloat8_e5m2, "float8_e5m2", "Float8_e5m2", 1, true, false, true, true},
    {kFloat8_e4m3fnuz, "float8_e4m3fnuz", "Float8_e4m3fnuz", 1, true, false, true, true},
    {kFloat8_e5m2fnuz, "float8_e5m2fnuz", "Float8_e5m2fnuz", 1, true, false, true, true},
    {kFloat8_e8m0fnu, "float8_e8m0fnu", "Float8_e8m0fnu", 1, true, false, false, true},
    {kFloat4_e2m1fn_x2, "float4_e2m1fn_x2", "Float4_e2m1fn_x2", 1, true, false, true, true},
};

TEST(ScalarType, EveryDtypeOfTheSpecIsListedOnce) {
  ASSERT_EQ(std::size(kExpected), static_cast<size_t>(kNumScalarTypes));
  for (int i = 0; i < kNumScalarTypes; ++i) EXPECT_EQ(static_cast<int>(kExpected[i].type), i);
}

TEST(ScalarType, NamesAreThePythonSpellings) {
  for (const auto& e : kExpected) EXPECT_EQ(to_string(e.type), e.name);
}

TEST(ScalarType, CppNamesArePyTorchScalarTypeNames) {
  for (const auto& e : kExpected) EXPECT_EQ(cpp_name(e.type), e.cpp_name) << e.name;
}

TEST(ScalarType, InfoAgreesWithTheAccessors) {
  for (const auto& e : kExpected) {
    EXPECT_EQ(info(e.type).name, e.name);
    EXPECT_EQ(info(e.type).cpp_name, e.cpp_name);
  }
}

TEST(ScalarType, Itemsize) {
  for (const auto& e : kExpected) {
    EXPECT_EQ(itemsize(e.type), e.itemsize) << e.name;
    EXPECT_EQ(element_size(e.type), e.itemsize) << e.name;
  }
}

TEST(ScalarType, IsFloatingPoint) {
  for (const auto& e : kExpected) EXPECT_EQ(is_floating_point(e.type), e.floating) << e.name;
}

TEST(ScalarType, IsComplex) {
  for (const auto& e : kExpected) EXPECT_EQ(is_complex(e.type), e.complex) << e.name;
}

TEST(ScalarType, IsSigned) {
  for (const auto& e : kExpected) EXPECT_EQ(is_signed(e.type), e.is_signed) << e.name;
}

// "shell(1,...,9)": the five float8 dtypes, float4_e2m1fn_x2 and uint16/32/64.
TEST(ScalarType, ShellDtypesAreExactlyTheNineMarkedInTheSpec) {
  for (const auto& e : kExpected) EXPECT_EQ(is_shell(e.type), e.shell) << e.name;
}

TEST(ScalarType, IsIntegral) {
  EXPECT_TRUE(is_integral(kBool, /*include_bool=*/true));
  EXPECT_FALSE(is_integral(kBool, /*include_bool=*/false));
  for (ScalarType t : {kUInt8, kInt8, kInt16, kInt32, kInt64, kUInt16, kUInt32, kUInt64})
    EXPECT_TRUE(is_integral(t, false)) << to_string(t);
  for (ScalarType t : {kHalf, kBFloat16, kFloat, kDouble, kComplexFloat, kFloat8_e4m3fn, kFloat4_e2m1fn_x2})
    EXPECT_FALSE(is_integral(t, true)) << to_string(t);
}

TEST(ScalarType, Float8AndBarebonesUnsignedGroups) {
  for (const auto& e : kExpected) {
    bool f8 = e.type >= kFloat8_e4m3fn && e.type <= kFloat8_e8m0fnu;
    EXPECT_EQ(is_float8(e.type), f8) << e.name;
    bool u = e.type == kUInt16 || e.type == kUInt32 || e.type == kUInt64;
    EXPECT_EQ(is_barebones_unsigned(e.type), u) << e.name;
  }
}

TEST(ScalarType, PrintsWithTheLibraryPrefix) {
  EXPECT_EQ(fmt::format("{}", kFloat), "opforge.float32");
  EXPECT_EQ(fmt::format("{}", kChalf), "opforge.complex32");
  EXPECT_EQ(fmt::format("{}", kFloat8_e8m0fnu), "opforge.float8_e8m0fnu");
  EXPECT_EQ(fmt::format("dtype={}", kLong), "dtype=opforge.int64");
}

// The spec's table: "torch.float32 or torch.float", "torch.int16 or torch.short", ...
TEST(ScalarType, ParsesTheSpecAliases) {
  EXPECT_EQ(parse_scalar_type("float"), kFloat32);
  EXPECT_EQ(parse_scalar_type("double"), kFloat64);
  EXPECT_EQ(parse_scalar_type("half"), kFloat16);
  EXPECT_EQ(parse_scalar_type("chalf"), kComplex32);
  EXPECT_EQ(parse_scalar_type("cfloat"), kComplex64);
  EXPECT_EQ(parse_scalar_type("cdouble"), kComplex128);
  EXPECT_EQ(parse_scalar_type("short"), kInt16);
  EXPECT_EQ(parse_scalar_type("int"), kInt32);
  EXPECT_EQ(parse_scalar_type("long"), kInt64);
}

TEST(ScalarType, ParsesEveryPrimaryName) {
  for (const auto& e : kExpected) EXPECT_EQ(parse_scalar_type(e.name), e.type) << e.name;
}

TEST(ScalarType, ParsesTorchAndOpforgePrefixes) {
  EXPECT_EQ(parse_scalar_type("torch.float32"), kFloat);
  EXPECT_EQ(parse_scalar_type("torch.float"), kFloat);
  EXPECT_EQ(parse_scalar_type("opforge.cdouble"), kComplexDouble);
  EXPECT_EQ(parse_scalar_type("opforge.float8_e5m2fnuz"), kFloat8_e5m2fnuz);
  EXPECT_EQ(parse_scalar_type("torch.uint64"), kUInt64);
}

TEST(ScalarType, TryParseReturnsNulloptForUnknownNames) {
  // PyTorch has no torch.byte / torch.char (uint8 and int8 have a single name), and names are
  // case-sensitive; only one prefix is stripped.
  for (const char* s :
       {"", "float33", "Float", "byte", "char", "torch.", "torch.opforge.float32", "float32 ", "complex", "uint"})
    EXPECT_EQ(try_parse_scalar_type(s), std::nullopt) << "'" << s << "'";
}

TEST(ScalarType, ParseRaisesTypeErrorForUnknownNames) {
  expect_error<TypeError>([] { parse_scalar_type("float33"); }, "data type 'float33' not understood");
  expect_error<TypeError>([] { parse_scalar_type("torch.byte"); }, "data type 'torch.byte' not understood");
}

// PyTorch's toComplexType: half -> complex32, bfloat16 and float -> complex64, double -> complex128.
TEST(ScalarType, ToComplexType) {
  EXPECT_EQ(to_complex_type(kHalf), kComplexHalf);
  EXPECT_EQ(to_complex_type(kBFloat16), kComplexFloat);
  EXPECT_EQ(to_complex_type(kFloat), kComplexFloat);
  EXPECT_EQ(to_complex_type(kDouble), kComplexDouble);
  EXPECT_EQ(to_complex_type(kComplexHalf), kComplexHalf);
  EXPECT_EQ(to_complex_type(kComplexFloat), kComplexFloat);
  EXPECT_EQ(to_complex_type(kComplexDouble), kComplexDouble);
}

TEST(ScalarType, ToComplexTypeRejectsOtherDtypesLikePyTorch) {
  expect_error<RuntimeError>([] { to_complex_type(kInt); }, "Unknown Complex ScalarType for Int");
  expect_error<RuntimeError>([] { to_complex_type(kFloat8_e4m3fn); }, "Unknown Complex ScalarType for Float8_e4m3fn");
}

TEST(ScalarType, ToRealValueType) {
  EXPECT_EQ(to_real_value_type(kComplexHalf), kHalf);
  EXPECT_EQ(to_real_value_type(kComplexFloat), kFloat);
  EXPECT_EQ(to_real_value_type(kComplexDouble), kDouble);
  EXPECT_EQ(to_real_value_type(kInt64), kInt64);
  EXPECT_EQ(to_real_value_type(kBFloat16), kBFloat16);
}

TEST_F(DefaultDtype, StartsAsFloat32WithComplex64) {
  EXPECT_EQ(get_default_dtype(), kFloat);
  EXPECT_EQ(get_default_complex_dtype(), kComplexFloat);
}

// Observed in PyTorch 1.13: after set_default_dtype(d), (int_tensor + 1j).dtype is complex128 for
// float64, complex32 for float16 and complex64 for bfloat16.
TEST_F(DefaultDtype, SetChangesTheDefaultAndItsComplexPartner) {
  set_default_dtype(kDouble);
  EXPECT_EQ(get_default_dtype(), kDouble);
  EXPECT_EQ(get_default_complex_dtype(), kComplexDouble);
  set_default_dtype(kHalf);
  EXPECT_EQ(get_default_dtype(), kHalf);
  EXPECT_EQ(get_default_complex_dtype(), kComplexHalf);
  set_default_dtype(kBFloat16);
  EXPECT_EQ(get_default_dtype(), kBFloat16);
  EXPECT_EQ(get_default_complex_dtype(), kComplexFloat);
  set_default_dtype(kFloat);
  EXPECT_EQ(get_default_complex_dtype(), kComplexFloat);
}

// Observed in PyTorch 1.13: torch.set_default_dtype(torch.int32 / complex64 / bool / uint8)
// raises TypeError with this text.
TEST_F(DefaultDtype, SetRejectsNonFloatingTypesWithPyTorchsTypeError) {
  for (ScalarType t : {kInt32, kComplexFloat, kBool, kUInt8, kFloat8_e4m3fn, kUInt16}) {
    expect_error<TypeError>([t] { set_default_dtype(t); },
                            "only floating-point types are supported as the default type");
  }
  EXPECT_EQ(get_default_dtype(), kFloat);
}

TEST_F(DefaultDtype, IsSharedAcrossThreads) {
  std::thread([] { set_default_dtype(kDouble); }).join();
  EXPECT_EQ(get_default_dtype(), kDouble);
  std::vector<std::thread> readers;
  for (int i = 0; i < 4; ++i)
    readers.emplace_back([] {
      for (int j = 0; j < 1000; ++j) EXPECT_EQ(get_default_dtype(), kDouble);
    });
  for (auto& r : readers) r.join();
}

}  // namespace
}  // namespace opforge
