"""A sort kernel (`kernel: {sort: {results: [values, indices]}}`): the meta step of its stub and its
kernels.

The CPU and CUDA kernels (generated/src/cpu/<base>.cpp, cuda/<base>.cu) are a switch over the
entry's dtypes running iteration/sort.h's loop and cuda/sort.cuh's, which sort by the one order of
iteration/sort_order.h. The stub owns every rule: dispatch::plan_sort (src/dispatch/sort.h) wraps
the dim, checks out= and the dtypes, and makes both results (argsort's values are a scratch tensor),
then the kernel of self's device runs, then the stub returns the declared results."""

from typing import List

from cpp_spelling import cpp_string, element_cpp
from model_error import ModelError
from op_model import Op


# ops.yaml's `select:` as the runtime's sort_select::Pick.
PICKS = {"all": "All", "first_k": "FirstK", "kth": "Kth", "median": "Median", "nanmedian": "NanMedian",
         "mode": "Mode"}


class SortKernel:
    """The generated kernel of one base's sort entries, which share their dtypes: a switch over them
    into the sort loop every entry shares (iteration/sort.h, cuda/sort.cuh, instantiated once for
    every dtype in src/cpu/sort_lines.cpp and src/cuda/sort_lines.cu)."""

    def __init__(self, base: str, ops: List[Op]):
        first = ops[0]
        for op in ops[1:]:
            if op.dtypes != first.dtypes:
                raise ModelError(f"{op.name}: the sort entries of {base} must share one list of dtypes ({first.name}'s)")
        self.base = base
        self.name = f"{base}_sort"
        self.kernel = first.kernel
        self.parameters = ("const TensorBase& input, int64_t dim, sort_select::Selection selection, const TensorBase& values, "
                           "const TensorBase& indices")
        self.dtype_cases = [{"scalar_type": d.scalar_type, "T": element_cpp(d.scalar_type)} for d in first.dtypes]


class SortStub:
    """The meta step, kernel call and results of the stub of a sort entry."""

    def __init__(self, op: Op, out_expr: str):
        k = op.kernel
        assert k.name is not None, f"{op.name}: a sort kernel has a name"
        cname = "".join(p.capitalize() for p in op.cname.split("_"))
        self.rule_name = f"k{cname}Sort"
        bits = ", ".join(f"ScalarType::{d.scalar_type}" for d in op.dtypes)
        values = k.sort_results[0] == "values"
        results = {"values": 0, "indices": 1}
        texts = ", ".join(f"dispatch::OutDtypeText{{{results[r]}, {cpp_string(t)}}}" for r, t in k.sort_out_texts)
        self.rule_constant = (f"constexpr dispatch::SortRule {self.rule_name}{{{cpp_string(k.name)}, "
                              f"dispatch::dtype_bits({{{bits}}}), /*returns_values=*/{'true' if values else 'false'}, "
                              f"sort_select::Pick::{PICKS[k.sort_select]}"
                              + (f", {{{texts}}}" if texts else "") + "};")
        self.lines: List[str] = []
        if "sorted" in op.arg:
            self.lines.append("static_cast<void>(sorted);  // always sorted: an order sorted=False allows")
        dim = op.arg.get("dim")
        if dim is None:
            dim_expr = "std::nullopt"
        elif dim.base == "Dimname":
            self.lines.append("const int64_t dim_resolved = resolve_dim(self, dim);")
            dim_expr = "dim_resolved"
        else:
            dim_expr = "dim"
        fields = [f".dim = {dim_expr}"]
        if "k" in op.arg:
            fields.append(".k = k")
        descending = "descending" if "descending" in op.arg else "largest" if "largest" in op.arg else None
        if descending:
            fields.append(f".descending = {descending}")
        if "keepdim" in op.arg:
            fields.append(".keepdim = keepdim")
        if "stable" in op.arg:
            fields.append(".stable = stable")
        self.plan = f"dispatch::plan_sort({self.rule_name}, self, {{{', '.join(fields)}}}, {out_expr})"
        self.kernel = f"{op.base}_sort"
        self.kernel_args = "r.input, r.dim, r.selection, r.kernel_values, r.kernel_indices"
        self.results = [f"r.{name}" for name in k.sort_results]
        if len(self.results) != len(op.returns):
            raise ModelError(f"{op.name}: a sort kernel returns its declared results")
