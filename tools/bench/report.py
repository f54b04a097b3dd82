#!/usr/bin/env python3
"""Turns Google Benchmark's JSON (tools/bench/opforge_bench) into the README's markdown table.

One row per case and thread count: opforge's and libtorch's median times, the ratio (libtorch time /
opforge time, so above 1 means opforge is faster), opforge's throughput, its share of the triad
ceiling at the same thread count, the target of issue 4 and whether it is met. Overhead cases also
get callgrind's instructions per call for both libraries.
"""
import argparse
import json
import re
import sys

# Issue 4's bar, as the least acceptable ratio (libtorch time / opforge time). Overhead cases must
# also reach it in instructions per call. Cases without an entry have no target.
TARGETS = [
    (r"^overhead/", 5.0),
    (r"^bandwidth/add_out f32 1\.6e7$", 1.3),
    (r"^bandwidth/add_ f32 1\.6e7$", 1.3),
    (r"^bandwidth/add \(allocating\) f32 1\.6e7$", 2.0),
    (r"^bandwidth/mul_out f32 1\.6e7 by scalar$", 3.0),
    (r"^promotion/add_out (i32\+f32|u8\+f32|bf16\+f32) ", 2.5),
    (r"^promotion/add_out f16\+f16 ", 3.0),
    (r"^layout/add_out transposed ", 4.0),
    (r"^layout/add_out channels_last \+ contiguous ", 1.5),
    (r"^broadcasting/", 1.0),
    (r"^reduction/sum dim 0 ", 1.6),
    (r"^reduction/", 1.0),
    (r"^matmul/mm ", 0.95),
]


def target_for(case, threads):
    if case.startswith("matmul/bmm"):
        return 1.3 if threads == 2 else 0.95
    for pattern, ratio in TARGETS:
        if re.search(pattern, case):
            return ratio
    return None


def format_time(ns):
    for unit, scale in (("s", 1e9), ("ms", 1e6), ("µs", 1e3)):
        if ns >= scale:
            return f"{ns / scale:.3g} {unit}"
    return f"{ns:.3g} ns"


def load(path):
    """{(case, library, threads): {"ns": median real time, "bytes": B/s, "flops": FLOP/s}}"""
    with open(path) as f:
        data = json.load(f)
    scale = {"ns": 1, "us": 1e3, "ms": 1e6, "s": 1e9}
    results = {}
    for b in data["benchmarks"]:
        if b.get("run_type") == "aggregate" and b.get("aggregate_name") != "median":
            continue
        m = re.match(r"^(.*)/([^/]+)/threads:(\d+)", b["run_name"])
        if not m:
            continue
        case, library, threads = m.group(1), m.group(2), int(m.group(3))
        results[(case, library, threads)] = {
            "ns": b["real_time"] * scale[b["time_unit"]],
            "bytes": b.get("bytes_per_second"),
            "flops": b.get("flops"),
        }
    return data.get("context", {}), results


def load_instructions(path):
    counts = {}
    if path:
        with open(path) as f:
            for line in f:
                name, library, ir = line.rstrip("\n").split("\t")
                counts[(name, library)] = int(ir)
    return counts


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--json", required=True)
    ap.add_argument("--instructions")
    ap.add_argument("--machine", default="")
    ap.add_argument("--date", default="")
    args = ap.parse_args()
    context, results = load(args.json)
    instructions = load_instructions(args.instructions)

    ceilings = {t: r["bytes"] for (c, lib, t), r in results.items() if c.startswith("ceiling/triad f32")}
    # The binary's order (cases as registered), each case's thread counts together.
    order = list(dict.fromkeys(c for (c, lib, t) in results if lib != "plain"))
    cases = sorted({(c, t) for (c, lib, t) in results if lib != "plain"}, key=lambda ct: (order.index(ct[0]), ct[1]))

    print(f"Machine: {args.machine}; {args.date}; libtorch "
          f"{'side by side' if any(lib == 'libtorch' for (_, lib, _) in results) else 'not built in'}.")
    print()
    for (c, lib, t), r in sorted(results.items()):
        if lib == "plain":
            print(f"- {c.split('/', 1)[1]}, {t} thread{'s' if t > 1 else ''}: {r['bytes'] / 1e9:.1f} GB/s")
    print()
    print("| case | threads | opforge | libtorch | ratio | throughput | % of triad | target | met |")
    print("| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |")
    missed = 0
    for case, threads in cases:
        ours = results.get((case, "opforge", threads))
        theirs = results.get((case, "libtorch", threads))
        if not ours:
            continue
        ratio = theirs["ns"] / ours["ns"] if theirs else None
        throughput, share = "", ""
        if ours["bytes"]:
            throughput = f"{ours['bytes'] / 1e9:.1f} GB/s"
            if threads in ceilings:
                share = f"{100 * ours['bytes'] / ceilings[threads]:.0f}%"
        elif ours["flops"]:
            throughput = f"{ours['flops'] / 1e9:.1f} GFLOP/s"
        name = case.split("/", 1)[1]
        ours_time, theirs_time = format_time(ours["ns"]), format_time(theirs["ns"]) if theirs else "—"
        ir_ratio = None
        if case.startswith("overhead/") and threads == 1:
            ir_ours, ir_theirs = instructions.get((name, "opforge")), instructions.get((name, "libtorch"))
            if ir_ours:
                ours_time += f" / {ir_ours:,} instr"
            if ir_theirs:
                theirs_time += f" / {ir_theirs:,} instr"
            if ir_ours and ir_theirs:
                ir_ratio = ir_theirs / ir_ours
        target = target_for(case, threads)
        ratio_text = f"{ratio:.2f}×" if ratio else "—"
        if ir_ratio:
            ratio_text += f" / {ir_ratio:.1f}× instr"
        met = ""
        if target is not None and ratio is not None:
            ok = ratio >= target and (ir_ratio is None or ir_ratio >= target)
            met = "yes" if ok else "**missed**"
            missed += not ok
        print(f"| {name} | {threads} | {ours_time} | {theirs_time} | {ratio_text} | {throughput} | {share} | "
              f"{f'≥ {target:g}×' if target else ''} | {met} |")
    print()
    print(f"{missed} target{'s' if missed != 1 else ''} missed.")


if __name__ == "__main__":
    sys.exit(main())
