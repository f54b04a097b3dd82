// Tensor: a cheap refcounted handle to a TensorImpl. Copying a Tensor shares the data; views share
// storage. The handle and its metadata are TensorBase (opforge/tensor_base.h); this class adds what
// makes or changes tensors: copies, names, conversion, and the operators of ops.yaml (the views
// among them), whose methods are generated (opforge/tensor_methods.inc).
#pragma once

#include <initializer_list>
#include <map>
#include <optional>
#include <string>
#include <utility>

#include "opforge/tensor_base.h"

namespace opforge {

class Tensor : public TensorBase {
 public:
  Tensor() = default;
  explicit Tensor(intrusive_ptr<TensorImpl> impl) : TensorBase(std::move(impl)) {}
  // A TensorBase is a Tensor without the operator methods. Moving one in only changes the view of
  // the same handle (the iteration layer hands its output to the stubs this way), so it is
  // implicit; a copy costs two atomic reference count updates, so it must be asked for.
  explicit Tensor(const TensorBase& base) : TensorBase(base) {}
  Tensor(TensorBase&& base) noexcept : TensorBase(std::move(base)) {}

  // ---- copies -----------------------------------------------------------------------------
  // (The views, view, reshape, permute, expand, ..., are operators of ops.yaml, below.)
  // Returns *this when already contiguous in `m`, else a contiguous copy.
  Tensor contiguous(MemoryFormat m = MemoryFormat::Contiguous) const;
  // A copy with its own storage; Preserve keeps dense strides, else follows `m`.
  Tensor clone(MemoryFormat m = MemoryFormat::Preserve) const;

  // ---- names ------------------------------------------------------------------------------
  // rename(None) drops names; rename(names) renames positionally (a view). In the list form one
  // "..." may stand for the names of the dims the others do not reach: {"...", "X"} renames the last.
  Tensor rename(std::optional<DimnameList> names) const;
  Tensor rename(std::initializer_list<NameOrEllipsis> names) const;
  // Renames by mapping old name -> new name; every key must exist.
  Tensor rename(const std::map<std::string, std::string>& mapping) const;
  // Refines wildcards to names; "..." expands to the unmentioned dims.
  Tensor refine_names(std::initializer_list<std::string_view> names) const;
  // Permutes (inserting size-1 dims for missing names) to the given order; "..." allowed once.
  Tensor align_to(std::initializer_list<std::string_view> names) const;
  Tensor align_as(const Tensor& other) const;

  // ---- conversion and in-place fills ------------------------------------------------------
  // Converts every element; returns *this when nothing changes and copy is false.
  Tensor to(ScalarType dtype, bool copy = false) const;
  Tensor to(Device device, bool copy = false) const;
  Tensor to(Device device, ScalarType dtype, bool copy = false) const;
  Tensor cpu() const { return to(Device(DeviceType::CPU)); }
  Tensor cuda() const { return to(Device(DeviceType::CUDA)); }

  // ---- the operators of ops.yaml (transpose, squeeze, copy_, fill_, zero_, add, ...) --------
  // Generated: declared in opforge/tensor_methods.inc, defined in generated/src/dispatch/<op>.cpp.
#include "opforge/tensor_methods.inc"
};

}  // namespace opforge
