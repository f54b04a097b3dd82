// The gathers under flip, index_select and gather, and the scatter under scatter_add, planned once
// for both devices. Gathers: element p of the result
// is self's element p, with each flipped dim counted from its end and the indexed dim's position
// looked up in an index. The plan is three operands over the result's sizes, in bytes, as
// StridedLoop and the CUDA offset plan walk them (PyTorch restrides its TensorIterator operands
// for flip and its index kernels the same way):
//   0: the result;
//   1: self, with its stride negated and its address moved to the last element along each flipped
//      dim, and stride 0 along the indexed dim;
//   2: the index (int64 or int32): its stride along the indexed dim, 0 along the others. flip has
//      none: its address is a zero that is never read, its strides 0.
// GatherElement then copies, at each position, self's element at operand 1's address plus the
// index's value times self's stride along the indexed dim. gather's index has the result's shape
// (its own strides along every dim). The scatter walks the same three operands over the index's
// sizes with the roles of 0 and 1 swapped: operand 0 is the written result (stride 0 along the
// indexed dim), 1 the source, 2 the index.
#pragma once

#include <array>
#include <cstdint>
#include <cstring>
#include <type_traits>

#include "iteration/byte_strides.h"
#include "iteration/element_word.h"
#include "opforge/numeric.h"
#include "opforge/tensor_base.h"

namespace opforge::gather {

struct Plan {
  DimVector sizes;                   // the result's
  std::array<DimVector, 3> strides;  // bytes: result, self, index
  std::array<char*, 3> data{};
  int64_t indexed_stride = 0;  // self's byte stride along the indexed dim
  int64_t indexed_size = 1;    // self's size along the indexed dim: an index must be below it
  bool has_index = false;
  ScalarType index_dtype = ScalarType::Int64;
  // The indexed dim among `sizes` (a scatter's loops keep it innermost, so that the additions into
  // one element come in index order); -1 where `sizes` has none (a 0-dim index).
  int64_t indexed_dim = -1;

  std::array<IntArrayRef, 3> stride_refs() const { return {strides[0], strides[1], strides[2]}; }
};

// The `dim` of index_select, gather and scatter_add is wrapped (their stubs wrap it once, ops.yaml
// `wraps`; 0 for a 0-dim self).

// flip: self's dims in `dims` (wrapped by the stub: in range, each once) read backwards.
Plan plan_flip(const TensorBase& result, const TensorBase& self, IntArrayRef dims);

// index_select: along dim, result position i is self's position index[i]; a zero-dim self (whose
// one index must be 0) is one element.
Plan plan_index_select(const TensorBase& result, const TensorBase& self, int64_t dim, const TensorBase& index);

// gather: result position p (the index's sizes) is self's position p with the coordinate along dim
// replaced by index[p] (int64). self and index have as many dims, a 0-dim one counting as 1-D
// (PyTorch's ensure_nonempty_dim), and the index is no larger than self apart from dim (the meta
// step has checked both).
Plan plan_gather(const TensorBase& result, const TensorBase& self, int64_t dim, const TensorBase& index);

// scatter_add: over the index's sizes, src's position p is added into the result's position p with
// the coordinate along dim replaced by index[p] (the meta step has checked the shapes as for gather,
// and src no smaller than the index).
Plan plan_scatter(const TensorBase& result, int64_t dim, const TensorBase& index, const TensorBase& src);

// One element of a gather, as both devices' loops call it: copies self's element at `self` (plus
// the index's value times indexed_stride, for Index int64_t or int32_t; Index void: no index) to
// `out`. An index outside [0, indexed_size) copies nothing and returns false: the CPU kernel has
// rejected it before with PyTorch's text, the CUDA one reports it after.
template <class Word, class Index>
struct GatherElement {
  int64_t indexed_stride;
  int64_t indexed_size;

  OPFORGE_HOST_DEVICE bool operator()(char* out, const char* self, const char* index) const {
    int64_t i = 0;
    if constexpr (!std::is_void_v<Index>) {
      i = static_cast<int64_t>(*reinterpret_cast<const Index*>(index));
      if (i < 0 || i >= indexed_size) return false;
    }
    memcpy(out, self + i * indexed_stride, sizeof(Word));
    return true;
  }
};

// One element of a scatter_add: adds src's element to the result's at `target` plus the index's
// value times indexed_stride, through `add(T* into, T value)` (a plain addition on the CPU, an
// atomic one on CUDA). An index outside [0, indexed_size) adds nothing and returns false.
template <class T>
struct ScatterAddElement {
  int64_t indexed_stride;
  int64_t indexed_size;

  template <class Add>
  OPFORGE_HOST_DEVICE bool operator()(char* target, const char* src, const char* index, const Add& add) const {
    const int64_t i = *reinterpret_cast<const int64_t*>(index);
    if (i < 0 || i >= indexed_size) return false;
    add(reinterpret_cast<T*>(target + i * indexed_stride), *reinterpret_cast<const T*>(src));
    return true;
  }
};

// Calls fn(TypeTag<Word>{}, TypeTag<Index>{}) with the word of the plan's element size (1, 2, 4, 8
// or 16 bytes) and its index type (void without an index).
template <class Fn>
void visit_element(const Plan& plan, size_t itemsize, Fn&& fn) {
  const auto with_word = [&]<class Word>(TypeTag<Word> word) {
    if (!plan.has_index)
      fn(word, TypeTag<void>{});
    else if (plan.index_dtype == ScalarType::Int32)
      fn(word, TypeTag<int32_t>{});
    else
      fn(word, TypeTag<int64_t>{});
  };
  visit_word(itemsize, with_word);
}

}  // namespace opforge::gather
