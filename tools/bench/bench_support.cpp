#include "bench_support.h"

#include <opforge/parallel.h>

#ifdef OPFORGE_BENCH_LIBTORCH
#include <ATen/Parallel.h>
#endif

namespace bench {

const char* library_name(Library lib) {
  switch (lib) {
    case Library::opforge: return "opforge";
    case Library::libtorch: return "libtorch";
    case Library::plain: return "plain";
  }
  return "?";
}

void set_threads(int n) {
  opforge::set_num_threads(n);
#ifdef OPFORGE_BENCH_LIBTORCH
  at::set_num_threads(n);
#endif
}

}  // namespace bench
