"""The dispatch stub of an entry: its names plan, checks, out= aliasing guard and kernel call."""

from typing import List, Optional, Tuple

from model_error import ModelError
from cpp_spelling import DEVICE_TYPES, Fn, Param, cpp_string
from derivative_model import Derivatives
from factory_model import FactoryStub
from sampler_model import SamplerStub
from op_model import Arg, Op, reject_placeholders
from pointwise_model import Pointwise
from reduce_model import ReduceStub, is_reduction
from scan_model import ScanStub
from sort_model import SortStub
from structured_model import StructuredStub


class NamesPlan:
    """How a stub computes and applies the op's names.

    before: C++ expression of type MaybeNames computed before the kernel ("" for none);
    reject: C++ statement rejecting named inputs (rule `none`).
    A factory's names are one of its arguments, which its kernel applies as it creates the result."""

    def __init__(self, op: Op, operand_expr):
        self.before = ""
        self.reject = ""
        self.out_reject = ""
        rule = op.names.kind
        if op.names.out == "none" and op.has("out"):
            # The out= overload is outside PyTorch's named-tensor support, its function is not
            # (softmax.int_out): named tensors, the out= tensors' included, are rejected there only.
            out_name = cpp_string("aten::" + op.ir["out_schema_name"])
            outs = ["*out"] if len(op.returns) == 1 else [f"out[{i}]" for i in range(len(op.returns))]
            ops = ", ".join([operand_expr(a.name) for a in op.args if a.is_tensor] + outs)
            when = "out && !is_inplace" if op.is_pointwise else "out"
            self.out_reject = f"if ({when}) dispatch::reject_named_tensors({out_name}, {{{ops}}});"
        operands = op.names.operands
        # A view kernel's names are its geometry's (make_view); a composite that may return self
        # (to) applies its rule as any other composite.
        if op.is_view_kernel and rule != "none" or rule == "custom":
            return
        if rule == "none":
            tensors = [a.name for a in op.args if a.is_tensor]
            if tensors:
                ops = ", ".join(operand_expr(n) for n in tensors)
                # PyTorch names the op whose schema it ran (ops.yaml's schema_name: max.other runs
                # aten::maximum), its out= overload (out_schema_name: where.self_out, add.out,
                # all.out for all.dim) and its in-place one after its base with a trailing _
                # (round_.decimals).
                schema = op.ir["schema_name"]
                name = cpp_string("aten::" + schema)
                if op.has("out"):
                    out_name = cpp_string("aten::" + op.ir["out_schema_name"])
                    if op.is_pointwise:
                        is_out = "out && !is_inplace"
                    else:  # (another stub's in-place call has out == &self)
                        is_out = "out && out != &self" if op.has("inplace") and op.self_arg else "out"
                    name = f"{is_out} ? {out_name} : {name}"
                if op.has("inplace") and op.self_arg:
                    # (A pointwise stub knows is_inplace; another one's in-place call has out == &self.)
                    inplace = "is_inplace" if op.is_pointwise else "out == &self"
                    base, dot, overload = schema.partition(".")
                    name = f"{inplace} ? {cpp_string('aten::' + base + '_' + dot + overload)} : {name}"
                self.reject = f"dispatch::reject_named_tensors({name}, {{{ops}}});"
            return
        if rule == "factory" or op.is_sampler:
            # (A sampler writes into self, which keeps its names, as every in-place op's self.)
            return
        lists = [n for n in operands if op.arg[n].is_list]
        if rule in ("unifies_names_from_inputs", "out_function_semantics"):
            if lists:
                if len(operands) != 1:
                    return
                self.before = f"dispatch::unify_names({operands[0]}, {cpp_string(op.base)})"
            elif len(operands) == 2:
                self.before = f"name_inference::unifies_names_from_inputs({operand_expr(operands[0])}, {operand_expr(operands[1])})"
            else:
                self.before = "name_inference::unifies_names_from_inputs({" + \
                    ", ".join(operand_expr(n) for n in operands) + "})"
        elif rule == "keeps_input_names":
            self.before = f"name_inference::keeps_input_names({operand_expr(operands[0])})"
        elif rule == "contracts_away_dims":
            self.before = "name_inference::contracts_away_dims(" + ", ".join(operand_expr(n) for n in operands) + ")"
        elif rule == "removes_dimensions":
            self.before = self._removes(op, operands[0])
        elif rule == "permutes_dimensions":
            ints = [a.name for a in op.args if a.base == "int" and not a.is_list and not a.optional]
            if len(ints) == 2:
                self.before = f"name_inference::permutes_dimensions({operands[0]}, {ints[0]}, {ints[1]})"

    @staticmethod
    def _removes(op: Op, self_name: str) -> str:
        keepdim = "keepdim" if "keepdim" in op.arg and op.arg["keepdim"].base == "bool" else "false"
        dim = op.arg.get("dim")
        if dim is None:
            return f"dispatch::removes_all_dimensions({self_name})"
        t = dim.type
        if t.base == "int" and not t.is_list and not t.optional:
            return f"name_inference::removes_dimensions({self_name}, IntArrayRef(&dim, 1), {keepdim})"
        if t.base == "int" and t.is_list:
            return f"dispatch::removes_dimensions({self_name}, dim, {keepdim})"
        if t.base == "Dimname" and not t.optional:
            if t.is_list:
                return f"dispatch::removes_named_dimensions({self_name}, dim, {keepdim})"
            return f"dispatch::removes_named_dimensions({self_name}, DimnameList(&dim, 1), {keepdim})"
        return ""


# ---- stubs ---------------------------------------------------------------------------------------

class Stub:
    """The dispatch stub of one entry: `<cname>_stub(...)`, which every variant calls."""

    # The kernel's and stub's out pointer: the in-place self, the out tensor, or (several returns)
    # an array of the out tensors, in return order.
    out_params = ["out"]

    def __init__(self, op: Op):
        self.op = op
        self.name = f"{op.cname}_stub"
        self.pointwise = Pointwise(op) if op.is_pointwise else None
        if self.pointwise:
            pw = self.pointwise
            stub_args = [a for a in op.args if a in pw.inputs or a in pw.extras]
            self.params = []
            for a in stub_args:
                if a in pw.inputs and not a.optional:
                    self.params.append(Param("elementwise::Input", a.name))
                else:
                    self.params.append(Param(a.cpp, a.name))
            self.params += [Param("const Tensor*", "out"), Param("bool", "is_inplace")]
            self.call_args = [a.name for a in stub_args]
            self.ret = "Tensor"

            def operand(n):
                a = op.arg[n]
                return f"dispatch::name_operand({n})" if (a in pw.inputs or a.optional) else n
            self.names = NamesPlan(op, operand)
            self.derivatives = Derivatives(op, pw.inputs) if op.derivatives else None
        else:
            self.derivatives = None
            self.params = [Param(a.cpp, a.name) for a in op.args] + \
                [Param("const Tensor*", n) for n in self.out_params]
            self.call_args = [a.name for a in op.args]
            self.kernel_args = list(self.call_args)  # bridge_to_int_sibling may resolve names here
            self.ret = op.ret
            self.names = NamesPlan(op, lambda n: n)
            # A view's new dims take their names from the argument its kernel declares (new_dim_names).
            self.view_new_names = ""
            if op.is_view_kernel and op.kernel.new_dim_names:
                a = op.arg[op.kernel.new_dim_names]
                self.view_new_names = a.name if a.is_list else f"DimnameList(&{a.name}, 1)"
            # The hand-written kernel's declaration: custom and composite kernels only (kernel_name),
            # less those a reduction stub calls.
            self.kernel_decl: Optional[Fn] = None
            if op.kernel_name is not None and not is_reduction(op):
                self.kernel_decl = Fn(op.ret, op.kernel_name, [Param(a.cpp, a.name) for a in op.args] +
                                      [Param("const Tensor*", n) for n in self.out_params])
        self.device_tensor = self._device_tensor()
        self.out_aliasing = self._out_aliasing()
        self.reduction = None
        if is_reduction(op):
            self.reduction = ReduceStub(op, "aliasing.kernel_out()" if self.out_aliasing else "out")
        if op.derivatives and not self.pointwise:
            self.derivatives = Derivatives(op, [], self.reduction, meta_dim=op.is_scan or op.is_sort)
        self.scan = None
        if op.is_scan:
            # In place, self is the result (plan_scan checks dtype=); out= goes through the aliasing guard.
            out_expr = "aliasing.kernel_out()" if self.out_aliasing else "out"
            if "inplace" in op.variants:
                out_expr = f"out == &self ? out : {out_expr}"
            self.scan = ScanStub(op, out_expr)
        self.sort = None
        if op.is_sort:
            self.sort = SortStub(op, "aliasing.kernel_out()" if self.out_aliasing else "out")
        self.factory = FactoryStub(op) if op.is_factory else None
        self.sampler = SamplerStub(op) if op.is_sampler else None
        self.structured = None
        if op.is_structured:
            # In place, self is the result (structured_outputs checks its sizes); out= goes through
            # the aliasing guard.
            out_expr = "aliasing.kernel_out()" if self.out_aliasing else "out"
            if "inplace" in op.variants:
                out_expr = f"out == &self ? out : {out_expr}"
            self.structured = StructuredStub(op, out_expr)
        # What a composite or custom kernel with the aliasing guard gets as `out`: in place, self
        # itself (the guard leaves it out); the out= tensor or its stand-in otherwise.
        self.kernel_out = "aliasing.kernel_out()"
        if self.out_aliasing and "inplace" in op.variants and op.self_arg:
            self.kernel_out = "out == &self ? out : aliasing.kernel_out()"
        self.bridge_lines: List[str] = []
        self.bridged = False
        self.devices = [DEVICE_TYPES[d] for d in op.devices]
        self.reject_constants, self.rejects = self._rejects()
        self.broadcast_order_check = self._broadcast_order_check()

    @property
    def autograd_check(self) -> List[str]:
        """The stub's autograd check (src/autograd/op_check.h): an entry without derivatives raises
        PyTorch's error for an input that requires grad rather than return a result without
        history; one with them decides whether the result records its node (`history`). Factories
        make new tensors of no input's values and have none."""
        op = self.op
        if op.is_factory:
            return []
        inputs = [a.name for a in op.args if a.base == "Tensor"]
        if not inputs:
            return []
        f = "autograd::CallForm::"
        if self.pointwise:
            form = f"is_inplace ? {f}inplace : out ? {f}out : {f}function"
        elif "inplace" in op.variants and op.self_arg:
            form = f"out == nullptr ? {f}function : out == &self ? {f}inplace : {f}out"
        else:
            form = f"out ? {f}out : {f}function"
        if self.derivatives:
            self.derivatives.set_inplace("is_inplace" if self.pointwise and "inplace" in op.variants else
                                         "out == &self" if "inplace" in op.variants and op.self_arg else None)
            lines = [self.derivatives.check_line(form)]
            undeclared = self.derivatives.undeclared_check(form)
            if undeclared:
                lines.append(undeclared)
            device_generic = op.kernel.kind == "structured" and op.kernel.device_generic
            if (op.kernel_name is not None and not self.reduction) or device_generic:
                # A hand-written kernel computes the values with ops whose results would record
                # their own nodes: with history it runs without grad mode, and the entry's node
                # follows (without history no input requires grad, so its ops record nothing).
                lines.append("std::optional<autograd::NoGradGuard> no_grad;")
                lines.append("if (history) [[unlikely]] no_grad.emplace();")
            return lines + self.derivatives.inplace_lines()
        # A result of a non-differentiable promotion, or no tensor at all (allclose's bool), or of an
        # entry that says `derivatives: not_differentiable` (detach, isclose), has no gradient: such
        # an op runs on tensors that require grad.
        differentiable = op.results_differentiable
        lines = [f'autograd::check_without_derivative("{op.base}", {form}, {"true" if differentiable else "false"}, '
                 f'out, {", ".join(inputs)});']
        if not differentiable and op.kernel_name is not None:
            # A hand-written kernel of a result without gradient (allclose) computes with ops whose
            # results would have one: they run without grad mode, as values.
            lines.append("const autograd::NoGradGuard no_grad;")
        return lines

    def _broadcast_order_check(self) -> str:
        """The out-of-place broadcast in the order ops.yaml lists the operands (PyTorch's tensor a and
        b) where the signature has them in another order, which the kernel follows; in-place variants
        broadcast into self."""
        op = self.op
        if op.broadcast.kind != "elementwise":
            return ""
        listed = list(op.broadcast.operands)
        ordered = [a.name for a in op.args if a.name in listed]
        if listed == ordered:
            return ""
        if len(listed) != 2 or any(op.arg[n].optional for n in listed):
            raise ModelError(f"{op.name}: a broadcast order other than the signature's is supported for two "
                             "required operands")
        not_inplace = "!is_inplace" if op.is_pointwise else ("out != &self" if op.self_arg else "true")
        return f"if ({not_inplace}) dispatch::check_broadcast_order({listed[0]}, {listed[1]});"

    def _rejects(self) -> Tuple[List[str], List[str]]:
        """ops.yaml `rejects`: namespace-scope dtype sets and the stub's checks, in file order."""
        op = self.op
        constants, checks = [], []
        if op.is_pointwise:
            variant_conditions = {"function": "out == nullptr", "method": "out == nullptr", "inplace": "is_inplace",
                                  "out": "(out != nullptr && !is_inplace)"}
        else:
            self_expr = "&self" if op.self_arg else None
            variant_conditions = {"function": "out == nullptr", "method": "out == nullptr",
                                  "inplace": f"out == {self_expr}",
                                  "out": f"(out != nullptr && out != {self_expr})" if self_expr else "out != nullptr"}
        for i, r in enumerate(op.rejects):
            conds = []
            variants = r.variants
            if set(variants) != set(op.variants):
                alts = list(dict.fromkeys(variant_conditions[v] for v in variants))
                conds.append(alts[0] if len(alts) == 1 else "(" + " || ".join(alts) + ")")
            for j, c in enumerate(r.when):
                if c.compare:
                    conds.append(f"{c.operands[0]} {c.compare} {c.value}")
                    continue
                if c.differs_from:
                    conds.append(f"dispatch::dtypes_differ(dispatch::operand_dtype({c.operands[0]}), "
                                 f"dispatch::operand_dtype({c.differs_from}))")
                    continue
                name = f"k{''.join(p.capitalize() for p in op.cname.split('_'))}Reject{i}Dtypes{j}"
                members = ", ".join(f"ScalarType::{d.scalar_type}" for d in c.dtypes)
                constants.append(f"constexpr uint64_t {name} = dispatch::dtype_bits({{{members}}});")
                operands = [f"dispatch::operand_dtype({o})" for o in c.operands]
                if len(operands) == 1:
                    conds.append(f"dispatch::dtype_in({operands[0]}, {name})")
                else:
                    fn = "any_dtype_in" if c.quantifier == "any" else "all_dtypes_in"
                    conds.append(f"dispatch::{fn}({name}, {{{', '.join(operands)}}})")
            named = reject_placeholders(r.message)
            if named:
                # "... but got {self}": each placeholder the operand's dtype, formatted when it raises.
                dtypes = ", ".join(f'{{"{n}", dispatch::operand_dtype({n})}}' for n in named)
                checks.append(f"if ({' && '.join(conds)}) "
                              f"dispatch::reject<{r.error}>({cpp_string(r.message)}, {{{dtypes}}});")
            else:
                checks.append(f"if ({' && '.join(conds)}) dispatch::reject<{r.error}>({cpp_string(r.message)});")
        return constants, checks

    def bridge_to_int_sibling(self, stubs: List["Stub"]) -> None:
        """A Dimname entry whose kernel is its int sibling's (max.names_dim and max.dim, squeeze.dimname
        and squeeze.dim): the stub resolves the names to dims (resolve_dim, PyTorch's errors) and
        calls the int kernel, so no kernel is written twice. The sibling has the same kernel and
        argument names, with int where this entry has Dimname and int[] where it has Dimname[]."""
        op = self.op
        named = [a for a in op.args if a.base == "Dimname"]
        if not named:
            return
        for other in stubs:
            o = other.op
            if o is op or (o.kernel.kind, o.kernel.name) != (op.kernel.kind, op.kernel.name) or \
                    [a.name for a in o.args] != [a.name for a in op.args]:
                continue
            resolved = [a for a in named if o.arg[a.name].base == "int"]
            if resolved and all(self._bridges(a, o.arg[a.name]) for a in op.args):
                self._bridge(resolved)
                return

    @staticmethod
    def _bridges(a: Arg, b: Arg) -> bool:
        # A Dimname the sibling also takes as a Dimname (flatten's out_dim) passes through.
        if a.base != "Dimname" or a.cpp == b.cpp:
            return a.cpp == b.cpp
        return b.base == "int" and a.is_list == b.is_list

    def check_resolved_dims(self) -> None:
        """A formula that reads a dim given by name reads the dim the stub resolved it to; a stub
        that resolves none (a composite's kernel resolves its own) resolves it when it records."""
        d = self.derivatives
        if d is None:
            return
        declared = "\n".join(self.bridge_lines + (self.reduction.lines if self.reduction else []))
        for name in d.resolved:
            if f"const int64_t {name}_resolved" not in declared:
                tensor = next(a for a in self.op.args if a.base == "Tensor")
                anchor = tensor.name if not tensor.is_list else f"dispatch::first_tensor({tensor.name})"
                d.resolve_when_recording(name, f"resolve_dim({anchor}, {name})")
        for name in d.resolved_lists:
            if f"const DimVector {name}_resolved" not in declared:
                raise ModelError(f"{self.op.name}: its derivatives read the dim names {name}, which its stub does "
                                 f"not resolve to dims")

    def _bridge(self, named: List[Arg]) -> None:
        op = self.op
        tensor = next(a for a in op.args if a.base == "Tensor")
        anchor = tensor.name if not tensor.is_list else f"dispatch::first_tensor({tensor.name})"
        for a in named:
            index = f"{a.name}_resolved"
            if a.is_list:
                self.bridge_lines.append(f"const DimVector {index} = dispatch::resolve_dims({anchor}, {a.name});")
                replacement = f"{index}.span()"
            else:
                self.bridge_lines.append(f"const int64_t {index} = resolve_dim({anchor}, {a.name});")
                replacement = index
            self.kernel_args = [replacement if c == a.name else c for c in self.kernel_args]
        self.bridged = True

    def _out_aliasing(self) -> Optional[dict]:
        """The out= aliasing guard (src/dispatch/out_aliasing.h) of a custom op with an out variant and
        tensor inputs: its out pointer for the out variant only, its output count, the inputs it reads.
        Elementwise ops are left to the elementwise iterator, which applies TensorIterator's rules."""
        op = self.op
        if self.pointwise or "out" not in op.variants or op.broadcast.kind == "elementwise":
            return None
        inputs = [a.name for a in op.args if a.base == "Tensor"]
        if not inputs:
            return None
        out = "out == &self ? nullptr : out" if "inplace" in op.variants and op.self_arg else "out"
        return {"out": out, "count": len(op.returns), "inputs": inputs}

    def _device_tensor(self) -> str:
        for a in self.op.args:
            if a.is_tensor and not a.optional:
                return a.name
        return ""

    @property
    def head(self) -> str:
        return f"{self.ret} {self.name}({', '.join(p.decl(False) for p in self.params)})"

    @property
    def input_adds(self) -> List[str]:
        """Statements filling `inputs` (an elementwise::InputList) in signature order."""
        pw = self.pointwise
        assert pw is not None, f"{self.op.name}: only a pointwise stub has iterator inputs"
        out = []
        for a, promoted in zip(pw.inputs, pw.promoted):
            flag = "true" if promoted else "false"
            if a.optional:
                out.append(f"if ({a.name}) inputs.add(*{a.name}, {flag});")
            else:
                out.append(f"inputs.add({a.name}, {flag});")
        return out

    @property
    def device_cases(self) -> List[Tuple[str, bool]]:
        """(DeviceType enumerator, whether the op runs there) for CPU, CUDA and the meta device."""
        return [(t, t in self.devices) for t in ("CPU", "CUDA", "Meta")]

    @property
    def supported_devices(self) -> str:
        return "[" + ", ".join(self.op.devices) + "]"

    @property
    def results(self) -> List[str]:
        """C++ expressions of the result tensors of `result` (custom stubs)."""
        if len(self.op.returns) == 1:
            return ["result"]
        return [f"std::get<{i}>(result)" for i in range(len(self.op.returns))]

    def call(self, out_ptrs: List[str], inplace: bool, self_expr: str = "self") -> str:
        args = [self_expr if a == "self" else a for a in self.call_args] + out_ptrs
        if self.pointwise:
            args.append("true" if inplace else "false")
        return f"{self.name}({', '.join(args)})"
