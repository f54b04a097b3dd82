// generated from ops.yaml by codegen; do not edit
// The dispatch stubs of the ops.yaml entries named rand: the meta step (dtype, shape, names,
// in-place/out checks), then the kernel of the tensors' device, then the public entry points.
#include "opforge/ops/rand.h"

#include "dispatch/factory.h"
#include "autograd/op_check.h"
#include "dispatch/stub_support.h"
#include "kernels/rand.h"
#include "opforge/name_inference.h"

namespace opforge {
namespace {

// rand(int[] size, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor
Tensor rand_stub(IntArrayRef size, std::optional<ScalarType> dtype, std::optional<Layout> layout, std::optional<Device> device, std::optional<bool> pin_memory, const Tensor* out) {
  const autograd::VersionBump version_bump(out, 1);
  const dispatch::FactoryOptions options{dtype, layout, device, pin_memory, std::nullopt};
  const ScalarType result_dtype = dispatch::factory_dtype(options, out, get_default_dtype());
  dispatch::check_factory_dtype(result_dtype, dispatch::dtype_bits({ScalarType::Bool, ScalarType::UInt8, ScalarType::Int8, ScalarType::Int16, ScalarType::Int32, ScalarType::Int64, ScalarType::UInt16, ScalarType::UInt32, ScalarType::UInt64, ScalarType::Half, ScalarType::BFloat16, ScalarType::Float, ScalarType::Double, ScalarType::ComplexHalf, ScalarType::ComplexFloat, ScalarType::ComplexDouble, ScalarType::Float8_e4m3fn, ScalarType::Float8_e5m2, ScalarType::Float8_e4m3fnuz, ScalarType::Float8_e5m2fnuz, ScalarType::Float8_e8m0fnu, ScalarType::Float4_e2m1fn_x2}), "rand_cpu", "rand_cuda", options, out);
  Tensor result = dispatch::factory_result(size, result_dtype, options, std::nullopt, out);
  if (!result.is_meta()) composite::rand(result);
  return result;
}

// rand.generator(int[] size, *, Generator? generator, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor
Tensor rand_generator_stub(IntArrayRef size, std::optional<Generator> generator, std::optional<ScalarType> dtype, std::optional<Layout> layout, std::optional<Device> device, std::optional<bool> pin_memory, const Tensor* out) {
  const autograd::VersionBump version_bump(out, 1);
  const dispatch::FactoryOptions options{dtype, layout, device, pin_memory, std::nullopt};
  const ScalarType result_dtype = dispatch::factory_dtype(options, out, get_default_dtype());
  dispatch::check_factory_dtype(result_dtype, dispatch::dtype_bits({ScalarType::Bool, ScalarType::UInt8, ScalarType::Int8, ScalarType::Int16, ScalarType::Int32, ScalarType::Int64, ScalarType::UInt16, ScalarType::UInt32, ScalarType::UInt64, ScalarType::Half, ScalarType::BFloat16, ScalarType::Float, ScalarType::Double, ScalarType::ComplexHalf, ScalarType::ComplexFloat, ScalarType::ComplexDouble, ScalarType::Float8_e4m3fn, ScalarType::Float8_e5m2, ScalarType::Float8_e4m3fnuz, ScalarType::Float8_e5m2fnuz, ScalarType::Float8_e8m0fnu, ScalarType::Float4_e2m1fn_x2}), "rand_cpu", "rand_cuda", options, out);
  Tensor result = dispatch::factory_result(size, result_dtype, options, std::nullopt, out);
  if (!result.is_meta()) composite::rand(result, generator);
  return result;
}

// rand.names(int[] size, *, Dimname[]? names, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor
Tensor rand_names_stub(IntArrayRef size, std::optional<DimnameList> names, std::optional<ScalarType> dtype, std::optional<Layout> layout, std::optional<Device> device, std::optional<bool> pin_memory, const Tensor* out) {
  const autograd::VersionBump version_bump(out, 1);
  const dispatch::FactoryOptions options{dtype, layout, device, pin_memory, std::nullopt};
  const ScalarType result_dtype = dispatch::factory_dtype(options, out, get_default_dtype());
  dispatch::check_factory_dtype(result_dtype, dispatch::dtype_bits({ScalarType::Bool, ScalarType::UInt8, ScalarType::Int8, ScalarType::Int16, ScalarType::Int32, ScalarType::Int64, ScalarType::UInt16, ScalarType::UInt32, ScalarType::UInt64, ScalarType::Half, ScalarType::BFloat16, ScalarType::Float, ScalarType::Double, ScalarType::ComplexHalf, ScalarType::ComplexFloat, ScalarType::ComplexDouble, ScalarType::Float8_e4m3fn, ScalarType::Float8_e5m2, ScalarType::Float8_e4m3fnuz, ScalarType::Float8_e5m2fnuz, ScalarType::Float8_e8m0fnu, ScalarType::Float4_e2m1fn_x2}), "rand_cpu", "rand_cuda", options, out);
  Tensor result = dispatch::factory_result(size, result_dtype, options, names, out);
  if (!result.is_meta()) composite::rand(result);
  return result;
}

}  // namespace

Tensor rand(IntArrayRef size, std::optional<ScalarType> dtype, std::optional<Layout> layout, std::optional<Device> device, std::optional<bool> pin_memory) {
  return rand_stub(size, dtype, layout, device, pin_memory, nullptr);
}

Tensor& rand_out(Tensor& out, IntArrayRef size, std::optional<ScalarType> dtype, std::optional<Layout> layout, std::optional<Device> device, std::optional<bool> pin_memory) {
  rand_stub(size, dtype, layout, device, pin_memory, &out);
  return out;
}

Tensor rand(IntArrayRef size, std::optional<Generator> generator, std::optional<ScalarType> dtype, std::optional<Layout> layout, std::optional<Device> device, std::optional<bool> pin_memory) {
  return rand_generator_stub(size, generator, dtype, layout, device, pin_memory, nullptr);
}

Tensor& rand_out(Tensor& out, IntArrayRef size, std::optional<Generator> generator, std::optional<ScalarType> dtype, std::optional<Layout> layout, std::optional<Device> device, std::optional<bool> pin_memory) {
  rand_generator_stub(size, generator, dtype, layout, device, pin_memory, &out);
  return out;
}

Tensor rand(IntArrayRef size, std::optional<DimnameList> names, std::optional<ScalarType> dtype, std::optional<Layout> layout, std::optional<Device> device, std::optional<bool> pin_memory) {
  return rand_names_stub(size, names, dtype, layout, device, pin_memory, nullptr);
}

}  // namespace opforge
