"""The API of one base name: the function, method, in-place and out= forms of its entries, and the C++ operators."""

import itertools
from dataclasses import dataclass, field
from typing import Dict, List, Optional, Set, Tuple

from expressions import selected_arguments
from cpp_spelling import (
    BINARY_OPERATORS, COMPOUND_OPERATORS, FACTORY_ARGS, Fn, Param, UNARY_OPERATORS, base_parameter,
    list_element_type, list_view_type)
from op_model import Op
from reduce_model import ReduceKernel
from scan_model import ScanKernel
from sort_model import SortKernel
from structured_model import structured_decls
from stubs import Stub


@dataclass
class Section:
    """The API of one entry."""
    op: Op
    decls: List[Fn] = field(default_factory=list)      # declared in ops/<base>.h, defined in dispatch/<base>.cpp
    inlines: List[Fn] = field(default_factory=list)    # defined inline in ops/<base>.h
    methods: List[Fn] = field(default_factory=list)    # in class Tensor; defined there or in dispatch/<base>.cpp
    # argument -> the variants whose form takes it as a number (the op reference lists them)
    number_forms: Dict[str, List[str]] = field(default_factory=dict)

    def numbered(self, wrapped, variant: str):
        for name in wrapped:
            variants = self.number_forms.setdefault(name, [])
            if variant not in variants:
                variants.append(variant)

    @property
    def numbers_doc(self) -> str:
        """The op reference's account of the numbers the entry takes: each Tensor operand's number
        forms, then each number the kernel reads as a value, with how it converts."""
        op = self.op
        if not op.is_pointwise:
            return ""
        parts = [f"`{name}` in {', '.join(variants)} ({op.number_conversion(name)})"
                 for name, variants in self.number_forms.items()]
        selected = selected_arguments(op.kernel.ast)
        for a in op.args:
            if a.is_scalar and (a.name in op.promotion.operands or a.name in selected):
                parts.append(f"Scalar `{a.name}` ({op.number_conversion(a.name)})")
        return "; ".join(parts) if parts else "none"

    @property
    def public_decls(self):
        return [f for f in self.decls if not f.scope]

    @property
    def dispatch_decls(self):
        return [f for f in self.decls if f.scope == "dispatch::"]


# The families of the conformance tests, one test program each (CMakeLists.txt: gen_tests_<family>),
# by the kind of an op's first entry; samplers are among the factories, custom and composite kernels
# the composites.
TEST_FAMILIES = ("pointwise", "reductions", "structured", "views", "factories", "composites")
FAMILY_OF_KIND = {"pointwise": "pointwise", "reduce": "reductions", "scan": "reductions", "sort": "reductions",
                  "structured": "structured", "view": "views", "factory": "factories", "sampler": "factories"}


class Group:
    """Everything generated for one base name."""

    def __init__(self, base: str, ops: List[Op], binary_operator_entries: Set[str]):
        self.base = base
        self.ops = ops
        self.stubs = [Stub(op) for op in ops]
        self._share_backward_functions()
        self.pointwise = [s.pointwise for s in self.stubs if s.pointwise]
        self._alias_equal_functors()
        self.custom = [s for s in self.stubs if not s.pointwise and not s.reduction and not s.structured
                       and not s.scan and not s.sort and not s.op.is_view_kernel and not s.factory
                       and not s.sampler]
        # The checks (meta::) and device kernels (the same declaration in cpu:: and cuda::) of sampler entries.
        self.sampler_checks = list(dict.fromkeys(s.sampler.check_decl for s in self.stubs if s.sampler))
        self.sampler_kernels = list(dict.fromkeys(s.sampler.kernel_decl for s in self.stubs if s.sampler))
        # The fill functions (composite::) and sizes functions (meta::) of factory entries.
        self.factory_fills = list(dict.fromkeys(s.factory.fill_decl for s in self.stubs
                                                if s.factory and s.factory.fill_decl))
        self.factory_sizes = list(dict.fromkeys(s.factory.sizes_decl for s in self.stubs
                                                if s.factory and s.factory.sizes_decl))
        # The hand-written meta functions and device kernels of structured entries.
        self.structured = structured_decls(self.stubs)
        reduce_ops = [s.op for s in self.stubs if s.op.is_reduce]
        self.reduce = ReduceKernel(base, reduce_ops) if reduce_ops else None
        scan_ops = [s.op for s in self.stubs if s.op.is_scan]
        self.scan = ScanKernel(base, scan_ops) if scan_ops else None
        sort_ops = [s.op for s in self.stubs if s.op.is_sort]
        self.sort = SortKernel(base, sort_ops) if sort_ops else None
        # The hand-written kernels of custom reductions, cpu::<name> and cuda::<name>.
        self.custom_reduction_kernels = list(dict.fromkeys(s.op.kernel_name for s in self.stubs
                                                           if s.reduction and not s.op.is_reduce))
        bridgeable = [s for s in self.stubs if not s.pointwise and not s.reduction and not s.scan and not s.sort
                      and not s.factory and not s.sampler]
        for s in bridgeable:
            s.bridge_to_int_sibling(bridgeable)
        for s in self.stubs:
            s.check_resolved_dims()
        # The declarations of the view entries' geometry functions (meta::<name>, overloaded by arguments);
        # a bridged Dimname entry calls its int sibling's.
        self.views = list(dict.fromkeys(
            f"dispatch::ViewGeometry {s.op.kernel.name}(" + ", ".join(base_parameter(a) for a in s.op.args) + ");"
            for s in self.stubs if s.op.is_view_kernel and not s.bridged))
        self.sections = [Section(op) for op in ops]
        self._section = {sec.op.name: sec for sec in self.sections}
        self.list_defaults = [d for op in ops for d in op.list_defaults]
        # Whether an entry returns a list of tensors (chunk): only then do its headers need <vector>.
        self.returns_list = any(op.ret == "std::vector<Tensor>" for op in ops)
        self._seen: Set[Tuple] = set()
        self._build(binary_operator_entries)

    @property
    def test_family(self) -> str:
        """The test program of the op's conformance test: its first entry's kind's family (a custom
        kernel of a reduction promotion, sum's or mean's, is a reduction)."""
        first = self.stubs[0]
        if first.reduction:
            return "reductions"
        return FAMILY_OF_KIND.get(first.op.kernel.kind, "composites")

    def _share_backward_functions(self) -> None:
        """Overloads whose backward functions read alike (sum's and sum.dim_IntList's) record the
        first one's: one definition per distinct body."""
        first: Dict[tuple, str] = {}
        for s in self.stubs:
            d = s.derivatives
            if d:
                key = tuple(d.backward_lines)
                d.shared = key in first
                d.function = first.setdefault(key, d.function)

    def _alias_equal_functors(self):
        """Makes a functor the same as an earlier one of this base an alias of it (clamp.Tensor's
        of clamp's, pow.Scalar's of pow's). The kernels of both entries then call the loops with
        one type, and the compiler builds each of them once: the CPU and CUDA loops of a functor
        and dtype take seconds to compile. clamp.cpp calls the loops with 57 pairs of dtype and
        functor, 27 of them clamp's again; it compiled in 92 s, and in 49 s with them shared
        (pow.cpp: 42 -> 33 s)."""
        first = {}
        for pw in self.pointwise:
            for f in pw.functors:
                f.alias_of = first.setdefault(f.body_key(), f.name)
                if f.alias_of == f.name:
                    f.alias_of = None

    @property
    def method_decls(self) -> List[Fn]:
        return [m for sec in self.sections for m in sec.methods]

    @property
    def dispatch_defs(self) -> List[Fn]:
        """Defined in dispatch/<base>.cpp: the free functions and the methods not defined in the class."""
        return [f for sec in self.sections for f in sec.decls + [m for m in sec.methods if not m.in_class]]

    @property
    def kernel_decls(self) -> List[Fn]:
        return self._decls("custom")

    @property
    def composite_decls(self) -> List[Fn]:
        return self._decls("composite")

    def _decls(self, kind: str) -> List[Fn]:
        out, seen = [], set()
        for s in self.custom:
            if s.bridged or s.op.kernel.kind != kind:
                continue
            decl = s.kernel_decl
            assert decl is not None, f"{s.op.name}: a custom or composite kernel has a declaration"
            key = decl.signature_key()
            if key not in seen:
                seen.add(key)
                out.append(decl)
        return out

    # Registers a function unless one with the same C++ parameter types exists.
    def _add(self, fn: Fn) -> bool:
        key = fn.signature_key()
        if key in self._seen:
            return False
        self._seen.add(key)
        return True

    def _build(self, binary_operator_entries: Set[str]):
        forms: List[Tuple[Op, Stub, Tuple[str, ...]]] = []  # (op, stub, wrapped set)
        for op, stub in zip(self.ops, self.stubs):
            forms.append((op, stub, ()))
        for op, stub in zip(self.ops, self.stubs):
            for w in op.wrapped_sets():
                if not any(op.number_is_sibling_call(n, self.ops) for n in w):
                    forms.append((op, stub, w))
        for op, stub, wrapped in forms:
            self._entry_form(op, stub, wrapped)
        # The Scalar-on-the-left forms the operators call (2 - t), where the API has none (an entry
        # with number_self has sub(2, t) itself).
        for op, stub in zip(self.ops, self.stubs):
            if op.name in binary_operator_entries and op.is_pointwise and op.self_arg and \
                    "self" in op.promotion.operands and op.has("function") and "self" not in op.wrappable:
                params = op.params()
                params[[a.name for a in op.args].index("self")].type = "const Scalar&"
                fn = Fn(op.ret, op.variant_name("function"), params, [f"return {stub.call(['nullptr'], False)};"],
                        scope="dispatch::")
                if self._add(fn):
                    self._section[op.name].decls.append(fn)
        self._dimarg_bridges()

    def _entry_form(self, op: Op, stub: Stub, wrapped):
        sec = self._section[op.name]
        ret = op.ret
        factory = op.factory_args and op.has("function")
        drop = {n for n, _ in FACTORY_ARGS} if factory else set()
        def has(variant):
            return op.has(variant) and (not wrapped or variant in op.number_variants)

        if has("function"):
            params = op.params(wrapped, drop)
            fn = Fn(ret, op.base, params, [f"return {stub.call(['nullptr'], False)};"])
            if self._add(fn):
                sec.numbered(wrapped, "function")
                sec.decls.append(fn)
                self._list_forms(sec, fn, "")
                if factory and not wrapped:
                    self._options_form(op, params)
        if has("method") and "self" not in wrapped:
            params = [p for p in op.params(wrapped) if p.name != "self"]
            m = Fn(ret, op.variant_name("method"), params, [f"return {stub.call(['nullptr'], False, '*this')};"],
                   scope="Tensor::", is_const=True)
            if self._add(m):
                sec.numbered(wrapped, "method")
                sec.methods.append(m)
                self._list_forms(sec, m, "method")
        if has("inplace") and "self" not in wrapped:
            params = [p for p in op.params(wrapped) if p.name != "self"]
            m = Fn("const Tensor&", op.variant_name("inplace"), params,
                   [f"{stub.call(['this'], True, '*this')};", "return *this;"], scope="Tensor::", is_const=True)
            if self._add(m):
                sec.numbered(wrapped, "inplace")
                sec.methods.append(m)
                self._list_forms(sec, m, "method")
        if has("out"):
            outs = [Param("Tensor&", n) for n in op.out_names]
            params = outs + op.params(wrapped)
            if len(op.out_names) == 1:
                out_ret = "Tensor&"
                body = [f"{stub.call(['&' + op.out_names[0]], False)};", f"return {op.out_names[0]};"]
            else:
                out_ret = "std::tuple<" + ", ".join("Tensor&" for _ in op.out_names) + ">"
                body = [f"const Tensor outs[] = {{{', '.join(op.out_names)}}};", f"{stub.call(['outs'], False)};",
                        f"return {out_ret}({', '.join(op.out_names)});"]
            fn = Fn(out_ret, op.variant_name("out"), params, body)
            if self._add(fn):
                sec.numbered(wrapped, "out")
                sec.decls.append(fn)
                self._list_forms(sec, fn, "")

    def _list_forms(self, sec: Section, fn: Fn, kind: str):
        """initializer_list overloads of fn for its list parameters (inline, forwarding)."""
        list_params = [i for i, p in enumerate(fn.params) if self._list_arg(p) is not None]
        for r in range(1, len(list_params) + 1):
            for chosen in itertools.combinations(list_params, r):
                params, args = [], []
                for i, p in enumerate(fn.params):
                    if i in chosen:
                        t = self._list_arg(p)
                        params.append(Param(f"std::initializer_list<{list_element_type(t)}>", p.name))
                        args.append(f"{list_view_type(t)}({p.name}.begin(), {p.name}.size())")
                    else:
                        params.append(Param(p.type, p.name, p.default))
                        args.append(p.name)
                # Defaults only after the last initializer_list parameter.
                last = max(chosen)
                for i, p in enumerate(params):
                    if i <= last:
                        p.default = None
                if kind == "method":
                    g = Fn(fn.ret, fn.name, params, [f"return {fn.name}({', '.join(args)});"], scope="Tensor::",
                           is_const=True, in_class=True)
                    if self._add(g):
                        sec.methods.append(g)
                else:
                    g = Fn(fn.ret, fn.name, params, [f"return opforge::{fn.name}({', '.join(args)});"], inline=True)
                    if self._add(g):
                        sec.inlines.append(g)

    def _list_arg(self, p: Param):
        for op in self.ops:
            a = op.arg.get(p.name)
            if a is not None and a.is_list and a.cpp == p.type and a.base in ("Tensor", "int", "Dimname", "float", "bool"):
                return a.type
        return None

    def _options_form(self, op: Op, params: List[Param]):
        """The TensorOptions form of a factory entry."""
        factory_names = [n for n, _ in FACTORY_ARGS] + ["memory_format"]
        kept = [Param(p.type, p.name, p.default) for p in params if p.name not in factory_names]
        # Value defaults are dropped (arange(start, end, step=1, options) would make arange(0, 10)
        # ambiguous with arange(start, end, options)), but a trailing generator's: normal(0, 1, {3})
        # as torch.normal(0, 1, (3,)).
        for i, p in enumerate(kept):
            trailing_generator = i == len(kept) - 1 and p.type == "std::optional<Generator>"
            p.default = op.default_cpp(op.arg[p.name]) if trailing_generator else None
        kept.append(Param("const TensorOptions&", "options", "{}"))

        def call(entry: Op, names_expr: Optional[str]):
            args = []
            for a in entry.args:
                if a.name == "dtype":
                    args.append("options.dtype_")
                elif a.name == "layout":
                    args.append("options.layout_")
                elif a.name == "device":
                    args.append("options.device_")
                elif a.name == "pin_memory":
                    args.append("std::nullopt")
                elif a.name == "memory_format":
                    args.append("options.memory_format_")
                elif a.name == "names" and names_expr is not None:
                    args.append(names_expr)
                else:
                    args.append(a.name)
            return f"opforge::{entry.base}({', '.join(args)})"

        body = []
        # An option the entry has no argument for is refused as PyTorch's argument parser does.
        if "memory_format" not in op.arg:
            body.append(f'OPFORGE_CHECK(!options.memory_format_, TypeError, "{op.base}() got an unexpected keyword '
                        f'argument \'memory_format\'");')
        if "names" not in op.arg:
            sibling = self._names_sibling(op)
            if sibling is not None:
                body.append(f"if (options.names_) return {call(sibling, 'DimnameList(*options.names_)')};")
            else:
                body.append(f'OPFORGE_CHECK(!options.names_, TypeError, "{op.base}() got an unexpected keyword '
                            f'argument \'names\'");')
        body.append(f"return {call(op, None)};")
        fn = Fn(op.ret, op.base, kept, body, inline=True)
        sec = self._section[op.name]
        if self._add(fn):
            sec.inlines.append(fn)
            self._list_forms(sec, fn, "")

    def _names_sibling(self, op: Op) -> Optional[Op]:
        want = [(a.name, a.cpp) for a in op.args]
        for other in self.ops:
            if other is op or "names" not in other.arg or not other.has("function"):
                continue
            n = other.arg["names"]
            if not (n.base == "Dimname" and n.is_list):
                continue
            if [(a.name, a.cpp) for a in other.args if a.name != "names"] == want:
                return other
        return None

    def _dimarg_bridges(self):
        for op in self.ops:
            if not op.self_arg:
                continue
            for other in self.ops:
                if other is op or len(other.args) != len(op.args):
                    continue
                dims = []
                ok = True
                for a, b in zip(op.args, other.args):
                    if a.name != b.name:
                        ok = False
                    elif a.cpp == "int64_t" and b.cpp == "Dimname":
                        dims.append(a.name)
                    elif a.cpp != b.cpp:
                        ok = False
                if ok and dims:
                    self._bridge(op, dims)

    def _bridge(self, op: Op, dims: List[str]):
        sec = self._section[op.name]
        template = "template <std::same_as<DimArg> D>"
        params = op.params()
        for p in params:
            if p.name in dims:
                p.type = "D"

        def args(self_expr, with_self):
            out = []
            for a in op.args:
                if a.name == "self":
                    if with_self:
                        out.append(self_expr)
                elif a.name in dims:
                    out.append(f"({a.name}.is_name() ? resolve_dim({self_expr}, {a.name}) : {a.name}.index())")
                else:
                    out.append(a.name)
            return ", ".join(out)
        if op.has("function"):
            fn = Fn(op.ret, op.base, params, [f"return opforge::{op.base}({args('self', True)});"],
                    template=template, inline=True)
            if self._add(fn):
                sec.inlines.append(fn)
        method_params = [p for p in params if p.name != "self"]
        for kind, ret in (("method", op.ret), ("inplace", "const Tensor&")):
            if not op.has(kind):
                continue
            name = op.variant_name(kind)
            m = Fn(ret, name, method_params, [f"return {name}({args('*this', False)});"], scope="Tensor::",
                   is_const=True, template=template, in_class=True)
            if self._add(m):
                sec.methods.append(m)


# ---- operators -----------------------------------------------------------------------------------

@dataclass
class Operator:
    symbol: str
    ret: str
    params: List[Param]
    body: str
    include: str  # the base whose header it needs

    @property
    def signature(self) -> str:
        return f"{self.ret} operator{self.symbol}({', '.join(p.decl(False) for p in self.params)})"


def build_operators(ops_by_name: Dict[str, Op]) -> List[Operator]:
    out = []
    def entry(name: str) -> Optional[Op]:
        return ops_by_name.get(name) or ops_by_name.get(f"{name}.Tensor")

    for sym, name in BINARY_OPERATORS:
        op = entry(name)
        if op is None or not op.is_pointwise or not op.has("function") or "self" not in op.promotion.operands:
            continue
        tensors = [a for a in op.args if a.is_tensor and not a.kwarg_only]
        if len(tensors) != 2 or tensors[0].name != "self":
            continue
        other = tensors[1].name
        scalar_ok = other in op.wrappable and "function" in op.number_variants
        a, b = "self", other
        out.append(Operator(sym, "Tensor", [Param("const Tensor&", a), Param("const Tensor&", b)],
                            f"return opforge::{op.base}({a}, {b});", op.base))
        if scalar_ok:
            out.append(Operator(sym, "Tensor", [Param("const Tensor&", a), Param("const Scalar&", b)],
                                f"return opforge::{op.base}({a}, {b});", op.base))
            scope = "opforge" if "self" in op.wrappable else "dispatch"
            out.append(Operator(sym, "Tensor", [Param("const Scalar&", a), Param("const Tensor&", b)],
                                f"return {scope}::{op.base}({a}, {b});", op.base))
    for sym, name in UNARY_OPERATORS:
        op = ops_by_name.get(name)
        if op is None or not op.has("function") or not op.self_arg:
            continue
        if [a for a in op.args if a.default is None] != [op.self_arg]:
            continue
        out.append(Operator(sym, "Tensor", [Param("const Tensor&", "self")], f"return opforge::{op.base}(self);",
                            op.base))
    for sym, name in COMPOUND_OPERATORS:
        op = entry(name)
        if op is None or not op.has("inplace"):
            continue
        tensors = [a for a in op.args if a.is_tensor and not a.kwarg_only]
        if len(tensors) != 2 or tensors[0].name != "self":
            continue
        other = tensors[1].name
        m = op.variant_name("inplace")
        out.append(Operator(sym, "const Tensor&", [Param("const Tensor&", "self"), Param("const Tensor&", other)],
                            f"return self.{m}({other});", op.base))
        if other in op.wrappable and "inplace" in op.number_variants:
            out.append(Operator(sym, "const Tensor&", [Param("const Tensor&", "self"), Param("const Scalar&", other)],
                                f"return self.{m}({other});", op.base))
    return out
