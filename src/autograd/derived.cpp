// The nodes of generated derivatives (derived.h) and their recording.
#include "autograd/derived.h"

#include <algorithm>
#include <complex>
#include <memory>
#include <utility>

#include "autograd/meta.h"
#include "autograd/op_check.h"
#include "opforge/factories.h"
#include "opforge/ops/add.h"
#include "opforge/ops/copy.h"
#include "opforge/ops/diagonal.h"
#include "opforge/ops/movedim.h"
#include "opforge/ops/narrow.h"
#include "opforge/ops/reshape.h"
#include "opforge/ops/select.h"
#include "opforge/ops/sum.h"

namespace opforge::autograd {
namespace {

class DerivedNode final : public Node {
 public:
  DerivedNode(const char* name, BackwardFunction backward, std::vector<Edge> edges, std::vector<TensorMeta> metas,
              SavedValues saved, std::vector<int32_t> result_nrs, std::vector<TensorMeta> result_metas)
      : Node(static_cast<uint32_t>(result_metas.size()), std::move(edges)),
        name_(name),
        backward_(backward),
        metas_(std::move(metas)),
        result_metas_(std::move(result_metas)),
        saved_(std::move(saved)) {
    // A saved tensor that is one of the node's own results (its saved result; an in-place call's
    // input, which the call made its result) is kept without history: result_nrs says which.
    result_nrs_ = std::move(result_nrs);
  }

  std::string name() const override { return name_; }

  std::vector<Tensor> apply(std::vector<Tensor> grads) override {
    if (std::none_of(grads.begin(), grads.end(), [](const Tensor& g) { return g.defined(); })) {
      return std::vector<Tensor>(next_edges().size());
    }
    // A result that received no gradient contributes zeros (var_mean's mean when only var is used).
    for (size_t k = 0; k < grads.size(); ++k) {
      if (grads[k].defined()) continue;
      const TensorMeta& m = result_metas_[k];
      grads[k] = zeros(m.sizes.span(), TensorOptions().dtype(m.dtype).device(m.device));
    }
    if (released_) raise_freed_graph();
    check_versions(saved_.tensors, saved_.versions, name_, result_nrs_);
    const bool named = std::any_of(saved_.tensors.begin(), saved_.tensors.end(),
                                   [](const Tensor& t) { return t.defined() && t.has_names(); });
    std::vector<Tensor> input_grads = backward_(named ? unnamed_values() : saved_, grads);
    // A conversion's gradient goes back to its input's device (cpu(), cuda(), to(device)).
    for (size_t i = 0; i < input_grads.size() && i < metas_.size(); ++i) {
      Tensor& g = input_grads[i];
      if (g.defined() && g.device() != metas_[i].device) g = g.to(metas_[i].device);
    }
    return FunctionRecorder::validate(name_, std::move(input_grads), metas_, next_edges());
  }

  // The saved values with the tensors unnamed: the backward computes as gradients come back,
  // without names, so that a formula's ops have no names to reject or unify.
  SavedValues unnamed_values() const {
    SavedValues v = saved_;
    for (Tensor& t : v.tensors) {
      if (t.defined() && t.has_names()) t = alias_of(t, /*keep_names=*/false);
    }
    return v;
  }

  void release_variables() override {
    saved_.tensors.clear();
    saved_.scalars.clear();
    released_ = true;
  }

 private:
  const char* name_;
  BackwardFunction backward_;
  std::vector<TensorMeta> metas_;
  std::vector<TensorMeta> result_metas_;  // each result's, for the zeros of one without a gradient
  SavedValues saved_;
  std::vector<int32_t> result_nrs_;  // which saved tensor is the node's own result (check_versions)
  bool released_ = false;
};

}  // namespace

Tensor scalar_as_tensor(const Scalar& s) {
  const ScalarType t = s.is_complex()          ? ScalarType::ComplexDouble
                       : s.is_floating_point() ? ScalarType::Double
                       : s.is_boolean()        ? ScalarType::Bool
                                               : ScalarType::Int64;
  return full({}, s, TensorOptions().dtype(t));
}

Scalar scalar_arithmetic(char op, const Scalar& a, const Scalar& b) {
  auto apply = [op](auto x, auto y) -> decltype(x + y) {
    switch (op) {
      case '+': return x + y;
      case '-': return x - y;
      case '*': return x * y;
      default: return x / y;
    }
  };
  if (a.is_complex() || b.is_complex()) {
    return Scalar(apply(a.to<std::complex<double>>(), b.to<std::complex<double>>()));
  }
  if (a.is_floating_point() || b.is_floating_point() || op == '/') {
    return Scalar(apply(a.to<double>(), b.to<double>()));
  }
  return Scalar(apply(a.to<int64_t>(), b.to<int64_t>()));
}

Tensor derivative_not_implemented(std::string_view op, const SavedValues& saved) {
  raise<RuntimeError>("derivative for aten::{}{} is not implemented", op, saved.in_place ? "_" : "");
}

Scalar conj_scalar(const Scalar& s) { return s.is_complex() ? Scalar(std::conj(s.to<std::complex<double>>())) : s; }

void record_derived(const Tensor& result, const char* node_name, BackwardFunction backward,
                    std::initializer_list<const TensorBase*> inputs, SavedValues saved, bool saves_result) {
  record_derived(std::span<const Tensor>(&result, 1), node_name, backward,
                 std::span<const TensorBase* const>(inputs.begin(), inputs.size()), std::move(saved), saves_result);
}

void record_derived(std::initializer_list<Tensor> results, const char* node_name, BackwardFunction backward,
                    std::initializer_list<const TensorBase*> inputs, SavedValues saved, bool saves_result) {
  record_derived(std::span<const Tensor>(results.begin(), results.size()), node_name, backward,
                 std::span<const TensorBase* const>(inputs.begin(), inputs.size()), std::move(saved), saves_result);
}

Tensor original_of(const Tensor& self) {
  const NoGradGuard no_grad;
  return alias_of(self, /*keep_names=*/false).clone();
}

void note_view(const Tensor& base, const Tensor& view) {
  if (view.is_same(base)) return;
  ensure_meta(*base.impl()).has_views = true;
  ensure_meta(*view.impl()).is_view = true;
}

void note_views(const Tensor& base, std::span<const Tensor> views) {
  for (const Tensor& v : views) note_view(base, v);
}

std::vector<const TensorBase*> input_list(TensorList tensors) {
  std::vector<const TensorBase*> out;
  for (const Tensor& t : tensors) out.push_back(&t);
  return out;
}

void record_derived(std::span<const Tensor> results, const char* node_name, BackwardFunction backward,
                    std::span<const TensorBase* const> inputs, SavedValues saved, bool saves_result) {
  // A result of an integral or bool dtype has no gradient: no history (x.long(), to(int32)).
  if (std::none_of(results.begin(), results.end(),
                   [](const Tensor& r) { return r.is_floating_point() || r.is_complex(); })) {
    return;
  }
  std::vector<Edge> edges;
  std::vector<TensorMeta> metas;
  for (const TensorBase* in : inputs) {
    if (in) {
      const Tensor t(*in);
      edges.push_back(gradient_edge(t));
      metas.push_back(TensorMeta{DimVector(t.sizes()), t.dtype(), t.device()});
    } else {
      edges.emplace_back();
      metas.push_back(TensorMeta{{}, ScalarType::Float, Device(DeviceType::CPU)});
    }
    saved.input_sizes.push_back(metas.back().sizes);
    saved.needs.push_back(edges.back().valid());
  }
  // A saved tensor that is a result (the saved result, or an input an in-place call wrote:
  // y.mul_(y)'s other) is kept as an alias without history: a node holding the tensor that holds
  // it would never be freed. The result's version is the one after the write.
  std::vector<int32_t> result_nrs(saved.tensors.size(), -1);
  for (size_t i = 0; i < saved.tensors.size(); ++i) {
    const bool result = saves_result && i + 1 == saved.tensors.size();
    for (size_t k = 0; k < results.size() && result_nrs[i] < 0; ++k) {
      if (result || (saved.tensors[i].defined() && saved.tensors[i].is_same(results[k])))
        result_nrs[i] = result ? 0 : static_cast<int32_t>(k);
    }
    if (result_nrs[i] >= 0) saved.tensors[i] = alias_of(saved.tensors[i], /*keep_names=*/false);
  }
  saved.versions = versions_of(saved.tensors);
  if (saves_result && saved.result_written_in_place) ++saved.versions.back();
  std::vector<TensorMeta> result_metas;
  for (const Tensor& r : results) result_metas.push_back(TensorMeta{DimVector(r.sizes()), r.dtype(), r.device()});
  auto node = std::make_shared<DerivedNode>(node_name, backward, std::move(edges), std::move(metas), std::move(saved),
                                            std::move(result_nrs), std::move(result_metas));
  uint32_t k = 0;
  for (const Tensor& r : results) {
    AutogradMeta& m = ensure_meta(*r.impl());
    m.grad_fn = node;
    m.output_nr = k++;
  }
}

Tensor diagonal_backward(const Tensor& grad, IntArrayRef sizes, int64_t offset, int64_t dim1, int64_t dim2) {
  const Tensor r = zeros(sizes, TensorOptions().dtype(grad.dtype()).device(grad.device()));
  r.diagonal(offset, dim1, dim2).copy_(grad);
  return r;
}

Tensor unfold_backward(const Tensor& grad, IntArrayRef sizes, int64_t dimension, int64_t size, int64_t step) {
  if (sizes.empty()) return grad.reshape(sizes);  // a 0-dim self: one window of its one element
  const auto n = static_cast<int64_t>(sizes.size());
  const int64_t d = dimension < 0 ? dimension + n : dimension;
  const Tensor r = zeros(sizes, TensorOptions().dtype(grad.dtype()).device(grad.device()));
  const int64_t windows = grad.sizes()[static_cast<size_t>(d)];
  for (int64_t i = 0; i < windows; ++i) {
    r.narrow(d, i * step, size).add_(grad.select(d, i).movedim(int64_t{-1}, d));
  }
  return r;
}

std::vector<Tensor> cat_backward(const Tensor& grad, const std::vector<DimVector>& sizes, int64_t dim) {
  std::vector<Tensor> grads;
  int64_t offset = 0;
  for (const DimVector& s : sizes) {
    // PyTorch's cat skips a 1-D input of size 0 whatever dim is.
    if (s.size() == 1 && s[0] == 0) {
      grads.push_back(zeros(s.span(), TensorOptions().dtype(grad.dtype()).device(grad.device())));
      continue;
    }
    const int64_t d = dim < 0 ? dim + static_cast<int64_t>(s.size()) : dim;
    const int64_t length = s[static_cast<size_t>(d)];
    grads.push_back(grad.narrow(d, offset, length));
    offset += length;
  }
  return grads;
}

Tensor unreduce(const Tensor& x, const SavedValues& saved) {
  const ReducedDims& r = saved.reduced;
  const DimVector& sizes = saved.input_sizes[0];
  Tensor y = unnamed(x);
  if (!r.keepdim) {
    for (size_t d = 0; d < sizes.size(); ++d) {
      if (r.mask[d]) y = y.unsqueeze(static_cast<int64_t>(d));
    }
  }
  return y.expand(sizes.span());
}

Tensor reduced_sum(const Tensor& x, const SavedValues& saved) {
  const ReducedDims& r = saved.reduced;
  const DimVector& sizes = saved.input_sizes[0];
  DimVector dims;
  for (size_t d = 0; d < sizes.size(); ++d) {
    if (r.mask[d]) dims.push_back(static_cast<int64_t>(d));
  }
  // No dim folded (a 0-dim self): each result element is its one element. (sum over an empty
  // list of dims would fold them all.)
  if (dims.empty()) return x;
  return opforge::sum(x, std::optional<IntArrayRef>(dims.span()), r.keepdim);
}

Scalar reduced_count(const SavedValues& saved) {
  const DimVector& sizes = saved.input_sizes[0];
  int64_t n = 1;
  for (size_t d = 0; d < sizes.size(); ++d) {
    if (saved.reduced.mask[d]) n *= sizes[d];
  }
  return Scalar(n);
}

DimVector inverse_permutation(IntArrayRef dims) {
  const auto n = static_cast<int64_t>(dims.size());
  DimVector inverse(dims.size(), 0);
  for (int64_t i = 0; i < n; ++i) inverse[static_cast<size_t>(dims[i] < 0 ? dims[i] + n : dims[i])] = i;
  return inverse;
}

Tensor narrow_backward(const Tensor& grad, IntArrayRef sizes, int64_t dim, int64_t start, int64_t length) {
  const Tensor g = zeros(sizes, TensorOptions().dtype(grad.dtype()).device(grad.device()));
  g.narrow(dim, start, length).copy_(grad);  // g has self's sizes: the forward's dim and start
  return g;
}

Tensor select_backward(const Tensor& grad, IntArrayRef sizes, int64_t dim, int64_t index) {
  const Tensor g = zeros(sizes, TensorOptions().dtype(grad.dtype()).device(grad.device()));
  g.select(dim, index).copy_(grad);
  return g;
}

}  // namespace opforge::autograd
