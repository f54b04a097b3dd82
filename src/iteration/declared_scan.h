// The CPU loop of the scans ops.yaml declares with `kernel: {scan: ...}`: scan.h's ScanPlan run
// with reducers.h's DeclaredScanner over the op's generated functor (generated/src/functors/), in
// PyTorch's CPU accumulation type of the element type (reducers.h's ScanAcc: double for float). The
// CUDA loop is cuda/declared_scan.cuh, with the same scanner.
#pragma once

#include <complex>
#include <cstdint>

#include "iteration/reducers.h"
#include "iteration/scan.h"

namespace opforge::scan {

// Scans `input` (elements T) along the wrapped `dim` into `result` (of T's dtype and the input's
// sizes) with the functor F.
template <class T, template <class> class F>
void run_declared_scan(const TensorBase& input, int64_t dim, const TensorBase& result) {
  using Acc = typename reduce::ScanAcc<T, std::complex>::type;
  const TensorBase outputs[] = {result};
  ScanPlan(input, dim, outputs).run(reduce::DeclaredScanner<T, Acc, F<Acc>>{});
}

// Scans `input` along the wrapped `dim` with the scanner `r` (reducers.h: cummax's), which stores
// each prefix's value into `values` and its index into `indices` (both of the input's sizes).
template <class R>
void run_scanner(const TensorBase& input, int64_t dim, const R& r, const TensorBase& values,
                 const TensorBase& indices) {
  const TensorBase outputs[] = {values, indices};
  ScanPlan(input, dim, outputs).run(r);
}

}  // namespace opforge::scan
