// Tensor: a cheap refcounted handle to a TensorImpl. Copying a Tensor shares the data; views share
// storage. The handle and its metadata are TensorBase (opforge/tensor_base.h); this class adds what
// makes or changes tensors: copies, names, conversion, and the operators of ops.yaml (the views
// among them), whose methods are generated (opforge/tensor_methods.inc).
#pragma once

#include <initializer_list>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <type_traits>
#include <utility>
#include <vector>

#include "opforge/generator.h"
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
  // The in-place forms: this tensor's own names change (how a C++ user sets `names`, which Python
  // assigns). Same arguments and errors as rename.
  Tensor& rename_(std::optional<DimnameList> names);
  Tensor& rename_(std::initializer_list<NameOrEllipsis> names);
  Tensor& rename_(const std::map<std::string, std::string>& mapping);

  // ---- conversion and in-place fills ------------------------------------------------------
  // Converts every element; returns *this when nothing changes and copy is false.
  Tensor to(ScalarType dtype, bool copy = false) const;
  Tensor to(Device device, bool copy = false) const;
  Tensor to(Device device, ScalarType dtype, bool copy = false) const;
  Tensor cpu() const { return to(Device(DeviceType::CPU)); }
  Tensor cuda() const { return to(Device(DeviceType::CUDA)); }
  // PyTorch's t.float(), t.long(), ...: C++ reserves most of those names, so all ten are spelled
  // to_<name>(). Each is to(dtype): *this when the dtype is already that.
  Tensor to_bfloat16() const { return to(kBFloat16); }
  Tensor to_bool() const { return to(kBool); }
  Tensor to_byte() const { return to(kByte); }
  Tensor to_char() const { return to(kChar); }
  Tensor to_double() const { return to(kDouble); }
  Tensor to_float() const { return to(kFloat); }
  Tensor to_half() const { return to(kHalf); }
  Tensor to_int() const { return to(kInt); }
  Tensor to_long() const { return to(kLong); }
  Tensor to_short() const { return to(kShort); }
  // The legacy type name: "torch.FloatTensor", "torch.cuda.LongTensor" (PyTorch's spelling, which
  // code that compares type() strings expects). RuntimeError for a dtype or device without one.
  std::string type() const;
  // type(dtype) is to(dtype); type(name) takes a legacy name and may change the device as well.
  Tensor type(ScalarType dtype) const { return to(dtype); }
  Tensor type(std::string_view legacy_name) const;
  // The dtype and device of `other`.
  Tensor type_as(const Tensor& other) const { return to(other.device(), other.dtype()); }

  // ---- memory and attributes ---------------------------------------------------------------
  int64_t ndim() const { return dim(); }
  // The CUDA device index, -1 for a CPU tensor (PyTorch 1.13); RuntimeError on other devices.
  int64_t get_device() const;
  bool is_sparse() const { return layout() == Layout::SparseCoo; }
  // Whether the elements live in page-locked host memory; pin_memory() is a copy there (*this when
  // already pinned). PyTorch's errors without CUDA and for a tensor not on the CPU.
  bool is_pinned() const;
  Tensor pin_memory() const;
  // Whether other processes can map the elements; share_memory_() moves a CPU tensor's storage into
  // shared memory in place (every view follows). CUDA tensors count as shared, as in PyTorch.
  bool is_shared() const;
  Tensor& share_memory_();

  // ---- the operators of ops.yaml (transpose, squeeze, copy_, fill_, zero_, add, ...) --------
  // Generated: declared in opforge/tensor_methods.inc, defined in generated/src/dispatch/<op>.cpp.
#include "opforge/tensor_methods.inc"
};

// The function forms of attributes PyTorch has in the torch namespace.
inline int64_t get_device(const Tensor& t) { return t.get_device(); }
inline int64_t numel(const Tensor& t) { return t.numel(); }
inline bool is_floating_point(const Tensor& t) { return t.is_floating_point(); }
inline bool is_signed(const Tensor& t) { return t.is_signed(); }
inline bool is_complex(const Tensor& t) { return t.is_complex(); }
// torch.is_tensor: whether a value is a tensor, for generic code.
template <class T>
constexpr bool is_tensor(const T&) {
  return std::is_base_of_v<TensorBase, T>;
}

}  // namespace opforge
