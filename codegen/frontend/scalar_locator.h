// Maps a character offset inside a YAML scalar's value back to a line:col of ops.yaml, so a problem
// deep inside a signature or an expression is reported where it is written, not at the field start.
#pragma once

#include <cstddef>
#include <string_view>

#include <yaml-cpp/yaml.h>

#include "frontend/diagnostic.h"

namespace opforge::codegen {

class ScalarLocator {
 public:
  // A value that appears character for character on one line starting at `start`.
  static ScalarLocator verbatim(SourcePos start) { return ScalarLocator(start, true); }

  // Locates `node`'s value in `source`, the text it was parsed from. Plain and quoted one-line
  // scalars without escapes map offset by offset; any other form (block scalars, escapes, values
  // folded over several lines) maps every offset to the start of the value.
  static ScalarLocator for_node(const YAML::Node& node, std::string_view source);

  SourcePos at(size_t offset) const {
    return exact_ ? SourcePos{start_.line, start_.col + static_cast<int>(offset)} : start_;
  }

 private:
  ScalarLocator(SourcePos start, bool exact) : start_(start), exact_(exact) {}

  SourcePos start_;
  bool exact_;
};

// The 1-based position yaml-cpp recorded for `node`, or the alias the entry being read reaches it
// through (frontend/alias_uses.h).
SourcePos position_of(const YAML::Node& node);

}  // namespace opforge::codegen
