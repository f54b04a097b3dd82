// The plan quantile and nanquantile share (src/composite/quantile.cpp): PyTorch's composite over
// sort, with the device's loop of lines.
#pragma once

#include <cstdint>
#include <optional>
#include <string_view>

#include "opforge/tensor_base.h"

namespace opforge::composite {

// quantile (nanquantile when `ignore_nan`) of self at q along dim (over all elements when None),
// into out when given.
Tensor quantile_lines(const Tensor& self, const Tensor& q, std::optional<int64_t> dim, bool keepdim,
                      std::string_view interpolation, const Tensor* out, bool ignore_nan);

// A number q as the 0-dim tensor of self's dtype and device that PyTorch makes of it, once it is
// in [0, 1] ("quantile() q must be in the range [0, 1] but got 1.5").
Tensor scalar_q(const Tensor& self, double q);

}  // namespace opforge::composite
