// The autograd attributes and methods of Tensor (requires_grad, is_leaf, grad, backward,
// register_hook, retain_grad), grad mode, and the tensor state behind them, with PyTorch's texts.
#include <utility>

#include "autograd/meta.h"
#include "opforge/autograd.h"

namespace opforge {

namespace autograd {

namespace {
thread_local bool grad_enabled = true;
}  // namespace

bool GradMode::is_enabled() noexcept { return grad_enabled; }
void GradMode::set_enabled(bool enabled) noexcept { grad_enabled = enabled; }

void AutogradMetaDeleter::operator()(AutogradMeta* meta) const noexcept { delete meta; }

AutogradMeta& ensure_meta(TensorImpl& impl) {
  if (!impl.autograd_meta())
    impl.set_autograd_meta(std::unique_ptr<AutogradMeta, AutogradMetaDeleter>(new AutogradMeta));
  return *impl.autograd_meta();
}

Tensor alias_of(const Tensor& t, bool keep_names) {
  Tensor alias(
      intrusive_ptr<TensorImpl>::make(t.impl()->storage(), t.dtype(), t.sizes(), t.strides(), t.storage_offset()));
  if (keep_names && t.has_names()) alias.impl()->set_names(t.names());
  return alias;
}

Tensor unnamed(const Tensor& g) {
  // The caller's tensor keeps its names.
  return g.defined() && g.has_names() ? alias_of(g, false) : g;
}

}  // namespace autograd

bool Tensor::requires_grad() const {
  const autograd::AutogradMeta* m = impl_->autograd_meta();
  return m && autograd::meta_requires_grad(*m);
}

const Tensor& Tensor::requires_grad_(bool requires_grad) const {
  autograd::AutogradMeta* m = impl_->autograd_meta();
  if (m && m->grad_fn) {
    OPFORGE_CHECK(requires_grad, RuntimeError,
                  "you can only change requires_grad flags of leaf variables. If you want to use a computed variable "
                  "in a subgraph that doesn't require differentiation use var_no_grad = var.detach().");
    return *this;
  }
  if (requires_grad) {
    OPFORGE_CHECK(is_floating_point() || is_complex(), RuntimeError,
                  "only Tensors of floating point and complex dtype can require gradients");
    autograd::ensure_meta(*impl_).requires_grad = true;
  } else if (m) {
    m->requires_grad = false;
  }
  return *this;
}

const Tensor& Tensor::detach_() const {
  if (autograd::AutogradMeta* m = impl_->autograd_meta()) {
    m->grad_fn.reset();
    m->output_nr = 0;
    m->requires_grad = false;
  }
  return *this;
}

bool Tensor::is_leaf() const {
  const autograd::AutogradMeta* m = impl_->autograd_meta();
  return !m || !m->grad_fn;
}

const Tensor& Tensor::grad() const {
  static const Tensor none;
  const autograd::AutogradMeta* m = impl_->autograd_meta();
  if (!m) return none;
  // A non-leaf has a gradient only under retain_grad() (or one the user set).
  return m->grad_fn && m->retained_grad ? *m->retained_grad : m->grad;
}

Tensor& Tensor::mutable_grad() const {
  autograd::AutogradMeta& m = autograd::ensure_meta(*impl_);
  if (m.grad_fn && m.retained_grad) return *m.retained_grad;
  return m.grad;
}

std::shared_ptr<autograd::Node> Tensor::grad_fn() const {
  const autograd::AutogradMeta* m = impl_->autograd_meta();
  return m ? m->grad_fn : nullptr;
}

void Tensor::backward(const Tensor& gradient, bool retain_graph) const {
  autograd::backward({*this}, {gradient}, retain_graph);
}

void Tensor::register_hook(std::function<Tensor(const Tensor&)> hook) const {
  OPFORGE_CHECK(requires_grad(), RuntimeError, "cannot register a hook on a tensor that doesn't require gradient");
  autograd::AutogradMeta& m = *impl_->autograd_meta();
  if (m.grad_fn) {
    m.grad_fn->add_pre_hook(m.output_nr, std::move(hook));
  } else {
    m.leaf_hooks.push_back(std::move(hook));
  }
}

void Tensor::retain_grad() const {
  OPFORGE_CHECK(requires_grad(), RuntimeError, "can't retain_grad on Tensor that has requires_grad=False");
  autograd::AutogradMeta& m = *impl_->autograd_meta();
  if (!m.grad_fn || m.retained_grad) return;  // a leaf keeps its gradient anyway
  m.retained_grad = std::make_shared<Tensor>();
  // The hook shares the slot, not the tensor: a node that owned its result would keep it alive.
  m.grad_fn->add_pre_hook(m.output_nr, [slot = m.retained_grad](const Tensor& g) {
    *slot = slot->defined() ? slot->add(g) : g.clone();
    return Tensor();
  });
}

bool Tensor::retains_grad() const {
  const autograd::AutogradMeta* m = impl_->autograd_meta();
  return m && m->grad_fn && m->retained_grad;
}

}  // namespace opforge
