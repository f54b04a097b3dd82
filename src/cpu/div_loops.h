// div.Tensor_mode's CPU loops (div_loops.cpp) over the iterator composite::div_mode builds
// (src/composite/div.cpp): true division, and the quotient rounded toward zero or down. Apart from
// div.cpp so that these instantiations, every dtype of each, see no Tensor operator and do not
// recompile when an op is added. The GPU has twins of the three.
#pragma once

#include "iteration/elementwise.h"

namespace opforge::cpu {

// Dtypes and texts as composite::div_mode documents ("\"div_floor_cpu\" not implemented for 'Bool'";
// an integer division by zero raises RuntimeError "ZeroDivisionError").
void div_true(const elementwise::ElementwiseIter& iter);
void div_trunc(const elementwise::ElementwiseIter& iter);
void div_floor(const elementwise::ElementwiseIter& iter);

}  // namespace opforge::cpu
