#include "cli/raised.h"

#include <fmt/format.h>

namespace opforge::cli {

Raised raised(const Error& e) {
  // Most derived first: NotImplementedError is a RuntimeError.
  std::string_view type = "RuntimeError";
  if (dynamic_cast<const NotImplementedError*>(&e)) {
    type = "NotImplementedError";
  } else if (dynamic_cast<const RuntimeError*>(&e)) {
    type = "RuntimeError";
  } else if (dynamic_cast<const IndexError*>(&e)) {
    type = "IndexError";
  } else if (dynamic_cast<const TypeError*>(&e)) {
    type = "TypeError";
  } else if (dynamic_cast<const ValueError*>(&e)) {
    type = "ValueError";
  }
  return Raised{type, e.message()};
}

std::string raised_text(const Raised& r) { return fmt::format("raises {}: {}", r.type, r.message); }

void write_raised(JsonWriter& json, const Raised& r) {
  json.begin_object().key("type").value(r.type).key("message").value(std::string_view(r.message)).end_object();
}

}  // namespace opforge::cli
