// An opforge::Error as the command line reports it: the Python exception PyTorch raises for the
// same mistake, and its text.
#pragma once

#include <string>
#include <string_view>

#include "cli/json.h"
#include "opforge/error.h"

namespace opforge::cli {

struct Raised {
  std::string_view type;  // "RuntimeError", "IndexError", ...
  std::string message;
};

Raised raised(const Error& e);

// "raises RuntimeError: <message>"
std::string raised_text(const Raised& r);
// The value of an "error" key: {"type": ..., "message": ...}.
void write_raised(JsonWriter& json, const Raised& r);

}  // namespace opforge::cli
