// The CUDA pointwise loop (src/cuda/pointwise_plan.cuh) checked on the host, without a GPU: the
// iterator a generated stub builds, the path plan_pointwise picks for it, and every thread of a
// grid playing its share (linear_steps, general_steps) in turn, on host memory, with the functor
// the generated CUDA kernel passes. The reference is the CPU kernel of the same op (cpu_pointwise),
// an independent loop; all values here are computed alike on both (one rounding of the same
// expression), so results must be equal. Each case also checks which path it took, so that the
// vector path, the one-element linear path (a slice not aligned to the 16-byte vectors, for an
// input or the output), the cast path (contiguous operands of mixed dtypes, an out= tensor of
// another dtype), the general path (strides, broadcasts), device scalars and host values are all
// covered. Grids of 1, 7 and 768 threads, so that threads take several steps and some take none.
#include <gtest/gtest.h>

#include <array>
#include <cmath>
#include <cstring>
#include <limits>
#include <memory>
#include <string>
#include <vector>

#include "cuda_test_support.h"

#if defined(OPFORGE_CUDA_ON_HOST)
#include "cuda/pointwise_plan.cuh"
#include "functors/add.h"
#include "functors/clamp.h"
#include "functors/eq.h"
#include "functors/mul.h"
#endif

namespace opforge {
namespace {

#if defined(OPFORGE_CUDA_ON_HOST)

using namespace opforge::test;
namespace pd = elementwise::cuda_pointwise_detail;
using pd::Path;

constexpr int64_t kN = 4 * 1000 + 3;

// The most elements a general path launch walks: INT32_MAX as in cuda_pointwise, or fewer, so that
// a test's small tensors are cut into pieces as a walk of more than INT32_MAX elements is.
int64_t g_general_piece = INT32_MAX;

// Plays the tiled kernel with `blocks` blocks of 256 threads: each block takes tiles b, b + blocks,
// ...; for each, every thread stages, then (the barrier) every thread computes. The shared
// memory is overwritten with garbage before each tile, as a GPU's would hold the previous tile's,
// so an element computed from a slot no thread staged shows. Own: the kernel the launch picks
// (TileWalk::own_dtypes).
template <class T, class R, bool Own, class F, class Op, size_t N>
void play_tiles(const pd::Plan<Op, N>& plan, const F& f, int64_t blocks) {
  const auto tile = std::make_unique<pd::TileRows<Op>[]>(N);
  for (int64_t b = 0; b < blocks; ++b) {
    for (int64_t t = b; t < plan.tiles.tiles; t += blocks) {
      std::memset(static_cast<void*>(tile.get()), 0xff, N * sizeof(pd::TileRows<Op>));
      const auto origin = pd::tile_origin(plan.general, plan.tiles, static_cast<uint32_t>(t));
      for (int thread = 0; thread < pd::kTile * pd::kTileRows; ++thread)
        pd::tile_stage<T, Own>(plan.general, plan.tiles, origin, thread, tile.get());
      for (int thread = 0; thread < pd::kTile * pd::kTileRows; ++thread)
        pd::tile_compute<T, R, Own>(plan.general, plan.tiles, origin, thread, tile.get(), f);
    }
  }
}

// Runs the CUDA loop of the op on the iterator's host memory with `threads` threads (`threads`
// blocks on the tiled path); returns the path it took.
template <class T, class R, class F>
Path play(const elementwise::ElementwiseIter& iter, const F& f, int64_t threads) {
  using Op = elementwise::cuda_opmath_t<T>;
  constexpr size_t N = pd::arity<F, Op>();
  constexpr int kVec = pd::kVectorWidth<T, R>;
  const pd::Plan<Op, N> plan = pd::plan_pointwise<T, R, N>(iter);
  char* out = iter.out_operand().data;
  const int64_t n = iter.numel();
  for (int64_t t = 0; t < threads; ++t) {
    switch (plan.path) {
      case Path::Vector: pd::linear_steps<T, R, kVec>(plan.linear, out, n, f, t, threads); break;
      case Path::Linear: pd::linear_steps<T, R, 1>(plan.linear, out, n, f, t, threads); break;
      case Path::Cast: break;
      case Path::General:
        pd::for_each_general_piece(
            plan.general, g_general_piece, [&](const pd::GeneralOperands<Op, N>& ops, int64_t count) {
              pd::general_steps<T, R>(ops, count, f, static_cast<uint32_t>(t), static_cast<uint32_t>(threads));
            });
        break;
      case Path::Tiled: break;
    }
  }
  if (plan.path == Path::Tiled) {
    if (plan.tiles.own_dtypes)
      play_tiles<T, R, true>(plan, f, threads);
    else
      play_tiles<T, R, false>(plan, f, threads);
  }
  if (plan.path == Path::Cast) {
    // The kernel's blocks of 256 threads (768 threads: three blocks), or blocks of one thread.
    if (threads % 256 == 0) {
      for (int64_t g = 0; g < threads / 256; ++g)
        for (int lane = 0; lane < 256; ++lane) pd::cast_steps<T, R, 256>(plan.cast, out, n, f, lane, g, threads / 256);
    } else {
      for (int64_t g = 0; g < threads; ++g) pd::cast_steps<T, R, 1>(plan.cast, out, n, f, 0, g, threads);
    }
  }
  return plan.path;
}

// Before each grid, the output holds values that differ from the expected ones everywhere, so an
// element no thread writes shows.
void poison(const Tensor& out, const Tensor& want) {
  if (out.dtype() == kBool)
    out.copy_(logical_not(want));
  else
    out.fill_(std::numeric_limits<double>::quiet_NaN());
}

// The iterator of `op_name` over `inputs` (as its stub builds it), played with grids of
// several sizes: each result equals `want`, and the path is `path`.
template <class T, class R, class F>
void expect_cuda_loop(std::string_view op_name, std::initializer_list<elementwise::Input> inputs, const Tensor* out,
                      const F& f, const Tensor& want, Path path, PromotionKind promotion = PromotionKind::Default) {
  elementwise::Config config;
  config.op_name = op_name;
  config.promotion = promotion;
  config.out = out;
  const elementwise::ElementwiseIter iter(config, inputs);
  ASSERT_EQ(iter.compute_dtype(), CppTypeToScalarType<T>::value);
  ASSERT_EQ(iter.result_dtype(), CppTypeToScalarType<R>::value);
  for (int64_t threads : {1, 7, 768}) {
    SCOPED_TRACE(std::to_string(threads) + " threads");
    poison(Tensor(iter.output()), want);
    EXPECT_EQ((play<T, R>(iter, f, threads)), path);
    const Tensor got = Tensor(iter.output()).to(want.dtype());
    ASSERT_EQ(shape(got), shape(want));
    const Doubles g = parts(got), w = parts(want);
    int shown = 0;
    for (size_t i = 0; i < g.size() && shown < 5; ++i)
      if (!(g[i] == w[i] || (std::isnan(g[i]) && std::isnan(w[i])))) {
        ADD_FAILURE() << "element " << i << ": " << g[i] << ", CPU " << w[i];
        ++shown;
      }
  }
}

TEST(CudaPointwiseOnHost, ContiguousFloatsTakeTheVectorPath) {
  const Tensor a = rand({kN}), b = rand({kN});
  expect_cuda_loop<float, float>("add", {a, b}, nullptr, functors::add<float>{2.5f}, add(a, b, 2.5), Path::Vector);
}

TEST(CudaPointwiseOnHost, HalvesTakeEightElementVectors) {
  const Tensor a = rand({kN}).to(kHalf), b = rand({kN}).to(kHalf);
  expect_cuda_loop<Half, Half>("add", {a, b}, nullptr, functors::add<float>{1.0f}, add(a, b), Path::Vector);
}

TEST(CudaPointwiseOnHost, AMisalignedInputTakesTheElementPath) {
  const Tensor base = rand({kN + 3}), b = rand({kN});
  for (int64_t start : {1, 2, 3}) {
    SCOPED_TRACE(start);
    const Tensor a = base.narrow(0, start, kN);
    expect_cuda_loop<float, float>("add", {a, b}, nullptr, functors::add<float>{1.0f}, add(a, b), Path::Linear);
  }
}

TEST(CudaPointwiseOnHost, AMisalignedOutputTakesTheElementPath) {
  const Tensor a = rand({kN}), b = rand({kN});
  const Tensor base = zeros({kN + 1});
  const Tensor out = base.narrow(0, 1, kN);
  expect_cuda_loop<float, float>("add", {a, b}, &out, functors::add<float>{1.0f}, add(a, b), Path::Linear);
}

TEST(CudaPointwiseOnHost, BoolResultsOfFloats) {
  const Tensor a = rand({kN}).mul(4).to(kInt32).to(kFloat), b = rand({kN}).mul(4).to(kInt32).to(kFloat);
  expect_cuda_loop<float, bool>("eq", {a, b}, nullptr, functors::eq<float>{}, eq(a, b), Path::Vector,
                                PromotionKind::AlwaysBool);
  const Tensor a1 = a.narrow(0, 1, kN - 1), b1 = b.narrow(0, 0, kN - 1);
  expect_cuda_loop<float, bool>("eq", {a1, b1}, nullptr, functors::eq<float>{}, eq(a1, b1), Path::Linear,
                                PromotionKind::AlwaysBool);
}

TEST(CudaPointwiseOnHost, AWrappedScalarIsAHostValue) {
  const Tensor a = rand({kN});
  const Scalar s(0.75);
  expect_cuda_loop<float, float>("mul", {a, s}, nullptr, functors::mul<float>{}, mul(a, 0.75), Path::Vector);
}

TEST(CudaPointwiseOnHost, AOneElementTensorIsADeviceScalar) {
  const Tensor a = rand({kN}), b = rand({1});
  expect_cuda_loop<float, float>("mul", {a, b}, nullptr, functors::mul<float>{}, mul(a, b), Path::Vector);
}

TEST(CudaPointwiseOnHost, BroadcastOperandsTakeTheGeneralPath) {
  const Tensor col = rand({64, 1}), row = rand({1, 48});
  expect_cuda_loop<float, float>("add", {col, row}, nullptr, functors::add<float>{1.0f}, add(col, row), Path::General);
  const Tensor x = rand({8, 1, 33}), y = rand({5, 1});
  expect_cuda_loop<float, float>("mul", {x, y}, nullptr, functors::mul<float>{}, mul(x, y), Path::General);
}

// kN is not a multiple of the runs (4 elements; 2 for complex128), so every case has a tail.
TEST(CudaPointwiseOnHost, ContiguousMixedDtypesTakeTheCastPath) {
  const Tensor f = rand({kN}), i = rand({kN}).mul(1000).to(kInt32), u = rand({kN}).mul(255).to(kByte);
  const Tensor bf = rand({kN}).to(kBFloat16), b = gt(rand({kN}), 0.5);
  const functors::add<float> add1{1.0f};
  expect_cuda_loop<float, float>("add", {i, f}, nullptr, add1, add(i, f), Path::Cast);
  expect_cuda_loop<float, float>("add", {u, f}, nullptr, add1, add(u, f), Path::Cast);
  expect_cuda_loop<float, float>("add", {bf, f}, nullptr, functors::add<float>{0.5f}, add(bf, f, 0.5), Path::Cast);
  expect_cuda_loop<float, float>("add", {f, b}, nullptr, add1, add(f, b), Path::Cast);
  // Operands of 8 and 2 bytes read as raw bits: int64 into a float kernel, int16 into a double one.
  const Tensor l = rand({kN}).mul(1e6).to(kInt64), d = rand({kN}).to(kDouble), s = rand({kN}).mul(3e4).to(kShort);
  expect_cuda_loop<float, float>("add", {l, f}, nullptr, add1, add(l, f), Path::Cast);
  expect_cuda_loop<double, double>("add", {d, s}, nullptr, functors::add<double>{1.0}, add(d, s), Path::Cast);
  // Halves compute in half (each input rounded to it first), whatever the other input's dtype.
  const Tensor h = rand({kN}).to(kHalf), i8 = rand({kN}).mul(100).to(kChar);
  expect_cuda_loop<Half, Half>("mul", {h, i8}, nullptr, functors::mul<float>{}, mul(h, i8), Path::Cast);
}

TEST(CudaPointwiseOnHost, AnOutTensorOfAnotherDtypeTakesTheCastPath) {
  const Tensor a = rand({kN}), b = rand({kN});
  const Tensor out = empty({kN}, kDouble);
  expect_cuda_loop<float, float>("add", {a, b}, &out, functors::add<float>{1.0f}, add(a, b).to(kDouble), Path::Cast);
  const Tensor h = rand({kN}).to(kHalf), g = rand({kN}).to(kHalf), out_f = empty({kN}, kFloat);
  expect_cuda_loop<Half, Half>("add", {h, g}, &out_f, functors::add<float>{1.0f}, add(h, g).to(kFloat), Path::Cast);
  // Contiguous but not aligned to a 16-byte vector: the cast path reads element by element anyway.
  const Tensor base = empty({kN + 1}, kDouble), shifted = base.narrow(0, 1, kN);
  expect_cuda_loop<float, float>("add", {a, b}, &shifted, functors::add<float>{1.0f}, add(a, b).to(kDouble),
                                 Path::Cast);
}

TEST(CudaPointwiseOnHost, CastPathScalarsComplexAndThreeInputs) {
  const Tensor f = rand({kN}), one = rand({1}).mul(100).to(kInt64), zero_dim = rand({}).to(kDouble);
  expect_cuda_loop<float, float>("mul", {f, one}, nullptr, functors::mul<float>{}, mul(f, one), Path::Cast);
  expect_cuda_loop<float, float>("mul", {one, f}, nullptr, functors::mul<float>{}, mul(one, f), Path::Cast);
  // A zero-dim tensor of a higher category decides the dtype (double), unlike a wrapped scalar.
  const Tensor i = f.mul(1000).to(kInt32);
  expect_cuda_loop<double, double>("mul", {i, zero_dim}, nullptr, functors::mul<double>{}, mul(i, zero_dim),
                                   Path::Cast);
  const Tensor out = empty({kN});
  expect_cuda_loop<Half, Half>("mul", {f.to(kHalf), Scalar(0.75)}, &out, functors::mul<float>{},
                               mul(f.to(kHalf), 0.75).to(kFloat), Path::Cast);
  using Op = elementwise::cuda_opmath_t<std::complex<double>>;
  const Tensor z = randn({kN}, kComplexDouble), d = rand({kN}).to(kDouble);
  expect_cuda_loop<std::complex<double>, std::complex<double>>("mul", {z, d}, nullptr, functors::mul<Op>{}, mul(z, d),
                                                               Path::Cast);
  const Tensor lo = rand({kN}).mul(0.5).to(kHalf), hi = rand({1}).add(0.5).to(kBFloat16);
  expect_cuda_loop<float, float>("clamp", {f, lo, hi}, nullptr, functors::clamp_min_max<float>{},
                                 clamp(f, std::optional<Tensor>(lo), std::optional<Tensor>(hi)), Path::Cast);
  // One element: no dims after merging.
  const Tensor i1 = rand({1}).mul(100).to(kInt32), f1 = rand({1});
  expect_cuda_loop<float, float>("add", {i1, f1}, nullptr, functors::add<float>{1.0f}, add(i1, f1), Path::Cast);
}

// A walk cut into pieces (for_each_32bit_piece) visits the whole walk's offsets, in order, in pieces
// of at most the limit: ranges of the outermost dim, or single positions of it and ranges below.
TEST(CudaPointwiseOnHost, PiecesOfAWalkCoverItInOrder) {
  cuda_detail::OffsetPlan<2> plan;
  plan.ndim = 3;
  const int64_t sizes[3] = {5, 7, 3};
  const int64_t strides[3][2] = {{4, -8}, {20, 0}, {140, 1000}};
  for (int d = 0; d < 3; ++d) {
    plan.sizes[d] = sizes[d];
    for (int k = 0; k < 2; ++k) plan.strides[d][k] = strides[d][k];
  }
  const int64_t n = 5 * 7 * 3;
  for (int64_t limit : {1, 2, 4, 5, 6, 34, 35, 36, 104, 105, 1000}) {
    SCOPED_TRACE("at most " + std::to_string(limit));
    std::vector<std::array<int64_t, 2>> seen;
    int pieces = 0;
    cuda_detail::for_each_32bit_piece(
        plan, limit, [&](const cuda_detail::OffsetPlan<2>& piece, const int64_t(&shift)[2], int64_t count) {
          ++pieces;
          EXPECT_GE(count, 1);
          EXPECT_LE(count, limit);
          for (uint32_t i = 0; i < count; ++i) {
            int64_t off[2];
            piece.offsets(i, off);
            seen.push_back({shift[0] + off[0], shift[1] + off[1]});
          }
        });
    ASSERT_EQ(static_cast<int64_t>(seen.size()), n);
    for (uint32_t i = 0; i < n; ++i) {
      int64_t off[2];
      plan.offsets(i, off);
      ASSERT_EQ(seen[i][0], off[0]) << "element " << i;
      ASSERT_EQ(seen[i][1], off[1]) << "element " << i;
    }
    if (limit >= n) {
      EXPECT_EQ(pieces, 1);
    }
    if (limit == 35) {
      EXPECT_EQ(pieces, 3);
    }  // one outer position (5 x 7 elements) each
    if (limit == 34) {
      EXPECT_EQ(pieces, 6);
    }  // per outer position, 6 and then 1 of the 7 rows of 5
  }
}

// The general path played in pieces of a few elements, as cuda_pointwise launches a walk of more
// than INT32_MAX: the same results.
TEST(CudaPointwiseOnHost, TheGeneralPathInPieces) {
  struct Limit {
    Limit() { g_general_piece = 7; }
    ~Limit() { g_general_piece = INT32_MAX; }
  } limit;
  const Tensor col = rand({64, 1}).to(kHalf), row = rand({1, 48});
  expect_cuda_loop<float, float>("add", {col, row}, nullptr, functors::add<float>{1.0f}, add(col, row), Path::General);
  const Tensor x = rand({8, 1, 33}), y = rand({5, 1});
  expect_cuda_loop<float, float>("mul", {x, y}, nullptr, functors::mul<float>{}, mul(x, y), Path::General);
  const Tensor big = rand({3, 40, 6}), stepped = rand({3, 40, 12}).narrow(2, 0, 6);
  expect_cuda_loop<float, float>("add", {big, stepped}, nullptr, functors::add<float>{1.0f}, add(big, stepped),
                                 Path::General);
}

// Complex and float8 operands of a cast path kernel built for another dtype are converted through
// calls (load_as_called, store_as_called), element by element, rather than inline.
TEST(CudaPointwiseOnHost, CastPathConvertsComplexAndFloat8OperandsThroughCalls) {
  using Z = std::complex<double>;
  using Op = elementwise::cuda_opmath_t<Z>;
  const Tensor z = randn({kN}, kComplexDouble), c = randn({kN}, kComplexFloat), h = randn({kN}, kComplexHalf);
  expect_cuda_loop<Z, Z>("mul", {z, c}, nullptr, functors::mul<Op>{}, mul(z, c), Path::Cast);
  expect_cuda_loop<Z, Z>("add", {h, z}, nullptr, functors::add<Op>{Op(1.0)}, add(h, z), Path::Cast);
  // A complex out= tensor of a real op, and a float8 one.
  const Tensor a = rand({kN}), b = rand({kN});
  const Tensor out_c = empty({kN}, kComplexFloat);
  expect_cuda_loop<float, float>("add", {a, b}, &out_c, functors::add<float>{1.0f}, add(a, b).to(kComplexFloat),
                                 Path::Cast);
  const Tensor out_f8 = empty({kN}, kFloat8_e4m3fn);
  expect_cuda_loop<float, float>("add", {a, b}, &out_f8, functors::add<float>{1.0f}, add(a, b).to(kFloat8_e4m3fn),
                                 Path::Cast);
}

TEST(CudaPointwiseOnHost, StridedMixedDtypesTakeTheGeneralPath) {
  const int64_t size[] = {kN}, every_other[] = {2};
  const Tensor i = rand({2 * kN}).mul(1000).to(kInt32).as_strided(size, every_other), f = rand({kN});
  expect_cuda_loop<float, float>("add", {i, f}, nullptr, functors::add<float>{1.0f}, add(i, f), Path::General);
  const Tensor col = rand({64, 1}).to(kHalf), row = rand({1, 48});
  expect_cuda_loop<float, float>("add", {col, row}, nullptr, functors::add<float>{1.0f}, add(col, row), Path::General);
}

// Sizes that are not multiples of the 32 x 32 tiles, so edge tiles are partial in both dims.
TEST(CudaPointwiseOnHost, ATransposedInputTakesTheTiledPath) {
  const Tensor t = rand({45, 67}).t(), c = rand({67, 45});
  expect_cuda_loop<float, float>("add", {t, c}, nullptr, functors::add<float>{1.0f}, add(t, c), Path::Tiled);
  expect_cuda_loop<float, float>("add", {c, t}, nullptr, functors::add<float>{1.0f}, add(c, t), Path::Tiled);
  const Tensor square = rand({64, 64}).t(), other = rand({64, 64});
  expect_cuda_loop<float, float>("mul", {square, other}, nullptr, functors::mul<float>{}, mul(square, other),
                                 Path::Tiled);
}

TEST(CudaPointwiseOnHost, TiledPlanesAboveTheTiledDims) {
  const Tensor a = rand({3, 40, 50}).transpose(1, 2), b = rand({3, 50, 40});
  expect_cuda_loop<float, float>("add", {a, b}, nullptr, functors::add<float>{1.0f}, add(a, b), Path::Tiled);
  // channels_last against contiguous: the fast dims are C and W.
  const Tensor nhwc = rand({2, 3, 40, 5}).permute({0, 2, 3, 1}).contiguous().permute({0, 3, 1, 2});
  const Tensor nchw = rand({2, 40, 5, 3}).permute({0, 3, 1, 2}).contiguous();
  ASSERT_EQ(shape(nhwc), shape(nchw));
  expect_cuda_loop<float, float>("add", {nchw, nhwc}, nullptr, functors::add<float>{1.0f}, add(nchw, nhwc),
                                 Path::Tiled);
}

// The output follows the first input's layout (a transposed first input makes a transposed
// output), so the transposed operands here come second.
TEST(CudaPointwiseOnHost, TiledWithBroadcastsScalarsAndThreeInputs) {
  const Tensor c = rand({70, 37}), t = rand({37, 70}).t();
  const auto clamp3 = [](const Tensor& x, const Tensor& lo, const Tensor& hi) {
    return clamp(x, std::optional<Tensor>(lo), std::optional<Tensor>(hi));
  };
  const functors::clamp_min_max<float> f{};
  const Tensor row = rand({1, 37}), one = rand({1, 1}), zero_dim = rand({});
  expect_cuda_loop<float, float>("clamp", {c, t, row}, nullptr, f, clamp3(c, t, row), Path::Tiled);
  expect_cuda_loop<float, float>("clamp", {c, t, one}, nullptr, f, clamp3(c, t, one), Path::Tiled);
  expect_cuda_loop<float, float>("clamp", {c, t, zero_dim}, nullptr, f, clamp3(c, t, zero_dim), Path::Tiled);
  const Tensor hi = rand({37, 70}).t().add(0.5);
  expect_cuda_loop<float, float>("clamp", {t, c, hi}, nullptr, f, clamp3(t, c, hi), Path::Tiled);
}

// The output's layout decides the order: contiguous inputs into a transposed out= tensor are staged.
TEST(CudaPointwiseOnHost, TiledIntoATransposedOutTensor) {
  const Tensor a = rand({50, 33}), b = rand({50, 33});
  const Tensor out = empty({33, 50}).t();
  expect_cuda_loop<float, float>("add", {a, b}, &out, functors::add<float>{1.0f}, add(a, b), Path::Tiled);
}

TEST(CudaPointwiseOnHost, TiledConvertsEachOperandsDtype) {
  const Tensor i = rand({41, 35}).mul(1000).to(kInt32).t(), f = rand({35, 41});
  expect_cuda_loop<float, float>("add", {i, f}, nullptr, functors::add<float>{1.0f}, add(i, f), Path::Tiled);
  const Tensor h = rand({41, 35}).to(kHalf).t(), g = rand({35, 41}).to(kHalf);
  expect_cuda_loop<Half, Half>("mul", {h, g}, nullptr, functors::mul<float>{}, mul(h, g), Path::Tiled);
  const Tensor out = empty({35, 41}, kDouble);
  expect_cuda_loop<float, float>("add", {i, f}, &out, functors::add<float>{1.0f}, add(i, f).to(kDouble), Path::Tiled);
  using Op = elementwise::cuda_opmath_t<std::complex<double>>;
  const Tensor z = randn({41, 35}, kComplexDouble).t(), w = randn({35, 41}, kComplexDouble);
  expect_cuda_loop<std::complex<double>, std::complex<double>>("mul", {z, w}, nullptr, functors::mul<Op>{}, mul(z, w),
                                                               Path::Tiled);
}

// The tiled kernel that reads and writes its operands without conversions is taken only where every
// tensor input has the compute dtype and the output the result dtype; a wrapped scalar (a host
// value, converted on the host) does not count.
TEST(CudaPointwiseOnHost, TiledReadsWithoutConversionsOnlyOperandsOfTheKernelsDtypes) {
  const Tensor t = rand({40, 33}).t(), c = rand({33, 40});
  const auto own = [](std::initializer_list<elementwise::Input> inputs, const Tensor* out = nullptr) {
    elementwise::Config config;
    config.op_name = "add";
    config.out = out;
    const elementwise::ElementwiseIter iter(config, inputs);
    const auto plan = pd::plan_pointwise<float, float, 2>(iter);
    EXPECT_EQ(plan.path, Path::Tiled);
    return plan.tiles.own_dtypes;
  };
  EXPECT_TRUE(own({t, c}));
  EXPECT_TRUE(own({c, t}));
  EXPECT_FALSE(own({t.to(kInt32), c}));
  EXPECT_FALSE(own({c, t.to(kHalf)}));
  const Tensor out_double = empty({33, 40}, kDouble);
  EXPECT_FALSE(own({t, c}, &out_double));
  const Tensor out_float = empty({33, 40});
  EXPECT_TRUE(own({t, c}, &out_float));
  // An integer wrapped scalar as clamp's third input.
  elementwise::Config config;
  config.op_name = "clamp";
  const elementwise::ElementwiseIter iter(config, {c, t, Scalar(int64_t{3})});
  ASSERT_TRUE(iter.input_is_host_scalar(2));
  const auto plan = pd::plan_pointwise<float, float, 3>(iter);
  EXPECT_EQ(plan.path, Path::Tiled);
  EXPECT_TRUE(plan.tiles.own_dtypes);
  expect_cuda_loop<float, float>("clamp", {c, t, Scalar(int64_t{3})}, nullptr, functors::clamp_min_max<float>{},
                                 clamp(c, std::optional<Tensor>(t), std::optional<Tensor>(full({}, 3.0))), Path::Tiled);
}

// Three complex128 inputs' tiles would not fit a block's 48 KiB of static shared memory: the
// general path serves them (its results are checked above).
TEST(CudaPointwiseOnHost, TilesThatDoNotFitTakeTheGeneralPath) {
  using Op = elementwise::cuda_opmath_t<std::complex<double>>;
  static_assert(!pd::kTilesFit<Op, 3> && pd::kTilesFit<Op, 2> && pd::kTilesFit<float, 3>);
  const Tensor z = randn({20, 30}, kComplexDouble).t(), w = randn({30, 20}, kComplexDouble),
               v = randn({30, 20}, kComplexDouble);
  elementwise::Config config;
  config.op_name = "clamp";
  const elementwise::ElementwiseIter iter(config, {z, w, v});
  EXPECT_EQ((pd::plan_pointwise<std::complex<double>, std::complex<double>, 3>(iter).path), Path::General);
  EXPECT_EQ((pd::plan_pointwise<std::complex<float>, std::complex<float>, 3>(
                 elementwise::ElementwiseIter(config, {z.to(kComplexFloat), w.to(kComplexFloat), v.to(kComplexFloat)}))
                 .path),
            Path::Tiled);
}

#else

TEST(CudaPointwiseOnHost, Skipped) { GTEST_SKIP() << "CUDA's libcu++ headers (cuda/std/complex) were not found"; }

#endif

}  // namespace
}  // namespace opforge
