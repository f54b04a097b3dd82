"""One ops.yaml entry as the model sees it: typed records of the IR's parts (ArgType, Arg, Return,
Rule, Dtype, Kernel, Reject) and the entry's facts (Op)."""

import itertools
import re
from dataclasses import dataclass
from typing import Any, Dict, List, Optional, Tuple

from model_error import ModelError
from cpp_spelling import FACTORY_ARGS, Param, api_type, cpp_string, list_view_type, return_type
from expressions import number_self, selected_arguments


@dataclass(frozen=True)
class ArgType:
    """An argument's or return's type (ir_json.h: `type`)."""
    spelling: str
    base: str
    alias: Optional[str]
    element_optional: bool
    is_list: bool
    list_size: Optional[int]
    optional: bool

    @staticmethod
    def of(t: dict) -> "ArgType":
        return ArgType(t["spelling"], t["base"], t["alias"], t["element_optional"], t["is_list"], t["list_size"],
                       t["optional"])


@dataclass(frozen=True)
class Default:
    """An argument's default (ir_json.h): kind none, bool, int, float, str or int_list; value; text."""
    kind: str
    value: object
    text: str  # its spelling, which ir_json.cpp writes for every kind

    @staticmethod
    def of(d: Optional[dict]) -> Optional["Default"]:
        return Default(d["kind"], d.get("value"), d["text"]) if d is not None else None


@dataclass
class Arg:
    name: str
    type: ArgType
    kwarg_only: bool
    default: Optional[Default]

    @property
    def base(self):
        return self.type.base

    @property
    def is_tensor(self):
        return self.base == "Tensor" and not self.type.is_list

    @property
    def is_scalar(self):
        return self.base == "Scalar" and not self.type.is_list

    @property
    def optional(self):
        return self.type.optional

    @property
    def is_list(self):
        return self.type.is_list

    @property
    def cpp(self):
        return api_type(self.type)


@dataclass(frozen=True)
class Return:
    name: Optional[str]
    type: ArgType


@dataclass(frozen=True)
class Rule:
    """promotion, broadcast or names: its kind and the arguments it applies to; for names, the out=
    variant's own kind where it differs ("none": softmax.int_out rejects named tensors), else None."""
    kind: str
    operands: Tuple[str, ...]
    out: Optional[str] = None

    @staticmethod
    def of(r: dict) -> "Rule":
        return Rule(r["kind"], tuple(r["operands"]), r.get("out"))


@dataclass(frozen=True)
class Dtype:
    name: str         # "float32"
    scalar_type: str  # "Float"


@dataclass(frozen=True)
class ReduceStep:
    expression: str
    ast: dict


@dataclass(frozen=True)
class Kernel:
    """kind pointwise (expression, ast, dtype_errors: {cpu, cuda}), reduce (identity, combine, map, finalize, empty, name),
    scan (identity, combine, name), sort (name, sort_results, sort_select, sort_out_texts),
    structured (name, shape, dtype_errors: {cpu, cuda}, outputs: the dtypes of the results after the
    first, by return name; out_dtype_message; empty_skips_dtype_check), view (name: the geometry
    function; new_dim_names: the argument naming its new dims), factory (name: the fill function or none;
    sizes; dtype_from) or custom or composite (name)."""
    kind: str
    name: Optional[str] = None
    expression: Optional[str] = None
    ast: Optional[dict] = None
    identity: Optional[ReduceStep] = None
    combine: Optional[ReduceStep] = None
    map: Optional[ReduceStep] = None
    finalize: Optional[ReduceStep] = None
    empty: Optional[str] = None
    shape: Optional[str] = None
    dtype_errors: Optional[Tuple[Tuple[str, str], ...]] = None
    outputs: Tuple[Tuple[str, str], ...] = ()
    out_dtype_message: str = ""
    empty_skips_dtype_check: bool = False
    device_generic: bool = False
    # A reducer kernel (`reducer:`): the C++ reducer, the op arguments its params() takes, and the
    # results it stores as (name, "computed" | "real") in return order.
    reducer: Optional[str] = None
    reducer_args: Tuple[str, ...] = ()
    reducer_results: Tuple[Tuple[str, str], ...] = ()
    # A sort kernel's results in return order: values, indices or both; what it selects of each
    # sorted line; PyTorch's out= dtype texts as (result, text) in its order of checks.
    sort_results: Tuple[str, ...] = ()
    sort_select: str = "all"
    sort_out_texts: Tuple[Tuple[str, str], ...] = ()
    # A structured kernel's addend (addmm's self: result = beta * addend + alpha * product) and its
    # same_dtype_checks as (first, second, text) in order.
    addend: str = ""
    starts_from: str = ""  # a structured kernel's result starts as a copy of this input (scatter_add's self)
    # A structured kernel's int arguments the stub wraps, each against a Tensor argument's dims:
    # (argument, tensor) in order (gather's (dim, self)).
    wraps: Tuple[Tuple[str, str], ...] = ()
    same_dtype_checks: Tuple[Tuple[str, str, str], ...] = ()
    # A view kernel's Dimname or Dimname[] argument naming the dims its geometry gives as new.
    new_dim_names: str = ""
    # A factory kernel's meta function giving the result's sizes ("": the size argument or self's)
    # and its dtype without a dtype argument: default, value_kind or integral_or_default.
    sizes: str = ""
    dtype_from: str = "default"

    def dtype_error(self, device: str) -> str:
        """The kernel's name in PyTorch's "\"NAME\" not implemented for 'Bool'" on a device."""
        assert self.dtype_errors is not None, f"a {self.kind} kernel has no dtype_errors"
        return dict(self.dtype_errors)[device]

    @staticmethod
    def of(k: dict) -> "Kernel":
        def step(key):
            v = k.get(key)
            return ReduceStep(v["expression"], v["ast"]) if v else None
        errors = tuple(sorted(k["dtype_errors"].items())) if "dtype_errors" in k else None
        if k["kind"] == "sort":
            return Kernel("sort", k["name"], sort_results=tuple(k["results"]), sort_select=k["select"],
                          sort_out_texts=tuple((t["result"], t["text"]) for t in k["out_dtype_texts"]))
        return Kernel(k["kind"], k.get("name"), k.get("expression"), k.get("ast"), step("identity"), step("combine"),
                      step("map"), step("finalize"), k.get("empty"), k.get("shape"), errors,
                      tuple(k.get("outputs", {}).items()), k.get("out_dtype_message", ""),
                      k.get("empty_skips_dtype_check", False), k.get("device_generic", False), k.get("reducer"),
                      tuple(k.get("args", ())), tuple((r["name"], r["dtype"]) for r in k.get("results", ())),
                      addend=k.get("addend", ""), starts_from=k.get("starts_from", ""),
                      wraps=tuple(k.get("wraps", {}).items()), new_dim_names=k.get("new_dim_names", ""),
                      sizes=k.get("sizes", ""), dtype_from=k.get("dtype_from", "default"),
                      same_dtype_checks=tuple((c["first"], c["second"], c["text"])
                                              for c in k.get("same_dtype_checks", ())))


def reject_placeholders(message: str) -> List[str]:
    """The operands a rejects message names as {operand} (standing for their dtypes: "... but got
    {self}"), in order, each once; "{{" and "}}" are braces."""
    names: List[str] = []
    for m in re.finditer(r"\{\{|\}\}|\{([A-Za-z_][A-Za-z0-9_]*)\}", message):
        if m.group(1) and m.group(1) not in names:
            names.append(m.group(1))
    return names


def format_reject(message: str, dtype_names: Dict[str, str]) -> str:
    """A rejects message with each {operand} replaced by its dtype's ScalarType name (Long), as the
    stub formats it; a message without placeholders is PyTorch's text as it is."""
    if not reject_placeholders(message):
        return message
    return re.sub(r"\{\{|\}\}|\{([A-Za-z_][A-Za-z0-9_]*)\}",
                  lambda m: dtype_names[m.group(1)] if m.group(1) else m.group(0)[0], message)


@dataclass(frozen=True)
class RejectCondition:
    quantifier: Optional[str]
    operands: Tuple[str, ...]
    dtypes: Tuple[Dtype, ...]
    differs_from: Optional[str] = None  # the condition is that the operand's dtype is not this argument's
    # A value condition: the int argument compares so with the number (polygamma's n: "< 0", 0).
    compare: Optional[str] = None
    value: int = 0


@dataclass(frozen=True)
class Reject:
    when: Tuple[RejectCondition, ...]
    variants: Tuple[str, ...]
    error: str
    message: str

    @staticmethod
    def of(r: dict) -> "Reject":
        when = tuple(RejectCondition(c.get("quantifier"), tuple(c["operands"]),
                                     tuple(Dtype(d["name"], d["scalar_type"]) for d in c["dtypes"]),
                                     c.get("differs_from"), c.get("compare"), c.get("value", 0))
                     for c in r["when"])
        return Reject(when, tuple(r["variants"]), r["error"], r["message"])


class Op:
    def __init__(self, ir: dict):
        self.ir = ir
        self.name = ir["name"]
        self.base = ir["base_name"]
        self.cname = self.name.replace(".", "_")
        self.doc = ir["doc"]
        self.signature = ir["signature"]
        self.args = [Arg(a["name"], ArgType.of(a["type"]), a["kwarg_only"], Default.of(a["default"]))
                     for a in ir["arguments"]]
        self.arg = {a.name: a for a in self.args}
        self.returns = [Return(r["name"], ArgType.of(r["type"])) for r in ir["returns"]]
        self.ret = return_type(self.returns)
        self.variants = {v["kind"]: v for v in ir["variants"]}
        self.kernel = Kernel.of(ir["kernel"])
        self.is_pointwise = self.kernel.kind == "pointwise"
        self.is_reduce = self.kernel.kind == "reduce"
        self.is_scan = self.kernel.kind == "scan"
        self.is_sort = self.kernel.kind == "sort"
        self.is_structured = self.kernel.kind == "structured"
        # A custom kernel's name (a reduce kernel's `name` is its name in dtype errors).
        self.kernel_name = self.kernel.name if self.kernel.kind in ("custom", "composite") else None
        # Where the stub finds the hand-written function: kernels:: (src/cpu/<base>.cpp) or, for a
        # composite, composite:: (src/composite/<base>.cpp).
        self.kernel_namespace = "composite" if self.kernel.kind == "composite" else "kernels"
        self.is_view_kernel = self.kernel.kind == "view"
        self.is_factory = self.kernel.kind == "factory"
        self.is_sampler = self.kernel.kind == "sampler"
        # Whether a signature takes a Generator (its headers include opforge/generator.h).
        self.arg_types_include_generator = any(a.base == "Generator" for a in self.args)
        # Whether a signature takes torch.tensor's data (its headers include opforge/nested_list.h).
        self.arg_types_include_nested_list = any(a.base == "NestedList" for a in self.args)
        self.is_view = any(r.type.alias for r in self.returns)
        self.promotion = Rule.of(ir["promotion"])
        self.broadcast = Rule.of(ir["broadcast"])
        self.names = Rule.of(ir["names"])
        self.rejects = [Reject.of(r) for r in ir.get("rejects", [])]
        self.inplace_cast = ir["inplace_cast"]
        self.devices = ir["devices"]
        self.noop_unless = ir["noop_unless"]
        self.dtypes = [Dtype(d["name"], d["scalar_type"]) for d in ir["dtypes"]]
        # The formulas of `derivatives` ({input, expression, ast}, signature order), or None.
        self.derivatives: Optional[List[dict]] = ir.get("derivatives")
        # `derivatives: not_differentiable`: results without history, whatever the inputs.
        self.not_differentiable: bool = ir.get("not_differentiable", False)
        # A result of a non-differentiable promotion (bool or int64 values), or no tensor at all
        # (allclose's bool), or of an entry that says `derivatives: not_differentiable` (detach,
        # isclose), never has a gradient: such an op runs on tensors that require grad.
        self.results_differentiable = (any(r.type.base == "Tensor" for r in self.returns) and
                                       self.promotion.kind not in ("always_bool", "reduction_to_bool", "index") and
                                       not self.not_differentiable)
        # `gradcheck`: the gradient test's value of each argument it names ({name: [ints] or text}).
        self.gradcheck: Dict[str, Any] = ir.get("gradcheck") or {}
        self.self_arg: Optional[Arg]
        if "self" in self.arg and self.arg["self"].is_tensor:
            self.self_arg = self.arg["self"]
        else:
            self.self_arg = None
        # The out arguments of the out variant: `out`, or the returns' names (the front end requires
        # every return named where an op with several has an out variant).
        if len(self.returns) == 1:
            self.out_names = ["out"]
        else:
            self.out_names = [r.name for r in self.returns if r.name is not None]

    def has(self, kind: str) -> bool:
        return kind in self.variants

    def variant_name(self, kind):
        return self.variants[kind]["name"]

    # -- defaults --
    def default_cpp(self, a: Arg) -> Optional[str]:
        d = a.default
        if d is None:
            return None
        kind = d.kind
        if kind == "none":
            return "std::nullopt"
        if kind == "bool":
            return "true" if d.value else "false"
        if kind == "str":
            assert isinstance(d.value, str)
            return cpp_string(d.value)
        if kind in ("int", "float"):
            if a.is_list:
                return self.list_default_name(a)
            return d.text
        if kind == "int_list":
            # An empty list needs no constant, and the methods declared in class Tensor see none.
            return f"{list_view_type(a.type)}()" if not d.value else self.list_default_name(a)
        raise ModelError(f"{self.name}: unknown default kind {kind}")

    def list_default_name(self, a: Arg) -> str:
        return f"{list_view_type(a.type)}(dispatch::{self.cname}_{a.name}_default)"

    def list_default_values(self, a: Arg) -> List[int]:
        d = a.default
        assert d is not None, f"{self.name}: {a.name} has no default"
        if d.kind == "int_list":
            assert isinstance(d.value, list)
            return list(d.value)
        assert isinstance(d.value, int)
        return [d.value] * (a.type.list_size or 1)

    @property
    def list_defaults(self):
        """(constant name, values) of the int-list defaults the header defines."""
        out = []
        for a in self.args:
            if a.default is not None and a.is_list and a.default.kind in ("int", "int_list") and \
                    (a.default.kind == "int" or a.default.value):
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
    def number_variants(self) -> List[str]:
        """The variants whose wrapped-scalar forms exist (ops.yaml's number_forms; every variant by
        default): PyTorch has no atan2(t, 2), and where's number forms are functions only."""
        return self.ir["number_forms"]

    def number_conversion(self, name: str) -> str:
        """How a number given for argument `name` converts to the compute dtype (ops.yaml's
        scalar_conversion): "wrapped", converted as a tensor element is (PyTorch's wrapped number:
        add(int8, 1000) adds -24), or "checked", which raises "value cannot be converted to type
        int8_t without overflow" (Scalar::to). By default a Scalar self or other wraps (the number of
        PyTorch's `.Scalar` and `.Scalar_Tensor` overloads), another Scalar is a parameter its kernel
        converts with Scalar::to (clamp's bounds, masked_fill's value, pow's exponent), and a
        Tensor's number wraps unless the expression selects it (where(c, t, 1000) raises: PyTorch's
        where converts it with Scalar::to)."""
        given = self.ir["scalar_conversion"].get(name)
        if given is not None:
            return given
        if self.arg[name].is_scalar:
            return "wrapped" if name in ("self", "other") else "checked"
        return "checked" if name in selected_arguments(self.kernel.ast) else "wrapped"

    @property
    def wrappable(self) -> List[str]:
        """Tensor arguments that may be passed as a Scalar (wrapped-scalar forms): the promotion
        operands other than self, and self where the entry says so (ops.yaml's number_self: add(2, t),
        as PyTorch's numbers-as-tensors list) or its expression selects it (where(c, 0.0, t))."""
        if not self.is_pointwise or not self.number_variants:
            return []
        operands = self.promotion.operands
        self_ok = self.ir.get("number_self", False) or number_self(self.kernel.ast, operands)
        return [a.name for a in self.args
                if a.is_tensor and not a.optional and a.name in operands and (a.name != "self" or self_ok)]

    def number_is_sibling_call(self, name: str, siblings: List["Op"]) -> bool:
        """Whether a number in `name`'s place is another entry of the base's call in PyTorch
        (max(t, 1) is max.dim, where max.other has the Tensor `other`): a wrapped-scalar form there
        would mean two things, and in C++ a double would convert to that entry's int, so there is
        none."""
        i = [a.name for a in self.args].index(name)
        for o in siblings:
            if o.name == self.name or len(o.args) <= i:
                continue
            a = o.args[i]
            if a.is_list or a.base not in ("int", "float", "bool"):
                continue  # (a Scalar there is that entry's own form, pow.Tensor_Scalar: Group._add)
            if [b.base for b in o.args[:i]] == [b.base for b in self.args[:i]] and \
                    all(b.default is not None for b in o.args[i + 1:]):
                return True
        return False

    def wrapped_sets(self) -> List[Tuple[str, ...]]:
        """The sets of arguments one wrapped-scalar form takes as Scalars; a form keeps at least one
        Tensor, which gives the result its device (PyTorch has no pow(2, 3) on tensors either)."""
        w = self.wrappable
        tensors = {a.name for a in self.args if a.is_tensor and not a.optional}
        sets: List[Tuple[str, ...]] = []
        for r in range(1, len(w) + 1):
            sets.extend(c for c in itertools.combinations(w, r) if tensors - set(c))
        return sets
