// Builders for small ops.yaml texts in the codegen tests. An entry starts from a valid `add` entry,
// one field per line in a fixed order, and a test changes or drops fields. In ops_file(...) the first
// entry starts on line 3 (after "schema_version: 1" and "ops:"), so its fields sit on lines 3..13:
//
//   3  op        4  signature  5  variants      6  promotion  7  broadcast  8  inplace_cast
//   9  names    10  kernel    11  dtypes       12  devices   13  doc
//
// A value starts at column 5 + len(key) + 2 (column 9 for op, which follows "  - ").
#pragma once

#include <ostream>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "frontend/diagnostic.h"
#include "frontend/frontend.h"

namespace opforge::codegen {

inline void PrintTo(const Diagnostic& d, std::ostream* os) { *os << d.line << ":" << d.col << ": " << d.message; }

}  // namespace opforge::codegen

namespace opforge::codegen::testing {

class Entry {
 public:
  Entry()
      : fields_{{"op", "add"},
                {"signature", "add(Tensor self, Tensor other, *, Scalar alpha=1) -> Tensor"},
                {"variants", "[function, method, inplace, out]"},
                {"promotion", "default"},
                {"broadcast", "elementwise"},
                {"inplace_cast", "same_kind"},
                {"names", "unifies_names_from_inputs"},
                {"kernel", "{pointwise: \"self + alpha * other\"}"},
                {"dtypes", "all_and(bool, half)"},
                {"devices", "[cpu, cuda]"},
                {"doc", "Adds other, scaled by alpha, to self."}} {}

  Entry& set(std::string_view key, std::string value) {
    for (auto& [k, v] : fields_) {
      if (k == key) v = std::move(value);
    }
    return *this;
  }
  // Replaces the field's line with a raw line (without the 4-space indent), e.g. a misspelled key.
  Entry& replace_line(std::string_view key, std::string line) {
    for (auto& [k, v] : fields_) {
      if (k == key) {
        k = "";
        v = std::move(line);
      }
    }
    return *this;
  }
  Entry& drop(std::string_view key) { return replace_line(key, ""); }

  std::string text() const {
    std::string out;
    bool first = true;
    for (const auto& [k, v] : fields_) {
      if (k.empty() && v.empty()) continue;
      out += first ? "  - " : "    ";
      out += k.empty() ? v : k + ": " + v;
      out += "\n";
      first = false;
    }
    return out;
  }

 private:
  std::vector<std::pair<std::string, std::string>> fields_;
};

inline std::string ops_file(std::initializer_list<Entry> entries) {
  std::string out = "schema_version: 1\nops:\n";
  for (const Entry& e : entries) out += e.text();
  return out;
}

inline std::vector<Diagnostic> diagnose(std::string_view yaml) { return load_ops(yaml).diagnostics; }

}  // namespace opforge::codegen::testing
