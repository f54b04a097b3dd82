// The headers that nearly every C++ file of the library parses: the standard library's common
// headers, fmt and TensorBase. Parsing them is up to half of a small file's compile time (a
// dispatch bundle 3.7 s, 2.9 s with them precompiled; a meta function 1.7 s, 0.9 s), so
// CMakeLists.txt precompiles them once per build tree and every C++ file of the library reuses the
// result. Each file still includes what it uses itself; this header only saves the parsing.
//
// Nothing here may include the generated Tensor methods (opforge/tensor.h, opforge/ops/): every
// file of the library would then depend on them, and adding an op would recompile every kernel
// (tests/workflow/kernels_skip_tensor_methods.sh checks that kernels do not).
#pragma once

#include <algorithm>
#include <array>
#include <cmath>
#include <complex>
#include <cstdint>
#include <cstring>
#include <functional>
#include <limits>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <type_traits>
#include <utility>
#include <variant>
#include <vector>

#include <fmt/format.h>
#include <fmt/ranges.h>

#include "iteration/elementwise.h"
#include "opforge/dtype_dispatch.h"
#include "opforge/tensor_base.h"
