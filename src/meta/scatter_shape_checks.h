// The shape checks gather and scatter_add share (PyTorch's gather_shape_check and
// scatter_shape_check, ScatterGatherChecks.h), with its texts. A 0-dim tensor counts as 1-D of
// size 1 (ensure_nonempty_dim and ensure_nonempty_size).
#pragma once

#include <cstdint>

#include "opforge/tensor_base.h"

namespace opforge::meta {

// The index has self's number of dims ("Index tensor must have the same number of dimensions as
// input tensor") and sizes no larger apart from dim ("Size does not match at dimension 1 expected
// index [1, 4] to be smaller than self [2, 3] apart from dimension 0"). dim is wrapped.
void check_gather_shape(const TensorBase& self, int64_t dim, const TensorBase& index);

// Nothing for an index without elements; else the index has self's number of dims and src's, and
// sizes no larger than self's apart from dim and no larger than src's ("Expected index [3, 2] to be
// smaller than self [2, 3] apart from dimension 1 and to be smaller size than src [3, 2]"); a src
// of fewer dims but not 0-dim is read past its dims first, PyTorch's IndexError "Dimension out of
// range". dim is wrapped.
void check_scatter_shape(const TensorBase& self, int64_t dim, const TensorBase& index, const TensorBase& src);

}  // namespace opforge::meta
