// Tensor repr: every expected string below was observed in PyTorch 1.13 (repr(t) with "torch."
// replaced by "opforge.") unless its comment says it is hand-derived from torch/_tensor_str.py.
#include <complex>
#include <limits>
#include <sstream>
#include <string>

#include <gtest/gtest.h>

#include "opforge/factories.h"
#include "opforge/print.h"

namespace opforge {
namespace {

constexpr double kNan = std::numeric_limits<double>::quiet_NaN();
constexpr double kInf = std::numeric_limits<double>::infinity();

std::string repr(const Tensor& t) { return fmt::format("{}", t); }

// Restores the default dtype a test changes.
class DefaultDtypeScope {
 public:
  explicit DefaultDtypeScope(ScalarType t) : previous_(get_default_dtype()) { set_default_dtype(t); }
  ~DefaultDtypeScope() { set_default_dtype(previous_); }
  DefaultDtypeScope(const DefaultDtypeScope&) = delete;
  DefaultDtypeScope& operator=(const DefaultDtypeScope&) = delete;

 private:
  ScalarType previous_;
};

// ---- integers and bools ------------------------------------------------------------------------

TEST(Print, IntegersPrintAsPython) {
  // observed in PyTorch 1.13: torch.tensor([1, 2, 3])
  EXPECT_EQ(repr(tensor({1, 2, 3})), "tensor([1, 2, 3])");
}

TEST(Print, NegativeIntegersAlignRight) {
  // observed in PyTorch 1.13: torch.tensor([-1, 20, -300])
  EXPECT_EQ(repr(tensor({-1, 20, -300})), "tensor([  -1,   20, -300])");
}

TEST(Print, BoolsPrintTrueFalseAligned) {
  // observed in PyTorch 1.13: torch.tensor([True, False]) and torch.tensor([True, True])
  EXPECT_EQ(repr(tensor({true, false})), "tensor([ True, False])");
  EXPECT_EQ(repr(tensor({true, true})), "tensor([True, True])");
}

TEST(Print, NonDefaultIntegerDtypesGetSuffix) {
  // observed in PyTorch 1.13
  EXPECT_EQ(repr(tensor({1, -2}, dtype(kInt8))), "tensor([ 1, -2], dtype=opforge.int8)");
  EXPECT_EQ(repr(tensor({255, 0}, dtype(kUInt8))), "tensor([255,   0], dtype=opforge.uint8)");
  EXPECT_EQ(repr(tensor({{1, 2}, {3, 4}}, dtype(kInt32))), "tensor([[1, 2],\n        [3, 4]], dtype=opforge.int32)");
}

TEST(Print, BarebonesUnsignedPrintAsIntegers) {
  // Hand-derived: uint16/32/64 follow the integer _Formatter (Python's str of each value).
  EXPECT_EQ(repr(full({3}, 65535, dtype(kUInt16))), "tensor([65535, 65535, 65535], dtype=opforge.uint16)");
  Tensor u64 = zeros({2}, dtype(kUInt64));
  u64.data_ptr<uint64_t>()[0] = std::numeric_limits<uint64_t>::max();
  EXPECT_EQ(repr(u64), "tensor([18446744073709551615,                    0], dtype=opforge.uint64)");
}

// ---- floating modes ------------------------------------------------------------------------------

TEST(Print, WholeFloatsUseIntegerMode) {
  // observed in PyTorch 1.13: torch.tensor([1., 2.])
  EXPECT_EQ(repr(tensor({1., 2.})), "tensor([1., 2.])");
}

TEST(Print, MixedMagnitudesUseScientificMode) {
  // observed in PyTorch 1.13: torch.tensor([1e-5, 1e5])
  EXPECT_EQ(repr(tensor({1e-5, 1e5})), "tensor([1.0000e-05, 1.0000e+05])");
  // A value below 1e-4 alone forces scientific mode: torch.tensor([1.23456, 2.5, 0.00015, 3.14159265])
  EXPECT_EQ(repr(tensor({1.23456, 2.5, 0.00015, 3.14159265})),
            "tensor([1.2346e+00, 2.5000e+00, 1.5000e-04, 3.1416e+00])");
  // Whole values above 1e8 too: torch.tensor([1., 1e9])
  EXPECT_EQ(repr(tensor({1., 1e9})), "tensor([1.0000e+00, 1.0000e+09])");
}

TEST(Print, FixedModeRoundsToFourDigitsAndAligns) {
  // observed in PyTorch 1.13
  EXPECT_EQ(repr(tensor({1.23456, -2.5, 3.14159265})), "tensor([ 1.2346, -2.5000,  3.1416])");
  EXPECT_EQ(repr(tensor({0.12345, 1.99999})), "tensor([0.1235, 2.0000])");
  EXPECT_EQ(repr(tensor({100.5, 2.25})), "tensor([100.5000,   2.2500])");
}

TEST(Print, Float64GetsSuffix) {
  // observed in PyTorch 1.13
  EXPECT_EQ(repr(tensor({1.5, 2.}, dtype(kDouble))), "tensor([1.5000, 2.0000], dtype=opforge.float64)");
  EXPECT_EQ(repr(tensor({0.12345, 2.00005}, dtype(kDouble))), "tensor([0.1235, 2.0000], dtype=opforge.float64)");
}

TEST(Print, HalfAndBFloat16PrintThroughFloat) {
  // observed in PyTorch 1.13: torch.tensor([1.1, 2.2], dtype=torch.float16 / torch.bfloat16)
  EXPECT_EQ(repr(tensor({1.1, 2.2}, dtype(kHalf))), "tensor([1.0996, 2.1992], dtype=opforge.float16)");
  EXPECT_EQ(repr(tensor({1.1, 2.2}, dtype(kBFloat16))), "tensor([1.1016, 2.2031], dtype=opforge.bfloat16)");
}

TEST(Print, Float8PrintsThroughFloat) {
  // PyTorch 1.13 cannot print float8; newer PyTorch widens it first. The values 1, 0.5, -2 are exact
  // in float8_e4m3fn; the body is the one observed in PyTorch 1.13 for torch.tensor([1., .5, -2.]).
  EXPECT_EQ(repr(tensor({1., 0.5, -2.}, dtype(kFloat8_e4m3fn))),
            "tensor([ 1.0000,  0.5000, -2.0000], dtype=opforge.float8_e4m3fn)");
}

TEST(Print, Float4PrintsPackedBytes) {
  // Hand-derived from newest PyTorch's _tensor_str: float4_e2m1fn_x2 shows each byte's uint8 value
  // in the float integer mode; the body is the one observed in PyTorch 1.13 for torch.tensor([33., 0.]).
  Tensor t = zeros({2}, dtype(kFloat4_e2m1fn_x2));
  t.data_ptr<Float4_e2m1fn_x2>()[0].x = 0x21;
  EXPECT_EQ(repr(t), "tensor([33.,  0.], dtype=opforge.float4_e2m1fn_x2)");
}

TEST(Print, NanAndInf) {
  // observed in PyTorch 1.13
  EXPECT_EQ(repr(tensor({kNan, kInf, -kInf, 1.5})), "tensor([   nan,    inf,   -inf, 1.5000])");
  EXPECT_EQ(repr(tensor({kNan, kInf, -kInf, 2.})), "tensor([nan, inf, -inf, 2.])");
  EXPECT_EQ(repr(tensor({kNan})), "tensor([nan])");
  EXPECT_EQ(repr(tensor({kNan, 1e-5, 1e5})), "tensor([       nan, 1.0000e-05, 1.0000e+05])");
  // A NaN with its sign bit set still prints "nan": -torch.tensor([nan, 1.])
  EXPECT_EQ(repr(tensor({-kNan, -1.})), "tensor([nan, -1.])");
}

TEST(Print, NegativeZeroKeepsItsSign) {
  // observed in PyTorch 1.13
  EXPECT_EQ(repr(tensor({-0., 1.})), "tensor([-0., 1.])");
  EXPECT_EQ(repr(tensor({-0., 1.5})), "tensor([-0.0000, 1.5000])");
  EXPECT_EQ(repr(tensor(-0.)), "tensor(-0.)");
}

// ---- complex -------------------------------------------------------------------------------------

TEST(Print, ComplexUsesSeparateRealAndImaginaryFormatters) {
  using C = std::complex<double>;
  // observed in PyTorch 1.13
  EXPECT_EQ(repr(tensor({C(1, 2), C(-3.5, -0.25)})), "tensor([ 1.0000+2.0000j, -3.5000-0.2500j])");
  EXPECT_EQ(repr(tensor({C(1, 2), C(3, -4)})), "tensor([1.+2.j, 3.-4.j])");
  EXPECT_EQ(repr(tensor(C(1.5, -2))), "tensor(1.5000-2.j)");
  EXPECT_EQ(repr(tensor({C(1., -0.), C(-0., 0.)})), "tensor([1.-0.j, -0.+0.j])");
}

TEST(Print, NonDefaultComplexDtypesGetSuffix) {
  using C = std::complex<double>;
  // observed in PyTorch 1.13
  EXPECT_EQ(repr(tensor({C(1, 2), C(3, -4)}, dtype(kComplexDouble))),
            "tensor([1.+2.j, 3.-4.j], dtype=opforge.complex128)");
  EXPECT_EQ(repr(tensor({C(1, 2)}, dtype(kComplexHalf))), "tensor([1.+2.j], dtype=opforge.complex32)");
}

// ---- shapes, nesting, strides --------------------------------------------------------------------

TEST(Print, ZeroDim) {
  // observed in PyTorch 1.13
  EXPECT_EQ(repr(tensor(3.)), "tensor(3.)");
  EXPECT_EQ(repr(tensor(3)), "tensor(3)");
  EXPECT_EQ(repr(tensor(true)), "tensor(True)");
  EXPECT_EQ(repr(tensor(3.25, dtype(kDouble))), "tensor(3.2500, dtype=opforge.float64)");
}

TEST(Print, EmptyShowsSizeUnlessOneDimAndDtypeUnlessDefault) {
  // observed in PyTorch 1.13
  EXPECT_EQ(repr(zeros({0})), "tensor([])");
  EXPECT_EQ(repr(zeros({0, 3})), "tensor([], size=(0, 3))");
  EXPECT_EQ(repr(zeros({0}, dtype(kLong))), "tensor([], dtype=opforge.int64)");
  EXPECT_EQ(repr(zeros({0}, dtype(kBool))), "tensor([], dtype=opforge.bool)");
  EXPECT_EQ(repr(zeros({2, 0}, dtype(kDouble))), "tensor([], size=(2, 0), dtype=opforge.float64)");
}

TEST(Print, TwoDimensional) {
  // observed in PyTorch 1.13: torch.arange(6).reshape(2, 3)
  EXPECT_EQ(repr(arange(6).reshape({2, 3})), "tensor([[0, 1, 2],\n        [3, 4, 5]])");
}

TEST(Print, ThreeDimensionalBlocksAreSeparatedByBlankLines) {
  // observed in PyTorch 1.13: torch.arange(24.).reshape(2, 3, 4)
  EXPECT_EQ(repr(arange(24.).reshape({2, 3, 4})),
            "tensor([[[ 0.,  1.,  2.,  3.],\n"
            "         [ 4.,  5.,  6.,  7.],\n"
            "         [ 8.,  9., 10., 11.]],\n"
            "\n"
            "        [[12., 13., 14., 15.],\n"
            "         [16., 17., 18., 19.],\n"
            "         [20., 21., 22., 23.]]])");
  // observed in PyTorch 1.13: torch.arange(-6, 6).reshape(2, 3, 2)
  EXPECT_EQ(repr(arange(-6, 6).reshape({2, 3, 2})),
            "tensor([[[-6, -5],\n"
            "         [-4, -3],\n"
            "         [-2, -1]],\n"
            "\n"
            "        [[ 0,  1],\n"
            "         [ 2,  3],\n"
            "         [ 4,  5]]])");
}

TEST(Print, NonContiguousInputsFollowStrides) {
  // observed in PyTorch 1.13: torch.arange(6.).reshape(2, 3).t()
  const Tensor t = arange(6.).reshape({2, 3}).t();
  ASSERT_FALSE(t.is_contiguous());
  EXPECT_EQ(repr(t), "tensor([[0., 3.],\n        [1., 4.],\n        [2., 5.]])");
  // observed in PyTorch 1.13: torch.arange(24).reshape(2, 3, 4).permute(2, 0, 1)
  EXPECT_EQ(repr(arange(24).reshape({2, 3, 4}).permute({2, 0, 1})),
            "tensor([[[ 0,  4,  8],\n"
            "         [12, 16, 20]],\n"
            "\n"
            "        [[ 1,  5,  9],\n"
            "         [13, 17, 21]],\n"
            "\n"
            "        [[ 2,  6, 10],\n"
            "         [14, 18, 22]],\n"
            "\n"
            "        [[ 3,  7, 11],\n"
            "         [15, 19, 23]]])");
  // observed in PyTorch 1.13: torch.tensor([2., 3.]).expand(3, 2).t() (stride 0)
  EXPECT_EQ(repr(tensor({2., 3.}).expand({3, 2}).t()), "tensor([[2., 2., 2.],\n        [3., 3., 3.]])");
}

TEST(Print, NonContiguousMatchesContiguousCopy) {
  // Cross-check of two paths: a transposed view prints like its contiguous copy.
  const Tensor t = arange(2000).reshape({40, 50}).t();
  EXPECT_EQ(repr(t), repr(t.contiguous()));
}

// ---- line wrapping and summarization -------------------------------------------------------------

TEST(Print, LongRowsWrapAtEightyColumns) {
  // observed in PyTorch 1.13: torch.arange(0., 45., 1.5)
  EXPECT_EQ(repr(arange(0., 45., 1.5)),
            "tensor([ 0.0000,  1.5000,  3.0000,  4.5000,  6.0000,  7.5000,  9.0000, 10.5000,\n"
            "        12.0000, 13.5000, 15.0000, 16.5000, 18.0000, 19.5000, 21.0000, 22.5000,\n"
            "        24.0000, 25.5000, 27.0000, 28.5000, 30.0000, 31.5000, 33.0000, 34.5000,\n"
            "        36.0000, 37.5000, 39.0000, 40.5000, 42.0000, 43.5000])");
  // observed in PyTorch 1.13: torch.arange(40)
  EXPECT_EQ(repr(arange(40)),
            "tensor([ 0,  1,  2,  3,  4,  5,  6,  7,  8,  9, 10, 11, 12, 13, 14, 15, 16, 17,\n"
            "        18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35,\n"
            "        36, 37, 38, 39])");
}

TEST(Print, SuffixMovesToItsOwnLineWhenTheLastLineIsFull) {
  // observed in PyTorch 1.13: torch.arange(0., 45., 1.5, dtype=torch.float64)
  EXPECT_EQ(repr(arange(0., 45., 1.5, dtype(kDouble))),
            "tensor([ 0.0000,  1.5000,  3.0000,  4.5000,  6.0000,  7.5000,  9.0000, 10.5000,\n"
            "        12.0000, 13.5000, 15.0000, 16.5000, 18.0000, 19.5000, 21.0000, 22.5000,\n"
            "        24.0000, 25.5000, 27.0000, 28.5000, 30.0000, 31.5000, 33.0000, 34.5000,\n"
            "        36.0000, 37.5000, 39.0000, 40.5000, 42.0000, 43.5000],\n"
            "       dtype=opforge.float64)");
}

TEST(Print, SuffixWrapCountsThePyTorchSpelling) {
  // observed in PyTorch 1.13: torch.full((6,), 1.5, dtype=torch.float64) ends at column 78 with
  // "dtype=torch.float64"; spelled "dtype=opforge.float64" the line reaches 80 and still does not wrap.
  EXPECT_EQ(repr(full({6}, 1.5, dtype(kDouble))),
            "tensor([1.5000, 1.5000, 1.5000, 1.5000, 1.5000, 1.5000], dtype=opforge.float64)");
}

TEST(Print, SummarizesAboveAThousandElements) {
  // observed in PyTorch 1.13: torch.arange(2000)
  EXPECT_EQ(repr(arange(2000)), "tensor([   0,    1,    2,  ..., 1997, 1998, 1999])");
}

TEST(Print, SummarizedMatrixElidesRowsAndColumns) {
  // observed in PyTorch 1.13: torch.arange(10000.).reshape(100, 100)
  EXPECT_EQ(repr(arange(10000.).reshape({100, 100})),
            "tensor([[0.0000e+00, 1.0000e+00, 2.0000e+00,  ..., 9.7000e+01, 9.8000e+01,\n"
            "         9.9000e+01],\n"
            "        [1.0000e+02, 1.0100e+02, 1.0200e+02,  ..., 1.9700e+02, 1.9800e+02,\n"
            "         1.9900e+02],\n"
            "        [2.0000e+02, 2.0100e+02, 2.0200e+02,  ..., 2.9700e+02, 2.9800e+02,\n"
            "         2.9900e+02],\n"
            "        ...,\n"
            "        [9.7000e+03, 9.7010e+03, 9.7020e+03,  ..., 9.7970e+03, 9.7980e+03,\n"
            "         9.7990e+03],\n"
            "        [9.8000e+03, 9.8010e+03, 9.8020e+03,  ..., 9.8970e+03, 9.8980e+03,\n"
            "         9.8990e+03],\n"
            "        [9.9000e+03, 9.9010e+03, 9.9020e+03,  ..., 9.9970e+03, 9.9980e+03,\n"
            "         9.9990e+03]])");
}

TEST(Print, SummarizedTransposeReadsStrides) {
  // observed in PyTorch 1.13: torch.arange(2000).reshape(40, 50).t()
  EXPECT_EQ(repr(arange(2000).reshape({40, 50}).t()),
            "tensor([[   0,   50,  100,  ..., 1850, 1900, 1950],\n"
            "        [   1,   51,  101,  ..., 1851, 1901, 1951],\n"
            "        [   2,   52,  102,  ..., 1852, 1902, 1952],\n"
            "        ...,\n"
            "        [  47,   97,  147,  ..., 1897, 1947, 1997],\n"
            "        [  48,   98,  148,  ..., 1898, 1948, 1998],\n"
            "        [  49,   99,  149,  ..., 1899, 1949, 1999]])");
}

TEST(Print, SummarizedThreeDimensionalElidesEveryLongDim) {
  // observed in PyTorch 1.13: torch.arange(8 * 8 * 20).reshape(8, 8, 20)
  EXPECT_EQ(repr(arange(8 * 8 * 20).reshape({8, 8, 20})),
            "tensor([[[   0,    1,    2,  ...,   17,   18,   19],\n"
            "         [  20,   21,   22,  ...,   37,   38,   39],\n"
            "         [  40,   41,   42,  ...,   57,   58,   59],\n"
            "         ...,\n"
            "         [ 100,  101,  102,  ...,  117,  118,  119],\n"
            "         [ 120,  121,  122,  ...,  137,  138,  139],\n"
            "         [ 140,  141,  142,  ...,  157,  158,  159]],\n"
            "\n"
            "        [[ 160,  161,  162,  ...,  177,  178,  179],\n"
            "         [ 180,  181,  182,  ...,  197,  198,  199],\n"
            "         [ 200,  201,  202,  ...,  217,  218,  219],\n"
            "         ...,\n"
            "         [ 260,  261,  262,  ...,  277,  278,  279],\n"
            "         [ 280,  281,  282,  ...,  297,  298,  299],\n"
            "         [ 300,  301,  302,  ...,  317,  318,  319]],\n"
            "\n"
            "        [[ 320,  321,  322,  ...,  337,  338,  339],\n"
            "         [ 340,  341,  342,  ...,  357,  358,  359],\n"
            "         [ 360,  361,  362,  ...,  377,  378,  379],\n"
            "         ...,\n"
            "         [ 420,  421,  422,  ...,  437,  438,  439],\n"
            "         [ 440,  441,  442,  ...,  457,  458,  459],\n"
            "         [ 460,  461,  462,  ...,  477,  478,  479]],\n"
            "\n"
            "        ...,\n"
            "\n"
            "        [[ 800,  801,  802,  ...,  817,  818,  819],\n"
            "         [ 820,  821,  822,  ...,  837,  838,  839],\n"
            "         [ 840,  841,  842,  ...,  857,  858,  859],\n"
            "         ...,\n"
            "         [ 900,  901,  902,  ...,  917,  918,  919],\n"
            "         [ 920,  921,  922,  ...,  937,  938,  939],\n"
            "         [ 940,  941,  942,  ...,  957,  958,  959]],\n"
            "\n"
            "        [[ 960,  961,  962,  ...,  977,  978,  979],\n"
            "         [ 980,  981,  982,  ...,  997,  998,  999],\n"
            "         [1000, 1001, 1002,  ..., 1017, 1018, 1019],\n"
            "         ...,\n"
            "         [1060, 1061, 1062,  ..., 1077, 1078, 1079],\n"
            "         [1080, 1081, 1082,  ..., 1097, 1098, 1099],\n"
            "         [1100, 1101, 1102,  ..., 1117, 1118, 1119]],\n"
            "\n"
            "        [[1120, 1121, 1122,  ..., 1137, 1138, 1139],\n"
            "         [1140, 1141, 1142,  ..., 1157, 1158, 1159],\n"
            "         [1160, 1161, 1162,  ..., 1177, 1178, 1179],\n"
            "         ...,\n"
            "         [1220, 1221, 1222,  ..., 1237, 1238, 1239],\n"
            "         [1240, 1241, 1242,  ..., 1257, 1258, 1259],\n"
            "         [1260, 1261, 1262,  ..., 1277, 1278, 1279]]])");
}

// ---- suffixes ------------------------------------------------------------------------------------

// name-inference.md: "Factory functions now take a new `names` argument that associates a name with
// each dimension." (the spec's example lost its indentation; this is PyTorch 1.13's output)
TEST(Print, FactoryNamesArgumentExample) {
  EXPECT_EQ(repr(zeros({2, 3}, names({"N", "C"}))), "tensor([[0., 0., 0.],\n        [0., 0., 0.]], names=('N', 'C'))");
}

TEST(Print, NamesPrintAsAPythonTuple) {
  // observed in PyTorch 1.13: torch.zeros(2, names=('N',)), torch.zeros(2, 3, names=(None, 'C'))
  EXPECT_EQ(repr(zeros({2}, names({"N"}))), "tensor([0., 0.], names=('N',))");
  EXPECT_EQ(repr(zeros({2, 3}, names({None, "C"}))),
            "tensor([[0., 0., 0.],\n        [0., 0., 0.]], names=(None, 'C'))");
}

TEST(Print, DtypeSuffixFollowsTheDefaultDtype) {
  using C = std::complex<double>;
  DefaultDtypeScope scope(kDouble);
  // observed in PyTorch 1.13 after torch.set_default_dtype(torch.float64)
  EXPECT_EQ(repr(tensor({1.5})), "tensor([1.5000])");
  EXPECT_EQ(repr(tensor({1.5}, dtype(kFloat))), "tensor([1.5000], dtype=opforge.float32)");
  EXPECT_EQ(repr(tensor({C(1, 2)})), "tensor([1.+2.j])");
  EXPECT_EQ(repr(tensor({C(1, 2)}, dtype(kComplexFloat))), "tensor([1.+2.j], dtype=opforge.complex64)");
  EXPECT_EQ(repr(zeros({0})), "tensor([])");
  EXPECT_EQ(repr(zeros({0}, dtype(kFloat))), "tensor([], dtype=opforge.float32)");
}

TEST(Print, CudaTensorsShowTheirDevice) {
  if (!cuda_is_available()) GTEST_SKIP() << "no CUDA device";
  // Hand-derived from _str_intern: off the default (CPU) device the device suffix comes first, then
  // the dtype suffix.
  EXPECT_EQ(repr(tensor({1., 2.}).cuda()), "tensor([1., 2.], device='cuda:0')");
  EXPECT_EQ(repr(tensor({1, 2}, dtype(kInt32)).cuda()), "tensor([1, 2], device='cuda:0', dtype=opforge.int32)");
}

// ---- the other entry points ----------------------------------------------------------------------

TEST(Print, StreamAndToStringMatchFmt) {
  const Tensor t = arange(6).reshape({2, 3});
  std::ostringstream os;
  os << t;
  EXPECT_EQ(os.str(), "tensor([[0, 1, 2],\n        [3, 4, 5]])");
  EXPECT_EQ(to_string(t), "tensor([[0, 1, 2],\n        [3, 4, 5]])");
}

TEST(Print, FormatSpecAppliesToTheWholeRepr) { EXPECT_EQ(fmt::format("{:>12}", tensor(3)), "   tensor(3)"); }

TEST(Print, UndefinedTensorPrintsLikeLibtorch) { EXPECT_EQ(repr(Tensor()), "[ Tensor (undefined) ]"); }

TEST(Print, SizesRepr) {
  // observed in PyTorch 1.13: repr(torch.Size([2, 3])), repr(torch.Size([]))
  const int64_t sizes[] = {2, 3};
  EXPECT_EQ(sizes_repr(sizes), "opforge.Size([2, 3])");
  EXPECT_EQ(sizes_repr({}), "opforge.Size([])");
  EXPECT_EQ(sizes_repr(zeros({4, 0, 1}).sizes()), "opforge.Size([4, 0, 1])");
}

// The value types print to a stream as fmt formats them, sizes and names as libtorch prints its
// IntArrayRef and DimnameList.
template <class T>
std::string streamed(const T& value) {
  std::ostringstream os;
  os << value;
  return os.str();
}

TEST(Print, ValueTypesStream) {
  Tensor t = opforge::empty({2, 3}).rename({"N", None});
  EXPECT_EQ(streamed(t.dtype()), "opforge.float32");
  EXPECT_EQ(streamed(t.device()), "cpu");
  EXPECT_EQ(streamed(opforge::Device("cuda:1")), "cuda:1");
  EXPECT_EQ(streamed(opforge::DeviceType::Meta), "meta");
  EXPECT_EQ(streamed(t.layout()), "opforge.strided");
  EXPECT_EQ(streamed(opforge::MemoryFormat::ChannelsLast), "opforge.channels_last");
  EXPECT_EQ(streamed(t.sizes()), "[2, 3]");
  EXPECT_EQ(streamed(t.strides()), "[3, 1]");
  EXPECT_EQ(streamed(opforge::IntArrayRef()), "[]");
  EXPECT_EQ(streamed(opforge::DimVector{4, 5}), "[4, 5]");
  EXPECT_EQ(streamed(t.names()), "[N, None]");
  EXPECT_EQ(streamed(t.names()[0]), "N");
}

}  // namespace
}  // namespace opforge
