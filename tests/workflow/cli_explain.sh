#!/usr/bin/env bash
# The `opforge explain` command line answers as PyTorch does: each of the four questions, plain and
# --json, with expected values known from PyTorch 1.13 (result dtypes, PyTorch's error texts), and
# the errors of a bad command line (a message on stderr, exit status 2).
# Usage: cli_explain.sh OPFORGE_BINARY PYTHON3 (Python only parses the --json output)
set -uo pipefail
cli="$1"
py="$2"
failures=0

fail() {
  echo "FAIL: $*" >&2
  failures=$((failures + 1))
}

# expect_line LINE ARGS...: `opforge ARGS` succeeds and prints LINE (a whole line).
expect_line() {
  local line="$1" out
  shift
  if ! out="$("$cli" "$@" 2>&1)"; then
    fail "opforge $* exited with $?: $out"
  elif ! grep -Fxq -- "$line" <<<"$out"; then
    fail "opforge $* does not print the line: $line"$'\n'"it printed:"$'\n'"$out"
  fi
}

# expect_json PYTHON_CONDITION ARGS...: `opforge ARGS --json` succeeds with one JSON document `d`
# for which the condition holds.
expect_json() {
  local condition="$1" out
  shift
  if ! out="$("$cli" "$@" --json)"; then
    fail "opforge $* --json exited with an error"
    return
  fi
  if ! "$py" -c '
import json, sys
d = json.loads(sys.stdin.read())
if not eval("(" + sys.argv[1] + "\n)"):
    sys.exit("condition failed: " + sys.argv[1] + "\nfor: " + json.dumps(d))
' "$condition" <<<"$out"; then
    fail "opforge $* --json"
  fi
}

# expect_usage_error TEXT ARGS...: `opforge ARGS` exits with 2, prints nothing on stdout and TEXT
# within its message on stderr.
expect_usage_error() {
  local text="$1" out err status
  shift
  err="$(mktemp)"
  out="$("$cli" "$@" 2>"$err")"
  status=$?
  if [[ $status -ne 2 ]]; then
    fail "opforge $* exited with $status, not 2"
  elif [[ -n $out ]]; then
    fail "opforge $* printed on stdout: $out"
  elif ! grep -Fq -- "$text" "$err"; then
    fail "opforge $*: stderr lacks '$text': $(cat "$err")"
  fi
  rm -f "$err"
}

# ---- promotion: torch.result_type's answers, and the tier that decided ----
expect_line "result dtype: float16, decided by the dimensioned tensors" explain promotion int32 float16 --scalar float
expect_json 'd["result"] == "float16" and d["decided_by"] == "dimensioned" and d["operands"]["scalar"] == ["float"]' \
  explain promotion int32 float16 --scalar float
# int32 tensor + 1.5 -> float32: the default dtype, by the category rule of Python scalars.
expect_line "result dtype: float32, decided by the Python scalars" explain promotion int32 --scalar float
expect_line "    floating is higher than integral (int32): the Python scalars decide: float32" \
  explain promotion int32 --scalar float
expect_json 'd["result"] == "float32" and d["decided_by"] == "scalar" and d["tiers"][1]["changes_result"]' \
  explain promotion --scalar float int32
# float16 tensor + 2 stays float16.
expect_line "result dtype: float16, decided by the dimensioned tensors" explain promotion float16 --scalar int
# int32 tensor + float64 zero-dim tensor -> float64; uint8 tensor + int64 zero-dim tensor -> uint8.
expect_line "result dtype: float64, decided by the zero-dim tensors" explain promotion int32 --zerodim float64
expect_json 'd["result"] == "uint8" and d["decided_by"] == "dimensioned"' explain promotion uint8 --zerodim=int64
# float32 tensor + 1j -> complex64; bool tensor + True -> bool; zero-dim float16 + 1.0 -> float16.
expect_json 'd["result"] == "complex64" and d["decided_by"] == "scalar"' explain promotion float --scalar complex
expect_json 'd["result"] == "bool"' explain promotion bool --scalar bool
expect_json 'd["result"] == "float16" and d["decided_by"] == "zero_dim"' explain promotion --zerodim float16 --scalar float
expect_json 'd["error"]["type"] == "RuntimeError" and "Promotion for uint16" in d["error"]["message"]' \
  explain promotion uint16 int32

# ---- op: every field of the catalog generated from ops.yaml ----
expect_line "signature     clamp(Tensor self, Scalar? min=None, Scalar? max=None) -> Tensor" explain op clamp
expect_line "promotion     default (self, min, max)" explain op clamp
expect_line "names         keeps_input_names (self)" explain op clamp
expect_line "inplace_cast  same_kind" explain op clamp
expect_line "rejects       RuntimeError: clamp is not supported for complex types" explain op clamp
expect_line "                when self is complex32, complex64 or complex128" explain op clamp
expect_line "overloads     clamp, clamp.Tensor" explain op clamp
# A condition on an int argument's value (polygamma's order), and with a dtype.
expect_line "                when n < 0" explain op polygamma
expect_line "                when self is complex32, complex64 or complex128 and n == 1" explain op polygamma
expect_json 'd["rejects"][0]["when"][0]["compare"] == "<" and d["rejects"][0]["when"][0]["value"] == 0' explain op polygamma
expect_line "derivatives   self: not_implemented; other: not_implemented" explain op floor_divide
expect_line "derivatives   none: results without history (never differentiable)" explain op eq
expect_line "derivatives   not_differentiable: results without history" explain op detach
expect_line "derivatives   self: grad * conj(other); other: grad * conj(self)" explain op mul
expect_json 'd["derivatives"] == ["self: grad * conj(cos(self))"]' explain op sin
# An op without a primary entry is found by its C++ name (its first overload); softmax.int_out
# takes no names, as PyTorch's.
expect_line "op            softmax.int" explain op softmax
expect_line "names         keeps_input_names (self); out= rejects named tensors" explain op softmax
expect_line "overloads     softmax.int, softmax.Dimname" explain op softmax
expect_line "                when self is float16, bfloat16, float32 or float64 and the dtypes of dtype and out differ (out only)" explain op nansum
expect_json 'd["names"] == {"kind": "keeps_input_names", "operands": ["self"], "out": "none"}' explain op softmax
expect_json 'any(c.get("differs_from") == "out" for r in d["rejects"] for c in r["when"])' explain op nansum
expect_json '
d["name"] == "clamp" and d["overload"] == "" and d["promotion"] == {"kind": "default", "operands": ["self", "min", "max"]}
and d["broadcast"]["kind"] == "none" and d["names"]["kind"] == "keeps_input_names" and d["kernel"]["kind"] == "pointwise"
and "float16" in d["dtypes"] and d["devices"] == ["cpu", "cuda", "meta"]
and [v["kind"] for v in d["variants"]] == ["function", "method", "inplace", "out"]
and d["rejects"][0]["message"] == "clamp is not supported for complex types" and d["rejects"][0]["when"][0]["operands"] == ["self"]
and d["doc"].startswith("Limits self")' explain op clamp
expect_line "signature     max.dim(Tensor self, int dim, bool keepdim=False) -> (Tensor values, Tensor indices)" explain op max.dim
expect_json 'd["name"] == "max.dim" and d["base"] == "max" and d["overload"] == "dim" and d["names"]["kind"] == "removes_dimensions"' \
  explain op max.dim
expect_json '"max.dim" in d["overloads"] and d["name"] == "max"' explain op max
# mm has no integer kernels on CUDA.
expect_json '"int64" in d["dtypes"] and "int64" not in d["cuda_dtypes"]' explain op mm
expect_json 'd["rejects"][1]["when"][0]["quantifier"] == "any"' explain op sub

# ---- names: the library's unification, step by step, and PyTorch's errors ----
expect_line "result names: ['N', 'C']" explain names add N,C None,C
expect_line "    position -1: 'C' and 'C' -> 'C'" explain names add N,C None,C
expect_line "    position -2: 'N' and None -> 'N'" explain names add N,C None,C
expect_json 'd["result"] == ["N", "C"] and d["steps"][0]["positions"][1] == {"position": -2, "left": "N", "right": None, "match": True, "result": "N"}' \
  explain names add N,C None,C
expect_line "raises RuntimeError: Error when attempting to broadcast dims ['N', 'C'] and dims ['C', 'N']: dim 'C' and dim 'N' are at the same position from the right but do not match." \
  explain names add N,C C,N
expect_line "    position -1: 'C' and 'N' do not match" explain names add N,C C,N
expect_json 'd["error"]["message"] == "Error when attempting to broadcast dims [\x27N\x27, \x27C\x27] and dims [\x27C\x27, \x27N\x27]: dim \x27C\x27 and dim \x27N\x27 are at the same position from the right but do not match." and "result" not in d' \
  explain names add N,C C,N
expect_line "raises RuntimeError: Misaligned dims when attempting to broadcast dims ['N'] and dims ['N', None]: dim 'N' appears in a different position from the right across both lists." \
  explain names mul N N,None
expect_line "raises RuntimeError: Error when attempting to cat dims ['N', 'C'] and dims ['C', 'N']: dim 'C' and dim 'N' are at the same position from the right but do not match." \
  explain names cat N,C C,N
expect_line "result names: ['N', 'H']" explain names sum.dim_IntList N,C,H --dim C
expect_line "raises RuntimeError: Name 'X' not found in Tensor['N', 'C', 'H']." explain names sum.dim_IntList N,C,H --dim X
expect_line "result names: ['H', 'C', 'N']" explain names transpose N,C,H --dim 0 --dim -1
expect_line "raises RuntimeError: Matrix multiplying Tensor['N', 'C'] with Tensor['C', 'N'] would produce output tensor with duplicate names ['N', 'N']. Please rename the input tensors with \`Tensor.rename\` to prevent this." \
  explain names mm N,C C,N
expect_line "raises RuntimeError: aten::where.self is not yet supported with named tensors. Please drop names via \`tensor = tensor.rename(None)\`, call the op with an unnamed tensor, and set names on the result of the operation." \
  explain names where.self N,C C None
expect_json 'd["result"] is None' explain names add None,None None

# ---- broadcast: the library's infer_size ----
expect_line "result shape: [5, 3, 4, 1]" explain broadcast 5,1,4,1 3,1,1
expect_line "    position -4: 5 and - -> 5" explain broadcast 5,1,4,1 3,1,1
expect_json 'd["result"] == [5, 3, 4, 1]' explain broadcast "[5, 1, 4, 1]" "(3, 1, 1)"
expect_line "raises RuntimeError: The size of tensor a (2) must match the size of tensor b (4) at non-singleton dimension 0" \
  explain broadcast 2,3 4,3
expect_json 'd["error"] == {"type": "RuntimeError", "message": "The size of tensor a (2) must match the size of tensor b (4) at non-singleton dimension 0"}' \
  explain broadcast 2,3 4,3
expect_json 'd["result"] == [0]' explain broadcast 0 1
expect_json 'd["result"] == [3]' explain broadcast "" 3

# ---- help and mistakes ----
expect_line "usage: opforge explain <question> ARGS... [--json]" --help
expect_line "usage: opforge explain <question> ARGS... [--json]" explain --help
expect_line "usage: opforge explain <question> ARGS... [--json]" explain names --help
expect_usage_error "unknown dtype 'flaot32' (did you mean 'float32'?)" explain promotion flaot32
expect_usage_error "unknown --scalar 'double'" explain promotion int32 --scalar double
expect_usage_error "explain promotion needs operands" explain promotion --json
expect_usage_error "unknown op 'clmap' (did you mean 'clamp'?)" explain op clmap
expect_usage_error "unknown op 'nope'" explain names nope N
expect_usage_error "add's names rule unifies_names_from_inputs reads 2 names lists (self, other); got 3" explain names add N N N
expect_usage_error "bad names list 'N,1C'" explain names add N,1C C
expect_usage_error "zeros's names rule is factory" explain names zeros N
expect_usage_error "bad shape '2,x'" explain broadcast 2,x 3
expect_usage_error "needs two shapes or more" explain broadcast 2
expect_usage_error "unknown question 'promotoin' (did you mean 'promotion'?)" explain promotoin int32
expect_usage_error "unknown option --scalr (did you mean 'scalar'?)" explain promotion int32 --scalr float
expect_usage_error "option --zerodim needs a value" explain promotion int32 --zerodim
expect_usage_error "unknown command 'explian'" explian op add
expect_usage_error "usage: opforge" 

if ((failures)); then
  echo "$failures check(s) failed" >&2
  exit 1
fi
echo "ok: opforge explain answers promotion, op, names and broadcast questions as PyTorch does"
