"""The C++ of the conformance model (conformance.py) for templates/tests/test_{base}.cpp.j2: the
adapters. adapters_of gives the C++ call of every API form of an entry (function, method, in-place,
out=, operators, each wrapped-scalar combination), as the generated public API spells them; the
case tables are data (conformance_data.py).
"""

from conformance_entry import BINARY_OPERATORS, COMPOUND_OPERATORS, FORM_VARIANT, UNARY_OPERATORS

FORM_ENUM = {"function": "Function", "method": "Method", "inplace": "Inplace", "out": "Out",
             "operator": "Operator", "reversed_operator": "ReversedOperator",
             "compound_operator": "CompoundOperator", "unary_operator": "UnaryOperator"}


def cpp_string(text):
    out = str(text).replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n")
    return f'"{out}"'


def adapter_literal(a, entry_args):
    """One row of the adapter table."""
    tensor_args = sum(1 << i for i, arg in enumerate(entry_args)
                      if arg["type"]["base"] == "Tensor" and not arg["type"]["is_list"])
    mask = sum(1 << i for i in a["scalars"])
    self_arg = next((i for i, arg in enumerate(entry_args) if arg["name"] == "self"), 0)
    head = (f"{{{cpp_string(a['label'])}, {cpp_string(a['entry'])}, Form::{FORM_ENUM[a['form']]}, {self_arg}, "
            f"{tensor_args:#x}u, {mask:#x}u,\n")
    if a.get("list"):
        # A list result (chunk): the checks take the element each outcome names (Adapter::call_list).
        return head + f"     nullptr, 0, 1, [](const Values& v) -> std::vector<Tensor> {{ {a['body']} }}}}"
    result = f", {a['result']}, {a['returns']}" if a.get("returns", 1) != 1 else ""
    return head + f"     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor {{ {a['body']} }}{result}}}"


# ---- C++ adapters --------------------------------------------------------------------------------

# How a C++ adapter reads each argument type from the case's Values (tests/conformance/cases.h).
VALUE_GETTERS = {"bool": "boolean", "int": "integer", "float": "real", "str": "string", "ScalarType": "scalar_type",
                 "Dimname": "dimname", "Layout": "layout", "Device": "device",
                 "MemoryFormat": "memory_format", "NestedList": "nested_list"}
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
    if base == "Generator":
        # (The cases record no generator: the default one draws, and no value is compared.)
        return "std::optional<opforge::Generator>()"
    name = (LIST_GETTERS if is_list else VALUE_GETTERS).get(base)
    if name is None or (optional and base == "Dimname" and not is_list):
        return None
    return f"{prefix}{name}({i})"


def scalar_masks(entry):
    """Every combination of wrapped-scalar arguments: lists of argument indices passed as Scalar. A
    form keeps at least one Tensor, as the API's (op_model.py's Op.wrapped_sets): where(c, 1, 2) has
    one, maximum(1, 2) none."""
    able = [entry.arg_index[a["name"]] for a in entry.args if entry.scalar_able(a["name"])]
    tensors = {i for i, a in enumerate(entry.args)
               if a["type"]["base"] == "Tensor" and not a["type"]["is_list"] and not a["type"]["optional"]}
    masks = [[]]
    for i in able:
        masks += [m + [i] for m in masks]
    return [m for m in masks if not m or tensors - set(m)]


def adapters_of(entry):
    """(form, scalar arg indices, result, label, C++ body) for every API form of the entry; an entry
    of several returns gets one adapter per return and form (the checks compare one tensor), whose
    body takes that return of the call's tuple."""
    if any(getter(a["type"], i, False) is None for i, a in enumerate(entry.args)):
        return []  # an argument type the case data cannot hold (MemoryFormat, Tensor?[], ...)
    returns = len(entry.ir["returns"])
    if returns == 1 and entry.ir["returns"][0]["type"]["base"] == "bool":
        # A bool result is checked as the 0-dim bool tensor holding it (the golden files record
        # PyTorch's Python bool so).
        return [{**a, "body": f"return opforge::full({{}}, {a['call']}, opforge::TensorOptions().dtype(opforge::kBool));"}
                for a in single_return_adapters(entry)]
    if returns == 1 and entry.ir["returns"][0]["type"]["is_list"]:
        return [{**a, "list": True} for a in single_return_adapters(entry)]
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
        name = entry.ir["cpp_name"]  # the op's name, or its C++ spelling where that is a keyword (to_double)
        for variant in entry.variants:
            if variant in ("method", "inplace") and me in mask:
                continue  # a number has no methods: where(c, 0.0, t) is a function only
            if mask and variant not in entry.ir["number_forms"]:
                continue  # PyTorch's t.where(c, 2) is a TypeError (ops.yaml's number_forms)
            if variant == "function":
                call = f"opforge::{name}({', '.join(getters)})"
                label = f"opforge::{name}({sig})"
            elif variant == "method":
                call = f"{obj}.{name}({rest})"
                label = f"Tensor::{name}({rest_kinds})"
            elif variant == "inplace":
                call = f"{obj}.{name}_({rest})"
                label = f"Tensor::{name}_({rest_kinds})"
            else:
                outs = ", ".join(f"out[{r}]" for r in range(returns))
                call = f"opforge::{name}_out({outs}, {', '.join(getters)})"
                label = f"opforge::{name}_out({', '.join(['Tensor&'] * returns)}, {sig})"
            out.append({"form": variant, "scalars": mask, "label": label, "call": call, "body": f"return {call};"})
        for form in entry.operator_forms():
            if mask and FORM_VARIANT[form] not in entry.ir["number_forms"]:
                continue
            if me in mask:
                continue  # a number self (number_self's add(2, t)): the reversed operator of the other mask
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
