// Philox4x32-10 (iteration/philox.h), the CUDA samplers' generator, run on the host: Random123's
// published known-answer vectors, and how an element's draws are taken from its block.
#include <cstdint>
#include <cstring>

#include <gtest/gtest.h>

#include "iteration/philox.h"
#include "iteration/sampler_math.h"

namespace {

using opforge::sampler::philox4x32_10;
using opforge::sampler::PhiloxBlock;
using opforge::sampler::PhiloxDraws;

void expect_block(PhiloxBlock got, PhiloxBlock want) {
  for (int i = 0; i < 4; ++i) EXPECT_EQ(got.w[i], want.w[i]) << "word " << i;
}

// Random123's tests/kat_vectors for philox4x32 with 10 rounds.
TEST(Philox, KnownAnswerVectors) {
  expect_block(philox4x32_10({{0, 0, 0, 0}}, 0, 0), {{0x6627e8d5u, 0xe169c58du, 0xbc57ac4cu, 0x9b00dbd8u}});
  expect_block(philox4x32_10({{0xffffffffu, 0xffffffffu, 0xffffffffu, 0xffffffffu}}, 0xffffffffu, 0xffffffffu),
               {{0x408f276du, 0x41c83b0eu, 0xa20bc7c6u, 0x6d5451fdu}});
  expect_block(philox4x32_10({{0x243f6a88u, 0x85a308d3u, 0x13198a2eu, 0x03707344u}}, 0xa4093822u, 0x299f31d0u),
               {{0xd16cfe09u, 0x94fdccebu, 0x5001e420u, 0x24126ea1u}});
}

// The counter is (offset low, offset high, element low, element high), the key (seed low, seed
// high): seed 0, call 0, element 0 is the all-zero vector, and the draws are its words in order.
TEST(Philox, AnElementDrawsItsBlockInOrder) {
  PhiloxDraws zero(0, 0, 0);
  EXPECT_EQ(zero.random(), 0x6627e8d5u);
  EXPECT_EQ(zero.random64(), (uint64_t{0xe169c58du} << 32) | 0xbc57ac4cu);
  EXPECT_EQ(zero.random(), 0x9b00dbd8u);

  PhiloxDraws all_ones(~uint64_t{0}, ~uint64_t{0}, ~uint64_t{0});
  EXPECT_EQ(all_ones.random(), 0x408f276du);
  PhiloxDraws pi(0x299f31d0a4093822ull, 0x85a308d3243f6a88ull, 0x0370734413198a2eull);
  EXPECT_EQ(pi.random64(), (uint64_t{0xd16cfe09u} << 32) | 0x94fdccebu);
}

// A float uniform sample takes the low 24 bits of the element's first word.
TEST(Philox, UniformSampleOfAnElement) {
  PhiloxDraws zero(0, 0, 0);
  char out[sizeof(float)];
  opforge::sampler::UniformSample<float, 1>{0.0f, 1.0f}(out, zero);
  float value;
  std::memcpy(&value, out, sizeof value);
  EXPECT_EQ(value, static_cast<float>(0x6627e8d5u & 0xffffffu) / 16777216.0f);
}

}  // namespace
