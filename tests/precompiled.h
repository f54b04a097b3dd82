// The headers that nearly every test translation unit parses: GoogleTest, opforge's public API and
// the shared test helpers. Parsing them is over half of a test's compile time at -O0 (about 5 s of
// test_add.cpp's 9 s; loading the precompiled result takes about 2 s instead), so CMakeLists.txt
// precompiles them once per build tree and the tests built with the same flags reuse the result
// (target opforge_test_pch). Each test still includes what it uses itself; this header
// only saves the parsing.
#pragma once

#include <gtest/gtest.h>

#include "conformance/cases.h"
#include "conformance/check.h"
#include "conformance/golden_cases.h"
#include "core/kernel_test_support.h"
#include "opforge/opforge.h"
