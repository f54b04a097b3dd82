// libFuzzer target of the schema front end: the input bytes are the text of an ops.yaml file, read by
// load_ops, the call opforge-frontend makes. Built and run by tools/fuzz-frontend under ASan+UBSan;
// besides crashes, leaks, undefined behaviour and hangs, any broken property below aborts:
//   - load_ops reports every problem as a diagnostic: no exception leaves it;
//   - each diagnostic is one line, "ops.yaml:LINE:COL: error: MESSAGE", with a message, at a position
//     inside the input (LINE a line of it, COL at most one past that line's end), and the list is
//     sorted by position;
//   - an input with no diagnostics gets its IR written (ir_to_json) as one JSON object; that the IR
//     parses and renders is tools/fuzz-frontend's check, with the renderer's own JSON reader.
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <exception>
#include <string>
#include <string_view>
#include <vector>

#include <fmt/format.h>

#include "frontend/diagnostic.h"
#include "frontend/frontend.h"
#include "frontend/ir_json.h"

namespace {

using opforge::codegen::Diagnostic;

[[noreturn]] void violated(std::string_view property, std::string_view detail) {
  fmt::print(stderr, "fuzz_frontend: property violated: {}\n{}\n", property, detail);
  std::abort();
}

// The length in bytes of each line of `text`, split at '\n' as the front end counts lines; a text
// ending in '\n' has an empty last line, where a problem at the end of the file is reported.
std::vector<size_t> line_lengths(std::string_view text) {
  std::vector<size_t> lengths;
  size_t start = 0;
  for (size_t end; (end = text.find('\n', start)) != std::string_view::npos; start = end + 1) {
    lengths.push_back(end - start);
  }
  lengths.push_back(text.size() - start);
  return lengths;
}

void check_diagnostics(std::string_view source, const std::vector<Diagnostic>& diagnostics) {
  const std::vector<size_t> lines = line_lengths(source);
  const Diagnostic* previous = nullptr;
  for (const Diagnostic& d : diagnostics) {
    const std::string text = opforge::codegen::format_diagnostic("ops.yaml", d);
    const std::string prefix = fmt::format("ops.yaml:{}:{}: error: ", d.line, d.col);
    if (!text.starts_with(prefix) || d.message.empty())
      violated("a diagnostic has the form ops.yaml:LINE:COL: error: ...", text);
    for (const char c : text) {
      const auto u = static_cast<unsigned char>(c);
      if (u < 0x20 || u == 0x7f) violated("a diagnostic is one line of printable text", text);
    }
    // Columns count code points, never more than the line's bytes.
    if (d.line < 1 || static_cast<size_t>(d.line) > lines.size() || d.col < 1 ||
        static_cast<size_t>(d.col) > lines[static_cast<size_t>(d.line) - 1] + 1) {
      violated("a diagnostic points inside the input",
               fmt::format("{}\n(the input has {} lines{})", text, lines.size(),
                           d.line >= 1 && static_cast<size_t>(d.line) <= lines.size()
                               ? fmt::format("; line {} has {} bytes", d.line, lines[static_cast<size_t>(d.line) - 1])
                               : ""));
    }
    if (previous && (previous->line > d.line || (previous->line == d.line && previous->col > d.col))) {
      violated("diagnostics are sorted by position",
               fmt::format("{}\nbefore\n{}", opforge::codegen::format_diagnostic("ops.yaml", *previous), text));
    }
    previous = &d;
  }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  const std::string_view source(reinterpret_cast<const char*>(data), size);
  opforge::codegen::LoadResult result;
  try {
    result = opforge::codegen::load_ops(source);
  } catch (const std::exception& e) {
    violated("no exception leaves load_ops", e.what());
  } catch (...) {
    violated("no exception leaves load_ops", "(not a std::exception)");
  }
  check_diagnostics(source, result.diagnostics);
  if (result.diagnostics.empty()) {
    const std::string ir = opforge::codegen::ir_to_json(result.file);
    const size_t last = ir.find_last_not_of(" \n");
    if (ir.empty() || ir.front() != '{' || last == std::string::npos || ir[last] != '}')
      violated("an accepted input's IR is one JSON object", ir);
  }
  return 0;
}
