// generated from ops.yaml by codegen; do not edit
// The dispatch stubs of the ops.yaml entries named linspace: the meta step (dtype, shape, names,
// in-place/out checks), then the kernel of the tensors' device, then the public entry points.
#include "opforge/ops/linspace.h"

#include "dispatch/factory.h"
#include "autograd/op_check.h"
#include "dispatch/stub_support.h"
#include "kernels/linspace.h"
#include "opforge/name_inference.h"

namespace opforge {
namespace {

// linspace(Scalar start, Scalar end, int steps, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor
Tensor linspace_stub(const Scalar& start, const Scalar& end, int64_t steps, std::optional<ScalarType> dtype, std::optional<Layout> layout, std::optional<Device> device, std::optional<bool> pin_memory, const Tensor* out) {
  const autograd::VersionBump version_bump(out, 1);
  const dispatch::FactoryOptions options{dtype, layout, device, pin_memory, std::nullopt};
  const ScalarType result_dtype = dispatch::factory_dtype(options, out, get_default_dtype());
  dispatch::check_factory_dtype(result_dtype, dispatch::dtype_bits({ScalarType::UInt8, ScalarType::Int8, ScalarType::Int16, ScalarType::Int32, ScalarType::Int64, ScalarType::Half, ScalarType::BFloat16, ScalarType::Float, ScalarType::Double, ScalarType::ComplexFloat, ScalarType::ComplexDouble}), "linspace_cpu", "linspace_cuda", options, out);
  const DimVector sizes = meta::linspace_sizes(start, end, steps, result_dtype);
  Tensor result = dispatch::factory_result(sizes, result_dtype, options, std::nullopt, out);
  if (!result.is_meta()) composite::linspace(result, start, end, steps);
  return result;
}

}  // namespace

Tensor linspace(const Scalar& start, const Scalar& end, int64_t steps, std::optional<ScalarType> dtype, std::optional<Layout> layout, std::optional<Device> device, std::optional<bool> pin_memory) {
  return linspace_stub(start, end, steps, dtype, layout, device, pin_memory, nullptr);
}

Tensor& linspace_out(Tensor& out, const Scalar& start, const Scalar& end, int64_t steps, std::optional<ScalarType> dtype, std::optional<Layout> layout, std::optional<Device> device, std::optional<bool> pin_memory) {
  linspace_stub(start, end, steps, dtype, layout, device, pin_memory, &out);
  return out;
}

}  // namespace opforge
