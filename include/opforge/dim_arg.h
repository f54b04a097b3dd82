// A dimension argument: an integer index (negative counts from the end) or a dimension name.
// Every API that takes a dim takes a DimArg, so lookup by name works everywhere an integer does.
#pragma once

#include <concepts>
#include <cstdint>
#include <initializer_list>
#include <span>

#include "opforge/dimname.h"
#include "opforge/small_vector.h"

namespace opforge {

class TensorBase;

class DimArg {
 public:
  template <std::integral T>
    requires(!std::same_as<T, bool>)
  DimArg(T index) : index_(static_cast<int64_t>(index)) {}
  DimArg(Dimname name) : name_(name), is_name_(true) {}
  DimArg(const char* name) : DimArg(Dimname(name)) {}

  bool is_name() const { return is_name_; }
  int64_t index() const { return index_; }
  Dimname name() const { return name_; }

 private:
  int64_t index_ = 0;
  Dimname name_{};
  bool is_name_ = false;
};

using DimArgList = std::span<const DimArg>;
using DimArgVector = SmallVector<DimArg, 6>;

// Wraps `d` into [0, ndim). With ndim == 0 (a zero-dim tensor) the valid range is [-1, 0], as in
// PyTorch. Raises IndexError: "Dimension out of range (expected to be in range of [-2, 1], but got 2)".
int64_t wrap_dim(int64_t d, int64_t ndim);
// Resolves a DimArg against a tensor: wraps an index, looks a name up in t.names() (RuntimeError
// "Name 'X' not found in Tensor['N', 'C']." when missing).
int64_t resolve_dim(const TensorBase& t, DimArg d);

}  // namespace opforge
