// The headers that nearly every test translation unit parses: GoogleTest, opforge's public API and
// the shared test helpers. They are half of a test's compile time (about 7 s of 14 at -O0), so
// CMakeLists.txt precompiles them once per build tree and the tests built with the same flags reuse
// the result (target opforge_test_pch). Each test still includes what it uses itself; this header
// only saves the parsing.
#pragma once

#include <gtest/gtest.h>

#include "conformance/cases.h"
#include "conformance/check.h"
#include "conformance/golden_cases.h"
#include "core/kernel_test_support.h"
#include "opforge/opforge.h"
