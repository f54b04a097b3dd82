#include "frontend/scalar_locator.h"

#include "frontend/alias_uses.h"

namespace opforge::codegen {

SourcePos position_of(const YAML::Node& node) {
  const YAML::Mark mark = node.Mark();
  if (mark.pos >= 0) {
    if (const auto use = AliasScope::relocate(static_cast<size_t>(mark.pos))) return *use;
  }
  return {mark.line + 1, mark.column + 1};
}

ScalarLocator ScalarLocator::for_node(const YAML::Node& node, std::string_view source) {
  const SourcePos start = position_of(node);
  const YAML::Mark mark = node.Mark();
  // A node reached through an alias is reported at the alias, not inside its anchored text.
  if (!node.IsScalar() || mark.pos < 0 || static_cast<size_t>(mark.pos) >= source.size() ||
      AliasScope::relocate(static_cast<size_t>(mark.pos))) {
    return ScalarLocator(start, false);
  }
  size_t begin = static_cast<size_t>(mark.pos);
  int skipped = 0;
  if (source[begin] == '"' || source[begin] == '\'') {
    ++begin;
    skipped = 1;
  }
  const std::string& value = node.Scalar();
  const bool same_text = source.substr(begin, value.size()) == value;
  const bool one_line = value.find('\n') == std::string::npos;
  if (!same_text || !one_line) return ScalarLocator(start, false);
  return ScalarLocator({start.line, start.col + skipped}, true);
}

}  // namespace opforge::codegen
