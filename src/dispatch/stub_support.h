// What the generated dispatch stubs (generated/src/dispatch/<op>.cpp) share: the errors of the
// device switch, and the name-rule operands the stubs pass to name_inference.h. Everything on the
// unnamed path is an inline pointer test; errors are out of line.
#pragma once

#include <algorithm>
#include <cstdint>
#include <initializer_list>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <utility>

#include "iteration/elementwise.h"
#include "opforge/device.h"
#include "opforge/dimname.h"
#include "opforge/layout.h"
#include "opforge/name_inference.h"
#include "opforge/scalar.h"
#include "opforge/scalar_type.h"
#include "opforge/tensor.h"

namespace opforge::dispatch {

// NotImplementedError "Could not run 'add' with arguments from the 'mps' backend. 'add' is only
// available for these backends: [cpu, cuda]." for a device the op's ops.yaml entry does not list.
[[noreturn]] void raise_device_not_supported(std::string_view op, Device device, std::string_view supported);
// RuntimeError for a CUDA tensor when the CUDA kernels were not compiled (no nvcc at configure
// time, or a sanitizer build).
[[noreturn]] void raise_built_without_cuda_kernels(std::string_view op);

// The device check of a custom-kernel op, on its first tensor argument.
inline void check_device(std::string_view op, Device device, bool cpu, bool cuda, bool meta,
                         std::string_view supported) {
  if ((device.is_cpu() && cpu) || (device.is_cuda() && cuda) || (device.is_meta() && meta)) return;
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
inline name_inference::Operand name_operand(const std::optional<Scalar>&) {
  return name_inference::Operand(nullptr, 0);
}

// Names rule `none` (the op rejects named tensors): RuntimeError "aten::where is not yet supported
// with named tensors. Please drop names via `tensor = tensor.rename(None)`, call the op with an
// unnamed tensor, and set names on the result of the operation."
void reject_named_tensors_slow(std::string_view op, std::initializer_list<name_inference::Operand> operands);
inline void reject_named_tensors(std::string_view op, std::initializer_list<name_inference::Operand> operands) {
  for (const name_inference::Operand& o : operands)
    if (o.names) reject_named_tensors_slow(op, operands);
}

// PyTorch's reportNYIDimnameOverload, for the Dimname overloads it declares and does not support
// (all.dimname): RuntimeError "all: You passed a dimname (string) to this op in place of a dimension
// index but it does not yet support this behavior. Please pass a dimension index to work around this."
[[noreturn]] void reject_dimname_overload(std::string_view op);

// ---- Dimname entries that call their int sibling's kernel ------------------------------------------
// The dims named by `names`, in order (resolve_dim's errors for a name self lacks).
DimVector resolve_dims(const Tensor& self, DimnameList names);
// The tensor a list's names are looked up in: its first. RuntimeError "expected a non-empty list of
// Tensors" (PyTorch's cat.names text) for an empty list.
const Tensor& first_tensor(TensorList tensors);

// ---- rejects (ops.yaml `rejects`) -----------------------------------------------------------------
// A stub tests the dtypes of the operands a rejects item names against a set of dtypes held as bits
// (bit i: ScalarType i), before the kernel runs: a few compares, no strings on the success path.

constexpr uint64_t dtype_bits(std::initializer_list<ScalarType> dtypes) {
  uint64_t bits = 0;
  for (ScalarType t : dtypes) bits |= uint64_t{1} << static_cast<unsigned>(t);
  return bits;
}

// The dtype a rejects condition reads: a tensor's; a Python number's own (Bool, Long, Double or
// ComplexDouble, as PyTorch wraps it); Undefined for an absent optional operand.
inline ScalarType operand_dtype(const Tensor& t) { return t.dtype(); }
inline ScalarType operand_dtype(const Scalar& s) { return s.type(); }
// A ScalarType argument (dtype=) names a dtype; an absent one is in no set.
inline ScalarType operand_dtype(std::optional<ScalarType> t) { return t.value_or(ScalarType::Undefined); }
inline ScalarType operand_dtype(const elementwise::Input& in) {
  return in.tensor ? in.tensor->dtype() : in.scalar->type();
}
inline ScalarType operand_dtype(const std::optional<Tensor>& t) { return t ? t->dtype() : ScalarType::Undefined; }
inline ScalarType operand_dtype(const std::optional<Scalar>& s) { return s ? s->type() : ScalarType::Undefined; }
// A rejects condition's `out`: the (first) out= tensor, absent outside the out= form.
inline ScalarType operand_dtype(const Tensor* out) { return out ? out->dtype() : ScalarType::Undefined; }

// A rejects condition `differs_from`: both dtypes given (an absent optional is Undefined), and not one.
inline bool dtypes_differ(ScalarType a, ScalarType b) {
  return a != ScalarType::Undefined && b != ScalarType::Undefined && a != b;
}

inline bool dtype_in(ScalarType t, uint64_t bits) {
  // Any value a ScalarType can hold, one outside the enum included (a hostile dtype= argument).
  const int i = static_cast<int>(t);
  return t != ScalarType::Undefined && i >= 0 && i < 64 && ((bits >> i) & 1u) != 0;
}
// Whether any of the present operands has a dtype in `bits`.
inline bool any_dtype_in(uint64_t bits, std::initializer_list<ScalarType> dtypes) {
  for (ScalarType t : dtypes)
    if (dtype_in(t, bits)) return true;
  return false;
}
// Whether every present operand (and at least one) has a dtype in `bits`.
inline bool all_dtypes_in(uint64_t bits, std::initializer_list<ScalarType> dtypes) {
  bool any_present = false;
  for (ScalarType t : dtypes) {
    if (t == ScalarType::Undefined) continue;
    if (!dtype_in(t, bits)) return false;
    any_present = true;
  }
  return any_present;
}

// Raises the error of a rejects item: E (RuntimeError, TypeError, ...) with PyTorch's message.
template <class E>
[[noreturn]] [[gnu::cold]] void reject(const char* message) {
  throw E(message);
}

// The same for a message that names operands' dtypes ("nanmean(): expected input to have floating
// point dtype but got {self}"): each {operand} becomes its dtype's ScalarType name (Long).
std::string format_reject(std::string_view message, std::initializer_list<std::pair<const char*, ScalarType>> dtypes);
template <class E>
[[noreturn]] [[gnu::cold]] void reject(std::string_view message,
                                       std::initializer_list<std::pair<const char*, ScalarType>> dtypes) {
  throw E(format_reject(message, dtypes));
}

// A broadcast whose operands PyTorch combines in another order than the kernel lists its inputs
// (masked_fill broadcasts mask with self): shapes that differ are broadcast in PyTorch's order
// first, so a mismatch names PyTorch's "tensor a" and "tensor b". Equal shapes cost one compare.
void check_broadcast_order_slow(IntArrayRef a, IntArrayRef b);
inline void check_broadcast_order(const elementwise::Input& a, const elementwise::Input& b) {
  if (!a.tensor || !b.tensor) return;
  const IntArrayRef sa = a.tensor->sizes();
  const IntArrayRef sb = b.tensor->sizes();
  if (sa.size() == sb.size() && std::equal(sa.begin(), sa.end(), sb.begin())) return;
  check_broadcast_order_slow(sa, sb);
}

// unifies_names_from_inputs over a tensor list (cat); `op` names the op in its errors.
name_inference::MaybeNames unify_names_slow(std::span<const Tensor> tensors, std::string_view op);
inline name_inference::MaybeNames unify_names(std::span<const Tensor> tensors, std::string_view op) {
  for (const Tensor& t : tensors)
    if (t.has_names()) return unify_names_slow(tensors, op);
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
  if (!dims || dims->empty())
    return keepdim ? name_inference::keeps_input_names(self) : removes_all_dimensions_slow(self);
  return name_inference::removes_dimensions_slow(self, *dims, keepdim);
}
name_inference::MaybeNames removes_named_dimensions_slow(const Tensor& self, DimnameList dims, bool keepdim);
inline name_inference::MaybeNames removes_named_dimensions(const Tensor& self, DimnameList dims, bool keepdim) {
  if (!self.has_names()) return std::nullopt;
  return removes_named_dimensions_slow(self, dims, keepdim);
}

}  // namespace opforge::dispatch
