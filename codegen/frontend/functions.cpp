#include "frontend/functions.h"

#include <algorithm>
#include <array>
#include <charconv>
#include <stdexcept>

#include <fmt/format.h>
#include <yaml-cpp/yaml.h>

namespace opforge::codegen {

// codegen/functions.yaml's text (functions_table.cpp, written by codegen/CMakeLists.txt).
extern const char* const kFunctionsYaml;

namespace {

struct TypesName {
  FunctionTypes types;
  std::string_view name;
  std::string_view words;
};
constexpr std::array<TypesName, 4> kTypes{{
    {FunctionTypes::All, "all", "every numeric dtype"},
    {FunctionTypes::Real, "real", "real (not complex) dtypes"},
    {FunctionTypes::Floating, "floating", "floating or complex dtypes"},
    {FunctionTypes::RealFloating, "real_floating", "real floating dtypes"},
}};

[[noreturn]] void malformed(const YAML::Node& at, std::string_view what) {
  const YAML::Mark m = at.Mark();
  throw std::logic_error(fmt::format("codegen/functions.yaml:{}:{}: {}", m.line + 1, m.column + 1, what));
}

std::string text(const YAML::Node& map, std::string_view key) {
  const YAML::Node v = map[std::string(key)];
  if (!v) return "";
  if (!v.IsScalar()) malformed(v, fmt::format("'{}' must be a word", key));
  return v.Scalar();
}

int integer(const YAML::Node& map, std::string_view key, int absent) {
  const YAML::Node v = map[std::string(key)];
  if (!v) return absent;
  try {
    return v.as<int>();
  } catch (const YAML::Exception&) {
    malformed(v, fmt::format("'{}' must be an integer", key));
  }
}

bool flag(const YAML::Node& map, std::string_view key) {
  const YAML::Node v = map[std::string(key)];
  if (!v) return false;
  try {
    return v.as<bool>();
  } catch (const YAML::Exception&) {
    malformed(v, fmt::format("'{}' must be true or false", key));
  }
}

ExpressionFunction read_function(const YAML::Node& f) {
  static constexpr std::array<std::string_view, 14> kKeys{
      "name", "arity", "types", "optional_from",  "exponent", "divisor", "scalar_form",
      "fast", "wide",  "sleef", "sleef_accuracy", "header",   "absent",  "reference"};
  if (!f.IsMap()) malformed(f, "each function is a map");
  for (const auto& pair : f) {
    const std::string key = pair.first.Scalar();
    if (std::find(kKeys.begin(), kKeys.end(), key) == kKeys.end()) malformed(pair.first, "unknown key " + key);
  }
  ExpressionFunction fn;
  fn.name = text(f, "name");
  if (fn.name.empty()) malformed(f, "a function needs a name");
  fn.arity = integer(f, "arity", 0);
  if (fn.arity < 1) malformed(f, fmt::format("{}: arity must be at least 1", fn.name));
  const std::string types = text(f, "types");
  const auto t = std::find_if(kTypes.begin(), kTypes.end(), [&](const TypesName& n) { return n.name == types; });
  if (t == kTypes.end()) malformed(f, fmt::format("{}: types must be all, real, floating or real_floating", fn.name));
  fn.types = t->types;
  fn.optional_from = integer(f, "optional_from", -1);
  fn.exponent = integer(f, "exponent", -1);
  fn.divisor = integer(f, "divisor", -1);
  if (fn.optional_from >= fn.arity || fn.exponent >= fn.arity || fn.divisor >= fn.arity) {
    malformed(f, fmt::format("{}: optional_from, exponent and divisor name parameters", fn.name));
  }
  fn.scalar_form = text(f, "scalar_form");
  if ((fn.exponent >= 0) != !fn.scalar_form.empty()) {
    malformed(f, fmt::format("{}: an exponent parameter and a scalar_form go together", fn.name));
  }
  fn.fast = flag(f, "fast");
  fn.wide = flag(f, "wide");
  fn.sleef = flag(f, "sleef");
  fn.header = text(f, "header");
  if (!fn.header.empty() && (fn.header.rfind("iteration/", 0) != 0 || !fn.header.ends_with(".h")))
    malformed(f, fmt::format("{}: header must name a header under src/iteration/ (iteration/<name>.h)", fn.name));
  if (const YAML::Node absent = f["absent"]) {
    if (!absent.IsSequence() || fn.optional_from < 0 ||
        absent.size() != static_cast<size_t>(fn.arity - fn.optional_from))
      malformed(absent, fmt::format("{}: absent lists one value for each optional parameter", fn.name));
    for (const YAML::Node& v : absent) {
      const std::string value = v.IsScalar() ? v.Scalar() : "";
      double number = 0;
      const bool is_number = !value.empty() && std::from_chars(value.data(), value.data() + value.size(), number).ptr ==
                                                   value.data() + value.size();
      if (value != "largest" && value != "lowest" && !is_number)
        malformed(v, fmt::format("{}: an absent value is a number, largest or lowest", fn.name));
      fn.absent.push_back(value);
    }
  }
  if (fn.sleef && fn.arity > 2)
    malformed(f, fmt::format("{}: only a function of one or two arguments has a sleef form", fn.name));
  // SLEEF's own functions of one argument are its vector tables' entries (sleef_loop.h), named by
  // their accuracy suffix: u10 unless the entry says otherwise.
  fn.sleef_accuracy = text(f, "sleef_accuracy");
  if (!fn.sleef_accuracy.empty() && (!fn.sleef || fn.arity != 1 || !fn.header.empty()))
    malformed(f, fmt::format("{}: sleef_accuracy is for SLEEF's own functions of one argument", fn.name));
  if (fn.sleef && fn.arity == 1 && fn.header.empty() && fn.sleef_accuracy.empty()) fn.sleef_accuracy = "u10";
  if (!fn.sleef_accuracy.empty() && fn.sleef_accuracy != "u10" && fn.sleef_accuracy != "u15" &&
      fn.sleef_accuracy != "u35")
    malformed(f, fmt::format("{}: sleef_accuracy is one of SLEEF's suffixes u10, u15, u35", fn.name));
  const YAML::Node ref = f["reference"];
  if (!ref || !ref.IsMap()) malformed(f, fmt::format("{}: reference must be a map with at least `real`", fn.name));
  fn.reference_real = text(ref, "real");
  fn.reference_integer = text(ref, "integer");
  fn.reference_complex = text(ref, "complex");
  fn.reference_precise = text(ref, "precise");
  if (fn.sleef && fn.arity == 1 && fn.reference_precise.empty())
    malformed(ref, fmt::format("{}: a sleef function needs reference `precise`, its correctly rounded value", fn.name));
  if (fn.reference_real.empty()) malformed(ref, fmt::format("{}: reference needs `real`", fn.name));
  return fn;
}

std::vector<ExpressionFunction> parse_table() {
  const YAML::Node root = YAML::Load(kFunctionsYaml);
  const YAML::Node list = root["functions"];
  if (!list || !list.IsSequence()) malformed(root, "the table is a map with a list `functions`");
  std::vector<ExpressionFunction> out;
  for (const YAML::Node& f : list) {
    out.push_back(read_function(f));
    for (size_t i = 0; i + 1 < out.size(); ++i) {
      if (out[i].name == out.back().name) malformed(f, fmt::format("{} is declared twice", out.back().name));
    }
  }
  return out;
}

}  // namespace

const std::vector<ExpressionFunction>& expression_functions() {
  static const std::vector<ExpressionFunction> table = parse_table();
  return table;
}

const ExpressionFunction* find_function(std::string_view name) {
  for (const ExpressionFunction& f : expression_functions()) {
    if (f.name == name) return &f;
  }
  return nullptr;
}

bool defined_for(FunctionTypes types, int dtype) {
  // kDtypes' order (dtypes.h): bool 0, integers 1-8, floating 9-12, complex 13-15, float8 16-20
  // (computed in float), float4_e2m1fn_x2 21 (no arithmetic).
  const bool complex = dtype >= 13 && dtype <= 15;
  const bool floating = (dtype >= 9 && dtype <= 12) || (dtype >= 16 && dtype <= 20);
  switch (types) {
    case FunctionTypes::All: return true;
    case FunctionTypes::Real: return !complex;
    case FunctionTypes::Floating: return floating || complex;
    case FunctionTypes::RealFloating: return floating;
  }
  return false;
}

std::string_view describe(FunctionTypes types) {
  for (const TypesName& n : kTypes) {
    if (n.types == types) return n.words;
  }
  return "";
}

}  // namespace opforge::codegen
