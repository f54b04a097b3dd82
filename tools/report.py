#!/usr/bin/env python3
"""The conformance report: one row per operator of ops.yaml with its four semantic rules, its dtypes,
and the pass/fail/skip counts of its generated conformance cases on CPU and on CUDA, then the totals.

Usage: tools/report.py --ir IR.json --build BUILD_DIR
The IR is what the schema front end writes (build/codegen/opforge-frontend ops.yaml -o IR.json). Each
op's tests are the GoogleTest suite <base> of its family's executable, BUILD_DIR/gen_tests_<family>
(generated/tests/families.cmake); a test counts for CUDA when its suite or name says cuda (case-insensitive), for CPU otherwise. A case is one case of a table run in one input layout:
the tests report their counts as the gtest properties cases_passed, cases_failed and cases_skipped
(tests/conformance/check.h); a test without them counts as one case. An op without a suite there is
reported as such.
"""
import argparse
import json
import os
import re
import subprocess
import sys
import tempfile
from collections import OrderedDict

DTYPE_SHORT = {
    "bool": "b", "uint8": "u8", "int8": "i8", "int16": "i16", "int32": "i32", "int64": "i64",
    "uint16": "u16", "uint32": "u32", "uint64": "u64", "float16": "f16", "bfloat16": "bf16",
    "float32": "f32", "float64": "f64", "complex32": "c32", "complex64": "c64", "complex128": "c128",
    "float8_e4m3fn": "f8e4m3fn", "float8_e5m2": "f8e5m2", "float8_e4m3fnuz": "f8e4m3fnuz",
    "float8_e5m2fnuz": "f8e5m2fnuz", "float8_e8m0fnu": "f8e8m0fnu", "float4_e2m1fn_x2": "f4x2",
}
# The generator's list of each test family's ops; CMakeLists.txt builds gen_tests_<family> from it.
FAMILIES = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "generated", "tests", "families.cmake")


def test_programs(build: str) -> dict:
    """The test program of each op base: BUILD_DIR/gen_tests_<family>."""
    with open(FAMILIES, encoding="utf-8") as f:
        text = f.read()
    return {base: os.path.join(build, f"gen_tests_{family}")
            for family, members in re.findall(r"set\(OPFORGE_TEST_FAMILY_(\w+)\s+([^)]*)\)", text)
            for base in members.split()}


# Every dtype of the spec: an op that covers them all is listed as "all (shells too)".
ALL_DTYPES = set(DTYPE_SHORT)


def run_tests(exe, suite):
    """Runs one op's suite of the gtest executable; returns its case counts {'cpu': [pass, fail, skip], 'cuda': [...]},
    {'crashed': True}, or None when the executable (None: the op is in no family) or the suite does not exist."""
    if exe is None or not os.path.exists(exe):
        return None
    counts = {"cpu": [0, 0, 0], "cuda": [0, 0, 0]}
    with tempfile.TemporaryDirectory() as tmp:
        out = os.path.join(tmp, "result.json")
        subprocess.run([exe, f"--gtest_filter={suite}.*", f"--gtest_output=json:{out}"], stdout=subprocess.DEVNULL,
                       stderr=subprocess.DEVNULL, check=False)
        if not os.path.exists(out):
            return {"crashed": True}
        with open(out) as f:
            result = json.load(f)
    if not result.get("testsuites"):
        return None
    for suite in result.get("testsuites", []):
        for test in suite.get("testsuite", []):
            where = "cuda" if "cuda" in (suite["name"] + test["name"]).lower() else "cpu"
            if "cases_passed" in test:
                for i, key in enumerate(("cases_passed", "cases_failed", "cases_skipped")):
                    counts[where][i] += int(test.get(key, 0))
                # A failure outside the counted cases (an EXPECT of the test itself) still fails it.
                if test.get("failures") and not int(test.get("cases_failed", 0)):
                    counts[where][1] += 1
            elif test.get("result") == "SKIPPED" or test.get("status") == "NOTRUN":
                counts[where][2] += 1
            elif test.get("failures"):
                counts[where][1] += 1
            else:
                counts[where][0] += 1
    return counts


def fmt_counts(c):
    p, f, s = c
    return f"{p}/{f}/{s}"


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--ir", required=True)
    ap.add_argument("--build", required=True)
    args = ap.parse_args()
    with open(args.ir) as f:
        ops = json.load(f)["ops"]

    by_base = OrderedDict()
    for op in ops:
        by_base.setdefault(op["base_name"], []).append(op)

    header = ["op", "promotion", "broadcast", "inplace_cast", "names", "dtypes", "CPU p/f/s", "CUDA p/f/s"]
    rows = []
    totals = {"cpu": [0, 0, 0], "cuda": [0, 0, 0]}
    missing = 0
    programs = test_programs(args.build)
    for base, entries in by_base.items():
        counts = run_tests(programs.get(base), base)
        for i, op in enumerate(entries):
            names = [d["name"] for d in op["dtypes"]]
            dtypes = "all (shells too)" if set(names) == ALL_DTYPES else \
                " ".join(DTYPE_SHORT.get(n, n) for n in names)
            cuda_names = [d["name"] for d in op.get("cuda_dtypes", op["dtypes"])]
            if cuda_names != names:  # ops.yaml's cuda_dtypes: fewer on CUDA
                dtypes += "; CUDA: " + " ".join(DTYPE_SHORT.get(n, n) for n in cuda_names)
            if i == 0:
                if counts is None:
                    cpu = cuda = "none generated"
                    missing += 1
                elif counts.get("crashed"):
                    cpu = cuda = "CRASHED"
                    totals["cpu"][1] += 1
                else:
                    cpu, cuda = fmt_counts(counts["cpu"]), fmt_counts(counts["cuda"])
                    for k in totals:
                        totals[k] = [a + b for a, b in zip(totals[k], counts[k])]
            else:
                cpu = cuda = "(above)"
            rows.append([op["name"], op["promotion"]["kind"], op["broadcast"]["kind"], op["inplace_cast"],
                         op["names"]["kind"], dtypes, cpu, cuda])

    widths = [max(len(str(r[i])) for r in rows + [header]) for i in range(len(header))]
    line = lambda r: "| " + " | ".join(str(c).ljust(w) for c, w in zip(r, widths)) + " |"
    print(line(header))
    print("|" + "|".join("-" * (w + 2) for w in widths) + "|")
    for r in rows:
        print(line(r))
    print()
    print(f"{len(ops)} entries, {len(by_base)} operators. Generated conformance cases (pass/fail/skip): "
          f"CPU {fmt_counts(totals['cpu'])}, CUDA {fmt_counts(totals['cuda'])}"
          + (f"; {missing} operators without generated tests (their hand-written tests are in tests/core)" if missing else ""))
    return 1 if totals["cpu"][1] or totals["cuda"][1] else 0


if __name__ == "__main__":
    sys.exit(main())
