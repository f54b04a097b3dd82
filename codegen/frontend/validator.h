// Consistency checks across the fields of ops.yaml entries, run after read_ops_yaml: op names are
// unique and match their signatures; variants fit the signature (a method needs `Tensor self`, an
// in-place variant one Tensor result, an out variant Tensor results); the inplace_cast rule fits the
// variants; rule operands name suitable arguments and come in the number the rule needs; a
// pointwise kernel has one Tensor result, elementwise rules, and an expression that reads only
// arguments it can. Checks whose inputs failed to read are skipped: that failure is already reported.
#pragma once

#include "frontend/diagnostic.h"
#include "frontend/schema.h"

namespace opforge::codegen {

void validate_ops(const OpsFile& file, DiagnosticSink& sink);

}  // namespace opforge::codegen
