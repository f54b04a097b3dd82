// opforge explain promotion: the result dtype of operands of the three tiers (dimensioned tensors,
// zero-dim tensors, Python scalars) and which tier decided it. Every dtype comes from the library's
// result_type; a tier decided the result when adding it to the tiers above changed result_type's
// answer.
#include <algorithm>
#include <array>
#include <vector>

#include <fmt/format.h>

#include "cli/args.h"
#include "cli/explain.h"
#include "cli/json.h"
#include "cli/raised.h"
#include "opforge/promotion.h"

namespace opforge::cli {

namespace {

struct TierInfo {
  std::string_view key;    // in JSON
  std::string_view words;  // in text
  OperandKind kind;
};
// In priority order: a tier below matters only with a higher category.
constexpr std::array<TierInfo, 3> kTiers{{
    {"dimensioned", "dimensioned tensors", OperandKind::Dimensioned},
    {"zero_dim", "zero-dim tensors", OperandKind::ZeroDim},
    {"scalar", "Python scalars", OperandKind::WrappedScalar},
}};

// The Python number kinds, each with the dtype PyTorch wraps it in.
struct ScalarKind {
  std::string_view name;
  ScalarType wrapped;
  std::string_view counts_as;
};
constexpr std::array<ScalarKind, 4> kScalarKinds{{
    {"bool", ScalarType::Bool, "a Python bool counts as bool"},
    {"int", ScalarType::Int64, "a Python int counts as int64"},
    {"float", ScalarType::Double, "a Python float counts as the default dtype"},
    {"complex", ScalarType::ComplexDouble, "a Python complex counts as the default complex dtype"},
}};

const ScalarKind& parse_scalar_kind(std::string_view text) {
  for (const ScalarKind& k : kScalarKinds)
    if (k.name == text) return k;
  throw UsageError(fmt::format("unknown --scalar '{}': give bool, int, float or complex (a Python number)", text));
}

// The category of the tier rule: bool < integral < floating < complex.
std::string_view category(ScalarType t) {
  if (t == ScalarType::Bool) return "bool";
  if (is_complex(t)) return "complex";
  if (is_floating_point(t)) return "floating";
  return "integral";
}

struct Tier {
  const TierInfo* info;
  std::vector<std::string_view> labels;  // as printed: dtype names, or the Python kinds
  std::vector<OperandType> operands;
  std::vector<std::string_view> notes;        // how Python numbers count
  ScalarType own = ScalarType::Undefined;     // result_type of this tier's operands alone
  ScalarType before = ScalarType::Undefined;  // result_type of the tiers above
  ScalarType after = ScalarType::Undefined;   // ... and this one
  bool changed() const { return after != before; }
};

struct Answer {
  std::vector<Tier> tiers;  // the tiers that have operands, in priority order
  ScalarType result = ScalarType::Undefined;
  size_t decider = 0;  // index into tiers
};

std::vector<Tier> read_operands(std::span<const std::string_view> args) {
  static constexpr std::string_view valued[] = {"zerodim", "scalar"};
  const ParsedArgs parsed = parse_args(args, valued, {});
  std::array<Tier, 3> tiers;
  for (size_t i = 0; i < kTiers.size(); ++i) tiers[i].info = &kTiers[i];
  for (std::string_view p : parsed.positionals) {
    const ScalarType t = parse_dtype(p);
    tiers[0].labels.push_back(to_string(t));
    tiers[0].operands.push_back({t, OperandKind::Dimensioned});
  }
  for (std::string_view z : parsed.all("zerodim")) {
    const ScalarType t = parse_dtype(z);
    tiers[1].labels.push_back(to_string(t));
    tiers[1].operands.push_back({t, OperandKind::ZeroDim});
  }
  for (std::string_view s : parsed.all("scalar")) {
    const ScalarKind& k = parse_scalar_kind(s);
    tiers[2].labels.push_back(k.name);
    tiers[2].operands.push_back({k.wrapped, OperandKind::WrappedScalar});
    if (std::find(tiers[2].notes.begin(), tiers[2].notes.end(), k.counts_as) == tiers[2].notes.end())
      tiers[2].notes.push_back(k.counts_as);
  }
  std::vector<Tier> present;
  for (Tier& t : tiers)
    if (!t.operands.empty()) present.push_back(std::move(t));
  if (present.empty()) {
    throw UsageError(
        "explain promotion needs operands: dtypes of dimensioned tensors, --zerodim DTYPE, --scalar "
        "bool|int|float|complex");
  }
  return present;
}

Answer answer(std::vector<Tier> tiers) {
  Answer a;
  std::vector<OperandType> above;
  for (size_t i = 0; i < tiers.size(); ++i) {
    Tier& t = tiers[i];
    t.own = result_type(t.operands);
    t.before = above.empty() ? ScalarType::Undefined : result_type(above);
    above.insert(above.end(), t.operands.begin(), t.operands.end());
    t.after = result_type(above);
    if (t.changed()) a.decider = i;
  }
  a.result = tiers.back().after;
  a.tiers = std::move(tiers);
  return a;
}

std::string tier_line(const Tier& t) {
  std::string line =
      fmt::format("  {}: {} -> {} ({}", t.info->words, fmt::join(t.labels, ", "), to_string(t.own), category(t.own));
  for (std::string_view note : t.notes) line += fmt::format("; {}", note);
  return line + ")\n";
}

std::string text(const Answer& a) {
  const Tier& decider = a.tiers[a.decider];
  std::string out = fmt::format("result dtype: {}, decided by the {}\n", to_string(a.result), decider.info->words);
  for (size_t i = 0; i < a.tiers.size(); ++i) {
    const Tier& t = a.tiers[i];
    out += tier_line(t);
    if (i == 0) continue;
    if (t.changed()) {
      out += fmt::format("    {} is higher than {} ({}): the {} decide: {}\n", category(t.own), category(t.before),
                         to_string(t.before), t.info->words, to_string(t.after));
    } else {
      out += fmt::format("    {} is not higher than {} ({}): no effect\n", category(t.own), category(t.before),
                         to_string(t.before));
    }
  }
  out +=
      "rule: the dimensioned tensors decide, unless a zero-dim tensor has a higher category\n"
      "      (bool < integral < floating < complex), unless a Python scalar has a higher category still\n";
  return out;
}

void write_operands(JsonWriter& json, const std::vector<Tier>& tiers) {
  json.key("operands").begin_object();
  for (const TierInfo& info : kTiers) {
    json.key(info.key).begin_array();
    for (const Tier& t : tiers)
      if (t.info == &info)
        for (std::string_view label : t.labels) json.value(label);
    json.end_array();
  }
  json.end_object();
}

}  // namespace

std::string explain_promotion(std::span<const std::string_view> args, bool json) {
  std::vector<Tier> tiers = read_operands(args);
  JsonWriter w;
  if (json) {
    w.begin_object().key("command").value("promotion");
    write_operands(w, tiers);
  }
  try {
    const Answer a = answer(tiers);
    if (!json) return text(a);
    w.key("result").value(to_string(a.result)).key("decided_by").value(a.tiers[a.decider].info->key);
    w.key("tiers").begin_array();
    for (const Tier& t : a.tiers) {
      w.begin_object().key("tier").value(t.info->key).key("operands").strings(t.labels);
      w.key("dtype").value(to_string(t.own)).key("category").value(category(t.own));
      w.key("notes").strings(t.notes);
      w.key("result_before")
          .value(t.before == ScalarType::Undefined ? std::optional<std::string_view>()
                                                   : std::optional(to_string(t.before)));
      w.key("result_after").value(to_string(t.after)).key("changes_result").value(t.changed());
      w.end_object();
    }
    w.end_array();
  } catch (const Error& e) {
    const Raised r = raised(e);
    if (!json) {
      std::vector<std::string> parts;
      for (const Tier& t : tiers) parts.push_back(fmt::format("{} {}", t.info->words, fmt::join(t.labels, ", ")));
      return fmt::format("{}: {}\n", fmt::join(parts, "; "), raised_text(r));
    }
    w.key("error");
    write_raised(w, r);
  }
  return w.end_object().finish();
}

}  // namespace opforge::cli
