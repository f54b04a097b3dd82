// The plan softmax and log_softmax share (src/composite/softmax.cpp): PyTorch's composite softmax
// over the device's loop of lines.
#pragma once

#include <cstdint>
#include <optional>

#include "opforge/scalar_type.h"
#include "opforge/tensor_base.h"

namespace opforge::composite {

// softmax of self along dim (log_softmax when `log`), in dtype when given, into out when given.
Tensor softmax_lines(const Tensor& self, int64_t dim, std::optional<ScalarType> dtype, const Tensor* out, bool log);

}  // namespace opforge::composite
