// The host side and the per-thread loops of the CUDA pointwise loop (pointwise.cuh, which has the
// contract): the choice of path and its kernel arguments (plan_pointwise), and each thread's share
// of the work (linear_steps, cast_steps, general_steps, and the tiled path's two phases tile_stage
// and tile_compute). No launch and no CUDA runtime call, and everything the kernels run is
// __host__ __device__: the host compiler builds this header too, so that a test can
// play every thread of a grid on the host, on host memory, without a GPU
// (tests/core/test_cuda_pointwise_host.cpp).
#pragma once

#include <array>
#include <climits>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <optional>
#include <type_traits>
#include <utility>

#include "cuda/device_cast.cuh"
#include "cuda/offset_plan.cuh"
#include "iteration/elementwise.h"
#include "iteration/opmath.h"
#include "iteration/strided_loop.h"

// Full unrolling of a device loop whose body nvcc finds too long to unroll itself (a load_as or
// store_as is a switch over every dtype): unrolled, its per-iteration arrays stay in registers
// instead of local memory. Nothing on the host.
#if defined(__CUDA_ARCH__)
#define OPFORGE_DEVICE_UNROLL _Pragma("unroll")
#else
#define OPFORGE_DEVICE_UNROLL
#endif

namespace opforge::elementwise {

namespace cuda_pointwise_detail {

namespace cd = ::opforge::cuda_detail;

// Vec consecutive elements, loaded or stored as one access of Vec * sizeof(X) bytes.
template <class X, int Vec>
struct alignas(Vec == 1 ? alignof(X) : sizeof(X) * Vec) Pack {
  X v[Vec];
};

// Elements per 16-byte access of the wider of T and R.
template <class T, class R>
inline constexpr int kVectorWidth = static_cast<int>(16 / (sizeof(T) > sizeof(R) ? sizeof(T) : sizeof(R)));

// How the linear path reads an input.
enum class Source : uint8_t {
  Contiguous,    // element i at data + i * sizeof(T)
  DeviceScalar,  // the one element at data (device memory), read once per thread
  HostValue,     // `value`, computed on the host
};

template <class Op, size_t N>
struct LinearInputs {
  const char* data[N] = {};
  Op value[N] = {};
  Source source[N] = {};
};

template <class Op, size_t N>
struct GeneralOperands {
  cd::OffsetPlan<N + 1> plan;  // operand 0 is the output
  char* data[N + 1] = {};
  ScalarType dtype[N + 1] = {};
  Op value[N] = {};
  bool host_value[N] = {};
};

template <class F, class Op, size_t N, int Vec, size_t... K>
OPFORGE_HOST_DEVICE inline auto apply_at(const F& f, const Op (&in)[N][Vec], int j, std::index_sequence<K...>) {
  return f(in[K][j]...);
}

// One thread's share of the linear path: vectors first, first + step, ... below n / Vec, then
// the tail elements n / Vec * Vec + first, ... below n. `first` is the thread's index in the
// grid and `step` the grid's size, so the threads together visit every element once.
template <class T, class R, int Vec, class F, class Op, size_t N>
OPFORGE_HOST_DEVICE void linear_steps(const LinearInputs<Op, N>& in, char* out, int64_t n, const F& f, int64_t first,
                                      int64_t step) {
  using RV = cd::device_value_t<R>;
  using TIn = cd::stored_t<T>;
  using TOut = cd::stored_t<R>;
  constexpr auto seq = std::make_index_sequence<N>{};

  Op scalar[N];
  for (size_t k = 0; k < N; ++k)
    scalar[k] =
        in.source[k] == Source::DeviceScalar ? cd::device_cast<Op>(cd::load_element<T>(in.data[k])) : in.value[k];

  const int64_t vectors = n / Vec;
  for (int64_t v = first; v < vectors; v += step) {
    // Every input's vector is loaded before the first is converted, so that all of a step's loads
    // are in flight at once; converting each as it arrived held the next one back behind it.
    Pack<TIn, Vec> pack[N];
    for (size_t k = 0; k < N; ++k)
      if (in.source[k] == Source::Contiguous) pack[k] = reinterpret_cast<const Pack<TIn, Vec>*>(in.data[k])[v];
    Op x[N][Vec];
    for (size_t k = 0; k < N; ++k)
      for (int j = 0; j < Vec; ++j)
        x[k][j] =
            in.source[k] == Source::Contiguous ? cd::device_cast<Op>(cd::from_stored<T>(pack[k].v[j])) : scalar[k];
    Pack<TOut, Vec> result;
    for (int j = 0; j < Vec; ++j) result.v[j] = cd::to_stored<R>(cd::device_cast<RV>(apply_at(f, x, j, seq)));
    reinterpret_cast<Pack<TOut, Vec>*>(out)[v] = result;
  }
  for (int64_t i = vectors * Vec + first; i < n; i += step) {
    Op x[N][1];
    for (size_t k = 0; k < N; ++k)
      x[k][0] = in.source[k] == Source::Contiguous
                    ? cd::device_cast<Op>(cd::load_element<T>(in.data[k] + i * static_cast<int64_t>(sizeof(T))))
                    : scalar[k];
    cd::store_element<R>(out + i * static_cast<int64_t>(sizeof(R)), cd::device_cast<RV>(apply_at(f, x, 0, seq)));
  }
}

// The cast path: every tensor operand contiguous (or one element), as on the linear path, but of
// any dtype (int32 + float32, an out= tensor of another dtype): each is read and written through
// its own dtype, as on the general path, without the general path's offsets.
template <class Op, size_t N>
struct CastOperands {
  LinearInputs<Op, N> in;  // sources and host values as on the linear path
  ScalarType in_dtype[N] = {};
  ScalarType out_dtype = ScalarType::Undefined;
};

// Elements per step of a cast path thread: the loads of all of them are issued before any is used
// (as PyTorch's unrolled elementwise kernels do), and each operand's dtype switch is taken once per
// step, not once per element, which at one element per step costs more instructions than the
// element's bytes take to arrive. Two for 16-byte compute types (complex128), so that x below
// stays in registers.
template <class Op>
inline constexpr int kCastRun = sizeof(Op) <= 8 ? 4 : 2;

// The bytes of an element of dtype t when the cast path reads it as raw bits (load_run_bits) and
// converts it after (convert_run_bits): the real dtypes but float8, which are also the ones it
// converts inline (visit_inline_device_dtype). 0 for the others (complex, float8), which are read
// and converted through a call per element (load_run_called).
OPFORGE_HOST_DEVICE inline int bits_read_size(ScalarType t) {
  return cd::visit_inline_device_dtype<bool>(t, []<class S>(TypeTag<S>) {})
             ? static_cast<int>(cd::device_element_size(t))
             : 0;
}

// The raw bits of elements first + j * stride of the contiguous array at p, whose elements have
// `size` bytes (1, 2, 4 or 8), for the j below U where in[j]. Nothing waits on the loads here, so
// that every operand's are in flight before the first is converted.
template <int U>
OPFORGE_HOST_DEVICE inline void load_run_bits(const char* p, int64_t first, int64_t stride, const bool (&in)[U],
                                              int size, uint64_t (&bits)[U]) {
  const auto load = [&]<class B>(TypeTag<B>) {
    OPFORGE_DEVICE_UNROLL
    for (int j = 0; j < U; ++j)
      if (in[j]) bits[j] = *reinterpret_cast<const B*>(p + (first + j * stride) * static_cast<int64_t>(sizeof(B)));
  };
  switch (size) {
    case 1: load(TypeTag<uint8_t>{}); break;
    case 2: load(TypeTag<uint16_t>{}); break;
    case 4: load(TypeTag<uint32_t>{}); break;
    default: load(TypeTag<uint64_t>{}); break;
  }
}

// The unsigned integer of S's size, which holds an element's bits.
template <class S>
using BitsOf = std::conditional_t<
    sizeof(S) == 1, uint8_t,
    std::conditional_t<sizeof(S) == 2, uint16_t, std::conditional_t<sizeof(S) == 4, uint32_t, uint64_t>>>;

// The elements of dtype t whose bits load_run_bits read, converted to V; inline, with Expected
// (the kernel's dtype) tried first.
template <class Expected, class V, int U>
OPFORGE_HOST_DEVICE inline void convert_run_bits(const uint64_t (&bits)[U], ScalarType t, V (&v)[U]) {
  cd::visit_inline_device_dtype<Expected>(t, [&]<class S>(TypeTag<S>) {
    // A complex Expected is visited too, but never read as bits (bits_read_size).
    if constexpr (!cd::is_device_complex<cd::device_value_t<S>>) {
      using Stored = cd::stored_t<S>;
      static_assert(sizeof(Stored) <= 8 && std::is_trivially_copyable_v<Stored>);
      OPFORGE_DEVICE_UNROLL
      for (int j = 0; j < U; ++j) {
        const auto b = static_cast<BitsOf<Stored>>(bits[j]);
        Stored s;
        memcpy(&s, &b, sizeof s);
        v[j] = cd::device_cast<V>(cd::from_stored<S>(s));
      }
    }
  });
}

// Elements first + j * stride of the contiguous array of dtype t at p, converted to V, for the j
// below U where in[j]: a call per element, for the dtypes read as bits by nobody (complex, float8).
template <class V, int U>
OPFORGE_HOST_DEVICE inline void load_run_called(const char* p, int64_t first, int64_t stride, const bool (&in)[U],
                                                ScalarType t, V (&v)[U]) {
  const int64_t size = cd::device_element_size(t);
  OPFORGE_DEVICE_UNROLL
  for (int j = 0; j < U; ++j)
    if (in[j]) v[j] = cd::load_as_called<V>(p + (first + j * stride) * size, t);
}

// v[j] converted to dtype t, into element first + j * stride of the contiguous array at p, for the
// j below U where in[j]; inline for the real dtypes but float8 (Expected first), a call per element
// for the others.
template <class Expected, class V, int U>
OPFORGE_HOST_DEVICE inline void store_run_as(char* p, int64_t first, int64_t stride, const bool (&in)[U], ScalarType t,
                                             const V (&v)[U]) {
  const auto store = [&]<class S>(TypeTag<S>) {
    constexpr auto kSize = static_cast<int64_t>(sizeof(cd::stored_t<S>));
    OPFORGE_DEVICE_UNROLL
    for (int j = 0; j < U; ++j)
      if (in[j]) cd::store_element<S>(p + (first + j * stride) * kSize, cd::device_cast<cd::device_value_t<S>>(v[j]));
  };
  if (cd::visit_inline_device_dtype<Expected>(t, store)) return;
  const int64_t size = cd::device_element_size(t);
  OPFORGE_DEVICE_UNROLL
  for (int j = 0; j < U; ++j)
    if (in[j]) cd::store_as_called<V>(p + (first + j * stride) * size, t, v[j]);
}

// Elements first, first + stride, ..., first + (U - 1) * stride of the cast path, those below n:
// inputs read, f applied, results stored. One body for whole runs and for the last, partial
// one, so that the dtype switches are compiled once. read_size[k] is bits_read_size of operand k's
// dtype where it is contiguous, else 0. Every operand's loads are issued before the first is
// converted, so that a step waits on memory once rather than once per operand.
template <class T, class R, int U, class F, class Op, size_t N>
OPFORGE_HOST_DEVICE inline void cast_run(const CastOperands<Op, N>& ops, char* out, const Op (&scalar)[N],
                                         const int (&read_size)[N], int64_t first, int64_t stride, int64_t n,
                                         const F& f) {
  using TV = cd::device_value_t<T>;
  using RV = cd::device_value_t<R>;
  constexpr auto seq = std::make_index_sequence<N>{};
  bool in[U];
  OPFORGE_DEVICE_UNROLL
  for (int j = 0; j < U; ++j) in[j] = first + j * stride < n;
  uint64_t bits[N][U] = {};
  OPFORGE_DEVICE_UNROLL
  for (size_t k = 0; k < N; ++k)
    if (read_size[k] != 0) load_run_bits(ops.in.data[k], first, stride, in, read_size[k], bits[k]);
  Op x[N][U];
  OPFORGE_DEVICE_UNROLL
  for (size_t k = 0; k < N; ++k) {
    if (ops.in.source[k] == Source::Contiguous) {
      TV v[U] = {};
      if (read_size[k] != 0)
        convert_run_bits<T>(bits[k], ops.in_dtype[k], v);
      else
        load_run_called(ops.in.data[k], first, stride, in, ops.in_dtype[k], v);
      OPFORGE_DEVICE_UNROLL
      for (int j = 0; j < U; ++j) x[k][j] = cd::device_cast<Op>(v[j]);
    } else {
      OPFORGE_DEVICE_UNROLL
      for (int j = 0; j < U; ++j) x[k][j] = scalar[k];
    }
  }
  RV y[U] = {};
  OPFORGE_DEVICE_UNROLL
  for (int j = 0; j < U; ++j)
    if (in[j]) y[j] = cd::device_cast<RV>(apply_at(f, x, j, seq));
  store_run_as<R>(out, first, stride, in, ops.out_dtype, y);
}

// One thread's share of the cast path. The elements are cut into blocks of Width * U (U =
// kCastRun<Op>), taken by groups of Width threads (a CUDA block) in turn: group g takes blocks g,
// g + groups, ...; in each, thread `lane` takes elements lane, lane + Width, ..., lane + (U - 1) *
// Width (those below n), so that each of its U loads and stores is, across the group's threads,
// one run of consecutive elements (coalesced), at offsets the compiler knows.
template <class T, class R, int Width, class F, class Op, size_t N>
OPFORGE_HOST_DEVICE void cast_steps(const CastOperands<Op, N>& ops, char* out, int64_t n, const F& f, int lane,
                                    int64_t group, int64_t groups) {
  using TV = cd::device_value_t<T>;
  constexpr int64_t kSpan = int64_t{Width} * kCastRun<Op>;
  Op scalar[N];
  int read_size[N];
  for (size_t k = 0; k < N; ++k) {
    scalar[k] = ops.in.source[k] == Source::DeviceScalar
                    ? cd::device_cast<Op>(cd::load_as_called<TV>(ops.in.data[k], ops.in_dtype[k]))
                    : ops.in.value[k];
    read_size[k] = ops.in.source[k] == Source::Contiguous ? bits_read_size(ops.in_dtype[k]) : 0;
  }
  for (int64_t base = group * kSpan; base < n; base += groups * kSpan)
    cast_run<T, R, kCastRun<Op>>(ops, out, scalar, read_size, base + lane, Width, n, f);
}

// One thread's share of the general path: elements first, first + step, ... below n, which is at
// most INT32_MAX (a longer walk is launched in pieces: for_each_32bit_piece).
template <class T, class R, class F, class Op, size_t N>
OPFORGE_HOST_DEVICE void general_steps(const GeneralOperands<Op, N>& ops, int64_t n, const F& f, uint32_t first,
                                       uint32_t step) {
  using TV = cd::device_value_t<T>;
  using RV = cd::device_value_t<R>;
  constexpr auto seq = std::make_index_sequence<N>{};
  const auto count = static_cast<uint32_t>(n);
  for (uint32_t i = first; i < count; i += step) {
    int64_t off[N + 1];
    ops.plan.offsets(i, off);
    Op x[N][1];
    for (size_t k = 0; k < N; ++k)
      x[k][0] = ops.host_value[k]
                    ? ops.value[k]
                    : cd::device_cast<Op>(cd::load_expecting<T, TV>(ops.data[k + 1] + off[k + 1], ops.dtype[k + 1]));
    cd::store_expecting<R>(ops.data[0] + off[0], ops.dtype[0], cd::device_cast<RV>(apply_at(f, x, 0, seq)));
  }
}

// The tiled path: the planes of planned dims 0 and 1 cut into kTile x kTile tiles, walked a tile
// at a time by a block of kTile x kTileRows threads (each thread kTile / kTileRows elements of
// the tile). A staged input, one whose fast dim is dim 1 while the output's is dim 0 (a
// transposed operand), is read in two phases: first the block reads its tile with lanes along
// dim 1 into shared memory (tile_stage), then, after a barrier, every thread computes its elements
// with lanes along dim 0 (tile_compute), taking the staged values from shared memory and reading
// and writing the others directly. So every operand is read and written by whole 32-element runs
// of its own fast dim; the general path's lanes along dim 0 would read a transposed input one
// element per 32-byte sector. The CPU loop tiles the same loops for the same reason
// (StridedLoop::run_tiled).
inline constexpr int kTile = 32;
inline constexpr int kTileRows = 8;
static_assert(kTile * kTileRows == 256, "a tile's block has cuda::kBlockThreads threads");
inline constexpr int kTileRowsPerThread = kTile / kTileRows;

// One input's tile in shared memory, indexed [position along dim 0][position along dim 1]; the
// extra column puts the elements a warp reads in tile_compute (one column) in 32 different banks.
template <class Op>
using TileRows = Op[kTile][kTile + 1];

// A block's shared memory for N inputs' tiles; the path is taken only where it fits the 48 KiB of
// static shared memory (not for three complex128 inputs).
template <class Op, size_t N>
inline constexpr size_t kTileBytes = N * sizeof(TileRows<Op>);
template <class Op, size_t N>
inline constexpr bool kTilesFit = kTileBytes<Op, N> <= 48 * 1024;

// The tiled path's walk; the operands, and the planes' offsets (GeneralOperands::plan over planned
// dims 2 and up), are GeneralOperands'.
template <size_t N>
struct TileWalk {
  int64_t size0 = 0, size1 = 0;                      // planned dims 0 and 1
  int64_t stride0[N + 1] = {}, stride1[N + 1] = {};  // bytes; operand 0 is the output
  bool staged[N] = {};
  int64_t tiles0 = 0, tiles1 = 0, tiles = 0;  // tiles along dims 0 and 1, and in all
  // Every tensor input has dtype T and the output dtype R: the kernel built for this (the common
  // case: a transposed operand, channels_last) reads and writes them directly; the other converts
  // each element through load_as_called and store_as_called. Two kernels, so that the first has
  // neither the conversions' code nor the registers a call needs (32 against 40, 8 blocks of
  // 256 threads a multiprocessor against 6).
  bool own_dtypes = false;
};

// An operand's element on the tiled path: of storage type S if Own, else of dtype t.
template <class S, bool Own, class V>
OPFORGE_HOST_DEVICE inline V load_tile_operand(const char* p, ScalarType t) {
  if constexpr (Own)
    return cd::device_cast<V>(cd::load_element<S>(p));
  else
    return cd::load_as_called<V>(p, t);
}
template <class S, bool Own, class V>
OPFORGE_HOST_DEVICE inline void store_tile_operand(char* p, ScalarType t, V v) {
  if constexpr (Own)
    cd::store_element<S>(p, cd::device_cast<cd::device_value_t<S>>(v));
  else
    cd::store_as_called<V>(p, t, v);
}

// Where tile t starts: its first positions along dims 0 and 1, and each operand's offset of its
// plane. Computed once per tile, in 32-bit arithmetic (plan_pointwise takes the tiled path only
// for fewer than 2^31 tiles): 64-bit division is a long software routine on the GPU.
template <size_t N>
struct TileOrigin {
  int64_t c0 = 0, c1 = 0;
  int64_t plane[N + 1] = {};
};

template <class Op, size_t N>
OPFORGE_HOST_DEVICE inline TileOrigin<N> tile_origin(const GeneralOperands<Op, N>& ops, const TileWalk<N>& walk,
                                                     uint32_t t) {
  TileOrigin<N> o;
  const auto tiles0 = static_cast<uint32_t>(walk.tiles0), tiles1 = static_cast<uint32_t>(walk.tiles1);
  const uint32_t rest = t / tiles0;
  o.c0 = static_cast<int64_t>(t - rest * tiles0) * kTile;
  const uint32_t plane = rest / tiles1;
  o.c1 = static_cast<int64_t>(rest - plane * tiles1) * kTile;
  ops.plan.offsets(plane, o.plane);
  return o;
}

// Phase one of the tile at `o` for thread `thread` of its block: the staged inputs' elements of
// the tile into tile[k], lanes along dim 1. Own: walk.own_dtypes.
template <class T, bool Own, class Op, size_t N>
OPFORGE_HOST_DEVICE void tile_stage(const GeneralOperands<Op, N>& ops, const TileWalk<N>& walk, const TileOrigin<N>& o,
                                    int thread, TileRows<Op>* tile) {
  using TV = cd::device_value_t<T>;
  const int lane = thread % kTile;
  const int64_t j = o.c1 + lane;
  if (j >= walk.size1) return;
  // Every load is issued before the first value is stored into shared memory, so that the
  // thread has all of them in flight at once.
  Op v[N][kTileRowsPerThread];
  OPFORGE_DEVICE_UNROLL
  for (size_t k = 0; k < N; ++k) {
    if (!walk.staged[k]) continue;
    const char* base = ops.data[k + 1] + o.plane[k + 1] + j * walk.stride1[k + 1];
    OPFORGE_DEVICE_UNROLL
    for (int q = 0; q < kTileRowsPerThread; ++q) {
      const int r = thread / kTile + q * kTileRows;
      if (o.c0 + r < walk.size0)
        v[k][q] = cd::device_cast<Op>(
            load_tile_operand<T, Own, TV>(base + (o.c0 + r) * walk.stride0[k + 1], ops.dtype[k + 1]));
    }
  }
  OPFORGE_DEVICE_UNROLL
  for (size_t k = 0; k < N; ++k) {
    if (!walk.staged[k]) continue;
    OPFORGE_DEVICE_UNROLL
    for (int q = 0; q < kTileRowsPerThread; ++q) {
      const int r = thread / kTile + q * kTileRows;
      if (o.c0 + r < walk.size0) tile[k][r][lane] = v[k][q];
    }
  }
}

// Phase two of the tile at `o` for thread `thread`: its elements of the tile, lanes along dim 0.
template <class T, class R, bool Own, class F, class Op, size_t N>
OPFORGE_HOST_DEVICE void tile_compute(const GeneralOperands<Op, N>& ops, const TileWalk<N>& walk,
                                      const TileOrigin<N>& o, int thread, const TileRows<Op>* tile, const F& f) {
  using TV = cd::device_value_t<T>;
  using RV = cd::device_value_t<R>;
  constexpr auto seq = std::make_index_sequence<N>{};
  const int lane = thread % kTile;
  const int64_t i = o.c0 + lane;
  if (i >= walk.size0) return;
  // All of the thread's elements are read before the first result is stored: a load after a
  // store to the output could not be moved above it (the output may alias an input), so one
  // element at a time would be in flight.
  Op x[N][kTileRowsPerThread];
  bool in[kTileRowsPerThread];
  OPFORGE_DEVICE_UNROLL
  for (int q = 0; q < kTileRowsPerThread; ++q) {
    const int r = thread / kTile + q * kTileRows;
    const int64_t j = o.c1 + r;
    in[q] = j < walk.size1;
    OPFORGE_DEVICE_UNROLL
    for (size_t k = 0; k < N; ++k) {
      if (ops.host_value[k])
        x[k][q] = ops.value[k];
      else if (!in[q])
        x[k][q] = Op{};
      else if (walk.staged[k])
        x[k][q] = tile[k][lane][r];
      else
        x[k][q] = cd::device_cast<Op>(load_tile_operand<T, Own, TV>(
            ops.data[k + 1] + o.plane[k + 1] + i * walk.stride0[k + 1] + j * walk.stride1[k + 1], ops.dtype[k + 1]));
    }
  }
  OPFORGE_DEVICE_UNROLL
  for (int q = 0; q < kTileRowsPerThread; ++q) {
    const int64_t j = o.c1 + thread / kTile + q * kTileRows;
    if (in[q])
      store_tile_operand<R, Own>(ops.data[0] + o.plane[0] + i * walk.stride0[0] + j * walk.stride1[0], ops.dtype[0],
                                 cd::device_cast<RV>(apply_at(f, x, q, seq)));
  }
}

// The tiled walk of `loop` (operand 0 the output, then N inputs), or nothing when no input's fast dim
// differs from the output's (StridedLoop::tiled) or the tiles would be 2^31 or more. Host values
// (wrapped scalars) are never staged. The operands' plane offsets are make_offset_plan(loop, 2);
// own_dtypes is left to the caller.
template <size_t N>
std::optional<TileWalk<N>> make_tile_walk(const StridedLoop<N + 1>& loop, const bool (&host_value)[N]) {
  const auto tiles_of = [](int64_t size) { return (size + kTile - 1) / kTile; };
  // The output's fast dim is dim 0 (StridedLoop orders the dims by operand 0's strides); the guard
  // keeps the tiles' lanes along it should that order ever change.
  if (!loop.tiled() || loop.transposed(0)) return std::nullopt;
  TileWalk<N> walk;
  walk.size0 = loop.size(0);
  walk.size1 = loop.size(1);
  walk.tiles0 = tiles_of(walk.size0);
  walk.tiles1 = tiles_of(walk.size1);
  walk.tiles = walk.tiles0 * walk.tiles1 * (loop.numel() / (walk.size0 * walk.size1));
  if (walk.tiles > INT32_MAX) return std::nullopt;
  for (size_t k = 0; k <= N; ++k) {
    walk.stride0[k] = loop.stride(k, 0);
    walk.stride1[k] = loop.stride(k, 1);
  }
  for (size_t k = 0; k < N; ++k) walk.staged[k] = !host_value[k] && loop.transposed(k + 1);
  return walk;
}

template <class F, class Op>
constexpr size_t arity() {
  if constexpr (std::is_invocable_v<const F&, Op>)
    return 1;
  else if constexpr (std::is_invocable_v<const F&, Op, Op>)
    return 2;
  else
    return 3;
}

inline bool aligned(const void* p, size_t bytes) { return reinterpret_cast<uintptr_t>(p) % bytes == 0; }

enum class Path : uint8_t {
  Vector,   // linear, kVectorWidth<T, R> elements per access
  Linear,   // linear, one element per access
  Cast,     // linear, per-operand dtypes
  General,  // offset plan and per-operand dtypes
  Tiled,    // general, with a transposed input: tiles, staged through shared memory
};

template <class Op, size_t N>
struct Plan {
  Path path = Path::General;
  LinearInputs<Op, N> linear;      // Vector and Linear
  CastOperands<Op, N> cast;        // Cast
  GeneralOperands<Op, N> general;  // General and Tiled (whose plan walks the planes)
  TileWalk<N> tiles;               // Tiled
};

// Chooses the path of a call with N inputs and fills in its kernel arguments; converts the host
// scalars. Touches no device memory. NotImplementedError for an operand of a dtype the device
// cannot convert (a shell).
template <class T, class R, size_t N>
Plan<cuda_opmath_t<T>, N> plan_pointwise(const ElementwiseIter& iter) {
  using Op = cuda_opmath_t<T>;
  using TV = cd::device_value_t<T>;
  constexpr ScalarType kT = CppTypeToScalarType<T>::value;
  constexpr ScalarType kR = CppTypeToScalarType<R>::value;
  constexpr auto kTSize = static_cast<int64_t>(sizeof(T));
  constexpr auto kRSize = static_cast<int64_t>(sizeof(R));
  constexpr int kVec = kVectorWidth<T, R>;

  std::array<char*, N + 1> data;
  std::array<IntArrayRef, N + 1> strides;
  data[0] = iter.out_operand().data;
  strides[0] = iter.out_operand().byte_strides;
  for (size_t k = 0; k < N; ++k) {
    const Operand& op = iter.input(static_cast<int>(k));
    data[k + 1] = op.data;
    strides[k + 1] = op.byte_strides;
  }
  const StridedLoop<N + 1> loop(iter.shape(), data, strides);
  // Byte stride of operand k along the single merged dim (0 when one element is visited).
  const auto flat_stride = [&](size_t k) { return loop.dim() == 0 ? int64_t{0} : loop.stride(k, 0); };

  Plan<Op, N> plan;
  bool linear = loop.dim() <= 1 && iter.out_operand().dtype == kR && (loop.dim() == 0 || flat_stride(0) == kRSize);
  bool vector_aligned = aligned(data[0], static_cast<size_t>(kVec) * sizeof(R));
  for (size_t k = 0; k < N; ++k) {
    const int i = static_cast<int>(k);
    const Operand& op = iter.input(i);
    plan.linear.data[k] = op.data;
    if (iter.input_is_host_scalar(i)) {
      cd::check_device_dtype(op.dtype, "pointwise input cast");
      plan.linear.source[k] = Source::HostValue;
      plan.linear.value[k] = cd::device_cast<Op>(cd::load_as<TV>(op.data, op.dtype));
    } else if (op.dtype != kT) {
      linear = false;
    } else if (flat_stride(k + 1) == 0) {
      plan.linear.source[k] = Source::DeviceScalar;
    } else if (flat_stride(k + 1) == kTSize) {
      plan.linear.source[k] = Source::Contiguous;
      vector_aligned = vector_aligned && aligned(op.data, static_cast<size_t>(kVec) * sizeof(T));
    } else {
      linear = false;
    }
  }
  if (linear) {
    plan.path = kVec > 1 && vector_aligned ? Path::Vector : Path::Linear;
    return plan;
  }

  GeneralOperands<Op, N>& ops = plan.general;
  ops.data[0] = data[0];
  ops.dtype[0] = iter.out_operand().dtype;
  cd::check_device_dtype(ops.dtype[0], "pointwise output cast");
  for (size_t k = 0; k < N; ++k) {
    ops.data[k + 1] = data[k + 1];
    ops.dtype[k + 1] = iter.input(static_cast<int>(k)).dtype;
    ops.value[k] = plan.linear.value[k];
    ops.host_value[k] = plan.linear.source[k] == Source::HostValue;
    if (!ops.host_value[k]) cd::check_device_dtype(ops.dtype[k + 1], "pointwise input cast");
  }

  // The cast path: one merged dim (or none) along which every tensor operand is contiguous in its
  // own dtype or a single element.
  const auto contiguous_in = [&](size_t k) {
    return loop.dim() == 0 || flat_stride(k) == static_cast<int64_t>(element_size(ops.dtype[k]));
  };
  bool cast = loop.dim() <= 1 && contiguous_in(0);
  for (size_t k = 0; k < N && cast; ++k) cast = ops.host_value[k] || flat_stride(k + 1) == 0 || contiguous_in(k + 1);
  if (cast) {
    plan.path = Path::Cast;
    plan.cast.in = plan.linear;
    plan.cast.out_dtype = ops.dtype[0];
    for (size_t k = 0; k < N; ++k) {
      plan.cast.in_dtype[k] = ops.dtype[k + 1];
      if (!ops.host_value[k])
        plan.cast.in.source[k] = flat_stride(k + 1) == 0 ? Source::DeviceScalar : Source::Contiguous;
    }
    return plan;
  }
  if constexpr (kTilesFit<Op, N>) {
    if (const std::optional<TileWalk<N>> walk = make_tile_walk<N>(loop, ops.host_value)) {
      plan.tiles = *walk;
      plan.tiles.own_dtypes = ops.dtype[0] == kR;
      for (size_t k = 0; k < N; ++k) plan.tiles.own_dtypes &= ops.host_value[k] || ops.dtype[k + 1] == kT;
      plan.path = Path::Tiled;
    }
  }
  // The general path's walk of every dim, or the tiled path's of the planes above its tiles.
  ops.plan = cd::make_offset_plan(loop, plan.path == Path::Tiled ? 2 : 0);
  return plan;
}

// The general path's launches: fn(ops, count) for each piece of at most max_elements (INT32_MAX;
// less in tests) of the walk, with `ops` the plan's operands narrowed to the piece.
template <class Op, size_t N, class Fn>
void for_each_general_piece(const GeneralOperands<Op, N>& all, int64_t max_elements, Fn&& fn) {
  cd::for_each_32bit_piece(all.plan, max_elements,
                           [&](const cd::OffsetPlan<N + 1>& piece, const int64_t(&shift)[N + 1], int64_t count) {
                             GeneralOperands<Op, N> ops = all;
                             ops.plan = piece;
                             for (size_t k = 0; k <= N; ++k) ops.data[k] += shift[k];
                             fn(ops, count);
                           });
}

}  // namespace cuda_pointwise_detail

}  // namespace opforge::elementwise
