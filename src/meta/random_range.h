// The range random_(from, to) draws from, with PyTorch 1.13's checks (random_from_to_impl): the
// half-open [from, to), or with to None [from, the dtype's largest integer], or with from the
// lowest int64 and to None every int64 (a 64-bit draw cast to the dtype).
#pragma once

#include <cstdint>
#include <optional>

#include "opforge/scalar_type.h"

namespace opforge::meta {

struct RandomRange {
  uint64_t range = 0;  // the number of values; 0: every int64 (the full 64-bit range)
  int64_t base = 0;    // the first value
};

RandomRange random_range(ScalarType dtype, int64_t from, std::optional<int64_t> to);

}  // namespace opforge::meta
