// opforge explain names: the names an op's result gets from its operands' names, or PyTorch's error,
// by the op's names rule from the catalog (the rule its generated stub applies), computed by the
// library's name_inference functions. For unifies_names_from_inputs every step of the unification
// is shown, position by position from the right.
#include <algorithm>
#include <optional>
#include <vector>

#include <fmt/format.h>

#include "cli/args.h"
#include "cli/explain.h"
#include "cli/json.h"
#include "cli/op_catalog.h"
#include "cli/raised.h"
#include "dispatch/stub_support.h"
#include "opforge/dim_arg.h"
#include "opforge/factories.h"
#include "opforge/name_inference.h"

namespace opforge::cli {

namespace {

namespace ni = name_inference;

struct Input {
  std::string label;    // "self", "tensors[1]"
  DimnameVector names;  // one per dim, wildcards included
  // Whether any dim is named: a tensor whose names are all wildcards is an unnamed tensor.
  bool named() const {
    return std::any_of(names.begin(), names.end(), [](Dimname d) { return !d.is_wildcard(); });
  }
  ni::Operand operand() const { return ni::Operand(named() ? &names : nullptr, static_cast<int64_t>(names.size())); }
};

// One position of a unification, counted from the right (-1 is the last dim).
struct Position {
  std::optional<Dimname> left, right;  // absent where that list is shorter
  bool match = false;
  std::optional<Dimname> result;  // when the step succeeded
};

// One call of the fold: the names so far with the next operand's.
struct UnifyStep {
  std::string left_label, right_label;
  DimnameVector left, right;
  std::vector<Position> positions;
  bool ok = false;
};

struct Answer {
  std::vector<UnifyStep> steps;
  std::string detail;     // how the rule applies here, in words
  ni::MaybeNames result;  // nullopt: the result has no names
  std::optional<Raised> error;
};

std::string dim_repr(const std::optional<Dimname>& d) { return d ? dimname_repr(*d) : std::string("-"); }

std::optional<std::string_view> json_name(Dimname d) {
  return d.is_wildcard() ? std::nullopt : std::optional(d.name());
}

void write_names(JsonWriter& json, DimnameList names) {
  json.begin_array();
  for (Dimname d : names) json.value(json_name(d));
  json.end_array();
}

void write_dim(JsonWriter& json, const std::optional<Dimname>& d) {
  if (!d) {
    json.value("-");
  } else {
    json.value(json_name(*d));
  }
}

// An operand that is absent from a position counts as a wildcard there, as in unify_from_right.
std::vector<Position> positions_of(DimnameList left, DimnameList right) {
  std::vector<Position> out;
  const size_t n = std::max(left.size(), right.size());
  for (size_t k = 0; k < n; ++k) {
    Position p;
    if (k < left.size()) p.left = left[left.size() - 1 - k];
    if (k < right.size()) p.right = right[right.size() - 1 - k];
    p.match = p.left.value_or(Dimname()).matches(p.right.value_or(Dimname()));
    out.push_back(p);
  }
  return out;
}

// unifies_names_from_inputs (and the computed names of out_function_semantics): the library's fold
// over the first i operands gives each step's result.
void unify(std::span<const Input> inputs, std::string_view action, Answer& a) {
  std::vector<ni::Operand> operands;
  for (const Input& in : inputs) operands.push_back(in.operand());
  if (std::none_of(inputs.begin(), inputs.end(), [](const Input& in) { return in.named(); })) {
    a.result = std::nullopt;  // the unnamed fast path
    return;
  }
  DimnameVector so_far = *ni::unifies_names_from_inputs_slow(std::span(operands).first(1), action);
  for (size_t i = 1; i < inputs.size(); ++i) {
    UnifyStep step;
    step.left_label = i == 1 ? inputs[0].label : "the names so far";
    step.right_label = inputs[i].label;
    step.left = so_far;
    step.right = inputs[i].names;
    step.positions = positions_of(step.left.span(), step.right.span());
    try {
      so_far = *ni::unifies_names_from_inputs_slow(std::span(operands).first(i + 1), action);
      step.ok = true;
      for (size_t k = 0; k < step.positions.size(); ++k) step.positions[k].result = so_far[so_far.size() - 1 - k];
    } catch (const Error& e) {
      a.error = raised(e);
      // Positions after the first mismatch were never compared.
      for (size_t k = 0; k < step.positions.size(); ++k) {
        if (!step.positions[k].match) {
          step.positions.resize(k + 1);
          break;
        }
      }
    }
    a.steps.push_back(std::move(step));
    if (a.error) return;
  }
  a.result = so_far;
}

// A tensor with these names, for the library functions that look dims up on a tensor.
Tensor tensor_named(const Input& in) {
  const DimVector ones(in.names.size(), 1);
  Tensor t = opforge::empty(ones.span());
  return in.named() ? t.rename(in.names.span()) : t;
}

// The --dim values as indices of `in`: names looked up (PyTorch's error for a missing one), indices
// wrapped (IndexError out of range), as the op's stub does before the names rule.
DimVector resolve_dims(const Input& in, std::span<const std::string_view> dims) {
  const Tensor t = tensor_named(in);
  DimVector out;
  for (std::string_view d : dims) {
    const DimSpec spec = parse_dim(d);
    out.push_back(spec.index ? wrap_dim(*spec.index, t.dim()) : resolve_dim(t, DimArg(spec.name)));
  }
  return out;
}

std::string names_text(const ni::MaybeNames& names) {
  return names ? names_repr(names->span()) : std::string("unnamed (no operand has names)");
}

size_t expected_inputs(const OpCatalogEntry& op) {
  const std::string_view rule = op.names.kind;
  if (rule == "keeps_input_names" || rule == "removes_dimensions" || rule == "permutes_dimensions") return 1;
  return op.names.operands.size();
}

std::vector<Input> read_inputs(const OpCatalogEntry& op, std::span<const std::string_view> lists) {
  const std::string_view rule = op.names.kind;
  if (rule == "factory" || rule == "custom") {
    const std::string_view why = rule == "factory" ? "the result takes the names argument" : "the kernel decides";
    throw UsageError(fmt::format("{}'s names rule is {}: {}; there is nothing to infer", op.name, rule, why));
  }
  const bool any_count = op.names_operand_is_list || rule == "none";
  const size_t expected = expected_inputs(op);
  if (lists.empty() || (!any_count && lists.size() != expected)) {
    const std::string wants = any_count ? std::string("one names list or more")
                                        : fmt::format("{} names list{} ({})", expected, expected == 1 ? "" : "s",
                                                      fmt::join(op.names.operands.first(expected), ", "));
    throw UsageError(fmt::format("{}'s names rule {} reads {}; got {}", op.name, rule, wants, lists.size()));
  }
  std::vector<Input> inputs;
  for (size_t i = 0; i < lists.size(); ++i) {
    std::string label;
    if (op.names_operand_is_list) {
      label = fmt::format("{}[{}]", op.names.operands[0], i);
    } else if (rule == "none") {
      label = fmt::format("tensor {}", i + 1);
    } else {
      label = std::string(op.names.operands[i]);
    }
    inputs.push_back(Input{std::move(label), parse_names(lists[i])});
    try {
      (void)tensor_named(inputs.back());  // a tensor cannot have a name twice
    } catch (const Error& e) {
      throw UsageError(fmt::format("bad names list '{}': {}", lists[i], e.what()));
    }
  }
  return inputs;
}

Answer answer(const OpCatalogEntry& op, const std::vector<Input>& inputs, const ParsedArgs& parsed) {
  const std::string_view rule = op.names.kind;
  const std::vector<std::string_view> dims = parsed.all("dim");
  const bool keepdim = parsed.has("keepdim");
  if (!dims.empty() && rule != "removes_dimensions" && rule != "permutes_dimensions") {
    throw UsageError(
        fmt::format("--dim is for removes_dimensions and permutes_dimensions; {}'s rule is {}", op.name, rule));
  }
  if (keepdim && rule != "removes_dimensions") {
    throw UsageError(fmt::format("--keepdim is for removes_dimensions; {}'s rule is {}", op.name, rule));
  }
  if (rule == "permutes_dimensions" && dims.size() != 2) {
    throw UsageError(fmt::format("{} swaps two dims: give --dim twice (as in --dim 0 --dim C)", op.name));
  }
  Answer a;
  try {
    if (rule == "unifies_names_from_inputs") {
      a.detail = "names unify from the right, operand by operand";
      unify(inputs, op.names_action, a);
    } else if (rule == "out_function_semantics") {
      a.detail = fmt::format("the names of {} unify from the right, and {} must already have them if it has names",
                             fmt::join(op.names.operands, " and "), inputs[0].label);
      unify(inputs, op.names_action, a);
      if (!a.error) {
        const Tensor target = tensor_named(inputs[0]);
        ni::propagate_names(*target.impl(), a.result);
        a.result = target.has_names() ? ni::MaybeNames(target.names()) : std::nullopt;
      }
    } else if (rule == "keeps_input_names") {
      a.detail = fmt::format("the result keeps {}'s names", inputs[0].label);
      a.result = ni::keeps_input_names(inputs[0].operand());
    } else if (rule == "contracts_away_dims") {
      a.detail = fmt::format(
          "the batch dims of {} and {} unify from the right; then {}'s second-to-last name and {}'s last follow "
          "(a 1-D operand has neither)",
          inputs[0].label, inputs[1].label, inputs[0].label, inputs[1].label);
      a.result = ni::contracts_away_dims(inputs[0].operand(), inputs[1].operand());
    } else if (rule == "removes_dimensions") {
      a.detail = fmt::format("dims [{}] of {} are removed", fmt::join(dims, ", "), inputs[0].label);
      DimVector removed;
      if (dims.empty()) {
        for (int64_t d = 0; d < static_cast<int64_t>(inputs[0].names.size()); ++d) removed.push_back(d);
      } else {
        removed = resolve_dims(inputs[0], dims);
      }
      a.detail = keepdim ? fmt::format("with keepdim, dims [{}] stay (size 1) and keep their names",
                                       fmt::join(removed.span(), ", "))
                         : fmt::format("dims [{}] of {} are removed{}", fmt::join(removed.span(), ", "),
                                       inputs[0].label, dims.empty() ? " (no --dim: all, a full reduction)" : "");
      a.result = ni::removes_dimensions(inputs[0].operand(), removed.span(), keepdim);
    } else if (rule == "permutes_dimensions") {
      a.detail = fmt::format("dims {} and {} of {} swap their names", dims[0], dims[1], inputs[0].label);
      const DimVector d = resolve_dims(inputs[0], dims);
      a.detail = fmt::format("dims {} and {} of {} swap their names", d[0], d[1], inputs[0].label);
      a.result = ni::permutes_dimensions(inputs[0].operand(), d[0], d[1]);
    } else if (rule == "none") {
      a.detail = fmt::format("{} does not support named tensors", op.name);
      for (const Input& in : inputs)
        if (in.named()) dispatch::reject_named_tensors_slow(fmt::format("aten::{}", op.name), {in.operand()});
      a.result = std::nullopt;
    } else {
      throw UsageError(fmt::format("explain names cannot compute {}'s names rule {}", op.name, rule));
    }
  } catch (const Error& e) {
    a.error = raised(e);
  }
  return a;
}

std::string text(const OpCatalogEntry& op, const std::vector<Input>& inputs, const Answer& a) {
  std::string out = a.error ? raised_text(*a.error) + "\n" : fmt::format("result names: {}\n", names_text(a.result));
  out += fmt::format("names rule of {}: {}", op.name, op.names.kind);
  if (!op.names.operands.empty()) out += fmt::format(" ({})", fmt::join(op.names.operands, ", "));
  out += "\n";
  for (const Input& in : inputs) out += fmt::format("  {}: {}\n", in.label, names_repr(in.names.span()));
  out += fmt::format("  {}\n", a.detail);
  for (const UnifyStep& s : a.steps) {
    out += fmt::format("  {} {} with {} {}, from the right:\n", s.left_label, names_repr(s.left.span()), s.right_label,
                       names_repr(s.right.span()));
    for (size_t k = 0; k < s.positions.size(); ++k) {
      const Position& p = s.positions[k];
      out += fmt::format("    position -{}: {} and {}", k + 1, dim_repr(p.left), dim_repr(p.right));
      if (p.result) {
        out += fmt::format(" -> {}\n", dimname_repr(*p.result));
      } else {
        out += p.match ? " match\n" : " do not match\n";
      }
    }
  }
  return out;
}

std::string json_text(const OpCatalogEntry& op, const std::vector<Input>& inputs, const Answer& a) {
  JsonWriter w;
  w.begin_object().key("command").value("names").key("op").value(op.name);
  w.key("rule").value(op.names.kind).key("rule_operands").strings(op.names.operands);
  w.key("operands").begin_array();
  for (const Input& in : inputs) {
    w.begin_object().key("label").value(std::string_view(in.label)).key("names");
    write_names(w, in.names.span());
    w.end_object();
  }
  w.end_array();
  w.key("detail").value(std::string_view(a.detail));
  w.key("steps").begin_array();
  for (const UnifyStep& s : a.steps) {
    w.begin_object().key("left_label").value(std::string_view(s.left_label)).key("left");
    write_names(w, s.left.span());
    w.key("right_label").value(std::string_view(s.right_label)).key("right");
    write_names(w, s.right.span());
    w.key("positions").begin_array();
    for (size_t k = 0; k < s.positions.size(); ++k) {
      const Position& p = s.positions[k];
      w.begin_object().key("position").value(-static_cast<int64_t>(k + 1)).key("left");
      write_dim(w, p.left);
      w.key("right");
      write_dim(w, p.right);
      w.key("match").value(p.match);
      if (p.result) {
        w.key("result").value(json_name(*p.result));
      }
      w.end_object();
    }
    w.end_array().key("ok").value(s.ok).end_object();
  }
  w.end_array();
  if (a.error) {
    w.key("error");
    write_raised(w, *a.error);
  } else {
    w.key("result");
    if (a.result) {
      write_names(w, a.result->span());
    } else {
      w.null();
    }
  }
  return w.end_object().finish();
}

}  // namespace

std::string explain_names(std::span<const std::string_view> args, bool json) {
  static constexpr std::string_view valued[] = {"dim"};
  static constexpr std::string_view flags[] = {"keepdim"};
  const ParsedArgs parsed = parse_args(args, valued, flags);
  if (parsed.positionals.empty()) {
    throw UsageError("explain names needs an op and its operands' names, as in: opforge explain names add N,C None,C");
  }
  const std::string_view name = parsed.positionals[0];
  const OpCatalogEntry* op = find_op(name);
  if (!op) {
    throw UsageError(fmt::format("unknown op '{}'{}", name, did_you_mean(name, similar_op_names(name))));
  }
  const std::vector<Input> inputs = read_inputs(*op, std::span(parsed.positionals).subspan(1));
  const Answer a = answer(*op, inputs, parsed);
  return json ? json_text(*op, inputs, a) : text(*op, inputs, a);
}

}  // namespace opforge::cli
