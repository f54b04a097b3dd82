// The shape checks of gather and scatter_add: see scatter_shape_checks.h.
#include "meta/scatter_shape_checks.h"

#include <fmt/format.h>
#include <fmt/ranges.h>

#include "opforge/dim_arg.h"
#include "opforge/error.h"

namespace opforge::meta {
namespace {

int64_t nonempty_dim(const TensorBase& t) { return t.dim() == 0 ? 1 : t.dim(); }

// t.size(d), 1 for a 0-dim t; past t's dims PyTorch's size(d) raises IndexError.
int64_t nonempty_size(const TensorBase& t, int64_t d) {
  if (t.dim() == 0) return 1;
  return t.sizes()[static_cast<size_t>(wrap_dim(d, t.dim()))];
}

}  // namespace

void check_gather_shape(const TensorBase& self, int64_t dim, const TensorBase& index) {
  const int64_t dims = nonempty_dim(self);
  OPFORGE_CHECK(dims == nonempty_dim(index), RuntimeError,
                "Index tensor must have the same number of dimensions as input tensor");
  for (int64_t d = 0; d < dims; ++d) {
    if (d == dim) continue;
    OPFORGE_CHECK(nonempty_size(index, d) <= nonempty_size(self, d), RuntimeError,
                  "Size does not match at dimension {} expected index [{}] to be smaller than self [{}] apart from "
                  "dimension {}",
                  d, fmt::join(index.sizes(), ", "), fmt::join(self.sizes(), ", "), dim);
  }
}

void check_scatter_shape(const TensorBase& self, int64_t dim, const TensorBase& index, const TensorBase& src) {
  if (index.numel() == 0) return;
  const int64_t dims = nonempty_dim(self);
  OPFORGE_CHECK(dims == nonempty_dim(index), RuntimeError,
                "Index tensor must have the same number of dimensions as self tensor");
  bool wrong = false;
  for (int64_t d = 0; d < dims && !wrong; ++d) {
    wrong = d != dim && nonempty_size(index, d) > nonempty_size(self, d);
  }
  for (int64_t d = 0; d < dims && !wrong; ++d) wrong = nonempty_size(index, d) > nonempty_size(src, d);
  OPFORGE_CHECK(nonempty_dim(src) == nonempty_dim(index), RuntimeError,
                "Index tensor must have the same number of dimensions as src tensor");
  OPFORGE_CHECK(!wrong, RuntimeError,
                "Expected index [{}] to be smaller than self [{}] apart from dimension {} and to be smaller size than "
                "src [{}]",
                fmt::join(index.sizes(), ", "), fmt::join(self.sizes(), ", "), dim, fmt::join(src.sizes(), ", "));
}

}  // namespace opforge::meta
