// What argmax and argmin fold, one owner for the meta function (src/meta/extremum.h) and the
// kernels of both devices (iteration/extremum_kernels.h).
#pragma once

#include <cstdint>
#include <optional>

#include "iteration/reduce.h"
#include "opforge/tensor_base.h"

namespace opforge::reduce {

// Along a dim of size 1 of a tensor with dims every index is 0: PyTorch fills the result then
// without reading self or dispatching on its dtype.
inline bool index_reads_no_elements(const TensorBase& self, std::optional<int64_t> dim) {
  return dim && self.dim() > 0 && self.size(*dim) == 1;
}

// The dims folded: dim, or every dim without one (the index is then row-major: Positions::row_major).
inline DimMask index_dim_mask(std::optional<int64_t> dim, int64_t ndim) {
  const int64_t dims[] = {dim.value_or(0)};
  return make_dim_mask(dim ? std::optional<IntArrayRef>(IntArrayRef(dims)) : std::nullopt, ndim);
}

}  // namespace opforge::reduce
