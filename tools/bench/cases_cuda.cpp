// The CUDA rows: the pointwise and reduction cases with their tensors on the GPU, against the GPU's
// own copy bandwidth (cudaMemcpy device to device of 1.6e7 floats, counting the bytes it reads and
// writes, as the cases count theirs). libtorch (Debian's) has no CUDA, so these rows have no ratio.
//
// A GPU call returns once its kernels are queued, so the time is taken on the GPU: CUDA events
// around a batch of kBatch calls, divided by the batch. Within a batch the host queues the next
// call while the GPU runs the previous one, as in a real program, so a kernel's figure is the GPU's
// throughput, not one launch's latency; a call that synchronizes pays for it in its figure (the
// allocating add's fresh result comes from the device's memory pool, which does not, unless
// OPFORGE_NO_CUDA_MEMORY_CACHING=1 makes it cudaMalloc and cudaFree, which do).
//
// A case that fails on the GPU (an op throwing, a CUDA error) is reported as an error in the JSON
// (and by tools/bench/report.py) instead of ending the run: on a GPU lent for minutes, every other
// row still comes back.
#include "bench_support.h"

#ifdef OPFORGE_BENCH_CUDA
#include <cuda_profiler_api.h>
#include <cuda_runtime.h>

#include <fmt/format.h>

#include <memory>
#include <stdexcept>
#include <string>
#endif

namespace bench {

#ifdef OPFORGE_BENCH_CUDA
namespace {

constexpr int kBatch = 20;

void check(cudaError_t err, const char* what) {
  if (err != cudaSuccess) throw std::runtime_error(fmt::format("{}: {}", what, cudaGetErrorString(err)));
}

// The two events around a batch, released with the benchmark.
class EventPair {
 public:
  EventPair() {
    check(cudaEventCreate(&start_), "cudaEventCreate");
    check(cudaEventCreate(&stop_), "cudaEventCreate");
  }
  ~EventPair() {
    cudaEventDestroy(start_);
    cudaEventDestroy(stop_);
  }
  EventPair(const EventPair&) = delete;
  EventPair& operator=(const EventPair&) = delete;

  // Seconds per call of a batch of `calls` calls, on the default stream (where opforge launches).
  double seconds_per_call(const Call& call, int calls) {
    check(cudaEventRecord(start_, 0), "cudaEventRecord");
    for (int i = 0; i < calls; ++i) call();
    check(cudaEventRecord(stop_, 0), "cudaEventRecord");
    check(cudaEventSynchronize(stop_), "cudaEventSynchronize");
    check(cudaGetLastError(), "a kernel of the batch");
    float ms = 0;
    check(cudaEventElapsedTime(&ms, start_, stop_), "cudaEventElapsedTime");
    return static_cast<double>(ms) / 1e3 / calls;
  }

 private:
  cudaEvent_t start_ = nullptr, stop_ = nullptr;
};

// Brackets the timed calls for Nsight Compute run with --profile-from-start off (tools/gpu/session's
// profile step), so that it profiles the op's own kernels, not those that made its inputs (a
// mixed-dtype row's setup launches four) or the warm-up's. Without a profiler both calls do
// nothing. An error from them (another tool attached) says nothing about the op: it is cleared,
// or the batch's cudaGetLastError would report it as the op's.
class ProfiledRange {
 public:
  ProfiledRange() { ignore(cudaProfilerStart()); }
  ~ProfiledRange() { ignore(cudaProfilerStop()); }
  ProfiledRange(const ProfiledRange&) = delete;
  ProfiledRange& operator=(const ProfiledRange&) = delete;

 private:
  static void ignore(cudaError_t err) {
    if (err != cudaSuccess) static_cast<void>(cudaGetLastError());
  }
};

void run_timed(benchmark::State& state, const std::function<Call()>& setup, double bytes) {
  try {
    EventPair events;
    const Call call = setup();
    events.seconds_per_call(call, 1);  // warm-up: lazy initialisation, first touch of the outputs
    const ProfiledRange profiled;
    for (auto _ : state) state.SetIterationTime(events.seconds_per_call(call, kBatch));
    state.SetBytesProcessed(static_cast<int64_t>(bytes * static_cast<double>(state.iterations())));
  } catch (const std::exception& e) {
    state.SkipWithError(e.what());
  }
}

// Google Benchmark runs iterations until their manual time reaches the minimum time, and an
// iteration's manual time is one call's while it runs kBatch calls: the command line's 0.2 s
// would take 4 s of GPU time a repetition (18 s a case, measured on an H100). Each row's own
// minimum is that 0.2 s of GPU time, divided among the batch.
constexpr double kMinSecondsOfCalls = 0.2 / kBatch;

void register_gpu(const std::string& name, std::function<Call()> setup, double bytes) {
  benchmark::RegisterBenchmark(name.c_str(), [=](benchmark::State& state) { run_timed(state, setup, bytes); })
      ->UseManualTime()
      ->MinTime(kMinSecondsOfCalls);
}

// The ceiling: cudaMemcpyAsync device to device (on the default stream, so the events time it).
Call copy_call(int64_t n) {
  struct Buffers {
    float* a = nullptr;
    float* b = nullptr;
    ~Buffers() {
      cudaFree(a);
      cudaFree(b);
    }
  };
  auto buffers = std::make_shared<Buffers>();
  const size_t bytes = static_cast<size_t>(n) * sizeof(float);
  check(cudaMalloc(&buffers->a, bytes), "cudaMalloc");
  check(cudaMalloc(&buffers->b, bytes), "cudaMalloc");
  check(cudaMemset(buffers->b, 0, bytes), "cudaMemset");
  return [buffers, bytes] {
    check(cudaMemcpyAsync(buffers->a, buffers->b, bytes, cudaMemcpyDeviceToDevice, 0), "cudaMemcpyAsync");
  };
}

}  // namespace

void register_cuda_cases(const std::vector<Case>& cases) {
  if (!opforge::cuda_is_available()) return;
  cudaDeviceProp prop{};
  if (cudaGetDeviceProperties(&prop, 0) == cudaSuccess) benchmark::AddCustomContext("gpu", prop.name);
  const int64_t n = 16'000'000;
  register_gpu(
      "ceiling/copy d2d f32 1.6e7/plain/cuda", [n] { return copy_call(n); }, 2.0 * 4.0 * n);
  const opforge::Device gpu("cuda");
  for (const Case& c : cases) {
    // Overhead cases measure the host path, which is the CPU rows' business; matrix products
    // would measure cuBLAS.
    if (c.group == "overhead" || c.group == "matmul") continue;
    register_gpu(
        fmt::format("{}/{}/opforge/cuda", c.group, c.name), [setup = c.opforge, gpu] { return setup(gpu); }, c.bytes);
  }
}

#else

void register_cuda_cases(const std::vector<Case>&) {}

#endif

}  // namespace bench
