// Factory functions: new tensors from sizes and options, from values, and `_like` another tensor.
// Unset options use get_default_dtype() and get_default_device() (which a DeviceScope changes).
// `names` in the options names the result's dims (RuntimeError when the count differs from dim).
#pragma once

#include <cstdint>
#include <initializer_list>
#include <optional>

#include "opforge/ops/arange.h"
#include "opforge/ops/empty.h"
#include "opforge/ops/empty_like.h"
#include "opforge/ops/empty_strided.h"
#include "opforge/ops/eye.h"
#include "opforge/ops/full.h"
#include "opforge/ops/full_like.h"
#include "opforge/ops/linspace.h"
#include "opforge/ops/ones.h"
#include "opforge/ops/ones_like.h"
#include "opforge/ops/rand.h"
#include "opforge/ops/rand_like.h"
#include "opforge/ops/randint.h"
#include "opforge/ops/randint_like.h"
#include "opforge/ops/randn.h"
#include "opforge/ops/randn_like.h"
#include "opforge/ops/randperm.h"
#include "opforge/ops/tensor.h"
#include "opforge/ops/zeros.h"
#include "opforge/ops/zeros_like.h"
#include "opforge/tensor.h"

namespace opforge {

// empty, empty_strided, zeros, ones, full, arange, linspace, eye and the `_like` factories are
// ops.yaml entries (opforge/ops/<op>.h), each with a form taking TensorOptions: empty({2, 3}),
// full({2}, 1.5, kDouble), arange(0, 10, 2), empty_like(t, kHalf).
// rand, randn and their `_like` forms are ops.yaml entries too, drawing from the default generator
// or a Generator (opforge/generator.h: manual_seed) as PyTorch's CPU generator does; and so is
// tensor, torch.tensor from a number or nested lists of them (opforge/nested_list.h):
// tensor({{1., 2.}, {3., 4.}}), tensor({1, 2}, kFloat).

}  // namespace opforge
