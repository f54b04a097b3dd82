// equal: PyTorch 1.13's cpu_equal: false for other names or other sizes, else whether every pair of
// elements is equal in the two tensors' common dtype (NaN equals nothing, -0.0 equals 0.0; 1.5 and
// 1 differ, in float). Tensors on two devices are its error; no element is read for an empty pair.
#include "kernels/equal.h"

#include <algorithm>

#include "iteration/kernel_checks.h"
#include "opforge/ops/all.h"
#include "opforge/ops/eq.h"
#include "opforge/tensor.h"

namespace opforge::composite {

bool equal(const Tensor& self, const Tensor& other, const Tensor*) {
  if ((self.has_names() || other.has_names()) && !std::ranges::equal(self.names(), other.names())) return false;
  OPFORGE_CHECK(self.device() == other.device(), RuntimeError,
                "Cannot compare two tensors on different devices. Got: {} and {}", self.device(), other.device());
  if (!std::ranges::equal(self.sizes(), other.sizes())) return false;
  if (self.numel() == 0) return true;
  const Tensor a = self.has_names() ? self.rename(std::nullopt) : self;
  const Tensor b = other.has_names() ? other.rename(std::nullopt) : other;
  return opforge::eq(a, b).all().item<bool>();
}

}  // namespace opforge::composite
