// LIBTORCH(lambda): a case's libtorch setup when the binary is built with libtorch, nothing
// otherwise, so each case file states both sides of a case next to each other.
#pragma once

#ifdef OPFORGE_BENCH_LIBTORCH
#include <ATen/ATen.h>
#define LIBTORCH(...) __VA_ARGS__
#else
#define LIBTORCH(...) nullptr
#endif
