// A small streaming JSON writer with two-space indentation and a fixed key order (the caller's), so
// the same input always produces byte-identical output.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace opforge::codegen {

class JsonWriter {
 public:
  void begin_object();
  void end_object();
  void begin_array();
  void end_array();
  void key(std::string_view name);  // inside an object, before each value

  void string(std::string_view s);
  void number(int64_t n);
  void number_text(std::string_view literal);  // a numeric literal already in JSON form
  void boolean(bool b);
  void null();

  // The document, ending with a newline.
  std::string finish();

 private:
  void before_value();
  void newline();

  std::string out_;
  std::vector<bool> has_items_;  // per open container: whether it has an item yet
  bool after_key_ = false;
};

}  // namespace opforge::codegen
