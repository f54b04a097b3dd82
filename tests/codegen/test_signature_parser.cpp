// What the signature parser makes of well-formed PyTorch-style signatures: names and overloads,
// every type form, defaults, keyword-only arguments, aliases and returns. The signatures are PyTorch's
// own (native_functions.yaml) unless a comment says otherwise.
#include <gtest/gtest.h>

#include "frontend/signature_parser.h"
#include "ops_yaml_fixture.h"

namespace opforge::codegen::testing {
namespace {

Signature parse_ok(std::string_view text) {
  DiagnosticSink sink;
  const auto sig = parse_signature(text, ScalarLocator::verbatim({1, 1}), sink);
  EXPECT_TRUE(sink.empty()) << (sink.empty() ? "" : sink.sorted()[0].message);
  return sig.value_or(Signature{});
}

TEST(SignatureParser, AddWithKeywordOnlyDefault) {
  const Signature s = parse_ok("add(Tensor self, Tensor other, *, Scalar alpha=1) -> Tensor");
  EXPECT_EQ(s.name, "add");
  EXPECT_EQ(s.overload, "");
  ASSERT_EQ(s.arguments.size(), 3u);
  EXPECT_EQ(s.arguments[0].name, "self");
  EXPECT_TRUE(s.arguments[0].type.is_plain_tensor());
  EXPECT_FALSE(s.arguments[1].kwarg_only);
  EXPECT_TRUE(s.arguments[2].kwarg_only);
  EXPECT_EQ(s.arguments[2].type.base, BaseType::Scalar);
  ASSERT_TRUE(s.arguments[2].default_value);
  EXPECT_EQ(s.arguments[2].default_value->kind, DefaultValue::Kind::Int);
  EXPECT_EQ(s.arguments[2].default_value->text, "1");
  ASSERT_EQ(s.returns.size(), 1u);
  EXPECT_EQ(s.returns[0].name, "");
  EXPECT_TRUE(s.returns[0].type.is_plain_tensor());
}

TEST(SignatureParser, OverloadAndOptionalKeywordOnlyWithoutDefault) {
  const Signature s = parse_ok("div.Tensor_mode(Tensor self, Tensor other, *, str? rounding_mode) -> Tensor");
  EXPECT_EQ(s.name, "div");
  EXPECT_EQ(s.overload, "Tensor_mode");
  EXPECT_EQ(s.full_name(), "div.Tensor_mode");
  const Argument& mode = s.arguments[2];
  EXPECT_EQ(mode.type.base, BaseType::Str);
  EXPECT_TRUE(mode.type.optional);
  EXPECT_TRUE(mode.kwarg_only);
  EXPECT_FALSE(mode.default_value);
}

TEST(SignatureParser, FixedSizeOptionalIntListAndBoolDefault) {
  const Signature s =
      parse_ok("sum.dim_IntList(Tensor self, int[1]? dim, bool keepdim=False, *, ScalarType? dtype=None) -> Tensor");
  const Type& dim = s.arguments[1].type;
  EXPECT_EQ(dim.base, BaseType::Int);
  EXPECT_TRUE(dim.is_list);
  EXPECT_EQ(dim.list_size, 1);
  EXPECT_TRUE(dim.optional);
  EXPECT_FALSE(dim.element_optional);
  EXPECT_EQ(s.arguments[2].default_value->kind, DefaultValue::Kind::Bool);
  EXPECT_FALSE(s.arguments[2].default_value->bool_value);
  EXPECT_EQ(s.arguments[3].default_value->kind, DefaultValue::Kind::None);
}

TEST(SignatureParser, NamedMultipleReturns) {
  const Signature s = parse_ok("max.dim(Tensor self, int dim, bool keepdim=False) -> (Tensor values, Tensor indices)");
  ASSERT_EQ(s.returns.size(), 2u);
  EXPECT_EQ(s.returns[0].name, "values");
  EXPECT_EQ(s.returns[1].name, "indices");
}

TEST(SignatureParser, ViewAliasOnArgumentAndReturn) {
  const Signature s = parse_ok("transpose(Tensor(a) self, int dim0, int dim1) -> Tensor(a)");
  EXPECT_EQ(s.arguments[0].type.alias, "a");
  EXPECT_EQ(s.returns[0].type.alias, "a");
}

TEST(SignatureParser, TensorListDimnameAndDimnameList) {
  const Signature cat = parse_ok("cat.names(Tensor[] tensors, Dimname dim) -> Tensor");
  EXPECT_TRUE(cat.arguments[0].type.is_list);
  EXPECT_EQ(cat.arguments[0].type.base, BaseType::Tensor);
  EXPECT_EQ(cat.arguments[1].type.base, BaseType::Dimname);
  const Signature zeros = parse_ok(
      "zeros.names(int[] size, *, Dimname[]? names, ScalarType? dtype=None, Layout? layout=None, Device? device=None, "
      "bool? pin_memory=None) -> Tensor");
  EXPECT_EQ(zeros.arguments[1].type.base, BaseType::Dimname);
  EXPECT_TRUE(zeros.arguments[1].type.is_list);
  EXPECT_TRUE(zeros.arguments[1].type.optional);
  EXPECT_EQ(zeros.arguments[3].type.base, BaseType::Layout);
  EXPECT_EQ(zeros.arguments[4].type.base, BaseType::Device);
}

TEST(SignatureParser, ListOfOptionalTensors) {
  // aten::index.Tensor
  const Signature s = parse_ok("index.Tensor(Tensor self, Tensor?[] indices) -> Tensor");
  const Type& t = s.arguments[1].type;
  EXPECT_TRUE(t.is_list);
  EXPECT_TRUE(t.element_optional);
  EXPECT_FALSE(t.optional);
  EXPECT_EQ(spelling(t), "Tensor?[]");
}

TEST(SignatureParser, ListAndFloatAndStringDefaults) {
  // Not PyTorch signatures: one argument per default form.
  const Signature s =
      parse_ok("f(Tensor self, int[] dims=[0, -1], int[2] stride=1, float eps=1e-05, str mode=\"floor\") -> ()");
  EXPECT_EQ(s.arguments[1].default_value->int_list, (std::vector<int64_t>{0, -1}));
  EXPECT_EQ(s.arguments[2].default_value->int_list, (std::vector<int64_t>{1, 1}));  // one int fills int[2]
  EXPECT_EQ(s.arguments[3].default_value->kind, DefaultValue::Kind::Float);
  EXPECT_EQ(s.arguments[3].default_value->text, "1e-05");
  EXPECT_EQ(s.arguments[4].default_value->kind, DefaultValue::Kind::Str);
  EXPECT_EQ(s.arguments[4].default_value->text, "floor");
  EXPECT_TRUE(s.returns.empty());
}

TEST(SignatureParser, SpellingIsNormalized) {
  // Extra spaces and single quotes are normalized away.
  const Signature s = parse_ok("  f( Tensor self ,int[1]? dim,*,  str mode='floor' )->( Tensor a , Tensor b )");
  EXPECT_EQ(spelling(s), "f(Tensor self, int[1]? dim, *, str mode=\"floor\") -> (Tensor a, Tensor b)");
}

TEST(SignatureParser, SpellingRoundTripsPyTorchSignatures) {
  for (const char* text : {
           "add(Tensor self, Tensor other, *, Scalar alpha=1) -> Tensor",
           "clamp.Tensor(Tensor self, Tensor? min=None, Tensor? max=None) -> Tensor",
           "pow.Scalar(Scalar self, Tensor exponent) -> Tensor",
           "squeeze.dimname(Tensor(a) self, Dimname dim) -> Tensor(a)",
           "copy(Tensor self, Tensor src, bool non_blocking=False) -> Tensor",
       }) {
    EXPECT_EQ(spelling(parse_ok(text)), text);
  }
}

TEST(SignatureParser, ReportsAtTheLocatedColumn) {
  DiagnosticSink sink;
  // As if the signature started at line 7, column 20 of ops.yaml.
  EXPECT_FALSE(parse_signature("f(Tensor self, bool b=1) -> Tensor", ScalarLocator::verbatim({7, 20}), sink));
  EXPECT_EQ(
      sink.sorted(),
      (std::vector<Diagnostic>{{7, 42, "default 1 does not fit argument 'b' of type bool; expected True or False"}}));
}

TEST(SignatureParser, ReportsEveryProblemOfAWellFormedSignature) {
  DiagnosticSink sink;
  EXPECT_FALSE(
      parse_signature("f(Tensor default, int x=1, int y, *) -> Tensor", ScalarLocator::verbatim({1, 1}), sink));
  EXPECT_EQ(sink.sorted(), (std::vector<Diagnostic>{
                               {1, 10, "argument name 'default' is a C++ keyword; pick another name"},
                               {1, 32,
                                "argument 'y' needs a default: it follows 'x', which has one (or make it "
                                "keyword-only)"},
                               {1, 35, "'*' must be followed by at least one keyword-only argument"},
                           }));
}

}  // namespace
}  // namespace opforge::codegen::testing
