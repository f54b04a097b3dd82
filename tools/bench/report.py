#!/usr/bin/env python3
"""Turns Google Benchmark's JSON (tools/bench/opforge_bench) into the README's markdown table.

One row per case and thread count: opforge's and libtorch's median times, the ratio (libtorch time /
opforge time, so above 1 means opforge is faster), opforge's throughput, its share of the triad
ceiling at the same thread count, the target of issue 4 and whether it is met. Overhead cases also
get callgrind's instructions per call for both libraries. When the run had a GPU, a second table
has the CUDA rows: opforge's time and throughput as a share of the GPU's device-to-device copy.
A case that failed (its benchmark skipped with an error) is listed with its error.
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


# Issue 4's bar for the GPU: contiguous pointwise at 1.6e7 elements and more, as the least
# acceptable share of the device-to-device copy bandwidth.
CUDA_TARGETS = [
    (r"^(bandwidth|promotion)/.* 1\.6e7", 0.90),
    (r"^layout/add_out transposed \[4096,4096\]", 0.90),
]


def cuda_target_for(case):
    for pattern, share in CUDA_TARGETS:
        if re.search(pattern, case):
            return share
    return None


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
    """({(case, library, threads or "cuda"): {"ns": median time, "bytes": B/s, "flops": FLOP/s}},
    {(case, library, threads or "cuda"): error message})"""
    with open(path) as f:
        data = json.load(f)
    scale = {"ns": 1, "us": 1e3, "ms": 1e6, "s": 1e9}
    results, errors = {}, {}
    # Registration order (the table's), whatever order the runs finished in: with random interleaving
    # a case's aggregates come after its last repetition. The sort is stable, so rows merged from
    # one-case runs (tools/gpu/session, each with family 0) keep their order.
    for b in sorted(data["benchmarks"], key=lambda b: b.get("family_index", 0)):
        m = re.match(r"^(.*)/([^/]+)/(?:threads:(\d+)|(cuda))", b.get("run_name", b["name"]))
        if not m:
            continue
        key = (m.group(1), m.group(2), int(m.group(3)) if m.group(3) else "cuda")
        if b.get("error_occurred"):
            errors[key] = b.get("error_message", "failed")
            continue
        if b.get("run_type") == "aggregate" and b.get("aggregate_name") != "median":
            continue
        results[key] = {
            # GPU rows are timed manually (CUDA events); Google Benchmark reports that as real_time.
            "ns": b["real_time"] * scale[b["time_unit"]],
            "bytes": b.get("bytes_per_second"),
            "flops": b.get("flops"),
        }
    return data.get("context", {}), results, errors


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
    context, all_results, errors = load(args.json)
    instructions = load_instructions(args.instructions)
    results = {k: r for k, r in all_results.items() if k[2] != "cuda"}

    ceilings = {t: r["bytes"] for (c, lib, t), r in results.items() if c.startswith("ceiling/triad f32")}
    # The binary's order (cases as registered), each case's thread counts together.
    order = list(dict.fromkeys(c for (c, lib, t) in results if lib != "plain"))
    cases = sorted({(c, t) for (c, lib, t) in results if lib != "plain"}, key=lambda ct: (order.index(ct[0]), ct[1]))

    blas = f"; OpenBLAS kernels: {context['openblas_core']}" if context.get("openblas_core") else ""
    if context.get("float_math"):
        blas += f"; float exp/sin/cos/sigmoid/rsqrt/pow/atan2: {context['float_math']}"
    if context.get("software_prefetch"):
        blas += f"; software prefetch: {context['software_prefetch']}"
    print(f"Machine: {args.machine}; {args.date}; libtorch "
          f"{'side by side' if any(lib == 'libtorch' for (_, lib, _) in results) else 'not built in'}{blas}.")
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
    cuda_table({k: r for k, r in all_results.items() if k[2] == "cuda"}, context)
    if errors:
        print()
        print("Failed cases (skipped with an error):")
        for (c, lib, t), message in sorted(errors.items(), key=str):
            where = "cuda" if t == "cuda" else f"{t} thread{'s' if t > 1 else ''}"
            print(f"- {c.split('/', 1)[1]}, {lib}, {where}: {message}")


def cuda_table(results, context):
    if not results:
        return
    copy = next((r["bytes"] for (c, lib, _), r in results.items() if c.startswith("ceiling/copy d2d")), None)
    print()
    print(f"CUDA, on {context.get('gpu', 'a GPU')}: opforge alone (Debian's libtorch has no CUDA), against "
          f"the GPU's device-to-device copy"
          f"{f' ({copy / 1e9:.0f} GB/s, bytes read + written)' if copy else ''}.")
    print()
    print("| case | opforge | throughput | % of d2d copy | target | met |")
    print("| --- | ---: | ---: | ---: | ---: | --- |")
    missed = 0
    for (c, lib, _), r in results.items():
        if lib != "opforge":
            continue
        share = r["bytes"] / copy if r["bytes"] and copy else None
        target = cuda_target_for(c)
        met = ""
        if target is not None and share is not None:
            met = "yes" if share >= target else "**missed**"
            missed += share < target
        throughput = f"{r['bytes'] / 1e9:.0f} GB/s" if r["bytes"] else ""
        print(f"| {c.split('/', 1)[1]} | {format_time(r['ns'])} | {throughput} | "
              f"{f'{100 * share:.0f}%' if share is not None else ''} | "
              f"{f'≥ {100 * target:.0f}%' if target else ''} | {met} |")
    print()
    print(f"{missed} CUDA target{'s' if missed != 1 else ''} missed.")


if __name__ == "__main__":
    sys.exit(main())
