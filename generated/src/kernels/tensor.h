// generated from ops.yaml by codegen; do not edit
// The kernels of the ops.yaml entries named tensor, which generated/src/dispatch/tensor.cpp calls.
// Factory fill functions (composite::) are hand-written in src/composite/tensor.cpp: they fill
// the new tensor the stub made (its dtype, device, sizes and names chosen by the entry's rules), on
// its device, with other ops or the runtime's device loops. The stub skips them on the meta device.
// Factory sizes functions (meta::) are hand-written in src/meta/tensor.cpp: they check the
// values and give the new tensor's sizes in the dtype the stub chose.
#pragma once

#include <cstdint>
#include <optional>
#include <span>
#include <string_view>
#include <tuple>

#include "opforge/nested_list.h"
// Tensor is only declared here: the kernel files that include this header stay untouched when an
// op (and so a Tensor method) is added.
#include "opforge/tensor_base.h"

namespace opforge::meta {
DimVector tensor_sizes(const NestedList& data, ScalarType dtype);
}  // namespace opforge::meta

namespace opforge::composite {
void tensor(const Tensor& result, const NestedList& data);
}  // namespace opforge::composite
