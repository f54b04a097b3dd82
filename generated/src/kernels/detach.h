// generated from ops.yaml by codegen; do not edit
// The kernels of the ops.yaml entries named detach, which generated/src/dispatch/detach.cpp calls.
// View geometry functions (meta::) are hand-written in src/meta/detach.cpp: they check the
// arguments and give the view's sizes and strides and the dim of self each of its dims comes from;
// the stub makes the view (or re-shapes self, in place) and gives it those dims' names.
#pragma once

#include <cstdint>
#include <optional>
#include <span>
#include <string_view>
#include <tuple>

#include "dispatch/view_geometry.h"
// Tensor is only declared here: the kernel files that include this header stay untouched when an
// op (and so a Tensor method) is added.
#include "opforge/tensor_base.h"

namespace opforge::meta {
dispatch::ViewGeometry detach_geometry(const TensorBase& self);
}  // namespace opforge::meta
