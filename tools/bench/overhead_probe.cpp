// Runs every overhead case of one library under `valgrind --tool=callgrind --collect-atstart=no`:
// only the measured calls are collected (callgrind's client requests toggle collection around them)
// and each case's count is dumped under the case's name, so instructions per call are exact and free
// of start-up and set-up noise. Usage: opforge_overhead_probe <opforge|libtorch> <calls>
#include <valgrind/callgrind.h>

#include <cstdio>
#include <cstdlib>
#include <string>

#include "bench_support.h"

int main(int argc, char** argv) {
  if (argc != 3) {
    std::fprintf(stderr, "usage: %s <opforge|libtorch> <calls>\n", argv[0]);
    return 2;
  }
  const std::string library = argv[1];
  const long calls = std::atol(argv[2]);
  std::vector<bench::Case> cases;
  bench::add_overhead_cases(cases);
  bench::set_threads(1);
  for (const bench::Case& c : cases) {
    if (library == "opforge" ? !c.opforge : !c.libtorch) continue;
    const bench::Call call = library == "opforge" ? c.opforge(opforge::Device("cpu")) : c.libtorch();
    for (int i = 0; i < 100; ++i) call();  // caches and lazy initialisation, outside the count
    CALLGRIND_TOGGLE_COLLECT;
    for (long i = 0; i < calls; ++i) call();
    CALLGRIND_TOGGLE_COLLECT;
    CALLGRIND_DUMP_STATS_AT(c.name.c_str());
  }
  return 0;
}
