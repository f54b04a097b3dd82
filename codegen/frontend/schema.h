// The parsed form of ops.yaml (schema v1): plain data filled by the reader and checked by the
// validator. Every piece remembers where it was written, so later checks can point at it. A field
// that failed to parse is left empty (nullopt); checks that need it skip the entry, because the
// failure was already reported.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "frontend/diagnostic.h"
#include "frontend/scalar_locator.h"
#include "frontend/vocabulary.h"

namespace opforge::codegen {

// ---- signatures -------------------------------------------------------------------------------

enum class BaseType {
  Tensor,
  Scalar,
  Int,
  Float,
  Bool,
  Str,
  ScalarType,
  Layout,
  Device,
  MemoryFormat,
  Dimname,
  Generator,
  NestedList  // torch.tensor's data: a number or a nested list of numbers (a factory's argument only)
};
inline constexpr std::array<VocabEntry<BaseType>, 13> kBaseTypes{{
    {BaseType::Tensor, "Tensor"},
    {BaseType::Scalar, "Scalar"},
    {BaseType::Int, "int"},
    {BaseType::Float, "float"},
    {BaseType::Bool, "bool"},
    {BaseType::Str, "str"},
    {BaseType::ScalarType, "ScalarType"},
    {BaseType::Layout, "Layout"},
    {BaseType::Device, "Device"},
    {BaseType::MemoryFormat, "MemoryFormat"},
    {BaseType::Dimname, "Dimname"},
    {BaseType::Generator, "Generator"},
    {BaseType::NestedList, "NestedList"},
}};

// A PyTorch schema type: `Tensor`, `Tensor(a)`, `Tensor?`, `Tensor[]`, `Tensor?[]`, `int[2]`, `int[1]?`.
struct Type {
  BaseType base = BaseType::Tensor;
  std::string alias;                 // "a" in Tensor(a): a view result shares storage with this argument
  bool alias_into_wildcard = false;  // Tensor(a -> *): self may alias any of a list of results (chunk)
  bool element_optional = false;     // Tensor?[]: a list whose elements may be None
  bool is_list = false;
  std::optional<int64_t> list_size;  // int[2]: fixed length (a single int then stands for the whole list)
  bool optional = false;             // T?: the value may be None

  bool is_plain_tensor() const { return base == BaseType::Tensor && !is_list && !optional; }
};

// Written the way ops.yaml writes it: "Tensor(a)", "int[1]?", "Tensor?[]".
std::string spelling(const Type& type);

struct DefaultValue {
  enum class Kind { None, Bool, Int, Float, Str, IntList };
  Kind kind = Kind::None;
  std::string text;               // Int/Float: the literal as written ("1", "-0.5"); Str: the unquoted text
  bool bool_value = false;        // Kind::Bool
  std::vector<int64_t> int_list;  // Kind::IntList; also a single int given for a fixed-size int list
};

// The default as a signature writes it: None, True, 1, 0.5, "floor", [0, 1].
std::string spelling(const DefaultValue& value);

struct Argument {
  std::string name;
  Type type;
  bool kwarg_only = false;
  std::optional<DefaultValue> default_value;
  SourcePos pos;  // the start of the type
};

struct Return {
  std::string name;  // empty for an unnamed return
  Type type;
  SourcePos pos;
};

struct Signature {
  std::string name;      // "max"
  std::string overload;  // "dim" in max.dim; empty for the primary overload
  std::vector<Argument> arguments;
  std::vector<Return> returns;
  SourcePos name_pos;

  const Argument* find_argument(std::string_view name) const;
  std::string full_name() const { return overload.empty() ? name : name + "." + overload; }
};

// The normalized text of a signature, rebuilt from the parsed form.
std::string spelling(const Signature& signature);

// "(Tensor values, Tensor indices)" or "Tensor": the return part of a signature.
std::string returns_spelling(const Signature& signature);

// ---- pointwise expressions --------------------------------------------------------------------

struct Expr {
  enum class Kind { Argument, Int, Float, Bool, Unary, Binary, Ternary, Call };
  Kind kind = Kind::Int;
  std::string text;            // the argument or function name, the literal as written, or the operator
  std::vector<Expr> operands;  // unary: 1; binary: 2; ternary: condition, then, else; call: its arguments
  size_t offset = 0;           // where this node starts in the expression text
};

// ---- one ops.yaml entry -----------------------------------------------------------------------

struct Operand {
  std::string name;
  SourcePos pos;
};

// A rule field: a kind, and in the {kind: ..., operands: [...]} form the arguments it applies to.
// A names rule may also give `out: none`: the out= variant rejects named tensors where PyTorch's
// out= overload takes no names though its function does (softmax.int_out).
template <class Kind>
struct Rule {
  Kind kind{};
  SourcePos pos;
  std::optional<std::vector<Operand>> operands;  // nullopt: the rule's default operands
  std::optional<Kind> out;                       // the out= variant's own kind; nullopt: `kind`
  SourcePos out_pos;
};

// One expression of a reduce kernel (identity, map, combine, finalize), as written and parsed.
struct ReduceStep {
  std::string text;
  SourcePos pos;
  ScalarLocator locator = ScalarLocator::verbatim({});
  Expr expression;
};

// kernel: {reduce: {identity: ..., combine: ..., map: ..., finalize: ..., empty: ..., name: ...}}: a
// fold, the way NumPy derives add.reduce from add. Every element x is mapped (map, default x) and
// folded into partials that start at identity and meet with combine(a, b); the result of the n
// elements folded into one output is finalize(a, n) (default a).
//
// Or kernel: {reduce: {reducer: welford, args: [correction], results: {var: real, mean: computed}}}:
// a fold whose partial is wider than one value, defined once for both devices in C++
// (src/iteration/<reducer>.h, under iteration/reducers.h's contract), which stores the results
// named, one per returned Tensor; `args` are the op's arguments the stub passes to the reducer's
// params(), and each result's dtype is the computed one or its real dtype.
struct ReduceResult {
  std::string name;    // the reducer's result (var, std, mean)
  bool real = false;   // its dtype is the real dtype of the computed one (complex64 gives float)
  bool index = false;  // its dtype is int64: positions along the dim (a scanner's indices)
  SourcePos pos;
};

// kernel: {scan: {identity: "0", combine: "a + b"}} is the same fold with every prefix stored along
// one dim (cumsum): identity, combine, name and empty only.
struct ReduceKernel {
  ReduceStep identity;                 // a constant: a literal, or lowest / highest of the compute type
  ReduceStep combine;                  // of the partials a and b
  std::optional<ReduceStep> map;       // of the element x
  std::optional<ReduceStep> finalize;  // of the partial a and the count n
  bool empty_raises = false;           // empty: raises (amax: folding no element is an error) or identity
  // A scan's empty: checks (logcumsumexp: an empty or 0-dim self still has its dim wrapped and its
  // dtype checked, as PyTorch's unstructured scans) or skips (cumsum, cummax: neither).
  bool empty_checks = false;
  std::string name;     // the kernel's name in dtype errors ("prod" gives "prod_cpu")
  std::string reducer;  // a C++ reducer (welford); then no identity, combine, map, finalize
  SourcePos reducer_pos;
  std::vector<std::string> args;  // the op's arguments passed to the reducer's params()
  SourcePos args_pos;
  std::vector<ReduceResult> results;  // what it stores, in return order
  SourcePos results_pos;
};

// kernel: {structured: {shape: ..., name: ..., dtype_errors: {cpu: ..., cuda: ...}}}: a hand-written
// kernel per device (cpu::<name> in src/cpu/<op>.cpp, cuda::<name> in src/cuda/<op>.cu) that only
// computes into the result the generated stub made; the op's own shape rule and its checks are the
// hand-written meta::<shape> (src/meta/<op>.cpp), PyTorch's structured meta function. Everything
// else the stub derives from the entry's rules.
struct StructuredKernel {
  // outputs: {indices: int64}: a result after the first with a dtype of its own (max.dim's
  // indices); the first result has the promotion's dtype.
  struct OutputDtype {
    std::string name;  // the return's name in the signature
    int dtype = 0;     // index into kDtypes
    SourcePos pos;
  };
  std::string shape;       // meta::<shape>(the op's arguments) -> the sizes of every result
  std::string name;        // the device kernels' name; default <op>_kernel
  std::string cpu_error;   // the kernel's name in PyTorch's "\"NAME\" not implemented for 'Bool'" on the CPU
  std::string cuda_error;  // and on CUDA; default <base>_cpu / <base>_cuda
  std::vector<OutputDtype> outputs;
  // out_dtype_message: PyTorch's text for an out= tensor of another dtype where the op has its own
  // ("result dtype {out} does not match input dtype {result}", dot's), with the dtypes as
  // ScalarType names; empty: the common "Expected out tensor to have dtype float, but got ...".
  std::string out_dtype_message;
  // empty_skips_dtype_check: true where PyTorch returns before its dtype dispatch when there is
  // nothing to multiply (an operand or the result without elements: addmv's empty paths).
  bool empty_skips_dtype_check = false;
  // device_generic: true where one kernel, composite::<name> in src/composite/<op>.cpp, computes on
  // every device with other ops (cat copies its inputs into slices of the result).
  bool device_generic = false;
  // addend: self: the op adds its product to an input, PyTorch's addmm: result = beta * addend +
  // alpha * product, with the signature's Scalars beta and alpha; the addend broadcast to the
  // result's sizes, not read when beta is 0 (its NaN and inf do not propagate). The in-place
  // variant writes into the addend, which must then be self.
  std::string addend;
  SourcePos addend_pos;
  // starts_from: self: the result starts as a copy of that input, which the kernel updates
  // (scatter_add adds src into it); the in-place variant updates self itself.
  std::string starts_from;
  SourcePos starts_from_pos;
  // wraps: {dim: self}: int and int[] arguments the stub wraps against a Tensor argument's dims
  // (PyTorch's maybe_wrap_dim, a 0-dim tensor taking -1 and 0; a list as dim_list_to_bitset: each
  // in range, none twice) before the meta function, which and the device kernels then get the
  // wrapped values: (argument, tensor, position of the argument's key).
  struct Wrap {
    std::string argument;
    std::string tensor;
    SourcePos pos;
  };
  std::vector<Wrap> wraps;
  // same_dtype_checks: [[self, mat2, "self and mat2 must have the same dtype"], ...]: pairs of
  // Tensor arguments that must have one dtype, each with PyTorch's text, checked in order before
  // the meta function (addmm's own texts, where the promotion's are "expected scalar type ...").
  struct SameDtypeCheck {
    std::string first, second, text;
    SourcePos pos;
  };
  std::vector<SameDtypeCheck> same_dtype_checks;
};

// kernel: {sort: {results: [values, indices], select: ..., name: ..., out_dtype_texts: {...}}}:
// each line of self along `dim` sorted by PyTorch's order (ascending, or descending with the op's
// `descending`; NaN last ascending; equal elements in their order: stable), returning what `select`
// picks of it: every element (all: sort, argsort), the first k (first_k: topk, descending with
// `largest`), the k-th (kth: kthvalue), the lower median (median, nanmedian) or the most frequent
// value (mode), as values (self's dtype), indices along dim (int64), or both, in that order;
// `name` is the kernel's name in PyTorch's dtype errors; out_dtype_texts, PyTorch's text for an
// out= tensor of another dtype, per result, in the order PyTorch checks them.
struct SortKernel {
  std::vector<std::string> results;
  SourcePos results_pos;
  std::string name;
  std::string select = "all";
  SourcePos select_pos;
  std::vector<std::pair<std::string, std::string>> out_dtype_texts;
  std::vector<SourcePos> out_dtype_text_pos;
};

struct Kernel {
  KernelKind kind = KernelKind::Custom;
  std::string text;  // the pointwise expression, or the custom kernel's name
  SourcePos pos;
  ScalarLocator text_locator = ScalarLocator::verbatim({});
  std::optional<Expr> expression;  // the parsed pointwise expression
  // A pointwise kernel's name in PyTorch's "\"NAME\" not implemented for 'Bool'" on each device
  // (dtype_errors beside the expression); default <base>_cpu / <base>_cuda.
  std::string cpu_error;
  std::string cuda_error;
  std::optional<ReduceKernel> reduce;          // kind reduce or scan
  std::optional<StructuredKernel> structured;  // kind structured
  std::optional<SortKernel> sort;              // kind sort
  // A view kernel's `new_dim_names` beside it: the Dimname or Dimname[] argument naming the dims
  // its geometry gives as new (flatten's out_dim, unflatten's names), in order; empty: unnamed.
  std::string new_dim_names;
  SourcePos new_dim_names_pos;
  // A factory kernel's siblings: `sizes`, the hand-written meta::<sizes>(value arguments, dtype)
  // giving the result's sizes (arange's; empty: the `int[] size` argument, or self's for a `_like`
  // op); `dtype_from`, the result dtype without a dtype argument.
  std::string factory_sizes;
  SourcePos factory_sizes_pos;
  FactoryDtype factory_dtype = FactoryDtype::Default;
  SourcePos factory_dtype_pos;
  bool factory_dtype_given = false;
};

// One condition of a `rejects` item: `self: bool` (the named argument's dtype is in the set), `any:
// bool` or `all: bool` (any / every promotion operand's dtype is). A Python number counts with its
// own dtype: bool, int64, float64 or complex128.
// `dtype: {differs_from: out}`: the operand's dtype is not that argument's, both given (nansum's
// dtype= and out=); its dtypes are then every dtype.
// `n: 0` or `n: "< 0"`: the value of an int argument compares so with the number (==, !=, <,
// <=, >, >=; a number alone is ==): polygamma's order, whose kernel names PyTorch's errors by it.
struct RejectCondition {
  std::string operand;                     // an argument name, or "any" / "all"
  SourcePos pos;                           // the operand key
  std::optional<std::vector<int>> dtypes;  // indices into kDtypes, ascending; nullopt after an error
  std::string differs_from;                // an argument name, or empty
  SourcePos differs_from_pos;
  std::string compare;  // a value condition's operator; empty for a dtype condition
  int64_t value = 0;
};

// A `rejects` item: when every condition holds, the variants it names (all when absent) raise
// `error` with PyTorch's `message` before the kernel runs.
struct Reject {
  SourcePos pos;
  std::vector<RejectCondition> when;
  std::optional<std::vector<Variant>> variants;  // nullopt: every variant of the op
  std::vector<SourcePos> variant_pos;
  ErrorKind error = ErrorKind::RuntimeError;
  std::string message;
};

// `ulps`: per result dtype (an index into kDtypes, floating or complex), the allowance; whether NaN
// signs are compared; and why the op differs from PyTorch there.
struct UlpAllowances {
  // ascending dtype; the allowance, or kUnchecked: the dtype's values are not compared with PyTorch's
  // (an op whose formula differs from PyTorch's in special values or near its zeros)
  std::vector<std::pair<int, int64_t>> per_dtype;
  static constexpr int64_t kUnchecked = -1;
  bool nan_sign_any = false;   // nan_sign: any, a NaN result matches a NaN of either sign
  bool zero_sign_any = false;  // zero_sign: any, a zero result matches a zero of either sign
  std::string why;
};

// One formula of `derivatives`: the gradient of the Tensor argument `input`, an expression of the
// op's arguments, its `result` and `grad` (the gradient of the result), in the pointwise
// expression language, its calls naming ops of ops.yaml.
struct Derivative {
  std::string input;
  SourcePos pos;  // the key
  // `other: not_differentiable`: the argument has no gradient and requiring grad is no error (to's
  // other, which gives only a dtype and a device); no expression.
  bool not_differentiable = false;
  // `self: not_implemented`: the argument's gradient is PyTorch's NotImplemented node, the forward
  // records it and backward through it raises "derivative for aten::floor_divide is not
  // implemented"; no expression.
  bool not_implemented = false;
  std::string text;
  ScalarLocator locator = ScalarLocator::verbatim({});
  Expr expression;
};

// One argument of `gradcheck`: what the generated gradient test passes for it. A list of ints (a
// Tensor's shape, or an int list's value), a list of dim names (a Dimname list's) or a scalar as
// written (a number, true or false, or a dim name).
struct GradcheckValue {
  std::string argument;
  SourcePos pos;  // the key
  SourcePos value_pos;
  bool is_list = false;
  std::vector<int64_t> ints;       // a list's of ints
  std::vector<std::string> names;  // a list's of dim names
  std::string text;                // a scalar's
  // A differentiated input's {shape: [...], range: [low, high]}: is_list where it gives a shape.
  bool is_map = false;
  std::optional<std::array<double, 2>> range;
};

// One `scalar_conversion` word: the argument it names, where, and the conversion.
struct ScalarConversionWord {
  std::string argument;
  SourcePos pos;
  ScalarConversion conversion;
};

struct OpEntry {
  SourcePos pos;  // the entry's first key, where "missing field" problems are reported

  std::string op;  // "max.dim"; empty when missing or malformed
  SourcePos op_pos;

  std::optional<Signature> signature;
  SourcePos signature_pos;

  std::optional<std::vector<Variant>> variants;
  std::vector<SourcePos> variant_pos;  // one per variant
  SourcePos variants_pos;

  std::optional<Rule<PromotionKind>> promotion;
  std::optional<Rule<BroadcastKind>> broadcast;
  std::optional<InplaceCast> inplace_cast;
  SourcePos inplace_cast_pos;
  std::optional<Rule<NamesRule>> names;
  std::optional<Kernel> kernel;
  std::optional<std::vector<int>> dtypes;  // indices into kDtypes, ascending
  std::optional<std::vector<DeviceKind>> devices;
  // The dtypes a custom op's CUDA kernel covers, when fewer than `dtypes` (PyTorch's CUDA matrix
  // products have no integer kernels); absent: all of `dtypes`.
  std::optional<std::vector<int>> cuda_dtypes;
  SourcePos cuda_dtypes_pos;
  // The dtypes for which the function form returns self itself and the in-place form leaves it, as
  // PyTorch's conj_physical does for real self (out= still computes); absent: every dtype computes.
  std::optional<NoopUnless> noop_unless;
  SourcePos noop_unless_pos;
  std::optional<std::string> doc;
  std::vector<Reject> rejects;  // empty when the field is absent
  // How far the op's values may lie from PyTorch's in its golden cases, in ulps of the result dtype
  // (of each part, for a complex dtype), where the op deliberately differs; absent: bit-exact.
  std::optional<UlpAllowances> ulps;
  // The variants that also take a Python number for a Tensor operand (add(t, 2), t.add_(2)): absent,
  // every variant of a pointwise entry; empty (`none`), no variant, as PyTorch's atan2(t, 2) is a
  // TypeError.
  std::optional<std::vector<Variant>> number_forms;
  SourcePos number_forms_pos;
  std::vector<SourcePos> number_form_pos;  // one per listed variant
  // self also takes a number in the function and out= forms (add(2, t)), as PyTorch's Python API
  // takes one for the ops of its numbers-as-tensors list (add, sub, mul, div, true_divide,
  // floor_divide).
  bool number_self = false;
  SourcePos number_self_pos;
  // How a number given for an argument converts (vocabulary.h), for the arguments the entry names;
  // the others take the default (ir_json.h).
  std::vector<ScalarConversionWord> scalar_conversion;
  // The PyTorch op whose schema PyTorch's errors name when it calls this entry (its named-tensor
  // rejection: max.other's is aten::maximum, aten::maximum.out); absent: the entry's own name.
  std::optional<std::string> schema_name;
  // The out= overload PyTorch's errors name for this entry's out= form (all.dim's is all.out, all's
  // all.all_out); absent: the schema name and ".out", or "_out" after an overload (softmax.int_out).
  std::optional<std::string> out_schema_name;
  // The C++ name of the function and method forms where the op's name is a C++ keyword (PyTorch's
  // Tensor.double is Tensor::to_double); absent: the op's name.
  std::optional<std::string> cpp_name;
  // The gradient of each differentiable Tensor argument (reverse-mode autograd), in signature order;
  // absent: the op declares none, and refuses tensors that require grad.
  std::optional<std::vector<Derivative>> derivatives;
  SourcePos derivatives_pos;
  // `derivatives: not_differentiable`: the results never carry a gradient (detach, isclose): the op
  // runs on tensors that require grad and gives results without history.
  bool not_differentiable = false;
  // The arguments of the generated gradient test where its defaults do not fit the op (a [2, 3]
  // self, a [3] second input, an int of 1): absent, the defaults.
  std::optional<std::vector<GradcheckValue>> gradcheck;
  SourcePos gradcheck_pos;

  bool has_variant(Variant v) const;
};

struct OpsFile {
  std::vector<OpEntry> ops;
  // `require_derivatives: true`: every entry whose results can carry a gradient declares
  // `derivatives` (formulas, not_implemented, or not_differentiable).
  bool require_derivatives = false;
};

}  // namespace opforge::codegen
