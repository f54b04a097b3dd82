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
  named after them; Scalar-on-the-left operators call the entry's own Scalar-self form where it has
  one (number_self), else `dispatch::<name>(const Scalar& self, ...)`.
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

from typing import Dict, List

from cpp_spelling import BINARY_OPERATORS
from op_model import Op
from api_forms import TEST_FAMILIES, Group, build_operators


class Model:
    def __init__(self, ir: dict):
        self.ops = [Op(o) for o in ir["ops"]]
        by_name = {op.name: op for op in self.ops}
        bases: Dict[str, List[Op]] = {}
        for op in self.ops:
            bases.setdefault(op.base, []).append(op)
        binary_operator_entries = {n for _, name in BINARY_OPERATORS for n in (name, f"{name}.Tensor")}
        self.groups = [Group(b, ops, binary_operator_entries) for b, ops in bases.items()]
        self.group = {g.base: g for g in self.groups}
        self.operators = build_operators(by_name)
        self.operator_includes = sorted({o.include for o in self.operators})
        # The families of the conformance tests and their ops (generated/tests/families.cmake); the
        # names table's test (test_name_inference_table.cpp) is among the composites, the rest.
        self.test_families = list(TEST_FAMILIES)
        self.test_family_bases = [(f, sorted([g.base for g in self.groups if g.test_family == f] +
                                             (["name_inference_table"] if f == "composites" else [])))
                                  for f in TEST_FAMILIES]

    def section(self, name: str):
        """The API section (api_forms.Section) of the entry `name`."""
        return self.group[name.split(".")[0]]._section[name]


def build_model(ir: dict) -> Model:
    return Model(ir)
