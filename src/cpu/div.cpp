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
// The rounded quotients are iteration/rounded_division.h's, shared with the CUDA kernel: CUDA tensors
// divide on their device (src/cuda/div.cu), with "div_floor_cuda" (and _trunc, _true) in the dtype
// messages and the same ZeroDivisionError.
#include <cmath>
#include <complex>
#include <type_traits>

#include "cpu/custom_kernels.h"
#include "cuda/kernels.h"
#include "iteration/cpu_pointwise.h"
#include "iteration/elementwise.h"
#include "iteration/kernel_checks.h"
#include "iteration/pointwise_math.h"
#include "iteration/rounded_division.h"

namespace opforge::kernels {
namespace {

namespace rd = rounded_division;

enum class Rounding { None, Trunc, Floor };

Rounding parse_rounding(std::optional<std::string_view> mode) {
  if (!mode) return Rounding::None;
  if (*mode == "trunc") return Rounding::Trunc;
  if (*mode == "floor") return Rounding::Floor;
  raise<RuntimeError>("div expected rounding_mode to be one of None, 'trunc', or 'floor' but found '{}'", *mode);
}

template <class T>
inline constexpr bool is_real_floating = std::is_floating_point_v<T>;

[[noreturn]] void raise_zero_division() { raise<RuntimeError>("ZeroDivisionError"); }

template <class T>
void divide(const elementwise::ElementwiseIter& iter, Rounding rounding) {
  using Op = elementwise::opmath_t<T>;
  constexpr bool complex = !std::is_arithmetic_v<Op>;
  switch (rounding) {
    case Rounding::None:
      if constexpr (is_real_floating<Op> || complex) {
        if constexpr (!std::is_same_v<T, ComplexHalf>) {
          // math::div, as div.Tensor and the CUDA kernel divide: std::complex's operator/ (libgcc's
          // algorithm) rounds differently from c10's, in the last bit and the sign of a zero part.
          elementwise::cpu_pointwise<T, T>(iter, [](Op a, Op b) { return math::div(a, b); });
          return;
        }
      }
      raise_dtype_not_implemented("div_true_cpu", iter.compute_dtype());
    case Rounding::Trunc:
      if constexpr (is_real_floating<Op>) {
        elementwise::cpu_pointwise<T, T>(iter, [](Op a, Op b) { return std::trunc(a / b); });
        return;
      } else if constexpr (std::is_integral_v<Op> && !std::is_same_v<Op, bool>) {
        elementwise::cpu_pointwise<T, T>(iter, [](Op a, Op b) {
          if (b == 0) raise_zero_division();
          return rd::trunc_divide_integers(a, b);
        });
        return;
      }
      raise_dtype_not_implemented("div_trunc_cpu", iter.compute_dtype());
    case Rounding::Floor:
      if constexpr (is_real_floating<Op>) {
        elementwise::cpu_pointwise<T, T>(iter, [](Op a, Op b) { return rd::floor_divide_floating(a, b); });
        return;
      } else if constexpr (std::is_integral_v<Op> && !std::is_same_v<Op, bool>) {
        elementwise::cpu_pointwise<T, T>(iter, [](Op a, Op b) {
          if (b == 0) raise_zero_division();
          return rd::floor_divide_integers(a, b);
        });
        return;
      }
      raise_dtype_not_implemented("div_floor_cpu", iter.compute_dtype());
  }
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
#ifdef OPFORGE_HAS_CUDA
  if (iter.device().is_cuda()) {
    switch (rounding) {
      case Rounding::None: cuda::div_true(iter); break;
      case Rounding::Trunc: cuda::div_trunc(iter); break;
      case Rounding::Floor: cuda::div_floor(iter); break;
    }
    return iter.take_output();
  }
#endif
  const char* name = rounding == Rounding::None    ? "div_true_cpu"
                     : rounding == Rounding::Trunc ? "div_trunc_cpu"
                                                   : "div_floor_cpu";
  visit_dtype(iter.compute_dtype(), name, [&]<class T>(TypeTag<T>) { divide<T>(iter, rounding); });
  return iter.take_output();
}

}  // namespace opforge::kernels
