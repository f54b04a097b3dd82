// A small JSON writer for the command line's --json output: compact, one document per call, strings
// escaped as RFC 8259 requires (and any byte that is not valid UTF-8 replaced by U+FFFD, so the
// output always parses).
#pragma once

#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace opforge::cli {

// `text` as a JSON string literal, quotes included.
std::string json_string(std::string_view text);

// Writes values in document order; commas and the colon after a key are its business. Misuse (a
// value where a key is due, an unbalanced end) is a programming error, caught by assertions.
class JsonWriter {
 public:
  JsonWriter& begin_object();
  JsonWriter& end_object();
  JsonWriter& begin_array();
  JsonWriter& end_array();
  JsonWriter& key(std::string_view name);

  JsonWriter& value(std::string_view text);
  JsonWriter& value(const char* text) { return value(std::string_view(text)); }
  JsonWriter& value(int64_t number);
  JsonWriter& value(bool flag);
  JsonWriter& null();
  // A string, or null when absent.
  JsonWriter& value(const std::optional<std::string_view>& text);
  // An array of strings.
  JsonWriter& strings(std::span<const std::string_view> texts);
  JsonWriter& strings(std::span<const std::string> texts);

  // The document, with a final newline; every object and array must be closed.
  std::string finish();

 private:
  void before_value();

  std::string out_;
  // One entry per open object or array: whether it already holds an element.
  std::vector<bool> nonempty_;
  std::vector<bool> in_object_;
  bool after_key_ = false;
};

}  // namespace opforge::cli
