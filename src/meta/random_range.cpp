#include "meta/random_range.h"

#include <cmath>
#include <cstdlib>
#include <limits>
#include <type_traits>

#include "meta/sampler_checks.h"
#include "opforge/dtype_dispatch.h"

namespace opforge::meta {
namespace {

// The significand bits of a floating dtype (std::numeric_limits' digits).
int digits_of(ScalarType t) {
  switch (t) {
    case ScalarType::Half: return 11;
    case ScalarType::BFloat16: return 8;
    case ScalarType::Float: return 24;
    default: return 53;
  }
}

bool is_floating(ScalarType t) {
  return t == ScalarType::Half || t == ScalarType::BFloat16 || t == ScalarType::Float || t == ScalarType::Double;
}

// from + 1 and to - 1 as the dtype holds them (PyTorch's update_from and update_to): where the
// dtype rounds from + 1 below from, from moves up to the next number it holds; likewise to down.
double round_to(ScalarType t, int64_t v) {
  switch (t) {
    case ScalarType::Half: return static_cast<float>(Half(static_cast<float>(v)));
    case ScalarType::BFloat16: return static_cast<float>(BFloat16(static_cast<float>(v)));
    case ScalarType::Float: return static_cast<float>(v);
    default: return static_cast<double>(v);
  }
}

int64_t update_from(ScalarType t, int64_t from) {
  const auto from_plus_1 = static_cast<int64_t>(round_to(t, from + 1));
  if (from_plus_1 < from) {
    int64_t from_ = std::abs(from + 1);
    int n = 0;
    while (from_ >>= 1) ++n;
    from = from_plus_1 + (int64_t{1} << (n - digits_of(t) + 1));
  }
  return from;
}

int64_t update_to(ScalarType t, int64_t to) {
  const auto to_minus_1 = static_cast<int64_t>(round_to(t, to - 1));
  if (to_minus_1 >= to) {
    int64_t to_ = std::abs(to - 1);
    int n = 0;
    while (to_ >>= 1) ++n;
    to = to_minus_1 - (int64_t{1} << (n - digits_of(t) + 1));
  }
  return to;
}

// The dtype's lowest and largest values as doubles (floating) or int64 (integers and bool).
void check_in_range(ScalarType t, int64_t from, int64_t to_inc) {
  if (is_floating(t)) {
    double max = 0;
    switch (t) {
      case ScalarType::Half: max = max_finite<Half>(); break;
      case ScalarType::BFloat16: max = max_finite<BFloat16>(); break;
      case ScalarType::Float: max = max_finite<float>(); break;
      default: max = max_finite<double>(); break;
    }
    OPFORGE_CHECK(static_cast<double>(from) >= -max && static_cast<double>(from) <= max, RuntimeError,
                  "from is out of bounds for {}", type_meta_name(t));
    OPFORGE_CHECK(static_cast<double>(to_inc) >= -max && static_cast<double>(to_inc) <= max, RuntimeError,
                  "to - 1 is out of bounds for {}", type_meta_name(t));
    return;
  }
  int64_t lo = 0, hi = 0;
  switch (t) {
    case ScalarType::Bool: lo = 0, hi = 1; break;
    case ScalarType::UInt8: lo = 0, hi = 255; break;
    case ScalarType::Int8: lo = -128, hi = 127; break;
    case ScalarType::Int16: lo = -32768, hi = 32767; break;
    case ScalarType::Int32: lo = std::numeric_limits<int32_t>::min(), hi = std::numeric_limits<int32_t>::max(); break;
    case ScalarType::Int64: lo = std::numeric_limits<int64_t>::min(), hi = std::numeric_limits<int64_t>::max(); break;
    default: raise<RuntimeError>("check_random_bounds handles only integral, floating-point and boolean types");
  }
  OPFORGE_CHECK(from >= lo && from <= hi, RuntimeError, "from is out of bounds for {}", type_meta_name(t));
  OPFORGE_CHECK(to_inc >= lo && to_inc <= hi, RuntimeError, "to - 1 is out of bounds for {}", type_meta_name(t));
}

}  // namespace

RandomRange random_range(ScalarType t, int64_t from, std::optional<int64_t> to) {
  check_tensor_dtype(t);
  if (to) {
    OPFORGE_CHECK(from < *to, RuntimeError, "random_ expects 'from' to be less than 'to', but got from={} >= to={}",
                  from, *to);
    int64_t hi = *to;
    if (is_floating(t)) {
      from = update_from(t, from);
      hi = update_to(t, hi);
      OPFORGE_CHECK(from < hi, RuntimeError,
                    "random_ expects 'from' casted to dtype to be less than 'to' casted to dtype, but got from={} >= "
                    "to={}",
                    from, hi);
    }
    check_in_range(t, from, hi - 1);
    return {static_cast<uint64_t>(hi) - static_cast<uint64_t>(from), from};
  }
  if (from != std::numeric_limits<int64_t>::min()) {
    int64_t to_inc = 0;
    if (is_floating(t)) {
      to_inc = int64_t{1} << digits_of(t);
    } else {
      switch (t) {
        case ScalarType::Bool: to_inc = 1; break;
        case ScalarType::UInt8: to_inc = 255; break;
        case ScalarType::Int8: to_inc = 127; break;
        case ScalarType::Int16: to_inc = 32767; break;
        case ScalarType::Int32: to_inc = std::numeric_limits<int32_t>::max(); break;
        case ScalarType::Int64: to_inc = std::numeric_limits<int64_t>::max(); break;
        default:
          raise<RuntimeError>("random_from_to_kernel_cpu handles only integral, floating-point and boolean types");
      }
    }
    check_in_range(t, from, to_inc);
    OPFORGE_CHECK(from <= to_inc, RuntimeError,
                  "random_ expects 'from' to be less than or equal to 'to', but got from={} > to_inc={}", from, to_inc);
    return {static_cast<uint64_t>(to_inc) - static_cast<uint64_t>(from) + 1, from};
  }
  OPFORGE_CHECK(
      t == ScalarType::Int64 || t == ScalarType::Double || t == ScalarType::Float || t == ScalarType::BFloat16,
      RuntimeError, "random_full_64_bits_range_kernel_cpu handles only int64, double, float and bfloat16");
  return {0, from};
}

}  // namespace opforge::meta
