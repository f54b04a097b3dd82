// The IR the templates read: complete, normalized and byte-for-byte deterministic. The expected
// documents are written out by hand from the ops.yaml text above them.
#include <fstream>
#include <sstream>

#include <gtest/gtest.h>

#include "frontend/ir_json.h"
#include "ops_yaml_fixture.h"

namespace opforge::codegen::testing {
namespace {

// The IR after the ops: `functions`, the table of codegen/functions.yaml, the same for every file.
constexpr std::string_view kFunctionsKey = ",\n  \"functions\": [";

std::string whole_ir_of(std::string_view yaml) {
  const LoadResult r = load_ops(yaml);
  EXPECT_TRUE(r.diagnostics.empty()) << (r.diagnostics.empty() ? "" : r.diagnostics[0].message);
  return ir_to_json(r.file);
}

// The IR without its functions table.
std::string ir_of(std::string_view yaml) {
  const std::string ir = whole_ir_of(yaml);
  const size_t at = ir.find(kFunctionsKey);
  EXPECT_NE(at, std::string::npos);
  return ir.substr(0, at) + "\n}\n";
}

Entry neg_entry() {
  return Entry()
      .set("op", "neg")
      .set("signature", "neg(Tensor   self)->Tensor")
      .set("variants", "[out, function, inplace]")
      .set("broadcast", "none")
      .set("inplace_cast", "exact")
      .set("names", "keeps_input_names")
      .set("kernel", "{pointwise: \"-self\"}")
      .set("dtypes", "[float32, half]")
      .set("devices", "[cuda, cpu]")
      .set("doc", "Negates self.");
}

TEST(IrJson, CarriesTheExpressionFunctions) {
  const std::string ir = whole_ir_of(ops_file({neg_entry()}));
  const std::string pow = R"({
      "name": "pow",
      "arity": 2,
      "optional_from": null,
      "exponent": 1,
      "divisor": null,
      "scalar_form": "pow_by_scalar",
      "fast": false,
      "wide": true,
      "sleef": false,
      "sleef_accuracy": null,
      "header": null,
      "absent": [],
      "reference": {
        "real": "_pow",
        "integer": "_ipow",
        "complex": "_cpow",
        "precise": null
      }
    })";
  EXPECT_NE(ir.find(kFunctionsKey), std::string::npos);
  EXPECT_NE(ir.find(pow), std::string::npos) << ir;
  EXPECT_NE(ir.find("\"name\": \"clamp\",\n      \"arity\": 3,\n      \"optional_from\": 1,"), std::string::npos);
  // A SLEEF function: its table suffix (u10 unless functions.yaml says otherwise) and correctly
  // rounded form.
  EXPECT_NE(ir.find("\"sleef\": true,\n      \"sleef_accuracy\": \"u15\","), std::string::npos) << "erfc";
  EXPECT_NE(ir.find("\"precise\": \"mpmath.acos\""), std::string::npos);
}

TEST(IrJson, WholeDocumentForOneOp) {
  // Variants, dtypes and devices come out in canonical order whatever order ops.yaml uses; the
  // signature is respelled; rule operands are resolved.
  EXPECT_EQ(ir_of(ops_file({neg_entry()})), R"({
  "schema_version": 1,
  "ops": [
    {
      "name": "neg",
      "base_name": "neg",
      "overload": "",
      "signature": "neg(Tensor self) -> Tensor",
      "arguments": [
        {
          "name": "self",
          "type": {
            "spelling": "Tensor",
            "base": "Tensor",
            "alias": null,
            "element_optional": false,
            "is_list": false,
            "list_size": null,
            "optional": false
          },
          "kwarg_only": false,
          "default": null
        }
      ],
      "returns": [
        {
          "name": null,
          "type": {
            "spelling": "Tensor",
            "base": "Tensor",
            "alias": null,
            "element_optional": false,
            "is_list": false,
            "list_size": null,
            "optional": false
          }
        }
      ],
      "variants": [
        {
          "kind": "function",
          "name": "neg",
          "qualified_name": "opforge::neg"
        },
        {
          "kind": "inplace",
          "name": "neg_",
          "qualified_name": "Tensor::neg_"
        },
        {
          "kind": "out",
          "name": "neg_out",
          "qualified_name": "opforge::neg_out"
        }
      ],
      "promotion": {
        "kind": "default",
        "operands": [
          "self"
        ]
      },
      "broadcast": {
        "kind": "none",
        "operands": []
      },
      "inplace_cast": "exact",
      "names": {
        "kind": "keeps_input_names",
        "operands": [
          "self"
        ]
      },
      "kernel": {
        "kind": "pointwise",
        "expression": "-self",
        "ast": {
          "kind": "unary",
          "op": "-",
          "operand": {
            "kind": "argument",
            "name": "self"
          }
        },
        "dtype_errors": {
          "cpu": "neg_cpu",
          "cuda": "neg_cuda"
        }
      },
      "dtypes": [
        {
          "name": "float16",
          "scalar_type": "Half"
        },
        {
          "name": "float32",
          "scalar_type": "Float"
        }
      ],
      "cuda_dtypes": [
        {
          "name": "float16",
          "scalar_type": "Half"
        },
        {
          "name": "float32",
          "scalar_type": "Float"
        }
      ],
      "devices": [
        "cpu",
        "cuda"
      ],
      "doc": "Negates self.",
      "rejects": [],
      "noop_unless": null,
      "ulps": null,
      "number_forms": [
        "function",
        "inplace",
        "out"
      ],
      "number_self": false,
      "schema_name": "neg",
      "out_schema_name": "neg.out",
      "cpp_name": "neg",
      "scalar_conversion": {},
      "derivatives": null,
      "not_differentiable": false,
      "gradcheck": null
    }
  ]
}
)");
}

// The JSON of the first argument's default, from the `"default": ` key to the end of its object.
std::string default_json(const std::string& ir, std::string_view argument) {
  const size_t at = ir.find("\"name\": \"" + std::string(argument) + "\"");
  const size_t start = ir.find("\"default\": ", at);
  const size_t end = ir.find('}', start);
  return ir.substr(start, end - start + 1);
}

TEST(IrJson, DefaultsCarryKindValueAndSpelling) {
  const Entry e = Entry()
                      .set("op", "f")
                      .set("signature",
                           "f(Tensor self, int[] dims=[0, -1], float eps=1e-05, str mode='floor', "
                           "bool flag=True, Scalar alpha=2, int? n=None) -> Tensor")
                      .set("variants", "[function]")
                      .set("broadcast", "none")
                      .set("inplace_cast", "none")
                      .set("names", "keeps_input_names")
                      .set("kernel", "{custom: f_kernel}");
  const std::string ir = ir_of(ops_file({e}));
  EXPECT_EQ(default_json(ir, "dims"), R"("default": {
            "kind": "int_list",
            "value": [
              0,
              -1
            ],
            "text": "[0, -1]"
          })");
  EXPECT_EQ(default_json(ir, "eps"), R"("default": {
            "kind": "float",
            "value": 1e-05,
            "text": "1e-05"
          })");
  EXPECT_EQ(default_json(ir, "mode"), R"("default": {
            "kind": "str",
            "value": "floor",
            "text": "\"floor\""
          })");
  EXPECT_EQ(default_json(ir, "flag"), R"("default": {
            "kind": "bool",
            "value": true,
            "text": "True"
          })");
  EXPECT_EQ(default_json(ir, "alpha"), R"("default": {
            "kind": "int",
            "value": 2,
            "text": "2"
          })");
  EXPECT_EQ(default_json(ir, "n"), R"("default": {
            "kind": "none",
            "value": null,
            "text": "None"
          })");
}

TEST(IrJson, DefaultPromotionOperandsLeaveOutKeywordOnlyScalars) {
  // add's alpha scales `other`; it does not take part in promotion (PyTorch: add(int, int, alpha=2.5)
  // is an error, not a float result).
  const std::string ir = ir_of(ops_file({Entry()}));
  EXPECT_NE(ir.find(R"("promotion": {
        "kind": "default",
        "operands": [
          "self",
          "other"
        ]
      })"),
            std::string::npos);
}

TEST(IrJson, SingleInputNamesRulesReadSelfByDefault) {
  // masked_fill keeps self's names; mask only broadcasts.
  const Entry e = Entry()
                      .set("op", "masked_fill")
                      .set("signature", "masked_fill(Tensor self, Tensor mask, Scalar value) -> Tensor")
                      .set("promotion", "{kind: default, operands: [self]}")
                      .set("names", "keeps_input_names")
                      .set("kernel", "{pointwise: \"mask ? value : self\"}");
  const std::string ir = ir_of(ops_file({e}));
  EXPECT_NE(ir.find(R"("names": {
        "kind": "keeps_input_names",
        "operands": [
          "self"
        ]
      })"),
            std::string::npos);
  EXPECT_NE(ir.find(R"("broadcast": {
        "kind": "elementwise",
        "operands": [
          "self",
          "mask"
        ]
      })"),
            std::string::npos);
}

TEST(IrJson, StringsAreEscaped) {
  const std::string ir = ir_of(ops_file({Entry().set("doc", "'Quotes \" and back\\slash'")}));
  EXPECT_NE(ir.find(R"("doc": "Quotes \" and back\\slash")"), std::string::npos);
}

// A named operand stays itself; any / all become the promotion operands; variants resolve to the
// op's own (every one when the item names none).
TEST(IrJson, RejectsResolveOperandsAndVariants) {
  const Entry e = Entry().replace_line(
      "doc", "doc: Adds.\n    rejects: [{when: {self: bool, any: [complex64]}, error: ValueError, message: no}]");
  const std::string ir = ir_of(ops_file({e}));
  EXPECT_NE(ir.find(R"("rejects": [
        {
          "when": [
            {
              "quantifier": "all",
              "operands": [
                "self"
              ],
              "dtypes": [
                {
                  "name": "bool",
                  "scalar_type": "Bool"
                }
              ]
            },
            {
              "quantifier": "any",
              "operands": [
                "self",
                "other"
              ],
              "dtypes": [
                {
                  "name": "complex64",
                  "scalar_type": "ComplexFloat"
                }
              ]
            }
          ],
          "variants": [
            "function",
            "method",
            "inplace",
            "out"
          ],
          "error": "ValueError",
          "message": "no"
        }
      ])"),
            std::string::npos)
      << ir;
}

// A custom kernel's CUDA dtypes, narrower than its dtypes, come out resolved and in ScalarType order.
TEST(IrJson, CudaDtypesOfACustomKernel) {
  const Entry e = Entry()
                      .set("kernel", "{custom: add_kernel}")
                      .set("dtypes", "[int64, float32]")
                      .replace_line("doc", "doc: Adds.\n    cuda_dtypes: [float32]");
  const std::string ir = ir_of(ops_file({e}));
  EXPECT_NE(ir.find(R"("cuda_dtypes": [
        {
          "name": "float32",
          "scalar_type": "Float"
        }
      ],
      "devices")"),
            std::string::npos)
      << ir;
}

// number_forms comes out in variant order (every variant when absent); scalar_conversion as written.
TEST(IrJson, CppNameSpellsTheFunctionsAndMethods) {
  const std::string ir =
      ir_of(ops_file({Entry()
                          .set("op", "double")
                          .set("signature", "double(Tensor self, Tensor other, *, Scalar alpha=1) -> Tensor")
                          .replace_line("doc", "doc: Adds.\n    cpp_name: to_double")}));
  EXPECT_NE(ir.find(R"("kind": "method",
          "name": "to_double",
          "qualified_name": "Tensor::to_double")"),
            std::string::npos)
      << ir;
  EXPECT_NE(ir.find(R"("kind": "inplace",
          "name": "to_double_",)"),
            std::string::npos)
      << ir;
  EXPECT_NE(ir.find(R"("cpp_name": "to_double",)"), std::string::npos) << ir;
  EXPECT_NE(ir.find(R"("base_name": "double",)"), std::string::npos) << ir;
}

TEST(IrJson, NumberFormsAndScalarConversions) {
  const Entry e = Entry().replace_line("doc",
                                       "doc: Adds.\n    number_forms: [out, function]\n"
                                       "    scalar_conversion: {other: checked}");
  const std::string ir = ir_of(ops_file({e}));
  EXPECT_NE(ir.find(R"("number_forms": [
        "function",
        "out"
      ],
      "number_self": false,
      "schema_name": "add",
      "out_schema_name": "add.out",
      "cpp_name": "add",
      "scalar_conversion": {
        "other": "checked"
      })"),
            std::string::npos)
      << ir;
  EXPECT_NE(ir_of(ops_file({Entry().replace_line("doc", "doc: Adds.\n    number_forms: none")}))
                .find(R"("number_forms": [],)"),
            std::string::npos);
  EXPECT_NE(ir_of(ops_file({Entry().replace_line("doc", "doc: Adds.\n    out_schema_name: add.Tensor_out")}))
                .find(R"("out_schema_name": "add.Tensor_out",)"),
            std::string::npos);
  EXPECT_NE(ir_of(ops_file({Entry().replace_line("doc", "doc: Adds.\n    number_self: true")}))
                .find(R"("number_self": true,)"),
            std::string::npos);
}

// Each formula with its parsed expression, in signature order whatever order the entry wrote them.
TEST(IrJson, DerivativesInSignatureOrder) {
  const std::string ir = ir_of(
      ops_file({Entry().replace_line("doc", "doc: Adds.\n    derivatives: {other: \"grad * alpha\", self: grad}")}));
  EXPECT_NE(ir.find(R"("derivatives": [
        {
          "input": "self",
          "expression": "grad",
          "ast": {
            "kind": "argument",
            "name": "grad"
          }
        },
        {
          "input": "other",
          "expression": "grad * alpha",
          "ast": {
            "kind": "binary",
            "op": "*",
            "lhs": {
              "kind": "argument",
              "name": "grad"
            },
            "rhs": {
              "kind": "argument",
              "name": "alpha"
            }
          }
        }
      ])"),
            std::string::npos)
      << ir;
}

// gradcheck's values as written: lists as arrays of ints, the others as their text.
TEST(IrJson, GradcheckValues) {
  const std::string ir = ir_of(ops_file({Entry().replace_line(
      "doc", "doc: Adds.\n    derivatives: {self: grad}\n    gradcheck: {self: [2, 3], alpha: 2.5}")}));
  EXPECT_NE(ir.find(R"("gradcheck": {
        "self": [
          2,
          3
        ],
        "alpha": "2.5"
      })"),
            std::string::npos)
      << ir;
}

// A field comes from the entry, then its preset, then (for an overload) its base entry as the base
// resolved it, then the defaults: the IR is that of the entries written out in full.
TEST(IrJson, PresetsResolveBeforeTheBaseEntryAndTheDefaults) {
  const std::string with_presets = R"yaml(schema_version: 1
defaults:
  devices: [cpu, cuda]
  names: none
presets:
  binary:
    variants: [function, method, inplace, out]
    promotion: default
    broadcast: elementwise
    inplace_cast: same_kind
    names: unifies_names_from_inputs
  reduce_all:
    variants: [function, method]
    promotion: reduction_keeps_dtype
    broadcast: none
    inplace_cast: none
    names: removes_dimensions
    dtypes: all_and(bool, half)
ops:
  - op: amax
    signature: amax(Tensor self) -> Tensor
    preset: reduce_all
    kernel: {reduce: {identity: lowest, combine: "maximum(b, a)"}}
    dtypes: all_and(half)
    doc: The largest element.
  - op: amax.dim
    signature: amax.dim(Tensor self, int[1] dim, bool keepdim=False) -> Tensor
    variants: [function, method, out]
    inplace_cast: out_dtype
    doc: The largest element along dim.
  - op: amax.other
    signature: amax.other(Tensor self, Tensor other) -> Tensor
    preset: binary
    variants: [function, method, out]
    kernel: {pointwise: "maximum(self, other)"}
    doc: The larger of self and other.
)yaml";
  // amax's own dtypes win over its preset's; amax.dim takes amax's preset's names, not the
  // default's; amax.other's preset wins over its base entry, which gives it only the dtypes.
  const std::string written_out = R"yaml(schema_version: 1
ops:
  - op: amax
    signature: amax(Tensor self) -> Tensor
    variants: [function, method]
    promotion: reduction_keeps_dtype
    broadcast: none
    inplace_cast: none
    names: removes_dimensions
    kernel: {reduce: {identity: lowest, combine: "maximum(b, a)"}}
    dtypes: all_and(half)
    devices: [cpu, cuda]
    doc: The largest element.
  - op: amax.dim
    signature: amax.dim(Tensor self, int[1] dim, bool keepdim=False) -> Tensor
    variants: [function, method, out]
    promotion: reduction_keeps_dtype
    broadcast: none
    inplace_cast: out_dtype
    names: removes_dimensions
    kernel: {reduce: {identity: lowest, combine: "maximum(b, a)"}}
    dtypes: all_and(half)
    devices: [cpu, cuda]
    doc: The largest element along dim.
  - op: amax.other
    signature: amax.other(Tensor self, Tensor other) -> Tensor
    variants: [function, method, out]
    promotion: default
    broadcast: elementwise
    inplace_cast: same_kind
    names: unifies_names_from_inputs
    kernel: {pointwise: "maximum(self, other)"}
    dtypes: all_and(half)
    devices: [cpu, cuda]
    doc: The larger of self and other.
)yaml";
  EXPECT_EQ(ir_of(with_presets), ir_of(written_out));
}

TEST(IrJson, SameInputGivesIdenticalOutput) {
  const std::string yaml = ops_file({Entry(), neg_entry()});
  EXPECT_EQ(ir_of(yaml), ir_of(yaml));
}

TEST(IrJson, TheProjectOpsYamlIsValid) {
  std::ifstream in(OPFORGE_SOURCE_DIR "/ops.yaml");
  ASSERT_TRUE(in);
  std::stringstream text;
  text << in.rdbuf();
  const LoadResult r = load_ops(text.str());
  EXPECT_EQ(r.diagnostics, std::vector<Diagnostic>{});
  EXPECT_GE(r.file.ops.size(), 31u);
}

}  // namespace
}  // namespace opforge::codegen::testing
