#include "core/checked_math.h"

#include <fmt/format.h>
#include <fmt/ranges.h>

#include "opforge/error.h"

namespace opforge::checked {

void raise_overflow(std::string_view what) { raise<RuntimeError>("integer overflow computing {}", what); }

int64_t result_numel(IntArrayRef sizes) {
  const int64_t n = numel_or_overflow(sizes);
  OPFORGE_CHECK(n >= 0, RuntimeError, "Storage size calculation overflowed with sizes=[{}]", fmt::join(sizes, ", "));
  return n;
}

}  // namespace opforge::checked
