"""Pointwise expressions: their functions, and their rendering onto opforge::math (the IR's expression ASTs)."""

from typing import List, Set, Tuple

import functions
from model_error import ModelError


BINARY_FUNCTIONS = {
    "+": ("add", "arith"), "-": ("sub", "arith"), "*": ("mul", "arith"), "/": ("div", "arith"),
    "%": ("rem", "arith"), "==": ("eq", "compare"), "!=": ("ne", "compare"), "<": ("lt", "compare"),
    "<=": ("le", "compare"), ">": ("gt", "compare"), ">=": ("ge", "compare"), "&&": ("logical_and", "logical"),
    "||": ("logical_or", "logical"), "&": ("bitwise_and", "bitwise"), "|": ("bitwise_or", "bitwise"),
    "^": ("bitwise_xor", "bitwise"),
}


# The functions themselves are functions.yaml's (functions.py): a function with a fast form in
# opforge::math::fast (`fast`, exact for the arguments of a common domain, recording in a guard
# whether any argument fell outside it) makes a functor that calls it get a second, guarded
# operator() (see cpu_pointwise.h). A functor that is exactly one function with an AVX-512 form
# (`wide`) applied to its inputs in order gets a `wide_form` constant (one input) or a
# `binary_form` constant (two; named as ExpressionRenderer.math_function renders the call: pow by
# a Scalar is `pow_by_scalar`), and the CPU loop hands contiguous float blocks to that form on CPUs
# that have AVX-512 (cpu_pointwise.h). A functor that is exactly the product of its two inputs in
# order (`self * other`) gets a `product_form` constant: the CPU loop computes complex64 and
# complex128 products with iteration/complex_product.h's vector form, which GCC's vectorizer does
# not find (cpu_pointwise.h).


class ExpressionRenderer:
    """Renders an expression AST as C++ over opforge::math, inside a functor whose compute type is
    `Op`. Every node is a value of type Op or a bool; bools are converted where a value is needed.
    With `fast`, the calls of functions with a fast form take it, with the functor's `guard`."""

    def __init__(self, is_bool_arg, absent, fast=False, constants=None, scalar_args=()):
        self.is_bool_arg = is_bool_arg  # name -> whether the argument is a bool (kept as bool)
        self.absent = absent            # names of optional arguments absent in this combination
        self.fast = fast
        self.constants = constants or {}  # name -> C++ literal of an argument bound to a constant
        self.scalar_args = set(scalar_args)  # names of the Scalar arguments

    def value(self, node) -> str:
        return as_value(*self.render(node))

    def render(self, n) -> Tuple[str, str]:
        """(C++ text, kind) of a node; each node renders once (a child rendered twice, as a value and
        as itself, would double the work at every level of a nested expression)."""
        k = n["kind"]
        if k == "argument":
            if n["name"] in self.absent:
                return "math::Unbounded{}", "absent"
            if n["name"] in self.constants:
                return f"static_cast<Op>({self.constants[n['name']]})", "value"
            return n["name"], "bool" if self.is_bool_arg(n["name"]) else "value"
        if k in ("int", "float"):
            return f"static_cast<Op>({n['text']})", "value"
        if k == "bool":
            return n["text"], "bool"
        if k == "unary":
            op = n["op"]
            text, kind = self.render(n["operand"])
            if op == "-":
                return f"math::neg({as_value(text, kind)})", "value"
            if op == "!":
                return f"math::logical_not({text})", "bool"
            if op == "~":
                return f"math::bitwise_not({text})", kind
            raise ModelError(f"unknown unary operator {op}")
        if k == "binary":
            fn, cls = BINARY_FUNCTIONS[n["op"]]
            lt, lk = self.render(n["lhs"])
            rt, rk = self.render(n["rhs"])
            if cls == "logical":
                return f"math::{fn}({lt}, {rt})", "bool"
            if lk == "bool" and rk == "bool" and cls in ("compare", "bitwise"):
                return f"math::{fn}({lt}, {rt})", "bool"
            text = f"math::{fn}({as_value(lt, lk)}, {as_value(rt, rk)})"
            return text, "bool" if cls == "compare" else "value"
        if k == "ternary":
            cond, _ = self.render(n["condition"])
            tt, tk = self.render(n["then"])
            et, ek = self.render(n["else"])
            if tk == "bool" and ek == "bool":
                return f"math::where({cond}, {tt}, {et})", "bool"
            return f"math::where({cond}, {as_value(tt, tk)}, {as_value(et, ek)})", "value"
        if k == "call":
            args = []
            for a in n["args"]:
                text, kind = self.render(a)
                args.append(text if kind == "absent" else as_value(text, kind))
            if self.fast and functions.is_fast(n["function"]):
                return f"math::fast::{n['function']}({', '.join(['guard'] + args)})", "value"
            return f"math::{self.math_function(n)}({', '.join(args)})", "value"
        raise ModelError(f"unknown expression node {k}")

    def math_function(self, call) -> str:
        """The opforge::math function a call node renders to: its own name, or its `scalar_form`
        (functions.yaml) when its exponent is a Scalar argument: pow_by_scalar, PyTorch's
        pow.Tensor_Scalar cases (pointwise_math.h)."""
        exponent = functions.exponent_argument(call)
        if exponent and exponent["kind"] == "argument" and exponent["name"] in self.scalar_args:
            f = functions.get(call["function"])
            assert f is not None  # exponent_argument found the function in the table
            return f["scalar_form"]
        return call["function"]


def as_value(text: str, kind: str) -> str:
    """A rendered node as a value of the compute type: a bool converted."""
    return f"static_cast<Op>({text})" if kind == "bool" else text


def walk(node):
    yield node
    for key in ("lhs", "rhs", "operand", "condition", "then", "else"):
        if key in node:
            yield from walk(node[key])
    for a in node.get("args", []):
        yield from walk(a)


def referenced_names(ast) -> List[str]:
    seen = []
    for n in walk(ast):
        if n["kind"] == "argument" and n["name"] not in seen:
            seen.append(n["name"])
    return seen


def subtracted_arguments(ast) -> Set[str]:
    """The arguments that are factors of a term the expression subtracts: alpha in sub's
    `self - alpha * other`. PyTorch's sub is add with -alpha, so the coefficient it converts (and
    checks against the compute dtype's range) is -alpha."""
    out = set()

    def visit(node, negative):
        k = node["kind"]
        if k == "argument":
            if negative:
                out.add(node["name"])
        elif k == "binary" and node["op"] in ("+", "-"):
            visit(node["lhs"], negative)
            visit(node["rhs"], negative != (node["op"] == "-"))
        elif k == "binary" and node["op"] == "*":
            visit(node["lhs"], negative)
            visit(node["rhs"], negative)
        elif k == "unary" and node["op"] == "-":
            visit(node["operand"], not negative)

    visit(ast, False)
    return out


def pow_exponents(ast) -> Set[str]:
    """The arguments that are the exponent of a call (functions.yaml `exponent`: pow's). PyTorch's
    pow takes a Scalar exponent of a float32/float64/complex computation in double
    (complex<double>), where it always fits; other dtypes take it in their own type, which must
    hold it."""
    return {e["name"] for n in walk(ast) for e in [functions.exponent_argument(n)] if e and e["kind"] == "argument"}


def selected_arguments(ast) -> Set[str]:
    """The arguments that are a branch of a `?:`: where's self and other, masked_fill's value. PyTorch
    writes a selected Python number as it is, converting it with Scalar::to to the compute dtype,
    which must hold it: where(c, int8, 1000) and masked_fill(int8, m, 1000) raise, where add(int8,
    1000) wraps 1000 as a wrapped-scalar tensor."""
    return {n[branch]["name"] for n in walk(ast) if n["kind"] == "ternary"
            for branch in ("then", "else") if n[branch]["kind"] == "argument"}


def number_self(ast, operands) -> bool:
    """Whether `self` may be a number: the expression selects it along with another promotion
    operand (where(c, 0.0, t), PyTorch's where.ScalarSelf). masked_fill's self, its one promotion
    operand, stays a tensor."""
    selected = selected_arguments(ast) if ast else set()
    return "self" in selected and any(n != "self" and n in selected for n in operands)
