// Replays view_names.yaml (recorded from PyTorch 1.13 by tools/make_golden.py): the names and
// shape of view ops on named tensors (transpose, t, permute, squeeze, unsqueeze, select, narrow,
// expand, flatten, unflatten, rename, refine_names, align_to, align_as), or their errors.
// Spec overrides (marked in the yaml): squeeze(dim) of a dim it does not remove keeps the names
// (pytorch.org/docs/stable/name_inference.html, removes_dimensions), where 1.13 drops them all; and flatten(int, int)
// of a named tensor is rejected with a RuntimeError of opforge's wording, where 1.13's message
// names its internal aten::_reshape_alias.
#include <cstdint>
#include <initializer_list>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include <gtest/gtest.h>

#include "golden/golden.h"
#include "opforge/dim_arg.h"
#include "opforge/dimname.h"
#include "opforge/factories.h"
#include "opforge/tensor.h"

namespace {

using namespace opforge;

// A name list entry: a name, or null for the wildcard.
std::vector<Dimname> dimnames(const YAML::Node& list) {
  std::vector<Dimname> out;
  for (const YAML::Node& n : list) out.push_back(n.IsNull() ? None : Dimname(n.as<std::string>()));
  return out;
}

Tensor make_tensor(const YAML::Node& spec) {
  const std::vector<int64_t> shape = golden::ints(spec["shape"]);
  const std::vector<Dimname> names = dimnames(spec["names"]);
  bool any_named = false;
  for (Dimname d : names) any_named |= !d.is_wildcard();
  if (!any_named) return opforge::empty(shape);
  return opforge::empty(shape, TensorOptions().names(DimnameList(names)));
}

// A dim argument: an integer is an index, a string a name.
DimArg dim_arg(const YAML::Node& n) {
  int64_t index = 0;
  if (YAML::convert<int64_t>::decode(n, index)) return DimArg(index);
  return DimArg(Dimname(n.as<std::string>()));
}

Tensor run_view(const Tensor& x, const std::string& op, const YAML::Node& args) {
  const size_t n = args.size();
  if (op == "transpose") return x.transpose(dim_arg(args[0]), dim_arg(args[1]));
  if (op == "t") return x.t();
  // permute, narrow and unflatten's int form take dims as ints in PyTorch's signatures, so a
  // recorded name is resolved first, as PyTorch's Python binding would.
  const auto index = [&](const YAML::Node& d) { return resolve_dim(x, dim_arg(d)); };
  if (op == "permute") {
    std::vector<int64_t> dims;
    for (const YAML::Node& d : args[0]) dims.push_back(index(d));
    return x.permute(IntArrayRef(dims));
  }
  if (op == "squeeze") return n == 0 ? x.squeeze() : x.squeeze(dim_arg(args[0]));
  if (op == "unsqueeze") return x.unsqueeze(args[0].as<int64_t>());
  if (op == "select") return x.select(dim_arg(args[0]), args[1].as<int64_t>());
  if (op == "narrow") return x.narrow(index(args[0]), args[1].as<int64_t>(), args[2].as<int64_t>());
  if (op == "expand") return x.expand(golden::ints(args[0]));
  if (op == "flatten") {
    if (n == 0) return x.flatten();
    if (n == 2) return x.flatten(index(args[0]), index(args[1]));
    return x.flatten(dim_arg(args[0]), dim_arg(args[1]), Dimname(args[2].as<std::string>()));
  }
  if (op == "flatten_dims") {
    const std::vector<Dimname> dims = dimnames(args[0]);
    return x.flatten(DimnameList(dims), Dimname(args[1].as<std::string>()));
  }
  if (op == "unflatten") {
    const std::vector<int64_t> sizes = golden::ints(args[1]);
    if (n == 2) return x.unflatten(index(args[0]), sizes);
    const std::vector<Dimname> names = dimnames(args[2]);
    return x.unflatten(Dimname(args[0].as<std::string>()), sizes, DimnameList(names));
  }
  if (op == "rename") {
    if (args[0].IsNull()) return x.rename(std::optional<DimnameList>());
    const std::vector<Dimname> names = dimnames(args[0]);
    return x.rename(std::optional<DimnameList>(DimnameList(names)));
  }
  if (op == "rename_map") return x.rename(args[0].as<std::map<std::string, std::string>>());
  // A name list as written: names, "*" for the wildcard and "..." (each a Dimname).
  const auto name_list = [](const YAML::Node& list) {
    std::vector<Dimname> out;
    for (const auto& s : list.as<std::vector<std::string>>()) out.emplace_back(s);
    return out;
  };
  if (op == "refine_names") return x.refine_names(DimnameList(name_list(args[0])));
  if (op == "align_to") return x.align_to(DimnameList(name_list(args[0])));
  if (op == "align_as") return x.align_as(make_tensor(args[0]));
  throw std::invalid_argument("golden: unknown view op " + op);
}

// Names as the yaml writes them: the name, or nullopt for the wildcard.
std::vector<std::optional<std::string>> names_of(const Tensor& t) {
  std::vector<std::optional<std::string>> out;
  for (Dimname d : t.names()) out.push_back(d.is_wildcard() ? std::nullopt : std::optional(std::string(d.name())));
  return out;
}

std::vector<std::optional<std::string>> expected_names(const YAML::Node& list) {
  std::vector<std::optional<std::string>> out;
  for (const YAML::Node& n : list) out.push_back(n.IsNull() ? std::nullopt : std::optional(n.as<std::string>()));
  return out;
}

class ViewNames : public testing::TestWithParam<YAML::Node> {};

TEST_P(ViewNames, MatchesPyTorch) {
  const YAML::Node c = GetParam();
  if (golden::spec_overrides(c)) RecordProperty("spec_override", c["reason"].as<std::string>());
  const YAML::Node expect = c["expect"];
  golden::expect_outcome(
      expect, [&] { return run_view(make_tensor(c["input"]), c["op"].as<std::string>(), c["args"]); },
      [&](const Tensor& r) {
        EXPECT_EQ(golden::to_vector(r.sizes()), golden::ints(expect["shape"]));
        EXPECT_EQ(names_of(r), expected_names(expect["names"]));
      });
}

INSTANTIATE_TEST_SUITE_P(Golden, ViewNames, testing::ValuesIn(golden::cases("view_names.yaml", "cases")),
                         golden::CaseName());

TEST(GoldenFiles, ViewNameCasesLoaded) { GOLDEN_EXPECT_CASES("view_names.yaml", "cases", 80); }

}  // namespace
