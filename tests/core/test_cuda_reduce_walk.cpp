// The CUDA reductions' walk and per-thread work (src/cuda/reduce_layout.h), checked on
// the host without a GPU: every thread of the kernels' grid is played in turn, with the kernel's
// own index math (output_offsets, folded_offset, chunk_range, fold_lane) and the same combining
// schedule (the halving tree: shared-memory steps at distances of a warp or more, then
// warp-shuffle steps whose lanes past their segment read their own value), on CPU tensors. The
// reference is the CPU kernel (src/cpu/sum.cpp, mean.cpp, max.cpp), an independent path: the two
// devices share their reducers (iteration/reducers.h), no loop. Exactness where the values allow it: sums of small integers, every
// max and index; random floats within a rounding tolerance.
#include <cmath>
#include <complex>
#include <limits>
#include <memory>
#include <optional>
#include <vector>

#include "cuda/reduce_layout.h"
#include "cuda_test_support.h"
#include "iteration/reducers.h"
#include "kernels/mean.h"
#include "kernels/sum.h"
#include "opforge/ops/argmax.h"
#include "opforge/ops/argmin.h"
#include "opforge/ops/max.h"

namespace opforge {
namespace {

using namespace opforge::test;
using namespace opforge::cuda_detail;

constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();

// Plays the grid of reduce_kernel (and reduce_chunks_kernel when there are several chunks) on the
// host and counts how often each output is stored.
template <class Op>
std::vector<int> play_reduction(const Tensor& input, const reduce::DimMask& mask, std::span<const TensorBase> outputs,
                                const Op& op, reduce::Positions positions = reduce::Positions::walk) {
  using Acc = typename Op::acc_t;
  const ReduceLayout l = make_reduce_layout(input, mask, outputs, positions);
  std::vector<int> stores(static_cast<size_t>(l.num_outputs), 0);
  if (l.num_outputs == 0) return stores;
  const ReduceLaunch launch = plan_reduce_launch(l);
  const auto* in = static_cast<const char*>(input.data_ptr());
  char* out0 = static_cast<char*>(outputs[0].data_ptr());
  char* out1 = outputs.size() > 1 ? static_cast<char*>(outputs[1].data_ptr()) : nullptr;
  const int group = launch.group;
  const int64_t per_block = kReduceThreads / group;
  const bool chunked = launch.chunks > 1;
  const auto partials = std::make_unique<Acc[]>(static_cast<size_t>(l.num_outputs * launch.chunks));
  std::vector<int> partial_writes(static_cast<size_t>(l.num_outputs * launch.chunks), 0);

  Acc acc[kReduceThreads];
  Acc next[kReduceThreads];
  // combine_group over the block's groups of `width` lanes: lane 0 of each ends with its group's
  // combination.
  const auto combine_groups = [&](int width_of_group) {
    for (int offset = width_of_group / 2; offset >= 32; offset /= 2) {
      for (int t = 0; t < kReduceThreads; ++t)
        next[t] = (t & (width_of_group - 1)) < offset ? op.combine(acc[t], acc[t + offset]) : acc[t];
      std::copy(next, next + kReduceThreads, acc);
    }
    const int width = width_of_group < 32 ? width_of_group : 32;
    for (int offset = width / 2; offset > 0; offset /= 2) {
      for (int t = 0; t < kReduceThreads; ++t) {
        const int source = t + offset;
        const bool in_segment = source / width == t / width;
        next[t] = op.combine(acc[t], in_segment ? acc[source] : acc[t]);
      }
      std::copy(next, next + kReduceThreads, acc);
    }
  };
  for (int64_t c = 0; c < launch.chunks; ++c) {
    int64_t begin = 0, end = 0;
    chunk_range(l, launch, c, begin, end);
    for (int64_t b = 0; b < launch.output_blocks; ++b) {
      for (int t = 0; t < kReduceThreads; ++t) {
        const int64_t o = b * per_block + t / group;
        acc[t] = op.identity();
        if (o < l.num_outputs) {
          int64_t off[3];
          l.output_offsets(o, off);
          acc[t] = fold_lane(l, op, in + off[0], begin, end, t & (group - 1), group);
        }
      }
      combine_groups(group);
      for (int t = 0; t < kReduceThreads; t += group) {
        const int64_t o = b * per_block + t / group;
        if (o >= l.num_outputs) continue;
        if (chunked) {
          partials[static_cast<size_t>(o * launch.chunks + c)] = acc[t];
          ++partial_writes[static_cast<size_t>(o * launch.chunks + c)];
        } else {
          int64_t off[3];
          l.output_offsets(o, off);
          op.store(out0 + off[1], out1 ? out1 + off[2] : nullptr, acc[t]);
          ++stores[static_cast<size_t>(o)];
        }
      }
    }
  }
  if (chunked) {
    // reduce_chunks_kernel: chunk_group lanes per output.
    for (int w : partial_writes) EXPECT_EQ(w, 1);
    const int chunk_group = launch.chunk_group;
    EXPECT_EQ(chunk_group & (chunk_group - 1), 0) << "a power of two";
    EXPECT_LE(chunk_group, std::min<int64_t>(launch.chunks, kReduceThreads));
    const int64_t outputs_per_block = kReduceThreads / chunk_group;
    for (int64_t b = 0; b < launch.chunk_output_blocks; ++b) {
      for (int t = 0; t < kReduceThreads; ++t) {
        const int64_t o = b * outputs_per_block + t / chunk_group;
        acc[t] = o < l.num_outputs ? fold_chunk_partials(op, partials.get() + o * launch.chunks, launch.chunks,
                                                         t & (chunk_group - 1), chunk_group)
                                   : op.identity();
      }
      combine_groups(chunk_group);
      for (int t = 0; t < kReduceThreads; t += chunk_group) {
        const int64_t o = b * outputs_per_block + t / chunk_group;
        if (o >= l.num_outputs) continue;
        int64_t off[3];
        l.output_offsets(o, off);
        op.store(out0 + off[1], out1 ? out1 + off[2] : nullptr, acc[t]);
        ++stores[static_cast<size_t>(o)];
      }
    }
  }
  return stores;
}

void expect_each_stored_once(const std::vector<int>& stores) {
  for (size_t o = 0; o < stores.size(); ++o) EXPECT_EQ(stores[o], 1) << "output " << o;
}

reduce::DimMask mask_of(const Tensor& t, Longs dims) { return reduce::make_dim_mask(IntArrayRef(dims), t.dim()); }

// The CUDA sum of `input` (its own dtype) over `dims`, played on the host, into a new tensor.
template <class Element>
Tensor played_sum(const Tensor& input, Longs dims, bool keepdim, bool mean = false) {
  const reduce::DimMask mask = mask_of(input, dims);
  const Tensor result =
      empty(reduce::reduced_shape(input.sizes(), mask, keepdim).span(), TensorOptions().dtype(input.dtype()));
  int64_t folded = 1;
  for (size_t d = 0; d < input.sizes().size(); ++d)
    if (mask.test(d)) folded *= input.sizes()[d];
  reduce::SumReducer<Element, Element> op{};
  op.divisor = static_cast<typename reduce::SumReducer<Element, Element>::real_t>(folded);
  op.mean = mean;
  const TensorBase outputs[] = {result};
  expect_each_stored_once(play_reduction(input, mask, outputs, op));
  return result;
}

Tensor cpu_sum(const Tensor& input, Longs dims, bool keepdim) {
  return opforge::sum(input, IntArrayRef(dims), keepdim, input.dtype());
}

// Layouts every walk is checked on: contiguous, transposed, a slice with a gap between rows, an
// expanded dim, a permuted 3-D tensor.
std::vector<Tensor> layouts(const Tensor& base3d) {
  const Tensor m = base3d.reshape({base3d.sizes()[0] * base3d.sizes()[1], base3d.sizes()[2]});
  return {m,
          m.t(),
          m.narrow(1, 1, m.sizes()[1] - 2),
          m.narrow(0, 0, 1).expand({5, m.sizes()[1]}),
          base3d,
          base3d.permute({2, 0, 1}),
          base3d.permute({1, 2, 0}).narrow(2, 1, base3d.sizes()[0] - 1)};
}

std::vector<Longs> dim_lists(int64_t ndim) {
  if (ndim == 2) return {{0}, {1}, {0, 1}, {}};
  return {{0}, {1}, {2}, {0, 2}, {1, 2}, {0, 1, 2}};
}

// ---- the launch plan ------------------------------------------------------------------------------

TEST(CudaReduceLaunch, CutsEveryOutputsPositionsIntoWholeChunks) {
  for (const Longs& sizes : {Longs{7}, Longs{1000, 3}, Longs{3, 1000}, Longs{200000}, Longs{5000, 3}, Longs{0, 4},
                             Longs{4, 0}, Longs{64, 64, 64}}) {
    const Tensor t = empty(IntArrayRef(sizes));
    for (const Longs& dims : {Longs{0}, Longs{static_cast<int64_t>(sizes.size()) - 1}, Longs{}}) {
      const reduce::DimMask mask = mask_of(t, dims);
      const Tensor out = opforge::empty(reduce::reduced_shape(t.sizes(), mask, false).span());
      const TensorBase outputs[] = {out};
      const ReduceLayout l = make_reduce_layout(t, mask, outputs);
      const ReduceLaunch launch = plan_reduce_launch(l);
      EXPECT_GE(launch.group, 1);
      EXPECT_LE(launch.group, kReduceThreads);
      EXPECT_EQ(launch.group & (launch.group - 1), 0) << "a power of two";
      EXPECT_GE(launch.chunk, 1);
      EXPECT_GE(launch.chunks * launch.chunk, l.folded_numel);
      if (l.folded_numel > 0) {
        EXPECT_LT((launch.chunks - 1) * launch.chunk, l.folded_numel);
      }
      EXPECT_LE(launch.chunks, 65535) << "grid rows";
      EXPECT_EQ(launch.output_blocks,
                (l.num_outputs + kReduceThreads / launch.group - 1) / (kReduceThreads / launch.group));
    }
  }
}

TEST(CudaReduceLaunch, LargeFoldsAreChunkedAndUseWholeBlocks) {
  // One output over 200000 contiguous elements: 256 lanes and several chunks.
  const Tensor t = empty({200000});
  const reduce::DimMask mask = mask_of(t, {0});
  const TensorBase outputs[] = {empty({})};
  const ReduceLaunch launch = plan_reduce_launch(make_reduce_layout(t, mask, outputs));
  EXPECT_EQ(launch.group, 256);
  EXPECT_GT(launch.chunks, 1);
  // The combining kernel: a group of lanes, a power of two no larger than the chunks, per output.
  EXPECT_EQ(launch.chunks, 48);
  EXPECT_EQ(launch.chunk_group, 32);
  EXPECT_EQ(launch.chunk_output_blocks, 1);
  // Summing over dim 0 of a 100000 x 1000 row-major matrix keeps the fast dim: one lane per output.
  const Tensor wide = empty({100000, 1000});
  const reduce::DimMask outer = mask_of(wide, {0});
  const TensorBase outer_out[] = {empty({1000})};
  const ReduceLayout l = make_reduce_layout(wide, outer, outer_out);
  EXPECT_FALSE(l.folds_fastest_dim());
  EXPECT_EQ(plan_reduce_launch(l).group, 1);
}

TEST(CudaReduceLayout, MergesContiguousDimsAndOrdersInnermostFirst) {
  // Summing a contiguous 2x3x4 tensor over dims 1 and 2 folds one run of 12 elements.
  const Tensor t = empty({2, 3, 4});
  const reduce::DimMask mask = mask_of(t, {1, 2});
  const TensorBase outputs[] = {empty({2})};
  const ReduceLayout l = make_reduce_layout(t, mask, outputs);
  EXPECT_EQ(l.folded_ndim, 1);
  EXPECT_EQ(l.folded_sizes[0], 12);
  EXPECT_EQ(l.folded_strides[0], 4);
  EXPECT_EQ(l.kept_ndim, 1);
  EXPECT_EQ(l.kept_strides[0][0], 48);
  EXPECT_EQ(l.kept_strides[0][1], 4);
  EXPECT_TRUE(l.folds_fastest_dim());
  // Over a transposed view, dim 0 (stride 1) is the fastest.
  const Tensor tt = empty({3, 5}).t();
  const reduce::DimMask m0 = mask_of(tt, {0});
  const TensorBase out0[] = {empty({3})};
  const ReduceLayout lt = make_reduce_layout(tt, m0, out0);
  EXPECT_EQ(lt.folded_strides[0], 4);
  EXPECT_EQ(lt.kept_strides[0][0], 20);
}

TEST(CudaReduceLayout, TooManyUnmergeableDimsIsAnError) {
  // 26 kept dims of size 2 that all step through the same two elements (stride 1 each, so no two
  // chain into one run) and one folded dim; the output steps through nothing (stride 0).
  const Longs sizes(27, 2), strides(27, 1);
  const Tensor t = empty({28}).as_strided(IntArrayRef(sizes), IntArrayRef(strides));
  const reduce::DimMask mask = mask_of(t, {26});
  const Longs out_sizes(26, 2), out_strides(26, 0);
  const TensorBase outputs[] = {empty({1}).as_strided(IntArrayRef(out_sizes), IntArrayRef(out_strides))};
  expect_error<RuntimeError>([&] { make_reduce_layout(t, mask, outputs); },
                             "CUDA reductions support at most 25 kept and 25 folded dims after merging contiguous "
                             "dims, got 26 and 1");
}

// ---- sum and mean ---------------------------------------------------------------------------------

TEST(CudaReduceWalk, SumOfSmallIntegersIsExactOnEveryLayout) {
  const Tensor base = from_doubles(small_integers(4 * 6 * 9, 9, 11), {4, 6, 9}, kFloat);
  for (const Tensor& t : layouts(base)) {
    for (const Longs& dims : dim_lists(t.dim())) {
      for (bool keepdim : {false, true}) {
        SCOPED_TRACE(testing::Message() << "sizes " << testing::PrintToString(shape(t)) << " dims "
                                        << testing::PrintToString(dims) << " keepdim " << keepdim);
        EXPECT_EQ(doubles(played_sum<float>(t, dims, keepdim)), doubles(cpu_sum(t, dims, keepdim)));
      }
    }
  }
}

TEST(CudaReduceWalk, ChunkedSumsAreExact) {
  // 200000 elements into one output, and 5000 x 3 over dim 0 (few outputs, outer): several chunks.
  const Tensor flat = from_doubles(small_integers(200000, 3, 5), {200000}, kDouble);
  EXPECT_EQ(doubles(played_sum<double>(flat, {0}, false)), doubles(cpu_sum(flat, {0}, false)));
  const Tensor tall = from_doubles(small_integers(15000, 3, 6), {5000, 3}, kDouble);
  EXPECT_EQ(doubles(played_sum<double>(tall, {0}, false)), doubles(cpu_sum(tall, {0}, false)));
  EXPECT_EQ(doubles(played_sum<double>(tall.t(), {1}, false)), doubles(cpu_sum(tall.t(), {1}, false)));
}

TEST(CudaReduceWalk, SumOfRandomFloatsWithinRounding) {
  const Tensor base = from_doubles(uniform(4 * 6 * 9, 12), {4, 6, 9}, kFloat);
  for (const Tensor& t : layouts(base)) {
    for (const Longs& dims : dim_lists(t.dim())) {
      const Doubles got = doubles(played_sum<float>(t, dims, false));
      const Doubles want = doubles(cpu_sum(t, dims, false));
      ASSERT_EQ(got.size(), want.size());
      for (size_t i = 0; i < got.size(); ++i) EXPECT_NEAR(got[i], want[i], 1e-4);
    }
  }
}

TEST(CudaReduceWalk, HalfSumsAccumulateInFloat) {
  // 4096 halves of 1.0: a half accumulator would stop at 2048; the float one reaches 4096.
  const Tensor ones_half = from_doubles(Doubles(4096, 1.0), {4096}, kHalf);
  EXPECT_EQ(doubles(played_sum<Half>(ones_half, {0}, false)), (Doubles{4096}));
  const Tensor base = from_doubles(small_integers(6 * 40, 4, 13), {6, 40}, kBFloat16);
  EXPECT_EQ(doubles(played_sum<BFloat16>(base, {1}, false)), doubles(cpu_sum(base, {1}, false)));
}

TEST(CudaReduceWalk, IntegerAndBoolSumsAccumulateInInt64) {
  // int32 elements summing past INT32_MAX, read as int32 into an int64 result.
  const Tensor big = full({3, 1000}, 3000000, TensorOptions().dtype(kInt));
  const reduce::DimMask mask = mask_of(big, {1});
  const Tensor result = empty({3}, TensorOptions().dtype(kLong));
  const TensorBase outputs[] = {result};
  expect_each_stored_once(play_reduction(big, mask, outputs, reduce::SumReducer<int32_t, int64_t>{}));
  EXPECT_EQ(longs(result), (Longs{3000000000, 3000000000, 3000000000}));
  EXPECT_EQ(longs(result), longs(opforge::sum(big, IntArrayRef(Longs{1}), false, std::nullopt)));

  const Tensor flags = from_doubles({1, 0, 1, 1, 0, 1}, {2, 3}, kBool);
  const reduce::DimMask all = mask_of(flags, {});
  const Tensor count = empty({}, TensorOptions().dtype(kLong));
  const TensorBase count_out[] = {count};
  play_reduction(flags, all, count_out, reduce::SumReducer<bool, int64_t>{});
  EXPECT_EQ(count.item<int64_t>(), 4);
}

TEST(CudaReduceWalk, ComplexSums) {
  const Doubles re = small_integers(30, 5, 21), im = small_integers(30, 5, 22);
  std::vector<std::complex<double>> values;
  for (size_t i = 0; i < re.size(); ++i) values.emplace_back(re[i], im[i]);
  const Tensor z = from_complexes(values, {5, 6});
  for (const Longs& dims : {Longs{0}, Longs{1}, Longs{}}) {
    const Tensor got = played_sum<std::complex<double>>(z, dims, false);
    EXPECT_EQ(complexes(got), complexes(cpu_sum(z, dims, false)));
  }
}

TEST(CudaReduceWalk, MeanDividesEachSumOnceAndMeanOfNothingIsNaN) {
  const Tensor base = from_doubles(small_integers(8 * 10, 6, 31), {8, 10}, kDouble);
  for (const Longs& dims : {Longs{0}, Longs{1}, Longs{}}) {
    const Tensor want = opforge::mean(base, IntArrayRef(dims), false, std::nullopt);
    EXPECT_EQ(doubles(played_sum<double>(base, dims, false, /*mean=*/true)), doubles(want));
  }
  const Tensor empty_rows = empty({3, 0}, TensorOptions().dtype(kDouble));
  const Doubles means = doubles(played_sum<double>(empty_rows, {1}, false, /*mean=*/true));
  ASSERT_EQ(means.size(), 3u);
  for (double m : means) EXPECT_TRUE(std::isnan(m));
  EXPECT_EQ(doubles(played_sum<double>(empty_rows, {1}, false)), (Doubles{0, 0, 0}));
  EXPECT_EQ(played_sum<double>(empty_rows, {0}, false).numel(), 0);
}

TEST(CudaReduceWalk, StridedOutputTensor) {
  // An out= tensor whose elements are a transposed view: the stores follow its strides.
  const Tensor base = from_doubles(small_integers(4 * 3 * 5, 7, 41), {4, 3, 5}, kDouble);
  const reduce::DimMask mask = mask_of(base, {2});
  const Tensor out = empty({3, 4}, TensorOptions().dtype(kDouble)).t();
  reduce::SumReducer<double, double> op{};
  op.mean = false;
  const TensorBase outputs[] = {out};
  expect_each_stored_once(play_reduction(base, mask, outputs, op));
  EXPECT_EQ(doubles(out), doubles(cpu_sum(base, {2}, false)));
}

// ---- max ------------------------------------------------------------------------------------------

// max.dim (Largest) or min.dim played on the host: values and indices.
template <class T, bool Largest = true>
std::pair<Tensor, Tensor> played_max_dim(const Tensor& input, int64_t dim, bool keepdim) {
  const reduce::DimMask mask = mask_of(input, {dim});
  const DimVector shape = reduce::reduced_shape(input.sizes(), mask, keepdim);
  const Tensor values = empty(shape.span(), TensorOptions().dtype(input.dtype()));
  const Tensor indices = empty(shape.span(), TensorOptions().dtype(kLong));
  const TensorBase outputs[] = {values, indices};
  expect_each_stored_once(play_reduction(input, mask, outputs, reduce::ExtremumIndexReducer<T, Largest, true>{}));
  return {values, indices};
}

TEST(CudaReduceWalk, MaxDimMatchesTheCpuKernelWithTiesAndNaNs) {
  // Few distinct values (many ties) and some NaNs, over every layout and dim.
  Doubles v = small_integers(4 * 6 * 9, 2, 51);
  for (size_t i = 0; i < v.size(); i += 37) v[i] = kNaN;
  const Tensor base = from_doubles(v, {4, 6, 9}, kFloat);
  for (const Tensor& t : layouts(base)) {
    for (int64_t dim = 0; dim < t.dim(); ++dim) {
      SCOPED_TRACE(testing::Message() << "sizes " << testing::PrintToString(shape(t)) << " dim " << dim);
      const auto [values, indices] = played_max_dim<float>(t, dim, false);
      const auto [want_values, want_indices] = opforge::max(t, dim, false);
      expect_same_doubles(doubles(values), doubles(want_values));
      EXPECT_EQ(longs(indices), longs(want_indices));
      const auto [min_values, min_indices] = played_max_dim<float, false>(t, dim, false);
      const auto [want_min_values, want_min_indices] = opforge::min(t, dim, false);
      expect_same_doubles(doubles(min_values), doubles(want_min_values));
      EXPECT_EQ(longs(min_indices), longs(want_min_indices));
    }
  }
}

// argmax (Largest) or argmin played on the host: along dim, or with none over every dim in
// row-major positions, as src/cuda/extremum.cuh's index_of does.
template <class T, bool Largest = true>
Tensor played_index_of(const Tensor& input, std::optional<int64_t> dim) {
  const reduce::DimMask mask = dim ? mask_of(input, {*dim}) : mask_of(input, {});
  const DimVector shape = reduce::reduced_shape(input.sizes(), mask, false);
  const Tensor result = empty(shape.span(), TensorOptions().dtype(kLong));
  const TensorBase outputs[] = {result};
  expect_each_stored_once(play_reduction(input, mask, outputs, reduce::ExtremumIndexReducer<T, Largest, false>{},
                                         reduce::Positions::row_major));
  return result;
}

TEST(CudaReduceWalk, ArgmaxAndArgminMatchTheCpuKernelsOnEveryLayout) {
  // Many ties and some NaNs; without a dim the index is into the row-major flattening of the view,
  // whatever its strides (a transposed or expanded view's fastest dim is not its last).
  Doubles v = small_integers(4 * 6 * 9, 3, 61);
  for (size_t i = 5; i < v.size(); i += 41) v[i] = kNaN;
  const Tensor base = from_doubles(v, {4, 6, 9}, kFloat);
  std::vector<Tensor> views = layouts(base);
  views.push_back(from_doubles(small_integers(9, 5, 62), {1, 9}, kFloat).expand({6, 9}));
  for (const Tensor& t : views) {
    SCOPED_TRACE(testing::Message() << "sizes " << testing::PrintToString(shape(t)));
    EXPECT_EQ(longs(played_index_of<float>(t, std::nullopt)), longs(opforge::argmax(t)));
    EXPECT_EQ(longs(played_index_of<float, false>(t, std::nullopt)), longs(opforge::argmin(t)));
    for (int64_t dim = 0; dim < t.dim(); ++dim) {
      EXPECT_EQ(longs(played_index_of<float>(t, dim)), longs(opforge::argmax(t, dim))) << "dim " << dim;
      EXPECT_EQ(longs(played_index_of<float, false>(t, dim)), longs(opforge::argmin(t, dim))) << "dim " << dim;
    }
  }
  // The flattened index, checked by hand: [[1, 7], [5, 7]] transposed is [[1, 5], [7, 7]], whose
  // first 7 is at row-major position 2 (in memory it is the second element).
  const Tensor square = from_doubles({1, 7, 5, 7}, {2, 2}, kDouble).t();
  EXPECT_EQ(longs(played_index_of<double>(square, std::nullopt)), (Longs{2}));
}

TEST(CudaReduceWalk, MaxDimOverLongRunsPicksTheFirstIndex) {
  // 3 rows of 20000 equal values, with a later NaN in row 1 and a later larger value in row 2:
  // chunked folds must still pick index 0, the first NaN, and the first of the larger values.
  Doubles v(3 * 20000, 1.0);
  v[20000 + 15000] = kNaN;
  v[20000 + 17000] = kNaN;
  v[40000 + 9000] = 2.0;
  v[40000 + 19000] = 2.0;
  const Tensor t = from_doubles(v, {3, 20000}, kDouble);
  const auto [values, indices] = played_max_dim<double>(t, 1, true);
  EXPECT_EQ(shape(values), (Longs{3, 1}));
  EXPECT_EQ(longs(indices), (Longs{0, 15000, 9000}));
  expect_same_doubles(doubles(values), {1.0, kNaN, 2.0});
  const auto [tv, ti] = played_max_dim<double>(t.t().contiguous().t(), 1, false);
  EXPECT_EQ(longs(ti), (Longs{0, 15000, 9000}));
}

TEST(CudaReduceWalk, MaxOfAllElements) {
  Doubles v = small_integers(5000, 100, 61);
  const Tensor t = from_doubles(v, {50, 100}, kFloat);
  const reduce::DimMask all = mask_of(t, {});
  for (const Tensor& input : {t, t.t(), t.narrow(1, 3, 50)}) {
    const Tensor result = empty({});
    const TensorBase outputs[] = {result};
    expect_each_stored_once(play_reduction(input, all, outputs, reduce::ExtremumReducer<float, true>{}));
    EXPECT_EQ(result.item<double>(), opforge::max(input).item<double>());
  }
  v[4321] = kNaN;
  const Tensor with_nan = from_doubles(v, {5000}, kFloat);
  const Tensor result = empty({});
  const TensorBase outputs[] = {result};
  play_reduction(with_nan, mask_of(with_nan, {}), outputs, reduce::ExtremumReducer<float, true>{});
  EXPECT_TRUE(std::isnan(result.item<double>()));
}

TEST(CudaReduceWalk, MaxOfIntegersBoolsAndHalves) {
  const Tensor ints = from_doubles({-5, -3, -9, -3, -7, -8}, {2, 3}, kInt);
  const auto [iv, ii] = played_max_dim<int32_t>(ints, 1, false);
  EXPECT_EQ(longs(iv), (Longs{-3, -3}));
  EXPECT_EQ(longs(ii), (Longs{1, 0}));
  const Tensor flags = from_doubles({0, 0, 1, 0, 0, 0}, {2, 3}, kBool);
  const auto [bv, bi] = played_max_dim<bool>(flags, 1, false);
  EXPECT_EQ(longs(bv), (Longs{1, 0}));
  EXPECT_EQ(longs(bi), (Longs{2, 0}));
  const Tensor halves = from_doubles({0.5, 65504, -1, 65504}, {4}, kHalf);
  const auto [hv, hi] = played_max_dim<Half>(halves, 0, false);
  EXPECT_EQ(hv.item<double>(), 65504.0);
  EXPECT_EQ(hi.item<int64_t>(), 1);
  const auto [miv, mii] = played_max_dim<int32_t, false>(ints, 1, false);
  EXPECT_EQ(longs(miv), (Longs{-9, -8}));
  EXPECT_EQ(longs(mii), (Longs{2, 2}));
  const auto [mbv, mbi] = played_max_dim<bool, false>(flags, 1, false);
  EXPECT_EQ(longs(mbv), (Longs{0, 0}));
  EXPECT_EQ(longs(mbi), (Longs{0, 0}));
}

TEST(CudaReduceWalk, MinOfAllElements) {
  const Tensor t = from_doubles(small_integers(5000, 100, 67), {50, 100}, kFloat);
  const reduce::DimMask all = mask_of(t, {});
  for (const Tensor& input : {t, t.t(), t.narrow(1, 3, 50)}) {
    const Tensor result = empty({});
    const TensorBase outputs[] = {result};
    expect_each_stored_once(play_reduction(input, all, outputs, reduce::ExtremumReducer<float, false>{}));
    EXPECT_EQ(result.item<double>(), opforge::min(input).item<double>());
  }
}

}  // namespace
}  // namespace opforge
