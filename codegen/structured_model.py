"""A structured kernel (`kernel: {structured: {shape, name, dtype_errors}}`): the meta step of its stub.

The stub calls the hand-written meta::<shape>(arguments) (src/meta/<base>.cpp: the op's own checks
and the result's sizes, PyTorch's structured meta function), then dispatch::structured_output
(src/dispatch/structured.h) with the entry's declared rules (promotion same_dtype, inplace_cast
exact, dtypes and cuda_dtypes, the dtype errors' kernel names), then the device kernel,
cpu::<name> or cuda::<name> (src/cpu/<base>.cpp, src/cuda/<base>.cu), which only computes into
the result."""

from typing import List

from cpp_spelling import cpp_string
from op_model import Op


def _bits(dtypes) -> str:
    return "dispatch::dtype_bits({" + ", ".join(f"ScalarType::{d['scalar_type']}" for d in dtypes) + "})"


class StructuredStub:
    def __init__(self, op: Op, out_expr: str):
        k = op.kernel
        errors = dict(k.dtype_errors)
        cname = "".join(p.capitalize() for p in op.cname.split("_"))
        self.rule_name = f"k{cname}Rule"
        self.rule_constant = (
            f"constexpr dispatch::StructuredRule {self.rule_name}{{{_bits(op.ir['dtypes'])}, "
            f"{_bits(op.ir['cuda_dtypes'])}, {cpp_string(errors['cpu'])}, {cpp_string(errors['cuda'])}}};")
        tensors = [a.name for a in op.args if a.is_tensor and not a.optional]
        args = [a.name for a in op.args]
        self.shape_call = f"meta::{k.shape}({', '.join(args)})"
        self.output = (f"dispatch::structured_output({self.rule_name}, sizes, {{{', '.join('&' + t for t in tensors)}}}, "
                       f"{out_expr})")
        self.kernel = k.name
        self.kernel_args = args + ["result"]
        self.same_device = tensors if len(tensors) > 1 else []
        self.device_tensor = tensors[0]
        # The declarations in generated/src/kernels/<base>.h.
        params = ", ".join(f"{a.cpp} {a.name}" for a in op.args)
        self.meta_decl = f"DimVector {k.shape}({params});"
        self.kernel_decl = f"void {k.name}({params}, const Tensor& result);"


def structured_decls(stubs) -> List[StructuredStub]:
    """One StructuredStub per distinct kernel of a base's structured entries."""
    out, seen = [], set()
    for s in stubs:
        if s.structured and s.structured.kernel not in seen:
            seen.add(s.structured.kernel)
            out.append(s.structured)
    return out
