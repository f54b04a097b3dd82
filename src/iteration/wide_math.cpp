// Whether the AVX-512 forms of wide_math.h run: decided once from the CPU and the environment.
// Compiled for the library's own target (not AVX-512), so it runs on any CPU.
#include "iteration/wide_math.h"

#include <atomic>
#include <cstdlib>
#include <cstring>

namespace opforge::math::wide {

namespace {

bool cpu_has_avx512() {
#if defined(OPFORGE_WIDE_MATH) && (defined(__x86_64__) || defined(__i386__))
  // __builtin_cpu_supports also checks that the OS saves the 512-bit registers (XCR0). Under
  // valgrind, which cannot run AVX-512, the CPU reports none.
  return __builtin_cpu_supports("avx512f") && __builtin_cpu_supports("avx512dq") &&
         __builtin_cpu_supports("avx512bw") && __builtin_cpu_supports("avx512vl");
#else
  return false;
#endif
}

bool switched_off_by_environment() {
  const char* e = std::getenv("OPFORGE_WIDE_MATH");
  return e != nullptr && std::strcmp(e, "0") == 0;
}

std::atomic<bool>& state() {
  static std::atomic<bool> on{cpu_has_avx512() && !switched_off_by_environment()};
  return on;
}

}  // namespace

bool enabled() { return state().load(std::memory_order_relaxed); }

bool set_enabled(bool on) { return state().exchange(on && cpu_has_avx512(), std::memory_order_relaxed); }

}  // namespace opforge::math::wide
