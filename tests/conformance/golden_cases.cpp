// The readers of golden_cases.h, compiled once into opforge_conformance (CMakeLists.txt) rather than
// in every conformance test.
#include "conformance/golden_cases.h"

#include <limits>

#include <yaml-cpp/yaml.h>

namespace conformance {

namespace golden_detail {

Num num(const YAML::Node& n) {
  if (n.IsNull()) return kUnchecked;
  if (n.IsSequence()) return {num(n[0]).re, num(n[1]).re};
  const std::string s = n.Scalar();
  if (s == "true") return {1, 0};
  if (s == "false") return {0, 0};
  // make_golden.py writes a NaN whose sign bit is set as -.nan (YAML's .nan has no sign).
  if (s == "-.nan" || s == "-.NaN" || s == "-.NAN") return {-std::numeric_limits<double>::quiet_NaN(), 0};
  const bool integer_literal =
      !s.empty() && s.find_first_not_of("0123456789", s[0] == '-' ? 1 : 0) == std::string::npos;
  if (integer_literal) {
    int64_t i = 0;
    if (YAML::convert<int64_t>::decode(n, i)) return {static_cast<double>(i), 0, true, true, i};
  }
  return {n.as<double>(), 0};
}

std::span<const Num> nums(GoldenStore& store, const YAML::Node& n) {
  std::vector<Num> out;
  if (n)
    for (const YAML::Node& v : n) out.push_back(num(v));
  return store.keep(std::move(out));
}

std::span<const int64_t> ints(GoldenStore& store, const YAML::Node& n) {
  return store.keep(n ? n.as<std::vector<int64_t>>() : std::vector<int64_t>{});
}

std::span<const char* const> names(GoldenStore& store, const YAML::Node& n) {
  std::vector<const char*> out;
  if (n)
    for (const YAML::Node& v : n) out.push_back(v.IsNull() ? nullptr : store.keep_text(v.as<std::string>()));
  return store.keep(std::move(out));
}

ArgSpec tensor(GoldenStore& store, const YAML::Node& n) {
  ArgSpec a;
  a.kind = ArgKind::Tensor;
  a.dtype = golden::dtype(n["dtype"]);
  a.shape = ints(store, n["shape"]);
  a.values = nums(store, n["values"]);
  a.expand = ints(store, n["expand"]);
  a.names = names(store, n["names"]);
  a.tile = n["tile"] && n["tile"].as<bool>();
  if (n["alias"]) a.alias = n["alias"].as<int>();
  if (const YAML::Node p = n["placement"]) {
    const std::string placement = p.as<std::string>();
    a.placement = placement == "transposed" ? ArgSpec::Placement::Transposed
                  : placement == "sliced"   ? ArgSpec::Placement::Sliced
                  : placement == "offset"   ? ArgSpec::Placement::Offset
                                            : ArgSpec::Placement::Contiguous;
  }
  return a;
}

// torch.tensor's data as the yaml writes it: a list of items, or a number as {bool|int|float|complex: value}.
ArgSpec nested_list(GoldenStore& store, const YAML::Node& n) {
  ArgSpec a;
  if (n.IsSequence()) {
    a.kind = ArgKind::NestedList;
    std::vector<ArgSpec> items;
    for (const YAML::Node& item : n) items.push_back(nested_list(store, item));
    a.items = store.keep(std::move(items));
    return a;
  }
  a.kind = ArgKind::Scalar;
  for (const auto& [key, kind] : {std::pair{"bool", ScalarKind::Bool}, std::pair{"int", ScalarKind::Int},
                                  std::pair{"float", ScalarKind::Float}, std::pair{"complex", ScalarKind::Complex}}) {
    if (!n[key]) continue;
    a.scalar_kind = kind;
    a.number = num(n[key]);
    return a;
  }
  throw std::invalid_argument("golden: a nested_list number is {bool|int|float|complex: value}");
}

ArgSpec arg(GoldenStore& store, const YAML::Node& n) {
  const std::string kind = n["kind"].as<std::string>();
  ArgSpec a;
  if (kind == "tensor") return tensor(store, n);
  if (kind == "none") return a;
  if (kind == "tensor_list") {
    a.kind = ArgKind::TensorList;
    std::vector<ArgSpec> items;
    for (const YAML::Node& item : n["items"]) items.push_back(tensor(store, item));
    a.items = store.keep(std::move(items));
    return a;
  }
  if (kind == "int_list") {
    a.kind = ArgKind::IntList;
    a.ints = ints(store, n["value"]);
    return a;
  }
  if (kind == "nested_list") return nested_list(store, n["value"]);
  if (kind == "dimname_list") {
    a.kind = ArgKind::DimnameList;
    a.texts = names(store, n["value"]);
    return a;
  }
  if (kind == "dtype") {
    a.kind = ArgKind::Dtype;
    a.dtype = golden::dtype(n["value"]);
    return a;
  }
  if (kind == "scalar") {
    a.kind = ArgKind::Scalar;
    const std::string type = n["type"].as<std::string>();
    a.scalar_kind = type == "bool"    ? ScalarKind::Bool
                    : type == "int"   ? ScalarKind::Int
                    : type == "float" ? ScalarKind::Float
                                      : ScalarKind::Complex;
    a.number = num(n["value"]);
    return a;
  }
  if (kind == "bool")
    a.kind = ArgKind::Bool;
  else if (kind == "int")
    a.kind = ArgKind::Int;
  else if (kind == "real")
    a.kind = ArgKind::Real;
  else if (kind == "string")
    a.kind = ArgKind::String;
  else if (kind == "dimname")
    a.kind = ArgKind::Dimname;
  else if (kind == "layout")
    a.kind = ArgKind::Layout;
  else if (kind == "device")
    a.kind = ArgKind::Device;
  else if (kind == "memory_format")
    a.kind = ArgKind::MemoryFormat;
  else
    throw std::invalid_argument("golden: unknown argument kind " + kind);
  if (a.kind == ArgKind::String || a.kind == ArgKind::Dimname || a.kind == ArgKind::Layout ||
      a.kind == ArgKind::Device || a.kind == ArgKind::MemoryFormat)
    a.text = store.keep_text(n["value"].as<std::string>());
  else
    a.number = num(n["value"]);
  return a;
}

Form form(const std::string& s) {
  if (s == "function") return Form::Function;
  if (s == "method") return Form::Method;
  if (s == "inplace") return Form::Inplace;
  if (s == "out") return Form::Out;
  if (s == "operator") return Form::Operator;
  if (s == "reversed_operator") return Form::ReversedOperator;
  if (s == "compound_operator") return Form::CompoundOperator;
  if (s == "unary_operator") return Form::UnaryOperator;
  throw std::invalid_argument("golden: unknown form " + s);
}

// The adapter of this entry, form and return that takes exactly the given arguments as Scalars.
std::optional<int> find_adapter(std::span<const Adapter> adapters, const std::string& entry, Form f, int result,
                                std::span<const ArgSpec> args) {
  uint32_t scalars = 0;
  for (size_t i = 0; i < args.size(); ++i)
    if (args[i].kind == ArgKind::Scalar) scalars |= 1u << i;
  for (size_t i = 0; i < adapters.size(); ++i) {
    const Adapter& a = adapters[i];
    if (a.entry == entry && a.form == f && a.result == result && (scalars & a.tensor_args) == a.scalar_mask)
      return static_cast<int>(i);
  }
  return std::nullopt;
}

Outcome outcome(GoldenStore& store, std::span<const Adapter> adapters, const std::string& entry,
                std::span<const ArgSpec> args, const YAML::Node& n, std::string& problem) {
  Outcome o;
  std::optional<int> index;
  if (n["adapter"]) {
    // The generated model's cases (generated/tests/cases/) name the adapter they were built for.
    index = n["adapter"].as<int>();
    if (*index < 0 || static_cast<size_t>(*index) >= adapters.size()) {
      problem = "adapter " + std::to_string(*index) + " out of range (" + std::to_string(adapters.size()) +
                " adapters; is the test older than its cases file?)";
      return o;
    }
  } else {
    const std::string form_name = n["form"].as<std::string>();
    const int result = n["result"] ? n["result"].as<int>() : 0;
    index = find_adapter(adapters, entry, form(form_name), result, args);
    if (!index) {
      problem =
          "no " + form_name + " form of " + entry + " (return " + std::to_string(result) + ") takes these arguments";
      return o;
    }
  }
  o.adapter = *index;
  if (n["out"]) o.out = store.keep_arg(tensor(store, n["out"]));
  if (n["outs"]) {
    std::vector<ArgSpec> outs;
    for (const YAML::Node& item : n["outs"]) outs.push_back(tensor(store, item));
    if (static_cast<int>(outs.size()) != adapters[static_cast<size_t>(*index)].returns) {
      problem = "outs names " + std::to_string(outs.size()) + " tensors; " + entry + " has " +
                std::to_string(adapters[static_cast<size_t>(*index)].returns) + " returns";
      return o;
    }
    o.out = store.keep(std::move(outs)).data();
  }
  const YAML::Node expect = n["expect"];
  if (const YAML::Node error = expect["error"]) {
    ErrorSpec e{store.keep_text(error["type"].as<std::string>()), "", Match::Exact};
    if (error["message"]) {
      e.message = store.keep_text(golden::opforge_spelling(error["message"].as<std::string>()));
    } else if (error["contains"]) {
      e.message = store.keep_text(golden::opforge_spelling(error["contains"].as<std::string>()));
      e.match = Match::Contains;
    } else {
      e.match = Match::TypeOnly;
    }
    o.error = store.keep_error(e);
    return o;
  }
  Expect& x = o.expect;
  if (expect["dtype"]) x.dtype = golden::dtype(expect["dtype"]);
  if (expect["shape"]) {
    x.check_shape = true;
    x.shape = ints(store, expect["shape"]);
  }
  x.values = nums(store, expect["values"]);
  x.tile = expect["tile"] && expect["tile"].as<bool>();
  if (const YAML::Node alternatives = expect["alternatives"]) {
    std::vector<ValueAlternative> kept;
    for (const YAML::Node& item : alternatives) kept.push_back({item[0].as<int64_t>(), num(item[1])});
    x.alternatives = store.keep(std::move(kept));
  }
  if (expect["computed_in"]) x.computed_in = golden::dtype(expect["computed_in"]);
  if (expect["names"]) {
    x.check_names = true;
    x.names = names(store, expect["names"]);
  }
  x.strict = expect["strict"] && expect["strict"].as<bool>();
  if (n["elements"]) {
    x.elements = n["elements"].as<int>();
    x.element = n["element"] ? n["element"].as<int>() : 0;
  }
  if (expect["same_as"]) x.same_as = expect["same_as"].as<std::string>() == "self" ? SameAs::Self : SameAs::Out;
  return o;
}

// Appends the cases of one list of a case file to store.cases. Cases whose form the adapters lack
// are reported with ADD_FAILURE (the generated API lost a form PyTorch has).
void load_case_list(const std::string& path, const YAML::Node& list, std::span<const Adapter> adapters,
                    GoldenStore& store) {
  for (const YAML::Node& c : list) {
    const std::string id = c["id"].as<std::string>();
    const std::string entry = c["entry"] ? c["entry"].as<std::string>() : std::string();
    std::vector<ArgSpec> args;
    for (const YAML::Node& a : c["args"]) args.push_back(golden_detail::arg(store, a));
    const std::span<const ArgSpec> kept_args = store.keep(std::move(args));
    std::vector<Outcome> outcomes;
    for (const YAML::Node& o : c["outcomes"]) {
      std::string problem;
      Outcome out = golden_detail::outcome(store, adapters, entry, kept_args, o, problem);
      if (!problem.empty()) {
        ADD_FAILURE() << path << ", case " << id << ": " << problem;
        continue;
      }
      outcomes.push_back(out);
    }
    const bool contiguous_only = c["layouts"] && c["layouts"].as<std::string>() == "contiguous";
    store.cases.push_back({store.keep_text(id), kept_args, store.keep(std::move(outcomes)), contiguous_only});
  }
}

std::optional<YAML::Node> load_case_file(const std::string& path) {
  try {
    return YAML::LoadFile(path);
  } catch (const YAML::Exception& e) {
    ADD_FAILURE() << path << ": " << e.what();
    return std::nullopt;
  }
}

}  // namespace golden_detail

void load_golden_cases(std::string_view base, std::span<const Adapter> adapters, GoldenStore& store,
                       std::span<const UlpAllowance> allowances) {
  const std::string path = golden_op_path(base);
  if (const std::optional<YAML::Node> root = golden_detail::load_case_file(path))
    golden_detail::load_case_list(path, (*root)["cases"], adapters, store);
  // PyTorch's values compare in ulps: bit-exact unless the entry allows more for the dtype.
  for (Case& c : store.cases) {
    std::vector<Outcome> outcomes(c.outcomes.begin(), c.outcomes.end());
    for (Outcome& o : outcomes) {
      o.expect.ulps = 0;
      const std::string_view entry = adapters[static_cast<size_t>(o.adapter)].entry;
      const ScalarType computed = o.expect.computed_in != ScalarType::Undefined ? o.expect.computed_in : o.expect.dtype;
      for (const UlpAllowance& a : allowances) {
        if (entry != a.entry) continue;
        if (a.dtype == computed && a.ulps == kUncheckedUlps) o.expect.values = {};
        if (a.dtype == computed && a.ulps != kUncheckedUlps) o.expect.ulps = a.ulps;
        if (a.dtype == computed || a.dtype == ScalarType::Undefined) {
          o.expect.nan_sign_any |= a.nan_sign_any;
          o.expect.zero_sign_any |= a.zero_sign_any;
        }
      }
    }
    c.outcomes = store.keep(std::move(outcomes));
  }
}

ModelCases::ModelCases(std::string_view base, std::span<const Adapter> adapters)
    : path_(std::string(OPFORGE_SOURCE_DIR) + "/generated/tests/cases/" + std::string(base) + ".yaml") {
  const std::optional<YAML::Node> root = golden_detail::load_case_file(path_);
  if (!root) return;
  for (const auto& item : *root) {
    GoldenStore& store = tables_.emplace_back(item.first.as<std::string>(), GoldenStore{}).second;
    golden_detail::load_case_list(path_, item.second, adapters, store);
  }
}
std::span<const Case> ModelCases::table(std::string_view name) const {
  for (const auto& [table_name, store] : tables_)
    if (table_name == name) return store.cases;
  ADD_FAILURE() << path_ << " has no table " << name;
  return {};
}
}  // namespace conformance
