"""The special-value cases of tests/golden/ops/<base>.yaml: every pointwise entry called on the
edges of each real dtype it computes in (signed zeros, infinities, NaN, the smallest subnormal, the
smallest normal, the largest finite value; an integral dtype's minimum and maximum), every pair of
them for a binary op, with PyTorch's results. Their values compare strictly (`strict: true`: zeros
with their sign, no absolute tolerance, tests/conformance/check.h), so a subnormal result must be
the subnormal PyTorch gives, not any value near zero.

Elements the kernel contract leaves unspecified (integer overflow outside + - *) are null, as the
reference of the generated test (codegen/reference.py) says, and so are those PyTorch itself
answers two ways, by the loop it runs (a tie of signed zeros in clamp).
"""

import math

import torch

import conformance  # codegen/conformance.py (tools/golden_ops.py puts codegen/ on the path)
import conformance_entry
import conformance_rules
import conformance_samples
import reference

# The dtypes covered: the real ones. Complex results with an infinite or NaN part, or of
# subnormal magnitude, are where PyTorch's CPU kernels part from C++'s std::complex (C99 Annex G,
# which opforge's CPU and CUDA kernels and PyTorch's CUDA kernels follow): its vectorized complex
# abs computes sqrt(re^2 + im^2), which underflows, and its neg is 0 - z, which loses -0. Those are
# not recorded; complex values are compared at the generated test's samples.
DTYPES = ["bool", "uint8", "int8", "int16", "int32", "int64", "float16", "bfloat16", "float32", "float64"]

TORCH_DTYPES = {"bool": torch.bool, "uint8": torch.uint8, "int8": torch.int8, "int16": torch.int16,
                "int32": torch.int32, "int64": torch.int64, "float16": torch.float16, "bfloat16": torch.bfloat16,
                "float32": torch.float32, "float64": torch.float64}


def floating_edges(dtype):
    info = torch.finfo(TORCH_DTYPES[dtype])
    subnormal = info.tiny * info.eps  # the smallest positive subnormal of an IEEE binary format
    return [0.0, -0.0, math.inf, -math.inf, math.nan, subnormal, -subnormal, info.tiny, info.max, -info.max,
            1.0, -1.0, 0.5, -2.5]


def special_values(dtype):
    """The edge values of a dtype, as Python numbers that dtype holds exactly."""
    if dtype == "bool":
        return [False, True]
    if dtype in ("float16", "bfloat16", "float32", "float64"):
        return floating_edges(dtype)
    info = torch.iinfo(TORCH_DTYPES[dtype])
    values = [info.min, info.max, 0, 1, 2, 7]
    return values + ([-1, info.min + 1] if info.min < 0 else [128])


def _tensor(dtype, shape, values):
    return conformance_samples.tensor_spec(dtype, shape, values)


def _specs(entry, dtype):
    """Arguments of one special-value call: the op's promoted tensor operands of `dtype` (the first
    down a column, the others along a row, so a binary op sees every pair), masks and conditions
    alternating, every other argument at its default. None when the entry has no such operand."""
    tensors = [n for n in entry.promoted if entry.is_tensor(n)]
    if not tensors:
        return None, None
    values = special_values(dtype)
    n = len(values)
    shape = [n] if len(tensors) == 1 else [n, n]
    specs = []
    for a in entry.args:
        name = a["name"]
        if name in tensors:
            k = tensors.index(name)
            rotated = values[k:] + values[:k] if k > 1 else values
            specs.append(_tensor(dtype, [n] if len(tensors) == 1 else ([n, 1] if k == 0 else [1, n]), rotated))
        elif name in entry.promoted:
            # A promoted Scalar (pow's exponent, clamp's bounds): the value the generated test's
            # value cases use for the first such operand.
            specs.append(conformance_samples.scalar_spec(conformance_samples.SCALAR_SAMPLES["float"][1]))
        elif entry.is_tensor(name) and not a["type"]["optional"]:
            specs.append(_tensor("bool", shape, [(i % 3) != 1 for i in range(math.prod(shape))]))
        else:
            specs.append(conformance_samples.default_spec(entry, a))
    return specs, shape


def _mask(builder, entry, specs, shape):
    """The reference's values of the call (UNCHECKED where the contract leaves an element open), or
    None where it cannot evaluate them (then every element is checked)."""
    try:
        _, compute, result = builder.promotion_of(entry, specs)
        return builder.evaluate(entry, specs, compute, result, shape)
    except Exception:  # the reference lacks the dtype or the expression: nothing is left open
        return None


def _path_dependent(ir, specs, shape):
    """Flat indices where PyTorch's result on the case's tensors differs from its result on each
    element alone (a tie of -0.0 and 0.0 in clamp keeps one zero or the other by whether its
    vectorized or its scalar loop runs): PyTorch has no one answer there."""
    import golden_ops  # tools/golden_ops.py, which imports this module

    args = [golden_ops.build_arg(s) for s in specs]
    dense = [a.expand(shape).contiguous() if isinstance(a, torch.Tensor) and a.dim() else a for a in args]
    try:
        a = golden_ops.call_form(ir, "function", args, None).reshape(-1)
        # Element by element, one-element tensors take PyTorch's scalar loop.
        b = torch.stack([golden_ops.call_form(ir, "function", [d.reshape(-1)[i:i + 1] if isinstance(d, torch.Tensor)
                                                                and d.dim() else d for d in dense], None).reshape(())
                         for i in range(a.numel())])
    except Exception:
        return set()
    if a.dtype.is_floating_point:
        same = (a == b) & (torch.signbit(a) == torch.signbit(b)) | (a.isnan() & b.isnan())
    else:
        same = a == b
    return {int(i) for i in (~same).nonzero().reshape(-1)}


def special_value_cases(base, entries):
    """(id, IR entry, argument specs, [(IR entry, "function", model outcome)]) for every pointwise
    entry of `base` and every dtype of DTYPES it computes in."""
    tables = conformance.load_tables(str(conformance_rules.GOLDEN_DIR))
    model_entries = [conformance_entry.Entry(e) for e in entries]
    builder = conformance.Builder(base, model_entries, tables)
    for ir, entry in zip(entries, model_entries):
        if not entry.pointwise or "function" not in entry.variants:
            continue
        for dtype in DTYPES:
            if dtype not in entry.dtypes:
                continue
            specs, shape = _specs(entry, dtype)
            if specs is None:
                continue
            mask = _mask(builder, entry, specs, shape)
            if mask is None:
                mask = [0] * math.prod(shape)
            open_ = _path_dependent(ir, specs, shape)
            mask = [reference.UNCHECKED if v is reference.UNCHECKED or i in open_ else 0 for i, v in enumerate(mask)]
            outcome = {"expect": {"values": mask, "strict": True}}
            yield f"{entry.cname}__special_values__{dtype}", ir, specs, [(ir, "function", outcome)]
