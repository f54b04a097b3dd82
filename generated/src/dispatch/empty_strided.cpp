// generated from ops.yaml by codegen; do not edit
// The dispatch stubs of the ops.yaml entries named empty_strided: the meta step (dtype, shape, names,
// in-place/out checks), then the kernel of the tensors' device, then the public entry points.
#include "opforge/ops/empty_strided.h"

#include "dispatch/factory.h"
#include "autograd/op_check.h"
#include "dispatch/stub_support.h"
#include "kernels/empty_strided.h"
#include "opforge/name_inference.h"

namespace opforge {
namespace {

// empty_strided(int[] size, int[] stride, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor
Tensor empty_strided_stub(IntArrayRef size, IntArrayRef stride, std::optional<ScalarType> dtype, std::optional<Layout> layout, std::optional<Device> device, std::optional<bool> pin_memory, const Tensor* out) {
  const autograd::VersionBump version_bump(out, 1);
  const dispatch::FactoryOptions options{dtype, layout, device, pin_memory, std::nullopt};
  const ScalarType result_dtype = dispatch::factory_dtype(options, out, get_default_dtype());
  dispatch::check_factory_dtype(result_dtype, dispatch::dtype_bits({ScalarType::Bool, ScalarType::UInt8, ScalarType::Int8, ScalarType::Int16, ScalarType::Int32, ScalarType::Int64, ScalarType::UInt16, ScalarType::UInt32, ScalarType::UInt64, ScalarType::Half, ScalarType::BFloat16, ScalarType::Float, ScalarType::Double, ScalarType::ComplexHalf, ScalarType::ComplexFloat, ScalarType::ComplexDouble, ScalarType::Float8_e4m3fn, ScalarType::Float8_e5m2, ScalarType::Float8_e4m3fnuz, ScalarType::Float8_e5m2fnuz, ScalarType::Float8_e8m0fnu, ScalarType::Float4_e2m1fn_x2}), "empty_strided_cpu", "empty_strided_cuda", options, out);
  Tensor result = dispatch::strided_factory_result(size, stride, result_dtype, options);
  return result;
}

}  // namespace

Tensor empty_strided(IntArrayRef size, IntArrayRef stride, std::optional<ScalarType> dtype, std::optional<Layout> layout, std::optional<Device> device, std::optional<bool> pin_memory) {
  return empty_strided_stub(size, stride, dtype, layout, device, pin_memory, nullptr);
}

}  // namespace opforge
