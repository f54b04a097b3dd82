// The factory functions of opforge/factories.h except the random ones (random.cpp): empty tensors
// from sizes or strides, filled ones (zeros, ones, full), arange, the `_like` family and tensor()
// from nested lists. Checks and messages are PyTorch's: negative sizes, storage sizes that
// overflow, names that do not fit, arange's range checks and torch.tensor's shape errors.
#include "opforge/factories.h"

#include <cmath>
#include <cstdint>
#include <cstring>
#include <limits>
#include <type_traits>

#include <fmt/format.h>
#include <fmt/ranges.h>

#include "core/device_fill.h"
#include "core/element_cast.h"
#include "opforge/name_inference.h"

namespace opforge {
namespace {

void check_strided_layout(const TensorOptions& options) {
  OPFORGE_CHECK(options.layout_.value_or(Layout::Strided) == Layout::Strided, NotImplementedError,
                "layout {} is not implemented: opforge only creates {} tensors", *options.layout_, Layout::Strided);
}

void check_size_nonnegative(IntArrayRef sizes) {
  for (int64_t s : sizes)
    OPFORGE_CHECK(s >= 0, RuntimeError, "Trying to create tensor with negative dimension {}: [{}]", s,
                  fmt::join(sizes, ", "));
}

// Bytes of a dense tensor: numel * itemsize, which must fit in int64.
size_t contiguous_nbytes(IntArrayRef sizes, ScalarType dtype) {
  int64_t n = static_cast<int64_t>(itemsize(dtype));
  bool overflow = false;
  for (int64_t s : sizes) {
    if (s == 0) return 0;
    overflow = overflow || __builtin_mul_overflow(n, s, &n);
  }
  OPFORGE_CHECK(!overflow, RuntimeError, "Storage size calculation overflowed with sizes=[{}]", fmt::join(sizes, ", "));
  return static_cast<size_t>(n);
}

// Bytes a strided geometry reaches: itemsize * (1 + sum of (size - 1) * stride). PyTorch computes
// this in unsigned arithmetic, so a negative stride reports as an overflow.
size_t strided_nbytes(IntArrayRef sizes, IntArrayRef strides, ScalarType dtype) {
  for (int64_t s : sizes)
    if (s == 0) return 0;
  int64_t last = 0;
  bool overflow = false;
  for (size_t d = 0; d < sizes.size(); ++d) {
    int64_t span = 0;
    overflow = overflow || strides[d] < 0 || __builtin_mul_overflow(strides[d], sizes[d] - 1, &span) ||
               __builtin_add_overflow(last, span, &last);
  }
  int64_t n = 0;
  overflow = overflow || __builtin_add_overflow(last, 1, &n) ||
             __builtin_mul_overflow(n, static_cast<int64_t>(itemsize(dtype)), &n);
  OPFORGE_CHECK(!overflow, RuntimeError, "Storage size calculation overflowed with sizes=[{}] and strides=[{}]",
                fmt::join(sizes, ", "), fmt::join(strides, ", "));
  return static_cast<size_t>(n);
}

Tensor allocate(IntArrayRef sizes, IntArrayRef strides, size_t nbytes, ScalarType dtype, Device device,
                const TensorOptions& options) {
  auto storage = Storage::make(nbytes, device);
  if (dtype == kBool) fill_zero_storage(storage);  // only 0 and 1 are bool values (opforge/factories.h)
  Tensor t(intrusive_ptr<TensorImpl>::make(std::move(storage), dtype, sizes, strides, 0));
  name_inference::factory(*t.impl(), options.names_);
  return t;
}

ScalarType dtype_of_value(const Scalar& v) {
  switch (v.tag()) {
    case Scalar::Tag::Bool: return kBool;
    case Scalar::Tag::Int: return kLong;
    case Scalar::Tag::Float: return get_default_dtype();
    case Scalar::Tag::Complex: return get_default_complex_dtype();
  }
  return kLong;
}

// ---- arange ---------------------------------------------------------------------------------

// The type arange accumulates in on the CPU (PyTorch's acc_type<T, false>): int64 for integers,
// float for half and bfloat16, double otherwise.
template <class T>
using ArangeAcc = std::conditional_t<std::is_integral_v<T>, int64_t, std::conditional_t<sizeof(T) == 2, float, double>>;

template <class T>
Tensor arange_typed(const Scalar& start, const Scalar& end, const Scalar& step, const TensorOptions& options) {
  using Acc = ArangeAcc<T>;
  const Acc xstart = checked_scalar_cast<Acc>(start);
  const Acc xend = checked_scalar_cast<Acc>(end);
  const Acc xstep = checked_scalar_cast<Acc>(step);
  double size_d;
  if constexpr (std::is_same_v<T, int64_t>) {
    // int64 is more precise than double: the difference is taken in int64 (wrapping, as PyTorch's
    // does in practice).
    const auto diff = static_cast<int64_t>(static_cast<uint64_t>(xend) - static_cast<uint64_t>(xstart));
    size_d = std::ceil(static_cast<double>(diff) / static_cast<double>(xstep));
  } else {
    size_d = std::ceil((checked_scalar_cast<double>(end) - checked_scalar_cast<double>(start)) /
                       checked_scalar_cast<double>(step));
  }
  OPFORGE_CHECK(xstep > 0 || xstep < 0, RuntimeError, "step must be nonzero");
  OPFORGE_CHECK(std::isfinite(static_cast<double>(xstart)) && std::isfinite(static_cast<double>(xend)), RuntimeError,
                "unsupported range: {} -> {}", xstart, xend);
  OPFORGE_CHECK((xstep > 0 && xend >= xstart) || (xstep < 0 && xend <= xstart), RuntimeError,
                "upper bound and larger bound inconsistent with step sign");
  OPFORGE_CHECK(size_d >= 0 && size_d <= static_cast<double>(std::numeric_limits<int64_t>::max()), RuntimeError,
                "invalid size, possible overflow?");
  const auto size = static_cast<int64_t>(size_d);

  const Tensor result = empty({size}, options);
  if (result.is_meta()) return result;  // no elements to write
  const Tensor host =
      result.is_cpu() ? result : empty({size}, TensorOptions(result.dtype()).device(Device(DeviceType::CPU)));
  T* out = host.data_ptr<T>();
  for (int64_t i = 0; i < size; ++i) {
    if constexpr (std::is_integral_v<Acc>)  // wraps like the hardware rather than overflowing
      out[i] = cast_element<T>(static_cast<int64_t>(static_cast<uint64_t>(xstart) +
                                                    static_cast<uint64_t>(xstep) * static_cast<uint64_t>(i)));
    else
      out[i] = cast_element<T>(xstart + xstep * static_cast<Acc>(i));
  }
  if (!host.is_same(result)) result.copy_(host);
  return result;
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

Tensor empty(IntArrayRef sizes, const TensorOptions& options) {
  check_strided_layout(options);
  check_size_nonnegative(sizes);
  const ScalarType dtype = options.dtype_.value_or(get_default_dtype());
  const size_t nbytes = contiguous_nbytes(sizes, dtype);
  const DimVector strides = strides_for_memory_format(sizes, options.memory_format_.value_or(MemoryFormat::Contiguous));
  return allocate(sizes, strides, nbytes, dtype, options.device_.value_or(get_default_device()), options);
}

Tensor empty_strided(IntArrayRef sizes, IntArrayRef strides, const TensorOptions& options) {
  check_strided_layout(options);
  OPFORGE_CHECK(!options.memory_format_, TypeError,
                "empty_strided() got an unexpected keyword argument 'memory_format'");
  OPFORGE_CHECK(sizes.size() == strides.size(), RuntimeError,
                "dimensionality of sizes ({}) must match dimensionality of strides ({})", sizes.size(), strides.size());
  check_size_nonnegative(sizes);
  const ScalarType dtype = options.dtype_.value_or(get_default_dtype());
  return allocate(sizes, strides, strided_nbytes(sizes, strides, dtype), dtype,
                  options.device_.value_or(get_default_device()), options);
}

Tensor ones(IntArrayRef sizes, const TensorOptions& options) {
  TensorOptions resolved = options;
  if (!resolved.dtype_) resolved.dtype_ = get_default_dtype();
  return full(sizes, 1, resolved);
}

Tensor full(IntArrayRef sizes, const Scalar& fill_value, const TensorOptions& options) {
  TensorOptions resolved = options;
  if (!resolved.dtype_) resolved.dtype_ = dtype_of_value(fill_value);
  Tensor t = empty(sizes, resolved);
  t.fill_(fill_value);
  return t;
}

Tensor arange(const Scalar& end, const TensorOptions& options) { return arange(0, end, 1, options); }

Tensor arange(const Scalar& start, const Scalar& end, const Scalar& step, const TensorOptions& options) {
  check_strided_layout(options);
  TensorOptions resolved = options;
  if (!resolved.dtype_) {
    const bool integral = start.is_integral(true) && end.is_integral(true) && step.is_integral(true);
    resolved.dtype_ = integral ? kLong : get_default_dtype();
  }
  return visit_dtype(*resolved.dtype_, "arange_cpu", [&]<class T>(TypeTag<T>) -> Tensor {
    if constexpr (std::is_same_v<T, bool> || element_detail::is_complex_element<T>)
      raise_dtype_not_implemented("arange_cpu", *resolved.dtype_);
    else
      return arange_typed<T>(start, end, step, resolved);
  });
}

Tensor empty_like(const Tensor& t, const TensorOptions& options) {
  check_strided_layout(options);
  TensorOptions resolved = options;
  if (!resolved.dtype_) resolved.dtype_ = t.dtype();
  if (!resolved.device_) resolved.device_ = t.device();
  const MemoryFormat m = options.memory_format_.value_or(MemoryFormat::Preserve);
  Tensor result;
  if (m != MemoryFormat::Preserve) {
    result = empty(t.sizes(), resolved);
  } else if (is_non_overlapping_and_dense(t.sizes(), t.strides())) {
    resolved.memory_format_.reset();
    result = empty_strided(t.sizes(), t.strides(), resolved);
  } else {
    result = empty(t.sizes(), resolved.memory_format(t.suggest_memory_format()));
  }
  if (!options.names_ && t.has_names()) result.impl()->set_names(*t.impl()->names());
  return result;
}

Tensor zeros_like(const Tensor& t, const TensorOptions& options) {
  Tensor result = empty_like(t, options);
  fill_zero_bytes(result);
  return result;
}

Tensor ones_like(const Tensor& t, const TensorOptions& options) { return full_like(t, 1, options); }

Tensor full_like(const Tensor& t, const Scalar& fill_value, const TensorOptions& options) {
  Tensor result = empty_like(t, options);
  result.fill_(fill_value);
  return result;
}

Tensor tensor(const NestedList& data, const TensorOptions& options) {
  check_strided_layout(options);
  OPFORGE_CHECK(!options.memory_format_, TypeError, "tensor() got an unexpected keyword argument 'memory_format'");
  DimVector sizes;
  infer_shape(data, sizes);
  const ScalarType dtype = options.dtype_ ? *options.dtype_ : infer_dtype(data);
  const Tensor host = empty(sizes, TensorOptions(dtype).device(Device(DeviceType::CPU)));
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
