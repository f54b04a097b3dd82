// multinomial with replacement on CPU tensors (src/cpu/multinomial.cpp), called by the composite
// (src/composite/multinomial.cpp), which has checked the weights and drawn the uniform samples.
#pragma once

#include "opforge/tensor_base.h"

namespace opforge::cpu {

// result[i, s] = the category of uniforms[i, s] in row i of weights (1-D: one row), by
// iteration/multinomial_rows.h; cumulative is a contiguous [rows, categories] scratch tensor of
// weights' dtype, uniforms a contiguous float64 [rows, samples] one.
void multinomial_rows(const TensorBase& weights, const TensorBase& uniforms, const TensorBase& cumulative,
                      const TensorBase& result);

}  // namespace opforge::cpu
