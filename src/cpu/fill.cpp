// fill (kernels::fill_kernel) and Tensor::zero_: every element of a tensor becomes one value.
//
// fill converts the Scalar to self's dtype as PyTorch's Scalar::to does (checked_scalar_cast: a
// value that does not fit raises "value cannot be converted to type ... without overflow"), then
// writes its bytes everywhere. Shell dtypes take part as the spec allows creation and fill: the
// float8 types convert through float32, uint16/32/64 from the integer value;
// float4_e2m1fn_x2 has no conversion, so only a zero value (all-zero bytes) fills it. zero_ writes
// zero bytes, which is the value 0 of every dtype (2^-127 for float8_e8m0fnu, which has no zero).
// Like PyTorch, neither checks for overlapping elements: an expanded self gets the value too.
// CUDA tensors are filled on their device (src/cuda/fill.cu) where the build has CUDA kernels,
// else through a host image of their span. The functional fill fills a new tensor like self
// (empty_like: dense strides of self kept).
#include <algorithm>
#include <array>
#include <complex>
#include <cstdint>
#include <cstring>
#include <type_traits>

#include "core/device_transfer.h"
#include "core/element_cast.h"
#include "kernels/fill.h"
#include "cpu/fill.h"
#ifdef OPFORGE_HAS_CUDA
#include "cuda/kernels.h"
#endif
#include "iteration/byte_strides.h"
#include "iteration/strided_loop.h"
#include "opforge/factories.h"
#include "opforge/tensor.h"

namespace opforge {
namespace {

struct Word16 {
  uint64_t lo, hi;
};

// The value of one element, as raw bytes (itemsize of them).
using ElementBytes = std::array<unsigned char, 16>;

template <class Word>
void fill_words(const Tensor& t, const ElementBytes& bytes) {
  Word word;
  std::memcpy(&word, bytes.data(), sizeof(Word));
  const DimVector strides = byte_strides(t);  // the element is one Word
  const StridedLoop<1> loop(t.sizes(), {static_cast<char*>(t.data_ptr())}, {IntArrayRef(strides)});
  loop.run([word](const std::array<char*, 1>& p, const std::array<int64_t, 1>& s, int64_t n) {
    if (s[0] == static_cast<int64_t>(sizeof(Word))) {
      std::fill_n(reinterpret_cast<Word*>(p[0]), n, word);
    } else {
      for (int64_t i = 0; i < n; ++i) std::memcpy(p[0] + i * s[0], &word, sizeof(Word));
    }
  });
}

// Writes `bytes` into every element of the CPU tensor t.
void fill_cpu(const Tensor& t, const ElementBytes& bytes) {
  switch (t.element_size()) {
    case 1: return fill_words<uint8_t>(t, bytes);
    case 2: return fill_words<uint16_t>(t, bytes);
    case 4: return fill_words<uint32_t>(t, bytes);
    case 8: return fill_words<uint64_t>(t, bytes);
    default: return fill_words<Word16>(t, bytes);
  }
}

void fill_any_device(const Tensor& t, const ElementBytes& bytes) {
  if (t.numel() == 0) return;
  if (t.is_cpu()) {
    fill_cpu(t, bytes);
    return;
  }
#ifdef OPFORGE_HAS_CUDA
  cuda::fill_bytes(t, bytes.data());
#else
  const bool dense = is_non_overlapping_and_dense(t.sizes(), t.strides());
  const Tensor image = host_image(t, /*with_contents=*/!dense);
  fill_cpu(image, bytes);
  write_back(t, image);
#endif
}

bool is_zero(const Scalar& v) {
  switch (v.tag()) {
    case Scalar::Tag::Bool:
    case Scalar::Tag::Int: return v.to_long() == 0;
    case Scalar::Tag::Float: return v.to_double() == 0;
    case Scalar::Tag::Complex: return v.to_complex() == std::complex<double>(0, 0);
  }
  return false;
}

}  // namespace

void fill_zero_bytes(const Tensor& t) { fill_any_device(t, ElementBytes{}); }

void fill_zero_storage(const Storage& storage) {
  const auto n = static_cast<int64_t>(storage->nbytes());
  if (n == 0) return;
  const int64_t sizes[] = {n}, strides[] = {1};
  fill_zero_bytes(Tensor(intrusive_ptr<TensorImpl>::make(storage, kByte, IntArrayRef(sizes), IntArrayRef(strides))));
}

namespace kernels {

Tensor fill_kernel(const Tensor& self, const Scalar& value, const Tensor* out) {
  const Tensor result = out ? *out : empty_like(self);
  ElementBytes bytes{};
  visit_dtype<DtypeSet::All>(result.dtype(), "fill_cpu", [&]<class T>(TypeTag<T>) {
    if constexpr (std::is_same_v<T, Float4_e2m1fn_x2>) {
      if (!is_zero(value)) raise_dtype_not_implemented("fill_cpu", result.dtype());
    } else {
      const T v = checked_scalar_cast<T>(value);
      std::memcpy(bytes.data(), &v, sizeof(T));
    }
  });
  fill_any_device(result, bytes);
  return result;
}

}  // namespace kernels

// ---- the core API's fill_ and zero_, on the kernel ---------------------------------------------

const Tensor& Tensor::zero_() const {
  fill_zero_bytes(*this);
  return *this;
}

}  // namespace opforge
