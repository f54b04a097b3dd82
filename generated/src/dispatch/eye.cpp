// generated from ops.yaml by codegen; do not edit
// The dispatch stubs of the ops.yaml entries named eye: the meta step (dtype, shape, names,
// in-place/out checks), then the kernel of the tensors' device, then the public entry points.
#include "opforge/ops/eye.h"

#include "dispatch/factory.h"
#include "autograd/op_check.h"
#include "dispatch/stub_support.h"
#include "kernels/eye.h"
#include "opforge/name_inference.h"

namespace opforge {
namespace {

// eye(int n, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor
Tensor eye_stub(int64_t n, std::optional<ScalarType> dtype, std::optional<Layout> layout, std::optional<Device> device, std::optional<bool> pin_memory, const Tensor* out) {
  const autograd::VersionBump version_bump(out, 1);
  const dispatch::FactoryOptions options{dtype, layout, device, pin_memory, std::nullopt};
  const ScalarType result_dtype = dispatch::factory_dtype(options, out, get_default_dtype());
  dispatch::check_factory_dtype(result_dtype, dispatch::dtype_bits({ScalarType::Bool, ScalarType::UInt8, ScalarType::Int8, ScalarType::Int16, ScalarType::Int32, ScalarType::Int64, ScalarType::Half, ScalarType::BFloat16, ScalarType::Float, ScalarType::Double, ScalarType::ComplexFloat, ScalarType::ComplexDouble}), "eye_cpu", "eye_cuda", options, out);
  const DimVector sizes = meta::eye_sizes(n, result_dtype);
  Tensor result = dispatch::factory_result(sizes, result_dtype, options, std::nullopt, out);
  if (!result.is_meta()) composite::eye(result, n);
  return result;
}

// eye.m(int n, int m, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor
Tensor eye_m_stub(int64_t n, int64_t m, std::optional<ScalarType> dtype, std::optional<Layout> layout, std::optional<Device> device, std::optional<bool> pin_memory, const Tensor* out) {
  const autograd::VersionBump version_bump(out, 1);
  const dispatch::FactoryOptions options{dtype, layout, device, pin_memory, std::nullopt};
  const ScalarType result_dtype = dispatch::factory_dtype(options, out, get_default_dtype());
  dispatch::check_factory_dtype(result_dtype, dispatch::dtype_bits({ScalarType::Bool, ScalarType::UInt8, ScalarType::Int8, ScalarType::Int16, ScalarType::Int32, ScalarType::Int64, ScalarType::Half, ScalarType::BFloat16, ScalarType::Float, ScalarType::Double, ScalarType::ComplexFloat, ScalarType::ComplexDouble}), "eye_cpu", "eye_cuda", options, out);
  const DimVector sizes = meta::eye_sizes(n, m, result_dtype);
  Tensor result = dispatch::factory_result(sizes, result_dtype, options, std::nullopt, out);
  if (!result.is_meta()) composite::eye(result, n, m);
  return result;
}

}  // namespace

Tensor eye(int64_t n, std::optional<ScalarType> dtype, std::optional<Layout> layout, std::optional<Device> device, std::optional<bool> pin_memory) {
  return eye_stub(n, dtype, layout, device, pin_memory, nullptr);
}

Tensor& eye_out(Tensor& out, int64_t n, std::optional<ScalarType> dtype, std::optional<Layout> layout, std::optional<Device> device, std::optional<bool> pin_memory) {
  eye_stub(n, dtype, layout, device, pin_memory, &out);
  return out;
}

Tensor eye(int64_t n, int64_t m, std::optional<ScalarType> dtype, std::optional<Layout> layout, std::optional<Device> device, std::optional<bool> pin_memory) {
  return eye_m_stub(n, m, dtype, layout, device, pin_memory, nullptr);
}

Tensor& eye_out(Tensor& out, int64_t n, int64_t m, std::optional<ScalarType> dtype, std::optional<Layout> layout, std::optional<Device> device, std::optional<bool> pin_memory) {
  eye_m_stub(n, m, dtype, layout, device, pin_memory, &out);
  return out;
}

}  // namespace opforge
