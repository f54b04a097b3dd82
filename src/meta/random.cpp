// random_'s checks (its three forms), PyTorch 1.13's random_impl and random_from_to_impl: the dtypes
// its CPU kernels take, from < to (for a floating dtype, also after both are moved to numbers the
// dtype holds), and from and to - 1 within the dtype ("to - 1 is out of bounds for unsigned char").
// The ranges the kernels draw from are meta/random_range.h's.
#include <cstdint>
#include <limits>

#include "kernels/random.h"
#include "meta/random_range.h"
#include "meta/sampler_checks.h"
#include "opforge/tensor_base.h"

namespace opforge::meta {

void random_check(const TensorBase& self) {
  check_sampled_dtype(self.dtype(), SampledDtypes{.integers = true, .reduced = true, .boolean = true},
                      "random_kernel_cpu");
}

void random_from_check(const TensorBase& self, int64_t from, std::optional<int64_t> to) {
  static_cast<void>(random_range(self.dtype(), from, to));
}

void random_to_check(const TensorBase& self, int64_t to) { random_from_check(self, 0, to); }

}  // namespace opforge::meta
