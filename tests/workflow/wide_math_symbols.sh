#!/usr/bin/env bash
# An AVX-512 file (src/iteration/wide_math_avx512.cpp, sleef_math_avx512.cpp) must define no function that other files
# could end up calling. An inline function it compiles out of line is a weak symbol, and the
# linker keeps one copy of each weak symbol for the whole program: if that were this file's copy,
# a CPU without AVX-512 would run AVX-512 instructions. It may define weak data (tables are the
# same bytes whichever copy is kept) and its own global functions, in the namespace its header declares.
# Usage: wide_math_symbols.sh NM NAMESPACE:: OBJECT
set -euo pipefail
nm_tool="$1"
namespace="$2"
object="$3"
symbols="$("$nm_tool" -C --defined-only "$object")"
[[ -n $symbols ]] || { echo "$object defines nothing (not built?)" >&2; exit 1; }
# W/w: weak functions (weak objects are V/v); i: indirect functions. Data such as inline constexpr
# tables (V, or u for GNU unique globals: vectorizable_math.h's kTwoPowModTwoPi where the compiler
# keeps it in memory) may be shared.
shared="$(printf '%s\n' "$symbols" | awk '$2 ~ /^[Wwi]$/' || true)"
if [[ -n $shared ]]; then
  echo "$object defines functions another file could be linked to:" >&2
  printf '%s\n' "$shared" >&2
  exit 1
fi
global="$(printf '%s\n' "$symbols" | awk '$2 == "T" { $1 = ""; $2 = ""; sub(/^  /, ""); print }')"
unexpected="$(printf '%s\n' "$global" | grep -v "^$namespace" || true)"
if [[ -n $unexpected ]]; then
  echo "$object defines global functions outside $namespace:" >&2
  printf '%s\n' "$unexpected" >&2
  exit 1
fi
echo "ok: $(printf '%s\n' "$global" | wc -l) global function(s), all in $namespace; no weak ones"
