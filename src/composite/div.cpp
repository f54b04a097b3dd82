// div.Tensor_mode and div.Scalar_mode: self / other (a tensor or a number) with the quotient
// rounded as rounding_mode says.
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
// This front end is device-generic: it builds the iterator with the mode's promotion, and the
// iterator's device runs the mode's loop (src/cpu/div_loops.cpp, src/cuda/div.cu: the rounded
// quotients of iteration/rounded_division.h, "div_floor_cpu" or "div_floor_cuda" (and _trunc,
// _true) in the dtype messages, the same ZeroDivisionError).
#include "kernels/div.h"
#include "cpu/div_loops.h"
#include "cuda/kernels.h"
#include "dispatch/device_loops.h"
#include "iteration/elementwise.h"
#include "opforge/tensor.h"

namespace opforge::composite {
namespace {

// In the order of the loop tables below.
enum class Rounding { None, Trunc, Floor };

Rounding parse_rounding(std::optional<std::string_view> mode) {
  if (!mode) return Rounding::None;
  if (*mode == "trunc") return Rounding::Trunc;
  if (*mode == "floor") return Rounding::Floor;
  raise<RuntimeError>("div expected rounding_mode to be one of None, 'trunc', or 'floor' but found '{}'", *mode);
}

// The iterator's operands are self and other, a tensor or a number (a wrapped scalar, which
// promotes as one).
Tensor divide_rounded(const Tensor& self, const elementwise::Input& other,
                      std::optional<std::string_view> rounding_mode, const Tensor* out) {
  const Rounding rounding = parse_rounding(rounding_mode);
  elementwise::Config config;
  config.op_name = "div";
  config.promotion = rounding == Rounding::None ? PromotionKind::IntToFloat : PromotionKind::Default;
  config.inplace_cast = elementwise::InplaceCast::SameKind;
  config.out = out;
  config.is_inplace = out && out->is_same(self);
  elementwise::ElementwiseIter iter(config, {self, other});
  const dispatch::DeviceLoops loops[] = {{cpu::div_true, OPFORGE_CUDA_LOOP(cuda::div_true)},
                                         {cpu::div_trunc, OPFORGE_CUDA_LOOP(cuda::div_trunc)},
                                         {cpu::div_floor, OPFORGE_CUDA_LOOP(cuda::div_floor)}};
  dispatch::run_on_device(iter, "div", loops[static_cast<size_t>(rounding)]);
  return iter.take_output();
}

}  // namespace

Tensor div_mode(const Tensor& self, const Tensor& other, std::optional<std::string_view> rounding_mode,
                const Tensor* out) {
  return divide_rounded(self, other, rounding_mode, out);
}

Tensor div_mode(const Tensor& self, const Scalar& other, std::optional<std::string_view> rounding_mode,
                const Tensor* out) {
  return divide_rounded(self, other, rounding_mode, out);
}

}  // namespace opforge::composite
