// Diagnostics of the ops.yaml front end: every problem found in ops.yaml becomes one Diagnostic that
// points at the line and column (both 1-based) of what is wrong. Checks never stop at the first
// problem; they add to a DiagnosticSink and the caller reports the whole, position-sorted list.
#pragma once

#include <concepts>
#include <string>
#include <string_view>
#include <type_traits>
#include <utility>
#include <vector>

#include <fmt/format.h>

namespace opforge::codegen {

struct SourcePos {
  int line = 1;
  int col = 1;
};

struct Diagnostic {
  int line = 1;
  int col = 1;
  std::string message;

  friend bool operator==(const Diagnostic&, const Diagnostic&) = default;
};

// A message fit for one line of a terminal: control characters escaped (\n, \t, \x00), and a quoted
// value (' after a space or bracket, up to the next ') longer than 60 characters cut to its first 60
// and "...": a message quotes what the file says, and the file may hold anything.
std::string readable(std::string_view message);

class DiagnosticSink {
 public:
  // A message made elsewhere (a std::string), taken as it is.
  template <class S>
    requires std::same_as<std::remove_cvref_t<S>, std::string>
  void error(SourcePos pos, S&& message) {
    diagnostics_.push_back({pos.line, pos.col, readable(message)});
  }
  // A format and its arguments. A literal always comes here, arguments or not, so its "{{" is
  // always fmt's escaped brace.
  template <class... Args>
  void error(SourcePos pos, fmt::format_string<Args...> format, Args&&... args) {
    diagnostics_.push_back({pos.line, pos.col, readable(fmt::format(format, std::forward<Args>(args)...))});
  }

  bool empty() const { return diagnostics_.empty(); }
  size_t size() const { return diagnostics_.size(); }

  // The diagnostics ordered by position; problems at one position keep the order they were found in.
  std::vector<Diagnostic> sorted() const;

 private:
  std::vector<Diagnostic> diagnostics_;
};

// "ops.yaml:12:5: error: <message>", the form compilers use, so editors can jump to it.
std::string format_diagnostic(std::string_view path, const Diagnostic& d);

}  // namespace opforge::codegen
