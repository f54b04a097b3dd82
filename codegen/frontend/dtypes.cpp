#include "frontend/dtypes.h"

#include <algorithm>
#include <cctype>
#include <string>

#include <fmt/format.h>

#include "frontend/vocabulary.h"

namespace opforge::codegen {
namespace {

struct Alias {
  std::string_view alias;
  std::string_view name;
};
// The torch.<alias> spellings of tensor-attributes-2025.txt.
constexpr std::array<Alias, 9> kAliases{{
    {"half", "float16"},
    {"float", "float32"},
    {"double", "float64"},
    {"short", "int16"},
    {"int", "int32"},
    {"long", "int64"},
    {"chalf", "complex32"},
    {"cfloat", "complex64"},
    {"cdouble", "complex128"},
}};

struct Group {
  std::string_view name;
  std::vector<std::string_view> members;
};
// The groups of PyTorch's dispatch macros (AT_ALL_TYPES, AT_INTEGRAL_TYPES, AT_FLOATING_TYPES,
// AT_COMPLEX_TYPES, AT_FLOAT8_TYPES) plus `shell`: the dtypes opforge stores but does not compute in.
const std::vector<Group>& groups() {
  static const std::vector<Group> kGroups{
      {"all", {"uint8", "int8", "int16", "int32", "int64", "float32", "float64"}},
      {"integral", {"uint8", "int8", "int16", "int32", "int64"}},
      {"floating", {"float32", "float64"}},
      {"complex", {"complex64", "complex128"}},
      {"float8", {"float8_e4m3fn", "float8_e5m2", "float8_e4m3fnuz", "float8_e5m2fnuz", "float8_e8m0fnu"}},
      {"shell",
       {"uint16", "uint32", "uint64", "float8_e4m3fn", "float8_e5m2", "float8_e4m3fnuz", "float8_e5m2fnuz",
        "float8_e8m0fnu", "float4_e2m1fn_x2"}},
  };
  return kGroups;
}

std::optional<int> dtype_index(std::string_view name) {
  for (const Alias& a : kAliases) {
    if (a.alias == name) name = a.name;
  }
  for (size_t i = 0; i < kDtypes.size(); ++i) {
    if (kDtypes[i].name == name) return static_cast<int>(i);
  }
  return std::nullopt;
}

const Group* find_group(std::string_view name) {
  for (const Group& g : groups()) {
    if (g.name == name) return &g;
  }
  return nullptr;
}

// Accumulates dtypes, reporting any named twice.
class DtypeSet {
 public:
  explicit DtypeSet(DiagnosticSink& sink) : sink_(sink) {}

  void add_item(std::string_view item, SourcePos pos) {
    if (const Group* g = find_group(item)) {
      for (std::string_view member : g->members) add(*dtype_index(member), item, pos);
      return;
    }
    if (const auto index = dtype_index(item)) {
      add(*index, item, pos);
      return;
    }
    std::vector<std::string_view> candidates;
    for (const Group& g : groups()) candidates.push_back(g.name);
    for (const DtypeInfo& d : kDtypes) candidates.push_back(d.name);
    for (const Alias& a : kAliases) candidates.push_back(a.alias);
    std::vector<std::string_view> group_names;
    for (const Group& g : groups()) group_names.push_back(g.name);
    sink_.error(pos, "unknown dtype '{}'{}; expected a dtype such as float32 or half, or a group: {}", item,
                did_you_mean(item, candidates), fmt::join(group_names, ", "));
    failed_ = true;
  }

  std::optional<std::vector<int>> result() const {
    if (failed_) return std::nullopt;
    std::vector<int> out;
    for (size_t i = 0; i < kDtypes.size(); ++i) {
      if (!from_[i].empty()) out.push_back(static_cast<int>(i));
    }
    return out;
  }

 private:
  void add(int index, std::string_view via, SourcePos pos) {
    std::string& first = from_[static_cast<size_t>(index)];
    if (!first.empty()) {
      const std::string_view name = kDtypes[static_cast<size_t>(index)].name;
      sink_.error(pos, "dtype {} is named twice: by '{}' and by '{}'", name, first, via);
      failed_ = true;
      return;
    }
    first = std::string(via);
  }

  DiagnosticSink& sink_;
  std::array<std::string, kDtypes.size()> from_{};  // the item that named each dtype; empty: not named
  bool failed_ = false;
};

bool is_word_char(char c) { return std::isalnum(static_cast<unsigned char>(c)) || c == '_'; }

}  // namespace

std::optional<std::vector<int>> parse_dtype_spec(std::string_view spec, const ScalarLocator& locate,
                                                 DiagnosticSink& sink) {
  DtypeSet set(sink);
  size_t i = 0;
  auto skip_space = [&] {
    while (i < spec.size() && std::isspace(static_cast<unsigned char>(spec[i]))) ++i;
  };
  auto word = [&] {
    const size_t start = i;
    while (i < spec.size() && is_word_char(spec[i])) ++i;
    return spec.substr(start, i - start);
  };
  auto fail = [&](size_t offset, std::string message) {
    sink.error(locate.at(offset), std::move(message));
    return std::nullopt;
  };
  skip_space();
  const size_t head_offset = i;
  const std::string_view head = word();
  if (head.empty()) return fail(i, "expected a dtype, a group, or <group>_and(<dtypes>), e.g. all_and(bool, half)");
  skip_space();
  if (i == spec.size()) {
    set.add_item(head, locate.at(head_offset));
    return set.result();
  }
  if (spec[i] != '(') {
    return fail(i, fmt::format("unexpected '{}' in dtypes; write several dtypes as <group>_and(...) or as a list",
                               spec.substr(i)));
  }
  if (!head.ends_with("_and") || !find_group(head.substr(0, head.size() - 4))) {
    std::vector<std::string_view> forms;
    for (const Group& g : groups()) forms.push_back(g.name);
    return fail(head_offset, fmt::format("'{}(' is not a dtype shorthand; expected <group>_and(...) with a group "
                                         "from: {}",
                                         head, fmt::join(forms, ", ")));
  }
  set.add_item(head.substr(0, head.size() - 4), locate.at(head_offset));
  ++i;
  while (true) {
    skip_space();
    const size_t item_offset = i;
    const std::string_view item = word();
    if (item.empty()) return fail(i, "expected a dtype or a group inside the parentheses");
    set.add_item(item, locate.at(item_offset));
    skip_space();
    if (i < spec.size() && spec[i] == ',') {
      ++i;
      continue;
    }
    if (i < spec.size() && spec[i] == ')') {
      ++i;
      break;
    }
    return fail(i, "expected ',' or ')' in the dtype list");
  }
  skip_space();
  if (i != spec.size()) return fail(i, fmt::format("unexpected '{}' after the dtype list", spec.substr(i)));
  return set.result();
}

std::optional<std::vector<int>> resolve_dtype_items(std::span<const DtypeItem> items, DiagnosticSink& sink) {
  DtypeSet set(sink);
  for (const DtypeItem& item : items) set.add_item(item.text, item.pos);
  return set.result();
}

}  // namespace opforge::codegen
