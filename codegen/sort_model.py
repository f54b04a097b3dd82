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


class SortKernel:
    """The generated kernel of one base's sort entries, which share their dtypes."""

    def __init__(self, base: str, ops: List[Op]):
        first = ops[0]
        for op in ops[1:]:
            if op.dtypes != first.dtypes:
                raise ModelError(f"{op.name}: the sort entries of {base} must share one list of dtypes ({first.name}'s)")
        self.base = base
        self.name = f"{base}_sort"
        self.kernel = first.kernel
        self.parameters = ("const TensorBase& input, int64_t dim, bool descending, const TensorBase& values, "
                           "const TensorBase& indices")
        self.dtype_cases = [{"scalar_type": d.scalar_type, "T": element_cpp(d.scalar_type)} for d in first.dtypes]


class SortStub:
    """The meta step, kernel call and results of the stub of a sort entry."""

    def __init__(self, op: Op, out_expr: str):
        k = op.kernel
        cname = "".join(p.capitalize() for p in op.cname.split("_"))
        self.rule_name = f"k{cname}Sort"
        bits = ", ".join(f"ScalarType::{d.scalar_type}" for d in op.dtypes)
        values = k.sort_results[0] == "values"
        self.rule_constant = (f"constexpr dispatch::SortRule {self.rule_name}{{{cpp_string(k.name)}, "
                              f"dispatch::dtype_bits({{{bits}}}), /*returns_values=*/{'true' if values else 'false'}}};")
        stable = op.arg.get("stable")
        descending = "descending" if "descending" in op.arg else "false"
        self.plan = (f"dispatch::plan_sort({self.rule_name}, self, dim, {'stable' if stable else 'false'}, "
                     f"{out_expr})")
        self.kernel = f"{op.base}_sort"
        self.kernel_args = f"r.input, r.dim, {descending}, r.values, r.indices"
        self.results = [f"r.{name}" for name in k.sort_results]
        if len(self.results) != len(op.returns):
            raise ModelError(f"{op.name}: a sort kernel returns its declared results")
