// generated from ops.yaml by codegen; do not edit
// The dispatch stubs of the ops.yaml entries named tensor: the meta step (dtype, shape, names,
// in-place/out checks), then the kernel of the tensors' device, then the public entry points.
#include "opforge/ops/tensor.h"

#include "dispatch/factory.h"
#include "autograd/op_check.h"
#include "dispatch/stub_support.h"
#include "kernels/tensor.h"
#include "opforge/name_inference.h"

namespace opforge {
namespace {

// tensor(NestedList data, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor
Tensor tensor_stub(const NestedList& data, std::optional<ScalarType> dtype, std::optional<Layout> layout, std::optional<Device> device, std::optional<bool> pin_memory, const Tensor* out) {
  const autograd::VersionBump version_bump(out, 1);
  const dispatch::FactoryOptions options{dtype, layout, device, pin_memory, std::nullopt};
  const ScalarType result_dtype = dispatch::factory_dtype(options, out, dispatch::nested_list_dtype(data));
  dispatch::check_factory_dtype(result_dtype, dispatch::dtype_bits({ScalarType::Bool, ScalarType::UInt8, ScalarType::Int8, ScalarType::Int16, ScalarType::Int32, ScalarType::Int64, ScalarType::UInt16, ScalarType::UInt32, ScalarType::UInt64, ScalarType::Half, ScalarType::BFloat16, ScalarType::Float, ScalarType::Double, ScalarType::ComplexHalf, ScalarType::ComplexFloat, ScalarType::ComplexDouble, ScalarType::Float8_e4m3fn, ScalarType::Float8_e5m2, ScalarType::Float8_e4m3fnuz, ScalarType::Float8_e5m2fnuz, ScalarType::Float8_e8m0fnu}), "tensor_cpu", "tensor_cuda", options, out);
  const DimVector sizes = meta::tensor_sizes(data, result_dtype);
  Tensor result = dispatch::factory_result(sizes, result_dtype, options, std::nullopt, out);
  if (!result.is_meta()) composite::tensor(result, data);
  return result;
}

// tensor.names(NestedList data, *, Dimname[]? names, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor
Tensor tensor_names_stub(const NestedList& data, std::optional<DimnameList> names, std::optional<ScalarType> dtype, std::optional<Layout> layout, std::optional<Device> device, std::optional<bool> pin_memory, const Tensor* out) {
  const autograd::VersionBump version_bump(out, 1);
  const dispatch::FactoryOptions options{dtype, layout, device, pin_memory, std::nullopt};
  const ScalarType result_dtype = dispatch::factory_dtype(options, out, dispatch::nested_list_dtype(data));
  dispatch::check_factory_dtype(result_dtype, dispatch::dtype_bits({ScalarType::Bool, ScalarType::UInt8, ScalarType::Int8, ScalarType::Int16, ScalarType::Int32, ScalarType::Int64, ScalarType::UInt16, ScalarType::UInt32, ScalarType::UInt64, ScalarType::Half, ScalarType::BFloat16, ScalarType::Float, ScalarType::Double, ScalarType::ComplexHalf, ScalarType::ComplexFloat, ScalarType::ComplexDouble, ScalarType::Float8_e4m3fn, ScalarType::Float8_e5m2, ScalarType::Float8_e4m3fnuz, ScalarType::Float8_e5m2fnuz, ScalarType::Float8_e8m0fnu}), "tensor_cpu", "tensor_cuda", options, out);
  const DimVector sizes = meta::tensor_sizes(data, result_dtype);
  Tensor result = dispatch::factory_result(sizes, result_dtype, options, names, out);
  if (!result.is_meta()) composite::tensor(result, data);
  return result;
}

}  // namespace

Tensor tensor(const NestedList& data, std::optional<ScalarType> dtype, std::optional<Layout> layout, std::optional<Device> device, std::optional<bool> pin_memory) {
  return tensor_stub(data, dtype, layout, device, pin_memory, nullptr);
}

Tensor tensor(const NestedList& data, std::optional<DimnameList> names, std::optional<ScalarType> dtype, std::optional<Layout> layout, std::optional<Device> device, std::optional<bool> pin_memory) {
  return tensor_names_stub(data, names, dtype, layout, device, pin_memory, nullptr);
}

}  // namespace opforge
