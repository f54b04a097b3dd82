"""A scan kernel (`kernel: {scan: {identity, combine}}`, or `{scan: {reducer, results}}`: a scanner
of iteration/reducers.h, cummax's): its functor, and the meta step of its stub.

The functor (generated/src/functors/<base>.h) is the entry's identity() and combine(a, b), rendered
onto opforge::math like a reduce kernel's. The CPU and CUDA kernels (generated/src/cpu/<base>.cpp,
cuda/<base>.cu) run it with iteration/declared_scan.h and cuda/declared_scan.cuh over every dtype of
the entry, in PyTorch's accumulation type (iteration/reducers.h's ScanAcc). The stub owns every
rule: it calls dispatch::plan_scan (src/dispatch/scan.h) with the entry's promotion and dtypes,
then the kernel of self's device, then applies names."""

from typing import List

from cpp_spelling import cpp_string, element_cpp, promotion_enum
from model_error import ModelError
from op_model import Op
from reduce_model import IDENTITY_CONSTANTS, render_step


class ScanKernel:
    """The generated kernel of one base's scan entries, which share one definition and dtypes."""

    def __init__(self, base: str, ops: List[Op]):
        first = ops[0]
        for op in ops[1:]:
            if op.kernel != first.kernel or op.dtypes != first.dtypes:
                raise ModelError(f"{op.name}: the scan entries of {base} must share one kernel and dtypes "
                                 f"({first.name}'s)")
        k = first.kernel
        self.base = base
        self.name = f"{base}_scan"
        self.kernel = k
        self.dtype_cases = [{"scalar_type": d.scalar_type, "T": element_cpp(d.scalar_type)} for d in first.dtypes]
        # A scanner kernel (`reducer:`) runs reduce::<reducer>::Scanner (iteration/reducers.h) and
        # stores its results; it has no functor.
        self.scanner = f"reduce::{k.reducer}::Scanner" if k.reducer else None
        if self.scanner:
            self.parameters = "const TensorBase& input, int64_t dim, const TensorBase& values, const TensorBase& indices"
            self.outputs = "values, indices"
            self.description = f"scanner {k.reducer}, storing {', '.join(n for n, _ in k.reducer_results)}"
            return
        self.parameters = "const TensorBase& input, int64_t dim, const TensorBase& result"
        self.outputs = "result"
        assert k.identity is not None and k.combine is not None, f"{base}: a scan kernel has its steps"
        self.identity = render_step(k.identity, IDENTITY_CONSTANTS)
        self.combine = render_step(k.combine)
        self.description = f"identity {k.identity.expression}; combine {k.combine.expression}"


class ScanStub:
    """The meta step and kernel call of the stub of a scan entry."""

    def __init__(self, op: Op, out_expr: str):
        promotion = promotion_enum(op, "scan")
        cname = "".join(p.capitalize() for p in op.cname.split("_"))
        self.rule_name = f"k{cname}Scan"
        bits = ", ".join(f"ScalarType::{d.scalar_type}" for d in op.dtypes)
        k = op.kernel
        assert k.name is not None, f"{op.name}: a scan kernel has a name"
        # A scanner's results: values (self's dtype) and indices (int64).
        self.results = [name for name, _ in k.reducer_results] if k.reducer else []
        scanner_fields = ""
        if self.results:
            dtypes = ", ".join(f"dispatch::ResultDtype::{'Index' if d == 'index' else 'Computed'}"
                               for _, d in k.reducer_results)
            scanner_fields = f", {len(self.results)}, {{{dtypes}}}"
        if k.empty == "checks":
            scanner_fields = (scanner_fields or ", 1, {}") + ", /*casts_into_out=*/false, /*empty_checks=*/true"
        self.rule_constant = (
            f"constexpr dispatch::ReductionRule {self.rule_name}{{{cpp_string(op.base)}, {cpp_string(k.name)}, "
            f"{promotion}, false, dispatch::dtype_bits({{{bits}}}), "
            f"/*integers_as_is=*/false{scanner_fields}}};")
        self.kernel_args = "r.input, r.dim, r.result, r.indices" if self.results else "r.input, r.dim, r.result"
        self.lines: List[str] = []
        dim = op.arg["dim"]
        if dim.base == "Dimname":
            self.lines.append("const int64_t dim_resolved = resolve_dim(self, dim);")
            dims = "dim_resolved"
        else:
            dims = "dim"
        dtype = "dtype" if "dtype" in op.arg else "std::nullopt"
        self.plan = f"dispatch::plan_scan({self.rule_name}, self, {dims}, {dtype}, {out_expr})"
        self.kernel = f"{op.base}_scan"
