// random_ on CPU tensors (its three forms): PyTorch 1.13's random_kernel, random_from_to_kernel and
// random_full_64_bits_range_kernel, element by element in memory order. Without bounds, a draw
// (two for int64 and double) modulo the dtype's count of integers; with a range, a draw (two where
// the range reaches 2^32 in int64, double, float and bfloat16) modulo the range, plus from; over
// every int64, a 64-bit draw cast.
#include <cstdint>
#include <limits>
#include <mutex>
#include <type_traits>

#include "cpu/sampler_loops.h"
#include "kernels/random.h"
#include "meta/random_range.h"
#include "opforge/dtype_dispatch.h"

namespace opforge::cpu {
namespace {

template <class T>
void store_int64(char* p, int64_t v) {
  if constexpr (std::is_same_v<T, Half> || std::is_same_v<T, BFloat16>)
    *reinterpret_cast<T*>(p) = T(static_cast<float>(v));
  else
    *reinterpret_cast<T*>(p) = static_cast<T>(v);
}

// The count of integers random_() draws among for T (PyTorch's uniform_int).
template <class T>
uint64_t integer_count() {
  if constexpr (std::is_same_v<T, Half>)
    return (uint64_t{1} << 11) + 1;
  else if constexpr (std::is_same_v<T, BFloat16>)
    return (uint64_t{1} << 8) + 1;
  else if constexpr (std::is_same_v<T, float>)
    return (uint64_t{1} << 24) + 1;
  else if constexpr (std::is_same_v<T, double>)
    return (uint64_t{1} << 53) + 1;
  else
    return static_cast<uint64_t>(std::numeric_limits<T>::max()) + 1;
}

template <class T, class F>
void each_element(const TensorBase& self, detail::GeneratorState& state, F&& f) {
  const sampling::Walk walk = sampling::walk_of(self, sizeof(T));
  const std::lock_guard<std::mutex> lock(state.mutex);
  sampling::for_each(walk, [&](char* p) { f(p); });
}

template <class F>
void visit_random_dtypes(ScalarType dtype, const char* kernel, F&& f) {
  visit_dtype(dtype, kernel, [&]<class T>(TypeTag<T>) {
    if constexpr (!sampling::is_real_element<T>)
      raise_dtype_not_implemented(kernel, dtype);  // (the meta check refused it)
    else
      f(TypeTag<T>{});
  });
}

}  // namespace

void random_kernel(const TensorBase& self, const std::optional<Generator>& generator) {
  const Generator gen = generator_or_default(generator);
  detail::GeneratorState& state = gen.state();
  visit_random_dtypes(self.dtype(), "random_kernel_cpu", [&]<class T>(TypeTag<T>) {
    each_element<T>(self, state, [&](char* p) {
      if constexpr (std::is_same_v<T, bool>) {
        *reinterpret_cast<uint8_t*>(p) = (state.random() & 1u) != 0;
      } else {
        constexpr bool wide = std::is_same_v<T, double> || std::is_same_v<T, int64_t>;
        const uint64_t draw = wide ? state.random64() : state.random();
        store_int64<T>(p, static_cast<int64_t>(draw % integer_count<T>()));
      }
    });
  });
}

void random_from_kernel(const TensorBase& self, int64_t from, std::optional<int64_t> to,
                        const std::optional<Generator>& generator) {
  const meta::RandomRange r = meta::random_range(self.dtype(), from, to);
  const Generator gen = generator_or_default(generator);
  detail::GeneratorState& state = gen.state();
  visit_random_dtypes(self.dtype(), "random_from_to_kernel_cpu", [&]<class T>(TypeTag<T>) {
    constexpr bool may_be_wide = std::is_same_v<T, int64_t> || std::is_same_v<T, double> || std::is_same_v<T, float> ||
                                 std::is_same_v<T, BFloat16>;
    each_element<T>(self, state, [&](char* p) {
      if (r.range == 0) {  // every int64
        store_int64<T>(p, static_cast<int64_t>(state.random64()));
        return;
      }
      const uint64_t draw = may_be_wide && r.range >= (uint64_t{1} << 32) ? state.random64() : state.random();
      const auto v = static_cast<int64_t>(draw % r.range + static_cast<uint64_t>(r.base));
      if constexpr (std::is_same_v<T, bool>)
        *reinterpret_cast<uint8_t*>(p) = v != 0;
      else
        store_int64<T>(p, v);
    });
  });
}

void random_to_kernel(const TensorBase& self, int64_t to, const std::optional<Generator>& generator) {
  random_from_kernel(self, 0, to, generator);
}

}  // namespace opforge::cpu
