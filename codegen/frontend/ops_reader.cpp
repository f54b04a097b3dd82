#include "frontend/ops_reader.h"

#include <algorithm>
#include <array>
#include <cctype>
#include <charconv>
#include <map>
#include <optional>
#include <span>
#include <string>

#include <fmt/format.h>
#include <yaml-cpp/yaml.h>

#include "frontend/alias_uses.h"
#include "frontend/dtypes.h"
#include "frontend/expression.h"
#include "frontend/signature_parser.h"

namespace opforge::codegen {
namespace {

// A dim name as gradcheck takes one: letters, digits and '_', not starting with a digit.
bool is_identifier(std::string_view text) {
  if (text.empty() || !(std::isalpha(static_cast<unsigned char>(text[0])) || text[0] == '_')) return false;
  return std::all_of(text.begin(), text.end(),
                     [](char c) { return std::isalnum(static_cast<unsigned char>(c)) || c == '_'; });
}

constexpr std::array<std::string_view, 5> kTopLevelFields{"schema_version", "require_derivatives", "defaults",
                                                          "presets", "ops"};
constexpr std::array<std::string_view, 3> kRuleFields{"kind", "operands", "out"};
constexpr std::array<std::string_view, 4> kRejectFields{"when", "variants", "error", "message"};

// A key of a YAML map and its value.
struct Field {
  YAML::Node key;
  YAML::Node value;
};
using EntryFields = std::array<std::optional<Field>, kEntryFields.size()>;

// A preset of `presets:`: the line of its name and its fields, none when it is not a map.
struct Preset {
  int line = 0;
  std::optional<EntryFields> fields;
};

constexpr size_t kPresetField = kEntryFields.size() - 1;
static_assert(kEntryFields[kPresetField] == "preset");
constexpr size_t kKernelField = 7;
static_assert(kEntryFields[kKernelField] == "kernel");
// promotion, broadcast and inplace_cast: the rules of computed values, which a view has none of.
constexpr std::array<size_t, 3> kValueRuleFields{3, 4, 5};
static_assert(kEntryFields[3] == "promotion" && kEntryFields[4] == "broadcast" && kEntryFields[5] == "inplace_cast");

// The fields every entry gives itself: no default, preset or base entry gives them.
bool is_own_field(size_t i) {
  const std::string_view name = kEntryFields[i];
  // number_forms and scalar_conversion name the entry's own arguments and variants.
  return name == "op" || name == "signature" || name == "doc" || name == "number_forms" ||
         name == "scalar_conversion" || name == "schema_name" || name == "out_schema_name" || name == "number_self" ||
         name == "cpp_name" || name == "derivatives" || name == "gradcheck" || name == "preset";
}

// Fills each field `fields` lacks, except those every entry gives itself, with `source`'s value.
void fill_shared_fields(EntryFields& fields, const EntryFields& source) {
  for (size_t i = 0; i < fields.size(); ++i)
    if (!fields[i] && !is_own_field(i)) fields[i] = source[i];
}

bool is_lower_ident(std::string_view s) {
  if (s.empty() || !std::islower(static_cast<unsigned char>(s[0]))) return false;
  return std::all_of(s.begin(), s.end(), [](char c) {
    return std::islower(static_cast<unsigned char>(c)) || std::isdigit(static_cast<unsigned char>(c)) || c == '_';
  });
}

bool is_cpp_identifier(std::string_view s) {
  if (s.empty() || std::isdigit(static_cast<unsigned char>(s[0]))) return false;
  return std::all_of(s.begin(), s.end(),
                     [](char c) { return std::isalnum(static_cast<unsigned char>(c)) || c == '_'; });
}

std::string trim(std::string_view s) {
  const size_t first = s.find_first_not_of(" \t\r\n");
  if (first == std::string_view::npos) return "";
  const size_t last = s.find_last_not_of(" \t\r\n");
  return std::string(s.substr(first, last - first + 1));
}

class Reader {
 public:
  Reader(std::string_view source, DiagnosticSink& sink) : source_(source), sink_(sink) {}

  OpsFile read_file(const YAML::Node& root) {
    OpsFile file;
    const std::string expectation = "a map with keys schema_version and ops";
    if (!root.IsMap()) {
      sink_.error(root.IsDefined() && !root.IsNull() ? position_of(root) : SourcePos{},
                  "ops.yaml must be {}, e.g. 'schema_version: 1' then 'ops:' and a list of entries", expectation);
      return file;
    }
    auto fields = collect(root, kTopLevelFields, "ops.yaml has keys");
    if (const auto& version = fields[0]) {
      const YAML::Node& v = version->value;
      if (!v.IsScalar() || v.Scalar() != std::to_string(kSchemaVersion)) {
        sink_.error(value_pos(*version), "schema_version {} is not supported; this front end reads schema_version {}",
                    v.IsScalar() ? v.Scalar() : std::string("(not a number)"), kSchemaVersion);
      }
    } else {
      sink_.error(position_of(root), "ops.yaml is missing 'schema_version: {}'", kSchemaVersion);
    }
    if (const auto& require = fields[1]) {
      const YAML::Node& v = require->value;
      if (v.IsScalar() && (v.Scalar() == "true" || v.Scalar() == "false")) {
        file.require_derivatives = v.Scalar() == "true";
      } else {
        sink_.error(value_pos(*require), "field 'require_derivatives' must be true or false");
      }
    }
    if (const auto& defaults = fields[2]) read_defaults(*defaults);
    if (const auto& presets = fields[3]) read_presets(*presets);
    if (const auto& ops = fields[4]) {
      if (!ops->value.IsSequence()) {
        sink_.error(value_pos(*ops), "field 'ops' must be a list of op entries");
      } else {
        // Each entry is read in the scope of its own text, so what it reaches through an alias is
        // reported at the alias (frontend/alias_uses.h).
        const std::vector<AliasUse> aliases = scan_alias_uses(source_);
        std::vector<YAML::Node> entries(ops->value.begin(), ops->value.end());
        for (size_t i = 0; i < entries.size(); ++i) {
          const auto begin = static_cast<size_t>(std::max(entries[i].Mark().pos, 0));
          const size_t end =
              i + 1 < entries.size() ? static_cast<size_t>(std::max(entries[i + 1].Mark().pos, 0)) : source_.size();
          const AliasScope scope(aliases, begin, std::max(begin, end));
          file.ops.push_back(read_entry(entries[i]));
        }
      }
    } else {
      sink_.error(position_of(root), "ops.yaml is missing the 'ops' list");
    }
    return file;
  }

 private:
  // `defaults:`, the fields an entry takes when neither it, its preset nor its base entry has them.
  void read_defaults(const Field& f) {
    if (!f.value.IsMap()) {
      sink_.error(value_pos(f), "field 'defaults' must be a map of entry fields, e.g. 'devices: [cpu, cuda]'");
      return;
    }
    defaults_ = shared_fields(f.value, "defaults has keys", "cannot have a default");
  }

  // `presets:`, named maps of entry fields; an entry takes one's fields with `preset: <name>`.
  void read_presets(const Field& f) {
    if (!f.value.IsMap()) {
      sink_.error(value_pos(f),
                  "field 'presets' must be a map of preset names to maps of entry fields, e.g. 'unary: "
                  "{{variants: [function, method]}}'");
      return;
    }
    for (const auto& pair : f.value) {
      const YAML::Node key = pair.first;
      const YAML::Node value = pair.second;
      if (!key.IsScalar() || !is_lower_ident(key.Scalar())) {
        sink_.error(position_of(key), "a preset's name must be a lowercase word such as unary_float");
        continue;
      }
      const std::string& name = key.Scalar();
      if (const auto first = presets_.find(name); first != presets_.end()) {
        sink_.error(position_of(key), "preset '{}' is repeated (first given at line {})", name, first->second.line);
        continue;
      }
      Preset& preset = presets_[name];
      preset.line = position_of(key).line;
      if (!value.IsMap()) {
        sink_.error(value.IsNull() ? position_of(key) : position_of(value),
                    "preset '{}' must be a map of entry fields, e.g. 'promotion: int_to_float'", name);
        continue;
      }
      preset.fields = shared_fields(value, "a preset has keys", "cannot be in a preset");
    }
  }

  // The fields of a map of entry fields that entries share (`defaults`, a preset): every key but
  // those each entry gives itself, which are reported.
  EntryFields shared_fields(const YAML::Node& map, std::string_view known_intro, std::string_view own_refusal) {
    EntryFields fields = collect(map, kEntryFields, known_intro);
    for (size_t i = 0; i < fields.size(); ++i) {
      if (fields[i] && is_own_field(i)) {
        sink_.error(position_of(fields[i]->key), "field '{}' {}: every entry gives its own", kEntryFields[i],
                    own_refusal);
        fields[i].reset();
      }
    }
    return fields;
  }

  // The fields of the preset an entry names, or nullptr when the name is not a preset's or the
  // preset is not a map (reported at the preset).
  const EntryFields* find_preset(const Field& preset) const {
    if (!preset.value.IsScalar()) return nullptr;
    const auto found = presets_.find(preset.value.Scalar());
    return found == presets_.end() || !found->second.fields ? nullptr : &*found->second.fields;
  }

  // find_preset, reporting a value that is not a preset's name.
  const EntryFields* named_preset(const Field& preset) {
    if (!scalar_text(preset, "the name of a preset under 'presets'")) return nullptr;
    const std::string& name = preset.value.Scalar();
    if (presets_.contains(name)) return find_preset(preset);
    if (presets_.empty()) {
      sink_.error(position_of(preset.value), "unknown preset '{}'; ops.yaml defines no presets", name);
      return nullptr;
    }
    std::vector<std::string_view> names;
    for (const auto& [known, ignored] : presets_) names.push_back(known);
    sink_.error(position_of(preset.value), "unknown preset '{}'{}; ops.yaml has presets: {}", name,
                did_you_mean(name, std::span<const std::string_view>(names)), fmt::join(names, ", "));
    return nullptr;
  }

  // An entry's fields after presets and inheritance: its own, then its preset's, then (for an
  // overload, "max.dim") those its base entry ("max", earlier in the file) wrote or took from its
  // preset, then the defaults. Each keeps the node where it was written, so a problem in a value
  // taken from elsewhere is reported there, once.
  EntryFields effective_fields(const YAML::Node& node) {
    EntryFields fields = collect(node, kEntryFields, "an op entry has keys");
    if (const auto& preset = fields[kPresetField]) {
      if (const EntryFields* preset_fields = named_preset(*preset)) fill_shared_fields(fields, *preset_fields);
    }
    std::string name;
    if (fields[0] && fields[0]->value.IsScalar()) name = fields[0]->value.Scalar();
    const size_t dot = name.find('.');
    if (dot == std::string::npos) {
      if (!name.empty()) base_fields_.try_emplace(name, fields);
    } else if (const auto base = base_fields_.find(name.substr(0, dot)); base != base_fields_.end()) {
      fill_shared_fields(fields, base->second);
    }
    if (const std::string_view kind = fixed_rules_kind(fields[kKernelField]); !kind.empty()) {
      // A view computes no values, and a factory's values come from its options: nothing is
      // promoted, broadcast or cast, so the rules for that are no fields of their entries (the IR
      // records the kind's own: custom promotion, no broadcast, no cast for a view, out='s dtype
      // kept for a factory) and the defaults do not give them either.
      for (const size_t i : kValueRuleFields) {
        if (!fields[i]) continue;
        if (kind == "sampler") {
          sink_.error(position_of(fields[i]->key),
                      "field '{}' does not apply to a sampler kernel: it writes its samples into self in self's "
                      "dtype; remove it",
                      kEntryFields[i]);
        } else if (kind == "view") {
          sink_.error(position_of(fields[i]->key),
                      "field '{}' does not apply to a view kernel: a view computes no values, so nothing is "
                      "promoted, broadcast or cast; remove it",
                      kEntryFields[i]);
        } else {
          sink_.error(position_of(fields[i]->key),
                      "field '{}' does not apply to a factory kernel: its dtype is the dtype argument's (or "
                      "dtype_from's), nothing is broadcast, and out= keeps its dtype; remove it",
                      kEntryFields[i]);
        }
      }
      EntryFields defaults = defaults_;
      for (const size_t i : kValueRuleFields) defaults[i].reset();
      fill_shared_fields(fields, defaults);
      return fields;
    }
    fill_shared_fields(fields, defaults_);
    return fields;
  }

  // "view", "factory" or "sampler" where the kernel is of a kind whose value rules are its own.
  static std::string_view fixed_rules_kind(const std::optional<Field>& kernel) {
    if (!kernel || !kernel->value.IsMap()) return {};
    for (const auto& pair : kernel->value) {
      if (!pair.first.IsScalar()) continue;
      if (pair.first.Scalar() == "view") return "view";
      if (pair.first.Scalar() == "factory") return "factory";
      if (pair.first.Scalar() == "sampler") return "sampler";
    }
    return {};
  }

  // The values of a map's known keys, in the order of `known`; reports keys that are not plain
  // words, unknown keys (listing the known ones) and repeated keys.
  template <size_t N>
  std::array<std::optional<Field>, N> collect(const YAML::Node& map, const std::array<std::string_view, N>& known,
                                              std::string_view known_intro) {
    std::array<std::optional<Field>, N> out;
    // Copies, not references: yaml-cpp's iterators hand out temporaries.
    for (const auto& pair : map) {
      const YAML::Node key = pair.first;
      if (!key.IsScalar()) {
        sink_.error(position_of(key), "keys must be plain words; {}: {}", known_intro, fmt::join(known, ", "));
        continue;
      }
      const std::string& name = key.Scalar();
      const auto found = std::find(known.begin(), known.end(), name);
      if (found == known.end()) {
        sink_.error(position_of(key), "unknown key '{}'{}; {}: {}", name,
                    did_you_mean(name, std::span<const std::string_view>(known)), known_intro, fmt::join(known, ", "));
        continue;
      }
      std::optional<Field>& slot = out[static_cast<size_t>(found - known.begin())];
      if (slot) {
        sink_.error(position_of(key), "key '{}' is repeated (first given at line {})", name,
                    position_of(slot->key).line);
        continue;
      }
      slot = Field{key, pair.second};
    }
    return out;
  }

  // Where a field's value is; an empty value (null) has no useful position of its own, so its key's.
  static SourcePos value_pos(const Field& f) { return f.value.IsNull() ? position_of(f.key) : position_of(f.value); }

  // The text of a field that must be a non-empty string, or nullopt after reporting.
  std::optional<std::string> scalar_text(const Field& f, std::string_view expectation) {
    if (f.value.IsNull() || (f.value.IsScalar() && trim(f.value.Scalar()).empty())) {
      sink_.error(value_pos(f), "field '{}' is empty; it must be {}", f.key.Scalar(), expectation);
      return std::nullopt;
    }
    if (!f.value.IsScalar()) {
      sink_.error(value_pos(f), "field '{}' must be {}", f.key.Scalar(), expectation);
      return std::nullopt;
    }
    return f.value.Scalar();
  }

  // The items of a field that must be a non-empty list of words.
  std::optional<std::vector<YAML::Node>> word_list(const Field& f, std::string_view expectation) {
    if (f.value.IsNull() || (f.value.IsSequence() && f.value.size() == 0)) {
      sink_.error(value_pos(f), "field '{}' is empty; it must be {}", f.key.Scalar(), expectation);
      return std::nullopt;
    }
    if (!f.value.IsSequence()) {
      sink_.error(value_pos(f), "field '{}' must be {}", f.key.Scalar(), expectation);
      return std::nullopt;
    }
    std::vector<YAML::Node> items;
    bool ok = true;
    for (const YAML::Node& item : f.value) {
      if (!item.IsScalar()) {
        sink_.error(position_of(item), "each item of '{}' must be a word; the field must be {}", f.key.Scalar(),
                    expectation);
        ok = false;
      }
      items.push_back(item);
    }
    if (!ok) return std::nullopt;
    return items;
  }

  // A list of words from a vocabulary, each at most once.
  template <class E, size_t N>
  std::optional<std::vector<E>> vocab_list(const Field& f, const std::array<VocabEntry<E>, N>& table,
                                           std::string_view what, std::vector<SourcePos>* positions) {
    const std::string expectation = fmt::format("a list drawn from {}", names_list(table));
    const auto items = word_list(f, expectation);
    if (!items) return std::nullopt;
    std::vector<E> out;
    bool ok = true;
    for (const YAML::Node& item : *items) {
      const std::string& word = item.Scalar();
      const auto value = lookup(table, word);
      if (!value) {
        sink_.error(position_of(item), "unknown {} '{}'{}; expected one of: {}", what, word, did_you_mean(word, table),
                    names_list(table));
        ok = false;
      } else if (std::find(out.begin(), out.end(), *value) != out.end()) {
        sink_.error(position_of(item), "{} '{}' is listed twice", what, word);
        ok = false;
      } else {
        out.push_back(*value);
        if (positions) positions->push_back(position_of(item));
      }
    }
    if (!ok) return std::nullopt;
    return out;
  }

  template <class E, size_t N>
  std::optional<E> vocab_word(const YAML::Node& node, SourcePos pos, const std::array<VocabEntry<E>, N>& table,
                              std::string_view what) {
    const std::string& word = node.Scalar();
    const auto value = lookup(table, word);
    if (!value) {
      sink_.error(pos, "unknown {} '{}'{}; expected one of: {}", what, word, did_you_mean(word, table),
                  names_list(table));
    }
    return value;
  }

  // A rule written as a kind (`promotion: default`) or as {kind: default, operands: [self, other]}.
  template <class E, size_t N>
  std::optional<Rule<E>> rule(const Field& f, const std::array<VocabEntry<E>, N>& table) {
    const std::string field = f.key.Scalar();
    const std::string expectation =
        fmt::format("one of {}, or {{kind: <kind>, operands: [<arguments>]}}", names_list(table));
    if (f.value.IsMap()) {
      auto parts = collect(f.value, kRuleFields, fmt::format("{} has keys", field));
      Rule<E> r;
      bool ok = true;
      if (!parts[0]) {
        sink_.error(position_of(f.value), "{} is missing its 'kind'; it must be {}", field, expectation);
        ok = false;
      } else if (!parts[0]->value.IsScalar()) {
        sink_.error(value_pos(*parts[0]), "{} kind must be one of: {}", field, names_list(table));
        ok = false;
      } else {
        r.pos = position_of(parts[0]->value);
        const auto kind = vocab_word(parts[0]->value, r.pos, table, field);
        if (kind) r.kind = *kind;
        ok = ok && kind.has_value();
      }
      if (parts[1]) {
        const YAML::Node& list = parts[1]->value;
        if (!list.IsSequence()) {
          sink_.error(value_pos(*parts[1]), "{} operands must be a list of argument names", field);
          ok = false;
        } else {
          r.operands.emplace();
          for (const YAML::Node& item : list) {
            if (!item.IsScalar()) {
              sink_.error(position_of(item), "{} operands must be a list of argument names", field);
              ok = false;
              continue;
            }
            r.operands->push_back({item.Scalar(), position_of(item)});
          }
        }
      }
      if (parts[2]) {
        r.out_pos = value_pos(*parts[2]);
        if (!parts[2]->value.IsScalar()) {
          sink_.error(r.out_pos, "{} out must be one of: {}", field, names_list(table));
          ok = false;
        } else if (const auto out = vocab_word(parts[2]->value, r.out_pos, table, fmt::format("{} out", field))) {
          r.out = *out;
        } else {
          ok = false;
        }
      }
      if (!ok) return std::nullopt;
      return r;
    }
    const auto text = scalar_text(f, expectation);
    if (!text) return std::nullopt;
    const auto kind = vocab_word(f.value, position_of(f.value), table, field);
    if (!kind) return std::nullopt;
    Rule<E> r;
    r.kind = *kind;
    r.pos = position_of(f.value);
    return r;
  }

  void read_op_name(const Field& f, OpEntry& e) {
    const auto text = scalar_text(f, "an op name such as add or max.dim");
    if (!text) return;
    e.op_pos = position_of(f.value);
    const size_t dot = text->find('.');
    const std::string_view base = std::string_view(*text).substr(0, dot);
    const std::string_view overload = dot == std::string::npos ? "" : std::string_view(*text).substr(dot + 1);
    if (!is_lower_ident(base) || (dot != std::string::npos && !is_cpp_identifier(overload))) {
      sink_.error(e.op_pos,
                  "'{}' is not an op name; expected a lowercase name with an optional .overload, such as "
                  "add or max.dim",
                  *text);
      return;
    }
    if (base.ends_with('_')) {
      sink_.error(e.op_pos,
                  "'{}' names an in-place form; declare the op '{}' with the 'inplace' variant, which "
                  "provides {}",
                  *text, base.substr(0, base.size() - 1), base);
      return;
    }
    e.op = *text;
  }

  // dtype_errors: {cpu: <name>, cuda: <name>}, the kernel's name in PyTorch's "\"NAME\" not implemented
  // for 'Bool'" on each device. False after an error.
  bool read_dtype_errors(const Field& item, std::string& cpu, std::string& cuda) {
    if (!item.value.IsMap()) {
      sink_.error(value_pos(item), "dtype_errors must be a map such as {{cpu: addmm_impl_cpu_, cuda: addmm_cuda}}");
      return false;
    }
    bool ok = true;
    for (const auto& device : item.value) {
      const std::string d = device.first.IsScalar() ? device.first.Scalar() : std::string("?");
      if (d != "cpu" && d != "cuda") {
        sink_.error(position_of(device.first), "unknown device '{}' in dtype_errors; expected cpu or cuda", d);
        ok = false;
        continue;
      }
      const Field name{device.first, device.second};
      const auto text = scalar_text(name, "the kernel's name in PyTorch's dtype errors");
      if (text && !is_cpp_identifier(*text))
        sink_.error(position_of(name.value), "'{}' is not a C++ identifier", *text);
      if (!text || !is_cpp_identifier(*text))
        ok = false;
      else
        (d == "cpu" ? cpu : cuda) = *text;
    }
    return ok;
  }

  void read_kernel(const Field& f, OpEntry& e) {
    const std::string expectation =
        "{pointwise: \"<expression>\"}, {reduce: {identity: ..., combine: ...}}, {structured: {shape: ...}}, "
        "{view: <geometry function>}, {factory: <fill function>}, {sampler: <kernel name>}, {custom: <kernel "
        "name>} or {composite: <function name>}";
    if (!f.value.IsMap() || f.value.size() == 0) {
      sink_.error(value_pos(f), "field 'kernel' must be {}", expectation);
      return;
    }
    std::optional<Field> chosen;
    std::optional<Field> dtype_errors;   // beside a pointwise expression
    std::optional<Field> new_dim_names;  // beside a view's geometry function
    std::optional<Field> sizes;          // beside a factory's fill function
    std::optional<Field> dtype_from;     // beside a factory's fill function
    for (const auto& pair : f.value) {
      const YAML::Node key = pair.first;
      if (key.IsScalar() && key.Scalar() == "sizes") {
        sizes = Field{key, pair.second};
        continue;
      }
      if (key.IsScalar() && key.Scalar() == "dtype_from") {
        dtype_from = Field{key, pair.second};
        continue;
      }
      if (key.IsScalar() && key.Scalar() == "dtype_errors") {
        dtype_errors = Field{key, pair.second};
        continue;
      }
      if (key.IsScalar() && key.Scalar() == "new_dim_names") {
        new_dim_names = Field{key, pair.second};
        continue;
      }
      if (chosen) {
        sink_.error(position_of(key), "kernel has more than one kind; it must be {}", expectation);
        return;
      }
      if (!key.IsScalar() || !lookup(kKernelKinds, key.Scalar())) {
        const std::string word = key.IsScalar() ? key.Scalar() : std::string("?");
        sink_.error(position_of(key), "unknown kernel kind '{}'{}; expected one of: {}", word,
                    did_you_mean(word, kKernelKinds), names_list(kKernelKinds));
        return;
      }
      chosen = Field{key, pair.second};
    }
    if (!chosen) {
      sink_.error(value_pos(f), "field 'kernel' must be {}", expectation);
      return;
    }
    Kernel k;
    k.kind = *lookup(kKernelKinds, chosen->key.Scalar());
    k.pos = position_of(chosen->value);
    const std::string base = e.op.substr(0, e.op.find('.'));
    k.cpu_error = base + "_cpu";
    k.cuda_error = base + "_cuda";
    if (dtype_errors && k.kind != KernelKind::Pointwise && k.kind != KernelKind::Factory) {
      sink_.error(position_of(dtype_errors->key),
                  "dtype_errors beside the kernel's kind is for pointwise and factory kernels; a structured kernel "
                  "names them in its own map, a reduce kernel by its name");
      return;
    }
    if (dtype_errors && !read_dtype_errors(*dtype_errors, k.cpu_error, k.cuda_error)) return;
    if (new_dim_names) {
      if (k.kind != KernelKind::View) {
        sink_.error(position_of(new_dim_names->key),
                    "new_dim_names beside the kernel's kind is for view kernels: it names the argument that "
                    "names the dims a view's geometry gives as new");
        return;
      }
      const auto text = scalar_text(*new_dim_names, "the name of a Dimname or Dimname[] argument");
      if (!text) return;
      k.new_dim_names = *text;
      k.new_dim_names_pos = value_pos(*new_dim_names);
    }
    if ((sizes || dtype_from) && k.kind != KernelKind::Factory) {
      sink_.error(position_of((sizes ? sizes : dtype_from)->key),
                  "{} beside the kernel's kind is for factory kernels: {}", sizes ? "sizes" : "dtype_from",
                  sizes ? "it names the meta function giving a new tensor's sizes"
                        : "it says where a new tensor's dtype comes from without a dtype argument");
      return;
    }
    if (sizes) {
      const auto text = scalar_text(*sizes, "the name of a meta function giving the result's sizes");
      if (!text) return;
      if (!is_cpp_identifier(*text)) {
        sink_.error(value_pos(*sizes), "sizes function '{}' is not a C++ identifier", *text);
        return;
      }
      k.factory_sizes = *text;
      k.factory_sizes_pos = value_pos(*sizes);
    }
    if (dtype_from) {
      const auto text = scalar_text(*dtype_from, "default, value_kind, integral_or_default, int64 or data_kind");
      if (!text) return;
      const auto rule = lookup(kFactoryDtypes, *text);
      if (!rule) {
        sink_.error(value_pos(*dtype_from), "unknown dtype_from '{}'{}; expected one of: {}", *text,
                    did_you_mean(*text, kFactoryDtypes), names_list(kFactoryDtypes));
        return;
      }
      k.factory_dtype = *rule;
      k.factory_dtype_pos = value_pos(*dtype_from);
      k.factory_dtype_given = true;
    }
    if (k.kind == KernelKind::Reduce || k.kind == KernelKind::Scan) {
      k.reduce = read_reduce(*chosen, e, k.kind == KernelKind::Scan);
      if (k.reduce) e.kernel = std::move(k);
      return;
    }
    if (k.kind == KernelKind::Sort) {
      k.sort = read_sort(*chosen, base);
      if (k.sort) e.kernel = std::move(k);
      return;
    }
    if (k.kind == KernelKind::Structured) {
      k.structured = read_structured(*chosen, e);
      if (k.structured) e.kernel = std::move(k);
      return;
    }
    const bool pointwise = k.kind == KernelKind::Pointwise;
    const auto text = scalar_text(*chosen, pointwise ? "a pointwise expression such as \"self + alpha * other\""
                                                     : "the name of a hand-written kernel such as mm_kernel");
    if (!text) return;
    k.text = *text;
    k.text_locator = ScalarLocator::for_node(chosen->value, source_);
    if (!pointwise) {
      if (!is_cpp_identifier(k.text)) {
        sink_.error(k.pos, "{} kernel name '{}' is not a C++ identifier", name_of(kKernelKinds, k.kind), k.text);
        return;
      }
    } else {
      ExprParse parsed = parse_expression(k.text);
      if (parsed.error) {
        sink_.error(k.text_locator.at(parsed.error->offset), parsed.error->message);
        return;
      }
      k.expression = std::move(parsed.expr);
    }
    e.kernel = std::move(k);
  }

  static std::optional<std::string> unknown_placeholder(std::string_view text,
                                                        std::initializer_list<std::string_view> known) {
    return unknown_placeholder_in(text, std::span<const std::string_view>(known.begin(), known.size()));
  }

  // The first {name} of text whose name is not one of `known`; "{{" and "}}" are fmt's braces.
  static std::optional<std::string> unknown_placeholder_in(std::string_view text,
                                                           std::span<const std::string_view> known) {
    for (size_t i = 0; i < text.size(); ++i) {
      if (text[i] != '{') continue;
      if (i + 1 < text.size() && text[i + 1] == '{') {
        ++i;
        continue;
      }
      const size_t end = text.find('}', i);
      const std::string_view name =
          text.substr(i + 1, end == std::string_view::npos ? std::string_view::npos : end - i - 1);
      if (std::find(known.begin(), known.end(), name) == known.end()) return std::string(name);
      i = end == std::string_view::npos ? text.size() : end;
    }
    return std::nullopt;
  }

  // kernel: {structured: {shape, name, dtype_errors: {cpu, cuda}, outputs: {<return>: <dtype>},
  // out_dtype_message}};
  // nullopt after an error.
  // kernel: {sort: {results: [values, indices], select, name, out_dtype_texts}}; nullopt after an
  // error.
  std::optional<SortKernel> read_sort(const Field& f, const std::string& base) {
    static constexpr std::array<std::string_view, 4> kKeys{"results", "select", "name", "out_dtype_texts"};
    static constexpr std::array<std::string_view, 6> kSelects{"all", "first_k", "kth", "median", "nanmedian", "mode"};
    static constexpr std::array<std::string_view, 2> kResults{"values", "indices"};
    if (!f.value.IsMap() || f.value.size() == 0) {
      sink_.error(value_pos(f), "a sort kernel must be a map such as {{results: [values, indices]}}");
      return std::nullopt;
    }
    SortKernel k;
    k.name = base + "_cpu";
    bool ok = true, saw_results = false;
    for (const auto& pair : f.value) {
      const Field item{pair.first, pair.second};
      const std::string key = pair.first.IsScalar() ? pair.first.Scalar() : std::string("?");
      if (std::find(kKeys.begin(), kKeys.end(), key) == kKeys.end()) {
        sink_.error(position_of(pair.first), "unknown sort kernel key '{}'{}; expected one of: {}", key,
                    did_you_mean(key, std::span<const std::string_view>(kKeys)), fmt::join(kKeys, ", "));
        ok = false;
        continue;
      }
      if (key == "name") {
        const auto text = scalar_text(item, "the kernel's name in PyTorch's dtype errors, such as sort_cpu");
        if (!text || !is_cpp_identifier(*text)) {
          if (text) sink_.error(position_of(pair.second), "sort kernel name '{}' is not an identifier", *text);
          ok = false;
        } else {
          k.name = *text;
        }
        continue;
      }
      if (key == "select") {
        const auto text = scalar_text(item, "what the sort selects: all, first_k, kth, median, nanmedian or mode");
        if (!text) {
          ok = false;
        } else if (std::find(kSelects.begin(), kSelects.end(), *text) == kSelects.end()) {
          sink_.error(position_of(pair.second), "unknown sort selection '{}'{}; expected one of: {}", *text,
                      did_you_mean(*text, std::span<const std::string_view>(kSelects)), fmt::join(kSelects, ", "));
          ok = false;
        } else {
          k.select = *text;
          k.select_pos = position_of(pair.second);
        }
        continue;
      }
      if (key == "out_dtype_texts") {
        if (!pair.second.IsMap() || pair.second.size() == 0) {
          sink_.error(value_pos(item),
                      "out_dtype_texts must map a result (values, indices) to PyTorch's text for an out= tensor of "
                      "another dtype, in the order PyTorch checks them");
          ok = false;
          continue;
        }
        for (const auto& text_pair : pair.second) {
          const Field text_item{text_pair.first, text_pair.second};
          const std::string result = text_pair.first.IsScalar() ? text_pair.first.Scalar() : std::string("?");
          if (std::find(kResults.begin(), kResults.end(), result) == kResults.end()) {
            sink_.error(position_of(text_pair.first),
                        "unknown sort result '{}'{}; a sort returns values, indices or both", result,
                        did_you_mean(result, std::span<const std::string_view>(kResults)));
            ok = false;
            continue;
          }
          const auto text = scalar_text(text_item, "PyTorch's text for an out= tensor of another dtype");
          if (!text) {
            ok = false;
            continue;
          }
          if (const auto bad = unknown_placeholder(*text, {"out", "result", "out_tensor", "result_tensor"})) {
            sink_.error(position_of(text_pair.second),
                        "unknown placeholder '{{{}}}' in an out= dtype text; it may name {{out}} and {{result}} (the "
                        "dtypes, Float) and {{out_tensor}} and {{result_tensor}} (opforge.FloatTensor)",
                        *bad);
            ok = false;
            continue;
          }
          k.out_dtype_texts.emplace_back(result, *text);
          k.out_dtype_text_pos.push_back(position_of(text_pair.first));
        }
        continue;
      }
      saw_results = true;
      const auto items =
          word_list(item, "the sort's results in return order: [values, indices], [indices] or [values]");
      if (!items) {
        ok = false;
        continue;
      }
      k.results_pos = position_of(item.value);
      for (const YAML::Node& n : *items) {
        const std::string r = n.Scalar();
        if (std::find(kResults.begin(), kResults.end(), r) == kResults.end()) {
          sink_.error(position_of(n), "unknown sort result '{}'{}; a sort returns values, indices or both", r,
                      did_you_mean(r, std::span<const std::string_view>(kResults)));
          ok = false;
        } else if (std::find(k.results.begin(), k.results.end(), r) != k.results.end() ||
                   (r == "values" && !k.results.empty())) {
          sink_.error(position_of(n), "a sort's results are values, then indices, each once");
          ok = false;
        } else {
          k.results.push_back(r);
        }
      }
    }
    if (!saw_results && ok) {
      sink_.error(position_of(f.value), "a sort kernel needs results: [values, indices], [indices] or [values]");
      ok = false;
    }
    if (!ok) return std::nullopt;
    return k;
  }

  std::optional<StructuredKernel> read_structured(const Field& f, const OpEntry& e) {
    static constexpr std::array<std::string_view, 11> kKeys{"shape",
                                                            "name",
                                                            "dtype_errors",
                                                            "outputs",
                                                            "out_dtype_message",
                                                            "empty_skips_dtype_check",
                                                            "device_generic",
                                                            "addend",
                                                            "same_dtype_checks",
                                                            "starts_from",
                                                            "wraps"};
    if (!f.value.IsMap() || f.value.size() == 0) {
      sink_.error(value_pos(f), "a structured kernel must be a map such as {{shape: mm_shape}}");
      return std::nullopt;
    }
    StructuredKernel k;
    bool ok = true;
    auto identifier = [&](const Field& item, std::string_view what) -> std::optional<std::string> {
      const auto text = scalar_text(item, what);
      if (text && !is_cpp_identifier(*text)) {
        sink_.error(position_of(item.value), "'{}' is not a C++ identifier", *text);
        return std::nullopt;
      }
      return text;
    };
    for (const auto& pair : f.value) {
      const Field item{pair.first, pair.second};
      const std::string key = pair.first.IsScalar() ? pair.first.Scalar() : std::string("?");
      if (std::find(kKeys.begin(), kKeys.end(), key) == kKeys.end()) {
        sink_.error(position_of(pair.first), "unknown structured kernel key '{}'{}; expected one of: {}", key,
                    did_you_mean(key, std::span<const std::string_view>(kKeys)), fmt::join(kKeys, ", "));
        ok = false;
        continue;
      }
      if (key == "empty_skips_dtype_check" || key == "device_generic") {
        const auto text = scalar_text(item, "true or false");
        if (!text || (*text != "true" && *text != "false")) {
          if (text) sink_.error(position_of(pair.second), "{} must be true or false, not '{}'", key, *text);
          ok = false;
          continue;
        }
        (key == "device_generic" ? k.device_generic : k.empty_skips_dtype_check) = *text == "true";
        continue;
      }
      if (key == "out_dtype_message") {
        const auto text = scalar_text(item, "PyTorch's text for an out= tensor of another dtype");
        if (!text) {
          ok = false;
          continue;
        }
        if (const auto bad = unknown_placeholder(*text, {"out", "result"})) {
          sink_.error(position_of(pair.second),
                      "unknown placeholder '{{{}}}' in out_dtype_message; it may name {{out}} "
                      "and {{result}}, the two dtypes",
                      *bad);
          ok = false;
          continue;
        }
        k.out_dtype_message = *text;
        continue;
      }
      if (key == "outputs") {
        if (!pair.second.IsMap()) {
          sink_.error(value_pos(item),
                      "outputs must be a map from a return's name to its dtype, such as {{indices: int64}}");
          ok = false;
          continue;
        }
        for (const auto& output : pair.second) {
          const Field o{output.first, output.second};
          const auto name = identifier(Field{output.first, output.first}, "a return's name");
          const auto dtype = scalar_text(o, "the return's dtype");
          if (!name || !dtype) {
            ok = false;
            continue;
          }
          const auto* info =
              std::find_if(kDtypes.begin(), kDtypes.end(), [&](const DtypeInfo& d) { return d.name == *dtype; });
          if (info == kDtypes.end()) {
            sink_.error(position_of(output.second),
                        "unknown dtype '{}'; write a dtype by its Python name, such as int64", *dtype);
            ok = false;
            continue;
          }
          k.outputs.push_back({*name, static_cast<int>(info - kDtypes.begin()), position_of(output.first)});
        }
        continue;
      }
      if (key == "dtype_errors") {
        ok = read_dtype_errors(item, k.cpu_error, k.cuda_error) && ok;
        continue;
      }
      if (key == "same_dtype_checks") {
        ok = read_same_dtype_checks(item, k.same_dtype_checks) && ok;
        continue;
      }
      if (key == "addend") {
        const auto text = identifier(item, "the Tensor argument the product is added to, such as self");
        if (!text) {
          ok = false;
          continue;
        }
        k.addend = *text;
        k.addend_pos = position_of(pair.second);
        continue;
      }
      if (key == "wraps") {
        // {dim: self}: each int or int[] argument and the Tensor argument whose dims it is wrapped
        // against.
        if (!pair.second.IsMap() || pair.second.size() == 0) {
          sink_.error(position_of(pair.second),
                      "wraps must be a map of int arguments to the Tensor arguments they index, such as {{dim: self}}");
          ok = false;
          continue;
        }
        for (const auto& w : pair.second) {
          if (!w.first.IsScalar() || !w.second.IsScalar() || !is_cpp_identifier(w.first.Scalar()) ||
              !is_cpp_identifier(w.second.Scalar())) {
            sink_.error(position_of(w.first), "wraps maps an int argument to a Tensor argument, such as dim: self");
            ok = false;
            continue;
          }
          k.wraps.push_back({w.first.Scalar(), w.second.Scalar(), position_of(w.first)});
        }
        continue;
      }
      if (key == "starts_from") {
        const auto text = identifier(item, "the Tensor argument the result starts as, such as self");
        if (!text) {
          ok = false;
          continue;
        }
        k.starts_from = *text;
        k.starts_from_pos = position_of(pair.second);
        continue;
      }
      const auto text = identifier(item, key == "shape" ? "the name of the meta function giving the result's sizes"
                                                        : "the name of the device kernels");
      if (!text) {
        ok = false;
        continue;
      }
      (key == "shape" ? k.shape : k.name) = *text;
    }
    if (ok && k.shape.empty()) {
      sink_.error(position_of(f.value),
                  "a structured kernel needs shape: the hand-written meta::<shape> function "
                  "that checks the arguments and gives the result's sizes");
      ok = false;
    }
    const std::string cname = e.op.empty() ? std::string() : replace_dots(e.op);
    const std::string base = e.op.substr(0, e.op.find('.'));
    if (k.name.empty()) k.name = cname + "_kernel";
    if (k.cpu_error.empty()) k.cpu_error = base + "_cpu";
    if (k.cuda_error.empty()) k.cuda_error = base + "_cuda";
    if (!ok) return std::nullopt;
    return k;
  }

  // same_dtype_checks: a list of [first, second, "text"] items.
  bool read_same_dtype_checks(const Field& f, std::vector<StructuredKernel::SameDtypeCheck>& out) {
    if (!f.value.IsSequence() || f.value.size() == 0) {
      sink_.error(value_pos(f),
                  "same_dtype_checks must be a list of [first, second, \"PyTorch's text\"] items, such as "
                  "[[self, mat2, \"self and mat2 must have the same dtype\"]]");
      return false;
    }
    bool ok = true;
    for (const auto& item : f.value) {
      const bool triple = item.IsSequence() && item.size() == 3 && item[0].IsScalar() && item[1].IsScalar() &&
                          item[2].IsScalar() && !item[2].Scalar().empty();
      if (!triple) {
        sink_.error(position_of(item),
                    "a same_dtype_checks item is [first, second, \"PyTorch's text\"]: two Tensor arguments that "
                    "must have one dtype and the error's text");
        ok = false;
        continue;
      }
      out.push_back({item[0].Scalar(), item[1].Scalar(), item[2].Scalar(), position_of(item)});
    }
    return ok;
  }

  static std::string replace_dots(std::string s) {
    std::replace(s.begin(), s.end(), '.', '_');
    return s;
  }

  // kernel: {reduce: {identity, combine, map, finalize, empty, name}} or {scan: {identity, combine,
  // name, empty}}; nullopt after an error.
  std::optional<ReduceKernel> read_reduce(const Field& f, const OpEntry& e, bool scan) {
    static constexpr std::array<std::string_view, 9> kKeys{"identity", "combine", "map",  "finalize", "empty",
                                                           "name",     "reducer", "args", "results"};
    static constexpr std::array<std::string_view, 6> kScanKeys{"identity", "combine", "name",
                                                               "empty",    "reducer", "results"};
    const std::string_view kind = scan ? "scan" : "reduce";
    if (!f.value.IsMap() || f.value.size() == 0) {
      sink_.error(value_pos(f), "a {} kernel must be a map such as {{identity: \"{}\", combine: \"{}\"}}", kind,
                  scan ? "0" : "1", scan ? "a + b" : "a * b");
      return std::nullopt;
    }
    ReduceKernel r;
    bool ok = true;
    bool has_identity = false, has_combine = false, saw_reducer = false, saw_results = false;
    for (const auto& pair : f.value) {
      const Field item{pair.first, pair.second};
      const std::string key = pair.first.IsScalar() ? pair.first.Scalar() : std::string("?");
      if (scan && std::find(kScanKeys.begin(), kScanKeys.end(), key) == kScanKeys.end()) {
        if (std::find(kKeys.begin(), kKeys.end(), key) != kKeys.end()) {
          sink_.error(position_of(pair.first),
                      "'{}' is a reduce kernel's key; a scan kernel stores every prefix of its fold and takes only: {}",
                      key, fmt::join(kScanKeys, ", "));
        } else {
          sink_.error(position_of(pair.first), "unknown scan kernel key '{}'{}; expected one of: {}", key,
                      did_you_mean(key, std::span<const std::string_view>(kScanKeys)), fmt::join(kScanKeys, ", "));
        }
        ok = false;
        continue;
      }
      if (std::find(kKeys.begin(), kKeys.end(), key) == kKeys.end()) {
        sink_.error(position_of(pair.first), "unknown reduce kernel key '{}'{}; expected one of: {}", key,
                    did_you_mean(key, std::span<const std::string_view>(kKeys)), fmt::join(kKeys, ", "));
        ok = false;
        continue;
      }
      if (key == "empty" && scan) {
        const auto text = scalar_text(item, "checks or skips");
        if (!text) {
          ok = false;
        } else if (*text == "checks" || *text == "skips") {
          r.empty_checks = *text == "checks";
        } else {
          sink_.error(position_of(pair.second),
                      "scan kernel 'empty' must be checks (an empty or 0-dim self still has its dim and "
                      "dtype checked, as logcumsumexp) or skips (neither, as cumsum); got '{}'",
                      *text);
          ok = false;
        }
        continue;
      }
      if (key == "empty") {
        const auto text = scalar_text(item, "identity or raises");
        if (!text) {
          ok = false;
        } else if (*text == "raises" || *text == "identity") {
          r.empty_raises = *text == "raises";
        } else {
          sink_.error(position_of(pair.second),
                      "reduce kernel 'empty' must be identity (folding no element gives "
                      "the identity) or raises (it is an error, as for amax); got '{}'",
                      *text);
          ok = false;
        }
        continue;
      }
      if (key == "name") {
        const auto text = scalar_text(item, "the kernel's name in PyTorch's dtype errors, such as max_values");
        if (!text || !is_cpp_identifier(*text)) {
          if (text) sink_.error(position_of(pair.second), "{} kernel name '{}' is not an identifier", kind, *text);
          ok = false;
        } else {
          r.name = *text;
        }
        continue;
      }
      if (key == "reducer" || key == "args" || key == "results") {
        saw_reducer = saw_reducer || key == "reducer";
        saw_results = saw_results || key == "results";
        ok = read_reducer_key(key, item, r, scan) && ok;
        continue;
      }
      const auto text = scalar_text(item, "an expression");
      if (!text) {
        ok = false;
        continue;
      }
      ReduceStep step;
      step.text = *text;
      step.pos = position_of(pair.second);
      step.locator = ScalarLocator::for_node(pair.second, source_);
      ExprParse parsed = parse_expression(step.text);
      if (parsed.error) {
        sink_.error(step.locator.at(parsed.error->offset), parsed.error->message);
        ok = false;
        continue;
      }
      step.expression = std::move(*parsed.expr);
      const std::vector<std::string_view> names = reduce_step_names(key);
      for (const ExprProblem& p : check_reduce_expression(step.expression, key, names)) {
        sink_.error(step.locator.at(p.offset), p.message);
        ok = false;
      }
      if (key == "identity") {
        r.identity = std::move(step);
        has_identity = true;
      } else if (key == "combine") {
        r.combine = std::move(step);
        has_combine = true;
      } else if (key == "map") {
        r.map = std::move(step);
      } else {
        r.finalize = std::move(step);
      }
    }
    if (saw_reducer || !r.results.empty() || !r.args.empty()) {
      // An unreadable reducer name or results list has had its error.
      if (!(saw_reducer && r.reducer.empty()) && !(saw_results && r.results.empty()) &&
          !check_reducer(f, r, has_identity || has_combine || r.map || r.finalize, scan))
        ok = false;
    } else if (!has_identity || !has_combine) {
      sink_.error(position_of(f.value), "a {} kernel needs {}", kind,
                  !has_identity ? "an identity (the result of no "
                                  "element, such as \"0\" for a sum)"
                                : "a combine expression of the partials a and b, such as "
                                  "\"a + b\"");
      ok = false;
    }
    if (r.name.empty()) {
      const std::string& op = e.op;
      r.name = op.substr(0, op.find('.'));
    }
    if (!ok) return std::nullopt;
    return r;
  }

  // reducer: <name>, args: [<argument>, ...], results: {<result>: computed | real, ...}.
  bool read_reducer_key(const std::string& key, const Field& item, ReduceKernel& r, bool scan) {
    if (key == "reducer") {
      const auto text = scalar_text(item, "the name of a C++ reducer, such as welford");
      if (!text) return false;
      const auto known =
          std::find_if(kReducers.begin(), kReducers.end(), [&](const auto& x) { return x.name == *text; });
      if (known == kReducers.end()) {
        std::vector<std::string_view> names;
        for (const auto& x : kReducers) names.push_back(x.name);
        sink_.error(position_of(item.value), "unknown reducer '{}'{}; expected one of: {}", *text,
                    did_you_mean(*text, std::span<const std::string_view>(names)), reducer_names(scan));
        return false;
      }
      r.reducer = *text;
      r.reducer_pos = position_of(item.value);
      return true;
    }
    if (key == "args") {
      const auto items =
          word_list(item, "a list of the op's arguments the reducer's params() takes, such as [correction]");
      if (!items) return false;
      for (const YAML::Node& n : *items) r.args.push_back(n.Scalar());
      r.args_pos = position_of(item.value);
      return true;
    }
    const std::string expectation =
        "a map from each result the reducer stores to its dtype, such as {var: real, mean: computed}";
    if (!item.value.IsMap() || item.value.size() == 0) {
      sink_.error(value_pos(item), "field 'results' must be {}", expectation);
      return false;
    }
    r.results_pos = position_of(item.value);
    bool ok = true;
    for (const auto& pair : item.value) {
      const std::string name = pair.first.IsScalar() ? pair.first.Scalar() : std::string();
      const std::string dtype = pair.second.IsScalar() ? pair.second.Scalar() : std::string();
      if (name.empty() || (dtype != "computed" && dtype != "real" && dtype != "index")) {
        sink_.error(position_of(pair.second.IsNull() ? pair.first : pair.second),
                    "result '{}' must have the dtype computed (the reduction's dtype), real (its real dtype: "
                    "float for complex64) or index (int64); got '{}'",
                    name, dtype);
        ok = false;
        continue;
      }
      r.results.push_back(ReduceResult{name, dtype == "real", dtype == "index", position_of(pair.first)});
    }
    return ok;
  }

  // A reducer kernel names its reducer and its results, each one the reducer stores, and no step.
  bool check_reducer(const Field& f, const ReduceKernel& r, bool has_steps, bool scan) {
    if (r.reducer.empty()) {
      sink_.error(position_of(f.value), "args and results belong to a reducer kernel: add reducer: <name> (one of: {})",
                  reducer_names(scan));
      return false;
    }
    bool ok = true;
    if (has_steps) {
      sink_.error(r.reducer_pos,
                  "a reducer kernel is defined by its reducer '{}': identity, combine, map and finalize do not apply",
                  r.reducer);
      ok = false;
    }
    if (r.results.empty()) {
      sink_.error(r.reducer_pos,
                  "a reducer kernel needs results: the reducer's results it stores, such as {{var: real}}");
      return false;
    }
    const auto& known =
        *std::find_if(kReducers.begin(), kReducers.end(), [&](const auto& x) { return x.name == r.reducer; });
    if (known.scan != scan) {
      sink_.error(r.reducer_pos, "'{}' is a {} kernel's {}; a {} kernel names one of: {}", r.reducer,
                  known.scan ? "scan" : "reduce", known.scan ? "scanner" : "reducer", scan ? "scan" : "reduce",
                  reducer_names(scan));
      return false;
    }
    std::vector<std::string_view> offered;
    for (const auto& name : known.results)
      if (!name.empty()) offered.push_back(name);
    for (const ReduceResult& res : r.results) {
      if (std::find(offered.begin(), offered.end(), res.name) == offered.end()) {
        sink_.error(res.pos, "reducer '{}' stores no result '{}'{}; it stores: {}", r.reducer, res.name,
                    did_you_mean(res.name, std::span<const std::string_view>(offered)), fmt::join(offered, ", "));
        ok = false;
      }
    }
    return ok;
  }

  // The reducers a reduce kernel may name, or the scanners a scan kernel may.
  static std::string reducer_names(bool scan) {
    std::vector<std::string_view> names;
    for (const auto& x : kReducers)
      if (x.scan == scan) names.push_back(x.name);
    return fmt::format("{}", fmt::join(names, ", "));
  }

  static std::vector<std::string_view> reduce_step_names(std::string_view key) {
    if (key == "identity") return {"lowest", "highest"};
    if (key == "combine") return {"a", "b"};
    if (key == "map") return {"x"};
    return {"a", "n"};
  }

  // dtypes and cuda_dtypes: a spec string or a list of dtypes.
  std::optional<std::vector<int>> read_dtypes(const Field& f) {
    const std::string expectation = "a dtype spec such as all_and(bool, half) or a list of dtypes";
    if (f.value.IsSequence()) {
      const auto items = word_list(f, expectation);
      if (!items) return std::nullopt;
      std::vector<DtypeItem> located;
      for (const YAML::Node& item : *items) located.push_back({item.Scalar(), position_of(item)});
      return resolve_dtype_items(located, sink_);
    }
    const auto text = scalar_text(f, expectation);
    if (!text) return std::nullopt;
    return parse_dtype_spec(*text, ScalarLocator::for_node(f.value, source_), sink_);
  }

  // A dtype spec written as one string (`complex_and(complex32)`) or as a YAML list of items.
  std::optional<std::vector<int>> dtype_value(const YAML::Node& value, SourcePos pos, std::string_view what) {
    if (value.IsSequence() && value.size() > 0) {
      std::vector<DtypeItem> located;
      for (const YAML::Node& item : value) {
        if (!item.IsScalar()) {
          sink_.error(position_of(item), "each item of {} must be a dtype or a dtype group", what);
          return std::nullopt;
        }
        located.push_back({item.Scalar(), position_of(item)});
      }
      return resolve_dtype_items(located, sink_);
    }
    if (!value.IsScalar() || trim(value.Scalar()).empty()) {
      sink_.error(value.IsNull() ? pos : position_of(value),
                  "{} must be a dtype spec such as bool, complex_and(complex32) or [int8, int16]", what);
      return std::nullopt;
    }
    return parse_dtype_spec(value.Scalar(), ScalarLocator::for_node(value, source_), sink_);
  }

  // ulps: {<floating or complex dtype>: <ulps>, ..., why: <text>}.
  std::optional<UlpAllowances> read_ulps(const Field& f) {
    if (!f.value.IsMap() || f.value.size() == 0) {
      sink_.error(value_pos(f),
                  "field 'ulps' must be a map such as {{float32: 1, why: <why the op differs from PyTorch>}}");
      return std::nullopt;
    }
    UlpAllowances u;
    bool ok = true;
    bool has_why = false;
    for (const auto& pair : f.value) {
      const YAML::Node key = pair.first;
      const YAML::Node value = pair.second;
      const std::string name = key.IsScalar() ? key.Scalar() : std::string();
      if (name == "nan_sign" || name == "zero_sign") {
        if (!value.IsScalar() || value.Scalar() != "any") {
          sink_.error(value.IsNull() ? position_of(key) : position_of(value),
                      "{} must be any (a {} result matches one of either sign; compared is the default)", name,
                      name == "nan_sign" ? "NaN" : "zero");
          ok = false;
        } else {
          (name == "nan_sign" ? u.nan_sign_any : u.zero_sign_any) = true;
        }
        continue;
      }
      if (name == "why") {
        has_why = true;
        if (!value.IsScalar() || trim(value.Scalar()).empty()) {
          sink_.error(value.IsNull() ? position_of(key) : position_of(value),
                      "'why' must say why the op's values differ from PyTorch's (a sentence)");
          ok = false;
        } else {
          u.why = trim(value.Scalar());
        }
        continue;
      }
      const auto* dtype =
          std::find_if(kDtypes.begin(), kDtypes.end(), [&](const DtypeInfo& d) { return d.name == name; });
      if (dtype == kDtypes.end() || !is_ulp_dtype(dtype->scalar_type)) {
        sink_.error(
            position_of(key),
            "'{}' is not a key of 'ulps'; its keys are why, nan_sign, zero_sign and the dtypes float16, bfloat16, "
            "float32, float64, complex32, complex64 and complex128",
            name);
        ok = false;
        continue;
      }
      const int index = static_cast<int>(dtype - kDtypes.begin());
      const std::string text = value.IsScalar() ? value.Scalar() : std::string();
      const bool whole = !text.empty() && text.size() < 10 && text.find_first_not_of("0123456789") == std::string::npos;
      const int64_t n = text == "unchecked" ? UlpAllowances::kUnchecked : whole ? std::stoll(text) : 0;
      if (n == 0) {
        sink_.error(value.IsNull() ? position_of(key) : position_of(value),
                    "the allowance of {} must be a whole number of ulps from 1 to 999999999, or unchecked (0, "
                    "bit-exact, is the default: leave {} out)",
                    name, name);
        ok = false;
        continue;
      }
      if (std::any_of(u.per_dtype.begin(), u.per_dtype.end(), [&](const auto& p) { return p.first == index; })) {
        sink_.error(position_of(key), "'ulps' names {} twice", name);
        ok = false;
        continue;
      }
      u.per_dtype.emplace_back(index, n);
    }
    if (!has_why) {
      sink_.error(value_pos(f), "field 'ulps' is missing 'why': say why the op's values differ from PyTorch's");
      ok = false;
    }
    if (ok && u.per_dtype.empty() && !u.nan_sign_any && !u.zero_sign_any) {
      sink_.error(value_pos(f),
                  "field 'ulps' names no dtype; give at least one, such as float32: 1, or nan_sign or zero_sign: any");
      ok = false;
    }
    if (!ok) return std::nullopt;
    std::sort(u.per_dtype.begin(), u.per_dtype.end());
    return u;
  }

  // gradcheck: {<argument>: <shape, int list or scalar>, ...}: the values here; the arguments are
  // checked against the signature by the validator.
  void read_gradcheck(const Field& f, OpEntry& e) {
    e.gradcheck_pos = value_pos(f);
    if (!f.value.IsMap() || f.value.size() == 0) {
      sink_.error(value_pos(f),
                  "field 'gradcheck' must be a map from arguments to the values of the gradient test, such as "
                  "{{self: [2, 3], mat2: [3, 4]}}");
      return;
    }
    std::vector<GradcheckValue> out;
    bool ok = true;
    for (const auto& pair : f.value) {
      GradcheckValue v;
      v.pos = position_of(pair.first);
      v.value_pos = position_of(pair.second);
      v.argument = pair.first.IsScalar() ? pair.first.Scalar() : std::string();
      if (pair.second.IsSequence()) {
        v.is_list = true;
        for (const auto& item : pair.second) {
          int64_t n = 0;
          const std::string text = item.IsScalar() ? item.Scalar() : std::string();
          const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), n);
          if (!text.empty() && ec == std::errc() && end == text.data() + text.size() && v.names.empty()) {
            v.ints.push_back(n);
          } else if (is_identifier(text) && v.ints.empty()) {
            v.names.push_back(text);
          } else {
            sink_.error(position_of(item), "a list of 'gradcheck' holds ints (a shape or dims) or dim names, not '{}'",
                        item.IsScalar() ? item.Scalar() : std::string("a collection"));
            ok = false;
            break;
          }
        }
      } else if (pair.second.IsMap()) {
        ok = read_gradcheck_input(pair.second, v) && ok;
      } else if (pair.second.IsScalar() && !trim(pair.second.Scalar()).empty()) {
        v.text = trim(pair.second.Scalar());
      } else {
        sink_.error(v.value_pos, "'gradcheck' gives {} a list of ints or a value", v.argument);
        ok = false;
      }
      out.push_back(std::move(v));
    }
    if (ok) e.gradcheck = std::move(out);
  }

  // A differentiated input's {shape: [2, 3], range: [1.2, 1.8]}: its shape and the interval of
  // its random values (acosh's domain), either optional.
  bool read_gradcheck_input(const YAML::Node& map, GradcheckValue& v) {
    for (const auto& item : map) {
      const std::string key = item.first.IsScalar() ? item.first.Scalar() : std::string();
      if (key == "shape" && item.second.IsSequence()) {
        v.is_list = true;
        for (const auto& n : item.second) {
          int64_t size = 0;
          const std::string text = n.IsScalar() ? n.Scalar() : std::string();
          const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), size);
          if (text.empty() || ec != std::errc() || end != text.data() + text.size()) {
            sink_.error(position_of(n), "a shape in 'gradcheck' holds ints, not '{}'", text);
            return false;
          }
          v.ints.push_back(size);
        }
        continue;
      }
      if (key == "range" && item.second.IsSequence() && item.second.size() == 2) {
        std::array<double, 2> bounds{};
        for (size_t i = 0; i < 2; ++i) {
          const std::string text = item.second[i].IsScalar() ? item.second[i].Scalar() : std::string();
          const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), bounds[i]);
          if (text.empty() || ec != std::errc() || end != text.data() + text.size()) {
            sink_.error(position_of(item.second[i]), "a range in 'gradcheck' holds two numbers, not '{}'", text);
            return false;
          }
        }
        if (!(bounds[0] < bounds[1])) {
          sink_.error(position_of(item.second), "the range of {} in 'gradcheck' must be [low, high] with low < high",
                      v.argument);
          return false;
        }
        v.range = bounds;
        continue;
      }
      sink_.error(position_of(item.first),
                  "'gradcheck' gives {} a map of shape: [sizes] and range: [low, high], not '{}'", v.argument, key);
      return false;
    }
    v.is_map = true;
    return true;
  }

  // derivatives: {<Tensor argument>: "<expression>", ...}: each parsed here (or the word
  // not_differentiable); the names and calls
  // are checked against the signature and the other entries by the validator.
  void read_derivatives(const Field& f, OpEntry& e) {
    e.derivatives_pos = value_pos(f);
    if (f.value.IsScalar() && f.value.Scalar() == "not_differentiable") {
      e.not_differentiable = true;
      return;
    }
    if (!f.value.IsMap() || f.value.size() == 0) {
      sink_.error(value_pos(f),
                  "field 'derivatives' must be a map from Tensor arguments to their gradients, such "
                  "as {{self: \"grad * cos(self)\"}}, or not_differentiable");
      return;
    }
    std::vector<Derivative> out;
    bool ok = true;
    for (const auto& pair : f.value) {
      Derivative d;
      d.pos = position_of(pair.first);
      d.input = pair.first.IsScalar() ? pair.first.Scalar() : std::string();
      if (std::any_of(out.begin(), out.end(), [&](const Derivative& o) { return o.input == d.input; })) {
        sink_.error(d.pos, "'derivatives' names {} twice", d.input);
        ok = false;
        continue;
      }
      if (!pair.second.IsScalar() || trim(pair.second.Scalar()).empty()) {
        sink_.error(pair.second.IsNull() ? d.pos : position_of(pair.second),
                    "the derivative of {} must be an expression such as \"grad * cos(self)\"", d.input);
        ok = false;
        continue;
      }
      d.text = pair.second.Scalar();
      if (trim(d.text) == "not_differentiable" || trim(d.text) == "not_implemented") {
        d.not_differentiable = trim(d.text) == "not_differentiable";
        d.not_implemented = !d.not_differentiable;
        out.push_back(std::move(d));
        continue;
      }
      d.locator = ScalarLocator::for_node(pair.second, source_);
      ExprParse parsed = parse_expression(d.text);
      if (parsed.error) {
        sink_.error(d.locator.at(parsed.error->offset), parsed.error->message);
        ok = false;
        continue;
      }
      d.expression = std::move(*parsed.expr);
      out.push_back(std::move(d));
    }
    if (ok) e.derivatives = std::move(out);
  }

  // A PyTorch op name and optionally its overload (schema_name, out_schema_name), or nothing.
  std::optional<std::string> read_schema_name(const Field& f, std::string_view field, std::string_view example) {
    const auto text = scalar_text(f, fmt::format("a PyTorch op name such as {}", example));
    if (!text) return std::nullopt;
    const std::string name = trim(*text);
    const size_t dot = name.find('.');
    if (is_lower_ident(name.substr(0, dot)) && (dot == std::string::npos || is_cpp_identifier(name.substr(dot + 1))))
      return name;
    sink_.error(value_pos(f), "{} '{}' must be a PyTorch op name such as {}", field, name, example);
    return std::nullopt;
  }

  // cpp_name: the C++ spelling of an op whose name is a C++ keyword; a lowercase identifier that is
  // no keyword, without a trailing _ (which would read as the in-place form).
  void read_cpp_name(const Field& f, OpEntry& e) {
    const auto text = scalar_text(f, "a C++ name such as to_double");
    if (!text) return;
    const std::string name = trim(*text);
    if (!is_lower_ident(name) || is_cpp_keyword(name) || name.ends_with('_')) {
      sink_.error(value_pos(f),
                  "cpp_name '{}' must be a lowercase C++ name that is no keyword and does not end in _, such as "
                  "to_double",
                  name);
      return;
    }
    e.cpp_name = name;
  }

  // number_forms: none, or a list of the variants that take a number for a Tensor operand.
  void read_number_forms(const Field& f, OpEntry& e) {
    e.number_forms_pos = value_pos(f);
    if (f.value.IsScalar() && f.value.Scalar() == "none") {
      e.number_forms.emplace();
      return;
    }
    if (!f.value.IsSequence()) {
      sink_.error(value_pos(f), "field 'number_forms' must be none or a list drawn from {}", names_list(kVariants));
      return;
    }
    e.number_forms = vocab_list(f, kVariants, "variant", &e.number_form_pos);
  }

  // scalar_conversion: {<argument>: wrapped | checked, ...}.
  void read_scalar_conversion(const Field& f, OpEntry& e) {
    if (!f.value.IsMap() || f.value.size() == 0) {
      sink_.error(value_pos(f), "field 'scalar_conversion' must be a map such as {{other: wrapped}} (each {})",
                  names_list(kScalarConversions));
      return;
    }
    for (const auto& pair : f.value) {
      const YAML::Node key = pair.first;
      const YAML::Node value = pair.second;
      if (!key.IsScalar() || !is_lower_ident(key.Scalar())) {
        sink_.error(position_of(key), "a key of 'scalar_conversion' must be an argument name");
        continue;
      }
      if (std::any_of(e.scalar_conversion.begin(), e.scalar_conversion.end(),
                      [&](const ScalarConversionWord& w) { return w.argument == key.Scalar(); })) {
        sink_.error(position_of(key), "'scalar_conversion' names {} twice", key.Scalar());
        continue;
      }
      if (!value.IsScalar()) {
        sink_.error(value.IsNull() ? position_of(key) : position_of(value), "the conversion of {} must be one of {}",
                    key.Scalar(), names_list(kScalarConversions));
        continue;
      }
      const auto word = vocab_word(value, position_of(value), kScalarConversions, "scalar conversion");
      if (word) e.scalar_conversion.push_back({key.Scalar(), position_of(key), *word});
    }
  }

  // The dtypes whose values an allowance in ulps can describe.
  static bool is_ulp_dtype(std::string_view scalar_type) {
    for (std::string_view t : {"Half", "BFloat16", "Float", "Double", "ComplexHalf", "ComplexFloat", "ComplexDouble"})
      if (scalar_type == t) return true;
    return false;
  }

  // rejects: a list of {when: {<operand>: <dtypes>, ...}, variants: [...], error: <type>, message: <text>}.
  // A value condition of a rejects item: an integer, or a comparison with one ("< 0"). A dtype
  // spec never starts with a digit, a sign or a comparison, so the two cannot be confused.
  static bool read_value_condition(const YAML::Node& v, RejectCondition& c) {
    if (!v.IsScalar()) return false;
    std::string_view text = v.Scalar();
    while (!text.empty() && text.front() == ' ') text.remove_prefix(1);
    std::string compare = "==";
    for (const std::string_view op : {"<=", ">=", "==", "!=", "<", ">"}) {
      if (text.starts_with(op)) {
        compare = std::string(op);
        text.remove_prefix(op.size());
        break;
      }
    }
    while (!text.empty() && text.front() == ' ') text.remove_prefix(1);
    int64_t n = 0;
    const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), n);
    if (text.empty() || ec != std::errc() || end != text.data() + text.size()) return false;
    c.compare = compare;
    c.value = n;
    return true;
  }

  void read_rejects(const Field& f, OpEntry& e) {
    const std::string expectation = "a list of {when: {<operand>: <dtypes>}, error: <exception>, message: <text>}";
    if (f.value.IsNull() || !f.value.IsSequence() || f.value.size() == 0) {
      sink_.error(value_pos(f), "field 'rejects' must be {}", expectation);
      return;
    }
    for (const YAML::Node& item : f.value) {
      if (!item.IsMap()) {
        sink_.error(position_of(item),
                    "each item of 'rejects' must be {{when: {{<operand>: <dtypes>}}, error: "
                    "<exception>, message: <text>}}");
        continue;
      }
      const auto parts = collect(item, kRejectFields, "a rejects item has keys");
      Reject r;
      r.pos = position_of(item);
      bool ok = true;
      if (!parts[0]) {
        sink_.error(r.pos, "rejects item is missing 'when'");
        ok = false;
      } else if (!parts[0]->value.IsMap() || parts[0]->value.size() == 0) {
        sink_.error(value_pos(*parts[0]),
                    "'when' must be a map of operands to dtypes, such as {{self: bool}} or "
                    "{{any: complex}}; an operand is an argument name, any or all");
        ok = false;
      } else {
        for (const auto& pair : parts[0]->value) {
          const YAML::Node key = pair.first;
          if (!key.IsScalar()) {
            sink_.error(position_of(key), "a 'when' operand must be an argument name, any or all");
            ok = false;
            continue;
          }
          RejectCondition c{key.Scalar(), position_of(key), std::nullopt, {}, {}, {}, 0};
          if (pair.second.IsMap()) {
            // {differs_from: <argument>}: the operand's dtype is not the argument's.
            const YAML::Node target = pair.second["differs_from"];
            if (pair.second.size() != 1 || !target || !target.IsScalar()) {
              sink_.error(position_of(pair.second),
                          "a 'when' condition is dtypes, or {{differs_from: <argument>}} (the operand's dtype is "
                          "not that argument's)");
              ok = false;
              continue;
            }
            c.differs_from = target.Scalar();
            c.differs_from_pos = position_of(target);
            c.dtypes.emplace();
            for (size_t i = 0; i < kDtypes.size(); ++i) c.dtypes->push_back(static_cast<int>(i));
          } else if (read_value_condition(pair.second, c)) {
            c.dtypes.emplace();  // every dtype: the condition is on the value
            for (size_t i = 0; i < kDtypes.size(); ++i) c.dtypes->push_back(static_cast<int>(i));
          } else {
            c.dtypes = dtype_value(pair.second, c.pos, fmt::format("the dtypes of '{}'", c.operand));
            ok = ok && c.dtypes.has_value();
          }
          r.when.push_back(std::move(c));
        }
      }
      if (parts[1]) {
        r.variants = vocab_list(*parts[1], kVariants, "variant", &r.variant_pos);
        ok = ok && r.variants.has_value();
      }
      if (!parts[2]) {
        sink_.error(r.pos, "rejects item is missing 'error'; expected one of: {}", names_list(kErrorKinds));
        ok = false;
      } else if (const auto text = scalar_text(*parts[2], fmt::format("one of {}", names_list(kErrorKinds)))) {
        const auto kind = vocab_word(parts[2]->value, position_of(parts[2]->value), kErrorKinds, "error");
        if (kind) r.error = *kind;
        ok = ok && kind.has_value();
      } else {
        ok = false;
      }
      if (!parts[3]) {
        sink_.error(r.pos, "rejects item is missing 'message' (PyTorch's text of the error)");
        ok = false;
      } else if (const auto message = scalar_text(*parts[3], "PyTorch's text of the error")) {
        r.message = trim(*message);
        // {<operand>}: the dtype of an operand of `when` ("... but got {self}": Long).
        std::vector<std::string_view> operands;
        for (const RejectCondition& c : r.when) {
          operands.push_back(c.operand);
          if (!c.differs_from.empty()) operands.push_back(c.differs_from);
        }
        if (const auto bad = unknown_placeholder_in(r.message, operands)) {
          sink_.error(position_of(parts[3]->value),
                      "unknown placeholder '{{{}}}' in a rejects message; it may name an operand of its 'when' "
                      "({}), whose dtype it stands for",
                      *bad, fmt::join(operands, ", "));
          ok = false;
        }
      } else {
        ok = false;
      }
      if (ok) e.rejects.push_back(std::move(r));
    }
  }

  OpEntry read_entry(const YAML::Node& node) {
    OpEntry e;
    e.pos = position_of(node);
    if (!node.IsMap()) {
      sink_.error(e.pos, "each item of 'ops' must be an op entry (a map with keys {})", fmt::join(kEntryFields, ", "));
      return e;
    }
    const EntryFields fields = effective_fields(node);
    if (fields[0]) read_op_name(*fields[0], e);
    if (const auto& f = fields[1]) {
      if (const auto text = scalar_text(*f, "a signature such as add(Tensor self, Tensor other) -> Tensor")) {
        e.signature_pos = position_of(f->value);
        e.signature = parse_signature(*text, ScalarLocator::for_node(f->value, source_), sink_);
      }
    }
    if (const auto& f = fields[2]) {
      e.variants_pos = value_pos(*f);
      e.variants = vocab_list(*f, kVariants, "variant", &e.variant_pos);
    }
    if (fields[3]) e.promotion = rule(*fields[3], kPromotionKinds);
    if (fields[4]) e.broadcast = rule(*fields[4], kBroadcastKinds);
    if (const auto& f = fields[5]) {
      if (scalar_text(*f, fmt::format("one of {}", names_list(kInplaceCasts)))) {
        e.inplace_cast_pos = position_of(f->value);
        e.inplace_cast = vocab_word(f->value, e.inplace_cast_pos, kInplaceCasts, "inplace_cast");
      }
    }
    if (fields[6]) e.names = rule(*fields[6], kNamesRules);
    if (fields[7]) read_kernel(*fields[7], e);
    if (fields[8]) e.dtypes = read_dtypes(*fields[8]);
    if (fields[9]) e.devices = vocab_list(*fields[9], kDevices, "device", nullptr);
    if (fields[10]) {
      if (const auto text = scalar_text(*fields[10], "a one-paragraph description")) e.doc = trim(*text);
    }
    if (fields[11]) read_rejects(*fields[11], e);
    if (const auto& f = fields[12]) {
      e.cuda_dtypes_pos = value_pos(*f);
      e.cuda_dtypes = read_dtypes(*f);
    }
    if (const auto& f = fields[13]) {
      if (scalar_text(*f, fmt::format("one of {}", names_list(kNoopUnless)))) {
        e.noop_unless_pos = position_of(f->value);
        e.noop_unless = vocab_word(f->value, e.noop_unless_pos, kNoopUnless, "noop_unless");
      }
    }
    if (fields[14]) e.ulps = read_ulps(*fields[14]);
    if (fields[15]) read_number_forms(*fields[15], e);
    if (fields[16]) read_scalar_conversion(*fields[16], e);
    // schema_name: the PyTorch op whose schema PyTorch's errors name for this entry (max.other's
    // are aten::maximum's); out_schema_name: its out= overload's (all.dim's is all.out). Each a name
    // and optionally an overload, as `op`.
    if (fields[17]) e.schema_name = read_schema_name(*fields[17], "schema_name", "maximum or where.self");
    if (fields[18]) e.out_schema_name = read_schema_name(*fields[18], "out_schema_name", "amax.out or all.all_out");
    if (const auto& f = fields[19]) {
      // number_self: PyTorch's Python API takes a number for self too (its numbers-as-tensors list).
      const auto text = scalar_text(*f, "true or false");
      if (text && *text != "true" && *text != "false")
        sink_.error(value_pos(*f), "number_self must be true or false, not '{}'", *text);
      e.number_self = text && *text == "true";
      e.number_self_pos = value_pos(*f);
    }
    if (fields[20]) read_cpp_name(*fields[20], e);
    if (fields[21]) read_derivatives(*fields[21], e);
    if (fields[22]) read_gradcheck(*fields[22], e);
    if (!e.op.empty() && !e.cpp_name) {
      const std::string_view base = std::string_view(e.op).substr(0, e.op.find('.'));
      if (is_cpp_keyword(base))
        sink_.error(e.op_pos,
                    "op '{}' is a C++ keyword, which no C++ function can be named; give it a cpp_name such "
                    "as to_{}",
                    base, base);
    }
    // An entry without its preset lacks what the preset gives; the preset's error says why.
    const bool unknown_preset = fields[kPresetField] && !find_preset(*fields[kPresetField]);
    const std::string_view fixed_kind = fixed_rules_kind(fields[kKernelField]);
    const bool view = !fixed_kind.empty();
    if (view && e.kernel) {
      e.promotion = Rule<PromotionKind>{PromotionKind::Custom, e.kernel->pos, std::nullopt, std::nullopt, {}};
      e.broadcast = Rule<BroadcastKind>{BroadcastKind::None, e.kernel->pos, std::nullopt, std::nullopt, {}};
      // A factory's out= tensor keeps its dtype, which the stub computes in.
      e.inplace_cast = fixed_kind == "factory" && e.variants && e.has_variant(Variant::Out) ? InplaceCast::OutDtype
                                                                                            : InplaceCast::None;
      e.inplace_cast_pos = e.kernel->pos;
    }
    for (size_t i = 0; i + kOptionalEntryFields < kEntryFields.size() && !unknown_preset; ++i) {
      if (fields[i] ||
          (view && std::find(kValueRuleFields.begin(), kValueRuleFields.end(), i) != kValueRuleFields.end()))
        continue;
      if (fields[0] && !e.op.empty()) {
        sink_.error(e.pos, "op '{}' is missing field '{}'", e.op, kEntryFields[i]);
      } else {
        sink_.error(e.pos, "entry is missing field '{}'", kEntryFields[i]);
      }
    }
    return e;
  }

  std::string_view source_;
  DiagnosticSink& sink_;
  EntryFields defaults_;
  std::map<std::string, Preset, std::less<>> presets_;
  std::map<std::string, EntryFields, std::less<>> base_fields_;  // entries without an overload name
};

}  // namespace

// The offset of a double quote that opens a string the line does not close, outside single quotes
// and comments, or nullopt.
std::optional<size_t> unclosed_double_quote(std::string_view line) {
  std::optional<size_t> open;
  bool single = false;
  for (size_t i = 0; i < line.size(); ++i) {
    const char c = line[i];
    if (open) {
      if (c == '\\')
        ++i;
      else if (c == '"')
        open.reset();
    } else if (single) {
      if (c == '\'') single = false;
    } else if (c == '#' && (i == 0 || line[i - 1] == ' ')) {
      break;
    } else if (c == '"') {
      open = i;
    } else if (c == '\'' && (i == 0 || std::string_view(" [{,:").find(line[i - 1]) != std::string_view::npos)) {
      single = true;
    }
  }
  return open;
}

// The first problem of `source` as text, or nullopt: a byte that does not start a valid UTF-8 sequence
// (overlong forms, surrogates and code points past U+10FFFF included), or a control character other
// than tab and the line breaks, which YAML does not allow (and yaml-cpp reads a file starting with a
// NUL byte as UTF-16 or UTF-32, positions and all). Columns count code points.
std::optional<std::pair<SourcePos, std::string>> not_yaml_text(std::string_view source) {
  int line = 1, col = 1;
  for (size_t i = 0; i < source.size();) {
    const auto b = static_cast<unsigned char>(source[i]);
    size_t n = b < 0x80 ? 1 : (b >> 5) == 0x6 ? 2 : (b >> 4) == 0xE ? 3 : (b >> 3) == 0x1E ? 4 : 0;
    bool ok = n != 0 && i + n <= source.size();
    uint32_t cp = n == 1 ? b : n == 2 ? (b & 0x1Fu) : n == 3 ? (b & 0x0Fu) : (b & 0x07u);
    for (size_t k = 1; ok && k < n; ++k) {
      const auto c = static_cast<unsigned char>(source[i + k]);
      ok = (c >> 6) == 0x2;
      cp = (cp << 6) | (c & 0x3Fu);
    }
    static constexpr uint32_t kMin[] = {0, 0, 0x80, 0x800, 0x10000};
    ok = ok && cp >= kMin[n] && cp <= 0x10FFFF && !(cp >= 0xD800 && cp <= 0xDFFF);
    if (!ok) {
      return std::pair{SourcePos{line, col},
                       fmt::format("invalid UTF-8 (byte 0x{:02x}); ops.yaml must be UTF-8 text", b)};
    }
    const bool control =
        (cp < 0x20 && cp != '\t' && cp != '\n' && cp != '\r') || (cp >= 0x7f && cp < 0xa0 && cp != 0x85);
    if (control) {
      return std::pair{SourcePos{line, col},
                       fmt::format("control character U+{:04X}; YAML allows none but tab and line breaks", cp)};
    }
    if (b == '\n') {
      ++line;
      col = 1;
    } else {
      ++col;
    }
    i += n;
  }
  return std::nullopt;
}

OpsFile read_ops_yaml(std::string_view source, DiagnosticSink& sink) {
  if (auto bad = not_yaml_text(source)) {
    sink.error(bad->first, std::move(bad->second));
    return {};
  }
  YAML::Node root;
  try {
    root = YAML::Load(std::string(source));
  } catch (const YAML::Exception& e) {
    const int error_line = std::max(e.mark.line, 0) + 1;
    // yaml-cpp's texts name the structure it lost, not the cause, often lines later; three causes
    // are common enough to say where they are: a tab in an indentation (YAML indents with spaces
    // only), a double-quoted string left open on its line (ops.yaml writes none across lines), and
    // an expression with '?' or ':' left unquoted (YAML reads them as its own syntax).
    int line = 1;
    for (size_t start = 0; start < source.size() && line <= error_line; ++line) {
      const size_t end = std::min(source.find('\n', start), source.size());
      const std::string_view text = source.substr(start, end - start);
      const size_t indent = text.find_first_not_of(" \t");
      const size_t tab = text.substr(0, indent).find('\t');
      if (tab != std::string_view::npos) {
        sink.error({line, static_cast<int>(tab) + 1},
                   "invalid YAML: a tab in the indentation; YAML indents with spaces only");
        return {};
      }
      if (const auto open = unclosed_double_quote(text)) {
        sink.error({line, static_cast<int>(*open) + 1},
                   "invalid YAML: this double-quoted string is not closed on its line; close it with \"");
        return {};
      }
      if (line == error_line && text.find('?') != std::string_view::npos &&
          text.find("pointwise") != std::string_view::npos) {
        sink.error({error_line, std::max(e.mark.column, 0) + 1},
                   "invalid YAML: {}; quote a pointwise expression that has '?' or ':' (kernel: {{pointwise: \"a ? b : "
                   "c\"}})",
                   e.msg);
        return {};
      }
      start = end + 1;
    }
    sink.error({error_line, std::max(e.mark.column, 0) + 1}, "invalid YAML: {}", e.msg);
    return {};
  }
  return Reader(source, sink).read_file(root);
}

}  // namespace opforge::codegen
