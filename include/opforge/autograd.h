// Reverse-mode automatic differentiation: the graph recorded as tensors that require grad flow
// through differentiable functions, and the engine that runs it backwards (PyTorch's
// torch.autograd, https://pytorch.org/docs/stable/autograd.html).
//
// A tensor requires grad when it is a leaf the user marked (`requires_grad_()`) or the result of
// a differentiable function of one; the latter has a `grad_fn`, the graph node that maps the
// gradient of its results to the gradients of its inputs. `backward()` runs the graph from a
// result to the leaves and accumulates into each leaf's `grad()`.
//
// Differentiable functions are `autograd::Function`s (below; PyTorch's torch.autograd.Function).
// The ops of ops.yaml declare no derivatives yet: an op reached with an input that requires grad
// while grad mode is on raises PyTorch's "the derivative for 'sin' is not implemented." (and its
// errors for in-place ops on such leaves and for out= arguments), so no result silently loses its
// history. Ops whose results are never differentiable (comparisons, indices, factories) run.
#pragma once

#include <cstdint>
#include <functional>
#include <memory>
#include <string>
#include <tuple>
#include <type_traits>
#include <utility>
#include <vector>

#include "opforge/tensor.h"

namespace opforge::autograd {

// Whether operations record the graph on this thread (PyTorch's torch.is_grad_enabled()).
class GradMode {
 public:
  static bool is_enabled() noexcept;
  static void set_enabled(bool enabled) noexcept;
};

// Sets grad mode for a scope and restores it on exit (torch.set_grad_enabled as a context).
class AutoGradMode {
 public:
  explicit AutoGradMode(bool enabled) : previous_(GradMode::is_enabled()) { GradMode::set_enabled(enabled); }
  ~AutoGradMode() { GradMode::set_enabled(previous_); }
  AutoGradMode(const AutoGradMode&) = delete;
  AutoGradMode& operator=(const AutoGradMode&) = delete;

 private:
  bool previous_;
};

// torch.no_grad(): nothing computed in the scope records a graph or requires grad.
class NoGradGuard : public AutoGradMode {
 public:
  NoGradGuard() : AutoGradMode(false) {}
};

// A tensor hook: called with the gradient of the tensor; a defined result replaces it.
using Hook = std::function<Tensor(const Tensor&)>;

class Node;

// Where the gradient of one input of a node goes: input `input_nr` of `node` (an undefined edge:
// the input needs no gradient).
struct Edge {
  std::shared_ptr<Node> node;
  uint32_t input_nr = 0;
  bool valid() const noexcept { return node != nullptr; }
};

// A node of the graph: a function from the gradients of a forward function's results (its
// inputs, one per result; undefined where a result received none) to the gradients of the
// forward function's inputs (its outputs, one per next edge).
class Node : public std::enable_shared_from_this<Node> {
 public:
  virtual ~Node() = default;
  // The node's name in messages and in grad_fn: "MulBackward0", "AccumulateGrad".
  virtual std::string name() const = 0;
  virtual std::vector<Tensor> apply(std::vector<Tensor> grads) = 0;
  // Frees what the node saved for backward (backward without retain_graph).
  virtual void release_variables() {}

  // The number of gradients apply takes: the forward function's results.
  uint32_t num_inputs() const noexcept { return num_inputs_; }
  const std::vector<Edge>& next_edges() const noexcept { return next_edges_; }
  // Hooks on the gradient of result `input_nr` (Tensor::register_hook on a non-leaf), run before
  // apply; each may replace the gradient.
  void add_pre_hook(uint32_t input_nr, Hook hook) { pre_hooks_.emplace_back(input_nr, std::move(hook)); }
  const std::vector<std::pair<uint32_t, Hook>>& pre_hooks() const noexcept { return pre_hooks_; }

 protected:
  Node(uint32_t num_inputs, std::vector<Edge> next_edges)
      : num_inputs_(num_inputs), next_edges_(std::move(next_edges)) {}
  // A Function's node knows its results only after forward ran.
  void set_edges(uint32_t num_inputs, std::vector<Edge> next_edges) {
    num_inputs_ = num_inputs;
    next_edges_ = std::move(next_edges);
  }

 private:
  uint32_t num_inputs_;
  std::vector<Edge> next_edges_;
  std::vector<std::pair<uint32_t, Hook>> pre_hooks_;
};

// The edge a gradient of `t` takes: its grad_fn's result slot, the accumulator of a leaf that
// requires grad, or an undefined edge.
Edge gradient_edge(const Tensor& t);

// Runs the graph backwards from `tensors`, seeded with `grad_tensors` (one per tensor; an
// undefined one is ones for a single-element tensor, PyTorch's "grad can be implicitly created
// only for scalar outputs" otherwise), and accumulates into the grad() of the leaves reached.
// Without retain_graph, the graph's saved tensors are freed on the way.
void backward(const std::vector<Tensor>& tensors, const std::vector<Tensor>& grad_tensors = {},
              bool retain_graph = false);

// torch.autograd.grad: the gradients of `outputs` with respect to `inputs` (one per input),
// returned instead of accumulated into grad(). An input the outputs do not depend on is an error
// unless allow_unused, which gives an undefined tensor for it.
std::vector<Tensor> grad(const std::vector<Tensor>& outputs, const std::vector<Tensor>& inputs,
                         const std::vector<Tensor>& grad_outputs = {}, bool retain_graph = false,
                         bool allow_unused = false);

// ---- custom functions ---------------------------------------------------------------------------

// What a Function's forward keeps for its backward (PyTorch's ctx).
class Context {
 public:
  // Tensors the backward reads; freed after backward unless the graph is retained.
  void save_for_backward(std::vector<Tensor> tensors);
  // RuntimeError "Trying to backward through the graph a second time ..." once freed, and "one of
  // the variables needed for gradient computation has been modified by an inplace operation ..."
  // for a tensor written in place since it was saved.
  const std::vector<Tensor>& saved_tensors() const;
  // Whether the gradient of tensor argument i is needed (it requires grad).
  bool needs_input_grad(size_t i) const { return i < needs_input_grad_.size() && needs_input_grad_[i]; }

 private:
  template <class F>
  friend class FunctionNode;
  friend struct FunctionRecorder;
  std::vector<Tensor> saved_;
  std::vector<uint64_t> versions_;
  // Which result of the node each saved tensor is (-1: none), and the node's name: PyTorch's error
  // for a saved result written in place names it.
  std::vector<int32_t> result_nrs_;
  std::string node_name_;
  std::vector<bool> needs_input_grad_;
  bool released_ = false;
};

// What the engine checks a gradient against: the sizes, dtype and device of a tensor.
struct TensorMeta {
  DimVector sizes;
  ScalarType dtype;
  Device device;
};

// The records shared by every Function's node and apply (defined once, in autograd/function.cpp).
struct FunctionRecorder {
  // Whether the inputs need a graph: grad mode on and some input requires grad.
  static bool needs_graph(const std::vector<const Tensor*>& inputs);
  // The inputs' edges and metas, and which need gradients.
  static void capture_inputs(const std::vector<const Tensor*>& inputs, std::vector<Edge>& edges,
                             std::vector<TensorMeta>& metas, Context& ctx);
  // Gives the floating and complex results `node` as grad_fn (a result that is an input becomes
  // an alias first, so the input keeps its own history) and records their metas.
  static void set_history(std::vector<Tensor>& results, const std::vector<const Tensor*>& inputs,
                          const std::shared_ptr<Node>& node, std::vector<TensorMeta>& result_metas);
  // Saved tensors that are results of the call become aliases without history: a node holding its
  // own result, which holds the node, would never be freed (PyTorch saves outputs the same way).
  static void save_results_without_history(Context& ctx, const std::vector<Tensor>& results, std::string node_name);
  // Zeros for the results that received no gradient.
  static void materialize(std::vector<Tensor>& grads, const std::vector<TensorMeta>& result_metas);
  // Checks backward's gradients against the inputs (count, shape: summed to an input's size where
  // it broadcasts to it; dtype: converted; device) and drops those of inputs that need none.
  static std::vector<Tensor> validate(const std::string& name, std::vector<Tensor> grads,
                                      const std::vector<TensorMeta>& input_metas, const std::vector<Edge>& edges);
};

// The node of one call of a Function F.
template <class F>
class FunctionNode final : public Node {
 public:
  FunctionNode() : Node(0, {}) {}
  using Node::set_edges;
  std::string name() const override { return F::name(); }
  std::vector<Tensor> apply(std::vector<Tensor> grads) override {
    FunctionRecorder::materialize(grads, result_metas_);
    return FunctionRecorder::validate(name(), F::backward(ctx_, std::move(grads)), input_metas_, next_edges());
  }
  void release_variables() override {
    ctx_.saved_.clear();
    ctx_.versions_.clear();
    ctx_.released_ = true;
  }
  Context ctx_;
  std::vector<TensorMeta> input_metas_;
  std::vector<TensorMeta> result_metas_;
};

// A differentiable function written by the user (PyTorch's torch.autograd.Function):
//
//   struct Exp : autograd::Function<Exp> {
//     static std::string name() { return "ExpBackward"; }
//     static Tensor forward(autograd::Context& ctx, const Tensor& x) {
//       Tensor r = x.exp();
//       ctx.save_for_backward({r});
//       return r;
//     }
//     static std::vector<Tensor> backward(autograd::Context& ctx, std::vector<Tensor> grads) {
//       return {grads[0].mul(ctx.saved_tensors()[0])};
//     }
//   };
//   Tensor y = Exp::apply(x);
//
// forward runs without grad mode and returns a Tensor or a std::vector<Tensor>; backward gets
// one gradient per result (zeros where a result received none) and returns one per Tensor
// argument of forward, in order (undefined where none).
template <class F>
struct Function {
  template <class... Args>
  static auto apply(Args&&... args) {
    std::vector<const Tensor*> inputs;
    (collect(inputs, args), ...);
    if (!FunctionRecorder::needs_graph(inputs)) {
      NoGradGuard no_grad;
      Context ctx;
      return F::forward(ctx, std::forward<Args>(args)...);
    }
    std::vector<Edge> edges;
    std::vector<TensorMeta> metas;
    auto node = std::make_shared<FunctionNode<F>>();
    FunctionRecorder::capture_inputs(inputs, edges, metas, node->ctx_);
    node->input_metas_ = std::move(metas);
    using Result = decltype(F::forward(node->ctx_, std::forward<Args>(args)...));
    std::vector<Tensor> results;
    {
      NoGradGuard no_grad;
      if constexpr (std::is_same_v<Result, std::vector<Tensor>>) {
        results = F::forward(node->ctx_, std::forward<Args>(args)...);
      } else {
        results.push_back(F::forward(node->ctx_, std::forward<Args>(args)...));
      }
    }
    node->set_edges(static_cast<uint32_t>(results.size()), std::move(edges));
    FunctionRecorder::set_history(results, inputs, node, node->result_metas_);
    FunctionRecorder::save_results_without_history(node->ctx_, results, node->name());
    if constexpr (std::is_same_v<Result, std::vector<Tensor>>) {
      return results;
    } else {
      return std::move(results[0]);
    }
  }

 private:
  template <class A>
  static void collect(std::vector<const Tensor*>& inputs, const A& a) {
    if constexpr (std::is_base_of_v<TensorBase, std::decay_t<A>>) inputs.push_back(&static_cast<const Tensor&>(a));
  }
};

}  // namespace opforge::autograd
