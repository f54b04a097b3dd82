// operator<< of the runtime's value types: each writes what fmt formats (opforge/print.h writes
// tensors), so `std::cout << t.dtype()` and fmt::print("{}", t.dtype()) agree.
#include <fmt/format.h>
#include <fmt/ranges.h>

#include <ostream>

#include "opforge/device.h"
#include "opforge/dimname.h"
#include "opforge/layout.h"
#include "opforge/scalar_type.h"

namespace opforge {

std::ostream& operator<<(std::ostream& os, IntArrayRef values) {
  return os << fmt::format("[{}]", fmt::join(values, ", "));
}

std::ostream& operator<<(std::ostream& os, Layout l) { return os << fmt::format("{}", l); }

std::ostream& operator<<(std::ostream& os, MemoryFormat m) { return os << fmt::format("{}", m); }

std::ostream& operator<<(std::ostream& os, ScalarType t) { return os << fmt::format("{}", t); }

std::ostream& operator<<(std::ostream& os, DeviceType t) { return os << to_string(t); }

std::ostream& operator<<(std::ostream& os, const Device& d) { return os << d.str(); }

std::ostream& operator<<(std::ostream& os, Dimname d) { return os << d.name(); }

std::ostream& operator<<(std::ostream& os, DimnameList names) {
  return os << fmt::format("[{}]", fmt::join(names, ", "));
}

}  // namespace opforge
