// torch.tensor's fill: each number of data stored into the new tensor as torch.tensor's
// recursive_store stores it (integers range-checked naming the dtype, a complex number only into
// bool and complex dtypes), every list's length checked against the sizes (ValueError for a
// ragged list). The numbers are written on the host, then copied to the result's device.
#include <type_traits>

#include "core/allocation.h"
#include "core/element_cast.h"
#include "kernels/tensor.h"
#include "opforge/dtype_dispatch.h"
#include "opforge/tensor.h"

namespace opforge::composite {
namespace {

// A Python number stored into a tensor element of dtype T, as torch.tensor's store_scalar does:
// integers are range-checked (naming the dtype), floating types convert without a check, and a
// complex number only goes into bool and complex dtypes.
template <class T>
T stored_value(const Scalar& v, ScalarType dtype) {
  using namespace element_detail;
  if constexpr (std::is_same_v<T, bool>) {
    return cast_element<bool>(v.to_complex());
  } else if constexpr (is_integer<T>) {
    OPFORGE_CHECK(!v.is_complex(), TypeError, "'complex' object cannot be interpreted as an integer");
    return checked_scalar_cast<T>(v, to_string(dtype));
  } else if constexpr (is_complex_element<T>) {
    return cast_element<T>(v.to_complex());
  } else {
    OPFORGE_CHECK(!v.is_complex(), TypeError, "must be real number, not complex");
    return v.is_floating_point() ? cast_element<T>(v.to_double()) : cast_element<T>(v.to_long());
  }
}

template <class T>
void store_nested(const NestedList& node, IntArrayRef sizes, size_t dim, ScalarType dtype, T*& out) {
  if (dim == sizes.size()) {
    if (!node.is_scalar()) {
      if constexpr (std::is_integral_v<T>)
        raise<TypeError>("'list' object cannot be interpreted as an integer");
      else
        raise<TypeError>("must be real number, not list");
    }
    *out++ = stored_value<T>(node.scalar(), dtype);
    return;
  }
  OPFORGE_CHECK(!node.is_scalar(), TypeError, "not a sequence");
  const auto length = static_cast<int64_t>(node.items().size());
  OPFORGE_CHECK(length == sizes[dim], ValueError, "expected sequence of length {} at dim {} (got {})", sizes[dim], dim,
                length);
  for (const NestedList& item : node.items()) store_nested(item, sizes, dim + 1, dtype, out);
}

}  // namespace

void tensor(const Tensor& result, const NestedList& data) {
  // An empty result does not look into the lists, as torch.tensor: [[], [1]] gives a 2x0 tensor.
  if (result.numel() == 0) return;
  const ScalarType dtype = result.dtype();
  const Tensor host =
      result.is_cpu() ? result : detail::allocate_tensor(result.sizes(), dtype, Device(DeviceType::CPU));
  visit_dtype<DtypeSet::All>(dtype, "tensor", [&]<class T>(TypeTag<T>) {
    if constexpr (std::is_same_v<T, Float4_e2m1fn_x2>) {
      raise_dtype_not_implemented("tensor", dtype);  // (the stub refuses it first: not in tensor's dtypes)
    } else {
      T* out = static_cast<T*>(host.data_ptr());
      store_nested<T>(data, result.sizes(), 0, dtype, out);
    }
  });
  if (!result.is_cpu()) result.copy_(host);
}

}  // namespace opforge::composite
