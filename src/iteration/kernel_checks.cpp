#include "iteration/kernel_checks.h"

#include <fmt/format.h>

#include "core/device_fill.h"
#include "opforge/broadcast.h"
#include "opforge/factories.h"

namespace opforge {

std::string_view type_meta_name(ScalarType t) {
  // GCC's spelling of the C++ types, which c10 reads from __PRETTY_FUNCTION__.
  switch (t) {
    case ScalarType::Bool: return "bool";
    case ScalarType::UInt8: return "unsigned char";
    case ScalarType::Int8: return "signed char";
    case ScalarType::Int16: return "short int";
    case ScalarType::Int32: return "int";
    case ScalarType::Int64: return "long int";
    case ScalarType::UInt16: return "short unsigned int";
    case ScalarType::UInt32: return "unsigned int";
    case ScalarType::UInt64: return "long unsigned int";
    case ScalarType::Half: return "c10::Half";
    case ScalarType::BFloat16: return "c10::BFloat16";
    case ScalarType::Float: return "float";
    case ScalarType::Double: return "double";
    case ScalarType::ComplexHalf: return "c10::complex<c10::Half>";
    case ScalarType::ComplexFloat: return "c10::complex<float>";
    case ScalarType::ComplexDouble: return "c10::complex<double>";
    case ScalarType::Float8_e4m3fn: return "c10::Float8_e4m3fn";
    case ScalarType::Float8_e5m2: return "c10::Float8_e5m2";
    case ScalarType::Float8_e4m3fnuz: return "c10::Float8_e4m3fnuz";
    case ScalarType::Float8_e5m2fnuz: return "c10::Float8_e5m2fnuz";
    case ScalarType::Float8_e8m0fnu: return "c10::Float8_e8m0fnu";
    case ScalarType::Float4_e2m1fn_x2: return "c10::Float4_e2m1fn_x2";
    case ScalarType::Undefined: break;
  }
  return "nullptr (uninitialized)";
}

std::string legacy_type_name(ScalarType t, DeviceType device) {
  const bool cuda = device == DeviceType::CUDA;
  switch (t) {
    case ScalarType::UInt8:
    case ScalarType::Int8:
    case ScalarType::Int16:
    case ScalarType::Int32:
    case ScalarType::Int64:
    case ScalarType::Half:
    case ScalarType::Float:
    case ScalarType::Double: return fmt::format("opforge.{}{}Tensor", cuda ? "cuda." : "", cpp_name(t));
    default: return fmt::format("{}{}Type", cuda ? "CUDA" : "CPU", cpp_name(t));
  }
}

void check_out_dtype(const Tensor& out, ScalarType expected) {
  OPFORGE_CHECK(out.dtype() == expected, RuntimeError, "Expected out tensor to have dtype {}, but got {} instead",
                type_meta_name(expected), type_meta_name(out.dtype()));
}

void resize_out(const TensorBase& out, IntArrayRef shape) {
  if (check_out_shape(out.sizes(), shape) == OutResize::kKeep) return;
  const void* old_data = out.impl()->storage()->data();
  out.impl()->resize(shape);
  // New memory of a bool tensor starts as False, as empty()'s does (opforge/factories.h): an op
  // that raises after the resize must not leave bytes there that are not bool values.
  if (out.dtype() == kBool && out.impl()->storage()->data() != old_data) fill_zero_storage(out.impl()->storage());
}

Tensor make_output(IntArrayRef shape, ScalarType dtype, Device device, const Tensor* out) {
  if (!out) return empty(shape, TensorOptions().dtype(dtype).device(device));
  check_same_device(device, out->device());
  resize_out(*out, shape);
  return *out;
}

void check_same_device(Device a, Device b) {
  OPFORGE_CHECK(a == b, RuntimeError,
                "Expected all tensors to be on the same device, but found at least two devices, {} and {}!", a.str(),
                b.str());
}

}  // namespace opforge
