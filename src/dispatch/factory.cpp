#include "dispatch/factory.h"

#include "core/allocation.h"
#include "dispatch/stub_support.h"
#include "iteration/kernel_checks.h"
#include "opforge/name_inference.h"

namespace opforge::dispatch {
namespace {

void check_strided(const FactoryOptions& options) {
  OPFORGE_CHECK(options.layout.value_or(Layout::Strided) == Layout::Strided, NotImplementedError,
                "layout {} is not implemented: opforge only creates {} tensors", to_string(*options.layout),
                to_string(Layout::Strided));
}

// pin_memory=True: page-locked memory for a CPU tensor; PyTorch ignores it on other devices' tensors
// it cannot pin only when they are meta.
bool pinned(const FactoryOptions& options, Device device) {
  if (!options.pin_memory.value_or(false) || device.is_meta()) return false;
  OPFORGE_CHECK(device.is_cpu(), RuntimeError, "Only dense CPU tensors can be pinned");
  return true;
}

}  // namespace

ScalarType value_kind_dtype(std::initializer_list<Scalar> values) {
  bool any_int = false, any_float = false, any_complex = false;
  for (const Scalar& v : values) {
    any_int = any_int || v.is_integral(false);
    any_float = any_float || v.is_floating_point();
    any_complex = any_complex || v.is_complex();
  }
  if (any_complex) return get_default_complex_dtype();
  if (any_float) return get_default_dtype();
  return any_int ? kLong : kBool;
}

ScalarType integral_or_default_dtype(std::initializer_list<Scalar> values) {
  for (const Scalar& v : values)
    if (!v.is_integral(true)) return get_default_dtype();
  return kLong;
}

namespace {

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

}  // namespace

ScalarType nested_list_dtype(const NestedList& data) {
  ValueKinds kinds;
  collect_kinds(data, kinds);
  if (kinds.any_complex) return get_default_complex_dtype();
  if (kinds.any_float || !(kinds.any_int || kinds.any_bool)) return get_default_dtype();
  return kinds.any_int ? kLong : kBool;
}

ScalarType factory_dtype(const FactoryOptions& options, const Tensor* out, ScalarType inferred) {
  if (out) {
    OPFORGE_CHECK(!options.dtype || *options.dtype == out->dtype(), RuntimeError,
                  "dtype {} does not match dtype of out parameter ({})", cpp_name(*options.dtype),
                  cpp_name(out->dtype()));
    return out->dtype();
  }
  return options.dtype.value_or(inferred);
}

void check_factory_dtype(ScalarType dtype, uint64_t bits, std::string_view cpu_kernel, std::string_view cuda_kernel,
                         const FactoryOptions& options, const Tensor* out) {
  // A value outside the enum (a hostile dtype= argument) raises "Unrecognized ScalarType: 100".
  check_tensor_dtype(dtype);
  if (dtype_in(dtype, bits)) return;
  const Device device = out ? out->device() : options.device.value_or(get_default_device());
  raise_dtype_not_implemented(device.is_cuda() ? cuda_kernel : cpu_kernel, dtype);
}

Tensor factory_result(IntArrayRef sizes, ScalarType dtype, const FactoryOptions& options,
                      const std::optional<DimnameList>& names, const Tensor* out) {
  if (out) {
    OPFORGE_CHECK(!options.layout || *options.layout == out->layout(), RuntimeError,
                  "layout {} does not match layout of out parameter ({})", *options.layout, out->layout());
    // Only the device type must match, as in PyTorch: a device without an index matches an out=
    // tensor on any device of that type.
    const DeviceType out_type = out->device().type();
    OPFORGE_CHECK(!options.device || options.device->type() == out_type, RuntimeError,
                  "device type {} does not match device type of out parameter ({})",
                  Device(options.device->type()).str(), Device(out_type).str());
    resize_out(*out, sizes);
    if (names) name_inference::propagate_names(*out->impl(), DimnameVector(*names));
    return *out;
  }
  check_strided(options);
  const Device device = options.device.value_or(get_default_device());
  Tensor result = detail::allocate_tensor(
      sizes, dtype, device, options.memory_format.value_or(MemoryFormat::Contiguous), pinned(options, device));
  if (names) name_inference::factory(*result.impl(), DimnameVector(*names));
  return result;
}

Tensor strided_factory_result(IntArrayRef sizes, IntArrayRef strides, ScalarType dtype, const FactoryOptions& options) {
  check_strided(options);
  const Device device = options.device.value_or(get_default_device());
  return detail::allocate_strided_tensor(sizes, strides, dtype, device, pinned(options, device));
}

Tensor like_result(const Tensor& self, const FactoryOptions& options) {
  check_strided(options);
  const ScalarType dtype = options.dtype.value_or(self.dtype());
  const Device device = options.device.value_or(self.device());
  const bool pin = pinned(options, device);
  const MemoryFormat m = options.memory_format.value_or(MemoryFormat::Preserve);
  Tensor result;
  if (m != MemoryFormat::Preserve)
    result = detail::allocate_tensor(self.sizes(), dtype, device, m, pin);
  else if (is_non_overlapping_and_dense(self.sizes(), self.strides()))
    result = detail::allocate_strided_tensor(self.sizes(), self.strides(), dtype, device, pin);
  else
    result = detail::allocate_tensor(self.sizes(), dtype, device, self.suggest_memory_format(), pin);
  if (const DimnameVector* n = self.impl()->names()) result.impl()->set_names(*n);
  return result;
}

}  // namespace opforge::dispatch
