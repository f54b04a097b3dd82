// `derivatives` checked against the entry's signature and the ops of the file (derivatives.h).
#include "frontend/derivatives.h"

#include <algorithm>
#include <array>
#include <map>
#include <string>
#include <string_view>
#include <vector>

#include <fmt/format.h>
#include <fmt/ranges.h>

#include "frontend/vocabulary.h"

namespace opforge::codegen {
namespace {

// How many arguments the function forms of an op base take: the fewest (those without defaults)
// and the most, over its entries.
struct Arity {
  size_t least = 0;
  size_t most = 0;
};

// The helpers formulas may call besides ops (src/autograd/derived.h). sizes(x) is a differentiated
// input's sizes, recorded without saving the tensor; a reduction's read the dims its meta step
// folded, which the formula cannot name otherwise; correction() is a Welford reducer's (var,
// std): its meta step's correction, from unbiased or correction.
enum class HelperScope { Any, Reduction, Welford };
struct Helper {
  std::string_view name;
  size_t arity;
  HelperScope scope;
};
constexpr std::array<Helper, 49> kHelpers{{
    {"strided_view_backward", 3, HelperScope::Any},
    {"quantile_backward", 6, HelperScope::Any},
    {"quantile_q_backward", 6, HelperScope::Any},
    {"nanquantile_backward", 6, HelperScope::Any},
    {"nanquantile_q_backward", 6, HelperScope::Any},
    {"as_strided_backward", 5, HelperScope::Any},
    {"div_mode_self_backward", 3, HelperScope::Any},
    {"div_mode_other_backward", 4, HelperScope::Any},
    {"clamp_tensor_backward", 4, HelperScope::Any},
    {"clamp_min_backward", 4, HelperScope::Any},
    {"clamp_max_backward", 4, HelperScope::Any},
    {"cat_backward", 3, HelperScope::Any},
    {"unbind_backward", 2, HelperScope::Any},
    {"gather_backward", 5, HelperScope::Any},
    {"index_select_backward", 4, HelperScope::Any},
    {"scatter_backward", 4, HelperScope::Any},
    {"msort_backward", 2, HelperScope::Any},
    {"prod_backward", 2, HelperScope::Any},
    {"nanmean_backward", 4, HelperScope::Any},
    {"norm_backward", 4, HelperScope::Any},
    {"norm_dim_backward", 6, HelperScope::Any},
    {"cumprod_backward", 4, HelperScope::Any},
    {"logcumsumexp_backward", 4, HelperScope::Any},
    {"diagonal_backward", 5, HelperScope::Any},
    {"unfold_backward", 5, HelperScope::Any},
    {"masked_select_backward", 3, HelperScope::Any},
    {"matmul_self_backward", 3, HelperScope::Any},
    {"matmul_other_backward", 3, HelperScope::Any},
    {"inner_self_backward", 3, HelperScope::Any},
    {"inner_other_backward", 3, HelperScope::Any},
    {"linear_weight_backward", 2, HelperScope::Any},
    {"prod_dim_backward", 3, HelperScope::Any},
    {"value_selecting_backward", 5, HelperScope::Any},
    {"cumsum_backward", 2, HelperScope::Any},
    {"clamp_backward", 4, HelperScope::Any},
    {"angle_backward", 2, HelperScope::Any},
    {"imag_backward", 1, HelperScope::Any},
    {"logit_backward", 3, HelperScope::Any},
    {"sizes", 1, HelperScope::Any},
    {"inverse_permutation", 1, HelperScope::Any},
    {"narrow_backward", 5, HelperScope::Any},
    {"select_backward", 4, HelperScope::Any},
    {"softmax_backward", 3, HelperScope::Any},
    {"log_softmax_backward", 3, HelperScope::Any},
    {"logsumexp_backward", 5, HelperScope::Any},
    {"unreduce", 1, HelperScope::Reduction},
    {"reduced_sum", 1, HelperScope::Reduction},
    {"reduced_count", 0, HelperScope::Reduction},
    {"correction", 0, HelperScope::Welford},
}};

const Helper* find_helper(std::string_view name) {
  for (const Helper& h : kHelpers) {
    if (h.name == name) return &h;
  }
  return nullptr;
}

// Whether the entry's stub plans a reduction (dispatch::plan_reduction): a reduce kernel, or a
// custom one of a reduction promotion (sum, mean).
bool is_reduction(const OpEntry& e) {
  if (e.kernel->kind == KernelKind::Reduce) return true;
  if (e.kernel->kind != KernelKind::Custom || !e.promotion) return false;
  const PromotionKind k = e.promotion->kind;
  return k == PromotionKind::Reduction || k == PromotionKind::ReductionKeepsDtype ||
         k == PromotionKind::ReductionFloating;
}

bool is_welford(const OpEntry& e) {
  return e.kernel->kind == KernelKind::Reduce && e.kernel->reduce && e.kernel->reduce->reducer == "welford";
}

// The arguments a formula may read: tensors (an optional one: absent, no gradient), numbers
// (optional ones too: a helper's clamp bounds), strings (for a helper: div's rounding_mode), int lists (a view's dims; an optional one read as
// empty when absent: nanmean's dim) and dims by name (read as the dims the stub resolved).
bool is_readable(const Type& t) {
  if (t.optional) {
    if (t.is_list) return t.base == BaseType::Int;
    return t.base == BaseType::Scalar || t.base == BaseType::Float || t.base == BaseType::Int ||
           t.base == BaseType::Tensor || t.base == BaseType::Str;
  }
  if (t.base == BaseType::Str) return !t.is_list;  // div's rounding_mode, for a helper
  if (t.is_list) return t.base == BaseType::Int || t.base == BaseType::Dimname;
  return t.base == BaseType::Tensor || t.base == BaseType::Scalar || t.base == BaseType::Int ||
         t.base == BaseType::Float || t.base == BaseType::Bool || t.base == BaseType::Dimname;
}

// The kernel kinds whose stubs record a node: all but factories, which have no tensor input (a
// composite or custom kernel runs without grad mode, its node recorded after it; a sampler records
// onto self, in place).
bool records_node(const OpEntry& e) { return e.kernel->kind != KernelKind::Factory; }

// An entry of several results differentiates its first (values) where the others are indices, and
// all of them where they are a reducer's (var_mean's var and mean: grad and grad1).
bool several_results_are_values_and_indices(const Signature& sig) {
  return std::all_of(sig.returns.begin() + 1, sig.returns.end(), [](const Return& r) { return r.name == "indices"; });
}

bool results_are_a_reducers(const OpEntry& e) {
  return e.signature->returns.size() > 1 && e.kernel->kind == KernelKind::Reduce && e.kernel->reduce &&
         !e.kernel->reduce->reducer.empty();
}

class DerivativeChecker {
 public:
  DerivativeChecker(const OpEntry& e, const Derivative& d, const std::map<std::string, Arity>& functions,
                    DiagnosticSink& sink)
      : e_(e), d_(d), functions_(functions), sink_(sink) {}

  void check(const Expr& x) {
    if (x.kind == Expr::Kind::Argument) check_name(x);
    if (x.kind == Expr::Kind::Call) check_call(x);
    // sizes(x) reads the node's record of x, which check_sizes_operand checks (a Tensor[] too).
    if (x.kind == Expr::Kind::Call && x.text == "sizes") return;
    for (const Expr& operand : x.operands) check(operand);
  }

 private:
  void check_name(const Expr& x) {
    // A Tensor[] result (split's) has `grads`, the gradients of its pieces, in place of grad and
    // result.
    const bool list_result = e_.signature->returns.size() == 1 && e_.signature->returns[0].type.is_list;
    if (list_result ? x.text == "grads" : (x.text == "grad" || x.text == "result")) return;
    if (x.text == "indices" && e_.signature->returns.size() > 1 && !results_are_a_reducers(e_)) return;
    if (x.text == "grad1" && results_are_a_reducers(e_)) return;
    const Argument* a = e_.signature->find_argument(x.text);
    if (a && is_readable(a->type)) return;
    std::vector<std::string_view> names;
    if (list_result) {
      names.push_back("grads");
    } else {
      names.insert(names.end(), {"grad", "result"});
    }
    for (const Argument& arg : e_.signature->arguments) {
      if (is_readable(arg.type)) names.push_back(arg.name);
    }
    sink_.error(d_.locator.at(x.offset), "the derivative of {} names '{}'{}; it may name {}", d_.input, x.text,
                did_you_mean(x.text, names), fmt::join(names, ", "));
  }

  void check_call(const Expr& x) {
    if (const Helper* h = find_helper(x.text)) {
      check_helper(x, *h);
      return;
    }
    const auto it = functions_.find(x.text);
    if (it == functions_.end()) {
      std::vector<std::string_view> names;
      for (const auto& [name, arity] : functions_) names.push_back(name);
      sink_.error(d_.locator.at(x.offset),
                  "the derivative of {} calls '{}'{}, which is not an op with a function form in this file", d_.input,
                  x.text, did_you_mean(x.text, names));
      return;
    }
    const Arity& a = it->second;
    if (x.operands.size() < a.least || x.operands.size() > a.most) {
      sink_.error(d_.locator.at(x.offset), "'{}' takes {}{} argument{}, got {}", x.text,
                  a.least == a.most ? "" : fmt::format("{} to ", a.least), a.most, a.most == 1 ? "" : "s",
                  x.operands.size());
    }
  }

  void check_helper(const Expr& x, const Helper& h) {
    if ((h.scope == HelperScope::Reduction && !is_reduction(e_)) ||
        (h.scope == HelperScope::Welford && !is_welford(e_))) {
      sink_.error(d_.locator.at(x.offset), "'{}' is a helper of {} entries; '{}' is not one", x.text,
                  h.scope == HelperScope::Welford ? "Welford reducer (reducer: welford)" : "reduction",
                  e_.signature->full_name());
      return;
    }
    if (x.operands.size() != h.arity) {
      sink_.error(d_.locator.at(x.offset), "'{}' takes {} argument{}, got {}", x.text, h.arity, h.arity == 1 ? "" : "s",
                  x.operands.size());
      return;
    }
    if (h.name == "sizes") check_sizes_operand(x.operands[0]);
  }

  // sizes(x): x names a differentiated input, whose sizes the node records.
  void check_sizes_operand(const Expr& x) {
    std::vector<std::string_view> inputs;
    for (const Derivative& d : *e_.derivatives) inputs.push_back(d.input);
    if (x.kind == Expr::Kind::Argument && std::find(inputs.begin(), inputs.end(), x.text) != inputs.end()) return;
    sink_.error(d_.locator.at(x.offset), "sizes() takes a differentiated input of '{}' ({}), got '{}'",
                e_.signature->full_name(), fmt::join(inputs, ", "), x.text);
  }

  const OpEntry& e_;
  const Derivative& d_;
  const std::map<std::string, Arity>& functions_;
  DiagnosticSink& sink_;
};

}  // namespace

// `gradcheck`: each key an argument of an entry with derivatives, a list of ints for a Tensor
// (its shape) or an int list, of names for a Dimname list, a scalar for the others.
void check_gradcheck(const OpEntry& e, DiagnosticSink& sink) {
  const Signature& sig = *e.signature;
  if (!e.derivatives) {
    sink.error(e.gradcheck_pos,
               "field 'gradcheck' gives the arguments of the gradient test of 'derivatives', which '{}' has none of",
               sig.full_name());
    return;
  }
  std::vector<std::string_view> names;
  for (const Argument& a : sig.arguments) names.push_back(a.name);
  for (const GradcheckValue& v : *e.gradcheck) {
    const Argument* a = sig.find_argument(v.argument);
    if (!a && v.argument == "skip") {
      // No finite-difference test, for the reason given: derivatives PyTorch declares against
      // them (normal's zero gradients for sampled values).
      if (v.is_list || v.is_map || v.text.empty()) {
        sink.error(v.value_pos, "'gradcheck' skip takes the reason the gradient test is not generated, as text");
      } else if (e.gradcheck->size() > 1) {
        sink.error(v.pos, "'gradcheck' skip leaves no test to give arguments to; it comes alone");
      }
      continue;
    }
    if (!a && (v.argument == "real_only" || v.argument == "complex_only")) {
      // No test at complex inputs (real_only: the test's arguments take no complex numbers, div's
      // floor rounding), or none at real ones (complex_only: imag), for the reason given.
      if (v.is_list || v.is_map || v.text.empty())
        sink.error(v.value_pos, "'gradcheck' {} takes the reason there is no {} test, as text", v.argument,
                   v.argument == "real_only" ? "complex" : "real");
      continue;
    }
    if (!a) {
      sink.error(v.pos, "'gradcheck' names '{}'{}, which is not an argument of '{}' (its arguments: {})", v.argument,
                 did_you_mean(v.argument, names), sig.full_name(), fmt::join(names, ", "));
      continue;
    }
    const bool tensor = a->type.base == BaseType::Tensor && !a->type.is_list;
    const bool names = a->type.base == BaseType::Dimname && a->type.is_list;
    const bool wants_list = tensor || names || (a->type.base == BaseType::Int && a->type.is_list);
    if (v.is_map) {
      const bool differentiated =
          e.derivatives && std::any_of(e.derivatives->begin(), e.derivatives->end(), [&](const Derivative& d) {
            return d.input == v.argument && !d.not_differentiable;
          });
      if (!tensor || !differentiated) {
        sink.error(v.value_pos, "'gradcheck' gives {} a shape and a range; only a differentiated Tensor takes them",
                   v.argument);
      }
      continue;
    }
    const bool list_fits = names ? v.ints.empty() : v.names.empty();
    if (wants_list != v.is_list || (v.is_list && !list_fits)) {
      sink.error(v.value_pos, "'gradcheck' gives {} {}; it takes {}", v.argument,
                 !v.is_list        ? "a value"
                 : v.names.empty() ? "a list of ints"
                                   : "a list of names",
                 tensor       ? "a shape, such as [2, 3]"
                 : names      ? "a list of dim names, such as [A, B]"
                 : wants_list ? "a list of ints"
                              : "a value");
      continue;
    }
    if (tensor && std::any_of(v.ints.begin(), v.ints.end(), [](int64_t n) { return n < 0; })) {
      sink.error(v.value_pos, "the shape of {} in 'gradcheck' has a negative size", v.argument);
    }
  }
}

void check_derivatives(const OpsFile& file, DiagnosticSink& sink) {
  std::map<std::string, Arity> functions;
  for (const OpEntry& e : file.ops) {
    if (!e.signature || !e.has_variant(Variant::Function)) continue;
    size_t least = 0;
    for (const Argument& a : e.signature->arguments) {
      if (!a.default_value && !a.kwarg_only) ++least;
    }
    const size_t most = e.signature->arguments.size();
    const auto [it, inserted] = functions.emplace(e.signature->name, Arity{least, most});
    if (!inserted) {
      it->second.least = std::min(it->second.least, least);
      it->second.most = std::max(it->second.most, most);
    }
  }
  for (const OpEntry& e : file.ops) {
    if (e.gradcheck && e.signature) check_gradcheck(e, sink);
    if (!e.derivatives || !e.signature) continue;
    const Signature& sig = *e.signature;
    if (!e.kernel || !records_node(e)) {
      sink.error(e.derivatives_pos,
                 "derivatives are not generated for factory kernels, which take no tensor; '{}' has {} kernel",
                 sig.full_name(), e.kernel ? fmt::format("a {}", name_of(kKernelKinds, e.kernel->kind)) : "no");
      continue;
    }
    if (!several_results_are_values_and_indices(sig) && !results_are_a_reducers(e)) {
      sink.error(e.derivatives_pos,
                 "derivatives are generated for entries of one result, of values and indices, or of a reducer's "
                 "results so far; '{}' returns {}",
                 sig.full_name(), returns_spelling(sig));
      continue;
    }
    std::vector<std::string_view> tensors;
    for (const Argument& a : sig.arguments) {
      if (a.type.base == BaseType::Tensor) tensors.push_back(a.name);
    }
    // A Tensor[] input (cat's tensors) is the entry's only differentiated input: its formula gives
    // one gradient per tensor.
    for (const Derivative& d : e.derivatives.value()) {
      const Argument* a = sig.find_argument(d.input);
      if (a && a->type.base == BaseType::Tensor && a->type.is_list && e.derivatives->size() > 1) {
        sink.error(d.pos, "'derivatives' of the list {} is the only formula of '{}' (one gradient per tensor)", d.input,
                   sig.full_name());
      }
    }
    for (const Derivative& d : e.derivatives.value()) {
      if (std::find(tensors.begin(), tensors.end(), d.input) == tensors.end()) {
        sink.error(d.pos,
                   "'derivatives' names '{}'{}, which is not a Tensor argument of '{}' (its Tensor arguments: {})",
                   d.input, did_you_mean(d.input, tensors), sig.full_name(), fmt::join(tensors, ", "));
        continue;
      }
      if (!d.not_differentiable && !d.not_implemented) DerivativeChecker(e, d, functions, sink).check(d.expression);
    }
    // A NotImplemented node stands for the whole op: its inputs have no formulas beside it.
    const auto not_implemented = [](const Derivative& d) { return d.not_implemented; };
    const auto formula = [](const Derivative& d) { return !d.not_implemented && !d.not_differentiable; };
    if (std::any_of(e.derivatives->begin(), e.derivatives->end(), not_implemented) &&
        std::any_of(e.derivatives->begin(), e.derivatives->end(), formula)) {
      sink.error(e.derivatives_pos,
                 "'derivatives' of '{}' are not_implemented for some inputs and formulas for others; "
                 "PyTorch's NotImplemented node takes them all",
                 sig.full_name());
    }
  }
}

}  // namespace opforge::codegen
