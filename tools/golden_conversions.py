"""The cases of tests/golden/ops/<base>.yaml for torch.tensor, the named-tensor views (rename,
refine_names, align_to, align_as) and the conversions (to, type_as, cpu, cuda and the dtype
shorthands double, long, ...): every form on named and unnamed inputs, Python's "..." in a list of
names, and PyTorch's errors. tools/golden_ops.py calls them with its case helpers (`h`: t, tensor,
plain, calls, NONE) and calls PyTorch through `python_call` here, as Python spells these calls."""

import torch

NAME_VIEWS = ("rename", "refine_names", "align_to", "align_as")
SHORTHANDS = ("double", "float", "half", "bfloat16", "bool", "byte", "char", "short", "int", "long")
CONVERSIONS = ("to", "type_as", "cpu", "cuda") + SHORTHANDS


def python_call(entry, form, names, args):
    """PyTorch's method call of one of these entries, or None for the generic call: the list of
    names goes in as Python's *names (align_to.ellipsis_idx as the "..." at its position), and
    memory_format, keyword-only in Python, by keyword when given."""
    base = entry["base_name"]
    if base in ("rename", "refine_names", "align_to") and form in ("method", "inplace"):
        method = getattr(args[0], base + ("_" if form == "inplace" else ""))
        order = args[1]
        if order is None:
            return method(None)
        if entry["name"] == "align_to.ellipsis_idx":
            order = order[:args[2]] + ["..."] + order[args[2]:]
        return method(*order)
    if base == "tensor" and form == "function":
        # torch.tensor takes no layout, and pin_memory only as a bool: the options left None are not passed.
        return torch.tensor(args[0], **{n: v for n, v in zip(names[1:], args[1:]) if v is not None})
    if base in CONVERSIONS and form == "method":
        positional = [v for n, v in zip(names[1:], args[1:]) if n != "memory_format"]
        kw = {n: v for n, v in zip(names, args) if n == "memory_format" and v is not None}
        return getattr(args[0], base)(*positional, **kw)
    return None


def name_view_cases(h, by_name, base):
    t, plain, calls = h.t, h.plain, h.calls
    nc, nch = ["N", "C"], ["N", "C", "H"]

    def names(value):
        return plain("dimname_list", value)

    if base == "rename":
        e = by_name["rename"]
        forms = ["method", "inplace"]
        for case, self_names, given in (("positional", None, ["A", "B"]), ("renamed", nc, ["A", "B"]),
                                        ("wildcard", nc, [None, "C"]), ("ellipsis_first", nc, ["...", "X"]),
                                        ("ellipsis_last", nch, ["X", "..."]), ("ellipsis_middle", nch, ["X", "...", "Y"]),
                                        ("ellipsis_alone", nc, ["..."]), ("ellipsis_of_nothing", nc, ["A", "...", "B"]),
                                        ("ellipsis_unnamed", None, ["...", "X"])):
            shape = [2, 3, 4] if self_names == nch else [2, 3]
            yield f"rename__{case}", e, [t("float32", shape, self_names), names(given)], calls(e, forms, names=True)
        yield "rename__none", e, [t("float32", [2, 3], nc), h.NONE], \
            calls(e, forms, names=True)
        for case, given in (("too_few", ["A"]), ("too_many", ["A", "B", "C"]), ("duplicate", ["A", "A"])):
            yield f"rename__{case}", e, [t("float32", [2, 3], nc), names(given)], [(e, f, {}) for f in forms]
        # (rename_'s text names rename_ there; opforge's geometry, one for both forms, names rename.)
        yield "rename__two_ellipses", e, [t("float32", [2, 3], nc), names(["...", "..."])], [(e, "method", {})]
    elif base == "refine_names":
        e = by_name["refine_names"]
        for case, self_names, given in (("unnamed", None, ["N", "C"]), ("partly_named", [None, "C"], ["N", "C"]),
                                        ("same", nc, ["N", "C"]), ("wildcard_stays", [None, "C"], [None, "C"]),
                                        ("ellipsis", [None, None, "H"], ["N", "...", "H"]),
                                        ("ellipsis_of_nothing", nc, ["N", "...", "C"])):
            shape = [2, 3, 4] if len(self_names or given) == 3 else [2, 3]
            yield f"refine_names__{case}", e, [t("float32", shape, self_names), names(given)], \
                calls(e, ["method"], names=True)
        for case, self_names, given in (("fewer", nc, ["N"]), ("different", nc, ["N", "D"]),
                                        ("less_specific", nc, ["N", None]), ("duplicate", None, ["A", "A"]),
                                        ("two_ellipses", nc, ["...", "..."])):
            yield f"refine_names__{case}", e, [t("float32", [2, 3], self_names), names(given)], [(e, "method", {})]
    elif base == "align_to":
        e, idx = by_name["align_to"], by_name["align_to.ellipsis_idx"]
        for case, self_names, given in (("permute", nch, ["H", "N", "C"]), ("insert", nc, ["X", "C", "Y", "N"]),
                                        ("same", nch, ["N", "C", "H"]), ("ellipsis_first", nch, ["...", "N"]),
                                        ("ellipsis_last", nch, ["H", "..."]), ("ellipsis_new_names", nc, ["X", "...", "N"]),
                                        ("ellipsis_unnamed_dims", ["N", None, "H"], ["H", "..."]),
                                        ("ellipsis_all_mentioned", nc, ["C", "N", "..."])):
            shape = [2, 3, 4] if len(self_names) == 3 else [2, 3]
            yield f"align_to__{case}", e, [t("float32", shape, self_names), names(given)], \
                calls(e, ["method"], names=True)
        yield "align_to__scalar", e, [h.tensor("float32", [], [2.0]), names(["X", "Y"])], \
            calls(e, ["method"], names=True)
        for case, self_names, given in (("unnamed_dim", ["N", None], ["N", "C"]), ("not_found", nc, ["N", "H"]),
                                        ("none_with_ellipsis", nc, [None, "..."]),
                                        ("two_ellipses", nc, ["...", "N", "..."]),
                                        ("duplicate", nc, ["N", "N", "..."])):
            yield f"align_to__{case}", e, [t("float32", [2, 3], self_names), names(given)], [(e, "method", {})]
        for i, order in ((0, ["N"]), (1, ["H", "N"]), (2, ["C", "X"])):
            yield f"align_to__ellipsis_idx_{i}", idx, [t("float32", [2, 3, 4], nch), names(order), plain("int", i)], \
                calls(idx, ["method"], names=True)
    elif base == "align_as":
        e = by_name["align_as"]
        for case, self_names, other_names in (("permute", nc, ["C", "N"]), ("insert", nc, ["X", "C", "N", "Y"])):
            other = t("float32", [1] * len(other_names), other_names)
            yield f"align_as__{case}", e, [t("float32", [2, 3], self_names), other], calls(e, ["method"], names=True)
        for case, self_names, other_names in (("unnamed_dim", ["N", None], ["N", "C"]), ("missing", nc, ["N", "H"])):
            other = t("float32", [1, 1], other_names)
            yield f"align_as__{case}", e, [t("float32", [2, 3], self_names), other], [(e, "method", {})]


def conversion_cases(h, by_name, base):
    t, plain, calls, none = h.t, h.plain, h.calls, h.NONE
    nc = ["N", "C"]
    sources = ("bool", "uint8", "int32", "int64", "float16", "bfloat16", "float32", "float64", "complex64")
    if base == "to":
        e, device, other = by_name["to.dtype"], by_name["to.device"], by_name["to.other"]

        def dtype_args(x, dtype, copy=False, memory_format=None):
            return [x, plain("dtype", dtype), plain("bool", False), plain("bool", copy),
                    plain("memory_format", memory_format) if memory_format else none]
        for a in sources:
            for b in ("bool", "uint8", "int8", "int16", "int32", "int64", "float16", "bfloat16", "float32", "float64",
                      "complex64", "complex128"):
                if a.startswith("complex") and not b.startswith("complex"):
                    continue  # PyTorch warns and drops the imaginary parts; copy_'s own cases cover it
                yield f"to__{a}__{b}", e, dtype_args(t(a, [2, 3]), b), calls(e, ["method"])
        yield "to__copy", e, dtype_args(t("float32", [2, 3]), "float32", copy=True), calls(e, ["method"])
        yield "to__names", e, dtype_args(t("float32", [2, 3], nc), "float64"), calls(e, ["method"], names=True)
        yield "to__names_same_dtype", e, dtype_args(t("float32", [2, 3], nc), "float32"), \
            calls(e, ["method"], names=True)
        yield "to__contiguous_format", e, dtype_args(t("float32", [2, 3]), "float64", memory_format="contiguous_format"), \
            calls(e, ["method"])
        yield "to__channels_last", e, dtype_args(t("float32", [2, 3, 2, 2]), "float32", memory_format="channels_last"), \
            calls(e, ["method"])
        yield "to__channels_last_rank_2", e, dtype_args(t("float32", [2, 3]), "float64", memory_format="channels_last"), \
            [(e, "method", {})]
        yield "to__empty", e, dtype_args(t("float32", [0, 3]), "int64"), calls(e, ["method"])
        yield "to__scalar", e, dtype_args(h.tensor("float32", [], [2.5]), "int32"), calls(e, ["method"])
        for dtype in (None, "float64"):
            yield f"to__device_cpu__{dtype}", device, [t("float32", [2, 3], nc), plain("device", "cpu"),
                                                      plain("dtype", dtype) if dtype else none, plain("bool", False),
                                                      plain("bool", False), none], calls(device, ["method"], names=True)
        for b in ("int64", "float64", "bool"):
            yield f"to__other_{b}", other, [t("float32", [2, 3], nc), t(b, [1]), plain("bool", False),
                                            plain("bool", False), none], calls(other, ["method"], names=True)
    elif base == "type_as":
        e = by_name["type_as"]
        for a, b in (("float32", "int64"), ("int32", "float64"), ("float64", "float64"), ("bool", "float16")):
            yield f"type_as__{a}__{b}", e, [t(a, [2, 3], nc), t(b, [1])], calls(e, ["method"], names=True)
    elif base == "cpu":
        e = by_name["cpu"]
        yield "cpu__names", e, [t("float32", [2, 3], nc), none], calls(e, ["method"], names=True)
        yield "cpu__contiguous_format", e, [t("int32", [2, 3]), plain("memory_format", "contiguous_format")], \
            calls(e, ["method"])
    elif base == "cuda":
        # (Recorded without a GPU: the device check PyTorch makes before it needs one.)
        e = by_name["cuda"]
        yield "cuda__cpu_device", e, [t("float32", [2, 3]), plain("device", "cpu"), plain("bool", False), none], \
            [(e, "method", {})]
    else:
        e = by_name[base]
        for a in sources:
            yield f"{base}__{a}", e, [t(a, [2, 3]), none], calls(e, ["method"])
        yield f"{base}__names", e, [t("float32", [2, 3], nc), none], calls(e, ["method"], names=True)
        yield f"{base}__contiguous_format", e, [t("float64", [2, 3]), plain("memory_format", "contiguous_format")], \
            calls(e, ["method"])


# ---- torch.tensor ----------------------------------------------------------------------------------

def number(v):
    """A number of torch.tensor's data as the golden yaml writes it: {bool|int|float|complex: value}."""
    if isinstance(v, bool):
        return {"bool": v}
    if isinstance(v, int):
        return {"int": v}
    if isinstance(v, complex):
        return {"complex": [v.real, v.imag]}
    return {"float": v}


def data_spec(data):
    """torch.tensor's data (Python lists of numbers) as a nested_list argument."""
    def node(x):
        return [node(i) for i in x] if isinstance(x, list) else number(x)
    return {"kind": "nested_list", "value": node(data)}


def python_data(value):
    """The Python lists of numbers a nested_list argument's value writes."""
    if isinstance(value, list):
        return [python_data(i) for i in value]
    kind, v = next(iter(value.items()))
    return complex(v[0], v[1]) if kind == "complex" else v


def tensor_cases(h, by_name, base):
    """torch.tensor: the dtype each kind of number gives, the sizes of nested lists (empty ones
    included), dtype=, names=, and PyTorch's errors for ragged lists, numbers out of an integer
    dtype's range and complex numbers into real dtypes."""
    plain, calls, none = h.plain, h.calls, h.NONE
    e, named = by_name["tensor"], by_name["tensor.names"]

    def args(data, dtype=None):
        return [data_spec(data), plain("dtype", dtype) if dtype else none, none, none, none]
    for case, data in (("ints", [1, -2, 3]), ("floats", [[1.5, -2.0], [0.25, 4.0]]), ("bools", [True, False]),
                       ("mixed_int_float", [1, 2.5]), ("mixed_bool_int", [True, 2]), ("complex", [1, 2j]),
                       ("scalar_int", 7), ("scalar_float", -0.5), ("empty", []), ("empty_rows", [[], []]),
                       ("nested_3d", [[[1, 2], [3, 4]], [[5, 6], [7, 8]]]), ("specials", [float("inf"), -0.0]),
                       ("large_int", [2 ** 40, -(2 ** 40)])):
        yield f"tensor__{case}", e, args(data), calls(e, ["function"])
    for dtype in ("bool", "uint8", "int8", "int16", "int32", "int64", "float16", "bfloat16", "float32", "float64",
                  "complex64", "complex128"):
        yield f"tensor__to_{dtype}", e, args([[1, 0], [2, 3]], dtype), calls(e, ["function"])
    yield "tensor__float_to_int", e, args([1.75, -2.5], "int32"), calls(e, ["function"])
    yield "tensor__complex_to_bool", e, args([0j, 1j], "bool"), calls(e, ["function"])
    for case, data, dtype in (("ragged", [[1, 2], [3]], None), ("deeper_later", [[1, 2], [3, [4]]], None),
                              ("number_for_list", [[1, 2], 3], None), ("int_overflow", [300], "uint8"),
                              ("negative_into_uint8", [-1], "uint8"), ("complex_into_float", [1j], "float32"),
                              ("complex_into_int", [1j], "int64")):
        yield f"tensor__{case}", e, args(data, dtype), [(e, "function", {})]
    yield "tensor__names", named, [data_spec([[1.0, 2.0], [3.0, 4.0]]), plain("dimname_list", ["N", "C"]), none,
                                   none, none, none], calls(named, ["function"], names=True)
    yield "tensor__names_wrong_count", named, [data_spec([1.0, 2.0]), plain("dimname_list", ["N", "C"]), none,
                                               none, none, none], [(named, "function", {})]
