// The closed vocabularies of ops.yaml: variants, the four semantic rules, kernel kinds and devices.
// Each enum has one table that gives its ops.yaml spelling; the reader, the diagnostics ("expected
// one of ...") and the IR writer all use the same table, so a spelling is defined exactly once.
#pragma once

#include <array>
#include <optional>
#include <span>
#include <string>
#include <string_view>

namespace opforge::codegen {

template <class E>
struct VocabEntry {
  E value;
  std::string_view name;
};

// The API forms generated for an op `foo`: opforge::foo(...), Tensor::foo(...), Tensor::foo_(...),
// opforge::foo_out(out, ...).
enum class Variant { Function, Method, Inplace, Out };
inline constexpr std::array<VocabEntry<Variant>, 4> kVariants{{
    {Variant::Function, "function"},
    {Variant::Method, "method"},
    {Variant::Inplace, "inplace"},
    {Variant::Out, "out"},
}};

// PyTorch's elementwise type-promotion kinds (torch._prims_common.ELEMENTWISE_TYPE_PROMOTION_KIND),
// the reduction rules, and `custom` for ops whose kernel decides. The reduction rules give the
// result dtype of a reduction, which it computes in (its input is converted to it):
//   reduction              sum, prod, nansum: the dtype= argument, else out's dtype, else self's with
//                          bool and integers promoted to int64
//   reduction_keeps_dtype  amax, amin: self's dtype; out must have it
//   reduction_to_bool      all, any: bool, or uint8 for a uint8 self; out may be bool or uint8
//   reduction_floating     mean: the dtype= argument, else out's dtype, else self's; each must be
//                          floating or complex (no promotion)
// `same_dtype`, the matrix products' rule: no promotion; every Tensor operand must have the first
// one's dtype, which is the result's; and `index`, argmax's: the result is int64 (positions of the
// first operand's elements), the op's dtypes are that operand's. Those two are structured kernels'.
enum class PromotionKind {
  Default,
  IntToFloat,
  AlwaysBool,
  ComplexToFloat,
  IntToFloatComplexToFloat,
  BoolToLong,
  NoOpmath,
  Reduction,
  ReductionKeepsDtype,
  ReductionToBool,
  ReductionFloating,
  SameDtype,
  Index,
  Custom
};
inline constexpr std::array<VocabEntry<PromotionKind>, 14> kPromotionKinds{{
    {PromotionKind::Default, "default"},
    {PromotionKind::IntToFloat, "int_to_float"},
    {PromotionKind::AlwaysBool, "always_bool"},
    {PromotionKind::ComplexToFloat, "complex_to_float"},
    {PromotionKind::IntToFloatComplexToFloat, "int_to_float_complex_to_float"},
    {PromotionKind::BoolToLong, "bool_to_long"},
    {PromotionKind::NoOpmath, "no_opmath"},
    {PromotionKind::Reduction, "reduction"},
    {PromotionKind::ReductionKeepsDtype, "reduction_keeps_dtype"},
    {PromotionKind::ReductionToBool, "reduction_to_bool"},
    {PromotionKind::ReductionFloating, "reduction_floating"},
    {PromotionKind::SameDtype, "same_dtype"},
    {PromotionKind::Index, "index"},
    {PromotionKind::Custom, "custom"},
}};
inline bool is_reduction_promotion(PromotionKind k) {
  return k == PromotionKind::Reduction || k == PromotionKind::ReductionKeepsDtype ||
         k == PromotionKind::ReductionToBool || k == PromotionKind::ReductionFloating;
}
// The kinds only a structured kernel's stub applies.
inline bool is_structured_promotion(PromotionKind k) {
  return k == PromotionKind::SameDtype || k == PromotionKind::Index;
}
inline bool is_elementwise_promotion(PromotionKind k) {
  return !is_reduction_promotion(k) && !is_structured_promotion(k) && k != PromotionKind::Custom;
}

enum class BroadcastKind { Elementwise, None, MatmulBatch, Custom };
inline constexpr std::array<VocabEntry<BroadcastKind>, 4> kBroadcastKinds{{
    {BroadcastKind::Elementwise, "elementwise"},
    {BroadcastKind::None, "none"},
    {BroadcastKind::MatmulBatch, "matmul_batch"},
    {BroadcastKind::Custom, "custom"},
}};

// How a result is written into an existing tensor (self of an in-place variant, out of an out variant).
// complex_to_float is PyTorch's rule for ops whose complex input gives a real result (abs): a complex
// computation writes its real result into a real destination by the same_kind rule; every other
// destination must have the compute dtype; with promotion int_to_float_complex_to_float (angle),
// whose computation casts safely, every other destination takes the same_kind rule. bool_out is PyTorch's rule for the predicates whose out=
// tensor must be bool (signbit: "signbit does not support non-boolean outputs."). same_as_input is
// exact with PyTorch's message of the ops that compare with self's dtype ("nan_to_num: dtype of
// out: Double should be same as input: Float").
enum class InplaceCast { SameKind, Exact, Unsafe, OutDtype, ComplexToFloat, BoolOut, SameAsInput, None };
inline constexpr std::array<VocabEntry<InplaceCast>, 8> kInplaceCasts{{
    {InplaceCast::SameKind, "same_kind"},
    {InplaceCast::Exact, "exact"},
    {InplaceCast::Unsafe, "unsafe"},
    {InplaceCast::OutDtype, "out_dtype"},
    {InplaceCast::ComplexToFloat, "complex_to_float"},
    {InplaceCast::BoolOut, "bool_out"},
    {InplaceCast::SameAsInput, "same_as_input"},
    {InplaceCast::None, "none"},
}};

// noop_unless: the op does nothing unless self is of this kind. `complex`: for real self the
// function form returns self itself (an alias, not a copy) and the in-place form leaves it, as
// PyTorch's conj_physical; the out= form still writes out.
enum class NoopUnless { Complex };
inline constexpr std::array<VocabEntry<NoopUnless>, 1> kNoopUnless{{
    {NoopUnless::Complex, "complex"},
}};

// scalar_conversion: how a number given for an argument converts to the compute dtype. wrapped is
// PyTorch's wrapped number (ATen's wrapped_scalar_tensor, as its `.Scalar` overloads and number
// forms of binary ops take it): converted as a tensor element is, so 1000 is -24 in an int8
// computation. checked is Scalar::to of the compute dtype, as PyTorch's kernels take a parameter
// (clamp's bounds, masked_fill's value): a value the dtype cannot hold raises "value cannot be
// converted to type int8_t without overflow".
enum class ScalarConversion { Wrapped, Checked };
inline constexpr std::array<VocabEntry<ScalarConversion>, 2> kScalarConversions{{
    {ScalarConversion::Wrapped, "wrapped"},
    {ScalarConversion::Checked, "checked"},
}};

// The name-inference rules of pytorch.org/docs/stable/name_inference.html; `none` is an op that rejects named tensors,
// `custom` one whose rule the page describes in prose ("See documentation").
enum class NamesRule {
  KeepsInputNames,
  RemovesDimensions,
  UnifiesNamesFromInputs,
  PermutesDimensions,
  ContractsAwayDims,
  Factory,
  OutFunctionSemantics,
  None,
  Custom,
};
inline constexpr std::array<VocabEntry<NamesRule>, 9> kNamesRules{{
    {NamesRule::KeepsInputNames, "keeps_input_names"},
    {NamesRule::RemovesDimensions, "removes_dimensions"},
    {NamesRule::UnifiesNamesFromInputs, "unifies_names_from_inputs"},
    {NamesRule::PermutesDimensions, "permutes_dimensions"},
    {NamesRule::ContractsAwayDims, "contracts_away_dims"},
    {NamesRule::Factory, "factory"},
    {NamesRule::OutFunctionSemantics, "out_function_semantics"},
    {NamesRule::None, "none"},
    {NamesRule::Custom, "custom"},
}};

// composite: a hand-written function (src/composite/<op>.cpp) that computes the op with other ops,
// on any device; their stubs apply the dtype, out= and device rules (PyTorch's
// CompositeImplicitAutograd). view: a hand-written meta function (src/meta/<op>.cpp) giving the
// view's geometry; the stub makes the view and its names. scan: every prefix of a fold along one
// dim (cumsum), declared as a reduce kernel's identity and combine. sort: each line along one dim
// sorted by PyTorch's order (iteration/sort_order.h), returning its values, indices or both.
enum class KernelKind { Pointwise, Reduce, Scan, Sort, Structured, Custom, Composite, View, Factory, Sampler };
inline constexpr std::array<VocabEntry<KernelKind>, 10> kKernelKinds{{
    {KernelKind::Pointwise, "pointwise"},
    {KernelKind::Reduce, "reduce"},
    {KernelKind::Scan, "scan"},
    {KernelKind::Sort, "sort"},
    {KernelKind::Structured, "structured"},
    {KernelKind::Custom, "custom"},
    {KernelKind::Composite, "composite"},
    {KernelKind::View, "view"},
    {KernelKind::Factory, "factory"},
    {KernelKind::Sampler, "sampler"},
}};

// A factory kernel's dtype without a dtype argument (dtype_from beside it): the default dtype; the
// Python numbers' kind (full's fill_value: bool, int64, the default dtype or the default complex
// dtype); int64 where every number is integral, else the default dtype (arange's); the numbers of
// a NestedList data argument as torch.tensor infers them (data_kind: bool when all are bool, int64
// when all are integral, else the default dtype, or the default complex dtype when one is complex).
// A `_like` op (Tensor self) takes self's.
enum class FactoryDtype { Default, ValueKind, IntegralOrDefault, Int64, DataKind };
inline constexpr std::array<VocabEntry<FactoryDtype>, 5> kFactoryDtypes{{
    {FactoryDtype::Default, "default"},
    {FactoryDtype::ValueKind, "value_kind"},
    {FactoryDtype::IntegralOrDefault, "integral_or_default"},
    {FactoryDtype::Int64, "int64"},
    {FactoryDtype::DataKind, "data_kind"},
}};

// The Python exception a `rejects` item raises (opforge's error class of the same name).
enum class ErrorKind { RuntimeError, TypeError, ValueError, NotImplementedError };
inline constexpr std::array<VocabEntry<ErrorKind>, 4> kErrorKinds{{
    {ErrorKind::RuntimeError, "RuntimeError"},
    {ErrorKind::TypeError, "TypeError"},
    {ErrorKind::ValueError, "ValueError"},
    {ErrorKind::NotImplementedError, "NotImplementedError"},
}};

// How a `rejects` condition reads its operands: one named argument, or any / all of the op's
// promotion operands.
enum class Quantifier { Any, All };
inline constexpr std::array<VocabEntry<Quantifier>, 2> kQuantifiers{{
    {Quantifier::Any, "any"},
    {Quantifier::All, "all"},
}};

// meta: the op computes its result's sizes, dtype and names on the meta device and runs no kernel.
enum class DeviceKind { CPU, CUDA, Meta };
inline constexpr std::array<VocabEntry<DeviceKind>, 3> kDevices{{
    {DeviceKind::CPU, "cpu"},
    {DeviceKind::CUDA, "cuda"},
    {DeviceKind::Meta, "meta"},
}};

template <class E, size_t N>
std::optional<E> lookup(const std::array<VocabEntry<E>, N>& table, std::string_view name) {
  for (const auto& e : table) {
    if (e.name == name) return e.value;
  }
  return std::nullopt;
}

template <class E, size_t N>
std::string_view name_of(const std::array<VocabEntry<E>, N>& table, E value) {
  for (const auto& e : table) {
    if (e.value == value) return e.name;
  }
  return "?";
}

// "a, b, c": the spellings of a table, for "expected one of ..." messages.
template <class E, size_t N>
std::string names_list(const std::array<VocabEntry<E>, N>& table) {
  std::string out;
  for (const auto& e : table) {
    if (!out.empty()) out += ", ";
    out += e.name;
  }
  return out;
}

// The C++ reducers a reduce kernel may name (`reducer:`, defined in src/iteration/<name>.h), and
// the scanners a scan kernel may name (reduce::<name>::Scanner in src/iteration/reducers.h), with
// the results each can store.
struct ReducerEntry {
  std::string_view name;
  std::array<std::string_view, 3> results;
  bool scan = false;  // a scanner, for scan kernels
};
inline constexpr std::array<ReducerEntry, 3> kReducers{{
    {"welford", {"var", "std", "mean"}},
    {"cummax", {"values", "indices", ""}, true},
    {"cummin", {"values", "indices", ""}, true},
}};

// " (did you mean 'x'?)" with the candidate closest to `word` when it is a plausible typo (edit
// distance at most 2 and less than half the word), or "": ready to append to a message.
std::string did_you_mean(std::string_view word, std::span<const std::string_view> candidates);

template <class E, size_t N>
std::string did_you_mean(std::string_view word, const std::array<VocabEntry<E>, N>& table) {
  std::array<std::string_view, N> names;
  for (size_t i = 0; i < N; ++i) names[i] = table[i].name;
  return did_you_mean(word, std::span<const std::string_view>(names));
}

}  // namespace opforge::codegen
