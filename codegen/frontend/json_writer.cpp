#include "frontend/json_writer.h"

#include <fmt/format.h>

namespace opforge::codegen {
namespace {

// `s` as a JSON string literal, quotes included.
std::string json_quote(std::string_view s) {
  std::string out = "\"";
  for (const char c : s) {
    switch (c) {
      case '"': out += "\\\""; break;
      case '\\': out += "\\\\"; break;
      case '\n': out += "\\n"; break;
      case '\r': out += "\\r"; break;
      case '\t': out += "\\t"; break;
      case '\b': out += "\\b"; break;
      case '\f': out += "\\f"; break;
      default:
        if (static_cast<unsigned char>(c) < 0x20) {
          out += fmt::format("\\u{:04x}", static_cast<unsigned>(static_cast<unsigned char>(c)));
        } else {
          out += c;
        }
    }
  }
  return out + "\"";
}

}  // namespace

void JsonWriter::newline() {
  out_ += '\n';
  out_.append(2 * has_items_.size(), ' ');
}

void JsonWriter::before_value() {
  if (after_key_) {
    after_key_ = false;
    return;
  }
  if (has_items_.empty()) return;
  if (has_items_.back()) out_ += ',';
  has_items_.back() = true;
  newline();
}

void JsonWriter::key(std::string_view name) {
  before_value();
  out_ += json_quote(name);
  out_ += ": ";
  after_key_ = true;
}

void JsonWriter::begin_object() {
  before_value();
  out_ += '{';
  has_items_.push_back(false);
}

void JsonWriter::end_object() {
  const bool had_items = has_items_.back();
  has_items_.pop_back();
  if (had_items) newline();
  out_ += '}';
}

void JsonWriter::begin_array() {
  before_value();
  out_ += '[';
  has_items_.push_back(false);
}

void JsonWriter::end_array() {
  const bool had_items = has_items_.back();
  has_items_.pop_back();
  if (had_items) newline();
  out_ += ']';
}

void JsonWriter::string(std::string_view s) {
  before_value();
  out_ += json_quote(s);
}

void JsonWriter::number(int64_t n) {
  before_value();
  out_ += std::to_string(n);
}

void JsonWriter::number_text(std::string_view literal) {
  before_value();
  out_ += literal;
}

void JsonWriter::boolean(bool b) {
  before_value();
  out_ += b ? "true" : "false";
}

void JsonWriter::null() {
  before_value();
  out_ += "null";
}

std::string JsonWriter::finish() { return out_ + '\n'; }

}  // namespace opforge::codegen
