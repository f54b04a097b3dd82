#include "iteration/cpu_tuning.h"

#include <cstdlib>
#include <cstring>

namespace opforge::cpu_tuning {
namespace {

bool is_amd() {
#if defined(__x86_64__) || defined(__i386__)
  return __builtin_cpu_is("amd");
#else
  return false;
#endif
}

bool decide_software_prefetch() {
  const char* e = std::getenv("OPFORGE_SOFTWARE_PREFETCH");
  if (e != nullptr && std::strcmp(e, "0") == 0) return false;
  if (e != nullptr && std::strcmp(e, "1") == 0) return true;
  return !is_amd();
}

}  // namespace

bool software_prefetch() {
  static const bool on = decide_software_prefetch();
  return on;
}

}  // namespace opforge::cpu_tuning
