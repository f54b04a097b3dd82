// The pointwise expression language of `kernel: {pointwise: "..."}`: the body of an elementwise
// kernel, evaluated per element in the op's compute dtype.
//
//   operands   argument names, integer and floating literals (1, 0.5, 1e-3), true, false
//   operators  ?: || && | ^ & == != < <= > >= + - * / %, unary - ! ~, parentheses
//   calls      the functions of codegen/functions.yaml (functions.h), e.g. pow(self, exponent),
//              clamp(self, min, max)
//
// Precedence and associativity are C's. Parsing and checking are separate: the parser knows only the
// syntax; check_pointwise_expression resolves names against the op's signature.
#pragma once

#include <array>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "frontend/functions.h"
#include "frontend/schema.h"

namespace opforge::codegen {

// The deepest expression tree the parser builds, and the deepest nesting of parentheses, calls, '?:'
// branches and unary operators it reads: far beyond what a kernel needs, well within what the tree's
// recursive readers (the IR writer, the renderer, the C++ compiler's bracket depth) take.
inline constexpr size_t kMaxExpressionDepth = 64;

struct ExprProblem {
  size_t offset;  // in the expression text
  std::string message;
};

// Parses `text`. A syntax error stops the parse and is returned instead of the expression.
struct ExprParse {
  std::optional<Expr> expr;
  std::optional<ExprProblem> error;
};
ExprParse parse_expression(std::string_view text);

// Resolves every name of `expr` against the op: identifiers must be arguments the kernel can read
// (Tensor, Scalar, int, float or bool values; optional ones only as clamp's bounds), tensors must be
// among `readable_tensors` (the tensors the kernel iterates over), calls must name a known function
// with its arity. Returns every problem found.
std::vector<ExprProblem> check_pointwise_expression(const Expr& expr, const Signature& signature,
                                                    std::span<const std::string> readable_tensors);

// Checks an expression of a reduce kernel (`step`: identity, combine, map or finalize), whose names
// must be among `variables` (a and b for combine, x for map, a and n for finalize, lowest and
// highest for identity) and whose calls must name known functions with their arity.
std::vector<ExprProblem> check_reduce_expression(const Expr& expr, std::string_view step,
                                                 std::span<const std::string_view> variables);

}  // namespace opforge::codegen
