// What the generated dispatch stubs (generated/src/dispatch/<op>.cpp) share: the errors of the
// device switch, and the name-rule operands the stubs pass to name_inference.h. Everything on the
// unnamed path is an inline pointer test; errors are out of line.
#pragma once

#include <initializer_list>
#include <optional>
#include <span>
#include <string_view>

#include "iteration/elementwise.h"
#include "opforge/device.h"
#include "opforge/dimname.h"
#include "opforge/layout.h"
#include "opforge/name_inference.h"
#include "opforge/tensor.h"

namespace opforge::dispatch {

// NotImplementedError "Could not run 'add' with arguments from the 'meta' backend. 'add' is only
// available for these backends: [cpu, cuda]." for a device the op's ops.yaml entry does not list.
[[noreturn]] void raise_device_not_supported(std::string_view op, Device device, std::string_view supported);
// RuntimeError for a CUDA tensor when the CUDA kernels were not compiled (no nvcc at configure
// time, or a sanitizer build).
[[noreturn]] void raise_built_without_cuda_kernels(std::string_view op);

// The device check of a custom-kernel op, on its first tensor argument.
inline void check_device(std::string_view op, Device device, bool cpu, bool cuda, std::string_view supported) {
  if ((device.is_cpu() && cpu) || (device.is_cuda() && cuda)) return;
  raise_device_not_supported(op, device, supported);
}

// A pointwise input as name inference sees it: a wrapped scalar is an unnamed zero-dim operand,
// which unifies with anything.
inline name_inference::Operand name_operand(const elementwise::Input& in) {
  if (in.tensor) return name_inference::Operand(*in.tensor);
  return name_inference::Operand(nullptr, 0);
}
inline name_inference::Operand name_operand(const std::optional<Tensor>& t) {
  if (t) return name_inference::Operand(*t);
  return name_inference::Operand(nullptr, 0);
}
inline name_inference::Operand name_operand(const std::optional<Scalar>&) { return name_inference::Operand(nullptr, 0); }

// Names rule `none` (the op rejects named tensors): RuntimeError "aten::where is not yet supported
// with named tensors. Please drop names via `tensor = tensor.rename(None)`, call the op with an
// unnamed tensor, and set names on the result of the operation."
void reject_named_tensors_slow(std::string_view op, std::initializer_list<name_inference::Operand> operands);
inline void reject_named_tensors(std::string_view op, std::initializer_list<name_inference::Operand> operands) {
  for (const name_inference::Operand& o : operands)
    if (o.names) reject_named_tensors_slow(op, operands);
}

// unifies_names_from_inputs over a tensor list (cat).
name_inference::MaybeNames unify_names_slow(std::span<const Tensor> tensors);
inline name_inference::MaybeNames unify_names(std::span<const Tensor> tensors) {
  for (const Tensor& t : tensors)
    if (t.has_names()) return unify_names_slow(tensors);
  return std::nullopt;
}

// removes_dimensions for a reduction over every dim, over `dims` (None or empty: every dim, as
// PyTorch's sum(dim=[]) reduces all), and over dims given by name.
name_inference::MaybeNames removes_all_dimensions_slow(const Tensor& self);
inline name_inference::MaybeNames removes_all_dimensions(const Tensor& self) {
  if (!self.has_names()) return std::nullopt;
  return removes_all_dimensions_slow(self);
}
inline name_inference::MaybeNames removes_dimensions(const Tensor& self, std::optional<IntArrayRef> dims,
                                                     bool keepdim) {
  if (!self.has_names()) return std::nullopt;
  if (!dims || dims->empty()) return keepdim ? name_inference::keeps_input_names(self) : removes_all_dimensions_slow(self);
  return name_inference::removes_dimensions_slow(self, *dims, keepdim);
}
name_inference::MaybeNames removes_named_dimensions_slow(const Tensor& self, DimnameList dims, bool keepdim);
inline name_inference::MaybeNames removes_named_dimensions(const Tensor& self, DimnameList dims, bool keepdim) {
  if (!self.has_names()) return std::nullopt;
  return removes_named_dimensions_slow(self, dims, keepdim);
}

}  // namespace opforge::dispatch
