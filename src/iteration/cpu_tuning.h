// Choices of the CPU loops that depend on the CPU they run on, not only on its instruction set:
// decided once, from the CPU's vendor, and overridable from the environment for measurements.
#pragma once

namespace opforge::cpu_tuning {

// Whether loops that stream through memory beyond the caches issue software prefetches ahead of
// their inputs (the large pointwise rows of cpu_pointwise.h and contiguous float sums).
// - On an Intel Xeon (family 6, model 207) they keep
//   more misses in flight than the hardware prefetcher alone, at 1 thread (without -> with):
//   exp_out of 1.6e7 floats 23.3 -> 11.9 ms, add_out 9.7 -> 8.8 ms, sum 2.5 -> 2.35 ms.
// - On an AMD EPYC (Zen 3) the memory-bound loops are faster without them, at 1 thread (with ->
//   without): add_ 6.9 -> 5.6 ms, add_out 8.4 -> 7.5, allocating add 9.3 -> 8.5, sum 3.0 -> 2.8,
//   mean 3.5 -> 3.0, sum over dim 1 of [4096,4096] 3.8 -> 3.2 (medians of three rounds, taken in
//   turn). Compute-heavy exp_out went either way (10.2 against 10.7 ms in one set of rounds, 11.4
//   against 10.0 in another), and sin_out at 2 threads was 8% faster with them. Presumably the
//   software prefetches compete there with the hardware prefetcher's own requests.
// So they are on except on AMD CPUs. OPFORGE_SOFTWARE_PREFETCH=0 or 1 overrides the choice.
bool software_prefetch();

}  // namespace opforge::cpu_tuning
