// The meta step of every ops.yaml entry with a structured kernel (`kernel: {structured: ...}`: the
// matrix products, max, cat), after its hand-written meta::<shape> function has checked the
// arguments and given the results' shape: the result dtypes (the promotion's for the first result,
// the declared `outputs` dtypes for the others), the out= rule, the op's dtypes on the tensors'
// device, and the result tensors. The kernel then only computes into them. This is PyTorch's
// structured-kernel split, with the rules declared in ops.yaml.
#pragma once

#include <cstdint>
#include <initializer_list>
#include <span>
#include <string_view>

#include "dispatch/result_shape.h"
#include "iteration/promotion_kind.h"
#include "opforge/tensor.h"

namespace opforge::dispatch {

// `inplace_cast` of the out= variant: the first result's dtype exactly, or any dtype it can be
// cast to (same_kind: the result is then written in out's dtype).
enum class OutCast : uint8_t { Exact, SameKind };

// What an entry declares, as its stub's constant.
struct StructuredRule {
  uint64_t cpu_dtypes;          // dispatch::dtype_bits of the entry's dtypes
  uint64_t cuda_dtypes;         // and of its cuda_dtypes
  std::string_view cpu_error;   // "addmm_impl_cpu_": the kernel's name in "\"NAME\" not implemented for 'Bool'"
  std::string_view cuda_error;  // "addmm_cuda"
  // The first result's dtype: SameDtype (every operand has the first's dtype), Default
  // (result_type of the operands) or Index (int64: positions of the first operand's elements, whose
  // dtype the op's dtypes list).
  PromotionKind promotion;
  OutCast out_cast;
  // The op's own text for an out= tensor of a dtype the rule refuses, with {out} and {result} for
  // the dtypes' ScalarType names ("result dtype {out} does not match input dtype {result}", dot's);
  // empty: check_out_dtype's, or result_type's can't-cast text.
  std::string_view out_dtype_message;
  // The dtypes are checked only when there is work: no operand and no result is empty.
  bool empty_skips_dtype_check;
  // The op adds its product to an addend (`addend:`, addmm): the dtypes are checked by
  // prepare_addend, after the addend is broadcast and only where the product is computed.
  bool addend = false;
};

// A structured op that starts from self (`starts_from: self`, scatter_add): self's elements copied
// into a new or out= result (not in place: the result is self), which the kernel then updates.
void copy_start(const Tensor& self, const Tensor& result);

// The results of a structured op without an addend whose shape reads_no_elements (argmax along a
// dim of size 1): zeros, on any device; the stub calls no kernel.
void zero_results(std::span<Tensor> results);

// wraps of an int list (`wraps: {dims: self}`, flip): each dim wrapped against ndim, with PyTorch's
// dim_list_to_bitset checks and texts in its order (reduce::wrap_dims: "Dimension out of range
// ...", "dim 1 appears multiple times in the list of dims"), so the meta function and the kernels
// read the list wrapped and check it no more.
DimVector wrap_dim_list(IntArrayRef dims, int64_t ndim);

// same_dtype_checks: RuntimeError `text` ("self and mat2 must have the same dtype") unless first
// and second have one dtype.
void check_same_dtype(const Tensor& first, const Tensor& second, std::string_view text);

// The results of a structured op, in PyTorch's order of checks: each out= tensor must take its
// result's dtype (the out_cast rule; extra results exactly) and must not have elements that share
// memory ("unsupported operation: more than one element of the written-to tensor refers to a single
// memory location"); the first result's dtype (with `index`, the first operand's) must be one of
// the op's on the first operand's device, unless the shape reads_no_elements; with same_dtype every other operand must have it ("expected scalar type Float but found
// Double"). results[0] gets that dtype (out's own, under same_kind), results[1 + i]
// extra_dtypes[i]; each is its out= tensor resized to the shape's sizes, or a new tensor on the
// first operand's device. `out`: nullptr, or the out= tensors in return order; or, with `inplace`,
// self, which is the result and must have its dtype and the shape's sizes ("Bad in-place call:
// input tensor size [4] and output tensor size [2, 4] should match").
void structured_outputs(const StructuredRule& rule, const ResultShape& shape,
                        std::initializer_list<const Tensor*> operands, const Tensor* out, bool inplace,
                        std::initializer_list<ScalarType> extra_dtypes, std::span<Tensor> results);
// The same for an op whose operands are one list (cat); the list is not empty.
void structured_outputs(const StructuredRule& rule, const ResultShape& shape, TensorList operands, const Tensor* out,
                        std::initializer_list<ScalarType> extra_dtypes, std::span<Tensor> results);

// The addend of an op that adds its product to it (addmm: result = beta * self + alpha * product),
// after structured_outputs, in PyTorch's order: the addend broadcast to the result's sizes (expand's
// errors); nothing more for an empty result; with nothing to multiply (the shape reads no
// elements: k = 0) the result is beta * addend, through mul_ and its dtype rule, or zeros when
// beta is 0; otherwise the op's dtypes are checked on the result's device, beta and alpha must fit
// the computation's type ("value cannot be converted to type float without overflow"), and unless
// beta is 0 the broadcast addend is copied into the result (in place, it is the result). Returns
// whether the kernel runs: it then computes result = beta * result + alpha * product, reading the
// result only when beta is not 0.
bool prepare_addend(const StructuredRule& rule, const ResultShape& shape, const Tensor& addend, const Scalar& beta,
                    const Scalar& alpha, const Tensor& result);

}  // namespace opforge::dispatch
