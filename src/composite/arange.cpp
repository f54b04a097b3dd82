// arange's fill: start + i * step in the dtype's accumulation type (meta/arange_range.h), each
// rounded once to the result's dtype, as PyTorch's CPU kernel. The numbers are computed on the host
// and copied to a CUDA result.
#include <cstdint>
#include <type_traits>

#include "kernels/arange.h"
#include "meta/arange_range.h"
#include "opforge/dtype_dispatch.h"
#include "opforge/factories.h"

namespace opforge::composite {

void arange(const Tensor& result, const Scalar& start, const Scalar& end, const Scalar& step) {
  // (A CPU out= tensor resized to the length may keep its strides: the numbers go to a contiguous copy.)
  const Tensor host =
      result.is_cpu() && result.is_contiguous() ? result : empty(result.sizes(), TensorOptions(result.dtype()));
  visit_dtype(result.dtype(), "arange_cpu", [&]<class T>(TypeTag<T>) {
    if constexpr (std::is_same_v<T, bool> || element_detail::is_complex_element<T>) {
      raise_dtype_not_implemented("arange_cpu", result.dtype());
    } else {
      const meta::ArangeRange<T> r(start, end, step);
      T* out = host.data_ptr<T>();
      const int64_t n = host.numel();
      for (int64_t i = 0; i < n; ++i) {
        if constexpr (std::is_integral_v<meta::ArangeAcc<T>>)  // wraps like the hardware
          out[i] = cast_element<T>(static_cast<int64_t>(static_cast<uint64_t>(r.start) +
                                                        static_cast<uint64_t>(r.step) * static_cast<uint64_t>(i)));
        else
          out[i] = cast_element<T>(r.start + r.step * static_cast<meta::ArangeAcc<T>>(i));
      }
    }
  });
  if (!host.is_same(result)) result.copy_(host);
}

void arange(const Tensor& result, const Scalar& start, const Scalar& end) { arange(result, start, end, 1); }

void arange(const Tensor& result, const Scalar& end) { arange(result, 0, end, 1); }

}  // namespace opforge::composite
