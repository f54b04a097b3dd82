// The CUDA loop of softmax and log_softmax: iteration/softmax.h's steps, as the CPU loop
// (src/cpu/softmax.cpp), over the lines of a contiguous [outer, n, inner] input.
// - dim is the last (inner == 1): one block per line, its threads striding along it, the maximum
//   and the sum joined by CUB's BlockReduce (so the sum adds in another order than the CPU's);
// - otherwise: one thread per line, neighbouring threads on neighbouring lines (adjacent in memory).
// Dtypes: float32, float64, float16 and bfloat16, computed in float for the last two, as PyTorch's
// host_softmax.
#include <climits>
#include <cstdint>

#include <cuda_runtime.h>
#include <fmt/format.h>
#include <cub/block/block_reduce.cuh>

#include "cuda/kernels.h"
#include "cuda/launch.h"
#include "iteration/softmax.h"
#include "opforge/dtype_dispatch.h"

namespace opforge::cuda {
namespace {

template <class Acc>
struct MaxOp {
  __device__ Acc operator()(Acc a, Acc b) const { return softmax::max_step(a, b); }
};

template <class T, class Acc, bool Log>
__global__ void __launch_bounds__(kBlockThreads) last_dim_lines(const T* in, T* out, int64_t lines, int64_t n) {
  using Reduce = cub::BlockReduce<Acc, kBlockThreads>;
  __shared__ typename Reduce::TempStorage temp;
  __shared__ Acc line_max, line_c;
  for (int64_t line = blockIdx.x; line < lines; line += gridDim.x) {
    const T* x = in + line * n;
    T* y = out + line * n;
    Acc m = softmax::lowest<Acc>();
    for (int64_t i = threadIdx.x; i < n; i += blockDim.x) m = softmax::max_step(m, static_cast<Acc>(x[i]));
    m = Reduce(temp).Reduce(m, MaxOp<Acc>{});
    if (threadIdx.x == 0) line_max = m;
    __syncthreads();  // line_max is read by all, and temp is reused below
    m = line_max;
    Acc s = 0;
    for (int64_t i = threadIdx.x; i < n; i += blockDim.x) s += softmax::exp_shifted(static_cast<Acc>(x[i]), m);
    s = Reduce(temp).Sum(s);
    if (threadIdx.x == 0) line_c = softmax::line_constant<Acc, Log>(s);
    __syncthreads();
    const Acc c = line_c;
    for (int64_t i = threadIdx.x; i < n; i += blockDim.x) {
      const Acc v = static_cast<Acc>(x[i]);
      y[i] = static_cast<T>(softmax::result<Acc, Log>(v, m, Log ? Acc(0) : softmax::exp_shifted(v, m), c));
    }
    __syncthreads();  // the next line's writes of line_max and line_c wait for these reads
  }
}

template <class T, class Acc, bool Log>
__global__ void __launch_bounds__(kBlockThreads)
    strided_lines(const T* in, T* out, int64_t lines, int64_t n, int64_t inner) {
  const int64_t step = static_cast<int64_t>(gridDim.x) * blockDim.x;
  for (int64_t line = static_cast<int64_t>(blockIdx.x) * blockDim.x + threadIdx.x; line < lines; line += step) {
    const int64_t offset = line / inner * n * inner + line % inner;
    softmax::line<T, Acc, Log>(in + offset, out + offset, n, inner);
  }
}

template <class T, bool Log>
void run(const TensorBase& input, int64_t outer, int64_t n, int64_t inner, const TensorBase& result) {
  using Acc = softmax::acc_t<T>;
  const T* in = static_cast<const T*>(input.data_ptr());
  T* out = static_cast<T*>(result.data_ptr());
  const DeviceGuard guard(input.device());
  if (inner == 1) {
    const unsigned blocks = static_cast<unsigned>(outer < INT_MAX ? outer : INT_MAX);
    last_dim_lines<T, Acc, Log><<<blocks, kBlockThreads>>>(in, out, outer, n);
  } else {
    auto* kernel = &strided_lines<T, Acc, Log>;
    kernel<<<grid_blocks(kernel, guard.index(), outer * inner), kBlockThreads>>>(in, out, outer * inner, n, inner);
  }
  check_cuda(cudaGetLastError(), "softmax kernel launch");
}

template <class T>
void run(const TensorBase& input, int64_t dim, bool log, const TensorBase& result) {
  const softmax::Lines l = softmax::lines_of(input, dim);
  if (log) {
    run<T, true>(input, l.outer, l.n, l.inner, result);
  } else {
    run<T, false>(input, l.outer, l.n, l.inner, result);
  }
}

}  // namespace

void softmax_lines(const TensorBase& input, int64_t dim, bool log, const TensorBase& result) {
  switch (input.dtype()) {
    case ScalarType::Float: return run<float>(input, dim, log, result);
    case ScalarType::Double: return run<double>(input, dim, log, result);
    case ScalarType::Half: return run<Half>(input, dim, log, result);
    case ScalarType::BFloat16: return run<BFloat16>(input, dim, log, result);
    default: raise_dtype_not_implemented("host_softmax", input.dtype());
  }
}

}  // namespace opforge::cuda
