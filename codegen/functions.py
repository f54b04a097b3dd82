"""The expression functions (codegen/functions.yaml), as the IR carries them: one table that the
front end checks calls against, the generator renders from and reference.py evaluates with.
`load(ir)` makes an IR's table current; the model, the conformance tests and the golden recorder
call it before anything asks for a function."""

from typing import Dict, List, Optional

_TABLE: Dict[str, dict] = {}


def load(ir: dict) -> None:
    _TABLE.clear()
    _TABLE.update({f["name"]: f for f in ir["functions"]})


def get(name: str) -> Optional[dict]:
    return _TABLE.get(name)


def is_fast(name: str) -> bool:
    """math::fast has a form of the function (cpu_pointwise.h tries it first)."""
    f = _TABLE.get(name)
    return bool(f and f["fast"])


def is_wide(name: str) -> bool:
    """math::wide has an AVX-512 form of the function (unary: Function; binary: BinaryFunction)."""
    f = _TABLE.get(name)
    return bool(f and f["wide"])


def is_sleef(name: str) -> bool:
    """math::sleef has a SLEEF vector form of the function (one or two arguments), for float and double."""
    f = _TABLE.get(name)
    return bool(f and f.get("sleef"))


def header(name: str) -> Optional[str]:
    """The header of the function's math:: form when it is not pointwise_math.h (functions.yaml
    `header`): a functor that calls it includes it."""
    f = _TABLE.get(name)
    return f.get("header") if f else None


def exponent_argument(call: dict) -> Optional[dict]:
    """The argument node in a call's exponent position (functions.yaml `exponent`), if it has one."""
    f = _TABLE.get(call["function"]) if call.get("kind") == "call" else None
    if f is None or f["exponent"] is None or f["exponent"] >= len(call["args"]):
        return None
    return call["args"][f["exponent"]]


def divisor_argument(node: dict) -> Optional[dict]:
    """The argument node in a division's divisor position: the right side of / and %, or a call's
    `divisor` parameter (functions.yaml); an integer zero there raises ZeroDivisionError."""
    if node.get("kind") == "binary" and node["op"] in ("/", "%"):
        return node["rhs"]
    f = _TABLE.get(node["function"]) if node.get("kind") == "call" else None
    if f is None or f.get("divisor") is None or f["divisor"] >= len(node["args"]):
        return None
    return node["args"][f["divisor"]]


def absent_values(name: str) -> List[str]:
    """The values of the function's optional parameters when absent, in the storage type
    (functions.yaml `absent`: a number, `largest` or `lowest`); [] when each combination of present
    and absent arguments gets its own functor."""
    f = _TABLE.get(name)
    return list(f.get("absent") or []) if f else []


def optional_from(name: str) -> Optional[int]:
    f = _TABLE.get(name)
    return f["optional_from"] if f else None
