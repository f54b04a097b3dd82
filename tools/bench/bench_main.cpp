// The benchmark binary: every case on opforge and on libtorch (when built in) in the same process,
// at 1 and 2 threads, plus the triad ceiling; with a GPU, the pointwise and reduction cases on it
// too (cases_cuda.cpp). Google Benchmark does the timing; tools/bench/report.py turns its JSON into
// the README's table. Names are "<group>/<case>/<library>/threads:<n>" ("/cuda" for GPU rows).
#include <benchmark/benchmark.h>

#include <fmt/format.h>

#include "bench_support.h"
#include "iteration/cpu_tuning.h"
#include "iteration/wide_math.h"

// OpenBLAS names the kernels it picked for this CPU (both libraries' matrix products run them). A
// CPU newer than the library falls back to old, slow ones: Debian's 0.3.21 takes one Xeon (family
// 6, model 207) for a "Prescott" and runs mm several times slower than with OPENBLAS_CORETYPE=SkylakeX.
extern "C" char* openblas_get_corename(void);

namespace {

void register_case(const bench::Case& c, bench::Library lib, const std::function<bench::Call()>& setup, int threads) {
  const std::string name = fmt::format("{}/{}/{}/threads:{}", c.group, c.name, bench::library_name(lib), threads);
  const double bytes = c.bytes, flops = c.flops;
  benchmark::RegisterBenchmark(name.c_str(), [=](benchmark::State& state) {
    bench::set_threads(threads);
    const bench::Call call = setup();
    call();  // warm-up: first-touch of outputs, lazy initialisation of either library
    for (auto _ : state) call();
    if (bytes > 0) state.SetBytesProcessed(static_cast<int64_t>(bytes * state.iterations()));
    if (flops > 0) state.counters["flops"] = benchmark::Counter(flops, benchmark::Counter::kIsIterationInvariantRate);
  })->UseRealTime();
}

void register_triad(int64_t n, int threads, bool streaming) {
  const std::string name =
      fmt::format("ceiling/triad{} f32 1.6e7/plain/threads:{}", streaming ? " (streaming stores)" : "", threads);
  benchmark::RegisterBenchmark(name.c_str(), [=](benchmark::State& state) {
    bench::TriadBuffers* buffers = bench::triad_buffers(n);
    bench::triad(buffers, threads, streaming);
    for (auto _ : state) bench::triad(buffers, threads, streaming);
    state.SetBytesProcessed(static_cast<int64_t>(3.0 * 4.0 * static_cast<double>(n) * state.iterations()));
  })->UseRealTime();
}

}  // namespace

int main(int argc, char** argv) {
  std::vector<bench::Case> cases;
  bench::add_overhead_cases(cases);
  bench::add_pointwise_cases(cases);
  bench::add_elementwise_cases(cases);
  bench::add_reduction_cases(cases);
  bench::add_matmul_cases(cases);

  for (int threads : {1, 2}) {
    for (bool streaming : {false, true}) register_triad(16'000'000, threads, streaming);
    for (const bench::Case& c : cases) {
      register_case(
          c, bench::Library::opforge, [setup = c.opforge] { return setup(opforge::Device("cpu")); }, threads);
      if (c.libtorch) register_case(c, bench::Library::libtorch, c.libtorch, threads);
    }
  }
  bench::register_cuda_cases(cases);
  benchmark::AddCustomContext("openblas_core", openblas_get_corename());
  // Which build of float exp, sin, cos and sigmoid the pointwise rows ran (src/iteration/wide_math.h).
  benchmark::AddCustomContext("float_math", opforge::math::wide::enabled() ? "AVX-512" : "AVX2");
  // Whether the large loops prefetched in software (src/iteration/cpu_tuning.h: by CPU vendor).
  benchmark::AddCustomContext("software_prefetch", opforge::cpu_tuning::software_prefetch() ? "on" : "off");
  benchmark::Initialize(&argc, argv);
  if (benchmark::ReportUnrecognizedArguments(argc, argv)) return 1;
  benchmark::RunSpecifiedBenchmarks();
  benchmark::Shutdown();
  return 0;
}
