// The autograd state of one tensor, behind TensorImpl::autograd_meta(): present only once the
// tensor has required grad, so the tensors of ordinary code carry a null pointer.
#pragma once

#include <cstdint>
#include <memory>
#include <vector>

#include "opforge/autograd.h"

namespace opforge::autograd {

struct AutogradMeta {
  bool requires_grad = false;     // a leaf marked by requires_grad_()
  Tensor grad;                    // a leaf's accumulated gradient
  std::shared_ptr<Node> grad_fn;  // a differentiable function's result: its node
  uint32_t output_nr = 0;         // which result of grad_fn the tensor is
  // A leaf's AccumulateGrad while some graph holds it (the graph owns it: a leaf that owned its
  // accumulator, which owns the leaf, would never be freed).
  std::weak_ptr<Node> grad_accumulator;
  std::vector<Hook> leaf_hooks;  // a leaf's hooks, run before its gradient is accumulated
  // A non-leaf's gradient under retain_grad(), shared with the hook on grad_fn that fills it.
  std::shared_ptr<Tensor> retained_grad;
  // A view recorded with history, and a tensor such a view was taken of: an in-place op with
  // history refuses both, as their histories would need rebasing onto each other (PyTorch's
  // CopySlices), which opforge does not do yet.
  bool is_view = false;
  bool has_views = false;
};

// Whether a tensor with this state requires grad.
inline bool meta_requires_grad(const AutogradMeta& m) noexcept { return m.requires_grad || m.grad_fn != nullptr; }

// The tensor's state, created on first use.
AutogradMeta& ensure_meta(TensorImpl& impl);

// A new tensor of t's elements (its storage and geometry, its names where keep_names) without
// autograd state.
Tensor alias_of(const Tensor& t, bool keep_names);

// `g` without dimension names: gradients come back unnamed (PyTorch's named-tensor notes).
Tensor unnamed(const Tensor& g);

}  // namespace opforge::autograd
