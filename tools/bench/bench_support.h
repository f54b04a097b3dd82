// The pieces every benchmark case shares: which library runs it, how each library's thread count is
// set, and how a case describes itself (name, bytes moved, flops) so the report can turn times into
// GB/s, GFLOP/s and a fraction of the machine's bandwidth ceiling.
#pragma once

#include <benchmark/benchmark.h>
#include <opforge/device.h>

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
  std::string
      group;  // overhead, bandwidth, broadcasting, promotion, layout, reduction, scan, sort, normalization, matmul
  std::string name;  // e.g. "add_out f32 1.6e7"
  double bytes = 0;  // logical bytes read + written by one call (0: not a bandwidth case)
  double flops = 0;  // floating-point operations of one call (0: not a compute case)
  // opforge's setup puts its tensors on the device it is given: the CPU, or a GPU for the CUDA
  // rows of the pointwise and reduction cases (cases_cuda.cpp). Overhead and matmul cases are
  // CPU cases and ignore it.
  std::function<Call(opforge::Device)> opforge;
  std::function<Call()> libtorch;  // empty when libtorch is not built in
};

// Each case file appends its cases; main registers them with Google Benchmark.
void add_overhead_cases(std::vector<Case>& cases);
void add_pointwise_cases(std::vector<Case>& cases);
void add_elementwise_cases(std::vector<Case>& cases);
void add_reduction_cases(std::vector<Case>& cases);
void add_matmul_cases(std::vector<Case>& cases);

// With a GPU present (and the CUDA backend built): registers the pointwise and reduction cases
// on it, named "<group>/<case>/opforge/cuda", and the GPU's device-to-device copy as their
// ceiling. Does nothing without a GPU.
void register_cuda_cases(const std::vector<Case>& cases);

// The bandwidth ceiling: a[i] = b[i] + c[i] over n floats, split over `threads` threads, in plain
// C++ compiled with -O3 -march=native. `streaming` uses non-temporal stores. Returns nothing; the
// caller times it.
struct TriadBuffers;
TriadBuffers* triad_buffers(int64_t n);
void triad(TriadBuffers* buffers, int threads, bool streaming);

}  // namespace bench
