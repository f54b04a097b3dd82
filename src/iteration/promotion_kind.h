// ops.yaml's promotion kinds (codegen/frontend/vocabulary.h's kPromotionKinds), one vocabulary for
// the stubs of every kernel kind: the elementwise iterator (iteration/elementwise.h), the meta
// steps of reductions and scans (dispatch/reduction.h, dispatch/scan.h) and of structured kernels
// (dispatch/structured.h). promoted_dtypes() is the one mapping from the operands' common dtype to
// the dtypes an op computes and returns in; each meta step adds only what is its own (out= rules,
// dtype=, the kernels' dtype lists).
#pragma once

#include <cstdint>

#include "opforge/scalar_type.h"

namespace opforge {

enum class PromotionKind : uint8_t {
  // Elementwise (PyTorch's ELEMENTWISE_TYPE_PROMOTION_KIND, plus no_opmath); the common dtype is
  // result_type of the operands.
  Default,                   // compute and result in the common dtype
  IntToFloat,                // integral/bool common dtype -> default float dtype
  AlwaysBool,                // compute in the common dtype, result bool
  ComplexToFloat,            // compute in the common dtype, result its real counterpart (abs of complex)
  IntToFloatComplexToFloat,  // IntToFloat, then ComplexToFloat (angle)
  BoolToLong,                // bool common dtype -> int64
  NoOpmath,                  // as Default; the kernel does not widen half/bfloat16 to float
  // Reductions, scans and sorts; the common dtype is self's.
  Reduction,            // bool and integers -> int64 (sum, prod, cumsum)
  ReductionKeepsDtype,  // self's dtype (amax, var, sort's values)
  ReductionToBool,      // bool, uint8 for uint8 (all, any)
  ReductionFloating,    // self's dtype, floating or complex (mean)
  // Structured kernels.
  SameDtype,  // every operand has the first's dtype (mm)
  Index,      // int64 positions into the first operand, computed in its dtype (argmax, argsort)
};

struct PromotedDtypes {
  ScalarType compute;
  ScalarType result;
};

// The compute and result dtypes of `kind` for the common dtype `common`.
inline PromotedDtypes promoted_dtypes(PromotionKind kind, ScalarType common) {
  switch (kind) {
    case PromotionKind::IntToFloat:
      if (is_integral(common, /*include_bool=*/true)) return {get_default_dtype(), get_default_dtype()};
      return {common, common};
    case PromotionKind::AlwaysBool: return {common, ScalarType::Bool};
    case PromotionKind::ComplexToFloat: return {common, is_complex(common) ? to_real_value_type(common) : common};
    case PromotionKind::IntToFloatComplexToFloat:
      if (is_integral(common, /*include_bool=*/true)) return {get_default_dtype(), get_default_dtype()};
      return {common, is_complex(common) ? to_real_value_type(common) : common};
    case PromotionKind::BoolToLong:
    case PromotionKind::Reduction: {
      const bool widens =
          kind == PromotionKind::BoolToLong ? common == ScalarType::Bool : is_integral(common, /*include_bool=*/true);
      return widens ? PromotedDtypes{ScalarType::Int64, ScalarType::Int64} : PromotedDtypes{common, common};
    }
    case PromotionKind::ReductionToBool: {
      const ScalarType r = common == ScalarType::UInt8 ? ScalarType::UInt8 : ScalarType::Bool;
      return {r, r};
    }
    case PromotionKind::Index: return {common, ScalarType::Int64};
    case PromotionKind::Default:
    case PromotionKind::NoOpmath:
    case PromotionKind::ReductionKeepsDtype:
    case PromotionKind::ReductionFloating:
    case PromotionKind::SameDtype: break;
  }
  return {common, common};
}

}  // namespace opforge
