#!/usr/bin/env bash
# Adding an op adds Tensor methods (generated/include/opforge/tensor_methods.inc), and every object
# that includes that file recompiles. Kernels see TensorBase (include/opforge/tensor_base.h)
# instead, so that adding an op recompiles its own kernels, the stubs and the core, not the kernels
# of every other op. This checks the build's recorded header dependencies: no generated kernel, no
# hand-written CPU or CUDA kernel (nor a bundle of them, CMakeLists.txt) and no meta function
# (src/meta/) includes them. Aside: the matrix products' CPU kernels and gemm (they call views and
# mul_ on the operands), and four meta functions that share the stubs' checks (cat, addmv: the
# kernel and pointwise checks; flatten, reshape: reject_named_tensors), whose headers take Tensors.
# Usage: kernels_skip_tensor_methods.sh BUILD_DIR (a built tree: ninja records deps as it compiles).
set -euo pipefail
build="$1"
deps="$(cd "$build" && ninja -t deps)"
with_methods="$(printf '%s\n' "$deps" | awk '/^[^ ]/ { obj = $1 } /tensor_methods\.inc$/ { sub(/:$/, "", obj); print obj }')"
kernels="$(printf '%s\n' "$deps" | awk '/^[^ ]/ { sub(/:$/, "", $1); print $1 }' |
  grep -E 'opforge\.dir/(generated/src/(cpu|cuda)/|bundles/(cpu|cuda|cuda_checked)_[0-9]+\.(cpp|cu)\.o$|src/(cuda|cpu|meta)/)' |
  grep -Ev 'src/(cuda/gemm\.cu|cpu/(gemm|mm|mv|bmm|dot|addmm|addmv|baddbmm)\.cpp|meta/(cat|addmv|flatten|reshape)\.cpp)\.o$' ||
  true)"
[[ -n $kernels ]] || { echo "no kernel objects recorded in $build (not built?)" >&2; exit 1; }
bad="$(comm -12 <(printf '%s\n' "$kernels" | sort) <(printf '%s\n' "$with_methods" | sort))"
if [[ -n $bad ]]; then
  echo "these kernel objects include tensor_methods.inc (use opforge/tensor_base.h):" >&2
  printf '  %s\n' $bad >&2
  exit 1
fi
echo "$(printf '%s\n' "$kernels" | wc -l) kernel objects, none includes tensor_methods.inc"
