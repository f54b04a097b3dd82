// div.Tensor_mode: self / other with the quotient rounded as rounding_mode says.
// - None: true division, as div: bool and integer inputs give the default float dtype.
// - "trunc": rounded toward zero; "floor": rounded down (Python's //). Both keep the promoted dtype,
//   so integers divide as integers: by zero raises RuntimeError "ZeroDivisionError" (PyTorch's text;
//   Python's exception name), and INT_MIN / -1 wraps to INT_MIN. Floating floor division follows
//   PyTorch's formula through fmod, which rounds the few quotients that sit within an ulp of an
//   integer as Python does (5.3 // 0.1 == 52 in float64), and divides by zero as IEEE does.
//   Bool and complex inputs have no rounded division ("\"div_floor_cpu\" not implemented for
//   'Bool'").
// Any other mode: RuntimeError "div expected rounding_mode to be one of None, 'trunc', or 'floor' but
// found 'x'". Promotion, broadcasting and the in-place/out checks are the elementwise iterator's.
// The rounded quotients are iteration/rounded_division.h's, shared with the CUDA kernel. The CPU
// loops are in div_loops.cpp; CUDA tensors divide on their device (src/cuda/div.cu), with
// "div_floor_cuda" (and _trunc, _true) in the dtype messages and the same ZeroDivisionError.
#include "kernels/div.h"
#include "opforge/tensor.h"
#include "cpu/div_loops.h"
#ifdef OPFORGE_HAS_CUDA
#include "cuda/kernels.h"
#endif
#include "iteration/elementwise.h"

namespace opforge::kernels {
namespace {

// In the order of the loop tables below.
enum class Rounding { None, Trunc, Floor };

Rounding parse_rounding(std::optional<std::string_view> mode) {
  if (!mode) return Rounding::None;
  if (*mode == "trunc") return Rounding::Trunc;
  if (*mode == "floor") return Rounding::Floor;
  raise<RuntimeError>("div expected rounding_mode to be one of None, 'trunc', or 'floor' but found '{}'", *mode);
}

}  // namespace

Tensor div_mode_kernel(const Tensor& self, const Tensor& other, std::optional<std::string_view> rounding_mode,
                       const Tensor* out) {
  const Rounding rounding = parse_rounding(rounding_mode);
  elementwise::Config config;
  config.op_name = "div";
  config.promotion = rounding == Rounding::None ? elementwise::Promotion::IntToFloat : elementwise::Promotion::Default;
  config.inplace_cast = elementwise::InplaceCast::SameKind;
  config.out = out;
  config.is_inplace = out && out->is_same(self);
  elementwise::ElementwiseIter iter(config, {self, other});
  // The rounding mode's loop, on the iterator's device.
  using Loop = void (*)(const elementwise::ElementwiseIter&);
  const auto mode = static_cast<size_t>(rounding);
  const Loop cpu_loops[] = {cpu::div_true, cpu::div_trunc, cpu::div_floor};
  Loop loop = cpu_loops[mode];
#ifdef OPFORGE_HAS_CUDA
  const Loop cuda_loops[] = {cuda::div_true, cuda::div_trunc, cuda::div_floor};
  if (iter.device().is_cuda()) loop = cuda_loops[mode];
#endif
  loop(iter);
  return iter.take_output();
}

}  // namespace opforge::kernels
