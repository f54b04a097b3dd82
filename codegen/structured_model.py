"""A structured kernel (`kernel: {structured: {shape, name, dtype_errors, outputs}}`): the meta step of
its stub.

The stub calls the hand-written meta::<shape>(arguments) (src/meta/<base>.cpp: the op's own checks
and the sizes of its results, PyTorch's structured meta function), then dispatch::structured_outputs
(src/dispatch/structured.h) with the entry's declared rules (promotion same_dtype, index, or default
over one operand, inplace_cast exact, dtypes and cuda_dtypes, the dtype errors' kernel names, the dtypes
of the results after the first), then the device kernel, cpu::<name> or cuda::<name>
(src/cpu/<base>.cpp, src/cuda/<base>.cu), or with device_generic composite::<name>
(src/composite/<base>.cpp), which only computes into the results."""

from typing import List

from cpp_spelling import base_parameter, cpp_string, promotion_enum
from op_model import Op




def _bits(dtypes) -> str:
    return "dispatch::dtype_bits({" + ", ".join(f"ScalarType::{d['scalar_type']}" for d in dtypes) + "})"


class StructuredStub:
    def __init__(self, op: Op, out_expr: str):
        k = op.kernel
        cname = "".join(p.capitalize() for p in op.cname.split("_"))
        promotion = promotion_enum(op, "structured")
        out_cast = "SameKind" if op.inplace_cast == "same_kind" else "Exact"
        self.rule_name = f"k{cname}Rule"
        self.rule_constant = (
            f"constexpr dispatch::StructuredRule {self.rule_name}{{{_bits(op.ir['dtypes'])}, "
            f"{_bits(op.ir['cuda_dtypes'])}, {cpp_string(k.dtype_error('cpu'))}, {cpp_string(k.dtype_error('cuda'))}, "
            f"{promotion}, dispatch::OutCast::{out_cast}, {cpp_string(k.out_dtype_message)}, "
            f"{'true' if k.empty_skips_dtype_check else 'false'}, {'true' if k.addend else 'false'}}};")
        tensors = [a.name for a in op.args if a.is_tensor and not a.optional]
        # The promotion rule's operands (addmv's mat and vec: self, the addend, takes any dtype),
        # every tensor unless the entry names them.
        self.operands = [n for n in op.promotion.operands if n in tensors] or tensors
        # One list of tensors (cat's) is passed as it is; otherwise the tensors by address.
        self.list_operand = next((a.name for a in op.args if a.base == "Tensor" and a.is_list), None)
        self.device_generic = k.device_generic
        # same_dtype_checks, before the meta function as PyTorch's addmm checks them.
        self.early_checks = [f"dispatch::check_same_dtype({a}, {b}, {cpp_string(t)});"
                             for a, b, t in k.same_dtype_checks]
        # addend: the stub broadcasts it into the result (or takes the k = 0 shortcut) before the
        # kernel, which then adds alpha times its product to beta times the result.
        self.addend = (f"dispatch::prepare_addend({self.rule_name}, shape, {k.addend}, beta, alpha, results[0])"
                       if k.addend else "")
        # starts_from: the stub copies that input into a new or out= result; the kernel updates it.
        self.starts_from = (f"dispatch::copy_start({k.starts_from}, results[0]);" if k.starts_from else "")
        # wraps: each int argument wrapped once, before the meta function, which and the kernels
        # then read it wrapped (PyTorch's "Dimension out of range" text where it is not in range);
        # an int? where it is given; an int list wrapped into a vector the stub keeps, with
        # dim_list_to_bitset's checks.
        lists = {a.name for a in op.args if a.is_list}
        optionals = {a.name for a in op.args if a.type.optional}
        self.wrap_lines = []
        for arg, tensor in k.wraps:
            if arg in lists:
                self.wrap_lines += [f"const DimVector {arg}_wrapped = dispatch::wrap_dim_list({arg}, {tensor}.dim());",
                                    f"{arg} = {arg}_wrapped;"]
            elif arg in optionals:
                self.wrap_lines.append(f"if ({arg}) {arg} = wrap_dim(*{arg}, {tensor}.dim());")
            else:
                self.wrap_lines.append(f"{arg} = wrap_dim({arg}, {tensor}.dim());")
        self.has_inplace = op.has("inplace")
        self.out_expr = out_expr
        self.shape = k.shape
        self.kernel = k.name
        declared = dict(k.outputs)
        self.count = len(op.returns)
        self.extra_dtypes: List[str] = []
        for r in op.returns[1:]:
            assert r.name is not None, f"{op.name}: the front end names the results after the first"
            self.extra_dtypes.append(f"ScalarType::{declared[r.name]}")
        self.results = [f"results[{i}]" for i in range(self.count)]
        self.same_device = tensors if len(tensors) > 1 and not self.list_operand else []
        # The declarations in generated/src/kernels/<base>.h.
        params = ", ".join(f"{a.cpp} {a.name}" for a in op.args)
        result_names = [r.name for r in op.returns] if self.count > 1 else ["result"]
        base_params = ", ".join(base_parameter(a) for a in op.args)
        self.meta_decl = f"dispatch::ResultShape {k.shape}({base_params});"
        # A device-generic kernel (composite::) computes with other ops: it sees Tensors.
        self.composite_kernel_decl = f"void {k.name}({params}, " + \
            ", ".join(f"const Tensor& {n}" for n in result_names) + ");"
        # The CPU and CUDA kernels see tensors as TensorBase, as the meta functions do: their files
        # need no operator methods and do not recompile when an op is added (one that calls an op
        # makes a Tensor of its operand explicitly).
        self.device_kernel_decl = f"void {k.name}({base_params}, " + \
            ", ".join(f"const TensorBase& {n}" for n in result_names) + ");"

    def outputs_call(self) -> str:
        extra = "{" + ", ".join(self.extra_dtypes) + "}"
        if self.list_operand:
            return f"dispatch::structured_outputs({self.rule_name}, shape, {self.list_operand}, {self.out_expr}, {extra}, results)"
        operands = "{" + ", ".join("&" + t for t in self.operands) + "}"
        inplace = "out == &self" if self.has_inplace else "false"
        return f"dispatch::structured_outputs({self.rule_name}, shape, {operands}, {self.out_expr}, {inplace}, {extra}, results)"

    def shape_call(self, args: List[str]) -> str:
        return f"meta::{self.shape}({', '.join(args)})"

    def kernel_args(self, args: List[str]) -> str:
        return ", ".join(list(args) + self.results)


def structured_decls(stubs) -> List[StructuredStub]:
    """One StructuredStub per distinct kernel of a base's structured entries."""
    out, seen = [], set()
    for s in stubs:
        if s.structured and s.structured.kernel not in seen:
            seen.add(s.structured.kernel)
            out.append(s.structured)
    return out
