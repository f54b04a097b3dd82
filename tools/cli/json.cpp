#include "cli/json.h"

#include <cassert>

#include <fmt/format.h>

namespace opforge::cli {

namespace {

// The length of the well-formed UTF-8 sequence starting at text[i], or 0 when it is not one
// (overlong forms, surrogates and code points past U+10FFFF count as malformed).
size_t utf8_sequence_length(std::string_view text, size_t i) {
  const auto byte = [&](size_t k) { return static_cast<unsigned char>(text[k]); };
  const unsigned char b0 = byte(i);
  size_t n;
  unsigned char lo = 0x80, hi = 0xBF;  // the allowed range of the second byte
  if (b0 >= 0xC2 && b0 <= 0xDF) {
    n = 2;
  } else if (b0 >= 0xE0 && b0 <= 0xEF) {
    n = 3;
    if (b0 == 0xE0) lo = 0xA0;
    if (b0 == 0xED) hi = 0x9F;
  } else if (b0 >= 0xF0 && b0 <= 0xF4) {
    n = 4;
    if (b0 == 0xF0) lo = 0x90;
    if (b0 == 0xF4) hi = 0x8F;
  } else {
    return 0;
  }
  if (i + n > text.size()) return 0;
  if (byte(i + 1) < lo || byte(i + 1) > hi) return 0;
  for (size_t k = 2; k < n; ++k)
    if (byte(i + k) < 0x80 || byte(i + k) > 0xBF) return 0;
  return n;
}

}  // namespace

std::string json_string(std::string_view text) {
  std::string out;
  out.reserve(text.size() + 2);
  out += '"';
  for (size_t i = 0; i < text.size();) {
    const auto c = static_cast<unsigned char>(text[i]);
    if (c >= 0x80) {
      const size_t n = utf8_sequence_length(text, i);
      if (n == 0) {
        out += "\\ufffd";
        ++i;
      } else {
        out.append(text.substr(i, n));
        i += n;
      }
      continue;
    }
    switch (c) {
      case '"': out += "\\\""; break;
      case '\\': out += "\\\\"; break;
      case '\n': out += "\\n"; break;
      case '\r': out += "\\r"; break;
      case '\t': out += "\\t"; break;
      case '\b': out += "\\b"; break;
      case '\f': out += "\\f"; break;
      default:
        if (c < 0x20 || c == 0x7F) {
          out += fmt::format("\\u{:04x}", static_cast<unsigned>(c));
        } else {
          out += static_cast<char>(c);
        }
    }
    ++i;
  }
  out += '"';
  return out;
}

void JsonWriter::before_value() {
  if (after_key_) {
    after_key_ = false;
    return;
  }
  assert(out_.empty() || (!in_object_.empty() && !in_object_.back()));
  if (!nonempty_.empty()) {
    if (nonempty_.back()) out_ += ',';
    nonempty_.back() = true;
  }
}

JsonWriter& JsonWriter::begin_object() {
  before_value();
  out_ += '{';
  nonempty_.push_back(false);
  in_object_.push_back(true);
  return *this;
}

JsonWriter& JsonWriter::end_object() {
  assert(!in_object_.empty() && in_object_.back() && !after_key_);
  out_ += '}';
  nonempty_.pop_back();
  in_object_.pop_back();
  return *this;
}

JsonWriter& JsonWriter::begin_array() {
  before_value();
  out_ += '[';
  nonempty_.push_back(false);
  in_object_.push_back(false);
  return *this;
}

JsonWriter& JsonWriter::end_array() {
  assert(!in_object_.empty() && !in_object_.back());
  out_ += ']';
  nonempty_.pop_back();
  in_object_.pop_back();
  return *this;
}

JsonWriter& JsonWriter::key(std::string_view name) {
  assert(!in_object_.empty() && in_object_.back() && !after_key_);
  if (nonempty_.back()) out_ += ',';
  nonempty_.back() = true;
  out_ += json_string(name);
  out_ += ':';
  after_key_ = true;
  return *this;
}

JsonWriter& JsonWriter::value(std::string_view text) {
  before_value();
  out_ += json_string(text);
  return *this;
}

JsonWriter& JsonWriter::value(int64_t number) {
  before_value();
  out_ += fmt::format("{}", number);
  return *this;
}

JsonWriter& JsonWriter::value(bool flag) {
  before_value();
  out_ += flag ? "true" : "false";
  return *this;
}

JsonWriter& JsonWriter::null() {
  before_value();
  out_ += "null";
  return *this;
}

JsonWriter& JsonWriter::value(const std::optional<std::string_view>& text) { return text ? value(*text) : null(); }

JsonWriter& JsonWriter::strings(std::span<const std::string_view> texts) {
  begin_array();
  for (std::string_view t : texts) value(t);
  return end_array();
}

JsonWriter& JsonWriter::strings(std::span<const std::string> texts) {
  begin_array();
  for (const std::string& t : texts) value(std::string_view(t));
  return end_array();
}

std::string JsonWriter::finish() {
  assert(nonempty_.empty() && !after_key_);
  return out_ + '\n';
}

}  // namespace opforge::cli
