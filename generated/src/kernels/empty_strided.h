// generated from ops.yaml by codegen; do not edit
// The kernels of the ops.yaml entries named empty_strided, which generated/src/dispatch/empty_strided.cpp calls.
#pragma once

#include <cstdint>
#include <optional>
#include <span>
#include <string_view>
#include <tuple>

// Tensor is only declared here: the kernel files that include this header stay untouched when an
// op (and so a Tensor method) is added.
#include "opforge/tensor_base.h"
