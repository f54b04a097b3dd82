#include "frontend/diagnostic.h"

#include <algorithm>

namespace opforge::codegen {

std::vector<Diagnostic> DiagnosticSink::sorted() const {
  std::vector<Diagnostic> out = diagnostics_;
  std::stable_sort(out.begin(), out.end(), [](const Diagnostic& a, const Diagnostic& b) {
    return a.line != b.line ? a.line < b.line : a.col < b.col;
  });
  return out;
}

std::string format_diagnostic(std::string_view path, const Diagnostic& d) {
  return fmt::format("{}:{}:{}: error: {}", path, d.line, d.col, d.message);
}

}  // namespace opforge::codegen
