"""A reduce kernel (`kernel: {reduce: ...}`): its functor, and the meta step of its stub.

The functor (generated/src/functors/<base>.h) is the four steps of the entry, rendered onto
opforge::math like a pointwise expression: identity() (lowest and highest are
iteration/reduce_math.h's), map(x), combine(a, b) and finalize(a, n). The CPU and CUDA kernels
(generated/src/cpu/<base>.cpp, cuda/<base>.cu) run it with iteration/declared_reduction.h and
cuda/declared_reduction.cuh over every dtype of the entry. The stub owns every rule: it calls
dispatch::plan_reduction (src/dispatch/reduction.h) with the entry's promotion, dtypes and empty
rule, then the kernel of self's device, then applies names."""

from typing import List, Optional

from model_error import ModelError
from cpp_spelling import REDUCTION_PROMOTIONS, cpp_string, element_cpp, promotion_enum
from expressions import ExpressionRenderer
from op_model import Op



def is_reduction(op: Op) -> bool:
    """Whether the stub makes the op's meta step with dispatch::plan_reduction: a reduce kernel, or a
    custom kernel with a reduction promotion (sum, mean)."""
    return op.is_reduce or (op.kernel_name is not None and op.promotion.kind in REDUCTION_PROMOTIONS)

# The names each step may use, as C++ (constants) or as the functor's parameters.
IDENTITY_CONSTANTS = {"lowest": "math::lowest<Op>()", "highest": "math::highest<Op>()"}


def render_step(step, constants=None) -> Optional[str]:
    if step is None:
        return None
    return ExpressionRenderer(lambda _: False, (), constants=constants or {}).value(step.ast)


def reducer_type(k, element: str) -> str:
    """The C++ type of a reducer kernel's reducer over elements `element` (welford.h's Reducer)."""
    ns = f"reduce::{k.reducer}"
    results = "".join(f", {ns}::Result::{name}" for name, _ in k.reducer_results)
    return f"{ns}::Reducer<{element}{results}>"


class ReduceKernel:
    """The generated kernel of one base's reduce entries (they share one definition; a reducer
    kernel's entries may pass it different arguments)."""

    def __init__(self, base: str, ops: List[Op]):
        first = ops[0]

        def shared(k):
            return (k.reducer, k.reducer_results) if k.reducer else k
        for op in ops[1:]:
            if shared(op.kernel) != shared(first.kernel) or op.dtypes != first.dtypes:
                raise ModelError(f"{op.name}: the reduce entries of {base} must share one kernel and dtypes "
                                 f"({first.name}'s)")
        k = first.kernel
        self.base = base
        self.name = f"{base}_reduce"
        self.kernel = k
        if k.reducer:
            # A reducer kernel: the switch over dtypes runs the reducer; it has no functor.
            self.reducer: Optional[str] = k.reducer
            self.header: Optional[str] = f"iteration/{k.reducer}.h"
            self.parameters = ("const TensorBase& input, const reduce::DimMask& mask, std::span<const TensorBase> results, "
                               f"const reduce::{k.reducer}::Params& params")
            self.description = f"reducer {k.reducer}, storing {', '.join(n for n, _ in k.reducer_results)}"
            self.dtype_cases = [{"scalar_type": d.scalar_type, "T": element_cpp(d.scalar_type),
                                 "reducer": reducer_type(k, element_cpp(d.scalar_type))} for d in first.dtypes]
            return
        self.reducer = None
        self.header = None
        self.parameters = "const TensorBase& input, const reduce::DimMask& mask, const TensorBase& result"
        self.identity = render_step(k.identity, IDENTITY_CONSTANTS)
        self.map = render_step(k.map) or "x"
        self.combine = render_step(k.combine)
        self.finalize = render_step(k.finalize, {"n": "n"}) or "a"
        steps = (("identity", k.identity), ("map", k.map), ("combine", k.combine), ("finalize", k.finalize))
        self.description = "; ".join(f"{key} {step.expression}" for key, step in steps if step)
        # Compute dtypes: the kernel folds elements of these (integers without their wider sums:
        # prod of int8 is computed in int64, after the stub's conversion).
        self.dtype_cases = [{"scalar_type": d.scalar_type, "T": element_cpp(d.scalar_type)} for d in first.dtypes]


def _is_number(text: str) -> bool:
    try:
        float(text)
    except ValueError:
        return False
    return True


class ReduceStub:
    """The meta step and kernel call of the stub of a reduce entry, or of a custom one with a
    reduction promotion (its kernel, cpu::<name> and cuda::<name>, reads bool and integer inputs of
    an int64 result as they are)."""

    def __init__(self, op: Op, out_expr: str):
        promotion = promotion_enum(op, "reduce")
        k = op.kernel
        custom = not op.is_reduce
        cname = "".join(p.capitalize() for p in op.cname.split("_"))
        self.rule_name = f"k{cname}Reduction"
        bits = ", ".join(f"ScalarType::{d.scalar_type}" for d in op.dtypes)
        error_name = op.base if custom else k.name
        empty_raises = not custom and k.empty == "raises"
        # A reducer kernel's results (their dtypes, from the computed one) and its out= rule.
        self.results = [name for name, _ in k.reducer_results] if op.is_reduce and k.reducer else []
        reducer_fields = ""
        if self.results:
            dtypes = ", ".join(f"dispatch::ResultDtype::{'Real' if d == 'real' else 'Computed'}"
                               for _, d in k.reducer_results)
            casts = "true" if op.inplace_cast == "unsafe" else "false"
            reducer_fields = f", {len(self.results)}, {{{dtypes}}}, /*casts_into_out=*/{casts}"
        # A fold whose empty input gives its identity (a literal; no finalize) fills the result with it
        # and runs no kernel, as PyTorch does (dispatch::ReductionRule::empty_fill).
        self.empty_fill = None
        if op.is_reduce and not k.reducer and not k.finalize and not empty_raises:
            assert k.identity is not None, f"{op.name}: a reduce kernel has an identity"
            literal = k.identity.expression.strip()
            self.empty_fill = {"true": "1.0", "false": "0.0"}.get(literal)
            if self.empty_fill is None and _is_number(literal):
                self.empty_fill = repr(float(literal))
        if self.empty_fill is not None:
            reducer_fields = (reducer_fields or ", 1, {}, /*casts_into_out=*/false") + \
                f", /*empty_checks=*/false, /*empty_fill=*/{self.empty_fill}"
        self.rule_constant = (
            f"constexpr dispatch::ReductionRule {self.rule_name}{{{cpp_string(op.base)}, {cpp_string(error_name)}, "
            f"{promotion}, {'true' if empty_raises else 'false'}, "
            f"dispatch::dtype_bits({{{bits}}}), /*integers_as_is=*/{'true' if custom else 'false'}{reducer_fields}}};")
        # The reducer's params, from the op's arguments (welford::params(correction)).
        self.params = (f"reduce::{k.reducer}::params({', '.join(k.reducer_args)})" if self.results else None)
        self.lines: List[str] = []
        dim = op.arg.get("dim")
        if dim is None:
            dims = "std::nullopt"
        elif dim.base == "Dimname":
            if dim.is_list:
                self.lines.append("const DimVector dim_resolved = dispatch::resolve_dims(self, dim);")
                dims = "dim_resolved.span()"
            else:
                self.lines.append("const int64_t dim_resolved = resolve_dim(self, dim);")
                dims = "IntArrayRef(&dim_resolved, 1)"
        elif dim.is_list:
            dims = "dim"
        else:
            dims = "IntArrayRef(&dim, 1)"
        keepdim = "keepdim" if "keepdim" in op.arg else "false"
        self.keepdim = keepdim  # what the derivatives' saved dims record
        dtype = "dtype" if "dtype" in op.arg else "std::nullopt"
        self.plan = f"dispatch::plan_reduction({self.rule_name}, self, {dims}, {keepdim}, {dtype}, {out_expr})"
        self.kernel = op.kernel_name if custom else f"{op.base}_reduce"
