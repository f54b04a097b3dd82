"""The special-value cases of tests/golden/ops/<base>.yaml: every pointwise entry called on the
edges of each real dtype it computes in (signed zeros, infinities, NaN, the smallest subnormal, the
smallest normal, the largest finite value; an integral dtype's minimum and maximum), and for a
floating dtype on the arguments where formulas cancel or lose bits (near 0, 1 and -1, the multiples
of pi/2, large arguments), every pair of them for a binary op, with PyTorch's results. Their values compare strictly (`strict: true`: zeros
with their sign, no absolute tolerance, tests/conformance/check.h), so a subnormal result must be
the subnormal PyTorch gives, not any value near zero.

Elements the kernel contract leaves unspecified (integer overflow outside + - *) are null, as the
reference of the generated test (codegen/reference.py) says, and so are those PyTorch itself
answers two ways, by the loop it runs (a tie of signed zeros in clamp), those where C leaves the
answer open (a tie of signed zeros in fmax), those where PyTorch's SLEEF-backed functions are
not correctly rounded (tan of a subnormal, log1p of float's largest value), whose accuracy
tests/core/test_sleef_math.cpp checks instead, and shifts by a count outside the width, which
1.13 left to the hardware and later PyTorch defines (opforge follows the definition).
"""

import math

import torch

import conformance  # codegen/conformance.py (tools/golden_ops.py puts codegen/ on the path)
import conformance_entry
import conformance_rules
import conformance_samples
import functions  # codegen/functions.py: the expression functions of the IR
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


def cancellation_values(dtype):
    """Arguments of a floating dtype where formulas cancel or lose bits: near 0 (expm1, log1p, sinc,
    asinh's x + sqrt(x^2 + 1) - 1), near 1 and -1 (acosh, atanh, log), near the multiples of pi/2
    (sin, cos, tan), large ones (sin of 2^20 + 0.5, exp near its overflow), each rounded to the dtype,
    without repeats."""
    info = torch.finfo(TORCH_DTYPES[dtype])
    eps = info.eps
    wanted = [2.0 ** -30, -(2.0 ** -30), eps, -eps, eps * 2.0 ** -10, 2.0 ** -12, -(2.0 ** -12), 1e-4, -1e-4,
              1 + eps, 1 - eps / 2, -(1 - eps / 2), -(1 + eps), 1 + 2.0 ** -8, 0.5 - eps / 4, math.pi / 2, math.pi,
              -math.pi, 2 * math.pi, 10.5, -10.5, 30.0, 89.0, -89.0, 710.0, 1e4, 2.0 ** 20 + 0.5, 1e15]
    out = []
    for v in wanted:
        r = float(torch.tensor(v, dtype=torch.float64).to(TORCH_DTYPES[dtype]))
        if math.isfinite(r) and r not in out:
            out.append(r)
    return out


def _tensor(dtype, shape, values):
    return conformance_samples.tensor_spec(dtype, shape, values)


def _specs(entry, dtype, values_of=special_values):
    """Arguments of one special-value call: the op's promoted tensor operands of `dtype` holding
    values_of(dtype) (the first down a column, the others along a row, so a binary op sees every
    pair), masks and conditions alternating, every other argument at its default. None when the
    entry has no such operand."""
    tensors = [n for n in entry.promoted if entry.is_tensor(n)]
    if not tensors:
        return None, None
    values = values_of(dtype)
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


_RUN = 64


def _path_dependent(ir, specs, shape):
    """Flat indices where PyTorch's result on the case's tensors differs from its result on each
    element alone or in a long run of itself (a tie of -0.0 and 0.0 in clamp or maximum keeps one
    zero or the other by whether its vectorized or its scalar loop runs): PyTorch has no one answer
    there."""
    import golden_ops  # tools/golden_ops.py, which imports this module

    args = [golden_ops.build_arg(s) for s in specs]
    dense = [a.expand(shape).contiguous() if isinstance(a, torch.Tensor) and a.dim() else a for a in args]
    try:
        a = golden_ops.call_form(ir, "function", args, None).reshape(-1)
        # Element by element, one-element tensors take PyTorch's scalar loop.
        b = torch.stack([golden_ops.call_form(ir, "function", [d.reshape(-1)[i:i + 1] if isinstance(d, torch.Tensor)
                                                                and d.dim() else d for d in dense], None).reshape(())
                         for i in range(a.numel())])
        # Each element repeated in a long contiguous run takes the vectorized loop, which small
        # tensors of some dtypes never reach (maximum(0.0, -0.0) in float16 keeps 0.0 on eight
        # elements and -0.0 on sixty-four).
        runs = [d.reshape(-1).repeat_interleave(_RUN) if isinstance(d, torch.Tensor) and d.dim() else d
                for d in dense]
        c = golden_ops.call_form(ir, "function", runs, None).reshape(-1, _RUN)[:, _RUN // 2]
    except Exception:
        return set()
    differ = set()
    for other in (b, c):
        if a.dtype.is_floating_point:
            same = (a == other) & (torch.signbit(a) == torch.signbit(other)) | (a.isnan() & other.isnan())
        else:
            same = a == other
        differ |= {int(i) for i in (~same).nonzero().reshape(-1)}
    return differ


# The correctly rounded forms that codegen/functions.yaml's `reference: {precise: ...}` names
# beside mpmath's own.
def _lgamma(x):
    import mpmath
    return mpmath.log(abs(mpmath.gamma(x)))


def _sinc(x):
    import mpmath
    return mpmath.sinpi(x) / (mpmath.pi * x) if x != 0 else mpmath.mpf(1)


def _exp2(x):
    import mpmath
    return mpmath.power(2, x)


def _log2(x):
    import mpmath
    return mpmath.log(x, 2)


def _logit(x):
    import mpmath
    return mpmath.log(x / (1 - x))


def _polygamma(n, x):
    """polygamma(n, x), with PyTorch's infinity at the poles (0 and the negative integers) for
    n >= 1: (-1)^(n+1) inf; digamma's poles stay mpmath's (an error: PyTorch's value stands)."""
    import mpmath
    try:
        return mpmath.polygamma(n, x)
    except ZeroDivisionError:
        if n == 0:
            raise
        return mpmath.inf if n % 2 else -mpmath.inf


def _precise_form(name):
    """The correctly rounded form of an expression function (functions.yaml's `precise`), or None."""
    f = functions.get(name)
    precise = f and f["reference"].get("precise")
    if not precise:
        return None
    if precise.startswith("mpmath."):
        import mpmath
        return getattr(mpmath, precise[len("mpmath."):])
    return globals()[precise]


def _not_correctly_rounded(ir, entry, specs, shape, dtype):
    """Flat indices where PyTorch's floating result of a function with a correctly rounded form (an
    expression that is one call of it: the `sleef` functions of one argument of
    codegen/functions.yaml and polygamma at a given order, whose `precise` names that form) is not the correctly rounded value of its finite argument. There PyTorch gives
    SLEEF's value, which can be a unit off (tan of a subnormal is 0) or, outside SLEEF's accurate
    range, infinity (log1p of float's largest value), or its formula's (sinc(1) is -2.8e-8 in
    float, not 0); opforge may give that or the correctly rounded value, and its accuracy is
    tests/core/test_sleef_math.cpp's and test_special_functions.cpp's to check (within 1 ulp of the
    correctly rounded result)."""
    ast = entry.ast
    if dtype not in ("float16", "bfloat16", "float32", "float64") or ast is None or ast.get("kind") != "call":
        return set()
    fn = _precise_form(ast["function"])
    if fn is None or any(a.get("kind") != "argument" for a in ast["args"]):
        return set()
    # A call of one tensor argument, whose others are absent (logit without eps) or ints, passed as
    # they are (polygamma's order).
    arg_specs = [specs[entry.arg_index[a["name"]]] for a in ast["args"]]
    tensors = [k for k, sp in enumerate(arg_specs) if sp.get("kind") == "tensor"]
    if len(tensors) != 1 or any(sp.get("kind") not in ("tensor", "int", "none") for sp in arg_specs):
        return set()
    ints = {k: sp["value"] for k, sp in enumerate(arg_specs) if sp.get("kind") == "int"}
    import golden_ops  # tools/golden_ops.py, which imports this module
    import mpmath

    args = [golden_ops.build_arg(s) for s in specs]
    try:
        got = golden_ops.call_form(ir, "function", args, None).reshape(-1)
    except RuntimeError:
        return set()  # 1.13 lacks the dtype (float16 tanh): the recorded values are another path's
    x = args[entry.arg_index[ast["args"][tensors[0]]["name"]]].expand(shape).reshape(-1)

    def exact_at(v):
        return fn(*[ints[k] if k in ints else mpmath.mpf(v) for k in range(len(arg_specs))
                    if k in ints or k == tensors[0]])
    open_ = set()
    with mpmath.workprec(256):
        for i in range(x.numel()):
            v = float(x[i])
            if not math.isfinite(v):
                continue
            try:
                exact = exact_at(v)
            except (ValueError, ZeroDivisionError, OverflowError):
                continue  # outside mpmath's reach (erfc of float's largest value): PyTorch's value stands
            if not isinstance(exact, mpmath.mpf) or mpmath.isnan(exact):
                continue
            if exact == 0:
                # A zero result's sign is IEEE's rule, not a rounding: PyTorch's zero stands; a
                # non-zero value where the result is exactly 0 is not correctly rounded.
                if float(got[i]) != 0:
                    open_.add(i)
                continue
            # float16 and bfloat16 compute in float: the float result, rounded again.
            compute = torch.float64 if dtype == "float64" else torch.float32
            want = torch.tensor(float(exact), dtype=torch.float64).to(compute).to(TORCH_DTYPES[dtype])
            have = got[i]
            if bool(want.isinf()) and bool(have.isinf()) and float(want) == float(have):
                continue
            if not (float(want) == float(have) and math.copysign(1, float(want)) == math.copysign(1, float(have))):
                open_.add(i)
    return open_


def _unspecified_zero_ties(entry, specs, shape):
    """Flat indices where fmax or fmin compare a -0.0 with a 0.0: C leaves open which it gives, and
    PyTorch's kernels differ by dtype."""
    ast = entry.ast
    if ast is None or ast.get("kind") != "call" or ast["function"] not in ("fmax", "fmin"):
        return set()
    names = [a.get("name") for a in ast["args"]]
    columns = []
    for n in names:
        spec = specs[entry.arg_index[n]]
        flat = [conformance_samples.element_of(spec, shape, i, spec["dtype"]) for i in range(math.prod(shape))] \
            if spec["kind"] == "tensor" else None
        columns.append(flat)
    if any(c is None for c in columns):
        return set()
    out = set()
    for i, (a, b) in enumerate(zip(*columns)):
        if a == 0 and b == 0 and math.copysign(1, a) != math.copysign(1, b):
            out.add(i)
    return out


def _shift_count_out_of_range(entry, specs, shape, dtype):
    """Flat indices where a shift's count is negative or not below the dtype's width: PyTorch 1.13's
    CPU kernels shift by the count modulo the register's width there (C++'s undefined shift on
    x86), where PyTorch since 2.1 and opforge give 0 or the sign fill (iteration/pointwise_shift.h),
    which the generated test checks against codegen/reference.py."""
    ast = entry.ast
    if ast is None or ast.get("kind") != "call" or \
            ast["function"] not in ("bitwise_left_shift", "bitwise_right_shift"):
        return set()
    count = ast["args"][1]
    if count.get("kind") != "argument" or dtype not in reference.DTYPES:
        return set()
    spec = specs[entry.arg_index[count["name"]]]
    if spec["kind"] != "tensor":
        return set()
    bits = reference.DTYPES[dtype][2]
    out = set()
    for i in range(math.prod(shape)):
        b = conformance_samples.element_of(spec, shape, i, spec["dtype"])
        if not 0 <= b < bits:
            out.add(i)
    return out


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
            regions = [("special_values", special_values)]
            if dtype in ("float16", "bfloat16", "float32", "float64"):
                regions.append(("cancellation", cancellation_values))
            for region, values_of in regions:
                specs, shape = _specs(entry, dtype, values_of)
                if specs is None:
                    continue
                mask = _mask(builder, entry, specs, shape)
                if mask is None:
                    mask = [0] * math.prod(shape)
                open_ = (_path_dependent(ir, specs, shape) | _not_correctly_rounded(ir, entry, specs, shape, dtype)
                         | _unspecified_zero_ties(entry, specs, shape)
                         | _shift_count_out_of_range(entry, specs, shape, dtype))
                mask = [reference.UNCHECKED if v is reference.UNCHECKED or i in open_ else 0 for i, v in enumerate(mask)]
                outcome = {"expect": {"values": mask, "strict": True}}
                yield f"{entry.cname}__{region}__{dtype}", ir, specs, [(ir, "function", outcome)]
