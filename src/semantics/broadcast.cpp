// Broadcast shapes and the in-place / out= shape checks, with PyTorch's messages.
#include "opforge/broadcast.h"

#include <fmt/format.h>
#include <fmt/ranges.h>

#include <algorithm>

#include "opforge/error.h"

namespace opforge {

DimVector infer_size(IntArrayRef a, IntArrayRef b) {
  const size_t ndim = std::max(a.size(), b.size());
  DimVector result(ndim);
  // Walk from the trailing dim; i is the result's dim, which the error message names.
  for (size_t k = 0; k < ndim; ++k) {
    const size_t i = ndim - 1 - k;
    const int64_t size_a = k < a.size() ? a[a.size() - 1 - k] : 1;
    const int64_t size_b = k < b.size() ? b[b.size() - 1 - k] : 1;
    OPFORGE_CHECK(size_a == size_b || size_a == 1 || size_b == 1, RuntimeError,
                  "The size of tensor a ({}) must match the size of tensor b ({}) at non-singleton dimension {}",
                  size_a, size_b, i);
    // A 1 takes the other size, even 0.
    result[i] = size_a == 1 ? size_b : size_a;
  }
  return result;
}

DimVector broadcast_shapes(std::span<const IntArrayRef> shapes) {
  size_t ndim = 0;
  for (IntArrayRef s : shapes) ndim = std::max(ndim, s.size());
  DimVector result(ndim, 1);
  // torch.broadcast_shapes' order of checks: shape by shape, each from its trailing dim.
  for (IntArrayRef s : shapes) {
    for (size_t k = 0; k < s.size(); ++k) {
      const int64_t size = s[s.size() - 1 - k];
      int64_t& out = result[ndim - 1 - k];
      OPFORGE_CHECK(size >= 0, RuntimeError, "Trying to create tensor with negative dimension ({}): ({})", size, size);
      if (size == 1 || size == out) continue;
      OPFORGE_CHECK(out == 1, RuntimeError, "Shape mismatch: objects cannot be broadcast to a single shape");
      out = size;
    }
  }
  return result;
}

bool is_expandable_to(IntArrayRef shape, IntArrayRef desired) {
  if (shape.size() > desired.size()) return false;
  for (size_t k = 0; k < shape.size(); ++k) {
    const int64_t size = shape[shape.size() - 1 - k];
    const int64_t target = desired[desired.size() - 1 - k];
    if (size != target && size != 1) return false;
  }
  return true;
}

void check_inplace_broadcast(IntArrayRef self_shape, IntArrayRef broadcast_shape) {
  OPFORGE_CHECK(std::ranges::equal(self_shape, broadcast_shape), RuntimeError,
                "output with shape [{}] doesn't match the broadcast shape [{}]", fmt::join(self_shape, ", "),
                fmt::join(broadcast_shape, ", "));
}

OutResize check_out_shape(IntArrayRef out_shape, IntArrayRef result_shape) {
  if (std::ranges::equal(out_shape, result_shape)) return OutResize::kKeep;
  const bool empty = std::ranges::any_of(out_shape, [](int64_t s) { return s == 0; });
  return empty ? OutResize::kResizeEmpty : OutResize::kResizeNonEmpty;
}

}  // namespace opforge
