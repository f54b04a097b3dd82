// The normalized IR the templates render: one JSON document holding every op with everything a
// template needs spelled out, so templates make no decisions of their own. Per op:
//
//   name, base_name, overload     "max.dim", "max", "dim"
//   signature                     the normalized signature text
//   arguments[]                   name, type{spelling, base, alias, element_optional, is_list, list_size,
//                                 optional}, kwarg_only, default{kind, value, text} or null
//   returns[]                     name (or null), type
//   variants[]                    kind, the C++ name it generates (add, add, add_, add_out) and that
//                                 name qualified (opforge::add, Tensor::add, Tensor::add_, opforge::add_out)
//   promotion, broadcast, names   kind and resolved operands (argument names); names.out: the out=
//                                 variant's own kind (none) where it differs
//   inplace_cast                  the rule's name
//   kernel                        {kind: pointwise, expression, ast}, {kind: reduce, identity, combine,
//                                 map, finalize (each {expression, ast} or null), empty, name},
//                                 {kind: structured, name, shape, dtype_errors{cpu, cuda}, outputs{return: ScalarType},
//                                 out_dtype_message, empty_skips_dtype_check,
//                                 device_generic} or
//                                 {kind: custom, name}
//   dtypes[]                      name ("float32") and scalar_type ("Float"), in ScalarType order
//   cuda_dtypes[]                 the same for the CUDA kernel: ops.yaml's cuda_dtypes, or dtypes
//   devices[], doc
//   rejects[]                     when[] {quantifier (any, all), operands (argument names), dtypes[]},
//                                 variants (the op's variants it applies to), error, message; empty if none
//   noop_unless, ulps             as written, or null
//   number_forms[]                the variants whose Tensor operands also take a number: ops.yaml's
//                                 number_forms, or every variant
//   number_self                   whether self also takes a number in the function and out= forms
//   schema_name                   the PyTorch op PyTorch's errors name for this entry: ops.yaml's
//                                 schema_name, or the entry's name
//   out_schema_name               its out= overload's: ops.yaml's out_schema_name, or schema_name and
//                                 ".out" ("_out" after an overload: softmax.int_out)
//   scalar_conversion{}           argument name -> wrapped or checked, as ops.yaml writes it (the
//                                 default of the others is codegen/op_model.py's Op.number_conversion)
//   derivatives[]                 input, expression, ast: the gradient of each Tensor argument the
//                                 entry differentiates, in signature order; null: none declared
//
// Beside the ops, `functions[]`: the expression functions of codegen/functions.yaml (name, arity,
// optional_from, exponent, divisor, scalar_form, fast, wide, sleef, sleef_accuracy, header,
// reference{real, integer, complex, precise}).
//
// Source line numbers are deliberately absent: moving an entry must not change generated files.
#pragma once

#include <string>

#include "frontend/schema.h"

namespace opforge::codegen {

// The IR of a validated file (load_ops returned no diagnostics) as pretty-printed JSON.
std::string ir_to_json(const OpsFile& file);

}  // namespace opforge::codegen
