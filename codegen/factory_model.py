"""The stub of a factory kernel (ops.yaml `kernel: {factory: <fill>, sizes: ..., dtype_from: ...}`).

The stub owns what PyTorch's factories decide: the dtype (out='s, the dtype argument's, or the
entry's dtype_from rule), the device, layout, pin_memory and memory_format options, out='s checks and
resize, and the names (the names argument's, or a `_like` op's self's), through dispatch/factory.h.
The hand-written parts are a fill function, composite::<fill>(result, value arguments) in
src/composite/<op>.cpp, which fills the new tensor on its device, and where the sizes are computed
(arange, linspace, eye) a meta function, meta::<sizes>(value arguments, dtype) in src/meta/<op>.cpp.
"""

from typing import List

from cpp_spelling import base_parameter
from op_model import Arg, Op

# The arguments of PyTorch's tensor options and of the result's geometry and names: what the stub
# consumes. The others are the op's values, which the fill and sizes functions take.
OPTION_ARGS = ("dtype", "layout", "device", "pin_memory", "memory_format", "names", "size", "stride", "self")


def value_args(op: Op) -> List[Arg]:
    return [a for a in op.args if a.name not in OPTION_ARGS]


class FactoryStub:
    """The lines of a factory entry's stub; its fill and sizes declarations."""

    def __init__(self, op: Op):
        self.op = op
        k = op.kernel
        values = value_args(op)
        names = [a.name for a in values]
        self.fill = None if k.name == "none" else k.name
        self.fill_decl = None
        if self.fill:
            params = ", ".join(["const Tensor& result"] + [f"{a.cpp} {a.name}" for a in values])
            self.fill_decl = f"void {self.fill}({params});"
        self.sizes_decl = None
        # The sizes function takes the values but a generator (sizes draw nothing).
        sized = [a for a in values if a.base != "Generator"]
        if k.sizes:
            params = ", ".join([base_parameter(a) for a in sized] + ["ScalarType dtype"])
            self.sizes_decl = f"DimVector {k.sizes}({params});"
        memory_format = "memory_format" if "memory_format" in op.arg else "std::nullopt"
        lines = [f"const dispatch::FactoryOptions options{{dtype, layout, device, pin_memory, {memory_format}}};"]
        if op.self_arg:
            lines.append("static_cast<void>(out);  // a _like op has no out variant")
            lines.append("Tensor result = dispatch::like_result(self, options);")
        else:
            scalars = [a.name for a in values if a.base == "Scalar" and not a.is_list]
            inferred = {
                "default": "get_default_dtype()",
                "value_kind": f"dispatch::value_kind_dtype({{{', '.join(scalars)}}})",
                "integral_or_default": f"dispatch::integral_or_default_dtype({{{', '.join(scalars)}}})",
                "int64": "kLong",
                "data_kind": "dispatch::nested_list_dtype(data)",
            }[k.dtype_from]
            # (out is nullptr where the entry has no out variant.)
            out = "out"
            lines.append(f"const ScalarType result_dtype = dispatch::factory_dtype(options, {out}, {inferred});")
            # The entry's dtypes, with PyTorch's error naming the kernel of the result's device.
            bits = ", ".join(f"ScalarType::{d.scalar_type}" for d in op.dtypes)
            lines.append(f"dispatch::check_factory_dtype(result_dtype, dispatch::dtype_bits({{{bits}}}), "
                         f'"{k.dtype_error("cpu")}", "{k.dtype_error("cuda")}", options, {out});')
            if "stride" in op.arg:
                lines.append("Tensor result = dispatch::strided_factory_result(size, stride, result_dtype, options);")
            else:
                size = "size"
                if k.sizes:
                    sized_names = [a.name for a in sized]
                    lines.append(f"const DimVector sizes = meta::{k.sizes}({', '.join(sized_names + ['result_dtype'])});")
                    size = "sizes"
                names_arg = "names" if "names" in op.arg else "std::nullopt"
                lines.append(f"Tensor result = dispatch::factory_result({size}, result_dtype, options, {names_arg}, "
                             f"{out});")
        if self.fill:
            # The meta device has no data to fill: sizes, dtype and names are all there is.
            lines.append(f"if (!result.is_meta()) composite::{self.fill}({', '.join(['result'] + names)});")
        lines.append("return result;")
        self.lines = lines
