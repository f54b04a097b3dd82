// The summation under sum and mean, written once for both devices: which input and result dtypes
// it reads, and reducers.h's SumReducer run by a device's reduction loop; and the dtypes and
// reducer of norm's sums of |x| and x * x (visit_power_sum). `Device` is
// src/cpu/sum_reduction.cpp's CpuSum or src/cuda/sum.cu's CudaSum:
//
//   struct Device {
//     template <class In, class Out> using Sum = ...;  // the device's form of SumReducer
//     template <class T> using Element = ...;          // the element type it reads storage type T as
//     template <class T, class R>
//     static void run(const TensorBase& input, const DimMask& mask, std::span<const TensorBase> outputs,
//                     const R& reducer, Positions positions);  // the device's reduction loop
//   };
#pragma once

#include <cstdint>
#include <span>
#include <type_traits>

#include "iteration/reduce.h"
#include "iteration/reducers.h"
#include "opforge/dtype_dispatch.h"
#include "opforge/tensor_base.h"

namespace opforge::reduce::summation {

template <class Device, class In, class Out>
void run_sum(const TensorBase& input, const DimMask& mask, const TensorBase& result, bool mean, int64_t folded) {
  using R = typename Device::template Sum<In, Out>;
  R r{};
  r.mean = mean;
  r.divisor = static_cast<typename R::real_t>(folded);
  const TensorBase outputs[] = {result};
  Device::template run<In>(input, mask, outputs, r, Positions::walk);
}

// Folds `input` over the dims of `mask` into `result`: input has result's dtype, or is bool or an
// integer when result is int64 (dispatch::plan_reduction converts the rest). With `mean`, each sum
// is divided by the number of elements folded into it before the one rounding. `name` is the kernel
// in PyTorch's dtype errors ("sum_cpu").
template <class Device>
void sum_into(const TensorBase& input, const DimMask& mask, const TensorBase& result, bool mean, const char* name) {
  const ScalarType out = result.dtype();
  // As ReducePlan counts it: a product of the folded sizes could overflow before reaching a zero
  // size (sizes {INT64_MAX, 3, 0}).
  const int64_t folded = result.numel() == 0 ? 0 : input.numel() / result.numel();
  visit_dtype(out, name, [&]<class O>(TypeTag<O>) {
    if constexpr (std::is_same_v<O, ComplexHalf>) {
      raise_dtype_not_implemented(name, out);
    } else {
      OPFORGE_CHECK(input.dtype() == out || ((std::is_same_v<O, int64_t>)&&is_integral(input.dtype(), true)),
                    RuntimeError, "{}: a {} input must be converted to {} first", name, cpp_name(input.dtype()),
                    cpp_name(out));
      if constexpr (std::is_same_v<O, int64_t>) {
        // Bool and integers are read as they are. Only here: instantiating the integer inputs for
        // every other result dtype too, never called, took the CPU file 39 s to compile, not 10.
        visit_dtype(input.dtype(), name, [&]<class I>(TypeTag<I>) {
          if constexpr (std::is_integral_v<I>) run_sum<Device, I, int64_t>(input, mask, result, mean, folded);
        });
      } else {
        using E = typename Device::template Element<O>;
        run_sum<Device, E, E>(input, mask, result, mean, folded);
      }
    }
  });
}

// norm's sums of |x| (p = 1) and x * x (p = 2) of a float or double input:
// f(TypeTag<T>{}, Reducer<T, P>{}) with Reducer a device's form of reducers.h's PowerSumReducer;
// NotImplementedError naming `name` ("norm_cpu") for another input dtype.
template <template <class, PowerSum> class Reducer, class F>
void visit_power_sum(ScalarType input, PowerSum p, const char* name, F&& f) {
  const auto with = [&]<class T>(TypeTag<T> tag) {
    if (p == PowerSum::abs)
      f(tag, Reducer<T, PowerSum::abs>{});
    else
      f(tag, Reducer<T, PowerSum::square>{});
  };
  if (input == ScalarType::Float)
    with(TypeTag<float>{});
  else if (input == ScalarType::Double)
    with(TypeTag<double>{});
  else
    raise_dtype_not_implemented(name, input);
}

}  // namespace opforge::reduce::summation
