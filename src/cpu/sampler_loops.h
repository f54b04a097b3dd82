// The CPU samplers' walk over a tensor: its elements in PyTorch's TensorIterator order for one
// output (memory order: dims by stride, the smallest innermost, equal strides in dim order), a
// complex tensor as its real view (each element's real part, then its imaginary part). A sampler
// draws sequentially, so this order is what makes its stream PyTorch's.
#pragma once

#include <algorithm>
#include <cstdint>
#include <mutex>
#include <type_traits>
#include <vector>

#include "iteration/sampler_math.h"
#include "opforge/generator.h"
#include "opforge/tensor_base.h"

namespace opforge::cpu::sampling {

struct Walk {
  char* base = nullptr;
  std::vector<int64_t> sizes;    // outermost first
  std::vector<int64_t> strides;  // in bytes
  int64_t count = 1;
  bool contiguous = true;  // one run of count components
};

// The components of t: its elements, or for a complex t its real and imaginary parts, each of
// `component_size` bytes.
inline Walk walk_of(const TensorBase& t, int64_t component_size) {
  Walk w;
  w.base = static_cast<char*>(t.data_ptr());
  struct Dim {
    int64_t size, stride;
  };
  std::vector<Dim> dims;
  const int64_t per_element = static_cast<int64_t>(t.element_size()) / component_size;
  for (int64_t d = 0; d < t.dim(); ++d) {
    if (t.size(d) != 1) dims.push_back({t.size(d), t.stride(d) * static_cast<int64_t>(t.element_size())});
  }
  if (per_element == 2) dims.push_back({2, component_size});
  std::stable_sort(dims.begin(), dims.end(), [](const Dim& a, const Dim& b) { return a.stride > b.stride; });
  int64_t expected = component_size;
  for (auto it = dims.rbegin(); it != dims.rend(); ++it) {
    w.contiguous = w.contiguous && it->stride == expected;
    expected *= it->size;
  }
  for (const Dim& d : dims) {
    w.sizes.push_back(d.size);
    w.strides.push_back(d.stride);
    w.count *= d.size;
  }
  return w;
}

// Calls f(pointer) for every component of the walk, in its order.
template <class F>
void for_each(const Walk& w, F&& f) {
  if (w.count == 0) return;
  const size_t n = w.sizes.size();
  std::vector<int64_t> index(n, 0);
  char* p = w.base;
  for (int64_t k = 0; k < w.count; ++k) {
    f(p);
    for (size_t d = n; d-- > 0;) {
      if (++index[d] < w.sizes[d]) {
        p += w.strides[d];
        break;
      }
      p -= (w.sizes[d] - 1) * w.strides[d];
      index[d] = 0;
    }
  }
}

// Runs sample(pointer, state) (an element sampler of iteration/sampler_math.h, or a CPU-only one)
// on every element of self in memory order, holding the generator's lock: PyTorch's
// cpu_serial_kernel of a distribution.
template <class Sample>
void sample_serially(const TensorBase& self, detail::GeneratorState& state, Sample&& sample) {
  const Walk walk = walk_of(self, static_cast<int64_t>(self.element_size()));
  const std::lock_guard<std::mutex> lock(state.mutex);
  for_each(walk, [&](char* p) { sample(p, state); });
}

}  // namespace opforge::cpu::sampling
