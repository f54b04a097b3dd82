// generated from ops.yaml by codegen; do not edit
// The dispatch stubs of the ops.yaml entries named randperm: the meta step (dtype, shape, names,
// in-place/out checks), then the kernel of the tensors' device, then the public entry points.
#include "opforge/ops/randperm.h"

#include "dispatch/factory.h"
#include "autograd/op_check.h"
#include "dispatch/stub_support.h"
#include "kernels/randperm.h"
#include "opforge/name_inference.h"

namespace opforge {
namespace {

// randperm(int n, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor
Tensor randperm_stub(int64_t n, std::optional<ScalarType> dtype, std::optional<Layout> layout, std::optional<Device> device, std::optional<bool> pin_memory, const Tensor* out) {
  const autograd::VersionBump version_bump(out, 1);
  const dispatch::FactoryOptions options{dtype, layout, device, pin_memory, std::nullopt};
  const ScalarType result_dtype = dispatch::factory_dtype(options, out, kLong);
  dispatch::check_factory_dtype(result_dtype, dispatch::dtype_bits({ScalarType::UInt8, ScalarType::Int8, ScalarType::Int16, ScalarType::Int32, ScalarType::Int64, ScalarType::Half, ScalarType::BFloat16, ScalarType::Float, ScalarType::Double}), "randperm", "randperm", options, out);
  const DimVector sizes = meta::randperm_sizes(n, result_dtype);
  Tensor result = dispatch::factory_result(sizes, result_dtype, options, std::nullopt, out);
  if (!result.is_meta()) composite::randperm(result, n);
  return result;
}

// randperm.generator(int n, *, Generator? generator, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor
Tensor randperm_generator_stub(int64_t n, std::optional<Generator> generator, std::optional<ScalarType> dtype, std::optional<Layout> layout, std::optional<Device> device, std::optional<bool> pin_memory, const Tensor* out) {
  const autograd::VersionBump version_bump(out, 1);
  const dispatch::FactoryOptions options{dtype, layout, device, pin_memory, std::nullopt};
  const ScalarType result_dtype = dispatch::factory_dtype(options, out, kLong);
  dispatch::check_factory_dtype(result_dtype, dispatch::dtype_bits({ScalarType::UInt8, ScalarType::Int8, ScalarType::Int16, ScalarType::Int32, ScalarType::Int64, ScalarType::Half, ScalarType::BFloat16, ScalarType::Float, ScalarType::Double}), "randperm", "randperm", options, out);
  const DimVector sizes = meta::randperm_sizes(n, result_dtype);
  Tensor result = dispatch::factory_result(sizes, result_dtype, options, std::nullopt, out);
  if (!result.is_meta()) composite::randperm(result, n, generator);
  return result;
}

}  // namespace

Tensor randperm(int64_t n, std::optional<ScalarType> dtype, std::optional<Layout> layout, std::optional<Device> device, std::optional<bool> pin_memory) {
  return randperm_stub(n, dtype, layout, device, pin_memory, nullptr);
}

Tensor& randperm_out(Tensor& out, int64_t n, std::optional<ScalarType> dtype, std::optional<Layout> layout, std::optional<Device> device, std::optional<bool> pin_memory) {
  randperm_stub(n, dtype, layout, device, pin_memory, &out);
  return out;
}

Tensor randperm(int64_t n, std::optional<Generator> generator, std::optional<ScalarType> dtype, std::optional<Layout> layout, std::optional<Device> device, std::optional<bool> pin_memory) {
  return randperm_generator_stub(n, generator, dtype, layout, device, pin_memory, nullptr);
}

Tensor& randperm_out(Tensor& out, int64_t n, std::optional<Generator> generator, std::optional<ScalarType> dtype, std::optional<Layout> layout, std::optional<Device> device, std::optional<bool> pin_memory) {
  randperm_generator_stub(n, generator, dtype, layout, device, pin_memory, &out);
  return out;
}

}  // namespace opforge
