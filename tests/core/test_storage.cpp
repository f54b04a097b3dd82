// Storage: allocation per device, alignment, the recorded device, and refcounted lifetime.
#include <cstdint>
#include <cstring>
#include <limits>
#include <string>

#include <gtest/gtest.h>

#include "opforge/device.h"
#include "opforge/error.h"
#include "opforge/factories.h"
#include "opforge/storage.h"

namespace opforge {
namespace {

template <class E, class F>
std::string error_of(F&& f) {
  try {
    f();
  } catch (const E& e) {
    return e.what();
  }
  ADD_FAILURE() << "expected an exception";
  return {};
}

bool is_aligned_64(const void* p) { return reinterpret_cast<std::uintptr_t>(p) % 64 == 0; }

// ---- CPU memory -------------------------------------------------------------------------------

TEST(CpuStorage, IsSixtyFourByteAlignedForEverySize) {
  for (size_t nbytes :
       {size_t{1}, size_t{3}, size_t{63}, size_t{64}, size_t{65}, size_t{1000}, size_t{4097}, size_t{1} << 20}) {
    SCOPED_TRACE(nbytes);
    Storage s = Storage::make(nbytes, Device("cpu"));
    ASSERT_NE(s->data(), nullptr);
    EXPECT_TRUE(is_aligned_64(s->data()));
    EXPECT_EQ(s->nbytes(), nbytes);
    // Every byte is usable (ASan reports an overrun here if the allocation were short).
    std::memset(s->data(), 0xAB, nbytes);
    EXPECT_EQ(static_cast<unsigned char*>(s->data())[nbytes - 1], 0xAB);
  }
}

TEST(CpuStorage, ZeroBytesGiveADistinctUsablePointer) {
  Storage a = Storage::make(size_t{0}, Device("cpu"));
  Storage b = Storage::make(size_t{0}, Device("cpu"));
  EXPECT_EQ(a->nbytes(), 0u);
  ASSERT_NE(a->data(), nullptr);
  EXPECT_NE(a->data(), b->data());
  EXPECT_TRUE(is_aligned_64(a->data()));
  std::memcpy(a->data(), b->data(), 0);  // well defined: neither pointer is null
}

TEST(CpuStorage, StoragesDoNotOverlap) {
  Storage a = Storage::make(size_t{100}, Device("cpu"));
  Storage b = Storage::make(size_t{100}, Device("cpu"));
  std::memset(a->data(), 1, 100);
  std::memset(b->data(), 2, 100);
  EXPECT_EQ(static_cast<unsigned char*>(a->data())[99], 1);
  EXPECT_EQ(static_cast<unsigned char*>(b->data())[0], 2);
}

TEST(CpuStorage, RecordsCpuWithoutAnIndex) {
  // observed in PyTorch 1.13: torch.empty(2, device='cpu:0').device is device(type='cpu').
  EXPECT_EQ(Storage::make(size_t{8}, Device("cpu:0"))->device(), Device("cpu"));
  EXPECT_EQ(Storage::make(size_t{8}, Device("cpu"))->device(), Device("cpu"));
}

TEST(CpuStorage, ImpossibleSizeRaisesPyTorchsAllocatorError) {
  // The text of PyTorch's alloc_cpu (c10/core/impl/alloc_cpu.cpp) for a size that is negative as
  // a ptrdiff_t, which it prints as the unsigned value.
  const size_t huge = std::numeric_limits<size_t>::max();
  EXPECT_EQ(error_of<RuntimeError>([&] { Storage::make(huge, Device("cpu")); }),
            "alloc_cpu() seems to have been called with negative number: 18446744073709551615");
}

TEST(CpuStorage, AllocationNoMachineHoldsRaisesPyTorchsAllocatorError) {
  // 256 TiB: beyond the user address space of x86-64, so it fails under any overcommit policy.
  // Under AddressSanitizer too: tools/test sets allocator_may_return_null=1, so its allocator returns
  // null as malloc does instead of aborting.
  const int64_t bytes = int64_t{1} << 48;
  const std::string message = error_of<RuntimeError>([&] { empty({bytes}, kByte); });
  EXPECT_EQ(
      message.rfind("DefaultCPUAllocator: can't allocate memory: you tried to allocate 281474976710656 bytes.", 0), 0u)
      << message;
}

TEST(CpuStorage, CpuAllocatorIsShared) {
  Allocator* a = allocator_for(Device("cpu"));
  ASSERT_NE(a, nullptr);
  EXPECT_EQ(a, allocator_for(Device("cpu:0")));
  void* p = a->allocate(7);
  EXPECT_TRUE(is_aligned_64(p));
  a->deallocate(p, 7);
}

// ---- lifetime ---------------------------------------------------------------------------------

TEST(StorageLifetime, RefcountFollowsHandles) {
  Storage a = Storage::make(size_t{16}, Device("cpu"));
  EXPECT_EQ(a.use_count(), 1u);
  {
    Storage b = a;
    EXPECT_EQ(a.use_count(), 2u);
    EXPECT_EQ(b->data(), a->data());
    Storage c = std::move(b);
    EXPECT_EQ(a.use_count(), 2u);
    EXPECT_FALSE(b);
  }
  EXPECT_EQ(a.use_count(), 1u);
  a.reset();
  EXPECT_FALSE(a);
}

TEST(StorageLifetime, WrappedMemoryIsNotFreedByTheStorage) {
  alignas(64) static unsigned char buffer[32];
  {
    Storage s = Storage::make(static_cast<void*>(buffer), sizeof buffer, Device("cpu"));
    EXPECT_EQ(s->data(), buffer);
    EXPECT_EQ(s->nbytes(), sizeof buffer);
    EXPECT_EQ(s->device(), Device("cpu"));
  }
  // Had the storage freed the static buffer, ASan would have reported it above; the buffer is
  // still writable.
  buffer[0] = 1;
  EXPECT_EQ(buffer[0], 1);
}

// ---- other devices ----------------------------------------------------------------------------

TEST(CudaStorage, WithoutAGpuAllocationRaisesRuntimeError) {
  if (cuda_is_available()) GTEST_SKIP() << "a GPU is present";
  const std::string message = error_of<RuntimeError>([] { Storage::make(size_t{16}, Device("cuda")); });
  // One of PyTorch's explanations (c10/cuda/CUDAFunctions.cpp, torch.cuda), depending on whether
  // CUDA is built in and what the runtime reports.
  const char* const explanations[] = {
      "Torch not compiled with CUDA enabled",
      "No CUDA GPUs are available",
      "Found no NVIDIA driver on your system. Please check that you have an NVIDIA GPU and "
      "installed a driver from http://www.nvidia.com/Download/index.aspx",
      "The NVIDIA driver on your system is too old (found version ",
      "CUDA driver initialization failed, you might not have a CUDA gpu.",
      "Unexpected error from cudaGetDeviceCount().",
  };
  bool known = false;
  for (const char* e : explanations) known = known || message.rfind(e, 0) == 0;
  EXPECT_TRUE(known) << message;
  EXPECT_THROW(allocator_for(Device("cuda:0")), RuntimeError);
}

TEST(CudaStorage, WithAGpuMemoryComesFromThatDevice) {
  if (!cuda_is_available()) GTEST_SKIP() << "no GPU";
  Storage s = Storage::make(size_t{1000}, Device("cuda:0"));
  EXPECT_NE(s->data(), nullptr);
  EXPECT_EQ(s->device(), Device("cuda:0"));
  EXPECT_EQ(s->nbytes(), 1000u);
  // A bare 'cuda' is the current device, which nothing here has changed from 0.
  EXPECT_EQ(Storage::make(size_t{8}, Device("cuda"))->device(), Device("cuda:0"));
  // cudaMalloc returns memory aligned to at least 256 bytes.
  EXPECT_TRUE(is_aligned_64(s->data()));
}

TEST(CudaStorage, WithAGpuAnIndexPastTheLastDeviceIsRejected) {
  if (!cuda_is_available()) GTEST_SKIP() << "no GPU";
  const auto past_last = static_cast<DeviceIndex>(cuda_device_count());
  EXPECT_EQ(error_of<RuntimeError>([&] { allocator_for(Device(DeviceType::CUDA, past_last)); }),
            "CUDA error: invalid device ordinal");
}

TEST(OtherDevices, HaveNoAllocator) {
  EXPECT_EQ(error_of<NotImplementedError>([] { allocator_for(Device("mps")); }),
            "opforge cannot allocate memory on device type 'mps'; it supports cpu, cuda and meta");
}

TEST(MetaStorage, HasASizeAndNoMemory) {
  const Storage s = Storage::make(size_t{4096}, Device("meta:0"));
  EXPECT_EQ(s->nbytes(), 4096u);
  EXPECT_EQ(s->data(), nullptr);
  EXPECT_EQ(s->device(), Device("meta"));  // no index, as cpu
}

}  // namespace
}  // namespace opforge
