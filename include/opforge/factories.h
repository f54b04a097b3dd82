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
#include "opforge/ops/zeros.h"
#include "opforge/ops/zeros_like.h"
#include "opforge/tensor.h"

namespace opforge {

// empty, empty_strided, zeros, ones, full, arange, linspace, eye and the `_like` factories are
// ops.yaml entries (opforge/ops/<op>.h), each with a form taking TensorOptions: empty({2, 3}),
// full({2}, 1.5, kDouble), arange(0, 10, 2), empty_like(t, kHalf).
// Uniform [0, 1) and standard normal samples from the global generator (see manual_seed).
Tensor rand(IntArrayRef sizes, const TensorOptions& options = {});
Tensor randn(IntArrayRef sizes, const TensorOptions& options = {});
void manual_seed(uint64_t seed);

// Brace-friendly overloads: zeros({2, 3}).
#define OPFORGE_SIZES_OVERLOAD(name)                                                            \
  inline Tensor name(std::initializer_list<int64_t> sizes, const TensorOptions& options = {}) { \
    return name(IntArrayRef(sizes.begin(), sizes.size()), options);                             \
  }
OPFORGE_SIZES_OVERLOAD(rand)
OPFORGE_SIZES_OVERLOAD(randn)
#undef OPFORGE_SIZES_OVERLOAD
Tensor rand_like(const Tensor& t, const TensorOptions& options = {});
Tensor randn_like(const Tensor& t, const TensorOptions& options = {});

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
