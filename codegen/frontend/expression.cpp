#include "frontend/expression.h"

#include <algorithm>
#include <cctype>

#include <fmt/format.h>

namespace opforge::codegen {
namespace {

struct Token {
  enum class Kind { Identifier, Number, Operator, End };
  Kind kind;
  std::string text;
  size_t offset;
};

bool is_ident_start(char c) { return std::isalpha(static_cast<unsigned char>(c)) || c == '_'; }
bool is_ident_char(char c) { return std::isalnum(static_cast<unsigned char>(c)) || c == '_'; }
bool is_digit(char c) { return std::isdigit(static_cast<unsigned char>(c)) != 0; }

struct Failure {
  ExprProblem problem;
};

std::vector<Token> tokenize(std::string_view text) {
  static constexpr std::array<std::string_view, 8> kTwoChar{"||", "&&", "==", "!=", "<=", ">=", "<<", ">>"};
  static constexpr std::string_view kOneChar = "?:|^&<>+-*/%!~(),";
  std::vector<Token> tokens;
  size_t i = 0;
  while (i < text.size()) {
    const char c = text[i];
    if (std::isspace(static_cast<unsigned char>(c))) {
      ++i;
      continue;
    }
    const size_t start = i;
    if (is_ident_start(c)) {
      while (i < text.size() && is_ident_char(text[i])) ++i;
      tokens.push_back({Token::Kind::Identifier, std::string(text.substr(start, i - start)), start});
      continue;
    }
    if (is_digit(c) || (c == '.' && i + 1 < text.size() && is_digit(text[i + 1]))) {
      while (i < text.size() && is_digit(text[i])) ++i;
      if (i < text.size() && text[i] == '.') {
        ++i;
        if (i == text.size() || !is_digit(text[i])) throw Failure{{i, "expected digits after '.' in a number"}};
        while (i < text.size() && is_digit(text[i])) ++i;
      }
      if (i < text.size() && (text[i] == 'e' || text[i] == 'E')) {
        ++i;
        if (i < text.size() && (text[i] == '+' || text[i] == '-')) ++i;
        if (i == text.size() || !is_digit(text[i])) throw Failure{{i, "expected an exponent in a number"}};
        while (i < text.size() && is_digit(text[i])) ++i;
      }
      if (i < text.size() && is_ident_char(text[i])) {
        while (i < text.size() && is_ident_char(text[i])) ++i;
        throw Failure{{start, fmt::format("malformed number '{}'", text.substr(start, i - start))}};
      }
      tokens.push_back({Token::Kind::Number, std::string(text.substr(start, i - start)), start});
      continue;
    }
    const std::string_view two = text.substr(i, 2);
    if (std::find(kTwoChar.begin(), kTwoChar.end(), two) != kTwoChar.end()) {
      if (two == "<<" || two == ">>") throw Failure{{i, fmt::format("operator '{}' is not supported", two)}};
      tokens.push_back({Token::Kind::Operator, std::string(two), start});
      i += 2;
      continue;
    }
    if (kOneChar.find(c) != std::string_view::npos) {
      tokens.push_back({Token::Kind::Operator, std::string(1, c), start});
      ++i;
      continue;
    }
    throw Failure{{i, fmt::format("unexpected character '{}' in pointwise expression", c)}};
  }
  tokens.push_back({Token::Kind::End, "", text.size()});
  return tokens;
}

// Binary operators from loosest to tightest binding, as in C.
constexpr std::array<std::array<std::string_view, 4>, 8> kBinaryLevels{{
    {"||"},
    {"&&"},
    {"|"},
    {"^"},
    {"&"},
    {"==", "!="},
    {"<", "<=", ">", ">="},
    {"+", "-"},
}};
constexpr std::array<std::string_view, 3> kMultiplicative{"*", "/", "%"};

// Recursive descent over the tokens. The tree is kept at most kMaxExpressionDepth deep, and so is the
// recursion that reads parentheses, calls, '?:' branches and unary operators, before the stack or
// anything that later walks the tree recursively (the IR writer, the renderer) runs out.
class ExprParser {
 public:
  explicit ExprParser(std::vector<Token> tokens) : tokens_(std::move(tokens)) {}

  Expr parse() {
    Expr e = ternary();
    if (peek().kind != Token::Kind::End) {
      throw Failure{{peek().offset, fmt::format("unexpected '{}' after the expression", peek().text)}};
    }
    return e;
  }

 private:
  const Token& peek() const { return tokens_[pos_]; }
  bool at_operator(std::string_view op) const { return peek().kind == Token::Kind::Operator && peek().text == op; }
  void expect(std::string_view op, std::string_view what) {
    if (!at_operator(op)) throw Failure{{peek().offset, fmt::format("expected '{}' {}", op, what)}};
    ++pos_;
  }

  // One more level of recursion while alive.
  class Nested {
   public:
    explicit Nested(ExprParser& parser) : parser_(parser) {
      if (++parser_.nesting_ > kMaxExpressionDepth) parser_.too_deep(parser_.peek().offset);
    }
    ~Nested() { --parser_.nesting_; }
    Nested(const Nested&) = delete;
    Nested& operator=(const Nested&) = delete;

   private:
    ExprParser& parser_;
  };

  [[noreturn]] void too_deep(size_t offset) const {
    throw Failure{{offset, fmt::format("the expression nests more than {} levels deep", kMaxExpressionDepth)}};
  }
  // Records `depth` as the depth of the node about to be returned.
  void set_depth(size_t depth, size_t offset) {
    if (depth > kMaxExpressionDepth) too_deep(offset);
    depth_ = depth;
  }

  // Each parse function leaves the depth of the tree it returns in depth_.
  Expr ternary() {
    const Nested nested(*this);
    Expr condition = binary(0);
    if (!at_operator("?")) return condition;
    size_t depth = depth_;
    const size_t offset = condition.offset;
    ++pos_;
    Expr then = ternary();
    depth = std::max(depth, depth_);
    expect(":", "to continue the '?' expression");
    Expr otherwise = ternary();
    set_depth(std::max(depth, depth_) + 1, offset);
    return Expr{Expr::Kind::Ternary, "?:", {std::move(condition), std::move(then), std::move(otherwise)}, offset};
  }

  Expr binary(size_t level) {
    if (level == kBinaryLevels.size()) return multiplicative();
    Expr lhs = binary(level + 1);
    while (peek().kind == Token::Kind::Operator) {
      const auto& ops = kBinaryLevels[level];
      if (std::find(ops.begin(), ops.end(), peek().text) == ops.end() || peek().text.empty()) break;
      const size_t lhs_depth = depth_;
      const size_t op_offset = peek().offset;
      std::string op = tokens_[pos_++].text;
      Expr rhs = binary(level + 1);
      set_depth(std::max(lhs_depth, depth_) + 1, op_offset);
      const size_t offset = lhs.offset;
      lhs = Expr{Expr::Kind::Binary, std::move(op), {std::move(lhs), std::move(rhs)}, offset};
    }
    return lhs;
  }

  Expr multiplicative() {
    Expr lhs = unary();
    while (peek().kind == Token::Kind::Operator &&
           std::find(kMultiplicative.begin(), kMultiplicative.end(), peek().text) != kMultiplicative.end()) {
      const size_t lhs_depth = depth_;
      const size_t op_offset = peek().offset;
      std::string op = tokens_[pos_++].text;
      Expr rhs = unary();
      set_depth(std::max(lhs_depth, depth_) + 1, op_offset);
      const size_t offset = lhs.offset;
      lhs = Expr{Expr::Kind::Binary, std::move(op), {std::move(lhs), std::move(rhs)}, offset};
    }
    return lhs;
  }

  Expr unary() {
    if (at_operator("-") || at_operator("!") || at_operator("~")) {
      const Nested nested(*this);
      const Token& t = tokens_[pos_++];
      Expr operand = unary();
      set_depth(depth_ + 1, t.offset);
      return Expr{Expr::Kind::Unary, t.text, {std::move(operand)}, t.offset};
    }
    return primary();
  }

  Expr primary() {
    const Token& t = peek();
    switch (t.kind) {
      case Token::Kind::Number: {
        ++pos_;
        set_depth(1, t.offset);
        const bool is_int = t.text.find_first_of(".eE") == std::string::npos;
        return Expr{is_int ? Expr::Kind::Int : Expr::Kind::Float, t.text, {}, t.offset};
      }
      case Token::Kind::Identifier: {
        ++pos_;
        set_depth(1, t.offset);
        if (t.text == "true" || t.text == "false") return Expr{Expr::Kind::Bool, t.text, {}, t.offset};
        if (!at_operator("(")) return Expr{Expr::Kind::Argument, t.text, {}, t.offset};
        ++pos_;
        Expr call{Expr::Kind::Call, t.text, {}, t.offset};
        if (at_operator(")")) {
          ++pos_;
          return call;
        }
        size_t depth = 0;
        while (true) {
          call.operands.push_back(ternary());
          depth = std::max(depth, depth_);
          if (at_operator(")")) {
            ++pos_;
            set_depth(depth + 1, t.offset);
            return call;
          }
          expect(",", fmt::format("or ')' in the call of '{}'", t.text));
        }
      }
      case Token::Kind::Operator:
        if (t.text == "(") {
          ++pos_;
          Expr inner = ternary();
          expect(")", "to close '('");
          return inner;
        }
        throw Failure{{t.offset, fmt::format("expected an operand, got '{}'", t.text)}};
      case Token::Kind::End: break;
    }
    throw Failure{{t.offset, "expected an operand, got the end of the expression"}};
  }

  std::vector<Token> tokens_;
  size_t pos_ = 0;
  size_t nesting_ = 0;
  size_t depth_ = 0;
};

std::string argument_names(const Signature& signature) {
  std::string out;
  for (const Argument& a : signature.arguments) {
    if (!out.empty()) out += ", ";
    out += a.name;
  }
  return out;
}

class ExprChecker {
 public:
  ExprChecker(const Signature* signature, std::span<const std::string> readable_tensors)
      : signature_(signature), readable_(readable_tensors) {}
  // A reduce kernel's expression: its names are `variables`, not arguments.
  ExprChecker(std::string_view step, std::span<const std::string_view> variables)
      : signature_(nullptr), step_(step), variables_(variables) {}

  void check(const Expr& e, bool optional_allowed) {
    switch (e.kind) {
      case Expr::Kind::Argument: return check_argument(e, optional_allowed);
      case Expr::Kind::Call: return check_call(e);
      default:
        for (const Expr& operand : e.operands) check(operand, false);
    }
  }

  std::vector<ExprProblem> problems;

 private:
  void check_argument(const Expr& e, bool optional_allowed) {
    if (!signature_) {
      if (std::find(variables_.begin(), variables_.end(), e.text) == variables_.end()) {
        problems.push_back({e.offset, fmt::format("reduce kernel '{}' names '{}'{}; it may name {}", step_, e.text,
                                                  did_you_mean(e.text, variables_), fmt::join(variables_, ", "))});
      }
      return;
    }
    const Argument* arg = signature_->find_argument(e.text);
    if (!arg) {
      std::vector<std::string_view> names;
      for (const Argument& a : signature_->arguments) names.push_back(a.name);
      problems.push_back({e.offset, fmt::format("pointwise expression names '{}'{}, which is not an argument of '{}' "
                                                "(arguments: {})",
                                                e.text, did_you_mean(e.text, names), signature_->full_name(),
                                                argument_names(*signature_))});
      return;
    }
    const Type& t = arg->type;
    const bool readable_base = t.base == BaseType::Tensor || t.base == BaseType::Scalar || t.base == BaseType::Int ||
                               t.base == BaseType::Float || t.base == BaseType::Bool;
    if (!readable_base || t.is_list) {
      problems.push_back({e.offset, fmt::format("argument '{}' has type {}, which a pointwise expression cannot read; "
                                                "it reads Tensor, Scalar, int, float and bool arguments",
                                                arg->name, spelling(t))});
      return;
    }
    if (t.optional && !optional_allowed) {
      problems.push_back({e.offset, fmt::format("argument '{}' is optional ({}); only a function's optional parameters "
                                                "(clamp's bounds, logit's eps) may be"
                                                " optional",
                                                arg->name, spelling(t))});
      return;
    }
    if (t.base == BaseType::Tensor && std::find(readable_.begin(), readable_.end(), arg->name) == readable_.end()) {
      problems.push_back({e.offset, fmt::format("argument '{}' is a Tensor the kernel does not iterate over (it "
                                                "iterates over: {}); only those can be read per element",
                                                arg->name, fmt::join(readable_, ", "))});
    }
  }

  void check_call(const Expr& e) {
    const ExpressionFunction* fn = find_function(e.text);
    if (!fn) {
      std::vector<std::string_view> names;
      for (const ExpressionFunction& f : expression_functions()) names.push_back(f.name);
      problems.push_back({e.offset, fmt::format("unknown function '{}'{} in pointwise expression; known functions: {}",
                                                e.text, did_you_mean(e.text, names), fmt::join(names, ", "))});
    } else if (static_cast<int>(e.operands.size()) != fn->arity) {
      problems.push_back({e.offset, fmt::format("function '{}' takes {} argument{}, got {}", fn->name, fn->arity,
                                                fn->arity == 1 ? "" : "s", e.operands.size())});
    }
    for (size_t i = 0; i < e.operands.size(); ++i) {
      const bool optional_allowed = fn && fn->optional_from >= 0 && static_cast<int>(i) >= fn->optional_from;
      check(e.operands[i], optional_allowed);
    }
  }

  const Signature* signature_;
  std::span<const std::string> readable_;
  std::string_view step_;
  std::span<const std::string_view> variables_;
};

}  // namespace

ExprParse parse_expression(std::string_view text) {
  try {
    return {ExprParser(tokenize(text)).parse(), std::nullopt};
  } catch (const Failure& f) {
    return {std::nullopt, f.problem};
  }
}

std::vector<ExprProblem> check_pointwise_expression(const Expr& expr, const Signature& signature,
                                                    std::span<const std::string> readable_tensors) {
  ExprChecker checker(&signature, readable_tensors);
  checker.check(expr, false);
  return std::move(checker.problems);
}

std::vector<ExprProblem> check_reduce_expression(const Expr& expr, std::string_view step,
                                                 std::span<const std::string_view> variables) {
  ExprChecker checker(step, variables);
  checker.check(expr, false);
  return std::move(checker.problems);
}

}  // namespace opforge::codegen
