// tensor() from nested lists, as torch.tensor (a Python function, not an operator of PyTorch's
// schema): the shape and dtype inferred from the values, torch.tensor's shape errors and
// conversions. The factories of sizes and options are ops.yaml entries (dispatch/factory.h).
#include "opforge/factories.h"

#include <cmath>
#include <cstdint>
#include <cstring>
#include <limits>
#include <type_traits>

#include <fmt/format.h>
#include <fmt/ranges.h>

#include "core/allocation.h"
#include "core/element_cast.h"
#include "opforge/name_inference.h"

namespace opforge {
namespace {

void check_strided_layout(const TensorOptions& options) {
  OPFORGE_CHECK(options.layout_.value_or(Layout::Strided) == Layout::Strided, NotImplementedError,
                "layout {} is not implemented: opforge only creates {} tensors", *options.layout_, Layout::Strided);
}

// ---- tensor() from nested lists -------------------------------------------------------------

void infer_shape(const NestedList& data, DimVector& sizes) {
  const NestedList* node = &data;
  while (!node->is_scalar()) {
    sizes.push_back(static_cast<int64_t>(node->items().size()));
    if (node->items().empty()) break;
    node = &node->items().front();
  }
}

// Which kinds of Python numbers a nested list holds.
struct ValueKinds {
  bool any_bool = false, any_int = false, any_float = false, any_complex = false;
};

void collect_kinds(const NestedList& node, ValueKinds& kinds) {
  if (!node.is_scalar()) {
    for (const NestedList& item : node.items()) collect_kinds(item, kinds);
    return;
  }
  switch (node.scalar().tag()) {
    case Scalar::Tag::Bool: kinds.any_bool = true; break;
    case Scalar::Tag::Int: kinds.any_int = true; break;
    case Scalar::Tag::Float: kinds.any_float = true; break;
    case Scalar::Tag::Complex: kinds.any_complex = true; break;
  }
}

// torch.tensor's dtype for Python numbers: the default complex dtype if any is complex, else the
// default dtype if any is a float (or there are no numbers at all), else int64 if any is an
// integer, else bool.
ScalarType infer_dtype(const NestedList& data) {
  ValueKinds kinds;
  collect_kinds(data, kinds);
  if (kinds.any_complex) return get_default_complex_dtype();
  if (kinds.any_float || !(kinds.any_int || kinds.any_bool)) return get_default_dtype();
  return kinds.any_int ? kLong : kBool;
}

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

Tensor tensor(const NestedList& data, const TensorOptions& options) {
  check_strided_layout(options);
  OPFORGE_CHECK(!options.memory_format_, TypeError, "tensor() got an unexpected keyword argument 'memory_format'");
  DimVector sizes;
  infer_shape(data, sizes);
  const ScalarType dtype = options.dtype_ ? *options.dtype_ : infer_dtype(data);
  const Tensor host = detail::allocate_tensor(sizes, dtype, Device(DeviceType::CPU));
  // Like torch.tensor, an empty result does not look into the lists: [[], [1]] gives a 2x0 tensor.
  if (host.numel() != 0) {
    visit_dtype<DtypeSet::All>(dtype, "tensor", [&]<class T>(TypeTag<T>) {
      if constexpr (std::is_same_v<T, Float4_e2m1fn_x2>) {
        raise_dtype_not_implemented("tensor", dtype);
      } else {
        T* out = static_cast<T*>(host.data_ptr());
        store_nested<T>(data, sizes, 0, dtype, out);
      }
    });
  }
  Tensor result = options.device_ ? host.to(*options.device_) : host.to(get_default_device());
  name_inference::factory(*result.impl(), options.names_);
  return result;
}

Tensor tensor(std::initializer_list<NestedList> data, const TensorOptions& options) {
  return tensor(NestedList(data), options);
}

}  // namespace opforge
