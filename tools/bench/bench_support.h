// The pieces every benchmark case shares: which library runs it, how each library's thread count is
// set, and how a case describes itself (name, bytes moved, flops) so the report can turn times into
// GB/s, GFLOP/s and a fraction of the machine's bandwidth ceiling.
#pragma once

#include <benchmark/benchmark.h>

#include <cstdint>
#include <functional>
#include <string>
#include <vector>

namespace bench {

enum class Library { opforge, libtorch, plain };

const char* library_name(Library lib);

// Sets the thread count of opforge (its pool and OpenBLAS) and, when built in, libtorch's (its
// intra-op pool). Both libraries get the same count before every case.
void set_threads(int n);

// One call of the measured operation; inputs are built once, by the case's setup, outside timing.
using Call = std::function<void()>;

struct Case {
  std::string group;   // overhead, bandwidth, broadcasting, promotion, layout, reduction, matmul
  std::string name;    // e.g. "add_out f32 1.6e7"
  double bytes = 0;    // logical bytes read + written by one call (0: not a bandwidth case)
  double flops = 0;    // floating-point operations of one call (0: not a compute case)
  std::function<Call()> opforge;
  std::function<Call()> libtorch;  // empty when libtorch is not built in
};

// Each case file appends its cases; main registers them with Google Benchmark.
void add_overhead_cases(std::vector<Case>& cases);
void add_pointwise_cases(std::vector<Case>& cases);
void add_reduction_cases(std::vector<Case>& cases);
void add_matmul_cases(std::vector<Case>& cases);

// The bandwidth ceiling: a[i] = b[i] + c[i] over n floats, split over `threads` threads, in plain
// C++ compiled with -O3 -march=native. `streaming` uses non-temporal stores. Returns nothing; the
// caller times it.
struct TriadBuffers;
TriadBuffers* triad_buffers(int64_t n);
void triad(TriadBuffers* buffers, int threads, bool streaming);

}  // namespace bench
