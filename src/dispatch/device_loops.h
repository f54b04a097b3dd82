// The device switch of a hand-written elementwise front end (a composite that builds its own
// iterator, as div.Tensor_mode does for its rounding modes): the loop of the iterator's device, as a
// generated stub's switch picks it. The CUDA loop is named only where the build has CUDA kernels
// (OPFORGE_CUDA_LOOP), so a front end names both loops without a preprocessor branch of its own.
#pragma once

#include <string_view>

#include "iteration/elementwise.h"

namespace opforge::dispatch {

using ElementwiseLoop = void (*)(const elementwise::ElementwiseIter&);

struct DeviceLoops {
  ElementwiseLoop cpu;
  ElementwiseLoop cuda;  // nullptr in a build without CUDA kernels
};

// Runs the loop of iter's device; a CUDA iterator in a build without CUDA kernels raises the
// stubs' error naming `op`.
void run_on_device(const elementwise::ElementwiseIter& iter, std::string_view op, const DeviceLoops& loops);

}  // namespace opforge::dispatch

#ifdef OPFORGE_HAS_CUDA
#define OPFORGE_CUDA_LOOP(loop) (loop)
#else
#define OPFORGE_CUDA_LOOP(loop) nullptr
#endif
