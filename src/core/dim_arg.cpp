// Dimension arguments: wrapping negative indices and looking names up, with PyTorch's messages.
#include "opforge/dim_arg.h"

#include "opforge/error.h"
#include "opforge/tensor.h"

namespace opforge {

int64_t wrap_dim(int64_t d, int64_t ndim) {
  // A zero-dim tensor behaves as if it had one dim for wrapping (PyTorch's wrap_scalar).
  const int64_t n = ndim == 0 ? 1 : ndim;
  OPFORGE_CHECK(d >= -n && d < n, IndexError,
                "Dimension out of range (expected to be in range of [{}, {}], but got {})", -n, n - 1, d);
  return d < 0 ? d + n : d;
}

int64_t resolve_dim(const TensorBase& t, DimArg d) {
  if (!d.is_name()) return wrap_dim(d.index(), t.dim());
  const Dimname name = d.name();
  OPFORGE_CHECK(!name.is_wildcard(), RuntimeError, "Please look up dimensions by name, got: name = None.");
  check_not_ellipsis(name);
  if (const DimnameVector* names = t.impl()->names()) {
    for (size_t i = 0; i < names->size(); ++i)
      if ((*names)[i] == name) return static_cast<int64_t>(i);
    raise<RuntimeError>("Name '{}' not found in Tensor{}.", name, names_repr(*names));
  }
  // An unnamed tensor prints as all wildcards.
  DimnameVector wildcards(static_cast<size_t>(t.dim()));
  raise<RuntimeError>("Name '{}' not found in Tensor{}.", name, names_repr(wildcards));
}

}  // namespace opforge
