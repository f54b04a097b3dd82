"""PyTorch's name-inference table (codegen/spec/name_inference_table.tsv) mapped to opforge, row by
row: the page generated/docs/name_inference.md and the compile-time check
generated/tests/test_name_inference_table.cpp.

Each API of a row ("Tensor.abs", "torch.abs", "Tensor.abs_") is one of:
- an operator: an ops.yaml entry whose base is the name (without the trailing _ of an in-place API)
  and which has the form the API is (torch.X: function, Tensor.X: method, Tensor.X_: inplace);
- hand-written: an attribute or a runtime function (HAND_WRITTEN: its C++ spelling and a
  requires-expression the generated test compiles, so a mapping to nothing fails the build);
- pending: not there yet, with the issue that adds it (PENDING).
An API that is none of these is missing, and so is a pending or hand-written one that is an
operator now (its PENDING or HAND_WRITTEN line is stale): the page shows it and the generated test fails, so CI names every row that is nowhere.
The generator itself renders any ops.yaml, a small one of a test included."""

import csv
from pathlib import Path
from typing import Any, Dict, List, Tuple


TABLE = Path(__file__).resolve().parent / "spec" / "name_inference_table.tsv"

# API -> (the opforge spelling, the requires-expression over `t` (a const Tensor&) that must compile).
HAND_WRITTEN: Dict[str, Tuple[str, str]] = {
    "Tensor.data_ptr": ("Tensor::data_ptr", "t.data_ptr()"),
    "Tensor.device": ("Tensor::device", "t.device()"),
    "torch.device": ("opforge::Device", 'opforge::Device("cuda:0")'),
    "Tensor.dim": ("Tensor::dim", "t.dim()"),
    "Tensor.element_size": ("Tensor::element_size", "t.element_size()"),
    "Tensor.has_names": ("Tensor::has_names", "t.has_names()"),
    "Tensor.is_contiguous": ("Tensor::is_contiguous", "t.is_contiguous()"),
    "Tensor.is_cuda": ("Tensor::is_cuda", "t.is_cuda()"),
    "Tensor.is_floating_point": ("Tensor::is_floating_point", "t.is_floating_point()"),
    "Tensor.is_signed": ("Tensor::is_signed", "t.is_signed()"),
    "Tensor.item": ("Tensor::item<T>", "t.item<double>()"),
    "torch.manual_seed": ("opforge::manual_seed", "opforge::manual_seed(0)"),
    "Tensor.names": ("Tensor::names", "t.names()"),
    "Tensor.numel": ("Tensor::numel", "t.numel()"),
    "Tensor.size": ("Tensor::size", "t.size(0)"),
    "Tensor.stride": ("Tensor::stride", "t.stride(0)"),
    "Tensor.get_device": ("Tensor::get_device", "t.get_device()"),
    "torch.get_device": ("opforge::get_device", "opforge::get_device(t)"),
    "torch.is_floating_point": ("opforge::is_floating_point", "opforge::is_floating_point(t)"),
    "Tensor.is_pinned": ("Tensor::is_pinned", "t.is_pinned()"),
    "Tensor.is_shared": ("Tensor::is_shared", "t.is_shared()"),
    "torch.is_signed": ("opforge::is_signed", "opforge::is_signed(t)"),
    "Tensor.is_sparse": ("Tensor::is_sparse", "t.is_sparse()"),
    "torch.is_tensor": ("opforge::is_tensor", "opforge::is_tensor(t)"),
    "Tensor.ndim": ("Tensor::ndim", "t.ndim()"),
    "Tensor.ndimension": ("Tensor::ndimension", "t.ndimension()"),
    "torch.numel": ("opforge::numel", "opforge::numel(t)"),
    "Tensor.type": ("Tensor::type", "t.type()"),
    # Autograd's attributes (opforge/autograd.h).
    "Tensor.grad": ("Tensor::grad", "t.grad()"),
    "Tensor.is_leaf": ("Tensor::is_leaf", "t.is_leaf()"),
    "Tensor.register_hook": ("Tensor::register_hook", "t.register_hook(std::function<opforge::Tensor(const "
                             "opforge::Tensor&)>())"),
    "Tensor.requires_grad": ("Tensor::requires_grad", "t.requires_grad()"),
    "Tensor.requires_grad_": ("Tensor::requires_grad_", "t.requires_grad_()"),
    "Tensor.detach_": ("Tensor::detach_", "t.detach_()"),
}

# API -> the issue that adds it.
PENDING: Dict[str, str] = {}

_FORMS = {"torch": "function", "Tensor": "method"}


def _read_rows() -> List[Tuple[List[str], str]]:
    rows = []
    with open(TABLE, newline="") as f:
        lines = [line for line in f if not line.startswith("#")]
    for record in csv.DictReader(lines, delimiter="\t"):
        rows.append(([a.strip() for a in record["api"].split(",")], record["rule"]))
    return rows


def _operator(api: str, bases: Dict[str, list]):
    """(entry names, C++ spelling, test) of the ops.yaml entries that give `api`, or None."""
    owner, _, name = api.partition(".")
    form = _FORMS[owner]
    base = name
    if owner == "Tensor" and name.endswith("_") and name[:-1] in bases:
        base, form = name[:-1], "inplace"
    entries = [op for op in bases.get(base, []) if op.has(form)]
    if not entries:
        return None
    spelling = entries[0].variants[form]["qualified_name"]
    return [op.name for op in entries], spelling, f"gen_test_{base}"


def build(model) -> Dict[str, Any]:
    """{"rows": [{apis: [{api, status, spelling, where}], rule}], "checks": [requires-expressions],
    "counts": {status: n}, "missing": [why, for each missing API]}."""
    bases: Dict[str, list] = {}
    for op in model.ops:
        bases.setdefault(op.base, []).append(op)
    rows = []
    checks: List[str] = []
    counts = {"operator": 0, "hand-written": 0, "pending": 0, "missing": 0}
    missing: List[str] = []
    for apis, rule in _read_rows():
        mapped = []
        for api in apis:
            found = _operator(api, bases)
            stale = "PENDING" if api in PENDING else "HAND_WRITTEN" if api in HAND_WRITTEN else None
            if found and stale:
                mapped.append({"api": api, "status": "missing", "spelling": found[1],
                               "where": f"an operator, but codegen/names_table.py still lists it as {stale}"})
                missing.append(f"{api}: an operator now ({found[1]}); remove it from {stale} in codegen/names_table.py")
            elif found:
                entries, spelling, test = found
                mapped.append({"api": api, "status": "operator", "spelling": spelling,
                               "where": "ops.yaml " + ", ".join(f"`{e}`" for e in entries) + f"; {test}"})
            elif api in HAND_WRITTEN:
                spelling, check = HAND_WRITTEN[api]
                checks.append(check)
                mapped.append({"api": api, "status": "hand-written", "spelling": spelling, "where": "attribute or "
                               "runtime function"})
            elif api in PENDING:
                mapped.append({"api": api, "status": "pending", "spelling": "", "where": PENDING[api]})
            else:
                mapped.append({"api": api, "status": "missing", "spelling": "", "where": "nowhere"})
                missing.append(f"{api}: maps to nothing; declare it in ops.yaml, or list it in codegen/names_table.py "
                               "(HAND_WRITTEN with its C++ spelling, or PENDING with the issue that adds it)")
            counts[mapped[-1]["status"]] += 1
        rows.append({"apis": mapped, "rule": rule})
    return {"rows": rows, "checks": list(dict.fromkeys(checks)), "counts": counts, "missing": missing}
