"""C++ spellings of the conformance model (conformance.py) for templates/tests/test_{base}.cpp.j2.

CppTables turns case lists into constant-data declarations of tests/conformance/cases.h's types:
a pool of shared arrays (shapes, values, names, error specs, argument and outcome lists) and, per
table, one array of Case. Everything is constexpr data, which compiles fast however many cases an
op has. adapters_of gives the C++ call of every API form of an entry (function, method, in-place,
out=, operators, each wrapped-scalar combination), following the public API conventions of
issue 3 that codegen/model.py generates.
"""

import math

import reference as ref
from conformance_entry import BINARY_OPERATORS, COMPOUND_OPERATORS, UNARY_OPERATORS

FORM_ENUM = {"function": "Function", "method": "Method", "inplace": "Inplace", "out": "Out",
             "operator": "Operator", "reversed_operator": "ReversedOperator",
             "compound_operator": "CompoundOperator", "unary_operator": "UnaryOperator"}


def cpp_string(text):
    out = str(text).replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n")
    return f'"{out}"'


def cpp_double(x):
    if isinstance(x, bool):
        return "1" if x else "0"
    if isinstance(x, int):
        return str(x)
    if math.isnan(x):
        return "kNaN"
    if math.isinf(x):
        return "kInf" if x > 0 else "-kInf"
    return repr(float(x))


def cpp_num(v):
    if v is ref.UNCHECKED:
        return "kUnchecked"
    if isinstance(v, complex):
        return f"{{{cpp_double(v.real)}, {cpp_double(v.imag)}}}"
    return f"{{{cpp_double(v)}, 0}}"


# The opforge constants the generated tables name dtypes with (the template imports them).
DTYPE_CONSTANTS = {"bool": "kBool", "uint8": "kUInt8", "int8": "kInt8", "int16": "kInt16", "int32": "kInt32",
                   "int64": "kInt64", "float16": "kHalf", "bfloat16": "kBFloat16", "float32": "kFloat",
                   "float64": "kDouble", "complex32": "kComplexHalf", "complex64": "kComplexFloat",
                   "complex128": "kComplexDouble"}


def dtype_const(name):
    return DTYPE_CONSTANTS[name]


class CppTables:
    """Collects pool arrays and case tables; `declarations` is the text to render."""

    def __init__(self):
        self.lines = []
        self._pool = {}  # (kind, literal) -> name

    def _pooled(self, kind, ctype, literal, prefix):
        key = (kind, literal)
        if key not in self._pool:
            name = f"k{prefix}{len(self._pool)}"
            self._pool[key] = name
            self.lines.append(f"constexpr {ctype} {name}{'[]' if kind != 'single' else ''} = {literal};")
        return self._pool[key]

    def ints(self, values):
        if not values:
            return "{}"
        return self._pooled("ints", "int64_t", "{" + ", ".join(str(v) for v in values) + "}", "Ints")

    def nums(self, values):
        if not values:
            return "{}"
        return self._pooled("nums", "Num", "{" + ", ".join(cpp_num(v) for v in values) + "}", "Nums")

    def names(self, names):
        if not names:
            return "{}"
        literal = "{" + ", ".join("nullptr" if n is None else cpp_string(n) for n in names) + "}"
        return self._pooled("names", "const char*", literal, "Names")

    def error(self, e):
        match = {"exact": "Exact", "contains": "Contains", "type": "TypeOnly"}[e["match"]]
        literal = f"{{{cpp_string(e['type'])}, {cpp_string(e['message'] or '')}, Match::{match}}}"
        return "&" + self._pooled("single", "ErrorSpec", literal, "Error")

    def arg(self, spec):
        kind = spec["kind"]
        if kind == "none":
            return "none_spec()"
        if kind == "tensor":
            args = [dtype_const(spec["dtype"]), self.ints(spec["shape"]), self.nums(spec.get("values")),
                    self.names(spec.get("names"))]
            while args[-1] == "{}":
                args.pop()
            text = f"tensor_spec({', '.join(args)})"
            if spec.get("tile"):
                text = f"tiled({text})"
            if spec.get("expand"):
                text = f"expanded({text}, {self.ints(spec['expand'])})"
            return text
        if kind == "scalar":
            v = spec["value"]
            if isinstance(v, bool):
                return f"bool_scalar({'true' if v else 'false'})"
            if isinstance(v, int):
                return f"int_scalar({v})"
            if isinstance(v, float):
                return f"float_scalar({cpp_double(v)})"
            return f"complex_scalar({cpp_double(v.real)}, {cpp_double(v.imag)})"
        if kind in ("bool", "int", "real"):
            enum = {"bool": "Bool", "int": "Int", "real": "Real"}[kind]
            return f"value_spec(ArgKind::{enum}, {cpp_double(spec['value'])})"
        if kind == "string":
            return f"string_spec({cpp_string(spec['value'])})"
        raise ValueError(f"no C++ form for argument kind {kind}")

    def out_spec(self, spec):
        return "&" + self._pooled("single", "ArgSpec", self.arg(spec), "Out")

    def outcome(self, o):
        text = f"call({o['adapter']})"
        if o.get("out"):
            text += f".out_tensor({self.out_spec(o['out'])})"
        if "error" in o:
            return text + f".raises({self.error(o['error'])})"
        e = o["expect"]
        if e.get("dtype"):
            text += f".dtype({dtype_const(e['dtype'])})"
        if "shape" in e:
            text += f".shape({self.ints(e['shape'])})"
        if e.get("values"):
            text += f".values({self.nums(e['values'])})"
        if "names" in e:
            text += f".names({self.names(e['names'])})"
        if e.get("same_as"):
            text += f".same_as(SameAs::{'Self' if e['same_as'] == 'self' else 'Out'})"
        return text

    def table(self, name, cases):
        """Declares `name` as an array of Case; returns False (declaring nothing) when empty.
        Argument and outcome arrays are shared between cases that have equal ones."""
        if not cases:
            return False
        entries = []
        for c in cases:
            args = self._pooled("args", "ArgSpec", "{" + ", ".join(self.arg(a) for a in c["args"]) + "}", "Args")
            outcomes = self._pooled("outcomes", "Outcome", "{" + ", ".join(self.outcome(o) for o in c["outcomes"]) + "}",
                                    "Outcomes")
            entries.append(f"    {{{cpp_string(c['id'])}, {args}, {outcomes}}},")
        self.lines.append(f"constexpr Case {name}[] = {{")
        self.lines.extend(entries)
        self.lines.append("};")
        return True

    @property
    def declarations(self):
        return "\n".join(self.lines)


def adapter_literal(a, entry_args):
    """One row of the adapter table."""
    tensor_args = sum(1 << i for i, arg in enumerate(entry_args)
                      if arg["type"]["base"] == "Tensor" and not arg["type"]["is_list"])
    mask = sum(1 << i for i in a["scalars"])
    self_arg = next((i for i, arg in enumerate(entry_args) if arg["name"] == "self"), 0)
    result = f", {a['result']}, {a['returns']}" if a.get("returns", 1) != 1 else ""
    return (f"{{{cpp_string(a['label'])}, {cpp_string(a['entry'])}, Form::{FORM_ENUM[a['form']]}, {self_arg}, "
            f"{tensor_args:#x}u, {mask:#x}u,\n"
            f"     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor {{ {a['body']} }}{result}}}")


# ---- C++ adapters --------------------------------------------------------------------------------

# How a C++ adapter reads each argument type from the case's Values (tests/conformance/cases.h).
VALUE_GETTERS = {"bool": "boolean", "int": "integer", "float": "real", "str": "string", "ScalarType": "scalar_type",
                 "Dimname": "dimname", "Layout": "layout", "Device": "device"}
LIST_GETTERS = {"int": "int_list", "Dimname": "dimname_list"}


def getter(arg_type, i, as_scalar):
    """The C++ expression reading argument i, or None for a type the case data cannot hold."""
    base, optional, is_list = arg_type["base"], arg_type["optional"], arg_type["is_list"]
    prefix = "v.optional_" if optional else "v."
    if base == "Tensor" and is_list:
        return None if optional or arg_type["element_optional"] else f"v.tensor_list({i})"
    if base == "Tensor":
        if as_scalar:
            return f"v.scalar({i})"
        return f"{prefix}tensor({i})"
    if base == "Scalar" and not is_list:
        return f"{prefix}scalar({i})"
    name = (LIST_GETTERS if is_list else VALUE_GETTERS).get(base)
    if name is None or (optional and base == "Dimname" and not is_list):
        return None
    return f"{prefix}{name}({i})"


def scalar_masks(entry):
    """Every combination of wrapped-scalar arguments: lists of argument indices passed as Scalar."""
    able = [entry.arg_index[a["name"]] for a in entry.args if entry.scalar_able(a["name"])]
    masks = [[]]
    for i in able:
        masks += [m + [i] for m in masks]
    return masks


def adapters_of(entry):
    """(form, scalar arg indices, result, label, C++ body) for every API form of the entry; an entry
    of several returns gets one adapter per return and form (the checks compare one tensor), whose
    body takes that return of the call's tuple."""
    if any(getter(a["type"], i, False) is None for i, a in enumerate(entry.args)):
        return []  # an argument type the case data cannot hold (MemoryFormat, Tensor?[], ...)
    returns = len(entry.ir["returns"])
    if returns == 1:
        return single_return_adapters(entry)
    out = []
    for a in single_return_adapters(entry, returns):
        if a["form"] not in ("function", "method", "out"):
            continue
        for r, ret in enumerate(entry.ir["returns"]):
            label = f"{a['label']} -> {ret.get('name') or r}"
            out.append({**a, "result": r, "returns": returns, "label": label,
                        "body": f"return std::get<{r}>({a['call']});"})
    return out


def single_return_adapters(entry, returns=1):
    """The adapters of an entry as if it had one return (`returns` out= tensors for its out form)."""
    out = []
    for mask in scalar_masks(entry):
        getters = [getter(a["type"], i, i in mask) for i, a in enumerate(entry.args)]
        kinds = ["Scalar" if i in mask else a["type"]["spelling"] for i, a in enumerate(entry.args)]
        sig = ", ".join(kinds)
        # Methods are called on self, with the other arguments in signature order.
        me = entry.arg_index.get("self", 0)
        obj = getters[me]
        rest = ", ".join(g for i, g in enumerate(getters) if i != me)
        rest_kinds = ", ".join(k for i, k in enumerate(kinds) if i != me)
        for variant in entry.variants:
            if variant in ("method", "inplace") and me in mask:
                continue  # a number has no methods: where(c, 0.0, t) is a function only
            if variant == "function":
                call = f"opforge::{entry.base}({', '.join(getters)})"
                label = f"opforge::{entry.base}({sig})"
            elif variant == "method":
                call = f"{obj}.{entry.base}({rest})"
                label = f"Tensor::{entry.base}({rest_kinds})"
            elif variant == "inplace":
                call = f"{obj}.{entry.base}_({rest})"
                label = f"Tensor::{entry.base}_({rest_kinds})"
            else:
                outs = ", ".join(f"out[{r}]" for r in range(returns))
                call = f"opforge::{entry.base}_out({outs}, {', '.join(getters)})"
                label = f"opforge::{entry.base}_out({', '.join(['Tensor&'] * returns)}, {sig})"
            out.append({"form": variant, "scalars": mask, "label": label, "call": call, "body": f"return {call};"})
        for form in entry.operator_forms():
            other = mask[0] if mask else None
            if form == "operator":
                sym = BINARY_OPERATORS[entry.base]
                out.append({"form": form, "scalars": mask,
                            "label": f"Tensor {sym} {'Scalar' if mask else 'Tensor'}",
                            "body": f"return {getters[0]} {sym} {getters[1]};"})
            elif form == "reversed_operator" and other is not None:
                sym = BINARY_OPERATORS[entry.base]
                out.append({"form": form, "scalars": [0], "label": f"Scalar {sym} Tensor",
                            "body": f"return v.scalar(0) {sym} v.tensor(1);"})
            elif form == "compound_operator":
                sym = COMPOUND_OPERATORS[entry.base]
                out.append({"form": form, "scalars": mask,
                            "label": f"Tensor {sym} {'Scalar' if mask else 'Tensor'}",
                            "body": f"Tensor self = {getters[0]}; self {sym} {getters[1]}; return self;"})
            elif form == "unary_operator" and not mask:
                sym = UNARY_OPERATORS[entry.base]
                out.append({"form": form, "scalars": [], "label": f"{sym}Tensor",
                            "body": f"return {sym}{getters[0]};"})
    return out
