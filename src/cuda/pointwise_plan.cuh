// The host side and the per-thread loops of the CUDA pointwise loop (pointwise.cuh, which has the
// contract): the choice of path and its kernel arguments (plan_pointwise), and each thread's share
// of the work (linear_steps, general_steps). No launch and no CUDA runtime call, and everything the
// kernels run is __host__ __device__: the host compiler builds this header too, so that a test can
// play every thread of a grid on the host, on host memory, without a GPU
// (tests/core/test_cuda_pointwise_host.cpp).
#pragma once

#include <array>
#include <climits>
#include <cstddef>
#include <cstdint>
#include <type_traits>
#include <utility>

#include "cuda/device_cast.cuh"
#include "cuda/offset_plan.cuh"
#include "iteration/elementwise.h"
#include "iteration/opmath.h"
#include "iteration/strided_loop.h"

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
    scalar[k] = in.source[k] == Source::DeviceScalar ? cd::device_cast<Op>(cd::load_element<T>(in.data[k]))
                                                     : in.value[k];

  const int64_t vectors = n / Vec;
  for (int64_t v = first; v < vectors; v += step) {
    Op x[N][Vec];
    for (size_t k = 0; k < N; ++k) {
      if (in.source[k] == Source::Contiguous) {
        const Pack<TIn, Vec> pack = reinterpret_cast<const Pack<TIn, Vec>*>(in.data[k])[v];
        for (int j = 0; j < Vec; ++j) x[k][j] = cd::device_cast<Op>(cd::from_stored<T>(pack.v[j]));
      } else {
        for (int j = 0; j < Vec; ++j) x[k][j] = scalar[k];
      }
    }
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

// One thread's share of the general path: elements first, first + step, ... below n.
template <class T, class R, class Index, class F, class Op, size_t N>
OPFORGE_HOST_DEVICE void general_steps(const GeneralOperands<Op, N>& ops, int64_t n, const F& f, Index first,
                                       Index step) {
  using TV = cd::device_value_t<T>;
  using RV = cd::device_value_t<R>;
  constexpr auto seq = std::make_index_sequence<N>{};
  const auto count = static_cast<Index>(n);
  for (Index i = first; i < count; i += step) {
    int64_t off[N + 1];
    ops.plan.offsets(i, off);
    Op x[N][1];
    for (size_t k = 0; k < N; ++k)
      x[k][0] = ops.host_value[k] ? ops.value[k]
                                  : cd::device_cast<Op>(cd::load_as<TV>(ops.data[k + 1] + off[k + 1], ops.dtype[k + 1]));
    cd::store_as(ops.data[0] + off[0], ops.dtype[0], cd::device_cast<RV>(apply_at(f, x, 0, seq)));
  }
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
  General,  // offset plan and per-operand dtypes
};

template <class Op, size_t N>
struct Plan {
  Path path = Path::General;
  LinearInputs<Op, N> linear;      // Vector and Linear
  GeneralOperands<Op, N> general;  // General
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
  ops.plan = cd::make_offset_plan(loop);
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
  return plan;
}

}  // namespace cuda_pointwise_detail

}  // namespace opforge::elementwise
