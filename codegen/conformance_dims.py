"""The cases of an op along dims, derived from its entry as the pointwise tables are from theirs.

An entry whose kernel folds, scans or sorts self along dims (kinds reduce, scan and sort, and the
structured, custom, composite and view kernels whose names rule removes dims or that take a `dim`:
softmax, logsumexp, norm, split, unbind, squeeze, narrow, select, ...) gets, from its signature alone:
- every dtype of its `dtypes` at its first dim spelling;
- every spelling of its dim argument (int, int?, int[1], int[1]?, Dimname, Dimname[1]: negative
  dims, several dims, none, all of them) with keepdim false and true, at a floating and an integer
  dtype, on a 2-D and a 3-D self;
- a zero-dim self, and an empty one folded along and across its empty dim;
- named selves: by int (the names rule on a named input) and by name (the names the dim argument
  gives, and an unknown name, PyTorch's error);
each in every form of the entry (function, method, in-place, out=). The expected outcome of each
is PyTorch's, recorded by tools/make_golden.py into tests/golden/ops/<base>.yaml (these cases are
not in generated/tests/cases/: no reference here computes a reduction's values).
"""

import reference
from conformance_entry import Entry
from conformance_samples import default_spec, none_spec, sample_values, tensor_spec

# The kernels whose entries get dim cases.
DIM_KINDS = ("reduce", "scan", "sort")

# "Record PyTorch's values" (a mask longer than any result here), and its names too.
RECORD_VALUES = {"values": [0] * 4096}
RECORD_NAMES = {"values": [0] * 4096, "names": []}

# What each spelling of a dim argument takes, on a [3, 4] self: (case id, value).
INT_DIMS = [("0", 0), ("1", 1), ("m1", -1)]
INT_LIST_DIMS = [("0", [0]), ("1", [1]), ("m1", [-1]), ("0_1", [0, 1]), ("m2_1", [-2, 1])]
NAMED_SELF = ["N", "C"]


def dim_argument(e):
    """The entry's dim argument, or None."""
    for a in e.args:
        if a["name"] == "dim" and a["type"]["base"] in ("int", "Dimname"):
            return a
    return None


def has_dim_cases(e):
    """Entries with a Tensor self and every other argument derivable (a default, a dim, keepdim or
    an int such as topk's k), of a kind that folds, scans or sorts along dims."""
    if e.pointwise or "self" not in e.arg_index or not e.is_tensor("self"):
        return False
    kind = e.ir["kernel"]["kind"]
    if kind not in DIM_KINDS and not (kind in ("structured", "custom", "composite", "view") and
                                       (e.names_rule == "removes_dimensions" or dim_argument(e))):
        return False
    for a in e.args:
        if a["name"] in ("self", "dim", "keepdim") or a["default"] is not None or a["type"]["optional"]:
            continue
        if a["type"]["base"] != "int" or a["type"]["is_list"]:
            return False
    return True


def dim_spec(a, value):
    """The spec of dim argument `a` for a value: an int, a list, a name, a list of names or None."""
    t = a["type"]
    if value is None:
        return none_spec()
    if t["base"] == "Dimname":
        return {"kind": "dimname_list" if t["is_list"] else "dimname", "value": value}
    return {"kind": "int_list" if t["is_list"] else "int", "value": value}


def dim_spellings(a):
    """(case id, value) for every spelling of the dim argument on a [3, 4] self (names N, C)."""
    t = a["type"]
    if t["base"] == "Dimname":
        return [("C", ["C"]), ("N_C", ["N", "C"])] if t["is_list"] else [("C", "C"), ("N", "N")]
    spellings = list(INT_LIST_DIMS if t["is_list"] else INT_DIMS)
    if t["optional"]:
        spellings.append(("none", None))
    if t["is_list"] and t["optional"]:
        spellings.append(("empty", []))
    return spellings


class DimCases:
    """The dim cases of one entry: specs made from its signature, outcomes in each of its forms."""

    def __init__(self, e: Entry, forms):
        self.e = e
        self.forms = forms  # [(form, adapter index)]
        self.dim = dim_argument(e)

    def specs(self, dtype, shape, dim_value=None, keepdim=False, names=None, position=2):
        out = []
        for a in self.e.args:
            name = a["name"]
            if name == "self":
                values = sample_values(dtype, position, shape)
                out.append(tensor_spec(dtype, shape, values, names))
            elif a is self.dim:
                out.append(dim_spec(a, dim_value))
            elif name == "keepdim":
                out.append({"kind": "bool", "value": keepdim})
            elif a["default"] is None and a["type"]["optional"]:  # norm's p: None, its default norm
                out.append(none_spec())
            elif a["default"] is None:  # an int without a default (topk's k, kthvalue's k, chunk's chunks): 1
                out.append({"kind": "int", "value": 1})
            else:
                out.append(default_spec(self.e, a))
        return out

    def outcomes(self, want):
        return [{"adapter": index, "expect": dict(want)} for _, index in self.forms]

    def case(self, case_id, specs, want=None):
        return {"id": f"{self.e.cname}__dims__{case_id}", "args": specs,
                "outcomes": self.outcomes(want or RECORD_VALUES)}

    def keepdims(self):
        return (False, True) if "keepdim" in self.e.arg_index else (False,)

    def keepdim_id(self, keepdim):
        return f"__keepdim_{keepdim}" if "keepdim" in self.e.arg_index else ""

    def first_dim(self):
        if self.dim is None:
            return None
        return "C" if self.dim["type"]["base"] == "Dimname" and not self.dim["type"]["is_list"] else \
            dim_spellings(self.dim)[0][1]

    def all(self):
        e = self.e
        by_name = self.dim is not None and self.dim["type"]["base"] == "Dimname"
        names = NAMED_SELF if by_name else None
        first = self.first_dim()
        cases = []
        for d in e.dtypes:
            if d not in reference.DTYPES:
                continue  # (a dtype without samples, uint16 of sort: PyTorch 1.13 has no such tensors)
            cases.append(self.case(f"{d}", self.specs(d, [3, 4], first, names=names)))
        floating = "float32" if "float32" in e.dtypes else e.dtypes[0]
        integer = next((d for d in ("int64", "int32", "uint8", "bool") if d in e.dtypes), None)
        if self.dim is not None:
            for ident, value in dim_spellings(self.dim):
                for keepdim in self.keepdims():
                    for d in [floating] + ([integer] if integer else []):
                        cases.append(self.case(f"dim_{ident}{self.keepdim_id(keepdim)}__{d}",
                                               self.specs(d, [3, 4], value, keepdim, names)))
            middle = ["C"] if self.dim["type"]["is_list"] else "C"
            if not by_name:
                middle = [1] if self.dim["type"]["is_list"] else 1
            cases.append(self.case(f"3d_middle__{floating}",
                                   self.specs(floating, [2, 3, 4], middle, names=["N", "C", "H"] if by_name else None)))
        if not by_name:
            zero = [0] if self.dim is not None and self.dim["type"]["is_list"] else 0
            cases.append(self.case(f"zero_dim__{floating}",
                                   self.specs(floating, [], zero if self.dim is not None else None)))
            for ident, value in (("along", 0), ("across", 1)):
                dim_value = None if self.dim is None else ([value] if self.dim["type"]["is_list"] else value)
                cases.append(self.case(f"empty_{ident}__{floating}", self.specs(floating, [0, 3], dim_value)))
            named_dim = 1 if self.dim is None or not self.dim["type"]["is_list"] else [1]
            for keepdim in self.keepdims():
                cases.append(self.case(f"names{self.keepdim_id(keepdim)}",
                                       self.specs(floating, [3, 4], named_dim if self.dim else None, keepdim,
                                                  NAMED_SELF),
                                       RECORD_NAMES))
        else:
            for keepdim in self.keepdims():
                cases.append(self.case(f"names{self.keepdim_id(keepdim)}",
                                       self.specs(floating, [3, 4], first, keepdim, NAMED_SELF), RECORD_NAMES))
            unknown = ["W"] if self.dim["type"]["is_list"] else "W"
            cases.append(self.case("names__unknown", self.specs(floating, [3, 4], unknown, names=NAMED_SELF)))
        return cases


def dim_cases(entries, forms_of):
    """The dim cases of every entry of a base that has them; forms_of(entry) gives its (form,
    adapter index) pairs without wrapped scalars."""
    cases = []
    for e in entries:
        if has_dim_cases(e):
            forms = forms_of(e)
            if forms:
                cases += DimCases(e, forms).all()
    return cases
