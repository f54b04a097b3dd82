// The check each generated stub makes before its meta step. An op without `derivatives` reached
// by an input that requires grad while grad mode is on raises PyTorch's error instead of returning
// a result without history (a gradient silently lost); one with them says whether to record the
// result's node. Ops whose results are never differentiable (comparisons, indices) run, except in
// place on a leaf that requires grad. The common path is one load per tensor argument: tensors
// that never required grad have no autograd state.
#pragma once

#include <cstdint>
#include <exception>
#include <optional>
#include <string_view>
#include <type_traits>

#include "opforge/autograd.h"
#include "opforge/tensor.h"

namespace opforge::autograd {

// How the op was called: its function form, in place on self, or into out= tensors.
enum class CallForm : uint8_t { function, inplace, out };

// Whether some tensor of an argument (a tensor, a pointer or optional of one, a list, or an
// elementwise input that may hold one) satisfies `pred`.
template <class T, class P>
inline bool any_tensor(const T& x, const P& pred) noexcept {
  if constexpr (std::is_base_of_v<TensorBase, T>) {
    return x.defined() && pred(x);
  } else if constexpr (std::is_pointer_v<T>) {
    return x != nullptr && any_tensor(*x, pred);
  } else if constexpr (requires { x.tensor; }) {
    return x.tensor != nullptr && any_tensor(*x.tensor, pred);
  } else if constexpr (requires { x.has_value(); }) {
    return x.has_value() && any_tensor(*x, pred);
  } else {
    for (const auto& t : x) {
      if (any_tensor(t, pred)) return true;
    }
    return false;
  }
}

// Whether an argument has autograd state: the inline test of the common path.
template <class T>
inline bool tracked(const T& x) noexcept {
  return any_tensor(x, [](const TensorBase& t) { return t.impl()->autograd_meta() != nullptr; });
}

// Whether a tensor requires grad (its state says so).
bool requires_grad_of(const TensorBase& t) noexcept;

template <class T>
inline bool requires_grad_any(const T& x) noexcept {
  return any_tensor(x, [](const TensorBase& t) { return requires_grad_of(t); });
}

// PyTorch's error for the call, if any: "a leaf Variable that requires grad is being used in an
// in-place operation." (self is out, in place), "<op>(): functions with out=... arguments don't
// support automatic differentiation, but one of the arguments requires grad." and "the derivative
// for '<op>' is not implemented."; none without grad mode or where no input requires grad.
[[gnu::cold]] void raise_without_derivative(std::string_view op, CallForm form, bool differentiable,
                                            bool input_requires_grad, const TensorBase* out);

// The rare branch of check_with_derivative: PyTorch's errors for in-place calls on a leaf that
// requires grad and for out= calls, opforge's for an in-place call with history on a view (or a
// tensor with views) in the graph, and whether the call records its node (in place too: the node
// becomes self's history, its edge to self's previous one).
[[gnu::cold]] bool history_needed(std::string_view op, CallForm form, bool input_requires_grad, const TensorBase* out);

// The check of an entry with derivatives: true where the function form's result gets a node
// (grad mode on and a differentiated input requires grad).
template <class... T>
inline bool check_with_derivative(std::string_view op, CallForm form, const TensorBase* out, const T&... inputs) {
  // In place, out is self, one of the inputs.
  if ((tracked(inputs) || ...)) [[unlikely]] {
    return history_needed(op, form, (requires_grad_any(inputs) || ...), out);
  }
  return false;
}

template <class... T>
inline void check_without_derivative(std::string_view op, CallForm form, bool differentiable, const TensorBase* out,
                                     const T&... inputs) {
  if ((tracked(inputs) || ...)) [[unlikely]] {
    raise_without_derivative(op, form, differentiable, (requires_grad_any(inputs) || ...), out);
  }
}

// Bumps the version of the tensors an in-place or out= call wrote (`out`, `count` of them: an op
// with several results has an array) when the call returns without an exception, as PyTorch bumps
// after the kernel: a saved tensor changed since is an error when the backward reads it.
class VersionBump {
 public:
  VersionBump(const Tensor* out, int count) noexcept
      : out_(out), count_(count), exceptions_(out ? std::uncaught_exceptions() : 0) {}
  ~VersionBump() {
    if (!out_ || std::uncaught_exceptions() != exceptions_) return;
    for (int i = 0; i < count_; ++i) {
      const Tensor& t = out_[i];
      if (t.defined()) t.impl()->storage()->bump_version();
    }
  }
  VersionBump(const VersionBump&) = delete;
  VersionBump& operator=(const VersionBump&) = delete;

 private:
  const Tensor* out_;
  int count_;
  int exceptions_;
};

}  // namespace opforge::autograd
