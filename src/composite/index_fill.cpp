// index_fill: PyTorch 1.13's checks of index_fill_, in its order and texts, then one masked_fill_ of
// self with a bool mask along dim that is true at every index (built on the host from the indices,
// which are read there anyway to check their range, and moved to self's device): one kernel for any
// number of indices, on every device, with masked_fill's conversion of the value to self's dtype.
// The function form fills a clone; the stub gives the result self's names.
#include "kernels/index_fill.h"

#include "opforge/factories.h"
#include "opforge/ops/masked_fill.h"
#include "opforge/tensor.h"

namespace opforge::composite {
namespace {

void fill_at_indices(const Tensor& target, int64_t dim, const Tensor& index, const Scalar& value) {
  OPFORGE_CHECK(index.dtype() == kLong, IndexError, "index_fill_(): Expected dtype int64 for index.");
  OPFORGE_CHECK(target.is_complex() || !value.is_complex(), RuntimeError,
                "index_fill_(): Converting complex Scalar to non-complex type is not supported");
  // A 0-dim self is filled as the one-element vector it views.
  const Tensor self = target.dim() == 0 ? target.unsqueeze(-1) : target;
  const int64_t d = wrap_dim(dim, self.dim());
  OPFORGE_CHECK(index.dim() <= 1, RuntimeError, "Index has to be a vector/scalar");
  if (self.is_meta()) return;  // no elements to fill
  const int64_t size = self.sizes()[static_cast<size_t>(d)];
  Tensor mask = opforge::full({size}, false, TensorOptions().dtype(kBool));
  bool* marked = mask.data_ptr<bool>();
  const Tensor indices = index.to(Device(DeviceType::CPU)).contiguous();
  const int64_t* at = indices.data_ptr<int64_t>();
  for (int64_t i = 0; i < indices.numel(); ++i) {
    const int64_t idx = at[i];
    OPFORGE_CHECK(idx >= -size && idx < size, IndexError, "index {} is out of bounds for dimension {} with size {}",
                  idx, d, size);
    marked[idx < 0 ? idx + size : idx] = true;
  }
  // The mask broadcasts along every other dim: size 1 there.
  DimVector shape(static_cast<size_t>(self.dim()), 1);
  shape[static_cast<size_t>(d)] = size;
  self.masked_fill_(mask.view(shape).to(self.device()), value);
}

}  // namespace

Tensor index_fill(const Tensor& self, int64_t dim, const Tensor& index, const Scalar& value, const Tensor* out) {
  Tensor target = out ? *out : self.clone();
  fill_at_indices(target, dim, index, value);
  return target;
}

Tensor index_fill_tensor(const Tensor& self, int64_t dim, const Tensor& index, const Tensor& value, const Tensor* out) {
  OPFORGE_CHECK(value.dim() == 0, RuntimeError,
                "index_fill_ only supports a 0-dimensional value tensor, but got tensor with {} dimension(s).",
                value.dim());
  return index_fill(self, dim, index, value.item(), out);
}

Tensor index_fill_dimname(const Tensor& self, Dimname dim, const Tensor& index, const Scalar& value,
                          const Tensor* out) {
  return index_fill(self, resolve_dim(self, dim), index, value, out);
}

Tensor index_fill_dimname_tensor(const Tensor& self, Dimname dim, const Tensor& index, const Tensor& value,
                                 const Tensor* out) {
  return index_fill_tensor(self, resolve_dim(self, dim), index, value, out);
}

}  // namespace opforge::composite
