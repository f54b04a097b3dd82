// torch.tensor's data: a Python number or a nested list of them, as C++ braces spell it:
// tensor({{1., 2.}, {3., 4.}}), tensor(2.5). The argument type NestedList of ops.yaml.
#pragma once

#include <initializer_list>
#include <type_traits>
#include <utility>
#include <variant>
#include <vector>

#include "opforge/scalar.h"

namespace opforge {

class NestedList {
 public:
  NestedList(Scalar v) : value_(v) {}
  template <class T>
    requires std::is_constructible_v<Scalar, T>
  NestedList(T v) : value_(Scalar(v)) {}
  NestedList(std::initializer_list<NestedList> items) : value_(std::vector<NestedList>(items)) {}
  explicit NestedList(std::vector<NestedList> items) : value_(std::move(items)) {}

  bool is_scalar() const { return std::holds_alternative<Scalar>(value_); }
  const Scalar& scalar() const { return std::get<Scalar>(value_); }
  const std::vector<NestedList>& items() const { return std::get<std::vector<NestedList>>(value_); }

 private:
  std::variant<Scalar, std::vector<NestedList>> value_;
};

}  // namespace opforge
