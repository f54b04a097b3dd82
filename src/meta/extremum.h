// The meta functions of max, min, argmax and argmin (src/meta/<op>.cpp), with PyTorch's checks and texts,
// `name` being the op's: the op over all elements needs an element ("max(): Expected reduction dim
// to be specified for input.numel() == 0. Specify the reduction dim with the 'dim' argument."); the
// dim form (dim wrapped by the stub: `wraps: {dim: self}`) needs that dim to be non-empty
// (IndexError "max(): Expected reduction dim 0 to have non-zero size.") and then rejects complex
// input ("max(): does not support complex input"), in that order. Its values and indices have the
// reduced shape, with dim kept as size 1 if keepdim.
#pragma once

#include <optional>
#include <string_view>

#include "dispatch/result_shape.h"
#include "iteration/reduce.h"
#include "opforge/tensor_base.h"

namespace opforge::meta::extremum {

inline dispatch::ResultShape all_shape(const TensorBase& self, std::string_view name) {
  OPFORGE_CHECK(self.numel() > 0, RuntimeError,
                "{}(): Expected reduction dim to be specified for input.numel() == 0. Specify the reduction dim "
                "with the 'dim' argument.",
                name);
  return DimVector{};
}

inline dispatch::ResultShape dim_shape(const TensorBase& self, int64_t dim, bool keepdim, std::string_view name) {
  OPFORGE_CHECK(self.dim() == 0 || self.sizes()[static_cast<size_t>(dim)] != 0, IndexError,
                "{}(): Expected reduction dim {} to have non-zero size.", name, dim);
  OPFORGE_CHECK(!self.is_complex(), RuntimeError, "{}(): does not support complex input", name);
  return reduce::reduced_shape(self.sizes(), reduce::wrapped_dim_mask(dim), keepdim);
}

// argmax and argmin (PyTorch's check_argmax_argmin, `name` "argmax"): a dim (wrapped by the stub)
// must not be empty (IndexError "argmax(): Expected reduction dim 1 to have non-zero size."); without one,
// self must have elements (IndexError "argmax(): Expected reduction dim to be specified for
// input.numel() == 0."). The result has the reduced shape (without a dim, every dim is reduced),
// with the reduced dims kept as size 1 if keepdim. Along a dim of size 1 every index is 0: PyTorch
// fills the result then without dispatching on self's dtype, so any dtype is taken.
inline dispatch::ResultShape index_shape(const TensorBase& self, std::optional<int64_t> dim, bool keepdim,
                                         std::string_view name) {
  if (!dim) {
    OPFORGE_CHECK(self.numel() != 0, IndexError, "{}(): Expected reduction dim to be specified for input.numel() == 0.",
                  name);
    return reduce::reduced_shape(self.sizes(), reduce::make_dim_mask(std::nullopt, self.dim()), keepdim);
  }
  OPFORGE_CHECK(self.dim() == 0 || self.sizes()[static_cast<size_t>(*dim)] != 0, IndexError,
                "{}(): Expected reduction dim {} to have non-zero size.", name, *dim);
  dispatch::ResultShape shape(reduce::reduced_shape(self.sizes(), reduce::wrapped_dim_mask(*dim), keepdim));
  // Along a dim of size 1 every index is 0: PyTorch fills the result then without reading self or
  // dispatching on its dtype (the stub writes the zeros).
  shape.reads_no_elements = self.dim() > 0 && self.size(*dim) == 1;
  return shape;
}

}  // namespace opforge::meta::extremum
