// cat's meta function, with PyTorch's checks, order and texts:
// - a zero-dim tensor cannot take part ("zero-dimensional tensor (at position 1) cannot be
//   concatenated"); an empty list is rejected ("opforge.cat(): expected a non-empty list of Tensors");
// - legacy empty tensors, 1-D of size 0, are skipped wherever they appear; dim is wrapped against
//   the first tensor that is not skipped (and not checked when all are);
// - the others must have the same number of dims ("Tensors must have same number of dimensions: got
//   2 and 3"), equal sizes except along dim ("Sizes of tensors must match except in dimension 1.
//   Expected size 2 but got size 3 for tensor number 1 in the list.") and one device.
// The result has their sizes with dim's summed ([0] when every tensor is skipped), and the memory
// format every joined tensor suggests (contiguous when they disagree).
#include <optional>

#include "core/checked_math.h"
#include "iteration/kernel_checks.h"
#include "kernels/cat.h"
#include "opforge/tensor_base.h"

namespace opforge::meta {
namespace {

bool is_skipped(const TensorBase& t) { return t.dim() == 1 && t.sizes()[0] == 0; }

void check_shape_except_dim(const TensorBase& first, const TensorBase& t, int64_t dim, size_t index) {
  OPFORGE_CHECK(first.dim() == t.dim(), RuntimeError, "Tensors must have same number of dimensions: got {} and {}",
                first.dim(), t.dim());
  for (int64_t d = 0; d < first.dim(); ++d) {
    if (d == dim) continue;
    const int64_t expected = first.sizes()[static_cast<size_t>(d)];
    const int64_t got = t.sizes()[static_cast<size_t>(d)];
    OPFORGE_CHECK(expected == got, RuntimeError,
                  "Sizes of tensors must match except in dimension {}. Expected size {} but got size {} for tensor "
                  "number {} in the list.",
                  dim, expected, got, index);
  }
}

MemoryFormat output_memory_format(TensorList tensors) {
  std::optional<MemoryFormat> format;
  for (const TensorBase& t : tensors) {
    if (is_skipped(t)) continue;
    const MemoryFormat f = t.suggest_memory_format();
    if (format && *format != f) return MemoryFormat::Contiguous;
    format = f;
  }
  return format.value_or(MemoryFormat::Contiguous);
}

}  // namespace

dispatch::ResultShape cat_shape(TensorList tensors, int64_t dim) {
  for (size_t i = 0; i < tensors.size(); ++i)
    OPFORGE_CHECK(tensors[i].dim() > 0, RuntimeError, "zero-dimensional tensor (at position {}) cannot be concatenated",
                  i);
  size_t valid = tensors.size();
  for (size_t i = 0; i < tensors.size() && valid == tensors.size(); ++i)
    if (!is_skipped(tensors[i])) valid = i;
  if (valid < tensors.size()) dim = wrap_dim(dim, tensors[valid].dim());
  OPFORGE_CHECK(!tensors.empty(), RuntimeError, "opforge.cat(): expected a non-empty list of Tensors");
  if (valid == tensors.size()) return DimVector{0};
  const TensorBase& first = tensors[valid];
  int64_t size_at_dim = 0;
  for (size_t i = 0; i < tensors.size(); ++i) {
    if (is_skipped(tensors[i])) continue;
    check_shape_except_dim(first, tensors[i], dim, i);
    check_same_device(first.device(), tensors[i].device());
    size_at_dim = checked::add(size_at_dim, tensors[i].sizes()[static_cast<size_t>(dim)],
                               "the size of the concatenated dimension");
  }
  DimVector sizes(first.sizes());
  sizes[static_cast<size_t>(dim)] = size_at_dim;
  return {std::move(sizes), output_memory_format(tensors)};
}

}  // namespace opforge::meta
