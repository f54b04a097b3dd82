// fill and fill_: every element of a tensor becomes one value. The value is converted to self's
// dtype as PyTorch's Scalar::to does (checked_scalar_cast: a value that does not fit raises "value
// cannot be converted to type ... without overflow"), then its bytes are written everywhere by the
// runtime's fill_element on self's device. Shell dtypes take part as the spec allows creation and
// fill: the float8 types convert through float32, uint16/32/64 from the integer value;
// float4_e2m1fn_x2 has no conversion, so only a zero value (all-zero bytes) fills it. The
// functional fill fills a new tensor like self (empty_like: dense strides of self kept).
#include <array>
#include <complex>
#include <cstring>
#include <type_traits>

#include "core/device_fill.h"
#include "core/element_cast.h"
#include "kernels/fill.h"
#include "opforge/dtype_dispatch.h"
#include "opforge/factories.h"
#include "opforge/tensor.h"

namespace opforge::composite {
namespace {

bool is_zero(const Scalar& v) {
  switch (v.tag()) {
    case Scalar::Tag::Bool:
    case Scalar::Tag::Int: return v.to_long() == 0;
    case Scalar::Tag::Float: return v.to_double() == 0;
    case Scalar::Tag::Complex: return v.to_complex() == std::complex<double>(0, 0);
  }
  return false;
}

}  // namespace

Tensor fill(const Tensor& self, const Scalar& value, const Tensor* out) {
  const Tensor result = out ? *out : empty_like(self);
  const std::string_view kernel = result.is_cuda() ? "fill_cuda" : "fill_cpu";
  std::array<unsigned char, 16> element{};
  visit_dtype<DtypeSet::All>(result.dtype(), kernel, [&]<class T>(TypeTag<T>) {
    if constexpr (std::is_same_v<T, Float4_e2m1fn_x2>) {
      if (!is_zero(value)) raise_dtype_not_implemented(kernel, result.dtype());
    } else {
      const T v = checked_scalar_cast<T>(value);
      std::memcpy(element.data(), &v, sizeof(T));
    }
  });
  fill_element(result, element.data());
  return result;
}

}  // namespace opforge::composite
