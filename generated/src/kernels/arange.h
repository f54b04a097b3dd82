// generated from ops.yaml by codegen; do not edit
// The kernels of the ops.yaml entries named arange, which generated/src/dispatch/arange.cpp calls.
// Factory fill functions (composite::) are hand-written in src/composite/arange.cpp: they fill
// the new tensor the stub made (its dtype, device, sizes and names chosen by the entry's rules), on
// its device, with other ops or the runtime's device loops. The stub skips them on the meta device.
// Factory sizes functions (meta::) are hand-written in src/meta/arange.cpp: they check the
// values and give the new tensor's sizes in the dtype the stub chose.
#pragma once

#include <cstdint>
#include <optional>
#include <span>
#include <string_view>
#include <tuple>

// Tensor is only declared here: the kernel files that include this header stay untouched when an
// op (and so a Tensor method) is added.
#include "opforge/tensor_base.h"

namespace opforge::meta {
DimVector arange_sizes(const Scalar& end, ScalarType dtype);
DimVector arange_sizes(const Scalar& start, const Scalar& end, ScalarType dtype);
DimVector arange_sizes(const Scalar& start, const Scalar& end, const Scalar& step, ScalarType dtype);
}  // namespace opforge::meta

namespace opforge::composite {
void arange(const Tensor& result, const Scalar& end);
void arange(const Tensor& result, const Scalar& start, const Scalar& end);
void arange(const Tensor& result, const Scalar& start, const Scalar& end, const Scalar& step);
}  // namespace opforge::composite
