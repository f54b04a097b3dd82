// bernoulli_ with a tensor of probabilities, and the functional bernoulli forms. PyTorch 1.13's
// bernoulli_tensor_cpu_ takes, for each element of self in memory order, a uniform sample of [0, 1)
// (a float from one draw; a double from two where p is float64) and writes 1 where it is below p
// (p broadcast to self), else 0. That is uniform_ into a float or double tensor laid out as self
// (the same draws in the same order), then u < p copied into self: PyTorch's numbers on the CPU,
// and a CUDA generator's Philox stream on CUDA. The stub has applied the dtype rules and names.
#include "kernels/bernoulli.h"
#include "iteration/kernel_checks.h"
#include "opforge/error.h"
#include "opforge/factories.h"
#include "opforge/ops/all.h"
#include "opforge/ops/ge.h"
#include "opforge/ops/le.h"
#include "opforge/ops/logical_and.h"
#include "opforge/ops/lt.h"
#include "opforge/tensor.h"

namespace opforge::composite {

Tensor bernoulli_tensor(const Tensor& self, const Tensor& p, std::optional<Generator> generator, const Tensor* out) {
  static_cast<void>(out);  // &self: the in-place form
  // PyTorch's expand_inplace, with its errors; its kernel runs without names (p's are not checked).
  const Tensor probabilities = p.rename(std::nullopt).expand(self.sizes());
  // PyTorch's bernoulli_distribution checks each probability as it draws; here all before the first
  // draw (a meta p has no values to check).
  OPFORGE_CHECK(p.is_meta() || p.numel() == 0 || all(logical_and(ge(p, 0), le(p, 1))).item<bool>(), RuntimeError,
                "Expected p_in >= 0 && p_in <= 1 to be true, but got false.  (Could this error message be improved?  "
                "If so, please report an enhancement request to PyTorch.)");
  const Tensor u = empty_like(self.rename(std::nullopt), p.dtype() == kDouble ? kDouble : kFloat);
  u.uniform_(0, 1, std::move(generator));
  self.copy_(lt(u, probabilities));
  return self;
}

Tensor bernoulli(const Tensor& self, std::optional<Generator> generator, const Tensor* out) {
  if (out) {
    resize_out(*out, self.sizes());
    return out->bernoulli_(self, std::move(generator));
  }
  return empty_like(self, TensorOptions().memory_format(MemoryFormat::Contiguous))
      .bernoulli_(self, std::move(generator));
}

Tensor bernoulli_p(const Tensor& self, double p, std::optional<Generator> generator, const Tensor* out) {
  static_cast<void>(out);  // no out= form
  return empty_like(self, TensorOptions().memory_format(MemoryFormat::Contiguous)).bernoulli_(p, std::move(generator));
}

}  // namespace opforge::composite
