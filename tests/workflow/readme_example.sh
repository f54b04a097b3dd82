#!/usr/bin/env bash
# The README's example is real: its C++ block is examples/readme.cpp, and its output block is what
# that program prints.
# Usage: readme_example.sh SOURCE_DIR PROGRAM
set -euo pipefail
src="$1"
program="$2"
block() {  # the lines between a README marker pair, without the ``` fences
  sed -n "/<!-- $1:begin -->/,/<!-- $1:end -->/p" "$src/README.md" | sed '1d;$d' | sed '1d;$d'
}
if ! diff <(block readme-example) "$src/examples/readme.cpp"; then
  echo "README.md's example differs from examples/readme.cpp (above: < README, > file)" >&2
  exit 1
fi
if ! diff <(block readme-example-output) <("$program"); then
  echo "README.md's example output differs from what examples/readme.cpp prints (< README, > program)" >&2
  exit 1
fi
echo "ok: the README's example is examples/readme.cpp and prints what the README shows"
