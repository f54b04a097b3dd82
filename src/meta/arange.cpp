// arange's sizes: ceil((end - start) / step) numbers, with PyTorch's checks of the range, computed
// in the result dtype's accumulation type (meta/arange_range.h). The stub has refused the dtypes
// arange has no kernel for (bool, complex).
#include <cmath>
#include <cstdint>
#include <limits>

#include "kernels/arange.h"
#include "meta/arange_range.h"
#include "opforge/dtype_dispatch.h"

namespace opforge::meta {
namespace {

template <class T>
int64_t arange_length(const Scalar& start, const Scalar& end, const Scalar& step) {
  const ArangeRange<T> r(start, end, step);
  double size_d;
  if constexpr (std::is_same_v<T, int64_t>) {
    // int64 is more precise than double: the difference is taken in int64 (wrapping, as PyTorch's
    // does in practice).
    const auto diff = static_cast<int64_t>(static_cast<uint64_t>(r.end) - static_cast<uint64_t>(r.start));
    size_d = std::ceil(static_cast<double>(diff) / static_cast<double>(r.step));
  } else {
    size_d = std::ceil((checked_scalar_cast<double>(end) - checked_scalar_cast<double>(start)) /
                       checked_scalar_cast<double>(step));
  }
  OPFORGE_CHECK(r.step > 0 || r.step < 0, RuntimeError, "step must be nonzero");
  OPFORGE_CHECK(std::isfinite(static_cast<double>(r.start)) && std::isfinite(static_cast<double>(r.end)), RuntimeError,
                "unsupported range: {} -> {}", r.start, r.end);
  OPFORGE_CHECK((r.step > 0 && r.end >= r.start) || (r.step < 0 && r.end <= r.start), RuntimeError,
                "upper bound and larger bound inconsistent with step sign");
  OPFORGE_CHECK(size_d >= 0 && size_d <= static_cast<double>(std::numeric_limits<int64_t>::max()), RuntimeError,
                "invalid size, possible overflow?");
  return static_cast<int64_t>(size_d);
}

}  // namespace

DimVector arange_sizes(const Scalar& start, const Scalar& end, const Scalar& step, ScalarType dtype) {
  return visit_dtype(dtype, "arange_cpu", [&]<class T>(TypeTag<T>) -> DimVector {
    if constexpr (std::is_same_v<T, bool> || element_detail::is_complex_element<T>)
      raise_dtype_not_implemented("arange_cpu", dtype);
    else
      return DimVector{arange_length<T>(start, end, step)};
  });
}

DimVector arange_sizes(const Scalar& start, const Scalar& end, ScalarType dtype) {
  return arange_sizes(start, end, 1, dtype);
}

DimVector arange_sizes(const Scalar& end, ScalarType dtype) { return arange_sizes(0, end, 1, dtype); }

}  // namespace opforge::meta
