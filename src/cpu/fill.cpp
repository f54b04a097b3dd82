// fill's CPU loop: one element's bytes written everywhere, a machine word at a time (the element
// is 1, 2, 4, 8 or 16 bytes), std::fill_n where the elements are contiguous. Like PyTorch, no check
// for overlapping elements: an expanded tensor gets the value too.
#include "cpu/fill.h"

#include <algorithm>
#include <cstdint>
#include <cstring>

#include "iteration/byte_strides.h"
#include "iteration/element_word.h"
#include "iteration/strided_loop.h"

namespace opforge::cpu {
namespace {

template <class Word>
void fill_words(const TensorBase& t, const void* element) {
  Word word;
  std::memcpy(&word, element, sizeof(Word));
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

}  // namespace

void fill_bytes(const TensorBase& t, const void* element) {
  visit_word(t.element_size(), [&]<class Word>(TypeTag<Word>) { fill_words<Word>(t, element); });
}

}  // namespace opforge::cpu
