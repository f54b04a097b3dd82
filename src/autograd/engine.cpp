// The engine: runs the graph from the tensors given to backward() or grad() to the leaves, each
// node once all the gradients flowing into it have arrived (a count of the edges into it, as
// PyTorch's GraphTask), and the leaves' accumulators (AccumulateGrad).
#include <algorithm>
#include <string>
#include <unordered_map>
#include <unordered_set>
#include <utility>
#include <vector>

#include <fmt/format.h>
#include <fmt/ranges.h>

#include "autograd/meta.h"
#include "opforge/autograd.h"
#include "opforge/factories.h"

namespace opforge::autograd {
namespace {

// Adds a leaf's gradients into its grad(): the first one copied (the caller may reuse it), the
// later ones summed, unnamed and in the leaf's dtype.
class AccumulateGrad final : public Node {
 public:
  explicit AccumulateGrad(intrusive_ptr<TensorImpl> leaf) : Node(1, {}), leaf_(std::move(leaf)) {}
  std::string name() const override { return "AccumulateGrad"; }

  std::vector<Tensor> apply(std::vector<Tensor> grads) override {
    Tensor g = unnamed(grads[0]);
    AutogradMeta* m = leaf_->autograd_meta();
    if (!g.defined() || !m) return {};
    if (g.dtype() != leaf_->dtype()) g = g.to(leaf_->dtype());
    m->grad = m->grad.defined() ? m->grad.add(g) : g.clone();
    return {};
  }

  // The leaf's hooks, registered on the tensor before or after this node existed.
  void run_leaf_hooks(Tensor& g) const {
    const AutogradMeta* m = leaf_->autograd_meta();
    if (!m || !g.defined()) return;
    for (const Hook& hook : m->leaf_hooks) {
      Tensor replaced = hook(g);
      if (replaced.defined()) g = std::move(replaced);
    }
  }

 private:
  intrusive_ptr<TensorImpl> leaf_;
};

void add_into(std::vector<Tensor>& buffer, uint32_t slot, const Tensor& g) {
  if (!g.defined()) return;
  buffer[slot] = buffer[slot].defined() ? buffer[slot].add(g) : g;
}

// PyTorch's spelling of a shape in messages: torch.Size([2, 3]).
std::string torch_size(IntArrayRef sizes) { return fmt::format("torch.Size([{}])", fmt::join(sizes, ", ")); }

struct Capture {
  Node* node;
  uint32_t input_nr;
};

// Runs the graph below `roots`, seeded with `seeds`. Captured gradients (grad()) are returned in
// order; with accumulate false, the leaves' accumulators do not run.
std::vector<Tensor> execute(const std::vector<Edge>& roots, const std::vector<Tensor>& seeds, bool retain_graph,
                            bool accumulate, const std::vector<Capture>& captures) {
  NoGradGuard no_grad;  // the gradients are values, not functions to differentiate again
  std::unordered_map<Node*, int> dependencies;
  std::unordered_set<Node*> seen;
  std::vector<Node*> stack;
  for (const Edge& r : roots) {
    if (seen.insert(r.node.get()).second) stack.push_back(r.node.get());
  }
  while (!stack.empty()) {
    Node* n = stack.back();
    stack.pop_back();
    for (const Edge& e : n->next_edges()) {
      if (!e.valid()) continue;
      ++dependencies[e.node.get()];
      if (seen.insert(e.node.get()).second) stack.push_back(e.node.get());
    }
  }
  std::unordered_map<Node*, std::vector<Tensor>> buffers;
  auto buffer_of = [&buffers](Node* n) -> std::vector<Tensor>& {
    std::vector<Tensor>& b = buffers[n];
    if (b.size() < n->num_inputs()) b.resize(n->num_inputs());
    return b;
  };
  std::vector<Node*> ready;
  for (size_t i = 0; i < roots.size(); ++i) {
    Node* n = roots[i].node.get();
    add_into(buffer_of(n), roots[i].input_nr, seeds[i]);
    if (dependencies[n] == 0 && std::find(ready.begin(), ready.end(), n) == ready.end()) ready.push_back(n);
  }
  std::vector<Tensor> captured(captures.size());
  while (!ready.empty()) {
    Node* n = ready.back();
    ready.pop_back();
    std::vector<Tensor> grads = std::move(buffer_of(n));
    buffers.erase(n);
    for (const auto& [slot, hook] : n->pre_hooks()) {
      if (!grads[slot].defined()) continue;
      Tensor replaced = hook(grads[slot]);
      if (replaced.defined()) grads[slot] = std::move(replaced);
    }
    auto* accumulator = dynamic_cast<AccumulateGrad*>(n);
    if (accumulator) accumulator->run_leaf_hooks(grads[0]);
    for (size_t k = 0; k < captures.size(); ++k) {
      if (captures[k].node == n) captured[k] = grads[captures[k].input_nr];
    }
    if (accumulator && !accumulate) continue;
    std::vector<Tensor> outputs = n->apply(std::move(grads));
    if (!retain_graph) n->release_variables();
    const std::vector<Edge>& edges = n->next_edges();
    for (size_t k = 0; k < edges.size(); ++k) {
      const Edge& e = edges[k];
      if (!e.valid()) continue;
      if (k < outputs.size()) add_into(buffer_of(e.node.get()), e.input_nr, outputs[k]);
      if (--dependencies[e.node.get()] == 0) ready.push_back(e.node.get());
    }
  }
  return captured;
}

// The roots' edges and seeds of backward() and grad(), with PyTorch's checks.
void seed_roots(const std::vector<Tensor>& tensors, const std::vector<Tensor>& grads, std::vector<Edge>& roots,
                std::vector<Tensor>& seeds) {
  OPFORGE_CHECK(grads.empty() || grads.size() == tensors.size(), RuntimeError, "got {} tensors and {} gradients",
                tensors.size(), grads.size());
  for (size_t i = 0; i < tensors.size(); ++i) {
    const Tensor& t = tensors[i];
    Edge e = gradient_edge(t);
    OPFORGE_CHECK(e.valid(), RuntimeError, "element {} of tensors does not require grad and does not have a grad_fn",
                  i);
    Tensor g = grads.empty() ? Tensor() : grads[i];
    if (g.defined()) {
      OPFORGE_CHECK(g.sizes() == t.sizes(), RuntimeError,
                    "Mismatch in shape: grad_output[{}] has a shape of {} and output[{}] has a shape of {}.", i,
                    torch_size(g.sizes()), i, torch_size(t.sizes()));
    } else {
      OPFORGE_CHECK(t.numel() == 1, RuntimeError, "grad can be implicitly created only for scalar outputs");
      NoGradGuard no_grad;
      g = ones(t.sizes(), TensorOptions().dtype(t.dtype()).device(t.device()));
    }
    roots.push_back(std::move(e));
    seeds.push_back(unnamed(g));
  }
}

}  // namespace

Edge gradient_edge(const Tensor& t) {
  if (!t.defined()) return {};
  AutogradMeta* m = t.impl()->autograd_meta();
  if (!m) return {};
  if (m->grad_fn) return Edge{m->grad_fn, m->output_nr};
  if (!m->requires_grad) return {};
  std::shared_ptr<Node> accumulator = m->grad_accumulator.lock();
  if (!accumulator) {
    accumulator = std::make_shared<AccumulateGrad>(t.impl_ptr());
    m->grad_accumulator = accumulator;
  }
  return Edge{std::move(accumulator), 0};
}

void backward(const std::vector<Tensor>& tensors, const std::vector<Tensor>& grad_tensors, bool retain_graph) {
  std::vector<Edge> roots;
  std::vector<Tensor> seeds;
  seed_roots(tensors, grad_tensors, roots, seeds);
  execute(roots, seeds, retain_graph, /*accumulate=*/true, {});
}

std::vector<Tensor> grad(const std::vector<Tensor>& outputs, const std::vector<Tensor>& inputs,
                         const std::vector<Tensor>& grad_outputs, bool retain_graph, bool allow_unused) {
  std::vector<Edge> roots;
  std::vector<Tensor> seeds;
  seed_roots(outputs, grad_outputs, roots, seeds);
  std::vector<Edge> input_edges;  // held for the run: a leaf's accumulator lives in the graph
  std::vector<Capture> captures;
  for (const Tensor& in : inputs) {
    Edge e = gradient_edge(in);
    OPFORGE_CHECK(e.valid(), RuntimeError, "One of the differentiated Tensors does not require grad");
    captures.push_back(Capture{e.node.get(), e.input_nr});
    input_edges.push_back(std::move(e));
  }
  std::vector<Tensor> result = execute(roots, seeds, retain_graph, /*accumulate=*/false, captures);
  for (const Tensor& g : result) {
    OPFORGE_CHECK(allow_unused || g.defined(), RuntimeError,
                  "One of the differentiated Tensors appears to not have been used in the graph. Set allow_unused=True "
                  "if this is the desired behavior.");
  }
  return result;
}

}  // namespace opforge::autograd
