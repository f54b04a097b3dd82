// The dtype table, name parsing and the process-wide default dtype.
#include "opforge/scalar_type.h"

#include <array>
#include <atomic>

#include "opforge/error.h"

namespace opforge {

namespace {

// Second spellings PyTorch exposes as torch attributes (torch.float is torch.float32, ...).
struct Alias {
  std::string_view name;
  ScalarType type;
};
constexpr std::array<Alias, 9> kAliases{{
    {"float", ScalarType::Float},
    {"double", ScalarType::Double},
    {"half", ScalarType::Half},
    {"chalf", ScalarType::ComplexHalf},
    {"cfloat", ScalarType::ComplexFloat},
    {"cdouble", ScalarType::ComplexDouble},
    {"short", ScalarType::Int16},
    {"int", ScalarType::Int32},
    {"long", ScalarType::Int64},
}};

std::atomic<ScalarType> g_default_dtype{ScalarType::Float};

}  // namespace

std::string_view to_string(ScalarType t) { return info(t).name; }
std::string_view cpp_name(ScalarType t) { return info(t).cpp_name; }

std::optional<ScalarType> try_parse_scalar_type(std::string_view s) {
  for (std::string_view prefix : {"torch.", "opforge."}) {
    if (s.starts_with(prefix)) {
      s.remove_prefix(prefix.size());
      break;
    }
  }
  for (int i = 0; i < kNumScalarTypes; ++i) {
    if (detail::kScalarTypeInfos[i].name == s) return static_cast<ScalarType>(i);
  }
  for (const Alias& a : kAliases) {
    if (a.name == s) return a.type;
  }
  return std::nullopt;
}

// PyTorch has no string-to-dtype entry point; the wording is NumPy's for the same mistake.
ScalarType parse_scalar_type(std::string_view s) {
  auto t = try_parse_scalar_type(s);
  OPFORGE_CHECK(t.has_value(), TypeError, "data type '{}' not understood", s);
  return *t;
}

// PyTorch's toComplexType: bfloat16 has float's range, so it maps to complex64.
ScalarType to_complex_type(ScalarType t) {
  switch (t) {
    case ScalarType::Half:
    case ScalarType::ComplexHalf: return ScalarType::ComplexHalf;
    case ScalarType::BFloat16:
    case ScalarType::Float:
    case ScalarType::ComplexFloat: return ScalarType::ComplexFloat;
    case ScalarType::Double:
    case ScalarType::ComplexDouble: return ScalarType::ComplexDouble;
    default: raise<RuntimeError>("Unknown Complex ScalarType for {}", cpp_name(t));
  }
}

ScalarType to_real_value_type(ScalarType t) {
  switch (t) {
    case ScalarType::ComplexHalf: return ScalarType::Half;
    case ScalarType::ComplexFloat: return ScalarType::Float;
    case ScalarType::ComplexDouble: return ScalarType::Double;
    default: return t;
  }
}

void check_tensor_dtype(ScalarType t) {
  if (is_tensor_dtype(t)) [[likely]]
    return;
  if (t == ScalarType::Undefined) raise<RuntimeError>("Unrecognized ScalarType: Undefined");
  raise<RuntimeError>("Unrecognized ScalarType: {}", static_cast<int>(t));
}

ScalarType get_default_dtype() { return g_default_dtype.load(std::memory_order_relaxed); }

// c10's set_default_dtype: half pairs with complex32, double with complex128, everything else
// (float, bfloat16) with complex64.
ScalarType get_default_complex_dtype() {
  switch (get_default_dtype()) {
    case ScalarType::Half: return ScalarType::ComplexHalf;
    case ScalarType::Double: return ScalarType::ComplexDouble;
    default: return ScalarType::ComplexFloat;
  }
}

void set_default_dtype(ScalarType t) {
  bool supported =
      t == ScalarType::Float || t == ScalarType::Double || t == ScalarType::Half || t == ScalarType::BFloat16;
  OPFORGE_CHECK(supported, TypeError, "only floating-point types are supported as the default type");
  g_default_dtype.store(t, std::memory_order_relaxed);
}

}  // namespace opforge
