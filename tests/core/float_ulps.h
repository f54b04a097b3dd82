// Distance of a float result from a double-precision reference, in units of the float's last place,
// and which floats a sweep takes: how the tests of vectorizable_math.h's functions state and check
// their accuracy.
#pragma once

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstdlib>
#include <string>

namespace opforge::test {

// |got - ref| in units of the last place of the float nearest ref (2^-149 below the normals).
inline double ulp_error(float got, double ref) {
  const double mag = std::fabs(ref);
  int exp2 = 0;
  std::frexp(mag, &exp2);  // mag = f * 2^exp2, f in [0.5, 1)
  const double ulp = std::ldexp(1.0, std::max(exp2 - 24, -149));
  return std::fabs(static_cast<double>(got) - ref) / ulp;
}

// The bit-pattern stride of the sweeps: every float with OPFORGE_EXHAUSTIVE_MATH=1 in the
// environment, else every 4093rd (a prime, so every binade).
inline uint64_t sweep_stride() {
  const char* e = std::getenv("OPFORGE_EXHAUSTIVE_MATH");
  return e != nullptr && std::string(e) == "1" ? 1 : 4093;
}

}  // namespace opforge::test
