// cat and cat.names: the tensors joined along dim, with PyTorch's rules and texts.
//
// - A zero-dim tensor cannot take part ("zero-dimensional tensor (at position 1) cannot be
//   concatenated"); an empty list is rejected ("opforge.cat(): expected a non-empty list of Tensors").
// - Legacy empty tensors, 1-D of size 0, are skipped wherever they appear; dim is wrapped against the
//   first tensor that is not skipped (and not checked when all are).
// - The others must have the same number of dims ("Tensors must have same number of dimensions: got
//   2 and 3") and equal sizes except along dim ("Sizes of tensors must match except in dimension 1.
//   Expected size 2 but got size 3 for tensor number 1 in the list.").
// - The result dtype is result_type of all the tensors, skipped ones included; an out= tensor must
//   be able to hold it ("opforge.cat(): input types can't be cast to the desired output type Long")
//   and is then written in its own dtype. The result takes the inputs' memory format when they all
//   suggest the same one.
// - An out= tensor may overlap no input.
// Same-dtype pieces are byte copies, so shell dtypes concatenate too; pieces of other dtypes are
// converted by copy_'s rules. Every device works: the pieces are copied with copy_.
#include <optional>

#include "core/checked_math.h"
#include "kernels/cat.h"
#include "opforge/tensor.h"
#include "iteration/kernel_checks.h"
#include "iteration/mem_overlap.h"
#include "opforge/factories.h"
#include "opforge/promotion.h"

namespace opforge::kernels {
namespace {

bool is_skipped(const Tensor& t) { return t.dim() == 1 && t.sizes()[0] == 0; }

void check_shape_except_dim(const Tensor& first, const Tensor& t, int64_t dim, size_t index) {
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

// The memory format every joined tensor suggests, or contiguous when they disagree.
MemoryFormat output_memory_format(TensorList tensors) {
  std::optional<MemoryFormat> format;
  for (const Tensor& t : tensors) {
    if (is_skipped(t)) continue;
    const MemoryFormat f = t.suggest_memory_format();
    if (format && *format != f) return MemoryFormat::Contiguous;
    format = f;
  }
  return format.value_or(MemoryFormat::Contiguous);
}

void check_no_overlap(const Tensor& out, const Tensor& t) {
  const MemOverlapStatus status = get_overlap_status(out, t);
  OPFORGE_CHECK(status != MemOverlapStatus::Partial && status != MemOverlapStatus::Full, RuntimeError,
                "unsupported operation: some elements of the input tensor and the written-to tensor refer to a "
                "single memory location. Please clone() the tensor before performing the operation.");
}

}  // namespace

Tensor cat_kernel(TensorList tensors, int64_t dim, const Tensor* out) {
  for (size_t i = 0; i < tensors.size(); ++i)
    OPFORGE_CHECK(tensors[i].dim() > 0, RuntimeError, "zero-dimensional tensor (at position {}) cannot be concatenated",
                  i);
  size_t valid = tensors.size();
  for (size_t i = 0; i < tensors.size() && valid == tensors.size(); ++i)
    if (!is_skipped(tensors[i])) valid = i;
  if (valid < tensors.size()) dim = wrap_dim(dim, tensors[valid].dim());
  OPFORGE_CHECK(!tensors.empty(), RuntimeError, "opforge.cat(): expected a non-empty list of Tensors");

  ResultTypeState promotion;
  for (const Tensor& t : tensors) promotion.add(operand_type(t));
  ScalarType dtype = promotion.result();
  if (out) {
    OPFORGE_CHECK(can_cast(dtype, out->dtype()), RuntimeError,
                  "opforge.cat(): input types can't be cast to the desired output type {}", cpp_name(out->dtype()));
    dtype = out->dtype();
  }

  DimVector sizes{0};
  Device device = tensors[0].device();
  if (valid < tensors.size()) {
    const Tensor& first = tensors[valid];
    int64_t size_at_dim = 0;
    for (size_t i = 0; i < tensors.size(); ++i) {
      if (is_skipped(tensors[i])) continue;
      check_shape_except_dim(first, tensors[i], dim, i);
      check_same_device(first.device(), tensors[i].device());
      size_at_dim = checked::add(size_at_dim, tensors[i].sizes()[static_cast<size_t>(dim)],
                                 "the size of the concatenated dimension");
    }
    sizes = DimVector(first.sizes());
    sizes[static_cast<size_t>(dim)] = size_at_dim;
    device = first.device();
  }

  Tensor result;
  if (out) {
    check_same_device(device, out->device());
    resize_out(*out, sizes.span());
    result = *out;
    if (valid < tensors.size()) {
      assert_no_internal_overlap(result);
      for (const Tensor& t : tensors) check_no_overlap(result, t);
    }
  } else {
    result = empty(sizes.span(),
                   TensorOptions().dtype(dtype).device(device).memory_format(output_memory_format(tensors)));
  }

  int64_t offset = 0;
  for (const Tensor& t : tensors) {
    if (is_skipped(t)) continue;
    const int64_t size = t.sizes()[static_cast<size_t>(dim)];
    const Tensor slice = result.narrow(dim, offset, size);
    slice.copy_(t);
    offset += size;
  }
  return result;
}


}  // namespace opforge::kernels
