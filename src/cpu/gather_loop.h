// The CPU loops of the gathers under flip, index_select and gather and of the scatter under
// scatter_add (gather_loop.cpp): gather_plan.h's plans walked by StridedLoop, split between threads.
#pragma once

#include <cstddef>

#include "iteration/gather_plan.h"

namespace opforge::cpu {

// Copies every element the plan maps, `itemsize` bytes each. Its indices must be in range (the
// kernel's caller has checked them).
void run_gather(const gather::Plan& plan, size_t itemsize);

// Adds every source element the plan maps into the result (elements of `dtype`), in index order
// along the plan's indexed dim for each result element, as PyTorch's CPU scatter_add: the threads
// split the other dims, so no two write one element. Its indices must be in range.
void run_scatter_add(const gather::Plan& plan, ScalarType dtype);

// PyTorch's CPU check of gather's and scatter_add's int64 indices: RuntimeError "index 3 is out of
// bounds for dimension 1 with size 3" for the first one (in index's order) outside [0, size).
void check_index_bounds(const TensorBase& index, int64_t dim, int64_t size);

}  // namespace opforge::cpu
