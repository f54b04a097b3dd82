// Broadcasting semantics (pytorch.org/docs/stable/notes/broadcasting.html): the shape operands broadcast to, and the shape
// checks of in-place and out= results. Shapes are compared from the trailing dimension; a missing
// dim counts as 1, and a size-1 dim takes the other size, including 0 (so 0 with 1 gives 0, while
// 0 with 3 is a mismatch).
#pragma once

#include <cstdint>
#include <initializer_list>
#include <span>

#include "opforge/layout.h"

namespace opforge {

// The broadcast shape of two operands, as PyTorch's infer_size (and so every elementwise op).
// RuntimeError: "The size of tensor a (2) must match the size of tensor b (3) at non-singleton
// dimension 1", where the dimension is counted in the result shape.
DimVector infer_size(IntArrayRef a, IntArrayRef b);

// torch.broadcast_shapes: the shape all `shapes` broadcast to; no shapes give []. Raises
// RuntimeError "Trying to create tensor with negative dimension (-1): (-1)" for a negative size and
// "Shape mismatch: objects cannot be broadcast to a single shape" for incompatible shapes (the
// wording of torch.broadcast_shapes, which differs from infer_size's).
DimVector broadcast_shapes(std::span<const IntArrayRef> shapes);
inline DimVector broadcast_shapes(std::initializer_list<IntArrayRef> shapes) {
  return broadcast_shapes(std::span<const IntArrayRef>(shapes.begin(), shapes.size()));
}

// Whether a tensor of `shape` can be expanded (broadcast without copying) to `desired`.
bool is_expandable_to(IntArrayRef shape, IntArrayRef desired);

// An in-place op (and an out= tensor that is also one of the inputs) writes the broadcast result
// into an existing tensor, so broadcasting must not change that tensor's shape. `broadcast_shape`
// is the shape of all operands broadcast together, the written tensor included. RuntimeError
// "output with shape [1, 3, 1] doesn't match the broadcast shape [3, 3, 7]" (PyTorch's
// TensorIterator text; pytorch.org/docs/stable/notes/broadcasting.html shows an older message).
void check_inplace_broadcast(IntArrayRef self_shape, IntArrayRef broadcast_shape);

// What an out= tensor needs before it can receive a result of `result_shape`.
enum class OutResize : int8_t {
  kKeep,            // shapes are equal: written as is
  kResizeEmpty,     // the out tensor has no elements: resized silently
  kResizeNonEmpty,  // the out tensor has elements and another shape: resized all the same
};
// PyTorch's resize_output_check, unchanged through PyTorch 2.x: an out= tensor of another shape is
// resized to the result's shape, never rejected. For an out tensor that holds elements PyTorch
// also warns that this resize is deprecated ("An output with one or more elements was resized
// since it had shape [2], which does not match the required output shape [3]. ..."); opforge
// resizes it likewise and reports kResizeNonEmpty so that callers can tell the two cases apart.
OutResize check_out_shape(IntArrayRef out_shape, IntArrayRef result_shape);

}  // namespace opforge
