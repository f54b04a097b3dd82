"""The op catalog of the `opforge` command line (templates/tools/cli/op_catalog.cpp.j2).

build(model) turns every ops.yaml entry, after inheritance (the model's ops, as generated/docs/ops.md
lists them), into the plain data of one C++ table row, every string already a C++ literal: name,
overload, signature, variants, the four rules with their operands, kernel, dtypes, CUDA dtypes,
devices, rejects and doc. `opforge explain op` prints the rows; `opforge explain names` reads an
entry's names rule from them, so it applies the rule the generated stub applies.

Lists become named constant arrays (C++ has no empty arrays: an empty list is `{}`), declared
before the row that refers to them.
"""

from typing import Dict, List, Tuple

from op_model import Op


def cpp_literal(text: str) -> str:
    """`text` as a C++ string literal (UTF-8 source: other than quotes, backslashes and control
    characters, every character stays as it is)."""
    out = []
    for ch in str(text):
        if ch == "\\":
            out.append("\\\\")
        elif ch == '"':
            out.append('\\"')
        elif ch == "\n":
            out.append("\\n")
        elif ch == "\t":
            out.append("\\t")
        elif ord(ch) < 0x20 or ord(ch) == 0x7F:
            out.append(f"\\{ord(ch):03o}")  # octal: at most three digits, so no later digit joins it
        else:
            out.append(ch)
    return '"' + "".join(out) + '"'


def kernel_text(op: Op) -> Tuple[str, str]:
    """The kernel's kind and, in words, what ops.yaml declares for it (as generated/docs/ops.md)."""
    k = op.kernel
    if k.kind == "pointwise":
        assert k.expression is not None, f"{op.name}: a pointwise kernel has an expression"
        return k.kind, k.expression
    if k.kind == "reduce" and k.reducer:
        results = ", ".join(f"{n} ({d})" for n, d in k.reducer_results)
        args = f" of {', '.join(k.reducer_args)}" if k.reducer_args else ""
        return k.kind, f"reducer {k.reducer}{args}: {results}"
    if k.kind == "reduce":
        assert k.identity is not None and k.combine is not None, f"{op.name}: a reduce kernel has its steps"
        parts = [f"identity {k.identity.expression}"]
        if k.map:
            parts.append(f"map {k.map.expression}")
        parts.append(f"combine {k.combine.expression}")
        if k.finalize:
            parts.append(f"finalize {k.finalize.expression}")
        if k.empty == "raises":
            parts.append("empty input raises")
        return k.kind, ", ".join(parts)
    if k.kind == "sort":
        select = f"select {k.sort_select}, " if k.sort_select != "all" else ""
        return k.kind, f"{select}results {', '.join(k.sort_results)}"
    if k.kind == "scan" and k.reducer:
        return k.kind, f"scanner {k.reducer}, results {', '.join(n for n, _ in k.reducer_results)}"
    if k.kind == "scan":
        assert k.identity is not None and k.combine is not None, f"{op.name}: a scan kernel has its steps"
        checked = ", empty input checked" if k.empty == "checks" else ""
        return k.kind, f"identity {k.identity.expression}, combine {k.combine.expression}{checked}"
    if k.kind == "structured":
        return k.kind, f"meta {k.shape}, kernel {k.name}"
    return k.kind, k.name or ""


def names_operand_is_list(op: Op) -> bool:
    """Whether the names rule reads a tensor list (cat's `tensors`), which takes any number of tensors."""
    return any(op.arg[n].is_list for n in op.names.operands if n in op.arg)


def names_action(op: Op) -> str:
    """The word PyTorch's unification errors use for the op: "broadcast", or the op's name for an op
    over a tensor list ("Error when attempting to cat dims ..."), as the stub passes it
    (stubs.NamesPlan)."""
    return op.base if names_operand_is_list(op) else "broadcast"


def wrap_initializers(items: List[str], width: int = 96) -> List[str]:
    """Comma-terminated initializers, as many to a line as fit in `width` columns."""
    lines, line = [], ""
    for item in items:
        piece = item + ","
        if line and len(line) + 1 + len(piece) > width:
            lines.append(line)
            line = piece
        else:
            line = f"{line} {piece}" if line else piece
    if line:
        lines.append(line)
    return lines


class Arrays:
    """The named constant arrays of the table, each declared once, in order."""

    def __init__(self) -> None:
        self.decls: List[Dict[str, object]] = []

    def add(self, kind: str, name: str, items: List[str]) -> str:
        """An array of `kind` holding `items` (C++ initializers); returns what a span field takes."""
        if not items:
            return "{}"
        one_line = f"constexpr {kind} {name}[] = {{{', '.join(items)}}};"
        self.decls.append({"type": kind, "name": name, "one_line": one_line if len(one_line) <= 100 else "",
                           "lines": wrap_initializers(items)})
        return name


def rule(arrays: Arrays, prefix: str, r) -> str:
    operands = arrays.add("std::string_view", f"{prefix}_operands", [cpp_literal(o) for o in r.operands])
    out = f", {cpp_literal(r.out)}" if getattr(r, "out", None) else ""
    return f"{{{cpp_literal(r.kind)}, {operands}{out}}}"


def entry(arrays: Arrays, op: Op) -> Dict[str, str]:
    p = op.cname

    def strings(items) -> List[str]:
        return [cpp_literal(s) for s in items]

    variants = arrays.add("CatalogVariant", f"{p}_variants",
                          [f"{{{cpp_literal(v['kind'])}, {cpp_literal(v['qualified_name'])}}}"
                           for v in op.ir["variants"]])
    rejects = []
    for i, r in enumerate(op.rejects):
        conditions = []
        for j, c in enumerate(r.when):
            ops = arrays.add("std::string_view", f"{p}_r{i}_c{j}_operands", strings(c.operands))
            dtypes = arrays.add("std::string_view", f"{p}_r{i}_c{j}_dtypes", strings(d.name for d in c.dtypes))
            differs = f", {cpp_literal(c.differs_from)}" if c.differs_from else ""
            if c.compare:
                # A value condition: no dtype set of its own (every dtype), its comparison instead.
                dtypes = arrays.add("std::string_view", f"{p}_r{i}_c{j}_dtypes", [])
                differs = f", {{}}, {cpp_literal(c.compare)}, {c.value}"
            conditions.append(f"{{{cpp_literal(c.quantifier or 'all')}, {ops}, {dtypes}{differs}}}")
        when = arrays.add("CatalogCondition", f"{p}_r{i}_when", conditions)
        reject_variants = arrays.add("std::string_view", f"{p}_r{i}_variants", strings(r.variants))
        rejects.append(f"{{{when}, {reject_variants}, {cpp_literal(r.error)}, {cpp_literal(r.message)}}}")
    kind, kernel = kernel_text(op)
    cuda_dtypes = [d["name"] for d in op.ir.get("cuda_dtypes", op.ir["dtypes"])]
    return {
        "name": cpp_literal(op.name),
        "base": cpp_literal(op.base),
        "overload": cpp_literal(op.ir.get("overload", "")),
        "signature": cpp_literal(op.signature),
        "variants": variants,
        "promotion": rule(arrays, f"{p}_promotion", op.promotion),
        "broadcast": rule(arrays, f"{p}_broadcast", op.broadcast),
        "inplace_cast": cpp_literal(op.inplace_cast),
        "names": rule(arrays, f"{p}_names", op.names),
        "names_action": cpp_literal(names_action(op)),
        "names_operand_is_list": "true" if names_operand_is_list(op) else "false",
        "kernel_kind": cpp_literal(kind),
        "kernel": cpp_literal(kernel),
        "dtypes": arrays.add("std::string_view", f"{p}_dtypes", strings(d.name for d in op.dtypes)),
        "cuda_dtypes": arrays.add("std::string_view", f"{p}_cuda_dtypes", strings(cuda_dtypes)),
        "devices": arrays.add("std::string_view", f"{p}_devices", strings(op.devices)),
        "rejects": arrays.add("CatalogReject", f"{p}_rejects", rejects),
        "doc": cpp_literal(op.doc),
        # Each formula as "self: grad * cos(self)"; the one word not_differentiable for an entry
        # that says so, never_differentiable for one whose results have no gradient by their kind
        # (bool or index values, no tensor, a factory's).
        "derivatives": arrays.add("std::string_view", f"{p}_derivatives",
                                  strings(["not_differentiable"] if op.not_differentiable else
                                          ["never_differentiable"] if not op.derivatives and
                                          (op.is_factory or not op.results_differentiable) else
                                          (f"{d['input']}: {d.get('expression', 'not_implemented' if d.get('not_implemented') else 'not_differentiable')}"
                                           for d in op.derivatives or []))),
    }


def build(model) -> Dict[str, list]:
    """{"arrays": [{type, name, one_line (the declaration when it fits on one line, else ""), lines}],
    "entries": [{field: C++ initializer}]}, the entries in ops.yaml order."""
    arrays = Arrays()
    entries = [entry(arrays, op) for op in model.ops]
    return {"arrays": arrays.decls, "entries": entries}
