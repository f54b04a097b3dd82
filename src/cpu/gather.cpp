// The CPU gather loop: see gather.h.
#include "cpu/gather.h"

#include "iteration/strided_loop.h"
#include "opforge/parallel.h"

namespace opforge::cpu {

void run_gather(const gather::Plan& plan, size_t itemsize) {
  const StridedLoop<3> loop(plan.sizes, plan.data, plan.stride_refs());
  gather::visit_element(plan, itemsize, [&]<class Word, class Index>(TypeTag<Word>, TypeTag<Index>) {
    const gather::GatherElement<Word, Index> element{plan.indexed_stride, plan.indexed_size};
    parallel_for(0, loop.numel(), kGrainSize, [&](int64_t begin, int64_t end) {
      loop.run(
          [&](const std::array<char*, 3>& p, const std::array<int64_t, 3>& s, int64_t n) {
            for (int64_t i = 0; i < n; ++i) (void)element(p[0] + i * s[0], p[1] + i * s[1], p[2] + i * s[2]);
          },
          begin, end);
    });
  });
}

}  // namespace opforge::cpu
