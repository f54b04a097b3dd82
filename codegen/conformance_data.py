"""The conformance model's case tables (conformance.py) as data: generated/tests/cases/<base>.yaml.

The generated test of an op compiles only its adapters (one C++ lambda per API form); its cases are
read at run time from this file by tests/conformance/golden_cases.h, the reader of the golden cases
recorded from PyTorch, in the same format. As data, a case costs no compile time: as constexpr C++
tables they made an op's test ~2,700 lines and most of its build cost (docs/build.md).

Differences from a golden file: an outcome names its adapter by index (`adapter: N`) rather than by
entry and form, and an error spec may be `contains` or type-only as the model builds it. The text
is flow-style YAML, one case per line, so that a diff of an op's cases reads line by line.
"""

import json
import math

import reference as ref


def scalar(x):
    """A YAML number (or bool, as a number: the values of bool tensors are 0 and 1)."""
    if isinstance(x, bool):
        return "1" if x else "0"
    if isinstance(x, int):
        return str(x)
    if math.isnan(x):
        return ".nan"
    if math.isinf(x):
        return ".inf" if x > 0 else "-.inf"
    return repr(float(x))


def num(v):
    if v is ref.UNCHECKED:
        return "null"
    if isinstance(v, complex):
        return f"[{scalar(v.real)}, {scalar(v.imag)}]"
    return scalar(v)


def text(s):
    # A JSON string is a YAML double-quoted scalar.
    return json.dumps(str(s))


def flow(pairs):
    return "{" + ", ".join(f"{k}: {v}" for k, v in pairs if v is not None) + "}"


def seq(items):
    return "[" + ", ".join(items) + "]"


def tensor(spec):
    pairs = [("kind", "tensor"), ("dtype", spec["dtype"]), ("shape", seq(str(d) for d in spec["shape"]))]
    if spec.get("values"):
        pairs.append(("values", seq(num(v) for v in spec["values"])))
    if spec.get("names"):
        pairs.append(("names", seq("null" if n is None else text(n) for n in spec["names"])))
    if spec.get("tile"):
        pairs.append(("tile", "true"))
    if spec.get("expand"):
        pairs.append(("expand", seq(str(d) for d in spec["expand"])))
    return flow(pairs)


def arg(spec):
    kind = spec["kind"]
    if kind == "none":
        return flow([("kind", "none")])
    if kind == "tensor":
        return tensor(spec)
    if kind == "scalar":
        v = spec["value"]
        if isinstance(v, bool):
            return flow([("kind", "scalar"), ("type", "bool"), ("value", "true" if v else "false")])
        if isinstance(v, int):
            return flow([("kind", "scalar"), ("type", "int"), ("value", str(v))])
        if isinstance(v, float):
            return flow([("kind", "scalar"), ("type", "float"), ("value", scalar(v))])
        return flow([("kind", "scalar"), ("type", "complex"), ("value", num(complex(v)))])
    if kind in ("bool", "int", "real"):
        return flow([("kind", kind), ("value", scalar(spec["value"]))])
    if kind == "string":
        return flow([("kind", "string"), ("value", text(spec["value"]))])
    raise ValueError(f"no data form for argument kind {kind}")


def error(e):
    pairs = [("type", text(e["type"]))]
    if e["match"] == "exact":
        pairs.append(("message", text(e["message"] or "")))
    elif e["match"] == "contains":
        pairs.append(("contains", text(e["message"] or "")))
    return flow([("error", flow(pairs))])


def outcome(o):
    pairs = [("adapter", str(o["adapter"]))]
    if o.get("out"):
        if o["out"]["kind"] != "tensor":
            raise ValueError("an out= argument of the model is a tensor")
        pairs.append(("out", tensor(o["out"])))
    if "error" in o:
        pairs.append(("expect", error(o["error"])))
        return flow(pairs)
    e = o["expect"]
    expect = []
    if e.get("dtype"):
        expect.append(("dtype", e["dtype"]))
    if "shape" in e:
        expect.append(("shape", seq(str(d) for d in e["shape"])))
    if e.get("values"):
        expect.append(("values", seq(num(v) for v in e["values"])))
    if "names" in e:
        expect.append(("names", seq("null" if n is None else text(n) for n in e["names"])))
    if e.get("same_as"):
        expect.append(("same_as", e["same_as"]))
    pairs.append(("expect", flow(expect)))
    return flow(pairs)


def case(c):
    return flow([("id", text(c["id"])), ("args", seq(arg(a) for a in c["args"])),
                 ("outcomes", seq(outcome(o) for o in c["outcomes"]))])


def document(base, tables):
    """The YAML text of one op's tables ({table name: cases}, in order; empty tables left out)."""
    lines = [f"# The conformance cases of `{base}` built by codegen/conformance.py, read by its generated",
             f"# test (generated/tests/test_{base}.cpp) through tests/conformance/golden_cases.h."]
    for name, cases in tables.items():
        if not cases:
            continue
        lines.append(f"{name}:")
        lines.extend(f"- {case(c)}" for c in cases)
    return "\n".join(lines) + "\n"
