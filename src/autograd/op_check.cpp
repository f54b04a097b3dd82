// The rare branch of the generated stubs' autograd check (op_check.h), with PyTorch's texts.
#include "autograd/op_check.h"

#include "autograd/meta.h"

namespace opforge::autograd {

bool requires_grad_of(const TensorBase& t) noexcept {
  const AutogradMeta* m = t.impl()->autograd_meta();
  return m && meta_requires_grad(*m);
}

bool history_needed(std::string_view op, CallForm form, bool input_requires_grad, const TensorBase* out) {
  if (!GradMode::is_enabled()) return false;
  if (form == CallForm::inplace) {
    const AutogradMeta* m = out ? out->impl()->autograd_meta() : nullptr;
    OPFORGE_CHECK(!(m && m->requires_grad && m->grad_fn == nullptr), RuntimeError,
                  "a leaf Variable that requires grad is being used in an in-place operation.");
    if (!input_requires_grad) return false;
    OPFORGE_CHECK(!(m && (m->is_view || m->has_views)), NotImplementedError,
                  "{}_(): an in-place operation with autograd history on a view, or on a tensor a view with "
                  "history was taken of, is not supported yet (PyTorch rebases the view's history, CopySlices); "
                  "compute out of place",
                  op);
    return true;
  }
  if (!input_requires_grad) return false;
  OPFORGE_CHECK(form != CallForm::out, RuntimeError,
                "{}(): functions with out=... arguments don't support automatic differentiation, but one of the "
                "arguments requires grad.",
                op);
  return true;
}

void raise_without_derivative(std::string_view op, CallForm form, bool differentiable, bool input_requires_grad,
                              const TensorBase* out) {
  if (!GradMode::is_enabled()) return;
  if (form == CallForm::inplace && out && requires_grad_of(*out)) {
    const AutogradMeta* m = out->impl()->autograd_meta();
    OPFORGE_CHECK(m->grad_fn != nullptr, RuntimeError,
                  "a leaf Variable that requires grad is being used in an in-place operation.");
    raise<RuntimeError>("the derivative for '{}' is not implemented.", op);
  }
  if (!differentiable || !input_requires_grad) return;
  OPFORGE_CHECK(form != CallForm::out, RuntimeError,
                "{}(): functions with out=... arguments don't support automatic differentiation, but one of the "
                "arguments requires grad.",
                op);
  raise<RuntimeError>("the derivative for '{}' is not implemented.", op);
}

}  // namespace opforge::autograd
