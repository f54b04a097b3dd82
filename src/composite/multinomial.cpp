// multinomial, as PyTorch 1.13's multinomial_out, its checks in its order and texts (the dtype and
// out= dtype ones are ops.yaml's `rejects`):
// - without replacement, or for one sample: q = exponential_(1) like self, then the categories of
//   the largest self / q (argmax for one sample, topk for more), the Gumbel-max trick PyTorch uses;
// - with replacement: a uniform double per sample, drawn by uniform_ into a [rows, samples] tensor
//   (PyTorch's draws in its order: row by row, sample by sample), then each row's normalized
//   running sum searched for them (cpu:: and cuda::multinomial_rows, one row function for both).
// So a seed gives PyTorch's samples on the CPU. The weights are checked before any draw; the
// with-replacement checks read them on the host, in PyTorch's order (row by row: a weight < 0 or
// NaN, then an infinite one, then a zero sum), where PyTorch checks each row as it draws it.
#include "kernels/multinomial.h"

#include <cmath>
#include <cstdint>
#include <limits>

#include "cpu/multinomial.h"
#include "cuda/kernels.h"
#include "dispatch/stub_support.h"
#include "iteration/kernel_checks.h"
#include "opforge/error.h"
#include "opforge/factories.h"
#include "opforge/ops/any.h"
#include "opforge/ops/argmax.h"
#include "opforge/ops/div.h"
#include "opforge/ops/eq.h"
#include "opforge/ops/ge.h"
#include "opforge/ops/lt.h"
#include "opforge/ops/max.h"
#include "opforge/ops/min.h"
#include "opforge/ops/sum.h"
#include "opforge/ops/topk.h"
#include "opforge/tensor.h"

namespace opforge::composite {
namespace {

// The weights as rows of doubles on the host (exact for every floating dtype).
Tensor host_rows(const Tensor& self) {
  const Tensor host = self.to(Device(DeviceType::CPU)).to(kDouble).contiguous();
  return self.dim() == 1 ? host.unsqueeze(0) : host;
}

// PyTorch's checks of the fast path, with its reductions on the weights' device (a scalar each
// crosses to the host): max < inf and min >= 0 (a NaN fails both), then no row summing to zero.
void check_weights(const Tensor& self) {
  const bool finite_and_nonnegative =
      lt(max(self), std::numeric_limits<double>::infinity()).logical_and(ge(min(self), 0)).item<bool>();
  OPFORGE_CHECK(finite_and_nonnegative, RuntimeError, "probability tensor contains either `inf`, `nan` or element < 0");
  const int64_t row_dim[] = {1};
  const Tensor sums = self.dim() == 1 ? sum(self) : sum(self, IntArrayRef(row_dim));
  OPFORGE_CHECK(!any(eq(sums, 0)).item<bool>(), RuntimeError,
                "invalid multinomial distribution (sum of probabilities <= 0)");
}

// PyTorch's checks of the with-replacement kernel, row by row, on the host.
void check_rows(const Tensor& self) {
  const Tensor rows = host_rows(self);
  const double* w = rows.data_ptr<double>();
  const int64_t n = rows.size(1);
  for (int64_t i = 0; i < rows.size(0); ++i) {
    bool positive = false;
    for (int64_t j = 0; j < n; ++j) {
      const double v = w[i * n + j];
      OPFORGE_CHECK(v >= 0, RuntimeError, "invalid multinomial distribution (encountering probability entry < 0)");
      OPFORGE_CHECK(std::isfinite(v), RuntimeError,
                    "invalid multinomial distribution (encountering probability entry = infinity or NaN)");
      positive = positive || v > 0;
    }
    OPFORGE_CHECK(positive, RuntimeError, "invalid multinomial distribution (sum of probabilities <= 0)");
  }
}

}  // namespace

Tensor multinomial(const Tensor& self, int64_t num_samples, bool replacement, std::optional<Generator> generator,
                   const Tensor* out) {
  OPFORGE_CHECK(self.dim() > 0 && self.dim() <= 2, RuntimeError, "prob_dist must be 1 or 2 dim");
  OPFORGE_CHECK(num_samples > 0, RuntimeError, "cannot sample n_sample <= 0 samples");
  const int64_t categories = self.size(-1);
  OPFORGE_CHECK(replacement || num_samples <= categories, RuntimeError,
                "cannot sample n_sample > prob_dist.size(-1) samples without replacement");
  // (PyTorch's index arithmetic is in float, which counts exactly to 2^24.)
  OPFORGE_CHECK(categories <= (int64_t{1} << 24), RuntimeError, "number of categories cannot exceed 2^24");
  const DimVector shape = self.dim() == 1 ? DimVector{num_samples} : DimVector{self.size(0), num_samples};
  Tensor result = make_output(shape, kLong, self.device(), out);
  if (result.numel() == 0 || self.is_meta()) return result;
  OPFORGE_CHECK(!(self.is_cpu() && self.dtype() == kHalf), RuntimeError,
                "multinomial is not implemented for half on CPU");

  if (!replacement || num_samples == 1) {
    check_weights(self);
    Tensor q = empty_like(self).exponential_(1, std::move(generator));
    div_out(q, self, q);
    if (num_samples == 1) return argmax_out(result, q, -1, true);
    Tensor values = empty(result.sizes(), TensorOptions().dtype(self.dtype()).device(self.device()));
    topk_out(values, result, q, num_samples);
    return result;
  }

  check_rows(self);
  const int64_t rows = self.dim() == 2 ? self.size(0) : 1;
  const TensorOptions on_device = TensorOptions().device(self.device());
  const Tensor uniforms = empty({rows, num_samples}, on_device.dtype(kDouble)).uniform_(0, 1, std::move(generator));
  const Tensor cumulative = empty({rows, categories}, on_device.dtype(self.dtype()));
  if (self.is_cuda()) {
#ifdef OPFORGE_HAS_CUDA
    cuda::multinomial_rows(self, uniforms, cumulative, result);
#else
    dispatch::raise_built_without_cuda_kernels("multinomial");
#endif
  } else {
    cpu::multinomial_rows(self, uniforms, cumulative, result);
  }
  return result;
}

}  // namespace opforge::composite
