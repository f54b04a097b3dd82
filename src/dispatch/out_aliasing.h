// The out= aliasing rule of the generated stubs of custom-kernel ops that are not elementwise
// (reductions, matrix products, cat): what happens when an out= tensor shares memory with an
// input, or with another out= tensor. (Elementwise ops follow TensorIterator's rules in
// elementwise::ElementwiseIter instead.)
//
// A kernel resizes its out= tensors before it reads its inputs, and writes them while it reads:
// unguarded, max_out(a, idx, a, 0) would shrink `a` and then read it as the input, past its new end. So:
// - an out= tensor that is an input, or covers the same elements (full overlap), or may share
//   memory in a way PyTorch calls too hard to tell, is computed into a fresh tensor of its dtype
//   and device, and copied into the out= tensor after the kernel has read every input: the result
//   is what the op gives without out=;
// - partial overlap of dense tensors raises PyTorch's TensorIterator text ("unsupported
//   operation: some elements of the input tensor and the written-to tensor refer to a single
//   memory location. Please clone() the tensor before performing the operation.");
// - two out= tensors sharing memory (values and indices the same tensor) raise the same text.
#pragma once

#include <array>
#include <cstddef>
#include <optional>
#include <tuple>

#include "opforge/tensor.h"

namespace opforge::dispatch {

class OutAliasing {
 public:
  static constexpr size_t kMaxOuts = 4;

  // `out`: the stub's out= tensors (n of them, in return order), or nullptr for the functional
  // variants, for which nothing is checked.
  // Inline, as input() is: the functional variants pay a pointer test.
  OutAliasing(const Tensor* out, size_t n) : out_(out), n_(out ? n : 0) {
    if (n_ != 0) check_outs();
  }

  // Each tensor the kernel reads.
  void input(const Tensor& t) {
    if (n_ != 0 && !redirected_) check_input(t);
  }
  void input(const std::optional<Tensor>& t) {
    if (t) input(*t);
  }
  void input(TensorList ts) {
    for (const Tensor& t : ts) input(t);
  }

  // What the kernel writes: the out= tensors, or their fresh stand-ins once an input aliases one.
  const Tensor* kernel_out() const { return redirected_ ? stand_ins_.data() : out_; }

  // After the kernel: the out= tensors take the stand-ins' shapes and values, and `result` refers
  // to the out= tensors again.
  void write_back(Tensor& result) {
    if (redirected_) result = copy_back(0);
  }
  template <class... Ts>
  void write_back(std::tuple<Ts...>& result) {
    if (redirected_) write_back_each(result, std::index_sequence_for<Ts...>());
  }

 private:
  template <class Tuple, size_t... I>
  void write_back_each(Tuple& result, std::index_sequence<I...>) {
    ((std::get<I>(result) = copy_back(I)), ...);
  }
  void check_outs() const;
  void check_input(const Tensor& t);
  Tensor copy_back(size_t k) const;
  void redirect();

  const Tensor* out_;
  size_t n_;
  bool redirected_ = false;
  std::array<Tensor, kMaxOuts> stand_ins_;
};

}  // namespace opforge::dispatch
