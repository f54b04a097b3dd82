// The dims a reduction folds, one bit per dim of the input: apart from reduce.h so that the
// generated kernel declarations (generated/src/kernels/<op>.h) name it without the loops.
#pragma once

#include <bitset>

namespace opforge::reduce {

using DimMask = std::bitset<64>;

}  // namespace opforge::reduce
