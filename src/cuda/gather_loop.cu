// The CUDA gather loop of flip, index_select and gather, and the scatter loop of scatter_add:
// gather_plan.h's plans, as offset plans of three operands (offset_plan.cuh), one element a thread
// and step; an index out of range sets a flag in device memory, read after the kernel. The scatter
// adds atomically (its order among the additions into one element is the hardware's, as
// PyTorch's CUDA scatter_add).
#include <climits>
#include <cstdint>
#include <type_traits>

#include "cuda/cuda_check.h"
#include "cuda/kernels.h"
#include "cuda/launch.h"
#include "cuda/offset_plan.cuh"
#include "iteration/gather_plan.h"
#include "iteration/strided_loop.h"
#include "opforge/dtype_dispatch.h"
#include "opforge/storage.h"

namespace opforge::cuda {
namespace {

// n elements (at most INT32_MAX) at data plus the plan's offsets.
template <class Word, class Index>
__global__ void __launch_bounds__(kBlockThreads)
    gather_elements(cuda_detail::OffsetPlan<3> plan, char* out, const char* self, const char* index,
                    gather::GatherElement<Word, Index> element, int64_t n, unsigned* out_of_range) {
  const auto count = static_cast<uint32_t>(n);
  const uint32_t step = gridDim.x * blockDim.x;
  for (uint32_t i = blockIdx.x * blockDim.x + threadIdx.x; i < count; i += step) {
    int64_t off[3];
    plan.offsets(i, off);
    if (!element(out + off[0], self + off[1], index + off[2])) *out_of_range = 1;
  }
}

// atomicAdd for the dtypes scatter_add takes on CUDA (its entry's cuda_dtypes).
template <class T>
struct AtomicAdd {
  __device__ void operator()(T* into, T value) const {
    if constexpr (std::is_same_v<T, int64_t>) {
      atomicAdd(reinterpret_cast<unsigned long long*>(into), static_cast<unsigned long long>(value));
    } else {
      atomicAdd(into, value);
    }
  }
};

template <class T>
__global__ void __launch_bounds__(kBlockThreads)
    scatter_add_elements(cuda_detail::OffsetPlan<3> plan, char* target, const char* src, const char* index,
                         gather::ScatterAddElement<T> element, int64_t n, unsigned* out_of_range) {
  const auto count = static_cast<uint32_t>(n);
  const uint32_t step = gridDim.x * blockDim.x;
  for (uint32_t i = blockIdx.x * blockDim.x + threadIdx.x; i < count; i += step) {
    int64_t off[3];
    plan.offsets(i, off);
    if (!element(target + off[0], src + off[1], index + off[2], AtomicAdd<T>{})) *out_of_range = 1;
  }
}

// A zeroed flag in device memory, read back by flag_set.
Storage make_flag(Device device) {
  Storage flag = Storage::make(sizeof(unsigned), device);
  check_cuda(cudaMemset(flag->data(), 0, sizeof(unsigned)), "cudaMemset");
  return flag;
}

bool flag_set(const Storage& flag) {
  unsigned bad = 0;
  check_cuda(cudaMemcpy(&bad, flag->data(), sizeof(unsigned), cudaMemcpyDeviceToHost), "cudaMemcpy");
  return bad != 0;
}

}  // namespace

bool run_scatter_add(const gather::Plan& plan, ScalarType dtype, Device device) {
  const StridedLoop<3> loop(plan.sizes, plan.data, plan.stride_refs());
  if (loop.numel() == 0) return true;
  const DeviceGuard guard(device);
  const Storage flag = make_flag(device);
  auto* out_of_range = static_cast<unsigned*>(flag->data());
  const auto launch = [&]<class T>(TypeTag<T>) {
    const gather::ScatterAddElement<T> element{plan.indexed_stride, plan.indexed_size};
    cuda_detail::for_each_32bit_piece(
        cuda_detail::make_offset_plan(loop), INT32_MAX,
        [&](const cuda_detail::OffsetPlan<3>& piece, const int64_t(&shift)[3], int64_t count) {
          const auto kernel = scatter_add_elements<T>;
          kernel<<<grid_blocks(kernel, guard.index(), count), kBlockThreads>>>(
              piece, plan.data[0] + shift[0], plan.data[1] + shift[1], plan.data[2] + shift[2], element, count,
              out_of_range);
        });
  };
  switch (dtype) {
    case ScalarType::Float: launch(TypeTag<float>{}); break;
    case ScalarType::Double: launch(TypeTag<double>{}); break;
    case ScalarType::Int32: launch(TypeTag<int32_t>{}); break;
    case ScalarType::Int64: launch(TypeTag<int64_t>{}); break;
    default: raise_dtype_not_implemented("scatter_add_cuda_", dtype);
  }
  check_cuda(cudaGetLastError(), "scatter_add kernel launch");
  return !flag_set(flag);
}

bool run_gather(const gather::Plan& plan, size_t itemsize, Device device) {
  const StridedLoop<3> loop(plan.sizes, plan.data, plan.stride_refs());
  if (loop.numel() == 0) return true;
  const DeviceGuard guard(device);
  Storage flag;
  unsigned* out_of_range = nullptr;
  if (plan.has_index) {
    flag = make_flag(device);
    out_of_range = static_cast<unsigned*>(flag->data());
  }
  gather::visit_element(plan, itemsize, [&]<class Word, class Index>(TypeTag<Word>, TypeTag<Index>) {
    const gather::GatherElement<Word, Index> element{plan.indexed_stride, plan.indexed_size};
    cuda_detail::for_each_32bit_piece(
        cuda_detail::make_offset_plan(loop), INT32_MAX,
        [&](const cuda_detail::OffsetPlan<3>& piece, const int64_t(&shift)[3], int64_t count) {
          const auto kernel = gather_elements<Word, Index>;
          kernel<<<grid_blocks(kernel, guard.index(), count), kBlockThreads>>>(
              piece, plan.data[0] + shift[0], plan.data[1] + shift[1], plan.data[2] + shift[2], element, count,
              out_of_range);
        });
  });
  check_cuda(cudaGetLastError(), "gather kernel launch");
  return !plan.has_index || !flag_set(flag);
}

}  // namespace opforge::cuda
