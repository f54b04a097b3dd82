// generated from ops.yaml by codegen; do not edit
// The functions of codegen/functions.yaml with a vector form in math::sleef (`sleef: true`), as
// X-macro lists: src/iteration/sleef_math.h declares its enums from them and sleef_loop.h and
// sleef_math.cpp build their tables, so each table's entry is its function's by name.
#pragma once

// SLEEF's own functions of one argument: X(name, accuracy), Sleef_<name>f8_<accuracy> and so on.
#define OPFORGE_SLEEF_OWN_FUNCTIONS(X) X(acos, u10) X(acosh, u10) X(asin, u10) X(asinh, u10) X(atan, u10) X(atanh, u10) X(cosh, u10) X(erf, u10) X(erfc, u15) X(exp2, u10) X(expm1, u10) X(lgamma, u10) X(log, u10) X(log10, u10) X(log1p, u10) X(log2, u10) X(sinh, u10) X(tan, u10) X(tanh, u10)

// The functions of one argument composed of SLEEF's double functions (sleef_special.h; logit
// without its eps): X(name).
#define OPFORGE_SLEEF_COMPOSED_FUNCTIONS(X) X(digamma) X(erfinv) X(logit) X(sinc)

// The functions of two arguments built on SLEEF's fmod: X(name).
#define OPFORGE_SLEEF_BINARY_FUNCTIONS(X) X(floor_divide) X(fmod) X(remainder)
