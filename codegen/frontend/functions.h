// The functions of the expression language (codegen/functions.yaml, the one table of them),
// compiled into the front end: calls are checked against it, and the IR carries it to the generator
// and the Python reference.
#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace opforge::codegen {

// The compute dtypes a function is defined for (functions.yaml `types`).
enum class FunctionTypes { All, Real, Floating, RealFloating };

struct ExpressionFunction {
  std::string name;
  int arity = 0;
  FunctionTypes types = FunctionTypes::All;
  int optional_from = -1;   // parameters from here on may be optional arguments; -1: none
  int exponent = -1;        // the exponent parameter; -1: none
  int divisor = -1;         // the divisor parameter (an integer zero raises); -1: none
  std::string scalar_form;  // the math:: function of a call whose exponent is a Scalar argument
  bool fast = false;
  bool wide = false;
  bool sleef = false;  // math::sleef has a vector form (float and double; one or two arguments)
  // The accuracy suffix of SLEEF's own vector function (u10: 1 ulp, u15: 1.5 ulps, erfc's only
  // form); empty for a form math::sleef composes itself (a `header` function) or of two arguments.
  std::string sleef_accuracy;
  std::string header;  // the header of its math:: function, when not pointwise_math.h
  // The values of its optional parameters (from optional_from on) when absent, in the computation's
  // storage type: a number, `largest` or `lowest` (finite); empty: such a call gets a functor per
  // combination of present and absent arguments instead.
  std::vector<std::string> absent;
  // reference_precise: the correctly rounded value of a real argument (an mpmath function, or one of
  // tools/golden_special.py), where PyTorch's value may not be it.
  std::string reference_real, reference_integer, reference_complex, reference_precise;
};

// The table, parsed once from the text compiled in; a malformed table (a build of a bad
// functions.yaml) throws std::logic_error naming functions.yaml:LINE:COL.
const std::vector<ExpressionFunction>& expression_functions();

// The function named `name`, or nullptr.
const ExpressionFunction* find_function(std::string_view name);

// Whether a function of `types` is defined for the dtype kDtypes[dtype].
bool defined_for(FunctionTypes types, int dtype);

// "floating or complex" etc.: the dtypes of `types`, in words.
std::string_view describe(FunctionTypes types);

}  // namespace opforge::codegen
