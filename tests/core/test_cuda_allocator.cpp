// The CUDA allocator (src/core/cuda_allocator.cpp) on a GPU: memory freed while the kernels that use
// it are still queued is reused only after them, an allocation the device cannot hold raises
// PyTorch's out-of-memory message and leaves the device usable, and cuda_memory_allocated,
// cuda_memory_reserved and cuda_empty_cache (opforge/cuda_memory.h) count and hand back what they
// should. ctest runs this program twice:
// with the device's memory pool (the default) and with OPFORGE_NO_CUDA_MEMORY_CACHING=1 (plain
// cudaMalloc and cudaFree). Skipped without a GPU.
#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>

#include "cuda_test_support.h"

namespace opforge {
namespace {

using namespace opforge::test;

using CudaAllocator = GpuTest;

// Each round drops the previous round's result, a converted copy and the reduction's partials while
// their kernels may still run, and allocates blocks of the same sizes again; every round's sums
// must still be its own. Small integers keep every sum exact, so the GPU must agree with the CPU
// exactly.
TEST_F(CudaAllocator, TemporariesFreedWhileQueuedDoNotCorruptLaterResults) {
  const int64_t n = int64_t{1} << 20;
  const Tensor x_cpu = from_doubles(small_integers(static_cast<size_t>(n), 3, 7), {n});
  const Tensor x = on_gpu(x_cpu);
  std::vector<Tensor> column_sums, totals;
  for (int round = 0; round < 32; ++round) {
    const Tensor shifted = add(x, round);  // a fresh 4 MiB result, freed at the end of the round
    column_sums.push_back(sum(shifted.view({1024, 1024}), IntArrayRef({0})));
    // In double (exact at any size): a converted copy of `shifted` and, for a fold this long, the
    // chunks' partials, both freed on return.
    totals.push_back(sum(shifted, kDouble));
  }
  for (int round = 0; round < 32; ++round) {
    SCOPED_TRACE(testing::Message() << "round " << round);
    const Tensor shifted = add(x_cpu, round);
    expect_same(column_sums[static_cast<size_t>(round)], sum(shifted.view({1024, 1024}), IntArrayRef({0})));
    expect_same(totals[static_cast<size_t>(round)], sum(shifted, kDouble));
  }
}

// matmul copies an operand cuBLAS cannot read (every other column) and frees the copy on return,
// before the product has run; the next product's copy takes the freed block.
TEST_F(CudaAllocator, MatmulCopiesFreedBeforeTheProductRuns) {
  const Tensor a_cpu = from_doubles(small_integers(64 * 128, 2, 1), {64, 128});
  const Tensor b_cpu = from_doubles(small_integers(64 * 64, 2, 2), {64, 64});
  const Tensor a = on_gpu(a_cpu);
  const Tensor b = on_gpu(b_cpu);
  const Longs sizes = {64, 64}, strides = {128, 2};
  std::vector<Tensor> products;
  for (int round = 0; round < 8; ++round) {
    const Tensor every_other = add(a, round).as_strided(sizes, strides);
    products.push_back(matmul(every_other, b));
  }
  for (int round = 0; round < 8; ++round) {
    SCOPED_TRACE(testing::Message() << "round " << round);
    expect_same(products[static_cast<size_t>(round)], matmul(add(a_cpu, round).as_strided(sizes, strides), b_cpu));
  }
}

// 1 TiB is more than any GPU holds: PyTorch's message, and the next allocation and kernel work.
TEST_F(CudaAllocator, OutOfMemoryRaisesAndLeavesTheDeviceUsable) {
  const int64_t floats = int64_t{1} << 38;
  try {
    (void)empty({floats}, TensorOptions().device(Device("cuda:0")));
    FAIL() << "expected RuntimeError";
  } catch (const RuntimeError& e) {
    const std::string what = e.what();
    EXPECT_EQ(what.rfind("CUDA out of memory. Tried to allocate 1024.00 GiB. GPU 0 has a total capacity of ", 0), 0u)
        << what;
  }
  const Tensor x_cpu = from_doubles(small_integers(1000, 3, 3), {1000});
  expect_same(add(on_gpu(x_cpu), 1), add(x_cpu, 1));
}

bool caching_disabled() {
  const char* v = std::getenv("OPFORGE_NO_CUDA_MEMORY_CACHING");
  return v != nullptr && std::strcmp(v, "") != 0 && std::strcmp(v, "0") != 0;
}

// A tensor's storage counts while it lives, as requested; once freed it stays reserved (the pool's
// cache) until cuda_empty_cache hands it back. Without caching, reserved is what is allocated.
TEST_F(CudaAllocator, MemoryQueriesAndEmptyCache) {
  const Device gpu("cuda:0");
  const int64_t bytes = int64_t{256} << 20;
  const int64_t before = cuda_memory_allocated(gpu);
  {
    const Tensor t = empty({bytes / 4}, TensorOptions().device(gpu));
    EXPECT_EQ(cuda_memory_allocated(gpu), before + bytes);
    EXPECT_EQ(cuda_memory_allocated(), cuda_memory_allocated(gpu));  // cuda:0 is current
    EXPECT_GE(cuda_memory_reserved(gpu), before + bytes);
  }
  EXPECT_EQ(cuda_memory_allocated(gpu), before);
  if (caching_disabled()) {
    EXPECT_EQ(cuda_memory_reserved(gpu), before);
  } else {
    EXPECT_GE(cuda_memory_reserved(gpu), before + bytes);  // cached for the next allocation
    cuda_empty_cache();
    EXPECT_LT(cuda_memory_reserved(gpu), before + bytes);
  }
  cuda_empty_cache();
  EXPECT_EQ(cuda_memory_allocated(gpu), before);
  const Tensor x_cpu = from_doubles(small_integers(1000, 3, 3), {1000});
  expect_same(add(on_gpu(x_cpu), 1), add(x_cpu, 1));
}

}  // namespace
}  // namespace opforge
