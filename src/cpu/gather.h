// The CPU loop of the gathers under flip and index_select (gather.cpp): gather_plan.h's plan walked
// by StridedLoop, split between threads.
#pragma once

#include <cstddef>

#include "iteration/gather_plan.h"

namespace opforge::cpu {

// Copies every element the plan maps, `itemsize` bytes each. Its indices must be in range (the
// kernel's caller has checked them).
void run_gather(const gather::Plan& plan, size_t itemsize);

}  // namespace opforge::cpu
