// The front end as one call: ops.yaml text in, checked entries and every diagnostic out.
#pragma once

#include <string_view>
#include <vector>

#include "frontend/diagnostic.h"
#include "frontend/schema.h"

namespace opforge::codegen {

struct LoadResult {
  OpsFile file;                         // meaningful only when diagnostics is empty
  std::vector<Diagnostic> diagnostics;  // sorted by position
};

// Reads and validates the text of an ops.yaml file.
LoadResult load_ops(std::string_view source);

}  // namespace opforge::codegen
