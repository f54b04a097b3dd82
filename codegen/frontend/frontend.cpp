#include "frontend/frontend.h"

#include "frontend/ops_reader.h"
#include "frontend/validator.h"

namespace opforge::codegen {

LoadResult load_ops(std::string_view source) {
  DiagnosticSink sink;
  LoadResult result;
  result.file = read_ops_yaml(source, sink);
  validate_ops(result.file, sink);
  result.diagnostics = sink.sorted();
  return result;
}

}  // namespace opforge::codegen
