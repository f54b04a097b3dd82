// The CPU sort loop (iteration/sort.h), instantiated once for every dtype a sort entry may list: the
// generated kernels of sort, argsort, topk, kthvalue, median, nanmedian and mode only switch over
// their entries' dtypes into these.
#include "iteration/sort.h"

namespace opforge::sort {

#define OPFORGE_DEFINE_RUN_SORT(T) \
  template void run_sort<T>(const TensorBase&, int64_t, sort_select::Selection, const TensorBase&, const TensorBase&);
OPFORGE_SORT_DTYPES(OPFORGE_DEFINE_RUN_SORT)
#undef OPFORGE_DEFINE_RUN_SORT

}  // namespace opforge::sort
