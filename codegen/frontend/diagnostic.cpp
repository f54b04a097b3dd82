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

std::string readable(std::string_view message) {
  constexpr size_t kLongest = 60;
  std::string out;
  bool quoted = false;
  size_t quoted_length = 0;
  for (size_t i = 0; i < message.size(); ++i) {
    const char c = message[i];
    // A quote opens a value after a space or an opening bracket (not an apostrophe: "kernel's")
    // and closes it anywhere.
    const bool opens =
        c == '\'' && !quoted && (i == 0 || std::string_view(" ([{,:").find(message[i - 1]) != std::string_view::npos);
    if (opens || (c == '\'' && quoted)) {
      quoted = opens;
      quoted_length = 0;
    } else if (quoted && ++quoted_length > kLongest) {
      if (quoted_length == kLongest + 1) out += "...";
      continue;
    }
    const auto u = static_cast<unsigned char>(c);
    if (c == '\n') {
      out += "\\n";
    } else if (c == '\t') {
      out += "\\t";
    } else if (u < 0x20 || u == 0x7f) {
      out += fmt::format("\\x{:02x}", u);
    } else {
      out += c;
    }
  }
  return out;
}

std::string format_diagnostic(std::string_view path, const Diagnostic& d) {
  return fmt::format("{}:{}:{}: error: {}", path, d.line, d.col, d.message);
}

}  // namespace opforge::codegen
