#!/usr/bin/env bash
# Adding an op adds Tensor methods (generated/include/opforge/tensor_methods.inc), and every object
# that includes that file recompiles. Kernels see TensorBase (include/opforge/tensor_base.h)
# instead, so that adding an op recompiles its own kernels, the stubs and the core, not the kernels
# of every other op. This checks the build's recorded header dependencies: no generated pointwise
# kernel (nor a bundle of them, CMakeLists.txt), no CUDA kernel (gemm.cu, which calls operators,
# aside) and none of the CPU loops split
# out of their kernel files for this reason (src/cpu/*_loops.cpp, *_reduction.cpp) includes them.
# Usage: kernels_skip_tensor_methods.sh BUILD_DIR (a built tree: ninja records deps as it compiles).
set -euo pipefail
build="$1"
deps="$(cd "$build" && ninja -t deps)"
with_methods="$(printf '%s\n' "$deps" | awk '/^[^ ]/ { obj = $1 } /tensor_methods\.inc$/ { sub(/:$/, "", obj); print obj }')"
kernels="$(printf '%s\n' "$deps" | awk '/^[^ ]/ { sub(/:$/, "", $1); print $1 }' |
  grep -E 'opforge\.dir/(generated/src/(cpu|cuda)/|bundles/(cpu|cuda)_[0-9]+\.(cpp|cu)\.o$|src/cuda/.*\.cu\.o$|src/cpu/[a-z_]*_(loops|reduction)\.cpp\.o$)' |
  grep -v 'src/cuda/gemm\.cu\.o$' || true)"
[[ -n $kernels ]] || { echo "no kernel objects recorded in $build (not built?)" >&2; exit 1; }
bad="$(comm -12 <(printf '%s\n' "$kernels" | sort) <(printf '%s\n' "$with_methods" | sort))"
if [[ -n $bad ]]; then
  echo "these kernel objects include tensor_methods.inc (use opforge/tensor_base.h):" >&2
  printf '  %s\n' $bad >&2
  exit 1
fi
echo "$(printf '%s\n' "$kernels" | wc -l) kernel objects, none includes tensor_methods.inc"
