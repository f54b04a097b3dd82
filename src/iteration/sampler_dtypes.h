// The dtype switches of the samplers, for their CPU and CUDA kernels alike. Each calls f with
// TypeTag<T>{} (or the element sampler it builds) for the dtypes its samplers take, and raises
// NotImplementedError naming `kernel` for another dtype, which the op's meta check has refused
// before with PyTorch's text.
#pragma once

#include "iteration/sampler_math.h"
#include "meta/sampler_checks.h"
#include "opforge/dtype_dispatch.h"
#include "opforge/tensor_base.h"

namespace opforge::sampler {

// The samplers but uniform_ and normal_: bool, the integers and the floating dtypes (half and
// bfloat16 among them).
template <class F>
void visit_real_sample_dtype(ScalarType dtype, const char* kernel, F&& f) {
  visit_dtype(dtype, kernel, [&]<class T>(TypeTag<T>) {
    if constexpr (!is_real_sample<T>)
      raise_dtype_not_implemented(kernel, dtype);
    else
      f(TypeTag<T>{});
  });
}

// uniform_ and normal_: float, double, half and bfloat16, a complex dtype as its real view (T is
// then the type of each part).
template <class F>
void visit_sampled_dtype(ScalarType dtype, const char* kernel, F&& f) {
  const ScalarType part = meta::sampled_dtype(dtype);
  visit_dtype(part, kernel, [&]<class T>(TypeTag<T>) {
    if constexpr (!meta::is_sampled_type<T>)
      raise_dtype_not_implemented(kernel, part);
    else
      f(TypeTag<T>{});
  });
}

// uniform_ of self over [from, to): f(UniformSample<T, C>{from, to}) with T self's part type and
// C its parts per element (2 for a complex self).
template <class F>
void visit_uniform(const TensorBase& self, double from, double to, const char* kernel, F&& f) {
  visit_sampled_dtype(self.dtype(), kernel, [&]<class T>(TypeTag<T>) {
    const T low = static_cast<T>(from);
    const T high = static_cast<T>(to);
    if (self.element_size() == sizeof(T))
      f(UniformSample<T, 1>{low, high});
    else
      f(UniformSample<T, 2>{low, high});
  });
}

// normal_ of self with standard deviation std: f(TypeTag<T>{}, part) with T self's part type and
// part the standard deviation of each part (part_std).
template <class F>
void visit_normal(const TensorBase& self, double std, const char* kernel, F&& f) {
  const double part = part_std(std, self.is_complex());
  visit_sampled_dtype(self.dtype(), kernel, [&]<class T>(TypeTag<T> tag) { f(tag, part); });
}

}  // namespace opforge::sampler
