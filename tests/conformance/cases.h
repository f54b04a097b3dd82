// The data of the generated conformance tests (generated/tests/test_<op>.cpp): argument specs,
// the outcome each API form must give, and the call adapters that run a form on materialized
// arguments.
//
// A Case lists an op's arguments in signature order as ArgSpecs (a tensor's dtype, shape and
// values; a Python number; a plain value) and one Outcome per API form it is checked with. The
// generator (codegen/conformance.py) writes the expected outcomes from references that are not
// the code under test; tests/golden/ops/<op>.yaml holds the same kind of cases recorded from
// PyTorch (golden_cases.h reads them). check.h runs them.
//
// Every span and pointer here refers to static data (the generated tables) or to storage that
// outlives the case (golden_cases.h), so the generated tables are constant data and compile fast.
#pragma once

#include <algorithm>
#include <complex>
#include <cstdint>
#include <limits>
#include <optional>
#include <span>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

#include "opforge/opforge.h"

namespace conformance {

using opforge::Device;
using opforge::Dimname;
using opforge::DimnameVector;
using opforge::IntArrayRef;
using opforge::Scalar;
using opforge::ScalarType;
using opforge::Tensor;
// The dtype constants the generated tables use.
using opforge::kBFloat16;
using opforge::kBool;
using opforge::kComplexDouble;
using opforge::kComplexFloat;
using opforge::kComplexHalf;
using opforge::kDouble;
using opforge::kFloat;
using opforge::kHalf;
using opforge::kInt16;
using opforge::kInt32;
using opforge::kInt64;
using opforge::kInt8;
using opforge::kUInt8;

// One element: a real value in `re`, a complex one in `re` and `im`; an integer written as one also
// in `integer`, exact over all of int64 (an integral tensor is made from it and compared with it).
// `checked` is false where the kernel contract leaves the element unspecified (integer overflow
// outside + - *, say).
struct Num {
  double re = 0;
  double im = 0;
  bool checked = true;
  bool is_integer = false;
  int64_t integer = 0;
};
inline constexpr double kInf = std::numeric_limits<double>::infinity();
inline constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();
inline constexpr Num kUnchecked{0, 0, false};

enum class ArgKind : uint8_t {
  None,
  Tensor,
  TensorList,
  Scalar,
  Bool,
  Int,
  Real,
  String,
  IntList,
  Dimname,
  DimnameList,
  Dtype,
  Layout,        // `text`: "strided", "sparse_coo"
  Device,        // `text`: a device string ("cpu", "cuda:0")
  MemoryFormat,  // `text`: "contiguous_format", "preserve_format", "channels_last", ...
  NestedList,    // torch.tensor's data: `items`, each a Scalar (a number) or a NestedList (a list)
};
enum class ScalarKind : uint8_t { Bool, Int, Float, Complex };

struct ArgSpec {
  ArgKind kind = ArgKind::None;
  // Tensor: dtype, shape and row-major values (empty: all ones; `tile`: repeated to fill the
  // shape); `expand` (when not empty) is the shape the tensor is expanded to; `names` (nullptr
  // for None) name its dims (empty: unnamed). Dtype: the dtype.
  ScalarType dtype = ScalarType::Undefined;
  std::span<const int64_t> shape;
  std::span<const Num> values;
  bool tile = false;
  std::span<const int64_t> expand;
  std::span<const char* const> names;
  // alias >= 0: this tensor is argument `alias`'s tensor itself (a.add_(a); an out= tensor that is
  // an input). placement: where an out= tensor's elements lie (Offset: contiguous, one element into
  // its storage); the inputs' layout is the run's.
  int alias = -1;
  enum class Placement : uint8_t { Contiguous, Transposed, Sliced, Offset } placement = Placement::Contiguous;
  // Scalar: its Python type and value. Bool, Int, Real: the value in `number.re`.
  ScalarKind scalar_kind = ScalarKind::Int;
  Num number;
  // String, Dimname, Layout, Device, MemoryFormat: the text; IntList: the ints; DimnameList: the names;
  // TensorList: the items.
  const char* text = "";
  std::span<const int64_t> ints;
  std::span<const char* const> texts;
  std::span<const ArgSpec> items;
};

// The spellings of ArgSpecs the generated tables use (functions, not designated initializers, so
// that -Wextra stays quiet about the fields a spec leaves at their defaults).
constexpr ArgSpec tensor_spec(ScalarType dtype, std::span<const int64_t> shape = {}, std::span<const Num> values = {},
                              std::span<const char* const> names = {}) {
  ArgSpec a;
  a.kind = ArgKind::Tensor;
  a.dtype = dtype;
  a.shape = shape;
  a.values = values;
  a.names = names;
  return a;
}
// The values repeat to fill the shape.
constexpr ArgSpec tiled(ArgSpec a) {
  a.tile = true;
  return a;
}
// The tensor is expanded to `shape` (stride 0 along the expanded dims).
constexpr ArgSpec expanded(ArgSpec a, std::span<const int64_t> shape) {
  a.expand = shape;
  return a;
}
constexpr ArgSpec scalar_spec(ScalarKind kind, double re, double im = 0) {
  ArgSpec a;
  a.kind = ArgKind::Scalar;
  a.scalar_kind = kind;
  a.number = {re, im};
  return a;
}
constexpr ArgSpec bool_scalar(bool v) { return scalar_spec(ScalarKind::Bool, v ? 1 : 0); }
constexpr ArgSpec int_scalar(double v) { return scalar_spec(ScalarKind::Int, v); }
constexpr ArgSpec float_scalar(double v) { return scalar_spec(ScalarKind::Float, v); }
constexpr ArgSpec complex_scalar(double re, double im) { return scalar_spec(ScalarKind::Complex, re, im); }
constexpr ArgSpec none_spec() { return {}; }
constexpr ArgSpec value_spec(ArgKind kind, double v) {
  ArgSpec a;
  a.kind = kind;
  a.number = {v};
  return a;
}
constexpr ArgSpec string_spec(const char* text) {
  ArgSpec a;
  a.kind = ArgKind::String;
  a.text = text;
  return a;
}

// ---- materialized arguments --------------------------------------------------------------------

// How the tensors of a case are laid out in memory: the same logical values, different strides.
enum class InputLayout : uint8_t {
  Contiguous,
  Transposed,  // the last two dims swapped in memory (tensors of 2+ dims)
  Sliced,      // every other element of a buffer twice as large (tensors of 1+ dims)
  Offset,      // contiguous, one element into its storage (out= tensors only)
};
const char* to_string(InputLayout l);
inline constexpr InputLayout kAllLayouts[] = {InputLayout::Contiguous, InputLayout::Transposed, InputLayout::Sliced};

DimnameVector to_dimnames(std::span<const char* const> names);

// A tensor of `spec`'s dtype and logical values, laid out as `layout` says, on `device`. The
// values are written into a float64 / complex128 host tensor and converted by the library's copy_
// (exact: the generator writes only values the dtype holds).
Tensor make_tensor(const ArgSpec& spec, InputLayout layout, Device device);

Scalar make_scalar(const ArgSpec& spec);

// A NestedList spec's numbers and lists, nested as written.
opforge::NestedList make_nested_list(const ArgSpec& spec);

// A case's arguments as the API takes them; the adapters read them by signature position.
class Values {
 public:
  Values(std::span<const ArgSpec> specs, InputLayout layout, Device device);

  bool is_none(int i) const { return spec(i).kind == ArgKind::None; }
  const Tensor& tensor(int i) const { return tensors_[at(i, ArgKind::Tensor)]; }
  std::optional<Tensor> optional_tensor(int i) const {
    return is_none(i) ? std::nullopt : std::optional<Tensor>(tensor(i));
  }
  std::span<const Tensor> tensor_list(int i) const { return lists_[at(i, ArgKind::TensorList)]; }
  Scalar scalar(int i) const { return make_scalar(spec_of(i, ArgKind::Scalar)); }
  std::optional<Scalar> optional_scalar(int i) const {
    return is_none(i) ? std::nullopt : std::optional<Scalar>(scalar(i));
  }
  bool boolean(int i) const { return spec_of(i, ArgKind::Bool).number.re != 0; }
  std::optional<bool> optional_boolean(int i) const { return is_none(i) ? std::nullopt : std::optional(boolean(i)); }
  int64_t integer(int i) const { return static_cast<int64_t>(spec_of(i, ArgKind::Int).number.re); }
  std::optional<int64_t> optional_integer(int i) const { return is_none(i) ? std::nullopt : std::optional(integer(i)); }
  double real(int i) const { return spec_of(i, ArgKind::Real).number.re; }
  std::optional<double> optional_real(int i) const { return is_none(i) ? std::nullopt : std::optional(real(i)); }
  std::string_view string(int i) const { return spec_of(i, ArgKind::String).text; }
  std::optional<std::string_view> optional_string(int i) const {
    return is_none(i) ? std::nullopt : std::optional(string(i));
  }
  IntArrayRef int_list(int i) const { return spec_of(i, ArgKind::IntList).ints; }
  std::optional<IntArrayRef> optional_int_list(int i) const {
    return is_none(i) ? std::nullopt : std::optional(int_list(i));
  }
  Dimname dimname(int i) const { return Dimname(spec_of(i, ArgKind::Dimname).text); }
  opforge::DimnameList dimname_list(int i) const {
    const DimnameVector& v = dimnames_[at(i, ArgKind::DimnameList)];
    return {v.begin(), v.size()};
  }
  std::optional<opforge::DimnameList> optional_dimname_list(int i) const {
    return is_none(i) ? std::nullopt : std::optional(dimname_list(i));
  }
  ScalarType scalar_type(int i) const { return spec_of(i, ArgKind::Dtype).dtype; }
  std::optional<ScalarType> optional_scalar_type(int i) const {
    return is_none(i) ? std::nullopt : std::optional(scalar_type(i));
  }
  opforge::Layout layout(int i) const {
    const std::string_view text = spec_of(i, ArgKind::Layout).text;
    for (opforge::Layout l : {opforge::Layout::Strided, opforge::Layout::SparseCoo})
      if (opforge::to_string(l) == text) return l;
    throw std::logic_error("conformance: unknown layout " + std::string(text));
  }
  std::optional<opforge::Layout> optional_layout(int i) const {
    return is_none(i) ? std::nullopt : std::optional(layout(i));
  }
  opforge::MemoryFormat memory_format(int i) const {
    const std::string_view text = spec_of(i, ArgKind::MemoryFormat).text;
    for (opforge::MemoryFormat m : {opforge::MemoryFormat::Contiguous, opforge::MemoryFormat::Preserve,
                                    opforge::MemoryFormat::ChannelsLast, opforge::MemoryFormat::ChannelsLast3d})
      if (opforge::to_string(m) == text) return m;
    throw std::logic_error("conformance: unknown memory format " + std::string(text));
  }
  std::optional<opforge::MemoryFormat> optional_memory_format(int i) const {
    return is_none(i) ? std::nullopt : std::optional(memory_format(i));
  }
  // (A number alone is data too: torch.tensor(7).)
  opforge::NestedList nested_list(int i) const {
    return make_nested_list(spec(i).kind == ArgKind::Scalar ? spec(i) : spec_of(i, ArgKind::NestedList));
  }
  // The cases were recorded on the CPU: a device argument of "cpu" names the device the case runs
  // on, as its tensors do (zeros_out(out, ..., device="cpu") with a CUDA out= tensor would rightly
  // raise "device type cpu does not match device type of out parameter (cuda)").
  Device device(int i) const {
    const Device recorded(spec_of(i, ArgKind::Device).text);
    return recorded.is_cpu() ? device_ : recorded;
  }
  std::optional<Device> optional_device(int i) const { return is_none(i) ? std::nullopt : std::optional(device(i)); }

 private:
  const ArgSpec& spec(int i) const {
    if (i < 0 || static_cast<size_t>(i) >= specs_.size())
      throw std::logic_error("conformance: the case has no argument " + std::to_string(i));
    return specs_[static_cast<size_t>(i)];
  }
  const ArgSpec& spec_of(int i, ArgKind kind) const { return specs_[at(i, kind)]; }
  size_t at(int i, ArgKind kind) const {
    if (spec(i).kind != kind)
      throw std::logic_error("conformance: argument " + std::to_string(i) + " has another kind");
    return static_cast<size_t>(i);
  }

  std::span<const ArgSpec> specs_;
  Device device_;
  std::vector<Tensor> tensors_;
  std::vector<std::vector<Tensor>> lists_;
  std::vector<DimnameVector> dimnames_;
};

// ---- forms, adapters and outcomes --------------------------------------------------------------

// The API forms of an op: its variants and the operators that call it.
enum class Form : uint8_t {
  Function,          // opforge::add(a, b)
  Method,            // a.add(b)
  Inplace,           // a.add_(b)
  Out,               // opforge::add_out(out, a, b)
  Operator,          // a + b
  ReversedOperator,  // 2 + a: the Python number on the left
  CompoundOperator,  // a += b
  UnaryOperator,     // -a
};

// Runs one form on materialized arguments; `out` points at the out= tensors of Form::Out, one per
// return. An entry with several returns (max.dim: values, indices) has one adapter per return and
// form; each gives its own return, so the checks below compare one tensor at a time.
struct Adapter {
  const char* label;  // "opforge::add(Tensor, Scalar, Scalar)"
  const char* entry;  // the ops.yaml entry ("pow.Tensor_Scalar")
  Form form;
  int self_arg;          // the position of `self`, which in-place forms return
  uint32_t tensor_args;  // bit i: argument i is a Tensor in the signature
  uint32_t scalar_mask;  // bit i: Tensor argument i is passed as a Scalar (a wrapped-scalar form)
  Tensor (*call)(const Values& v, Tensor* out);
  int result = 0;   // which return the call gives
  int returns = 1;  // how many the entry has (out= tensors of Form::Out)
  // An entry returning a list of tensors (chunk, split, unbind) calls this instead of `call`; each
  // outcome names the element it checks and how many PyTorch returned (Expect::element).
  std::vector<Tensor> (*call_list)(const Values& v) = nullptr;
};

enum class Match : uint8_t { Exact, Contains, TypeOnly };
struct ErrorSpec {
  const char* type;  // the Python exception: "RuntimeError", "NotImplementedError", ...
  const char* message = "";
  Match match = Match::Exact;
};

enum class SameAs : uint8_t { Nothing, Self, Out };
// Another of PyTorch's answers at one position of a tiled pattern (Expect::tile).
struct ValueAlternative {
  int64_t position;  // in the pattern
  Num value;
};

struct Expect {
  ScalarType dtype = ScalarType::Undefined;  // Undefined: not checked
  bool check_shape = false;
  std::span<const int64_t> shape;
  std::span<const Num> values;  // empty: not checked
  // `values` is a pattern that repeats to fill the result (a large result of tiled inputs, recorded
  // compressed); `alternatives` are other answers PyTorch gives at a position of the values (of the
  // pattern), for the same input: its vector loop's scalar tail, or the element computed alone,
  // answers some inputs otherwise than its vector body. Each is accepted there.
  bool tile = false;
  std::span<const ValueAlternative> alternatives;
  // The dtype the result was computed in where an in-place or out= target has another: ulps are
  // measured in the coarser of the two, and the op's allowance is this dtype's.
  ScalarType computed_in = ScalarType::Undefined;
  bool check_names = false;
  std::span<const char* const> names;  // nullptr for None
  SameAs same_as = SameAs::Nothing;    // the result must be that tensor (in-place, out=)
  // Values compare without an absolute tolerance and zeros with their sign: the special-value
  // cases (subnormals, signed zeros), which an absolute tolerance would let any result pass.
  bool strict = false;
  // >= 0: values compare in units in the last place of the dtype, at most this many apart, zeros'
  // and NaNs' signs compared (PyTorch's recorded answers: bit-exact unless the op's ops.yaml entry
  // states an allowance). -1: within the dtype's tolerance, as `strict` says (the generated model's
  // float64 references).
  int64_t ulps = -1;
  // With ulps >= 0: a NaN matches a NaN of either sign, a zero a zero of either sign (ops.yaml `ulps`).
  bool nan_sign_any = false;
  bool zero_sign_any = false;
  // Of a list result: the element this outcome checks, and how many elements the list must have.
  int element = 0;
  int elements = -1;  // -1: not a list
};

// An op's stated allowance for one result dtype (ops.yaml `ulps`): how far its values may lie from
// PyTorch's, in ulps of the dtype (of each part, for a complex dtype).
inline constexpr int64_t kUncheckedUlps = -1;

struct UlpAllowance {
  const char* entry;           // the ops.yaml entry ("pow.Tensor_Scalar")
  ScalarType dtype;            // Undefined: every dtype (a row of the signs alone)
  int64_t ulps;                // kUncheckedUlps: the dtype's values are not compared
  bool nan_sign_any = false;   // a NaN result matches a NaN of either sign
  bool zero_sign_any = false;  // a zero result matches a zero of either sign
};

struct Outcome {
  int adapter = 0;  // index into the test's adapter table
  // Form::Out: the out= tensors, one per return of the adapter's entry (default: empty, of the
  // result's dtype; an entry of several returns always names them).
  const ArgSpec* out = nullptr;
  const ErrorSpec* error = nullptr;  // the call must raise this
  Expect expect;                     // otherwise the result must look like this

  // Spellings for the generated tables: call(3).dtype(kFloat).shape(kShape).values(kValues).
  constexpr Outcome dtype(ScalarType t) const {
    return with([&](Outcome& o) { o.expect.dtype = t; });
  }
  constexpr Outcome shape(std::span<const int64_t> s) const {
    return with([&](Outcome& o) {
      o.expect.check_shape = true;
      o.expect.shape = s;
    });
  }
  constexpr Outcome values(std::span<const Num> v) const {
    return with([&](Outcome& o) { o.expect.values = v; });
  }
  constexpr Outcome names(std::span<const char* const> n) const {
    return with([&](Outcome& o) {
      o.expect.check_names = true;
      o.expect.names = n;
    });
  }
  constexpr Outcome same_as(SameAs s) const {
    return with([&](Outcome& o) { o.expect.same_as = s; });
  }
  constexpr Outcome out_tensor(const ArgSpec* spec) const {
    return with([&](Outcome& o) { o.out = spec; });
  }
  constexpr Outcome raises(const ErrorSpec* e) const {
    return with([&](Outcome& o) { o.error = e; });
  }

 private:
  template <class F>
  constexpr Outcome with(F&& f) const {
    Outcome o = *this;
    f(o);
    return o;
  }
};

// An outcome of the form kAdapters[adapter].
constexpr Outcome call(int adapter) {
  Outcome o;
  o.adapter = adapter;
  return o;
}

struct Case {
  const char* id;
  std::span<const ArgSpec> args;
  std::span<const Outcome> outcomes;
  // The outcome holds for contiguous inputs only: PyTorch's op takes another path for others
  // (linear's fused addmm for a contiguous 3-D input), so the case is not replayed in other layouts.
  bool contiguous_only = false;
};

}  // namespace conformance
