// Factory functions: new tensors from sizes and options, from values, and `_like` another tensor.
// Unset options use get_default_dtype() and get_default_device() (which a DeviceScope changes).
// `names` in the options names the result's dims (RuntimeError when the count differs from dim).
#pragma once

#include <cstdint>
#include <initializer_list>
#include <optional>
#include <variant>
#include <vector>

#include "opforge/ops/arange.h"
#include "opforge/ops/empty.h"
#include "opforge/ops/empty_like.h"
#include "opforge/ops/empty_strided.h"
#include "opforge/ops/eye.h"
#include "opforge/ops/full.h"
#include "opforge/ops/full_like.h"
#include "opforge/ops/linspace.h"
#include "opforge/ops/ones.h"
#include "opforge/ops/ones_like.h"
#include "opforge/ops/rand.h"
#include "opforge/ops/rand_like.h"
#include "opforge/ops/randint.h"
#include "opforge/ops/randint_like.h"
#include "opforge/ops/randn.h"
#include "opforge/ops/randn_like.h"
#include "opforge/ops/randperm.h"
#include "opforge/ops/zeros.h"
#include "opforge/ops/zeros_like.h"
#include "opforge/tensor.h"

namespace opforge {

// empty, empty_strided, zeros, ones, full, arange, linspace, eye and the `_like` factories are
// ops.yaml entries (opforge/ops/<op>.h), each with a form taking TensorOptions: empty({2, 3}),
// full({2}, 1.5, kDouble), arange(0, 10, 2), empty_like(t, kHalf).
// rand, randn and their `_like` forms are ops.yaml entries too, drawing from the default generator
// or a Generator (opforge/generator.h: manual_seed) as PyTorch's CPU generator does.

// A nested list of numbers, as torch.tensor takes: tensor({{1., 2.}, {3., 4.}}).
class NestedList {
 public:
  NestedList(Scalar v) : value_(v) {}
  template <class T>
    requires std::is_constructible_v<Scalar, T>
  NestedList(T v) : value_(Scalar(v)) {}
  NestedList(std::initializer_list<NestedList> items) : value_(std::vector<NestedList>(items)) {}

  bool is_scalar() const { return std::holds_alternative<Scalar>(value_); }
  const Scalar& scalar() const { return std::get<Scalar>(value_); }
  const std::vector<NestedList>& items() const { return std::get<std::vector<NestedList>>(value_); }

 private:
  std::variant<Scalar, std::vector<NestedList>> value_;
};

// torch.tensor: infers the shape (ValueError "expected sequence of length 2 at dim 1 (got 3)" when
// ragged) and, without a dtype in options, the dtype: all bool -> bool, else all integral -> int64,
// else any float -> default dtype, any complex -> default complex dtype.
Tensor tensor(const NestedList& data, const TensorOptions& options = {});
Tensor tensor(std::initializer_list<NestedList> data, const TensorOptions& options = {});

}  // namespace opforge
