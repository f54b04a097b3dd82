// linear: input @ weight.T + bias, PyTorch 1.13's composite and its paths:
// - a 2-D input with a bias is addmm(bias, input, weight.t()) (its checks, texts, out= and names);
// - a contiguous 3-D input with a bias (out of place) is that addmm over the input viewed as
//   [batch * rows, features], viewed back;
// - otherwise matmul(input, weight.t()) (out= through matmul_out), then bias added in place.
// weight.t() refuses more than 2 dims ("t() expects a tensor with <= 2 dimensions, but self is
// 3D"). Named tensors take the names rules of the path's ops, except on the 3-D path, whose views
// refuse them.
#include "kernels/linear.h"

#include "dispatch/stub_support.h"
#include "opforge/ops/addmm.h"
#include "opforge/ops/matmul.h"
#include "opforge/tensor.h"

namespace opforge::composite {

Tensor linear(const Tensor& input, const Tensor& weight, const std::optional<Tensor>& bias, const Tensor* out) {
  const Tensor weight_t = weight.t();
  if (input.dim() == 2 && bias) {
    if (!out) return addmm(*bias, input, weight_t);
    Tensor result = *out;
    addmm_out(result, *bias, input, weight_t);
    return result;
  }
  if (!out && bias && input.dim() == 3 && input.is_contiguous()) {
    // PyTorch views the input, then addmm's result: a name on any operand reaches a view.
    if (input.has_names() || weight.has_names() || bias->has_names()) {
      dispatch::reject_named_tensors_slow("aten::view", {});
    }
    const int64_t batch = input.sizes()[0], rows = input.sizes()[1];
    const Tensor result = addmm(*bias, input.view({batch * rows, input.sizes()[2]}), weight_t);
    return result.view({batch, rows, result.sizes()[1]});
  }
  Tensor output;
  if (out) {
    output = *out;
    matmul_out(output, input, weight_t);
  } else {
    output = matmul(input, weight_t);
  }
  if (bias) output.add_(*bias);
  return output;
}

}  // namespace opforge::composite
