"""The conformance model's case tables (conformance.py) as data: generated/tests/cases/<base>.yaml.

The generated test of an op compiles only its adapters (one C++ lambda per API form); its cases are
read at run time from this file by tests/conformance/golden_cases.h, the reader of the golden cases
recorded from PyTorch, in the same format. As data, a case costs no compile time: as constexpr C++
tables they made an op's test ~2,700 lines and most of its build cost (docs/build.md).

Differences from a golden file: an outcome names its adapter by index (`adapter: N`) rather than by
entry and form, and an error spec may be `contains` or type-only as the model builds it. The text
is flow-style YAML, one case per line, so that a diff of an op's cases reads line by line.
"""

# json's string encoder (its C form where built): typeshed declares only the pure-Python ones.
from json.encoder import encode_basestring_ascii  # type: ignore[attr-defined]

import reference as ref

# The text is built for every case of every op (hundreds of thousands for a large ops.yaml): the
# helpers below concatenate and join lists and maps rather than generators.

INF = float("inf")


def scalar(x):
    """A YAML number (or bool, as a number: the values of bool tensors are 0 and 1)."""
    if isinstance(x, bool):
        return "1" if x else "0"
    if isinstance(x, int):
        return str(x)
    if x != x:
        return ".nan"
    if x in (INF, -INF):
        return ".inf" if x > 0 else "-.inf"
    return repr(float(x))


def num(v):
    if v is ref.UNCHECKED:
        return "null"
    if isinstance(v, complex):
        return f"[{scalar(v.real)}, {scalar(v.imag)}]"
    return scalar(v)


def text(s):
    # A JSON string is a YAML double-quoted scalar (json.dumps of a str, without its dispatch).
    return encode_basestring_ascii(str(s))


def seq(items):
    return "[" + ", ".join(items) + "]"


def name_list(names):
    return seq(["null" if n is None else text(n) for n in names])


def tensor(spec):
    values, names, tile, expand = spec.get("values"), spec.get("names"), spec.get("tile"), spec.get("expand")
    if not (values or names or tile or expand):
        # A tensor of dtype and shape alone: most arguments of the dtype and cast tables.
        key = (spec["dtype"], tuple(spec["shape"]))
        known = _PLAIN_TENSORS.get(key)
        if known is None:
            known = _PLAIN_TENSORS[key] = "{kind: tensor, dtype: " + key[0] + ", shape: " + seq(map(str, key[1])) + "}"
        return known
    out = "{kind: tensor, dtype: " + spec["dtype"] + ", shape: " + seq(map(str, spec["shape"]))
    if values:
        out += ", values: " + seq(map(num, values))
    if names:
        out += ", names: " + name_list(names)
    if tile:
        out += ", tile: true"
    if expand:
        out += ", expand: " + seq(map(str, expand))
    return out + "}"


_PLAIN_TENSORS: dict[tuple[str, tuple[int, ...]], str] = {}


def arg(spec):
    kind = spec["kind"]
    if kind == "tensor":
        return tensor(spec)
    if kind == "none":
        return "{kind: none}"
    if kind == "scalar":
        v = spec["value"]
        if isinstance(v, bool):
            return "{kind: scalar, type: bool, value: " + ("true" if v else "false") + "}"
        if isinstance(v, int):
            return "{kind: scalar, type: int, value: " + str(v) + "}"
        if isinstance(v, float):
            return "{kind: scalar, type: float, value: " + scalar(v) + "}"
        return "{kind: scalar, type: complex, value: " + num(complex(v)) + "}"
    if kind in ("bool", "int", "real"):
        return "{kind: " + kind + ", value: " + scalar(spec["value"]) + "}"
    if kind == "string":
        return "{kind: string, value: " + text(spec["value"]) + "}"
    raise ValueError(f"no data form for argument kind {kind}")


def error(e):
    out = "{error: {type: " + text(e["type"])
    if e["match"] == "exact":
        out += ", message: " + text(e["message"] or "")
    elif e["match"] == "contains":
        out += ", contains: " + text(e["message"] or "")
    return out + "}}"


def outcome(o):
    out = "{adapter: " + str(o["adapter"])
    if o.get("out"):
        if o["out"]["kind"] != "tensor":
            raise ValueError("an out= argument of the model is a tensor")
        out += ", out: " + tensor(o["out"])
    if "error" in o:
        return out + ", expect: " + error(o["error"]) + "}"
    e = o["expect"]
    expect = []
    if e.get("dtype"):
        expect.append("dtype: " + e["dtype"])
    if "shape" in e:
        expect.append("shape: " + seq(map(str, e["shape"])))
    if e.get("values"):
        expect.append("values: " + seq(map(num, e["values"])))
    if "names" in e:
        expect.append("names: " + name_list(e["names"]))
    if e.get("same_as"):
        expect.append("same_as: " + e["same_as"])
    return out + ", expect: {" + ", ".join(expect) + "}}"


def case(c):
    return ("{id: " + text(c["id"]) + ", args: " + seq(map(arg, c["args"])) + ", outcomes: "
            + seq(map(outcome, c["outcomes"])) + "}")


def document(base, tables):
    """The YAML text of one op's tables ({table name: cases}, in order; empty tables left out)."""
    lines = [f"# The conformance cases of `{base}` built by codegen/conformance.py, read by its generated",
             f"# test (generated/tests/test_{base}.cpp) through tests/conformance/golden_cases.h."]
    for name, cases in tables.items():
        if not cases:
            continue
        lines.append(f"{name}:")
        lines.extend(["- " + case(c) for c in cases])
    return "\n".join(lines) + "\n"
