// Where ops.yaml uses an alias (*name) and which span of the text the node it names covers. yaml-cpp
// gives an aliased node the position of its anchor (&name), so a problem inside it would be reported
// where the anchor is written, once for every use; while an AliasScope is alive, position_of()
// reports a node of an aliased span at the alias the current entry reads it through.
#pragma once

#include <cstddef>
#include <optional>
#include <string_view>
#include <vector>

#include "frontend/diagnostic.h"

namespace opforge::codegen {

struct AliasUse {
  size_t offset = 0;        // byte offset of the '*' in the text
  SourcePos pos;            // its line:col
  size_t target_begin = 0;  // the byte span of the anchored node it names: [begin, end)
  size_t target_end = 0;
};

// Every alias of `source`, in text order. A text yaml-cpp cannot parse has none (the caller reports
// the parse error).
std::vector<AliasUse> scan_alias_uses(std::string_view source);

// While alive, position_of() of a node whose offset lies in the span named by an alias written in
// [entry_begin, entry_end), anchored outside it, is that alias's position. One scope at a time per thread (the reader
// reads one entry at a time).
class AliasScope {
 public:
  AliasScope(const std::vector<AliasUse>& uses, size_t entry_begin, size_t entry_end);
  ~AliasScope();
  AliasScope(const AliasScope&) = delete;
  AliasScope& operator=(const AliasScope&) = delete;

  // The position to report for a node at byte `offset`, when an alias of the current entry names it.
  static std::optional<SourcePos> relocate(size_t offset);

 private:
  const std::vector<AliasUse>& uses_;
  size_t entry_begin_, entry_end_;
  const AliasScope* previous_;
};

}  // namespace opforge::codegen
