#!/usr/bin/env bash
# The README's "Add an operator" walkthrough, done for real in a scratch copy of the repository:
# takes the ops.yaml snippet from the README, appends it to the copy's ops.yaml, builds the copy with
# a plain `tools/build` (which regenerates), and runs the new op's generated conformance test.
# Passing means a new user following the README gets a working op with its tests. With it, it adds
# the two wrong ops of tests/workflow/wrong_ops.yaml and checks that their golden tests fail, each
# for its own defect: the comparison with PyTorch catches a formula that cancels near zero and one
# that loses a NaN's sign. The three ops are built together, once: every build of the copy compiles
# the bundles of its new ops and links the library and the pointwise family's test program again.
set -euo pipefail
src="$(cd "$(dirname "$0")/../.." && pwd)"
scratch="$(mktemp -d /tmp/opforge-add-op.XXXXXX)"
trap 'rm -rf "$scratch"' EXIT

# The snippet between the markers in README.md is exactly what a user is told to add.
snippet="$(sed -n '/<!-- add-operator-snippet:begin -->/,/<!-- add-operator-snippet:end -->/p' "$src/README.md" |
  sed '1d;$d' | sed '/^```/d')"
op="$(printf '%s\n' "$snippet" | sed -n 's/^ *- op: *\([a-z_0-9]*\).*/\1/p' | head -n1)"
[[ -n $op ]] || { echo "add_operator: no snippet found in README.md" >&2; exit 1; }
echo "add_operator: adding '$op' in $scratch"

# A copy of the working tree as git sees it (tracked and untracked-not-ignored files).
(cd "$src" && git ls-files -z --cached --others --exclude-standard) |
  (cd "$src" && xargs -0 cp --parents -t "$scratch")
printf '\n%s\n' "$snippet" >>"$scratch/ops.yaml"
# The README's next step records the op's golden data from PyTorch (tools/make_golden.py), which CI
# cannot run: the walkthrough ships what that command records for the snippet's op.
cp "$src/tests/workflow/golden/$op.yaml" "$scratch/tests/golden/ops/$op.yaml"
# The wrong ops: every generated test may pass against the model (it evaluates the same formula);
# PyTorch's recorded answers must not.
cat "$src/tests/workflow/wrong_ops.yaml" >>"$scratch/ops.yaml"
cp "$src"/tests/workflow/golden/{arcsinh,negative}.yaml "$scratch/tests/golden/ops/"

# tools/build makes ccache see paths relative to the tree, so the scratch build reuses the main
# build's objects for every unchanged file.
unset CCACHE_BASEDIR
cd "$scratch"
# The README's build and run of the op's tests: the pointwise family's program, which the
# regenerated generated/tests/families.cmake must name as the op's.
tools/build gen_tests_pointwise
family="$(awk -v op="$op" '/^set\(OPFORGE_TEST_FAMILY_/ { f = substr($1, 25) } /^\)/ { f = "" }
  f != "" && /^ / { for (i = 1; i <= NF; i++) if ($i == op) print f }' generated/tests/families.cmake)"
[[ $family == pointwise ]] || { echo "add_operator: '$op' is in the test family '$family', not pointwise" >&2; exit 1; }
for f in "generated/include/opforge/ops/$op.h" "generated/src/cpu/$op.cpp" "generated/tests/test_$op.cpp"; do
  [[ -f $f ]] || { echo "add_operator: $f was not generated" >&2; exit 1; }
done
if [[ -d generated/src/cuda ]]; then
  [[ -f generated/src/cuda/$op.cu ]] || { echo "add_operator: generated/src/cuda/$op.cu missing" >&2; exit 1; }
fi
build/gen_tests_pointwise --gtest_filter="$op.*"

expect_golden_failure() {  # op, an extended regular expression its failure report must match
  local log status=0
  log="$(mktemp)"
  build/gen_tests_pointwise --gtest_filter="$1.MatchesPyTorchGolden" >"$log" 2>&1 || status=$?
  if ((status == 0)); then
    echo "add_operator: the golden test of the wrong op '$1' passed" >&2
    exit 1
  fi
  if ! grep -Eq -- "$2" "$log"; then
    echo "add_operator: the golden test of '$1' failed, but not with '$2':" >&2
    grep -m 5 "element" "$log" >&2 || tail -n 20 "$log" >&2
    exit 1
  fi
  echo "add_operator: the wrong op '$1' fails its golden test: $(grep -Em 1 -- "$2" "$log")"
}
# asinh of a tiny x is x; the formula gives log(1) = 0 (the least subnormals of float32 and float64).
expect_golden_failure arcsinh "got 0, expected (1.4012984643248171e-45|4.9406564584124654e-324) "
# neg(NaN) flips the sign bit; 0 - NaN keeps it.
expect_golden_failure negative "got nan, expected -nan"
