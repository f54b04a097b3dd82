// Factory functions: new tensors from sizes and options, from values, and `_like` another tensor.
// Unset options use get_default_dtype() and get_default_device() (which a DeviceScope changes).
// `names` in the options names the result's dims (RuntimeError when the count differs from dim).
#pragma once

#include <cstdint>
#include <initializer_list>
#include <optional>
#include <variant>
#include <vector>

#include "opforge/ops/zeros.h"
#include "opforge/tensor.h"

namespace opforge {

// Uninitialized elements, except bool ones, which hold False: a bool byte other than 0 or 1 is not
// a value of bool, and every kernel (and the printer) would load it.
Tensor empty(IntArrayRef sizes, const TensorOptions& options = {});
Tensor empty_strided(IntArrayRef sizes, IntArrayRef strides, const TensorOptions& options = {});
// zeros is an ops.yaml op: opforge/ops/zeros.h (zeros(sizes, options) and zeros({2, 3}) included).
Tensor ones(IntArrayRef sizes, const TensorOptions& options = {});
// Without a dtype in options, the dtype follows the fill value like torch.full: bool -> bool,
// integer -> int64, float -> default dtype, complex -> default complex dtype.
Tensor full(IntArrayRef sizes, const Scalar& fill_value, const TensorOptions& options = {});
// Integer start/end/step give int64; any float gives the default dtype. Size is
// ceil((end - start) / step); RuntimeError for step 0 or a step of the wrong sign.
Tensor arange(const Scalar& end, const TensorOptions& options = {});
Tensor arange(const Scalar& start, const Scalar& end, const Scalar& step = 1, const TensorOptions& options = {});
// Uniform [0, 1) and standard normal samples from the global generator (see manual_seed).
Tensor rand(IntArrayRef sizes, const TensorOptions& options = {});
Tensor randn(IntArrayRef sizes, const TensorOptions& options = {});
void manual_seed(uint64_t seed);

// Brace-friendly overloads: zeros({2, 3}).
#define OPFORGE_SIZES_OVERLOAD(name)                                                            \
  inline Tensor name(std::initializer_list<int64_t> sizes, const TensorOptions& options = {}) { \
    return name(IntArrayRef(sizes.begin(), sizes.size()), options);                             \
  }
OPFORGE_SIZES_OVERLOAD(empty)
OPFORGE_SIZES_OVERLOAD(ones)
OPFORGE_SIZES_OVERLOAD(rand)
OPFORGE_SIZES_OVERLOAD(randn)
#undef OPFORGE_SIZES_OVERLOAD
inline Tensor full(std::initializer_list<int64_t> sizes, const Scalar& v, const TensorOptions& options = {}) {
  return full(IntArrayRef(sizes.begin(), sizes.size()), v, options);
}

// `_like`: same sizes, and unless options say otherwise the same dtype and device as `t`; memory
// format defaults to preserve_format (dense strides of `t` are kept, otherwise t's suggested memory
// format is used). t's names are copied, as PyTorch's empty_like does, unless options name the
// dims.
Tensor empty_like(const Tensor& t, const TensorOptions& options = {});
Tensor zeros_like(const Tensor& t, const TensorOptions& options = {});
Tensor ones_like(const Tensor& t, const TensorOptions& options = {});
Tensor full_like(const Tensor& t, const Scalar& fill_value, const TensorOptions& options = {});
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
