"""The pointwise kernel of an entry: its iterator inputs, extras and functors."""

import itertools
from dataclasses import dataclass, field
from typing import List, Optional, Tuple

from model_error import ModelError
from cpp_spelling import INPLACE_CAST_ENUM, REAL_OF_COMPLEX, cpp_string, element_cpp, promotion_enum
import functions
from expressions import (
    BINARY_FUNCTIONS, ExpressionRenderer, pow_exponents, referenced_names, selected_arguments, subtracted_arguments,
    walk)
from op_model import Op


@dataclass
class Functor:
    name: str          # struct name in opforge::functors
    members: List[Tuple[str, str]]   # (type, name)
    params: List[str]  # operator() parameter names (each of type Op)
    expression: str
    condition: str     # C++ condition over the presence flags selecting this functor ("" when one)
    fast_expression: Optional[str] = None  # with the fast forms, when the expression calls any
    wide_form: Optional[str] = None  # the unary function with a wide form the whole expression is, if one
    binary_form: Optional[str] = None  # the binary one (as rendered: pow_by_scalar), if one
    sleef_form: Optional[str] = None  # the unary function with a SLEEF vector form the whole expression is, if one
    sleef_binary_form: Optional[str] = None  # the binary one (fmod, remainder, floor_divide), if one
    # (name, C++ literal) of the Scalar arguments this functor has as constants at their defaults
    # (the name's value, in the compute type, must equal the literal for the kernel to pick it).
    at_defaults: List[Tuple[str, str]] = field(default_factory=list)
    product_form: bool = False  # exactly the product of its two inputs, in order
    # The name of an earlier functor of the same base with the same members, parameters and
    # expressions, which this one is an alias of (Group.__init__); None when it is its own.
    alias_of: Optional[str] = None

    def body_key(self) -> tuple:
        """What makes two functors the same type: everything the struct's text is made of."""
        return (tuple(self.members), tuple(self.params), self.expression, self.fast_expression, self.wide_form,
                self.binary_form, self.sleef_form, self.sleef_binary_form, self.product_form)


class Pointwise:
    """The kernel side of a pointwise entry."""

    def __init__(self, op: Op):
        self.op = op
        ast = op.kernel.ast
        self.expression = op.kernel.expression
        operands = set(op.broadcast.operands) | set(op.promotion.operands)
        if op.broadcast.kind == "none":
            operands |= {a.name for a in op.args if a.is_tensor}
        self.inputs = [a for a in op.args if (a.is_tensor or a.is_scalar) and a.name in operands]
        if not self.inputs:
            raise ModelError(f"{op.name}: a pointwise op needs a Tensor operand to iterate over")
        if len(self.inputs) > 3:
            raise ModelError(f"{op.name}: pointwise kernels take at most 3 inputs")
        input_names = {a.name for a in self.inputs}
        used = referenced_names(ast)
        self.extras = [a for a in op.args if a.name in used and a.name not in input_names]
        # Optional arguments with a value in the storage type when absent (functions.yaml `absent`:
        # nan_to_num's posinf) are members of every functor, not a reason for several.
        self.storage_values = self._storage_values(ast)
        self.optionals = [a for a in self.inputs + self.extras if a.optional and a.name not in self.storage_values]
        self.promoted = [a.name in op.promotion.operands for a in self.inputs]
        self.promotion_enum = promotion_enum(op, "pointwise")
        if op.inplace_cast not in INPLACE_CAST_ENUM:
            raise ModelError(f"{op.name}: inplace_cast {op.inplace_cast} is not one pointwise ops support")
        self.inplace_cast_enum = INPLACE_CAST_ENUM[op.inplace_cast]
        self.dtype_cases = [self._dtype_case(d.scalar_type) for d in op.dtypes]
        self.bound_pairs = self._bound_pairs(ast)
        self.functors = self._functors(ast)
        # The headers of the math:: functions it calls beyond pointwise_math.h (functions.yaml `header`).
        self.headers = sorted({h for n in walk(ast) if n["kind"] == "call" and (h := functions.header(n["function"]))})
        self.kernel_params = ["const elementwise::ElementwiseIter& iter"] + \
            [f"{a.cpp} {a.name}" for a in self.extras] + \
            [f"bool has_{a.name}" for a in self.inputs if a.optional]
        self.kernel_args = ["iter"] + [a.name for a in self.extras] + \
            [f"{a.name}.has_value()" for a in self.inputs if a.optional]
        self.host_checks = self._host_checks(ast)
        # Checks before anything else: a clamp needs at least one of its optional bounds.
        self.early_checks = [self.bounds_check(pair) for pair in self.bound_pairs]
        self.destination_checks = []
        if op.inplace_cast == "complex_to_float":
            same_kind = "true" if op.promotion.kind == "int_to_float_complex_to_float" else "false"
            self.destination_checks.append(
                f"pointwise_checks::check_complex_to_float_cast(inputs, *out, /*same_kind=*/{same_kind});")
        if op.inplace_cast == "bool_out":
            message = cpp_string(f"{op.base} does not support non-boolean outputs.")
            self.destination_checks.append(
                f"OPFORGE_CHECK(out->dtype() == ScalarType::Bool, RuntimeError, {message});")
        if op.inplace_cast == "same_as_input":
            message = cpp_string(f"{op.base}: dtype of out: {{}} should be same as input: {{}}")
            self.destination_checks.append(
                f"OPFORGE_CHECK(out->dtype() == dispatch::operand_dtype(self), RuntimeError, {message}, "
                "cpp_name(out->dtype()), cpp_name(dispatch::operand_dtype(self)));")

    def _dtype_case(self, st: str) -> dict:
        t = element_cpp(st)
        kind = self.op.promotion.kind
        if kind == "always_bool":
            r = "bool"
        elif kind in ("complex_to_float", "int_to_float_complex_to_float") and st in REAL_OF_COMPLEX:
            r = REAL_OF_COMPLEX[st]
        else:
            r = t
        return {"scalar_type": st, "T": t, "R": r}

    def _storage_values(self, ast) -> dict:
        """name -> the C++ value when absent (math::storage_value's `absent`) of each optional
        Scalar or float argument in a parameter of a function with functions.yaml `absent`."""
        out = {}
        markers = {"largest": "math::LargestFinite{}", "lowest": "math::LowestFinite{}"}
        for n in walk(ast):
            values = functions.absent_values(n["function"]) if n["kind"] == "call" else []
            first = functions.optional_from(n["function"]) if values else None
            for arg, value in zip(n["args"][first:] if values else [], values):
                if arg["kind"] == "argument" and self.op.arg[arg["name"]].optional:
                    if self.op.arg[arg["name"]].base != "float":
                        raise ModelError(f"{self.op.name}: {arg['name']} takes a value of the storage type when absent "
                                         "(functions.yaml `absent`), which needs a float? argument")
                    out[arg["name"]] = markers.get(value, f"{value}.0" if value.lstrip("-").isdigit() else value)
        return out

    def _bound_pairs(self, ast) -> List[List[str]]:
        """The two optional arguments of each call of a function with optional parameters
        (functions.yaml `optional_from`: clamp's bounds) that has two: a call must be given at least
        one of them (early_checks), so the kernels never see both absent."""
        pairs = []
        for n in walk(ast):
            first = functions.optional_from(n["function"]) if n["kind"] == "call" else None
            if first is not None:
                bounds = [b["name"] for b in n["args"][first:] if b["kind"] == "argument" and
                          self.op.arg[b["name"]].optional]
                if len(bounds) == 2 and bounds not in pairs:
                    pairs.append(bounds)
        return pairs

    def _functors(self, ast) -> List[Functor]:
        """One functor for each combination of present and absent optional arguments that a call
        can have; a combination the early checks reject gets none (a quarter of clamp's kernels).
        With Scalar extras that have a numeric default (add's alpha=1), each combination first gets
        a functor with them as constants at their defaults (see case_functors)."""
        out = []
        opt_names = [a.name for a in self.optionals]
        defaulted = [(a.name, a.default.text) for a in self.extras
                     if a.is_scalar and not a.optional and a.default and a.default.kind in ("int", "float")]
        default_choices: List[List[Tuple[str, str]]] = [defaulted, []] if defaulted else [[]]
        for present in itertools.product((True, False), repeat=len(opt_names)):
            absent = {n for n, p in zip(opt_names, present) if not p}
            if any(set(pair) <= absent for pair in self.bound_pairs):
                continue
            suffix = "".join(f"_{n}" for n, p in zip(opt_names, present) if p)
            if opt_names and not any(present):
                suffix = "_unbounded"  # no clamp call in the expression: nothing rejects it
            conds = []
            for n, p in zip(opt_names, present):
                flag = f"has_{n}" if n in {a.name for a in self.inputs} else f"{n}.has_value()"
                conds.append(flag if p else f"!{flag}")
            for at_defaults in default_choices:
                constants = dict(at_defaults)
                renderer = ExpressionRenderer(lambda n: self.op.arg[n].base == "bool", absent, constants=constants,
                                              scalar_args=[a.name for a in self.op.args if a.is_scalar])
                name = self.op.cname + suffix + ("_at_defaults" if at_defaults else "")
                members = [("bool" if a.base == "bool" else "Op", a.name) for a in self.extras
                           if a.name not in absent and a.name not in constants]
                params = [a.name for a in self.inputs if a.name not in absent]
                fast = None
                if any(n["kind"] == "call" and functions.is_fast(n["function"]) for n in walk(ast)):
                    fast_renderer = ExpressionRenderer(renderer.is_bool_arg, absent, fast=True, constants=constants,
                                                       scalar_args=renderer.scalar_args)
                    fast = fast_renderer.render(ast)[0]
                wide = sleef = None
                # An absent optional argument is no argument of the call here: logit(self, eps)
                # without eps is the one-argument function sleef::Function::logit.
                call_args = [a for a in ast.get("args", []) if not (a["kind"] == "argument" and a["name"] in absent)]
                if (ast["kind"] == "call" and not members
                        and len(params) == 1 and len(call_args) == 1
                        and call_args[0]["kind"] == "argument" and call_args[0]["name"] == params[0]):
                    wide = ast["function"] if functions.is_wide(ast["function"]) else None
                    sleef = ast["function"] if functions.is_sleef(ast["function"]) else None
                binary = sleef_binary = None
                if (ast["kind"] == "call" and not members and len(params) == 2
                        and [a["kind"] for a in ast["args"]] == ["argument", "argument"]
                        and [a["name"] for a in ast["args"]] == params):
                    binary = renderer.math_function(ast) if functions.is_wide(ast["function"]) else None
                    sleef_binary = ast["function"] if functions.is_sleef(ast["function"]) else None
                product = (ast["kind"] == "binary" and ast["op"] == "*" and not members and len(params) == 2
                           and [ast["lhs"].get("name"), ast["rhs"].get("name")] == params
                           and ast["lhs"]["kind"] == ast["rhs"]["kind"] == "argument")
                out.append(Functor(name, members, params, renderer.render(ast)[0], " && ".join(conds), fast,
                                   wide, binary, sleef, sleef_binary, at_defaults, product_form=product))
        return out

    def case_functors(self, case: dict, cuda: bool = False) -> List[Functor]:
        """The functors a dtype case's kernel picks from, in the order of its branches.

        The functors with constants at their defaults are for the CPU's real dtypes: a kernel of
        add_out over 1e3 in-cache floats took 125 ns with alpha a run-time 1 (a multiply and an add
        per vector, as -ffp-contract=off keeps them apart) and 84 ns with the constant, which the
        compiler folds away (x * 1 is x, for every real x). Complex dtypes gain nothing from it, as
        (1 + 0i) * z keeps its products (0 * inf is NaN), nor do CUDA's kernels, which stay at the
        memory's speed; neither gets those functors, which would only add compile time."""
        if cuda or case["scalar_type"] in REAL_OF_COMPLEX:
            return [f for f in self.functors if not f.at_defaults]
        return self.functors

    def branch(self, functors: List[Functor], i: int) -> str:
        """The `if (...) ` / `else if (...) ` / `else ` before the call with functors[i] (of
        case_functors), in a dtype case (Op defined). A functor with constants is taken when each
        argument's value in the compute type is its constant: the general functor would compute
        with exactly that value."""
        if len(functors) == 1:
            return ""
        f = functors[i]
        conds = [f.condition] if f.condition else []
        conds += [f"elementwise::scalar_to<Op>({n}) == static_cast<Op>({v})" for n, v in f.at_defaults]
        if i == len(functors) - 1 and not self.bound_pairs:
            return "else "
        return ("else " if i else "") + f"if ({' && '.join(conds)}) "

    def rejected_branch(self) -> str:
        """The final `else` of the functor branches when some combinations have no functor: the
        early check's error, for a caller of the kernel that skipped the stub ("" when none)."""
        if not self.bound_pairs:
            return ""
        return f"else {self.bounds_check(self.bound_pairs[0], statement=False)};"

    def bounds_check(self, bounds: List[str], statement: bool = True) -> str:
        msg = cpp_string(f"torch.{self.op.base}: At least one of '{bounds[0]}' or '{bounds[1]}' must not be None")
        if statement:
            return f"OPFORGE_CHECK({bounds[0]}.has_value() || {bounds[1]}.has_value(), RuntimeError, {msg});"
        return f"raise<RuntimeError>({msg})"

    def functor_init(self, f: Functor, cuda: bool = False) -> str:
        """The braced member initializers of a functor, in a kernel's dtype case (T defined). The
        values are computed on the host in opmath_t<T>; CUDA kernels convert them to their compute
        type (::cuda::std::complex for complex) with to_cuda_opmath."""
        host_op = "elementwise::opmath_t<T>" if cuda else "Op"
        inits = []
        for _, name in f.members:
            a = self.op.arg[name]
            if name in self.storage_values:
                v = f"static_cast<{host_op}>(math::storage_value<T>({name}, {self.storage_values[name]}))"
                inits.append(f"elementwise::to_cuda_opmath({v})" if cuda else v)
                continue
            value = f"*{name}" if a.optional else name
            if a.base == "bool":
                inits.append(value)
                continue
            if a.base == "Scalar":
                v = f"elementwise::scalar_to<{host_op}>({value})"
            else:
                v = f"static_cast<{host_op}>({value})"
            inits.append(f"elementwise::to_cuda_opmath({v})" if cuda else v)
        return "{" + ", ".join(inits) + "}"

    def _host_checks(self, ast) -> List[str]:
        """Checks after the meta step (they need the compute dtype), derived from the expression."""
        checks = []
        scalar_names = {a.name for a in self.op.args if a.is_scalar}
        subtracted = subtracted_arguments(ast)
        for n in walk(ast):
            e = functions.exponent_argument(n)
            if e is not None:
                if e["kind"] == "argument" and (e["name"] in scalar_names or e["name"] in self.op.wrappable):
                    c = f"pointwise_checks::check_integer_pow_exponent(iter.compute_dtype(), {e['name']});"
                    if c not in checks:
                        checks.append(c)
            d = functions.divisor_argument(n)
            if d is not None and d["kind"] == "argument" and d["name"] in {a.name for a in self.inputs}:
                c = f"pointwise_checks::check_integer_divisor(iter.compute_dtype(), iter.device(), {d['name']});"
                if c not in checks:
                    checks.append(c)
            if n["kind"] == "binary" and BINARY_FUNCTIONS[n["op"]][1] == "arith":
                for side in (n["lhs"], n["rhs"]):
                    if side["kind"] == "argument" and side["name"] in {a.name for a in self.extras if a.is_scalar}:
                        c = (f"pointwise_checks::check_coefficient(iter.compute_dtype(), {side['name']}, "
                             f"{cpp_string(side['name'])}, /*subtracted=*/{str(side['name'] in subtracted).lower()});")
                        if c not in checks:
                            checks.append(c)
            if n["kind"] == "ternary":
                cond = n["condition"]
                if cond["kind"] == "argument" and self.op.arg[cond["name"]].is_tensor and \
                        cond["name"] not in self.op.promotion.operands:
                    check = (f"pointwise_checks::check_bool_condition({cpp_string(self.op.base)}, "
                             f"{cpp_string(cond['name'])}, {cond['name']});")
                    if check not in checks:
                        checks.append(check)
        # The numbers the kernel reads as values (Scalar operands, selected Scalars, Tensor
        # operands' number forms) whose conversion is checked (Op.number_conversion) must fit the
        # compute dtype: clamp's bounds, pow.Tensor_Scalar's exponent, masked_fill's value, where's
        # other given as a number.
        exponents = pow_exponents(ast)
        selected = selected_arguments(ast)
        for a in self.inputs + self.extras:
            number = (a.is_scalar and (a in self.inputs or a.name in selected)) or a.name in self.op.wrappable
            if number and self.op.number_conversion(a.name) == "checked":
                check = (f"pointwise_checks::check_scalar_operand(iter.compute_dtype(), "
                         f"{'*' if a.optional else ''}{a.name}, /*pow_exponent=*/{str(a.name in exponents).lower()});")
                checks.append(f"if ({a.name}) {check}" if a.optional else check)
        return checks
