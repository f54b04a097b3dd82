// generated from ops.yaml by codegen; do not edit
// The dispatch stubs of the ops.yaml entries named arange: the meta step (dtype, shape, names,
// in-place/out checks), then the kernel of the tensors' device, then the public entry points.
#include "opforge/ops/arange.h"

#include "dispatch/factory.h"
#include "autograd/op_check.h"
#include "dispatch/stub_support.h"
#include "kernels/arange.h"
#include "opforge/name_inference.h"

namespace opforge {
namespace {

// arange(Scalar end, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor
Tensor arange_stub(const Scalar& end, std::optional<ScalarType> dtype, std::optional<Layout> layout, std::optional<Device> device, std::optional<bool> pin_memory, const Tensor* out) {
  const autograd::VersionBump version_bump(out, 1);
  const dispatch::FactoryOptions options{dtype, layout, device, pin_memory, std::nullopt};
  const ScalarType result_dtype = dispatch::factory_dtype(options, out, dispatch::integral_or_default_dtype({end}));
  dispatch::check_factory_dtype(result_dtype, dispatch::dtype_bits({ScalarType::UInt8, ScalarType::Int8, ScalarType::Int16, ScalarType::Int32, ScalarType::Int64, ScalarType::Half, ScalarType::BFloat16, ScalarType::Float, ScalarType::Double}), "arange_cpu", "arange_cuda", options, out);
  const DimVector sizes = meta::arange_sizes(end, result_dtype);
  Tensor result = dispatch::factory_result(sizes, result_dtype, options, std::nullopt, out);
  if (!result.is_meta()) composite::arange(result, end);
  return result;
}

// arange.start(Scalar start, Scalar end, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor
Tensor arange_start_stub(const Scalar& start, const Scalar& end, std::optional<ScalarType> dtype, std::optional<Layout> layout, std::optional<Device> device, std::optional<bool> pin_memory, const Tensor* out) {
  const autograd::VersionBump version_bump(out, 1);
  const dispatch::FactoryOptions options{dtype, layout, device, pin_memory, std::nullopt};
  const ScalarType result_dtype = dispatch::factory_dtype(options, out, dispatch::integral_or_default_dtype({start, end}));
  dispatch::check_factory_dtype(result_dtype, dispatch::dtype_bits({ScalarType::UInt8, ScalarType::Int8, ScalarType::Int16, ScalarType::Int32, ScalarType::Int64, ScalarType::Half, ScalarType::BFloat16, ScalarType::Float, ScalarType::Double}), "arange_cpu", "arange_cuda", options, out);
  const DimVector sizes = meta::arange_sizes(start, end, result_dtype);
  Tensor result = dispatch::factory_result(sizes, result_dtype, options, std::nullopt, out);
  if (!result.is_meta()) composite::arange(result, start, end);
  return result;
}

// arange.start_step(Scalar start, Scalar end, Scalar step=1, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor
Tensor arange_start_step_stub(const Scalar& start, const Scalar& end, const Scalar& step, std::optional<ScalarType> dtype, std::optional<Layout> layout, std::optional<Device> device, std::optional<bool> pin_memory, const Tensor* out) {
  const autograd::VersionBump version_bump(out, 1);
  const dispatch::FactoryOptions options{dtype, layout, device, pin_memory, std::nullopt};
  const ScalarType result_dtype = dispatch::factory_dtype(options, out, dispatch::integral_or_default_dtype({start, end, step}));
  dispatch::check_factory_dtype(result_dtype, dispatch::dtype_bits({ScalarType::UInt8, ScalarType::Int8, ScalarType::Int16, ScalarType::Int32, ScalarType::Int64, ScalarType::Half, ScalarType::BFloat16, ScalarType::Float, ScalarType::Double}), "arange_cpu", "arange_cuda", options, out);
  const DimVector sizes = meta::arange_sizes(start, end, step, result_dtype);
  Tensor result = dispatch::factory_result(sizes, result_dtype, options, std::nullopt, out);
  if (!result.is_meta()) composite::arange(result, start, end, step);
  return result;
}

}  // namespace

Tensor arange(const Scalar& end, std::optional<ScalarType> dtype, std::optional<Layout> layout, std::optional<Device> device, std::optional<bool> pin_memory) {
  return arange_stub(end, dtype, layout, device, pin_memory, nullptr);
}

Tensor& arange_out(Tensor& out, const Scalar& end, std::optional<ScalarType> dtype, std::optional<Layout> layout, std::optional<Device> device, std::optional<bool> pin_memory) {
  arange_stub(end, dtype, layout, device, pin_memory, &out);
  return out;
}

Tensor arange(const Scalar& start, const Scalar& end, std::optional<ScalarType> dtype, std::optional<Layout> layout, std::optional<Device> device, std::optional<bool> pin_memory) {
  return arange_start_stub(start, end, dtype, layout, device, pin_memory, nullptr);
}

Tensor arange(const Scalar& start, const Scalar& end, const Scalar& step, std::optional<ScalarType> dtype, std::optional<Layout> layout, std::optional<Device> device, std::optional<bool> pin_memory) {
  return arange_start_step_stub(start, end, step, dtype, layout, device, pin_memory, nullptr);
}

Tensor& arange_out(Tensor& out, const Scalar& start, const Scalar& end, const Scalar& step, std::optional<ScalarType> dtype, std::optional<Layout> layout, std::optional<Device> device, std::optional<bool> pin_memory) {
  arange_start_step_stub(start, end, step, dtype, layout, device, pin_memory, &out);
  return out;
}

}  // namespace opforge
