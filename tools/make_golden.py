#!/usr/bin/python3
"""Records golden cases from real PyTorch into tests/golden/*.yaml.

Run with Debian's PyTorch (1.13) and PyYAML, which `tools/setup golden` installs
(python3-torch, python3-yaml):

    /usr/bin/python3 tools/make_golden.py            # rewrites tests/golden/*.yaml
    /usr/bin/python3 tools/make_golden.py --check    # exits 1 when a file would change
    /usr/bin/python3 tools/make_golden.py --op prod  # records tests/golden/ops/prod.yaml only

The replay tests (tests/golden/test_*.cpp, built as golden_test_*) load these files with yaml-cpp
through tests/golden/golden.h and compare opforge against every case. Output is deterministic:
cases come in a fixed order, random inputs use a fixed seed, and keys are sorted, so regenerating
with the same PyTorch changes nothing.

Every case says what opforge must do under `expect`. Where PyTorch 1.13 disagrees with the
project's spec (pytorch.org/docs/stable/tensor_attributes.html,
pytorch.org/docs/stable/name_inference.html) or with newest PyTorch, the case carries
`spec_overrides: true`, the 1.13 behaviour under `observed_in_torch` and the reason; an expected
error without `message` then only fixes the exception type.

Files: promotion.yaml, can_cast.yaml, broadcast.yaml, devices.yaml, memory_format.yaml,
output_layout.yaml, meta_device.yaml, view_names.yaml, printing.yaml, random_streams.yaml,
autograd_gradients.yaml, and ops/<op>.yaml for every
op base of ops.yaml (tools/golden_ops.py:
PyTorch's outcomes for the cases of the op's generated conformance test; it needs the schema
front end, built by tools/build opforge-frontend, to read ops.yaml). Dtypes 1.13 lacks
(uint16/32/64, float8, float4) are not recorded: the spec's rules decide for those, and the unit
tests in tests/core cover them.
"""

import argparse
import itertools
import math
import os
import random
import re
import sys
import warnings

import torch
import torch.nn.functional as F
import yaml

import golden_ops  # tools/golden_ops.py: the ops/<base>.yaml section

warnings.filterwarnings("ignore")

GOLDEN_DIR = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "tests", "golden")

DTYPES = [
    ("bool", torch.bool),
    ("uint8", torch.uint8),
    ("int8", torch.int8),
    ("int16", torch.int16),
    ("int32", torch.int32),
    ("int64", torch.int64),
    ("float16", torch.float16),
    ("bfloat16", torch.bfloat16),
    ("float32", torch.float32),
    ("float64", torch.float64),
    ("complex32", torch.complex32),
    ("complex64", torch.complex64),
    ("complex128", torch.complex128),
]
DTYPE_NAME = {dt: name for name, dt in DTYPES}


def error_of(exc):
    return {"type": type(exc).__name__, "message": str(exc)}


def dtype_name(dt):
    return DTYPE_NAME[dt]


# ---- promotion.yaml and can_cast.yaml --------------------------------------------------------

TENSOR_KINDS = ["dimensioned", "zero_dim"]
SCALARS = [("bool", True), ("int", 1), ("float", 1.0), ("complex", 1j)]


def make_operand(kind, dtype_or_scalar):
    if kind == "dimensioned":
        return torch.ones(2, dtype=dtype_or_scalar)
    if kind == "zero_dim":
        return torch.ones((), dtype=dtype_or_scalar)
    return dtype_or_scalar


def describe_operand(kind, value):
    if kind == "scalar":
        return {"kind": "scalar", "scalar": value}
    return {"kind": kind, "dtype": value}


def operand_id(op):
    if op["kind"] == "scalar":
        return f"{op['scalar']}_scalar"
    return f"{op['dtype']}_{op['kind']}"


def result_type_case(default_dtype, a, b):
    def build(op):
        if op["kind"] == "scalar":
            return dict(SCALARS)[op["scalar"]]
        return make_operand(op["kind"], dict(DTYPES)[op["dtype"]])

    case = {
        "id": f"{operand_id(a)}__{operand_id(b)}__default_{default_dtype}",
        "default_dtype": default_dtype,
        "operands": [a, b],
    }
    torch.set_default_dtype(dict(DTYPES)[default_dtype])
    try:
        case["expect"] = {"dtype": dtype_name(torch.result_type(build(a), build(b)))}
    except Exception as e:  # recorded, not raised: errors are golden cases too
        case["expect"] = {"error": error_of(e)}
    finally:
        torch.set_default_dtype(torch.float32)
    return case


def promotion():
    promote = []
    for an, at in DTYPES:
        for bn, bt in DTYPES:
            case = {"id": f"{an}__{bn}", "a": an, "b": bn}
            try:
                case["expect"] = {"dtype": dtype_name(torch.promote_types(at, bt))}
            except Exception as e:
                case["expect"] = {"error": error_of(e)}
            promote.append(case)

    tensors = [describe_operand(k, n) for n, _ in DTYPES for k in TENSOR_KINDS]
    scalars = [describe_operand("scalar", s) for s, _ in SCALARS]
    result = []
    for a in tensors:
        for b in tensors:
            result.append(result_type_case("float32", a, b))
    # Python scalars take their dtype from the default dtype, so those cases run under both.
    for default_dtype in ["float32", "float64"]:
        for t in tensors:
            for s in scalars:
                result.append(result_type_case(default_dtype, t, s))
                result.append(result_type_case(default_dtype, s, t))
        for s1 in scalars:
            for s2 in scalars:
                result.append(result_type_case(default_dtype, s1, s2))
    return {"promote_types": promote, "result_type": result}


def can_cast():
    cases = []
    for an, at in DTYPES:
        for bn, bt in DTYPES:
            case = {"id": f"{an}__to__{bn}", "from": an, "to": bn}
            try:
                case["expect"] = {"can_cast": torch.can_cast(at, bt)}
            except Exception as e:
                case["expect"] = {"error": error_of(e)}
            cases.append(case)
    return {"can_cast": cases}


# ---- broadcast.yaml --------------------------------------------------------------------------


def shape_outcome(fn):
    try:
        return {"shape": list(fn())}
    except Exception as e:
        return {"error": error_of(e)}


def random_shape(rng):
    return [rng.choice([0, 1, 2, 3, 4, 5]) for _ in range(rng.randint(0, 5))]


def compatible_shape(rng, shape):
    """A shape broadcastable with `shape`: some dims set to 1, leading dims dropped or added."""
    out = [1 if rng.random() < 0.35 else s for s in shape]
    if out and rng.random() < 0.4:
        out = out[rng.randint(1, len(out)):]
    while len(out) < 5 and rng.random() < 0.3:
        out.insert(0, rng.choice([1, 2, 3]))
    return out


def shape_pairs():
    # The spec's own examples (pytorch.org/docs/stable/notes/broadcasting.html) first, then seeded random pairs.
    pairs = [
        ([5, 7, 3], [5, 7, 3]),
        ([], [2, 2]),
        ([5, 1, 4, 1], [3, 1, 1]),
        ([5, 2, 4, 1], [3, 1, 1]),
        ([1], [3, 1, 7]),
        ([5, 3, 4, 1], [3, 1, 1]),
        ([1, 3, 1], [3, 1, 7]),
    ]
    rng = random.Random(20240613)
    seen = {(tuple(a), tuple(b)) for a, b in pairs}
    while len(pairs) < 360:
        a = random_shape(rng)
        b = compatible_shape(rng, a) if rng.random() < 0.6 else random_shape(rng)
        if rng.random() < 0.5:
            a, b = b, a
        if (tuple(a), tuple(b)) not in seen:
            seen.add((tuple(a), tuple(b)))
            pairs.append((a, b))
    return pairs


def shape_id(shape):
    return "x".join(str(s) for s in shape) if shape else "scalar"


def broadcast():
    cases = []
    for a, b in shape_pairs():
        cases.append({
            "id": f"{shape_id(a)}__{shape_id(b)}",
            "a": a,
            "b": b,
            # at::infer_size, as an out-of-place binary op applies it.
            "infer_size": shape_outcome(lambda: (torch.empty(a) + torch.empty(b)).shape),
            "broadcast_shapes": shape_outcome(lambda: torch.broadcast_shapes(a, b)),
            # a.add_(b): the broadcast shape must equal a's shape.
            "inplace": shape_outcome(lambda: torch.empty(a).add_(torch.empty(b)).shape),
            "expand": shape_outcome(lambda: torch.empty(a).expand(b).shape),
        })
    # expand's -1 ("keep this size") and its misuse.
    expand_cases = [
        ([2, 3], [-1, 3]),
        ([2, 3], [4, -1, 3]),
        ([2, 3], [-1, 2, 3]),
        ([2, 3], [4, -1, -1]),
        ([1, 3], [5, -1]),
        ([3], [2, -1]),
        ([2, 3], [3]),
        ([], [-1]),
        ([], [4, 2]),
        ([1], [0]),
        ([2, 3], [2, -2]),
    ]
    expand = []
    for a, b in expand_cases:
        case = {
            "id": f"{shape_id(a)}__to__{'x'.join(str(s).replace('-', 'm') for s in b)}",
            "a": a,
            "sizes": b,
        }
        observed = shape_outcome(lambda: torch.empty(a).expand(b).shape)
        if a == [] and -1 in b:
            case["expect"] = {"error": {"type": "RuntimeError"}}
            case["spec_overrides"] = True
            case["observed_in_torch"] = observed
            case["reason"] = ("-1 in a new leading dim is an error, as for tensors with dims; "
                              "1.13 reports it for a zero-dim tensor as a numel overflow")
        else:
            case["expect"] = observed
        expand.append(case)
    return {"pairs": cases, "expand": expand}


# ---- devices.yaml ----------------------------------------------------------------------------

DEVICE_STRINGS = [
    "cpu", "cuda", "cuda:0", "cuda:1", "cuda:10", "cpu:0", "cpu:1", "meta", "meta:0", "mps",
    "mps:0", "xla:3", "hip:2", "xpu", "ipu:1", "privateuseone", "lazy", "mkldnn", "ve", "fpga",
    "opengl", "opencl", "ideep", "vulkan", "hpu", "mtia", "maia", "ort",
    "cuda:127", "cuda:128", "cuda:255", "cuda:256", "cuda:1000", "cuda:99999999999999999999",
    "cuda:01", "cuda:00", "cuda:-1", "cuda:-0", "cpu:-1", "cuda: 1", " cuda", "cuda ", "cuda:",
    "cuda:+1", "cuda:1.0", "cuda:0x1", "cuda:1:2", "cuda::1", ":1", "cuda:a", "cuda:1a", "",
    "foo", "CUDA", "Cpu", "cuda_1",
]

# Newest PyTorch's device type list (c10/core/Device.cpp), which opforge's DeviceType follows:
# 1.13 still had "ort" and lacked "maia" and "mtia".
NEWEST_DEVICE_TYPES = [
    "cpu", "cuda", "ipu", "xpu", "mkldnn", "opengl", "opencl", "ideep", "hip", "ve", "fpga",
    "maia", "xla", "lazy", "vulkan", "mps", "meta", "hpu", "mtia", "privateuseone",
]


def device_outcome(s):
    try:
        d = torch.device(s)
        return {"str": str(d), "type": d.type, "index": -1 if d.index is None else d.index}
    except Exception as e:
        return {"error": error_of(e)}


def device_override(s, observed):
    """The spec/newest-PyTorch behaviour where 1.13 differs, with the reason; None elsewhere."""
    name, _, index = s.partition(":")
    if name == "cpu" and "error" not in observed and observed["index"] > 0:
        message = f"CPU device index must be -1 or zero, got {observed['index']}"
        return ({"error": {"type": "RuntimeError", "message": message}},
                "opforge always applies the checks of PyTorch's Device::validate() (PyTorch only in "
                "debug builds), as include/opforge/device.h states")
    if index and "error" not in observed and str(observed["index"]) != index:
        return ({"error": {"type": "RuntimeError"}},
                "PyTorch 1.13 wraps device indices past 127 around int8 (a bug); opforge "
                "rejects an index its DeviceIndex cannot hold")
    if name in ("maia", "mtia") and "error" in observed:
        idx = int(index) if index else -1
        return ({"str": s, "type": name, "index": idx},
                f"'{name}' is a device type of newest PyTorch (1.13 lacks it)")
    message = observed.get("error", {}).get("message", "")
    if message.startswith("Expected one of") or name == "ort":
        return ({"error": {"type": "RuntimeError",
                           "message": f"Expected one of {', '.join(NEWEST_DEVICE_TYPES)} "
                                      f"device type at start of device string: {name}"}},
                "newest PyTorch's device type list (no 'ort'; 'maia' and 'mtia' added)")
    return None


def device_case_id(i, s):
    """Id "36_cuda_m1" for "cuda:-1" at 36: the position keeps ids unique, the rest readable."""
    spelled = {":": "_", " ": "sp", "-": "m", "+": "p", ".": "dot"}
    kept = "".join(c if c.isalnum() and c.isascii() else spelled.get(c, "_") for c in s)
    return f"{i:02d}_{kept}"


def devices():
    cases = []
    for i, s in enumerate(DEVICE_STRINGS):
        observed = device_outcome(s)
        case = {"id": device_case_id(i, s), "input": s}
        override = device_override(s, observed)
        if override is None:
            case["expect"] = observed
        else:
            case["expect"], case["reason"] = override
            case["spec_overrides"] = True
            case["observed_in_torch"] = observed
        cases.append(case)
    return {"parse": cases}


# ---- memory_format.yaml ----------------------------------------------------------------------

FORMATS = [
    ("contiguous", torch.contiguous_format),
    ("channels_last", torch.channels_last),
    ("channels_last_3d", torch.channels_last_3d),
]

MF_SHAPES = [
    [2, 3, 4, 5], [1, 3, 4, 5], [2, 1, 4, 5], [2, 3, 1, 1], [2, 3, 1, 5], [1, 1, 1, 1],
    [2, 0, 4, 5], [0, 3, 4, 5], [2, 3, 0, 5], [4, 1, 1, 1], [1, 3, 1, 1],
    [2, 3, 4, 5, 6], [1, 3, 4, 5, 6], [2, 1, 4, 5, 6], [2, 3, 1, 1, 1], [2, 3, 4, 1, 6],
    [2, 0, 4, 5, 6], [0, 3, 4, 5, 6], [1, 1, 1, 1, 1], [2, 3, 4, 5, 0],
]


def strides_outcome(shape, fmt):
    try:
        return {"strides": list(torch.empty(shape, memory_format=fmt).stride())}
    except Exception as e:
        return {"error": error_of(e)}


def layout_variants(shape):
    """(name, tensor) views of one shape: dense in several dim orders, sliced, expanded."""
    rank = len(shape)
    base = torch.empty(shape)
    yield "contiguous", base
    if rank == 4:
        yield "channels_last", torch.empty(shape, memory_format=torch.channels_last)
        yield "permute_0231", torch.empty([shape[i] for i in (0, 2, 3, 1)]).permute(0, 3, 1, 2)
        yield "permute_0312", torch.empty([shape[i] for i in (0, 3, 1, 2)]).permute(0, 2, 3, 1)
        yield "transpose_2_3", torch.empty([shape[i] for i in (0, 1, 3, 2)]).transpose(2, 3)
    else:
        yield "channels_last_3d", torch.empty(shape, memory_format=torch.channels_last_3d)
        yield ("permute_02341",
               torch.empty([shape[i] for i in (0, 2, 3, 4, 1)]).permute(0, 4, 1, 2, 3))
        yield "transpose_3_4", torch.empty([shape[i] for i in (0, 1, 2, 4, 3)]).transpose(3, 4)
    # Every other element of the last dim of a contiguous / channels-last parent.
    wide = list(shape[:-1]) + [shape[-1] * 2]
    yield "sliced_last", torch.empty(wide)[..., ::2]
    cl = torch.channels_last if rank == 4 else torch.channels_last_3d
    yield "sliced_last_of_channels_last", torch.empty(wide, memory_format=cl)[..., ::2]
    # Channel dim sliced out of a channels-last parent twice as wide in C.
    wide_c = [shape[0], shape[1] * 2] + list(shape[2:])
    yield "sliced_channels_of_channels_last", torch.empty(wide_c, memory_format=cl)[:, ::2]
    # Size-1 dims expanded to stride 0.
    ones = [1 if s == 1 else s for s in shape]
    yield "expanded_batch", torch.empty([1] + ones[1:]).expand([shape[0]] + ones[1:])


def observed_suggest(x):
    """suggest_memory_format is not public in 1.13; upsample_nearest allocates its output in it."""
    try:
        out = F.interpolate(x, scale_factor=1.0, mode="nearest")
    except Exception:
        return None
    return list(out.stride())


def memory_format():
    strides = []
    for shape in MF_SHAPES:
        for fname, fmt in FORMATS:
            strides.append({
                "id": f"{shape_id(shape)}__{fname}",
                "shape": shape,
                "format": fname,
                "expect": strides_outcome(shape, fmt),
            })
    layouts = []
    for shape in MF_SHAPES:
        for vname, x in layout_variants(shape):
            case = {
                "id": f"{shape_id(shape)}__{vname}",
                "shape": list(x.shape),
                "strides": list(x.stride()),
                "is_contiguous": {f: x.is_contiguous(memory_format=fmt) for f, fmt in FORMATS},
                # empty_like (preserve_format) copies the strides of a non-overlapping and dense
                # input, and gives any other input the strides of its suggested memory format.
                "empty_like_strides": list(torch.empty_like(x).stride()),
                "non_overlapping_and_dense": list(torch.empty_like(x).stride()) == list(x.stride()),
            }
            suggest = observed_suggest(x)
            if suggest is not None:
                # The strides of a dense tensor in the suggested format; replayed by comparing
                # strides_for_memory_format(shape, suggest_memory_format(...)) with them.
                case["suggest_strides"] = suggest
                candidates = [f for f, fmt in FORMATS
                              if "strides" in strides_outcome(list(x.shape), fmt)
                              and strides_outcome(list(x.shape), fmt)["strides"] == suggest]
                if len(candidates) == 1:
                    case["suggest_memory_format"] = candidates[0]
            layouts.append(case)
    return {"strides": strides, "layouts": layouts}


# ---- output_layout.yaml ----------------------------------------------------------------------

# Rank-4 shapes with and without size-1 dims: their strides are where the layout rules of
# TensorIterator and of empty_like, clone and contiguous part from a plain sort by stride.
LAYOUT_SHAPES = [list(s) for s in itertools.product([1, 2], [1, 3], [1, 4], [1, 5])]

# The results whose strides are recorded: allocating functions of x, of x and a contiguous c of
# the same shape (in both orders), and of x and a wrapped number.
LAYOUT_RESULTS = {
    "empty_like": lambda x, c: torch.empty_like(x),
    "clone": lambda x, c: x.clone(),
    "contiguous": lambda x, c: x.contiguous(),
    "add_number": lambda x, c: x + 1,
    "add_self": lambda x, c: x + x,
    "add_contiguous": lambda x, c: x + c,
    "contiguous_add": lambda x, c: c + x,
    "flip": lambda x, c: x.flip([0, 2]),
}


def output_layout():
    """The strides of results allocated from a dense tensor x laid out in every order of its dims
    (x = empty(permuted shape).permute(inverse)), for every shape of LAYOUT_SHAPES."""
    cases = []
    for shape in LAYOUT_SHAPES:
        for perm in itertools.permutations(range(4)):
            inverse = [perm.index(d) for d in range(4)]
            x = torch.empty([shape[d] for d in perm]).permute(inverse)
            assert list(x.shape) == shape
            c = torch.empty(shape)
            cases.append({
                "id": f"{shape_id(shape)}__order_{''.join(map(str, perm))}",
                "shape": shape,
                "order": list(perm),
                "strides": list(x.stride()),
                "results": {name: list(f(x, c).stride()) for name, f in LAYOUT_RESULTS.items()},
            })
    return {"cases": cases}


# ---- meta_device.yaml ------------------------------------------------------------------------

def meta(*shape, dtype=torch.float32):
    return torch.empty(*shape, dtype=dtype, device="meta")


# The calls on the meta device the replay test (tests/golden/test_meta_device.cpp) makes, by id;
# m is a float32 [2, 3] meta tensor.
META_CALLS = {
    "empty": lambda m: meta(2, 3),
    "empty_int64": lambda m: meta(2, dtype=torch.int64),
    "zeros": lambda m: torch.zeros(2, device="meta"),
    "ones_int64": lambda m: torch.ones(4, dtype=torch.int64, device="meta"),
    "full_int": lambda m: torch.full((3,), 7, device="meta"),
    "rand": lambda m: torch.rand(5, device="meta"),
    "arange": lambda m: torch.arange(10, device="meta"),
    "add_number": lambda m: m + 1,
    "add_cpu_scalar": lambda m: m + torch.tensor(1.0),
    "cpu_scalar_mul": lambda m: torch.tensor(3.0) * m,
    "add_broadcast_double": lambda m: m + meta(3, dtype=torch.float64),
    "add_cpu_tensor": lambda m: m + torch.ones(2, 3),
    "add_out_two_cpu_scalars": lambda m: torch.add(torch.tensor(1.0), 2, out=meta(2)),
    "add_inplace_cast": lambda m: meta(3, dtype=torch.int64).add_(m[0]),
    "where": lambda m: torch.where(meta(2, dtype=torch.bool), m[0, :2], 1.0),
    "floor_divide_zero": lambda m: meta(2, dtype=torch.int64) // 0,
    "div_floor": lambda m: torch.div(meta(2, dtype=torch.int64), 2, rounding_mode="floor"),
    "sum_dim": lambda m: m.sum(1),
    "mean": lambda m: m.mean(),
    "max": lambda m: m.max(),
    "max_dim": lambda m: m.max(1),
    "argmax_dim": lambda m: m.argmax(1),
    "argmin_keepdim": lambda m: torch.argmin(m, keepdim=True),
    "any": lambda m: meta(2, dtype=torch.bool).any(),
    "mm": lambda m: m.mm(meta(3, 4)),
    "mm_shapes": lambda m: m.mm(meta(2, 4)),
    "matmul_vector": lambda m: torch.matmul(m, meta(3)),
    "cat": lambda m: torch.cat([m, m]),
    "transpose": lambda m: m.t(),
    "transpose_contiguous": lambda m: m.t().contiguous(),
    "clone": lambda m: m.clone(),
    "to_double": lambda m: m.to(torch.float64),
    "cpu_to_meta": lambda m: torch.ones(2, 3).to("meta"),
    "copy_into_meta": lambda m: m.copy_(torch.ones(2, 3)),
    "copy_out_of_meta": lambda m: torch.ones(2, 3).copy_(m),
    "to_cpu": lambda m: m.cpu(),
    "fill": lambda m: m.fill_(1),
    "zero": lambda m: m.zero_(),
    "masked_fill": lambda m: m.masked_fill(meta(2, 3, dtype=torch.bool), 1.0),
    "masked_fill_meta_value": lambda m: m.masked_fill(meta(2, 3, dtype=torch.bool), meta(())),
    "overlapping_copy": lambda m: (lambda b: b.narrow(0, 0, 3).copy_(b.narrow(0, 1, 3)))(meta(4)),
    "overlapping_add": lambda m: (lambda b: b.narrow(0, 0, 3).add_(b.narrow(0, 1, 3)))(meta(4)),
    "flip_transposed": lambda m: m.t().flip([1]),
    "index_select": lambda m: m.index_select(1, meta(5, dtype=torch.int64)),
    "index_select_int32_0_dim": lambda m: m.index_select(0, meta((), dtype=torch.int32)),
}


# Where 1.13's meta device differs from its CPU and from newest PyTorch: (expected outcome, reason).
META_OVERRIDES = {
    "full_int": ({"results": [{"device": "meta", "dtype": "int64", "shape": [3], "strides": [1]}]},
                 "torch.full infers int64 from an integer fill value on every device (1.13's CPU "
                 "does; its meta kernel gave float32), pytorch.org/docs/stable/generated/torch.full.html"),
}


def meta_result(t):
    return {"device": t.device.type, "shape": list(t.shape), "strides": list(t.stride()),
            "dtype": dtype_name(t.dtype)}


def meta_device():
    """Each call of META_CALLS: its results' device, shape, strides and dtype, or its error."""
    cases = []
    for name, call in META_CALLS.items():
        try:
            r = call(meta(2, 3))
            results = list(r) if isinstance(r, tuple) else [r]
            expect = {"results": [meta_result(t) for t in results]}
        except Exception as e:  # noqa: BLE001 - the error is the recorded outcome
            expect = {"error": error_of(e)}
        case = {"id": name, "expect": expect}
        if name in META_OVERRIDES:
            case["expect"], case["reason"] = META_OVERRIDES[name]
            case["spec_overrides"] = True
            case["observed_in_torch"] = expect
        cases.append(case)
    reprs = [{"id": "repr", "expect": {"repr": repr(meta(2, 3))}},
             {"id": "repr_empty", "expect": {"repr": repr(meta(0))}},
             {"id": "repr_zero_dim", "expect": {"repr": repr(meta(()))}},
             {"id": "repr_int64", "expect": {"repr": repr(meta(2, dtype=torch.int64))}}]
    return {"cases": cases + reprs}


# ---- view_names.yaml -------------------------------------------------------------------------

NCHW = {"shape": [1, 3, 1, 4], "names": ["N", "C", "H", "W"]}
NC_ = {"shape": [2, 3, 4], "names": ["N", "C", None]}
PLAIN = {"shape": [2, 3], "names": [None, None]}
HALF = {"shape": [2, 3], "names": ["a", None]}
AB = {"shape": [2, 3], "names": ["a", "b"]}
VEC = {"shape": [3], "names": ["a"]}
ONE = {"shape": [1], "names": ["a"]}


def named(spec):
    names = spec["names"]
    if all(n is None for n in names):
        return torch.empty(spec["shape"])
    return torch.empty(spec["shape"], names=tuple(names))


# (input, op, args). Ops and their args, as the replay test calls them:
#   transpose [d0, d1] | t [] | permute [dims] | squeeze [] or [d] | unsqueeze [d]
#   select [d, index] | narrow [d, start, length] | expand [sizes]
#   flatten [start, end] or [start, end, out] | flatten_dims [dims, out]
#   unflatten [d, sizes] or [d, sizes, names] | rename [null] or [names] | rename_map [{old: new}]
#   refine_names [names] | align_to [names] | align_as [{shape, names}]
# A string dim is a name, an integer dim an index.
VIEW_CASES = [
    (NC_, "transpose", ["N", "C"]),
    (NC_, "transpose", [0, 2]),
    (NCHW, "transpose", ["N", "Q"]),
    (NCHW, "transpose", [0, 5]),
    (PLAIN, "transpose", [0, 1]),
    (HALF, "t", []),
    (AB, "t", []),
    (VEC, "t", []),
    (NC_, "t", []),
    (NC_, "permute", [[2, 0, 1]]),
    (PLAIN, "permute", [[1, 0]]),
    (NCHW, "squeeze", []),
    (NCHW, "squeeze", ["N"]),
    (NCHW, "squeeze", [2]),
    (NCHW, "squeeze", [-2]),
    (NCHW, "squeeze", ["C"]),
    (NCHW, "squeeze", [1]),
    (NCHW, "squeeze", ["Q"]),
    (NC_, "squeeze", []),
    (VEC, "squeeze", []),
    (ONE, "squeeze", []),
    (NC_, "unsqueeze", [0]),
    (PLAIN, "unsqueeze", [1]),
    (NC_, "select", ["C", 1]),
    (NC_, "select", [2, 0]),
    (NCHW, "select", ["W", 5]),
    (NCHW, "select", ["W", -1]),
    (ONE, "select", ["a", 0]),
    (NCHW, "narrow", [3, 1, 2]),
    (NCHW, "narrow", [3, 3, 2]),
    (NC_, "narrow", [1, 0, 2]),
    (NC_, "expand", [[5, 2, 3, 4]]),
    (NCHW, "expand", [[2, 1, 3, 1, 4]]),
    (NCHW, "expand", [[-1, 3, 2, 4]]),
    (NC_, "flatten", []),
    (NC_, "flatten", [0, 1]),
    (AB, "flatten", [0, 0]),
    (AB, "flatten", [1, 1]),
    (ONE, "flatten", []),
    (NC_, "flatten", ["N", "C", "NC"]),
    (NCHW, "flatten", ["C", "W", "X"]),
    # Named flatten with start after end is left out: PyTorch 1.13 corrupts its heap there.
    (NCHW, "flatten", [3, 1]),
    (AB, "flatten", ["a", "a", "c"]),
    (NC_, "flatten_dims", [["N", "C"], "NC"]),
    (NCHW, "flatten_dims", [["C", "H"], "CH"]),
    (NCHW, "flatten_dims", [["C", "W"], "CW"]),
    (NCHW, "flatten_dims", [["H", "C"], "CH"]),
    (AB, "flatten_dims", [["a"], "c"]),
    (AB, "flatten_dims", [["a", "b"], "a"]),
    (HALF, "flatten_dims", [["a"], "b"]),
    (NC_, "unflatten", ["C", [1, 3], ["a", "b"]]),
    (NCHW, "unflatten", ["W", [2, 2], ["a", "b"]]),
    (NCHW, "unflatten", ["W", [2, 3], ["a", "b"]]),
    (NCHW, "unflatten", ["W", [-1, 2], ["a", "b"]]),
    (NCHW, "unflatten", ["W", [2, 2], ["C", "b"]]),
    (NC_, "unflatten", [1, [1, 3]]),
    (PLAIN, "unflatten", [1, [3, 1]]),
    (NC_, "rename", [None]),
    (NC_, "rename", [["a", "b", "c"]]),
    (NCHW, "rename", [["a", "b"]]),
    (NCHW, "rename", [["a", "b", "c", "1x"]]),
    (NCHW, "rename", [["a", "b", "c", "a"]]),
    (NCHW, "rename", [["a", "b", "c", "_x"]]),
    (PLAIN, "rename", [["a", None]]),
    (PLAIN, "rename", [[None, None]]),
    (NC_, "rename_map", [{"N": "batch"}]),
    (NC_, "rename_map", [{"Q": "batch"}]),
    (NC_, "refine_names", [["N", "C", "W"]]),
    (NC_, "refine_names", [["N", "D", "W"]]),
    (NC_, "refine_names", [["...", "W"]]),
    (NCHW, "refine_names", [["N", "C", "H"]]),
    (NCHW, "refine_names", [["N", "...", "W"]]),
    (NCHW, "refine_names", [["...", "..."]]),
    (PLAIN, "refine_names", [["a", "b"]]),
    (NC_, "align_to", [["C", "N"]]),
    (NC_, "align_to", [["C", "..."]]),
    (NCHW, "align_to", [["W", "...", "N"]]),
    (NCHW, "align_to", [["W", "H"]]),
    (NCHW, "align_to", [["W", "N", "C", "H"]]),
    (NCHW, "align_to", [["W", "N", "C", "H", "D"]]),
    (NCHW, "align_to", [["...", "..."]]),
    (PLAIN, "align_to", [["W", "N"]]),
    (NCHW, "align_as", [{"shape": [1, 1, 1, 1, 1], "names": ["D", "W", "N", "C", "H"]}]),
    (NCHW, "align_as", [{"shape": [2], "names": ["N"]}]),
    (NCHW, "align_as", [{"shape": [2, 2], "names": [None, None]}]),
]


def run_view(x, op, args):
    if op == "flatten_dims":
        return x.flatten(args[0], args[1])
    if op == "unflatten" and len(args) == 3:
        return x.unflatten(args[0], tuple(zip(args[2], args[1])))
    if op == "rename":
        return x.rename(None) if args[0] is None else x.rename(*args[0])
    if op == "rename_map":
        return x.rename(**args[0])
    if op in ("permute", "expand", "refine_names", "align_to"):
        return getattr(x, op)(*args[0])
    if op == "align_as":
        return x.align_as(named(args[0]))
    return getattr(x, op)(*args)


# The spec (pytorch.org/docs/stable/name_inference.html: squeeze "removes_dimensions") keeps the names of the dims
# that are not removed; 1.13's squeeze(dim) of a dim whose size is not 1 returns an as_strided
# alias that drops every name.
def view_override(inp, op, args, observed):
    if op == "squeeze" and args and "names" in observed and inp["names"] != observed["names"]:
        if all(n is None for n in observed["names"]):
            return ({"shape": observed["shape"], "names": inp["names"]},
                    "squeeze removes_dimensions (pytorch.org/docs/stable/name_inference.html): a dim that is not "
                    "removed keeps its name; PyTorch 1.13 drops all names here (a bug)")
    if op in ("permute", "unsqueeze") and "error" in observed and \
            "not yet supported with named tensors" in observed["error"]["message"]:
        # The shape comes from PyTorch on the unnamed tensor; the names follow the spec's rules.
        shape = list(run_view(torch.empty(inp["shape"]), op, args).shape)
        names = list(inp["names"])
        if op == "permute":
            names = [names[d] for d in args[0]]
        else:
            d = args[0] if args[0] >= 0 else args[0] + len(names) + 1
            names.insert(d, None)
        return ({"shape": shape, "names": names},
                f"opforge supports {op} on named tensors: permute moves names with their dims "
                "(permutes_dimensions, pytorch.org/docs/stable/name_inference.html), unsqueeze adds an unnamed dim; "
                "PyTorch 1.13 rejects named tensors here")
    if "error" in observed and "_reshape_alias" in observed["error"]["message"]:
        return ({"error": {"type": "RuntimeError"}},
                "PyTorch 1.13 rejects flatten(int, int) of a named tensor from inside reshape "
                "(its message names the internal op aten::_reshape_alias); opforge rejects it "
                "too, in its own words")
    return None


def view_outcome(inp, op, args):
    try:
        r = run_view(named(inp), op, args)
        return {"shape": list(r.shape), "names": list(r.names)}
    except Exception as e:
        return {"error": error_of(e)}


def view_names():
    cases = []
    counts = {}
    for inp, op, args in VIEW_CASES:
        counts[op] = counts.get(op, 0) + 1
        observed = view_outcome(inp, op, args)
        case = {"id": f"{op}_{counts[op]:02d}", "input": inp, "op": op, "args": args}
        override = view_override(inp, op, args, observed)
        if override is None:
            case["expect"] = observed
        else:
            case["expect"], case["reason"] = override
            case["spec_overrides"] = True
            case["observed_in_torch"] = observed
        cases.append(case)
    return {"cases": cases}


# ---- printing.yaml ---------------------------------------------------------------------------

NAN, INF = float("nan"), float("inf")

# (id, values or ("arange", n), shape, dtype name, names). Float values are exact in their dtype,
# so the replay test can build the tensor from float64 values and convert it losslessly.
PRINT_CASES = [
    ("empty_1d", [], [0], "float32", None),
    ("empty_2d_int64", [], [0, 3], "int64", None),
    ("empty_float64", [], [0], "float64", None),
    ("empty_2x0", [], [2, 0], "float32", None),
    ("zero_dim_float", [3.5], [], "float32", None),
    ("zero_dim_int", [7], [], "int64", None),
    ("zero_dim_scientific", [1e20], [], "float32", None),
    ("bool", [True, False], [2], "bool", None),
    ("int64_negative", [-3, 10, 200], [3], "int64", None),
    ("int32", [1, 2], [2], "int32", None),
    ("uint8", [1, 255], [2], "uint8", None),
    ("int8", [-128, 5], [2], "int8", None),
    ("int16", [300, -2], [2], "int16", None),
    ("float_integer_mode", [1.0, 2.0, -3.0], [3], "float32", None),
    ("float_fixed_mode", [1.23456789, -0.5], [2], "float32", None),
    ("float_scientific_mode", [1e-5, 1.0, 1e10], [3], "float32", None),
    ("float_nonfinite", [NAN, INF, -INF, 1.5], [4], "float32", None),
    ("float_signed_zero", [-0.0, 0.0], [2], "float32", None),
    ("float_large_integer", [100000000.0], [1], "float32", None),
    ("float_2d_scientific", [1e-9, 2.0, 3.0, 4.0], [2, 2], "float32", None),
    ("float_wrapped_rows", [i / 7 for i in range(30)], [30], "float32", None),
    ("float64_column", [0.1, 0.2], [2, 1], "float64", None),
    ("float64", [0.5, 0.25], [2], "float64", None),
    ("float16", [1.5, 2.0], [2], "float16", None),
    ("bfloat16", [1.5, 2.0], [2], "bfloat16", None),
    ("complex64", [complex(1, 2), complex(3, -4.5)], [2], "complex64", None),
    ("complex128", [complex(1, 2)], [1], "complex128", None),
    ("int_3d", ("arange", 24), [2, 3, 4], "int64", None),
    ("summarized_2x1000", ("arange", 2000), [2, 1000], "float32", None),
    ("summarized_int_1d", ("arange", 1500), [1500], "int64", None),
    ("named", [0.0] * 6, [2, 3], "float32", ["N", "C"]),
    ("partly_named", [1.0, 2.0], [2, 1], "float32", [None, "C"]),
]


def printing():
    cases = []
    for case_id, values, shape, dname, names in PRINT_CASES:
        dt = dict(DTYPES)[dname]
        if isinstance(values, tuple):
            t = torch.arange(values[1], dtype=dt).reshape(shape)
            recipe = {"arange": values[1]}
        else:
            t = torch.tensor(values, dtype=dt).reshape(shape)
            flat = t.reshape(-1)
            if t.is_complex():
                recipe = {"values": [[z.real, z.imag] for z in flat.tolist()]}
            elif t.is_floating_point():
                recipe = {"values": [float(v) for v in flat.double().tolist()]}
            else:
                recipe = {"values": flat.tolist()}
        if names is not None:
            t = t.rename(*names)
        cases.append({"id": case_id, "dtype": dname, "shape": shape, "names": names, **recipe,
                      "expect": {"repr": repr(t)}})
    return {"cases": cases}


# ---- output ----------------------------------------------------------------------------------


class NoAliasDumper(yaml.SafeDumper):
    """Writes repeated values out in full: anchors and aliases would make cases hard to read."""

    def ignore_aliases(self, data):
        return True


def represent_float(dumper, value):
    """YAML's .nan has no sign; a NaN whose sign bit is set is written -.nan (golden_cases.cpp reads
    it), so the replay compares NaN signs too."""
    if value != value and math.copysign(1, value) < 0:
        return dumper.represent_scalar("tag:yaml.org,2002:float", "-.nan")
    return yaml.SafeDumper.represent_float(dumper, value)


NoAliasDumper.add_representer(float, represent_float)
# Plain -.nan, not !!float '-.nan': the dumper learns that the text reads back as a float.
NoAliasDumper.add_implicit_resolver("tag:yaml.org,2002:float", re.compile(r"^-\.nan$"), list("-"))


def render(name, data):
    header = (f"# {name}: generated by tools/make_golden.py from PyTorch {torch.__version__}.\n"
              "# Do not edit; change tools/make_golden.py and regenerate.\n")
    body = yaml.dump({"torch_version": str(torch.__version__), **data}, Dumper=NoAliasDumper,
                     sort_keys=True, default_flow_style=None, width=100, allow_unicode=False)
    return header + body


# ---- random_streams.yaml --------------------------------------------------------------------

# The samplers' streams: after torch.manual_seed(seed) (or on a seeded torch.Generator), each call in
# order and the values it gave. Sizes on both sides of normal_'s 16-element runs (15, 16, 17, 33),
# every floating dtype, complex ones (sampled as their real view), non-contiguous tensors (memory
# order), and calls that follow one another (randn's cached second normal carries over).
RANDOM_DTYPES = ["float32", "float64", "float16", "bfloat16", "complex32", "complex64", "complex128"]


def ramp(call, prefix):
    """The input tensor `prefix` of a recorded call: start + step * k for k = 0, 1, ... in row-major
    order, of the call's PREFIXshape and PREFIXdtype (exact in every dtype: small multiples of a
    power of two)."""
    shape, d = call[prefix + "shape"], dict(DTYPES)[call[prefix + "dtype"]]
    start, step = call[prefix + "ramp"]
    n = 1
    for s in shape:
        n *= s
    return (torch.arange(n, dtype=torch.float64) * step + start).reshape(shape).to(d)


def random_call(call, generator=None):
    """Runs one recorded call; returns the tensor it filled."""
    dt = dict(DTYPES)[call["dtype"]]
    kw = {"generator": generator} if generator is not None else {}
    if call["op"] in ("rand", "randn"):
        return getattr(torch, call["op"])(*call["shape"], dtype=dt, **kw)
    if call["op"] == "randint":
        return torch.randint(*call["args"], call["shape"], dtype=dt, **kw)
    if call["op"] in ("rand_like", "randn_like"):
        like = torch.empty(call["shape"], dtype=dt)
        return getattr(torch, call["op"])(like.t() if call.get("transposed") else like)
    if call["op"] == "randint_like":
        return torch.randint_like(torch.empty(call["shape"], dtype=dt), *call["args"], **kw)
    if call["op"] == "randperm":
        return torch.randperm(*call["args"], dtype=dt, **kw)
    if call["op"] == "normal_tt":
        return torch.normal(ramp(call, ""), ramp(call, "std_"), **kw)
    if call["op"] == "normal_tf":
        return torch.normal(ramp(call, ""), call["args"][0], **kw)
    if call["op"] == "normal_ft":
        return torch.normal(call["args"][0], ramp(call, "std_"), **kw)
    if call["op"] == "normal_ff":
        return torch.normal(call["args"][0], call["args"][1], call["shape"], dtype=dt, **kw)
    if call["op"] == "bernoulli":
        return torch.bernoulli(ramp(call, ""), **kw)
    if call["op"] == "bernoulli_p":
        return torch.bernoulli(torch.empty(call["shape"], dtype=dt), call["args"][0], **kw)
    if call["op"] == "multinomial":
        weights = ramp(call, "")
        if call.get("transposed"):
            weights = weights.t()
        return torch.multinomial(weights, *call["args"], **kw)
    t = torch.empty(call["shape"], dtype=dt)
    if call.get("transposed"):
        t = t.t()
    if call["op"] == "bernoulli_tensor_":
        return t.bernoulli_(ramp(call, "p_"), **kw)
    if "args" in call:
        return getattr(t, call["op"])(*call["args"], **kw)
    if call["op"] == "uniform_":
        return t.uniform_(call["a"], call["b"], **kw)
    return t.normal_(call["a"], call["b"], **kw)


def random_streams():
    cases = []

    def case(case_id, seed, calls, generator=False):
        g = None
        if generator:
            g = torch.Generator().manual_seed(seed)
        else:
            torch.manual_seed(seed)
        recorded = []
        for call in calls:
            t = random_call(call, g)
            flat = t.contiguous().reshape(-1)
            if t.is_complex():
                flat = torch.view_as_real(flat).reshape(-1)
            recorded.append({**call, "values": [float(v) for v in flat.double().tolist()]})
        case_id = case_id.replace(".", "_").replace("-", "m")
        cases.append({"id": case_id, "seed": seed, "generator": generator, "calls": recorded})

    for seed in (0, 42, 2**40 + 7):
        for op in ("rand", "randn"):
            for d in RANDOM_DTYPES:
                for n in (1, 7, 15, 16, 17, 33):
                    case(f"{op}__{d}__{n}__seed_{seed}", seed, [{"op": op, "dtype": d, "shape": [n]}])
    case("randn__100x3", 5, [{"op": "randn", "dtype": "float32", "shape": [100, 3]}])
    case("randn__then_randn_carries_the_cached_normal", 1, [{"op": "randn", "dtype": "float64", "shape": [3]},
                                                            {"op": "randn", "dtype": "float32", "shape": [3]},
                                                            {"op": "randn", "dtype": "float32", "shape": [20]}])
    case("rand__then_randn", 3, [{"op": "rand", "dtype": "float32", "shape": [5]},
                                 {"op": "randn", "dtype": "float64", "shape": [18]},
                                 {"op": "rand", "dtype": "float64", "shape": [2]}])
    for d, a, b in (("float32", -2.0, 3.0), ("float16", -1.0, 1.0), ("float64", 10.0, 20.0),
                    ("bfloat16", 0.5, 4.0), ("float32", 2.5, 2.5)):
        case(f"uniform___{d}__{a}_{b}", 11, [{"op": "uniform_", "dtype": d, "shape": [4, 5], "a": a, "b": b}])
    for d, a, b in (("float32", 1.5, 2.0), ("float64", -3.0, 0.5), ("float16", 0.0, 3.0), ("bfloat16", 1.0, 0.25),
                    ("complex64", 0.0, 1.0)):
        for n in ([4], [4, 5]):
            case(f"normal___{d}__{a}_{b}__{'x'.join(map(str, n))}", 13,
                 [{"op": "normal_", "dtype": d, "shape": n, "a": a, "b": b}])
    case("uniform___transposed_memory_order", 17,
         [{"op": "uniform_", "dtype": "float32", "shape": [4, 5], "a": 0.0, "b": 1.0, "transposed": True}])
    case("normal___transposed_one_at_a_time", 19,
         [{"op": "normal_", "dtype": "float32", "shape": [4, 5], "a": 0.0, "b": 1.0, "transposed": True}])
    case("generator__rand_randn", 7, [{"op": "rand", "dtype": "float32", "shape": [5]},
                                      {"op": "randn", "dtype": "float32", "shape": [17]}], generator=True)
    # The samplers of one draw per element (two for a double), each in PyTorch's double arithmetic.
    samplers = (("exponential_", [1.5], ["float32", "float64", "float16", "bfloat16"]),
                ("cauchy_", [0.5, 2.0], ["float32", "float64", "float16", "bfloat16"]),
                ("log_normal_", [0.5, 0.75], ["float32", "float64", "float16", "bfloat16"]),
                ("geometric_", [0.3], ["float32", "float64", "float16", "int64", "int32", "uint8"]),
                ("bernoulli_", [0.3], ["float32", "float64", "int64", "bool", "uint8"]))
    for op, args, dtypes in samplers:
        for d in dtypes:
            for shape, transposed in (([7], False), ([4, 5], True)):
                ident = f"{op}_{d}__{'x'.join(map(str, shape))}{'_t' if transposed else ''}"
                case(ident, 23, [{"op": op, "dtype": d, "shape": shape, "args": args, "transposed": transposed}])
    # random_ (no bounds, to, from and to, from and None, every int64), randint and randperm.
    for d in ("bool", "uint8", "int8", "int16", "int32", "int64", "float16", "bfloat16", "float32", "float64"):
        case(f"random___{d}", 31, [{"op": "random_", "dtype": d, "shape": [9], "args": [], "transposed": False}])
        hi = 2 if d == "bool" else 100
        case(f"random___to_{d}", 31, [{"op": "random_", "dtype": d, "shape": [9], "args": [hi], "transposed": False}])
        lo = 0 if d in ("bool", "uint8") else -5
        case(f"random___from_to_{d}", 31, [{"op": "random_", "dtype": d, "shape": [4, 5], "args": [lo, hi],
                                            "transposed": True}])
        case(f"random___from_none_{d}", 31, [{"op": "random_", "dtype": d, "shape": [9], "args": [lo, None],
                                              "transposed": False}])
    for d in ("int64", "float32", "float64", "bfloat16"):
        case(f"random___wide_range_{d}", 37, [{"op": "random_", "dtype": d, "shape": [6], "args": [0, 2**40],
                                               "transposed": False}])
        case(f"random___every_int64_{d}", 37, [{"op": "random_", "dtype": d, "shape": [6],
                                                "args": [-2**63, None], "transposed": False}])
    for d in ("int64", "int32", "float32", "uint8"):
        case(f"randint__{d}", 41, [{"op": "randint", "dtype": d, "shape": [3, 4], "args": [10]},
                                   {"op": "randint", "dtype": d, "shape": [5], "args": [3, 9]}])
    case("randint_like__int64_float32", 47, [{"op": "randint_like", "dtype": "int64", "shape": [2, 5], "args": [4]},
                                              {"op": "randint_like", "dtype": "float32", "shape": [6], "args": [-3, 3]}])
    # rand_like and randn_like: uniform_ and normal_ into a tensor laid out as the given one (a
    # transposed one's memory order).
    for op in ("rand_like", "randn_like"):
        for d, shape, transposed in (("float32", [17], False), ("float64", [4, 5], True), ("bfloat16", [3], False),
                                     ("complex64", [2, 9], True)):
            case(f"{op}__{d}{'_t' if transposed else ''}", 49,
                 [{"op": op, "dtype": d, "shape": shape, "transposed": transposed}])
    for n, d in ((10, "int64"), (100, "int64"), (17, "float32"), (5, "float16"), (1, "int32"), (0, "int64")):
        case(f"randperm__{n}_{d}", 43, [{"op": "randperm", "dtype": d, "shape": [n], "args": [n]}])
    # normal's functional forms: normal_ then mul_ and add_ on the broadcast result, as PyTorch's.
    def tt(d, shape, sd, sshape):
        return {"op": "normal_tt", "dtype": d, "shape": shape, "ramp": [-1.0, 0.25],
                "std_dtype": sd, "std_shape": sshape, "std_ramp": [0.5, 0.125]}
    for ident, call in (("broadcast_row", tt("float32", [4, 5], "float32", [5])),
                        ("float64_mean_float32_std", tt("float64", [3], "float32", [2, 1])),
                        ("run_of_16", tt("float32", [17], "float32", [17])),
                        ("float16", tt("float16", [6], "float32", [6])),
                        ("bfloat16", tt("bfloat16", [20], "bfloat16", [1]))):
        case(f"normal_tt__{ident}", 51, [call])
        case(f"normal_tt__{ident}__generator", 52, [call], generator=True)
    for d, shape, std in (("float32", [6], 2.0), ("float64", [18], 0.5), ("float16", [3, 2], 1.5)):
        case(f"normal_tf__{d}", 53, [{"op": "normal_tf", "dtype": d, "shape": shape, "ramp": [-1.0, 0.25],
                                      "args": [std]}])
    for d, shape, mean in (("float32", [4, 5], 1.5), ("float16", [3], -2.0), ("float64", [17], 0.1)):
        case(f"normal_ft__{d}", 55, [{"op": "normal_ft", "dtype": d, "std_dtype": d, "std_shape": shape,
                                      "std_ramp": [0.5, 0.125], "args": [mean], "shape": shape}])
    for d, shape in (("float32", [3, 4]), ("float64", [17]), ("bfloat16", [5])):
        case(f"normal_ff__{d}", 57, [{"op": "normal_ff", "dtype": d, "shape": shape, "args": [0.5, 2.0]}])
    # bernoulli with tensor probabilities (functional: self is p; in place: p broadcast to self).
    for d, shape in (("float32", [4, 5]), ("float64", [17]), ("bfloat16", [9])):
        case(f"bernoulli__{d}", 59, [{"op": "bernoulli", "dtype": d, "shape": shape, "ramp": [0.0, 1.0 / 32]}])
    for d, shape, pd, pshape, transposed in (("int64", [4, 5], "float32", [5], False),
                                             ("bool", [4, 5], "float64", [4], True),
                                             ("float32", [6], "bfloat16", [6], False),
                                             ("uint8", [2, 3], "float64", [2, 3], False)):
        case(f"bernoulli_tensor___{d}_{pd}{'_t' if transposed else ''}", 61,
             [{"op": "bernoulli_tensor_", "dtype": d, "shape": shape, "transposed": transposed,
               "p_dtype": pd, "p_shape": pshape, "p_ramp": [0.03125, 0.0625]}])
    for d in ("float32", "int64"):
        case(f"bernoulli_p__{d}", 63, [{"op": "bernoulli_p", "dtype": d, "shape": [7], "args": [0.3]}])
    # multinomial: the Gumbel-max path (without replacement, or one sample: exponential_, then topk or
    # argmax) and the with-replacement one (a uniform double per sample, searched in the row's sums).
    for ident, d, shape, start, n, replace, transposed in (
            ("topk_float32", "float32", [5], 0.5, 3, False, False),
            ("argmax_float32", "float32", [2, 5], 0.5, 1, False, False),
            ("topk_float64_rows", "float64", [3, 4], 0.0, 4, False, False),
            ("topk_bfloat16", "bfloat16", [6], 0.25, 2, False, False),
            ("replacement_float32", "float32", [2, 5], 0.0, 7, True, False),
            ("replacement_float64", "float64", [3, 4], 0.5, 6, True, False),
            ("replacement_bfloat16", "bfloat16", [9], 0.25, 5, True, False),
            ("replacement_transposed", "float32", [4, 3], 0.5, 5, True, True),
            ("argmax_transposed", "float64", [4, 3], 0.5, 1, False, True)):
        case(f"multinomial__{ident}", 71, [{"op": "multinomial", "dtype": d, "shape": shape, "ramp": [start, 0.25],
                                           "args": [n, replace], "transposed": transposed}])
    case("multinomial__then_rand", 73, [{"op": "multinomial", "dtype": "float32", "shape": [4], "ramp": [1.0, 0.5],
                                         "args": [3, True], "transposed": False},
                                        {"op": "rand", "dtype": "float32", "shape": [3]}])
    case("log_normal__after_randn_takes_the_cached_normal", 29,
         [{"op": "randn", "dtype": "float64", "shape": [1]},
          {"op": "log_normal_", "dtype": "float64", "shape": [3], "args": [0.0, 1.0]}])
    # The generator's state bytes (torch.get_rng_state()) after some draws, and the values that
    # follow it: opforge's get_state gives these bytes, and set_state of them continues the stream.
    states = []
    for seed, call in ((0, {"op": "rand", "dtype": "float32", "shape": [5]}),
                       (3, {"op": "randn", "dtype": "float64", "shape": [3]}),
                       (2**40 + 7, {"op": "rand", "dtype": "float64", "shape": [700]})):
        torch.manual_seed(seed)
        random_call(call)
        state = torch.get_rng_state()
        after = torch.randn(3, dtype=torch.float64)
        states.append({"id": f"state_after_{call['op']}_{seed}", "seed": seed, "calls": [call],
                       "state": state.tolist(), "then_randn_float64": [float(v) for v in after.tolist()]})
    return {"cases": cases, "states": states}


# ---- autograd_gradients.yaml ----------------------------------------------------------------

# Gradients of a few compositions, each a scalar loss of float64 ramps (ramp() above) that
# tests/golden/test_autograd_gradients.cpp computes with the same ops: broadcasting, reductions,
# matrix products, where, clamp, views and softmax. The loss and every input's gradient are
# recorded.
def in_place_chain(x, y):
    """In-place ops recording onto a tensor's history: mul_, add_ (broadcast), cumsum_, sub_, relu_."""
    h = x * 2
    h.mul_(x)
    h.add_(y)
    h.cumsum_(1)
    h.sub_(0.5).relu_()
    return h.exp().sum()


def quantile_losses(x, q):
    """quantile and nanquantile of sin(3x) (its lines out of order) in each interpolation mode."""
    y = torch.sin(3 * x)
    holed = torch.where(x > 1.0, torch.tensor(float("nan"), dtype=torch.float64), y)
    weights = torch.arange(9, dtype=torch.float64).reshape(3, 3)
    return ((torch.quantile(y, q, dim=1) * weights).sum()
            + torch.quantile(y, 0.3, dim=0, keepdim=True, interpolation="lower").sum()
            + torch.quantile(y, q, interpolation="midpoint").sum()
            + (torch.nanquantile(holed, q, dim=1, interpolation="nearest") * weights).sum()
            + torch.nanquantile(holed, 0.6, dim=1, interpolation="higher").sum()
            + (torch.nanquantile(holed, q, dim=1) * weights).sum()
            + torch.quantile(holed, 0.75, dim=1).nan_to_num(0.0).sum())


def random_losses(m, s):
    """Sampled values, whose gradients PyTorch declares zero: normal's three forms, bernoulli, and
    uniform_ and bernoulli_ written into tensors with history; m * s gives both inputs a gradient
    of their own beside the zeros."""
    torch.manual_seed(0)
    h = m * 2
    h.uniform_()
    h2 = m * 1
    h2.bernoulli_(s / 4)
    return (torch.normal(m, s).sum() + torch.normal(m, 2.0).sum() + torch.normal(1.0, s).sum()
            + torch.bernoulli(s / 4).sum() + h.sum() + h2.sum() + (m * s).sum())


def autograd_gradients():
    def x23(start=0.125, step=0.0625):
        return {"shape": [2, 3], "ramp": [start, step]}

    compositions = [
        # (id, inputs (name -> shape and ramp), loss)
        ("broadcast", {"a": x23(), "b": {"shape": [3], "ramp": [0.5, 0.25]}, "c": {"shape": [2, 1], "ramp": [1.0, 0.5]}},
         lambda t: ((t["a"] * t["b"] + t["c"]) / (t["b"] + 1)).sum()),
        ("reductions", {"x": x23()},
         lambda t: t["x"].var(1).sum() + t["x"].std() + t["x"].mean(0).square().sum() + t["x"].amax(1).sum()),
        ("linear_layer", {"x": {"shape": [4, 3], "ramp": [-0.5, 0.125]}, "w": x23(-0.25, 0.125),
                          "b": {"shape": [2], "ramp": [0.25, 0.5]}},
         lambda t: (t["x"].mm(t["w"].t()) + t["b"]).square().mean()),
        ("batched_products", {"a": {"shape": [2, 2, 3], "ramp": [0.125, 0.0625]},
                              "b": {"shape": [2, 3, 2], "ramp": [-0.5, 0.125]}, "c": {"shape": [2], "ramp": [1.0, 1.0]}},
         lambda t: torch.baddbmm(t["c"], t["a"], t["b"], beta=0.5, alpha=2.0).sum()),
        ("where_relu_exp", {"x": x23(-0.25, 0.125)},
         lambda t: torch.where(t["x"] > 0, t["x"].exp(), t["x"].sin()).sum() + t["x"].relu().sum()),
        ("views", {"x": {"shape": [2, 3, 2], "ramp": [0.125, 0.125]}},
         lambda t: (t["x"].permute(2, 0, 1).reshape(2, 6).t().narrow(0, 1, 4).unsqueeze(0).expand(3, 4, 2)
                    * torch.arange(24, dtype=torch.float64).reshape(3, 4, 2)).sum()),
        ("clamp_pow", {"x": x23(0.125, 0.125), "y": x23(0.5, 0.25)},
         lambda t: (t["x"].clamp(0.2, 0.6) * t["y"]).sum() + t["x"].clamp(min=0.3).pow(2.5).sum()
         + torch.maximum(t["x"], t["y"] - 0.5).sum()),
        ("softmax", {"x": x23(-1.0, 0.5), "y": x23(0.5, 0.25)},
         lambda t: (torch.softmax(t["x"], 1) * t["y"]).sum() + torch.log_softmax(t["x"], 0).mean()
         + torch.logsumexp(t["x"], 1).sum()),
        # A line with two zeros, one with one, one with none (cumprod's three cases).
        ("cumprod_zeros", {"x": {"shape": [3, 4], "ramp": [-0.5, 0.25]}},
         lambda t: (torch.cumprod(t["x"] * (t["x"] - 0.25), 1) * torch.arange(12, dtype=torch.float64).reshape(3, 4)).sum()
         + torch.cumprod(t["x"], 0).sum()),
        ("norms", {"x": x23(-0.25, 0.125), "y": x23(0.5, 0.25)},
         lambda t: t["x"].norm() + t["x"].norm(1, 1).sum() + t["x"].norm(float("inf"), 1).sum() + t["x"].norm(3)
         + t["y"].norm(0.5, 0).sum() + torch.nanmean(t["y"], 1).square().sum()),
        # Weights of both signs: logcumsumexp's gradient takes its positive and negative parts apart.
        ("scans", {"x": x23(-1.0, 0.5)},
         lambda t: (torch.logcumsumexp(t["x"], 1) * torch.tensor([1.0, -2.0, 0.5], dtype=torch.float64)).sum()),
        ("matmul_family", {"a": {"shape": [2, 1, 2, 3], "ramp": [0.125, 0.0625]}, "b": {"shape": [3], "ramp": [-0.5, 0.5]},
                           "w": {"shape": [4, 3], "ramp": [-0.25, 0.125]}, "c": {"shape": [4], "ramp": [1.0, 0.5]},
                           "m": {"shape": [2, 3, 4], "ramp": [0.5, -0.125]}},
         lambda t: torch.matmul(t["a"], t["b"]).square().sum() + torch.matmul(t["a"], t["m"]).sum()
         + torch.nn.functional.linear(t["a"], t["w"], t["c"]).square().sum() + torch.inner(t["a"], t["w"]).sum()
         + torch.addbmm(t["c"], t["m"].transpose(1, 2), t["m"], beta=0.5, alpha=2.0).square().sum()),
        ("selections", {"x": {"shape": [3, 4], "ramp": [-0.5, 0.125]}},
         lambda t: torch.masked_select(t["x"], t["x"] > 0).square().sum()
         + (t["x"].index_fill(1, torch.tensor([2, 0, 2]), 0.5) * t["x"]).sum()
         + t["x"].diagonal(1).exp().sum() + (t["x"].unfold(1, 2, 1) * t["x"].unfold(1, 2, 1)).sum()
         + (t["x"].flip([0, 1]) * torch.arange(12, dtype=torch.float64).reshape(3, 4)).sum()),
        # as_strided over a contiguous self (its elements read twice), and over an expanded one
        # (self's elements share places: their gradient divided by how many do).
        ("as_strided", {"x": x23(0.5, 0.25)},
         lambda t: (t["x"].as_strided([2, 2], [1, 1], 1) * torch.tensor([[1.0, 2], [3, 4]], dtype=torch.float64)).sum()
         + (t["x"].unsqueeze(0).expand(2, 2, 3).as_strided([3], [2], 0) ** 2).sum()),
        ("in_place", {"x": x23(-0.25, 0.125), "y": {"shape": [3], "ramp": [0.5, 0.25]}},
         lambda t: in_place_chain(t["x"], t["y"])),
        # Every interpolation, q a tensor with a gradient of its own, a line with NaN (quantile's
        # gradient goes to the NaN; nanquantile's ranks skip it).
        ("quantiles", {"x": {"shape": [3, 5], "ramp": [-0.5, 0.125]}, "q": {"shape": [3], "ramp": [0.1, 0.3]}},
         lambda t: quantile_losses(t["x"], t["q"])),
        ("random", {"m": {"shape": [3], "ramp": [-0.5, 0.5]}, "s": {"shape": [3], "ramp": [0.5, 0.25]}},
         lambda t: random_losses(t["m"], t["s"])),
        # align_to and align_as (PyTorch's as_strided of self), with a dim added and the order changed.
        ("align", {"x": x23(0.5, 0.25)},
         lambda t: (t["x"].refine_names("A", "B").align_to("B", "C", "A").rename(None)
                    * torch.arange(6, dtype=torch.float64).reshape(3, 1, 2)).sum()
         + (t["x"].refine_names("A", "B").align_as(torch.ones(3, 2, 2, names=("B", "C", "A"), dtype=torch.float64))
            .rename(None).square()).sum()
         + (t["x"].refine_names("A", "B").align_to("B", ..., "A").rename(None) * 2.0).sum()),
    ]
    cases = []
    for case_id, inputs, loss in compositions:
        calls = {name: {**spec, "dtype": "float64"} for name, spec in inputs.items()}
        tensors = {name: ramp(call, "").requires_grad_() for name, call in calls.items()}
        value = loss(tensors)
        value.backward()
        cases.append({
            "id": case_id,
            "inputs": [{"name": name, "shape": spec["shape"], "ramp": spec["ramp"],
                        "grad": [float(v) for v in tensors[name].grad.reshape(-1).tolist()]}
                       for name, spec in inputs.items()],
            "loss": float(value),
        })
    return {"cases": cases}


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true",
                        help="do not write; exit 1 when a file differs from a fresh recording")
    parser.add_argument("--out", default=GOLDEN_DIR, help="output folder (default tests/golden)")
    parser.add_argument("--op", action="append", metavar="NAME",
                        help="record only ops/NAME.yaml, for the ops.yaml base NAME (repeatable)")
    parser.add_argument("--file", action="append", metavar="NAME",
                        help="record only the file NAME of tests/golden, such as random_streams.yaml (repeatable)")
    opts = parser.parse_args()

    files = {
        "promotion.yaml": promotion,
        "can_cast.yaml": can_cast,
        "broadcast.yaml": broadcast,
        "devices.yaml": devices,
        "memory_format.yaml": memory_format,
        "output_layout.yaml": output_layout,
        "meta_device.yaml": meta_device,
        "view_names.yaml": view_names,
        "printing.yaml": printing,
        "random_streams.yaml": random_streams,
        "autograd_gradients.yaml": autograd_gradients,
    }
    stale = []
    if opts.file:
        for name in opts.file:
            if name not in files:
                raise SystemExit(f"make_golden.py: no golden file {name}; one of {', '.join(files)}")
            stale += write_golden(opts, name, render(name, files[name]()))
        return 1 if stale else 0
    if not opts.op:
        for name, make in files.items():
            stale += write_golden(opts, name, render(name, make()))
    # ops/<base>.yaml (tools/golden_ops.py) come last: their cases are built by
    # codegen/conformance.py from the promotion tables written above.
    for name, data in golden_ops.op_files(opts.op):
        stale += write_golden(opts, name, render(name, data))
    if stale:
        print(f"stale golden files: {', '.join(stale)}", file=sys.stderr)
        return 1
    return 0


def write_golden(opts, name, text):
    """Writes one golden file unless it is unchanged; with --check only reports it. Returns [name]
    when --check finds it stale."""
    path = os.path.join(opts.out, name)
    old = open(path).read() if os.path.exists(path) else None
    if old == text:
        return []
    if opts.check:
        return [name]
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path + ".tmp", "w") as f:
        f.write(text)
    os.replace(path + ".tmp", path)
    print(f"wrote {path}")
    return []


if __name__ == "__main__":
    sys.exit(main())
