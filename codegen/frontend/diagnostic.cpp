#include "frontend/diagnostic.h"

#include <algorithm>

namespace opforge::codegen {

std::vector<Diagnostic> DiagnosticSink::sorted() const {
  std::vector<Diagnostic> out = diagnostics_;
  std::stable_sort(out.begin(), out.end(), [](const Diagnostic& a, const Diagnostic& b) {
    return a.line != b.line ? a.line < b.line : a.col < b.col;
  });
  // A value inherited by several overloads, or defaulted for many entries, is read once for each:
  // its problem is reported once.
  out.erase(std::unique(out.begin(), out.end(),
                        [](const Diagnostic& a, const Diagnostic& b) {
                          return a.line == b.line && a.col == b.col && a.message == b.message;
                        }),
            out.end());
  return out;
}

std::string format_diagnostic(std::string_view path, const Diagnostic& d) {
  return fmt::format("{}:{}:{}: error: {}", path, d.line, d.col, d.message);
}

}  // namespace opforge::codegen
