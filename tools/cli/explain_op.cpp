// opforge explain op: an ops.yaml entry as the generator sees it (after inheritance from its base
// entry and the defaults), from the generated catalog.
#include <algorithm>
#include <vector>

#include <fmt/format.h>

#include "cli/args.h"
#include "cli/explain.h"
#include "cli/json.h"
#include "cli/op_catalog.h"

namespace opforge::cli {

namespace {

std::string rule_text(const CatalogRule& r) {
  std::string text =
      r.operands.empty() ? std::string(r.kind) : fmt::format("{} ({})", r.kind, fmt::join(r.operands, ", "));
  if (r.out == "none") text += "; out= rejects named tensors";
  return text;
}

// "complex32, complex64 or complex128"
std::string alternatives(std::span<const std::string_view> items) {
  if (items.size() <= 1) return items.empty() ? std::string() : std::string(items[0]);
  return fmt::format("{} or {}", fmt::join(items.first(items.size() - 1), ", "), items.back());
}

// A `when` condition in words: "self is complex64 or complex128", "any of self, other is bool".
std::string condition_text(const CatalogCondition& c) {
  if (!c.differs_from.empty()) return fmt::format("the dtypes of {} and {} differ", c.operands[0], c.differs_from);
  if (!c.compare.empty()) return fmt::format("{} {} {}", c.operands[0], c.compare, c.value);
  const std::string dtypes = alternatives(c.dtypes);
  if (c.operands.size() == 1) return fmt::format("{} is {}", c.operands[0], dtypes);
  if (c.quantifier == "any") return fmt::format("any of {} is {}", fmt::join(c.operands, ", "), dtypes);
  return fmt::format("each of {} is {}", fmt::join(c.operands, ", "), dtypes);
}

bool same_list(std::span<const std::string_view> a, std::span<const std::string_view> b) {
  return std::equal(a.begin(), a.end(), b.begin(), b.end());
}

std::vector<std::string_view> variant_kinds(const OpCatalogEntry& op) {
  std::vector<std::string_view> kinds;
  for (const CatalogVariant& v : op.variants) kinds.push_back(v.kind);
  return kinds;
}

std::string text(const OpCatalogEntry& op) {
  std::string out;
  const auto field = [&out](std::string_view name, std::string_view value) {
    out += fmt::format("{:<13} {}\n", name, value);
  };
  field("op", op.name);
  field("signature", op.signature);
  std::vector<std::string> variants;
  for (const CatalogVariant& v : op.variants) variants.push_back(fmt::format("{} {}", v.kind, v.api));
  field("variants", fmt::format("{}", fmt::join(variants, ", ")));
  field("promotion", rule_text(op.promotion));
  field("broadcast", rule_text(op.broadcast));
  field("inplace_cast", op.inplace_cast);
  field("names", rule_text(op.names));
  field("kernel", op.kernel.empty() ? std::string(op.kernel_kind) : fmt::format("{}: {}", op.kernel_kind, op.kernel));
  field("dtypes", fmt::format("{}", fmt::join(op.dtypes, ", ")));
  field("cuda dtypes", same_list(op.dtypes, op.cuda_dtypes) ? std::string("the same")
                                                            : fmt::format("{}", fmt::join(op.cuda_dtypes, ", ")));
  field("devices", fmt::format("{}", fmt::join(op.devices, ", ")));
  if (op.rejects.empty()) {
    field("rejects", "nothing by dtype");
  } else {
    const std::vector<std::string_view> all_variants = variant_kinds(op);
    for (size_t i = 0; i < op.rejects.size(); ++i) {
      const CatalogReject& r = op.rejects[i];
      field(i == 0 ? "rejects" : "", fmt::format("{}: {}", r.error, r.message));
      std::vector<std::string> conditions;
      for (const CatalogCondition& c : r.when) conditions.push_back(condition_text(c));
      std::string when = fmt::format("when {}", fmt::join(conditions, " and "));
      if (!same_list(r.variants, all_variants)) when += fmt::format(" ({} only)", fmt::join(r.variants, ", "));
      field("", fmt::format("  {}", when));
    }
  }
  field("doc", op.doc);
  const auto the_word = [&](std::string_view word) { return op.derivatives.size() == 1 && op.derivatives[0] == word; };
  field("derivatives", op.derivatives.empty() ? std::string("none declared: a tensor that requires grad is refused")
                       : the_word("not_differentiable") ? std::string("not_differentiable: results without history")
                       : the_word("never_differentiable")
                           ? std::string("none: results without history (never differentiable)")
                           : fmt::format("{}", fmt::join(op.derivatives, "; ")));
  const std::vector<const OpCatalogEntry*> overloads = overloads_of(op.base);
  if (overloads.size() > 1) {
    std::vector<std::string_view> names;
    for (const OpCatalogEntry* e : overloads) names.push_back(e->name);
    field("overloads", fmt::format("{}", fmt::join(names, ", ")));
  }
  return out;
}

void write_rule(JsonWriter& w, const CatalogRule& r) {
  w.begin_object().key("kind").value(r.kind).key("operands").strings(r.operands);
  if (!r.out.empty()) w.key("out").value(r.out);
  w.end_object();
}

std::string json_text(const OpCatalogEntry& op) {
  JsonWriter w;
  w.begin_object().key("command").value("op");
  w.key("name").value(op.name).key("base").value(op.base).key("overload").value(op.overload);
  w.key("signature").value(op.signature);
  w.key("variants").begin_array();
  for (const CatalogVariant& v : op.variants) {
    w.begin_object().key("kind").value(v.kind).key("api").value(v.api).end_object();
  }
  w.end_array();
  w.key("promotion");
  write_rule(w, op.promotion);
  w.key("broadcast");
  write_rule(w, op.broadcast);
  w.key("inplace_cast").value(op.inplace_cast);
  w.key("names");
  write_rule(w, op.names);
  w.key("kernel").begin_object().key("kind").value(op.kernel_kind).key("detail").value(op.kernel).end_object();
  w.key("dtypes").strings(op.dtypes).key("cuda_dtypes").strings(op.cuda_dtypes).key("devices").strings(op.devices);
  w.key("rejects").begin_array();
  for (const CatalogReject& r : op.rejects) {
    w.begin_object().key("when").begin_array();
    for (const CatalogCondition& c : r.when) {
      w.begin_object().key("quantifier").value(c.quantifier).key("operands").strings(c.operands);
      w.key("dtypes").strings(c.dtypes);
      if (!c.differs_from.empty()) w.key("differs_from").value(c.differs_from);
      if (!c.compare.empty()) w.key("compare").value(c.compare).key("value").value(c.value);
      w.end_object();
    }
    w.end_array().key("variants").strings(r.variants);
    w.key("error").value(r.error).key("message").value(r.message).end_object();
  }
  w.end_array();
  w.key("doc").value(op.doc);
  w.key("derivatives").strings(op.derivatives);
  w.key("overloads").begin_array();
  for (const OpCatalogEntry* e : overloads_of(op.base)) w.value(e->name);
  w.end_array();
  return w.end_object().finish();
}

}  // namespace

std::string explain_op(std::span<const std::string_view> args, bool json) {
  const ParsedArgs parsed = parse_args(args, {}, {});
  if (parsed.positionals.size() != 1) {
    throw UsageError("explain op takes one op name, as in: opforge explain op clamp (or max.dim for an overload)");
  }
  const std::string_view name = parsed.positionals[0];
  const OpCatalogEntry* op = find_op(name);
  if (!op) {
    throw UsageError(fmt::format("unknown op '{}'{}", name, did_you_mean(name, similar_op_names(name))));
  }
  return json ? json_text(*op) : text(*op);
}

}  // namespace opforge::cli
