// What every autograd::Function shares: deciding whether a call records a graph, wiring its node
// to the inputs' edges and to its results, and checking the gradients its backward returns
// against the inputs, with PyTorch's texts.
#include <string>
#include <utility>
#include <vector>

#include <fmt/format.h>
#include <fmt/ranges.h>

#include "autograd/derived.h"
#include "autograd/meta.h"
#include "opforge/autograd.h"
#include "opforge/broadcast.h"
#include "opforge/factories.h"

namespace opforge::autograd {
namespace {

TensorMeta meta_of(const Tensor& t) { return TensorMeta{DimVector(t.sizes()), t.dtype(), t.device()}; }

// The sum of `g` down to `shape`, which broadcasts to g's shape (PyTorch's sum_to): the leading
// dims g has beyond shape, and the dims where shape has 1 and g more.
Tensor sum_to(const Tensor& g, IntArrayRef shape) {
  const size_t lead = g.sizes().size() - shape.size();
  DimVector dims;
  for (size_t i = 0; i < lead; ++i) dims.push_back(static_cast<int64_t>(i));
  for (size_t i = 0; i < shape.size(); ++i) {
    if (shape[i] == 1 && g.sizes()[lead + i] != 1) dims.push_back(static_cast<int64_t>(lead + i));
  }
  if (dims.empty()) return g;
  Tensor summed = g.sum(IntArrayRef(dims.span()), /*keepdim=*/true);
  return lead == 0 ? summed : summed.reshape(shape);
}

}  // namespace

void raise_freed_graph() {
  raise<RuntimeError>(
      "Trying to backward through the graph a second time (or directly access saved tensors after they have already "
      "been freed). Saved intermediate values of the graph are freed when you call .backward() or autograd.grad(). "
      "Specify retain_graph=True if you need to backward through the graph a second time or if you need to access "
      "saved tensors after calling backward.");
}

std::vector<uint64_t> versions_of(const std::vector<Tensor>& tensors) {
  std::vector<uint64_t> v;
  v.reserve(tensors.size());
  for (const Tensor& t : tensors) v.push_back(t.defined() ? t.impl()->storage()->version() : 0);
  return v;
}

void check_versions(const std::vector<Tensor>& tensors, const std::vector<uint64_t>& versions,
                    std::string_view output_of, std::span<const int32_t> result_nrs) {
  for (size_t i = 0; i < tensors.size(); ++i) {
    const Tensor& t = tensors[i];
    if (!t.defined()) continue;
    const uint64_t now = t.impl()->storage()->version();
    if (now == versions[i]) continue;
    // The node the tensor is an output of, as PyTorch names it: the saving node for its own results
    // (kept without history), else the tensor's grad_fn now.
    std::string output;
    if (i < result_nrs.size() && result_nrs[i] >= 0) {
      output = fmt::format(", which is output {} of {},", result_nrs[i], output_of);
    } else if (const AutogradMeta* m = t.impl()->autograd_meta(); m && m->grad_fn) {
      output = fmt::format(", which is output {} of {},", m->output_nr, m->grad_fn->name());
    }
    raise<RuntimeError>(
        "one of the variables needed for gradient computation has been modified by an inplace operation: [{} [{}]]{} "
        "is at version {}; expected version {} instead.",
        t.type(), fmt::join(t.sizes(), ", "), output, now, versions[i]);
  }
}

void Context::save_for_backward(std::vector<Tensor> tensors) {
  saved_ = std::move(tensors);
  versions_ = versions_of(saved_);
}

const std::vector<Tensor>& Context::saved_tensors() const {
  if (released_) raise_freed_graph();
  check_versions(saved_, versions_, node_name_, result_nrs_);
  return saved_;
}

bool FunctionRecorder::needs_graph(const std::vector<const Tensor*>& inputs) {
  if (!GradMode::is_enabled()) return false;
  for (const Tensor* t : inputs) {
    if (t->defined() && t->requires_grad()) return true;
  }
  return false;
}

void FunctionRecorder::capture_inputs(const std::vector<const Tensor*>& inputs, std::vector<Edge>& edges,
                                      std::vector<TensorMeta>& metas, Context& ctx) {
  for (const Tensor* t : inputs) {
    edges.push_back(gradient_edge(*t));
    metas.push_back(t->defined() ? meta_of(*t) : TensorMeta{{}, ScalarType::Float, Device(DeviceType::CPU)});
    ctx.needs_input_grad_.push_back(edges.back().valid());
  }
}

void FunctionRecorder::set_history(std::vector<Tensor>& results, const std::vector<const Tensor*>& inputs,
                                   const std::shared_ptr<Node>& node, std::vector<TensorMeta>& result_metas) {
  for (size_t k = 0; k < results.size(); ++k) {
    Tensor& r = results[k];
    result_metas.push_back(meta_of(r));
    if (!r.is_floating_point() && !r.is_complex()) continue;  // an integral result has no gradient
    for (const Tensor* in : inputs) {
      if (!in->is_same(r)) continue;
      // The input returned as it is: its own history stays; the result is another tensor of the
      // same elements.
      r = alias_of(r, /*keep_names=*/true);
      break;
    }
    AutogradMeta& m = ensure_meta(*r.impl());
    m.grad_fn = node;
    m.output_nr = static_cast<uint32_t>(k);
  }
}

void FunctionRecorder::save_results_without_history(Context& ctx, const std::vector<Tensor>& results,
                                                    std::string node_name) {
  ctx.result_nrs_.assign(ctx.saved_.size(), -1);
  ctx.node_name_ = std::move(node_name);
  for (size_t i = 0; i < ctx.saved_.size(); ++i) {
    Tensor& saved = ctx.saved_[i];
    for (size_t k = 0; k < results.size(); ++k) {
      if (!saved.defined() || !saved.is_same(results[k])) continue;
      saved = alias_of(results[k], /*keep_names=*/true);
      ctx.result_nrs_[i] = static_cast<int32_t>(k);
      break;
    }
  }
}

void FunctionRecorder::materialize(std::vector<Tensor>& grads, const std::vector<TensorMeta>& result_metas) {
  for (size_t k = 0; k < grads.size(); ++k) {
    if (grads[k].defined()) continue;
    const TensorMeta& m = result_metas[k];
    grads[k] = zeros(m.sizes.span(), TensorOptions().dtype(m.dtype).device(m.device));
  }
}

std::vector<Tensor> FunctionRecorder::validate(const std::string& name, std::vector<Tensor> grads,
                                               const std::vector<TensorMeta>& input_metas,
                                               const std::vector<Edge>& edges) {
  OPFORGE_CHECK(grads.size() == edges.size(), RuntimeError,
                "function {} returned an incorrect number of gradients (expected {}, got {})", name, edges.size(),
                grads.size());
  for (size_t i = 0; i < grads.size(); ++i) {
    Tensor& g = grads[i];
    if (!edges[i].valid() || !g.defined()) {
      g = Tensor();
      continue;
    }
    const TensorMeta& m = input_metas[i];
    if (g.sizes() != IntArrayRef(m.sizes.span())) {
      OPFORGE_CHECK(is_expandable_to(m.sizes.span(), g.sizes()), RuntimeError,
                    "Function {} returned an invalid gradient at index {} - got [{}] but expected shape compatible "
                    "with [{}]",
                    name, i, fmt::join(g.sizes(), ", "), fmt::join(m.sizes.span(), ", "));
      g = sum_to(g, m.sizes.span());
    }
    OPFORGE_CHECK(g.device() == m.device, RuntimeError,
                  "Function {} returned an invalid gradient at index {} - expected device {} but got {}", name, i,
                  m.device.str(), g.device().str());
    if (g.dtype() != m.dtype) g = g.to(m.dtype);
    g = unnamed(g);
  }
  return grads;
}

}  // namespace opforge::autograd
