#include "core/fresh_tensor.h"

#include <fmt/format.h>
#include <fmt/ranges.h>

#include "opforge/error.h"

namespace opforge::detail {

TensorBase fresh_contiguous(IntArrayRef sizes, int64_t numel, ScalarType dtype, Device device) {
  int64_t nbytes = 0;
  // numel fits (a tensor of these sizes exists), but the result's elements may be wider.
  OPFORGE_CHECK(!__builtin_mul_overflow(numel, static_cast<int64_t>(itemsize(dtype)), &nbytes), RuntimeError,
                "Storage size calculation overflowed with sizes=[{}]", fmt::join(sizes, ", "));
  return TensorBase(intrusive_ptr<TensorImpl>::make(Storage::make(static_cast<size_t>(nbytes), device), dtype, sizes,
                                                    numel, TensorImpl::TrustedContiguous{}));
}

}  // namespace opforge::detail
