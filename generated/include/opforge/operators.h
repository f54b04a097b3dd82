// generated from ops.yaml by codegen; do not edit
// The Tensor operators, each calling the ops.yaml entry named after it (or its .Tensor overload):
// + - * / % (add, sub, mul, div, remainder: Python's %, rounding toward -inf), == != < <= > >= (eq,
// ne, lt, le, gt, ge), & | ^ << >> (bitwise_and, bitwise_or, bitwise_xor, bitwise_left_shift,
// bitwise_right_shift), unary - and ~ (neg, bitwise_not), and the compound assignments (the in-place
// forms). A Python number on either side is a Scalar, promoting as a wrapped scalar does.
#pragma once

#include "opforge/ops/add.h"
#include "opforge/ops/bitwise_and.h"
#include "opforge/ops/bitwise_left_shift.h"
#include "opforge/ops/bitwise_not.h"
#include "opforge/ops/bitwise_or.h"
#include "opforge/ops/bitwise_right_shift.h"
#include "opforge/ops/bitwise_xor.h"
#include "opforge/ops/div.h"
#include "opforge/ops/eq.h"
#include "opforge/ops/ge.h"
#include "opforge/ops/gt.h"
#include "opforge/ops/le.h"
#include "opforge/ops/lt.h"
#include "opforge/ops/mul.h"
#include "opforge/ops/ne.h"
#include "opforge/ops/neg.h"
#include "opforge/ops/remainder.h"
#include "opforge/ops/sub.h"

namespace opforge {

inline Tensor operator+(const Tensor& self, const Tensor& other) { return opforge::add(self, other); }
inline Tensor operator+(const Tensor& self, const Scalar& other) { return opforge::add(self, other); }
inline Tensor operator+(const Scalar& self, const Tensor& other) { return opforge::add(self, other); }
inline Tensor operator-(const Tensor& self, const Tensor& other) { return opforge::sub(self, other); }
inline Tensor operator-(const Tensor& self, const Scalar& other) { return opforge::sub(self, other); }
inline Tensor operator-(const Scalar& self, const Tensor& other) { return opforge::sub(self, other); }
inline Tensor operator*(const Tensor& self, const Tensor& other) { return opforge::mul(self, other); }
inline Tensor operator*(const Tensor& self, const Scalar& other) { return opforge::mul(self, other); }
inline Tensor operator*(const Scalar& self, const Tensor& other) { return opforge::mul(self, other); }
inline Tensor operator/(const Tensor& self, const Tensor& other) { return opforge::div(self, other); }
inline Tensor operator/(const Tensor& self, const Scalar& other) { return opforge::div(self, other); }
inline Tensor operator/(const Scalar& self, const Tensor& other) { return opforge::div(self, other); }
inline Tensor operator%(const Tensor& self, const Tensor& other) { return opforge::remainder(self, other); }
inline Tensor operator%(const Tensor& self, const Scalar& other) { return opforge::remainder(self, other); }
inline Tensor operator%(const Scalar& self, const Tensor& other) { return dispatch::remainder(self, other); }
inline Tensor operator==(const Tensor& self, const Tensor& other) { return opforge::eq(self, other); }
inline Tensor operator==(const Tensor& self, const Scalar& other) { return opforge::eq(self, other); }
inline Tensor operator==(const Scalar& self, const Tensor& other) { return dispatch::eq(self, other); }
inline Tensor operator!=(const Tensor& self, const Tensor& other) { return opforge::ne(self, other); }
inline Tensor operator!=(const Tensor& self, const Scalar& other) { return opforge::ne(self, other); }
inline Tensor operator!=(const Scalar& self, const Tensor& other) { return dispatch::ne(self, other); }
inline Tensor operator<(const Tensor& self, const Tensor& other) { return opforge::lt(self, other); }
inline Tensor operator<(const Tensor& self, const Scalar& other) { return opforge::lt(self, other); }
inline Tensor operator<(const Scalar& self, const Tensor& other) { return dispatch::lt(self, other); }
inline Tensor operator<=(const Tensor& self, const Tensor& other) { return opforge::le(self, other); }
inline Tensor operator<=(const Tensor& self, const Scalar& other) { return opforge::le(self, other); }
inline Tensor operator<=(const Scalar& self, const Tensor& other) { return dispatch::le(self, other); }
inline Tensor operator>(const Tensor& self, const Tensor& other) { return opforge::gt(self, other); }
inline Tensor operator>(const Tensor& self, const Scalar& other) { return opforge::gt(self, other); }
inline Tensor operator>(const Scalar& self, const Tensor& other) { return dispatch::gt(self, other); }
inline Tensor operator>=(const Tensor& self, const Tensor& other) { return opforge::ge(self, other); }
inline Tensor operator>=(const Tensor& self, const Scalar& other) { return opforge::ge(self, other); }
inline Tensor operator>=(const Scalar& self, const Tensor& other) { return dispatch::ge(self, other); }
inline Tensor operator&(const Tensor& self, const Tensor& other) { return opforge::bitwise_and(self, other); }
inline Tensor operator&(const Tensor& self, const Scalar& other) { return opforge::bitwise_and(self, other); }
inline Tensor operator&(const Scalar& self, const Tensor& other) { return dispatch::bitwise_and(self, other); }
inline Tensor operator|(const Tensor& self, const Tensor& other) { return opforge::bitwise_or(self, other); }
inline Tensor operator|(const Tensor& self, const Scalar& other) { return opforge::bitwise_or(self, other); }
inline Tensor operator|(const Scalar& self, const Tensor& other) { return dispatch::bitwise_or(self, other); }
inline Tensor operator^(const Tensor& self, const Tensor& other) { return opforge::bitwise_xor(self, other); }
inline Tensor operator^(const Tensor& self, const Scalar& other) { return opforge::bitwise_xor(self, other); }
inline Tensor operator^(const Scalar& self, const Tensor& other) { return dispatch::bitwise_xor(self, other); }
inline Tensor operator<<(const Tensor& self, const Tensor& other) { return opforge::bitwise_left_shift(self, other); }
inline Tensor operator<<(const Tensor& self, const Scalar& other) { return opforge::bitwise_left_shift(self, other); }
inline Tensor operator<<(const Scalar& self, const Tensor& other) { return dispatch::bitwise_left_shift(self, other); }
inline Tensor operator>>(const Tensor& self, const Tensor& other) { return opforge::bitwise_right_shift(self, other); }
inline Tensor operator>>(const Tensor& self, const Scalar& other) { return opforge::bitwise_right_shift(self, other); }
inline Tensor operator>>(const Scalar& self, const Tensor& other) { return dispatch::bitwise_right_shift(self, other); }
inline Tensor operator-(const Tensor& self) { return opforge::neg(self); }
inline Tensor operator~(const Tensor& self) { return opforge::bitwise_not(self); }
inline const Tensor& operator+=(const Tensor& self, const Tensor& other) { return self.add_(other); }
inline const Tensor& operator+=(const Tensor& self, const Scalar& other) { return self.add_(other); }
inline const Tensor& operator-=(const Tensor& self, const Tensor& other) { return self.sub_(other); }
inline const Tensor& operator-=(const Tensor& self, const Scalar& other) { return self.sub_(other); }
inline const Tensor& operator*=(const Tensor& self, const Tensor& other) { return self.mul_(other); }
inline const Tensor& operator*=(const Tensor& self, const Scalar& other) { return self.mul_(other); }
inline const Tensor& operator/=(const Tensor& self, const Tensor& other) { return self.div_(other); }
inline const Tensor& operator/=(const Tensor& self, const Scalar& other) { return self.div_(other); }
inline const Tensor& operator%=(const Tensor& self, const Tensor& other) { return self.remainder_(other); }
inline const Tensor& operator%=(const Tensor& self, const Scalar& other) { return self.remainder_(other); }
inline const Tensor& operator&=(const Tensor& self, const Tensor& other) { return self.bitwise_and_(other); }
inline const Tensor& operator&=(const Tensor& self, const Scalar& other) { return self.bitwise_and_(other); }
inline const Tensor& operator|=(const Tensor& self, const Tensor& other) { return self.bitwise_or_(other); }
inline const Tensor& operator|=(const Tensor& self, const Scalar& other) { return self.bitwise_or_(other); }
inline const Tensor& operator^=(const Tensor& self, const Tensor& other) { return self.bitwise_xor_(other); }
inline const Tensor& operator^=(const Tensor& self, const Scalar& other) { return self.bitwise_xor_(other); }
inline const Tensor& operator<<=(const Tensor& self, const Tensor& other) { return self.bitwise_left_shift_(other); }
inline const Tensor& operator<<=(const Tensor& self, const Scalar& other) { return self.bitwise_left_shift_(other); }
inline const Tensor& operator>>=(const Tensor& self, const Tensor& other) { return self.bitwise_right_shift_(other); }
inline const Tensor& operator>>=(const Tensor& self, const Scalar& other) { return self.bitwise_right_shift_(other); }

}  // namespace opforge
