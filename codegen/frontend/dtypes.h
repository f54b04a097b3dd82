// The dtypes an ops.yaml entry supports, written with PyTorch's dispatch-macro shorthands:
//
//   dtypes: all_and(bool, half, bfloat16, complex)   # AT_DISPATCH_ALL_TYPES_AND_COMPLEX_AND3
//   dtypes: floating_and(half, bfloat16)
//   dtypes: [float32, float64]
//
// A spec is a group, `<group>_and(<items>)`, or a YAML list of items; an item is a dtype (by its
// Python name or alias) or a group. The result is every dtype named, in ScalarType order; naming a
// dtype twice (directly or through a group) is an error, so a spec never says more than it means.
#pragma once

#include <array>
#include <optional>
#include <span>
#include <string_view>
#include <vector>

#include "frontend/diagnostic.h"
#include "frontend/scalar_locator.h"

namespace opforge::codegen {

struct DtypeInfo {
  std::string_view name;         // Python name: "float32"
  std::string_view scalar_type;  // opforge::ScalarType enumerator: "Float"
};

// Every dtype of pytorch.org/docs/stable/tensor_attributes.html, in the order of opforge::ScalarType.
inline constexpr std::array<DtypeInfo, 22> kDtypes{{
    {"bool", "Bool"},
    {"uint8", "UInt8"},
    {"int8", "Int8"},
    {"int16", "Int16"},
    {"int32", "Int32"},
    {"int64", "Int64"},
    {"uint16", "UInt16"},
    {"uint32", "UInt32"},
    {"uint64", "UInt64"},
    {"float16", "Half"},
    {"bfloat16", "BFloat16"},
    {"float32", "Float"},
    {"float64", "Double"},
    {"complex32", "ComplexHalf"},
    {"complex64", "ComplexFloat"},
    {"complex128", "ComplexDouble"},
    {"float8_e4m3fn", "Float8_e4m3fn"},
    {"float8_e5m2", "Float8_e5m2"},
    {"float8_e4m3fnuz", "Float8_e4m3fnuz"},
    {"float8_e5m2fnuz", "Float8_e5m2fnuz"},
    {"float8_e8m0fnu", "Float8_e8m0fnu"},
    {"float4_e2m1fn_x2", "Float4_e2m1fn_x2"},
}};

// Parses a spec written as one string; reports problems at their column and returns nullopt then.
std::optional<std::vector<int>> parse_dtype_spec(std::string_view spec, const ScalarLocator& locate,
                                                 DiagnosticSink& sink);

// Resolves a YAML list of items, each located separately.
struct DtypeItem {
  std::string_view text;
  SourcePos pos;
};
std::optional<std::vector<int>> resolve_dtype_items(std::span<const DtypeItem> items, DiagnosticSink& sink);

}  // namespace opforge::codegen
