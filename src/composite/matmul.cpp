// matmul, with PyTorch's dimension rules: 1-D x 1-D is a dot product (0-dim result), 2-D x 1-D a
// matrix-vector product, 1-D x 2-D a row vector times a matrix, 2-D x 2-D mm; with a 3-D or larger
// operand, the batch dims (all but the last two; a 1-D operand has none) broadcast and the
// matrices multiply pairwise, a 1-D operand taking part as a row (left) or column (right) that is
// then dropped from the result.
//
// Like PyTorch's, this is a composite: it reshapes its operands and calls dot, mv, mm or bmm, whose
// stubs apply the dtype, out= and device rules, so its errors are theirs and their texts
// PyTorch's ("dot : expected both vectors to have same dtype, but found Float and Double", "size
// mismatch, got 3, 3x4,5", mm's and bmm's), besides its own "both arguments to matmul need to be
// at least 1D, but they are 0D and 2D" and infer_size's for batch dims that do not broadcast. A
// batched operand times a matrix or vector is folded into one mm or mv (the batch dims merged into
// the rows), and without an out= tensor so is a matrix or vector times a batched operand
// (transposed); everything else expands both operands to the broadcast batch and runs bmm.

#include "kernels/matmul.h"
#include "core/checked_math.h"
#include "iteration/kernel_checks.h"
#include "opforge/broadcast.h"
#include "opforge/ops/bmm.h"
#include "opforge/ops/dot.h"
#include "opforge/ops/mm.h"
#include "opforge/ops/mv.h"
#include "opforge/tensor.h"

namespace opforge::composite {
namespace {

// The same tensor without names: the views below (reshape) reject named tensors, and names are the
// stub's business.
Tensor unnamed(const Tensor& t) { return t.has_names() ? t.rename(std::nullopt) : t; }

// The products themselves (their stubs: checks, dtype rules, device), into out when given.
Tensor mm_into(const Tensor& a, const Tensor& b, const Tensor* out) {
  if (!out) return opforge::mm(a, b);
  Tensor o = *out;
  return opforge::mm_out(o, a, b);
}

Tensor bmm_into(const Tensor& a, const Tensor& b, const Tensor* out) {
  if (!out) return opforge::bmm(a, b);
  Tensor o = *out;
  return opforge::bmm_out(o, a, b);
}

Tensor dot_into(const Tensor& a, const Tensor& b, const Tensor* out) {
  if (!out) return opforge::dot(a, b);
  Tensor o = *out;
  return opforge::dot_out(o, a, b);
}

Tensor mv_into(const Tensor& a, const Tensor& b, const Tensor* out) {
  if (!out) return opforge::mv(a, b);
  Tensor o = *out;
  return opforge::mv_out(o, a, b);
}

// Writes out through `write(folded)`, where folded is out viewed as `folded_shape` when out's
// memory allows, else a temporary copied back (PyTorch's reshape of the out tensor).
template <class Write>
Tensor write_folded(const Tensor& out, IntArrayRef out_shape, IntArrayRef folded_shape, const Write& write) {
  resize_out(out, out_shape);
  const Tensor folded = unnamed(out).reshape(folded_shape);
  write(folded);
  if (!(folded.impl()->storage() == out.impl()->storage())) out.copy_(folded.view(out_shape));
  return out;
}

// A batched operand times a matrix or vector: the batch dims fold into a's rows.
Tensor folded_product(const Tensor& a, const Tensor& b, const Tensor* out) {
  DimVector out_shape(a.sizes().first(a.sizes().size() - 1));
  const int64_t rows = checked::result_numel(out_shape.span());
  const bool b_matrix = b.dim() == 2;
  if (b_matrix) out_shape.push_back(b.sizes()[1]);
  const Tensor a_folded = a.reshape({rows, a.sizes().back()});
  if (!out) {
    const Tensor r = b_matrix ? mm_into(a_folded, b, nullptr) : mv_into(a_folded, b, nullptr);
    return r.view(out_shape.span());
  }
  DimVector folded_shape{rows};
  if (b_matrix) folded_shape.push_back(b.sizes()[1]);
  return write_folded(*out, out_shape.span(), folded_shape.span(), [&](const Tensor& folded) {
    if (b_matrix)
      mm_into(a_folded, b, &folded);
    else
      mv_into(a_folded, b, &folded);
  });
}

// Both operands expanded to the broadcast batch dims, multiplied by bmm.
Tensor batched_product(const Tensor& t1, const Tensor& t2, const Tensor* out) {
  const int64_t d1 = t1.dim(), d2 = t2.dim();
  const int64_t n = d1 > 1 ? t1.sizes()[static_cast<size_t>(d1 - 2)] : 1;
  const int64_t m1 = t1.sizes().back();
  const int64_t m2 = d2 > 1 ? t2.sizes()[static_cast<size_t>(d2 - 2)] : t2.sizes()[0];
  const int64_t p = d2 > 1 ? t2.sizes().back() : 1;
  const IntArrayRef batch1 = t1.sizes().first(static_cast<size_t>(std::max<int64_t>(d1 - 2, 0)));
  const IntArrayRef batch2 = t2.sizes().first(static_cast<size_t>(std::max<int64_t>(d2 - 2, 0)));
  DimVector out_shape = infer_size(batch1, batch2);
  const int64_t batch = checked::result_numel(out_shape.span());

  DimVector expand1 = out_shape;
  expand1.push_back(n);
  expand1.push_back(m1);
  const Tensor e1 = t1.expand(expand1.span()).reshape({batch, n, m1});
  DimVector expand2 = out_shape;
  expand2.push_back(m2);
  if (d2 > 1) expand2.push_back(p);
  // A vector on the right becomes a batch of one-column matrices.
  const Tensor e2 = d2 > 1 ? t2.expand(expand2.span()).reshape({batch, m2, p})
                           : t2.expand(expand2.span()).reshape({batch, m2}).unsqueeze(2);
  if (d1 > 1) out_shape.push_back(n);
  if (d2 > 1) out_shape.push_back(p);
  if (!out) return bmm_into(e1, e2, nullptr).view(out_shape.span());
  const int64_t folded_shape[] = {batch, n, p};
  return write_folded(*out, out_shape.span(), folded_shape, [&](const Tensor& folded) { bmm_into(e1, e2, &folded); });
}

}  // namespace

Tensor matmul(const Tensor& self, const Tensor& other, const Tensor* out) {
  const int64_t d1 = self.dim(), d2 = other.dim();
  OPFORGE_CHECK(d1 != 0 && d2 != 0, RuntimeError,
                "both arguments to matmul need to be at least 1D, but they are {}D and {}D", d1, d2);
  const Tensor t1 = unnamed(self);
  const Tensor t2 = unnamed(other);
  if (d1 == 1 && d2 == 1) return dot_into(t1, t2, out);
  if (d1 == 2 && d2 == 1) return mv_into(t1, t2, out);
  if (d1 == 1 && d2 == 2) {
    const Tensor r = mm_into(t1.unsqueeze(0), t2, out);
    return out ? r.squeeze_(0) : r.squeeze(0);
  }
  if (d1 == 2 && d2 == 2) return mm_into(t1, t2, out);
  if (d1 >= 3 && d2 <= 2) return folded_product(t1, t2, out);
  if (!out && d1 <= 2) {
    // a @ b = (b^T a^T)^T: the batched right operand, transposed, folds into the rows.
    const Tensor b_t = t2.transpose(-1, -2);
    if (d1 == 1) return folded_product(b_t, t1, nullptr);
    return folded_product(b_t, t1.transpose(0, 1), nullptr).transpose(-1, -2).contiguous();
  }
  return batched_product(t1, t2, out);
}

}  // namespace opforge::composite
