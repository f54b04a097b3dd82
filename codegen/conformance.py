"""The model behind each op's generated conformance test (templates/tests/test_<base>.cpp.j2).

build(base, entries, golden_dir) turns the IR entries of one op base name into the plain data the
template renders: call adapters (one C++ lambda per API form and wrapped-scalar combination) and
case tables, each case with the outcome every applicable form must give. Expected outcomes come
from references that are not the C++ code under test:

- result dtypes: PyTorch 1.13's result_type for every operand pair and kind, recorded in
  tests/golden/promotion.yaml, mapped through the op's promotion category here; can_cast from
  tests/golden/can_cast.yaml; a compute dtype outside the op's `dtypes` raises NotImplementedError;
- shapes: the broadcasting rule of pytorch.org/docs/stable/notes/broadcasting.html, with PyTorch's messages;
- names: PyTorch's unify_from_right and out= rules (pytorch.org/docs/stable/name_inference.html), re-implemented here;
- values: reference.py, which evaluates the expression AST in Python.

A new op gets all of these from its ops.yaml entry alone, its `rejects` included (the errors the
op raises for some dtypes, before everything else the stub checks); tests/golden/ops/<base>.yaml,
where tools/make_golden.py recorded it, adds PyTorch's own answers at test time.

Only pointwise entries (kernel: pointwise) get model cases; every entry gets adapters, so golden
cases can call any of them. Entries that fold, scan or sort along dims get cases derived from their
signatures too (conformance_dims.py), whose outcomes tools/make_golden.py records from PyTorch. The parts: conformance_rules.py (the expected rules and messages),
conformance_entry.py (an entry's forms and promotion), conformance_samples.py (the inputs),
conformance_cpp.py (the adapters' C++), conformance_data.py (the case tables as the data file
generated/tests/cases/<base>.yaml), and this file, which builds the case tables.
"""

import math

import conformance_cpp
import conformance_data
import reference as ref
import functions
from expressions import pow_exponents, subtracted_arguments, walk
from conformance_cpp import adapters_of
from conformance_dims import dim_cases
from conformance_entry import (ELEMENTWISE_PROMOTIONS, ALL_FORMS, Entry, first_form, position_of, representative_dtype,
                               shadow_wrapped_forms)
from conformance_rules import (GOLDEN_DIR, RECORDED_SCALARS, ModelError, broadcast_shape, cast_allowed, cast_error,
                               common_dtype, descriptor_id, error, load_tables, not_implemented, out_names_error, shape_repr)
from conformance_samples import (BROADCAST_SHAPES, COEFFICIENT_EDGES, COEFFICIENT_OVERFLOWS, COEFFICIENT_SAMPLES,
                                 CROSSCHECK_SHAPE, INPLACE_SHAPES, OUT_SHAPES, SCALAR_SAMPLES, VALUE_SHAPE, at_defaults,
                                 coefficients, combo_for, combo_id, default_spec, effective_shape, element_of,
                                 expected_names, fill_promoted, inplace_combos, name_scenarios, none_spec, out_combo,
                                 promotion_combos, sample_values, scalar_kind, scalar_kind_of_dtype, scalar_operands,
                                 scalar_spec, shape_id, tensor_spec, value_combos, wrapped_numbers)

# PyTorch's rejection of named tensors by an op without a name rule, after the op's schema name.
NAMED_TENSORS_REJECTED = (" is not yet supported with named tensors. Please drop names via `tensor = tensor.rename(None)`, "
                          "call the op with an unnamed tensor, and set names on the result of the operation.")


# The forms that call an operator, which takes no arguments beyond its operands.
OPERATOR_FORMS = ("operator", "reversed_operator", "compound_operator", "unary_operator")


def integer_division_by_zero(entry, specs, compute):
    """Whether an integral computation divides by a zero of the case's divisor operand (the right
    side of / and %, a `divisor` parameter of functions.yaml): pointwise_checks::
    check_integer_divisor raises RuntimeError "ZeroDivisionError" then, as PyTorch does."""
    if entry.ast is None or ref.category(compute) not in ("int", "uint"):
        return False
    for node in walk(entry.ast):
        d = functions.divisor_argument(node)
        if d is None or d["kind"] != "argument" or d["name"] not in entry.arg_index:
            continue
        spec = specs[entry.arg_index[d["name"]]]
        if spec["kind"] == "scalar":
            bits = ref.DTYPES[compute][2]
            if int(spec["value"]) % (1 << bits) == 0:
                return True
        elif spec["kind"] == "tensor" and any(v == 0 for v in spec["values"]):
            return True
    return False


class Builder:
    """The case tables of one op base: one method per aspect of the generated test."""

    def __init__(self, base, entries, tables):
        self.base = base
        self.entries = entries
        self.tables = tables
        self.adapters = []
        self.adapter_index = {}  # (entry name, form, tuple(scalar indices)) -> index
        for e in entries:
            for a in adapters_of(e):
                if a.get("result", 0) == 0:  # model cases compare an entry's first return
                    self.adapter_index[(e.name, a["form"], tuple(a["scalars"]))] = len(self.adapters)
                self.adapters.append({**a, "entry": e.name})
        # (entry name, scalar indices) -> [(form, index)], in adapter_index's order: forms_for runs
        # for every case, so it looks up its entry's adapters rather than scanning the group's.
        self.forms_of = {}
        for (name, form, scalars), index in self.adapter_index.items():
            self.forms_of.setdefault((name, scalars), []).append((form, index))
        self.evaluators = {}  # (entry name, compute dtype) -> its reference.Evaluator

    # -- forms of one case --

    def forms_for(self, entry, specs, kinds):
        """Adapters callable with these argument kinds (Scalar where the spec is a scalar)."""
        mask = tuple([i for i in entry.tensor_positions if specs[i]["kind"] == "scalar"])
        defaults = None
        out = []
        for form, index in self.forms_of.get((entry.name, mask), ()):
            if form not in kinds:
                continue
            if form in OPERATOR_FORMS:
                if defaults is None:
                    defaults = at_defaults(entry, specs)
                if not defaults:
                    continue
            out.append((form, index))
        return out

    # -- promotion of one case --

    def promotion_of(self, entry, specs):
        """(common, compute, result) dtypes of a case, from the recorded tables."""
        keys = []
        for name in entry.promoted:
            s = specs[entry.arg_index[name]]
            if s["kind"] == "none":
                keys.append(None)
            elif s["kind"] == "scalar":
                keys.append((scalar_kind(s["value"]), "scalar"))
            else:
                keys.append((s["dtype"], "zero_dim" if s["shape"] == [] and not s.get("expand") else "dimensioned"))
        common = common_dtype(self.tables, keys)
        compute, result = entry.compute(common)
        return common, compute, result

    # -- values --

    def evaluate(self, entry, specs, compute, result, shape):
        """Expected elements of the result, broadcasting every tensor spec to `shape`."""
        evaluator = self.evaluators.get((entry.name, compute))
        if evaluator is None:
            scalars = [a["name"] for a in entry.args if a["type"]["base"] == "Scalar" and not a["type"]["is_list"]]
            evaluator = self.evaluators[(entry.name, compute)] = ref.Evaluator(entry.ast, compute, scalars)
        numel = math.prod(shape)
        # Only a tensor's element depends on the position: the other arguments are converted once.
        fixed = {}
        tensors = []
        for a, s in zip(entry.args, specs):
            if s["kind"] == "tensor":
                tensors.append((a["name"], s))
            else:
                fixed[a["name"]] = element_of(s, shape, 0, compute)
        out = []
        for flat in range(numel):
            env = dict(fixed)
            for name, s in tensors:
                env[name] = element_of(s, shape, flat, compute)
            try:
                v = evaluator(env)
            except ref.Unsupported:
                return None
            out.append(ref.to_dtype(v, result))
        return out

    def value_outcomes(self, entry, specs, shape, kinds):
        """Outcomes of every applicable form (of `kinds`) for a case whose dtype the op computes in;
        None when it does not, or the reference cannot evaluate the expression in that dtype."""
        _, compute, result = self.promotion_of(entry, specs)
        if compute not in entry.dtypes:
            return None
        values = self.evaluate(entry, specs, compute, result, shape)
        if values is None:
            return None
        outcomes = []
        divided_by_zero = integer_division_by_zero(entry, specs, compute)
        for form, index in self.forms_for(entry, specs, kinds):
            rejected = entry.rejection(specs, form)
            if divided_by_zero and not rejected:
                # The stub checks the divisor after the cast rules, before the kernel.
                rejected = error("RuntimeError", "ZeroDivisionError")
                if form in ("inplace", "compound_operator"):
                    self_spec = specs[entry.arg_index["self"]]
                    if self_spec["kind"] == "tensor" and not cast_allowed(
                            entry, self.tables, result, self_spec["dtype"], compute):
                        rejected = cast_error(entry, result, self_spec["dtype"], compute)
            if form in ("inplace", "compound_operator"):
                self_spec = specs[entry.arg_index["self"]]
                if self_spec["kind"] != "tensor" or effective_shape(self_spec) != shape:
                    continue
                if rejected:
                    outcomes.append({"adapter": index, **rejected})
                    continue
                target = self_spec["dtype"]
                if not cast_allowed(entry, self.tables, result, target, compute):
                    outcomes.append({"adapter": index, **cast_error(entry, result, target, compute)})
                    continue
                outcomes.append({"adapter": index, "expect": {
                    "dtype": target, "shape": shape, "values": [ref.to_dtype(v, target) for v in values],
                    "same_as": "self"}})
            elif rejected:
                outcomes.append({"adapter": index, **({"out": tensor_spec(result, [0])} if form == "out" else {}),
                                 **rejected})
            elif form == "out":
                outcomes.append({"adapter": index, "out": tensor_spec(result, [0]), "expect": {
                    "dtype": result, "shape": shape, "values": values, "same_as": "out"}})
            else:
                outcomes.append({"adapter": index, "expect": {"dtype": result, "shape": shape, "values": values}})
        return outcomes

    def samples_for(self, entry, position_dtypes, shape=VALUE_SHAPE):
        """Specs for every argument: tensors of the given dtypes (or scalars), others default."""
        specs = []
        for a in entry.args:
            name = a["name"]
            choice = position_dtypes.get(name)
            if choice is None:
                if entry.is_tensor(name) and not a["type"]["optional"]:
                    # A tensor that does not promote: a condition or a mask.
                    specs.append(tensor_spec("bool", shape, samples("bool", position_of(entry, name), shape)))
                else:
                    specs.append(default_spec(entry, a))
                continue
            kind, dtype = choice
            pos = min(position_of(entry, name), 2)
            if kind == "scalar":
                specs.append(scalar_spec(SCALAR_SAMPLES[dtype][pos]))
            elif kind == "zero_dim":
                specs.append(tensor_spec(dtype, [], [samples(dtype, pos, [12])[5]]))
            else:
                specs.append(tensor_spec(dtype, shape, samples(dtype, pos, shape)))
        return specs

    # -- aspects --

    def call_form_cases(self):
        """Every form on the same inputs of the representative dtype, with tensors and numbers."""
        cases = []
        for e in self.pointwise_entries():
            dtype = representative_dtype(e)
            if dtype is None:
                continue
            combos = [combo_for(e, dtype)]
            able = [n for n in e.promoted if e.scalar_able(n)]
            for n in able:
                combos.append({**combos[0], n: ("scalar", scalar_kind_of_dtype(dtype))})
            if len(able) > 1:  # where(c, 1, 2): every number, the condition the one tensor
                combos.append({**combos[0], **{n: ("scalar", scalar_kind_of_dtype(dtype)) for n in able}})
            for combo in combos:
                specs = self.samples_for(e, fill_promoted(e, combo))
                outcomes = self.value_outcomes(e, specs, VALUE_SHAPE, ALL_FORMS)
                if outcomes:
                    cases.append({"id": f"{e.cname}__{combo_id(e, combo)}", "args": specs, "outcomes": outcomes})
            if "operator" in e.operator_forms() and able:
                # Scalar ⊕ Tensor: the number is the first operand.
                n = able[0]
                specs = self.samples_for(e, {"self": ("tensor", dtype), n: ("tensor", dtype)})
                specs[e.arg_index["self"]] = scalar_spec(SCALAR_SAMPLES[scalar_kind_of_dtype(dtype)][0])
                outcomes = self.value_outcomes(e, specs, VALUE_SHAPE, ["reversed_operator"])
                if outcomes:
                    cases.append({"id": f"{e.cname}__scalar_{n}_tensor", "args": specs, "outcomes": outcomes})
        return cases

    def dtype_cases(self):
        """The result dtype (or NotImplementedError) for every pair of operand descriptors."""
        cases = []
        for e in self.pointwise_entries():
            form = first_form(e)
            for combo in promotion_combos(e):
                specs = self.dtype_specs(e, combo)
                forms = self.forms_for(e, specs, [form])
                if not forms:
                    continue
                try:
                    _, compute, result = self.promotion_of(e, specs)
                except ModelError as err:
                    raise ModelError(f"{e.name}: {err}") from None
                shape = [2] if [2] in [s["shape"] for s in specs if s["kind"] == "tensor"] else []
                rejected = e.rejection(specs, form)
                if rejected:
                    outcome = rejected
                elif compute not in e.dtypes:
                    outcome = not_implemented(e, compute)
                else:
                    outcome = {"expect": {"dtype": result, "shape": shape}}
                ids = "__".join(descriptor_id(combo[n]) for n in e.promoted if n in combo)
                cases.append({"id": f"{e.cname}__{ids}", "args": specs,
                              "outcomes": [{"adapter": forms[0][1], **outcome}]})
        return cases

    def fixed_spec(self, e, a):
        """A non-promoted argument of a dtype case: bool tensors (conditions, masks) or defaults."""
        if e.is_tensor(a["name"]) and not a["type"]["optional"]:
            return tensor_spec("bool", [2])
        if a["type"]["optional"] and a["type"]["base"] in ("Tensor", "Scalar"):
            return none_spec()
        return default_spec(e, a)

    def cast_cases(self):
        """In-place (self dtype x other dtype) and out (result dtype -> out dtype) casts."""
        cases = []
        for e in self.pointwise_entries():
            if e.inplace_cast == "none":
                continue
            if "inplace" in e.variants:
                for combo in inplace_combos(e):
                    specs = self.dtype_specs(e, combo)
                    forms = self.forms_for(e, specs, ["inplace"])
                    if not forms:
                        continue
                    _, compute, result = self.promotion_of(e, specs)
                    target = combo["self"][0]
                    rejected = e.rejection(specs, "inplace")
                    if rejected:
                        outcome = rejected
                    elif not cast_allowed(e, self.tables, result, target, compute):
                        outcome = cast_error(e, result, target, compute)
                    elif compute not in e.dtypes:
                        outcome = not_implemented(e, compute)
                    else:
                        outcome = {"expect": {"dtype": target, "shape": [2], "same_as": "self"}}
                    ids = "__".join(descriptor_id(combo[n]) for n in e.promoted if n in combo)
                    cases.append({"id": f"{e.cname}__inplace__{ids}", "args": specs,
                                  "outcomes": [{"adapter": forms[0][1], **outcome}]})
            if "out" in e.variants:
                for d in e.dtypes:
                    specs = self.dtype_specs(e, out_combo(e, d))
                    forms = self.forms_for(e, specs, ["out"])
                    if not forms:
                        continue
                    _, compute, result = self.promotion_of(e, specs)
                    if compute not in e.dtypes:
                        continue
                    for target in ref.NUMERIC_DTYPES:
                        rejected = e.rejection(specs, "out")
                        if rejected:
                            outcome = rejected
                        elif cast_allowed(e, self.tables, result, target, compute):
                            outcome = {"expect": {"dtype": target, "shape": [2], "same_as": "out"}}
                        else:
                            outcome = cast_error(e, result, target, compute)
                        cases.append({"id": f"{e.cname}__out__{d}__to__{target}", "args": specs,
                                      "outcomes": [{"adapter": forms[0][1], "out": tensor_spec(target, [2]),
                                                    **outcome}]})
        return cases

    def dtype_specs(self, e, combo):
        """Arguments of a dtype-table case: each promoted operand as its descriptor says (a
        dimensioned [2] or zero-dim tensor of a dtype, a recorded Python number, None when absent),
        the other arguments fixed."""
        specs = []
        for a in e.args:
            d = combo.get(a["name"], "absent")
            if d == "absent":
                specs.append(self.fixed_spec(e, a))
            elif d is None:
                specs.append(none_spec())
            elif d[1] == "scalar":
                specs.append(scalar_spec(RECORDED_SCALARS[d[0]]))
            else:
                specs.append(tensor_spec(d[0], [2] if d[1] == "dimensioned" else []))
        return specs

    def shape_cases(self):
        """Broadcasting, in-place and out shapes, in the representative dtype."""
        cases = []
        for e in self.pointwise_entries():
            dtype = representative_dtype(e)
            if dtype is None:
                continue
            operands = [n for n in e.tensor_inputs() if n in e.broadcast_operands]
            fn = first_form(e)
            if e.broadcast == "elementwise" and len(operands) >= 2:
                for a_shape, b_shape in BROADCAST_SHAPES:
                    shapes = {n: [2, 3] for n in operands}
                    shapes[operands[0]], shapes[operands[1]] = a_shape, b_shape
                    specs = self.shaped_specs(e, dtype, shapes)
                    # Out of place, the operands broadcast in the order ops.yaml lists them.
                    listed = [n for n in e.broadcast_operands if n in operands]
                    expected, message = broadcast_shape([shapes[n] for n in listed])
                    forms = self.forms_for(e, specs, [fn])
                    outcome = error("RuntimeError", message) if message else {"expect": {"shape": expected}}
                    cases.append({"id": f"{e.cname}__broadcast__{shape_id(a_shape)}__{shape_id(b_shape)}",
                                  "args": specs, "outcomes": [{"adapter": forms[0][1], **outcome}]})
                if "inplace" in e.variants:
                    for self_shape, other_shape in INPLACE_SHAPES:
                        shapes = {n: [2, 3] for n in operands}
                        shapes[operands[0]], shapes[operands[1]] = self_shape, other_shape
                        specs = self.shaped_specs(e, dtype, shapes)
                        expected, message = broadcast_shape([shapes[n] for n in operands])
                        if message is None and expected != self_shape:
                            message = (f"output with shape {shape_repr(self_shape)} doesn't match the broadcast "
                                       f"shape {shape_repr(expected)}")
                        outcome = (error("RuntimeError", message) if message
                                   else {"expect": {"shape": self_shape, "same_as": "self"}})
                        forms = self.forms_for(e, specs, ["inplace"])
                        cases.append({"id": f"{e.cname}__inplace__{shape_id(self_shape)}__{shape_id(other_shape)}",
                                      "args": specs, "outcomes": [{"adapter": forms[0][1], **outcome}]})
            if "out" in e.variants:
                shapes = {n: [2, 3] for n in e.tensor_inputs()}
                specs = self.shaped_specs(e, dtype, shapes)
                result = self.promotion_of(e, specs)[2]
                forms = self.forms_for(e, specs, ["out"])
                for out_shape in OUT_SHAPES:
                    cases.append({"id": f"{e.cname}__out__{shape_id(out_shape)}", "args": specs,
                                  "outcomes": [{"adapter": forms[0][1], "out": tensor_spec(result, out_shape),
                                                "expect": {"shape": [2, 3], "same_as": "out"}}]})
        return cases

    def shaped_specs(self, e, dtype, shapes):
        """Arguments with the given tensor shapes (no values: ones), promoted numbers as samples."""
        specs = []
        for a in e.args:
            name = a["name"]
            if name in shapes:
                d = dtype if name in e.promoted else "bool"
                specs.append(tensor_spec(d, shapes[name]))
            elif name in e.promoted and not e.is_tensor(name):
                kind = scalar_kind_of_dtype(dtype)
                specs.append(scalar_spec(SCALAR_SAMPLES[kind][min(position_of(e, name), 2)]))
            else:
                specs.append(self.fixed_spec(e, a))
        return specs

    def name_cases(self):
        """The names rule on named, partly named and unnamed inputs, its errors, and the out= and
        in-place rules on top of it; ops whose rule is `none` reject every named input."""
        cases = []
        for e in self.pointwise_entries():
            dtype = representative_dtype(e)
            if dtype is None:
                continue
            rule = e.names_rule
            tensors = e.tensor_inputs()
            fn = first_form(e)
            if rule == "none":
                for n in tensors:
                    shapes = {t: [2, 3] for t in tensors}
                    specs = self.shaped_specs(e, dtype, shapes)
                    specs[e.arg_index[n]]["names"] = ["N", "C"]
                    forms = self.forms_for(e, specs, [fn])
                    # PyTorch names the op by its schema name, "aten::where.self" (the form is a function
                    # or a method, which share it); the recorded golden cases check the other forms' names.
                    cases.append({"id": f"{e.cname}__named_{n}_rejected", "args": specs,
                                  "outcomes": [{"adapter": forms[0][1], **error("RuntimeError",
                                                f"aten::{e.ir['schema_name']}{NAMED_TENSORS_REJECTED}")}]})
                continue
            if rule not in ("keeps_input_names", "unifies_names_from_inputs"):
                continue
            for case_id, names, shapes in name_scenarios(e, rule, tensors):
                specs = self.shaped_specs(e, dtype, shapes)
                for n, ns in names.items():
                    specs[e.arg_index[n]]["names"] = ns
                computed, message = expected_names(e, rule, tensors, names, shapes)
                result = self.promotion_of(e, specs)[2]
                shape, _ = broadcast_shape([shapes[t] for t in tensors])
                outcomes = []
                for form, index in self.forms_for(e, specs, [fn]):
                    outcomes.append({"adapter": index, **(error("RuntimeError", message) if message
                                                          else {"expect": {"names": computed}})})
                out_index = self.adapter_index.get((e.name, "out", ()))
                if not message and out_index is not None:
                    outcomes.append({"adapter": out_index, "out": tensor_spec(result, [0]),
                                     "expect": {"names": computed, "same_as": "out"}})
                    if any(n is not None for n in computed):
                        wrong = ["A"] + computed[1:]
                        outcomes.append({"adapter": out_index, "out": tensor_spec(result, shape, names=wrong),
                                         **error("RuntimeError", out_names_error(wrong, computed))})
                inplace_index = self.adapter_index.get((e.name, "inplace", ()))
                self_spec = specs[e.arg_index[tensors[0]]]
                if not message and inplace_index is not None and shapes[tensors[0]] == shape and \
                        cast_allowed(e, self.tables, result, self_spec["dtype"], result):
                    # In-place ops are out functions whose out tensor is self (pytorch.org/docs/stable/name_inference.html).
                    self_names = names.get(tensors[0])
                    if self_names is None or self_names == computed:
                        outcomes.append({"adapter": inplace_index,
                                         "expect": {"names": computed, "same_as": "self"}})
                if outcomes:
                    cases.append({"id": f"{e.cname}__{case_id}", "args": specs, "outcomes": outcomes})
        return cases

    def value_cases(self):
        """Values against the reference, for every dtype pair the op computes in."""
        cases = []
        for e in self.pointwise_entries():
            for combo in value_combos(e):
                specs = self.samples_for(e, fill_promoted(e, combo))
                outcomes = self.value_outcomes(e, specs, VALUE_SHAPE, ["function", "inplace", "out"]
                                               if "function" in e.variants else ALL_FORMS)
                if outcomes:
                    cases.append({"id": f"{e.cname}__{combo_id(e, combo)}", "args": specs, "outcomes": outcomes})
            cases += self.coefficient_cases(e) + self.scalar_operand_cases(e) + self.scalar_exponent_cases(e)
            # An expanded first operand: its rows are one row repeated.
            dtype = representative_dtype(e)
            if dtype is None:
                continue
            specs = self.samples_for(e, fill_promoted(e, combo_for(e, dtype)))
            first = e.tensor_inputs()[0]
            i = e.arg_index[first]
            row = specs[i]["values"][:VALUE_SHAPE[1]]
            specs[i] = tensor_spec(specs[i]["dtype"], [1, VALUE_SHAPE[1]], row, expand=VALUE_SHAPE)
            outcomes = self.value_outcomes(e, specs, VALUE_SHAPE, ["function", "method", "out"])
            if outcomes:
                cases.append({"id": f"{e.cname}__expanded_{first}", "args": specs, "outcomes": outcomes})
        return cases

    def coefficient_cases(self, e):
        """Coefficients (add's alpha) other than their default, in every dtype the op computes in;
        for integral dtypes the most negative one the dtype holds, and for most dtypes one it
        cannot hold (PyTorch's Scalar::to raises). A subtracted coefficient (sub's alpha) is
        converted negated, as PyTorch's sub is add with -alpha: those two take the other sign."""
        cases = []
        subtracted = subtracted_arguments(e.ast)
        for name in coefficients(e):
            i = e.arg_index[name]
            sign = -1 if name in subtracted else 1
            for d in e.dtypes:
                base = self.samples_for(e, fill_promoted(e, combo_for(e, d)))
                values = list(COEFFICIENT_SAMPLES[ref.category(d)])
                if d in COEFFICIENT_EDGES:
                    values.append(sign * COEFFICIENT_EDGES[d])
                for k, value in enumerate(values):
                    specs = [dict(s) for s in base]
                    specs[i] = scalar_spec(value)
                    outcomes = self.value_outcomes(e, specs, VALUE_SHAPE, ["function", "inplace", "out"])
                    if outcomes:
                        cases.append({"id": f"{e.cname}__{d}__{name}_{k}", "args": specs, "outcomes": outcomes})
                if d in COEFFICIENT_OVERFLOWS and not e.rejection(base, first_form(e)):
                    specs = [dict(s) for s in base]
                    specs[i] = scalar_spec(sign * COEFFICIENT_OVERFLOWS[d][1])
                    forms = self.forms_for(e, specs, [first_form(e)])
                    cases.append(overflow_case(f"{e.cname}__{d}__{name}_overflow", specs, forms[0][1], d))
        return cases

    def scalar_exponent_cases(self, e):
        """A Scalar exponent of pow at the values PyTorch's pow.Tensor_Scalar computes otherwise
        (2, 3, -2 as products; 0.5, -0.5, -1 as sqrt, rsqrt, reciprocal) and one it does not (2.5),
        in every real floating dtype, on bases with -0, ±inf and NaN, where sqrt and pow differ."""
        cases = []
        names = [n for n in pow_exponents(e.ast) if e.type_of(n)["base"] == "Scalar"]
        base_names = [a["name"] for a in e.args if e.is_tensor(a["name"]) and a["name"] in e.promoted]
        if not names or len(base_names) != 1:
            return cases
        values = [-0.0, 0.0, -float("inf"), float("inf"), float("nan"), -2.0, -0.5, 0.25, 1.5, 3.0, 10.0, -7.0]
        shape = [len(values) // VALUE_SHAPE[1], VALUE_SHAPE[1]]
        for d in e.dtypes:
            if ref.category(d) != "float":
                continue
            for k, exponent in enumerate((2, 3, -2, 0.5, -0.5, -1, 2.5)):
                specs = self.samples_for(e, fill_promoted(e, combo_for(e, d)), shape=shape)
                specs[e.arg_index[base_names[0]]] = tensor_spec(d, shape, list(values))
                specs[e.arg_index[names[0]]] = scalar_spec(exponent)
                outcomes = self.value_outcomes(e, specs, shape, ["function", "inplace", "out"])
                if outcomes:
                    cases.append({"id": f"{e.cname}__{d}__{names[0]}_special_{k}", "args": specs, "outcomes": outcomes})
        return cases

    def scalar_operand_cases(self, e):
        """A number each dtype the op computes in cannot hold: a checked one (clamp's bound, pow's
        exponent, masked_fill's value, where's other) raises, as PyTorch takes it with Scalar::to;
        a wrapped one (add(t, 259), pow.Scalar's base) wraps, as PyTorch's wrapped-scalar tensor
        does (Op.number_conversion)."""
        cases = []
        form = first_form(e)
        exponents = pow_exponents(e.ast)
        for name in scalar_operands(e):
            for d in e.dtypes:
                if d not in COEFFICIENT_OVERFLOWS or (name in exponents and d in ("float32", "complex64")):
                    continue  # PyTorch's pow takes those dtypes' exponents in double
                value = COEFFICIENT_OVERFLOWS[d][1]
                combo = {n: ("tensor", d) for n in e.promoted if e.is_tensor(n) and not e.type_of(n)["optional"]}
                combo[name] = ("scalar", scalar_kind(value))
                specs = self.samples_for(e, fill_promoted(e, combo))
                specs[e.arg_index[name]] = scalar_spec(value)
                forms = self.forms_for(e, specs, [form])
                if not forms or e.rejection(specs, form) or self.promotion_of(e, specs)[1] != d:
                    continue
                cases.append(overflow_case(f"{e.cname}__{d}__{name}_overflow", specs, forms[0][1], d))
        for name in wrapped_numbers(e):
            # A number an integer dtype cannot hold wraps in it: 2^bits + 3 is 3 in every one (a
            # checked conversion raises, a clamping one gives the dtype's maximum, and a shift count
            # stays inside the width, where PyTorch 1.13's shifts are defined).
            for d, bits in (("uint8", 8), ("int8", 8), ("int16", 16), ("int32", 32)):
                if d not in e.dtypes:
                    continue
                value = 2 ** bits + 3
                combo = {n: ("tensor", d) for n in e.promoted if e.is_tensor(n) and not e.type_of(n)["optional"]}
                combo[name] = ("scalar", scalar_kind(value))
                specs = self.samples_for(e, fill_promoted(e, combo))
                specs[e.arg_index[name]] = scalar_spec(value)
                if self.promotion_of(e, specs)[1] != d:
                    continue
                outcomes = self.value_outcomes(e, specs, VALUE_SHAPE, [form])
                if outcomes:
                    cases.append({"id": f"{e.cname}__{d}__{name}_wraps", "args": specs, "outcomes": outcomes})
        return cases

    def crosscheck_cases(self):
        """Large inputs per computing dtype, for strided-vs-contiguous and CPU-vs-CUDA comparisons."""
        cases = []
        for e in self.pointwise_entries():
            fn = first_form(e)
            for d in e.dtypes:
                specs = self.samples_for(e, fill_promoted(e, combo_for(e, d)), shape=CROSSCHECK_SHAPE)
                for s in specs:
                    if s["kind"] == "tensor" and s["shape"] == CROSSCHECK_SHAPE:
                        s["tile"] = True
                try:
                    _, compute, result = self.promotion_of(e, specs)
                except ModelError:
                    continue
                if compute not in e.dtypes:
                    continue
                forms = self.forms_for(e, specs, [fn])
                if forms:
                    cases.append({"id": f"{e.cname}__{d}", "args": specs,
                                  "outcomes": [{"adapter": forms[0][1], "expect": {"dtype": result,
                                                                                   "shape": CROSSCHECK_SHAPE}}]})
        return cases

    def pointwise_entries(self):
        """The entries with model cases: generated pointwise kernels (elementwise promotion)."""
        return [e for e in self.entries if e.pointwise and e.promotion in ELEMENTWISE_PROMOTIONS]


_samples: dict[tuple[str, int, tuple[int, ...]], list] = {}


def samples(dtype, position, shape):
    """sample_values, a list of its own, computed once per process for each dtype, position and
    shape: every value case of every op asks for some."""
    key = (dtype, position, tuple(shape))
    values = _samples.get(key)
    if values is None:
        values = _samples[key] = sample_values(dtype, position, shape)
    return list(values)


def overflow_case(case_id, specs, adapter, dtype):
    """A case whose Scalar argument dtype cannot hold: PyTorch's Scalar::to error."""
    type_name = COEFFICIENT_OVERFLOWS[dtype][0]
    message = f"value cannot be converted to type {type_name} without overflow"
    return {"id": case_id, "args": specs, "outcomes": [{"adapter": adapter, **error("RuntimeError", message)}]}


# The case tables of a generated test, in the order the template declares them.
TABLES = ("call_forms", "dtypes", "casts", "shapes", "names", "values", "crosschecks")


def build_cases(base, entries, golden_dir=GOLDEN_DIR):
    """The model of one op base as plain data: entries, adapters and every case table."""
    tables = load_tables(str(golden_dir))
    model_entries = [Entry(e) for e in entries]
    shadow_wrapped_forms(model_entries)
    b = Builder(base, model_entries, tables)
    return {
        "base": base,
        "entries": model_entries,
        "adapters": b.adapters,
        "call_forms": b.call_form_cases(),
        "dtypes": b.dtype_cases(),
        "casts": b.cast_cases(),
        "shapes": b.shape_cases(),
        "names": b.name_cases(),
        "values": b.value_cases(),
        "crosschecks": b.crosscheck_cases(),
        # Recorded from PyTorch only (tools/make_golden.py), not a table of the generated test.
        "dims": dim_cases(model_entries, lambda e: [(f, i) for f, i in b.forms_of.get((e.name, ()), [])
                                                    if f in ("function", "method", "inplace", "out")]),
    }


def narrower_cuda_dtypes(entries):
    """The ScalarType names of the base's CUDA dtypes (over its entries), or None when they are all of
    its dtypes."""
    def union(key):
        names = []
        for e in entries:
            names += [d["scalar_type"] for d in e[key] if d["scalar_type"] not in names]
        return names
    cuda = union("cuda_dtypes")
    return cuda if set(cuda) != set(union("dtypes")) else None


_built: dict[tuple[str, str], tuple[list, dict]] = {}


def build(base, entries, golden_dir=GOLDEN_DIR):
    """What templates/tests/test_{base}.cpp.j2 and tests/cases/{base}.yaml.j2 render: the adapter
    rows, which case tables the op has (`tables`: table -> True), their data (`data`: the YAML text of
    generated/tests/cases/<base>.yaml, or None), and whether the op has model cases (pointwise
    entries) and any callable form at all. Built once per base and render (both templates ask, one
    after the other: render.py renders a group's templates together, so only the last is kept)."""
    # Each template gets the group's entries as a list of its own: compare them by value.
    key = (base, str(golden_dir))
    if key in _built and _built[key][0] == entries:
        return _built[key][1]
    m = build_cases(base, entries, golden_dir)
    tables = {t: [c for c in m[t] if c["outcomes"]] for t in TABLES}
    present = {t: bool(cases) for t, cases in tables.items()}
    args_of = {e.name: e.args for e in m["entries"]}
    result = {
        # The dtypes CUDA's kernels cover when fewer than the op's (ops.yaml's cuda_dtypes), else None:
        # the golden cases run on CUDA only where every tensor has one of them.
        "cuda_dtypes": narrower_cuda_dtypes(entries),
        # Each entry's ulps allowances (ops.yaml `ulps`): (entry, ScalarType, ulps); its golden values
        # compare bit-exact elsewhere.
        "ulp_allowances": [(e["name"], d["scalar_type"], d["ulps"], False, False)
                           for e in entries if e.get("ulps") for d in e["ulps"]["per_dtype"]] +
                          [(e["name"], "Undefined", 0, e["ulps"]["nan_sign"] == "any", e["ulps"]["zero_sign"] == "any")
                           for e in entries if e.get("ulps") and "any" in (e["ulps"]["nan_sign"], e["ulps"]["zero_sign"])],
        "base": base,
        # Every op with a callable form gets a test: model tables where it has pointwise entries, the
        # PyTorch golden cases (tests/golden/ops/<base>.yaml) for all.
        "has_cases": bool(m["adapters"]),
        "has_model_tables": any(present.values()),
        "adapters": [conformance_cpp.adapter_literal(a, args_of[a["entry"]]) for a in m["adapters"]],
        "tables": present,
        "data": conformance_data.document(base, tables) if any(present.values()) else None,
    }
    _built.clear()
    _built[key] = (entries, result)
    return result
