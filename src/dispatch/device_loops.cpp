#include "dispatch/device_loops.h"

#include "dispatch/stub_support.h"

namespace opforge::dispatch {

void run_on_device(const elementwise::ElementwiseIter& iter, std::string_view op, const DeviceLoops& loops) {
  if (iter.device().is_meta()) return;  // no data: the iterator's output is the whole result
  if (iter.device().is_cuda()) {
    if (!loops.cuda) raise_built_without_cuda_kernels(op);
    loops.cuda(iter);
    return;
  }
  loops.cpu(iter);
}

}  // namespace opforge::dispatch
