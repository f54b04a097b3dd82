// opforge-frontend <ops.yaml> -o <ir.json>
//
// Reads and checks ops.yaml and writes the normalized IR for codegen/render.py. Every problem is
// printed as "<path>:LINE:COL: error: ..." (path as given), sorted by position; then the tool exits 1
// and writes nothing. The IR is written to a temporary file and renamed into place, so a reader never
// sees half of it. Exit 2 is a usage or I/O error.
#include <cerrno>
#include <cstdio>
#include <cstring>
#include <fstream>
#include <sstream>
#include <string>

#include <fmt/format.h>

#include "frontend/frontend.h"
#include "frontend/ir_json.h"

namespace {

constexpr int kInvalidOps = 1;
constexpr int kUsageOrIo = 2;

int usage() {
  fmt::print(stderr, "usage: opforge-frontend <ops.yaml> -o <ir.json>\n");
  return kUsageOrIo;
}

}  // namespace

int main(int argc, char** argv) {
  std::string input;
  std::string output;
  for (int i = 1; i < argc; ++i) {
    const std::string arg = argv[i];
    if (arg == "-o" && i + 1 < argc) {
      output = argv[++i];
    } else if (input.empty() && !arg.starts_with("-")) {
      input = arg;
    } else {
      return usage();
    }
  }
  if (input.empty() || output.empty()) return usage();

  std::ifstream in(input, std::ios::binary);
  if (!in) {
    fmt::print(stderr, "opforge-frontend: cannot read '{}': {}\n", input, std::strerror(errno));
    return kUsageOrIo;
  }
  std::stringstream text;
  text << in.rdbuf();

  const opforge::codegen::LoadResult result = opforge::codegen::load_ops(text.str());
  if (!result.diagnostics.empty()) {
    for (const auto& d : result.diagnostics) fmt::print(stderr, "{}\n", opforge::codegen::format_diagnostic(input, d));
    fmt::print(stderr, "opforge-frontend: {} error{} in {}; nothing written\n", result.diagnostics.size(),
               result.diagnostics.size() == 1 ? "" : "s", input);
    return kInvalidOps;
  }

  const std::string json = opforge::codegen::ir_to_json(result.file);
  const std::string temporary = output + ".tmp";
  {
    std::ofstream out(temporary, std::ios::binary | std::ios::trunc);
    out << json;
    out.close();
    if (!out) {
      fmt::print(stderr, "opforge-frontend: cannot write '{}': {}\n", temporary, std::strerror(errno));
      std::remove(temporary.c_str());
      return kUsageOrIo;
    }
  }
  if (std::rename(temporary.c_str(), output.c_str()) != 0) {
    fmt::print(stderr, "opforge-frontend: cannot rename '{}' to '{}': {}\n", temporary, output, std::strerror(errno));
    std::remove(temporary.c_str());
    return kUsageOrIo;
  }
  return 0;
}
