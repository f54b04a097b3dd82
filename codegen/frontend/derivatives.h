// The checks of `derivatives` (reverse-mode autograd's formulas) across the file: each names a
// Tensor argument of its entry, and its expression the entry's arguments, `grad` and `result`,
// with calls of ops that other entries declare (the generator renders the expression as calls of
// those ops on tensors).
#pragma once

#include "frontend/diagnostic.h"
#include "frontend/schema.h"

namespace opforge::codegen {

void check_derivatives(const OpsFile& file, DiagnosticSink& sink);

}  // namespace opforge::codegen
