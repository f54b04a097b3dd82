// Host memory that other processes can map, for share_memory_: a shared anonymous mapping, which a
// child created by fork() (a data-loader worker, say) sees and writes as the parent does, as the
// memory of a PyTorch tensor after share_memory_.
#include <sys/mman.h>

#include <cerrno>
#include <cstring>

#include "opforge/error.h"
#include "opforge/storage.h"

namespace opforge {
namespace {

class SharedMemoryAllocator final : public Allocator {
 public:
  void* allocate(size_t nbytes) override {
    // mmap refuses a length of 0; one byte still maps one page and gives a distinct pointer.
    void* p = mmap(nullptr, nbytes == 0 ? 1 : nbytes, PROT_READ | PROT_WRITE, MAP_SHARED | MAP_ANONYMOUS, -1, 0);
    OPFORGE_CHECK(p != MAP_FAILED, RuntimeError, "unable to map {} bytes of shared memory: {}", nbytes,
                  std::strerror(errno));
    return p;
  }
  void deallocate(void* p, size_t nbytes) noexcept override { munmap(p, nbytes == 0 ? 1 : nbytes); }
};

SharedMemoryAllocator g_shared_memory_allocator;

}  // namespace

Allocator* shared_memory_allocator() { return &g_shared_memory_allocator; }

}  // namespace opforge
