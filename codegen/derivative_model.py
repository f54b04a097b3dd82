"""An entry's `derivatives` (reverse-mode autograd): the backward function each formula becomes, as
calls of opforge's ops on tensors, and what the stub records for it (src/autograd/derived.h).

A formula is a pointwise expression (the front end has parsed and checked it) over the op's
arguments, `grad` (the gradient of the result) and `result`. Tensors are the op's Tensor operands
(a number given for one becomes a 0-dim tensor, as PyTorch wraps it), `grad` and `result`; the
other arguments are Scalars. An operator or call with a tensor among its operands is the op of that
name (`*` is opforge::mul, `cos(x)` opforge::cos); one of Scalars only is computed on the Scalars
(autograd::scalar_arithmetic); `c ? a : b` is where(c, a, b). A reduction's formulas also call
the helpers that read the dims its meta step folded (unreduce, reduced_sum, reduced_count:
src/autograd/derived.h) and a Welford reducer's correction(). The backward runs without grad mode,
so the ops it calls record nothing.
"""

from typing import List, Optional, Set, Tuple

from model_error import ModelError

OPERATOR_OPS = {
    "+": "add", "-": "sub", "*": "mul", "/": "div", "==": "eq", "!=": "ne", "<": "lt", "<=": "le", ">": "gt",
    ">=": "ge", "&&": "logical_and", "||": "logical_or", "&": "bitwise_and", "|": "bitwise_or", "^": "bitwise_xor",
    "%": "remainder",
}
SCALAR_OPERATORS = {"+", "-", "*", "/"}
# A reduction's helpers (codegen/frontend/derivatives.cpp checks where they may be called): each
# takes the saved values after its operands, and gives a tensor or a Scalar.
REDUCTION_HELPERS = {"unreduce": "tensor", "reduced_sum": "tensor", "reduced_count": "scalar"}
# The helpers of every entry: they take their operands only. derived.h's are general; formulas.h
# holds those of particular ops.
FORMULAS_H = {"softmax_backward", "log_softmax_backward", "logsumexp_backward", "clamp_backward", "logit_backward",
              "angle_backward", "imag_backward",
              "cumsum_backward", "value_selecting_backward", "prod_backward", "prod_dim_backward", "nanmean_backward",
              "norm_backward", "norm_dim_backward", "cumprod_backward", "logcumsumexp_backward",
              "masked_select_backward", "matmul_self_backward", "matmul_other_backward", "inner_self_backward",
              "inner_other_backward", "linear_weight_backward", "gather_backward", "index_select_backward",
              "scatter_backward", "msort_backward", "unbind_backward", "clamp_tensor_backward",
              "clamp_min_backward", "clamp_max_backward", "div_mode_self_backward", "div_mode_other_backward",
              "as_strided_backward", "quantile_backward", "quantile_q_backward", "nanquantile_backward",
              "nanquantile_q_backward", "strided_view_backward"}
HELPERS = {"inverse_permutation": "list", "narrow_backward": "tensor", "select_backward": "tensor",
           "diagonal_backward": "tensor", "unfold_backward": "tensor", "cat_backward": "tensors",
           **{name: "tensor" for name in FORMULAS_H}}
# The C++ type of a saved argument, by its base type, and how it is read back from its Scalar.
SCALAR_READS = {"Scalar": ("const Scalar&", ""), "int": ("const int64_t", ".to<int64_t>()"),
                "bool": ("const bool", ".to<bool>()"), "float": ("const double", ".to<double>()")}
# The value saved for a Welford reducer's correction(): its meta step's (reduce::welford::params).
CORRECTION = "correction_"


def camel(base: str) -> str:
    return "".join(part[:1].upper() + part[1:] for part in base.split("_"))


class DerivativeRenderer:
    """Renders a formula's AST as C++ over tensors (kind "tensor") and Scalars (kind "scalar")."""

    def __init__(self, op_name: str, tensors: Set[str], lists: Set[str], inputs: List[str],
                 tensor_lists: Optional[Set[str]] = None, ints: Optional[Set[str]] = None):
        self.op_name = op_name
        self.tensors = tensors
        self.lists = lists  # the int-list arguments
        self.inputs = inputs  # the differentiated inputs, whose sizes sizes(x) reads
        self.tensor_lists = tensor_lists or set()  # `grads` of a Tensor[] result, a Tensor[] input
        self.ints = ints or set()  # the int arguments (read back as int64_t)
        self.ops_called: Set[str] = set()  # the op bases the rendering calls (their headers)
        self.uses_formulas_h = False  # it calls a helper of src/autograd/formulas.h

    def call(self, base: str, args: str) -> str:
        self.ops_called.add(base)
        return f"opforge::{base}({args})"

    def tensor(self, node) -> str:
        text, kind = self.render(node)
        if kind != "tensor":
            raise ModelError(f"{self.op_name}: a derivative must be a tensor expression (it reads grad), "
                             f"not the number {text}")
        return text

    def render(self, n) -> Tuple[str, str]:
        k = n["kind"]
        if k == "argument":
            name = n["name"]
            if name in self.tensor_lists:
                return name, "tensors"
            return name, "tensor" if name in self.tensors else "list" if name in self.lists else "scalar"
        if k == "int":
            return f"Scalar(int64_t{{{n['text']}}})", "scalar"
        if k == "float":
            return f"Scalar({n['text']})", "scalar"
        if k == "bool":
            return f"Scalar({n['text']})", "scalar"
        if k == "unary":
            text, kind = self.render(n["operand"])
            if kind == "scalar":
                if n["op"] != "-":
                    raise ModelError(f"{self.op_name}: '{n['op']}' of a number in a derivative")
                return f"autograd::scalar_arithmetic('-', Scalar(int64_t{{0}}), {text})", "scalar"
            fn = {"-": "neg", "!": "logical_not", "~": "bitwise_not"}[n["op"]]
            return self.call(fn, text), "tensor"
        if k == "binary":
            (a, ka), (b, kb) = self.render(n["lhs"]), self.render(n["rhs"])
            op = n["op"]
            if ka == "scalar" and kb == "scalar":
                if op not in SCALAR_OPERATORS:
                    raise ModelError(f"{self.op_name}: '{op}' of two numbers in a derivative")
                return f"autograd::scalar_arithmetic('{op}', {a}, {b})", "scalar"
            return self.call(OPERATOR_OPS[op], f"{a}, {b}"), "tensor"
        if k == "ternary":
            c = self.tensor(n["condition"])
            (a, _), (b, _) = self.render(n["then"]), self.render(n["else"])
            return self.call("where", f"{c}, {a}, {b}"), "tensor"
        if k == "call" and n["function"] in REDUCTION_HELPERS:
            helper_args = [self.tensor(a) for a in n["args"]] + ["saved"]
            return f"autograd::{n['function']}({', '.join(helper_args)})", REDUCTION_HELPERS[n["function"]]
        if k == "call" and n["function"] == "correction":
            return CORRECTION, "scalar"
        if k == "call" and n["function"] == "sizes":
            if n["args"][0]["name"] in self.tensor_lists:
                return "saved.input_sizes", "sizes"  # a Tensor[] input's: one per tensor
            return f"saved.input_sizes[{self.inputs.index(n['args'][0]['name'])}].span()", "list"
        if k == "call" and n["function"] in HELPERS:
            self.uses_formulas_h = self.uses_formulas_h or n["function"] in FORMULAS_H
            # An int literal is an int here too (scatter_backward(grad, sizes(self), 0, indices)).
            text = ", ".join(f"int64_t{{{a['text']}}}" if a["kind"] == "int" else self.render(a)[0] for a in n["args"])
            kind = HELPERS[n["function"]]
            return f"autograd::{n['function']}({text}){'.span()' if kind == 'list' else ''}", kind
        if k == "call":
            # An int literal passed to an op is an int (transpose(grad, 1, 2)), not a Scalar; so is
            # arithmetic of ints (polygamma(n + 1, self)).
            args = []
            for a in n["args"]:
                int_text = self.int_expression(a)
                args.append((int_text, "scalar") if int_text is not None else self.render(a))
            if n["function"] == "conj" and len(args) == 1 and args[0][1] == "scalar":
                return f"autograd::conj_scalar({args[0][0]})", "scalar"  # conj(alpha): a complex alpha's
            if all(kind not in ("tensor", "tensors") for _, kind in args):
                raise ModelError(f"{self.op_name}: {n['function']} of numbers only in a derivative")
            return self.call(n["function"], ", ".join(text for text, _ in args)), "tensor"
        raise ModelError(f"{self.op_name}: unknown expression node {k}")

    def int_expression(self, n) -> Optional[str]:
        """An int literal, an int argument, or +, - or * of them, as C++ int64_t arithmetic; None for
        anything else."""
        if n["kind"] == "int":
            return f"int64_t{{{n['text']}}}"
        if n["kind"] == "argument" and n["name"] in self.ints:
            return n["name"]
        if n["kind"] == "binary" and n["op"] in ("+", "-", "*"):
            a, b = self.int_expression(n["lhs"]), self.int_expression(n["rhs"])
            if a and b:
                return f"({a} {n['op']} {b})"
        return None


def names_read(node, out: Set[str]) -> Set[str]:
    """The arguments a formula reads, and CORRECTION where it calls correction(). sizes(x) reads
    the sizes the node records, not x."""
    if node["kind"] == "argument":
        out.add(node["name"])
    if node["kind"] == "call" and node["function"] == "correction":
        out.add(CORRECTION)
    if node["kind"] == "call" and node["function"] == "sizes":
        return out
    for key in ("operand", "lhs", "rhs", "condition", "then", "else"):
        if key in node:
            names_read(node[key], out)
    for a in node.get("args", []):
        names_read(a, out)
    return out


class Derivatives:
    """The backward function and the recording of one entry with `derivatives`: a pointwise entry
    (`inputs`, its elementwise operands), a reduction (`reduction`, its stub's meta step), a
    structured kernel or a view."""

    def __init__(self, op, inputs: List, reduction=None, meta_dim: bool = False):
        self.op = op
        # `derivatives: {self: not_implemented, ...}`: PyTorch's NotImplemented node, whose backward
        # raises "derivative for aten::floor_divide is not implemented" (floor_divide_ in place).
        self.not_implemented = any(d.get("not_implemented") for d in op.derivatives)
        self.node_name = "NotImplemented" if self.not_implemented else f"{camel(op.base)}Backward0"
        self.function = f"{op.cname}_backward"
        self.shared = False  # another overload's function, of the same body, serves it (api_forms.py)
        declared = {d["input"]: d for d in op.derivatives if not d.get("not_differentiable")}
        without = {d["input"] for d in op.derivatives if d.get("not_differentiable")}
        # The differentiated inputs (the node's edges), in signature order.
        self.inputs = [a for a in op.args if a.name in declared]
        # The Tensor operands without a formula: an input of theirs that requires grad is an error
        # (unless declared not_differentiable).
        self.undeclared = [a.name for a in op.args if a.base == "Tensor" and a.name not in declared and
                           a.name not in without]
        read: Set[str] = set()
        for d in declared.values():
            if "ast" in d:
                names_read(d["ast"], read)
        operand_names = {a.name for a in inputs if not a.optional}
        # An entry of values and indices differentiates its values; a formula reads the indices by
        # name (max.dim's value_selecting_backward). A reducer's results (var_mean's var and mean)
        # are all differentiated: grad and grad1 are their gradients.
        self.several = len(op.returns) > 1
        self.all_results = self.several and bool(op.is_reduce and op.kernel.reducer)
        if self.several and not self.all_results and any(r.name != "indices" for r in op.returns[1:]):
            raise ModelError(f"{op.name}: derivatives of several results are generated for values and indices, and "
                             f"for a reducer's results")
        tensors = {a.name for a in op.args if a.base == "Tensor" and not a.is_list} | operand_names | \
            {"grad", "result"}
        if self.several:
            tensors.add("grad1" if self.all_results else "indices")
        # A Tensor[] input (cat's tensors: one edge each, its formula a list) and a Tensor[] result
        # (split's pieces: `grads`, their gradients, zeros for a piece that received none).
        self.list_input = next((a.name for a in self.inputs if a.is_list), None)
        self.list_result = op.returns[0].type.is_list
        self.optional_tensors = {a.name for a in op.args if a.base == "Tensor" and a.optional and not a.is_list}
        self.inplace_expr: Optional[str] = None  # set_inplace: where self's values are kept
        self.inplace_cond: Optional[str] = None  # set_inplace: the stub's test of an in-place call
        tensor_lists = ({self.list_input} if self.list_input else set()) | ({"grads"} if self.list_result else set())
        # Int lists, and dims by name read as the dims the stub resolved them to.
        lists = {a.name for a in op.args if a.base in ("int", "Dimname") and a.is_list}
        self.read = read  # what the formulas name
        self.saves_result = "result" in read
        # What the backward reads, saved at the forward: tensors (the operands, then the result),
        # int lists, and Scalars (the other arguments, read back in their own types).
        self.saved_tensors = [a.name for a in op.args if a.name in read and a.name in tensors]
        if self.saves_result:
            self.saved_tensors.append("result")
        if self.several and "indices" in read:
            self.saved_tensors.insert(len(self.saved_tensors) - self.saves_result, "indices")
        # (name, its value at the forward): an optional list absent is empty (nanmean's dim None:
        # every dim, as an empty dim list is), names the dims the stub resolved.
        def saved_list(a):
            if a.base == "Dimname":
                return (a.name, f"{a.name}_resolved")
            return (a.name, f"{a.name} ? DimVector(*{a.name}) : DimVector()" if a.optional else f"DimVector({a.name})")
        self.saved_lists = [saved_list(a) for a in op.args if a.name in read and a.name in lists]
        # Strings (div's rounding_mode), saved as optional strings.
        self.saved_strings = [a.name for a in op.args if a.name in read and a.base == "str"]
        numbers = [a for a in op.args if a.name in read and a.name not in tensors and a.name not in lists and
                   a.base != "str"]
        scalar_args = [a for a in numbers if not a.optional]
        # Optional numbers (clamp's min and max), saved as optional Scalars.
        self.saved_optionals = [(a.name, a.name if a.base == "Scalar" else
                                 f"{a.name} ? std::optional<Scalar>(*{a.name}) : std::nullopt")
                                for a in numbers if a.optional]
        # (name, C++ type, how it is read from its Scalar, its value at the forward). A dim given by
        # name is saved as the dim the stub resolved it to (`<name>_resolved`, Stub._bridge).
        # A scan's or sort's dim is saved as its meta step wrapped it (r.dim), named or not.
        def saved_scalar(a):
            if meta_dim and a.name == "dim":
                return (a.name, *SCALAR_READS["int"], "Scalar(r.dim)")
            if a.base == "Dimname":
                return (a.name, *SCALAR_READS["int"], f"Scalar({a.name}_resolved)")
            return (a.name, *SCALAR_READS[a.base], f"Scalar({a.name})")
        self.saved_scalars = [saved_scalar(a) for a in scalar_args]
        self.resolved = [a.name for a in scalar_args if a.base == "Dimname" and not (meta_dim and a.name == "dim")]
        self.resolved_lists = [a.name for a in op.args if a.name in read and a.base == "Dimname" and a.is_list]
        if CORRECTION in read:
            self.saved_scalars.append((CORRECTION, *SCALAR_READS["Scalar"], "Scalar(params.correction)"))
        self.reduction = reduction
        ints = {a.name for a in op.args if a.base == "int" and not a.is_list and not a.optional}
        renderer = DerivativeRenderer(op.name, tensors, lists, [a.name for a in self.inputs], tensor_lists, ints)
        def formula(a) -> str:
            if declared[a.name].get("not_implemented"):
                return f'autograd::derivative_not_implemented("{op.base}", saved)'
            if not a.is_list:
                return renderer.tensor(declared[a.name]["ast"])
            text, kind = renderer.render(declared[a.name]["ast"])
            if kind != "tensors":
                raise ModelError(f"{op.name}: the derivative of the list {a.name} must give a list of tensors "
                                 f"(cat_backward), not {text}")
            return text
        self.formulas = [(declared[a.name].get("expression", "not_implemented"), formula(a)) for a in self.inputs]
        self.operand_names = operand_names
        # The headers of the ops the backward calls (opforge/ops/<base>.h).
        self.op_headers = sorted(renderer.ops_called)
        self.uses_formulas_h = renderer.uses_formulas_h

    def set_inplace(self, inplace_expr: Optional[str]) -> None:
        """The stub's test of an in-place call (`is_inplace`, `out == &self`), where the entry has
        an in-place form: its node then records too (onto self's history), reading self's values
        from before the kernel where a formula reads self."""
        self.inplace_cond = inplace_expr
        self.inplace_expr = inplace_expr if "self" in self.saved_tensors else None

    def inplace_lines(self) -> List[str]:
        """Before the kernel: self's values kept where an in-place call records and reads self."""
        if not self.inplace_expr:
            return []
        tensor = "autograd::as_tensor(self)" if "self" in self.operand_names else "self"
        return ["std::optional<Tensor> original_self;",
                f"if (history && {self.inplace_expr}) [[unlikely]] original_self = autograd::original_of({tensor});"]

    def record_lines(self, result: str = "result") -> List[str]:
        """The statements of the stub's recording block: the node, and a view op's marks."""
        lines = [self.record_call(result) + ";"]
        if self.op.is_view_kernel:
            lines.append(f"autograd::note_view({self.op.args[0].name}, {result});")
        elif self.list_result and self.op.returns[0].type.alias:
            lines.append(f"autograd::note_views({self.op.args[0].name}, {result});")
        return lines

    @property
    def record_guard(self) -> str:
        """When a view, composite or custom stub records its node: with history, unless the kernel
        gave back its input itself out of place (a conversion to self's own dtype and device, real
        of a real tensor: self, whose history stays as it is, as PyTorch's)."""
        first = self.op.args[0]
        if self.op.returns[0].type.alias and not self.list_result and first.base == "Tensor" and first.type.alias:
            # An in-place form (transpose_) records onto self, which it is.
            if self.inplace_cond:
                return f"history && ({self.inplace_cond} || !result.is_same({first.name}))"
            return f"history && !result.is_same({first.name})"
        return "history"

    def resolve_when_recording(self, name: str, resolved: str) -> None:
        """Saves the dim name `name` as `resolved` computes it at the recording (the stub has no
        `<name>_resolved`)."""
        self.saved_scalars = [(n, cpp, read, f"Scalar({resolved})" if n == name else value)
                              for n, cpp, read, value in self.saved_scalars]

    @property
    def backward_lines(self) -> List[str]:
        """The body of `<cname>_backward(const autograd::SavedValues& saved, const std::vector<Tensor>&
        grad_outputs)`: grad and grad1 are the gradients of results 0 and 1."""
        lines = [f"const Tensor& {g} = grad_outputs[{k}];" for k, g in enumerate(("grad", "grad1")) if g in self.read]
        if self.not_implemented:
            lines.append("static_cast<void>(grad_outputs);  // backward raises PyTorch's error")
        if "grads" in self.read:
            lines.append("const std::vector<Tensor>& grads = grad_outputs;")
        lines += [f"const Tensor& {n} = saved.tensors[{i}];" for i, n in enumerate(self.saved_tensors)]
        lines += [f"const IntArrayRef {n} = saved.int_lists[{i}].span();" for i, (n, _) in enumerate(self.saved_lists)]
        lines += [f"{cpp} {n} = saved.scalars[{i}]{read};"
                  for i, (n, cpp, read, _) in enumerate(self.saved_scalars)]
        lines += [f"const std::optional<Scalar>& {n} = saved.optional_scalars[{i}];"
                  for i, (n, _) in enumerate(self.saved_optionals)]
        lines += [f"const std::optional<std::string>& {n} = saved.strings[{i}];"
                  for i, n in enumerate(self.saved_strings)]
        if self.list_input:
            # One formula gives every tensor's gradient (the engine drops those not needed).
            lines.append(f"return {self.formulas[0][1]};")
            return lines
        lines.append(f"std::vector<Tensor> input_grads({len(self.inputs)});")
        for i, (_, text) in enumerate(self.formulas):
            lines.append(f"if (saved.needs_grad({i})) input_grads[{i}] = {text};")
        lines.append("return input_grads;")
        return lines

    @property
    def comment(self) -> str:
        return "; ".join(f"{a.name}: {expr}" for a, (expr, _) in zip(self.inputs, self.formulas))

    def check_line(self, form: str) -> str:
        """The stub's first statement: PyTorch's errors for in-place and out= calls, and whether the
        call records its node."""
        return (f'const bool history = autograd::check_with_derivative("{self.op.base}", {form}, out, '
                f'{", ".join(a.name for a in self.inputs)});')

    def undeclared_check(self, form: str) -> Optional[str]:
        if not self.undeclared:
            return None
        return (f'autograd::check_without_derivative("{self.op.base}", {form}, true, out, '
                f'{", ".join(self.undeclared)});')

    def record_call(self, result: str = "result") -> str:
        """Records the node of the function form's result, the stub's variable `result` (in the
        stub, after the kernel)."""
        values = f"std::get<0>({result})" if self.several else result

        def tensor_of(n):
            if n == "result":
                return values
            if n == "indices":
                return f"std::get<1>({result})"
            tensor = f"autograd::as_tensor({n})" if n in self.operand_names else n
            if n in self.optional_tensors:
                tensor = f"{n} ? Tensor(*{n}) : Tensor()"  # absent: undefined in the backward
            if n == "self" and self.inplace_expr:
                return f"original_self ? *original_self : Tensor({tensor})"
            return tensor
        fields = []
        if self.saved_tensors:
            fields.append(f".tensors = {{{', '.join(tensor_of(n) for n in self.saved_tensors)}}}")
        if self.saved_scalars:
            fields.append(f".scalars = {{{', '.join(value for *_, value in self.saved_scalars)}}}")
        if self.saved_lists:
            fields.append(f".int_lists = {{{', '.join(value for _, value in self.saved_lists)}}}")
        if self.saved_optionals:
            fields.append(f".optional_scalars = {{{', '.join(value for _, value in self.saved_optionals)}}}")
        if self.saved_strings:
            strings = ", ".join(f"{n} ? std::optional<std::string>(*{n}) : std::nullopt" if self.op.arg[n].optional
                                else f"std::optional<std::string>({n})" for n in self.saved_strings)
            fields.append(f".strings = {{{strings}}}")
        if self.reduction:
            fields.append(f".reduced = {{r.mask, {self.reduction.keepdim}}}")
        if self.saves_result and self.inplace_cond:
            fields.append(f".result_written_in_place = {self.inplace_cond}")
        if self.not_implemented and self.inplace_cond:
            fields.append(f".in_place = {self.inplace_cond}")
        inputs = "{" + ", ".join(f"autograd::input_tensor({a.name})" for a in self.inputs) + "}"
        node_results = f"{{{values}, std::get<1>({result})}}" if self.all_results else values
        if self.list_input:
            inputs = f"autograd::input_list({self.list_input})"
            node_results = f"std::span<const Tensor>(&{values}, 1)"
        elif self.list_result:
            inputs = f"std::vector<const TensorBase*>{inputs}"
        return (f'autograd::record_derived({node_results}, "{self.node_name}", {self.function}, '
                f'{inputs}, {{{", ".join(fields)}}}, {"true" if self.saves_result else "false"})')


def _test_value(op, a, fixed: List[str]) -> Optional[str]:
    """The value a gradient test passes for a non-differentiated argument: `gradcheck`'s, else for
    one without a default a value that fits a [2, 3] self (a reduction's dims: its last, by name
    where the dim is a Dimname); None for one with a default (the call stops before it)."""
    given = op.gradcheck.get(a.name)
    if a.base == "Tensor" and a.name == "index" and given is None:
        fixed.append("const Tensor index = index_tensor({2, 0, 2});")
        return a.name
    if a.base == "Tensor" and any(d["input"] == a.name and d.get("not_differentiable") for d in op.derivatives):
        # to's and type_as's other: a float32 tensor, whose dtype the op takes.
        shape = ", ".join(str(n) for n in given) if given is not None else "2, 3"
        fixed.append(f"const Tensor {a.name} = opforge::ones({{{shape}}}, opforge::kFloat);")
        return a.name
    if a.base == "Tensor":
        shape = ", ".join(str(n) for n in given) if given is not None else "2, 3"
        fixed.append(f"const Tensor {a.name} = alternating_condition({{{shape}}});")
        return a.name
    if given is not None:
        if a.is_list and a.base == "Dimname":
            fixed.append(f"const std::vector<opforge::Dimname> {a.name}{{"
                         f"{', '.join(f'opforge::Dimname({chr(34)}{n}{chr(34)})' for n in given)}}};")
            return f"opforge::DimnameList({a.name})"
        if a.is_list:
            fixed.append(f"const std::vector<int64_t> {a.name}{{{', '.join(str(n) for n in given)}}};")
            return f"opforge::IntArrayRef({a.name})"
        if a.base == "Dimname":
            return f'opforge::Dimname("{given}")'
        if a.base == "int":
            return f"int64_t{{{given}}}"
        return f"opforge::Scalar({given})" if a.base == "Scalar" else given
    if a.default is not None:
        return None
    # An optional without a default gets a value too, so that the test covers it rather than its
    # None (var's correction 0: another than None's 1).
    if a.base == "int":
        if a.is_list:
            fixed.append(f"const std::vector<int64_t> {a.name}{{1}};")
            return f"opforge::IntArrayRef({a.name})"
        return "int64_t{0}" if a.optional else "1"
    if a.base == "Dimname":
        if a.is_list:
            fixed.append(f'const std::vector<opforge::Dimname> {a.name}{{opforge::Dimname("B")}};')
            return f"opforge::DimnameList({a.name})"
        return 'opforge::Dimname("B")'
    raise ModelError(f"{op.name}: a gradient test needs a value for argument {a.name}; give it in 'gradcheck'")


def _test_body(op, passed: List[str]) -> str:
    """The gradient test's function body: the op's result (its function form, else its method);
    an entry of values and indices is checked on its values, a reducer's two results on result 0 +
    2 * result 1 (both gradients at once)."""
    # A sampler draws the same numbers at every point, its seed set first: the finite differences
    # then see how the result follows the inputs, not the draws.
    seed = "opforge::manual_seed(0); " if any(a.base == "Generator" for a in op.args) else ""
    if op.has("function"):
        call = f"{op.variants['function']['qualified_name']}({', '.join(passed)})"
    elif op.has("method"):
        call = f"{passed[0]}.{op.variants['method']['name']}({', '.join(passed[1:])})"
    else:
        # Only in place (copy_, zero_): on a copy of self with history, which the call writes.
        return (f"const Tensor written = {passed[0]}.mul(1); {seed}"
                f"written.{op.variants['inplace']['name']}({', '.join(passed[1:])}); return written;")
    if op.returns[0].type.is_list:
        return f"return flat_cat({call});"  # a Tensor[] result: its pieces flattened into one
    if len(op.returns) == 1:
        return f"{seed}return {call};"
    if op.is_reduce and op.kernel.reducer:
        return f"const auto r = {call}; return std::get<0>(r).add(std::get<1>(r), 2);"
    return f"return std::get<0>({call});"


def gradient_tests(group_ops) -> List[dict]:
    """The generated gradient test of each entry with derivatives (its function form, else its
    method, else its in-place form on a copy of self with history): the differentiated inputs random in float64 (their `gradcheck` shapes, else a [2, 3]
    self and a [3] other, so that the engine undoes a broadcast; self named A, B, ... where the op
    takes a Dimname), the other Tensor operands fixed (an `index` int64 [2, 0, 2], with a repeat; a
    not_differentiable one float32 ones; others a condition of alternating truth), the other
    arguments `gradcheck`'s values, or values that fit (a reduction's dim the last), or their
    defaults."""
    tests = []
    for op in group_ops:
        if not op.derivatives or not (op.has("function") or op.has("method") or op.has("inplace")):
            continue
        if "skip" in op.gradcheck:
            continue  # finite differences contradict the declared derivatives (ops.yaml says why)
        declared = [d["input"] for d in op.derivatives if not d.get("not_differentiable")]
        not_implemented = any(d.get("not_implemented") for d in op.derivatives)
        shapes: List[List[int]] = []
        ranges: dict = {}  # input -> the interval of its random values, where not [0.2, 0.8]
        call: List[Optional[str]] = []
        fixed: List[str] = []
        for a in op.args:
            if a.name in declared and a.is_list:
                # A Tensor[] input (cat's): two [2, 3] tensors, every input of the test.
                call.append("x")
                shapes += [[2, 3], [2, 3]]
            elif a.name in declared:
                call.append(f"x[{len(shapes)}]")
                default = [2, 3] if not shapes else [3]
                given = op.gradcheck.get(a.name, default)
                if isinstance(given, dict):  # {shape: [...], range: [low, high]}
                    if "range" in given:
                        ranges[len(shapes)] = given["range"]
                    given = given.get("shape", default)
                shapes.append(list(given))
            else:
                call.append(_test_value(op, a, fixed))
        while call and call[-1] is None:
            call.pop()
        passed = [c for c in call if c is not None]
        if len(passed) != len(call):
            raise ModelError(f"{op.name}: a gradient test passes every argument before its last one without a "
                             f"default; give the earlier ones values in 'gradcheck'")
        named = any(a.base == "Dimname" for a in op.args)
        capture = ", ".join(n.split("{")[0].split(" = ")[0].split()[-1] for n in fixed)
        dim_names = ", ".join(f'opforge::Dimname("{chr(ord("A") + i)}")' for i in range(len(shapes[0])))
        tests.append({
            "entry": op.name,
            # add's test is add.GradientsMatch...; an overload's names it: where.SelfGradientsMatch...
            "name": f"{camel(op.name.partition('.')[2])}" +
                    ("DerivativeIsNotImplemented" if not_implemented else "GradientsMatchFiniteDifferences"),
            "fixed": fixed,
            "call": f"[{capture}](const std::vector<Tensor>& x) {{ {_test_body(op, passed)} }}",
            "shapes": ", ".join("{" + ", ".join(str(n) for n in shape) + "}" for shape in shapes),
            "names": f"{{{{{dim_names}}}}}" if named else "",
            "ranges": "{" + ", ".join("{" + (f"{ranges[i][0]}, {ranges[i][1]}" if i in ranges else "0.2, 0.8") + "}"
                                      for i in range(len(shapes))) + "}" if ranges else "",
            # The cuda conversion's test moves its input to a CUDA device: skipped without one.
            "needs_cuda": op.base == "cuda",
            # An entry of complex dtypes is checked at complex128 inputs too, in PyTorch's
            # convention for complex gradients.
            "complex": any(d.scalar_type == "ComplexDouble" for d in op.dtypes) and "real_only" not in op.gradcheck
            and not not_implemented,
            "real": "complex_only" not in op.gradcheck,
            # A NotImplemented node: the test checks that the forward records it and that backward
            # raises PyTorch's error.
            "not_implemented": f"derivative for aten::{op.base} is not implemented" if not_implemented else "",
        })
    return tests
