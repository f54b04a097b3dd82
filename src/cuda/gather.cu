// The CUDA gather loop of flip and index_select: gather_plan.h's plan, as an offset plan of three
// operands (offset_plan.cuh), one element a thread and step; an index out of range sets a flag in
// device memory, read after the kernel.
#include <climits>
#include <cstdint>

#include "cuda/cuda_check.h"
#include "cuda/kernels.h"
#include "cuda/launch.h"
#include "cuda/offset_plan.cuh"
#include "iteration/gather_plan.h"
#include "iteration/strided_loop.h"
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

}  // namespace

bool run_gather(const gather::Plan& plan, size_t itemsize, Device device) {
  const StridedLoop<3> loop(plan.sizes, plan.data, plan.stride_refs());
  if (loop.numel() == 0) return true;
  const DeviceGuard guard(device);
  unsigned* out_of_range = nullptr;
  Storage flag;
  if (plan.has_index) {
    flag = Storage::make(sizeof(unsigned), device);
    out_of_range = static_cast<unsigned*>(flag->data());
    check_cuda(cudaMemset(out_of_range, 0, sizeof(unsigned)), "cudaMemset");
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
  if (!plan.has_index) return true;
  unsigned bad = 0;
  check_cuda(cudaMemcpy(&bad, out_of_range, sizeof(unsigned), cudaMemcpyDeviceToHost), "cudaMemcpy");
  return bad == 0;
}

}  // namespace opforge::cuda
