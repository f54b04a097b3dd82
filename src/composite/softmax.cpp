// softmax.int (and .Dimname, whose stub resolves the name), and the plan it shares with
// log_softmax (src/composite/log_softmax.cpp): PyTorch's composite softmax, which converts self to dtype= first and runs the structured _softmax
// on the converted tensor:
// - the dim is wrapped (IndexError "Dimension out of range ..."; a 0-dim self takes 0 and -1);
// - a contiguous out= tensor must have the converted dtype ("Expected out tensor to have dtype
//   float, but got double instead") and takes its sizes; a non-contiguous one is written through a
//   contiguous result, as PyTorch's softmax_out, and so takes any dtype copy_ converts to;
// - an empty self has no line: no kernel and no dtype check (an empty int64 self gives an empty
//   int64 result);
// - the kernel of the device computes each line along dim, in the dtypes its loop has
//   (src/cpu/softmax.h, cuda/kernels.h), which name themselves in the errors as PyTorch's do.
// Computed on unnamed tensors: the stub keeps self's names, and rejects named tensors in the out=
// overload (ops.yaml's names rule).
#include "kernels/softmax.h"

#include "composite/softmax_lines.h"
#include "cpu/softmax.h"
#include "cuda/kernels.h"
#include "dispatch/stub_support.h"
#include "iteration/kernel_checks.h"
#include "opforge/dim_arg.h"
#include "opforge/factories.h"
#include "opforge/tensor.h"

namespace opforge::composite {
namespace {

Tensor unnamed(const Tensor& t) { return t.has_names() ? t.rename(std::nullopt) : t; }

}  // namespace

Tensor softmax_lines(const Tensor& self, int64_t dim, std::optional<ScalarType> dtype, const Tensor* out, bool log) {
  if (dtype) check_tensor_dtype(*dtype);
  const Tensor input = dtype && *dtype != self.dtype() ? unnamed(self).to(*dtype) : unnamed(self);
  const int64_t wrapped = wrap_dim(dim, input.dim());
  const bool direct = out == nullptr || out->is_contiguous();
  if (out && direct) {
    OPFORGE_CHECK(out->device() == input.device(), RuntimeError,
                  "Expected out tensor to have device {}, but got {} instead", input.device().str(),
                  out->device().str());
    check_out_dtype(*out, input.dtype());
  }
  const Tensor result = direct ? make_output(input.sizes(), input.dtype(), input.device(), out)
                               : empty(input.sizes(), TensorOptions().dtype(input.dtype()).device(input.device()));
  if (input.numel() > 0 && !input.is_meta()) {
    const Tensor line_input = input.contiguous();
    const Tensor written = result.is_contiguous() ? result : empty_like(line_input);
    if (input.is_cuda()) {
#ifdef OPFORGE_HAS_CUDA
      cuda::softmax_lines(line_input, wrapped, log, written);
#else
      dispatch::raise_built_without_cuda_kernels(log ? "log_softmax" : "softmax");
#endif
    } else {
      cpu::softmax_lines(line_input, wrapped, log, written);
    }
    if (!written.is_same(result)) result.copy_(written);
  }
  if (!direct) {
    resize_out(*out, result.sizes());
    out->copy_(result);
    return *out;
  }
  return result;
}

Tensor softmax(const Tensor& self, int64_t dim, std::optional<ScalarType> dtype, const Tensor* out) {
  return softmax_lines(self, dim, dtype, out, /*log=*/false);
}

}  // namespace opforge::composite
