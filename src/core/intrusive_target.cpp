// Where refcounted runtime objects get their memory: the per-thread cache of small blocks.
#include <new>

#include "core/cpu_small_blocks.h"
#include "opforge/intrusive_ptr.h"

namespace opforge {

void* IntrusiveTarget::operator new(size_t nbytes) {
  if (nbytes > detail::kSmallBlockBytes) return ::operator new(nbytes);
  void* p = detail::allocate_small_block(nbytes);
  if (p == nullptr) throw std::bad_alloc();
  return p;
}

// The virtual destructor makes nbytes the size of the object's own (most derived) class, the
// size it was allocated with.
void IntrusiveTarget::operator delete(void* p, size_t nbytes) noexcept {
  if (nbytes > detail::kSmallBlockBytes)
    ::operator delete(p, nbytes);
  else
    detail::free_small_block(p, nbytes);
}

}  // namespace opforge
