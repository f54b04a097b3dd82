"""The independent numeric reference of the generated conformance tests.

Evaluates a pointwise op's expression AST (the IR's `kernel.ast`) on one element at a time with
Python's own arithmetic and math/cmath, in the op's compute dtype, and rounds the result to the
result dtype. It shares no code with the C++ kernels, so the values it produces can serve as
expected values of the generated tests.

The semantics follow the kernel contract (codegen/README.md, the `kernel` field):
- the expression computes in the compute dtype; float16 and bfloat16 compute in float32 and
  complex32 in complex64 (PyTorch's opmath), which this model approximates with float64 / complex
  arithmetic, so callers compare with the result dtype's tolerance;
- integer arithmetic is C's: `/` and `%` truncate toward zero, and results wrap modulo 2**bits when
  stored; only ring operations (+ - *, unary -, and pow, repeated multiplication) wrap with a
  defined result, so an element whose value leaves its dtype's range through anything else, or
  divides by zero, or raises an integer to a negative power (other than ±1), is reported as
  unspecified (`UNCHECKED`);
- bool arithmetic is C's integer arithmetic on 0/1, stored as `value != 0`; `~` on bool is logical
  negation, as PyTorch's bitwise_not;
- floating arithmetic is IEEE: division by zero gives ±inf or NaN, math domain errors NaN,
  overflow ±inf; maximum, minimum and clamp propagate NaN.
"""

import builtins
import cmath
import math
import statistics
import struct
import sys

import functions

INF = float("inf")
NAN = float("nan")


class Unchecked:
    """The value of an element whose result the kernel contract leaves unspecified."""

    def __repr__(self):
        return "UNCHECKED"


UNCHECKED = Unchecked()


class Unsupported(Exception):
    """The expression has no meaning in this compute dtype (e.g. `&` on floats)."""


# ---- dtypes ------------------------------------------------------------------------------------

# name -> (the name PyTorch's C++ messages use, category, bits). Categories: bool, uint, int,
# float, complex.
DTYPES = {
    "bool": ("Bool", "bool", 8),
    "uint8": ("Byte", "uint", 8),
    "int8": ("Char", "int", 8),
    "int16": ("Short", "int", 16),
    "int32": ("Int", "int", 32),
    "int64": ("Long", "int", 64),
    "float16": ("Half", "float", 16),
    "bfloat16": ("BFloat16", "float", 16),
    "float32": ("Float", "float", 32),
    "float64": ("Double", "float", 64),
    "complex32": ("ComplexHalf", "complex", 32),
    "complex64": ("ComplexFloat", "complex", 64),
    "complex128": ("ComplexDouble", "complex", 128),
}
# The dtypes PyTorch 1.13 computes in, in ScalarType order: the ones the tests exercise.
NUMERIC_DTYPES = list(DTYPES)

COMPLEX_OF = {"float16": "complex32", "float32": "complex64", "float64": "complex128"}
REAL_OF = {c: r for r, c in COMPLEX_OF.items()}


def cpp_name(dtype):
    return DTYPES[dtype][0]


def category(dtype):
    return DTYPES[dtype][1]


def is_integral(dtype, include_bool=True):
    c = category(dtype)
    return c in ("uint", "int") or (include_bool and c == "bool")


def is_complex(dtype):
    return category(dtype) == "complex"


def int_range(dtype):
    bits = DTYPES[dtype][2]
    if category(dtype) == "uint":
        return 0, (1 << bits) - 1
    return -(1 << (bits - 1)), (1 << (bits - 1)) - 1


def wrap_int(v, dtype):
    """v modulo 2**bits into dtype's range (two's complement)."""
    lo, hi = int_range(dtype)
    span = hi - lo + 1
    return (v - lo) % span + lo


# ---- rounding to a storage dtype ----------------------------------------------------------------


def _round_float32(x):
    try:
        return struct.unpack("<f", struct.pack("<f", x))[0]
    except OverflowError:
        return math.copysign(INF, x)


def _round_float16(x):
    try:
        return struct.unpack("<e", struct.pack("<e", x))[0]
    except OverflowError:
        return math.copysign(INF, x)


def _round_bfloat16(x):
    if math.isnan(x) or math.isinf(x):
        return x
    bits = struct.unpack("<I", struct.pack("<f", _round_float32(x)))[0]
    # Round the float32 bits to their upper half, to nearest, ties to even.
    bits += 0x7FFF + ((bits >> 16) & 1)
    bits &= 0xFFFF0000
    return struct.unpack("<f", struct.pack("<I", bits & 0xFFFFFFFF))[0]


_ROUND_REAL = {
    "float16": _round_float16,
    "bfloat16": _round_bfloat16,
    "float32": _round_float32,
    "float64": float,
}


def _takes_dtype(f):
    """Marks a reference whose value depends on the compute dtype (the shifts' width, the
    precision round_decimals computes in): it is called with dtype=."""
    f.takes_dtype = True
    return f


def to_dtype(v, dtype):
    """The element v (bool, int, float or complex) converted to dtype as a C++ cast stores it.

    Returns UNCHECKED where that conversion is undefined (a floating value outside an integral
    dtype's range, NaN to an integer)."""
    if v is UNCHECKED:
        return v
    return _CONVERT[dtype](v)


def _to_bool(v):
    return v != 0


def _to_integral(dtype):
    lo, hi = int_range(dtype)
    span = hi - lo + 1

    def convert(v):
        if isinstance(v, complex):
            v = v.real
        if isinstance(v, float):
            if math.isnan(v) or math.isinf(v):
                return UNCHECKED
            v = math.trunc(v)
            if not lo <= v <= hi:
                return UNCHECKED
            return int(v)
        return (int(v) - lo) % span + lo  # wrap_int

    return convert


def _to_real(dtype):
    rounded = _ROUND_REAL[dtype]

    def convert(v):
        if isinstance(v, complex):
            v = v.real
        return rounded(float(v))

    return convert


def _to_complex(dtype):
    rounded = _ROUND_REAL[REAL_OF[dtype]]

    def convert(v):
        z = complex(v)
        return complex(rounded(z.real), rounded(z.imag))

    return convert


def _converter(dtype):
    c = category(dtype)
    if c == "bool":
        return _to_bool
    if c in ("uint", "int"):
        return _to_integral(dtype)
    if c == "float":
        return _to_real(dtype)
    return _to_complex(dtype)


# to_dtype's conversion per dtype, its category's branch chosen once: the conformance model
# converts every element of every case.
_CONVERT = {d: _converter(d) for d in DTYPES}


# ---- IEEE-safe elementary functions --------------------------------------------------------------


def _fdiv(a, b):
    if b == 0:
        if a == 0 or math.isnan(a):
            return NAN
        sign = math.copysign(1.0, a) * math.copysign(1.0, b)
        return math.copysign(INF, sign)
    return a / b


def _real(fn):
    """A math function with IEEE results instead of Python's exceptions."""

    def call(x):
        try:
            return fn(x)
        except ValueError:
            return NAN
        except OverflowError:
            return INF

    return call


def _exp(x):
    try:
        return math.exp(x)
    except OverflowError:
        return INF


def _log(x):
    if x == 0:
        return -INF
    if x < 0 or math.isnan(x):
        return NAN
    return math.log(x)


def _sqrt(x):
    if math.isnan(x) or x < 0:
        return NAN
    return math.sqrt(x)


def _rsqrt(x):
    return _fdiv(1.0, _sqrt(x))


def _sigmoid(x):
    if math.isnan(x):
        return NAN
    return _fdiv(1.0, 1.0 + _exp(-x))


def _pow(x, y):
    """C99 pow (Annex F), which std::pow implements."""
    try:
        r = math.pow(x, y)
    except ZeroDivisionError:
        odd = float(y).is_integer() and int(y) % 2 == 1
        return math.copysign(INF, x) if odd else INF
    except ValueError:
        if x == 0:
            odd = float(y).is_integer() and int(y) % 2 == 1
            return math.copysign(INF, x) if odd else INF
        return NAN
    except OverflowError:
        negative = x < 0 and float(y).is_integer() and int(y) % 2 == 1
        return -INF if negative else INF
    return r


def _sqrt_power(x, y):
    """pow(x, ±0.5) with a Scalar exponent: PyTorch's sqrt and rsqrt (pointwise_math.h's
    pow_by_scalar), which keep the sign of -0 and give NaN for -inf, unlike C99 pow."""
    if math.isnan(x) or x < 0:
        return NAN
    root = math.copysign(0.0, x) if x == 0 else math.sqrt(x)
    if y > 0:
        return root
    return math.copysign(INF, root) if root == 0 else 1.0 / root


def _max(a, b):
    if _isnan(a) or _isnan(b):
        return NAN
    return a if a >= b else b


def _min(a, b):
    if _isnan(a) or _isnan(b):
        return NAN
    return a if a <= b else b


def _isnan(v):
    return isinstance(v, float) and math.isnan(v)


def _csigmoid(z):
    return 1 / (1 + cmath.exp(-z))


def _ipow(x, y):
    """Integer power; a negative exponent is unspecified (PyTorch rejects it) except for ±1."""
    if y < 0:
        if x == 1:
            return 1
        if x == -1:
            return 1 if y % 2 == 0 else -1
        raise _Unspecified()
    # Modulo 2**64: results wrap when stored (to_dtype), and the exact power of an int64 extreme
    # has quintillions of digits.
    return pow(x, y, 1 << 64)


class _Unspecified(Exception):
    """Raised inside an element's evaluation when its result is unspecified."""


def _is_int(v):
    return isinstance(v, int)  # bool is an int, as in C


# The reference implementations functions.yaml names (`reference:`) beside math. and cmath. ones.
_cos = _real(math.cos)
_sin = _real(math.sin)
_tan = _real(math.tan)


_acos = _real(math.acos)
_asin = _real(math.asin)
_acosh = _real(math.acosh)
_cosh = _real(math.cosh)
_expm1 = _real(math.expm1)


def _sinh(x):
    try:
        return math.sinh(x)
    except OverflowError:
        return math.copysign(INF, x)


def _atanh(x):
    if abs(x) == 1:
        return math.copysign(INF, x)
    return NAN if abs(x) > 1 else math.atanh(x)


def _exp2(x):
    try:
        return math.pow(2.0, x)
    except OverflowError:
        return INF


def _logarithm(fn):
    """log2 or log10: -inf at zero, NaN below it."""

    def call(x):
        if x == 0:
            return -INF
        if x < 0 or math.isnan(x):
            return NAN
        return fn(x)

    return call


_log2 = _logarithm(math.log2)
_log10 = _logarithm(math.log10)


def _log1p(x):
    if x == -1:
        return -INF
    if x < -1 or math.isnan(x):
        return NAN
    return math.log1p(x)


def _lgamma(x):
    """+inf at the poles (0 and the negative integers), as C's lgamma."""
    if math.isinf(x):
        return INF
    if x <= 0 and x == math.floor(x):
        return INF
    try:
        return math.lgamma(x)
    except OverflowError:
        return INF


def _erfinv(x):
    """The root of erf(y) = x: a start from the normal distribution's quantile (statistics), then
    Newton's steps on erf, or on log erfc(y) = log(1 - |x|) above 0.5."""
    if math.isnan(x) or abs(x) > 1:
        return NAN
    if abs(x) == 1:
        return math.copysign(INF, x)
    if x == 0:
        return x
    a = abs(x)
    y = statistics.NormalDist().inv_cdf((1 + a) / 2) / math.sqrt(2)
    for _ in range(6):
        slope = 2 / math.sqrt(math.pi) * math.exp(-y * y)
        if a <= 0.5:
            step = (math.erf(y) - a) / slope
        else:
            tail = math.erfc(y)
            step = -(math.log(tail) - math.log(1 - a)) * tail / slope
        y -= step
    return math.copysign(y, x)


def _digamma(x):
    """psi(x): -inf at 0 (+inf at -0.0), NaN at the negative integers and -inf; the reflection
    psi(1 - x) - pi / tan(pi x) below 0; the recurrence psi(x) = psi(x + 1) - 1 / x up to 12, then
    the asymptotic series."""
    if x == 0:
        return INF if math.copysign(1, x) < 0 else -INF
    if math.isnan(x) or x == INF:
        return x
    reflection = 0.0
    if x < 0:
        if x == math.floor(x):
            return NAN
        reflection = -math.pi / math.tan(math.pi * (x - round(x)))
        x = 1 - x
    acc = 0.0
    while x < 12:
        acc -= 1 / x
        x += 1
    z = 1 / (x * x)
    series = z * (1 / 12 - z * (1 / 120 - z * (1 / 252 - z * (1 / 240 - z * (1 / 132)))))
    return acc + math.log(x) - 0.5 / x - series + reflection


def _trigamma(x):
    """psi'(x): NaN at NaN and -inf, 0 at inf, inf at the poles (0 and the negative integers); the
    reflection pi^2 / sin^2(pi x) - psi'(1 - x) below 0.5, the recurrence psi'(x) = psi'(x + 1) +
    1 / x^2 up to 12, then the asymptotic series 1/x + 1/(2x^2) + sum B_2k / x^(2k+1)."""
    if math.isnan(x) or x == -INF:
        return NAN
    if x == INF:
        return 0.0
    if x <= 0 and x == math.floor(x):
        return INF
    reflection = None
    if x < 0.5:
        s = math.sin(math.pi * (x - round(x)))
        reflection = math.pi * math.pi / (s * s)
        x = 1 - x
    acc = 0.0
    while x < 12:
        acc += 1 / (x * x)
        x += 1
    z = 1 / (x * x)
    tail = 1 / 6 - z * (1 / 30 - z * (1 / 42 - z * (1 / 30 - z * (5 / 66 - z * (691 / 2730 - z * 7 / 6)))))
    acc += (1 + 0.5 / x + z * tail) / x
    return acc if reflection is None else reflection - acc


# B_2j / (2j)!, j = 1 ... 12: the Euler-Maclaurin coefficients of the Hurwitz zeta function.
_ZETA_COEFFICIENTS = [1 / 12, -1 / 720, 1 / 30240, -1 / 1209600, 1 / 47900160, -691 / 1307674368000,
                      1 / 74724249600, -3617 / 10670622842880000, 43867 / 5109094217170944000,
                      -174611 / 802857662698291200000, 854513 / 155112100433309859840000,
                      -236364091 / 1693824136731743669452800000]


def _cot_derivative(n, c):
    """The n-th derivative of cot where cot is c: P_n(c), P_0 = c, P_(k+1) = -(1 + c^2) P_k'(c)."""
    p = [0, 1]
    for _ in range(n):
        q = [0] * (len(p) + 1)
        for j in range(1, len(p)):
            q[j - 1] -= j * p[j]
            q[j + 1] -= j * p[j]
        p = q
    return sum(a * c ** j for j, a in enumerate(p))


def _hurwitz_zeta(s, q):
    """sum over k >= 0 of (q + k)^-s for an integer s >= 3: the terms up to max(s, 12), exactly
    summed, then the Euler-Maclaurin tail."""
    terms = []
    while q < max(s, 12.0):
        terms.append(q ** -s)
        q += 1
    power = q ** -s
    terms += [q * power / (s - 1), power / 2]
    rising, term, z = s, power / q, 1 / (q * q)
    for j, c in enumerate(_ZETA_COEFFICIENTS):
        terms.append(c * rising * term)
        rising *= (s + 2 * j + 1) * (s + 2 * j + 2)
        term *= z
    return math.fsum(terms)


def _polygamma(n, x):
    """The n-th derivative of digamma: digamma (0), trigamma (1), else (-1)^(n+1) n! zeta(n + 1, x);
    below 0.5 the reflection (-1)^n psi_n(1 - x) - pi^(n+1) cot^(n)(pi x); NaN at NaN and inf, the
    pole's signed infinity at 0, the negative integers and -inf (PyTorch's)."""
    n = int(n)
    if n == 0:
        return _digamma(x)
    if n == 1:
        return _trigamma(x)
    sign = 1.0 if n % 2 else -1.0
    if math.isnan(x) or x == INF:
        return NAN
    if x <= 0 and x == math.floor(x):
        return sign * INF
    if x < 0.5 and n <= 64:
        r = x - round(x)
        a = abs(r)
        cot = math.cos(math.pi * a) / math.sin(math.pi * a) if a <= 0.25 else math.tan(math.pi * (0.5 - a))
        mirrored = sign * math.factorial(n) * _hurwitz_zeta(float(n + 1), 1 - x)
        return (mirrored if n % 2 == 0 else -mirrored) - math.pi ** (n + 1) * _cot_derivative(n, -cot if r < 0 else cot)
    return sign * math.factorial(n) * _hurwitz_zeta(float(n + 1), x)


def _clog2(z):
    return cmath.log(z) / math.log(2)


def _signbit(x):
    return math.copysign(1.0, x) < 0 if isinstance(x, float) else x < 0


def _isinf(x):
    if isinstance(x, complex):
        return math.isinf(x.real) or math.isinf(x.imag)
    return isinstance(x, float) and math.isinf(x)


def _sgn(x):
    """PyTorch's sgn: z / |z| for complex (0 for 0); the sign, with 0 for NaN, for real values."""
    if isinstance(x, complex):
        if x == 0:
            return 0j
        r = math.hypot(x.real, x.imag)
        return complex(x.real / r, x.imag / r)
    return 1.0 if x > 0 else (-1.0 if x < 0 else 0.0)


def _angle(x):
    """PyTorch's angle of a real value: pi for negatives, 0 otherwise (-0.0 too), NaN kept."""
    if math.isnan(x):
        return x
    return math.pi if x < 0 else 0.0


def _conj(x):
    return x.conjugate() if isinstance(x, complex) else x


# The finite extremes of the floating storage dtypes (nan_to_num's defaults).
_LARGEST_FINITE = {"float16": 65504.0, "bfloat16": 3.3895313892515355e38, "float32": 3.4028234663852886e38,
                   "float64": sys.float_info.max}


@_takes_dtype
def _nan_to_num(x, nan, posinf, neginf, dtype):
    """NaN, +inf, -inf replaced by the given values, each rounded to the storage dtype first (as
    PyTorch's static_cast<scalar_t>), or by 0 and the dtype's largest and lowest finite values."""
    if is_integral(dtype):
        return int(x)
    r = _ROUND_REAL[dtype]
    if math.isnan(x):
        return r(nan) if nan is not None else 0.0
    if x == INF:
        return r(posinf) if posinf is not None else _LARGEST_FINITE[dtype]
    if x == -INF:
        return r(neginf) if neginf is not None else -_LARGEST_FINITE[dtype]
    return x


def _isgn(x):
    return (x > 0) - (x < 0)


def _isposinf(x):
    return isinstance(x, float) and x == math.inf


def _isneginf(x):
    return isinstance(x, float) and x == -math.inf


def _isreal(x):
    return not isinstance(x, complex) or x.imag == 0


def _round(x):
    """Half to even; inf and NaN stay."""
    if math.isnan(x) or math.isinf(x):
        return x
    return math.copysign(float(round(x)), x)


@_takes_dtype
def _round_decimals(x, decimals, dtype):
    """PyTorch's, in the compute type (float32 for the 16- and 32-bit types): 10^|d|, then x * 10^d
    rounded half to even and divided back, or x / 10^d rounded and multiplied back for d < 0."""
    r = _ROUND_REAL["float64" if dtype == "float64" else "float32"]
    if math.isnan(x) or math.isinf(x):
        return x
    d = int(decimals)
    try:
        ten = r(10.0 ** abs(d))
    except OverflowError:
        ten = INF
    if d < 0:
        q = r(x / ten)
        return r(_round(q) * ten)
    p = r(x * ten)
    return r(_round(p) / ten) if not math.isinf(p) else p / ten


def _sinc(x):
    """sin(pi x) / (pi x), 1 at 0, from the exact fractional part of x (so integers give 0)."""
    if x == 0:
        return 1.0
    if math.isinf(x) or math.isnan(x):
        return NAN
    n = round(x)
    s = math.sin(math.pi * (x - n))
    return (-s if n % 2 else s) / (math.pi * x)


def _csinc(z):
    if z == 0:
        return complex(1.0)
    p = math.pi * z
    return cmath.sin(p) / p


def _logit(x, eps):
    """log(x / (1 - x)) after clamping to [eps, 1 - eps] when eps is given and not negative; -inf
    at 0, inf at 1, NaN outside."""
    if eps is not None and eps >= 0:
        lo, hi = eps, 1 - eps
        x = lo if x < lo else (hi if x > hi else x)
    if math.isnan(x) or x < 0 or x > 1:
        return NAN
    if x == 0:
        return -INF
    if x == 1:
        return INF
    if 0.25 <= x <= 0.75:
        return math.log1p((2 * x - 1) / (1 - x))
    return math.log(x / (1 - x))


def _fmax(a, b):
    if _isnan(a):
        return b
    if _isnan(b):
        return a
    return a if a >= b else b


def _fmin(a, b):
    if _isnan(a):
        return b
    if _isnan(b):
        return a
    return a if a <= b else b


def _remainder(a, b):
    """PyTorch's remainder of floats: fmod, moved by b where the signs differ."""
    if math.isnan(a) or math.isnan(b) or math.isinf(a) or b == 0:
        return NAN
    mod = a if math.isinf(b) else math.fmod(a, b)
    if mod != 0 and (b < 0) != (mod < 0):
        mod += b
    return mod


def _float_shift(a, b):
    raise Unsupported("shifts of floating values")


@_takes_dtype
def _ilshift(a, b, dtype):
    """A left shift in dtype's width: 0 for a count that is negative or not below the width (as
    PyTorch since 2.1), wrapping otherwise."""
    if b < 0 or b >= DTYPES[dtype][2]:
        return 0
    return wrap_int(a << b, dtype)


@_takes_dtype
def _irshift(a, b, dtype):
    """An arithmetic right shift; the sign fill for a count that is negative or not below the width."""
    if b < 0 or b >= DTYPES[dtype][2]:
        return -1 if a < 0 else 0
    return a >> b


def _fmod(a, b):
    """C's fmod: exact, with a's sign; NaN for an infinite a or a zero b."""
    if math.isnan(a) or math.isnan(b) or math.isinf(a) or b == 0:
        return NAN
    return math.fmod(a, b)


def _ifmod(a, b):
    return _c_mod(a, b)  # by zero: the op raises ZeroDivisionError first


def _iremainder(a, b):
    return a % b  # Python's % is floor division's; by zero: ZeroDivisionError, raised by the op


def _floor_divide(a, b):
    """PyTorch's div_floor_floating."""
    if b == 0:
        return _fdiv(a, b)
    if math.isnan(a) or math.isnan(b) or math.isinf(a):
        return NAN  # fmod(inf, b) is NaN, and so is every step after it
    mod = a if math.isinf(b) else math.fmod(a, b)
    div = (a - mod) / b
    if mod != 0 and (b < 0) != (mod < 0):
        div -= 1.0
    if div == 0:
        return math.copysign(0.0, a / b)
    floordiv = float(math.floor(div))
    if div - floordiv > 0.5:
        floordiv += 1.0
    return floordiv


def _ifloor_divide(a, b):
    return a // b


def _rounding(fn):
    """ceil, floor or trunc of a float: inf and NaN stay."""

    def call(x):
        if math.isnan(x) or math.isinf(x):
            return x
        return float(fn(x))

    return call


_ceil = _rounding(math.ceil)
_floor = _rounding(math.floor)
_trunc = _rounding(math.trunc)


def _same(x):
    return int(x)


def _crsqrt(z):
    return 1 / cmath.sqrt(z)


def _cpow(a, b):
    return complex(a) ** complex(b)


def _clamp(x, lo, hi):
    if lo is not None:
        x = _max(x, lo)
    if hi is not None:
        x = _min(x, hi)
    return x


def _reference_function(name):
    """A name of functions.yaml's `reference:`: math.<f>, cmath.<f>, a function of this module, or a
    Python builtin."""
    module, _, attr = name.rpartition(".")
    if module == "math":
        return getattr(math, attr)
    if module == "cmath":
        return getattr(cmath, attr)
    if module:
        raise Unsupported(f"reference function '{name}'")
    if name in globals():
        return globals()[name]
    return getattr(builtins, name)  # abs


class Evaluator:
    """Evaluates one expression AST per element in one compute dtype."""

    def __init__(self, ast, compute_dtype, scalar_args=()):
        self.ast = ast
        self.dtype = compute_dtype
        self.category = category(compute_dtype)
        self.ring_only = _is_ring_only(ast)
        self.scalar_args = set(scalar_args)  # names of the Scalar arguments (pow.Tensor_Scalar's exponent)

    def __call__(self, env):
        """env: argument name -> value already converted to the compute dtype (None for an
        absent optional). Returns the unrounded result, or UNCHECKED."""
        try:
            v = self._eval(self.ast, env)
        except _Unspecified:
            return UNCHECKED
        except ZeroDivisionError:
            return UNCHECKED
        if self.category in ("int", "uint") and _is_int(v) and not isinstance(v, bool):
            lo, hi = int_range(self.dtype)
            if not lo <= v <= hi and not self.ring_only:
                return UNCHECKED
        return v

    def _eval(self, node, env):
        kind = node["kind"]
        if kind == "argument":
            return env[node["name"]]
        if kind in ("int", "float", "bool"):
            return _literal(node)
        if kind == "unary":
            return self._unary(node["op"], self._eval(node["operand"], env))
        if kind == "binary":
            op = node["op"]
            if op in ("&&", "||"):
                a = bool(self._eval(node["lhs"], env))
                if op == "&&":
                    return a and bool(self._eval(node["rhs"], env))
                return a or bool(self._eval(node["rhs"], env))
            return self._binary(op, self._eval(node["lhs"], env), self._eval(node["rhs"], env))
        if kind == "ternary":
            if bool(self._eval(node["condition"], env)):
                return self._eval(node["then"], env)
            return self._eval(node["else"], env)
        if kind == "call":
            args = [self._eval(a, env) for a in node["args"]]
            exponent = functions.exponent_argument(node)
            if exponent and exponent["kind"] == "argument" and exponent["name"] in self.scalar_args \
                    and self.category == "float" and args[1] in (0.5, -0.5):
                return _sqrt_power(float(args[0]), args[1])
            return self._call(node["function"], args)
        raise Unsupported(f"expression node '{kind}'")

    def _unary(self, op, a):
        if op == "-":
            if isinstance(a, bool):
                return -int(a)
            return -a
        if op == "!":
            return not a
        if op == "~":
            if isinstance(a, bool):
                return not a
            if not _is_int(a):
                raise Unsupported("~ on a floating or complex value")
            return ~a
        raise Unsupported(f"unary operator '{op}'")

    def _binary(self, op, a, b):
        if op in ("+", "-", "*"):
            a, b = _arith(a), _arith(b)
            return a + b if op == "+" else a - b if op == "-" else a * b
        if op == "/":
            a, b = _arith(a), _arith(b)
            if _is_int(a) and _is_int(b):
                if b == 0:
                    raise _Unspecified()
                q = abs(a) // abs(b)
                return q if (a >= 0) == (b >= 0) else -q
            if isinstance(a, complex) or isinstance(b, complex):
                if b == 0:
                    raise _Unspecified()
                return complex(a) / complex(b)
            return _fdiv(float(a), float(b))
        if op == "%":
            a, b = _arith(a), _arith(b)
            if _is_int(a) and _is_int(b):
                if b == 0:
                    raise _Unspecified()
                return _c_mod(a, b)
            if isinstance(a, complex) or isinstance(b, complex):
                raise Unsupported("% on complex values")
            try:
                return math.fmod(a, b)
            except ValueError:  # fmod(±inf, y), fmod(x, 0): C gives NaN
                return NAN
        if op in ("==", "!="):
            equal = a == b
            return equal if op == "==" else not equal
        if op in ("<", "<=", ">", ">="):
            if isinstance(a, complex) or isinstance(b, complex):
                raise Unsupported("ordering of complex values")
            if op == "<":
                return a < b
            if op == "<=":
                return a <= b
            if op == ">":
                return a > b
            return a >= b
        if op in ("&", "|", "^"):
            if not (_is_int(a) and _is_int(b)):
                raise Unsupported(f"{op} on floating or complex values")
            return (a & b) if op == "&" else (a | b) if op == "|" else (a ^ b)
        raise Unsupported(f"binary operator '{op}'")

    def _call(self, name, args):
        """The function's reference (functions.yaml): its complex form when an argument is complex,
        its integer form when every argument is an integer of an integer computation, else its real
        form on floats (an absent optional argument stays None)."""
        fn = functions.get(name)
        if fn is None:
            raise Unsupported(f"function '{name}'")
        ref = fn["reference"]
        if any(isinstance(a, complex) for a in args):
            if ref.get("complex") is None:
                raise Unsupported(f"{name} of a complex value")
            try:
                return _reference_function(ref["complex"])(*args)
            except (ValueError, OverflowError, ZeroDivisionError):
                raise _Unspecified()
        present = [a for a in args if a is not None]
        if ref.get("integer") is not None and self.category in ("bool", "uint", "int") and \
                all(_is_int(a) for a in present):
            f = _reference_function(ref["integer"])
            ints = [None if a is None else int(a) for a in args]
            return f(*ints, dtype=self.dtype) if getattr(f, "takes_dtype", False) else f(*ints)
        f = _reference_function(ref["real"])
        floats = [None if a is None else float(a) for a in args]
        return f(*floats, dtype=self.dtype) if getattr(f, "takes_dtype", False) else f(*floats)


def _literal(node):
    text = node["text"]
    if node["kind"] == "bool":
        return text == "true"
    if node["kind"] == "float":
        return float(text)
    return int(text, 0)


def _arith(v):
    return int(v) if isinstance(v, bool) else v


def _c_mod(a, b):
    r = abs(a) % abs(b)
    return r if a >= 0 else -r


def _is_ring_only(node):
    kind = node["kind"]
    if kind in ("argument", "int", "float", "bool"):
        return True
    if kind == "unary":
        return node["op"] == "-" and _is_ring_only(node["operand"])
    if kind == "binary":
        return node["op"] in ("+", "-", "*") and _is_ring_only(node["lhs"]) and _is_ring_only(node["rhs"])
    if kind == "call" and functions.exponent_argument(node) is not None and len(node["args"]) == 2:
        # An integer power is repeated multiplication when its exponent did not wrap itself.
        base, exponent = node["args"]
        return _is_ring_only(base) and exponent["kind"] in ("argument", "int", "bool")
    return False
