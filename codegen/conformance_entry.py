"""What the conformance tests need to know about one ops.yaml entry (an IR entry): its arguments,
API forms, promotion category and operands, and the operators that call it.
"""

import reference as ref
from conformance_rules import DEFAULT_DTYPE, ModelError
from cpp_spelling import BINARY_OPERATORS as OPERATOR_SYMBOLS, COMPOUND_OPERATORS as COMPOUND_SYMBOLS
from expressions import number_self
from op_model import Op, format_reject, reject_placeholders

# The operators by the base they call (codegen/cpp_spelling.py's tables, which generate them).
BINARY_OPERATORS = {name: sym for sym, name in OPERATOR_SYMBOLS}
COMPOUND_OPERATORS = {name: sym for sym, name in COMPOUND_SYMBOLS}


UNARY_OPERATORS = {"neg": "-", "bitwise_not": "~"}


ELEMENTWISE_PROMOTIONS = ("default", "int_to_float", "always_bool", "complex_to_float",
                          "int_to_float_complex_to_float", "bool_to_long", "no_opmath")


# ---- one entry of ops.yaml ----------------------------------------------------------------------


class Entry:
    """What the tests need to know about one IR entry."""

    def __init__(self, ir):
        self.ir = ir
        self.name = ir["name"]
        self.cname = self.name.replace(".", "_")
        self.base = ir["base_name"]
        self.args = ir["arguments"]
        self.arg_index = {a["name"]: i for i, a in enumerate(self.args)}
        # The Tensor arguments (lists too), by position: a Python number there is a wrapped scalar.
        self.tensor_positions = [i for i, a in enumerate(self.args) if a["type"]["base"] == "Tensor"]
        self.variants = [v["kind"] for v in ir["variants"]]
        self.promotion = ir["promotion"]["kind"]
        self.promoted = ir["promotion"]["operands"]
        self.broadcast = ir["broadcast"]["kind"]
        self.broadcast_operands = ir["broadcast"]["operands"]
        self.inplace_cast = ir["inplace_cast"]
        self.names_rule = ir["names"]["kind"]
        self.names_operands = ir["names"]["operands"]
        self.dtypes = [d["name"] for d in ir["dtypes"]]
        self.pointwise = ir["kernel"]["kind"] == "pointwise"
        self.ast = ir["kernel"].get("ast")
        self.is_primary = ir["overload"] == ""
        self.rejects = ir.get("rejects", [])
        self._conditions = None  # rejection's form of the rejects
        # Arguments whose wrapped-scalar form another entry of the group takes over (pow's exponent:
        # pow(t, 2) is pow.Tensor_Scalar); set by shadow_wrapped_forms.
        self.shadowed = set()

    def arg(self, name):
        return self.args[self.arg_index[name]]

    def type_of(self, name):
        return self.arg(name)["type"]

    def is_tensor(self, name):
        t = self.type_of(name)
        return t["base"] == "Tensor" and not t["is_list"]

    def scalar_able(self, name):
        """Tensor arguments that also take a Python number: promotion operands other than a Tensor
        self (an op whose self is a Scalar, like pow.Scalar, keeps its one tensor), and self where
        the entry has number_self (add(2, t)) or the expression selects it and another promotion
        operand (where(c, 0.0, t)): codegen/op_model.py's Op.wrappable."""
        t = self.type_of(name)
        if not self.pointwise or t["base"] != "Tensor" or t["is_list"] or t["optional"] or name not in self.promoted or \
                name in self.shadowed or not self.ir["number_forms"]:
            return False
        if name == "self":
            return self.ir.get("number_self", False) or number_self(self.ast, self.promoted)
        return "self" in self.arg_index and self.is_tensor("self")

    def rejection(self, specs, form):
        """The error of the first `rejects` item that applies to a case's arguments in this form, as
        an outcome; None when none does."""
        if not self.rejects:
            return None
        if self._conditions is None:
            if any("out" in c["operands"] or c.get("differs_from") for r in self.rejects for c in r["when"]):
                raise ModelError(f"{self.name}: a rejects condition on the out= tensor is not modelled in the "
                                 f"generated tables; only an op whose cases are PyTorch's recorded ones (a "
                                 f"reduction, a scan) may have one")
            # Each condition as (quantifier, argument positions, dtype set), made once: rejection
            # runs for every case of every table.
            self._conditions = [[(c["quantifier"], [self.arg_index[n] for n in c["operands"]],
                                  {d["name"] for d in c["dtypes"]}, c.get("compare"), c.get("value"))
                                 for c in r["when"]] for r in self.rejects]
        variant = FORM_VARIANT[form]
        for r, conditions in zip(self.rejects, self._conditions):
            if variant == "function":
                if "function" not in r["variants"] and "method" not in r["variants"]:
                    continue
            elif variant not in r["variants"]:
                continue
            if all(condition_holds(c, specs) for c in conditions):
                names = {n: ref.cpp_name(operand_dtype(specs[self.arg_index[n]]))
                         for n in reject_placeholders(r["message"])}
                return {"error": {"type": r["error"], "message": format_reject(r["message"], names), "match": "exact"}}
        return None

    def tensor_inputs(self):
        """The tensors the kernel iterates over, in signature order."""
        return [a["name"] for a in self.args
                if a["type"]["base"] == "Tensor" and not a["type"]["is_list"]
                and (a["name"] in self.broadcast_operands or a["name"] in self.promoted
                     or self.broadcast == "none")]

    def compute(self, common):
        """(compute dtype, result dtype) of the promotion category for a common dtype."""
        p = self.promotion
        if p in ("int_to_float", "int_to_float_complex_to_float") and ref.is_integral(common):
            return DEFAULT_DTYPE, DEFAULT_DTYPE
        if p == "always_bool":
            return common, "bool"
        if p in ("complex_to_float", "int_to_float_complex_to_float") and ref.is_complex(common):
            return common, ref.REAL_OF[common]
        if p == "bool_to_long" and common == "bool":
            return "int64", "int64"
        return common, common

    def operator_forms(self):
        # The operators call the base's entry, or its .Tensor overload (bitwise_and.Tensor).
        if not (self.is_primary or self.ir["overload"] == "Tensor"):
            return []
        forms = []
        if self.base in BINARY_OPERATORS:
            forms += ["operator", "reversed_operator"]
        if self.base in COMPOUND_OPERATORS and "inplace" in self.variants:
            forms.append("compound_operator")
        if self.base in UNARY_OPERATORS:
            forms.append("unary_operator")
        return forms


# The variant a form runs as (the stub cannot tell a function from a method, nor an operator from
# the function it calls).
FORM_VARIANT = {"function": "function", "method": "function", "operator": "function", "reversed_operator": "function",
                "unary_operator": "function", "inplace": "inplace", "compound_operator": "inplace", "out": "out"}

# A Python number's dtype as PyTorch wraps it.
SCALAR_DTYPES = {bool: "bool", int: "int64", float: "float64", complex: "complex128"}


COMPARISONS = {"==": lambda a, b: a == b, "!=": lambda a, b: a != b, "<": lambda a, b: a < b,
               "<=": lambda a, b: a <= b, ">": lambda a, b: a > b, ">=": lambda a, b: a >= b}


def condition_holds(condition, specs):
    quantifier, positions, dtypes, compare, value = condition
    if compare:
        # A value condition on an int argument (polygamma's n).
        return COMPARISONS[compare](specs[positions[0]]["value"], value)
    present = [d for d in (operand_dtype(specs[i]) for i in positions) if d]
    if quantifier == "any":
        return any(d in dtypes for d in present)
    return bool(present) and all(d in dtypes for d in present)


def operand_dtype(spec):
    """The dtype a rejects condition reads from an argument spec; None for an absent operand."""
    if spec["kind"] == "tensor":
        return spec["dtype"]
    if spec["kind"] == "scalar":
        return SCALAR_DTYPES[type(spec["value"])]
    if spec["kind"] == "dtype":
        return spec["value"]
    return None


def shadow_wrapped_forms(entries):
    """Marks the wrapped-scalar forms another entry of the group declares with the same parameter
    types (pow(Tensor, Scalar) is pow.Tensor_Scalar): the C++ API has only the explicit entry
    (codegen/api_forms.py), so its rules decide those calls; and those a number in that place makes
    another entry's call (max(t, 1) is max.dim: op_model.Op.number_is_sibling_call), which the C++
    API does not have."""
    def spelled(e, scalar):
        return [("Scalar" if a["name"] == scalar else a["type"]["spelling"]) for a in e.args]
    ops = [Op(e.ir) for e in entries]
    for e, op in zip(entries, ops):
        for a in e.args:
            name = a["name"]
            if not e.scalar_able(name):
                continue
            if any(o is not e and [b["type"]["spelling"] for b in o.args] == spelled(e, name) for o in entries) or \
                    op.number_is_sibling_call(name, ops):
                e.shadowed.add(name)


ALL_FORMS = ["function", "method", "inplace", "out", "operator", "reversed_operator", "compound_operator",
             "unary_operator"]


def first_form(e):
    for form in ("function", "method", "out", "inplace"):
        if form in e.variants:
            return form
    raise ModelError(f"{e.name} has no variant")


def representative_dtype(e):
    """The dtype the form, shape and name cases compute in."""
    for d in ("float32", "int64", "bool", "float64", "complex64"):
        if d in e.dtypes:
            return d
    return e.dtypes[0] if e.dtypes else None


def position_of(e, name):
    """The operand position of an argument among the kernel's inputs (0 = first)."""
    order = [a["name"] for a in e.args if a["name"] in e.promoted or a["name"] in e.broadcast_operands
             or e.is_tensor(a["name"])]
    return order.index(name) if name in order else 0
