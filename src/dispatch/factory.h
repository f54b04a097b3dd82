// The stub side of factory kernels (ops.yaml `kernel: {factory: ...}`): PyTorch's tensor options
// (dtype, layout, device, pin_memory, memory_format), their defaults and errors, out='s checks,
// and the new tensor the fill function then fills. Generated stubs call these; kernels never
// decide a factory's dtype, device or names.
#pragma once

#include <cstdint>
#include <initializer_list>
#include <optional>
#include <string_view>

#include "opforge/nested_list.h"
#include "opforge/tensor.h"

namespace opforge::dispatch {

// A factory's options as its signature takes them; absent ones take their defaults.
struct FactoryOptions {
  std::optional<ScalarType> dtype;
  std::optional<Layout> layout;
  std::optional<Device> device;
  std::optional<bool> pin_memory;
  std::optional<MemoryFormat> memory_format;
};

// dtype_from: value_kind, torch.full's dtype of its fill value: bool for a bool, int64 for an
// integer, the default dtype for a float, the default complex dtype for a complex number.
ScalarType value_kind_dtype(std::initializer_list<Scalar> values);
// dtype_from: integral_or_default, torch.arange's: int64 when every value is integral (bools
// included), else the default dtype.
ScalarType integral_or_default_dtype(std::initializer_list<Scalar> values);
// dtype_from: data_kind, torch.tensor's for the numbers of its data: the default complex dtype if
// any is complex, else the default dtype if any is a float (or there are no numbers at all), else
// int64 if any is an integer, else bool.
ScalarType nested_list_dtype(const NestedList& data);

// The result's dtype: out='s, which a dtype argument must equal (RuntimeError "dtype Float does
// not match dtype of out parameter (Double)", the Python argument parser's text); else the dtype
// argument; else `inferred` (the entry's dtype_from rule).
ScalarType factory_dtype(const FactoryOptions& options, const Tensor* out, ScalarType inferred);

// A dtype outside the entry's (`bits`, dispatch::dtype_bits) raises PyTorch's error naming the
// kernel of the result's device (the entry's dtype_errors: `<op>_cpu`, `<op>_cuda` by default):
// RuntimeError "\"arange_cpu\" not implemented for 'Bool'".
void check_factory_dtype(ScalarType dtype, uint64_t bits, std::string_view cpu_kernel, std::string_view cuda_kernel,
                         const FactoryOptions& options, const Tensor* out);

// The new tensor of `sizes` (or out= resized to them, after its layout and device checks) in
// `dtype`, named `names` where given. Layouts other than strided raise NotImplementedError;
// pin_memory places a CPU tensor in page-locked memory.
Tensor factory_result(IntArrayRef sizes, ScalarType dtype, const FactoryOptions& options,
                      const std::optional<DimnameList>& names, const Tensor* out);

// empty_strided's: `sizes` and `strides` exactly.
Tensor strided_factory_result(IntArrayRef sizes, IntArrayRef strides, ScalarType dtype, const FactoryOptions& options);

// A `_like` op's new tensor: self's sizes, dtype and device unless the options say otherwise,
// with memory_format's strides (preserve_format by default: self's strides where they are dense,
// else self's suggested memory format), and self's names, as PyTorch's empty_like.
Tensor like_result(const Tensor& self, const FactoryOptions& options);

}  // namespace opforge::dispatch
