// The pointwise expression parser: C precedence and associativity, calls, literals, and where
// syntax errors are reported. Trees are compared as S-expressions written out by hand.
#include <gtest/gtest.h>

#include "frontend/expression.h"
#include "frontend/signature_parser.h"
#include "ops_yaml_fixture.h"

namespace opforge::codegen::testing {
namespace {

std::string sexpr(const Expr& e) {
  if (e.operands.empty() && e.kind != Expr::Kind::Call) return e.text;
  std::string out = "(" + e.text;
  for (const Expr& o : e.operands) out += " " + sexpr(o);
  return out + ")";
}

std::string parse_tree(std::string_view text) {
  const ExprParse p = parse_expression(text);
  if (p.error) return "error@" + std::to_string(p.error->offset) + ": " + p.error->message;
  return sexpr(*p.expr);
}

TEST(Expression, MultiplicationBindsTighterThanAddition) {
  EXPECT_EQ(parse_tree("self + alpha * other"), "(+ self (* alpha other))");
}

TEST(Expression, SameLevelOperatorsAssociateLeft) {
  EXPECT_EQ(parse_tree("a - b - c"), "(- (- a b) c)");
  EXPECT_EQ(parse_tree("a / b * c"), "(* (/ a b) c)");
}

TEST(Expression, ComparisonsBindLooserThanArithmeticAndTighterThanLogic) {
  EXPECT_EQ(parse_tree("a + 1 < b && c == d"), "(&& (< (+ a 1) b) (== c d))");
  EXPECT_EQ(parse_tree("a || b && c"), "(|| a (&& b c))");
  EXPECT_EQ(parse_tree("a | b ^ c & d"), "(| a (^ b (& c d)))");
}

TEST(Expression, UnaryOperatorsBindTightest) {
  EXPECT_EQ(parse_tree("-a * b"), "(* (- a) b)");
  EXPECT_EQ(parse_tree("!~a"), "(! (~ a))");
}

TEST(Expression, TernaryIsRightAssociative) {
  EXPECT_EQ(parse_tree("c ? a : d ? b : e"), "(?: c a (?: d b e))");
  EXPECT_EQ(parse_tree("mask ? value : self"), "(?: mask value self)");
}

TEST(Expression, CallsAndParentheses) {
  EXPECT_EQ(parse_tree("pow(self, exponent)"), "(pow self exponent)");
  EXPECT_EQ(parse_tree("(a + b) * sqrt(c)"), "(* (+ a b) (sqrt c))");
  EXPECT_EQ(parse_tree("clamp(self, min, max)"), "(clamp self min max)");
}

TEST(Expression, Literals) {
  const ExprParse p = parse_expression("1 + 0.5 * 1e-3 + true");
  ASSERT_TRUE(p.expr);
  EXPECT_EQ(sexpr(*p.expr), "(+ (+ 1 (* 0.5 1e-3)) true)");
  EXPECT_EQ(p.expr->operands[0].operands[0].kind, Expr::Kind::Int);
  EXPECT_EQ(p.expr->operands[0].operands[1].operands[0].kind, Expr::Kind::Float);
  EXPECT_EQ(p.expr->operands[1].kind, Expr::Kind::Bool);
}

TEST(Expression, NodesRememberTheirOffset) {
  const ExprParse p = parse_expression("self + alpha * other");
  ASSERT_TRUE(p.expr);
  EXPECT_EQ(p.expr->operands[1].offset, 7u);               // alpha * other
  EXPECT_EQ(p.expr->operands[1].operands[1].offset, 15u);  // other
}

TEST(Expression, SyntaxErrorsAndTheirOffsets) {
  EXPECT_EQ(parse_tree("self +"), "error@6: expected an operand, got the end of the expression");
  EXPECT_EQ(parse_tree("self other"), "error@5: unexpected 'other' after the expression");
  EXPECT_EQ(parse_tree("a ? b"), "error@5: expected ':' to continue the '?' expression");
  EXPECT_EQ(parse_tree("pow(a b)"), "error@6: expected ',' or ')' in the call of 'pow'");
  EXPECT_EQ(parse_tree("a $ b"), "error@2: unexpected character '$' in pointwise expression");
  EXPECT_EQ(parse_tree("a << 1"), "error@2: operator '<<' is not supported");
  EXPECT_EQ(parse_tree("1.x"), "error@2: expected digits after '.' in a number");
  EXPECT_EQ(parse_tree("2abc"), "error@0: malformed number '2abc'");
}

TEST(Expression, CheckAcceptsArgumentsAndFunctionsItCanRead) {
  DiagnosticSink sink;
  const auto sig = parse_signature("clamp.Tensor(Tensor self, Tensor? min=None, Tensor? max=None) -> Tensor",
                                   ScalarLocator::verbatim({1, 1}), sink);
  ASSERT_TRUE(sig);
  const ExprParse p = parse_expression("clamp(self, min, max) * 2");
  ASSERT_TRUE(p.expr);
  const std::vector<std::string> tensors{"self", "min", "max"};
  EXPECT_TRUE(check_pointwise_expression(*p.expr, *sig, tensors).empty());
}

}  // namespace
}  // namespace opforge::codegen::testing
