// Every kind of bad ops.yaml input the front end rejects, with the exact line, column and message.
// Positions are derived by hand from the text (see ops_yaml_fixture.h for the field layout); each
// test changes one thing in an otherwise valid entry and expects exactly the diagnostics listed.
#include <gtest/gtest.h>

#include "ops_yaml_fixture.h"

namespace opforge::codegen::testing {
namespace {

using Diags = std::vector<Diagnostic>;

constexpr const char* kPromotionKindsList =
    "default, int_to_float, always_bool, complex_to_float, int_to_float_complex_to_float, bool_to_long, "
    "no_opmath, reduction, "
    "reduction_keeps_dtype, reduction_to_bool, reduction_floating, same_dtype, index, custom";

// An entry for a factory-like op with no Tensor argument.
Entry zeros_entry() {
  return Entry()
      .set("op", "zeros")
      .set("signature", "zeros(int[] size, *, ScalarType? dtype=None) -> Tensor")
      .set("variants", "[function, out]")
      .set("promotion", "custom")
      .set("broadcast", "none")
      .set("inplace_cast", "out_dtype")
      .set("names", "factory")
      .set("kernel", "{custom: zeros_kernel}");
}

// An entry for an op with two results.
Entry max_dim_entry() {
  return Entry()
      .set("op", "max.dim")
      .set("signature", "max.dim(Tensor self, int dim, bool keepdim=False) -> (Tensor values, Tensor indices)")
      .set("variants", "[function, method, out]")
      .set("promotion", "custom")
      .set("broadcast", "none")
      .set("inplace_cast", "exact")
      .set("names", "removes_dimensions")
      .set("kernel", "{custom: max_dim_kernel}");
}

TEST(Diagnostics, ValidEntryHasNone) { EXPECT_EQ(diagnose(ops_file({Entry()})), Diags{}); }

// ---- YAML and file structure --------------------------------------------------------------------

TEST(Diagnostics, YamlSyntaxErrorIsReportedAtItsPosition) {
  // The flow sequence on line 3 is never closed; yaml-cpp notices at the start of line 4.
  EXPECT_EQ(diagnose("schema_version: 1\nops:\n  - variants: [function, method\n    doc: x\n"),
            (Diags{{4, 8, "invalid YAML: end of sequence flow not found"}}));
}

TEST(Diagnostics, TabInTheIndentation) {
  EXPECT_EQ(diagnose("schema_version: 1\nops:\n  - op: add\n\t  doc: x\n"),
            (Diags{{4, 1, "invalid YAML: a tab in the indentation; YAML indents with spaces only"}}));
}

TEST(Diagnostics, UnclosedDoubleQuoteIsReportedWhereItOpens) {
  // yaml-cpp notices lines later; the open quote is on the doc line.
  EXPECT_EQ(diagnose(ops_file({Entry().set("doc", "\"Adds other to self."), Entry().set("op", "add2")})),
            (Diags{{13, 10, "invalid YAML: this double-quoted string is not closed on its line; close it with \""}}));
}

TEST(Diagnostics, UnquotedConditionalExpression) {
  const Diags d = diagnose(ops_file({Entry().set("kernel", "{pointwise: self > 0 ? self : other}")}));
  ASSERT_EQ(d.size(), 1u);
  EXPECT_NE(d[0].message.find("quote a pointwise expression that has '?' or ':'"), std::string::npos) << d[0].message;
}

TEST(Diagnostics, MalformedRejectsItemShowsItsShape) {
  EXPECT_EQ(diagnose(ops_file({Entry().set("doc", "Adds.\n    rejects: [bool]")})),
            (Diags{{14, 15,
                    "each item of 'rejects' must be {when: {<operand>: <dtypes>}, error: <exception>, message: "
                    "<text>}"}}));
}

TEST(Diagnostics, QuotedValuesAreShortenedAndEscaped) {
  // A tab inside the value and a megabyte after it: the quoted value keeps its first 60 characters.
  const Diags d = diagnose(ops_file({Entry().set("promotion", "de\tfault" + std::string(1 << 20, 'x'))}));
  ASSERT_EQ(d.size(), 1u);
  const std::string expected = "unknown promotion 'de\\tfault" + std::string(52, 'x') + "...'; expected one of:";
  EXPECT_EQ(d[0].message.substr(0, expected.size()), expected);
  EXPECT_LT(d[0].message.size(), 400u);
}

TEST(Diagnostics, EmptyFileIsNotAMap) {
  EXPECT_EQ(diagnose(""), (Diags{{1, 1,
                                  "ops.yaml must be a map with keys schema_version and ops, e.g. "
                                  "'schema_version: 1' then 'ops:' and a list of entries"}}));
}

TEST(Diagnostics, UnsupportedSchemaVersion) {
  EXPECT_EQ(diagnose("schema_version: 2\nops: []\n"),
            (Diags{{1, 17, "schema_version 2 is not supported; this front end reads schema_version 1"}}));
}

TEST(Diagnostics, MissingSchemaVersion) {
  EXPECT_EQ(diagnose("ops: []\n"), (Diags{{1, 1, "ops.yaml is missing 'schema_version: 1'"}}));
}

TEST(Diagnostics, UnknownTopLevelKey) {
  EXPECT_EQ(
      diagnose("schema_version: 1\nops: []\nextra: 1\n"),
      (Diags{{3, 1,
              "unknown key 'extra'; ops.yaml has keys: schema_version, require_derivatives, defaults, presets, ops"}}));
}

// ---- defaults and inheritance -------------------------------------------------------------------

// "schema_version: 1", then `defaults` on lines 2 and 3, then "ops:" on line 4: the first entry's
// fields start on line 5.
std::string with_defaults(std::string_view defaults_line, std::initializer_list<Entry> entries) {
  std::string out = "schema_version: 1\ndefaults:\n  " + std::string(defaults_line) + "\nops:\n";
  for (const Entry& e : entries) out += e.text();
  return out;
}

// An overload that says only what differs from its base entry (add): name, signature and doc.
Entry add_overload(std::string_view name) {
  return Entry()
      .set("op", std::string(name))
      .set("signature", std::string(name) + "(Tensor self, Tensor other, *, float alpha=2) -> Tensor")
      .drop("variants")
      .drop("promotion")
      .drop("broadcast")
      .drop("inplace_cast")
      .drop("names")
      .drop("kernel")
      .drop("dtypes")
      .drop("devices");
}

TEST(Diagnostics, DefaultsFillWhatAnEntryLeavesOut) {
  EXPECT_EQ(diagnose(with_defaults("devices: [cpu, cuda]", {Entry().drop("devices")})), Diags{});
}

TEST(Diagnostics, ProblemInADefaultIsReportedOnceWhereItIsWritten) {
  // Both entries take the default, whose value is on line 3 ('tpu' at column 18).
  const Entry sub = Entry()
                        .set("op", "sub")
                        .set("signature", "sub(Tensor self, Tensor other, *, Scalar alpha=1) -> Tensor")
                        .drop("devices");
  EXPECT_EQ(diagnose(with_defaults("devices: [cpu, tpu]", {Entry().drop("devices"), sub})),
            (Diags{{3, 18, "unknown device 'tpu' (did you mean 'cpu'?); expected one of: cpu, cuda, meta"}}));
}

TEST(Diagnostics, FieldsEveryEntryGivesItselfHaveNoDefault) {
  EXPECT_EQ(diagnose(with_defaults("doc: Adds.", {Entry()})),
            (Diags{{3, 3, "field 'doc' cannot have a default: every entry gives its own"}}));
  EXPECT_EQ(diagnose("schema_version: 1\ndefaults: [cpu]\nops: []\n"),
            (Diags{{2, 11, "field 'defaults' must be a map of entry fields, e.g. 'devices: [cpu, cuda]'"}}));
}

TEST(Diagnostics, OverloadInheritsItsBaseEntrysFields) {
  EXPECT_EQ(diagnose(ops_file({Entry(), add_overload("add.Tensor")})), Diags{});
  // Without the base entry above it nothing is inherited. The overload's first key is on line 3.
  const Diags missing = diagnose(ops_file({add_overload("add.Tensor")}));
  ASSERT_EQ(missing.size(), 8u);
  EXPECT_EQ(missing[0], (Diagnostic{3, 5, "op 'add.Tensor' is missing field 'variants'"}));
}

TEST(Diagnostics, ProblemInAnInheritedValueIsReportedOnceAtTheBase) {
  // The base's variants (line 5) name an unknown variant ('methd' at column 26); the overload inherits them.
  EXPECT_EQ(diagnose(ops_file({Entry().set("variants", "[function, methd]"), add_overload("add.Tensor")})),
            (Diags{{5, 26,
                    "unknown variant 'methd' (did you mean 'method'?); expected one of: function, method, "
                    "inplace, out"}}));
}

// ---- presets -----------------------------------------------------------------------------------

// "schema_version: 1", "presets:" on line 2 and the preset lines (indented by two spaces) from line
// 3, then "ops:": with N preset lines the first entry's fields start on line N + 4.
std::string with_presets(const std::vector<std::string_view>& preset_lines, std::initializer_list<Entry> entries) {
  std::string out = "schema_version: 1\npresets:\n";
  for (std::string_view line : preset_lines) out += "  " + std::string(line) + "\n";
  out += entries.size() == 0 ? "ops: []\n" : "ops:\n";
  for (const Entry& e : entries) out += e.text();
  return out;
}

// The rules of the default Entry as a preset, on lines 3 to 8; its entries start on line 10.
std::vector<std::string_view> binary_preset() {
  return {"binary:",
          "  variants: [function, method, inplace, out]",
          "  promotion: default",
          "  broadcast: elementwise",
          "  inplace_cast: same_kind",
          "  names: unifies_names_from_inputs"};
}

// The default Entry with `preset: <name>` (its third line) in place of the rules the preset gives.
Entry with_preset(std::string_view preset) {
  return Entry()
      .replace_line("variants", "preset: " + std::string(preset))
      .drop("promotion")
      .drop("broadcast")
      .drop("inplace_cast")
      .drop("names");
}

Entry sub_with_preset(std::string_view preset) {
  return with_preset(preset)
      .set("op", "sub")
      .set("signature", "sub(Tensor self, Tensor other, *, Scalar alpha=1) -> Tensor");
}

TEST(Diagnostics, PresetFillsWhatAnEntryLeavesOut) {
  EXPECT_EQ(diagnose(with_presets(binary_preset(), {with_preset("binary")})), Diags{});
}

TEST(Diagnostics, ProblemInAPresetIsReportedOnceWhereItIsWritten) {
  // Both entries take the preset's variants, on line 4 ('methd' at column 26).
  EXPECT_EQ(diagnose(with_presets(
                {"binary:", "  variants: [function, methd]", "  promotion: default", "  broadcast: elementwise",
                 "  inplace_cast: same_kind", "  names: unifies_names_from_inputs"},
                {with_preset("binary"), sub_with_preset("binary")})),
            (Diags{{4, 26,
                    "unknown variant 'methd' (did you mean 'method'?); expected one of: function, method, "
                    "inplace, out"}}));
}

TEST(Diagnostics, UnknownPresetIsReportedAtTheEntryAlone) {
  // The entry's preset is on line 12 (line 5 in ops_file), its value at column 13; the fields the
  // preset would give are not reported missing.
  EXPECT_EQ(diagnose(with_presets(binary_preset(), {with_preset("binery")})),
            (Diags{{12, 13, "unknown preset 'binery' (did you mean 'binary'?); ops.yaml has presets: binary"}}));
  EXPECT_EQ(diagnose(ops_file({with_preset("binary")})),
            (Diags{{5, 13, "unknown preset 'binary'; ops.yaml defines no presets"}}));
  EXPECT_EQ(diagnose(with_presets(binary_preset(), {with_preset("[binary]")})),
            (Diags{{12, 13, "field 'preset' must be the name of a preset under 'presets'"}}));
}

TEST(Diagnostics, PresetsHoldOnlyFieldsEntriesShare) {
  EXPECT_EQ(diagnose(with_presets({"binary:", "  doc: Adds.", "  preset: unary", "  devics: [cpu]"}, {})),
            (Diags{{4, 5, "field 'doc' cannot be in a preset: every entry gives its own"},
                   {5, 5, "field 'preset' cannot be in a preset: every entry gives its own"},
                   {6, 5,
                    "unknown key 'devics' (did you mean 'devices'?); a preset has keys: op, signature, variants, "
                    "promotion, broadcast, inplace_cast, names, kernel, dtypes, devices, doc, rejects, cuda_dtypes, "
                    "noop_unless, ulps, number_forms, scalar_conversion, schema_name, out_schema_name, number_self, "
                    "cpp_name, derivatives, gradcheck, preset"}}));
}

TEST(Diagnostics, PresetThatIsNotAMap) {
  // An entry naming it is not reported again: the preset's error says why its fields are missing.
  EXPECT_EQ(diagnose(with_presets({"binary: [function, method]"}, {with_preset("binary")})),
            (Diags{{3, 11, "preset 'binary' must be a map of entry fields, e.g. 'promotion: int_to_float'"}}));
  EXPECT_EQ(diagnose("schema_version: 1\npresets: [binary]\nops: []\n"),
            (Diags{{2, 10,
                    "field 'presets' must be a map of preset names to maps of entry fields, e.g. 'unary: "
                    "{variants: [function, method]}'"}}));
}

TEST(Diagnostics, PresetNamesAreLowercaseWordsGivenOnce) {
  EXPECT_EQ(diagnose(with_presets({"binary: {promotion: default}", "binary: {names: none}", "Unary: {}"}, {})),
            (Diags{{4, 3, "preset 'binary' is repeated (first given at line 3)"},
                   {5, 3, "a preset's name must be a lowercase word such as unary_float"}}));
}

TEST(Diagnostics, EntryThatIsNotAMap) {
  EXPECT_EQ(diagnose("schema_version: 1\nops:\n  - add\n"),
            (Diags{{3, 5,
                    "each item of 'ops' must be an op entry (a map with keys op, signature, variants, "
                    "promotion, broadcast, inplace_cast, names, kernel, dtypes, devices, doc, rejects, cuda_dtypes, "
                    "noop_unless, ulps, number_forms, scalar_conversion, schema_name, out_schema_name, number_self, "
                    "cpp_name, derivatives, gradcheck, preset)"}}));
}

// ---- keys ---------------------------------------------------------------------------------------

TEST(Diagnostics, UnknownKeySuggestsTheClosestAndListsTheKnownOnes) {
  EXPECT_EQ(diagnose(ops_file({Entry().replace_line("promotion", "promtion: default")})),
            (Diags{{3, 5, "op 'add' is missing field 'promotion'"},
                   {6, 5,
                    "unknown key 'promtion' (did you mean 'promotion'?); an op entry has keys: op, signature, "
                    "variants, promotion, broadcast, inplace_cast, names, kernel, dtypes, devices, doc, "
                    "rejects, cuda_dtypes, noop_unless, ulps, number_forms, scalar_conversion, schema_name, "
                    "out_schema_name, number_self, cpp_name, derivatives, gradcheck, preset"}}));
}

TEST(Diagnostics, RepeatedKey) {
  EXPECT_EQ(diagnose(ops_file({Entry().replace_line("doc", "doc: Adds.\n    doc: Adds again.")})),
            (Diags{{14, 5, "key 'doc' is repeated (first given at line 13)"}}));
}

TEST(Diagnostics, EveryMissingFieldIsReportedAtTheEntry) {
  EXPECT_EQ(diagnose(ops_file({Entry().drop("kernel").drop("doc")})),
            (Diags{{3, 5, "op 'add' is missing field 'kernel'"}, {3, 5, "op 'add' is missing field 'doc'"}}));
}

TEST(Diagnostics, MissingOpName) {
  EXPECT_EQ(diagnose(ops_file({Entry().drop("op")})), (Diags{{3, 5, "entry is missing field 'op'"}}));
}

TEST(Diagnostics, EmptyFieldIsReportedAtItsKey) {
  EXPECT_EQ(diagnose(ops_file({Entry().set("doc", "")})),
            (Diags{{13, 5, "field 'doc' is empty; it must be a one-paragraph description"}}));
}

TEST(Diagnostics, FieldOfTheWrongShape) {
  EXPECT_EQ(diagnose(ops_file({Entry().set("variants", "function")})),
            (Diags{{5, 15, "field 'variants' must be a list drawn from function, method, inplace, out"}}));
}

// ---- cuda_dtypes (optional) -------------------------------------------------------------------------
// The field sits on line 14, after doc; its value starts at column 18.

Entry with_cuda_dtypes(Entry e, std::string value) {
  return e.replace_line("doc", "doc: Adds.\n    cuda_dtypes: " + std::move(value));
}
Entry custom_add() { return Entry().set("kernel", "{custom: add_kernel}").set("dtypes", "[int64, float32]"); }

TEST(Diagnostics, CudaDtypesOutsideTheDtypes) {
  EXPECT_EQ(diagnose(ops_file({with_cuda_dtypes(custom_add(), "[float32, float64, complex64]")})),
            (Diags{{14, 18, "cuda_dtypes must be a subset of dtypes; float64, complex64 are not in the op's dtypes"}}));
}

TEST(Diagnostics, CudaDtypesOnAPointwiseOp) {
  EXPECT_EQ(diagnose(ops_file({with_cuda_dtypes(Entry(), "[float32]")})),
            (Diags{{14, 18,
                    "cuda_dtypes is for hand-written kernels; the generated CUDA kernel of a pointwise op covers "
                    "all of its dtypes"}}));
}

TEST(Diagnostics, CudaDtypesWithoutTheCudaDevice) {
  EXPECT_EQ(diagnose(ops_file({with_cuda_dtypes(custom_add().set("devices", "[cpu]"), "[float32]")})),
            (Diags{{14, 18, "cuda_dtypes needs device 'cuda' in devices"}}));
}

TEST(Diagnostics, CudaDtypesWithAnUnknownDtype) {
  const Diags d = diagnose(ops_file({with_cuda_dtypes(custom_add(), "[float32, flaot64]")}));
  ASSERT_EQ(d.size(), 1u);
  EXPECT_EQ(d[0].line, 14);
  EXPECT_NE(d[0].message.find("flaot64"), std::string::npos) << d[0].message;
}

// ---- noop_unless (optional) -------------------------------------------------------------------------
// The field sits on line 14, after doc; its value starts at column 18.

Entry with_noop_unless(Entry e, std::string value) {
  return e.replace_line("doc", "doc: Adds.\n    noop_unless: " + std::move(value));
}
Entry conj_like() {
  return Entry()
      .set("op", "conj_physical")
      .set("signature", "conj_physical(Tensor self) -> Tensor")
      .set("broadcast", "none")
      .set("inplace_cast", "exact")
      .set("names", "keeps_input_names")
      .set("kernel", "{pointwise: \"conj(self)\"}");
}

TEST(Diagnostics, NoopUnlessComplexOnAUnaryPointwiseOpIsValid) {
  EXPECT_EQ(diagnose(ops_file({with_noop_unless(conj_like(), "complex")})), Diags{});
}

TEST(Diagnostics, NoopUnlessWithAnUnknownKind) {
  EXPECT_EQ(diagnose(ops_file({with_noop_unless(conj_like(), "real")})),
            (Diags{{14, 18, "unknown noop_unless 'real'; expected one of: complex"}}));
}

TEST(Diagnostics, NoopUnlessNeedsOneTensorArgument) {
  EXPECT_EQ(diagnose(ops_file({with_noop_unless(Entry(), "complex")})),
            (Diags{{14, 18, "noop_unless needs an op of one argument, Tensor self, which it returns"}}));
}

TEST(Diagnostics, NoopUnlessNeedsAPointwiseKernel) {
  EXPECT_EQ(diagnose(ops_file({with_noop_unless(conj_like().set("kernel", "{composite: conj_physical}"), "complex")})),
            (Diags{{14, 18, "noop_unless is for pointwise kernels; 'conj_physical' has a composite kernel"}}));
}

TEST(Diagnostics, NoopUnlessKeepsSelfsDtype) {
  EXPECT_EQ(diagnose(ops_file({with_noop_unless(conj_like().set("promotion", "int_to_float"), "complex")})),
            (Diags{{14, 18,
                    "noop_unless returns self, so the op's result dtype must be self's (promotion default), not "
                    "'int_to_float'"}}));
}

// ---- ulps (optional) --------------------------------------------------------------------------------
// The field sits on line 14, after doc; its value starts at column 11.

Entry with_ulps(std::string value) { return Entry().replace_line("doc", "doc: Adds.\n    ulps: " + std::move(value)); }

TEST(Diagnostics, UlpsWithDtypesAndAReasonIsValid) {
  EXPECT_EQ(diagnose(ops_file({with_ulps("{float32: 1, complex64: 2, why: SLEEF's form rounds otherwise}")})), Diags{});
}

TEST(Diagnostics, UlpsWithoutAReason) {
  EXPECT_EQ(diagnose(ops_file({with_ulps("{float32: 1}")})),
            (Diags{{14, 11, "field 'ulps' is missing 'why': say why the op's values differ from PyTorch's"}}));
}

TEST(Diagnostics, UlpsOfAnIntegralDtype) {
  EXPECT_EQ(diagnose(ops_file({with_ulps("{int32: 1, why: no}")})),
            (Diags{{14, 12,
                    "'int32' is not a key of 'ulps'; its keys are why, nan_sign, zero_sign and the dtypes float16, "
                    "bfloat16, float32, float64, complex32, complex64 and complex128"}}));
}

TEST(Diagnostics, UlpsOfZeroIsTheDefault) {
  EXPECT_EQ(diagnose(ops_file({with_ulps("{float64: 0, why: no}")})),
            (Diags{{14, 21,
                    "the allowance of float64 must be a whole number of ulps from 1 to 999999999, or unchecked (0, "
                    "bit-exact, is the default: leave float64 out)"}}));
}

TEST(Diagnostics, UlpsThatIsNotAMap) {
  EXPECT_EQ(
      diagnose(ops_file({with_ulps("1")})),
      (Diags{{14, 11, "field 'ulps' must be a map such as {float32: 1, why: <why the op differs from PyTorch>}"}}));
}

TEST(Diagnostics, UlpsWithOnlyAReason) {
  EXPECT_EQ(diagnose(ops_file({with_ulps("{why: no}")})),
            (Diags{{14, 11,
                    "field 'ulps' names no dtype; give at least one, such as float32: 1, or nan_sign or zero_sign: "
                    "any"}}));
}

TEST(Diagnostics, UlpsOfTheNaNSignAloneIsValid) {
  EXPECT_EQ(diagnose(ops_file({with_ulps("{nan_sign: any, why: the x86 default NaN}")})), Diags{});
}

TEST(Diagnostics, UlpsWithAnotherNaNSignRule) {
  EXPECT_EQ(
      diagnose(ops_file({with_ulps("{nan_sign: positive, why: no}")})),
      (Diags{{14, 22, "nan_sign must be any (a NaN result matches one of either sign; compared is the default)"}}));
}

TEST(Diagnostics, UlpsWithAnEmptyReason) {
  EXPECT_EQ(diagnose(ops_file({with_ulps("{float32: 1, why: \"\"}")})),
            (Diags{{14, 29, "'why' must say why the op's values differ from PyTorch's (a sentence)"}}));
}

// ---- number_forms and scalar_conversion (optional) ---------------------------------------------------
// The field sits on line 14, after doc.

Entry with_line(Entry e, std::string line) { return e.replace_line("doc", "doc: Adds.\n    " + std::move(line)); }
Entry pow_scalar_like() {
  return Entry()
      .set("op", "pow.Tensor_Scalar")
      .set("signature", "pow.Tensor_Scalar(Tensor self, Scalar exponent) -> Tensor")
      .set("broadcast", "none")
      .set("names", "keeps_input_names")
      .set("kernel", "{pointwise: \"pow(self, exponent)\"}");
}

TEST(Diagnostics, NumberFormsOfSomeVariantsOrNoneAreValid) {
  EXPECT_EQ(diagnose(ops_file({with_line(Entry(), "number_forms: none")})), Diags{});
  EXPECT_EQ(diagnose(ops_file({with_line(Entry(), "number_forms: [function, out]")})), Diags{});
}

TEST(Diagnostics, NumberFormsOfAVariantTheEntryLacks) {
  EXPECT_EQ(
      diagnose(ops_file({with_line(Entry().set("variants", "[function, out]"), "number_forms: [function, method]")})),
      (Diags{{14, 30, "number_forms lists variant 'method', which 'add' does not have"}}));
}

TEST(Diagnostics, NumberFormsOfAnUnknownVariant) {
  EXPECT_EQ(diagnose(ops_file({with_line(Entry(), "number_forms: [functon]")})),
            (Diags{{14, 20,
                    "unknown variant 'functon' (did you mean 'function'?); expected one of: function, method, inplace, "
                    "out"}}));
}

TEST(Diagnostics, NumberFormsThatAreNeitherNoneNorAList) {
  EXPECT_EQ(diagnose(ops_file({with_line(Entry(), "number_forms: all")})),
            (Diags{{14, 19, "field 'number_forms' must be none or a list drawn from function, method, inplace, out"}}));
}

TEST(Diagnostics, NumberFormsOfAnOpWithoutThem) {
  EXPECT_EQ(diagnose(ops_file({with_line(pow_scalar_like(), "number_forms: none")})),
            (Diags{{14, 19,
                    "'pow.Tensor_Scalar' has no number forms to limit: no Tensor operand of its promotion can be a "
                    "number while another Tensor stays"}}));
}

TEST(Diagnostics, NumberSelfOfABinaryEntryIsValid) {
  EXPECT_EQ(diagnose(ops_file({with_line(Entry(), "number_self: true")})), Diags{});
  EXPECT_EQ(diagnose(ops_file({with_line(Entry(), "number_self: false")})), Diags{});
}

TEST(Diagnostics, NumberSelfThatIsNotABool) {
  EXPECT_EQ(diagnose(ops_file({with_line(Entry(), "number_self: yes")})),
            (Diags{{14, 18, "number_self must be true or false, not 'yes'"}}));
}

TEST(Diagnostics, NumberSelfOfAnOpWithoutANumberSelf) {
  EXPECT_EQ(diagnose(ops_file({with_line(pow_scalar_like(), "number_self: true")})),
            (Diags{{14, 18,
                    "number_self is for a pointwise entry whose Tensor self takes part in promotion beside another "
                    "Tensor; 'pow.Tensor_Scalar' has no such self"}}));
}

TEST(Diagnostics, NumberSelfWithoutAFunctionVariant) {
  EXPECT_EQ(diagnose(ops_file({with_line(Entry().set("variants", "[method, inplace]"), "number_self: true")})),
            (Diags{{14, 18, "number_self gives function forms, and 'add' has no function variant"}}));
}

TEST(Diagnostics, ScalarConversionOfAnOperandIsValid) {
  EXPECT_EQ(diagnose(ops_file({with_line(pow_scalar_like(), "scalar_conversion: {exponent: wrapped}")})), Diags{});
  EXPECT_EQ(diagnose(ops_file({with_line(Entry(), "scalar_conversion: {other: checked}")})), Diags{});
}

TEST(Diagnostics, ScalarConversionWithAnUnknownWord) {
  EXPECT_EQ(diagnose(ops_file({with_line(pow_scalar_like(), "scalar_conversion: {exponent: wraped}")})),
            (Diags{{14, 35,
                    "unknown scalar conversion 'wraped' (did you mean 'wrapped'?); expected one of: wrapped, "
                    "checked"}}));
}

TEST(Diagnostics, ScalarConversionOfACoefficient) {
  EXPECT_EQ(diagnose(ops_file({with_line(Entry(), "scalar_conversion: {alpha: wrapped}")})),
            (Diags{{14, 25,
                    "'alpha' is neither a promotion operand of 'add' nor a value its expression selects: a "
                    "coefficient keeps PyTorch's checks (add's alpha), which scalar_conversion does not change"}}));
}

TEST(Diagnostics, ScalarConversionOfAnUnknownArgument) {
  EXPECT_EQ(diagnose(ops_file({with_line(Entry(), "scalar_conversion: {beta: wrapped}")})),
            (Diags{{14, 25, "scalar_conversion names 'beta', which is not an argument of 'add'"}}));
}

TEST(Diagnostics, ScalarConversionThatIsNotAMap) {
  EXPECT_EQ(
      diagnose(ops_file({with_line(Entry(), "scalar_conversion: wrapped")})),
      (Diags{{14, 24, "field 'scalar_conversion' must be a map such as {other: wrapped} (each wrapped, checked)"}}));
}

TEST(Diagnostics, SchemaNameOfAnotherOpIsValid) {
  EXPECT_EQ(diagnose(ops_file({with_line(Entry(), "schema_name: maximum")})), Diags{});
  EXPECT_EQ(diagnose(ops_file({with_line(Entry(), "schema_name: where.self")})), Diags{});
}

// ---- cpp_name -----------------------------------------------------------------------------------

Entry keyword_entry() {
  return Entry().set("op", "double").set("signature", "double(Tensor self, Tensor other, *, Scalar alpha=1) -> Tensor");
}

TEST(Diagnostics, OpNamedByACppKeywordNeedsACppName) {
  EXPECT_EQ(diagnose(ops_file({keyword_entry()})),
            (Diags{{3, 9,
                    "op 'double' is a C++ keyword, which no C++ function can be named; give it a cpp_name such as "
                    "to_double"}}));
}

TEST(Diagnostics, CppNameOfAKeywordOpIsValid) {
  EXPECT_EQ(diagnose(ops_file({with_line(keyword_entry(), "cpp_name: to_double")})), Diags{});
}

TEST(Diagnostics, CppNameThatIsNoCppFunctionName) {
  for (const char* name : {"Double", "int", "to_double_", "to double"}) {
    EXPECT_EQ(diagnose(ops_file({with_line(keyword_entry(), std::string("cpp_name: ") + name)})),
              (Diags{{3, 9,
                      "op 'double' is a C++ keyword, which no C++ function can be named; give it a cpp_name such as "
                      "to_double"},
                     {14, 15,
                      fmt::format("cpp_name '{}' must be a lowercase C++ name that is no keyword and does not end in "
                                  "_, such as to_double",
                                  name)}}))
        << name;
  }
}

TEST(Diagnostics, OutSchemaNameOfAnOverloadIsValid) {
  EXPECT_EQ(diagnose(ops_file({with_line(Entry(), "out_schema_name: all.all_out")})), Diags{});
}

TEST(Diagnostics, OutSchemaNameThatIsNotAnOpName) {
  EXPECT_EQ(diagnose(ops_file({with_line(Entry(), "out_schema_name: all out")})),
            (Diags{{14, 22, "out_schema_name 'all out' must be a PyTorch op name such as amax.out or all.all_out"}}));
}

TEST(Diagnostics, SchemaNameThatIsNotAnOpName) {
  EXPECT_EQ(diagnose(ops_file({with_line(Entry(), "schema_name: Max-imum")})),
            (Diags{{14, 18, "schema_name 'Max-imum' must be a PyTorch op name such as maximum or where.self"}}));
}

// ---- rejects (optional) ----------------------------------------------------------------------------
// The field sits on line 14, after doc; its value starts at column 14.

Entry with_rejects(std::string value) {
  return Entry().replace_line("doc", "doc: Adds.\n    rejects: " + std::move(value));
}

TEST(Diagnostics, WellFormedRejectsHaveNone) {
  EXPECT_EQ(
      diagnose(ops_file({with_rejects("[{when: {self: bool, any: complex_and(complex32)}, variants: [inplace, out], "
                                      "error: NotImplementedError, message: no}, {when: {all: [bool, int8]}, "
                                      "error: RuntimeError, message: no}]")})),
      Diags{});
}

TEST(Diagnostics, RejectsThatAreNotAList) {
  EXPECT_EQ(diagnose(ops_file({with_rejects("bool")})),
            (Diags{{14, 14,
                    "field 'rejects' must be a list of {when: {<operand>: <dtypes>}, error: <exception>, "
                    "message: <text>}"}}));
}

TEST(Diagnostics, RejectWithoutMessageAndWithAnUnknownKey) {
  // [{when: {self: bool}, error: RuntimeError, why: x}]: the item at column 15, `why` at 14 + 43.
  EXPECT_EQ(diagnose(ops_file({with_rejects("[{when: {self: bool}, error: RuntimeError, why: x}]")})),
            (Diags{{14, 15, "rejects item is missing 'message' (PyTorch's text of the error)"},
                   {14, 57, "unknown key 'why'; a rejects item has keys: when, variants, error, message"}}));
}

TEST(Diagnostics, RejectWithAnUnknownErrorListsTheValidOnes) {
  // error's value at column 14 + 29.
  EXPECT_EQ(diagnose(ops_file({with_rejects("[{when: {self: bool}, error: RuntimeErorr, message: x}]")})),
            (Diags{{14, 43,
                    "unknown error 'RuntimeErorr' (did you mean 'RuntimeError'?); expected one of: "
                    "RuntimeError, TypeError, ValueError, NotImplementedError"}}));
}

TEST(Diagnostics, RejectWithAnUnknownDtype) {
  // self's value at column 14 + 15.
  EXPECT_EQ(diagnose(ops_file({with_rejects("[{when: {self: boool}, error: RuntimeError, message: x}]")})),
            (Diags{{14, 29,
                    "unknown dtype 'boool' (did you mean 'bool'?); expected a dtype such as float32 or half, "
                    "or a group: all, integral, floating, complex, float8, shell"}}));
}

TEST(Diagnostics, RejectMessageNamesTheDtypeOfAnOperandOfItsWhen) {
  EXPECT_EQ(diagnose(ops_file({with_rejects(
                "[{when: {self: bool}, error: RuntimeError, message: \"expected floating, got {self} {{}}\"}]")})),
            Diags{});
  // The message at column 14 + 52.
  EXPECT_EQ(diagnose(ops_file({with_rejects("[{when: {self: bool}, error: RuntimeError, message: \"got {other}\"}]")})),
            (Diags{{14, 66,
                    "unknown placeholder '{other}' in a rejects message; it may name an operand of its 'when' "
                    "(self), whose dtype it stands for"}}));
}

TEST(Diagnostics, RejectWithAnUnknownVariantListsTheValidOnes) {
  // the variant at column 14 + 33.
  EXPECT_EQ(diagnose(ops_file({with_rejects("[{when: {self: bool}, variants: [inplce], error: RuntimeError, "
                                            "message: x}]")})),
            (Diags{{14, 47,
                    "unknown variant 'inplce' (did you mean 'inplace'?); expected one of: function, method, "
                    "inplace, out"}}));
}

TEST(Diagnostics, RejectOperandThatIsNotAnArgument) {
  // the operand at column 14 + 9.
  EXPECT_EQ(diagnose(ops_file({with_rejects("[{when: {selff: bool}, error: RuntimeError, message: x}]")})),
            (Diags{{14, 23,
                    "rejects operand 'selff' (did you mean 'self'?) is not an argument of 'add'; expected one "
                    "of its Tensor or Scalar arguments (self, other, alpha), any or all"}}));
}

// `n: 0`, `n: "< 0"`: an int argument compared with a number (polygamma's order).
TEST(Diagnostics, RejectValueConditionReadsAnIntArgument) {
  const Entry with_order =
      with_rejects(
          "[{when: {n: \"< 0\"}, error: RuntimeError, message: x}, {when: {self: complex, n: 1}, error: "
          "NotImplementedError, message: \"{self}\"}]")
          .set("signature", "add(Tensor self, Tensor other, *, Scalar alpha=1, int n=0) -> Tensor")
          .set("kernel", "{pointwise: \"self + alpha * other + n\"}");
  EXPECT_EQ(diagnose(ops_file({with_order})), Diags{});
  // alpha at column 14 + 9.
  EXPECT_EQ(diagnose(ops_file({with_rejects("[{when: {alpha: 0}, error: RuntimeError, message: x}]")})),
            (Diags{{14, 23,
                    "rejects operand 'alpha' is compared with a number; a value condition reads an int argument of "
                    "'add' (self, other, alpha)"}}));
  // Not a number after the comparison: read as dtypes.
  EXPECT_EQ(diagnose(ops_file({with_rejects("[{when: {self: \"< x\"}, error: RuntimeError, message: x}]")})).size(),
            1u);
}

// `{differs_from: <argument>}`: the operand's dtype is not the argument's (nansum's dtype= and out=).
TEST(Diagnostics, RejectDiffersFrom) {
  EXPECT_EQ(diagnose(ops_file({with_rejects(
                "[{when: {self: {differs_from: other}}, error: RuntimeError, message: \"{self} {other}\"}]")})),
            Diags{});
  EXPECT_EQ(diagnose(ops_file(
                {with_rejects("[{when: {self: bool, alpha: {differs: other}}, error: RuntimeError, message: x}]")})),
            (Diags{{14, 42,
                    "a 'when' condition is dtypes, or {differs_from: <argument>} (the operand's dtype is not that "
                    "argument's)"}}));
  EXPECT_EQ(
      diagnose(ops_file({with_rejects("[{when: {alpha: {differs_from: othr}}, error: RuntimeError, message: x}]")})),
      (Diags{{14, 45,
              "rejects operand 'othr' (did you mean 'other'?) is not an argument of 'add'; expected one "
              "of its Tensor or Scalar arguments (self, other, alpha), any or all"}}));
  EXPECT_EQ(
      diagnose(ops_file({with_rejects("[{when: {any: {differs_from: other}}, error: RuntimeError, message: x}]")})),
      (Diags{{14, 43, "differs_from compares two arguments' dtypes; any and all are not one"}}));
}

TEST(Diagnostics, RejectOperandOutIsAPointwiseOpsNot) {
  EXPECT_EQ(diagnose(ops_file({with_rejects("[{when: {out: bool}, error: RuntimeError, message: x}]")})),
            (Diags{{14, 23,
                    "rejects operand 'out' is for kernels whose cases are PyTorch's recorded ones (reduce, scan, "
                    "sort, structured); 'add' is pointwise"}}));
}

TEST(Diagnostics, RejectOperandThatHasNoDtype) {
  const Entry e = max_dim_entry().replace_line(
      "doc", "doc: Max.\n    rejects: [{when: {dim: bool}, error: RuntimeError, message: x}]");
  EXPECT_EQ(diagnose(ops_file({e})),
            (Diags{{14, 23,
                    "rejects operand 'dim' has type int; a rejects condition reads the dtype of a Tensor or "
                    "Scalar argument, or the dtype a ScalarType argument names"}}));
}

TEST(Diagnostics, RejectVariantTheOpLacks) {
  const Entry e = with_rejects("[{when: {self: bool}, variants: [inplace], error: RuntimeError, message: x}]")
                      .set("variants", "[function, method, out]");
  EXPECT_EQ(diagnose(ops_file({e})),
            (Diags{{14, 47, "rejects variant 'inplace' is not a variant of 'add' (variants: function, method, out)"}}));
}

TEST(Diagnostics, RejectNamingFunctionWithoutMethod) {
  EXPECT_EQ(diagnose(ops_file({with_rejects("[{when: {self: bool}, variants: [function], error: RuntimeError, "
                                            "message: x}]")})),
            (Diags{{14, 47, "rejects variants 'function' and 'method' call the same stub; list both or neither"}}));
}

// ---- op names -----------------------------------------------------------------------------------

TEST(Diagnostics, MalformedOpName) {
  EXPECT_EQ(diagnose(ops_file({Entry().set("op", "Add")})),
            (Diags{{3, 9,
                    "'Add' is not an op name; expected a lowercase name with an optional .overload, such as "
                    "add or max.dim"}}));
}

TEST(Diagnostics, OpNamedAfterItsInplaceForm) {
  EXPECT_EQ(diagnose(ops_file({Entry().set("op", "add_")})),
            (Diags{{3, 9,
                    "'add_' names an in-place form; declare the op 'add' with the 'inplace' variant, which "
                    "provides add_"}}));
}

TEST(Diagnostics, DuplicateOp) {
  EXPECT_EQ(diagnose(ops_file({Entry(), Entry()})), (Diags{{14, 9, "op 'add' is declared twice (first at line 3)"}}));
}

TEST(Diagnostics, SignatureNamedDifferentlyFromTheOp) {
  EXPECT_EQ(
      diagnose(ops_file({Entry().set("signature", "sub(Tensor self, Tensor other, *, Scalar alpha=1) -> Tensor")})),
      (Diags{{4, 16, "signature is named 'sub' but the entry is op 'add'; they must match"}}));
}

// ---- enum values --------------------------------------------------------------------------------

TEST(Diagnostics, BadPromotionListsTheValidKinds) {
  EXPECT_EQ(diagnose(ops_file({Entry().set("promotion", "defualt")})),
            (Diags{{6, 16,
                    fmt::format("unknown promotion 'defualt' (did you mean 'default'?); expected one of: {}",
                                kPromotionKindsList)}}));
}

TEST(Diagnostics, BadNamesRule) {
  EXPECT_EQ(diagnose(ops_file({Entry().set("names", "unify")})),
            (Diags{{9, 12,
                    "unknown names 'unify'; expected one of: keeps_input_names, removes_dimensions, "
                    "unifies_names_from_inputs, permutes_dimensions, contracts_away_dims, factory, "
                    "out_function_semantics, none, custom"}}));
}

// names out: none, the out= overload outside PyTorch's named-tensor support (softmax.int_out).
TEST(Diagnostics, NamesOutMustBeNone) {
  EXPECT_EQ(diagnose(ops_file({Entry().set("names", "{kind: unifies_names_from_inputs, out: keeps_input_names}")})),
            (Diags{{9, 51,
                    "names out must be 'none' (the out= overload rejects named tensors); any other out= rule is "
                    "the function's"}}));
  EXPECT_EQ(diagnose(ops_file({Entry().set("names", "{kind: unifies_names_from_inputs, out: nonee}")})),
            (Diags{{9, 51,
                    "unknown names out 'nonee' (did you mean 'none'?); expected one of: keeps_input_names, "
                    "removes_dimensions, unifies_names_from_inputs, permutes_dimensions, contracts_away_dims, "
                    "factory, out_function_semantics, none, custom"}}));
  EXPECT_EQ(diagnose(ops_file({Entry().set("names", "{kind: none, out: none}")})),
            (Diags{{9, 30, "names out: none repeats the names kind; leave it out"}}));
}

TEST(Diagnostics, NamesOutNeedsTheOutVariant) {
  EXPECT_EQ(diagnose(ops_file({Entry()
                                   .set("variants", "[function, method, inplace]")
                                   .set("names", "{kind: unifies_names_from_inputs, out: none}")})),
            (Diags{{9, 51, "names out: none is the out= variant's rule, but the entry has no 'out' variant"}}));
}

TEST(Diagnostics, OnlyNamesTakesOut) {
  EXPECT_EQ(diagnose(ops_file({Entry().set("promotion", "{kind: default, out: default}")})),
            (Diags{{6, 37,
                    "promotion takes no 'out'; only names has one, for an out= overload that rejects named "
                    "tensors"}}));
}

TEST(Diagnostics, BadInplaceCast) {
  EXPECT_EQ(diagnose(ops_file({Entry().set("inplace_cast", "same")})),
            (Diags{{8, 19,
                    "unknown inplace_cast 'same'; expected one of: same_kind, exact, unsafe, out_dtype, "
                    "complex_to_float, bool_out, same_as_input, none"}}));
}

TEST(Diagnostics, BadBroadcastKindInTheMapForm) {
  EXPECT_EQ(
      diagnose(ops_file({Entry().set("broadcast", "{kind: pointwise}")})),
      (Diags{{7, 23, "unknown broadcast 'pointwise'; expected one of: elementwise, none, matmul_batch, custom"}}));
}

TEST(Diagnostics, UnknownAndRepeatedVariants) {
  EXPECT_EQ(diagnose(ops_file({Entry().set("variants", "[function, methd, function]")})),
            (Diags{{5, 26,
                    "unknown variant 'methd' (did you mean 'method'?); expected one of: function, method, "
                    "inplace, out"},
                   {5, 33, "variant 'function' is listed twice"}}));
}

TEST(Diagnostics, UnknownDevice) {
  EXPECT_EQ(diagnose(ops_file({Entry().set("devices", "[cpu, vulkan]")})),
            (Diags{{12, 20, "unknown device 'vulkan'; expected one of: cpu, cuda, meta"}}));
}

// ---- signatures ---------------------------------------------------------------------------------

TEST(Diagnostics, SignatureWithoutReturnArrow) {
  EXPECT_EQ(diagnose(ops_file({Entry().set("signature", "add(Tensor self, Tensor other) Tensor")})),
            (Diags{{4, 47, "malformed signature: expected '->' and the return type after the arguments"}}));
}

TEST(Diagnostics, FixedListSizeNotInDigits) {
  EXPECT_EQ(diagnose(ops_file({Entry().set("signature", "add(Tensor self, int[1e20] dims) -> Tensor")})),
            (Diags{{4, 37,
                    "malformed signature: a fixed list size is a positive integer written in digits, such as "
                    "int[2], not '1e20'"}}));
}

TEST(Diagnostics, FixedListSizeTooLarge) {
  EXPECT_EQ(
      diagnose(ops_file({Entry().set("signature", "add(Tensor self, int[99999999999999999999] dims) -> Tensor")})),
      (Diags{{4, 37,
              "malformed signature: a fixed list size of 99999999999999999999 is too large; a fixed size "
              "is a small count, such as int[2]"}}));
}

TEST(Diagnostics, SignatureWithUnknownType) {
  EXPECT_EQ(diagnose(ops_file({Entry().set("signature", "add(Tensr self, Tensor other) -> Tensor")})),
            (Diags{{4, 20,
                    "unknown type 'Tensr' (did you mean 'Tensor'?); expected one of: Tensor, Scalar, int, "
                    "float, bool, str, ScalarType, Layout, Device, MemoryFormat, Dimname, Generator, NestedList"}}));
}

TEST(Diagnostics, ColumnsCountFromInsideAQuotedSignature) {
  EXPECT_EQ(diagnose(ops_file({Entry().set("signature", "\"add(Tensr self, Tensor other) -> Tensor\"")})).at(0),
            (Diagnostic{4, 21,
                        "unknown type 'Tensr' (did you mean 'Tensor'?); expected one of: Tensor, Scalar, int, "
                        "float, bool, str, ScalarType, Layout, Device, MemoryFormat, Dimname, Generator, NestedList"}));
}

TEST(Diagnostics, SignatureWithMissingComma) {
  EXPECT_EQ(diagnose(ops_file({Entry().set("signature", "add(Tensor self Tensor other) -> Tensor")})),
            (Diags{{4, 32, "malformed signature: expected ',' or ')' after argument 'self'"}}));
}

TEST(Diagnostics, SignatureWithTextAfterTheReturn) {
  EXPECT_EQ(diagnose(ops_file({Entry().set("signature", "add(Tensor self, Tensor other) -> Tensor Tensor")})),
            (Diags{{4, 57, "malformed signature: unexpected 'Tensor' after the return type"}}));
}

TEST(Diagnostics, ArgumentDeclaredTwice) {
  EXPECT_EQ(
      diagnose(ops_file({Entry().set("signature", "add(Tensor self, Tensor self, *, Scalar alpha=1) -> Tensor")})),
      (Diags{{4, 40, "argument 'self' is declared twice"}}));
}

TEST(Diagnostics, DefaultThatDoesNotFitItsType) {
  EXPECT_EQ(
      diagnose(ops_file({Entry().set("signature", "add(Tensor self, Tensor other, *, Scalar alpha=one) -> Tensor")})),
      (Diags{{4, 63, "default one does not fit argument 'alpha' of type Scalar; expected a number"}}));
}

TEST(Diagnostics, NoneDefaultOnANonOptionalType) {
  EXPECT_EQ(
      diagnose(ops_file({Entry().set("signature", "add(Tensor self, Tensor other, *, Scalar alpha=None) -> Tensor")})),
      (Diags{{4, 63, "argument 'alpha' of type Scalar cannot default to None; make the type optional ('Scalar?')"}}));
}

TEST(Diagnostics, PositionalArgumentWithoutDefaultAfterOneWithDefault) {
  EXPECT_EQ(diagnose(ops_file({Entry().set("signature", "add(Tensor self, Scalar alpha=1, Tensor other) -> Tensor")})),
            (Diags{{4, 56,
                    "argument 'other' needs a default: it follows 'alpha', which has one (or make it "
                    "keyword-only)"}}));
}

TEST(Diagnostics, MutableAliasIsNotWritten) {
  EXPECT_EQ(diagnose(ops_file(
                {Entry().set("signature", "add(Tensor(a!) self, Tensor other, *, Scalar alpha=1) -> Tensor(a!)")})),
            (Diags{{4, 20,
                    "mutable alias 'Tensor(a!)' is not written in ops.yaml: the 'inplace' and 'out' variants "
                    "add it"}}));
}

TEST(Diagnostics, ReturnAliasNamingNoArgument) {
  EXPECT_EQ(
      diagnose(ops_file({Entry().set("signature", "add(Tensor self, Tensor other, *, Scalar alpha=1) -> Tensor(b)")})),
      (Diags{{4, 76, "return alias (b) names no argument; mark the viewed argument too, as in 'Tensor(b) self'"}}));
}

// ---- pointwise expressions ----------------------------------------------------------------------

// The expression of the default entry starts at line 10, column 26 (after `kernel: {pointwise: "`).
TEST(Diagnostics, ExpressionNamingAnUnknownArgumentPointsInsideTheExpression) {
  EXPECT_EQ(diagnose(ops_file({Entry().set("kernel", "{pointwise: \"self + alpha * othr\"}")})),
            (Diags{{10, 41,
                    "pointwise expression names 'othr' (did you mean 'other'?), which is not an argument of "
                    "'add' (arguments: self, other, alpha)"}}));
}

// A pointwise kernel names itself as PyTorch does in its dtype errors beside the expression.
TEST(Diagnostics, PointwiseDtypeErrorsBesideTheExpressionAreValid) {
  EXPECT_EQ(diagnose(ops_file(
                {Entry().set("kernel", "{pointwise: \"self + alpha * other\", dtype_errors: {cpu: add_vml_cpu}}")})),
            Diags{});
}

TEST(Diagnostics, DtypeErrorsBesideAKindOtherThanPointwise) {
  EXPECT_EQ(diagnose(ops_file({Entry().set("kernel", "{custom: add_kernel, dtype_errors: {cpu: add_cpu}}")})),
            (Diags{{10, 34,
                    "dtype_errors beside the kernel's kind is for pointwise and factory kernels; a structured kernel "
                    "names them in its own map, a reduce kernel by its name"}}));
}

TEST(Diagnostics, PointwiseDtypeErrorsOfAnUnknownDevice) {
  EXPECT_EQ(
      diagnose(ops_file({Entry().set("kernel", "{pointwise: \"self + alpha * other\", dtype_errors: {tpu: x}}")})),
      (Diags{{10, 64, "unknown device 'tpu' in dtype_errors; expected cpu or cuda"}}));
}

// The generated stub passes every argument to the kernel: one the expression never reads would be
// an unused parameter of generated code.
TEST(Diagnostics, ExpressionThatNeverReadsAnArgument) {
  EXPECT_EQ(diagnose(ops_file({Entry().set("kernel", "{pointwise: \"self + other\"}")})),
            (Diags{{10, 26,
                    "the expression never reads argument 'alpha' of 'add'; read it or remove it from the signature"}}));
}

TEST(Diagnostics, ExpressionSyntaxError) {
  EXPECT_EQ(diagnose(ops_file({Entry().set("kernel", "{pointwise: \"self + * other\"}")})),
            (Diags{{10, 33, "expected an operand, got '*'"}}));
}

TEST(Diagnostics, ExpressionWithUnclosedParenthesis) {
  EXPECT_EQ(diagnose(ops_file({Entry().set("kernel", "{pointwise: \"(self + other\"}")})),
            (Diags{{10, 39, "expected ')' to close '('"}}));
}

TEST(Diagnostics, ExpressionNestedTooDeep) {
  // The expression starts at column 26. Nesting is bounded before it recurses (parentheses), and the
  // tree's depth as it grows (a chain of operators): 64 levels pass, the 65th is reported where it starts.
  const auto nested = [](int n) { return std::string(n, '(') + "self" + std::string(n, ')'); };
  const auto chain = [](int n) {
    std::string out = "self";
    for (int i = 0; i < n; ++i) out += " + self";
    return out;
  };
  const auto kernel = [](const std::string& e) {
    return ops_file({Entry()
                         .set("signature", "add(Tensor self) -> Tensor")
                         .set("broadcast", "none")
                         .set("names", "keeps_input_names")
                         .set("kernel", "{pointwise: \"" + e + "\"}")});
  };
  const std::string message = "the expression nests more than 64 levels deep";
  EXPECT_EQ(diagnose(kernel(nested(63))), Diags{});
  EXPECT_EQ(diagnose(kernel(nested(64))), (Diags{{10, 26 + 64, message}}));
  EXPECT_EQ(diagnose(kernel(chain(63))), Diags{});
  EXPECT_EQ(diagnose(kernel(chain(64))), (Diags{{10, 26 + 4 + 1 + 7 * 63, message}}));
  EXPECT_EQ(diagnose(kernel(std::string(64, '-') + "self")), (Diags{{10, 26 + 63, message}}));
}

TEST(Diagnostics, ExpressionCallingUnknownFunctionAndWrongArity) {
  EXPECT_EQ(
      diagnose(ops_file({Entry().set("kernel", "{pointwise: \"expp(self) + pow(other)\"}")})),
      (Diags{{10, 26,
              "unknown function 'expp' (did you mean 'exp'?) in pointwise expression; known functions: "
              "abs, acos, acosh, angle, asin, asinh, atan, atan2, atanh, bitwise_left_shift, "
              "bitwise_right_shift, ceil, clamp, conj, cos, cosh, digamma, polygamma, erf, erfc, erfinv, exp, exp2, "
              "expm1, floor, floor_divide, fmod, fmax, fmin, hypot, isinf, isneginf, isposinf, isreal, "
              "lgamma, log, log10, log1p, log2, logit, maximum, minimum, nan_to_num, pow, remainder, round, "
              "round_decimals, rsqrt, sgn, sigmoid, signbit, sin, sinc, sinh, sqrt, tan, tanh, trunc"},
             {10, 39, "function 'pow' takes 2 arguments, got 1"}}));
}

// functions.yaml says which compute dtypes each function is defined for.
TEST(Diagnostics, AFunctionOutsideTheDtypesItIsDefinedFor) {
  EXPECT_EQ(diagnose(ops_file({Entry().set("kernel", "{pointwise: \"self + alpha * sin(other)\"}")})),
            (Diags{{10, 41,
                    "function 'sin' is defined for floating or complex dtypes, but the kernel computes in "
                    "bool, uint8, int8, int16, int32, int64 too; give the op promotion int_to_float or leave "
                    "them out of dtypes"}}));
  EXPECT_EQ(diagnose(ops_file({Entry()
                                   .set("kernel", "{pointwise: \"maximum(self, alpha * other)\"}")
                                   .set("dtypes", "[float32, complex64]")})),
            (Diags{{10, 26,
                    "function 'maximum' is defined for real (not complex) dtypes, but the kernel computes in "
                    "complex64 too; leave them out of dtypes"}}));
  EXPECT_EQ(diagnose(ops_file({Entry()
                                   .set("kernel", "{pointwise: \"sin(self) + alpha * other\"}")
                                   .set("dtypes", "floating_and(half, bfloat16, complex)")})),
            Diags{});
}

TEST(Diagnostics, ExpressionReadingAStringArgument) {
  const Entry e = Entry()
                      .set("op", "div.Tensor_mode")
                      .set("signature", "div.Tensor_mode(Tensor self, Tensor other, *, str? rounding_mode) -> Tensor")
                      .set("kernel", "{pointwise: \"rounding_mode ? self : other\"}");
  EXPECT_EQ(diagnose(ops_file({e})),
            (Diags{{10, 26,
                    "argument 'rounding_mode' has type str?, which a pointwise expression cannot read; it "
                    "reads Tensor, Scalar, int, float and bool arguments"}}));
}

TEST(Diagnostics, ExpressionReadingAnOptionalArgumentOutsideClamp) {
  const Entry e = Entry()
                      .set("op", "clamp")
                      .set("signature", "clamp(Tensor self, Scalar? min=None, Scalar? max=None) -> Tensor")
                      .set("broadcast", "none")
                      .set("names", "keeps_input_names")
                      .set("kernel", "{pointwise: \"minimum(self, max)\"}");
  EXPECT_EQ(diagnose(ops_file({e})), (Diags{{10, 40,
                                             "argument 'max' is optional (Scalar?); only a function's optional "
                                             "parameters (clamp's bounds, logit's eps) may be optional"}}));
}

TEST(Diagnostics, ExpressionReadingATensorTheKernelDoesNotIterateOver) {
  const Entry e = Entry()
                      .set("op", "masked_fill.Tensor")
                      .set("signature", "masked_fill.Tensor(Tensor self, Tensor mask, Tensor value) -> Tensor")
                      .set("variants", "[function, method, inplace]")
                      .set("promotion", "{kind: default, operands: [self]}")
                      .set("broadcast", "{kind: elementwise, operands: [self, mask]}")
                      .set("names", "keeps_input_names")
                      .set("kernel", "{pointwise: \"mask ? value : self\"}");
  EXPECT_EQ(diagnose(ops_file({e})),
            (Diags{{10, 33,
                    "argument 'value' is a Tensor the kernel does not iterate over (it iterates over: self, "
                    "mask); only those can be read per element"}}));
}

// ---- variants against the signature -------------------------------------------------------------

TEST(Diagnostics, InplaceVariantOnAnOpWithoutOneTensorResult) {
  EXPECT_EQ(diagnose(ops_file({max_dim_entry().set("variants", "[function, inplace]")})),
            (Diags{{5, 26,
                    "variant 'inplace' writes the result into self, so the op must return exactly one Tensor; "
                    "'max.dim' returns (Tensor values, Tensor indices)"}}));
}

TEST(Diagnostics, OutVariantWithAReturnThatIsNotATensor) {
  const Entry e = max_dim_entry()
                      .set("op", "unbind")
                      .set("signature", "unbind(Tensor(a) self, int dim=0) -> Tensor(a)[]")
                      .set("variants", "[function, out]")
                      .set("kernel", "{composite: unbind}");
  EXPECT_EQ(diagnose(ops_file({e})),
            (Diags{{5, 26,
                    "variant 'out' writes each result into an out tensor, so every return must be a Tensor; "
                    "'unbind' returns Tensor(a)[]"}}));
}

TEST(Diagnostics, AListReturnIsAComposite) {
  const Entry e = max_dim_entry()
                      .set("op", "chunk")
                      .set("signature", "chunk(Tensor(a -> *) self, int chunks) -> Tensor(a)[]")
                      .set("variants", "[function, method]")
                      .set("inplace_cast", "none")
                      .set("names", "custom");
  EXPECT_EQ(diagnose(ops_file({e})),
            (Diags{{4, 58, "only a composite kernel returns a list of Tensors; 'chunk' has a custom kernel"}}));
  Entry two = e;
  two.set("signature", "chunk(Tensor(a -> *) self, int chunks) -> (Tensor(a)[] a, Tensor b)")
      .set("kernel", "{composite: chunk}");
  EXPECT_EQ(diagnose(ops_file({two})),
            (Diags{{4, 59,
                    "a list of Tensors is an op's only return, written Tensor[] or Tensor(a)[]; 'chunk' returns "
                    "(Tensor(a)[] a, Tensor b)"}}));
}

TEST(Diagnostics, ABoolReturnIsAComposite) {
  const Entry e = max_dim_entry()
                      .set("op", "equal")
                      .set("signature", "equal(Tensor self, Tensor other) -> bool")
                      .set("variants", "[function, method]")
                      .set("inplace_cast", "none")
                      .set("names", "custom");
  EXPECT_EQ(diagnose(ops_file({e})),
            (Diags{{4, 52, "only a composite kernel returns a bool; 'equal' has a custom kernel"}}));
  EXPECT_EQ(diagnose(ops_file({Entry(e).set("kernel", "{composite: equal}")})), Diags{});
}

TEST(Diagnostics, AReturnThatIsNeitherATensorNorOneBool) {
  const Entry e = max_dim_entry()
                      .set("op", "numel")
                      .set("signature", "numel(Tensor self) -> int")
                      .set("variants", "[function, method]")
                      .set("inplace_cast", "none")
                      .set("names", "custom")
                      .set("kernel", "{composite: numel}");
  EXPECT_EQ(diagnose(ops_file({e})),
            (Diags{{4, 38, "a return is a Tensor, several Tensors or one bool; 'numel' returns int"}}));
}

TEST(Diagnostics, OutVariantOnAView) {
  const Entry e = max_dim_entry()
                      .set("op", "transpose")
                      .set("signature", "transpose(Tensor(a) self, int dim0, int dim1) -> Tensor(a)")
                      .set("variants", "[function, out]");
  EXPECT_EQ(diagnose(ops_file({e})),
            (Diags{{5, 26,
                    "variant 'out' cannot apply to a view: 'transpose' returns Tensor(a), which shares storage "
                    "with its input"}}));
}

TEST(Diagnostics, OutVariantWithUnnamedReturns) {
  const Entry e =
      max_dim_entry().set("signature", "max.dim(Tensor self, int dim, bool keepdim=False) -> (Tensor, Tensor)");
  EXPECT_EQ(diagnose(ops_file({e})),
            (Diags{{5, 34,
                    "variant 'out' needs named returns when there are several (the names become the out "
                    "arguments); 'max.dim' returns (Tensor, Tensor)"}}));
}

TEST(Diagnostics, ArgumentClashingWithTheOutArgument) {
  const Entry e =
      Entry().set("signature", "add(Tensor self, Tensor out) -> Tensor").set("kernel", "{pointwise: \"self + out\"}");
  EXPECT_EQ(diagnose(ops_file({e})),
            (Diags{{4, 33, "argument 'out' clashes with the out argument of the same name that variant 'out' adds"}}));
}

TEST(Diagnostics, MethodVariantWithoutSelf) {
  EXPECT_EQ(diagnose(ops_file({zeros_entry().set("variants", "[function, method, out]")})),
            (Diags{{5, 26, "variant 'method' needs a 'Tensor self' argument; 'zeros' has none"}}));
}

TEST(Diagnostics, MethodVariantWithAScalarSelf) {
  const Entry e = Entry()
                      .set("op", "pow.Scalar")
                      .set("signature", "pow.Scalar(Scalar self, Tensor exponent) -> Tensor")
                      .set("broadcast", "none")
                      .set("variants", "[function, method]")
                      .set("inplace_cast", "none")
                      .set("kernel", "{pointwise: \"pow(self, exponent)\"}");
  EXPECT_EQ(diagnose(ops_file({e})),
            (Diags{{5, 26, "variant 'method' needs a 'Tensor self' argument; 'pow.Scalar' has 'Scalar self'"}}));
}

// ---- inplace_cast against the variants ----------------------------------------------------------

TEST(Diagnostics, InplaceCastNoneWithAnOutVariant) {
  EXPECT_EQ(diagnose(ops_file({Entry().set("inplace_cast", "none")})),
            (Diags{{8, 19,
                    "inplace_cast 'none' cannot apply to variant 'out', which writes into an existing tensor; "
                    "expected one of: same_kind, exact, unsafe, out_dtype, complex_to_float, bool_out, "
                    "same_as_input"}}));
}

TEST(Diagnostics, BoolOutCastNeedsAnAlwaysBoolOpWithoutInplace) {
  EXPECT_EQ(diagnose(ops_file({Entry().set("inplace_cast", "bool_out")})),
            (Diags{{8, 19,
                    "inplace_cast 'bool_out' is for an op with promotion always_bool and no inplace variant, whose "
                    "out tensor must be bool"}}));
}

TEST(Diagnostics, InplaceCastWithoutInplaceOrOutVariant) {
  EXPECT_EQ(diagnose(ops_file({Entry().set("variants", "[function, method]")})),
            (Diags{{8, 19,
                    "inplace_cast 'same_kind' has nothing to apply to: 'add' has no inplace or out variant; "
                    "write 'none'"}}));
}

TEST(Diagnostics, OutDtypeCastWithoutOutVariant) {
  EXPECT_EQ(diagnose(ops_file({Entry().set("variants", "[function, inplace]").set("inplace_cast", "out_dtype")})),
            (Diags{{8, 19, "inplace_cast 'out_dtype' needs variant 'out', whose out tensor picks the result dtype"}}));
}

// ---- rule operands and arity --------------------------------------------------------------------

TEST(Diagnostics, OperandThatIsNotAnArgument) {
  EXPECT_EQ(diagnose(ops_file({Entry().set("promotion", "{kind: default, operands: [self, othr]}")})),
            (Diags{{6, 49,
                    "promotion operand 'othr' (did you mean 'other'?) is not an argument of 'add' (arguments: "
                    "self, other, alpha)"}}));
}

TEST(Diagnostics, OperandOfTheWrongType) {
  EXPECT_EQ(diagnose(ops_file({Entry().set("broadcast", "{kind: elementwise, operands: [self, alpha]}")})),
            (Diags{{7, 53,
                    "broadcast operand 'alpha' has type Scalar; broadcast operands must be Tensor arguments "
                    "that are not lists"}}));
}

TEST(Diagnostics, OperandsForAKindThatTakesNone) {
  const Entry e = Entry().set("promotion", "{kind: custom, operands: [self]}").set("kernel", "{custom: add_kernel}");
  EXPECT_EQ(diagnose(ops_file({e})), (Diags{{6, 23, "promotion 'custom' takes no operands"}}));
}

TEST(Diagnostics, ElementwiseBroadcastOverOneTensor) {
  const Entry e = Entry()
                      .set("op", "neg")
                      .set("signature", "neg(Tensor self) -> Tensor")
                      .set("names", "keeps_input_names")
                      .set("kernel", "{pointwise: \"-self\"}");
  EXPECT_EQ(diagnose(ops_file({e})),
            (Diags{{7, 16,
                    "broadcast 'elementwise' needs at least two tensor operands; 'neg' has 1; write 'none' "
                    "when nothing broadcasts"}}));
}

TEST(Diagnostics, FactoryNamesRuleOnAnOpWithTensorArguments) {
  EXPECT_EQ(diagnose(ops_file({Entry().set("names", "factory")})),
            (Diags{{9, 12, "names 'factory' is for ops that create tensors, but 'add' takes Tensor argument 'self'"}}));
}

TEST(Diagnostics, SingleInputNamesRuleWithTwoOperands) {
  EXPECT_EQ(
      diagnose(ops_file({Entry().set("names", "{kind: keeps_input_names, operands: [self, other]}")})),
      (Diags{{9, 19, "names 'keeps_input_names' takes the names of one input tensor, but 2 operands are given"}}));
}

TEST(Diagnostics, NamesRuleThatNeedsATensorOnAFactory) {
  EXPECT_EQ(diagnose(ops_file({zeros_entry().set("names", "keeps_input_names")})),
            (Diags{{9, 12, "names 'keeps_input_names' needs a Tensor operand; 'zeros' has none"}}));
}

// ---- kernels ------------------------------------------------------------------------------------

TEST(Diagnostics, PointwiseKernelWithCustomPromotion) {
  EXPECT_EQ(diagnose(ops_file({Entry().set("promotion", "custom")})),
            (Diags{{10, 25,
                    "a pointwise kernel computes in the dtype its promotion picks, and promotion 'custom' "
                    "picks none; use one of: default, int_to_float, always_bool, complex_to_float, "
                    "int_to_float_complex_to_float, bool_to_long, no_opmath"}}));
}

TEST(Diagnostics, PointwiseKernelWithMatmulBroadcast) {
  EXPECT_EQ(diagnose(ops_file({Entry().set("broadcast", "matmul_batch")})),
            (Diags{{10, 25, "a pointwise kernel needs broadcast 'elementwise' or 'none', not 'matmul_batch'"}}));
}

TEST(Diagnostics, PointwiseKernelOverUnalignedTensors) {
  EXPECT_EQ(diagnose(ops_file({Entry().set("broadcast", "none")})),
            (Diags{{7, 16,
                    "broadcast 'none' does not align the tensors self, other; a pointwise kernel over several "
                    "tensors needs broadcast 'elementwise'"}}));
}

TEST(Diagnostics, PointwiseKernelWithTwoResults) {
  const Entry e = max_dim_entry().set("promotion", "default").set("kernel", "{pointwise: \"self\"}");
  EXPECT_EQ(
      diagnose(ops_file({e})),
      (Diags{{10, 25, "a pointwise kernel computes one Tensor; 'max.dim' returns (Tensor values, Tensor indices)"}}));
}

TEST(Diagnostics, UnknownKernelKind) {
  EXPECT_EQ(diagnose(ops_file({Entry().set("kernel", "{pointwize: \"self + other\"}")})),
            (Diags{{10, 14,
                    "unknown kernel kind 'pointwize' (did you mean 'pointwise'?); expected one of: pointwise, "
                    "reduce, scan, sort, structured, custom, composite, view, factory, sampler"}}));
}

TEST(Diagnostics, KernelWithTwoKinds) {
  EXPECT_EQ(diagnose(ops_file({Entry().set("kernel", "{pointwise: \"self\", custom: k}")})),
            (Diags{{10, 33,
                    "kernel has more than one kind; it must be {pointwise: \"<expression>\"}, {reduce: "
                    "{identity: ..., combine: ...}}, {structured: {shape: ...}}, {view: <geometry function>}, "
                    "{factory: <fill function>}, {sampler: <kernel name>}, {custom: <kernel name>} or {composite: "
                    "<function name>}"}}));
}

TEST(Diagnostics, CustomKernelNameThatIsNotAnIdentifier) {
  EXPECT_EQ(diagnose(ops_file({Entry().set("kernel", "{custom: mm-kernel}")})),
            (Diags{{10, 22, "custom kernel name 'mm-kernel' is not a C++ identifier"}}));
}

// ---- dtypes -------------------------------------------------------------------------------------

TEST(Diagnostics, UnknownDtype) {
  EXPECT_EQ(diagnose(ops_file({Entry().set("dtypes", "all_and(bool, flaot32)")})),
            (Diags{{11, 27,
                    "unknown dtype 'flaot32' (did you mean 'float32'?); expected a dtype such as float32 or "
                    "half, or a group: all, integral, floating, complex, float8, shell"}}));
}

TEST(Diagnostics, DtypeNamedTwice) {
  EXPECT_EQ(diagnose(ops_file({Entry().set("dtypes", "all_and(bool, float)")})),
            (Diags{{11, 27, "dtype float32 is named twice: by 'all' and by 'float'"}}));
}

TEST(Diagnostics, UnknownDtypeShorthand) {
  EXPECT_EQ(diagnose(ops_file({Entry().set("dtypes", "every_and(bool)")})),
            (Diags{{11, 13,
                    "'every_and(' is not a dtype shorthand; expected <group>_and(...) with a group from: all, "
                    "integral, floating, complex, float8, shell"}}));
}

TEST(Diagnostics, UnknownDtypeInAList) {
  EXPECT_EQ(diagnose(ops_file({Entry().set("dtypes", "[float32, double, quad]")})),
            (Diags{{11, 31,
                    "unknown dtype 'quad'; expected a dtype such as float32 or half, or a group: all, "
                    "integral, floating, complex, float8, shell"}}));
}

TEST(Diagnostics, AProblemInsideAnAliasIsReportedWhereTheAliasIsUsed) {
  // The list is anchored in the first entry (line 11) and used by the second (line 22, column 13):
  // the first entry's problem is in its own text, the second's is at its *numeric.
  const Entry first = Entry().set("dtypes", "&numeric [float32, quad]");
  const Entry second = Entry()
                           .set("op", "mul")
                           .set("signature", "mul(Tensor self, Tensor other) -> Tensor")
                           .set("kernel", "{pointwise: \"self * other\"}")
                           .set("dtypes", "*numeric");
  const std::string message =
      "unknown dtype 'quad'; expected a dtype such as float32 or half, or a group: all, integral, floating, "
      "complex, float8, shell";
  EXPECT_EQ(diagnose(ops_file({first, second})), (Diags{{11, 32, message}, {22, 13, message}}));
}

TEST(Diagnostics, AnAliasOfANodeAnchoredInTheSameEntryIsReportedAtTheAnchor) {
  // The entry reads the list twice, as its dtypes (line 11) and its CUDA dtypes (line 12): both
  // reports are the one at the anchor, in the entry's own text.
  const Entry e = Entry().set("dtypes", "&numeric [float32, quad]").replace_line("devices", "cuda_dtypes: *numeric");
  int quads = 0;
  for (const Diagnostic& d : diagnose(ops_file({e}))) {
    if (d.message.find("'quad'") == std::string::npos) continue;
    ++quads;
    EXPECT_EQ(d.line, 11) << d.message;
    EXPECT_EQ(d.col, 32) << d.message;
  }
  EXPECT_EQ(quads, 1);
}

TEST(Diagnostics, PromotionOverThreeRequiredOperands) {
  // Found by the front end's fuzz target: accepted, and then the renderer could not model it.
  const Diags d = diagnose(
      ops_file({Entry()
                    .set("signature", "add(Tensor self, Tensor elf, Tensor other, *, Scalar alpha=1) -> Tensor")
                    .set("kernel", "{pointwise: \"self + elf + alpha * other\"}")}));
  ASSERT_EQ(d.size(), 1u);
  EXPECT_EQ(d[0].line, 6);
  EXPECT_EQ(d[0].message,
            "promotion 'default' over 3 operands that are always given (self, elf, other) is not supported: the "
            "conformance tests model at most two at once; name the two that promote (promotion: {kind: default, "
            "operands: [a, b]}) or make the others optional");
}

// ---- many problems ------------------------------------------------------------------------------

TEST(Diagnostics, AllProblemsOfAllEntriesComeTogetherSortedByPosition) {
  const Entry first = Entry().set("devices", "[cpu, vulkan]").set("promotion", "defualt");
  const Entry second = Entry()
                           .set("op", "mul")
                           .set("signature", "mul(Tensor self, Tensor other) -> Tensor")
                           .set("kernel", "{pointwise: \"self * othr\"}");
  const Diags d = diagnose(ops_file({first, second}));
  ASSERT_EQ(d.size(), 3u);
  EXPECT_EQ(d[0].line, 6);   // promotion of the first entry
  EXPECT_EQ(d[1].line, 12);  // devices of the first entry
  EXPECT_EQ(d[2].line, 21);  // the second entry's expression
  EXPECT_EQ(d[2].col, 33);
  EXPECT_EQ(d[2].message,
            "pointwise expression names 'othr' (did you mean 'other'?), which is not an argument of "
            "'mul' (arguments: self, other)");
}

// ---- reduce kernels -----------------------------------------------------------------------------------
// `kernel: {reduce: {` puts the inner map at line 10, column 22.

Entry prod_entry(std::string kernel) {
  return Entry()
      .set("op", "prod")
      .set("signature", "prod(Tensor self, int dim, bool keepdim=False, *, ScalarType? dtype=None) -> Tensor")
      .set("variants", "[function, out]")
      .set("promotion", "reduction")
      .set("broadcast", "none")
      .set("inplace_cast", "out_dtype")
      .set("names", "removes_dimensions")
      .set("kernel", std::move(kernel));
}

TEST(Diagnostics, AReduceKernelIsAccepted) {
  EXPECT_EQ(diagnose(ops_file({prod_entry("{reduce: {identity: \"1\", combine: \"a * b\"}}")})), Diags{});
}

TEST(Diagnostics, AReduceKernelNeedsACombine) {
  EXPECT_EQ(diagnose(ops_file({prod_entry("{reduce: {identity: \"1\"}}")})),
            (Diags{{10, 22, "a reduce kernel needs a combine expression of the partials a and b, such as \"a + b\""}}));
}

TEST(Diagnostics, AReduceExpressionNamesOnlyItsVariables) {
  EXPECT_EQ(diagnose(ops_file({prod_entry("{reduce: {identity: \"1\", combine: \"a * self\"}}")})),
            (Diags{{10, 52, "reduce kernel 'combine' names 'self'; it may name a, b"}}));
}

TEST(Diagnostics, UnknownReduceKernelKey) {
  EXPECT_EQ(diagnose(ops_file({prod_entry("{reduce: {identity: \"1\", combine: \"a * b\", final: \"a\"}}")})),
            (Diags{{10, 56,
                    "unknown reduce kernel key 'final'; expected one of: identity, combine, map, finalize, "
                    "empty, name, reducer, args, results"}}));
}

TEST(Diagnostics, AReduceKernelNeedsAReductionPromotion) {
  EXPECT_EQ(
      diagnose(ops_file({prod_entry("{reduce: {identity: \"1\", combine: \"a * b\"}}").set("promotion", "default")})),
      (Diags{{4, 66,
              "a dtype argument needs promotion 'reduction' or 'reduction_floating'; 'default' keeps "
              "or decides its dtype"},
             {10, 22,
              "a reduce kernel needs a reduction promotion (reduction, reduction_keeps_dtype, "
              "reduction_to_bool or reduction_floating), not 'default'"}}));
}

TEST(Diagnostics, AReduceKernelTakesOnlyItsArguments) {
  EXPECT_EQ(diagnose(ops_file({prod_entry("{reduce: {identity: \"1\", combine: \"a * b\"}}")
                                   .set("signature", "prod(Tensor self, Tensor other) -> Tensor")
                                   .set("promotion", "{kind: reduction, operands: [self]}")})),
            (Diags{{4, 34,
                    "a reduce kernel takes Tensor self, dim (int, int[N], int[N]?, Dimname or Dimname[N]), "
                    "bool keepdim and ScalarType? dtype; 'Tensor other' is none of them"}}));
}

// ---- reducer kernels: a reduce kernel run by a C++ reducer (reducer, args, results) ----------------
// `kernel: {reduce: {` puts the inner map at line 10, column 22; `reducer: ` its value at column 32.

Entry var_entry(std::string kernel) {
  return Entry()
      .set("op", "var.correction")
      .set("signature", "var.correction(Tensor self, int[1]? dim, *, int? correction, bool keepdim=False) -> Tensor")
      .set("variants", "[function, out]")
      .set("promotion", "reduction_keeps_dtype")
      .set("broadcast", "none")
      .set("inplace_cast", "unsafe")
      .set("names", "removes_dimensions")
      .set("kernel", std::move(kernel));
}

TEST(Diagnostics, AReducerKernelIsAccepted) {
  EXPECT_EQ(diagnose(ops_file({var_entry("{reduce: {reducer: welford, args: [correction], results: {var: real}}}")})),
            Diags{});
}

TEST(Diagnostics, AReducerIsOneOfTheKnownOnes) {
  EXPECT_EQ(diagnose(ops_file({var_entry("{reduce: {reducer: welfrod, results: {var: real}}}")})),
            (Diags{{10, 32, "unknown reducer 'welfrod' (did you mean 'welford'?); expected one of: welford"}}));
}

TEST(Diagnostics, AReducerStoresOnlyItsResults) {
  EXPECT_EQ(
      diagnose(ops_file({var_entry("{reduce: {reducer: welford, args: [correction], results: {varr: real}}}")})),
      (Diags{{10, 71, "reducer 'welford' stores no result 'varr' (did you mean 'var'?); it stores: var, std, mean"}}));
}

TEST(Diagnostics, AReducerResultIsComputedOrReal) {
  EXPECT_EQ(diagnose(ops_file({var_entry("{reduce: {reducer: welford, args: [correction], results: {var: float}}}")})),
            (Diags{{10, 76,
                    "result 'var' must have the dtype computed (the reduction's dtype), real (its real dtype: "
                    "float for complex64) or index (int64); got 'float'"}}));
}

TEST(Diagnostics, AReducerStoresOneResultPerReturn) {
  EXPECT_EQ(diagnose(ops_file(
                {var_entry("{reduce: {reducer: welford, args: [correction], results: {var: real, mean: computed}}}")})),
            (Diags{{10, 70,
                    "a reducer kernel stores one declared result per returned Tensor; 'var.correction' returns "
                    "Tensor"}}));
}

TEST(Diagnostics, AReducerTakesTheOpsOwnArguments) {
  EXPECT_EQ(
      diagnose(ops_file({var_entry("{reduce: {reducer: welford, args: [correction, bias], results: {var: real}}}")})),
      (Diags{{10, 47,
              "'bias' is not an argument of 'var.correction' the reducer can take (self, dim, keepdim and "
              "dtype are the stub's)"}}));
}

TEST(Diagnostics, AReducerArgumentIsANumberOrABool) {
  EXPECT_EQ(
      diagnose(ops_file({var_entry("{reduce: {reducer: welford, args: [correction], results: {var: real}}}")
                             .set("signature",
                                  "var.correction(Tensor self, int[1]? dim, *, str correction, bool "
                                  "keepdim=False) -> Tensor")})),
      (Diags{{4, 60, "a reducer's argument is a bool, int or float (optional or not); 'str correction' is not"}}));
}

TEST(Diagnostics, AReducerKernelHasNoSteps) {
  EXPECT_EQ(diagnose(ops_file({var_entry(
                "{reduce: {reducer: welford, args: [correction], identity: \"0\", results: {var: real}}}")})),
            (Diags{{10, 32,
                    "a reducer kernel is defined by its reducer 'welford': identity, combine, map and finalize do "
                    "not apply"}}));
}

TEST(Diagnostics, AReducerKernelComputesInSelfsDtype) {
  EXPECT_EQ(
      diagnose(ops_file({var_entry("{reduce: {reducer: welford, args: [correction], results: {var: real}}}")
                             .set("promotion", "reduction")})),
      (Diags{{6, 16,
              "a reducer kernel computes in self's dtype: its promotion is reduction_keeps_dtype, not 'reduction'"}}));
}

TEST(Diagnostics, ResultsWithoutAReducer) {
  EXPECT_EQ(diagnose(ops_file({prod_entry("{reduce: {identity: \"1\", combine: \"a * b\", results: {var: real}}}")})),
            (Diags{{10, 22, "args and results belong to a reducer kernel: add reducer: <name> (one of: welford)"}}));
}

TEST(Diagnostics, OnlyAReducerCastsIntoOut) {
  EXPECT_EQ(
      diagnose(ops_file({prod_entry("{reduce: {identity: \"1\", combine: \"a * b\"}}").set("inplace_cast", "unsafe")})),
      (Diags{{8, 19,
              "inplace_cast unsafe (computed in self's dtype, then cast into out) is a reducer kernel's; this "
              "reduce kernel computes in its result's dtype"}}));
}

// ---- scan kernels -------------------------------------------------------------------------------------
// `kernel: {scan: {` puts the inner map at line 10, column 20.

Entry cumsum_entry(std::string kernel) {
  return Entry()
      .set("op", "cumsum")
      .set("signature", "cumsum(Tensor self, int dim, *, ScalarType? dtype=None) -> Tensor")
      .set("variants", "[function, method, inplace, out]")
      .set("promotion", "reduction")
      .set("broadcast", "none")
      .set("inplace_cast", "out_dtype")
      .set("names", "keeps_input_names")
      .set("kernel", std::move(kernel));
}

TEST(Diagnostics, AScanKernelIsAccepted) {
  EXPECT_EQ(diagnose(ops_file({cumsum_entry("{scan: {identity: \"0\", combine: \"a + b\", name: cumsum_out}}")})),
            Diags{});
}

TEST(Diagnostics, AScanTakesNoReduceKey) {
  EXPECT_EQ(diagnose(ops_file({cumsum_entry("{scan: {identity: \"0\", combine: \"a + b\", map: \"x\"}}")})),
            (Diags{{10, 54,
                    "'map' is a reduce kernel's key; a scan kernel stores every prefix of its fold and takes only: "
                    "identity, combine, name, empty, reducer, results"}}));
}

TEST(Diagnostics, UnknownScanKernelKey) {
  EXPECT_EQ(diagnose(ops_file({cumsum_entry("{scan: {identity: \"0\", combin: \"a + b\"}}")})),
            (Diags{{10, 20, "a scan kernel needs a combine expression of the partials a and b, such as \"a + b\""},
                   {10, 36,
                    "unknown scan kernel key 'combin' (did you mean 'combine'?); expected one of: identity, "
                    "combine, name, empty, reducer, results"}}));
}

TEST(Diagnostics, ScanRejectsMayReadOut) {
  const std::string rejects =
      "doc: Scans.\n    rejects: [{when: {self: bool, out: int8}, variants: [out], error: "
      "RuntimeError, message: \"{out}\"}]";
  EXPECT_EQ(
      diagnose(ops_file({cumsum_entry("{scan: {identity: \"0\", combine: \"a + b\"}}").replace_line("doc", rejects)})),
      Diags{});
  EXPECT_EQ(diagnose(ops_file({cumsum_entry("{scan: {identity: \"0\", combine: \"a + b\"}}")
                                   .replace_line("doc", rejects)
                                   .set("variants", "[function, method]")
                                   .set("inplace_cast", "none")})),
            (Diags{{14, 35, "rejects operand 'out' reads the out= tensor's dtype; 'cumsum' has no out variant"},
                   {14, 58, "rejects variant 'out' is not a variant of 'cumsum' (variants: function, method)"}}));
}

TEST(Diagnostics, ScanEmptyIsChecksOrSkips) {
  EXPECT_EQ(diagnose(ops_file({cumsum_entry("{scan: {identity: \"0\", combine: \"a + b\", empty: raises}}")})),
            (Diags{{10, 61,
                    "scan kernel 'empty' must be checks (an empty or 0-dim self still has its dim and dtype checked, "
                    "as logcumsumexp) or skips (neither, as cumsum); got 'raises'"}}));
}

Entry cummax_entry(std::string kernel) {
  return cumsum_entry(std::move(kernel))
      .set("op", "cummax")
      .set("signature", "cummax(Tensor self, int dim) -> (Tensor values, Tensor indices)")
      .set("variants", "[function, method, out]")
      .set("promotion", "reduction_keeps_dtype")
      .set("inplace_cast", "exact");
}

TEST(Diagnostics, AScannerIsAccepted) {
  EXPECT_EQ(diagnose(ops_file({cummax_entry(
                "{scan: {reducer: cummax, results: {values: computed, indices: index}, name: cummax}}")})),
            Diags{});
}

TEST(Diagnostics, AScanNamesAScanner) {
  EXPECT_EQ(diagnose(ops_file({cummax_entry("{scan: {reducer: welford, results: {var: real}}}")})),
            (Diags{{10, 30, "'welford' is a reduce kernel's reducer; a scan kernel names one of: cummax, cummin"}}));
  EXPECT_EQ(diagnose(ops_file({var_entry("{reduce: {reducer: cummax, results: {values: computed}}}")})),
            (Diags{{10, 32, "'cummax' is a scan kernel's scanner; a reduce kernel names one of: welford"}}));
}

TEST(Diagnostics, AScannersResultsAreItsReturns) {
  EXPECT_EQ(
      diagnose(ops_file({cummax_entry("{scan: {reducer: cummax, results: {indices: index, values: computed}}}")})),
      (Diags{{10, 47,
              "a scanner's results are the op's returns in order, values computed and indices index; "
              "'cummax' returns (Tensor values, Tensor indices)"}}));
}

TEST(Diagnostics, AScannerKeepsSelfsDtype) {
  EXPECT_EQ(diagnose(ops_file({cummax_entry("{scan: {reducer: cummax, results: {values: computed, indices: index}}}")
                                   .set("promotion", "reduction")})),
            (Diags{{6, 16,
                    "a scanner's values keep self's dtype: its promotion is reduction_keeps_dtype, not "
                    "'reduction'"}}));
}

TEST(Diagnostics, AScanNeedsAnIdentity) {
  EXPECT_EQ(diagnose(ops_file({cumsum_entry("{scan: {combine: \"a + b\"}}")})),
            (Diags{{10, 20, "a scan kernel needs an identity (the result of no element, such as \"0\" for a sum)"}}));
}

TEST(Diagnostics, AScanRunsAlongOneDim) {
  EXPECT_EQ(diagnose(ops_file(
                {cumsum_entry("{scan: {identity: \"0\", combine: \"a + b\"}}")
                     .set("signature", "cumsum(Tensor self, int[1] dim, *, ScalarType? dtype=None) -> Tensor")})),
            (Diags{{4, 36,
                    "a scan kernel takes Tensor self, dim (int or Dimname) and ScalarType? dtype; 'int[1] dim' is "
                    "none of them"}}));
}

TEST(Diagnostics, AScanNeedsADim) {
  EXPECT_EQ(diagnose(ops_file({cumsum_entry("{scan: {identity: \"0\", combine: \"a + b\"}}")
                                   .set("signature", "cumsum(Tensor self, *, ScalarType? dtype=None) -> Tensor")})),
            (Diags{{10, 20, "a scan kernel runs along one dim; 'cumsum' has no argument dim"}}));
}

TEST(Diagnostics, AScanKeepsNames) {
  EXPECT_EQ(diagnose(ops_file(
                {cumsum_entry("{scan: {identity: \"0\", combine: \"a + b\"}}").set("names", "removes_dimensions")})),
            (Diags{{9, 12,
                    "a scan kernel's names rule is keeps_input_names or none (named tensors rejected), not "
                    "'removes_dimensions'"}}));
}

TEST(Diagnostics, AScanPromotionIsAReductions) {
  EXPECT_EQ(diagnose(ops_file(
                {cumsum_entry("{scan: {identity: \"0\", combine: \"a + b\"}}").set("promotion", "reduction_to_bool")})),
            (Diags{{4, 48,
                    "a scan's dtype argument needs promotion 'reduction' (dtype= picks the result dtype), not "
                    "'reduction_to_bool'"},
                   {6, 16,
                    "a scan kernel's promotion is reduction (bool and integers scan in int64, as cumsum) or "
                    "reduction_keeps_dtype, not 'reduction_to_bool'"}}));
}

TEST(Diagnostics, AScanDtypeArgumentNeedsPromotionReduction) {
  EXPECT_EQ(
      diagnose(ops_file(
          {cumsum_entry("{scan: {identity: \"0\", combine: \"a + b\"}}").set("promotion", "reduction_keeps_dtype")})),
      (Diags{{4, 48,
              "a scan's dtype argument needs promotion 'reduction' (dtype= picks the result dtype), not "
              "'reduction_keeps_dtype'"}}));
}

TEST(Diagnostics, AScanComputesOneTensor) {
  EXPECT_EQ(diagnose(ops_file({cumsum_entry("{scan: {identity: \"0\", combine: \"a + b\"}}")
                                   .set("signature", "cumsum(Tensor self, int dim) -> (Tensor, Tensor)")
                                   .set("variants", "[function]")
                                   .set("inplace_cast", "none")})),
            (Diags{{10, 20, "a scan kernel computes one Tensor; 'cumsum' returns (Tensor, Tensor)"}}));
}

// ---- sort kernels -------------------------------------------------------------------------------------
// `kernel: {sort: {` puts the inner map at line 10, column 20.

Entry sort_entry(std::string kernel) {
  return Entry()
      .set("op", "sort")
      .set("signature", "sort(Tensor self, int dim=-1, bool descending=False) -> (Tensor values, Tensor indices)")
      .set("variants", "[function, method, out]")
      .set("promotion", "reduction_keeps_dtype")
      .set("broadcast", "none")
      .set("inplace_cast", "exact")
      .set("names", "none")
      .set("kernel", std::move(kernel));
}

TEST(Diagnostics, ASortKernelIsAccepted) {
  EXPECT_EQ(diagnose(ops_file({sort_entry("{sort: {results: [values, indices], name: sorting_kernel_method_name}}")})),
            Diags{});
}

TEST(Diagnostics, ASortNeedsResults) {
  EXPECT_EQ(diagnose(ops_file({sort_entry("{sort: {name: sort_cpu}}")})),
            (Diags{{10, 20, "a sort kernel needs results: [values, indices], [indices] or [values]"}}));
}

TEST(Diagnostics, UnknownSortResult) {
  EXPECT_EQ(
      diagnose(ops_file({sort_entry("{sort: {results: [values, indexes]}}")})),
      (Diags{{10, 39,
              "unknown sort result 'indexes' (did you mean 'indices'?); a sort returns values, indices or both"}}));
}

TEST(Diagnostics, ASortsResultsComeInOrder) {
  EXPECT_EQ(diagnose(ops_file({sort_entry("{sort: {results: [indices, values]}}")})),
            (Diags{{10, 40, "a sort's results are values, then indices, each once"}}));
}

TEST(Diagnostics, ASortReturnsItsResults) {
  EXPECT_EQ(diagnose(ops_file({sort_entry("{sort: {results: [values]}}")})),
            (Diags{{10, 30,
                    "a sort kernel returns one Tensor per declared result; 'sort' returns (Tensor values, Tensor "
                    "indices)"}}));
}

TEST(Diagnostics, AnArgsortsPromotionIsIndex) {
  EXPECT_EQ(
      diagnose(ops_file({sort_entry("{sort: {results: [indices]}}")
                             .set("signature", "argsort(Tensor self, int dim=-1, bool descending=False) -> Tensor")
                             .set("op", "argsort")
                             .set("variants", "[function]")
                             .set("inplace_cast", "none")})),
      (Diags{{6, 16,
              "a sort kernel's promotion is reduction_keeps_dtype where it returns values (self's dtype), "
              "index where it returns only indices; 'argsort' needs 'index', not 'reduction_keeps_dtype'"}}));
}

TEST(Diagnostics, ASortTakesItsOwnArguments) {
  EXPECT_EQ(diagnose(ops_file({sort_entry("{sort: {results: [values, indices]}}")
                                   .set("signature",
                                        "sort(Tensor self, int dim=-1, bool largest=True) -> (Tensor values, Tensor "
                                        "indices)")})),
            (Diags{{4, 46,
                    "a sort kernel that selects all takes Tensor self, int dim, bool descending and bool stable (or "
                    "bool? stable); 'bool largest' is none of them"}}));
}

TEST(Diagnostics, UnknownSortKernelKey) {
  EXPECT_EQ(
      diagnose(ops_file({sort_entry("{sort: {results: [values, indices], stable: true}}")})),
      (Diags{{10, 49, "unknown sort kernel key 'stable'; expected one of: results, select, name, out_dtype_texts"}}));
}

Entry topk_entry(std::string kernel) {
  return sort_entry(std::move(kernel))
      .set("op", "topk")
      .set("signature",
           "topk(Tensor self, int k, int dim=-1, bool largest=True, bool sorted=True) -> (Tensor values, Tensor "
           "indices)")
      .set("names", "keeps_input_names");
}

Entry kthvalue_entry(std::string kernel) {
  return sort_entry(std::move(kernel))
      .set("op", "kthvalue")
      .set("signature",
           "kthvalue(Tensor self, int k, int dim=-1, bool keepdim=False) -> (Tensor values, Tensor indices)")
      .set("names", "removes_dimensions");
}

TEST(Diagnostics, SelectingSortsAreAccepted) {
  EXPECT_EQ(diagnose(ops_file({topk_entry("{sort: {results: [values, indices], select: first_k, name: topk_cpu}}")})),
            Diags{});
  EXPECT_EQ(diagnose(ops_file({kthvalue_entry(
                "{sort: {results: [values, indices], select: kth, out_dtype_texts: {values: \"output values must be "
                "of same type as input\", indices: \"expected '{result}' but got '{out_tensor}'\"}}}")})),
            Diags{});
  EXPECT_EQ(diagnose(ops_file({sort_entry("{sort: {results: [values], select: median, name: median_cpu}}")
                                   .set("op", "median")
                                   .set("signature", "median(Tensor self) -> Tensor")
                                   .set("variants", "[function, method]")
                                   .set("inplace_cast", "none")
                                   .set("names", "removes_dimensions")})),
            Diags{});
}

TEST(Diagnostics, UnknownSortSelection) {
  EXPECT_EQ(diagnose(ops_file({topk_entry("{sort: {results: [values, indices], select: first}}")})),
            (Diags{{10, 57,
                    "unknown sort selection 'first' (did you mean 'first_k'?); expected one of: all, first_k, kth, "
                    "median, nanmedian, mode"}}));
}

TEST(Diagnostics, ASelectionReturnsValuesAndIndices) {
  EXPECT_EQ(diagnose(ops_file({kthvalue_entry("{sort: {results: [values], select: kth}}")})),
            (Diags{{10, 30,
                    "a sort kernel returns one Tensor per declared result; 'kthvalue' returns (Tensor values, Tensor "
                    "indices)"},
                   {10, 30,
                    "a sort kernel that selects (kth) returns [values, indices] (median and nanmedian over all "
                    "elements: [values])"}}));
}

TEST(Diagnostics, ASelectionTakesItsOwnArguments) {
  EXPECT_EQ(diagnose(ops_file({kthvalue_entry("{sort: {results: [values, indices], select: kth}}")
                                   .set("signature",
                                        "kthvalue(Tensor self, int k, int dim=-1, bool descending=False) -> (Tensor "
                                        "values, Tensor indices)")})),
            (Diags{{4, 57,
                    "a sort kernel that selects kth takes Tensor self, int k, int or Dimname dim and bool keepdim; "
                    "'bool descending' is none of them"}}));
}

TEST(Diagnostics, ATopkNeedsK) {
  EXPECT_EQ(diagnose(ops_file({topk_entry("{sort: {results: [values, indices], select: first_k}}")
                                   .set("signature",
                                        "topk(Tensor self, int dim=-1, bool largest=True) -> (Tensor values, Tensor "
                                        "indices)")})),
            (Diags{{10, 20, "a sort kernel that selects first_k needs an int k"}}));
}

TEST(Diagnostics, ASelectionRemovesItsDim) {
  EXPECT_EQ(
      diagnose(ops_file(
          {kthvalue_entry("{sort: {results: [values, indices], select: kth}}").set("names", "keeps_input_names")})),
      (Diags{{9, 12,
              "a sort kernel that selects kth's names rule is removes_dimensions or none (named tensors "
              "rejected), not 'keeps_input_names'"}}));
}

TEST(Diagnostics, OutDtypeTextsNameReturnedResults) {
  EXPECT_EQ(diagnose(ops_file({sort_entry("{sort: {results: [values], select: median, out_dtype_texts: {indices: x}}}")
                                   .set("op", "median")
                                   .set("signature", "median(Tensor self) -> Tensor")
                                   .set("variants", "[function, method]")
                                   .set("inplace_cast", "none")
                                   .set("names", "removes_dimensions")})),
            (Diags{{10, 74, "out_dtype_texts names 'indices', which the sort kernel does not return"}}));
}

TEST(Diagnostics, OutDtypeTextsPlaceholders) {
  EXPECT_EQ(diagnose(ops_file({kthvalue_entry(
                "{sort: {results: [values, indices], select: kth, out_dtype_texts: {values: \"got {dtype}\"}}}")})),
            (Diags{{10, 88,
                    "unknown placeholder '{dtype}' in an out= dtype text; it may name {out} and {result} (the "
                    "dtypes, Float) and {out_tensor} and {result_tensor} (opforge.FloatTensor)"}}));
}

// ---- structured kernels -------------------------------------------------------------------------------
// `kernel: {structured: {` puts the inner map at line 10, column 26.

Entry mm_entry(std::string kernel) {
  return Entry()
      .set("op", "mm")
      .set("signature", "mm(Tensor self, Tensor mat2) -> Tensor")
      .set("variants", "[function, method, out]")
      .set("promotion", "same_dtype")
      .set("broadcast", "none")
      .set("inplace_cast", "exact")
      .set("names", "contracts_away_dims")
      .set("kernel", std::move(kernel));
}

TEST(Diagnostics, AStructuredKernelIsAccepted) {
  EXPECT_EQ(diagnose(ops_file({mm_entry("{structured: {shape: mm_shape, dtype_errors: {cpu: addmm_impl_cpu_}}}")})),
            Diags{});
}

TEST(Diagnostics, AStructuredKernelNeedsAShape) {
  EXPECT_EQ(diagnose(ops_file({mm_entry("{structured: {name: mm_kernel}}")})),
            (Diags{{10, 26,
                    "a structured kernel needs shape: the hand-written meta::<shape> function that checks "
                    "the arguments and gives the result's sizes"}}));
}

TEST(Diagnostics, UnknownStructuredKernelKey) {
  EXPECT_EQ(diagnose(ops_file({mm_entry("{structured: {shape: mm_shape, shap: x}}")})),
            (Diags{{10, 44,
                    "unknown structured kernel key 'shap' (did you mean 'shape'?); expected one of: shape, "
                    "name, dtype_errors, outputs, out_dtype_message, empty_skips_dtype_check, device_generic, "
                    "addend, same_dtype_checks, starts_from, wraps"}}));
}

TEST(Diagnostics, AStructuredKernelNamesADeviceInDtypeErrors) {
  EXPECT_EQ(diagnose(ops_file({mm_entry("{structured: {shape: mm_shape, dtype_errors: {mps: addmm_mps}}}")})),
            (Diags{{10, 59, "unknown device 'mps' in dtype_errors; expected cpu or cuda"}}));
}

TEST(Diagnostics, AStructuredKernelTakesTheSameDtypeDefaultOrIndexRule) {
  EXPECT_EQ(diagnose(ops_file({mm_entry("{structured: {shape: mm_shape}}").set("promotion", "int_to_float")})),
            (Diags{{6, 16,
                    "a structured kernel's promotion is same_dtype, default or index (the dtype rules its stub "
                    "applies so far), not 'int_to_float'"}}));
  EXPECT_EQ(diagnose(ops_file({mm_entry("{structured: {shape: mm_shape}}").set("promotion", "index")})), Diags{});
}

TEST(Diagnostics, InvalidUtf8IsReportedWhereItIs) {
  EXPECT_EQ(diagnose(ops_file({Entry().set("doc", "Adds \xc3\xa9 and \xff.")})),
            (Diags{{13, 21, "invalid UTF-8 (byte 0xff); ops.yaml must be UTF-8 text"}}));
}

TEST(Diagnostics, ControlCharacterIsReportedWhereItIs) {
  // yaml-cpp would read a file starting with 01 00 00 00 as UTF-32, at positions that are not the file's.
  EXPECT_EQ(diagnose(std::string("\x01\0\0\0", 4) + ops_file({Entry()})),
            (Diags{{1, 1, "control character U+0001; YAML allows none but tab and line breaks"}}));
  EXPECT_EQ(diagnose(ops_file({Entry().set("doc", "Adds \xc3\xa9 and \x7f.")})),
            (Diags{{13, 21, "control character U+007F; YAML allows none but tab and line breaks"}}));
  EXPECT_EQ(diagnose(ops_file({Entry().set("doc", "Adds \xc3\xa9 and \xc2\x9f.")})),
            (Diags{{13, 21, "control character U+009F; YAML allows none but tab and line breaks"}}));
}

TEST(Diagnostics, OverloadsWithTheSameParameterTypes) {
  Entry other = mm_entry("{structured: {shape: mm_shape}}");
  other.set("op", "mm.other").set("signature", "mm.other(Tensor self, Tensor other) -> Tensor");
  EXPECT_EQ(diagnose(ops_file({mm_entry("{structured: {shape: mm_shape}}"), other})),
            (Diags{{15, 16,
                    "'mm.other' takes the same parameter types as 'mm' (line 4): their C++ functions would "
                    "be one overload, mm(Tensor, Tensor); change an argument's type, or drop the entry"}}));
  // Entries whose variants name different C++ functions (add_ in place, add as a function) do not
  // collide: PyTorch's bernoulli_.float and bernoulli.p take the same types.
  Entry inplace = Entry().set("op", "add.inplace").set("variants", "[inplace]");
  inplace.set("signature", "add.inplace(Tensor self, Tensor other, *, Scalar alpha=1) -> Tensor");
  const Entry function = Entry().set("variants", "[function, method]").set("inplace_cast", "none");
  EXPECT_EQ(diagnose(ops_file({function, inplace})), Diags{});
  EXPECT_EQ(diagnose(ops_file({Entry(), inplace})),
            (Diags{{15, 16,
                    "'add.inplace' takes the same parameter types as 'add' (line 4): their C++ functions would "
                    "be one overload, add_(Tensor, Tensor, Scalar); change an argument's type, or drop the "
                    "entry"}}));
}

// A view entry: a view computes no values, so it has no promotion, broadcast or inplace_cast.
Entry transpose_entry(std::string signature) {
  return Entry()
      .set("op", "transpose")
      .set("signature", std::move(signature))
      .set("variants", "[function, method, inplace]")
      .drop("promotion")
      .drop("broadcast")
      .drop("inplace_cast")
      .set("names", "permutes_dimensions")
      .set("kernel", "{view: transpose_geometry}");
}

TEST(Diagnostics, AViewTakesNoValueRules) {
  const Entry with_rules = Entry()
                               .set("op", "transpose")
                               .set("signature", "transpose(Tensor(a) self, int dim0, int dim1) -> Tensor(a)")
                               .set("variants", "[function, method]")
                               .set("names", "permutes_dimensions")
                               .set("kernel", "{view: transpose_geometry}")
                               .drop("broadcast");
  EXPECT_EQ(diagnose(ops_file({with_rules})),
            (Diags{{6, 5,
                    "field 'promotion' does not apply to a view kernel: a view computes no values, so nothing is "
                    "promoted, broadcast or cast; remove it"},
                   {7, 5,
                    "field 'inplace_cast' does not apply to a view kernel: a view computes no values, so nothing "
                    "is promoted, broadcast or cast; remove it"}}));
}

TEST(Diagnostics, AViewKernelIsAccepted) {
  EXPECT_EQ(diagnose(ops_file({transpose_entry("transpose(Tensor(a) self, int dim0, int dim1) -> Tensor(a)")})),
            Diags{});
}

TEST(Diagnostics, AViewKernelReturnsAViewOfSelf) {
  EXPECT_EQ(diagnose(ops_file({transpose_entry("transpose(Tensor self, int dim0, int dim1) -> Tensor")})),
            (Diags{{7, 20,
                    "a view kernel returns a view of self: 'transpose' must read (Tensor(a) self, ...) -> "
                    "Tensor(a)"}}));
}

TEST(Diagnostics, AViewsNamesFollowItsDims) {
  EXPECT_EQ(diagnose(ops_file({transpose_entry("transpose(Tensor(a) self, int dim0, int dim1) -> Tensor(a)")
                                   .set("names", "unifies_names_from_inputs")})),
            (Diags{{6, 12,
                    "a view's names are those of the dims its dims come from: names must be "
                    "permutes_dimensions, removes_dimensions, keeps_input_names, none (named tensors refused) or "
                    "custom (the geometry function refuses them), not 'unifies_names_from_inputs'"}}));
}

Entry flatten_entry() {
  return transpose_entry("flatten(Tensor(a) self, int start_dim, int end_dim, Dimname out_dim) -> Tensor(a)")
      .set("op", "flatten")
      .set("variants", "[function, method]")
      .set("names", "custom");
}

TEST(Diagnostics, AViewNamesItsNewDimsAfterADimnameArgument) {
  EXPECT_EQ(diagnose(ops_file({flatten_entry().set("kernel", "{view: flatten_geometry, new_dim_names: out_dim}")})),
            Diags{});
}

TEST(Diagnostics, NewDimNamesMustBeADimnameArgument) {
  EXPECT_EQ(diagnose(ops_file({flatten_entry().set("kernel", "{view: flatten_geometry, new_dim_names: end_dim}")})),
            (Diags{{7, 53,
                    "new_dim_names 'end_dim' must be a Dimname or Dimname[] argument of 'flatten' (arguments: "
                    "self, start_dim, end_dim, out_dim)"}}));
}

TEST(Diagnostics, NewDimNamesIsAViewKernelsField) {
  const Entry composite =
      Entry()
          .set("op", "flatten")
          .set("signature", "flatten(Tensor(a) self, int start_dim, int end_dim, Dimname out_dim) -> Tensor(a)")
          .set("variants", "[function, method]")
          .set("broadcast", "none")
          .set("inplace_cast", "none")
          .set("names", "custom")
          .set("kernel", "{composite: flatten, new_dim_names: out_dim}");
  EXPECT_EQ(diagnose(ops_file({composite})),
            (Diags{{10, 34,
                    "new_dim_names beside the kernel's kind is for view kernels: it names the argument that names "
                    "the dims a view's geometry gives as new"}}));
}

TEST(Diagnostics, NewDimNamesNeedsNamesToCarry) {
  EXPECT_EQ(
      diagnose(ops_file(
          {flatten_entry().set("names", "none").set("kernel", "{view: flatten_geometry, new_dim_names: out_dim}")})),
      (Diags{{7, 53, "new_dim_names names a view's new dims, but names none refuses named tensors"}}));
}

Entry max_dim_entry(std::string kernel) {
  return Entry()
      .set("op", "max.dim")
      .set("signature", "max.dim(Tensor self, int dim, bool keepdim=False) -> (Tensor values, Tensor indices)")
      .set("variants", "[function, method, out]")
      .set("promotion", "{kind: default, operands: [self]}")
      .set("broadcast", "none")
      .set("inplace_cast", "exact")
      .set("names", "removes_dimensions")
      .set("kernel", std::move(kernel));
}

TEST(Diagnostics, AStructuredKernelWithSeveralResultsIsAccepted) {
  EXPECT_EQ(diagnose(ops_file({max_dim_entry("{structured: {shape: max_dim_shape, outputs: {indices: int64}}}")})),
            Diags{});
}

TEST(Diagnostics, AStructuredKernelDeclaresTheDtypeOfEachLaterResult) {
  EXPECT_EQ(diagnose(ops_file({max_dim_entry("{structured: {shape: max_dim_shape}}")})),
            (Diags{{10, 26,
                    "result 2 of 'max.dim' needs its dtype: write outputs: {indices: <dtype>} in the "
                    "structured kernel"}}));
}

TEST(Diagnostics, AStructuredKernelOutputMustBeALaterResult) {
  EXPECT_EQ(diagnose(ops_file(
                {max_dim_entry("{structured: {shape: max_dim_shape, outputs: {indices: int64, values: int64}}}")})),
            (Diags{{10, 75,
                    "'values' is not a result of 'max.dim' after its first (whose dtype the promotion gives); "
                    "it returns (Tensor values, Tensor indices)"}}));
}

TEST(Diagnostics, AStructuredKernelOutputDtypeMustBeKnown) {
  EXPECT_EQ(diagnose(ops_file({max_dim_entry("{structured: {shape: max_dim_shape, outputs: {indices: long}}}")})),
            (Diags{{10, 68, "unknown dtype 'long'; write a dtype by its Python name, such as int64"}}));
}

TEST(Diagnostics, SameDtypeNeedsAStructuredKernel) {
  EXPECT_EQ(diagnose(ops_file({mm_entry("{custom: mm_kernel}")})),
            (Diags{{6, 16,
                    "promotion 'same_dtype' is applied by the stub of a structured kernel; 'mm' has a custom "
                    "kernel"}}));
}

TEST(Diagnostics, IndexNeedsAStructuredKernel) {
  EXPECT_EQ(
      diagnose(ops_file({mm_entry("{custom: mm_kernel}").set("promotion", "index")})),
      (Diags{{6, 16, "promotion 'index' is applied by the stub of a structured kernel; 'mm' has a custom kernel"}}));
}

// addmm: self + the product, in place into self; the kernel map starts at line 10, column 26.
Entry addmm_entry(std::string kernel) {
  return mm_entry(std::move(kernel))
      .set("op", "addmm")
      .set("signature", "addmm(Tensor self, Tensor mat1, Tensor mat2, *, Scalar beta=1, Scalar alpha=1) -> Tensor")
      .set("variants", "[function, method, inplace, out]")
      .set("names", "{kind: contracts_away_dims, operands: [mat1, mat2, self]}");
}

TEST(Diagnostics, AStructuredKernelIsInPlaceOnlyIntoItsAddendOrItsStart) {
  EXPECT_EQ(diagnose(ops_file({mm_entry("{structured: {shape: mm_shape}}").set("variants", "[function, inplace]")})),
            (Diags{{10, 26,
                    "a structured kernel's in-place variant writes the result into self: declare addend: self (the "
                    "addend of its product) or starts_from: self (otherwise the kernel writes a new result)"}}));
  EXPECT_EQ(
      diagnose(ops_file(
          {mm_entry("{structured: {shape: mm_shape, starts_from: self}}").set("variants", "[function, inplace]")})),
      Diags{});
  EXPECT_EQ(diagnose(ops_file({mm_entry("{structured: {shape: mm_shape, starts_from: mat2}}")})),
            (Diags{{10, 57, "starts_from 'mat2' is not self: the result starts as a copy of self (mm)"}}));
  EXPECT_EQ(diagnose(ops_file({addmm_entry("{structured: {shape: addmm_shape, addend: self, starts_from: self}}")})),
            (Diags{{10, 74, "a structured kernel has an addend or starts from self, not both"}}));
}

// wraps: int arguments the stub wraps against a Tensor argument's dims.
TEST(Diagnostics, AStructuredKernelWrapsIntArgumentsAgainstTensors) {
  const auto gather = [](std::string kernel) {
    return mm_entry(std::move(kernel))
        .set("op", "gather")
        .set("signature", "gather(Tensor self, int dim, Tensor index) -> Tensor");
  };
  EXPECT_EQ(diagnose(ops_file({gather("{structured: {shape: gather_shape, wraps: {dim: self}}}")})), Diags{});
  // An int? is wrapped where it is given (argmax); an int[]? is not a list the stub wraps.
  const auto optional_dim = [](std::string type, std::string kernel) {
    return mm_entry(std::move(kernel))
        .set("op", "argmax")
        .set("signature", "argmax(Tensor self, " + type + " dim=None, bool keepdim=False) -> Tensor");
  };
  EXPECT_EQ(diagnose(ops_file({optional_dim("int?", "{structured: {shape: argmax_shape, wraps: {dim: self}}}")})),
            Diags{});
  EXPECT_EQ(diagnose(ops_file({optional_dim("int[1]?", "{structured: {shape: argmax_shape, wraps: {dim: self}}}")})),
            (Diags{{10, 56,
                    "wraps 'dim': the stub wraps an int, int? or int[] argument of 'argmax' (such as dim); expected "
                    "one of: self, dim, keepdim"}}));
  EXPECT_EQ(diagnose(ops_file({gather("{structured: {shape: gather_shape, wraps: {dimm: self, index: self}}}")})),
            (Diags{{10, 56,
                    "wraps 'dimm': the stub wraps an int, int? or int[] argument of 'gather' (such as dim); expected "
                    "one of: self, "
                    "dim, index"},
                   {10, 68,
                    "wraps 'index': the stub wraps an int, int? or int[] argument of 'gather' (such as dim); expected "
                    "one of: self, "
                    "dim, index"}}));
  EXPECT_EQ(diagnose(ops_file({gather("{structured: {shape: gather_shape, wraps: {dim: mat}}}")})),
            (Diags{{10, 56,
                    "wraps 'dim' against 'mat', which is not a Tensor argument of 'gather'; expected one of: self, "
                    "dim, index"}}));
  EXPECT_EQ(diagnose(ops_file({gather("{structured: {shape: gather_shape, wraps: [dim]}}")})),
            (Diags{{10, 55,
                    "wraps must be a map of int arguments to the Tensor arguments they index, such as {dim: "
                    "self}"}}));
}

TEST(Diagnostics, AStructuredKernelWithAnAddendIsAccepted) {
  EXPECT_EQ(diagnose(ops_file({addmm_entry(
                "{structured: {shape: addmm_shape, addend: self, same_dtype_checks: [[self, mat2, \"self and mat2 "
                "must have the same dtype\"], [mat1, mat2, \"mat1 and mat2 must have the same dtype\"]]}}")})),
            Diags{});
}

TEST(Diagnostics, AnAddendIsATensorArgument) {
  EXPECT_EQ(diagnose(ops_file(
                {addmm_entry("{structured: {shape: addmm_shape, addend: beta}}").set("variants", "[function, out]")})),
            (Diags{{10, 55,
                    "addend 'beta' is not a Tensor argument of 'addmm'; expected one of: self, mat1, mat2, beta, "
                    "alpha"}}));
}

TEST(Diagnostics, AnAddendIsScaledByBetaAndAlpha) {
  EXPECT_EQ(diagnose(ops_file({addmm_entry("{structured: {shape: addmm_shape, addend: self}}")
                                   .set("signature",
                                        "addmm(Tensor self, Tensor mat1, Tensor mat2, *, Scalar beta=1) "
                                        "-> Tensor")})),
            (Diags{{10, 55,
                    "an addend is scaled by beta and the product by alpha: 'addmm' needs the argument 'Scalar "
                    "alpha'"}}));
}

TEST(Diagnostics, SameDtypeChecksNameTwoTensorsAndATextEach) {
  EXPECT_EQ(diagnose(ops_file(
                {addmm_entry("{structured: {shape: addmm_shape, addend: self, same_dtype_checks: [[self, mat2]]}}")})),
            (Diags{{10, 81,
                    "a same_dtype_checks item is [first, second, \"PyTorch's text\"]: two Tensor arguments that "
                    "must have one dtype and the error's text"}}));
  EXPECT_EQ(diagnose(ops_file({addmm_entry(
                "{structured: {shape: addmm_shape, addend: self, same_dtype_checks: [[self, mat3, \"t\"]]}}")})),
            (Diags{{10, 81,
                    "same_dtype_checks operand 'mat3' is not a Tensor argument of 'addmm'; expected one of: self, "
                    "mat1, mat2, beta, alpha"}}));
  EXPECT_EQ(diagnose(ops_file({addmm_entry("{structured: {shape: addmm_shape, addend: self, same_dtype_checks: x}}")})),
            (Diags{{10, 80,
                    "same_dtype_checks must be a list of [first, second, \"PyTorch's text\"] items, such as "
                    "[[self, mat2, \"self and mat2 must have the same dtype\"]]"}}));
}

// ---- factory kernels ----------------------------------------------------------------------------

Entry factory_entry(std::string signature, std::string kernel) {
  return Entry()
      .set("op", "full")
      .set("signature", std::move(signature))
      .set("variants", "[function, out]")
      .drop("promotion")
      .drop("broadcast")
      .drop("inplace_cast")
      .set("names", "factory")
      .set("kernel", std::move(kernel));
}

constexpr const char* kFullSignature =
    "full(int[] size, Scalar fill_value, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, "
    "bool? pin_memory=None) -> Tensor";
constexpr const char* kArangeSignature =
    "arange(Scalar end, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? "
    "pin_memory=None) -> Tensor";
constexpr const char* kLikeSignature =
    "zeros_like(Tensor self, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? "
    "pin_memory=None, MemoryFormat? memory_format=None) -> Tensor";

TEST(Diagnostics, FactoryKernelsOfEachSizeSource) {
  EXPECT_EQ(diagnose(ops_file({factory_entry(kFullSignature, "{factory: full, dtype_from: value_kind}")})), Diags{});
  EXPECT_EQ(diagnose(ops_file({factory_entry(kArangeSignature,
                                             "{factory: arange, sizes: arange_sizes, dtype_from: "
                                             "integral_or_default}")
                                   .set("op", "arange")})),
            Diags{});
  EXPECT_EQ(
      diagnose(ops_file(
          {factory_entry(kLikeSignature, "{factory: zeros}").set("op", "zeros_like").set("variants", "[function]")})),
      Diags{});
}

TEST(Diagnostics, AFactoryTakesTheTensorOptions) {
  EXPECT_EQ(diagnose(ops_file({factory_entry("full(int[] size, Scalar fill_value, *, ScalarType? dtype=None) -> Tensor",
                                             "{factory: full}")})),
            (Diags{{7, 23,
                    "a factory kernel's signature takes PyTorch's tensor options ScalarType? dtype, Layout? layout, "
                    "Device? device and bool? pin_memory; 'full' has no layout"}}));
}

TEST(Diagnostics, AFactoryNeedsItsSizes) {
  EXPECT_EQ(diagnose(ops_file({factory_entry(kArangeSignature, "{factory: arange}").set("op", "arange")})),
            (Diags{{7, 23,
                    "a factory kernel takes its sizes from an int[] size argument, a _like op's self, or the meta "
                    "function 'sizes' names beside it; 'arange' has none of them"}}));
  EXPECT_EQ(diagnose(ops_file({factory_entry(kFullSignature, "{factory: full, sizes: full_sizes}")})),
            (Diags{{7, 36, "sizes names the meta function of a factory without an int[] size; 'full' has one"}}));
}

TEST(Diagnostics, FactoryDtypeFromIsARule) {
  EXPECT_EQ(diagnose(ops_file({factory_entry(kFullSignature, "{factory: full, dtype_from: kind_of_value}")})),
            (Diags{{7, 41,
                    "unknown dtype_from 'kind_of_value'; expected one of: default, value_kind, integral_or_default, "
                    "int64, data_kind"}}));
  EXPECT_EQ(diagnose(ops_file({factory_entry(kLikeSignature, "{factory: zeros, dtype_from: default}")
                                   .set("op", "zeros_like")
                                   .set("variants", "[function]")})),
            (Diags{{7, 42,
                    "a _like op's dtype is self's unless dtype is given: dtype_from does not apply to "
                    "'zeros_like'"}}));
}

constexpr const char* kTensorSignature =
    "tensor(NestedList data, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? "
    "pin_memory=None) -> Tensor";

TEST(Diagnostics, FactoryOfNestedListData) {
  EXPECT_EQ(diagnose(ops_file(
                {factory_entry(kTensorSignature, "{factory: tensor, sizes: tensor_sizes, dtype_from: data_kind}")
                     .set("op", "tensor")
                     .set("variants", "[function]")})),
            Diags{});
  EXPECT_EQ(diagnose(ops_file({factory_entry(kFullSignature, "{factory: ones, dtype_from: data_kind}")})),
            (Diags{{7, 41,
                    "dtype_from data_kind infers the dtype from the numbers of a NestedList data argument; 'full' "
                    "has none"}}));
}

TEST(Diagnostics, NestedListIsNeitherOptionalNorAListElement) {
  for (const char* type : {"NestedList?", "NestedList[]"}) {
    const std::string signature = std::string("tensor(") + type +
                                  " data, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, "
                                  "bool? pin_memory=None) -> Tensor";
    EXPECT_EQ(diagnose(ops_file({factory_entry(signature, "{factory: tensor, sizes: tensor_sizes}")
                                     .set("op", "tensor")
                                     .set("variants", "[function]")})),
              (Diags{{4, 23,
                      "'NestedList' is torch.tensor's data, already a nested list: it is neither optional nor a "
                      "list element"}}))
        << type;
  }
}

TEST(Diagnostics, NestedListIsAFactorysArgument) {
  EXPECT_EQ(diagnose(ops_file({Entry()
                                   .set("signature", "add(Tensor self, Tensor other, NestedList data) -> Tensor")
                                   .set("kernel", "{custom: add_kernel}")})),
            (Diags{{4, 47,
                    "'NestedList' is torch.tensor's data: only a factory kernel takes it ('add' has a custom "
                    "kernel)"}}));
}

TEST(Diagnostics, SizesAndDtypeFromAreFactoryFields) {
  EXPECT_EQ(diagnose(ops_file({Entry().set("kernel", "{pointwise: \"self + alpha * other\", sizes: add_sizes}")})),
            (Diags{{10, 49,
                    "sizes beside the kernel's kind is for factory kernels: it names the meta function "
                    "giving a new tensor's sizes"}}));
}

TEST(Diagnostics, AFactoryHasNoValueRulesAndMakesANewTensor) {
  EXPECT_EQ(diagnose(ops_file({factory_entry(kLikeSignature, "{factory: zeros}")
                                   .set("op", "zeros_like")
                                   .set("variants", "[function, method]")})),
            (Diags{{7, 23, "a factory kernel makes a new tensor: its variants are function and out"}}));
  EXPECT_EQ(diagnose(ops_file({factory_entry(kFullSignature, "{factory: full}").set("names", "keeps_input_names")})),
            (Diags{{6, 12, "names 'keeps_input_names' needs a Tensor operand; 'full' has none"},
                   {6, 12,
                    "a factory's names are its names argument's (or a _like op's self's): names must be "
                    "factory, not 'keeps_input_names'"}}));
  const Entry with_promotion = Entry()
                                   .set("op", "full")
                                   .set("signature", kFullSignature)
                                   .set("variants", "[function, out]")
                                   .set("promotion", "default")
                                   .drop("broadcast")
                                   .drop("inplace_cast")
                                   .set("names", "factory")
                                   .set("kernel", "{factory: full}");
  EXPECT_EQ(diagnose(ops_file({with_promotion})),
            (Diags{{6, 5,
                    "field 'promotion' does not apply to a factory kernel: its dtype is the dtype argument's (or "
                    "dtype_from's), nothing is broadcast, and out= keeps its dtype; remove it"}}));
  EXPECT_EQ(
      diagnose(ops_file({factory_entry("zeros_like(Tensor self, Tensor other, *, ScalarType? dtype=None, Layout? "
                                       "layout=None, Device? device=None, bool? pin_memory=None) -> Tensor",
                                       "{factory: zeros}")
                             .set("op", "zeros_like")
                             .set("variants", "[function]")})),
      (Diags{{6, 12,
              "names 'factory' is for ops that create tensors, but 'zeros_like' takes Tensor argument "
              "'other'"},
             {7, 23, "a factory kernel's only Tensor argument is a _like op's self; 'zeros_like' takes 'other'"}}));
}

// ---- sampler kernels ----------------------------------------------------------------------------

Entry sampler_entry(std::string signature) {
  return Entry()
      .set("op", "uniform")
      .set("signature", std::move(signature))
      .set("variants", "[inplace]")
      .drop("promotion")
      .drop("broadcast")
      .drop("inplace_cast")
      .set("names", "keeps_input_names")
      .set("kernel", "{sampler: uniform}");
}

constexpr const char* kUniformSignature =
    "uniform(Tensor self, float from=0, float to=1, *, Generator? generator=None) -> Tensor";

TEST(Diagnostics, ASamplerWritesIntoSelfFromAGenerator) {
  EXPECT_EQ(diagnose(ops_file({sampler_entry(kUniformSignature)})), Diags{});
  EXPECT_EQ(
      diagnose(ops_file({sampler_entry("uniform(Tensor self, float from=0, float to=1) -> Tensor")})),
      (Diags{{7, 23, "a sampler kernel takes its stream from an argument Generator? generator; 'uniform' has none"}}));
  EXPECT_EQ(diagnose(ops_file({sampler_entry(kUniformSignature).set("variants", "[function, inplace]")})),
            (Diags{{7, 23,
                    "a sampler kernel writes into self: its variant is inplace (the new tensors are factory entries "
                    "that call it)"}}));
  const Entry with_promotion = Entry()
                                   .set("op", "uniform")
                                   .set("signature", kUniformSignature)
                                   .set("variants", "[inplace]")
                                   .set("promotion", "default")
                                   .drop("broadcast")
                                   .drop("inplace_cast")
                                   .set("names", "keeps_input_names")
                                   .set("kernel", "{sampler: uniform}");
  EXPECT_EQ(diagnose(ops_file({with_promotion})),
            (Diags{{6, 5,
                    "field 'promotion' does not apply to a sampler kernel: it writes its samples into self in self's "
                    "dtype; remove it"}}));
}

TEST(Diagnostics, AGeneratorIsNoListElement) {
  EXPECT_EQ(
      diagnose(ops_file({sampler_entry("uniform(Tensor self, *, Generator[]? generator=None) -> Tensor")})),
      (Diags{{4, 40, "'Generator' cannot be a list element; lists hold Tensor, Scalar, int, float, bool or Dimname"}}));
}

// ---- derivatives ---------------------------------------------------------------------------------
// The fixture's entry with `derivatives: VALUE` on line 14: the value starts at column 18, and a
// quoted expression of `{self: "..."}` at column 26.
Entry with_derivatives(std::string value) {
  return Entry().set("doc", "Adds other, scaled by alpha, to self.\n    derivatives: " + std::move(value));
}

TEST(Diagnostics, DerivativesAreAMapOfExpressions) {
  EXPECT_EQ(diagnose(ops_file({with_derivatives("grad")})),
            (Diags{{14, 18,
                    "field 'derivatives' must be a map from Tensor arguments to their gradients, such as {self: "
                    "\"grad * cos(self)\"}, or not_differentiable"}}));
  EXPECT_EQ(diagnose(ops_file({with_derivatives("{self: \"grad *\"}")})),
            (Diags{{14, 32, "expected an operand, got the end of the expression"}}));
}

// require_derivatives: true (ops.yaml's): an entry whose results can carry a gradient must say what
// it is; one of bool results, and a file without the key, need not.
TEST(Diagnostics, AFileCanRequireDerivatives) {
  const auto required = [](std::initializer_list<Entry> entries) {
    std::string file = ops_file(entries);
    return file.replace(0, std::string("schema_version: 1\n").size(), "schema_version: 1\nrequire_derivatives: true\n");
  };
  // The fixture's entry (add) is on lines 4 to 15; its `op:` at line 4, column 5.
  EXPECT_EQ(diagnose(required({Entry()})),
            (Diags{{4, 9,
                    "'add' declares no derivatives, which this file requires (require_derivatives: true): give each "
                    "differentiable Tensor argument's gradient, such as {self: \"grad * cos(self)\"}; or {self: "
                    "not_implemented} for PyTorch's NotImplemented; or not_differentiable"}}));
  EXPECT_EQ(diagnose(required({with_derivatives("{self: grad, other: grad}")})), Diags{});
  EXPECT_EQ(diagnose(required({Entry().set("promotion", "always_bool")})), Diags{});
  EXPECT_EQ(diagnose(ops_file({Entry()})), Diags{});
  EXPECT_EQ(diagnose("schema_version: 1\nrequire_derivatives: yes\nops: []\n"),
            (Diags{{2, 22, "field 'require_derivatives' must be true or false"}}));
}

// not_implemented (PyTorch's NotImplemented node) stands for the whole op.
TEST(Diagnostics, NotImplementedDerivativesComeWithoutFormulas) {
  EXPECT_EQ(diagnose(ops_file({with_derivatives("{self: not_implemented, other: not_implemented}")})), Diags{});
  EXPECT_EQ(diagnose(ops_file({with_derivatives("{self: not_implemented, other: grad}")})),
            (Diags{{14, 18,
                    "'derivatives' of 'add' are not_implemented for some inputs and formulas for others; PyTorch's "
                    "NotImplemented node takes them all"}}));
}

TEST(Diagnostics, DerivativesNameTensorArguments) {
  EXPECT_EQ(diagnose(ops_file({with_derivatives("{alpha: grad}")})),
            (Diags{{14, 19,
                    "'derivatives' names 'alpha', which is not a Tensor argument of 'add' (its Tensor arguments: self, "
                    "other)"}}));
}

TEST(Diagnostics, ADerivativeReadsArgumentsGradAndResult) {
  EXPECT_EQ(diagnose(ops_file({with_derivatives("{self: \"grad * selff\", other: \"grad * alpha * result\"}")})),
            (Diags{{14, 33,
                    "the derivative of self names 'selff' (did you mean 'self'?); it may name grad, result, self, "
                    "other, alpha"}}));
}

TEST(Diagnostics, ADerivativeCallsOpsOfTheFile) {
  EXPECT_EQ(
      diagnose(ops_file({with_derivatives("{self: \"grad * cos(self)\"}")})),
      (Diags{{14, 33, "the derivative of self calls 'cos', which is not an op with a function form in this file"}}));
  EXPECT_EQ(diagnose(ops_file({with_derivatives("{self: \"add(grad)\"}")})),
            (Diags{{14, 26, "'add' takes 2 to 3 arguments, got 1"}}));
}

TEST(Diagnostics, DerivativesAreFormulasOrNotDifferentiable) {
  EXPECT_EQ(diagnose(ops_file({with_derivatives("not_differentiable")})), Diags{});
  EXPECT_EQ(diagnose(ops_file({with_derivatives("none")})),
            (Diags{{14, 18,
                    "field 'derivatives' must be a map from Tensor arguments to their gradients, such as {self: "
                    "\"grad * cos(self)\"}, or not_differentiable"}}));
}

TEST(Diagnostics, SeveralResultsAreValuesAndIndices) {
  EXPECT_EQ(diagnose(ops_file({max_dim_entry().set(
                "doc",
                "The max.\n    derivatives: {self: \"value_selecting_backward(grad, sizes(self), dim, indices, "
                "keepdim)\"}")})),
            Diags{});
  const Diags d = diagnose(ops_file({max_dim_entry()
                                         .set("signature",
                                              "max.dim(Tensor self, int dim, bool keepdim=False) -> "
                                              "(Tensor values, Tensor counts)")
                                         .set("doc", "The max.\n    derivatives: {self: grad}")}));
  ASSERT_FALSE(d.empty());
  EXPECT_EQ(d.back().message,
            "derivatives are generated for entries of one result, of values and indices, or of a reducer's results "
            "so far; 'max.dim' returns (Tensor values, Tensor counts)");
}

TEST(Diagnostics, SizesReadsADifferentiatedInput) {
  EXPECT_EQ(diagnose(ops_file({with_derivatives("{self: \"grad * sizes(other)\"}")})),
            (Diags{{14, 39, "sizes() takes a differentiated input of 'add' (self), got 'other'"}}));
}

// The fixture's entry with derivatives and `gradcheck: VALUE` on line 15, from column 16.
Entry with_gradcheck(std::string value) {
  return with_derivatives("{self: grad}")
      .replace_line("doc", "doc: Adds.\n    derivatives: {self: grad}\n    gradcheck: " + std::move(value));
}

TEST(Diagnostics, GradcheckGivesArgumentsOfTheGradientTest) {
  EXPECT_EQ(diagnose(ops_file({with_gradcheck("{self: [2, 3], other: [3], alpha: 2}")})), Diags{});
  EXPECT_EQ(diagnose(ops_file({with_gradcheck("{selff: [2, 3]}")})),
            (Diags{{15, 17,
                    "'gradcheck' names 'selff' (did you mean 'self'?), which is not an argument of 'add' (its "
                    "arguments: self, other, alpha)"}}));
  EXPECT_EQ(diagnose(ops_file({with_gradcheck("{self: 2, alpha: [1]}")})),
            (Diags{{15, 23, "'gradcheck' gives self a value; it takes a shape, such as [2, 3]"},
                   {15, 33, "'gradcheck' gives alpha a list of ints; it takes a value"}}));
  EXPECT_EQ(diagnose(ops_file({with_gradcheck("{self: [2, x]}")})),
            (Diags{{15, 27, "a list of 'gradcheck' holds ints (a shape or dims) or dim names, not 'x'"}}));
  EXPECT_EQ(diagnose(ops_file({with_gradcheck("{self: [A, B]}")})),
            (Diags{{15, 23, "'gradcheck' gives self a list of names; it takes a shape, such as [2, 3]"}}));
  EXPECT_EQ(diagnose(ops_file({with_gradcheck("{self: {shape: [2, 3], range: [1.2, 1.8]}}")})), Diags{});
  EXPECT_EQ(diagnose(ops_file({with_gradcheck("{alpha: {range: [1, 2]}}")})),
            (Diags{{15, 24, "'gradcheck' gives alpha a shape and a range; only a differentiated Tensor takes them"}}));
  EXPECT_EQ(diagnose(ops_file({with_gradcheck("{self: {range: [2, 1]}}")})),
            (Diags{{15, 31, "the range of self in 'gradcheck' must be [low, high] with low < high"}}));
  EXPECT_EQ(diagnose(ops_file({with_gradcheck("{self: {rang: [1, 2]}}")})),
            (Diags{{15, 24, "'gradcheck' gives self a map of shape: [sizes] and range: [low, high], not 'rang'"}}));
  EXPECT_EQ(diagnose(ops_file({with_gradcheck("{skip: \"zero by declaration\"}")})), Diags{});
  EXPECT_EQ(diagnose(ops_file({with_gradcheck("{skip: [1]}")})),
            (Diags{{15, 23, "'gradcheck' skip takes the reason the gradient test is not generated, as text"}}));
  EXPECT_EQ(diagnose(ops_file({with_gradcheck("{skip: why, self: [2]}")})),
            (Diags{{15, 17, "'gradcheck' skip leaves no test to give arguments to; it comes alone"}}));
  EXPECT_EQ(diagnose(ops_file({with_gradcheck("{self: [2], real_only: \"no complex alpha\"}")})), Diags{});
  EXPECT_EQ(diagnose(ops_file({with_gradcheck("{real_only: [1]}")})),
            (Diags{{15, 28, "'gradcheck' real_only takes the reason there is no complex test, as text"}}));
  EXPECT_EQ(diagnose(ops_file({with_gradcheck("{complex_only: \"complex self only\"}")})), Diags{});
  EXPECT_EQ(diagnose(ops_file({with_gradcheck("{complex_only: [1]}")})),
            (Diags{{15, 31, "'gradcheck' complex_only takes the reason there is no real test, as text"}}));
  EXPECT_EQ(diagnose(ops_file({Entry().replace_line("doc", "doc: Adds.\n    gradcheck: {self: [2]}")})),
            (Diags{{14, 16,
                    "field 'gradcheck' gives the arguments of the gradient test of 'derivatives', which 'add' has "
                    "none of"}}));
}

TEST(Diagnostics, AnArgumentWithoutGradientIsNotDifferentiable) {
  EXPECT_EQ(diagnose(ops_file({with_derivatives("{self: grad, other: not_differentiable}")})), Diags{});
}

TEST(Diagnostics, ATensorListResultReadsGrads) {
  const Entry chunk = max_dim_entry()
                          .set("op", "chunk")
                          .set("signature", "chunk(Tensor(a -> *) self, int chunks, int dim=0) -> Tensor(a)[]")
                          .set("variants", "[function, method]")
                          .set("inplace_cast", "none")
                          .set("names", "custom")
                          .set("kernel", "{composite: chunk}");
  const auto with = [&](const std::string& formula) {
    return Entry(chunk).set("doc", "Pieces.\n    derivatives: {self: \"" + formula + "\"}");
  };
  EXPECT_EQ(diagnose(ops_file({with("unbind_backward(grads, dim)")})), Diags{});
  EXPECT_EQ(diagnose(ops_file({with("unbind_backward(grad, dim)")})),
            (Diags{{14, 42,
                    "the derivative of self names 'grad' (did you mean 'grads'?); it may name grads, self, "
                    "chunks, dim"}}));
}

// prod_entry (a reduction) with `derivatives: VALUE` on line 14, as with_derivatives.
Entry reduction_with_derivatives(std::string kernel, std::string value) {
  return prod_entry(std::move(kernel)).set("doc", "Multiplies.\n    derivatives: " + std::move(value));
}

TEST(Diagnostics, FactoryKernelsDeclareNoDerivatives) {
  EXPECT_EQ(diagnose(ops_file({with_derivatives("{self: grad}").set("kernel", "{factory: add_fill}")})).back(),
            (Diagnostic{14, 18,
                        "derivatives are not generated for factory kernels, which take no tensor; 'add' has a factory "
                        "kernel"}));
}

TEST(Diagnostics, AReductionsFormulaCallsItsHelpers) {
  const std::string prod = "{reduce: {identity: \"1\", combine: \"a * b\"}}";
  EXPECT_EQ(diagnose(ops_file({reduction_with_derivatives(prod, "{self: \"unreduce(grad) * reduced_count()\"}")})),
            Diags{});
  EXPECT_EQ(diagnose(ops_file({reduction_with_derivatives(prod, "{self: \"unreduce()\"}")})),
            (Diags{{14, 26, "'unreduce' takes 1 argument, got 0"}}));
  EXPECT_EQ(
      diagnose(ops_file({reduction_with_derivatives(prod, "{self: \"grad * correction()\"}")})),
      (Diags{{14, 33, "'correction' is a helper of Welford reducer (reducer: welford) entries; 'prod' is not one"}}));
  EXPECT_EQ(diagnose(ops_file({with_derivatives("{self: \"unreduce(grad)\"}")})),
            (Diags{{14, 26, "'unreduce' is a helper of reduction entries; 'add' is not one"}}));
}

}  // namespace
}  // namespace opforge::codegen::testing
