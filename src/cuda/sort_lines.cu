// The CUDA sort loop (cuda/sort.cuh), instantiated once for every dtype a sort entry may list: the
// generated kernels of sort, argsort, topk, kthvalue, median, nanmedian and mode only switch over
// their entries' dtypes into these.
#include "cuda/sort.cuh"

namespace opforge::cuda_detail {

#define OPFORGE_DEFINE_CUDA_SORT(T) \
  template void cuda_sort<T>(const TensorBase&, int64_t, sort_select::Selection, const TensorBase&, const TensorBase&);
OPFORGE_SORT_DTYPES(OPFORGE_DEFINE_CUDA_SORT)
#undef OPFORGE_DEFINE_CUDA_SORT

}  // namespace opforge::cuda_detail
