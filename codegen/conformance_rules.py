"""The rules the generated conformance tests expect, written apart from the C++ runtime.

PyTorch 1.13's result_type and can_cast answers (tests/golden/promotion.yaml, can_cast.yaml, which
tools/make_golden.py recorded), and re-implementations of the broadcasting rule
(pytorch.org/docs/stable/notes/broadcasting.html), the name-inference rules (pytorch.org/docs/stable/name_inference.html) and the casting rule of
in-place and out= forms (pytorch.org/docs/stable/tensor_attributes.html), each with PyTorch's error messages.
"""

import functools
import hashlib
import marshal
import os
from pathlib import Path

import reference as ref

DEFAULT_DTYPE = "float32"  # the default dtype the tests run under (the library's initial one)


SCALAR_KINDS = ["bool", "int", "float", "complex"]


RECORDED_SCALARS = {"bool": True, "int": 1, "float": 1.0, "complex": 1j}


class ModelError(Exception):
    pass


# ---- reference tables recorded from PyTorch ------------------------------------------------------


class Tables:
    """result_type and can_cast as PyTorch 1.13 answered them (tests/golden/*.yaml)."""

    def __init__(self, golden_dir: Path):
        self.result, self.cast = read_tables(golden_dir)
        self.common: dict[tuple, str] = {}  # common_dtype's answers

    def result_type(self, a, b):
        """The common dtype of two operands given as keys ('float32', 'dimensioned')."""
        if a is None:
            return self.result_type(b, None)
        if b is None:
            if a[1] == "scalar":
                return {"bool": "bool", "int": "int64", "float": DEFAULT_DTYPE, "complex": "complex64"}[a[0]]
            return a[0]
        expect = self.result[(a, b)]
        if "dtype" not in expect:
            raise ModelError(f"result_type{a, b} is an error in promotion.yaml")
        return expect["dtype"]

    def can_cast(self, src, dst):
        return self.cast[(src, dst)]


def parse_tables(golden_dir: Path):
    """(result_type, can_cast) from the recorded YAML: {(operand key, operand key): expect} and
    {(from, to): bool}."""
    import yaml  # noqa: E402  (only a run without a cached copy parses the YAML)

    loader = getattr(yaml, "CSafeLoader", yaml.SafeLoader)
    with (golden_dir / "promotion.yaml").open() as f:
        promotion = yaml.load(f, Loader=loader)
    with (golden_dir / "can_cast.yaml").open() as f:
        can_cast = yaml.load(f, Loader=loader)
    result = {}
    for case in promotion["result_type"]:
        if case["default_dtype"] != DEFAULT_DTYPE:
            continue
        a, b = (operand_key(op) for op in case["operands"])
        result[(a, b)] = case["expect"]
    cast = {(c["from"], c["to"]): c["expect"]["can_cast"] for c in can_cast["can_cast"]}
    return result, cast


CACHE_DIR = Path(__file__).resolve().parent / "__pycache__"


def read_tables(golden_dir: Path):
    """parse_tables' answer, kept between runs in codegen/__pycache__ (as Python keeps compiled
    modules there) under a name made of the YAML files' bytes and this file's: parsing the YAML
    takes a tenth of a second, a large part of regenerating today's ops.yaml. Written under a
    temporary name and renamed, as several builds may regenerate at once; where the folder is not
    writable, the YAML is parsed every run."""
    digest = hashlib.sha256()
    for source in (golden_dir / "promotion.yaml", golden_dir / "can_cast.yaml", Path(__file__)):
        digest.update(hashlib.sha256(source.read_bytes()).digest())
    cached = CACHE_DIR / f"golden_tables.{digest.hexdigest()[:32]}.marshal"
    try:
        return marshal.loads(cached.read_bytes())
    except (OSError, EOFError, ValueError, TypeError):
        pass
    tables = parse_tables(golden_dir)
    temporary = cached.with_name(f"{cached.name}.{os.getpid()}.tmp")
    try:
        CACHE_DIR.mkdir(exist_ok=True)
        temporary.write_bytes(marshal.dumps(tables))
        os.replace(temporary, cached)
        for old in CACHE_DIR.glob("golden_tables.*.marshal"):
            if old != cached:
                old.unlink()
    except OSError:
        temporary.unlink(missing_ok=True)
    return tables


def operand_key(op):
    if op["kind"] == "scalar":
        return (op["scalar"], "scalar")
    return (op["dtype"], op["kind"])


def common_dtype(tables, operands):
    """result_type over operand keys (a None operand is absent). The recorded table holds pairs;
    equal keys count once, which is exact because promotion works per tier (dimensioned, zero-dim,
    wrapped scalar) and an operand equal to another of its tier changes nothing. Each combination
    is looked up once per process: every dtype case of every op asks for one."""
    key = tuple(operands)
    common = tables.common.get(key)
    if common is None:
        common = tables.common[key] = _common_dtype(tables, key)
    return common


def _common_dtype(tables, operands):
    present = list(dict.fromkeys(o for o in operands if o is not None))
    if len(present) == 1:
        return tables.result_type(present[0], None)
    if len(present) == 2:
        return tables.result_type(present[0], present[1])
    raise ModelError("three promoted operands at once are not modelled")


def descriptor_id(d):
    if d is None:
        return "none"
    return f"{d[0]}_scalar" if d[1] == "scalar" else f"{d[0]}_{d[1]}"


# ---- expected outcomes ---------------------------------------------------------------------------


def error(type_, message=None, match="exact"):
    return {"error": {"type": type_, "message": message, "match": match if message else "type"}}


def not_implemented(entry, compute):
    """PyTorch's error for a compute dtype the CPU kernel lacks, naming the kernel as PyTorch does (the
    entry's dtype_errors)."""
    name = entry.ir["kernel"]["dtype_errors"]["cpu"]
    return error("NotImplementedError", f"\"{name}\" not implemented for '{ref.cpp_name(compute)}'")


def cast_error(entry, result, target, compute=None):
    if entry.inplace_cast == "bool_out":
        return error("RuntimeError", f"{entry.base} does not support non-boolean outputs.")
    if entry.inplace_cast == "same_as_input":
        return error("RuntimeError", f"{entry.base}: dtype of out: {ref.cpp_name(target)} should be same as input: "
                                     f"{ref.cpp_name(result)}")
    if entry.inplace_cast == "complex_to_float":
        if (ref.is_complex(compute) and not ref.is_complex(target)) or same_kind_otherwise(entry):
            return error("RuntimeError", f"result type {ref.cpp_name(result)} can't be cast to the desired output "
                                         f"type {ref.cpp_name(target)}")
        return error("RuntimeError", f"Found dtype {ref.cpp_name(target)} but expected {ref.cpp_name(compute)}")
    if entry.inplace_cast == "same_kind":
        return error("RuntimeError",
                     f"result type {ref.cpp_name(result)} can't be cast to the desired output type "
                     f"{ref.cpp_name(target)}")
    return error("RuntimeError", f"Found dtype {ref.cpp_name(target)} but expected {ref.cpp_name(result)}")


def same_kind_otherwise(entry):
    """The complex_to_float rule of an op whose computation casts safely (PyTorch's unary float
    iterator: angle), rather than requiring the compute dtype (abs)."""
    return entry.promotion == "int_to_float_complex_to_float"


def cast_allowed(entry, tables, result, target, compute=None):
    """Whether the result may be written into a tensor of dtype target (in-place self, out=). The
    complex_to_float rule (abs) reads the compute dtype: a complex computation writes its real
    result into a real target by the same_kind rule; other targets must have the compute dtype, or,
    for angle (promotion int_to_float_complex_to_float), cast to by the same_kind rule too."""
    if entry.inplace_cast == "complex_to_float":
        if ref.is_complex(compute) and not ref.is_complex(target):
            return tables.can_cast(result, target)
        return tables.can_cast(compute, target) if same_kind_otherwise(entry) else compute == target
    if entry.inplace_cast in ("exact", "bool_out", "same_as_input"):
        return result == target
    if entry.inplace_cast == "unsafe":
        return True
    return tables.can_cast(result, target)


def broadcast_shape(shapes):
    """infer_size folded left to right, with PyTorch's message; returns (shape, None) or (None, msg)."""
    result = list(shapes[0])
    for other in shapes[1:]:
        n = max(len(result), len(other))
        out = [0] * n
        for i in range(n - 1, -1, -1):
            offset = n - 1 - i
            a = result[len(result) - 1 - offset] if offset < len(result) else 1
            b = other[len(other) - 1 - offset] if offset < len(other) else 1
            if a != b and a != 1 and b != 1:
                return None, (f"The size of tensor a ({a}) must match the size of tensor b ({b}) at "
                              f"non-singleton dimension {i}")
            out[i] = b if a == 1 else a
        result = out
    return result, None


def shape_repr(shape):
    return "[" + ", ".join(str(s) for s in shape) + "]"


def names_repr(names):
    return "[" + ", ".join("None" if n is None else f"'{n}'" for n in names) + "]"


def unify_from_right(names, other):
    """PyTorch's unify_from_right; returns (names, None) or (None, message)."""
    size = max(len(names), len(other))
    result = [None] * size
    for k in range(1, size + 1):
        a = names[-k] if k <= len(names) else None
        b = other[-k] if k <= len(other) else None
        if a is not None and b is not None and a != b:
            return None, (f"Error when attempting to broadcast dims {names_repr(names)} and dims "
                          f"{names_repr(other)}: dim '{a}' and dim '{b}' are at the same position from the "
                          "right but do not match.")
        result[-k] = a if a is not None else b
        if a is None or b is None:
            for name, mine, theirs in ((a, names, other), (b, other, names)):
                if name is not None and name in theirs:
                    return None, (f"Misaligned dims when attempting to broadcast dims {names_repr(mine)} and "
                                  f"dims {names_repr(theirs)}: dim '{name}' appears in a different position "
                                  "from the right across both lists.")
    return result, None


def out_names_error(out_names, computed):
    return (f"Name mismatch: specified out tensor with names {names_repr(out_names)} are not the same as the "
            f"computed output names {names_repr(computed)}. Please rename the out tensor's dims with "
            "`Tensor.rename`.")


GOLDEN_DIR = Path(__file__).resolve().parent.parent / "tests" / "golden"


@functools.lru_cache(maxsize=None)
def load_tables(golden_dir):
    """The tables of tests/golden (or another folder), read once per process."""
    return Tables(Path(golden_dir))
