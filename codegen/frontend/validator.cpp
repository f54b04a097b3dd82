#include "frontend/validator.h"

#include <algorithm>
#include <map>
#include <set>
#include <string>

#include <fmt/format.h>

#include "frontend/derivatives.h"
#include "frontend/dtypes.h"
#include "frontend/expression.h"
#include "frontend/functions.h"
#include "frontend/operands.h"

namespace opforge::codegen {
namespace {

std::string argument_list(const Signature& sig) {
  std::vector<std::string_view> names;
  for (const Argument& a : sig.arguments) names.push_back(a.name);
  return fmt::format("{}", fmt::join(names, ", "));
}

class EntryValidator {
 public:
  EntryValidator(const OpEntry& e, DiagnosticSink& sink) : e_(e), sink_(sink) {}

  void run() {
    if (!e_.signature) return;
    const Signature& sig = *e_.signature;
    if (!e_.op.empty() && sig.full_name() != e_.op) {
      sink_.error(sig.name_pos, "signature is named '{}' but the entry is op '{}'; they must match", sig.full_name(),
                  e_.op);
    }
    if (e_.variants) check_variants(sig);
    check_value_returns(sig);
    if (e_.inplace_cast && e_.variants) check_inplace_cast();
    if (e_.promotion) check_promotion(sig, *e_.promotion);
    if (e_.broadcast) check_broadcast(sig, *e_.broadcast);
    if (e_.names) check_names(sig, *e_.names);
    if (e_.promotion && e_.promotion->out) only_names_take_out("promotion", e_.promotion->out_pos);
    if (e_.broadcast && e_.broadcast->out) only_names_take_out("broadcast", e_.broadcast->out_pos);
    if (e_.kernel && e_.kernel->kind == KernelKind::Pointwise) check_pointwise(sig, *e_.kernel);
    if (e_.kernel && e_.kernel->kind == KernelKind::Reduce) check_reduce(sig, *e_.kernel);
    if (e_.kernel && e_.kernel->kind == KernelKind::Scan) check_scan(sig, *e_.kernel);
    if (e_.kernel && e_.kernel->kind == KernelKind::Sort) check_sort(sig, *e_.kernel);
    if (e_.kernel && e_.kernel->kind == KernelKind::Structured) check_structured(sig, *e_.kernel);
    if (e_.kernel && e_.kernel->kind == KernelKind::View) check_view(sig, *e_.kernel);
    if (e_.kernel && e_.kernel->kind == KernelKind::Factory) check_factory(sig, *e_.kernel);
    if (e_.kernel && e_.kernel->kind != KernelKind::Factory) {
      for (const Argument& a : sig.arguments)
        if (a.type.base == BaseType::NestedList)
          sink_.error(a.pos,
                      "'NestedList' is torch.tensor's data: only a factory kernel takes it ('{}' has a {} kernel)",
                      op(), name_of(kKernelKinds, e_.kernel->kind));
    }
    if (e_.kernel && e_.kernel->kind == KernelKind::Sampler) check_sampler(sig, *e_.kernel);
    if (e_.kernel && e_.kernel->kind != KernelKind::Structured && e_.kernel->kind != KernelKind::Sort && e_.promotion &&
        is_structured_promotion(e_.promotion->kind)) {
      sink_.error(e_.promotion->pos,
                  "promotion '{}' is applied by the stub of a structured kernel; '{}' has a "
                  "{} kernel",
                  name_of(kPromotionKinds, e_.promotion->kind), op(), name_of(kKernelKinds, e_.kernel->kind));
    }
    if (e_.kernel && e_.kernel->kind == KernelKind::Custom && e_.promotion &&
        is_reduction_promotion(e_.promotion->kind)) {
      check_reduction_arguments(sig, *e_.kernel, "a custom kernel with a reduction promotion");
    }
    for (const Reject& r : e_.rejects) check_reject(sig, r);
    if (e_.cuda_dtypes) check_cuda_dtypes();
    if (e_.noop_unless) check_noop_unless(sig);
    if (e_.number_forms) check_number_forms(sig);
    if (e_.number_self) check_number_self(sig);
    for (const ScalarConversionWord& w : e_.scalar_conversion) check_scalar_conversion(sig, w);
  }

 private:
  std::string op() const { return e_.op.empty() ? e_.signature->full_name() : e_.op; }

  // cuda_dtypes narrows a custom kernel's dtypes on CUDA: a pointwise op's CUDA kernel is generated
  // from the same expression and covers all of them.
  void check_cuda_dtypes() {
    const SourcePos at = e_.cuda_dtypes_pos;
    if (e_.kernel && e_.kernel->kind != KernelKind::Custom && e_.kernel->kind != KernelKind::Structured &&
        e_.kernel->kind != KernelKind::Composite) {
      sink_.error(at,
                  "cuda_dtypes is for hand-written kernels; the generated CUDA kernel of a {} op covers all of its "
                  "dtypes",
                  name_of(kKernelKinds, e_.kernel->kind));
      return;
    }
    if (e_.devices && std::find(e_.devices->begin(), e_.devices->end(), DeviceKind::CUDA) == e_.devices->end()) {
      sink_.error(at, "cuda_dtypes needs device 'cuda' in devices");
      return;
    }
    if (!e_.dtypes) return;
    std::vector<std::string_view> extra;
    for (int d : *e_.cuda_dtypes) {
      if (!std::binary_search(e_.dtypes->begin(), e_.dtypes->end(), d))
        extra.push_back(kDtypes[static_cast<size_t>(d)].name);
    }
    if (!extra.empty()) {
      sink_.error(at, "cuda_dtypes must be a subset of dtypes; {} {} not in the op's dtypes", fmt::join(extra, ", "),
                  extra.size() == 1 ? "is" : "are");
    }
  }

  bool is_pointwise() const { return e_.kernel && e_.kernel->kind == KernelKind::Pointwise; }

  // The Tensor arguments a pointwise entry's API also takes as a number (codegen/op_model.py's
  // Op.wrappable, which also asks whether the expression lets self be one): the plain promotion
  // operands, in a signature with another plain Tensor that the form keeps.
  std::vector<std::string> numberable_tensors(const Signature& sig) const {
    std::vector<std::string> out;
    if (!is_pointwise() || !e_.promotion || !promotion_operands_ok_) return out;
    const std::vector<std::string> operands = promotion_operands(*e_.promotion, sig);
    size_t tensors = 0;
    for (const Argument& a : sig.arguments) tensors += a.type.is_plain_tensor() && !a.type.optional;
    for (const Argument& a : sig.arguments) {
      if (a.type.is_plain_tensor() && !a.type.optional && tensors > 1 &&
          std::find(operands.begin(), operands.end(), a.name) != operands.end())
        out.push_back(a.name);
    }
    return out;
  }

  // number_forms lists variants of the entry, and the entry must have number forms to limit.
  void check_number_forms(const Signature& sig) {
    if (!is_pointwise()) {
      sink_.error(e_.number_forms_pos,
                  "number_forms is for pointwise kernels, whose Tensor operands also take a "
                  "number; '{}' has none",
                  op());
      return;
    }
    if (numberable_tensors(sig).empty()) {
      sink_.error(e_.number_forms_pos,
                  "'{}' has no number forms to limit: no Tensor operand of its promotion can be a number while "
                  "another Tensor stays",
                  op());
      return;
    }
    for (size_t i = 0; i < e_.number_forms->size(); ++i) {
      const Variant v = (*e_.number_forms)[i];
      if (e_.variants && !e_.has_variant(v)) {
        sink_.error(e_.number_form_pos[i], "number_forms lists variant '{}', which '{}' does not have",
                    name_of(kVariants, v), op());
      }
    }
  }

  // number_self: self is one of the Tensor operands that take a number, in a function form.
  void check_number_self(const Signature& sig) {
    const std::vector<std::string> tensors = numberable_tensors(sig);
    if (std::find(tensors.begin(), tensors.end(), "self") == tensors.end()) {
      sink_.error(e_.number_self_pos,
                  "number_self is for a pointwise entry whose Tensor self takes part in promotion beside another "
                  "Tensor; '{}' has no such self",
                  op());
      return;
    }
    if (e_.variants && !e_.has_variant(Variant::Function))
      sink_.error(e_.number_self_pos, "number_self gives function forms, and '{}' has no function variant", op());
  }

  static bool selects(const Expr& e, std::string_view name) {
    if (e.kind == Expr::Kind::Ternary) {
      for (size_t i = 1; i < 3; ++i)
        if (e.operands[i].kind == Expr::Kind::Argument && e.operands[i].text == name) return true;
    }
    return std::any_of(e.operands.begin(), e.operands.end(), [&](const Expr& o) { return selects(o, name); });
  }

  // A scalar_conversion word names a number the kernel reads as a value: a Scalar promotion
  // operand, a Scalar the expression selects (masked_fill's value), or a Tensor operand's number
  // form. A coefficient (add's alpha) keeps PyTorch's alpha checks.
  void check_scalar_conversion(const Signature& sig, const ScalarConversionWord& w) {
    if (!is_pointwise()) {
      sink_.error(w.pos, "scalar_conversion is for pointwise kernels; '{}' converts its numbers itself", op());
      return;
    }
    const Argument* a = sig.find_argument(w.argument);
    if (a == nullptr) {
      sink_.error(w.pos, "scalar_conversion names '{}', which is not an argument of '{}'", w.argument, sig.full_name());
      return;
    }
    if (a->type.base == BaseType::Tensor) {
      const auto able = numberable_tensors(sig);
      if (std::find(able.begin(), able.end(), a->name) == able.end()) {
        sink_.error(w.pos, "'{}' of '{}' has no number form, so it has no number to convert", a->name, sig.full_name());
      }
      return;
    }
    if (a->type.base != BaseType::Scalar || a->type.is_list) {
      sink_.error(w.pos,
                  "scalar_conversion names '{}', a {}; it is for Scalar arguments and Tensor operands' number "
                  "forms",
                  a->name, spelling(a->type));
      return;
    }
    if (!e_.promotion || !promotion_operands_ok_ || !e_.kernel->expression) return;
    const std::vector<std::string> operands = promotion_operands(*e_.promotion, sig);
    if (std::find(operands.begin(), operands.end(), a->name) == operands.end() &&
        !selects(*e_.kernel->expression, a->name)) {
      sink_.error(w.pos,
                  "'{}' is neither a promotion operand of '{}' nor a value its expression selects: a coefficient "
                  "keeps PyTorch's checks (add's alpha), which scalar_conversion does not change",
                  a->name, op());
    }
  }

  // noop_unless returns self itself: the op must be a pointwise one of one tensor, self, that
  // returns a tensor of self's dtype when it computes (promotion default).
  void check_noop_unless(const Signature& sig) {
    const SourcePos at = e_.noop_unless_pos;
    if (e_.kernel && e_.kernel->kind != KernelKind::Pointwise) {
      sink_.error(at, "noop_unless is for pointwise kernels; '{}' has a {} kernel", op(),
                  name_of(kKernelKinds, e_.kernel->kind));
      return;
    }
    const Argument* self = sig.find_argument("self");
    if (self == nullptr || !self->type.is_plain_tensor() || sig.arguments.size() != 1) {
      sink_.error(at, "noop_unless needs an op of one argument, Tensor self, which it returns");
      return;
    }
    if (e_.promotion && e_.promotion->kind != PromotionKind::Default) {
      sink_.error(at, "noop_unless returns self, so the op's result dtype must be self's (promotion default), not '{}'",
                  name_of(kPromotionKinds, e_.promotion->kind));
    }
  }

  void check_variants(const Signature& sig) {
    const Argument* self = sig.find_argument("self");
    for (size_t i = 0; i < e_.variants->size(); ++i) {
      const Variant v = (*e_.variants)[i];
      const SourcePos at = e_.variant_pos[i];
      if (v == Variant::Method || v == Variant::Inplace) {
        if (!self) {
          sink_.error(at, "variant '{}' needs a 'Tensor self' argument; '{}' has none", name_of(kVariants, v),
                      sig.full_name());
        } else if (!self->type.is_plain_tensor()) {
          sink_.error(at, "variant '{}' needs a 'Tensor self' argument; '{}' has '{} self'", name_of(kVariants, v),
                      sig.full_name(), spelling(self->type));
        }
      }
      if (v == Variant::Inplace) check_inplace_returns(sig, at);
      if (v == Variant::Out) check_out_returns(sig, at);
    }
  }

  // A result that is not a tensor (allclose's and equal's bool) is the value a hand-written
  // composite computes: the generated kernels and stubs of the other kinds make tensors.
  void check_value_returns(const Signature& sig) {
    for (const Return& r : sig.returns) {
      if (r.type.base == BaseType::Tensor && r.type.is_list) {
        // A list of views (chunk, split, unbind): the composite makes each with a view entry, whose
        // stub applies that view's rules.
        if (sig.returns.size() != 1 || r.type.optional || r.type.element_optional || r.type.list_size) {
          sink_.error(r.pos,
                      "a list of Tensors is an op's only return, written Tensor[] or Tensor(a)[]; '{}' returns {}",
                      sig.full_name(), returns_spelling(sig));
        } else if (e_.kernel && e_.kernel->kind != KernelKind::Composite) {
          sink_.error(r.pos, "only a composite kernel returns a list of Tensors; '{}' has a {} kernel", sig.full_name(),
                      name_of(kKernelKinds, e_.kernel->kind));
        }
        return;
      }
      if (r.type.base == BaseType::Tensor) continue;
      const bool one_bool =
          sig.returns.size() == 1 && r.type.base == BaseType::Bool && !r.type.is_list && !r.type.optional;
      if (!one_bool) {
        sink_.error(r.pos, "a return is a Tensor, several Tensors or one bool; '{}' returns {}", sig.full_name(),
                    returns_spelling(sig));
      } else if (e_.kernel && e_.kernel->kind != KernelKind::Composite) {
        sink_.error(r.pos, "only a composite kernel returns a bool; '{}' has a {} kernel", sig.full_name(),
                    name_of(kKernelKinds, e_.kernel->kind));
      }
      return;
    }
  }

  void check_inplace_returns(const Signature& sig, SourcePos at) {
    const bool one_tensor = sig.returns.size() == 1 && sig.returns[0].type.base == BaseType::Tensor &&
                            !sig.returns[0].type.is_list && !sig.returns[0].type.optional;
    if (!one_tensor) {
      sink_.error(at,
                  "variant 'inplace' writes the result into self, so the op must return exactly one Tensor; '{}' "
                  "returns {}",
                  sig.full_name(), returns_spelling(sig));
    }
  }

  void check_out_returns(const Signature& sig, SourcePos at) {
    const bool all_tensors =
        !sig.returns.empty() && std::all_of(sig.returns.begin(), sig.returns.end(), [](const Return& r) {
          return r.type.base == BaseType::Tensor && !r.type.is_list && !r.type.optional;
        });
    if (!all_tensors) {
      sink_.error(at,
                  "variant 'out' writes each result into an out tensor, so every return must be a Tensor; '{}' "
                  "returns {}",
                  sig.full_name(), returns_spelling(sig));
      return;
    }
    for (const Return& r : sig.returns) {
      if (!r.type.alias.empty()) {
        sink_.error(at, "variant 'out' cannot apply to a view: '{}' returns {}, which shares storage with its input",
                    sig.full_name(), spelling(r.type));
        return;
      }
    }
    std::vector<std::string> out_names;
    if (sig.returns.size() == 1) {
      out_names.push_back("out");
    } else {
      for (const Return& r : sig.returns) {
        if (r.name.empty()) {
          sink_.error(at,
                      "variant 'out' needs named returns when there are several (the names become the out "
                      "arguments); '{}' returns {}",
                      sig.full_name(), returns_spelling(sig));
          return;
        }
        out_names.push_back(r.name);
      }
    }
    for (const std::string& name : out_names) {
      if (const Argument* clash = sig.find_argument(name)) {
        sink_.error(clash->pos, "argument '{}' clashes with the out argument of the same name that variant 'out' adds",
                    name);
      }
    }
  }

  void check_inplace_cast() {
    const InplaceCast cast = *e_.inplace_cast;
    const SourcePos at = e_.inplace_cast_pos;
    const bool writes = e_.has_variant(Variant::Inplace) || e_.has_variant(Variant::Out);
    if (e_.has_variant(Variant::Out) && cast == InplaceCast::None) {
      sink_.error(at,
                  "inplace_cast 'none' cannot apply to variant 'out', which writes into an existing tensor; "
                  "expected one of: same_kind, exact, unsafe, out_dtype, complex_to_float, bool_out, same_as_input");
    } else if (!writes && cast != InplaceCast::None) {
      sink_.error(at, "inplace_cast '{}' has nothing to apply to: '{}' has no inplace or out variant; write 'none'",
                  name_of(kInplaceCasts, cast), op());
    } else if (cast == InplaceCast::OutDtype && !e_.has_variant(Variant::Out)) {
      sink_.error(at, "inplace_cast 'out_dtype' needs variant 'out', whose out tensor picks the result dtype");
    } else if (cast == InplaceCast::BoolOut &&
               (e_.has_variant(Variant::Inplace) || !e_.promotion || e_.promotion->kind != PromotionKind::AlwaysBool)) {
      sink_.error(at,
                  "inplace_cast 'bool_out' is for an op with promotion always_bool and no inplace variant, whose "
                  "out tensor must be bool");
    }
  }

  // Explicit operands: known arguments of a fitting type, each once, and only for kinds that take any.
  template <class Kind, size_t N>
  bool check_operand_list(const Signature& sig, const Rule<Kind>& rule, std::string_view field,
                          const std::array<VocabEntry<Kind>, N>& table, bool (*fits)(const Type&),
                          std::string_view fitting) {
    if (!rule.operands) return true;
    if (!takes_operands(rule.kind)) {
      sink_.error(rule.pos, "{} '{}' takes no operands", field, name_of(table, rule.kind));
      return false;
    }
    bool ok = true;
    for (size_t i = 0; i < rule.operands->size(); ++i) {
      const Operand& o = (*rule.operands)[i];
      const Argument* arg = sig.find_argument(o.name);
      if (!arg) {
        std::vector<std::string_view> names;
        for (const Argument& a : sig.arguments) names.push_back(a.name);
        sink_.error(o.pos, "{} operand '{}'{} is not an argument of '{}' (arguments: {})", field, o.name,
                    did_you_mean(o.name, names), sig.full_name(), argument_list(sig));
        ok = false;
      } else if (!fits(arg->type)) {
        sink_.error(o.pos, "{} operand '{}' has type {}; {} operands must be {}", field, o.name, spelling(arg->type),
                    field, fitting);
        ok = false;
      }
      for (size_t j = 0; j < i; ++j) {
        if ((*rule.operands)[j].name == o.name) {
          sink_.error(o.pos, "{} operand '{}' is listed twice", field, o.name);
          ok = false;
          break;
        }
      }
    }
    return ok;
  }

  void check_promotion(const Signature& sig, const Rule<PromotionKind>& rule) {
    if (!check_operand_list(sig, rule, "promotion", kPromotionKinds, can_be_promotion_operand,
                            "Tensor or Scalar arguments")) {
      promotion_operands_ok_ = false;
      return;
    }
    const std::vector<std::string> operands = promotion_operands(rule, sig);
    if (is_reduction_promotion(rule.kind)) {
      if (operands.size() != 1) {
        sink_.error(rule.pos, "promotion '{}' needs exactly one Tensor operand, the reduced tensor; '{}' has {}",
                    name_of(kPromotionKinds, rule.kind), sig.full_name(), operands.size());
      }
    } else if (is_elementwise_promotion(rule.kind) && operands.empty()) {
      sink_.error(rule.pos, "promotion '{}' needs at least one Tensor or Scalar operand; '{}' has none",
                  name_of(kPromotionKinds, rule.kind), sig.full_name());
    } else if (is_elementwise_promotion(rule.kind)) {
      // The generated conformance test models result_type over at most two operands given at once
      // (optional ones join one at a time, as clamp's bounds): its recorded tables are of pairs.
      std::vector<std::string> required;
      for (const std::string& name : operands) {
        const Argument* a = sig.find_argument(name);
        if (a != nullptr && !a->type.optional) required.push_back(name);
      }
      if (required.size() > 2) {
        sink_.error(rule.pos,
                    "promotion '{}' over {} operands that are always given ({}) is not supported: the "
                    "conformance tests model at most two at once; name the two that promote "
                    "(promotion: {{kind: {}, operands: [a, b]}}) or make the others optional",
                    name_of(kPromotionKinds, rule.kind), required.size(), fmt::join(required, ", "),
                    name_of(kPromotionKinds, rule.kind));
      }
    }
  }

  void check_broadcast(const Signature& sig, const Rule<BroadcastKind>& rule) {
    if (!check_operand_list(sig, rule, "broadcast", kBroadcastKinds, can_be_broadcast_operand,
                            "Tensor arguments that are not lists")) {
      broadcast_operands_ok_ = false;
      return;
    }
    const std::vector<std::string> operands = broadcast_operands(rule, sig);
    if (rule.kind == BroadcastKind::Elementwise && operands.size() < 2) {
      sink_.error(rule.pos,
                  "broadcast 'elementwise' needs at least two tensor operands; '{}' has {}; write 'none' when "
                  "nothing broadcasts",
                  sig.full_name(), operands.size());
    } else if (rule.kind == BroadcastKind::MatmulBatch && operands.size() != 2) {
      sink_.error(rule.pos, "broadcast 'matmul_batch' needs exactly two tensor operands; '{}' has {}", sig.full_name(),
                  operands.size());
    }
  }

  void only_names_take_out(std::string_view field, SourcePos pos) {
    sink_.error(pos, "{} takes no 'out'; only names has one, for an out= overload that rejects named tensors", field);
  }

  void check_names(const Signature& sig, const Rule<NamesRule>& rule) {
    if (rule.out) check_names_out(rule);
    if (!check_operand_list(sig, rule, "names", kNamesRules, can_be_names_operand, "Tensor arguments")) return;
    if (rule.kind == NamesRule::Factory) {
      const bool like = e_.kernel && e_.kernel->kind == KernelKind::Factory;
      for (const Argument& a : sig.arguments) {
        // A factory kernel's `_like` form takes the names of its Tensor self, as PyTorch's empty_like.
        if (a.type.base == BaseType::Tensor && !(like && a.name == "self" && a.type.is_plain_tensor())) {
          sink_.error(rule.pos, "names 'factory' is for ops that create tensors, but '{}' takes Tensor argument '{}'",
                      sig.full_name(), a.name);
          return;
        }
      }
    } else if (takes_operands(rule.kind)) {
      const size_t count = names_operands(rule, sig).size();
      if (count == 0) {
        sink_.error(rule.pos, "names '{}' needs a Tensor operand; '{}' has none", name_of(kNamesRules, rule.kind),
                    sig.full_name());
      } else if (count > 1 && has_single_input(rule.kind)) {
        sink_.error(rule.pos, "names '{}' takes the names of one input tensor, but {} operands are given",
                    name_of(kNamesRules, rule.kind), count);
      }
    }
  }

  // names out: none is the one out= rule that differs from the function's: PyTorch's out= overload
  // is then outside its named-tensor support (softmax.int_out).
  void check_names_out(const Rule<NamesRule>& rule) {
    if (*rule.out != NamesRule::None) {
      sink_.error(rule.out_pos,
                  "names out must be 'none' (the out= overload rejects named tensors); any other "
                  "out= rule is the function's");
    } else if (rule.kind == NamesRule::None) {
      sink_.error(rule.out_pos, "names out: none repeats the names kind; leave it out");
    } else if (e_.variants && !e_.has_variant(Variant::Out)) {
      sink_.error(rule.out_pos, "names out: none is the out= variant's rule, but the entry has no 'out' variant");
    }
  }

  void check_pointwise(const Signature& sig, const Kernel& kernel) {
    const bool one_tensor =
        sig.returns.size() == 1 && sig.returns[0].type.is_plain_tensor() && sig.returns[0].type.alias.empty();
    if (!one_tensor) {
      sink_.error(kernel.pos, "a pointwise kernel computes one Tensor; '{}' returns {}", sig.full_name(),
                  returns_spelling(sig));
      return;
    }
    if (e_.promotion && !is_elementwise_promotion(e_.promotion->kind)) {
      sink_.error(
          kernel.pos,
          "a pointwise kernel computes in the dtype its promotion picks, and promotion '{}' picks "
          "none; use one of: default, int_to_float, always_bool, complex_to_float, int_to_float_complex_to_float, "
          "bool_to_long, no_opmath",
          name_of(kPromotionKinds, e_.promotion->kind));
    }
    if (!e_.broadcast || !broadcast_operands_ok_) return;
    std::vector<std::string> readable;
    switch (e_.broadcast->kind) {
      case BroadcastKind::Elementwise: readable = broadcast_operands(*e_.broadcast, sig); break;
      case BroadcastKind::None:
        for (const Argument& a : sig.arguments) {
          if (can_be_broadcast_operand(a.type)) readable.push_back(a.name);
        }
        if (readable.size() > 1) {
          sink_.error(e_.broadcast->pos,
                      "broadcast 'none' does not align the tensors {}; a pointwise kernel over "
                      "several tensors needs broadcast 'elementwise'",
                      fmt::join(readable, ", "));
          return;
        }
        break;
      default:
        sink_.error(kernel.pos, "a pointwise kernel needs broadcast 'elementwise' or 'none', not '{}'",
                    name_of(kBroadcastKinds, e_.broadcast->kind));
        return;
    }
    if (!kernel.expression) return;
    const std::vector<ExprProblem> problems = check_pointwise_expression(*kernel.expression, sig, readable);
    for (const ExprProblem& p : problems) sink_.error(kernel.text_locator.at(p.offset), p.message);
    if (problems.empty()) check_function_dtypes(*kernel.expression, kernel.text_locator);
    if (problems.empty()) check_every_argument_read(sig, kernel);
  }

  // The generated kernel and stub pass every argument on: one the expression never reads would be
  // an unused parameter of generated code (an error under -Werror), and an API argument that does
  // nothing.
  void check_every_argument_read(const Signature& sig, const Kernel& kernel) {
    std::vector<std::string_view> read;
    collect_arguments(*kernel.expression, read);
    for (const Argument& a : sig.arguments) {
      if (std::find(read.begin(), read.end(), a.name) != read.end()) continue;
      sink_.error(kernel.text_locator.at(0),
                  "the expression never reads argument '{}' of '{}'; read it or remove it from the signature", a.name,
                  op());
    }
  }

  static void collect_arguments(const Expr& e, std::vector<std::string_view>& out) {
    if (e.kind == Expr::Kind::Argument) out.push_back(e.text);
    for (const Expr& o : e.operands) collect_arguments(o, out);
  }

  // Every function an expression calls must be defined for every dtype the kernel computes in
  // (functions.yaml `types`): sin of an int64 computation is a mistake of the entry, reported here
  // rather than by the C++ compiler.
  void check_function_dtypes(const Expr& e, const ScalarLocator& locate) {
    if (e.kind == Expr::Kind::Call && e_.dtypes) {
      if (const ExpressionFunction* fn = find_function(e.text)) {
        std::vector<std::string_view> outside;
        for (int d : *e_.dtypes) {
          if (!defined_for(fn->types, d)) outside.push_back(kDtypes[static_cast<size_t>(d)].name);
        }
        if (!outside.empty()) {
          sink_.error(locate.at(e.offset), "function '{}' is defined for {}, but the kernel computes in {} too; {}",
                      fn->name, describe(fn->types), fmt::join(outside, ", "),
                      fn->types == FunctionTypes::Floating || fn->types == FunctionTypes::RealFloating
                          ? "give the op promotion int_to_float or leave them out of dtypes"
                          : "leave them out of dtypes");
        }
      }
    }
    for (const Expr& operand : e.operands) check_function_dtypes(operand, locate);
  }

  // A reduce kernel folds its one Tensor, self, over `dim` (int, int[N], int[N]?, Dimname or
  // Dimname[N]; none: every dim), kept as size 1 with `keepdim`, in the dtype its reduction promotion
  // picks (a `dtype` argument only for promotion 'reduction'); the stub does the rest.
  // A structured kernel's stub applies: the meta function's sizes (shared by every result), the out=
  // rule `exact`, the op's dtypes per device, its promotion (`same_dtype`; `default` over one
  // operand: that operand's dtype; `index`: int64), the declared dtypes of the other results, then the device
  // kernel. The results are new plain Tensors, or with an addend (addmm) self for the in-place form.
  void check_structured(const Signature& sig, const Kernel& kernel) {
    const bool plain = !sig.returns.empty() && std::all_of(sig.returns.begin(), sig.returns.end(), [](const Return& r) {
      return r.type.is_plain_tensor() && r.type.alias.empty();
    });
    if (!plain) {
      sink_.error(kernel.pos, "a structured kernel computes new Tensors; '{}' returns {}", sig.full_name(),
                  returns_spelling(sig));
    }
    const auto& outputs = kernel.structured->outputs;
    for (const auto& o : outputs) {
      const auto r =
          std::find_if(sig.returns.begin(), sig.returns.end(), [&](const Return& x) { return x.name == o.name; });
      if (r == sig.returns.end() || r == sig.returns.begin()) {
        sink_.error(o.pos,
                    "'{}' is not a result of '{}' after its first (whose dtype the promotion gives); it returns {}",
                    o.name, sig.full_name(), returns_spelling(sig));
      }
    }
    if (plain) {
      for (size_t i = 1; i < sig.returns.size(); ++i) {
        const bool declared =
            std::any_of(outputs.begin(), outputs.end(), [&](const auto& o) { return o.name == sig.returns[i].name; });
        if (!declared) {
          sink_.error(kernel.pos,
                      "result {} of '{}' needs its dtype: write outputs: {{{}: <dtype>}} in the structured "
                      "kernel",
                      i + 1, sig.full_name(), sig.returns[i].name.empty() ? "<name>" : sig.returns[i].name);
        }
      }
    }
    if (e_.promotion && !is_structured_promotion(e_.promotion->kind) && e_.promotion->kind != PromotionKind::Default) {
      sink_.error(e_.promotion->pos,
                  "a structured kernel's promotion is same_dtype, default or index (the dtype rules its "
                  "stub applies so far), not '{}'",
                  name_of(kPromotionKinds, e_.promotion->kind));
    }
    if (e_.inplace_cast && *e_.inplace_cast != InplaceCast::Exact && *e_.inplace_cast != InplaceCast::SameKind &&
        *e_.inplace_cast != InplaceCast::None) {
      sink_.error(e_.inplace_cast_pos,
                  "a structured kernel's inplace_cast is exact or same_kind (the out= rules its "
                  "stub applies so far), not '{}'",
                  name_of(kInplaceCasts, *e_.inplace_cast));
    }
    if (e_.broadcast && e_.broadcast->kind != BroadcastKind::None) {
      sink_.error(e_.broadcast->pos,
                  "a structured kernel's meta function gives the result's sizes: write broadcast "
                  "'none'");
    }
    const StructuredKernel& k = *kernel.structured;
    auto is_tensor_argument = [&](const std::string& name) {
      const Argument* a = sig.find_argument(name);
      return a && a->type.is_plain_tensor();
    };
    if (!k.addend.empty()) {
      if (!is_tensor_argument(k.addend)) {
        sink_.error(k.addend_pos, "addend '{}' is not a Tensor argument of '{}'; expected one of: {}", k.addend,
                    sig.full_name(), argument_list(sig));
      }
      for (const char* scale : {"beta", "alpha"}) {
        const Argument* a = sig.find_argument(scale);
        if (!a || a->type.base != BaseType::Scalar || a->type.is_list || a->type.optional) {
          sink_.error(k.addend_pos,
                      "an addend is scaled by beta and the product by alpha: '{}' needs the argument 'Scalar {}'",
                      sig.full_name(), scale);
        }
      }
    }
    for (const auto& c : k.same_dtype_checks) {
      for (const std::string* name : {&c.first, &c.second}) {
        if (!is_tensor_argument(*name)) {
          sink_.error(c.pos, "same_dtype_checks operand '{}' is not a Tensor argument of '{}'; expected one of: {}",
                      *name, sig.full_name(), argument_list(sig));
        }
      }
    }
    for (const StructuredKernel::Wrap& w : k.wraps) {
      const Argument* a = sig.find_argument(w.argument);
      if (!a || a->type.base != BaseType::Int || (a->type.optional && a->type.is_list)) {
        sink_.error(
            w.pos,
            "wraps '{}': the stub wraps an int, int? or int[] argument of '{}' (such as dim); expected one of: {}",
            w.argument, sig.full_name(), argument_list(sig));
      } else if (!is_tensor_argument(w.tensor)) {
        sink_.error(w.pos, "wraps '{}' against '{}', which is not a Tensor argument of '{}'; expected one of: {}",
                    w.argument, w.tensor, sig.full_name(), argument_list(sig));
      }
    }
    if (!k.starts_from.empty() && k.starts_from != "self") {
      sink_.error(k.starts_from_pos, "starts_from '{}' is not self: the result starts as a copy of self ({})",
                  k.starts_from, sig.full_name());
    }
    if (!k.starts_from.empty() && !k.addend.empty()) {
      sink_.error(k.starts_from_pos, "a structured kernel has an addend or starts from self, not both");
    }
    if (e_.has_variant(Variant::Inplace) && k.addend != "self" && k.starts_from != "self") {
      sink_.error(kernel.pos,
                  "a structured kernel's in-place variant writes the result into self: declare addend: self (the "
                  "addend of its product) or starts_from: self (otherwise the kernel writes a new result)");
    }
  }

  // A view kernel's stub makes one view of self (Tensor(a) self -> Tensor(a)) from the geometry the
  // meta function gives, with the names of the dims each view dim comes from (permutes_dimensions,
  // removes_dimensions and keeps_input_names say just that) and, for the dims it gives as new, the
  // names of the argument new_dim_names declares. Rule none refuses named tensors before the
  // geometry; custom leaves refusals to the geometry function (reshape refuses them where PyTorch's
  // inner op does). A view has no out= form.
  void check_view(const Signature& sig, const Kernel& kernel) {
    const bool aliased = sig.returns.size() == 1 && sig.returns[0].type.is_plain_tensor() &&
                         !sig.returns[0].type.alias.empty() && !sig.arguments.empty() &&
                         sig.arguments[0].name == "self" && sig.arguments[0].type.alias == sig.returns[0].type.alias;
    if (!aliased) {
      sink_.error(kernel.pos, "a view kernel returns a view of self: '{}' must read (Tensor(a) self, ...) -> Tensor(a)",
                  sig.full_name());
    }
    if (e_.names && e_.names->kind != NamesRule::PermutesDimensions && e_.names->kind != NamesRule::RemovesDimensions &&
        e_.names->kind != NamesRule::KeepsInputNames && e_.names->kind != NamesRule::None &&
        e_.names->kind != NamesRule::Custom) {
      sink_.error(e_.names->pos,
                  "a view's names are those of the dims its dims come from: names must be "
                  "permutes_dimensions, removes_dimensions, keeps_input_names, none (named tensors refused) or "
                  "custom (the geometry function refuses them), not '{}'",
                  name_of(kNamesRules, e_.names->kind));
    }
    if (!kernel.new_dim_names.empty()) {
      const Argument* arg = sig.find_argument(kernel.new_dim_names);
      if (!arg || arg->type.base != BaseType::Dimname || arg->type.optional) {
        sink_.error(kernel.new_dim_names_pos,
                    "new_dim_names '{}' must be a Dimname or Dimname[] argument of '{}' (arguments: {})",
                    kernel.new_dim_names, sig.full_name(), argument_list(sig));
      } else if (e_.names && e_.names->kind == NamesRule::None) {
        sink_.error(kernel.new_dim_names_pos,
                    "new_dim_names names a view's new dims, but names none refuses named "
                    "tensors");
      }
    }
    if (e_.has_variant(Variant::Out)) {
      sink_.error(kernel.pos, "a view kernel has no out variant: a view shares self's storage");
    }
  }

  // A factory kernel's stub makes a new tensor from PyTorch's options (dtype, layout, device,
  // pin_memory, and where the signature has them memory_format and names) and its fill function
  // fills it: its sizes are the `int[] size` argument, self's (a `_like` op) or what the meta
  // function `sizes` gives. Its only Tensor argument is a `_like` op's self.
  void check_factory(const Signature& sig, const Kernel& kernel) {
    static constexpr std::array<std::pair<std::string_view, BaseType>, 4> kOptions{{
        {"dtype", BaseType::ScalarType},
        {"layout", BaseType::Layout},
        {"device", BaseType::Device},
        {"pin_memory", BaseType::Bool},
    }};
    for (const auto& [name, base] : kOptions) {
      const Argument* a = sig.find_argument(name);
      if (!a || a->type.base != base || !a->type.optional || a->type.is_list) {
        sink_.error(kernel.pos,
                    "a factory kernel's signature takes PyTorch's tensor options ScalarType? dtype, Layout? layout, "
                    "Device? device and bool? pin_memory; '{}' has no {}",
                    sig.full_name(), name);
        return;
      }
    }
    if (sig.returns.size() != 1 || !sig.returns[0].type.is_plain_tensor() || !sig.returns[0].type.alias.empty()) {
      sink_.error(kernel.pos, "a factory kernel returns one new Tensor; '{}' returns {}", sig.full_name(),
                  returns_spelling(sig));
      return;
    }
    bool like = false;
    for (const Argument& a : sig.arguments) {
      if (a.type.base != BaseType::Tensor) continue;
      if (a.name != "self" || !a.type.is_plain_tensor()) {
        sink_.error(kernel.pos, "a factory kernel's only Tensor argument is a _like op's self; '{}' takes '{}'",
                    sig.full_name(), a.name);
        return;
      }
      like = true;
    }
    const Argument* size = sig.find_argument("size");
    const bool size_list = size && size->type.base == BaseType::Int && size->type.is_list && !size->type.optional;
    if (!kernel.factory_sizes.empty() && (like || size_list)) {
      sink_.error(kernel.factory_sizes_pos, "sizes names the meta function of a factory without {}; '{}' has one",
                  like ? "a Tensor self" : "an int[] size", sig.full_name());
    } else if (kernel.factory_sizes.empty() && !like && !size_list) {
      sink_.error(kernel.pos,
                  "a factory kernel takes its sizes from an int[] size argument, a _like op's self, or the meta "
                  "function 'sizes' names beside it; '{}' has none of them",
                  sig.full_name());
    }
    if (like && kernel.factory_dtype_given) {
      sink_.error(kernel.factory_dtype_pos,
                  "a _like op's dtype is self's unless dtype is given: dtype_from does not "
                  "apply to '{}'",
                  sig.full_name());
    }
    const Argument* data = sig.find_argument("data");
    const bool has_data = data && data->type.base == BaseType::NestedList;
    if (kernel.factory_dtype_given && kernel.factory_dtype == FactoryDtype::DataKind && !has_data) {
      sink_.error(kernel.factory_dtype_pos,
                  "dtype_from data_kind infers the dtype from the numbers of a NestedList data argument; '{}' has "
                  "none",
                  sig.full_name());
    }
    if (like && e_.has_variant(Variant::Out)) {
      sink_.error(kernel.pos, "a _like factory has no out variant (PyTorch has none: out= gives the sizes)");
    }
    if (e_.has_variant(Variant::Method) || e_.has_variant(Variant::Inplace)) {
      sink_.error(kernel.pos, "a factory kernel makes a new tensor: its variants are function and out");
    }
    if (e_.names && e_.names->kind != NamesRule::Factory) {
      sink_.error(e_.names->pos,
                  "a factory's names are its names argument's (or a _like op's self's): names must be "
                  "factory, not '{}'",
                  name_of(kNamesRules, e_.names->kind));
    }
  }

  // A sampler kernel writes random samples into self (PyTorch's uniform_, normal_): an in-place op
  // of a Tensor self whose keyword-only `Generator? generator` picks the stream (the default
  // generator when None).
  void check_sampler(const Signature& sig, const Kernel& kernel) {
    if (sig.arguments.empty() || sig.arguments[0].name != "self" || !sig.arguments[0].type.is_plain_tensor()) {
      sink_.error(kernel.pos, "a sampler kernel writes into its first argument, Tensor self; '{}' has none",
                  sig.full_name());
      return;
    }
    const Argument* generator = sig.find_argument("generator");
    if (!generator || generator->type.base != BaseType::Generator || !generator->type.optional) {
      sink_.error(kernel.pos, "a sampler kernel takes its stream from an argument Generator? generator; '{}' has none",
                  sig.full_name());
    }
    if (e_.variants &&
        (e_.has_variant(Variant::Function) || e_.has_variant(Variant::Method) || e_.has_variant(Variant::Out))) {
      sink_.error(kernel.pos,
                  "a sampler kernel writes into self: its variant is inplace (the new tensors are factory entries "
                  "that call it)");
    }
  }

  void check_reduce(const Signature& sig, const Kernel& kernel) {
    const ReduceKernel* reducer = kernel.reduce && !kernel.reduce->reducer.empty() ? &*kernel.reduce : nullptr;
    const bool plain = std::all_of(sig.returns.begin(), sig.returns.end(),
                                   [](const Return& r) { return r.type.is_plain_tensor() && r.type.alias.empty(); });
    if (reducer) {
      if (!plain || sig.returns.size() != reducer->results.size()) {
        sink_.error(reducer->results_pos,
                    "a reducer kernel stores one declared result per returned Tensor; '{}' returns {}", sig.full_name(),
                    returns_spelling(sig));
      }
      for (const std::string& a : reducer->args) {
        const Argument* arg = sig.find_argument(a);
        if (!arg || a == "self" || a == "dim" || a == "keepdim" || a == "dtype") {
          sink_.error(reducer->args_pos,
                      "'{}' is not an argument of '{}' the reducer can take (self, dim, keepdim and dtype are the "
                      "stub's)",
                      a, sig.full_name());
        }
      }
      if (e_.promotion && e_.promotion->kind != PromotionKind::ReductionKeepsDtype) {
        sink_.error(e_.promotion->pos,
                    "a reducer kernel computes in self's dtype: its promotion is reduction_keeps_dtype, not '{}'",
                    name_of(kPromotionKinds, e_.promotion->kind));
      }
    } else if (!plain || sig.returns.size() != 1) {
      sink_.error(kernel.pos, "a reduce kernel computes one Tensor; '{}' returns {}", sig.full_name(),
                  returns_spelling(sig));
    }
    if (e_.inplace_cast && *e_.inplace_cast == InplaceCast::Unsafe && !reducer) {
      sink_.error(e_.inplace_cast_pos,
                  "inplace_cast unsafe (computed in self's dtype, then cast into out) is a reducer kernel's; this "
                  "reduce kernel computes in its result's dtype");
    }
    if (e_.promotion && !is_reduction_promotion(e_.promotion->kind)) {
      sink_.error(kernel.pos,
                  "a reduce kernel needs a reduction promotion (reduction, reduction_keeps_dtype, "
                  "reduction_to_bool or reduction_floating), not '{}'",
                  name_of(kPromotionKinds, e_.promotion->kind));
    }
    if (e_.broadcast && e_.broadcast->kind != BroadcastKind::None) {
      sink_.error(e_.broadcast->pos, "a reduce kernel broadcasts nothing: write broadcast 'none'");
    }
    if (e_.names && e_.names->kind != NamesRule::RemovesDimensions && e_.names->kind != NamesRule::None) {
      sink_.error(e_.names->pos,
                  "a reduce kernel's names rule is removes_dimensions or none (named tensors rejected), "
                  "not '{}'",
                  name_of(kNamesRules, e_.names->kind));
    }
    if (e_.has_variant(Variant::Inplace)) {
      sink_.error(kernel.pos, "a reduce kernel has no in-place variant: its result has fewer dims than self");
    }
    check_reduction_arguments(sig, kernel, "a reduce kernel", reducer ? reducer->args : std::vector<std::string>{});
    if (const auto& r = kernel.reduce; r && !reducer) {
      for (const ReduceStep* step : {&r->identity, &r->combine}) check_function_dtypes(step->expression, step->locator);
      for (const auto* step : {&r->map, &r->finalize}) {
        if (*step) check_function_dtypes((*step)->expression, (*step)->locator);
      }
    }
  }

  // A scan stores every prefix along one dim: self, a dim (int or Dimname) and dtype= are all it
  // takes; its result has self's sizes and names, so it may have an in-place variant.
  void check_scan(const Signature& sig, const Kernel& kernel) {
    const bool scanner = kernel.reduce && !kernel.reduce->reducer.empty();
    if (scanner) {
      // A scanner's results are the op's returns, by name and in order: values of self's dtype,
      // indices of int64.
      const auto& results = kernel.reduce->results;
      bool match = results.size() == sig.returns.size();
      for (size_t i = 0; match && i < results.size(); ++i) {
        const Return& r = sig.returns[i];
        match = r.type.is_plain_tensor() && r.type.alias.empty() && r.name == results[i].name &&
                results[i].index == (results[i].name == "indices") && !results[i].real;
      }
      if (!match) {
        sink_.error(kernel.reduce->results_pos,
                    "a scanner's results are the op's returns in order, values computed and indices index; '{}' "
                    "returns {}",
                    sig.full_name(), returns_spelling(sig));
      }
      if (e_.promotion && e_.promotion->kind != PromotionKind::ReductionKeepsDtype) {
        sink_.error(e_.promotion->pos,
                    "a scanner's values keep self's dtype: its promotion is reduction_keeps_dtype, not '{}'",
                    name_of(kPromotionKinds, e_.promotion->kind));
      }
      if (e_.has_variant(Variant::Inplace))
        sink_.error(kernel.pos, "a scanner with two results has no in-place variant");
    } else if (sig.returns.size() != 1 || !sig.returns[0].type.is_plain_tensor() ||
               !sig.returns[0].type.alias.empty()) {
      sink_.error(kernel.pos, "a scan kernel computes one Tensor; '{}' returns {}", sig.full_name(),
                  returns_spelling(sig));
    }
    if (e_.promotion && e_.promotion->kind != PromotionKind::Reduction &&
        e_.promotion->kind != PromotionKind::ReductionKeepsDtype) {
      sink_.error(e_.promotion->pos,
                  "a scan kernel's promotion is reduction (bool and integers scan in int64, as cumsum) or "
                  "reduction_keeps_dtype, not '{}'",
                  name_of(kPromotionKinds, e_.promotion->kind));
    }
    if (e_.inplace_cast && *e_.inplace_cast == InplaceCast::Unsafe) {
      sink_.error(e_.inplace_cast_pos,
                  "inplace_cast unsafe is a reducer kernel's; a scan computes in its result's dtype");
    }
    if (e_.broadcast && e_.broadcast->kind != BroadcastKind::None) {
      sink_.error(e_.broadcast->pos, "a scan kernel broadcasts nothing: write broadcast 'none'");
    }
    if (e_.names && e_.names->kind != NamesRule::KeepsInputNames && e_.names->kind != NamesRule::None) {
      sink_.error(e_.names->pos,
                  "a scan kernel's names rule is keeps_input_names or none (named tensors rejected), not '{}'",
                  name_of(kNamesRules, e_.names->kind));
    }
    const Argument* dim = sig.find_argument("dim");
    if (!dim) {
      sink_.error(kernel.pos, "a scan kernel runs along one dim; '{}' has no argument dim", sig.full_name());
    }
    for (const Argument& a : sig.arguments) {
      const Type& t = a.type;
      bool fits = false;
      if (a.name == "self") {
        fits = t.is_plain_tensor();
      } else if (a.name == "dim") {
        fits = (t.base == BaseType::Int || t.base == BaseType::Dimname) && !t.is_list && !t.optional;
      } else if (a.name == "dtype") {
        fits = t.base == BaseType::ScalarType && t.optional && !t.is_list && !scanner;
        if (fits && e_.promotion && e_.promotion->kind != PromotionKind::Reduction) {
          sink_.error(a.pos,
                      "a scan's dtype argument needs promotion 'reduction' (dtype= picks the result dtype), not '{}'",
                      name_of(kPromotionKinds, e_.promotion->kind));
        }
      }
      if (!fits) {
        sink_.error(a.pos,
                    "a scan kernel takes Tensor self, dim (int or Dimname) and ScalarType? dtype; '{} {}' is none "
                    "of them",
                    spelling(t), a.name);
      }
    }
    if (!sig.find_argument("self")) {
      sink_.error(kernel.pos, "a scan kernel scans its Tensor argument self; '{}' has none", sig.full_name());
    }
    if (const auto& r = kernel.reduce; r && !scanner) {
      for (const ReduceStep* step : {&r->identity, &r->combine}) check_function_dtypes(step->expression, step->locator);
    }
  }

  // A sort takes self, dim and what its selection reads (all: descending, stable; first_k: k,
  // largest, sorted; kth: k, keepdim; median, nanmedian, mode: keepdim); it returns one plain Tensor
  // per declared result, values and indices where it selects (median and nanmedian without a dim
  // return the values alone).
  void check_sort(const Signature& sig, const Kernel& kernel) {
    const SortKernel& k = *kernel.sort;
    const bool plain = std::all_of(sig.returns.begin(), sig.returns.end(),
                                   [](const Return& r) { return r.type.is_plain_tensor() && r.type.alias.empty(); });
    if (!plain || sig.returns.size() != k.results.size()) {
      sink_.error(k.results_pos, "a sort kernel returns one Tensor per declared result; '{}' returns {}",
                  sig.full_name(), returns_spelling(sig));
    }
    const bool all = k.select == "all", median = k.select == "median" || k.select == "nanmedian";
    const bool has_dim = sig.find_argument("dim") != nullptr;
    const bool values = !k.results.empty() && k.results[0] == "values";
    const bool both = k.results.size() == 2;
    if (!all && !(both || (median && !has_dim && values && k.results.size() == 1))) {
      sink_.error(k.results_pos,
                  "a sort kernel that selects ({}) returns [values, indices] (median and nanmedian over all elements: "
                  "[values])",
                  k.select);
    }
    const PromotionKind want = values ? PromotionKind::ReductionKeepsDtype : PromotionKind::Index;
    if (e_.promotion && e_.promotion->kind != want) {
      sink_.error(e_.promotion->pos,
                  "a sort kernel's promotion is reduction_keeps_dtype where it returns values (self's dtype), index "
                  "where it returns only indices; '{}' needs '{}', not '{}'",
                  op(), name_of(kPromotionKinds, want), name_of(kPromotionKinds, e_.promotion->kind));
    }
    if (e_.inplace_cast && *e_.inplace_cast != InplaceCast::Exact && *e_.inplace_cast != InplaceCast::None) {
      sink_.error(e_.inplace_cast_pos,
                  "a sort kernel's out= tensors have the results' dtypes: write inplace_cast exact");
    }
    if (e_.broadcast && e_.broadcast->kind != BroadcastKind::None) {
      sink_.error(e_.broadcast->pos, "a sort kernel broadcasts nothing: write broadcast 'none'");
    }
    // Sorts and topk keep every dim (topk's shrinks to k); the others remove dim (or keep it with
    // keepdim), as a reduction.
    const bool keeps = all || k.select == "first_k";
    const NamesRule names = keeps ? NamesRule::KeepsInputNames : NamesRule::RemovesDimensions;
    if (e_.names && e_.names->kind != names && e_.names->kind != NamesRule::None) {
      sink_.error(e_.names->pos,
                  "a sort kernel that selects {}'s names rule is {} or none (named tensors rejected), not '{}'",
                  k.select, name_of(kNamesRules, names), name_of(kNamesRules, e_.names->kind));
    }
    if (e_.has_variant(Variant::Inplace)) {
      sink_.error(kernel.pos, "a sort kernel has no in-place variant");
    }
    if (!has_dim && !median) {
      sink_.error(kernel.pos, "a sort kernel sorts along one dim; '{}' has no argument dim", sig.full_name());
    }
    for (size_t i = 0; i < k.out_dtype_texts.size(); ++i) {
      const std::string& r = k.out_dtype_texts[i].first;
      if (std::find(k.results.begin(), k.results.end(), r) == k.results.end()) {
        sink_.error(k.out_dtype_text_pos[i], "out_dtype_texts names '{}', which the sort kernel does not return", r);
      }
    }
    std::vector<std::string_view> takes{"self", "dim"};
    if (all) takes.insert(takes.end(), {"descending", "stable"});
    if (k.select == "first_k") takes.insert(takes.end(), {"k", "largest", "sorted"});
    if (k.select == "kth") takes.insert(takes.end(), {"k", "keepdim"});
    if (median || k.select == "mode") takes.push_back("keepdim");
    for (const Argument& a : sig.arguments) {
      const Type& t = a.type;
      const bool one = !t.is_list && !t.optional;
      bool fits = std::find(takes.begin(), takes.end(), a.name) != takes.end();
      if (a.name == "self") {
        fits = fits && t.is_plain_tensor();
      } else if (a.name == "dim") {
        fits = fits && one && (t.base == BaseType::Int || (t.base == BaseType::Dimname && !all));
      } else if (a.name == "k") {
        fits = fits && one && t.base == BaseType::Int;
      } else if (a.name == "stable") {
        fits = fits && t.base == BaseType::Bool && !t.is_list;
      } else {
        fits = fits && one && t.base == BaseType::Bool;
      }
      if (!fits) {
        sink_.error(a.pos, "a sort kernel that selects {} takes {}; '{} {}' is none of them", k.select,
                    sort_arguments(k.select), spelling(t), a.name);
      }
    }
    if (k.select == "first_k" || k.select == "kth") {
      if (!sig.find_argument("k")) sink_.error(kernel.pos, "a sort kernel that selects {} needs an int k", k.select);
    }
  }

  static std::string_view sort_arguments(std::string_view select) {
    if (select == "all") return "Tensor self, int dim, bool descending and bool stable (or bool? stable)";
    if (select == "first_k") return "Tensor self, int k, int dim, bool largest and bool sorted";
    if (select == "kth") return "Tensor self, int k, int or Dimname dim and bool keepdim";
    return "Tensor self, int or Dimname dim and bool keepdim";
  }

  // The arguments of a reduction whose meta step the stub makes (dispatch::plan_reduction).
  void check_reduction_arguments(const Signature& sig, const Kernel& kernel, std::string_view what,
                                 const std::vector<std::string>& reducer_args = {}) {
    for (const Argument& a : sig.arguments) {
      const Type& t = a.type;
      bool fits = false;
      if (std::find(reducer_args.begin(), reducer_args.end(), a.name) != reducer_args.end()) {
        fits = !t.is_list && (t.base == BaseType::Bool || t.base == BaseType::Int || t.base == BaseType::Float);
        if (!fits) {
          sink_.error(a.pos, "a reducer's argument is a bool, int or float (optional or not); '{} {}' is not",
                      spelling(t), a.name);
          continue;
        }
      } else if (a.name == "self") {
        fits = t.is_plain_tensor();
      } else if (a.name == "dim") {
        fits = (t.base == BaseType::Int && (t.is_list || !t.optional)) || (t.base == BaseType::Dimname && !t.optional);
      } else if (a.name == "keepdim") {
        fits = t.base == BaseType::Bool && !t.is_list && !t.optional;
      } else if (a.name == "dtype") {
        fits = t.base == BaseType::ScalarType && t.optional && !t.is_list;
        if (fits && e_.promotion && e_.promotion->kind != PromotionKind::Reduction &&
            e_.promotion->kind != PromotionKind::ReductionFloating) {
          sink_.error(a.pos,
                      "a dtype argument needs promotion 'reduction' or 'reduction_floating'; '{}' keeps or "
                      "decides its dtype",
                      name_of(kPromotionKinds, e_.promotion->kind));
        }
      }
      if (!fits) {
        sink_.error(a.pos,
                    "{} takes Tensor self, dim (int, int[N], int[N]?, Dimname or Dimname[N]), bool keepdim "
                    "and ScalarType? dtype; '{} {}' is none of them",
                    what, spelling(t), a.name);
      }
    }
    if (!sig.find_argument("self")) {
      sink_.error(kernel.pos, "{} folds its Tensor argument self; '{}' has none", what, sig.full_name());
    }
  }

  // A rejects item reads the dtypes of Tensor or Scalar arguments (any / all: the promotion
  // operands; out: the out= tensor of an op with the out variant) and names variants the op has;
  // function and method share one stub, so an item names both or neither.
  void check_reject(const Signature& sig, const Reject& r) {
    for (const RejectCondition& c : r.when) {
      if (!c.compare.empty()) {
        // A value condition reads an int argument (polygamma's n).
        const Argument* arg = sig.find_argument(c.operand);
        if (!arg || arg->type.base != BaseType::Int || arg->type.is_list || arg->type.optional) {
          sink_.error(c.pos,
                      "rejects operand '{}' is compared with a number; a value condition reads an int argument of "
                      "'{}' ({})",
                      c.operand, sig.full_name(), argument_list(sig));
        }
        continue;
      }
      check_reject_operand(sig, c.operand, c.pos);
      if (!c.differs_from.empty()) {
        if (lookup(kQuantifiers, c.operand) || lookup(kQuantifiers, c.differs_from)) {
          sink_.error(c.differs_from_pos, "differs_from compares two arguments' dtypes; any and all are not one");
        } else {
          check_reject_operand(sig, c.differs_from, c.differs_from_pos);
        }
      }
    }
    check_reject_variants(r);
  }

  // An operand of a rejects condition: an argument whose dtype the stub reads, any / all, or out.
  void check_reject_operand(const Signature& sig, const std::string& operand, SourcePos pos) {
    if (lookup(kQuantifiers, operand)) return;
    if (operand == "out" && !sig.find_argument("out")) {
      if (!e_.has_variant(Variant::Out)) {
        sink_.error(pos, "rejects operand 'out' reads the out= tensor's dtype; '{}' has no out variant", op());
      } else if (is_pointwise()) {
        // The generated tables of a pointwise op (conformance_entry.py) do not model it.
        sink_.error(pos,
                    "rejects operand 'out' is for kernels whose cases are PyTorch's recorded ones (reduce, "
                    "scan, sort, structured); '{}' is pointwise",
                    op());
      }
      return;
    }
    const Argument* arg = sig.find_argument(operand);
    if (!arg) {
      std::vector<std::string_view> names{"any", "all"};
      for (const Argument& a : sig.arguments) names.push_back(a.name);
      sink_.error(pos,
                  "rejects operand '{}'{} is not an argument of '{}'; expected one of its Tensor or Scalar "
                  "arguments ({}), any or all",
                  operand, did_you_mean(operand, names), sig.full_name(), argument_list(sig));
    } else if ((!can_be_promotion_operand(arg->type) && arg->type.base != BaseType::ScalarType) || arg->type.is_list) {
      sink_.error(pos,
                  "rejects operand '{}' has type {}; a rejects condition reads the dtype of a Tensor or "
                  "Scalar argument, or the dtype a ScalarType argument names",
                  operand, spelling(arg->type));
    }
  }

  void check_reject_variants(const Reject& r) {
    if (!r.variants || !e_.variants) return;
    for (size_t i = 0; i < r.variants->size(); ++i) {
      const Variant v = (*r.variants)[i];
      if (!e_.has_variant(v)) {
        std::vector<std::string_view> own;
        for (Variant o : *e_.variants) own.push_back(name_of(kVariants, o));
        sink_.error(r.variant_pos[i], "rejects variant '{}' is not a variant of '{}' (variants: {})",
                    name_of(kVariants, v), op(), fmt::join(own, ", "));
      }
    }
    const auto named = [&](Variant v) {
      return std::find(r.variants->begin(), r.variants->end(), v) != r.variants->end();
    };
    if (e_.has_variant(Variant::Function) && e_.has_variant(Variant::Method) &&
        named(Variant::Function) != named(Variant::Method)) {
      sink_.error(r.variant_pos.front(),
                  "rejects variants 'function' and 'method' call the same stub; list both or "
                  "neither");
    }
  }

  const OpEntry& e_;
  DiagnosticSink& sink_;
  bool broadcast_operands_ok_ = true;
  bool promotion_operands_ok_ =
      true;  // false: the promotion's operands are unknown  // false: the kernel's tensors are unknown, so its reads go unchecked
};

}  // namespace

void validate_ops(const OpsFile& file, DiagnosticSink& sink) {
  // require_derivatives: an entry whose results can carry a gradient (a Tensor result of a
  // promotion that is not bool or index values, not a factory's) says what its gradient is.
  for (const OpEntry& e : file.ops) {
    if (!file.require_derivatives || !e.signature || e.derivatives || e.not_differentiable) continue;
    const bool tensor_result = std::any_of(e.signature->returns.begin(), e.signature->returns.end(),
                                           [](const Return& r) { return r.type.base == BaseType::Tensor; });
    const PromotionKind promotion = e.promotion ? e.promotion->kind : PromotionKind::Default;
    const bool never = promotion == PromotionKind::AlwaysBool || promotion == PromotionKind::ReductionToBool ||
                       promotion == PromotionKind::Index || (e.kernel && e.kernel->kind == KernelKind::Factory);
    if (tensor_result && !never) {
      sink.error(e.op_pos,
                 "'{}' declares no derivatives, which this file requires (require_derivatives: true): give each "
                 "differentiable Tensor argument's gradient, such as {{self: \"grad * cos(self)\"}}; or "
                 "{{self: not_implemented}} for PyTorch's NotImplemented; or not_differentiable",
                 e.op);
    }
  }
  std::map<std::string, SourcePos> first_seen;
  for (const OpEntry& e : file.ops) {
    if (e.op.empty()) continue;
    const auto [it, inserted] = first_seen.emplace(e.op, e.op_pos);
    if (!inserted) sink.error(e.op_pos, "op '{}' is declared twice (first at line {})", e.op, it->second.line);
  }
  // Overloads of one name become C++ overloads of one function per variant (name for function
  // and method, name_ in place, name_out): two with the same parameter types (list sizes and
  // defaults aside) and a variant in common would be one function defined twice, or one never called.
  std::map<std::string, const OpEntry*> by_parameters;
  for (const OpEntry& e : file.ops) {
    if (!e.signature) continue;
    const auto seen = first_seen.find(e.op);
    if (seen != first_seen.end() && seen->second.line != e.op_pos.line) continue;  // declared twice: said above
    const Signature& sig = *e.signature;
    std::vector<std::string> types;
    for (const Argument& a : sig.arguments) {
      Type t = a.type;
      t.alias.clear();
      t.list_size.reset();
      types.push_back(spelling(t));
    }
    std::set<std::string> functions;  // the entry's C++ function names
    const std::vector<Variant> all{Variant::Function, Variant::Method, Variant::Inplace, Variant::Out};
    for (const Variant v : e.variants ? *e.variants : all)
      functions.insert(v == Variant::Inplace ? sig.name + "_" : v == Variant::Out ? sig.name + "_out" : sig.name);
    for (const std::string& function : functions) {
      const std::string key = fmt::format("{}({})", function, fmt::join(types, ", "));
      const auto [it, inserted] = by_parameters.emplace(key, &e);
      if (inserted) continue;
      const Signature& first = *it->second->signature;
      sink.error(sig.name_pos,
                 "'{}' takes the same parameter types as '{}' (line {}): their C++ functions would be one "
                 "overload, {}; change an argument's type, or drop the entry",
                 sig.full_name(), first.full_name(), first.name_pos.line, key);
      break;
    }
  }
  for (const OpEntry& e : file.ops) EntryValidator(e, sink).run();
  check_derivatives(file, sink);
}

}  // namespace opforge::codegen
