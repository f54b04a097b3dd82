"""One ops.yaml entry as the model sees it: its arguments (Arg) and its facts (Op)."""

import itertools
from dataclasses import dataclass
from typing import List, Optional, Tuple

from model_error import ModelError
from cpp_spelling import FACTORY_ARGS, Param, api_type, cpp_string, list_view_type, return_type
from expressions import number_self


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
        self.is_reduce = ir["kernel"]["kind"] == "reduce"
        # A custom kernel's name (a reduce kernel's `name` is its name in dtype errors).
        self.kernel_name = ir["kernel"]["name"] if ir["kernel"]["kind"] == "custom" else None
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
            # An empty list needs no constant, and the methods declared in class Tensor see none.
            return f"{list_view_type(a.type)}()" if not d["value"] else self.list_default_name(a)
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
            if a.default is not None and a.is_list and a.default["kind"] in ("int", "int_list") and \
                    (a.default["kind"] == "int" or a.default["value"]):
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
