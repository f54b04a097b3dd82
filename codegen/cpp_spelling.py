"""C++ spellings: dtype and argument types, parameters and function declarations, string literals."""

from dataclasses import dataclass, field
from typing import List, Optional, Tuple

from model_error import ModelError


SCALAR_TYPE_CPP = {
    "Bool": "bool", "UInt8": "uint8_t", "Int8": "int8_t", "Int16": "int16_t", "Int32": "int32_t",
    "Int64": "int64_t", "UInt16": "uint16_t", "UInt32": "uint32_t", "UInt64": "uint64_t",
    "Half": "Half", "BFloat16": "BFloat16", "Float": "float", "Double": "double",
    "ComplexHalf": "ComplexHalf", "ComplexFloat": "std::complex<float>", "ComplexDouble": "std::complex<double>",
}
# The real counterpart of a complex storage type (abs of complex64 is float32).
REAL_OF_COMPLEX = {"ComplexHalf": "Half", "ComplexFloat": "float", "ComplexDouble": "double"}

# ops.yaml's promotion kinds and their opforge::PromotionKind (src/iteration/promotion_kind.h), one
# vocabulary for every kernel kind; each kind's stub accepts its own (KIND_PROMOTIONS).
PROMOTION_ENUM = {
    "default": "Default", "int_to_float": "IntToFloat", "always_bool": "AlwaysBool",
    "complex_to_float": "ComplexToFloat", "int_to_float_complex_to_float": "IntToFloatComplexToFloat",
    "bool_to_long": "BoolToLong", "no_opmath": "NoOpmath", "reduction": "Reduction",
    "reduction_keeps_dtype": "ReductionKeepsDtype", "reduction_to_bool": "ReductionToBool",
    "reduction_floating": "ReductionFloating", "same_dtype": "SameDtype", "index": "Index",
}
ELEMENTWISE_PROMOTIONS = ("default", "int_to_float", "always_bool", "complex_to_float", "int_to_float_complex_to_float",
                          "bool_to_long", "no_opmath")
REDUCTION_PROMOTIONS = ("reduction", "reduction_keeps_dtype", "reduction_to_bool", "reduction_floating")
KIND_PROMOTIONS = {
    "pointwise": ELEMENTWISE_PROMOTIONS,
    "reduce": REDUCTION_PROMOTIONS,
    "scan": ("reduction", "reduction_keeps_dtype"),
    "structured": ("default", "same_dtype", "index"),
}


def promotion_enum(op, kind: str) -> str:
    """`PromotionKind::X` of the op's promotion, which a stub of kernel kind `kind` must apply (a
    ModelError otherwise: no kind falls back to another)."""
    allowed = KIND_PROMOTIONS[kind]
    if op.promotion.kind not in allowed:
        raise ModelError(f"{op.name}: a {kind} stub applies promotion {', '.join(allowed)}, not {op.promotion.kind}")
    return f"PromotionKind::{PROMOTION_ENUM[op.promotion.kind]}"
# complex_to_float is checked by the stub (pointwise_checks::check_complex_to_float_cast) before the
# meta step, which then converts without checking.
INPLACE_CAST_ENUM = {"same_kind": "SameKind", "exact": "Exact", "unsafe": "Unsafe", "complex_to_float": "Unsafe",
                     "bool_out": "Exact", "same_as_input": "Exact", "none": "SameKind"}

LIST_TYPES = {"Tensor": "TensorList", "int": "IntArrayRef", "Dimname": "DimnameList"}
ELEMENT_TYPES = {"Tensor": "Tensor", "int": "int64_t", "float": "double", "bool": "bool", "Scalar": "Scalar",
                 "Dimname": "Dimname"}
BY_VALUE_TYPES = {"int": "int64_t", "float": "double", "bool": "bool", "str": "std::string_view",
                  "ScalarType": "ScalarType", "Layout": "Layout", "Device": "Device",
                  "MemoryFormat": "MemoryFormat", "Dimname": "Dimname", "Generator": "Generator"}

FACTORY_ARGS = (("dtype", "ScalarType"), ("layout", "Layout"), ("device", "Device"), ("pin_memory", "bool"))

# Operators: the entry each calls (the entry with exactly that name).
# Each operator calls the entry of that name, or its `.Tensor` overload (bitwise_and.Tensor); % is
# Python's (remainder, rounding toward -inf), as Tensor.__mod__.
BINARY_OPERATORS = (("+", "add"), ("-", "sub"), ("*", "mul"), ("/", "div"), ("%", "remainder"), ("==", "eq"),
                    ("!=", "ne"), ("<", "lt"), ("<=", "le"), (">", "gt"), (">=", "ge"), ("&", "bitwise_and"),
                    ("|", "bitwise_or"), ("^", "bitwise_xor"), ("<<", "bitwise_left_shift"),
                    (">>", "bitwise_right_shift"))
UNARY_OPERATORS = (("-", "neg"), ("~", "bitwise_not"))
COMPOUND_OPERATORS = (("+=", "add"), ("-=", "sub"), ("*=", "mul"), ("/=", "div"), ("%=", "remainder"),
                      ("&=", "bitwise_and"), ("|=", "bitwise_or"), ("^=", "bitwise_xor"),
                      ("<<=", "bitwise_left_shift"), (">>=", "bitwise_right_shift"))

DEVICE_TYPES = {"cpu": "CPU", "cuda": "CUDA", "meta": "Meta"}


def element_cpp(scalar_type: str) -> str:
    try:
        return SCALAR_TYPE_CPP[scalar_type]
    except KeyError:
        raise ModelError(f"dtype {scalar_type} has no arithmetic: pointwise kernels compute in numeric dtypes only")


def api_type(t, optional=None) -> str:
    """The C++ parameter type of an argument of type t (op_model.ArgType); `optional` overrides t's."""
    base = t.base
    optional = t.optional if optional is None else optional
    if t.is_list:
        if base == "Tensor" and t.element_optional:
            inner = "std::span<const std::optional<Tensor>>"
        else:
            inner = LIST_TYPES.get(base, f"std::span<const {ELEMENT_TYPES[base]}>")
        return f"std::optional<{inner}>" if optional else inner
    if base == "Tensor":
        return "const std::optional<Tensor>&" if optional else "const Tensor&"
    if base == "Scalar":
        return "const std::optional<Scalar>&" if optional else "const Scalar&"
    if base == "NestedList":  # never optional (the front end says so)
        return "const NestedList&"
    inner = BY_VALUE_TYPES[base]
    return f"std::optional<{inner}>" if optional else inner


def list_element_type(t) -> str:
    if t.base == "Tensor" and t.element_optional:
        return "std::optional<Tensor>"
    return ELEMENT_TYPES[t.base]


def list_view_type(t) -> str:
    """The span type of a list argument (without the optional)."""
    return api_type(t, optional=False)


def return_type(returns: list) -> str:
    if not returns:
        return "void"
    if len(returns) == 1:
        # One bool: a composite's value (allclose, equal; the front end allows it nowhere else).
        if returns[0].type.base == "bool":
            return "bool"
        # A list of views (chunk, split, unbind), a composite's too.
        return "std::vector<Tensor>" if returns[0].type.is_list else "Tensor"
    return "std::tuple<" + ", ".join("Tensor" for _ in returns) + ">"


def base_parameter(a) -> str:
    """A parameter of a hand-written meta or device function: a Tensor argument as `const TensorBase&`,
    so that the file defining it needs no operator methods (opforge/tensor_base.h) and is not
    recompiled when an op is added; the stub's Tensor converts to it. Lists and optional tensors keep
    their types (their elements are Tensors)."""
    return f"{'const TensorBase&' if a.cpp == 'const Tensor&' else a.cpp} {a.name}"


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
