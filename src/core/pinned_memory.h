// Page-locked host memory (pin_memory, is_pinned), internal to the runtime: the allocator is
// declared in opforge/storage.h, this is the query.
#pragma once

namespace opforge::detail {

// Whether the CUDA runtime knows `p` as page-locked host memory (false without CUDA or a GPU, and
// for memory it does not know), as PyTorch's is_pinned asks it.
bool is_pinned_pointer(const void* p);

}  // namespace opforge::detail
