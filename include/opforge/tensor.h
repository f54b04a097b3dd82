// Tensor: a cheap refcounted handle to a TensorImpl. Copying a Tensor shares the data; views share
// storage. The handle and its metadata are TensorBase (opforge/tensor_base.h); this class adds the
// copies (contiguous, clone), rename by mapping, the legacy type() and the operators of ops.yaml
// (the views, name operations and conversions among them), whose methods are generated
// (opforge/tensor_methods.inc).
#pragma once

#include <functional>
#include <initializer_list>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <type_traits>
#include <utility>
#include <vector>

#include "opforge/generator.h"
#include "opforge/tensor_base.h"

namespace opforge {

namespace autograd {
class Node;
}  // namespace autograd

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
  // rename, rename_, refine_names, align_to and align_as are operators of ops.yaml (below). These
  // are Python's Tensor.rename(**rename_map): every key must name a dim; the others keep theirs.
  Tensor rename(const std::map<std::string, std::string>& mapping) const;
  const Tensor& rename_(const std::map<std::string, std::string>& mapping) const;

  // ---- conversion -------------------------------------------------------------------------
  // to, type_as, cpu, cuda and the dtype shorthands (to_double(), to_long(), ...) are operators of
  // ops.yaml (below).
  // The legacy type name: "torch.FloatTensor", "torch.cuda.LongTensor" (PyTorch's spelling, which
  // code that compares type() strings expects). RuntimeError for a dtype or device without one.
  std::string type() const;
  // type(dtype) is to(dtype); type(name) takes a legacy name and may change the device as well.
  Tensor type(ScalarType dtype) const;
  Tensor type(std::string_view legacy_name) const;

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

  // ---- autograd (opforge/autograd.h) -------------------------------------------------------
  // Whether gradients flow to the tensor: a leaf marked by requires_grad_(), or the result of a
  // differentiable function of one.
  bool requires_grad() const;
  // Marks a leaf (RuntimeError for an integral dtype, and for unmarking a non-leaf).
  const Tensor& requires_grad_(bool requires_grad = true) const;
  // Whether the tensor is not the result of a differentiable function (it has no grad_fn).
  bool is_leaf() const;
  // Takes the tensor out of the graph in place (PyTorch's Tensor.detach_): it becomes a leaf that
  // does not require grad; its elements, names and grad() stay. detach() is an operator of ops.yaml.
  const Tensor& detach_() const;
  // The gradient accumulated by backward() (a leaf's; a non-leaf's under retain_grad()), undefined
  // before any; mutable_grad() lets it be set or reset.
  const Tensor& grad() const;
  Tensor& mutable_grad() const;
  // The graph node that computed the tensor; nullptr for a leaf.
  std::shared_ptr<autograd::Node> grad_fn() const;
  // autograd::backward({*this}, {gradient}, retain_graph).
  void backward(const Tensor& gradient = Tensor(), bool retain_graph = false) const;
  // Calls `hook` with the tensor's gradient during backward; a defined result replaces it.
  void register_hook(std::function<Tensor(const Tensor&)> hook) const;
  // Keeps a non-leaf's gradient in grad() (a leaf's is kept anyway).
  void retain_grad() const;
  bool retains_grad() const;

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
