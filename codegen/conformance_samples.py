"""The inputs of the conformance cases: sample elements per dtype and operand position, argument
specs, the dtype combinations each table covers, and the name scenarios.

An argument spec is a dict: {"kind": "tensor", "dtype", "shape", "values", "names", "expand",
"tile"}, {"kind": "scalar", "value"} (a Python bool, int, float or complex), {"kind": "none"}, or
{"kind": "bool" | "int" | "real" | "string", "value"}.
"""

import math

import reference as ref
from conformance_rules import SCALAR_KINDS, ModelError, unify_from_right
from expressions import selected_arguments
from op_model import Op

VALUE_SHAPE = [3, 4]


CROSSCHECK_SHAPE = [67, 499]  # above the library's parallel grain size (32768 elements)

INF, NAN = ref.INF, ref.NAN


SAMPLES = {
    "bool": [[False, True, True, False, True, False, True, True, False, False, True, False],
             [False, False, True, True, True, False, False, True, True, False, True, False],
             [True, False, True, False, False, True, True, False, True, True, False, False]],
    "uint": [[0, 3, 7, 250, 255, 1, 12, 100, 5, 2, 9, 3],
             [1, 2, 3, 4, 5, 6, 1, 2, 3, 4, 5, 3],
             [2, 2, 5, 100, 4, 0, 3, 9, 1, 1, 6, 7]],
    "int": [[-5, 0, 3, 7, -2, 1, 12, 100, -100, 5, 2, 9],
            [1, 2, 3, 4, 5, 6, 1, 2, 3, 4, 5, 6],
            [-1, 4, 3, 6, 0, 2, 10, 50, -50, 3, 1, 12]],
    "float": [[0.5, -1.25, 3.0, 0.0, -0.0, 2.75, -0.375, 10.0, 0.125, -7.5, INF, NAN],
              [0.0, 0.5, 3.0, 4.0, -0.0, -0.25, 3.0, -2.0, 0.75, 1.5, INF, 1.0],
              [1.0, 2.0, 2.5, -1.0, 0.5, 4.0, 0.25, 8.0, 0.0, -2.0, 1.0, 2.0]],
    "complex": [[complex(0.5, -1.25), complex(3, 0), complex(0, 1), complex(-2.75, 0.375), complex(0.25, 0),
                 complex(1, 1), complex(-0.5, 0.5), complex(2, -3), complex(0.125, 0.25), complex(-1, 0.5),
                 complex(1.5, 2.5), complex(0.75, -1)],
                [complex(1, 0), complex(0.5, 0.5), complex(0, 1), complex(-1, 2), complex(2, 0), complex(1, 1),
                 complex(0.25, -0.5), complex(-2, 1), complex(3, 0), complex(1, -1), complex(0.5, 0.25),
                 complex(0.75, -1)],
                [complex(2, 1), complex(1, 0), complex(0.5, 0.5), complex(1, 1), complex(-1, 0.5), complex(3, 0),
                 complex(0.25, 0.25), complex(1, -2), complex(-0.5, 1), complex(2, 2), complex(1, 0),
                 complex(0.5, -0.5)]],
}


SCALAR_SAMPLES = {"bool": [True, True, False], "int": [3, 2, 7], "float": [-0.5, 0.5, 2.5],
                  "complex": [complex(0.5, -1), complex(0.5, 0.5), complex(2, 1)]}


# Values of a Scalar coefficient with a numeric default (add's alpha=1), per category of the compute
# dtype: one that changes the result and, for floating dtypes, one other than the default that
# float32 rounds to it (1 + 2^-30). Kernels take a path of their own where a coefficient's value in
# the compute type is its default (codegen/model.py: case_functors); these check both sides of that.
COEFFICIENT_SAMPLES = {"bool": [False], "uint": [3], "int": [-3], "float": [-2.5, 1 + 2 ** -30],
                       "complex": [complex(0.5, -2)]}

# A coefficient or Scalar operand each compute dtype cannot hold, with the C++ name PyTorch's
# Scalar::to names that dtype by when it raises "value cannot be converted to type ... without
# overflow". Integral dtypes get an int and floating ones a float, so the compute dtype stays.
# The most negative coefficient each integral dtype holds (uint8 takes -255, which wraps: c10's
# overflows() lets negative values wrap into unsigned types).
COEFFICIENT_EDGES = {"uint8": -255, "int8": -128, "int16": -32768, "int32": -2 ** 31}

COEFFICIENT_OVERFLOWS = {"uint8": ("uint8_t", 256), "int8": ("int8_t", 128), "int16": ("int16_t", 32768),
                         "int32": ("int", 2 ** 31), "float16": ("at::Half", 70000.0),
                         "bfloat16": ("at::BFloat16", 1e39), "float32": ("float", 1e39),
                         "complex32": ("c10::complex<c10::Half>", 70000.0),
                         "complex64": ("c10::complex<float>", 1e39)}


MIXED_PAIRS = [("int32", "float32"), ("uint8", "int8"), ("float16", "bfloat16"), ("bool", "int64"),
               ("float32", "complex64"), ("int64", "float64"), ("float16", "float32"), ("uint8", "bool")]


BROADCAST_SHAPES = [([2, 3], [3]), ([3], [2, 3]), ([2, 1], [1, 3]), ([], [2, 3]), ([2, 3], []),
                    ([0, 3], [1, 3]), ([4, 1, 3], [2, 1]), ([2, 3], [2]), ([0], [2]), ([2, 3, 4], [3, 1, 5])]


INPLACE_SHAPES = [([2, 3], [3]), ([2, 3], [1, 3]), ([2, 3], []), ([3], [2, 3]), ([1, 3], [2, 3]),
                  ([], [2]), ([2, 3], [2])]


OUT_SHAPES = [[2, 3], [0], [6], [3, 2]]


# ---- argument specs (rendered as ArgSpec literals) ----------------------------------------------


def tensor_spec(dtype, shape, values=None, names=None, expand=None, tile=False):
    return {"kind": "tensor", "dtype": dtype, "shape": list(shape), "values": values, "names": names,
            "expand": expand, "tile": tile}


def scalar_spec(value):
    return {"kind": "scalar", "value": value}


def none_spec():
    return {"kind": "none"}


def plain_spec(arg_type, value):
    """A non-tensor, non-Scalar argument from its IR default value."""
    base = arg_type["base"]
    if value is None:
        return none_spec()
    if base == "bool":
        return {"kind": "bool", "value": bool(value)}
    if base == "int":
        return {"kind": "int", "value": int(value)}
    if base == "float":
        return {"kind": "real", "value": float(value)}
    if base == "str":
        return {"kind": "string", "value": str(value)}
    raise ModelError(f"no sample for argument type {arg_type['spelling']}")


def default_spec(entry, arg):
    """The argument's default, or a neutral sample when it has none."""
    t = arg["type"]
    d = arg["default"]
    if d is not None:
        if d["kind"] == "none":
            return none_spec()
        if t["base"] == "Scalar":
            return scalar_spec(d["value"])
        return plain_spec(t, d["value"])
    if t["base"] == "Scalar":
        return scalar_spec(1)
    if t["base"] == "Tensor":
        return tensor_spec("bool", [2], [True, False])
    return plain_spec(t, {"bool": False, "int": 0, "float": 1.0}.get(t["base"]))


def at_defaults(entry, specs):
    """True when every argument outside the broadcast/promotion operands has its default."""
    for a, spec in zip(entry.args, specs):
        name = a["name"]
        if name in entry.promoted or entry.is_tensor(name):
            continue
        if a["default"] is None or spec != default_spec(entry, a):
            return False
    return True


def coefficients(entry):
    """The Scalar arguments outside the promotion operands with a numeric default (add's alpha)."""
    return [a["name"] for a in entry.args
            if a["type"]["base"] == "Scalar" and not a["type"]["is_list"] and not a["type"]["optional"]
            and a["name"] not in entry.promoted and a["default"] is not None
            and a["default"]["kind"] in ("int", "float")]


def scalar_operands(entry):
    """The numbers the kernel reads as values whose conversion is checked (op_model.py's
    Op.number_conversion): Scalar operands (clamp's bounds, pow.Tensor_Scalar's exponent), selected
    Scalars (masked_fill's value) and numbers given for a Tensor operand (where's other), where
    PyTorch converts them with Scalar::to."""
    selected = selected_arguments(entry.ast) if entry.ast else set()
    op = Op(entry.ir)
    return [a["name"] for a in entry.args
            if ((a["type"]["base"] == "Scalar" and not a["type"]["is_list"]
                 and (a["name"] in entry.promoted or a["name"] in selected))
                or entry.scalar_able(a["name"]))
            and op.number_conversion(a["name"]) == "checked"]


def wrapped_numbers(entry):
    """The numbers the kernel reads as values that PyTorch converts as a wrapped-scalar tensor
    (op_model.py's Op.number_conversion): a Tensor operand's number (add(t, 2)), a Scalar self or
    other (pow.Scalar's base)."""
    op = Op(entry.ir)
    return [a["name"] for a in entry.args
            if ((a["type"]["base"] == "Scalar" and not a["type"]["is_list"] and a["name"] in entry.promoted)
                or entry.scalar_able(a["name"]))
            and op.number_conversion(a["name"]) == "wrapped"]


def kinds_for(entry, name):
    """The operand kinds an argument can be passed as: dimensioned, zero_dim, scalar."""
    t = entry.type_of(name)
    if t["base"] == "Scalar":
        return ["scalar"]
    kinds = ["dimensioned", "zero_dim"]
    if entry.scalar_able(name):
        kinds.append("scalar")
    return kinds


def operand_descriptors(entry, name):
    out = []
    for kind in kinds_for(entry, name):
        if kind == "scalar":
            out += [(s, "scalar") for s in SCALAR_KINDS]
        else:
            out += [(d, kind) for d in ref.NUMERIC_DTYPES]
    return out


def scalar_kind_of_dtype(dtype):
    return {"bool": "bool", "uint": "int", "int": "int", "float": "float", "complex": "complex"}[ref.category(dtype)]


def scalar_kind(value):
    if isinstance(value, bool):
        return "bool"
    if isinstance(value, int):
        return "int"
    if isinstance(value, float):
        return "float"
    return "complex"


def sample_values(dtype, position, shape):
    """The samples of a dtype and operand position, cycled to fill shape, or once when the shape is
    larger (the test then tiles them)."""
    samples = SAMPLES[ref.category(dtype)][min(position, 2)]
    n = min(math.prod(shape), len(samples)) if math.prod(shape) > 64 else math.prod(shape)
    return [ref.to_dtype(samples[i % len(samples)], dtype) for i in range(n)]


def fill_promoted(e, combo):
    """Position -> (kind, dtype or scalar kind) for every promoted operand; optional ones stay absent
    unless named in combo."""
    out = {}
    for n in e.promoted:
        if n in combo:
            kind, d = combo[n]
            out[n] = ("dimensioned" if kind == "tensor" else kind, d)
        elif not e.type_of(n)["optional"]:
            raise ModelError(f"{e.name}: no value for operand {n}")
    # Tensor arguments that broadcast but do not promote (conditions, masks) are bool.
    return out


def combo_id(e, combo):
    parts = []
    for n in e.promoted:
        if n in combo:
            kind, d = combo[n]
            parts.append(f"{n}_{d}" + ("_scalar" if kind == "scalar" else "_zero_dim" if kind == "zero_dim" else ""))
    return "__".join(parts)


def promotion_combos(e):
    """Operand descriptors of the dtype table: every pair of the (up to two) operands that are given
    at once; optional operands one at a time."""
    required = [n for n in e.promoted if not e.type_of(n)["optional"]]
    optional = [n for n in e.promoted if e.type_of(n)["optional"]]
    groups = []
    if len(required) >= 1 and not optional:
        groups.append(required)
    for o in optional:
        groups.append(required + [o])
    combos = []
    for group in groups:
        if len(group) > 2:
            raise ModelError(f"{e.name}: dtype tables of three promoted operands are not modelled")
        lists = [operand_descriptors(e, n) for n in group]
        if len(group) == 1:
            for d in lists[0]:
                combos.append({group[0]: d, **{o: None for o in optional if o not in group}})
        else:
            for d0 in lists[0]:
                for d1 in lists[1]:
                    if d0[1] == "scalar" and d1[1] == "scalar":
                        continue
                    combos.append({group[0]: d0, group[1]: d1, **{o: None for o in optional if o not in group}})
    return combos


def inplace_combos(e):
    """self dimensioned of every dtype; the other operands dimensioned of every dtype or scalars."""
    out = []
    others = [n for n in e.promoted if n != "self"]
    required = [n for n in others if not e.type_of(n)["optional"]]
    optional = [n for n in others if e.type_of(n)["optional"]]
    for s in ref.NUMERIC_DTYPES:
        if not others:
            out.append({"self": (s, "dimensioned")})
            continue
        group = required[:1] or optional[:1]
        n = group[0]
        for d in operand_descriptors(e, n):
            if d[1] == "zero_dim":
                continue
            out.append({"self": (s, "dimensioned"), n: d, **{o: None for o in optional if o != n}})
    return out


def value_combos(e):
    """Dtype combinations of the value table: each computing dtype alone, mixed pairs, scalars and
    zero-dim operands."""
    tensors = [n for n in e.promoted if e.is_tensor(n) and not e.type_of(n)["optional"]]
    scalars = [n for n in e.promoted if not e.is_tensor(n) and not e.type_of(n)["optional"]]
    optional = [n for n in e.promoted if e.type_of(n)["optional"]]
    combos = []
    for d in ref.NUMERIC_DTYPES:
        combo = {n: ("tensor", d) for n in tensors}
        combo.update({n: ("scalar", scalar_kind_of_dtype(d)) for n in scalars})
        if optional:
            for o in optional:
                if e.is_tensor(o):
                    combos.append({**combo, o: ("tensor", d)})
                else:
                    combos.append({**combo, o: ("scalar", scalar_kind_of_dtype(d))})
            both = dict(combo)
            for o in optional:
                both[o] = ("tensor", d) if e.is_tensor(o) else ("scalar", scalar_kind_of_dtype(d))
            combos.append(both)
        else:
            combos.append(combo)
    if len(tensors) >= 2:
        b = tensors[1]
        for da, db in MIXED_PAIRS:
            combos.append(combo_for(e, da) | {b: ("tensor", db)})
        for da, db in (("float32", "float64"), ("int64", "float64"), ("int32", "int64")):
            combos.append(combo_for(e, da) | {b: ("zero_dim", db)})
    able = sorted((n for n in tensors if e.scalar_able(n)), key=lambda n: n == "self")  # other before self
    if able:
        n = able[0]
        for d, kind in (("int64", "float"), ("float16", "float"), ("bool", "int"), ("uint8", "int"),
                        ("int32", "bool"), ("float32", "complex")):
            combos.append(combo_for(e, d) | {n: ("scalar", kind)})
    if scalars and tensors:
        for d, kind in (("int64", "float"), ("bool", "int"), ("float16", "float")):
            combos.append(combo_for(e, d) | {scalars[0]: ("scalar", kind)})
    return combos


def element_of(spec, shape, flat, compute):
    """Element `flat` (row-major over shape) of an argument broadcast to shape, converted to the
    compute dtype; None for an absent optional; plain values for non-tensor arguments."""
    kind = spec["kind"]
    if kind == "none":
        return None
    if kind == "scalar":
        return ref.to_dtype(spec["value"], compute)
    if kind != "tensor":
        return spec["value"]
    own = spec["shape"]
    values = spec["values"]
    index = 0
    stride = 1
    rest = flat
    coords = []
    for s in reversed(shape):
        coords.append(rest % s)
        rest //= s
    coords.reverse()
    offset = len(shape) - len(own)
    for d in range(len(own) - 1, -1, -1):
        c = coords[d + offset] if own[d] != 1 else 0
        index += c * stride
        stride *= own[d]
    if values is None:
        v = 1
    else:
        v = values[index]
    return ref.to_dtype(v, compute)


def effective_shape(spec):
    return spec["expand"] or spec["shape"]


def shape_id(shape):
    return "x".join(str(s) for s in shape) if shape else "scalar"


def combo_for(e, dtype):
    """Promoted operands computing in dtype: tensors of that dtype, a scalar of its kind for each
    Scalar operand; of the optional operands only the first is given (clamp needs one bound)."""
    combo = {}
    given_optional = False
    for n in e.promoted:
        if e.type_of(n)["optional"]:
            if given_optional:
                continue
            given_optional = True
        combo[n] = ("tensor", dtype) if e.is_tensor(n) else ("scalar", scalar_kind_of_dtype(dtype))
    return combo


def out_combo(e, dtype):
    """combo_for as operand descriptors, absent optionals as None."""
    combo = {n: None for n in e.promoted}
    for n, (kind, d) in combo_for(e, dtype).items():
        combo[n] = (dtype, "dimensioned") if kind == "tensor" else (d, "scalar")
    return combo


def name_scenarios(e, rule, tensors):
    """(id, names per tensor, shapes per tensor) of the name-rule table."""
    if rule == "keeps_input_names" or len([t for t in tensors if t in e.names_operands]) < 2:
        first = tensors[0]
        rest = {t: [2, 3] for t in tensors}
        return [
            ("names_kept", {first: ["N", "C"]}, rest),
            ("partial_names_kept", {first: ["N", None]}, rest),
            ("unnamed_stays_unnamed", {}, rest),
        ]
    a, b = [t for t in tensors if t in e.names_operands][:2]
    base = {t: [2, 3] for t in tensors}
    return [
        ("same_names", {a: ["N", "C"], b: ["N", "C"]}, base),
        ("names_from_right", {a: ["N", "C"], b: ["C"]}, {**base, b: [3]}),
        ("wildcard_matches", {a: ["N", "C"], b: [None, "C"]}, base),
        ("unnamed_second", {a: ["N", "C"]}, base),
        ("unnamed_first", {b: ["N", "C"]}, base),
        ("mismatch", {a: ["N", "C"], b: ["N", "D"]}, base),
        ("mismatch_from_right", {a: ["N", "C"], b: ["N"]}, {**base, b: [3]}),
        ("misaligned", {a: ["N", None], b: [None, "N"]}, base),
    ]


def expected_names(e, rule, tensors, names, shapes):
    """(names, None) or (None, message) for a name scenario."""
    operands = [t for t in tensors if t in e.names_operands]
    if rule == "keeps_input_names" or len(operands) < 2:
        first = operands[0] if operands else tensors[0]
        ns = names.get(first)
        return (ns if ns is not None else [None] * len(shapes[first])), None
    result = None
    for t in operands:
        ns = names.get(t) or [None] * len(shapes[t])
        if result is None:
            result = ns
            continue
        result, message = unify_from_right(result, ns)
        if message:
            return None, message
    return result, None
