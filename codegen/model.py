"""The C++ model of the IR: every C++ spelling the templates render, derived from the IR here so
that templates only render.

`build_model(ir)` returns a Model: the ops grouped by base name (one Group per generated file set:
`ops/<base>.h`, `dispatch/<base>.cpp`, `kernels/<base>.h`, ...), and the global lists (operators,
method declarations). What is decided here, and why:

- API forms. Every variant (function, method, inplace, out) of an entry gets the entry's own
  parameter list and, for pointwise entries, wrapped-scalar forms: each Tensor argument that is a
  promotion operand and not `self` may be a `const Scalar&` instead (the Python number of PyTorch's
  API, which promotes as a wrapped scalar). A wrapped form whose C++ parameter types equal those of
  another entry's form in the group is left out: the explicit entry wins (pow.Tensor_Scalar over
  pow's wrapped form). List arguments also get `std::initializer_list` forms, so braces work.
- Defaults: C++ allows them only on trailing parameters, so an argument keeps its default only when
  every later argument has one. Entries with the factory arguments (dtype, layout, device,
  pin_memory) get a `const TensorOptions&` form, as PyTorch's C++ API has; the unpacked form then
  has no defaults for them, which keeps `zeros({2, 3})` unambiguous. When options carry names and
  a sibling entry takes `Dimname[]? names`, the options form routes to that entry.
- Entry points. Free functions and methods are defined in dispatch/<base>.cpp, where they call
  the entry's stub; the methods are declared in class Tensor (tensor_methods.inc), so every user of
  tensor.h can call them without including the op headers. Forwarding forms (initializer lists,
  TensorOptions, DimArg) are inline: in ops/<base>.h, or inside the class when they only call
  other methods. The operators (+ - * / == != < <= > >=, unary -, += -= *= /=) call the entries
  named after them; Scalar-on-the-left operators call `dispatch::<name>(const Scalar& self, ...)`.
- DimArg bridges: an entry whose int arguments are Dimname arguments in a sibling entry (transpose
  and transpose.Dimname) also accepts DimArg values for them, resolving names with resolve_dim. The
  bridge is a template constrained to exactly DimArg, so literals still pick the int or Dimname
  overload without ambiguity.
- Pointwise kernels: the iterator inputs are the Tensor/Scalar arguments among the broadcast and
  promotion operands (all Tensor arguments when nothing broadcasts), in signature order; optional
  inputs and optional extras give one functor per combination of present ones; the other arguments
  the expression reads are kernel extras. The expression is rendered with a small type inference
  (values in the compute type vs bool) onto opforge::math (src/iteration/pointwise_math.h).
- Names: the stub applies the op's rule where the IR's operands allow it; views (a return aliasing
  an argument) take their names from the view itself, which the kernel builds.
"""

import itertools
from dataclasses import dataclass, field
from typing import Dict, List, Optional, Set, Tuple


class ModelError(Exception):
    pass


# ---- C++ types ------------------------------------------------------------------------------------

SCALAR_TYPE_CPP = {
    "Bool": "bool", "UInt8": "uint8_t", "Int8": "int8_t", "Int16": "int16_t", "Int32": "int32_t",
    "Int64": "int64_t", "UInt16": "uint16_t", "UInt32": "uint32_t", "UInt64": "uint64_t",
    "Half": "Half", "BFloat16": "BFloat16", "Float": "float", "Double": "double",
    "ComplexHalf": "ComplexHalf", "ComplexFloat": "std::complex<float>", "ComplexDouble": "std::complex<double>",
}
# The real counterpart of a complex storage type (abs of complex64 is float32).
REAL_OF_COMPLEX = {"ComplexHalf": "Half", "ComplexFloat": "float", "ComplexDouble": "double"}

PROMOTION_ENUM = {
    "default": "Default", "int_to_float": "IntToFloat", "always_bool": "AlwaysBool",
    "complex_to_float": "ComplexToFloat", "bool_to_long": "BoolToLong", "no_opmath": "NoOpmath",
}
# complex_to_float is checked by the stub (pointwise_checks::check_complex_to_float_cast) before the
# meta step, which then converts without checking.
INPLACE_CAST_ENUM = {"same_kind": "SameKind", "exact": "Exact", "unsafe": "Unsafe", "complex_to_float": "Unsafe",
                     "none": "SameKind"}

LIST_TYPES = {"Tensor": "TensorList", "int": "IntArrayRef", "Dimname": "DimnameList"}
ELEMENT_TYPES = {"Tensor": "Tensor", "int": "int64_t", "float": "double", "bool": "bool", "Scalar": "Scalar",
                 "Dimname": "Dimname"}
BY_VALUE_TYPES = {"int": "int64_t", "float": "double", "bool": "bool", "str": "std::string_view",
                  "ScalarType": "ScalarType", "Layout": "Layout", "Device": "Device",
                  "MemoryFormat": "MemoryFormat", "Dimname": "Dimname"}

FACTORY_ARGS = (("dtype", "ScalarType"), ("layout", "Layout"), ("device", "Device"), ("pin_memory", "bool"))

# Operators: the entry each calls (the entry with exactly that name).
BINARY_OPERATORS = (("+", "add"), ("-", "sub"), ("*", "mul"), ("/", "div"), ("==", "eq"), ("!=", "ne"),
                    ("<", "lt"), ("<=", "le"), (">", "gt"), (">=", "ge"))
UNARY_OPERATORS = (("-", "neg"),)
COMPOUND_OPERATORS = (("+=", "add"), ("-=", "sub"), ("*=", "mul"), ("/=", "div"))

DEVICE_TYPES = {"cpu": "CPU", "cuda": "CUDA"}


def element_cpp(scalar_type: str) -> str:
    try:
        return SCALAR_TYPE_CPP[scalar_type]
    except KeyError:
        raise ModelError(f"dtype {scalar_type} has no arithmetic: pointwise kernels compute in numeric dtypes only")


def api_type(t: dict) -> str:
    """The C++ parameter type of an argument of IR type t."""
    base = t["base"]
    if t["is_list"]:
        if base == "Tensor" and t["element_optional"]:
            inner = "std::span<const std::optional<Tensor>>"
        else:
            inner = LIST_TYPES.get(base, f"std::span<const {ELEMENT_TYPES[base]}>")
        return f"std::optional<{inner}>" if t["optional"] else inner
    if base == "Tensor":
        return "const std::optional<Tensor>&" if t["optional"] else "const Tensor&"
    if base == "Scalar":
        return "const std::optional<Scalar>&" if t["optional"] else "const Scalar&"
    inner = BY_VALUE_TYPES[base]
    return f"std::optional<{inner}>" if t["optional"] else inner


def list_element_type(t: dict) -> str:
    if t["base"] == "Tensor" and t["element_optional"]:
        return "std::optional<Tensor>"
    return ELEMENT_TYPES[t["base"]]


def list_view_type(t: dict) -> str:
    """The span type of a list argument (without the optional)."""
    return api_type(dict(t, optional=False))


def return_type(returns: List[dict]) -> str:
    if not returns:
        return "void"
    if len(returns) == 1:
        return "Tensor"
    return "std::tuple<" + ", ".join("Tensor" for _ in returns) + ">"


def cpp_string(text: str) -> str:
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"') + '"'


# ---- parameters, functions -----------------------------------------------------------------------

@dataclass
class Param:
    type: str
    name: str
    default: Optional[str] = None

    def decl(self, with_default: bool) -> str:
        if with_default and self.default is not None:
            return f"{self.type} {self.name} = {self.default}"
        return f"{self.type} {self.name}"


@dataclass
class Fn:
    """One C++ function: its declaration and its definition spelled out."""
    ret: str
    name: str                      # unqualified
    params: List[Param]
    body: List[str] = field(default_factory=list)
    scope: str = ""                # "Tensor::" for methods (definitions outside the class)
    is_const: bool = False
    template: str = ""             # "template <std::same_as<DimArg> D>"
    inline: bool = False           # defined inline in ops/<base>.h
    in_class: bool = False         # a method defined inside class Tensor (it only calls other methods)

    def _params(self, with_defaults: bool) -> str:
        return ", ".join(p.decl(with_defaults) for p in self.params)

    def declaration(self) -> str:
        """At its declaration: with defaults (in the class for methods)."""
        head = f"{self.template}\n" if self.template else ""
        const = " const" if self.is_const else ""
        return f"{head}{self.ret} {self.name}({self._params(True)}){const};"

    def definition_head(self, with_defaults: bool = False) -> str:
        head = f"{self.template}\n" if self.template else ""
        inline = "inline " if self.inline else ""
        const = " const" if self.is_const else ""
        return f"{head}{inline}{self.ret} {self.scope}{self.name}({self._params(with_defaults)}){const}"

    def in_class_definition(self) -> str:
        head = f"{self.template}\n" if self.template else ""
        const = " const" if self.is_const else ""
        body = " ".join(self.body)
        return f"{head}{self.ret} {self.name}({self._params(True)}){const} {{ {body} }}"

    def signature_key(self) -> Tuple:
        return (self.scope, self.name, tuple(p.type for p in self.params))


# ---- expressions ---------------------------------------------------------------------------------

BINARY_FUNCTIONS = {
    "+": ("add", "arith"), "-": ("sub", "arith"), "*": ("mul", "arith"), "/": ("div", "arith"),
    "%": ("rem", "arith"), "==": ("eq", "compare"), "!=": ("ne", "compare"), "<": ("lt", "compare"),
    "<=": ("le", "compare"), ">": ("gt", "compare"), ">=": ("ge", "compare"), "&&": ("logical_and", "logical"),
    "||": ("logical_or", "logical"), "&": ("bitwise_and", "bitwise"), "|": ("bitwise_or", "bitwise"),
    "^": ("bitwise_xor", "bitwise"),
}


# The functions with a fast form in opforge::math::fast (src/iteration/pointwise_math.h): exact for
# the arguments of a common domain and recording in a guard whether any argument fell outside it.
# A functor whose expression calls one of them gets a second, guarded operator() (see
# cpu_pointwise.h); a function with a fast form missing here only misses that speed-up.
FAST_FUNCTIONS = {"exp", "sin", "cos", "sigmoid"}

# The functions with an AVX-512 form in opforge::math::wide (src/iteration/wide_math.h). A functor
# that is exactly one of them applied to its one input gets a `wide_form` constant, and the CPU
# loop hands its contiguous float blocks to that form on CPUs that have AVX-512 (cpu_pointwise.h).
WIDE_FUNCTIONS = {"exp", "sin", "cos", "sigmoid"}
# The same for functions of two float operands (math::wide::BinaryFunction), as they render
# (ExpressionRenderer.math_function): a functor that is one of them applied to its two inputs in
# order gets a `binary_form` constant, for contiguous operands or numbers. The CPU loop also reads
# it to choose pow_by_scalar's case once per loop rather than per element (cpu_pointwise.h).
WIDE_BINARY_FUNCTIONS = {"pow", "pow_by_scalar", "atan2"}
# A functor that is exactly the product of its two inputs in order (`self * other`) gets a
# `product_form` constant: the CPU loop computes complex64 and complex128 products with
# iteration/complex_product.h's vector form, which GCC's vectorizer does not find (cpu_pointwise.h).


class ExpressionRenderer:
    """Renders an expression AST as C++ over opforge::math, inside a functor whose compute type is
    `Op`. Every node is a value of type Op or a bool; bools are converted where a value is needed.
    With `fast`, the calls of FAST_FUNCTIONS take their fast forms, with the functor's `guard`."""

    def __init__(self, is_bool_arg, absent, fast=False, constants=None, scalar_args=()):
        self.is_bool_arg = is_bool_arg  # name -> whether the argument is a bool (kept as bool)
        self.absent = absent            # names of optional arguments absent in this combination
        self.fast = fast
        self.constants = constants or {}  # name -> C++ literal of an argument bound to a constant
        self.scalar_args = set(scalar_args)  # names of the Scalar arguments

    def value(self, node) -> str:
        text, kind = self.render(node)
        return f"static_cast<Op>({text})" if kind == "bool" else text

    def render(self, n) -> Tuple[str, str]:
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
                return f"math::neg({self.value(n['operand'])})", "value"
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
            text = f"math::{fn}({self.value(n['lhs'])}, {self.value(n['rhs'])})"
            return text, "bool" if cls == "compare" else "value"
        if k == "ternary":
            cond, _ = self.render(n["condition"])
            tt, tk = self.render(n["then"])
            et, ek = self.render(n["else"])
            if tk == "bool" and ek == "bool":
                return f"math::where({cond}, {tt}, {et})", "bool"
            return f"math::where({cond}, {self.value(n['then'])}, {self.value(n['else'])})", "value"
        if k == "call":
            args = []
            for a in n["args"]:
                text, kind = self.render(a)
                args.append(text if kind == "absent" else self.value(a))
            if self.fast and n["function"] in FAST_FUNCTIONS:
                return f"math::fast::{n['function']}({', '.join(['guard'] + args)})", "value"
            return f"math::{self.math_function(n)}({', '.join(args)})", "value"
        raise ModelError(f"unknown expression node {k}")

    def math_function(self, call) -> str:
        """The opforge::math function a call node renders to: its own name, except pow with a
        Scalar argument for exponent, which is pow_by_scalar (PyTorch's pow.Tensor_Scalar cases,
        pointwise_math.h)."""
        exponent = call["args"][1] if call["function"] == "pow" else None
        if exponent and exponent["kind"] == "argument" and exponent["name"] in self.scalar_args:
            return "pow_by_scalar"
        return call["function"]


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
    """The arguments that are the exponent of a pow call. PyTorch's pow takes a Scalar exponent of a
    float32/float64/complex computation in double (complex<double>), where it always fits; other
    dtypes take it in their own type, which must hold it."""
    return {n["args"][1]["name"] for n in walk(ast)
            if n["kind"] == "call" and n["function"] == "pow" and n["args"][1]["kind"] == "argument"}


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


# ---- the op model --------------------------------------------------------------------------------

@dataclass
class Arg:
    name: str
    type: dict
    kwarg_only: bool
    default: Optional[dict]

    @property
    def base(self):
        return self.type["base"]

    @property
    def is_tensor(self):
        return self.base == "Tensor" and not self.type["is_list"]

    @property
    def is_scalar(self):
        return self.base == "Scalar" and not self.type["is_list"]

    @property
    def optional(self):
        return self.type["optional"]

    @property
    def is_list(self):
        return self.type["is_list"]

    @property
    def cpp(self):
        return api_type(self.type)


class Op:
    def __init__(self, ir: dict):
        self.ir = ir
        self.name = ir["name"]
        self.base = ir["base_name"]
        self.cname = self.name.replace(".", "_")
        self.doc = ir["doc"]
        self.signature = ir["signature"]
        self.args = [Arg(a["name"], a["type"], a["kwarg_only"], a["default"]) for a in ir["arguments"]]
        self.arg = {a.name: a for a in self.args}
        self.returns = ir["returns"]
        self.ret = return_type(self.returns)
        self.variants = {v["kind"]: v for v in ir["variants"]}
        self.is_pointwise = ir["kernel"]["kind"] == "pointwise"
        self.kernel_name = None if self.is_pointwise else ir["kernel"]["name"]
        self.is_view = any(r["type"]["alias"] for r in self.returns)
        self.promotion = ir["promotion"]
        self.broadcast = ir["broadcast"]
        self.names = ir["names"]
        self.inplace_cast = ir["inplace_cast"]
        self.devices = ir["devices"]
        self.dtypes = ir["dtypes"]
        if "self" in self.arg and self.arg["self"].is_tensor:
            self.self_arg = self.arg["self"]
        else:
            self.self_arg = None
        # The out arguments of the out variant: `out`, or the returns' names.
        if len(self.returns) == 1:
            self.out_names = ["out"]
        else:
            self.out_names = [r["name"] for r in self.returns]

    def has(self, kind: str) -> bool:
        return kind in self.variants

    def variant_name(self, kind):
        return self.variants[kind]["name"]

    # -- defaults --
    def default_cpp(self, a: Arg) -> Optional[str]:
        d = a.default
        if d is None:
            return None
        kind = d["kind"]
        if kind == "none":
            return "std::nullopt"
        if kind == "bool":
            return "true" if d["value"] else "false"
        if kind == "str":
            return cpp_string(d["value"])
        if kind in ("int", "float"):
            if a.is_list:
                return self.list_default_name(a)
            return d["text"]
        if kind == "int_list":
            return self.list_default_name(a)
        raise ModelError(f"{self.name}: unknown default kind {kind}")

    def list_default_name(self, a: Arg) -> str:
        return f"{list_view_type(a.type)}(dispatch::{self.cname}_{a.name}_default)"

    def list_default_values(self, a: Arg) -> List[int]:
        d = a.default
        if d["kind"] == "int_list":
            return list(d["value"])
        return [d["value"]] * (a.type["list_size"] or 1)

    @property
    def list_defaults(self):
        """(constant name, values) of the int-list defaults the header defines."""
        out = []
        for a in self.args:
            if a.default is not None and a.is_list and a.default["kind"] in ("int", "int_list"):
                out.append((f"{self.cname}_{a.name}_default", self.list_default_values(a)))
        return out

    def params(self, wrapped=(), drop_defaults_for=()) -> List[Param]:
        ps = []
        for a in self.args:
            t = "const Scalar&" if a.name in wrapped else a.cpp
            ps.append(Param(t, a.name, None if a.name in drop_defaults_for else self.default_cpp(a)))
        # C++ defaults are trailing only.
        trailing = True
        for p in reversed(ps):
            if p.default is None:
                trailing = False
            elif not trailing:
                p.default = None
        return ps

    @property
    def factory_args(self) -> bool:
        return all(n in self.arg and self.arg[n].base == b and self.arg[n].optional and not self.arg[n].is_list
                   for n, b in FACTORY_ARGS)

    @property
    def wrappable(self) -> List[str]:
        """Tensor arguments that may be passed as a Scalar (wrapped-scalar forms): the promotion
        operands other than self, and self where number_self allows it."""
        if not self.is_pointwise:
            return []
        operands = self.promotion["operands"]
        self_ok = number_self(self.ir["kernel"]["ast"], operands)
        return [a.name for a in self.args
                if a.is_tensor and not a.optional and a.name in operands and (a.name != "self" or self_ok)]

    def wrapped_sets(self) -> List[Tuple[str, ...]]:
        """The sets of arguments one wrapped-scalar form takes as Scalars; a form keeps at least one
        Tensor, which gives the result its device (PyTorch has no pow(2, 3) on tensors either)."""
        w = self.wrappable
        tensors = {a.name for a in self.args if a.is_tensor and not a.optional}
        sets = []
        for r in range(1, len(w) + 1):
            sets.extend(c for c in itertools.combinations(w, r) if tensors - set(c))
        return sets


# ---- pointwise kernel model ----------------------------------------------------------------------

@dataclass
class Functor:
    name: str          # struct name in opforge::functors
    members: List[Tuple[str, str]]   # (type, name)
    params: List[str]  # operator() parameter names (each of type Op)
    expression: str
    condition: str     # C++ condition over the presence flags selecting this functor ("" when one)
    fast_expression: Optional[str] = None  # with the fast forms, when the expression calls any
    wide_form: Optional[str] = None  # the WIDE_FUNCTIONS member the whole expression is, if one
    binary_form: Optional[str] = None  # the WIDE_BINARY_FUNCTIONS member it is, if one
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
                self.binary_form, self.product_form)


class Pointwise:
    """The kernel side of a pointwise entry."""

    def __init__(self, op: Op):
        self.op = op
        ast = op.ir["kernel"]["ast"]
        self.expression = op.ir["kernel"]["expression"]
        operands = set(op.broadcast["operands"]) | set(op.promotion["operands"])
        if op.broadcast["kind"] == "none":
            operands |= {a.name for a in op.args if a.is_tensor}
        self.inputs = [a for a in op.args if (a.is_tensor or a.is_scalar) and a.name in operands]
        if not self.inputs:
            raise ModelError(f"{op.name}: a pointwise op needs a Tensor operand to iterate over")
        if len(self.inputs) > 3:
            raise ModelError(f"{op.name}: pointwise kernels take at most 3 inputs")
        input_names = {a.name for a in self.inputs}
        used = referenced_names(ast)
        self.extras = [a for a in op.args if a.name in used and a.name not in input_names]
        self.optionals = [a for a in self.inputs + self.extras if a.optional]
        self.promoted = [a.name in op.promotion["operands"] for a in self.inputs]
        if op.promotion["kind"] not in PROMOTION_ENUM:
            raise ModelError(f"{op.name}: pointwise ops need an elementwise promotion kind")
        self.promotion_enum = PROMOTION_ENUM[op.promotion["kind"]]
        if op.inplace_cast not in INPLACE_CAST_ENUM:
            raise ModelError(f"{op.name}: inplace_cast {op.inplace_cast} is not one pointwise ops support")
        self.inplace_cast_enum = INPLACE_CAST_ENUM[op.inplace_cast]
        self.dtype_cases = [self._dtype_case(d["scalar_type"]) for d in op.dtypes]
        self.bound_pairs = self._bound_pairs(ast)
        self.functors = self._functors(ast)
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
            self.destination_checks.append("pointwise_checks::check_complex_to_float_cast(inputs, *out);")

    def _dtype_case(self, st: str) -> dict:
        t = element_cpp(st)
        kind = self.op.promotion["kind"]
        if kind == "always_bool":
            r = "bool"
        elif kind == "complex_to_float" and st in REAL_OF_COMPLEX:
            r = REAL_OF_COMPLEX[st]
        else:
            r = t
        return {"scalar_type": st, "T": t, "R": r}

    def _bound_pairs(self, ast) -> List[List[str]]:
        """The two optional bounds of each clamp call that has two: a call must be given at least
        one of them (early_checks), so the kernels never see both absent."""
        pairs = []
        for n in walk(ast):
            if n["kind"] == "call" and n["function"] == "clamp":
                bounds = [b["name"] for b in n["args"][1:] if b["kind"] == "argument" and self.op.arg[b["name"]].optional]
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
        defaulted = [(a.name, a.default["text"]) for a in self.extras
                     if a.is_scalar and not a.optional and a.default and a.default["kind"] in ("int", "float")]
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
            for at_defaults in ([defaulted, []] if defaulted else [[]]):
                constants = dict(at_defaults)
                renderer = ExpressionRenderer(lambda n: self.op.arg[n].base == "bool", absent, constants=constants,
                                              scalar_args=[a.name for a in self.op.args if a.is_scalar])
                name = self.op.cname + suffix + ("_at_defaults" if at_defaults else "")
                members = [("bool" if a.base == "bool" else "Op", a.name) for a in self.extras
                           if a.name not in absent and a.name not in constants]
                params = [a.name for a in self.inputs if a.name not in absent]
                fast = None
                if any(n["kind"] == "call" and n["function"] in FAST_FUNCTIONS for n in walk(ast)):
                    fast_renderer = ExpressionRenderer(renderer.is_bool_arg, absent, fast=True, constants=constants,
                                                       scalar_args=renderer.scalar_args)
                    fast = fast_renderer.render(ast)[0]
                wide = None
                if (ast["kind"] == "call" and ast["function"] in WIDE_FUNCTIONS and not members
                        and len(params) == 1 and len(ast["args"]) == 1
                        and ast["args"][0]["kind"] == "argument" and ast["args"][0]["name"] == params[0]):
                    wide = ast["function"]
                binary = None
                if (ast["kind"] == "call" and renderer.math_function(ast) in WIDE_BINARY_FUNCTIONS and not members
                        and len(params) == 2
                        and [a["kind"] for a in ast["args"]] == ["argument", "argument"]
                        and [a["name"] for a in ast["args"]] == params):
                    binary = renderer.math_function(ast)
                product = (ast["kind"] == "binary" and ast["op"] == "*" and not members and len(params) == 2
                           and [ast["lhs"].get("name"), ast["rhs"].get("name")] == params
                           and ast["lhs"]["kind"] == ast["rhs"]["kind"] == "argument")
                out.append(Functor(name, members, params, renderer.render(ast)[0], " && ".join(conds), fast,
                                   wide, binary, at_defaults, product_form=product))
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
            if n["kind"] == "call" and n["function"] == "pow":
                e = n["args"][1]
                if e["kind"] == "argument" and (e["name"] in scalar_names or e["name"] in self.op.wrappable):
                    c = f"pointwise_checks::check_integer_pow_exponent(iter.compute_dtype(), {e['name']});"
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
                c = n["condition"]
                if c["kind"] == "argument" and self.op.arg[c["name"]].is_tensor and \
                        c["name"] not in self.op.promotion["operands"]:
                    check = (f"pointwise_checks::check_bool_condition({cpp_string(self.op.base)}, "
                             f"{cpp_string(c['name'])}, {c['name']});")
                    if check not in checks:
                        checks.append(check)
        # Scalar arguments that are operands (clamp's bounds, pow.Tensor_Scalar's exponent) must fit
        # the compute dtype; a Scalar self (pow.Scalar) is a number PyTorch wraps in a tensor. So must
        # a selected number: a Scalar extra (masked_fill's value) or a wrapped scalar (where's other).
        exponents = pow_exponents(ast)
        selected = selected_arguments(ast)
        for a in self.inputs + self.extras:
            operand = a in self.inputs and a.is_scalar and a.name != "self"
            chosen = a.name in selected and (a.is_scalar or a.name in self.op.wrappable)
            if operand or chosen:
                check = (f"pointwise_checks::check_scalar_operand(iter.compute_dtype(), "
                         f"{'*' if a.optional else ''}{a.name}, /*pow_exponent=*/{str(a.name in exponents).lower()});")
                checks.append(f"if ({a.name}) {check}" if a.optional else check)
        return checks


# ---- names ---------------------------------------------------------------------------------------

class NamesPlan:
    """How a stub computes and applies the op's names.

    before: C++ expression of type MaybeNames computed before the kernel ("" for none);
    reject: C++ statement rejecting named inputs (rule `none`).
    A factory's names are one of its arguments, which its kernel applies as it creates the result."""

    def __init__(self, op: Op, operand_expr):
        self.before = ""
        self.reject = ""
        rule = op.names["kind"]
        operands = op.names["operands"]
        if op.is_view or rule == "custom":
            return
        if rule == "none":
            tensors = [a.name for a in op.args if a.is_tensor]
            if tensors:
                ops = ", ".join(operand_expr(n) for n in tensors)
                name = cpp_string("aten::" + op.name)
                if op.has("out") and op.is_pointwise:
                    # PyTorch names the out= overload after the entry's: where.self_out, add.out.
                    out_name = cpp_string("aten::" + op.name + ("_out" if "." in op.name else ".out"))
                    name = f"out && !is_inplace ? {out_name} : {name}"
                self.reject = f"dispatch::reject_named_tensors({name}, {{{ops}}});"
            return
        if rule == "factory":
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
        if t["base"] == "int" and not t["is_list"] and not t["optional"]:
            return f"name_inference::removes_dimensions({self_name}, IntArrayRef(&dim, 1), {keepdim})"
        if t["base"] == "int" and t["is_list"]:
            return f"dispatch::removes_dimensions({self_name}, dim, {keepdim})"
        if t["base"] == "Dimname" and not t["optional"]:
            if t["is_list"]:
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
        else:
            self.params = [Param(a.cpp, a.name) for a in op.args] + \
                [Param("const Tensor*", n) for n in self.out_params]
            self.call_args = [a.name for a in op.args]
            self.kernel_args = list(self.call_args)  # bridge_to_int_sibling may resolve names here
            self.ret = op.ret
            self.names = NamesPlan(op, lambda n: n)
            self.kernel_decl = Fn(op.ret, op.kernel_name, [Param(a.cpp, a.name) for a in op.args] +
                                  [Param("const Tensor*", n) for n in self.out_params])
        self.device_tensor = self._device_tensor()
        self.out_aliasing = self._out_aliasing()
        self.bridge_lines: List[str] = []
        self.bridged = False
        self.devices = [DEVICE_TYPES[d] for d in op.devices]
        self.reject_constants, self.rejects = self._rejects()
        self.broadcast_order_check = self._broadcast_order_check()

    def _broadcast_order_check(self) -> str:
        """The out-of-place broadcast in the order ops.yaml lists the operands (PyTorch's tensor a and
        b) where the signature has them in another order, which the kernel follows; in-place variants
        broadcast into self."""
        op = self.op
        if op.broadcast["kind"] != "elementwise":
            return ""
        listed = list(op.broadcast["operands"])
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
        for i, r in enumerate(op.ir.get("rejects", [])):
            conds = []
            variants = r["variants"]
            if set(variants) != set(op.variants):
                alts = list(dict.fromkeys(variant_conditions[v] for v in variants))
                conds.append(alts[0] if len(alts) == 1 else "(" + " || ".join(alts) + ")")
            for j, c in enumerate(r["when"]):
                name = f"k{''.join(p.capitalize() for p in op.cname.split('_'))}Reject{i}Dtypes{j}"
                members = ", ".join(f"ScalarType::{d['scalar_type']}" for d in c["dtypes"])
                constants.append(f"constexpr uint64_t {name} = dispatch::dtype_bits({{{members}}});")
                operands = [f"dispatch::operand_dtype({o})" for o in c["operands"]]
                if len(operands) == 1:
                    conds.append(f"dispatch::dtype_in({operands[0]}, {name})")
                else:
                    fn = "any_dtype_in" if c["quantifier"] == "any" else "all_dtypes_in"
                    conds.append(f"dispatch::{fn}({name}, {{{', '.join(operands)}}})")
            checks.append(f"if ({' && '.join(conds)}) dispatch::reject<{r['error']}>({cpp_string(r['message'])});")
        return constants, checks

    def bridge_to_int_sibling(self, stubs: List["Stub"]) -> None:
        """A Dimname entry whose kernel is its int sibling's (max.names_dim and max.dim, sum.dim_DimnameList
        and sum.dim_IntList): the stub resolves the names to dims (resolve_dim, PyTorch's errors) and
        calls the int kernel, so no kernel is written twice. The sibling has the same kernel and
        argument names, with int where this entry has Dimname and int[] where it has Dimname[]."""
        op = self.op
        named = [a for a in op.args if a.base == "Dimname"]
        if not named:
            return
        for other in stubs:
            o = other.op
            if o is op or o.kernel_name != op.kernel_name or [a.name for a in o.args] != [a.name for a in op.args]:
                continue
            if all(self._bridges(a, o.arg[a.name]) for a in op.args):
                self._bridge(named)
                return

    @staticmethod
    def _bridges(a: "Arg", b: "Arg") -> bool:
        if a.base != "Dimname":
            return a.cpp == b.cpp
        return b.base == "int" and a.is_list == b.is_list

    def _bridge(self, named: List["Arg"]) -> None:
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
        if self.pointwise or "out" not in op.variants or op.broadcast["kind"] == "elementwise":
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
        out = []
        for a, promoted in zip(self.pointwise.inputs, self.pointwise.promoted):
            flag = "true" if promoted else "false"
            if a.optional:
                out.append(f"if ({a.name}) inputs.add(*{a.name}, {flag});")
            else:
                out.append(f"inputs.add({a.name}, {flag});")
        return out

    @property
    def device_cases(self) -> List[Tuple[str, bool]]:
        """(DeviceType enumerator, whether the op runs there) for CPU and CUDA."""
        return [(t, t in self.devices) for t in ("CPU", "CUDA")]

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


# ---- groups --------------------------------------------------------------------------------------

@dataclass
class Section:
    """The API of one entry."""
    op: Op
    decls: List[Fn] = field(default_factory=list)      # declared in ops/<base>.h, defined in dispatch/<base>.cpp
    inlines: List[Fn] = field(default_factory=list)    # defined inline in ops/<base>.h
    methods: List[Fn] = field(default_factory=list)    # in class Tensor; defined there or in dispatch/<base>.cpp

    @property
    def public_decls(self):
        return [f for f in self.decls if not f.scope]

    @property
    def dispatch_decls(self):
        return [f for f in self.decls if f.scope == "dispatch::"]


class Group:
    """Everything generated for one base name."""

    def __init__(self, base: str, ops: List[Op], binary_operator_entries: Set[str]):
        self.base = base
        self.ops = ops
        self.stubs = [Stub(op) for op in ops]
        self.pointwise = [s.pointwise for s in self.stubs if s.pointwise]
        self._alias_equal_functors()
        self.custom = [s for s in self.stubs if not s.pointwise]
        for s in self.custom:
            s.bridge_to_int_sibling(self.custom)
        self.sections = [Section(op) for op in ops]
        self._section = {sec.op.name: sec for sec in self.sections}
        self.list_defaults = [d for op in ops for d in op.list_defaults]
        self._seen = set()
        self._build(binary_operator_entries)

    def _alias_equal_functors(self):
        """Makes a functor the same as an earlier one of this base an alias of it (clamp.Tensor's
        of clamp's, pow.Scalar's of pow's). The kernels of both entries then call the loops with
        one type, and the compiler builds each of them once: the CPU and CUDA loops of a functor
        and dtype take seconds to compile. clamp.cpp calls the loops with 57 pairs of dtype and
        functor, 27 of them clamp's again; it compiled in 92 s, and in 49 s with them shared
        (pow.cpp: 42 -> 33 s)."""
        first = {}
        for pw in self.pointwise:
            for f in pw.functors:
                f.alias_of = first.setdefault(f.body_key(), f.name)
                if f.alias_of == f.name:
                    f.alias_of = None

    @property
    def method_decls(self) -> List[Fn]:
        return [m for sec in self.sections for m in sec.methods]

    @property
    def dispatch_defs(self) -> List[Fn]:
        """Defined in dispatch/<base>.cpp: the free functions and the methods not defined in the class."""
        return [f for sec in self.sections for f in sec.decls + [m for m in sec.methods if not m.in_class]]

    @property
    def kernel_decls(self) -> List[Fn]:
        out, seen = [], set()
        for s in self.custom:
            if s.bridged:
                continue
            key = s.kernel_decl.signature_key()
            if key not in seen:
                seen.add(key)
                out.append(s.kernel_decl)
        return out

    # Registers a function unless one with the same C++ parameter types exists.
    def _add(self, fn: Fn) -> bool:
        key = fn.signature_key()
        if key in self._seen:
            return False
        self._seen.add(key)
        return True

    def _build(self, binary_operator_entries: Set[str]):
        forms = []  # (op, stub, wrapped set)
        for op, stub in zip(self.ops, self.stubs):
            forms.append((op, stub, ()))
        for op, stub in zip(self.ops, self.stubs):
            for w in op.wrapped_sets():
                forms.append((op, stub, w))
        for op, stub, wrapped in forms:
            self._entry_form(op, stub, wrapped)
        # The Scalar-on-the-left forms the operators call (2 - t).
        for op, stub in zip(self.ops, self.stubs):
            if op.name in binary_operator_entries and op.is_pointwise and op.self_arg and \
                    "self" in op.promotion["operands"] and op.has("function"):
                params = op.params()
                params[[a.name for a in op.args].index("self")].type = "const Scalar&"
                fn = Fn(op.ret, op.variant_name("function"), params, [f"return {stub.call(['nullptr'], False)};"],
                        scope="dispatch::")
                if self._add(fn):
                    self._section[op.name].decls.append(fn)
        self._dimarg_bridges()

    def _entry_form(self, op: Op, stub: Stub, wrapped):
        sec = self._section[op.name]
        names = [a.name for a in op.args]
        ret = op.ret
        factory = op.factory_args and op.has("function")
        drop = {n for n, _ in FACTORY_ARGS} if factory else set()
        if op.has("function"):
            params = op.params(wrapped, drop)
            fn = Fn(ret, op.base, params, [f"return {stub.call(['nullptr'], False)};"])
            if self._add(fn):
                sec.decls.append(fn)
                self._list_forms(sec, fn, "")
                if factory and not wrapped:
                    self._options_form(op, params)
        if op.has("method") and "self" not in wrapped:
            params = [p for p in op.params(wrapped) if p.name != "self"]
            m = Fn(ret, op.variant_name("method"), params, [f"return {stub.call(['nullptr'], False, '*this')};"],
                   scope="Tensor::", is_const=True)
            if self._add(m):
                sec.methods.append(m)
                self._list_forms(sec, m, "method")
        if op.has("inplace") and "self" not in wrapped:
            params = [p for p in op.params(wrapped) if p.name != "self"]
            m = Fn("const Tensor&", op.variant_name("inplace"), params,
                   [f"{stub.call(['this'], True, '*this')};", "return *this;"], scope="Tensor::", is_const=True)
            if self._add(m):
                sec.methods.append(m)
        if op.has("out"):
            outs = [Param("Tensor&", n) for n in op.out_names]
            params = outs + op.params(wrapped)
            if len(op.out_names) == 1:
                out_ret = "Tensor&"
                body = [f"{stub.call(['&' + op.out_names[0]], False)};", f"return {op.out_names[0]};"]
            else:
                out_ret = "std::tuple<" + ", ".join("Tensor&" for _ in op.out_names) + ">"
                body = [f"const Tensor outs[] = {{{', '.join(op.out_names)}}};", f"{stub.call(['outs'], False)};",
                        f"return {out_ret}({', '.join(op.out_names)});"]
            fn = Fn(out_ret, op.variant_name("out"), params, body)
            if self._add(fn):
                sec.decls.append(fn)
                self._list_forms(sec, fn, "")

    def _list_forms(self, sec: Section, fn: Fn, kind: str):
        """initializer_list overloads of fn for its list parameters (inline, forwarding)."""
        list_params = [i for i, p in enumerate(fn.params) if self._list_arg(p) is not None]
        for r in range(1, len(list_params) + 1):
            for chosen in itertools.combinations(list_params, r):
                params, args = [], []
                for i, p in enumerate(fn.params):
                    if i in chosen:
                        t = self._list_arg(p)
                        params.append(Param(f"std::initializer_list<{list_element_type(t)}>", p.name))
                        args.append(f"{list_view_type(t)}({p.name}.begin(), {p.name}.size())")
                    else:
                        params.append(Param(p.type, p.name, p.default))
                        args.append(p.name)
                # Defaults only after the last initializer_list parameter.
                last = max(chosen)
                for i, p in enumerate(params):
                    if i <= last:
                        p.default = None
                if kind == "method":
                    g = Fn(fn.ret, fn.name, params, [f"return {fn.name}({', '.join(args)});"], scope="Tensor::",
                           is_const=True, in_class=True)
                    if self._add(g):
                        sec.methods.append(g)
                else:
                    g = Fn(fn.ret, fn.name, params, [f"return opforge::{fn.name}({', '.join(args)});"], inline=True)
                    if self._add(g):
                        sec.inlines.append(g)

    def _list_arg(self, p: Param):
        for op in self.ops:
            a = op.arg.get(p.name)
            if a is not None and a.is_list and a.cpp == p.type and a.base in ("Tensor", "int", "Dimname", "float", "bool"):
                return a.type
        return None

    def _options_form(self, op: Op, params: List[Param]):
        """The TensorOptions form of a factory entry."""
        factory_names = [n for n, _ in FACTORY_ARGS]
        kept = [Param(p.type, p.name, p.default) for p in params if p.name not in factory_names]
        for p in kept:
            p.default = None
        kept.append(Param("const TensorOptions&", "options", "{}"))

        def call(entry: Op, names_expr: Optional[str]):
            args = []
            for a in entry.args:
                if a.name == "dtype":
                    args.append("options.dtype_")
                elif a.name == "layout":
                    args.append("options.layout_")
                elif a.name == "device":
                    args.append("options.device_")
                elif a.name == "pin_memory":
                    args.append("std::nullopt")
                elif a.name == "names" and names_expr is not None:
                    args.append(names_expr)
                else:
                    args.append(a.name)
            return f"opforge::{entry.base}({', '.join(args)})"

        body = []
        if "names" not in op.arg:
            sibling = self._names_sibling(op)
            if sibling is not None:
                body.append(f"if (options.names_) return {call(sibling, 'DimnameList(*options.names_)')};")
        body.append(f"return {call(op, None)};")
        fn = Fn(op.ret, op.base, kept, body, inline=True)
        sec = self._section[op.name]
        if self._add(fn):
            sec.inlines.append(fn)
            self._list_forms(sec, fn, "")

    def _names_sibling(self, op: Op) -> Optional[Op]:
        want = [(a.name, a.cpp) for a in op.args]
        for other in self.ops:
            if other is op or "names" not in other.arg or not other.has("function"):
                continue
            n = other.arg["names"]
            if not (n.base == "Dimname" and n.is_list):
                continue
            if [(a.name, a.cpp) for a in other.args if a.name != "names"] == want:
                return other
        return None

    def _dimarg_bridges(self):
        for op in self.ops:
            if not op.self_arg:
                continue
            for other in self.ops:
                if other is op or len(other.args) != len(op.args):
                    continue
                dims = []
                ok = True
                for a, b in zip(op.args, other.args):
                    if a.name != b.name:
                        ok = False
                    elif a.cpp == "int64_t" and b.cpp == "Dimname":
                        dims.append(a.name)
                    elif a.cpp != b.cpp:
                        ok = False
                if ok and dims:
                    self._bridge(op, dims)

    def _bridge(self, op: Op, dims: List[str]):
        sec = self._section[op.name]
        template = "template <std::same_as<DimArg> D>"
        params = op.params()
        for p in params:
            if p.name in dims:
                p.type = "D"

        def args(self_expr, with_self):
            out = []
            for a in op.args:
                if a.name == "self":
                    if with_self:
                        out.append(self_expr)
                elif a.name in dims:
                    out.append(f"({a.name}.is_name() ? resolve_dim({self_expr}, {a.name}) : {a.name}.index())")
                else:
                    out.append(a.name)
            return ", ".join(out)
        if op.has("function"):
            fn = Fn(op.ret, op.base, params, [f"return opforge::{op.base}({args('self', True)});"],
                    template=template, inline=True)
            if self._add(fn):
                sec.inlines.append(fn)
        method_params = [p for p in params if p.name != "self"]
        for kind, ret in (("method", op.ret), ("inplace", "const Tensor&")):
            if not op.has(kind):
                continue
            name = op.variant_name(kind)
            m = Fn(ret, name, method_params, [f"return {name}({args('*this', False)});"], scope="Tensor::",
                   is_const=True, template=template, in_class=True)
            if self._add(m):
                sec.methods.append(m)


# ---- operators -----------------------------------------------------------------------------------

@dataclass
class Operator:
    symbol: str
    ret: str
    params: List[Param]
    body: str
    include: str  # the base whose header it needs

    @property
    def signature(self) -> str:
        return f"{self.ret} operator{self.symbol}({', '.join(p.decl(False) for p in self.params)})"


def build_operators(ops_by_name: Dict[str, Op]) -> List[Operator]:
    out = []
    for sym, name in BINARY_OPERATORS:
        op = ops_by_name.get(name)
        if op is None or not op.is_pointwise or not op.has("function") or "self" not in op.promotion["operands"]:
            continue
        tensors = [a for a in op.args if a.is_tensor and not a.kwarg_only]
        if len(tensors) != 2 or tensors[0].name != "self":
            continue
        other = tensors[1].name
        scalar_ok = other in op.wrappable
        a, b = "self", other
        out.append(Operator(sym, "Tensor", [Param("const Tensor&", a), Param("const Tensor&", b)],
                            f"return opforge::{op.base}({a}, {b});", op.base))
        if scalar_ok:
            out.append(Operator(sym, "Tensor", [Param("const Tensor&", a), Param("const Scalar&", b)],
                                f"return opforge::{op.base}({a}, {b});", op.base))
            out.append(Operator(sym, "Tensor", [Param("const Scalar&", a), Param("const Tensor&", b)],
                                f"return dispatch::{op.base}({a}, {b});", op.base))
    for sym, name in UNARY_OPERATORS:
        op = ops_by_name.get(name)
        if op is None or not op.has("function") or not op.self_arg:
            continue
        if [a for a in op.args if a.default is None] != [op.self_arg]:
            continue
        out.append(Operator(sym, "Tensor", [Param("const Tensor&", "self")], f"return opforge::{op.base}(self);",
                            op.base))
    for sym, name in COMPOUND_OPERATORS:
        op = ops_by_name.get(name)
        if op is None or not op.has("inplace"):
            continue
        tensors = [a for a in op.args if a.is_tensor and not a.kwarg_only]
        if len(tensors) != 2 or tensors[0].name != "self":
            continue
        other = tensors[1].name
        m = op.variant_name("inplace")
        out.append(Operator(sym, "const Tensor&", [Param("const Tensor&", "self"), Param("const Tensor&", other)],
                            f"return self.{m}({other});", op.base))
        if other in op.wrappable:
            out.append(Operator(sym, "const Tensor&", [Param("const Tensor&", "self"), Param("const Scalar&", other)],
                                f"return self.{m}({other});", op.base))
    return out


# ---- the model -----------------------------------------------------------------------------------

class Model:
    def __init__(self, ir: dict):
        self.ops = [Op(o) for o in ir["ops"]]
        by_name = {op.name: op for op in self.ops}
        bases: Dict[str, List[Op]] = {}
        for op in self.ops:
            bases.setdefault(op.base, []).append(op)
        binary_operator_entries = {name for _, name in BINARY_OPERATORS}
        self.groups = [Group(b, ops, binary_operator_entries) for b, ops in bases.items()]
        self.group = {g.base: g for g in self.groups}
        self.operators = build_operators(by_name)
        self.operator_includes = sorted({o.include for o in self.operators})


def build_model(ir: dict) -> Model:
    return Model(ir)
