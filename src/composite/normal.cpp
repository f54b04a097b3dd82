// normal's functional forms, as PyTorch 1.13's normal_out_impl draws them, so a seed gives its
// numbers: a result of the broadcast shape (the out= tensor resized to it, in its own dtype) filled
// by normal_(0, 1), then mul_(std) and add_(mean); where std is a number, normal_(0, std) then
// add_(mean); where mean is a number, it is added as a zero-dim tensor of the result's dtype, as
// PyTorch's at::full({}, mean). The float, float form is a factory whose fill is normal_(mean, std).
// They compute without names (an in-place mul_ would refuse the result's names growing), and the
// stub applies the names; normal_ the dtype checks ("normal_kernel_cpu" not implemented for
// 'Long').
#include "kernels/normal.h"
#include "iteration/kernel_checks.h"
#include "opforge/broadcast.h"
#include "opforge/error.h"
#include "opforge/factories.h"
#include "opforge/ops/add.h"
#include "opforge/ops/all.h"
#include "opforge/ops/ge.h"
#include "opforge/ops/mul.h"
#include "opforge/tensor.h"

namespace opforge::composite {
namespace {

// PyTorch's CHECK_NORMAL_TENSOR_STD (a meta std's values are unknown, and pass).
void check_std_tensor(const Tensor& std) {
  OPFORGE_CHECK(!std.is_complex(), RuntimeError, "normal expects standard deviation to be non-complex");
  // (PyTorch's std.min().ge(0): a NaN fails it as it fails std >= 0 here.)
  OPFORGE_CHECK(std.numel() == 0 || std.is_meta() || all(ge(std, 0)).item<bool>(), RuntimeError,
                "normal expects all elements of std >= 0.0");
}

}  // namespace

Tensor normal_tensor_tensor(const Tensor& mean, const Tensor& std, std::optional<Generator> generator,
                            const Tensor* out) {
  check_std_tensor(std);
  const DimVector shape = infer_size(mean.sizes(), std.sizes());
  Tensor result = make_output(shape, mean.dtype(), mean.device(), out);
  result.normal_(0, 1, std::move(generator));
  result.mul_(std.rename(std::nullopt)).add_(mean.rename(std::nullopt));
  return result;
}

Tensor normal_tensor_float(const Tensor& mean, double std, std::optional<Generator> generator, const Tensor* out) {
  OPFORGE_CHECK(std >= 0.0, RuntimeError, "normal expects std >= 0.0, but found std {:g}", std);
  // PyTorch broadcasts mean with the result it was given: an out= tensor's shape takes part.
  const DimVector shape = out ? infer_size(mean.sizes(), out->sizes()) : DimVector(mean.sizes());
  Tensor result = make_output(shape, mean.dtype(), mean.device(), out);
  result.normal_(0, std, std::move(generator));
  result.add_(mean.rename(std::nullopt));
  return result;
}

Tensor normal_float_tensor(double mean, const Tensor& std, std::optional<Generator> generator, const Tensor* out) {
  check_std_tensor(std);
  Tensor result = make_output(std.sizes(), std.dtype(), std.device(), out);
  result.normal_(0, 1, std::move(generator));
  const Tensor mean_tensor = full({}, mean, TensorOptions().dtype(result.dtype()).device(result.device()));
  result.mul_(std.rename(std::nullopt)).add_(mean_tensor);
  return result;
}

void normal_float_float(const Tensor& result, double mean, double std, std::optional<Generator> generator) {
  result.normal_(mean, std, std::move(generator));
}

}  // namespace opforge::composite
