#!/usr/bin/env bash
# A build tree installs into a scratch prefix, and a project outside the tree (tests/consumer) finds
# it there with find_package(opforge 0.1), builds with the same compiler and runs; a request for an
# incompatible version (1.0, 0.2) must fail to configure. The consumer sees only the prefix.
# Usage: install_consumer.sh BUILD_DIR CONSUMER_DIR CXX_COMPILER [GENERATOR]
set -euo pipefail
build_dir="$1"
consumer_dir="$2"
cxx="$3"
generator="${4:-Ninja}"

tmp=$(mktemp -d "${TMPDIR:-/tmp}/opforge-install-consumer.XXXXXX")
trap 'rm -rf "$tmp"' EXIT
prefix="$tmp/prefix"

run() {  # runs a step quietly; on failure prints its output and fails
  local log="$tmp/step.log"
  if ! "$@" >"$log" 2>&1; then
    cat "$log" >&2
    echo "failed: $*" >&2
    exit 1
  fi
}

run cmake --install "$build_dir" --prefix "$prefix"
run cmake -S "$consumer_dir" -B "$tmp/consumer" -G "$generator" -DCMAKE_CXX_COMPILER="$cxx" \
  -DCMAKE_PREFIX_PATH="$prefix"
run cmake --build "$tmp/consumer"
"$tmp/consumer/opforge_consumer"

for version in 1.0 0.2; do
  mkdir -p "$tmp/wrong-$version"
  printf 'cmake_minimum_required(VERSION 3.25)\nproject(wrong_version LANGUAGES NONE)\nfind_package(opforge %s REQUIRED)\n' \
    "$version" >"$tmp/wrong-$version/CMakeLists.txt"
  if cmake -S "$tmp/wrong-$version" -B "$tmp/wrong-$version/build" -G "$generator" \
      -DCMAKE_PREFIX_PATH="$prefix" >"$tmp/wrong.log" 2>&1; then
    echo "find_package(opforge $version) succeeded against opforge 0.1.0" >&2
    exit 1
  fi
  if ! grep -q "compatible with requested version \"$version\"" "$tmp/wrong.log"; then
    cat "$tmp/wrong.log" >&2
    echo "find_package(opforge $version) failed, but not for its version" >&2
    exit 1
  fi
done
echo "ok: find_package(opforge 0.1) from an install prefix builds and runs; 1.0 and 0.2 are refused"
