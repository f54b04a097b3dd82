// generated from ops.yaml by codegen; do not edit
// The op catalog of the `opforge` command line: one row per ops.yaml entry, fields after
// inheritance (codegen/catalog.py builds the rows; tools/cli/op_catalog.h declares them).
#include "cli/op_catalog.h"

namespace opforge::cli {

namespace {

constexpr CatalogVariant add_variants[] = {
    {"function", "opforge::add"}, {"method", "Tensor::add"}, {"inplace", "Tensor::add_"},
    {"out", "opforge::add_out"},
};
constexpr std::string_view add_promotion_operands[] = {"self", "other"};
constexpr std::string_view add_broadcast_operands[] = {"self", "other"};
constexpr std::string_view add_names_operands[] = {"self", "other"};
constexpr std::string_view add_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64", "float16", "bfloat16", "float32", "float64",
    "complex32", "complex64", "complex128",
};
constexpr std::string_view add_cuda_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64", "float16", "bfloat16", "float32", "float64",
    "complex32", "complex64", "complex128",
};
constexpr std::string_view add_devices[] = {"cpu", "cuda", "meta"};
constexpr std::string_view add_derivatives[] = {"self: grad", "other: grad * conj(alpha)"};
constexpr CatalogVariant sub_variants[] = {
    {"function", "opforge::sub"}, {"method", "Tensor::sub"}, {"inplace", "Tensor::sub_"},
    {"out", "opforge::sub_out"},
};
constexpr std::string_view sub_r0_c0_operands[] = {"self", "other"};
constexpr std::string_view sub_r0_c0_dtypes[] = {"bool"};
constexpr CatalogCondition sub_r0_when[] = {{"all", sub_r0_c0_operands, sub_r0_c0_dtypes}};
constexpr std::string_view sub_r0_variants[] = {"function", "method", "inplace", "out"};
constexpr std::string_view sub_r1_c0_operands[] = {"self", "other"};
constexpr std::string_view sub_r1_c0_dtypes[] = {"bool"};
constexpr CatalogCondition sub_r1_when[] = {{"any", sub_r1_c0_operands, sub_r1_c0_dtypes}};
constexpr std::string_view sub_r1_variants[] = {"function", "method", "inplace", "out"};
constexpr std::string_view sub_promotion_operands[] = {"self", "other"};
constexpr std::string_view sub_broadcast_operands[] = {"self", "other"};
constexpr std::string_view sub_names_operands[] = {"self", "other"};
constexpr std::string_view sub_dtypes[] = {
    "uint8", "int8", "int16", "int32", "int64", "float16", "bfloat16", "float32", "float64",
    "complex32", "complex64", "complex128",
};
constexpr std::string_view sub_cuda_dtypes[] = {
    "uint8", "int8", "int16", "int32", "int64", "float16", "bfloat16", "float32", "float64",
    "complex32", "complex64", "complex128",
};
constexpr std::string_view sub_devices[] = {"cpu", "cuda", "meta"};
constexpr CatalogReject sub_rejects[] = {
    {sub_r0_when, sub_r0_variants, "RuntimeError", "Subtraction, the `-` operator, with two bool tensors is not supported. Use the `^` or `logical_xor()` operator instead."},
    {sub_r1_when, sub_r1_variants, "RuntimeError", "Subtraction, the `-` operator, with a bool tensor is not supported. If you are trying to invert a mask, use the `~` or `logical_not()` operator instead."},
};
constexpr std::string_view sub_derivatives[] = {"self: grad", "other: -grad * conj(alpha)"};
constexpr CatalogVariant mul_variants[] = {
    {"function", "opforge::mul"}, {"method", "Tensor::mul"}, {"inplace", "Tensor::mul_"},
    {"out", "opforge::mul_out"},
};
constexpr std::string_view mul_promotion_operands[] = {"self", "other"};
constexpr std::string_view mul_broadcast_operands[] = {"self", "other"};
constexpr std::string_view mul_names_operands[] = {"self", "other"};
constexpr std::string_view mul_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64", "float16", "bfloat16", "float32", "float64",
    "complex32", "complex64", "complex128",
};
constexpr std::string_view mul_cuda_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64", "float16", "bfloat16", "float32", "float64",
    "complex32", "complex64", "complex128",
};
constexpr std::string_view mul_devices[] = {"cpu", "cuda", "meta"};
constexpr std::string_view mul_derivatives[] = {
    "self: grad * conj(other)", "other: grad * conj(self)",
};
constexpr CatalogVariant div_variants[] = {
    {"function", "opforge::div"}, {"method", "Tensor::div"}, {"inplace", "Tensor::div_"},
    {"out", "opforge::div_out"},
};
constexpr std::string_view div_promotion_operands[] = {"self", "other"};
constexpr std::string_view div_broadcast_operands[] = {"self", "other"};
constexpr std::string_view div_names_operands[] = {"self", "other"};
constexpr std::string_view div_dtypes[] = {
    "float16", "bfloat16", "float32", "float64", "complex64", "complex128",
};
constexpr std::string_view div_cuda_dtypes[] = {
    "float16", "bfloat16", "float32", "float64", "complex64", "complex128",
};
constexpr std::string_view div_devices[] = {"cpu", "cuda", "meta"};
constexpr std::string_view div_derivatives[] = {
    "self: grad / conj(other)", "other: -grad * conj(self / other / other)",
};
constexpr CatalogVariant div_Tensor_mode_variants[] = {
    {"function", "opforge::div"}, {"method", "Tensor::div"}, {"inplace", "Tensor::div_"},
    {"out", "opforge::div_out"},
};
constexpr std::string_view div_Tensor_mode_broadcast_operands[] = {"self", "other"};
constexpr std::string_view div_Tensor_mode_names_operands[] = {"self", "other"};
constexpr std::string_view div_Tensor_mode_dtypes[] = {
    "uint8", "int8", "int16", "int32", "int64", "float16", "bfloat16", "float32", "float64",
    "complex64", "complex128",
};
constexpr std::string_view div_Tensor_mode_cuda_dtypes[] = {
    "uint8", "int8", "int16", "int32", "int64", "float16", "bfloat16", "float32", "float64",
    "complex64", "complex128",
};
constexpr std::string_view div_Tensor_mode_devices[] = {"cpu", "cuda", "meta"};
constexpr std::string_view div_Tensor_mode_derivatives[] = {
    "self: div_mode_self_backward(grad, other, rounding_mode)",
    "other: div_mode_other_backward(grad, self, other, rounding_mode)",
};
constexpr CatalogVariant div_Scalar_mode_variants[] = {
    {"function", "opforge::div"}, {"method", "Tensor::div"}, {"inplace", "Tensor::div_"},
};
constexpr std::string_view div_Scalar_mode_names_operands[] = {"self"};
constexpr std::string_view div_Scalar_mode_dtypes[] = {
    "uint8", "int8", "int16", "int32", "int64", "float16", "bfloat16", "float32", "float64",
    "complex64", "complex128",
};
constexpr std::string_view div_Scalar_mode_cuda_dtypes[] = {
    "uint8", "int8", "int16", "int32", "int64", "float16", "bfloat16", "float32", "float64",
    "complex64", "complex128",
};
constexpr std::string_view div_Scalar_mode_devices[] = {"cpu", "cuda", "meta"};
constexpr std::string_view div_Scalar_mode_derivatives[] = {
    "self: div_mode_self_backward(grad, other, rounding_mode)",
};
constexpr CatalogVariant pow_variants[] = {
    {"function", "opforge::pow"}, {"method", "Tensor::pow"}, {"inplace", "Tensor::pow_"},
    {"out", "opforge::pow_out"},
};
constexpr std::string_view pow_promotion_operands[] = {"self", "exponent"};
constexpr std::string_view pow_broadcast_operands[] = {"self", "exponent"};
constexpr std::string_view pow_names_operands[] = {"self", "exponent"};
constexpr std::string_view pow_dtypes[] = {
    "uint8", "int8", "int16", "int32", "int64", "float16", "bfloat16", "float32", "float64",
    "complex64", "complex128",
};
constexpr std::string_view pow_cuda_dtypes[] = {
    "uint8", "int8", "int16", "int32", "int64", "float16", "bfloat16", "float32", "float64",
    "complex64", "complex128",
};
constexpr std::string_view pow_devices[] = {"cpu", "cuda", "meta"};
constexpr std::string_view pow_derivatives[] = {
    "self: exponent == 0 ? 0 : grad * conj(exponent * pow(self, exponent - 1))",
    "exponent: (self == 0) && (real(exponent) >= 0) && (exponent == real(exponent)) ? 0 : grad * conj(result * log(self))",
};
constexpr CatalogVariant pow_Tensor_Scalar_variants[] = {
    {"function", "opforge::pow"}, {"method", "Tensor::pow"}, {"inplace", "Tensor::pow_"},
    {"out", "opforge::pow_out"},
};
constexpr std::string_view pow_Tensor_Scalar_promotion_operands[] = {"self", "exponent"};
constexpr std::string_view pow_Tensor_Scalar_names_operands[] = {"self"};
constexpr std::string_view pow_Tensor_Scalar_dtypes[] = {
    "uint8", "int8", "int16", "int32", "int64", "float16", "bfloat16", "float32", "float64",
    "complex32", "complex64", "complex128",
};
constexpr std::string_view pow_Tensor_Scalar_cuda_dtypes[] = {
    "uint8", "int8", "int16", "int32", "int64", "float16", "bfloat16", "float32", "float64",
    "complex32", "complex64", "complex128",
};
constexpr std::string_view pow_Tensor_Scalar_devices[] = {"cpu", "cuda", "meta"};
constexpr std::string_view pow_Tensor_Scalar_derivatives[] = {
    "self: exponent == 0 ? 0 : grad * conj(exponent * pow(self, exponent - 1))",
};
constexpr CatalogVariant pow_Scalar_variants[] = {
    {"function", "opforge::pow"}, {"out", "opforge::pow_out"},
};
constexpr std::string_view pow_Scalar_promotion_operands[] = {"self", "exponent"};
constexpr std::string_view pow_Scalar_names_operands[] = {"exponent"};
constexpr std::string_view pow_Scalar_dtypes[] = {
    "uint8", "int8", "int16", "int32", "int64", "float16", "bfloat16", "float32", "float64",
    "complex32", "complex64", "complex128",
};
constexpr std::string_view pow_Scalar_cuda_dtypes[] = {
    "uint8", "int8", "int16", "int32", "int64", "float16", "bfloat16", "float32", "float64",
    "complex32", "complex64", "complex128",
};
constexpr std::string_view pow_Scalar_devices[] = {"cpu", "cuda", "meta"};
constexpr std::string_view pow_Scalar_derivatives[] = {
    "exponent: (self == 0) && (real(exponent) >= 0) && (exponent == real(exponent)) ? 0 : grad * conj(result * log(self))",
};
constexpr CatalogVariant atan2_variants[] = {
    {"function", "opforge::atan2"}, {"method", "Tensor::atan2"}, {"inplace", "Tensor::atan2_"},
    {"out", "opforge::atan2_out"},
};
constexpr std::string_view atan2_promotion_operands[] = {"self", "other"};
constexpr std::string_view atan2_broadcast_operands[] = {"self", "other"};
constexpr std::string_view atan2_names_operands[] = {"self", "other"};
constexpr std::string_view atan2_dtypes[] = {"float16", "bfloat16", "float32", "float64"};
constexpr std::string_view atan2_cuda_dtypes[] = {"float16", "bfloat16", "float32", "float64"};
constexpr std::string_view atan2_devices[] = {"cpu", "cuda", "meta"};
constexpr std::string_view atan2_derivatives[] = {
    "self: grad * other / (self * self + other * other)",
    "other: -grad * self / (self * self + other * other)",
};
constexpr CatalogVariant eq_variants[] = {
    {"function", "opforge::eq"}, {"method", "Tensor::eq"}, {"inplace", "Tensor::eq_"},
    {"out", "opforge::eq_out"},
};
constexpr std::string_view eq_promotion_operands[] = {"self", "other"};
constexpr std::string_view eq_broadcast_operands[] = {"self", "other"};
constexpr std::string_view eq_names_operands[] = {"self", "other"};
constexpr std::string_view eq_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64", "float16", "bfloat16", "float32", "float64",
    "complex32", "complex64", "complex128",
};
constexpr std::string_view eq_cuda_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64", "float16", "bfloat16", "float32", "float64",
    "complex32", "complex64", "complex128",
};
constexpr std::string_view eq_devices[] = {"cpu", "cuda", "meta"};
constexpr std::string_view eq_derivatives[] = {"never_differentiable"};
constexpr CatalogVariant ne_variants[] = {
    {"function", "opforge::ne"}, {"method", "Tensor::ne"}, {"inplace", "Tensor::ne_"},
    {"out", "opforge::ne_out"},
};
constexpr std::string_view ne_promotion_operands[] = {"self", "other"};
constexpr std::string_view ne_broadcast_operands[] = {"self", "other"};
constexpr std::string_view ne_names_operands[] = {"self", "other"};
constexpr std::string_view ne_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64", "float16", "bfloat16", "float32", "float64",
    "complex32", "complex64", "complex128",
};
constexpr std::string_view ne_cuda_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64", "float16", "bfloat16", "float32", "float64",
    "complex32", "complex64", "complex128",
};
constexpr std::string_view ne_devices[] = {"cpu", "cuda", "meta"};
constexpr std::string_view ne_derivatives[] = {"never_differentiable"};
constexpr CatalogVariant lt_variants[] = {
    {"function", "opforge::lt"}, {"method", "Tensor::lt"}, {"inplace", "Tensor::lt_"},
    {"out", "opforge::lt_out"},
};
constexpr std::string_view lt_promotion_operands[] = {"self", "other"};
constexpr std::string_view lt_broadcast_operands[] = {"self", "other"};
constexpr std::string_view lt_names_operands[] = {"self", "other"};
constexpr std::string_view lt_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64", "float16", "bfloat16", "float32", "float64",
};
constexpr std::string_view lt_cuda_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64", "float16", "bfloat16", "float32", "float64",
};
constexpr std::string_view lt_devices[] = {"cpu", "cuda", "meta"};
constexpr std::string_view lt_derivatives[] = {"never_differentiable"};
constexpr CatalogVariant le_variants[] = {
    {"function", "opforge::le"}, {"method", "Tensor::le"}, {"inplace", "Tensor::le_"},
    {"out", "opforge::le_out"},
};
constexpr std::string_view le_promotion_operands[] = {"self", "other"};
constexpr std::string_view le_broadcast_operands[] = {"self", "other"};
constexpr std::string_view le_names_operands[] = {"self", "other"};
constexpr std::string_view le_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64", "float16", "bfloat16", "float32", "float64",
};
constexpr std::string_view le_cuda_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64", "float16", "bfloat16", "float32", "float64",
};
constexpr std::string_view le_devices[] = {"cpu", "cuda", "meta"};
constexpr std::string_view le_derivatives[] = {"never_differentiable"};
constexpr CatalogVariant gt_variants[] = {
    {"function", "opforge::gt"}, {"method", "Tensor::gt"}, {"inplace", "Tensor::gt_"},
    {"out", "opforge::gt_out"},
};
constexpr std::string_view gt_promotion_operands[] = {"self", "other"};
constexpr std::string_view gt_broadcast_operands[] = {"self", "other"};
constexpr std::string_view gt_names_operands[] = {"self", "other"};
constexpr std::string_view gt_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64", "float16", "bfloat16", "float32", "float64",
};
constexpr std::string_view gt_cuda_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64", "float16", "bfloat16", "float32", "float64",
};
constexpr std::string_view gt_devices[] = {"cpu", "cuda", "meta"};
constexpr std::string_view gt_derivatives[] = {"never_differentiable"};
constexpr CatalogVariant ge_variants[] = {
    {"function", "opforge::ge"}, {"method", "Tensor::ge"}, {"inplace", "Tensor::ge_"},
    {"out", "opforge::ge_out"},
};
constexpr std::string_view ge_promotion_operands[] = {"self", "other"};
constexpr std::string_view ge_broadcast_operands[] = {"self", "other"};
constexpr std::string_view ge_names_operands[] = {"self", "other"};
constexpr std::string_view ge_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64", "float16", "bfloat16", "float32", "float64",
};
constexpr std::string_view ge_cuda_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64", "float16", "bfloat16", "float32", "float64",
};
constexpr std::string_view ge_devices[] = {"cpu", "cuda", "meta"};
constexpr std::string_view ge_derivatives[] = {"never_differentiable"};
constexpr CatalogVariant neg_variants[] = {
    {"function", "opforge::neg"}, {"method", "Tensor::neg"}, {"inplace", "Tensor::neg_"},
    {"out", "opforge::neg_out"},
};
constexpr std::string_view neg_r0_c0_operands[] = {"self"};
constexpr std::string_view neg_r0_c0_dtypes[] = {"bool"};
constexpr CatalogCondition neg_r0_when[] = {{"all", neg_r0_c0_operands, neg_r0_c0_dtypes}};
constexpr std::string_view neg_r0_variants[] = {"function", "method", "inplace", "out"};
constexpr std::string_view neg_promotion_operands[] = {"self"};
constexpr std::string_view neg_names_operands[] = {"self"};
constexpr std::string_view neg_dtypes[] = {
    "uint8", "int8", "int16", "int32", "int64", "float16", "bfloat16", "float32", "float64",
    "complex32", "complex64", "complex128",
};
constexpr std::string_view neg_cuda_dtypes[] = {
    "uint8", "int8", "int16", "int32", "int64", "float16", "bfloat16", "float32", "float64",
    "complex32", "complex64", "complex128",
};
constexpr std::string_view neg_devices[] = {"cpu", "cuda", "meta"};
constexpr CatalogReject neg_rejects[] = {
    {neg_r0_when, neg_r0_variants, "RuntimeError", "Negation, the `-` operator, on a bool tensor is not supported. If you are trying to invert a mask, use the `~` or `logical_not()` operator instead."},
};
constexpr std::string_view neg_derivatives[] = {"self: -grad"};
constexpr CatalogVariant abs_variants[] = {
    {"function", "opforge::abs"}, {"method", "Tensor::abs"}, {"inplace", "Tensor::abs_"},
    {"out", "opforge::abs_out"},
};
constexpr std::string_view abs_r0_c0_operands[] = {"self"};
constexpr std::string_view abs_r0_c0_dtypes[] = {"complex32", "complex64", "complex128"};
constexpr CatalogCondition abs_r0_when[] = {{"all", abs_r0_c0_operands, abs_r0_c0_dtypes}};
constexpr std::string_view abs_r0_variants[] = {"inplace"};
constexpr std::string_view abs_promotion_operands[] = {"self"};
constexpr std::string_view abs_names_operands[] = {"self"};
constexpr std::string_view abs_dtypes[] = {
    "uint8", "int8", "int16", "int32", "int64", "float16", "bfloat16", "float32", "float64",
    "complex32", "complex64", "complex128",
};
constexpr std::string_view abs_cuda_dtypes[] = {
    "uint8", "int8", "int16", "int32", "int64", "float16", "bfloat16", "float32", "float64",
    "complex32", "complex64", "complex128",
};
constexpr std::string_view abs_devices[] = {"cpu", "cuda", "meta"};
constexpr CatalogReject abs_rejects[] = {
    {abs_r0_when, abs_r0_variants, "RuntimeError", "In-place abs is not supported for complex tensors."},
};
constexpr std::string_view abs_derivatives[] = {"self: grad * sgn(self)"};
constexpr CatalogVariant sin_variants[] = {
    {"function", "opforge::sin"}, {"method", "Tensor::sin"}, {"inplace", "Tensor::sin_"},
    {"out", "opforge::sin_out"},
};
constexpr std::string_view sin_promotion_operands[] = {"self"};
constexpr std::string_view sin_names_operands[] = {"self"};
constexpr std::string_view sin_dtypes[] = {
    "float16", "bfloat16", "float32", "float64", "complex64", "complex128",
};
constexpr std::string_view sin_cuda_dtypes[] = {
    "float16", "bfloat16", "float32", "float64", "complex64", "complex128",
};
constexpr std::string_view sin_devices[] = {"cpu", "cuda", "meta"};
constexpr std::string_view sin_derivatives[] = {"self: grad * conj(cos(self))"};
constexpr CatalogVariant cos_variants[] = {
    {"function", "opforge::cos"}, {"method", "Tensor::cos"}, {"inplace", "Tensor::cos_"},
    {"out", "opforge::cos_out"},
};
constexpr std::string_view cos_promotion_operands[] = {"self"};
constexpr std::string_view cos_names_operands[] = {"self"};
constexpr std::string_view cos_dtypes[] = {
    "float16", "bfloat16", "float32", "float64", "complex64", "complex128",
};
constexpr std::string_view cos_cuda_dtypes[] = {
    "float16", "bfloat16", "float32", "float64", "complex64", "complex128",
};
constexpr std::string_view cos_devices[] = {"cpu", "cuda", "meta"};
constexpr std::string_view cos_derivatives[] = {"self: grad * -conj(sin(self))"};
constexpr CatalogVariant exp_variants[] = {
    {"function", "opforge::exp"}, {"method", "Tensor::exp"}, {"inplace", "Tensor::exp_"},
    {"out", "opforge::exp_out"},
};
constexpr std::string_view exp_promotion_operands[] = {"self"};
constexpr std::string_view exp_names_operands[] = {"self"};
constexpr std::string_view exp_dtypes[] = {
    "float16", "bfloat16", "float32", "float64", "complex64", "complex128",
};
constexpr std::string_view exp_cuda_dtypes[] = {
    "float16", "bfloat16", "float32", "float64", "complex64", "complex128",
};
constexpr std::string_view exp_devices[] = {"cpu", "cuda", "meta"};
constexpr std::string_view exp_derivatives[] = {"self: grad * conj(result)"};
constexpr CatalogVariant sqrt_variants[] = {
    {"function", "opforge::sqrt"}, {"method", "Tensor::sqrt"}, {"inplace", "Tensor::sqrt_"},
    {"out", "opforge::sqrt_out"},
};
constexpr std::string_view sqrt_promotion_operands[] = {"self"};
constexpr std::string_view sqrt_names_operands[] = {"self"};
constexpr std::string_view sqrt_dtypes[] = {
    "float16", "bfloat16", "float32", "float64", "complex64", "complex128",
};
constexpr std::string_view sqrt_cuda_dtypes[] = {
    "float16", "bfloat16", "float32", "float64", "complex64", "complex128",
};
constexpr std::string_view sqrt_devices[] = {"cpu", "cuda", "meta"};
constexpr std::string_view sqrt_derivatives[] = {"self: grad / (2 * conj(result))"};
constexpr CatalogVariant sigmoid_variants[] = {
    {"function", "opforge::sigmoid"}, {"method", "Tensor::sigmoid"},
    {"inplace", "Tensor::sigmoid_"}, {"out", "opforge::sigmoid_out"},
};
constexpr std::string_view sigmoid_promotion_operands[] = {"self"};
constexpr std::string_view sigmoid_names_operands[] = {"self"};
constexpr std::string_view sigmoid_dtypes[] = {
    "float16", "bfloat16", "float32", "float64", "complex64", "complex128",
};
constexpr std::string_view sigmoid_cuda_dtypes[] = {
    "float16", "bfloat16", "float32", "float64", "complex64", "complex128",
};
constexpr std::string_view sigmoid_devices[] = {"cpu", "cuda", "meta"};
constexpr std::string_view sigmoid_derivatives[] = {"self: grad * conj((1 - result) * result)"};
constexpr CatalogVariant logical_not_variants[] = {
    {"function", "opforge::logical_not"}, {"method", "Tensor::logical_not"},
    {"inplace", "Tensor::logical_not_"}, {"out", "opforge::logical_not_out"},
};
constexpr std::string_view logical_not_promotion_operands[] = {"self"};
constexpr std::string_view logical_not_names_operands[] = {"self"};
constexpr std::string_view logical_not_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64", "float16", "bfloat16", "float32", "float64",
    "complex64", "complex128",
};
constexpr std::string_view logical_not_cuda_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64", "float16", "bfloat16", "float32", "float64",
    "complex64", "complex128",
};
constexpr std::string_view logical_not_devices[] = {"cpu", "cuda", "meta"};
constexpr std::string_view logical_not_derivatives[] = {"never_differentiable"};
constexpr CatalogVariant bitwise_not_variants[] = {
    {"function", "opforge::bitwise_not"}, {"method", "Tensor::bitwise_not"},
    {"inplace", "Tensor::bitwise_not_"}, {"out", "opforge::bitwise_not_out"},
};
constexpr std::string_view bitwise_not_promotion_operands[] = {"self"};
constexpr std::string_view bitwise_not_names_operands[] = {"self"};
constexpr std::string_view bitwise_not_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64",
};
constexpr std::string_view bitwise_not_cuda_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64",
};
constexpr std::string_view bitwise_not_devices[] = {"cpu", "cuda", "meta"};
constexpr std::string_view bitwise_not_derivatives[] = {"not_differentiable"};
constexpr CatalogVariant clamp_variants[] = {
    {"function", "opforge::clamp"}, {"method", "Tensor::clamp"}, {"inplace", "Tensor::clamp_"},
    {"out", "opforge::clamp_out"},
};
constexpr std::string_view clamp_r0_c0_operands[] = {"self"};
constexpr std::string_view clamp_r0_c0_dtypes[] = {"complex32", "complex64", "complex128"};
constexpr CatalogCondition clamp_r0_when[] = {{"all", clamp_r0_c0_operands, clamp_r0_c0_dtypes}};
constexpr std::string_view clamp_r0_variants[] = {"function", "method", "inplace", "out"};
constexpr std::string_view clamp_r1_c0_operands[] = {"self"};
constexpr std::string_view clamp_r1_c0_dtypes[] = {"float16"};
constexpr std::string_view clamp_r1_c1_operands[] = {"self", "min", "max"};
constexpr std::string_view clamp_r1_c1_dtypes[] = {"complex32", "complex64", "complex128"};
constexpr CatalogCondition clamp_r1_when[] = {
    {"all", clamp_r1_c0_operands, clamp_r1_c0_dtypes},
    {"any", clamp_r1_c1_operands, clamp_r1_c1_dtypes},
};
constexpr std::string_view clamp_r1_variants[] = {"function", "method", "inplace", "out"};
constexpr std::string_view clamp_r2_c0_operands[] = {"self"};
constexpr std::string_view clamp_r2_c0_dtypes[] = {"bfloat16"};
constexpr std::string_view clamp_r2_c1_operands[] = {"self", "min", "max"};
constexpr std::string_view clamp_r2_c1_dtypes[] = {"complex32", "complex64", "complex128"};
constexpr CatalogCondition clamp_r2_when[] = {
    {"all", clamp_r2_c0_operands, clamp_r2_c0_dtypes},
    {"any", clamp_r2_c1_operands, clamp_r2_c1_dtypes},
};
constexpr std::string_view clamp_r2_variants[] = {"function", "method", "inplace", "out"};
constexpr std::string_view clamp_r3_c0_operands[] = {"self"};
constexpr std::string_view clamp_r3_c0_dtypes[] = {"float32"};
constexpr std::string_view clamp_r3_c1_operands[] = {"self", "min", "max"};
constexpr std::string_view clamp_r3_c1_dtypes[] = {"complex32", "complex64", "complex128"};
constexpr CatalogCondition clamp_r3_when[] = {
    {"all", clamp_r3_c0_operands, clamp_r3_c0_dtypes},
    {"any", clamp_r3_c1_operands, clamp_r3_c1_dtypes},
};
constexpr std::string_view clamp_r3_variants[] = {"function", "method", "inplace", "out"};
constexpr std::string_view clamp_r4_c0_operands[] = {"self"};
constexpr std::string_view clamp_r4_c0_dtypes[] = {"float64"};
constexpr std::string_view clamp_r4_c1_operands[] = {"self", "min", "max"};
constexpr std::string_view clamp_r4_c1_dtypes[] = {"complex32", "complex64", "complex128"};
constexpr CatalogCondition clamp_r4_when[] = {
    {"all", clamp_r4_c0_operands, clamp_r4_c0_dtypes},
    {"any", clamp_r4_c1_operands, clamp_r4_c1_dtypes},
};
constexpr std::string_view clamp_r4_variants[] = {"function", "method", "inplace", "out"};
constexpr std::string_view clamp_r5_c0_operands[] = {"self", "min", "max"};
constexpr std::string_view clamp_r5_c0_dtypes[] = {"complex32", "complex64", "complex128"};
constexpr CatalogCondition clamp_r5_when[] = {{"any", clamp_r5_c0_operands, clamp_r5_c0_dtypes}};
constexpr std::string_view clamp_r5_variants[] = {"function", "method", "out"};
constexpr std::string_view clamp_promotion_operands[] = {"self", "min", "max"};
constexpr std::string_view clamp_names_operands[] = {"self"};
constexpr std::string_view clamp_dtypes[] = {
    "uint8", "int8", "int16", "int32", "int64", "float16", "bfloat16", "float32", "float64",
};
constexpr std::string_view clamp_cuda_dtypes[] = {
    "uint8", "int8", "int16", "int32", "int64", "float16", "bfloat16", "float32", "float64",
};
constexpr std::string_view clamp_devices[] = {"cpu", "cuda", "meta"};
constexpr CatalogReject clamp_rejects[] = {
    {clamp_r0_when, clamp_r0_variants, "RuntimeError", "clamp is not supported for complex types"},
    {clamp_r1_when, clamp_r1_variants, "RuntimeError", "value cannot be converted to type at::Half without overflow"},
    {clamp_r2_when, clamp_r2_variants, "RuntimeError", "value cannot be converted to type at::BFloat16 without overflow"},
    {clamp_r3_when, clamp_r3_variants, "RuntimeError", "value cannot be converted to type float without overflow"},
    {clamp_r4_when, clamp_r4_variants, "RuntimeError", "value cannot be converted to type double without overflow"},
    {clamp_r5_when, clamp_r5_variants, "RuntimeError", "clamp is not supported for complex types"},
};
constexpr std::string_view clamp_derivatives[] = {"self: clamp_backward(grad, self, min, max)"};
constexpr CatalogVariant clamp_Tensor_variants[] = {
    {"function", "opforge::clamp"}, {"method", "Tensor::clamp"}, {"inplace", "Tensor::clamp_"},
    {"out", "opforge::clamp_out"},
};
constexpr std::string_view clamp_Tensor_r0_c0_operands[] = {"self"};
constexpr std::string_view clamp_Tensor_r0_c0_dtypes[] = {"complex32", "complex64", "complex128"};
constexpr CatalogCondition clamp_Tensor_r0_when[] = {
    {"all", clamp_Tensor_r0_c0_operands, clamp_Tensor_r0_c0_dtypes},
};
constexpr std::string_view clamp_Tensor_r0_variants[] = {"function", "method", "inplace", "out"};
constexpr std::string_view clamp_Tensor_promotion_operands[] = {"self", "min", "max"};
constexpr std::string_view clamp_Tensor_broadcast_operands[] = {"self", "min", "max"};
constexpr std::string_view clamp_Tensor_names_operands[] = {"self"};
constexpr std::string_view clamp_Tensor_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64", "float16", "bfloat16", "float32", "float64",
};
constexpr std::string_view clamp_Tensor_cuda_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64", "float16", "bfloat16", "float32", "float64",
};
constexpr std::string_view clamp_Tensor_devices[] = {"cpu", "cuda", "meta"};
constexpr CatalogReject clamp_Tensor_rejects[] = {
    {clamp_Tensor_r0_when, clamp_Tensor_r0_variants, "RuntimeError", "clamp is not supported for complex types"},
};
constexpr std::string_view clamp_Tensor_derivatives[] = {
    "self: clamp_tensor_backward(grad, self, min, max)",
    "min: clamp_min_backward(grad, self, min, max)",
    "max: clamp_max_backward(grad, self, min, max)",
};
constexpr CatalogVariant where_self_variants[] = {
    {"function", "opforge::where"}, {"method", "Tensor::where"}, {"out", "opforge::where_out"},
};
constexpr std::string_view where_self_promotion_operands[] = {"self", "other"};
constexpr std::string_view where_self_broadcast_operands[] = {"condition", "self", "other"};
constexpr std::string_view where_self_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64", "float16", "bfloat16", "float32", "float64",
    "complex32", "complex64", "complex128",
};
constexpr std::string_view where_self_cuda_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64", "float16", "bfloat16", "float32", "float64",
    "complex32", "complex64", "complex128",
};
constexpr std::string_view where_self_devices[] = {"cpu", "cuda", "meta"};
constexpr std::string_view where_self_derivatives[] = {
    "self: condition ? grad : 0", "other: condition ? 0 : grad",
};
constexpr CatalogVariant masked_fill_variants[] = {
    {"function", "opforge::masked_fill"}, {"method", "Tensor::masked_fill"},
    {"inplace", "Tensor::masked_fill_"},
};
constexpr std::string_view masked_fill_promotion_operands[] = {"self"};
constexpr std::string_view masked_fill_broadcast_operands[] = {"mask", "self"};
constexpr std::string_view masked_fill_names_operands[] = {"self", "mask"};
constexpr std::string_view masked_fill_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64", "float16", "bfloat16", "float32", "float64",
    "complex32", "complex64", "complex128",
};
constexpr std::string_view masked_fill_cuda_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64", "float16", "bfloat16", "float32", "float64",
    "complex32", "complex64", "complex128",
};
constexpr std::string_view masked_fill_devices[] = {"cpu", "cuda", "meta"};
constexpr std::string_view masked_fill_derivatives[] = {"self: mask ? 0 : grad"};
constexpr CatalogVariant masked_fill_Tensor_variants[] = {
    {"function", "opforge::masked_fill"}, {"method", "Tensor::masked_fill"},
    {"inplace", "Tensor::masked_fill_"},
};
constexpr std::string_view masked_fill_Tensor_promotion_operands[] = {"self"};
constexpr std::string_view masked_fill_Tensor_broadcast_operands[] = {"mask", "self"};
constexpr std::string_view masked_fill_Tensor_names_operands[] = {"self", "mask", "value"};
constexpr std::string_view masked_fill_Tensor_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64", "float16", "bfloat16", "float32", "float64",
    "complex32", "complex64", "complex128",
};
constexpr std::string_view masked_fill_Tensor_cuda_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64", "float16", "bfloat16", "float32", "float64",
    "complex32", "complex64", "complex128",
};
constexpr std::string_view masked_fill_Tensor_devices[] = {"cpu", "cuda", "meta"};
constexpr std::string_view masked_fill_Tensor_derivatives[] = {
    "self: mask ? 0 : grad", "value: sum(mask ? grad : 0)",
};
constexpr CatalogVariant index_fill_int_Scalar_variants[] = {
    {"function", "opforge::index_fill"}, {"method", "Tensor::index_fill"},
    {"inplace", "Tensor::index_fill_"},
};
constexpr std::string_view index_fill_int_Scalar_names_operands[] = {"self"};
constexpr std::string_view index_fill_int_Scalar_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64", "float16", "bfloat16", "float32", "float64",
    "complex64", "complex128",
};
constexpr std::string_view index_fill_int_Scalar_cuda_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64", "float16", "bfloat16", "float32", "float64",
    "complex64", "complex128",
};
constexpr std::string_view index_fill_int_Scalar_devices[] = {"cpu", "cuda", "meta"};
constexpr std::string_view index_fill_int_Scalar_derivatives[] = {
    "self: index_fill(grad, dim, index, 0)",
};
constexpr CatalogVariant index_fill_int_Tensor_variants[] = {
    {"function", "opforge::index_fill"}, {"method", "Tensor::index_fill"},
    {"inplace", "Tensor::index_fill_"},
};
constexpr std::string_view index_fill_int_Tensor_names_operands[] = {"self"};
constexpr std::string_view index_fill_int_Tensor_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64", "float16", "bfloat16", "float32", "float64",
    "complex64", "complex128",
};
constexpr std::string_view index_fill_int_Tensor_cuda_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64", "float16", "bfloat16", "float32", "float64",
    "complex64", "complex128",
};
constexpr std::string_view index_fill_int_Tensor_devices[] = {"cpu", "cuda", "meta"};
constexpr std::string_view index_fill_int_Tensor_derivatives[] = {
    "self: index_fill(grad, dim, index, 0)",
    "value: sum(index_fill(zeros_like(grad), dim, index, 1) != 0 ? grad : 0)",
};
constexpr CatalogVariant index_fill_Dimname_Scalar_variants[] = {
    {"function", "opforge::index_fill"}, {"method", "Tensor::index_fill"},
    {"inplace", "Tensor::index_fill_"},
};
constexpr std::string_view index_fill_Dimname_Scalar_names_operands[] = {"self"};
constexpr std::string_view index_fill_Dimname_Scalar_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64", "float16", "bfloat16", "float32", "float64",
    "complex64", "complex128",
};
constexpr std::string_view index_fill_Dimname_Scalar_cuda_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64", "float16", "bfloat16", "float32", "float64",
    "complex64", "complex128",
};
constexpr std::string_view index_fill_Dimname_Scalar_devices[] = {"cpu", "cuda", "meta"};
constexpr std::string_view index_fill_Dimname_Scalar_derivatives[] = {
    "self: index_fill(grad, dim, index, 0)",
};
constexpr CatalogVariant index_fill_Dimname_Tensor_variants[] = {
    {"function", "opforge::index_fill"}, {"method", "Tensor::index_fill"},
    {"inplace", "Tensor::index_fill_"},
};
constexpr std::string_view index_fill_Dimname_Tensor_names_operands[] = {"self"};
constexpr std::string_view index_fill_Dimname_Tensor_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64", "float16", "bfloat16", "float32", "float64",
    "complex64", "complex128",
};
constexpr std::string_view index_fill_Dimname_Tensor_cuda_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64", "float16", "bfloat16", "float32", "float64",
    "complex64", "complex128",
};
constexpr std::string_view index_fill_Dimname_Tensor_devices[] = {"cpu", "cuda", "meta"};
constexpr std::string_view index_fill_Dimname_Tensor_derivatives[] = {
    "self: index_fill(grad, dim, index, 0)",
    "value: sum(index_fill(zeros_like(grad), dim, index, 1) != 0 ? grad : 0)",
};
constexpr CatalogVariant flip_variants[] = {
    {"function", "opforge::flip"}, {"method", "Tensor::flip"},
};
constexpr std::string_view flip_promotion_operands[] = {"self"};
constexpr std::string_view flip_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64", "float16", "bfloat16", "float32", "float64",
    "complex64", "complex128",
};
constexpr std::string_view flip_cuda_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64", "float16", "bfloat16", "float32", "float64",
    "complex64", "complex128",
};
constexpr std::string_view flip_devices[] = {"cpu", "cuda", "meta"};
constexpr std::string_view flip_derivatives[] = {"self: flip(grad, dims)"};
constexpr CatalogVariant index_select_variants[] = {
    {"function", "opforge::index_select"}, {"method", "Tensor::index_select"},
    {"out", "opforge::index_select_out"},
};
constexpr std::string_view index_select_promotion_operands[] = {"self"};
constexpr std::string_view index_select_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64", "float16", "bfloat16", "float32", "float64",
    "complex32", "complex64", "complex128",
};
constexpr std::string_view index_select_cuda_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64", "float16", "bfloat16", "float32", "float64",
    "complex32", "complex64", "complex128",
};
constexpr std::string_view index_select_devices[] = {"cpu", "cuda", "meta"};
constexpr std::string_view index_select_derivatives[] = {
    "self: index_select_backward(grad, sizes(self), dim, index)",
};
constexpr CatalogVariant gather_variants[] = {
    {"function", "opforge::gather"}, {"method", "Tensor::gather"}, {"out", "opforge::gather_out"},
};
constexpr std::string_view gather_promotion_operands[] = {"self"};
constexpr std::string_view gather_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64", "float16", "bfloat16", "float32", "float64",
    "complex64", "complex128",
};
constexpr std::string_view gather_cuda_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64", "float16", "bfloat16", "float32", "float64",
    "complex64", "complex128",
};
constexpr std::string_view gather_devices[] = {"cpu", "cuda", "meta"};
constexpr std::string_view gather_derivatives[] = {
    "self: gather_backward(grad, sizes(self), dim, index, sparse_grad)",
};
constexpr CatalogVariant scatter_add_variants[] = {
    {"function", "opforge::scatter_add"}, {"method", "Tensor::scatter_add"},
    {"inplace", "Tensor::scatter_add_"}, {"out", "opforge::scatter_add_out"},
};
constexpr std::string_view scatter_add_promotion_operands[] = {"self"};
constexpr std::string_view scatter_add_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64", "float16", "bfloat16", "float32", "float64",
    "complex64", "complex128",
};
constexpr std::string_view scatter_add_cuda_dtypes[] = {"int32", "int64", "float32", "float64"};
constexpr std::string_view scatter_add_devices[] = {"cpu", "cuda", "meta"};
constexpr std::string_view scatter_add_derivatives[] = {
    "self: grad", "src: gather(grad, dim, index)",
};
constexpr CatalogVariant masked_select_variants[] = {
    {"function", "opforge::masked_select"}, {"method", "Tensor::masked_select"},
    {"out", "opforge::masked_select_out"},
};
constexpr std::string_view masked_select_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64", "float16", "bfloat16", "float32", "float64",
    "complex64", "complex128",
};
constexpr std::string_view masked_select_cuda_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64", "float16", "bfloat16", "float32", "float64",
    "complex64", "complex128",
};
constexpr std::string_view masked_select_devices[] = {"cpu", "cuda"};
constexpr std::string_view masked_select_derivatives[] = {
    "self: masked_select_backward(grad, self, mask)",
};
constexpr CatalogVariant sum_variants[] = {
    {"function", "opforge::sum"}, {"method", "Tensor::sum"}, {"out", "opforge::sum_out"},
};
constexpr std::string_view sum_promotion_operands[] = {"self"};
constexpr std::string_view sum_names_operands[] = {"self"};
constexpr std::string_view sum_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64", "float16", "bfloat16", "float32", "float64",
    "complex64", "complex128",
};
constexpr std::string_view sum_cuda_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64", "float16", "bfloat16", "float32", "float64",
    "complex64", "complex128",
};
constexpr std::string_view sum_devices[] = {"cpu", "cuda", "meta"};
constexpr std::string_view sum_derivatives[] = {"self: unreduce(grad)"};
constexpr CatalogVariant sum_dim_IntList_variants[] = {
    {"function", "opforge::sum"}, {"method", "Tensor::sum"}, {"out", "opforge::sum_out"},
};
constexpr std::string_view sum_dim_IntList_promotion_operands[] = {"self"};
constexpr std::string_view sum_dim_IntList_names_operands[] = {"self"};
constexpr std::string_view sum_dim_IntList_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64", "float16", "bfloat16", "float32", "float64",
    "complex64", "complex128",
};
constexpr std::string_view sum_dim_IntList_cuda_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64", "float16", "bfloat16", "float32", "float64",
    "complex64", "complex128",
};
constexpr std::string_view sum_dim_IntList_devices[] = {"cpu", "cuda", "meta"};
constexpr std::string_view sum_dim_IntList_derivatives[] = {"self: unreduce(grad)"};
constexpr CatalogVariant sum_dim_DimnameList_variants[] = {
    {"function", "opforge::sum"}, {"method", "Tensor::sum"}, {"out", "opforge::sum_out"},
};
constexpr std::string_view sum_dim_DimnameList_promotion_operands[] = {"self"};
constexpr std::string_view sum_dim_DimnameList_names_operands[] = {"self"};
constexpr std::string_view sum_dim_DimnameList_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64", "float16", "bfloat16", "float32", "float64",
    "complex64", "complex128",
};
constexpr std::string_view sum_dim_DimnameList_cuda_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64", "float16", "bfloat16", "float32", "float64",
    "complex64", "complex128",
};
constexpr std::string_view sum_dim_DimnameList_devices[] = {"cpu", "cuda", "meta"};
constexpr std::string_view sum_dim_DimnameList_derivatives[] = {"self: unreduce(grad)"};
constexpr CatalogVariant mean_variants[] = {
    {"function", "opforge::mean"}, {"method", "Tensor::mean"},
};
constexpr std::string_view mean_promotion_operands[] = {"self"};
constexpr std::string_view mean_names_operands[] = {"self"};
constexpr std::string_view mean_dtypes[] = {
    "float16", "bfloat16", "float32", "float64", "complex64", "complex128",
};
constexpr std::string_view mean_cuda_dtypes[] = {
    "float16", "bfloat16", "float32", "float64", "complex64", "complex128",
};
constexpr std::string_view mean_devices[] = {"cpu", "cuda", "meta"};
constexpr std::string_view mean_derivatives[] = {"self: unreduce(grad) / reduced_count()"};
constexpr CatalogVariant mean_dim_variants[] = {
    {"function", "opforge::mean"}, {"method", "Tensor::mean"}, {"out", "opforge::mean_out"},
};
constexpr std::string_view mean_dim_promotion_operands[] = {"self"};
constexpr std::string_view mean_dim_names_operands[] = {"self"};
constexpr std::string_view mean_dim_dtypes[] = {
    "float16", "bfloat16", "float32", "float64", "complex64", "complex128",
};
constexpr std::string_view mean_dim_cuda_dtypes[] = {
    "float16", "bfloat16", "float32", "float64", "complex64", "complex128",
};
constexpr std::string_view mean_dim_devices[] = {"cpu", "cuda", "meta"};
constexpr std::string_view mean_dim_derivatives[] = {"self: unreduce(grad) / reduced_count()"};
constexpr CatalogVariant mean_names_dim_variants[] = {
    {"function", "opforge::mean"}, {"method", "Tensor::mean"}, {"out", "opforge::mean_out"},
};
constexpr std::string_view mean_names_dim_promotion_operands[] = {"self"};
constexpr std::string_view mean_names_dim_names_operands[] = {"self"};
constexpr std::string_view mean_names_dim_dtypes[] = {
    "float16", "bfloat16", "float32", "float64", "complex64", "complex128",
};
constexpr std::string_view mean_names_dim_cuda_dtypes[] = {
    "float16", "bfloat16", "float32", "float64", "complex64", "complex128",
};
constexpr std::string_view mean_names_dim_devices[] = {"cpu", "cuda", "meta"};
constexpr std::string_view mean_names_dim_derivatives[] = {
    "self: unreduce(grad) / reduced_count()",
};
constexpr CatalogVariant max_variants[] = {{"function", "opforge::max"}, {"method", "Tensor::max"}};
constexpr std::string_view max_promotion_operands[] = {"self"};
constexpr std::string_view max_names_operands[] = {"self"};
constexpr std::string_view max_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64", "float16", "bfloat16", "float32", "float64",
};
constexpr std::string_view max_cuda_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64", "float16", "bfloat16", "float32", "float64",
};
constexpr std::string_view max_devices[] = {"cpu", "cuda", "meta"};
constexpr std::string_view max_derivatives[] = {
    "self: (grad / sum(self == result || (self != self && result != result))) * (self == result || (self != self && result != result))",
};
constexpr CatalogVariant max_dim_variants[] = {
    {"function", "opforge::max"}, {"method", "Tensor::max"}, {"out", "opforge::max_out"},
};
constexpr std::string_view max_dim_promotion_operands[] = {"self"};
constexpr std::string_view max_dim_names_operands[] = {"self"};
constexpr std::string_view max_dim_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64", "float16", "bfloat16", "float32", "float64",
};
constexpr std::string_view max_dim_cuda_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64", "float16", "bfloat16", "float32", "float64",
};
constexpr std::string_view max_dim_devices[] = {"cpu", "cuda", "meta"};
constexpr std::string_view max_dim_derivatives[] = {
    "self: value_selecting_backward(grad, sizes(self), dim, indices, keepdim)",
};
constexpr CatalogVariant max_names_dim_variants[] = {
    {"function", "opforge::max"}, {"method", "Tensor::max"}, {"out", "opforge::max_out"},
};
constexpr std::string_view max_names_dim_promotion_operands[] = {"self"};
constexpr std::string_view max_names_dim_names_operands[] = {"self"};
constexpr std::string_view max_names_dim_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64", "float16", "bfloat16", "float32", "float64",
};
constexpr std::string_view max_names_dim_cuda_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64", "float16", "bfloat16", "float32", "float64",
};
constexpr std::string_view max_names_dim_devices[] = {"cpu", "cuda", "meta"};
constexpr std::string_view max_names_dim_derivatives[] = {
    "self: value_selecting_backward(grad, sizes(self), dim, indices, keepdim)",
};
constexpr CatalogVariant min_variants[] = {{"function", "opforge::min"}, {"method", "Tensor::min"}};
constexpr std::string_view min_promotion_operands[] = {"self"};
constexpr std::string_view min_names_operands[] = {"self"};
constexpr std::string_view min_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64", "float16", "bfloat16", "float32", "float64",
};
constexpr std::string_view min_cuda_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64", "float16", "bfloat16", "float32", "float64",
};
constexpr std::string_view min_devices[] = {"cpu", "cuda", "meta"};
constexpr std::string_view min_derivatives[] = {
    "self: (grad / sum(self == result || (self != self && result != result))) * (self == result || (self != self && result != result))",
};
constexpr CatalogVariant min_dim_variants[] = {
    {"function", "opforge::min"}, {"method", "Tensor::min"}, {"out", "opforge::min_out"},
};
constexpr std::string_view min_dim_promotion_operands[] = {"self"};
constexpr std::string_view min_dim_names_operands[] = {"self"};
constexpr std::string_view min_dim_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64", "float16", "bfloat16", "float32", "float64",
};
constexpr std::string_view min_dim_cuda_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64", "float16", "bfloat16", "float32", "float64",
};
constexpr std::string_view min_dim_devices[] = {"cpu", "cuda", "meta"};
constexpr std::string_view min_dim_derivatives[] = {
    "self: value_selecting_backward(grad, sizes(self), dim, indices, keepdim)",
};
constexpr CatalogVariant min_names_dim_variants[] = {
    {"function", "opforge::min"}, {"method", "Tensor::min"}, {"out", "opforge::min_out"},
};
constexpr std::string_view min_names_dim_promotion_operands[] = {"self"};
constexpr std::string_view min_names_dim_names_operands[] = {"self"};
constexpr std::string_view min_names_dim_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64", "float16", "bfloat16", "float32", "float64",
};
constexpr std::string_view min_names_dim_cuda_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64", "float16", "bfloat16", "float32", "float64",
};
constexpr std::string_view min_names_dim_devices[] = {"cpu", "cuda", "meta"};
constexpr std::string_view min_names_dim_derivatives[] = {
    "self: value_selecting_backward(grad, sizes(self), dim, indices, keepdim)",
};
constexpr CatalogVariant argmax_variants[] = {
    {"function", "opforge::argmax"}, {"method", "Tensor::argmax"}, {"out", "opforge::argmax_out"},
};
constexpr std::string_view argmax_promotion_operands[] = {"self"};
constexpr std::string_view argmax_dtypes[] = {
    "uint8", "int8", "int16", "int32", "int64", "float16", "bfloat16", "float32", "float64",
};
constexpr std::string_view argmax_cuda_dtypes[] = {
    "uint8", "int8", "int16", "int32", "int64", "float16", "bfloat16", "float32", "float64",
};
constexpr std::string_view argmax_devices[] = {"cpu", "cuda", "meta"};
constexpr std::string_view argmax_derivatives[] = {"never_differentiable"};
constexpr CatalogVariant argmin_variants[] = {
    {"function", "opforge::argmin"}, {"method", "Tensor::argmin"}, {"out", "opforge::argmin_out"},
};
constexpr std::string_view argmin_promotion_operands[] = {"self"};
constexpr std::string_view argmin_dtypes[] = {
    "uint8", "int8", "int16", "int32", "int64", "float16", "bfloat16", "float32", "float64",
};
constexpr std::string_view argmin_cuda_dtypes[] = {
    "uint8", "int8", "int16", "int32", "int64", "float16", "bfloat16", "float32", "float64",
};
constexpr std::string_view argmin_devices[] = {"cpu", "cuda", "meta"};
constexpr std::string_view argmin_derivatives[] = {"never_differentiable"};
constexpr CatalogVariant prod_variants[] = {
    {"function", "opforge::prod"}, {"method", "Tensor::prod"},
};
constexpr std::string_view prod_promotion_operands[] = {"self"};
constexpr std::string_view prod_names_operands[] = {"self"};
constexpr std::string_view prod_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64", "float32", "float64", "complex64",
    "complex128",
};
constexpr std::string_view prod_cuda_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64", "float32", "float64", "complex64",
    "complex128",
};
constexpr std::string_view prod_devices[] = {"cpu", "cuda", "meta"};
constexpr std::string_view prod_derivatives[] = {"self: prod_backward(unreduce(grad), self)"};
constexpr CatalogVariant prod_dim_int_variants[] = {
    {"function", "opforge::prod"}, {"method", "Tensor::prod"}, {"out", "opforge::prod_out"},
};
constexpr std::string_view prod_dim_int_promotion_operands[] = {"self"};
constexpr std::string_view prod_dim_int_names_operands[] = {"self"};
constexpr std::string_view prod_dim_int_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64", "float32", "float64", "complex64",
    "complex128",
};
constexpr std::string_view prod_dim_int_cuda_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64", "float32", "float64", "complex64",
    "complex128",
};
constexpr std::string_view prod_dim_int_devices[] = {"cpu", "cuda", "meta"};
constexpr std::string_view prod_dim_int_derivatives[] = {
    "self: prod_dim_backward(unreduce(grad), self, dim)",
};
constexpr CatalogVariant prod_dim_Dimname_variants[] = {
    {"function", "opforge::prod"}, {"method", "Tensor::prod"}, {"out", "opforge::prod_out"},
};
constexpr std::string_view prod_dim_Dimname_promotion_operands[] = {"self"};
constexpr std::string_view prod_dim_Dimname_names_operands[] = {"self"};
constexpr std::string_view prod_dim_Dimname_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64", "float32", "float64", "complex64",
    "complex128",
};
constexpr std::string_view prod_dim_Dimname_cuda_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64", "float32", "float64", "complex64",
    "complex128",
};
constexpr std::string_view prod_dim_Dimname_devices[] = {"cpu", "cuda", "meta"};
constexpr std::string_view prod_dim_Dimname_derivatives[] = {
    "self: prod_dim_backward(unreduce(grad), self, dim)",
};
constexpr CatalogVariant all_variants[] = {
    {"function", "opforge::all"}, {"method", "Tensor::all"}, {"out", "opforge::all_out"},
};
constexpr std::string_view all_promotion_operands[] = {"self"};
constexpr std::string_view all_names_operands[] = {"self"};
constexpr std::string_view all_dtypes[] = {"bool", "uint8"};
constexpr std::string_view all_cuda_dtypes[] = {"bool", "uint8"};
constexpr std::string_view all_devices[] = {"cpu", "cuda", "meta"};
constexpr std::string_view all_derivatives[] = {"never_differentiable"};
constexpr CatalogVariant all_dim_variants[] = {
    {"function", "opforge::all"}, {"method", "Tensor::all"}, {"out", "opforge::all_out"},
};
constexpr std::string_view all_dim_promotion_operands[] = {"self"};
constexpr std::string_view all_dim_dtypes[] = {"bool", "uint8"};
constexpr std::string_view all_dim_cuda_dtypes[] = {"bool", "uint8"};
constexpr std::string_view all_dim_devices[] = {"cpu", "cuda", "meta"};
constexpr std::string_view all_dim_derivatives[] = {"never_differentiable"};
constexpr CatalogVariant all_dimname_variants[] = {
    {"function", "opforge::all"}, {"method", "Tensor::all"}, {"out", "opforge::all_out"},
};
constexpr std::string_view all_dimname_dtypes[] = {"bool", "uint8"};
constexpr std::string_view all_dimname_cuda_dtypes[] = {"bool", "uint8"};
constexpr std::string_view all_dimname_devices[] = {"cpu", "cuda", "meta"};
constexpr std::string_view all_dimname_derivatives[] = {"not_differentiable"};
constexpr CatalogVariant any_variants[] = {
    {"function", "opforge::any"}, {"method", "Tensor::any"}, {"out", "opforge::any_out"},
};
constexpr std::string_view any_promotion_operands[] = {"self"};
constexpr std::string_view any_names_operands[] = {"self"};
constexpr std::string_view any_dtypes[] = {"bool", "uint8"};
constexpr std::string_view any_cuda_dtypes[] = {"bool", "uint8"};
constexpr std::string_view any_devices[] = {"cpu", "cuda", "meta"};
constexpr std::string_view any_derivatives[] = {"never_differentiable"};
constexpr CatalogVariant any_dim_variants[] = {
    {"function", "opforge::any"}, {"method", "Tensor::any"}, {"out", "opforge::any_out"},
};
constexpr std::string_view any_dim_promotion_operands[] = {"self"};
constexpr std::string_view any_dim_dtypes[] = {"bool", "uint8"};
constexpr std::string_view any_dim_cuda_dtypes[] = {"bool", "uint8"};
constexpr std::string_view any_dim_devices[] = {"cpu", "cuda", "meta"};
constexpr std::string_view any_dim_derivatives[] = {"never_differentiable"};
constexpr CatalogVariant any_dimname_variants[] = {
    {"function", "opforge::any"}, {"method", "Tensor::any"}, {"out", "opforge::any_out"},
};
constexpr std::string_view any_dimname_dtypes[] = {"bool", "uint8"};
constexpr std::string_view any_dimname_cuda_dtypes[] = {"bool", "uint8"};
constexpr std::string_view any_dimname_devices[] = {"cpu", "cuda", "meta"};
constexpr std::string_view any_dimname_derivatives[] = {"not_differentiable"};
constexpr CatalogVariant amax_variants[] = {
    {"function", "opforge::amax"}, {"method", "Tensor::amax"}, {"out", "opforge::amax_out"},
};
constexpr std::string_view amax_promotion_operands[] = {"self"};
constexpr std::string_view amax_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64", "float16", "bfloat16", "float32", "float64",
};
constexpr std::string_view amax_cuda_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64", "float16", "bfloat16", "float32", "float64",
};
constexpr std::string_view amax_devices[] = {"cpu", "cuda", "meta"};
constexpr std::string_view amax_derivatives[] = {
    "self: unreduce(grad / reduced_sum(self == unreduce(result))) * (self == unreduce(result))",
};
constexpr CatalogVariant amin_variants[] = {
    {"function", "opforge::amin"}, {"method", "Tensor::amin"}, {"out", "opforge::amin_out"},
};
constexpr std::string_view amin_promotion_operands[] = {"self"};
constexpr std::string_view amin_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64", "float16", "bfloat16", "float32", "float64",
};
constexpr std::string_view amin_cuda_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64", "float16", "bfloat16", "float32", "float64",
};
constexpr std::string_view amin_devices[] = {"cpu", "cuda", "meta"};
constexpr std::string_view amin_derivatives[] = {
    "self: unreduce(grad / reduced_sum(self == unreduce(result))) * (self == unreduce(result))",
};
constexpr CatalogVariant nansum_variants[] = {
    {"function", "opforge::nansum"}, {"method", "Tensor::nansum"}, {"out", "opforge::nansum_out"},
};
constexpr std::string_view nansum_r0_c0_operands[] = {"self"};
constexpr std::string_view nansum_r0_c0_dtypes[] = {"complex64", "complex128"};
constexpr CatalogCondition nansum_r0_when[] = {{"all", nansum_r0_c0_operands, nansum_r0_c0_dtypes}};
constexpr std::string_view nansum_r0_variants[] = {"function", "method", "out"};
constexpr std::string_view nansum_r1_c0_operands[] = {"self"};
constexpr std::string_view nansum_r1_c0_dtypes[] = {"float16", "bfloat16", "float32", "float64"};
constexpr std::string_view nansum_r1_c1_operands[] = {"dtype"};
constexpr std::string_view nansum_r1_c1_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64", "uint16", "uint32", "uint64", "float16",
    "bfloat16", "float32", "float64", "complex32", "complex64", "complex128", "float8_e4m3fn",
    "float8_e5m2", "float8_e4m3fnuz", "float8_e5m2fnuz", "float8_e8m0fnu", "float4_e2m1fn_x2",
};
constexpr CatalogCondition nansum_r1_when[] = {
    {"all", nansum_r1_c0_operands, nansum_r1_c0_dtypes},
    {"all", nansum_r1_c1_operands, nansum_r1_c1_dtypes, "out"},
};
constexpr std::string_view nansum_r1_variants[] = {"out"};
constexpr std::string_view nansum_r2_c0_operands[] = {"self"};
constexpr std::string_view nansum_r2_c0_dtypes[] = {"float16", "bfloat16", "float32", "float64"};
constexpr std::string_view nansum_r2_c1_operands[] = {"dtype"};
constexpr std::string_view nansum_r2_c1_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64", "complex32", "complex64", "complex128",
};
constexpr CatalogCondition nansum_r2_when[] = {
    {"all", nansum_r2_c0_operands, nansum_r2_c0_dtypes},
    {"all", nansum_r2_c1_operands, nansum_r2_c1_dtypes},
};
constexpr std::string_view nansum_r2_variants[] = {"function", "method", "out"};
constexpr std::string_view nansum_r3_c0_operands[] = {"self"};
constexpr std::string_view nansum_r3_c0_dtypes[] = {"float16", "bfloat16", "float32", "float64"};
constexpr std::string_view nansum_r3_c1_operands[] = {"out"};
constexpr std::string_view nansum_r3_c1_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64", "complex32", "complex64", "complex128",
};
constexpr CatalogCondition nansum_r3_when[] = {
    {"all", nansum_r3_c0_operands, nansum_r3_c0_dtypes},
    {"all", nansum_r3_c1_operands, nansum_r3_c1_dtypes},
};
constexpr std::string_view nansum_r3_variants[] = {"out"};
constexpr std::string_view nansum_promotion_operands[] = {"self"};
constexpr std::string_view nansum_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64", "float16", "bfloat16", "float32", "float64",
};
constexpr std::string_view nansum_cuda_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64", "float16", "bfloat16", "float32", "float64",
};
constexpr std::string_view nansum_devices[] = {"cpu", "cuda", "meta"};
constexpr CatalogReject nansum_rejects[] = {
    {nansum_r0_when, nansum_r0_variants, "RuntimeError", "nansum does not support complex inputs"},
    {nansum_r1_when, nansum_r1_variants, "RuntimeError", "nansum: provided dtype must match dtype of result. Got {out} and {dtype}."},
    {nansum_r2_when, nansum_r2_variants, "NotImplementedError", "\"nansum_cpu\" not implemented for '{dtype}'"},
    {nansum_r3_when, nansum_r3_variants, "NotImplementedError", "\"nansum_cpu\" not implemented for '{out}'"},
};
constexpr std::string_view nansum_derivatives[] = {"self: unreduce(grad) * (self == self)"};
constexpr CatalogVariant logsumexp_variants[] = {
    {"function", "opforge::logsumexp"}, {"method", "Tensor::logsumexp"},
    {"out", "opforge::logsumexp_out"},
};
constexpr std::string_view logsumexp_names_operands[] = {"self"};
constexpr std::string_view logsumexp_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64", "float16", "bfloat16", "float32", "float64",
};
constexpr std::string_view logsumexp_cuda_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64", "float16", "bfloat16", "float32", "float64",
};
constexpr std::string_view logsumexp_devices[] = {"cpu", "cuda", "meta"};
constexpr std::string_view logsumexp_derivatives[] = {
    "self: logsumexp_backward(grad, self, result, dim, keepdim)",
};
constexpr CatalogVariant logsumexp_names_variants[] = {
    {"function", "opforge::logsumexp"}, {"method", "Tensor::logsumexp"},
    {"out", "opforge::logsumexp_out"},
};
constexpr std::string_view logsumexp_names_names_operands[] = {"self"};
constexpr std::string_view logsumexp_names_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64", "float16", "bfloat16", "float32", "float64",
};
constexpr std::string_view logsumexp_names_cuda_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64", "float16", "bfloat16", "float32", "float64",
};
constexpr std::string_view logsumexp_names_devices[] = {"cpu", "cuda", "meta"};
constexpr std::string_view logsumexp_names_derivatives[] = {
    "self: logsumexp_backward(grad, self, result, dim, keepdim)",
};
constexpr CatalogVariant count_nonzero_variants[] = {
    {"function", "opforge::count_nonzero"}, {"method", "Tensor::count_nonzero"},
};
constexpr std::string_view count_nonzero_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64", "float16", "bfloat16", "float32", "float64",
    "complex64", "complex128",
};
constexpr std::string_view count_nonzero_cuda_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64", "float16", "bfloat16", "float32", "float64",
    "complex64", "complex128",
};
constexpr std::string_view count_nonzero_devices[] = {"cpu", "cuda", "meta"};
constexpr std::string_view count_nonzero_derivatives[] = {"not_differentiable"};
constexpr CatalogVariant count_nonzero_dim_IntList_variants[] = {
    {"function", "opforge::count_nonzero"}, {"method", "Tensor::count_nonzero"},
};
constexpr std::string_view count_nonzero_dim_IntList_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64", "float16", "bfloat16", "float32", "float64",
    "complex64", "complex128",
};
constexpr std::string_view count_nonzero_dim_IntList_cuda_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64", "float16", "bfloat16", "float32", "float64",
    "complex64", "complex128",
};
constexpr std::string_view count_nonzero_dim_IntList_devices[] = {"cpu", "cuda", "meta"};
constexpr std::string_view count_nonzero_dim_IntList_derivatives[] = {"not_differentiable"};
constexpr CatalogVariant nanmean_variants[] = {
    {"function", "opforge::nanmean"}, {"method", "Tensor::nanmean"},
    {"out", "opforge::nanmean_out"},
};
constexpr std::string_view nanmean_r0_c0_operands[] = {"self"};
constexpr std::string_view nanmean_r0_c0_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64", "complex32", "complex64", "complex128",
};
constexpr CatalogCondition nanmean_r0_when[] = {
    {"all", nanmean_r0_c0_operands, nanmean_r0_c0_dtypes},
};
constexpr std::string_view nanmean_r0_variants[] = {"function", "method", "out"};
constexpr std::string_view nanmean_dtypes[] = {"float16", "bfloat16", "float32", "float64"};
constexpr std::string_view nanmean_cuda_dtypes[] = {"float16", "bfloat16", "float32", "float64"};
constexpr std::string_view nanmean_devices[] = {"cpu", "cuda", "meta"};
constexpr CatalogReject nanmean_rejects[] = {
    {nanmean_r0_when, nanmean_r0_variants, "RuntimeError", "nanmean(): expected input to have floating point dtype but got {self}"},
};
constexpr std::string_view nanmean_derivatives[] = {
    "self: nanmean_backward(grad, self, dim, keepdim)",
};
constexpr CatalogVariant norm_Scalar_variants[] = {
    {"function", "opforge::norm"}, {"method", "Tensor::norm"},
};
constexpr std::string_view norm_Scalar_dtypes[] = {
    "float16", "bfloat16", "float32", "float64", "complex64", "complex128",
};
constexpr std::string_view norm_Scalar_cuda_dtypes[] = {
    "float16", "bfloat16", "float32", "float64", "complex64", "complex128",
};
constexpr std::string_view norm_Scalar_devices[] = {"cpu", "cuda", "meta"};
constexpr std::string_view norm_Scalar_derivatives[] = {
    "self: norm_backward(grad, self, p, result)",
};
constexpr CatalogVariant norm_ScalarOpt_dtype_variants[] = {
    {"function", "opforge::norm"}, {"method", "Tensor::norm"},
};
constexpr std::string_view norm_ScalarOpt_dtype_dtypes[] = {
    "float16", "bfloat16", "float32", "float64", "complex64", "complex128",
};
constexpr std::string_view norm_ScalarOpt_dtype_cuda_dtypes[] = {
    "float16", "bfloat16", "float32", "float64", "complex64", "complex128",
};
constexpr std::string_view norm_ScalarOpt_dtype_devices[] = {"cpu", "cuda", "meta"};
constexpr std::string_view norm_ScalarOpt_dtype_derivatives[] = {
    "self: norm_backward(grad, real(self), p, result)",
};
constexpr CatalogVariant norm_ScalarOpt_dim_variants[] = {
    {"function", "opforge::norm"}, {"method", "Tensor::norm"}, {"out", "opforge::norm_out"},
};
constexpr std::string_view norm_ScalarOpt_dim_dtypes[] = {
    "float16", "bfloat16", "float32", "float64", "complex64", "complex128",
};
constexpr std::string_view norm_ScalarOpt_dim_cuda_dtypes[] = {
    "float16", "bfloat16", "float32", "float64", "complex64", "complex128",
};
constexpr std::string_view norm_ScalarOpt_dim_devices[] = {"cpu", "cuda", "meta"};
constexpr std::string_view norm_ScalarOpt_dim_derivatives[] = {
    "self: norm_dim_backward(grad, self, p, result, dim, keepdim)",
};
constexpr CatalogVariant norm_ScalarOpt_dim_dtype_variants[] = {
    {"function", "opforge::norm"}, {"method", "Tensor::norm"}, {"out", "opforge::norm_out"},
};
constexpr std::string_view norm_ScalarOpt_dim_dtype_dtypes[] = {
    "float16", "bfloat16", "float32", "float64", "complex64", "complex128",
};
constexpr std::string_view norm_ScalarOpt_dim_dtype_cuda_dtypes[] = {
    "float16", "bfloat16", "float32", "float64", "complex64", "complex128",
};
constexpr std::string_view norm_ScalarOpt_dim_dtype_devices[] = {"cpu", "cuda", "meta"};
constexpr std::string_view norm_ScalarOpt_dim_dtype_derivatives[] = {
    "self: norm_dim_backward(grad, real(self), p, result, dim, keepdim)",
};
constexpr CatalogVariant norm_names_ScalarOpt_dim_variants[] = {
    {"function", "opforge::norm"}, {"method", "Tensor::norm"}, {"out", "opforge::norm_out"},
};
constexpr std::string_view norm_names_ScalarOpt_dim_dtypes[] = {
    "float16", "bfloat16", "float32", "float64", "complex64", "complex128",
};
constexpr std::string_view norm_names_ScalarOpt_dim_cuda_dtypes[] = {
    "float16", "bfloat16", "float32", "float64", "complex64", "complex128",
};
constexpr std::string_view norm_names_ScalarOpt_dim_devices[] = {"cpu", "cuda", "meta"};
constexpr std::string_view norm_names_ScalarOpt_dim_derivatives[] = {"not_differentiable"};
constexpr CatalogVariant norm_names_ScalarOpt_dim_dtype_variants[] = {
    {"function", "opforge::norm"}, {"method", "Tensor::norm"}, {"out", "opforge::norm_out"},
};
constexpr std::string_view norm_names_ScalarOpt_dim_dtype_dtypes[] = {
    "float16", "bfloat16", "float32", "float64", "complex64", "complex128",
};
constexpr std::string_view norm_names_ScalarOpt_dim_dtype_cuda_dtypes[] = {
    "float16", "bfloat16", "float32", "float64", "complex64", "complex128",
};
constexpr std::string_view norm_names_ScalarOpt_dim_dtype_devices[] = {"cpu", "cuda", "meta"};
constexpr std::string_view norm_names_ScalarOpt_dim_dtype_derivatives[] = {"not_differentiable"};
constexpr CatalogVariant var_variants[] = {{"function", "opforge::var"}, {"method", "Tensor::var"}};
constexpr std::string_view var_r0_c0_operands[] = {"self"};
constexpr std::string_view var_r0_c0_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64",
};
constexpr CatalogCondition var_r0_when[] = {{"all", var_r0_c0_operands, var_r0_c0_dtypes}};
constexpr std::string_view var_r0_variants[] = {"function", "method"};
constexpr std::string_view var_promotion_operands[] = {"self"};
constexpr std::string_view var_names_operands[] = {"self"};
constexpr std::string_view var_dtypes[] = {
    "float16", "bfloat16", "float32", "float64", "complex64", "complex128",
};
constexpr std::string_view var_cuda_dtypes[] = {
    "float16", "bfloat16", "float32", "float64", "complex64", "complex128",
};
constexpr std::string_view var_devices[] = {"cpu", "cuda", "meta"};
constexpr CatalogReject var_rejects[] = {
    {var_r0_when, var_r0_variants, "RuntimeError", "std and var only support floating point and complex dtypes"},
};
constexpr std::string_view var_derivatives[] = {
    "self: unreduce(grad) * (self - unreduce(reduced_sum(self) / reduced_count())) * (2 / (reduced_count() - correction()))",
};
constexpr CatalogVariant var_dim_variants[] = {
    {"function", "opforge::var"}, {"method", "Tensor::var"}, {"out", "opforge::var_out"},
};
constexpr std::string_view var_dim_r0_c0_operands[] = {"self"};
constexpr std::string_view var_dim_r0_c0_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64",
};
constexpr CatalogCondition var_dim_r0_when[] = {
    {"all", var_dim_r0_c0_operands, var_dim_r0_c0_dtypes},
};
constexpr std::string_view var_dim_r0_variants[] = {"function", "method", "out"};
constexpr std::string_view var_dim_promotion_operands[] = {"self"};
constexpr std::string_view var_dim_names_operands[] = {"self"};
constexpr std::string_view var_dim_dtypes[] = {
    "float16", "bfloat16", "float32", "float64", "complex64", "complex128",
};
constexpr std::string_view var_dim_cuda_dtypes[] = {
    "float16", "bfloat16", "float32", "float64", "complex64", "complex128",
};
constexpr std::string_view var_dim_devices[] = {"cpu", "cuda", "meta"};
constexpr CatalogReject var_dim_rejects[] = {
    {var_dim_r0_when, var_dim_r0_variants, "RuntimeError", "std and var only support floating point and complex dtypes"},
};
constexpr std::string_view var_dim_derivatives[] = {
    "self: unreduce(grad) * (self - unreduce(reduced_sum(self) / reduced_count())) * (2 / (reduced_count() - correction()))",
};
constexpr CatalogVariant var_correction_variants[] = {
    {"function", "opforge::var"}, {"method", "Tensor::var"}, {"out", "opforge::var_out"},
};
constexpr std::string_view var_correction_r0_c0_operands[] = {"self"};
constexpr std::string_view var_correction_r0_c0_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64",
};
constexpr CatalogCondition var_correction_r0_when[] = {
    {"all", var_correction_r0_c0_operands, var_correction_r0_c0_dtypes},
};
constexpr std::string_view var_correction_r0_variants[] = {"function", "method", "out"};
constexpr std::string_view var_correction_promotion_operands[] = {"self"};
constexpr std::string_view var_correction_names_operands[] = {"self"};
constexpr std::string_view var_correction_dtypes[] = {
    "float16", "bfloat16", "float32", "float64", "complex64", "complex128",
};
constexpr std::string_view var_correction_cuda_dtypes[] = {
    "float16", "bfloat16", "float32", "float64", "complex64", "complex128",
};
constexpr std::string_view var_correction_devices[] = {"cpu", "cuda", "meta"};
constexpr CatalogReject var_correction_rejects[] = {
    {var_correction_r0_when, var_correction_r0_variants, "RuntimeError", "std and var only support floating point and complex dtypes"},
};
constexpr std::string_view var_correction_derivatives[] = {
    "self: unreduce(grad) * (self - unreduce(reduced_sum(self) / reduced_count())) * (2 / (reduced_count() - correction()))",
};
constexpr CatalogVariant var_names_dim_variants[] = {
    {"function", "opforge::var"}, {"method", "Tensor::var"}, {"out", "opforge::var_out"},
};
constexpr std::string_view var_names_dim_r0_c0_operands[] = {"self"};
constexpr std::string_view var_names_dim_r0_c0_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64",
};
constexpr CatalogCondition var_names_dim_r0_when[] = {
    {"all", var_names_dim_r0_c0_operands, var_names_dim_r0_c0_dtypes},
};
constexpr std::string_view var_names_dim_r0_variants[] = {"function", "method", "out"};
constexpr std::string_view var_names_dim_promotion_operands[] = {"self"};
constexpr std::string_view var_names_dim_names_operands[] = {"self"};
constexpr std::string_view var_names_dim_dtypes[] = {
    "float16", "bfloat16", "float32", "float64", "complex64", "complex128",
};
constexpr std::string_view var_names_dim_cuda_dtypes[] = {
    "float16", "bfloat16", "float32", "float64", "complex64", "complex128",
};
constexpr std::string_view var_names_dim_devices[] = {"cpu", "cuda", "meta"};
constexpr CatalogReject var_names_dim_rejects[] = {
    {var_names_dim_r0_when, var_names_dim_r0_variants, "RuntimeError", "std and var only support floating point and complex dtypes"},
};
constexpr std::string_view var_names_dim_derivatives[] = {
    "self: unreduce(grad) * (self - unreduce(reduced_sum(self) / reduced_count())) * (2 / (reduced_count() - correction()))",
};
constexpr CatalogVariant var_correction_names_variants[] = {
    {"function", "opforge::var"}, {"method", "Tensor::var"}, {"out", "opforge::var_out"},
};
constexpr std::string_view var_correction_names_r0_c0_operands[] = {"self"};
constexpr std::string_view var_correction_names_r0_c0_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64",
};
constexpr CatalogCondition var_correction_names_r0_when[] = {
    {"all", var_correction_names_r0_c0_operands, var_correction_names_r0_c0_dtypes},
};
constexpr std::string_view var_correction_names_r0_variants[] = {"function", "method", "out"};
constexpr std::string_view var_correction_names_promotion_operands[] = {"self"};
constexpr std::string_view var_correction_names_names_operands[] = {"self"};
constexpr std::string_view var_correction_names_dtypes[] = {
    "float16", "bfloat16", "float32", "float64", "complex64", "complex128",
};
constexpr std::string_view var_correction_names_cuda_dtypes[] = {
    "float16", "bfloat16", "float32", "float64", "complex64", "complex128",
};
constexpr std::string_view var_correction_names_devices[] = {"cpu", "cuda", "meta"};
constexpr CatalogReject var_correction_names_rejects[] = {
    {var_correction_names_r0_when, var_correction_names_r0_variants, "RuntimeError", "std and var only support floating point and complex dtypes"},
};
constexpr std::string_view var_correction_names_derivatives[] = {
    "self: unreduce(grad) * (self - unreduce(reduced_sum(self) / reduced_count())) * (2 / (reduced_count() - correction()))",
};
constexpr CatalogVariant std_variants[] = {{"function", "opforge::std"}, {"method", "Tensor::std"}};
constexpr std::string_view std_r0_c0_operands[] = {"self"};
constexpr std::string_view std_r0_c0_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64",
};
constexpr CatalogCondition std_r0_when[] = {{"all", std_r0_c0_operands, std_r0_c0_dtypes}};
constexpr std::string_view std_r0_variants[] = {"function", "method"};
constexpr std::string_view std_promotion_operands[] = {"self"};
constexpr std::string_view std_names_operands[] = {"self"};
constexpr std::string_view std_dtypes[] = {
    "float16", "bfloat16", "float32", "float64", "complex64", "complex128",
};
constexpr std::string_view std_cuda_dtypes[] = {
    "float16", "bfloat16", "float32", "float64", "complex64", "complex128",
};
constexpr std::string_view std_devices[] = {"cpu", "cuda", "meta"};
constexpr CatalogReject std_rejects[] = {
    {std_r0_when, std_r0_variants, "RuntimeError", "std and var only support floating point and complex dtypes"},
};
constexpr std::string_view std_derivatives[] = {
    "self: unreduce(result == 0 ? 0 : grad / result) * (self - unreduce(reduced_sum(self) / reduced_count())) / (reduced_count() - correction())",
};
constexpr CatalogVariant std_dim_variants[] = {
    {"function", "opforge::std"}, {"method", "Tensor::std"}, {"out", "opforge::std_out"},
};
constexpr std::string_view std_dim_r0_c0_operands[] = {"self"};
constexpr std::string_view std_dim_r0_c0_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64",
};
constexpr CatalogCondition std_dim_r0_when[] = {
    {"all", std_dim_r0_c0_operands, std_dim_r0_c0_dtypes},
};
constexpr std::string_view std_dim_r0_variants[] = {"function", "method", "out"};
constexpr std::string_view std_dim_promotion_operands[] = {"self"};
constexpr std::string_view std_dim_names_operands[] = {"self"};
constexpr std::string_view std_dim_dtypes[] = {
    "float16", "bfloat16", "float32", "float64", "complex64", "complex128",
};
constexpr std::string_view std_dim_cuda_dtypes[] = {
    "float16", "bfloat16", "float32", "float64", "complex64", "complex128",
};
constexpr std::string_view std_dim_devices[] = {"cpu", "cuda", "meta"};
constexpr CatalogReject std_dim_rejects[] = {
    {std_dim_r0_when, std_dim_r0_variants, "RuntimeError", "std and var only support floating point and complex dtypes"},
};
constexpr std::string_view std_dim_derivatives[] = {
    "self: unreduce(result == 0 ? 0 : grad / result) * (self - unreduce(reduced_sum(self) / reduced_count())) / (reduced_count() - correction())",
};
constexpr CatalogVariant std_correction_variants[] = {
    {"function", "opforge::std"}, {"method", "Tensor::std"}, {"out", "opforge::std_out"},
};
constexpr std::string_view std_correction_r0_c0_operands[] = {"self"};
constexpr std::string_view std_correction_r0_c0_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64",
};
constexpr CatalogCondition std_correction_r0_when[] = {
    {"all", std_correction_r0_c0_operands, std_correction_r0_c0_dtypes},
};
constexpr std::string_view std_correction_r0_variants[] = {"function", "method", "out"};
constexpr std::string_view std_correction_promotion_operands[] = {"self"};
constexpr std::string_view std_correction_names_operands[] = {"self"};
constexpr std::string_view std_correction_dtypes[] = {
    "float16", "bfloat16", "float32", "float64", "complex64", "complex128",
};
constexpr std::string_view std_correction_cuda_dtypes[] = {
    "float16", "bfloat16", "float32", "float64", "complex64", "complex128",
};
constexpr std::string_view std_correction_devices[] = {"cpu", "cuda", "meta"};
constexpr CatalogReject std_correction_rejects[] = {
    {std_correction_r0_when, std_correction_r0_variants, "RuntimeError", "std and var only support floating point and complex dtypes"},
};
constexpr std::string_view std_correction_derivatives[] = {
    "self: unreduce(result == 0 ? 0 : grad / result) * (self - unreduce(reduced_sum(self) / reduced_count())) / (reduced_count() - correction())",
};
constexpr CatalogVariant std_names_dim_variants[] = {
    {"function", "opforge::std"}, {"method", "Tensor::std"}, {"out", "opforge::std_out"},
};
constexpr std::string_view std_names_dim_r0_c0_operands[] = {"self"};
constexpr std::string_view std_names_dim_r0_c0_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64",
};
constexpr CatalogCondition std_names_dim_r0_when[] = {
    {"all", std_names_dim_r0_c0_operands, std_names_dim_r0_c0_dtypes},
};
constexpr std::string_view std_names_dim_r0_variants[] = {"function", "method", "out"};
constexpr std::string_view std_names_dim_promotion_operands[] = {"self"};
constexpr std::string_view std_names_dim_names_operands[] = {"self"};
constexpr std::string_view std_names_dim_dtypes[] = {
    "float16", "bfloat16", "float32", "float64", "complex64", "complex128",
};
constexpr std::string_view std_names_dim_cuda_dtypes[] = {
    "float16", "bfloat16", "float32", "float64", "complex64", "complex128",
};
constexpr std::string_view std_names_dim_devices[] = {"cpu", "cuda", "meta"};
constexpr CatalogReject std_names_dim_rejects[] = {
    {std_names_dim_r0_when, std_names_dim_r0_variants, "RuntimeError", "std and var only support floating point and complex dtypes"},
};
constexpr std::string_view std_names_dim_derivatives[] = {
    "self: unreduce(result == 0 ? 0 : grad / result) * (self - unreduce(reduced_sum(self) / reduced_count())) / (reduced_count() - correction())",
};
constexpr CatalogVariant std_correction_names_variants[] = {
    {"function", "opforge::std"}, {"method", "Tensor::std"}, {"out", "opforge::std_out"},
};
constexpr std::string_view std_correction_names_r0_c0_operands[] = {"self"};
constexpr std::string_view std_correction_names_r0_c0_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64",
};
constexpr CatalogCondition std_correction_names_r0_when[] = {
    {"all", std_correction_names_r0_c0_operands, std_correction_names_r0_c0_dtypes},
};
constexpr std::string_view std_correction_names_r0_variants[] = {"function", "method", "out"};
constexpr std::string_view std_correction_names_promotion_operands[] = {"self"};
constexpr std::string_view std_correction_names_names_operands[] = {"self"};
constexpr std::string_view std_correction_names_dtypes[] = {
    "float16", "bfloat16", "float32", "float64", "complex64", "complex128",
};
constexpr std::string_view std_correction_names_cuda_dtypes[] = {
    "float16", "bfloat16", "float32", "float64", "complex64", "complex128",
};
constexpr std::string_view std_correction_names_devices[] = {"cpu", "cuda", "meta"};
constexpr CatalogReject std_correction_names_rejects[] = {
    {std_correction_names_r0_when, std_correction_names_r0_variants, "RuntimeError", "std and var only support floating point and complex dtypes"},
};
constexpr std::string_view std_correction_names_derivatives[] = {
    "self: unreduce(result == 0 ? 0 : grad / result) * (self - unreduce(reduced_sum(self) / reduced_count())) / (reduced_count() - correction())",
};
constexpr CatalogVariant var_mean_variants[] = {{"function", "opforge::var_mean"}};
constexpr std::string_view var_mean_r0_c0_operands[] = {"self"};
constexpr std::string_view var_mean_r0_c0_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64",
};
constexpr CatalogCondition var_mean_r0_when[] = {
    {"all", var_mean_r0_c0_operands, var_mean_r0_c0_dtypes},
};
constexpr std::string_view var_mean_r0_variants[] = {"function"};
constexpr std::string_view var_mean_promotion_operands[] = {"self"};
constexpr std::string_view var_mean_names_operands[] = {"self"};
constexpr std::string_view var_mean_dtypes[] = {
    "float16", "bfloat16", "float32", "float64", "complex64", "complex128",
};
constexpr std::string_view var_mean_cuda_dtypes[] = {
    "float16", "bfloat16", "float32", "float64", "complex64", "complex128",
};
constexpr std::string_view var_mean_devices[] = {"cpu", "cuda", "meta"};
constexpr CatalogReject var_mean_rejects[] = {
    {var_mean_r0_when, var_mean_r0_variants, "RuntimeError", "var_mean only support floating point and complex dtypes"},
};
constexpr std::string_view var_mean_derivatives[] = {
    "self: unreduce(grad) * (self - unreduce(reduced_sum(self) / reduced_count())) * (2 / (reduced_count() - correction())) + unreduce(grad1) / reduced_count()",
};
constexpr CatalogVariant var_mean_dim_variants[] = {{"function", "opforge::var_mean"}};
constexpr std::string_view var_mean_dim_r0_c0_operands[] = {"self"};
constexpr std::string_view var_mean_dim_r0_c0_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64",
};
constexpr CatalogCondition var_mean_dim_r0_when[] = {
    {"all", var_mean_dim_r0_c0_operands, var_mean_dim_r0_c0_dtypes},
};
constexpr std::string_view var_mean_dim_r0_variants[] = {"function"};
constexpr std::string_view var_mean_dim_promotion_operands[] = {"self"};
constexpr std::string_view var_mean_dim_names_operands[] = {"self"};
constexpr std::string_view var_mean_dim_dtypes[] = {
    "float16", "bfloat16", "float32", "float64", "complex64", "complex128",
};
constexpr std::string_view var_mean_dim_cuda_dtypes[] = {
    "float16", "bfloat16", "float32", "float64", "complex64", "complex128",
};
constexpr std::string_view var_mean_dim_devices[] = {"cpu", "cuda", "meta"};
constexpr CatalogReject var_mean_dim_rejects[] = {
    {var_mean_dim_r0_when, var_mean_dim_r0_variants, "RuntimeError", "var_mean only support floating point and complex dtypes"},
};
constexpr std::string_view var_mean_dim_derivatives[] = {
    "self: unreduce(grad) * (self - unreduce(reduced_sum(self) / reduced_count())) * (2 / (reduced_count() - correction())) + unreduce(grad1) / reduced_count()",
};
constexpr CatalogVariant var_mean_correction_variants[] = {
    {"function", "opforge::var_mean"}, {"out", "opforge::var_mean_out"},
};
constexpr std::string_view var_mean_correction_r0_c0_operands[] = {"self"};
constexpr std::string_view var_mean_correction_r0_c0_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64",
};
constexpr CatalogCondition var_mean_correction_r0_when[] = {
    {"all", var_mean_correction_r0_c0_operands, var_mean_correction_r0_c0_dtypes},
};
constexpr std::string_view var_mean_correction_r0_variants[] = {"function", "out"};
constexpr std::string_view var_mean_correction_promotion_operands[] = {"self"};
constexpr std::string_view var_mean_correction_names_operands[] = {"self"};
constexpr std::string_view var_mean_correction_dtypes[] = {
    "float16", "bfloat16", "float32", "float64", "complex64", "complex128",
};
constexpr std::string_view var_mean_correction_cuda_dtypes[] = {
    "float16", "bfloat16", "float32", "float64", "complex64", "complex128",
};
constexpr std::string_view var_mean_correction_devices[] = {"cpu", "cuda", "meta"};
constexpr CatalogReject var_mean_correction_rejects[] = {
    {var_mean_correction_r0_when, var_mean_correction_r0_variants, "RuntimeError", "var_mean only support floating point and complex dtypes"},
};
constexpr std::string_view var_mean_correction_derivatives[] = {
    "self: unreduce(grad) * (self - unreduce(reduced_sum(self) / reduced_count())) * (2 / (reduced_count() - correction())) + unreduce(grad1) / reduced_count()",
};
constexpr CatalogVariant var_mean_names_dim_variants[] = {{"function", "opforge::var_mean"}};
constexpr std::string_view var_mean_names_dim_r0_c0_operands[] = {"self"};
constexpr std::string_view var_mean_names_dim_r0_c0_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64",
};
constexpr CatalogCondition var_mean_names_dim_r0_when[] = {
    {"all", var_mean_names_dim_r0_c0_operands, var_mean_names_dim_r0_c0_dtypes},
};
constexpr std::string_view var_mean_names_dim_r0_variants[] = {"function"};
constexpr std::string_view var_mean_names_dim_promotion_operands[] = {"self"};
constexpr std::string_view var_mean_names_dim_names_operands[] = {"self"};
constexpr std::string_view var_mean_names_dim_dtypes[] = {
    "float16", "bfloat16", "float32", "float64", "complex64", "complex128",
};
constexpr std::string_view var_mean_names_dim_cuda_dtypes[] = {
    "float16", "bfloat16", "float32", "float64", "complex64", "complex128",
};
constexpr std::string_view var_mean_names_dim_devices[] = {"cpu", "cuda", "meta"};
constexpr CatalogReject var_mean_names_dim_rejects[] = {
    {var_mean_names_dim_r0_when, var_mean_names_dim_r0_variants, "RuntimeError", "var_mean only support floating point and complex dtypes"},
};
constexpr std::string_view var_mean_names_dim_derivatives[] = {
    "self: unreduce(grad) * (self - unreduce(reduced_sum(self) / reduced_count())) * (2 / (reduced_count() - correction())) + unreduce(grad1) / reduced_count()",
};
constexpr CatalogVariant var_mean_correction_names_variants[] = {{"function", "opforge::var_mean"}};
constexpr std::string_view var_mean_correction_names_r0_c0_operands[] = {"self"};
constexpr std::string_view var_mean_correction_names_r0_c0_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64",
};
constexpr CatalogCondition var_mean_correction_names_r0_when[] = {
    {"all", var_mean_correction_names_r0_c0_operands, var_mean_correction_names_r0_c0_dtypes},
};
constexpr std::string_view var_mean_correction_names_r0_variants[] = {"function"};
constexpr std::string_view var_mean_correction_names_promotion_operands[] = {"self"};
constexpr std::string_view var_mean_correction_names_names_operands[] = {"self"};
constexpr std::string_view var_mean_correction_names_dtypes[] = {
    "float16", "bfloat16", "float32", "float64", "complex64", "complex128",
};
constexpr std::string_view var_mean_correction_names_cuda_dtypes[] = {
    "float16", "bfloat16", "float32", "float64", "complex64", "complex128",
};
constexpr std::string_view var_mean_correction_names_devices[] = {"cpu", "cuda", "meta"};
constexpr CatalogReject var_mean_correction_names_rejects[] = {
    {var_mean_correction_names_r0_when, var_mean_correction_names_r0_variants, "RuntimeError", "var_mean only support floating point and complex dtypes"},
};
constexpr std::string_view var_mean_correction_names_derivatives[] = {
    "self: unreduce(grad) * (self - unreduce(reduced_sum(self) / reduced_count())) * (2 / (reduced_count() - correction())) + unreduce(grad1) / reduced_count()",
};
constexpr CatalogVariant std_mean_variants[] = {{"function", "opforge::std_mean"}};
constexpr std::string_view std_mean_r0_c0_operands[] = {"self"};
constexpr std::string_view std_mean_r0_c0_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64",
};
constexpr CatalogCondition std_mean_r0_when[] = {
    {"all", std_mean_r0_c0_operands, std_mean_r0_c0_dtypes},
};
constexpr std::string_view std_mean_r0_variants[] = {"function"};
constexpr std::string_view std_mean_promotion_operands[] = {"self"};
constexpr std::string_view std_mean_names_operands[] = {"self"};
constexpr std::string_view std_mean_dtypes[] = {
    "float16", "bfloat16", "float32", "float64", "complex64", "complex128",
};
constexpr std::string_view std_mean_cuda_dtypes[] = {
    "float16", "bfloat16", "float32", "float64", "complex64", "complex128",
};
constexpr std::string_view std_mean_devices[] = {"cpu", "cuda", "meta"};
constexpr CatalogReject std_mean_rejects[] = {
    {std_mean_r0_when, std_mean_r0_variants, "RuntimeError", "std_mean only support floating point and complex dtypes"},
};
constexpr std::string_view std_mean_derivatives[] = {
    "self: unreduce(result == 0 ? 0 : grad / result) * (self - unreduce(reduced_sum(self) / reduced_count())) / (reduced_count() - correction()) + unreduce(grad1) / reduced_count()",
};
constexpr CatalogVariant std_mean_dim_variants[] = {{"function", "opforge::std_mean"}};
constexpr std::string_view std_mean_dim_r0_c0_operands[] = {"self"};
constexpr std::string_view std_mean_dim_r0_c0_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64",
};
constexpr CatalogCondition std_mean_dim_r0_when[] = {
    {"all", std_mean_dim_r0_c0_operands, std_mean_dim_r0_c0_dtypes},
};
constexpr std::string_view std_mean_dim_r0_variants[] = {"function"};
constexpr std::string_view std_mean_dim_promotion_operands[] = {"self"};
constexpr std::string_view std_mean_dim_names_operands[] = {"self"};
constexpr std::string_view std_mean_dim_dtypes[] = {
    "float16", "bfloat16", "float32", "float64", "complex64", "complex128",
};
constexpr std::string_view std_mean_dim_cuda_dtypes[] = {
    "float16", "bfloat16", "float32", "float64", "complex64", "complex128",
};
constexpr std::string_view std_mean_dim_devices[] = {"cpu", "cuda", "meta"};
constexpr CatalogReject std_mean_dim_rejects[] = {
    {std_mean_dim_r0_when, std_mean_dim_r0_variants, "RuntimeError", "std_mean only support floating point and complex dtypes"},
};
constexpr std::string_view std_mean_dim_derivatives[] = {
    "self: unreduce(result == 0 ? 0 : grad / result) * (self - unreduce(reduced_sum(self) / reduced_count())) / (reduced_count() - correction()) + unreduce(grad1) / reduced_count()",
};
constexpr CatalogVariant std_mean_correction_variants[] = {
    {"function", "opforge::std_mean"}, {"out", "opforge::std_mean_out"},
};
constexpr std::string_view std_mean_correction_r0_c0_operands[] = {"self"};
constexpr std::string_view std_mean_correction_r0_c0_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64",
};
constexpr CatalogCondition std_mean_correction_r0_when[] = {
    {"all", std_mean_correction_r0_c0_operands, std_mean_correction_r0_c0_dtypes},
};
constexpr std::string_view std_mean_correction_r0_variants[] = {"function", "out"};
constexpr std::string_view std_mean_correction_promotion_operands[] = {"self"};
constexpr std::string_view std_mean_correction_names_operands[] = {"self"};
constexpr std::string_view std_mean_correction_dtypes[] = {
    "float16", "bfloat16", "float32", "float64", "complex64", "complex128",
};
constexpr std::string_view std_mean_correction_cuda_dtypes[] = {
    "float16", "bfloat16", "float32", "float64", "complex64", "complex128",
};
constexpr std::string_view std_mean_correction_devices[] = {"cpu", "cuda", "meta"};
constexpr CatalogReject std_mean_correction_rejects[] = {
    {std_mean_correction_r0_when, std_mean_correction_r0_variants, "RuntimeError", "std_mean only support floating point and complex dtypes"},
};
constexpr std::string_view std_mean_correction_derivatives[] = {
    "self: unreduce(result == 0 ? 0 : grad / result) * (self - unreduce(reduced_sum(self) / reduced_count())) / (reduced_count() - correction()) + unreduce(grad1) / reduced_count()",
};
constexpr CatalogVariant std_mean_names_dim_variants[] = {{"function", "opforge::std_mean"}};
constexpr std::string_view std_mean_names_dim_r0_c0_operands[] = {"self"};
constexpr std::string_view std_mean_names_dim_r0_c0_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64",
};
constexpr CatalogCondition std_mean_names_dim_r0_when[] = {
    {"all", std_mean_names_dim_r0_c0_operands, std_mean_names_dim_r0_c0_dtypes},
};
constexpr std::string_view std_mean_names_dim_r0_variants[] = {"function"};
constexpr std::string_view std_mean_names_dim_promotion_operands[] = {"self"};
constexpr std::string_view std_mean_names_dim_names_operands[] = {"self"};
constexpr std::string_view std_mean_names_dim_dtypes[] = {
    "float16", "bfloat16", "float32", "float64", "complex64", "complex128",
};
constexpr std::string_view std_mean_names_dim_cuda_dtypes[] = {
    "float16", "bfloat16", "float32", "float64", "complex64", "complex128",
};
constexpr std::string_view std_mean_names_dim_devices[] = {"cpu", "cuda", "meta"};
constexpr CatalogReject std_mean_names_dim_rejects[] = {
    {std_mean_names_dim_r0_when, std_mean_names_dim_r0_variants, "RuntimeError", "std_mean only support floating point and complex dtypes"},
};
constexpr std::string_view std_mean_names_dim_derivatives[] = {
    "self: unreduce(result == 0 ? 0 : grad / result) * (self - unreduce(reduced_sum(self) / reduced_count())) / (reduced_count() - correction()) + unreduce(grad1) / reduced_count()",
};
constexpr CatalogVariant std_mean_correction_names_variants[] = {{"function", "opforge::std_mean"}};
constexpr std::string_view std_mean_correction_names_r0_c0_operands[] = {"self"};
constexpr std::string_view std_mean_correction_names_r0_c0_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64",
};
constexpr CatalogCondition std_mean_correction_names_r0_when[] = {
    {"all", std_mean_correction_names_r0_c0_operands, std_mean_correction_names_r0_c0_dtypes},
};
constexpr std::string_view std_mean_correction_names_r0_variants[] = {"function"};
constexpr std::string_view std_mean_correction_names_promotion_operands[] = {"self"};
constexpr std::string_view std_mean_correction_names_names_operands[] = {"self"};
constexpr std::string_view std_mean_correction_names_dtypes[] = {
    "float16", "bfloat16", "float32", "float64", "complex64", "complex128",
};
constexpr std::string_view std_mean_correction_names_cuda_dtypes[] = {
    "float16", "bfloat16", "float32", "float64", "complex64", "complex128",
};
constexpr std::string_view std_mean_correction_names_devices[] = {"cpu", "cuda", "meta"};
constexpr CatalogReject std_mean_correction_names_rejects[] = {
    {std_mean_correction_names_r0_when, std_mean_correction_names_r0_variants, "RuntimeError", "std_mean only support floating point and complex dtypes"},
};
constexpr std::string_view std_mean_correction_names_derivatives[] = {
    "self: unreduce(result == 0 ? 0 : grad / result) * (self - unreduce(reduced_sum(self) / reduced_count())) / (reduced_count() - correction()) + unreduce(grad1) / reduced_count()",
};
constexpr CatalogVariant cumsum_variants[] = {
    {"function", "opforge::cumsum"}, {"method", "Tensor::cumsum"}, {"inplace", "Tensor::cumsum_"},
    {"out", "opforge::cumsum_out"},
};
constexpr std::string_view cumsum_promotion_operands[] = {"self"};
constexpr std::string_view cumsum_names_operands[] = {"self"};
constexpr std::string_view cumsum_dtypes[] = {
    "uint8", "int8", "int16", "int32", "int64", "float16", "bfloat16", "float32", "float64",
    "complex64", "complex128",
};
constexpr std::string_view cumsum_cuda_dtypes[] = {
    "uint8", "int8", "int16", "int32", "int64", "float16", "bfloat16", "float32", "float64",
    "complex64", "complex128",
};
constexpr std::string_view cumsum_devices[] = {"cpu", "cuda", "meta"};
constexpr std::string_view cumsum_derivatives[] = {"self: cumsum_backward(grad, dim)"};
constexpr CatalogVariant cumsum_dimname_variants[] = {
    {"function", "opforge::cumsum"}, {"method", "Tensor::cumsum"}, {"inplace", "Tensor::cumsum_"},
    {"out", "opforge::cumsum_out"},
};
constexpr std::string_view cumsum_dimname_promotion_operands[] = {"self"};
constexpr std::string_view cumsum_dimname_names_operands[] = {"self"};
constexpr std::string_view cumsum_dimname_dtypes[] = {
    "uint8", "int8", "int16", "int32", "int64", "float16", "bfloat16", "float32", "float64",
    "complex64", "complex128",
};
constexpr std::string_view cumsum_dimname_cuda_dtypes[] = {
    "uint8", "int8", "int16", "int32", "int64", "float16", "bfloat16", "float32", "float64",
    "complex64", "complex128",
};
constexpr std::string_view cumsum_dimname_devices[] = {"cpu", "cuda", "meta"};
constexpr std::string_view cumsum_dimname_derivatives[] = {"self: cumsum_backward(grad, dim)"};
constexpr CatalogVariant cumprod_variants[] = {
    {"function", "opforge::cumprod"}, {"method", "Tensor::cumprod"},
    {"inplace", "Tensor::cumprod_"}, {"out", "opforge::cumprod_out"},
};
constexpr std::string_view cumprod_promotion_operands[] = {"self"};
constexpr std::string_view cumprod_names_operands[] = {"self"};
constexpr std::string_view cumprod_dtypes[] = {
    "uint8", "int8", "int16", "int32", "int64", "float16", "bfloat16", "float32", "float64",
    "complex64", "complex128",
};
constexpr std::string_view cumprod_cuda_dtypes[] = {
    "uint8", "int8", "int16", "int32", "int64", "float16", "bfloat16", "float32", "float64",
    "complex64", "complex128",
};
constexpr std::string_view cumprod_devices[] = {"cpu", "cuda", "meta"};
constexpr std::string_view cumprod_derivatives[] = {
    "self: cumprod_backward(grad, self, dim, result)",
};
constexpr CatalogVariant cumprod_dimname_variants[] = {
    {"function", "opforge::cumprod"}, {"method", "Tensor::cumprod"},
    {"inplace", "Tensor::cumprod_"}, {"out", "opforge::cumprod_out"},
};
constexpr std::string_view cumprod_dimname_promotion_operands[] = {"self"};
constexpr std::string_view cumprod_dimname_names_operands[] = {"self"};
constexpr std::string_view cumprod_dimname_dtypes[] = {
    "uint8", "int8", "int16", "int32", "int64", "float16", "bfloat16", "float32", "float64",
    "complex64", "complex128",
};
constexpr std::string_view cumprod_dimname_cuda_dtypes[] = {
    "uint8", "int8", "int16", "int32", "int64", "float16", "bfloat16", "float32", "float64",
    "complex64", "complex128",
};
constexpr std::string_view cumprod_dimname_devices[] = {"cpu", "cuda", "meta"};
constexpr std::string_view cumprod_dimname_derivatives[] = {
    "self: cumprod_backward(grad, self, dim, result)",
};
constexpr CatalogVariant cummax_variants[] = {
    {"function", "opforge::cummax"}, {"method", "Tensor::cummax"}, {"out", "opforge::cummax_out"},
};
constexpr std::string_view cummax_promotion_operands[] = {"self"};
constexpr std::string_view cummax_names_operands[] = {"self"};
constexpr std::string_view cummax_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64", "bfloat16", "float32", "float64",
};
constexpr std::string_view cummax_cuda_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64", "bfloat16", "float32", "float64",
};
constexpr std::string_view cummax_devices[] = {"cpu", "cuda", "meta"};
constexpr std::string_view cummax_derivatives[] = {
    "self: scatter_backward(grad, sizes(self), dim, indices)",
};
constexpr CatalogVariant cummax_dimname_variants[] = {
    {"function", "opforge::cummax"}, {"method", "Tensor::cummax"}, {"out", "opforge::cummax_out"},
};
constexpr std::string_view cummax_dimname_promotion_operands[] = {"self"};
constexpr std::string_view cummax_dimname_names_operands[] = {"self"};
constexpr std::string_view cummax_dimname_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64", "bfloat16", "float32", "float64",
};
constexpr std::string_view cummax_dimname_cuda_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64", "bfloat16", "float32", "float64",
};
constexpr std::string_view cummax_dimname_devices[] = {"cpu", "cuda", "meta"};
constexpr std::string_view cummax_dimname_derivatives[] = {
    "self: scatter_backward(grad, sizes(self), dim, indices)",
};
constexpr CatalogVariant cummin_variants[] = {
    {"function", "opforge::cummin"}, {"method", "Tensor::cummin"}, {"out", "opforge::cummin_out"},
};
constexpr std::string_view cummin_promotion_operands[] = {"self"};
constexpr std::string_view cummin_names_operands[] = {"self"};
constexpr std::string_view cummin_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64", "bfloat16", "float32", "float64",
};
constexpr std::string_view cummin_cuda_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64", "bfloat16", "float32", "float64",
};
constexpr std::string_view cummin_devices[] = {"cpu", "cuda", "meta"};
constexpr std::string_view cummin_derivatives[] = {
    "self: scatter_backward(grad, sizes(self), dim, indices)",
};
constexpr CatalogVariant cummin_dimname_variants[] = {
    {"function", "opforge::cummin"}, {"method", "Tensor::cummin"}, {"out", "opforge::cummin_out"},
};
constexpr std::string_view cummin_dimname_promotion_operands[] = {"self"};
constexpr std::string_view cummin_dimname_names_operands[] = {"self"};
constexpr std::string_view cummin_dimname_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64", "bfloat16", "float32", "float64",
};
constexpr std::string_view cummin_dimname_cuda_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64", "bfloat16", "float32", "float64",
};
constexpr std::string_view cummin_dimname_devices[] = {"cpu", "cuda", "meta"};
constexpr std::string_view cummin_dimname_derivatives[] = {
    "self: scatter_backward(grad, sizes(self), dim, indices)",
};
constexpr CatalogVariant logcumsumexp_variants[] = {
    {"function", "opforge::logcumsumexp"}, {"method", "Tensor::logcumsumexp"},
    {"out", "opforge::logcumsumexp_out"},
};
constexpr std::string_view logcumsumexp_promotion_operands[] = {"self"};
constexpr std::string_view logcumsumexp_names_operands[] = {"self"};
constexpr std::string_view logcumsumexp_dtypes[] = {"bfloat16", "float32", "float64"};
constexpr std::string_view logcumsumexp_cuda_dtypes[] = {"bfloat16", "float32", "float64"};
constexpr std::string_view logcumsumexp_devices[] = {"cpu", "cuda", "meta"};
constexpr std::string_view logcumsumexp_derivatives[] = {
    "self: logcumsumexp_backward(grad, self, result, dim)",
};
constexpr CatalogVariant logcumsumexp_dimname_variants[] = {
    {"function", "opforge::logcumsumexp"}, {"method", "Tensor::logcumsumexp"},
    {"out", "opforge::logcumsumexp_out"},
};
constexpr std::string_view logcumsumexp_dimname_promotion_operands[] = {"self"};
constexpr std::string_view logcumsumexp_dimname_names_operands[] = {"self"};
constexpr std::string_view logcumsumexp_dimname_dtypes[] = {"bfloat16", "float32", "float64"};
constexpr std::string_view logcumsumexp_dimname_cuda_dtypes[] = {"bfloat16", "float32", "float64"};
constexpr std::string_view logcumsumexp_dimname_devices[] = {"cpu", "cuda", "meta"};
constexpr std::string_view logcumsumexp_dimname_derivatives[] = {
    "self: logcumsumexp_backward(grad, self, result, dim)",
};
constexpr CatalogVariant sort_variants[] = {
    {"function", "opforge::sort"}, {"method", "Tensor::sort"}, {"out", "opforge::sort_out"},
};
constexpr std::string_view sort_promotion_operands[] = {"self"};
constexpr std::string_view sort_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64", "float16", "bfloat16", "float32", "float64",
};
constexpr std::string_view sort_cuda_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64", "float16", "bfloat16", "float32", "float64",
};
constexpr std::string_view sort_devices[] = {"cpu", "cuda", "meta"};
constexpr std::string_view sort_derivatives[] = {
    "self: scatter_backward(grad, sizes(self), dim, indices)",
};
constexpr CatalogVariant sort_stable_variants[] = {
    {"function", "opforge::sort"}, {"method", "Tensor::sort"}, {"out", "opforge::sort_out"},
};
constexpr std::string_view sort_stable_promotion_operands[] = {"self"};
constexpr std::string_view sort_stable_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64", "float16", "bfloat16", "float32", "float64",
};
constexpr std::string_view sort_stable_cuda_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64", "float16", "bfloat16", "float32", "float64",
};
constexpr std::string_view sort_stable_devices[] = {"cpu", "cuda", "meta"};
constexpr std::string_view sort_stable_derivatives[] = {
    "self: scatter_backward(grad, sizes(self), dim, indices)",
};
constexpr CatalogVariant sort_dimname_variants[] = {
    {"function", "opforge::sort"}, {"method", "Tensor::sort"}, {"out", "opforge::sort_out"},
};
constexpr std::string_view sort_dimname_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64", "float16", "bfloat16", "float32", "float64",
};
constexpr std::string_view sort_dimname_cuda_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64", "float16", "bfloat16", "float32", "float64",
};
constexpr std::string_view sort_dimname_devices[] = {"cpu", "cuda", "meta"};
constexpr std::string_view sort_dimname_derivatives[] = {"not_differentiable"};
constexpr CatalogVariant sort_dimname_stable_variants[] = {
    {"function", "opforge::sort"}, {"method", "Tensor::sort"}, {"out", "opforge::sort_out"},
};
constexpr std::string_view sort_dimname_stable_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64", "float16", "bfloat16", "float32", "float64",
};
constexpr std::string_view sort_dimname_stable_cuda_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64", "float16", "bfloat16", "float32", "float64",
};
constexpr std::string_view sort_dimname_stable_devices[] = {"cpu", "cuda", "meta"};
constexpr std::string_view sort_dimname_stable_derivatives[] = {"not_differentiable"};
constexpr CatalogVariant argsort_variants[] = {
    {"function", "opforge::argsort"}, {"method", "Tensor::argsort"},
};
constexpr std::string_view argsort_promotion_operands[] = {"self"};
constexpr std::string_view argsort_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64", "float16", "bfloat16", "float32", "float64",
};
constexpr std::string_view argsort_cuda_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64", "float16", "bfloat16", "float32", "float64",
};
constexpr std::string_view argsort_devices[] = {"cpu", "cuda", "meta"};
constexpr std::string_view argsort_derivatives[] = {"never_differentiable"};
constexpr CatalogVariant argsort_stable_variants[] = {
    {"function", "opforge::argsort"}, {"method", "Tensor::argsort"},
};
constexpr std::string_view argsort_stable_promotion_operands[] = {"self"};
constexpr std::string_view argsort_stable_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64", "float16", "bfloat16", "float32", "float64",
};
constexpr std::string_view argsort_stable_cuda_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64", "float16", "bfloat16", "float32", "float64",
};
constexpr std::string_view argsort_stable_devices[] = {"cpu", "cuda", "meta"};
constexpr std::string_view argsort_stable_derivatives[] = {"never_differentiable"};
constexpr CatalogVariant argsort_dimname_variants[] = {
    {"function", "opforge::argsort"}, {"method", "Tensor::argsort"},
};
constexpr std::string_view argsort_dimname_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64", "float16", "bfloat16", "float32", "float64",
};
constexpr std::string_view argsort_dimname_cuda_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64", "float16", "bfloat16", "float32", "float64",
};
constexpr std::string_view argsort_dimname_devices[] = {"cpu", "cuda", "meta"};
constexpr std::string_view argsort_dimname_derivatives[] = {"not_differentiable"};
constexpr CatalogVariant msort_variants[] = {
    {"function", "opforge::msort"}, {"method", "Tensor::msort"}, {"out", "opforge::msort_out"},
};
constexpr std::string_view msort_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64", "float16", "bfloat16", "float32", "float64",
};
constexpr std::string_view msort_cuda_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64", "float16", "bfloat16", "float32", "float64",
};
constexpr std::string_view msort_devices[] = {"cpu", "cuda", "meta"};
constexpr std::string_view msort_derivatives[] = {"self: msort_backward(grad, self)"};
constexpr CatalogVariant topk_variants[] = {
    {"function", "opforge::topk"}, {"method", "Tensor::topk"}, {"out", "opforge::topk_out"},
};
constexpr std::string_view topk_promotion_operands[] = {"self"};
constexpr std::string_view topk_names_operands[] = {"self"};
constexpr std::string_view topk_dtypes[] = {
    "uint8", "int8", "int16", "int32", "int64", "bfloat16", "float32", "float64",
};
constexpr std::string_view topk_cuda_dtypes[] = {
    "uint8", "int8", "int16", "int32", "int64", "bfloat16", "float32", "float64",
};
constexpr std::string_view topk_devices[] = {"cpu", "cuda", "meta"};
constexpr std::string_view topk_derivatives[] = {
    "self: scatter_backward(grad, sizes(self), dim, indices)",
};
constexpr CatalogVariant kthvalue_variants[] = {
    {"function", "opforge::kthvalue"}, {"method", "Tensor::kthvalue"},
    {"out", "opforge::kthvalue_out"},
};
constexpr std::string_view kthvalue_promotion_operands[] = {"self"};
constexpr std::string_view kthvalue_names_operands[] = {"self"};
constexpr std::string_view kthvalue_dtypes[] = {
    "uint8", "int8", "int16", "int32", "int64", "bfloat16", "float32", "float64",
};
constexpr std::string_view kthvalue_cuda_dtypes[] = {
    "uint8", "int8", "int16", "int32", "int64", "bfloat16", "float32", "float64",
};
constexpr std::string_view kthvalue_devices[] = {"cpu", "cuda", "meta"};
constexpr std::string_view kthvalue_derivatives[] = {
    "self: value_selecting_backward(grad, sizes(self), dim, indices, keepdim)",
};
constexpr CatalogVariant kthvalue_dimname_variants[] = {
    {"function", "opforge::kthvalue"}, {"method", "Tensor::kthvalue"},
    {"out", "opforge::kthvalue_out"},
};
constexpr std::string_view kthvalue_dimname_promotion_operands[] = {"self"};
constexpr std::string_view kthvalue_dimname_names_operands[] = {"self"};
constexpr std::string_view kthvalue_dimname_dtypes[] = {
    "uint8", "int8", "int16", "int32", "int64", "bfloat16", "float32", "float64",
};
constexpr std::string_view kthvalue_dimname_cuda_dtypes[] = {
    "uint8", "int8", "int16", "int32", "int64", "bfloat16", "float32", "float64",
};
constexpr std::string_view kthvalue_dimname_devices[] = {"cpu", "cuda", "meta"};
constexpr std::string_view kthvalue_dimname_derivatives[] = {
    "self: value_selecting_backward(grad, sizes(self), dim, indices, keepdim)",
};
constexpr CatalogVariant median_variants[] = {
    {"function", "opforge::median"}, {"method", "Tensor::median"},
};
constexpr std::string_view median_promotion_operands[] = {"self"};
constexpr std::string_view median_names_operands[] = {"self"};
constexpr std::string_view median_dtypes[] = {
    "uint8", "int8", "int16", "int32", "int64", "bfloat16", "float32", "float64",
};
constexpr std::string_view median_cuda_dtypes[] = {
    "uint8", "int8", "int16", "int32", "int64", "bfloat16", "float32", "float64",
};
constexpr std::string_view median_devices[] = {"cpu", "cuda", "meta"};
constexpr std::string_view median_derivatives[] = {
    "self: (grad / sum(self == result || (self != self && result != result))) * (self == result || (self != self && result != result))",
};
constexpr CatalogVariant median_dim_variants[] = {
    {"function", "opforge::median"}, {"method", "Tensor::median"}, {"out", "opforge::median_out"},
};
constexpr std::string_view median_dim_promotion_operands[] = {"self"};
constexpr std::string_view median_dim_names_operands[] = {"self"};
constexpr std::string_view median_dim_dtypes[] = {
    "uint8", "int8", "int16", "int32", "int64", "bfloat16", "float32", "float64",
};
constexpr std::string_view median_dim_cuda_dtypes[] = {
    "uint8", "int8", "int16", "int32", "int64", "bfloat16", "float32", "float64",
};
constexpr std::string_view median_dim_devices[] = {"cpu", "cuda", "meta"};
constexpr std::string_view median_dim_derivatives[] = {
    "self: value_selecting_backward(grad, sizes(self), dim, indices, keepdim)",
};
constexpr CatalogVariant median_names_dim_variants[] = {
    {"function", "opforge::median"}, {"method", "Tensor::median"}, {"out", "opforge::median_out"},
};
constexpr std::string_view median_names_dim_promotion_operands[] = {"self"};
constexpr std::string_view median_names_dim_names_operands[] = {"self"};
constexpr std::string_view median_names_dim_dtypes[] = {
    "uint8", "int8", "int16", "int32", "int64", "bfloat16", "float32", "float64",
};
constexpr std::string_view median_names_dim_cuda_dtypes[] = {
    "uint8", "int8", "int16", "int32", "int64", "bfloat16", "float32", "float64",
};
constexpr std::string_view median_names_dim_devices[] = {"cpu", "cuda", "meta"};
constexpr std::string_view median_names_dim_derivatives[] = {
    "self: value_selecting_backward(grad, sizes(self), dim, indices, keepdim)",
};
constexpr CatalogVariant nanmedian_variants[] = {
    {"function", "opforge::nanmedian"}, {"method", "Tensor::nanmedian"},
};
constexpr std::string_view nanmedian_promotion_operands[] = {"self"};
constexpr std::string_view nanmedian_names_operands[] = {"self"};
constexpr std::string_view nanmedian_dtypes[] = {
    "uint8", "int8", "int16", "int32", "int64", "bfloat16", "float32", "float64",
};
constexpr std::string_view nanmedian_cuda_dtypes[] = {
    "uint8", "int8", "int16", "int32", "int64", "bfloat16", "float32", "float64",
};
constexpr std::string_view nanmedian_devices[] = {"cpu", "cuda", "meta"};
constexpr std::string_view nanmedian_derivatives[] = {
    "self: (grad / sum(self == result || (self != self && result != result))) * (self == result || (self != self && result != result))",
};
constexpr CatalogVariant nanmedian_dim_variants[] = {
    {"function", "opforge::nanmedian"}, {"method", "Tensor::nanmedian"},
    {"out", "opforge::nanmedian_out"},
};
constexpr std::string_view nanmedian_dim_promotion_operands[] = {"self"};
constexpr std::string_view nanmedian_dim_names_operands[] = {"self"};
constexpr std::string_view nanmedian_dim_dtypes[] = {
    "uint8", "int8", "int16", "int32", "int64", "bfloat16", "float32", "float64",
};
constexpr std::string_view nanmedian_dim_cuda_dtypes[] = {
    "uint8", "int8", "int16", "int32", "int64", "bfloat16", "float32", "float64",
};
constexpr std::string_view nanmedian_dim_devices[] = {"cpu", "cuda", "meta"};
constexpr std::string_view nanmedian_dim_derivatives[] = {
    "self: value_selecting_backward(grad, sizes(self), dim, indices, keepdim)",
};
constexpr CatalogVariant nanmedian_names_dim_variants[] = {
    {"function", "opforge::nanmedian"}, {"method", "Tensor::nanmedian"},
    {"out", "opforge::nanmedian_out"},
};
constexpr std::string_view nanmedian_names_dim_promotion_operands[] = {"self"};
constexpr std::string_view nanmedian_names_dim_names_operands[] = {"self"};
constexpr std::string_view nanmedian_names_dim_dtypes[] = {
    "uint8", "int8", "int16", "int32", "int64", "bfloat16", "float32", "float64",
};
constexpr std::string_view nanmedian_names_dim_cuda_dtypes[] = {
    "uint8", "int8", "int16", "int32", "int64", "bfloat16", "float32", "float64",
};
constexpr std::string_view nanmedian_names_dim_devices[] = {"cpu", "cuda", "meta"};
constexpr std::string_view nanmedian_names_dim_derivatives[] = {
    "self: value_selecting_backward(grad, sizes(self), dim, indices, keepdim)",
};
constexpr CatalogVariant mode_variants[] = {
    {"function", "opforge::mode"}, {"method", "Tensor::mode"}, {"out", "opforge::mode_out"},
};
constexpr std::string_view mode_promotion_operands[] = {"self"};
constexpr std::string_view mode_names_operands[] = {"self"};
constexpr std::string_view mode_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64", "float16", "bfloat16", "float32", "float64",
};
constexpr std::string_view mode_cuda_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64", "float16", "bfloat16", "float32", "float64",
};
constexpr std::string_view mode_devices[] = {"cpu", "cuda", "meta"};
constexpr std::string_view mode_derivatives[] = {
    "self: value_selecting_backward(grad, sizes(self), dim, indices, keepdim)",
};
constexpr CatalogVariant mode_dimname_variants[] = {
    {"function", "opforge::mode"}, {"method", "Tensor::mode"}, {"out", "opforge::mode_out"},
};
constexpr std::string_view mode_dimname_promotion_operands[] = {"self"};
constexpr std::string_view mode_dimname_names_operands[] = {"self"};
constexpr std::string_view mode_dimname_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64", "float16", "bfloat16", "float32", "float64",
};
constexpr std::string_view mode_dimname_cuda_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64", "float16", "bfloat16", "float32", "float64",
};
constexpr std::string_view mode_dimname_devices[] = {"cpu", "cuda", "meta"};
constexpr std::string_view mode_dimname_derivatives[] = {
    "self: value_selecting_backward(grad, sizes(self), dim, indices, keepdim)",
};
constexpr CatalogVariant quantile_variants[] = {
    {"function", "opforge::quantile"}, {"method", "Tensor::quantile"},
    {"out", "opforge::quantile_out"},
};
constexpr std::string_view quantile_dtypes[] = {"float32", "float64"};
constexpr std::string_view quantile_cuda_dtypes[] = {"float32", "float64"};
constexpr std::string_view quantile_devices[] = {"cpu", "cuda", "meta"};
constexpr std::string_view quantile_derivatives[] = {
    "self: quantile_backward(grad, self, q, dim, keepdim, interpolation)",
    "q: quantile_q_backward(grad, self, q, dim, keepdim, interpolation)",
};
constexpr CatalogVariant quantile_scalar_variants[] = {
    {"function", "opforge::quantile"}, {"method", "Tensor::quantile"},
    {"out", "opforge::quantile_out"},
};
constexpr std::string_view quantile_scalar_dtypes[] = {"float32", "float64"};
constexpr std::string_view quantile_scalar_cuda_dtypes[] = {"float32", "float64"};
constexpr std::string_view quantile_scalar_devices[] = {"cpu", "cuda", "meta"};
constexpr std::string_view quantile_scalar_derivatives[] = {
    "self: quantile_backward(grad, self, q, dim, keepdim, interpolation)",
};
constexpr CatalogVariant nanquantile_variants[] = {
    {"function", "opforge::nanquantile"}, {"method", "Tensor::nanquantile"},
    {"out", "opforge::nanquantile_out"},
};
constexpr std::string_view nanquantile_dtypes[] = {"float32", "float64"};
constexpr std::string_view nanquantile_cuda_dtypes[] = {"float32", "float64"};
constexpr std::string_view nanquantile_devices[] = {"cpu", "cuda", "meta"};
constexpr std::string_view nanquantile_derivatives[] = {
    "self: nanquantile_backward(grad, self, q, dim, keepdim, interpolation)",
    "q: nanquantile_q_backward(grad, self, q, dim, keepdim, interpolation)",
};
constexpr CatalogVariant nanquantile_scalar_variants[] = {
    {"function", "opforge::nanquantile"}, {"method", "Tensor::nanquantile"},
    {"out", "opforge::nanquantile_out"},
};
constexpr std::string_view nanquantile_scalar_dtypes[] = {"float32", "float64"};
constexpr std::string_view nanquantile_scalar_cuda_dtypes[] = {"float32", "float64"};
constexpr std::string_view nanquantile_scalar_devices[] = {"cpu", "cuda", "meta"};
constexpr std::string_view nanquantile_scalar_derivatives[] = {
    "self: nanquantile_backward(grad, self, q, dim, keepdim, interpolation)",
};
constexpr CatalogVariant softmax_int_variants[] = {
    {"function", "opforge::softmax"}, {"method", "Tensor::softmax"},
    {"out", "opforge::softmax_out"},
};
constexpr std::string_view softmax_int_names_operands[] = {"self"};
constexpr std::string_view softmax_int_dtypes[] = {"bfloat16", "float32", "float64"};
constexpr std::string_view softmax_int_cuda_dtypes[] = {"bfloat16", "float32", "float64"};
constexpr std::string_view softmax_int_devices[] = {"cpu", "cuda", "meta"};
constexpr std::string_view softmax_int_derivatives[] = {
    "self: softmax_backward(grad, result, dim)",
};
constexpr CatalogVariant softmax_Dimname_variants[] = {
    {"function", "opforge::softmax"}, {"method", "Tensor::softmax"},
};
constexpr std::string_view softmax_Dimname_names_operands[] = {"self"};
constexpr std::string_view softmax_Dimname_dtypes[] = {"bfloat16", "float32", "float64"};
constexpr std::string_view softmax_Dimname_cuda_dtypes[] = {"bfloat16", "float32", "float64"};
constexpr std::string_view softmax_Dimname_devices[] = {"cpu", "cuda", "meta"};
constexpr std::string_view softmax_Dimname_derivatives[] = {
    "self: softmax_backward(grad, result, dim)",
};
constexpr CatalogVariant log_softmax_int_variants[] = {
    {"function", "opforge::log_softmax"}, {"method", "Tensor::log_softmax"},
    {"out", "opforge::log_softmax_out"},
};
constexpr std::string_view log_softmax_int_names_operands[] = {"self"};
constexpr std::string_view log_softmax_int_dtypes[] = {"bfloat16", "float32", "float64"};
constexpr std::string_view log_softmax_int_cuda_dtypes[] = {"bfloat16", "float32", "float64"};
constexpr std::string_view log_softmax_int_devices[] = {"cpu", "cuda", "meta"};
constexpr std::string_view log_softmax_int_derivatives[] = {
    "self: log_softmax_backward(grad, result, dim)",
};
constexpr CatalogVariant log_softmax_Dimname_variants[] = {
    {"function", "opforge::log_softmax"}, {"method", "Tensor::log_softmax"},
};
constexpr std::string_view log_softmax_Dimname_names_operands[] = {"self"};
constexpr std::string_view log_softmax_Dimname_dtypes[] = {"bfloat16", "float32", "float64"};
constexpr std::string_view log_softmax_Dimname_cuda_dtypes[] = {"bfloat16", "float32", "float64"};
constexpr std::string_view log_softmax_Dimname_devices[] = {"cpu", "cuda", "meta"};
constexpr std::string_view log_softmax_Dimname_derivatives[] = {
    "self: log_softmax_backward(grad, result, dim)",
};
constexpr CatalogVariant mm_variants[] = {
    {"function", "opforge::mm"}, {"method", "Tensor::mm"}, {"out", "opforge::mm_out"},
};
constexpr std::string_view mm_promotion_operands[] = {"self", "mat2"};
constexpr std::string_view mm_names_operands[] = {"self", "mat2"};
constexpr std::string_view mm_dtypes[] = {
    "uint8", "int8", "int16", "int32", "int64", "float16", "bfloat16", "float32", "float64",
    "complex64", "complex128",
};
constexpr std::string_view mm_cuda_dtypes[] = {
    "float16", "bfloat16", "float32", "float64", "complex64", "complex128",
};
constexpr std::string_view mm_devices[] = {"cpu", "cuda", "meta"};
constexpr std::string_view mm_derivatives[] = {
    "self: mm(grad, t(conj(mat2)))", "mat2: mm(t(conj(self)), grad)",
};
constexpr CatalogVariant bmm_variants[] = {
    {"function", "opforge::bmm"}, {"method", "Tensor::bmm"}, {"out", "opforge::bmm_out"},
};
constexpr std::string_view bmm_promotion_operands[] = {"self", "mat2"};
constexpr std::string_view bmm_names_operands[] = {"self", "mat2"};
constexpr std::string_view bmm_dtypes[] = {
    "uint8", "int8", "int16", "int32", "int64", "float16", "bfloat16", "float32", "float64",
    "complex64", "complex128",
};
constexpr std::string_view bmm_cuda_dtypes[] = {
    "float16", "bfloat16", "float32", "float64", "complex64", "complex128",
};
constexpr std::string_view bmm_devices[] = {"cpu", "cuda", "meta"};
constexpr std::string_view bmm_derivatives[] = {
    "self: bmm(grad, transpose(conj(mat2), 1, 2))", "mat2: bmm(transpose(conj(self), 1, 2), grad)",
};
constexpr CatalogVariant addmm_variants[] = {
    {"function", "opforge::addmm"}, {"method", "Tensor::addmm"}, {"inplace", "Tensor::addmm_"},
    {"out", "opforge::addmm_out"},
};
constexpr std::string_view addmm_promotion_operands[] = {"self", "mat1", "mat2"};
constexpr std::string_view addmm_names_operands[] = {"mat1", "mat2", "self"};
constexpr std::string_view addmm_dtypes[] = {
    "uint8", "int8", "int16", "int32", "int64", "bfloat16", "float32", "float64", "complex64",
    "complex128",
};
constexpr std::string_view addmm_cuda_dtypes[] = {
    "bfloat16", "float32", "float64", "complex64", "complex128",
};
constexpr std::string_view addmm_devices[] = {"cpu", "cuda", "meta"};
constexpr std::string_view addmm_derivatives[] = {
    "self: grad * conj(beta)", "mat1: mm(grad, t(conj(mat2))) * conj(alpha)",
    "mat2: mm(t(conj(mat1)), grad) * conj(alpha)",
};
constexpr CatalogVariant addmv_variants[] = {
    {"function", "opforge::addmv"}, {"method", "Tensor::addmv"}, {"inplace", "Tensor::addmv_"},
    {"out", "opforge::addmv_out"},
};
constexpr std::string_view addmv_promotion_operands[] = {"mat", "vec"};
constexpr std::string_view addmv_names_operands[] = {"mat", "vec", "self"};
constexpr std::string_view addmv_dtypes[] = {
    "uint8", "int8", "int16", "int32", "int64", "bfloat16", "float32", "float64", "complex64",
    "complex128",
};
constexpr std::string_view addmv_cuda_dtypes[] = {
    "bfloat16", "float32", "float64", "complex64", "complex128",
};
constexpr std::string_view addmv_devices[] = {"cpu", "cuda", "meta"};
constexpr std::string_view addmv_derivatives[] = {
    "self: grad * conj(beta)", "mat: outer(grad, conj(vec)) * conj(alpha)",
    "vec: mv(t(conj(mat)), grad) * conj(alpha)",
};
constexpr CatalogVariant baddbmm_variants[] = {
    {"function", "opforge::baddbmm"}, {"method", "Tensor::baddbmm"},
    {"inplace", "Tensor::baddbmm_"}, {"out", "opforge::baddbmm_out"},
};
constexpr std::string_view baddbmm_promotion_operands[] = {"batch1", "batch2"};
constexpr std::string_view baddbmm_dtypes[] = {
    "uint8", "int8", "int16", "int32", "int64", "bfloat16", "float32", "float64", "complex64",
    "complex128",
};
constexpr std::string_view baddbmm_cuda_dtypes[] = {
    "bfloat16", "float32", "float64", "complex64", "complex128",
};
constexpr std::string_view baddbmm_devices[] = {"cpu", "cuda", "meta"};
constexpr std::string_view baddbmm_derivatives[] = {
    "self: grad * conj(beta)", "batch1: bmm(grad, transpose(conj(batch2), 1, 2)) * conj(alpha)",
    "batch2: bmm(transpose(conj(batch1), 1, 2), grad) * conj(alpha)",
};
constexpr CatalogVariant addbmm_variants[] = {
    {"function", "opforge::addbmm"}, {"method", "Tensor::addbmm"}, {"inplace", "Tensor::addbmm_"},
    {"out", "opforge::addbmm_out"},
};
constexpr std::string_view addbmm_dtypes[] = {
    "uint8", "int8", "int16", "int32", "int64", "bfloat16", "float32", "float64", "complex64",
    "complex128",
};
constexpr std::string_view addbmm_cuda_dtypes[] = {
    "bfloat16", "float32", "float64", "complex64", "complex128",
};
constexpr std::string_view addbmm_devices[] = {"cpu", "cuda", "meta"};
constexpr std::string_view addbmm_derivatives[] = {
    "self: grad * conj(beta)",
    "batch1: matmul(unsqueeze(grad, 0), transpose(conj(batch2), 1, 2)) * conj(alpha)",
    "batch2: matmul(transpose(conj(batch1), 1, 2), unsqueeze(grad, 0)) * conj(alpha)",
};
constexpr CatalogVariant dot_variants[] = {
    {"function", "opforge::dot"}, {"method", "Tensor::dot"}, {"out", "opforge::dot_out"},
};
constexpr std::string_view dot_promotion_operands[] = {"self", "tensor"};
constexpr std::string_view dot_names_operands[] = {"self", "tensor"};
constexpr std::string_view dot_dtypes[] = {
    "uint8", "int8", "int16", "int32", "int64", "bfloat16", "float32", "float64", "complex64",
    "complex128",
};
constexpr std::string_view dot_cuda_dtypes[] = {
    "bfloat16", "float32", "float64", "complex64", "complex128",
};
constexpr std::string_view dot_devices[] = {"cpu", "cuda", "meta"};
constexpr std::string_view dot_derivatives[] = {
    "self: grad * conj(tensor)", "tensor: grad * conj(self)",
};
constexpr CatalogVariant outer_variants[] = {
    {"function", "opforge::outer"}, {"method", "Tensor::outer"}, {"out", "opforge::outer_out"},
};
constexpr std::string_view outer_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64", "float16", "bfloat16", "float32", "float64",
    "complex64", "complex128",
};
constexpr std::string_view outer_cuda_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64", "float16", "bfloat16", "float32", "float64",
    "complex64", "complex128",
};
constexpr std::string_view outer_devices[] = {"cpu", "cuda", "meta"};
constexpr std::string_view outer_derivatives[] = {
    "self: mv(grad, conj(vec2))", "vec2: mv(t(grad), conj(self))",
};
constexpr CatalogVariant ger_variants[] = {
    {"function", "opforge::ger"}, {"method", "Tensor::ger"}, {"out", "opforge::ger_out"},
};
constexpr std::string_view ger_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64", "float16", "bfloat16", "float32", "float64",
    "complex64", "complex128",
};
constexpr std::string_view ger_cuda_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64", "float16", "bfloat16", "float32", "float64",
    "complex64", "complex128",
};
constexpr std::string_view ger_devices[] = {"cpu", "cuda", "meta"};
constexpr std::string_view ger_derivatives[] = {
    "self: mv(grad, conj(vec2))", "vec2: mv(t(grad), conj(self))",
};
constexpr CatalogVariant addr_variants[] = {
    {"function", "opforge::addr"}, {"method", "Tensor::addr"}, {"inplace", "Tensor::addr_"},
    {"out", "opforge::addr_out"},
};
constexpr std::string_view addr_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64", "float16", "bfloat16", "float32", "float64",
    "complex64", "complex128",
};
constexpr std::string_view addr_cuda_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64", "float16", "bfloat16", "float32", "float64",
    "complex64", "complex128",
};
constexpr std::string_view addr_devices[] = {"cpu", "cuda", "meta"};
constexpr std::string_view addr_derivatives[] = {
    "self: grad * conj(beta)", "vec1: mv(grad, conj(vec2)) * conj(alpha)",
    "vec2: mv(t(grad), conj(vec1)) * conj(alpha)",
};
constexpr CatalogVariant inner_variants[] = {
    {"function", "opforge::inner"}, {"method", "Tensor::inner"}, {"out", "opforge::inner_out"},
};
constexpr std::string_view inner_dtypes[] = {
    "uint8", "int8", "int16", "int32", "int64", "float16", "bfloat16", "float32", "float64",
    "complex64", "complex128",
};
constexpr std::string_view inner_cuda_dtypes[] = {
    "float16", "bfloat16", "float32", "float64", "complex64", "complex128",
};
constexpr std::string_view inner_devices[] = {"cpu", "cuda", "meta"};
constexpr std::string_view inner_derivatives[] = {
    "self: inner_self_backward(grad, self, other)",
    "other: inner_other_backward(grad, self, other)",
};
constexpr CatalogVariant linear_variants[] = {
    {"function", "opforge::linear"}, {"out", "opforge::linear_out"},
};
constexpr std::string_view linear_dtypes[] = {
    "uint8", "int8", "int16", "int32", "int64", "bfloat16", "float32", "float64", "complex64",
    "complex128",
};
constexpr std::string_view linear_cuda_dtypes[] = {
    "bfloat16", "float32", "float64", "complex64", "complex128",
};
constexpr std::string_view linear_devices[] = {"cpu", "cuda", "meta"};
constexpr std::string_view linear_derivatives[] = {
    "input: matmul(grad, conj(weight))", "weight: linear_weight_backward(grad, input)",
    "bias: grad",
};
constexpr CatalogVariant vdot_variants[] = {
    {"function", "opforge::vdot"}, {"method", "Tensor::vdot"}, {"out", "opforge::vdot_out"},
};
constexpr std::string_view vdot_dtypes[] = {
    "uint8", "int8", "int16", "int32", "int64", "bfloat16", "float32", "float64", "complex64",
    "complex128",
};
constexpr std::string_view vdot_cuda_dtypes[] = {
    "bfloat16", "float32", "float64", "complex64", "complex128",
};
constexpr std::string_view vdot_devices[] = {"cpu", "cuda", "meta"};
constexpr std::string_view vdot_derivatives[] = {"self: conj(grad) * other", "other: grad * self"};
constexpr CatalogVariant mv_variants[] = {
    {"function", "opforge::mv"}, {"method", "Tensor::mv"}, {"out", "opforge::mv_out"},
};
constexpr std::string_view mv_promotion_operands[] = {"self", "vec"};
constexpr std::string_view mv_names_operands[] = {"self", "vec"};
constexpr std::string_view mv_dtypes[] = {
    "uint8", "int8", "int16", "int32", "int64", "bfloat16", "float32", "float64", "complex64",
    "complex128",
};
constexpr std::string_view mv_cuda_dtypes[] = {
    "bfloat16", "float32", "float64", "complex64", "complex128",
};
constexpr std::string_view mv_devices[] = {"cpu", "cuda", "meta"};
constexpr std::string_view mv_derivatives[] = {
    "self: outer(grad, conj(vec))", "vec: mv(t(conj(self)), grad)",
};
constexpr CatalogVariant matmul_variants[] = {
    {"function", "opforge::matmul"}, {"method", "Tensor::matmul"}, {"out", "opforge::matmul_out"},
};
constexpr std::string_view matmul_broadcast_operands[] = {"self", "other"};
constexpr std::string_view matmul_names_operands[] = {"self", "other"};
constexpr std::string_view matmul_dtypes[] = {
    "uint8", "int8", "int16", "int32", "int64", "float16", "bfloat16", "float32", "float64",
    "complex64", "complex128",
};
constexpr std::string_view matmul_cuda_dtypes[] = {
    "float16", "bfloat16", "float32", "float64", "complex64", "complex128",
};
constexpr std::string_view matmul_devices[] = {"cpu", "cuda", "meta"};
constexpr std::string_view matmul_derivatives[] = {
    "self: matmul_self_backward(grad, self, other)",
    "other: matmul_other_backward(grad, self, other)",
};
constexpr CatalogVariant transpose_variants[] = {
    {"function", "opforge::transpose"}, {"method", "Tensor::transpose"},
    {"inplace", "Tensor::transpose_"},
};
constexpr std::string_view transpose_names_operands[] = {"self"};
constexpr std::string_view transpose_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64", "uint16", "uint32", "uint64", "float16",
    "bfloat16", "float32", "float64", "complex32", "complex64", "complex128", "float8_e4m3fn",
    "float8_e5m2", "float8_e4m3fnuz", "float8_e5m2fnuz", "float8_e8m0fnu", "float4_e2m1fn_x2",
};
constexpr std::string_view transpose_cuda_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64", "uint16", "uint32", "uint64", "float16",
    "bfloat16", "float32", "float64", "complex32", "complex64", "complex128", "float8_e4m3fn",
    "float8_e5m2", "float8_e4m3fnuz", "float8_e5m2fnuz", "float8_e8m0fnu", "float4_e2m1fn_x2",
};
constexpr std::string_view transpose_devices[] = {"cpu", "cuda", "meta"};
constexpr std::string_view transpose_derivatives[] = {"self: transpose(grad, dim0, dim1)"};
constexpr CatalogVariant transpose_Dimname_variants[] = {
    {"function", "opforge::transpose"}, {"method", "Tensor::transpose"},
};
constexpr std::string_view transpose_Dimname_names_operands[] = {"self"};
constexpr std::string_view transpose_Dimname_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64", "uint16", "uint32", "uint64", "float16",
    "bfloat16", "float32", "float64", "complex32", "complex64", "complex128", "float8_e4m3fn",
    "float8_e5m2", "float8_e4m3fnuz", "float8_e5m2fnuz", "float8_e8m0fnu", "float4_e2m1fn_x2",
};
constexpr std::string_view transpose_Dimname_cuda_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64", "uint16", "uint32", "uint64", "float16",
    "bfloat16", "float32", "float64", "complex32", "complex64", "complex128", "float8_e4m3fn",
    "float8_e5m2", "float8_e4m3fnuz", "float8_e5m2fnuz", "float8_e8m0fnu", "float4_e2m1fn_x2",
};
constexpr std::string_view transpose_Dimname_devices[] = {"cpu", "cuda", "meta"};
constexpr std::string_view transpose_Dimname_derivatives[] = {"self: transpose(grad, dim0, dim1)"};
constexpr CatalogVariant squeeze_variants[] = {
    {"function", "opforge::squeeze"}, {"method", "Tensor::squeeze"},
    {"inplace", "Tensor::squeeze_"},
};
constexpr std::string_view squeeze_names_operands[] = {"self"};
constexpr std::string_view squeeze_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64", "uint16", "uint32", "uint64", "float16",
    "bfloat16", "float32", "float64", "complex32", "complex64", "complex128", "float8_e4m3fn",
    "float8_e5m2", "float8_e4m3fnuz", "float8_e5m2fnuz", "float8_e8m0fnu", "float4_e2m1fn_x2",
};
constexpr std::string_view squeeze_cuda_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64", "uint16", "uint32", "uint64", "float16",
    "bfloat16", "float32", "float64", "complex32", "complex64", "complex128", "float8_e4m3fn",
    "float8_e5m2", "float8_e4m3fnuz", "float8_e5m2fnuz", "float8_e8m0fnu", "float4_e2m1fn_x2",
};
constexpr std::string_view squeeze_devices[] = {"cpu", "cuda", "meta"};
constexpr std::string_view squeeze_derivatives[] = {"self: reshape(grad, sizes(self))"};
constexpr CatalogVariant squeeze_dim_variants[] = {
    {"function", "opforge::squeeze"}, {"method", "Tensor::squeeze"},
    {"inplace", "Tensor::squeeze_"},
};
constexpr std::string_view squeeze_dim_names_operands[] = {"self"};
constexpr std::string_view squeeze_dim_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64", "uint16", "uint32", "uint64", "float16",
    "bfloat16", "float32", "float64", "complex32", "complex64", "complex128", "float8_e4m3fn",
    "float8_e5m2", "float8_e4m3fnuz", "float8_e5m2fnuz", "float8_e8m0fnu", "float4_e2m1fn_x2",
};
constexpr std::string_view squeeze_dim_cuda_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64", "uint16", "uint32", "uint64", "float16",
    "bfloat16", "float32", "float64", "complex32", "complex64", "complex128", "float8_e4m3fn",
    "float8_e5m2", "float8_e4m3fnuz", "float8_e5m2fnuz", "float8_e8m0fnu", "float4_e2m1fn_x2",
};
constexpr std::string_view squeeze_dim_devices[] = {"cpu", "cuda", "meta"};
constexpr std::string_view squeeze_dim_derivatives[] = {"self: reshape(grad, sizes(self))"};
constexpr CatalogVariant squeeze_dimname_variants[] = {
    {"function", "opforge::squeeze"}, {"method", "Tensor::squeeze"},
    {"inplace", "Tensor::squeeze_"},
};
constexpr std::string_view squeeze_dimname_names_operands[] = {"self"};
constexpr std::string_view squeeze_dimname_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64", "uint16", "uint32", "uint64", "float16",
    "bfloat16", "float32", "float64", "complex32", "complex64", "complex128", "float8_e4m3fn",
    "float8_e5m2", "float8_e4m3fnuz", "float8_e5m2fnuz", "float8_e8m0fnu", "float4_e2m1fn_x2",
};
constexpr std::string_view squeeze_dimname_cuda_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64", "uint16", "uint32", "uint64", "float16",
    "bfloat16", "float32", "float64", "complex32", "complex64", "complex128", "float8_e4m3fn",
    "float8_e5m2", "float8_e4m3fnuz", "float8_e5m2fnuz", "float8_e8m0fnu", "float4_e2m1fn_x2",
};
constexpr std::string_view squeeze_dimname_devices[] = {"cpu", "cuda", "meta"};
constexpr std::string_view squeeze_dimname_derivatives[] = {"self: reshape(grad, sizes(self))"};
constexpr CatalogVariant t_variants[] = {
    {"function", "opforge::t"}, {"method", "Tensor::t"}, {"inplace", "Tensor::t_"},
};
constexpr std::string_view t_names_operands[] = {"self"};
constexpr std::string_view t_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64", "uint16", "uint32", "uint64", "float16",
    "bfloat16", "float32", "float64", "complex32", "complex64", "complex128", "float8_e4m3fn",
    "float8_e5m2", "float8_e4m3fnuz", "float8_e5m2fnuz", "float8_e8m0fnu", "float4_e2m1fn_x2",
};
constexpr std::string_view t_cuda_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64", "uint16", "uint32", "uint64", "float16",
    "bfloat16", "float32", "float64", "complex32", "complex64", "complex128", "float8_e4m3fn",
    "float8_e5m2", "float8_e4m3fnuz", "float8_e5m2fnuz", "float8_e8m0fnu", "float4_e2m1fn_x2",
};
constexpr std::string_view t_devices[] = {"cpu", "cuda", "meta"};
constexpr std::string_view t_derivatives[] = {"self: t(grad)"};
constexpr CatalogVariant permute_variants[] = {
    {"function", "opforge::permute"}, {"method", "Tensor::permute"},
};
constexpr std::string_view permute_names_operands[] = {"self"};
constexpr std::string_view permute_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64", "uint16", "uint32", "uint64", "float16",
    "bfloat16", "float32", "float64", "complex32", "complex64", "complex128", "float8_e4m3fn",
    "float8_e5m2", "float8_e4m3fnuz", "float8_e5m2fnuz", "float8_e8m0fnu", "float4_e2m1fn_x2",
};
constexpr std::string_view permute_cuda_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64", "uint16", "uint32", "uint64", "float16",
    "bfloat16", "float32", "float64", "complex32", "complex64", "complex128", "float8_e4m3fn",
    "float8_e5m2", "float8_e4m3fnuz", "float8_e5m2fnuz", "float8_e8m0fnu", "float4_e2m1fn_x2",
};
constexpr std::string_view permute_devices[] = {"cpu", "cuda", "meta"};
constexpr std::string_view permute_derivatives[] = {
    "self: permute(grad, inverse_permutation(dims))",
};
constexpr CatalogVariant unsqueeze_variants[] = {
    {"function", "opforge::unsqueeze"}, {"method", "Tensor::unsqueeze"},
    {"inplace", "Tensor::unsqueeze_"},
};
constexpr std::string_view unsqueeze_names_operands[] = {"self"};
constexpr std::string_view unsqueeze_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64", "uint16", "uint32", "uint64", "float16",
    "bfloat16", "float32", "float64", "complex32", "complex64", "complex128", "float8_e4m3fn",
    "float8_e5m2", "float8_e4m3fnuz", "float8_e5m2fnuz", "float8_e8m0fnu", "float4_e2m1fn_x2",
};
constexpr std::string_view unsqueeze_cuda_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64", "uint16", "uint32", "uint64", "float16",
    "bfloat16", "float32", "float64", "complex32", "complex64", "complex128", "float8_e4m3fn",
    "float8_e5m2", "float8_e4m3fnuz", "float8_e5m2fnuz", "float8_e8m0fnu", "float4_e2m1fn_x2",
};
constexpr std::string_view unsqueeze_devices[] = {"cpu", "cuda", "meta"};
constexpr std::string_view unsqueeze_derivatives[] = {"self: squeeze(grad, dim)"};
constexpr CatalogVariant expand_variants[] = {{"method", "Tensor::expand"}};
constexpr std::string_view expand_names_operands[] = {"self"};
constexpr std::string_view expand_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64", "uint16", "uint32", "uint64", "float16",
    "bfloat16", "float32", "float64", "complex32", "complex64", "complex128", "float8_e4m3fn",
    "float8_e5m2", "float8_e4m3fnuz", "float8_e5m2fnuz", "float8_e8m0fnu", "float4_e2m1fn_x2",
};
constexpr std::string_view expand_cuda_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64", "uint16", "uint32", "uint64", "float16",
    "bfloat16", "float32", "float64", "complex32", "complex64", "complex128", "float8_e4m3fn",
    "float8_e5m2", "float8_e4m3fnuz", "float8_e5m2fnuz", "float8_e8m0fnu", "float4_e2m1fn_x2",
};
constexpr std::string_view expand_devices[] = {"cpu", "cuda", "meta"};
constexpr std::string_view expand_derivatives[] = {"self: grad"};
constexpr CatalogVariant expand_as_variants[] = {{"method", "Tensor::expand_as"}};
constexpr std::string_view expand_as_names_operands[] = {"self"};
constexpr std::string_view expand_as_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64", "uint16", "uint32", "uint64", "float16",
    "bfloat16", "float32", "float64", "complex32", "complex64", "complex128", "float8_e4m3fn",
    "float8_e5m2", "float8_e4m3fnuz", "float8_e5m2fnuz", "float8_e8m0fnu", "float4_e2m1fn_x2",
};
constexpr std::string_view expand_as_cuda_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64", "uint16", "uint32", "uint64", "float16",
    "bfloat16", "float32", "float64", "complex32", "complex64", "complex128", "float8_e4m3fn",
    "float8_e5m2", "float8_e4m3fnuz", "float8_e5m2fnuz", "float8_e8m0fnu", "float4_e2m1fn_x2",
};
constexpr std::string_view expand_as_devices[] = {"cpu", "cuda", "meta"};
constexpr std::string_view expand_as_derivatives[] = {"self: grad"};
constexpr CatalogVariant narrow_variants[] = {
    {"function", "opforge::narrow"}, {"method", "Tensor::narrow"},
};
constexpr std::string_view narrow_names_operands[] = {"self"};
constexpr std::string_view narrow_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64", "uint16", "uint32", "uint64", "float16",
    "bfloat16", "float32", "float64", "complex32", "complex64", "complex128", "float8_e4m3fn",
    "float8_e5m2", "float8_e4m3fnuz", "float8_e5m2fnuz", "float8_e8m0fnu", "float4_e2m1fn_x2",
};
constexpr std::string_view narrow_cuda_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64", "uint16", "uint32", "uint64", "float16",
    "bfloat16", "float32", "float64", "complex32", "complex64", "complex128", "float8_e4m3fn",
    "float8_e5m2", "float8_e4m3fnuz", "float8_e5m2fnuz", "float8_e8m0fnu", "float4_e2m1fn_x2",
};
constexpr std::string_view narrow_devices[] = {"cpu", "cuda", "meta"};
constexpr std::string_view narrow_derivatives[] = {
    "self: narrow_backward(grad, sizes(self), dim, start, length)",
};
constexpr CatalogVariant select_int_variants[] = {
    {"function", "opforge::select"}, {"method", "Tensor::select"},
};
constexpr std::string_view select_int_names_operands[] = {"self"};
constexpr std::string_view select_int_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64", "uint16", "uint32", "uint64", "float16",
    "bfloat16", "float32", "float64", "complex32", "complex64", "complex128", "float8_e4m3fn",
    "float8_e5m2", "float8_e4m3fnuz", "float8_e5m2fnuz", "float8_e8m0fnu", "float4_e2m1fn_x2",
};
constexpr std::string_view select_int_cuda_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64", "uint16", "uint32", "uint64", "float16",
    "bfloat16", "float32", "float64", "complex32", "complex64", "complex128", "float8_e4m3fn",
    "float8_e5m2", "float8_e4m3fnuz", "float8_e5m2fnuz", "float8_e8m0fnu", "float4_e2m1fn_x2",
};
constexpr std::string_view select_int_devices[] = {"cpu", "cuda", "meta"};
constexpr std::string_view select_int_derivatives[] = {
    "self: select_backward(grad, sizes(self), dim, index)",
};
constexpr CatalogVariant select_Dimname_variants[] = {
    {"function", "opforge::select"}, {"method", "Tensor::select"},
};
constexpr std::string_view select_Dimname_names_operands[] = {"self"};
constexpr std::string_view select_Dimname_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64", "uint16", "uint32", "uint64", "float16",
    "bfloat16", "float32", "float64", "complex32", "complex64", "complex128", "float8_e4m3fn",
    "float8_e5m2", "float8_e4m3fnuz", "float8_e5m2fnuz", "float8_e8m0fnu", "float4_e2m1fn_x2",
};
constexpr std::string_view select_Dimname_cuda_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64", "uint16", "uint32", "uint64", "float16",
    "bfloat16", "float32", "float64", "complex32", "complex64", "complex128", "float8_e4m3fn",
    "float8_e5m2", "float8_e4m3fnuz", "float8_e5m2fnuz", "float8_e8m0fnu", "float4_e2m1fn_x2",
};
constexpr std::string_view select_Dimname_devices[] = {"cpu", "cuda", "meta"};
constexpr std::string_view select_Dimname_derivatives[] = {
    "self: select_backward(grad, sizes(self), dim, index)",
};
constexpr CatalogVariant view_variants[] = {{"method", "Tensor::view"}};
constexpr std::string_view view_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64", "uint16", "uint32", "uint64", "float16",
    "bfloat16", "float32", "float64", "complex32", "complex64", "complex128", "float8_e4m3fn",
    "float8_e5m2", "float8_e4m3fnuz", "float8_e5m2fnuz", "float8_e8m0fnu", "float4_e2m1fn_x2",
};
constexpr std::string_view view_cuda_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64", "uint16", "uint32", "uint64", "float16",
    "bfloat16", "float32", "float64", "complex32", "complex64", "complex128", "float8_e4m3fn",
    "float8_e5m2", "float8_e4m3fnuz", "float8_e5m2fnuz", "float8_e8m0fnu", "float4_e2m1fn_x2",
};
constexpr std::string_view view_devices[] = {"cpu", "cuda", "meta"};
constexpr std::string_view view_derivatives[] = {"self: reshape(grad, sizes(self))"};
constexpr CatalogVariant reshape_variants[] = {
    {"function", "opforge::reshape"}, {"method", "Tensor::reshape"},
};
constexpr std::string_view reshape_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64", "uint16", "uint32", "uint64", "float16",
    "bfloat16", "float32", "float64", "complex32", "complex64", "complex128", "float8_e4m3fn",
    "float8_e5m2", "float8_e4m3fnuz", "float8_e5m2fnuz", "float8_e8m0fnu", "float4_e2m1fn_x2",
};
constexpr std::string_view reshape_cuda_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64", "uint16", "uint32", "uint64", "float16",
    "bfloat16", "float32", "float64", "complex32", "complex64", "complex128", "float8_e4m3fn",
    "float8_e5m2", "float8_e4m3fnuz", "float8_e5m2fnuz", "float8_e8m0fnu", "float4_e2m1fn_x2",
};
constexpr std::string_view reshape_devices[] = {"cpu", "cuda", "meta"};
constexpr std::string_view reshape_derivatives[] = {"self: reshape(grad, sizes(self))"};
constexpr CatalogVariant flatten_using_ints_variants[] = {
    {"function", "opforge::flatten"}, {"method", "Tensor::flatten"},
};
constexpr std::string_view flatten_using_ints_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64", "uint16", "uint32", "uint64", "float16",
    "bfloat16", "float32", "float64", "complex32", "complex64", "complex128", "float8_e4m3fn",
    "float8_e5m2", "float8_e4m3fnuz", "float8_e5m2fnuz", "float8_e8m0fnu", "float4_e2m1fn_x2",
};
constexpr std::string_view flatten_using_ints_cuda_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64", "uint16", "uint32", "uint64", "float16",
    "bfloat16", "float32", "float64", "complex32", "complex64", "complex128", "float8_e4m3fn",
    "float8_e5m2", "float8_e4m3fnuz", "float8_e5m2fnuz", "float8_e8m0fnu", "float4_e2m1fn_x2",
};
constexpr std::string_view flatten_using_ints_devices[] = {"cpu", "cuda", "meta"};
constexpr std::string_view flatten_using_ints_derivatives[] = {"self: reshape(grad, sizes(self))"};
constexpr CatalogVariant flatten_named_out_dim_variants[] = {
    {"function", "opforge::flatten"}, {"method", "Tensor::flatten"},
};
constexpr std::string_view flatten_named_out_dim_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64", "uint16", "uint32", "uint64", "float16",
    "bfloat16", "float32", "float64", "complex32", "complex64", "complex128", "float8_e4m3fn",
    "float8_e5m2", "float8_e4m3fnuz", "float8_e5m2fnuz", "float8_e8m0fnu", "float4_e2m1fn_x2",
};
constexpr std::string_view flatten_named_out_dim_cuda_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64", "uint16", "uint32", "uint64", "float16",
    "bfloat16", "float32", "float64", "complex32", "complex64", "complex128", "float8_e4m3fn",
    "float8_e5m2", "float8_e4m3fnuz", "float8_e5m2fnuz", "float8_e8m0fnu", "float4_e2m1fn_x2",
};
constexpr std::string_view flatten_named_out_dim_devices[] = {"cpu", "cuda", "meta"};
constexpr std::string_view flatten_named_out_dim_derivatives[] = {
    "self: reshape(grad, sizes(self))",
};
constexpr CatalogVariant flatten_using_names_variants[] = {
    {"function", "opforge::flatten"}, {"method", "Tensor::flatten"},
};
constexpr std::string_view flatten_using_names_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64", "uint16", "uint32", "uint64", "float16",
    "bfloat16", "float32", "float64", "complex32", "complex64", "complex128", "float8_e4m3fn",
    "float8_e5m2", "float8_e4m3fnuz", "float8_e5m2fnuz", "float8_e8m0fnu", "float4_e2m1fn_x2",
};
constexpr std::string_view flatten_using_names_cuda_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64", "uint16", "uint32", "uint64", "float16",
    "bfloat16", "float32", "float64", "complex32", "complex64", "complex128", "float8_e4m3fn",
    "float8_e5m2", "float8_e4m3fnuz", "float8_e5m2fnuz", "float8_e8m0fnu", "float4_e2m1fn_x2",
};
constexpr std::string_view flatten_using_names_devices[] = {"cpu", "cuda", "meta"};
constexpr std::string_view flatten_using_names_derivatives[] = {"self: reshape(grad, sizes(self))"};
constexpr CatalogVariant flatten_DimnameList_variants[] = {
    {"function", "opforge::flatten"}, {"method", "Tensor::flatten"},
};
constexpr std::string_view flatten_DimnameList_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64", "uint16", "uint32", "uint64", "float16",
    "bfloat16", "float32", "float64", "complex32", "complex64", "complex128", "float8_e4m3fn",
    "float8_e5m2", "float8_e4m3fnuz", "float8_e5m2fnuz", "float8_e8m0fnu", "float4_e2m1fn_x2",
};
constexpr std::string_view flatten_DimnameList_cuda_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64", "uint16", "uint32", "uint64", "float16",
    "bfloat16", "float32", "float64", "complex32", "complex64", "complex128", "float8_e4m3fn",
    "float8_e5m2", "float8_e4m3fnuz", "float8_e5m2fnuz", "float8_e8m0fnu", "float4_e2m1fn_x2",
};
constexpr std::string_view flatten_DimnameList_devices[] = {"cpu", "cuda", "meta"};
constexpr std::string_view flatten_DimnameList_derivatives[] = {"self: reshape(grad, sizes(self))"};
constexpr CatalogVariant unflatten_int_variants[] = {
    {"function", "opforge::unflatten"}, {"method", "Tensor::unflatten"},
};
constexpr std::string_view unflatten_int_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64", "uint16", "uint32", "uint64", "float16",
    "bfloat16", "float32", "float64", "complex32", "complex64", "complex128", "float8_e4m3fn",
    "float8_e5m2", "float8_e4m3fnuz", "float8_e5m2fnuz", "float8_e8m0fnu", "float4_e2m1fn_x2",
};
constexpr std::string_view unflatten_int_cuda_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64", "uint16", "uint32", "uint64", "float16",
    "bfloat16", "float32", "float64", "complex32", "complex64", "complex128", "float8_e4m3fn",
    "float8_e5m2", "float8_e4m3fnuz", "float8_e5m2fnuz", "float8_e8m0fnu", "float4_e2m1fn_x2",
};
constexpr std::string_view unflatten_int_devices[] = {"cpu", "cuda", "meta"};
constexpr std::string_view unflatten_int_derivatives[] = {"self: reshape(grad, sizes(self))"};
constexpr CatalogVariant unflatten_Dimname_variants[] = {
    {"function", "opforge::unflatten"}, {"method", "Tensor::unflatten"},
};
constexpr std::string_view unflatten_Dimname_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64", "uint16", "uint32", "uint64", "float16",
    "bfloat16", "float32", "float64", "complex32", "complex64", "complex128", "float8_e4m3fn",
    "float8_e5m2", "float8_e4m3fnuz", "float8_e5m2fnuz", "float8_e8m0fnu", "float4_e2m1fn_x2",
};
constexpr std::string_view unflatten_Dimname_cuda_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64", "uint16", "uint32", "uint64", "float16",
    "bfloat16", "float32", "float64", "complex32", "complex64", "complex128", "float8_e4m3fn",
    "float8_e5m2", "float8_e4m3fnuz", "float8_e5m2fnuz", "float8_e8m0fnu", "float4_e2m1fn_x2",
};
constexpr std::string_view unflatten_Dimname_devices[] = {"cpu", "cuda", "meta"};
constexpr std::string_view unflatten_Dimname_derivatives[] = {"self: reshape(grad, sizes(self))"};
constexpr CatalogVariant as_strided_variants[] = {
    {"function", "opforge::as_strided"}, {"method", "Tensor::as_strided"},
};
constexpr std::string_view as_strided_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64", "uint16", "uint32", "uint64", "float16",
    "bfloat16", "float32", "float64", "complex32", "complex64", "complex128", "float8_e4m3fn",
    "float8_e5m2", "float8_e4m3fnuz", "float8_e5m2fnuz", "float8_e8m0fnu", "float4_e2m1fn_x2",
};
constexpr std::string_view as_strided_cuda_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64", "uint16", "uint32", "uint64", "float16",
    "bfloat16", "float32", "float64", "complex32", "complex64", "complex128", "float8_e4m3fn",
    "float8_e5m2", "float8_e4m3fnuz", "float8_e5m2fnuz", "float8_e8m0fnu", "float4_e2m1fn_x2",
};
constexpr std::string_view as_strided_devices[] = {"cpu", "cuda", "meta"};
constexpr std::string_view as_strided_derivatives[] = {
    "self: as_strided_backward(grad, self, size, stride, storage_offset)",
};
constexpr CatalogVariant swapaxes_variants[] = {
    {"function", "opforge::swapaxes"}, {"method", "Tensor::swapaxes"},
    {"inplace", "Tensor::swapaxes_"},
};
constexpr std::string_view swapaxes_names_operands[] = {"self"};
constexpr std::string_view swapaxes_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64", "uint16", "uint32", "uint64", "float16",
    "bfloat16", "float32", "float64", "complex32", "complex64", "complex128", "float8_e4m3fn",
    "float8_e5m2", "float8_e4m3fnuz", "float8_e5m2fnuz", "float8_e8m0fnu", "float4_e2m1fn_x2",
};
constexpr std::string_view swapaxes_cuda_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64", "uint16", "uint32", "uint64", "float16",
    "bfloat16", "float32", "float64", "complex32", "complex64", "complex128", "float8_e4m3fn",
    "float8_e5m2", "float8_e4m3fnuz", "float8_e5m2fnuz", "float8_e8m0fnu", "float4_e2m1fn_x2",
};
constexpr std::string_view swapaxes_devices[] = {"cpu", "cuda", "meta"};
constexpr std::string_view swapaxes_derivatives[] = {"self: transpose(grad, axis0, axis1)"};
constexpr CatalogVariant swapdims_variants[] = {
    {"function", "opforge::swapdims"}, {"method", "Tensor::swapdims"},
    {"inplace", "Tensor::swapdims_"},
};
constexpr std::string_view swapdims_names_operands[] = {"self"};
constexpr std::string_view swapdims_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64", "uint16", "uint32", "uint64", "float16",
    "bfloat16", "float32", "float64", "complex32", "complex64", "complex128", "float8_e4m3fn",
    "float8_e5m2", "float8_e4m3fnuz", "float8_e5m2fnuz", "float8_e8m0fnu", "float4_e2m1fn_x2",
};
constexpr std::string_view swapdims_cuda_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64", "uint16", "uint32", "uint64", "float16",
    "bfloat16", "float32", "float64", "complex32", "complex64", "complex128", "float8_e4m3fn",
    "float8_e5m2", "float8_e4m3fnuz", "float8_e5m2fnuz", "float8_e8m0fnu", "float4_e2m1fn_x2",
};
constexpr std::string_view swapdims_devices[] = {"cpu", "cuda", "meta"};
constexpr std::string_view swapdims_derivatives[] = {"self: transpose(grad, dim0, dim1)"};
constexpr CatalogVariant movedim_intlist_variants[] = {
    {"function", "opforge::movedim"}, {"method", "Tensor::movedim"},
};
constexpr std::string_view movedim_intlist_names_operands[] = {"self"};
constexpr std::string_view movedim_intlist_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64", "uint16", "uint32", "uint64", "float16",
    "bfloat16", "float32", "float64", "complex32", "complex64", "complex128", "float8_e4m3fn",
    "float8_e5m2", "float8_e4m3fnuz", "float8_e5m2fnuz", "float8_e8m0fnu", "float4_e2m1fn_x2",
};
constexpr std::string_view movedim_intlist_cuda_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64", "uint16", "uint32", "uint64", "float16",
    "bfloat16", "float32", "float64", "complex32", "complex64", "complex128", "float8_e4m3fn",
    "float8_e5m2", "float8_e4m3fnuz", "float8_e5m2fnuz", "float8_e8m0fnu", "float4_e2m1fn_x2",
};
constexpr std::string_view movedim_intlist_devices[] = {"cpu", "cuda", "meta"};
constexpr std::string_view movedim_intlist_derivatives[] = {
    "self: movedim(grad, destination, source)",
};
constexpr CatalogVariant movedim_int_variants[] = {
    {"function", "opforge::movedim"}, {"method", "Tensor::movedim"},
};
constexpr std::string_view movedim_int_names_operands[] = {"self"};
constexpr std::string_view movedim_int_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64", "uint16", "uint32", "uint64", "float16",
    "bfloat16", "float32", "float64", "complex32", "complex64", "complex128", "float8_e4m3fn",
    "float8_e5m2", "float8_e4m3fnuz", "float8_e5m2fnuz", "float8_e8m0fnu", "float4_e2m1fn_x2",
};
constexpr std::string_view movedim_int_cuda_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64", "uint16", "uint32", "uint64", "float16",
    "bfloat16", "float32", "float64", "complex32", "complex64", "complex128", "float8_e4m3fn",
    "float8_e5m2", "float8_e4m3fnuz", "float8_e5m2fnuz", "float8_e8m0fnu", "float4_e2m1fn_x2",
};
constexpr std::string_view movedim_int_devices[] = {"cpu", "cuda", "meta"};
constexpr std::string_view movedim_int_derivatives[] = {"self: movedim(grad, destination, source)"};
constexpr CatalogVariant moveaxis_intlist_variants[] = {
    {"function", "opforge::moveaxis"}, {"method", "Tensor::moveaxis"},
};
constexpr std::string_view moveaxis_intlist_names_operands[] = {"self"};
constexpr std::string_view moveaxis_intlist_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64", "uint16", "uint32", "uint64", "float16",
    "bfloat16", "float32", "float64", "complex32", "complex64", "complex128", "float8_e4m3fn",
    "float8_e5m2", "float8_e4m3fnuz", "float8_e5m2fnuz", "float8_e8m0fnu", "float4_e2m1fn_x2",
};
constexpr std::string_view moveaxis_intlist_cuda_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64", "uint16", "uint32", "uint64", "float16",
    "bfloat16", "float32", "float64", "complex32", "complex64", "complex128", "float8_e4m3fn",
    "float8_e5m2", "float8_e4m3fnuz", "float8_e5m2fnuz", "float8_e8m0fnu", "float4_e2m1fn_x2",
};
constexpr std::string_view moveaxis_intlist_devices[] = {"cpu", "cuda", "meta"};
constexpr std::string_view moveaxis_intlist_derivatives[] = {
    "self: moveaxis(grad, destination, source)",
};
constexpr CatalogVariant moveaxis_int_variants[] = {
    {"function", "opforge::moveaxis"}, {"method", "Tensor::moveaxis"},
};
constexpr std::string_view moveaxis_int_names_operands[] = {"self"};
constexpr std::string_view moveaxis_int_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64", "uint16", "uint32", "uint64", "float16",
    "bfloat16", "float32", "float64", "complex32", "complex64", "complex128", "float8_e4m3fn",
    "float8_e5m2", "float8_e4m3fnuz", "float8_e5m2fnuz", "float8_e8m0fnu", "float4_e2m1fn_x2",
};
constexpr std::string_view moveaxis_int_cuda_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64", "uint16", "uint32", "uint64", "float16",
    "bfloat16", "float32", "float64", "complex32", "complex64", "complex128", "float8_e4m3fn",
    "float8_e5m2", "float8_e4m3fnuz", "float8_e5m2fnuz", "float8_e8m0fnu", "float4_e2m1fn_x2",
};
constexpr std::string_view moveaxis_int_devices[] = {"cpu", "cuda", "meta"};
constexpr std::string_view moveaxis_int_derivatives[] = {
    "self: moveaxis(grad, destination, source)",
};
constexpr CatalogVariant diagonal_variants[] = {
    {"function", "opforge::diagonal"}, {"method", "Tensor::diagonal"},
};
constexpr std::string_view diagonal_names_operands[] = {"self"};
constexpr std::string_view diagonal_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64", "uint16", "uint32", "uint64", "float16",
    "bfloat16", "float32", "float64", "complex32", "complex64", "complex128", "float8_e4m3fn",
    "float8_e5m2", "float8_e4m3fnuz", "float8_e5m2fnuz", "float8_e8m0fnu", "float4_e2m1fn_x2",
};
constexpr std::string_view diagonal_cuda_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64", "uint16", "uint32", "uint64", "float16",
    "bfloat16", "float32", "float64", "complex32", "complex64", "complex128", "float8_e4m3fn",
    "float8_e5m2", "float8_e4m3fnuz", "float8_e5m2fnuz", "float8_e8m0fnu", "float4_e2m1fn_x2",
};
constexpr std::string_view diagonal_devices[] = {"cpu", "cuda", "meta"};
constexpr std::string_view diagonal_derivatives[] = {
    "self: diagonal_backward(grad, sizes(self), offset, dim1, dim2)",
};
constexpr CatalogVariant diagonal_Dimname_variants[] = {
    {"function", "opforge::diagonal"}, {"method", "Tensor::diagonal"},
};
constexpr std::string_view diagonal_Dimname_names_operands[] = {"self"};
constexpr std::string_view diagonal_Dimname_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64", "uint16", "uint32", "uint64", "float16",
    "bfloat16", "float32", "float64", "complex32", "complex64", "complex128", "float8_e4m3fn",
    "float8_e5m2", "float8_e4m3fnuz", "float8_e5m2fnuz", "float8_e8m0fnu", "float4_e2m1fn_x2",
};
constexpr std::string_view diagonal_Dimname_cuda_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64", "uint16", "uint32", "uint64", "float16",
    "bfloat16", "float32", "float64", "complex32", "complex64", "complex128", "float8_e4m3fn",
    "float8_e5m2", "float8_e4m3fnuz", "float8_e5m2fnuz", "float8_e8m0fnu", "float4_e2m1fn_x2",
};
constexpr std::string_view diagonal_Dimname_devices[] = {"cpu", "cuda", "meta"};
constexpr std::string_view diagonal_Dimname_derivatives[] = {
    "self: diagonal_backward(grad, sizes(self), offset, dim1, dim2)",
};
constexpr CatalogVariant unfold_variants[] = {{"method", "Tensor::unfold"}};
constexpr std::string_view unfold_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64", "uint16", "uint32", "uint64", "float16",
    "bfloat16", "float32", "float64", "complex32", "complex64", "complex128", "float8_e4m3fn",
    "float8_e5m2", "float8_e4m3fnuz", "float8_e5m2fnuz", "float8_e8m0fnu", "float4_e2m1fn_x2",
};
constexpr std::string_view unfold_cuda_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64", "uint16", "uint32", "uint64", "float16",
    "bfloat16", "float32", "float64", "complex32", "complex64", "complex128", "float8_e4m3fn",
    "float8_e5m2", "float8_e4m3fnuz", "float8_e5m2fnuz", "float8_e8m0fnu", "float4_e2m1fn_x2",
};
constexpr std::string_view unfold_devices[] = {"cpu", "cuda", "meta"};
constexpr std::string_view unfold_derivatives[] = {
    "self: unfold_backward(grad, sizes(self), dimension, size, step)",
};
constexpr CatalogVariant split_Tensor_variants[] = {
    {"function", "opforge::split"}, {"method", "Tensor::split"},
};
constexpr std::string_view split_Tensor_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64", "uint16", "uint32", "uint64", "float16",
    "bfloat16", "float32", "float64", "complex32", "complex64", "complex128", "float8_e4m3fn",
    "float8_e5m2", "float8_e4m3fnuz", "float8_e5m2fnuz", "float8_e8m0fnu", "float4_e2m1fn_x2",
};
constexpr std::string_view split_Tensor_cuda_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64", "uint16", "uint32", "uint64", "float16",
    "bfloat16", "float32", "float64", "complex32", "complex64", "complex128", "float8_e4m3fn",
    "float8_e5m2", "float8_e4m3fnuz", "float8_e5m2fnuz", "float8_e8m0fnu", "float4_e2m1fn_x2",
};
constexpr std::string_view split_Tensor_devices[] = {"cpu", "cuda", "meta"};
constexpr std::string_view split_Tensor_derivatives[] = {"self: cat(grads, dim)"};
constexpr CatalogVariant split_sizes_variants[] = {
    {"function", "opforge::split"}, {"method", "Tensor::split"},
};
constexpr std::string_view split_sizes_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64", "uint16", "uint32", "uint64", "float16",
    "bfloat16", "float32", "float64", "complex32", "complex64", "complex128", "float8_e4m3fn",
    "float8_e5m2", "float8_e4m3fnuz", "float8_e5m2fnuz", "float8_e8m0fnu", "float4_e2m1fn_x2",
};
constexpr std::string_view split_sizes_cuda_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64", "uint16", "uint32", "uint64", "float16",
    "bfloat16", "float32", "float64", "complex32", "complex64", "complex128", "float8_e4m3fn",
    "float8_e5m2", "float8_e4m3fnuz", "float8_e5m2fnuz", "float8_e8m0fnu", "float4_e2m1fn_x2",
};
constexpr std::string_view split_sizes_devices[] = {"cpu", "cuda", "meta"};
constexpr std::string_view split_sizes_derivatives[] = {"self: cat(grads, dim)"};
constexpr CatalogVariant split_with_sizes_variants[] = {
    {"function", "opforge::split_with_sizes"}, {"method", "Tensor::split_with_sizes"},
};
constexpr std::string_view split_with_sizes_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64", "uint16", "uint32", "uint64", "float16",
    "bfloat16", "float32", "float64", "complex32", "complex64", "complex128", "float8_e4m3fn",
    "float8_e5m2", "float8_e4m3fnuz", "float8_e5m2fnuz", "float8_e8m0fnu", "float4_e2m1fn_x2",
};
constexpr std::string_view split_with_sizes_cuda_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64", "uint16", "uint32", "uint64", "float16",
    "bfloat16", "float32", "float64", "complex32", "complex64", "complex128", "float8_e4m3fn",
    "float8_e5m2", "float8_e4m3fnuz", "float8_e5m2fnuz", "float8_e8m0fnu", "float4_e2m1fn_x2",
};
constexpr std::string_view split_with_sizes_devices[] = {"cpu", "cuda", "meta"};
constexpr std::string_view split_with_sizes_derivatives[] = {"self: cat(grads, dim)"};
constexpr CatalogVariant chunk_variants[] = {
    {"function", "opforge::chunk"}, {"method", "Tensor::chunk"},
};
constexpr std::string_view chunk_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64", "uint16", "uint32", "uint64", "float16",
    "bfloat16", "float32", "float64", "complex32", "complex64", "complex128", "float8_e4m3fn",
    "float8_e5m2", "float8_e4m3fnuz", "float8_e5m2fnuz", "float8_e8m0fnu", "float4_e2m1fn_x2",
};
constexpr std::string_view chunk_cuda_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64", "uint16", "uint32", "uint64", "float16",
    "bfloat16", "float32", "float64", "complex32", "complex64", "complex128", "float8_e4m3fn",
    "float8_e5m2", "float8_e4m3fnuz", "float8_e5m2fnuz", "float8_e8m0fnu", "float4_e2m1fn_x2",
};
constexpr std::string_view chunk_devices[] = {"cpu", "cuda", "meta"};
constexpr std::string_view chunk_derivatives[] = {"self: cat(grads, dim)"};
constexpr CatalogVariant unbind_int_variants[] = {
    {"function", "opforge::unbind"}, {"method", "Tensor::unbind"},
};
constexpr std::string_view unbind_int_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64", "uint16", "uint32", "uint64", "float16",
    "bfloat16", "float32", "float64", "complex32", "complex64", "complex128", "float8_e4m3fn",
    "float8_e5m2", "float8_e4m3fnuz", "float8_e5m2fnuz", "float8_e8m0fnu", "float4_e2m1fn_x2",
};
constexpr std::string_view unbind_int_cuda_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64", "uint16", "uint32", "uint64", "float16",
    "bfloat16", "float32", "float64", "complex32", "complex64", "complex128", "float8_e4m3fn",
    "float8_e5m2", "float8_e4m3fnuz", "float8_e5m2fnuz", "float8_e8m0fnu", "float4_e2m1fn_x2",
};
constexpr std::string_view unbind_int_devices[] = {"cpu", "cuda", "meta"};
constexpr std::string_view unbind_int_derivatives[] = {"self: unbind_backward(grads, dim)"};
constexpr CatalogVariant unbind_Dimname_variants[] = {
    {"function", "opforge::unbind"}, {"method", "Tensor::unbind"},
};
constexpr std::string_view unbind_Dimname_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64", "uint16", "uint32", "uint64", "float16",
    "bfloat16", "float32", "float64", "complex32", "complex64", "complex128", "float8_e4m3fn",
    "float8_e5m2", "float8_e4m3fnuz", "float8_e5m2fnuz", "float8_e8m0fnu", "float4_e2m1fn_x2",
};
constexpr std::string_view unbind_Dimname_cuda_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64", "uint16", "uint32", "uint64", "float16",
    "bfloat16", "float32", "float64", "complex32", "complex64", "complex128", "float8_e4m3fn",
    "float8_e5m2", "float8_e4m3fnuz", "float8_e5m2fnuz", "float8_e8m0fnu", "float4_e2m1fn_x2",
};
constexpr std::string_view unbind_Dimname_devices[] = {"cpu", "cuda", "meta"};
constexpr std::string_view unbind_Dimname_derivatives[] = {"self: unbind_backward(grads, dim)"};
constexpr CatalogVariant real_variants[] = {
    {"function", "opforge::real"}, {"method", "Tensor::real"},
};
constexpr std::string_view real_names_operands[] = {"self"};
constexpr std::string_view real_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64", "uint16", "uint32", "uint64", "float16",
    "bfloat16", "float32", "float64", "complex32", "complex64", "complex128", "float8_e4m3fn",
    "float8_e5m2", "float8_e4m3fnuz", "float8_e5m2fnuz", "float8_e8m0fnu", "float4_e2m1fn_x2",
};
constexpr std::string_view real_cuda_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64", "uint16", "uint32", "uint64", "float16",
    "bfloat16", "float32", "float64", "complex32", "complex64", "complex128", "float8_e4m3fn",
    "float8_e5m2", "float8_e4m3fnuz", "float8_e5m2fnuz", "float8_e8m0fnu", "float4_e2m1fn_x2",
};
constexpr std::string_view real_devices[] = {"cpu", "cuda", "meta"};
constexpr std::string_view real_derivatives[] = {"self: grad"};
constexpr CatalogVariant imag_variants[] = {
    {"function", "opforge::imag"}, {"method", "Tensor::imag"},
};
constexpr std::string_view imag_names_operands[] = {"self"};
constexpr std::string_view imag_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64", "uint16", "uint32", "uint64", "float16",
    "bfloat16", "float32", "float64", "complex32", "complex64", "complex128", "float8_e4m3fn",
    "float8_e5m2", "float8_e4m3fnuz", "float8_e5m2fnuz", "float8_e8m0fnu", "float4_e2m1fn_x2",
};
constexpr std::string_view imag_cuda_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64", "uint16", "uint32", "uint64", "float16",
    "bfloat16", "float32", "float64", "complex32", "complex64", "complex128", "float8_e4m3fn",
    "float8_e5m2", "float8_e4m3fnuz", "float8_e5m2fnuz", "float8_e8m0fnu", "float4_e2m1fn_x2",
};
constexpr std::string_view imag_devices[] = {"cpu", "cuda", "meta"};
constexpr std::string_view imag_derivatives[] = {"self: imag_backward(grad)"};
constexpr CatalogVariant detach_variants[] = {
    {"function", "opforge::detach"}, {"method", "Tensor::detach"},
};
constexpr std::string_view detach_names_operands[] = {"self"};
constexpr std::string_view detach_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64", "uint16", "uint32", "uint64", "float16",
    "bfloat16", "float32", "float64", "complex32", "complex64", "complex128", "float8_e4m3fn",
    "float8_e5m2", "float8_e4m3fnuz", "float8_e5m2fnuz", "float8_e8m0fnu", "float4_e2m1fn_x2",
};
constexpr std::string_view detach_cuda_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64", "uint16", "uint32", "uint64", "float16",
    "bfloat16", "float32", "float64", "complex32", "complex64", "complex128", "float8_e4m3fn",
    "float8_e5m2", "float8_e4m3fnuz", "float8_e5m2fnuz", "float8_e8m0fnu", "float4_e2m1fn_x2",
};
constexpr std::string_view detach_devices[] = {"cpu", "cuda", "meta"};
constexpr std::string_view detach_derivatives[] = {"not_differentiable"};
constexpr CatalogVariant rename_variants[] = {
    {"method", "Tensor::rename"}, {"inplace", "Tensor::rename_"},
};
constexpr std::string_view rename_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64", "uint16", "uint32", "uint64", "float16",
    "bfloat16", "float32", "float64", "complex32", "complex64", "complex128", "float8_e4m3fn",
    "float8_e5m2", "float8_e4m3fnuz", "float8_e5m2fnuz", "float8_e8m0fnu", "float4_e2m1fn_x2",
};
constexpr std::string_view rename_cuda_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64", "uint16", "uint32", "uint64", "float16",
    "bfloat16", "float32", "float64", "complex32", "complex64", "complex128", "float8_e4m3fn",
    "float8_e5m2", "float8_e4m3fnuz", "float8_e5m2fnuz", "float8_e8m0fnu", "float4_e2m1fn_x2",
};
constexpr std::string_view rename_devices[] = {"cpu", "cuda", "meta"};
constexpr std::string_view rename_derivatives[] = {"self: grad"};
constexpr CatalogVariant refine_names_variants[] = {{"method", "Tensor::refine_names"}};
constexpr std::string_view refine_names_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64", "uint16", "uint32", "uint64", "float16",
    "bfloat16", "float32", "float64", "complex32", "complex64", "complex128", "float8_e4m3fn",
    "float8_e5m2", "float8_e4m3fnuz", "float8_e5m2fnuz", "float8_e8m0fnu", "float4_e2m1fn_x2",
};
constexpr std::string_view refine_names_cuda_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64", "uint16", "uint32", "uint64", "float16",
    "bfloat16", "float32", "float64", "complex32", "complex64", "complex128", "float8_e4m3fn",
    "float8_e5m2", "float8_e4m3fnuz", "float8_e5m2fnuz", "float8_e8m0fnu", "float4_e2m1fn_x2",
};
constexpr std::string_view refine_names_devices[] = {"cpu", "cuda", "meta"};
constexpr std::string_view refine_names_derivatives[] = {"self: grad"};
constexpr CatalogVariant align_to_variants[] = {{"method", "Tensor::align_to"}};
constexpr std::string_view align_to_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64", "uint16", "uint32", "uint64", "float16",
    "bfloat16", "float32", "float64", "complex32", "complex64", "complex128", "float8_e4m3fn",
    "float8_e5m2", "float8_e4m3fnuz", "float8_e5m2fnuz", "float8_e8m0fnu", "float4_e2m1fn_x2",
};
constexpr std::string_view align_to_cuda_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64", "uint16", "uint32", "uint64", "float16",
    "bfloat16", "float32", "float64", "complex32", "complex64", "complex128", "float8_e4m3fn",
    "float8_e5m2", "float8_e4m3fnuz", "float8_e5m2fnuz", "float8_e8m0fnu", "float4_e2m1fn_x2",
};
constexpr std::string_view align_to_devices[] = {"cpu", "cuda", "meta"};
constexpr std::string_view align_to_derivatives[] = {
    "self: strided_view_backward(grad, self, result)",
};
constexpr CatalogVariant align_to_ellipsis_idx_variants[] = {{"method", "Tensor::align_to"}};
constexpr std::string_view align_to_ellipsis_idx_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64", "uint16", "uint32", "uint64", "float16",
    "bfloat16", "float32", "float64", "complex32", "complex64", "complex128", "float8_e4m3fn",
    "float8_e5m2", "float8_e4m3fnuz", "float8_e5m2fnuz", "float8_e8m0fnu", "float4_e2m1fn_x2",
};
constexpr std::string_view align_to_ellipsis_idx_cuda_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64", "uint16", "uint32", "uint64", "float16",
    "bfloat16", "float32", "float64", "complex32", "complex64", "complex128", "float8_e4m3fn",
    "float8_e5m2", "float8_e4m3fnuz", "float8_e5m2fnuz", "float8_e8m0fnu", "float4_e2m1fn_x2",
};
constexpr std::string_view align_to_ellipsis_idx_devices[] = {"cpu", "cuda", "meta"};
constexpr std::string_view align_to_ellipsis_idx_derivatives[] = {
    "self: strided_view_backward(grad, self, result)",
};
constexpr CatalogVariant align_as_variants[] = {{"method", "Tensor::align_as"}};
constexpr std::string_view align_as_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64", "uint16", "uint32", "uint64", "float16",
    "bfloat16", "float32", "float64", "complex32", "complex64", "complex128", "float8_e4m3fn",
    "float8_e5m2", "float8_e4m3fnuz", "float8_e5m2fnuz", "float8_e8m0fnu", "float4_e2m1fn_x2",
};
constexpr std::string_view align_as_cuda_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64", "uint16", "uint32", "uint64", "float16",
    "bfloat16", "float32", "float64", "complex32", "complex64", "complex128", "float8_e4m3fn",
    "float8_e5m2", "float8_e4m3fnuz", "float8_e5m2fnuz", "float8_e8m0fnu", "float4_e2m1fn_x2",
};
constexpr std::string_view align_as_devices[] = {"cpu", "cuda", "meta"};
constexpr std::string_view align_as_derivatives[] = {
    "self: strided_view_backward(grad, self, result)", "other: not_differentiable",
};
constexpr CatalogVariant to_dtype_variants[] = {{"method", "Tensor::to"}};
constexpr std::string_view to_dtype_names_operands[] = {"self"};
constexpr std::string_view to_dtype_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64", "uint16", "uint32", "uint64", "float16",
    "bfloat16", "float32", "float64", "complex32", "complex64", "complex128", "float8_e4m3fn",
    "float8_e5m2", "float8_e4m3fnuz", "float8_e5m2fnuz", "float8_e8m0fnu", "float4_e2m1fn_x2",
};
constexpr std::string_view to_dtype_cuda_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64", "uint16", "uint32", "uint64", "float16",
    "bfloat16", "float32", "float64", "complex32", "complex64", "complex128", "float8_e4m3fn",
    "float8_e5m2", "float8_e4m3fnuz", "float8_e5m2fnuz", "float8_e8m0fnu", "float4_e2m1fn_x2",
};
constexpr std::string_view to_dtype_devices[] = {"cpu", "cuda", "meta"};
constexpr std::string_view to_dtype_derivatives[] = {"self: grad"};
constexpr CatalogVariant to_device_variants[] = {{"method", "Tensor::to"}};
constexpr std::string_view to_device_names_operands[] = {"self"};
constexpr std::string_view to_device_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64", "uint16", "uint32", "uint64", "float16",
    "bfloat16", "float32", "float64", "complex32", "complex64", "complex128", "float8_e4m3fn",
    "float8_e5m2", "float8_e4m3fnuz", "float8_e5m2fnuz", "float8_e8m0fnu", "float4_e2m1fn_x2",
};
constexpr std::string_view to_device_cuda_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64", "uint16", "uint32", "uint64", "float16",
    "bfloat16", "float32", "float64", "complex32", "complex64", "complex128", "float8_e4m3fn",
    "float8_e5m2", "float8_e4m3fnuz", "float8_e5m2fnuz", "float8_e8m0fnu", "float4_e2m1fn_x2",
};
constexpr std::string_view to_device_devices[] = {"cpu", "cuda", "meta"};
constexpr std::string_view to_device_derivatives[] = {"self: grad"};
constexpr CatalogVariant to_other_variants[] = {{"method", "Tensor::to"}};
constexpr std::string_view to_other_names_operands[] = {"self"};
constexpr std::string_view to_other_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64", "uint16", "uint32", "uint64", "float16",
    "bfloat16", "float32", "float64", "complex32", "complex64", "complex128", "float8_e4m3fn",
    "float8_e5m2", "float8_e4m3fnuz", "float8_e5m2fnuz", "float8_e8m0fnu", "float4_e2m1fn_x2",
};
constexpr std::string_view to_other_cuda_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64", "uint16", "uint32", "uint64", "float16",
    "bfloat16", "float32", "float64", "complex32", "complex64", "complex128", "float8_e4m3fn",
    "float8_e5m2", "float8_e4m3fnuz", "float8_e5m2fnuz", "float8_e8m0fnu", "float4_e2m1fn_x2",
};
constexpr std::string_view to_other_devices[] = {"cpu", "cuda", "meta"};
constexpr std::string_view to_other_derivatives[] = {"self: grad", "other: not_differentiable"};
constexpr CatalogVariant type_as_variants[] = {{"method", "Tensor::type_as"}};
constexpr std::string_view type_as_names_operands[] = {"self"};
constexpr std::string_view type_as_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64", "uint16", "uint32", "uint64", "float16",
    "bfloat16", "float32", "float64", "complex32", "complex64", "complex128", "float8_e4m3fn",
    "float8_e5m2", "float8_e4m3fnuz", "float8_e5m2fnuz", "float8_e8m0fnu", "float4_e2m1fn_x2",
};
constexpr std::string_view type_as_cuda_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64", "uint16", "uint32", "uint64", "float16",
    "bfloat16", "float32", "float64", "complex32", "complex64", "complex128", "float8_e4m3fn",
    "float8_e5m2", "float8_e4m3fnuz", "float8_e5m2fnuz", "float8_e8m0fnu", "float4_e2m1fn_x2",
};
constexpr std::string_view type_as_devices[] = {"cpu", "cuda", "meta"};
constexpr std::string_view type_as_derivatives[] = {"self: grad", "other: not_differentiable"};
constexpr CatalogVariant cpu_variants[] = {{"method", "Tensor::cpu"}};
constexpr std::string_view cpu_names_operands[] = {"self"};
constexpr std::string_view cpu_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64", "uint16", "uint32", "uint64", "float16",
    "bfloat16", "float32", "float64", "complex32", "complex64", "complex128", "float8_e4m3fn",
    "float8_e5m2", "float8_e4m3fnuz", "float8_e5m2fnuz", "float8_e8m0fnu", "float4_e2m1fn_x2",
};
constexpr std::string_view cpu_cuda_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64", "uint16", "uint32", "uint64", "float16",
    "bfloat16", "float32", "float64", "complex32", "complex64", "complex128", "float8_e4m3fn",
    "float8_e5m2", "float8_e4m3fnuz", "float8_e5m2fnuz", "float8_e8m0fnu", "float4_e2m1fn_x2",
};
constexpr std::string_view cpu_devices[] = {"cpu", "cuda", "meta"};
constexpr std::string_view cpu_derivatives[] = {"self: grad"};
constexpr CatalogVariant cuda_variants[] = {{"method", "Tensor::cuda"}};
constexpr std::string_view cuda_names_operands[] = {"self"};
constexpr std::string_view cuda_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64", "uint16", "uint32", "uint64", "float16",
    "bfloat16", "float32", "float64", "complex32", "complex64", "complex128", "float8_e4m3fn",
    "float8_e5m2", "float8_e4m3fnuz", "float8_e5m2fnuz", "float8_e8m0fnu", "float4_e2m1fn_x2",
};
constexpr std::string_view cuda_cuda_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64", "uint16", "uint32", "uint64", "float16",
    "bfloat16", "float32", "float64", "complex32", "complex64", "complex128", "float8_e4m3fn",
    "float8_e5m2", "float8_e4m3fnuz", "float8_e5m2fnuz", "float8_e8m0fnu", "float4_e2m1fn_x2",
};
constexpr std::string_view cuda_devices[] = {"cpu", "cuda", "meta"};
constexpr std::string_view cuda_derivatives[] = {"self: grad"};
constexpr CatalogVariant double_variants[] = {{"method", "Tensor::to_double"}};
constexpr std::string_view double_names_operands[] = {"self"};
constexpr std::string_view double_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64", "uint16", "uint32", "uint64", "float16",
    "bfloat16", "float32", "float64", "complex32", "complex64", "complex128", "float8_e4m3fn",
    "float8_e5m2", "float8_e4m3fnuz", "float8_e5m2fnuz", "float8_e8m0fnu", "float4_e2m1fn_x2",
};
constexpr std::string_view double_cuda_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64", "uint16", "uint32", "uint64", "float16",
    "bfloat16", "float32", "float64", "complex32", "complex64", "complex128", "float8_e4m3fn",
    "float8_e5m2", "float8_e4m3fnuz", "float8_e5m2fnuz", "float8_e8m0fnu", "float4_e2m1fn_x2",
};
constexpr std::string_view double_devices[] = {"cpu", "cuda", "meta"};
constexpr std::string_view double_derivatives[] = {"self: grad"};
constexpr CatalogVariant float_variants[] = {{"method", "Tensor::to_float"}};
constexpr std::string_view float_names_operands[] = {"self"};
constexpr std::string_view float_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64", "uint16", "uint32", "uint64", "float16",
    "bfloat16", "float32", "float64", "complex32", "complex64", "complex128", "float8_e4m3fn",
    "float8_e5m2", "float8_e4m3fnuz", "float8_e5m2fnuz", "float8_e8m0fnu", "float4_e2m1fn_x2",
};
constexpr std::string_view float_cuda_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64", "uint16", "uint32", "uint64", "float16",
    "bfloat16", "float32", "float64", "complex32", "complex64", "complex128", "float8_e4m3fn",
    "float8_e5m2", "float8_e4m3fnuz", "float8_e5m2fnuz", "float8_e8m0fnu", "float4_e2m1fn_x2",
};
constexpr std::string_view float_devices[] = {"cpu", "cuda", "meta"};
constexpr std::string_view float_derivatives[] = {"self: grad"};
constexpr CatalogVariant half_variants[] = {{"method", "Tensor::to_half"}};
constexpr std::string_view half_names_operands[] = {"self"};
constexpr std::string_view half_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64", "uint16", "uint32", "uint64", "float16",
    "bfloat16", "float32", "float64", "complex32", "complex64", "complex128", "float8_e4m3fn",
    "float8_e5m2", "float8_e4m3fnuz", "float8_e5m2fnuz", "float8_e8m0fnu", "float4_e2m1fn_x2",
};
constexpr std::string_view half_cuda_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64", "uint16", "uint32", "uint64", "float16",
    "bfloat16", "float32", "float64", "complex32", "complex64", "complex128", "float8_e4m3fn",
    "float8_e5m2", "float8_e4m3fnuz", "float8_e5m2fnuz", "float8_e8m0fnu", "float4_e2m1fn_x2",
};
constexpr std::string_view half_devices[] = {"cpu", "cuda", "meta"};
constexpr std::string_view half_derivatives[] = {"self: grad"};
constexpr CatalogVariant bfloat16_variants[] = {{"method", "Tensor::to_bfloat16"}};
constexpr std::string_view bfloat16_names_operands[] = {"self"};
constexpr std::string_view bfloat16_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64", "uint16", "uint32", "uint64", "float16",
    "bfloat16", "float32", "float64", "complex32", "complex64", "complex128", "float8_e4m3fn",
    "float8_e5m2", "float8_e4m3fnuz", "float8_e5m2fnuz", "float8_e8m0fnu", "float4_e2m1fn_x2",
};
constexpr std::string_view bfloat16_cuda_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64", "uint16", "uint32", "uint64", "float16",
    "bfloat16", "float32", "float64", "complex32", "complex64", "complex128", "float8_e4m3fn",
    "float8_e5m2", "float8_e4m3fnuz", "float8_e5m2fnuz", "float8_e8m0fnu", "float4_e2m1fn_x2",
};
constexpr std::string_view bfloat16_devices[] = {"cpu", "cuda", "meta"};
constexpr std::string_view bfloat16_derivatives[] = {"self: grad"};
constexpr CatalogVariant bool_variants[] = {{"method", "Tensor::to_bool"}};
constexpr std::string_view bool_names_operands[] = {"self"};
constexpr std::string_view bool_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64", "uint16", "uint32", "uint64", "float16",
    "bfloat16", "float32", "float64", "complex32", "complex64", "complex128", "float8_e4m3fn",
    "float8_e5m2", "float8_e4m3fnuz", "float8_e5m2fnuz", "float8_e8m0fnu", "float4_e2m1fn_x2",
};
constexpr std::string_view bool_cuda_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64", "uint16", "uint32", "uint64", "float16",
    "bfloat16", "float32", "float64", "complex32", "complex64", "complex128", "float8_e4m3fn",
    "float8_e5m2", "float8_e4m3fnuz", "float8_e5m2fnuz", "float8_e8m0fnu", "float4_e2m1fn_x2",
};
constexpr std::string_view bool_devices[] = {"cpu", "cuda", "meta"};
constexpr std::string_view bool_derivatives[] = {"not_differentiable"};
constexpr CatalogVariant byte_variants[] = {{"method", "Tensor::to_byte"}};
constexpr std::string_view byte_names_operands[] = {"self"};
constexpr std::string_view byte_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64", "uint16", "uint32", "uint64", "float16",
    "bfloat16", "float32", "float64", "complex32", "complex64", "complex128", "float8_e4m3fn",
    "float8_e5m2", "float8_e4m3fnuz", "float8_e5m2fnuz", "float8_e8m0fnu", "float4_e2m1fn_x2",
};
constexpr std::string_view byte_cuda_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64", "uint16", "uint32", "uint64", "float16",
    "bfloat16", "float32", "float64", "complex32", "complex64", "complex128", "float8_e4m3fn",
    "float8_e5m2", "float8_e4m3fnuz", "float8_e5m2fnuz", "float8_e8m0fnu", "float4_e2m1fn_x2",
};
constexpr std::string_view byte_devices[] = {"cpu", "cuda", "meta"};
constexpr std::string_view byte_derivatives[] = {"not_differentiable"};
constexpr CatalogVariant char_variants[] = {{"method", "Tensor::to_char"}};
constexpr std::string_view char_names_operands[] = {"self"};
constexpr std::string_view char_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64", "uint16", "uint32", "uint64", "float16",
    "bfloat16", "float32", "float64", "complex32", "complex64", "complex128", "float8_e4m3fn",
    "float8_e5m2", "float8_e4m3fnuz", "float8_e5m2fnuz", "float8_e8m0fnu", "float4_e2m1fn_x2",
};
constexpr std::string_view char_cuda_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64", "uint16", "uint32", "uint64", "float16",
    "bfloat16", "float32", "float64", "complex32", "complex64", "complex128", "float8_e4m3fn",
    "float8_e5m2", "float8_e4m3fnuz", "float8_e5m2fnuz", "float8_e8m0fnu", "float4_e2m1fn_x2",
};
constexpr std::string_view char_devices[] = {"cpu", "cuda", "meta"};
constexpr std::string_view char_derivatives[] = {"not_differentiable"};
constexpr CatalogVariant short_variants[] = {{"method", "Tensor::to_short"}};
constexpr std::string_view short_names_operands[] = {"self"};
constexpr std::string_view short_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64", "uint16", "uint32", "uint64", "float16",
    "bfloat16", "float32", "float64", "complex32", "complex64", "complex128", "float8_e4m3fn",
    "float8_e5m2", "float8_e4m3fnuz", "float8_e5m2fnuz", "float8_e8m0fnu", "float4_e2m1fn_x2",
};
constexpr std::string_view short_cuda_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64", "uint16", "uint32", "uint64", "float16",
    "bfloat16", "float32", "float64", "complex32", "complex64", "complex128", "float8_e4m3fn",
    "float8_e5m2", "float8_e4m3fnuz", "float8_e5m2fnuz", "float8_e8m0fnu", "float4_e2m1fn_x2",
};
constexpr std::string_view short_devices[] = {"cpu", "cuda", "meta"};
constexpr std::string_view short_derivatives[] = {"not_differentiable"};
constexpr CatalogVariant int_variants[] = {{"method", "Tensor::to_int"}};
constexpr std::string_view int_names_operands[] = {"self"};
constexpr std::string_view int_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64", "uint16", "uint32", "uint64", "float16",
    "bfloat16", "float32", "float64", "complex32", "complex64", "complex128", "float8_e4m3fn",
    "float8_e5m2", "float8_e4m3fnuz", "float8_e5m2fnuz", "float8_e8m0fnu", "float4_e2m1fn_x2",
};
constexpr std::string_view int_cuda_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64", "uint16", "uint32", "uint64", "float16",
    "bfloat16", "float32", "float64", "complex32", "complex64", "complex128", "float8_e4m3fn",
    "float8_e5m2", "float8_e4m3fnuz", "float8_e5m2fnuz", "float8_e8m0fnu", "float4_e2m1fn_x2",
};
constexpr std::string_view int_devices[] = {"cpu", "cuda", "meta"};
constexpr std::string_view int_derivatives[] = {"not_differentiable"};
constexpr CatalogVariant long_variants[] = {{"method", "Tensor::to_long"}};
constexpr std::string_view long_names_operands[] = {"self"};
constexpr std::string_view long_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64", "uint16", "uint32", "uint64", "float16",
    "bfloat16", "float32", "float64", "complex32", "complex64", "complex128", "float8_e4m3fn",
    "float8_e5m2", "float8_e4m3fnuz", "float8_e5m2fnuz", "float8_e8m0fnu", "float4_e2m1fn_x2",
};
constexpr std::string_view long_cuda_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64", "uint16", "uint32", "uint64", "float16",
    "bfloat16", "float32", "float64", "complex32", "complex64", "complex128", "float8_e4m3fn",
    "float8_e5m2", "float8_e4m3fnuz", "float8_e5m2fnuz", "float8_e8m0fnu", "float4_e2m1fn_x2",
};
constexpr std::string_view long_devices[] = {"cpu", "cuda", "meta"};
constexpr std::string_view long_derivatives[] = {"not_differentiable"};
constexpr CatalogVariant cat_variants[] = {
    {"function", "opforge::cat"}, {"out", "opforge::cat_out"},
};
constexpr std::string_view cat_promotion_operands[] = {"tensors"};
constexpr std::string_view cat_names_operands[] = {"tensors"};
constexpr std::string_view cat_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64", "uint16", "uint32", "uint64", "float16",
    "bfloat16", "float32", "float64", "complex32", "complex64", "complex128", "float8_e4m3fn",
    "float8_e5m2", "float8_e4m3fnuz", "float8_e5m2fnuz", "float8_e8m0fnu", "float4_e2m1fn_x2",
};
constexpr std::string_view cat_cuda_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64", "uint16", "uint32", "uint64", "float16",
    "bfloat16", "float32", "float64", "complex32", "complex64", "complex128", "float8_e4m3fn",
    "float8_e5m2", "float8_e4m3fnuz", "float8_e5m2fnuz", "float8_e8m0fnu", "float4_e2m1fn_x2",
};
constexpr std::string_view cat_devices[] = {"cpu", "cuda", "meta"};
constexpr std::string_view cat_derivatives[] = {"tensors: cat_backward(grad, sizes(tensors), dim)"};
constexpr CatalogVariant cat_names_variants[] = {
    {"function", "opforge::cat"}, {"out", "opforge::cat_out"},
};
constexpr std::string_view cat_names_promotion_operands[] = {"tensors"};
constexpr std::string_view cat_names_names_operands[] = {"tensors"};
constexpr std::string_view cat_names_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64", "uint16", "uint32", "uint64", "float16",
    "bfloat16", "float32", "float64", "complex32", "complex64", "complex128", "float8_e4m3fn",
    "float8_e5m2", "float8_e4m3fnuz", "float8_e5m2fnuz", "float8_e8m0fnu", "float4_e2m1fn_x2",
};
constexpr std::string_view cat_names_cuda_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64", "uint16", "uint32", "uint64", "float16",
    "bfloat16", "float32", "float64", "complex32", "complex64", "complex128", "float8_e4m3fn",
    "float8_e5m2", "float8_e4m3fnuz", "float8_e5m2fnuz", "float8_e8m0fnu", "float4_e2m1fn_x2",
};
constexpr std::string_view cat_names_devices[] = {"cpu", "cuda", "meta"};
constexpr std::string_view cat_names_derivatives[] = {
    "tensors: cat_backward(grad, sizes(tensors), dim)",
};
constexpr CatalogVariant empty_memory_format_variants[] = {
    {"function", "opforge::empty"}, {"out", "opforge::empty_out"},
};
constexpr std::string_view empty_memory_format_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64", "uint16", "uint32", "uint64", "float16",
    "bfloat16", "float32", "float64", "complex32", "complex64", "complex128", "float8_e4m3fn",
    "float8_e5m2", "float8_e4m3fnuz", "float8_e5m2fnuz", "float8_e8m0fnu", "float4_e2m1fn_x2",
};
constexpr std::string_view empty_memory_format_cuda_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64", "uint16", "uint32", "uint64", "float16",
    "bfloat16", "float32", "float64", "complex32", "complex64", "complex128", "float8_e4m3fn",
    "float8_e5m2", "float8_e4m3fnuz", "float8_e5m2fnuz", "float8_e8m0fnu", "float4_e2m1fn_x2",
};
constexpr std::string_view empty_memory_format_devices[] = {"cpu", "cuda", "meta"};
constexpr std::string_view empty_memory_format_derivatives[] = {"never_differentiable"};
constexpr CatalogVariant empty_names_variants[] = {{"function", "opforge::empty"}};
constexpr std::string_view empty_names_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64", "uint16", "uint32", "uint64", "float16",
    "bfloat16", "float32", "float64", "complex32", "complex64", "complex128", "float8_e4m3fn",
    "float8_e5m2", "float8_e4m3fnuz", "float8_e5m2fnuz", "float8_e8m0fnu", "float4_e2m1fn_x2",
};
constexpr std::string_view empty_names_cuda_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64", "uint16", "uint32", "uint64", "float16",
    "bfloat16", "float32", "float64", "complex32", "complex64", "complex128", "float8_e4m3fn",
    "float8_e5m2", "float8_e4m3fnuz", "float8_e5m2fnuz", "float8_e8m0fnu", "float4_e2m1fn_x2",
};
constexpr std::string_view empty_names_devices[] = {"cpu", "cuda", "meta"};
constexpr std::string_view empty_names_derivatives[] = {"never_differentiable"};
constexpr CatalogVariant empty_strided_variants[] = {{"function", "opforge::empty_strided"}};
constexpr std::string_view empty_strided_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64", "uint16", "uint32", "uint64", "float16",
    "bfloat16", "float32", "float64", "complex32", "complex64", "complex128", "float8_e4m3fn",
    "float8_e5m2", "float8_e4m3fnuz", "float8_e5m2fnuz", "float8_e8m0fnu", "float4_e2m1fn_x2",
};
constexpr std::string_view empty_strided_cuda_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64", "uint16", "uint32", "uint64", "float16",
    "bfloat16", "float32", "float64", "complex32", "complex64", "complex128", "float8_e4m3fn",
    "float8_e5m2", "float8_e4m3fnuz", "float8_e5m2fnuz", "float8_e8m0fnu", "float4_e2m1fn_x2",
};
constexpr std::string_view empty_strided_devices[] = {"cpu", "cuda", "meta"};
constexpr std::string_view empty_strided_derivatives[] = {"never_differentiable"};
constexpr CatalogVariant zeros_variants[] = {
    {"function", "opforge::zeros"}, {"out", "opforge::zeros_out"},
};
constexpr std::string_view zeros_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64", "uint16", "uint32", "uint64", "float16",
    "bfloat16", "float32", "float64", "complex32", "complex64", "complex128", "float8_e4m3fn",
    "float8_e5m2", "float8_e4m3fnuz", "float8_e5m2fnuz", "float8_e8m0fnu", "float4_e2m1fn_x2",
};
constexpr std::string_view zeros_cuda_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64", "uint16", "uint32", "uint64", "float16",
    "bfloat16", "float32", "float64", "complex32", "complex64", "complex128", "float8_e4m3fn",
    "float8_e5m2", "float8_e4m3fnuz", "float8_e5m2fnuz", "float8_e8m0fnu", "float4_e2m1fn_x2",
};
constexpr std::string_view zeros_devices[] = {"cpu", "cuda", "meta"};
constexpr std::string_view zeros_derivatives[] = {"never_differentiable"};
constexpr CatalogVariant zeros_names_variants[] = {{"function", "opforge::zeros"}};
constexpr std::string_view zeros_names_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64", "uint16", "uint32", "uint64", "float16",
    "bfloat16", "float32", "float64", "complex32", "complex64", "complex128", "float8_e4m3fn",
    "float8_e5m2", "float8_e4m3fnuz", "float8_e5m2fnuz", "float8_e8m0fnu", "float4_e2m1fn_x2",
};
constexpr std::string_view zeros_names_cuda_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64", "uint16", "uint32", "uint64", "float16",
    "bfloat16", "float32", "float64", "complex32", "complex64", "complex128", "float8_e4m3fn",
    "float8_e5m2", "float8_e4m3fnuz", "float8_e5m2fnuz", "float8_e8m0fnu", "float4_e2m1fn_x2",
};
constexpr std::string_view zeros_names_devices[] = {"cpu", "cuda", "meta"};
constexpr std::string_view zeros_names_derivatives[] = {"never_differentiable"};
constexpr CatalogVariant ones_variants[] = {
    {"function", "opforge::ones"}, {"out", "opforge::ones_out"},
};
constexpr std::string_view ones_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64", "uint16", "uint32", "uint64", "float16",
    "bfloat16", "float32", "float64", "complex32", "complex64", "complex128", "float8_e4m3fn",
    "float8_e5m2", "float8_e4m3fnuz", "float8_e5m2fnuz", "float8_e8m0fnu", "float4_e2m1fn_x2",
};
constexpr std::string_view ones_cuda_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64", "uint16", "uint32", "uint64", "float16",
    "bfloat16", "float32", "float64", "complex32", "complex64", "complex128", "float8_e4m3fn",
    "float8_e5m2", "float8_e4m3fnuz", "float8_e5m2fnuz", "float8_e8m0fnu", "float4_e2m1fn_x2",
};
constexpr std::string_view ones_devices[] = {"cpu", "cuda", "meta"};
constexpr std::string_view ones_derivatives[] = {"never_differentiable"};
constexpr CatalogVariant ones_names_variants[] = {{"function", "opforge::ones"}};
constexpr std::string_view ones_names_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64", "uint16", "uint32", "uint64", "float16",
    "bfloat16", "float32", "float64", "complex32", "complex64", "complex128", "float8_e4m3fn",
    "float8_e5m2", "float8_e4m3fnuz", "float8_e5m2fnuz", "float8_e8m0fnu", "float4_e2m1fn_x2",
};
constexpr std::string_view ones_names_cuda_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64", "uint16", "uint32", "uint64", "float16",
    "bfloat16", "float32", "float64", "complex32", "complex64", "complex128", "float8_e4m3fn",
    "float8_e5m2", "float8_e4m3fnuz", "float8_e5m2fnuz", "float8_e8m0fnu", "float4_e2m1fn_x2",
};
constexpr std::string_view ones_names_devices[] = {"cpu", "cuda", "meta"};
constexpr std::string_view ones_names_derivatives[] = {"never_differentiable"};
constexpr CatalogVariant full_variants[] = {
    {"function", "opforge::full"}, {"out", "opforge::full_out"},
};
constexpr std::string_view full_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64", "uint16", "uint32", "uint64", "float16",
    "bfloat16", "float32", "float64", "complex32", "complex64", "complex128", "float8_e4m3fn",
    "float8_e5m2", "float8_e4m3fnuz", "float8_e5m2fnuz", "float8_e8m0fnu", "float4_e2m1fn_x2",
};
constexpr std::string_view full_cuda_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64", "uint16", "uint32", "uint64", "float16",
    "bfloat16", "float32", "float64", "complex32", "complex64", "complex128", "float8_e4m3fn",
    "float8_e5m2", "float8_e4m3fnuz", "float8_e5m2fnuz", "float8_e8m0fnu", "float4_e2m1fn_x2",
};
constexpr std::string_view full_devices[] = {"cpu", "cuda", "meta"};
constexpr std::string_view full_derivatives[] = {"never_differentiable"};
constexpr CatalogVariant full_names_variants[] = {{"function", "opforge::full"}};
constexpr std::string_view full_names_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64", "uint16", "uint32", "uint64", "float16",
    "bfloat16", "float32", "float64", "complex32", "complex64", "complex128", "float8_e4m3fn",
    "float8_e5m2", "float8_e4m3fnuz", "float8_e5m2fnuz", "float8_e8m0fnu", "float4_e2m1fn_x2",
};
constexpr std::string_view full_names_cuda_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64", "uint16", "uint32", "uint64", "float16",
    "bfloat16", "float32", "float64", "complex32", "complex64", "complex128", "float8_e4m3fn",
    "float8_e5m2", "float8_e4m3fnuz", "float8_e5m2fnuz", "float8_e8m0fnu", "float4_e2m1fn_x2",
};
constexpr std::string_view full_names_devices[] = {"cpu", "cuda", "meta"};
constexpr std::string_view full_names_derivatives[] = {"never_differentiable"};
constexpr CatalogVariant arange_variants[] = {
    {"function", "opforge::arange"}, {"out", "opforge::arange_out"},
};
constexpr std::string_view arange_dtypes[] = {
    "uint8", "int8", "int16", "int32", "int64", "float16", "bfloat16", "float32", "float64",
};
constexpr std::string_view arange_cuda_dtypes[] = {
    "uint8", "int8", "int16", "int32", "int64", "float16", "bfloat16", "float32", "float64",
};
constexpr std::string_view arange_devices[] = {"cpu", "cuda", "meta"};
constexpr std::string_view arange_derivatives[] = {"never_differentiable"};
constexpr CatalogVariant arange_start_variants[] = {{"function", "opforge::arange"}};
constexpr std::string_view arange_start_dtypes[] = {
    "uint8", "int8", "int16", "int32", "int64", "float16", "bfloat16", "float32", "float64",
};
constexpr std::string_view arange_start_cuda_dtypes[] = {
    "uint8", "int8", "int16", "int32", "int64", "float16", "bfloat16", "float32", "float64",
};
constexpr std::string_view arange_start_devices[] = {"cpu", "cuda", "meta"};
constexpr std::string_view arange_start_derivatives[] = {"never_differentiable"};
constexpr CatalogVariant arange_start_step_variants[] = {
    {"function", "opforge::arange"}, {"out", "opforge::arange_out"},
};
constexpr std::string_view arange_start_step_dtypes[] = {
    "uint8", "int8", "int16", "int32", "int64", "float16", "bfloat16", "float32", "float64",
};
constexpr std::string_view arange_start_step_cuda_dtypes[] = {
    "uint8", "int8", "int16", "int32", "int64", "float16", "bfloat16", "float32", "float64",
};
constexpr std::string_view arange_start_step_devices[] = {"cpu", "cuda", "meta"};
constexpr std::string_view arange_start_step_derivatives[] = {"never_differentiable"};
constexpr CatalogVariant linspace_variants[] = {
    {"function", "opforge::linspace"}, {"out", "opforge::linspace_out"},
};
constexpr std::string_view linspace_dtypes[] = {
    "uint8", "int8", "int16", "int32", "int64", "float16", "bfloat16", "float32", "float64",
    "complex64", "complex128",
};
constexpr std::string_view linspace_cuda_dtypes[] = {
    "uint8", "int8", "int16", "int32", "int64", "float16", "bfloat16", "float32", "float64",
    "complex64", "complex128",
};
constexpr std::string_view linspace_devices[] = {"cpu", "cuda", "meta"};
constexpr std::string_view linspace_derivatives[] = {"never_differentiable"};
constexpr CatalogVariant eye_variants[] = {
    {"function", "opforge::eye"}, {"out", "opforge::eye_out"},
};
constexpr std::string_view eye_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64", "float16", "bfloat16", "float32", "float64",
    "complex64", "complex128",
};
constexpr std::string_view eye_cuda_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64", "float16", "bfloat16", "float32", "float64",
    "complex64", "complex128",
};
constexpr std::string_view eye_devices[] = {"cpu", "cuda", "meta"};
constexpr std::string_view eye_derivatives[] = {"never_differentiable"};
constexpr CatalogVariant eye_m_variants[] = {
    {"function", "opforge::eye"}, {"out", "opforge::eye_out"},
};
constexpr std::string_view eye_m_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64", "float16", "bfloat16", "float32", "float64",
    "complex64", "complex128",
};
constexpr std::string_view eye_m_cuda_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64", "float16", "bfloat16", "float32", "float64",
    "complex64", "complex128",
};
constexpr std::string_view eye_m_devices[] = {"cpu", "cuda", "meta"};
constexpr std::string_view eye_m_derivatives[] = {"never_differentiable"};
constexpr CatalogVariant tensor_variants[] = {{"function", "opforge::tensor"}};
constexpr std::string_view tensor_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64", "uint16", "uint32", "uint64", "float16",
    "bfloat16", "float32", "float64", "complex32", "complex64", "complex128", "float8_e4m3fn",
    "float8_e5m2", "float8_e4m3fnuz", "float8_e5m2fnuz", "float8_e8m0fnu",
};
constexpr std::string_view tensor_cuda_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64", "uint16", "uint32", "uint64", "float16",
    "bfloat16", "float32", "float64", "complex32", "complex64", "complex128", "float8_e4m3fn",
    "float8_e5m2", "float8_e4m3fnuz", "float8_e5m2fnuz", "float8_e8m0fnu",
};
constexpr std::string_view tensor_devices[] = {"cpu", "cuda", "meta"};
constexpr std::string_view tensor_derivatives[] = {"never_differentiable"};
constexpr CatalogVariant tensor_names_variants[] = {{"function", "opforge::tensor"}};
constexpr std::string_view tensor_names_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64", "uint16", "uint32", "uint64", "float16",
    "bfloat16", "float32", "float64", "complex32", "complex64", "complex128", "float8_e4m3fn",
    "float8_e5m2", "float8_e4m3fnuz", "float8_e5m2fnuz", "float8_e8m0fnu",
};
constexpr std::string_view tensor_names_cuda_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64", "uint16", "uint32", "uint64", "float16",
    "bfloat16", "float32", "float64", "complex32", "complex64", "complex128", "float8_e4m3fn",
    "float8_e5m2", "float8_e4m3fnuz", "float8_e5m2fnuz", "float8_e8m0fnu",
};
constexpr std::string_view tensor_names_devices[] = {"cpu", "cuda", "meta"};
constexpr std::string_view tensor_names_derivatives[] = {"never_differentiable"};
constexpr CatalogVariant empty_like_variants[] = {{"function", "opforge::empty_like"}};
constexpr std::string_view empty_like_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64", "uint16", "uint32", "uint64", "float16",
    "bfloat16", "float32", "float64", "complex32", "complex64", "complex128", "float8_e4m3fn",
    "float8_e5m2", "float8_e4m3fnuz", "float8_e5m2fnuz", "float8_e8m0fnu", "float4_e2m1fn_x2",
};
constexpr std::string_view empty_like_cuda_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64", "uint16", "uint32", "uint64", "float16",
    "bfloat16", "float32", "float64", "complex32", "complex64", "complex128", "float8_e4m3fn",
    "float8_e5m2", "float8_e4m3fnuz", "float8_e5m2fnuz", "float8_e8m0fnu", "float4_e2m1fn_x2",
};
constexpr std::string_view empty_like_devices[] = {"cpu", "cuda", "meta"};
constexpr std::string_view empty_like_derivatives[] = {"never_differentiable"};
constexpr CatalogVariant zeros_like_variants[] = {{"function", "opforge::zeros_like"}};
constexpr std::string_view zeros_like_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64", "uint16", "uint32", "uint64", "float16",
    "bfloat16", "float32", "float64", "complex32", "complex64", "complex128", "float8_e4m3fn",
    "float8_e5m2", "float8_e4m3fnuz", "float8_e5m2fnuz", "float8_e8m0fnu", "float4_e2m1fn_x2",
};
constexpr std::string_view zeros_like_cuda_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64", "uint16", "uint32", "uint64", "float16",
    "bfloat16", "float32", "float64", "complex32", "complex64", "complex128", "float8_e4m3fn",
    "float8_e5m2", "float8_e4m3fnuz", "float8_e5m2fnuz", "float8_e8m0fnu", "float4_e2m1fn_x2",
};
constexpr std::string_view zeros_like_devices[] = {"cpu", "cuda", "meta"};
constexpr std::string_view zeros_like_derivatives[] = {"never_differentiable"};
constexpr CatalogVariant ones_like_variants[] = {{"function", "opforge::ones_like"}};
constexpr std::string_view ones_like_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64", "uint16", "uint32", "uint64", "float16",
    "bfloat16", "float32", "float64", "complex32", "complex64", "complex128", "float8_e4m3fn",
    "float8_e5m2", "float8_e4m3fnuz", "float8_e5m2fnuz", "float8_e8m0fnu", "float4_e2m1fn_x2",
};
constexpr std::string_view ones_like_cuda_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64", "uint16", "uint32", "uint64", "float16",
    "bfloat16", "float32", "float64", "complex32", "complex64", "complex128", "float8_e4m3fn",
    "float8_e5m2", "float8_e4m3fnuz", "float8_e5m2fnuz", "float8_e8m0fnu", "float4_e2m1fn_x2",
};
constexpr std::string_view ones_like_devices[] = {"cpu", "cuda", "meta"};
constexpr std::string_view ones_like_derivatives[] = {"never_differentiable"};
constexpr CatalogVariant full_like_variants[] = {{"function", "opforge::full_like"}};
constexpr std::string_view full_like_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64", "uint16", "uint32", "uint64", "float16",
    "bfloat16", "float32", "float64", "complex32", "complex64", "complex128", "float8_e4m3fn",
    "float8_e5m2", "float8_e4m3fnuz", "float8_e5m2fnuz", "float8_e8m0fnu", "float4_e2m1fn_x2",
};
constexpr std::string_view full_like_cuda_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64", "uint16", "uint32", "uint64", "float16",
    "bfloat16", "float32", "float64", "complex32", "complex64", "complex128", "float8_e4m3fn",
    "float8_e5m2", "float8_e4m3fnuz", "float8_e5m2fnuz", "float8_e8m0fnu", "float4_e2m1fn_x2",
};
constexpr std::string_view full_like_devices[] = {"cpu", "cuda", "meta"};
constexpr std::string_view full_like_derivatives[] = {"never_differentiable"};
constexpr CatalogVariant uniform_variants[] = {{"inplace", "Tensor::uniform_"}};
constexpr std::string_view uniform_names_operands[] = {"self"};
constexpr std::string_view uniform_dtypes[] = {
    "float16", "bfloat16", "float32", "float64", "complex32", "complex64", "complex128",
};
constexpr std::string_view uniform_cuda_dtypes[] = {
    "float16", "bfloat16", "float32", "float64", "complex32", "complex64", "complex128",
};
constexpr std::string_view uniform_devices[] = {"cpu", "cuda", "meta"};
constexpr std::string_view uniform_derivatives[] = {"self: zeros_like(grad)"};
constexpr CatalogVariant normal_variants[] = {{"inplace", "Tensor::normal_"}};
constexpr std::string_view normal_names_operands[] = {"self"};
constexpr std::string_view normal_dtypes[] = {
    "float16", "bfloat16", "float32", "float64", "complex32", "complex64", "complex128",
};
constexpr std::string_view normal_cuda_dtypes[] = {
    "float16", "bfloat16", "float32", "float64", "complex32", "complex64", "complex128",
};
constexpr std::string_view normal_devices[] = {"cpu", "cuda", "meta"};
constexpr std::string_view normal_derivatives[] = {"self: zeros_like(grad)"};
constexpr CatalogVariant normal_Tensor_Tensor_variants[] = {
    {"function", "opforge::normal"}, {"out", "opforge::normal_out"},
};
constexpr std::string_view normal_Tensor_Tensor_names_operands[] = {"mean", "std"};
constexpr std::string_view normal_Tensor_Tensor_dtypes[] = {
    "float16", "bfloat16", "float32", "float64",
};
constexpr std::string_view normal_Tensor_Tensor_cuda_dtypes[] = {
    "float16", "bfloat16", "float32", "float64",
};
constexpr std::string_view normal_Tensor_Tensor_devices[] = {"cpu", "cuda", "meta"};
constexpr std::string_view normal_Tensor_Tensor_derivatives[] = {
    "mean: zeros_like(grad)", "std: zeros_like(grad)",
};
constexpr CatalogVariant normal_Tensor_float_variants[] = {
    {"function", "opforge::normal"}, {"out", "opforge::normal_out"},
};
constexpr std::string_view normal_Tensor_float_names_operands[] = {"mean"};
constexpr std::string_view normal_Tensor_float_dtypes[] = {
    "float16", "bfloat16", "float32", "float64",
};
constexpr std::string_view normal_Tensor_float_cuda_dtypes[] = {
    "float16", "bfloat16", "float32", "float64",
};
constexpr std::string_view normal_Tensor_float_devices[] = {"cpu", "cuda", "meta"};
constexpr std::string_view normal_Tensor_float_derivatives[] = {"mean: zeros_like(grad)"};
constexpr CatalogVariant normal_float_Tensor_variants[] = {
    {"function", "opforge::normal"}, {"out", "opforge::normal_out"},
};
constexpr std::string_view normal_float_Tensor_names_operands[] = {"std"};
constexpr std::string_view normal_float_Tensor_dtypes[] = {
    "float16", "bfloat16", "float32", "float64",
};
constexpr std::string_view normal_float_Tensor_cuda_dtypes[] = {
    "float16", "bfloat16", "float32", "float64",
};
constexpr std::string_view normal_float_Tensor_devices[] = {"cpu", "cuda", "meta"};
constexpr std::string_view normal_float_Tensor_derivatives[] = {"std: zeros_like(grad)"};
constexpr CatalogVariant normal_float_float_variants[] = {
    {"function", "opforge::normal"}, {"out", "opforge::normal_out"},
};
constexpr std::string_view normal_float_float_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64", "uint16", "uint32", "uint64", "float16",
    "bfloat16", "float32", "float64", "complex32", "complex64", "complex128", "float8_e4m3fn",
    "float8_e5m2", "float8_e4m3fnuz", "float8_e5m2fnuz", "float8_e8m0fnu", "float4_e2m1fn_x2",
};
constexpr std::string_view normal_float_float_cuda_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64", "uint16", "uint32", "uint64", "float16",
    "bfloat16", "float32", "float64", "complex32", "complex64", "complex128", "float8_e4m3fn",
    "float8_e5m2", "float8_e4m3fnuz", "float8_e5m2fnuz", "float8_e8m0fnu", "float4_e2m1fn_x2",
};
constexpr std::string_view normal_float_float_devices[] = {"cpu", "cuda", "meta"};
constexpr std::string_view normal_float_float_derivatives[] = {"never_differentiable"};
constexpr CatalogVariant exponential_variants[] = {{"inplace", "Tensor::exponential_"}};
constexpr std::string_view exponential_names_operands[] = {"self"};
constexpr std::string_view exponential_dtypes[] = {"float16", "bfloat16", "float32", "float64"};
constexpr std::string_view exponential_cuda_dtypes[] = {
    "float16", "bfloat16", "float32", "float64",
};
constexpr std::string_view exponential_devices[] = {"cpu", "cuda", "meta"};
constexpr std::string_view exponential_derivatives[] = {"self: zeros_like(grad)"};
constexpr CatalogVariant cauchy_variants[] = {{"inplace", "Tensor::cauchy_"}};
constexpr std::string_view cauchy_names_operands[] = {"self"};
constexpr std::string_view cauchy_dtypes[] = {"float16", "bfloat16", "float32", "float64"};
constexpr std::string_view cauchy_cuda_dtypes[] = {"float16", "bfloat16", "float32", "float64"};
constexpr std::string_view cauchy_devices[] = {"cpu", "cuda", "meta"};
constexpr std::string_view cauchy_derivatives[] = {"self: zeros_like(grad)"};
constexpr CatalogVariant log_normal_variants[] = {{"inplace", "Tensor::log_normal_"}};
constexpr std::string_view log_normal_names_operands[] = {"self"};
constexpr std::string_view log_normal_dtypes[] = {"float16", "bfloat16", "float32", "float64"};
constexpr std::string_view log_normal_cuda_dtypes[] = {"float16", "bfloat16", "float32", "float64"};
constexpr std::string_view log_normal_devices[] = {"cpu", "cuda", "meta"};
constexpr std::string_view log_normal_derivatives[] = {"self: zeros_like(grad)"};
constexpr CatalogVariant geometric_variants[] = {{"inplace", "Tensor::geometric_"}};
constexpr std::string_view geometric_names_operands[] = {"self"};
constexpr std::string_view geometric_dtypes[] = {
    "uint8", "int8", "int16", "int32", "int64", "float16", "bfloat16", "float32", "float64",
};
constexpr std::string_view geometric_cuda_dtypes[] = {
    "uint8", "int8", "int16", "int32", "int64", "float16", "bfloat16", "float32", "float64",
};
constexpr std::string_view geometric_devices[] = {"cpu", "cuda", "meta"};
constexpr std::string_view geometric_derivatives[] = {"self: zeros_like(grad)"};
constexpr CatalogVariant bernoulli_float_variants[] = {{"inplace", "Tensor::bernoulli_"}};
constexpr std::string_view bernoulli_float_names_operands[] = {"self"};
constexpr std::string_view bernoulli_float_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64", "float32", "float64",
};
constexpr std::string_view bernoulli_float_cuda_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64", "float32", "float64",
};
constexpr std::string_view bernoulli_float_devices[] = {"cpu", "cuda", "meta"};
constexpr std::string_view bernoulli_float_derivatives[] = {"self: zeros_like(grad)"};
constexpr CatalogVariant bernoulli_Tensor_variants[] = {{"inplace", "Tensor::bernoulli_"}};
constexpr std::string_view bernoulli_Tensor_r0_c0_operands[] = {"self"};
constexpr std::string_view bernoulli_Tensor_r0_c0_dtypes[] = {
    "float16", "complex32", "complex64", "complex128",
};
constexpr CatalogCondition bernoulli_Tensor_r0_when[] = {
    {"all", bernoulli_Tensor_r0_c0_operands, bernoulli_Tensor_r0_c0_dtypes},
};
constexpr std::string_view bernoulli_Tensor_r0_variants[] = {"inplace"};
constexpr std::string_view bernoulli_Tensor_r1_c0_operands[] = {"p"};
constexpr std::string_view bernoulli_Tensor_r1_c0_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64", "float16", "complex32", "complex64",
    "complex128",
};
constexpr CatalogCondition bernoulli_Tensor_r1_when[] = {
    {"all", bernoulli_Tensor_r1_c0_operands, bernoulli_Tensor_r1_c0_dtypes},
};
constexpr std::string_view bernoulli_Tensor_r1_variants[] = {"inplace"};
constexpr std::string_view bernoulli_Tensor_names_operands[] = {"self"};
constexpr std::string_view bernoulli_Tensor_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64", "bfloat16", "float32", "float64",
};
constexpr std::string_view bernoulli_Tensor_cuda_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64", "bfloat16", "float32", "float64",
};
constexpr std::string_view bernoulli_Tensor_devices[] = {"cpu", "cuda", "meta"};
constexpr CatalogReject bernoulli_Tensor_rejects[] = {
    {bernoulli_Tensor_r0_when, bernoulli_Tensor_r0_variants, "NotImplementedError", "\"bernoulli_tensor_cpu_self_\" not implemented for '{self}'"},
    {bernoulli_Tensor_r1_when, bernoulli_Tensor_r1_variants, "NotImplementedError", "\"bernoulli_tensor_cpu_p_\" not implemented for '{p}'"},
};
constexpr std::string_view bernoulli_Tensor_derivatives[] = {
    "self: zeros_like(grad)", "p: zeros_like(grad)",
};
constexpr CatalogVariant bernoulli_variants[] = {
    {"function", "opforge::bernoulli"}, {"method", "Tensor::bernoulli"},
    {"out", "opforge::bernoulli_out"},
};
constexpr std::string_view bernoulli_names_operands[] = {"self"};
constexpr std::string_view bernoulli_dtypes[] = {"bfloat16", "float32", "float64"};
constexpr std::string_view bernoulli_cuda_dtypes[] = {"bfloat16", "float32", "float64"};
constexpr std::string_view bernoulli_devices[] = {"cpu", "cuda", "meta"};
constexpr std::string_view bernoulli_derivatives[] = {"self: zeros_like(grad)"};
constexpr CatalogVariant bernoulli_p_variants[] = {
    {"function", "opforge::bernoulli"}, {"method", "Tensor::bernoulli"},
};
constexpr std::string_view bernoulli_p_names_operands[] = {"self"};
constexpr std::string_view bernoulli_p_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64", "float32", "float64",
};
constexpr std::string_view bernoulli_p_cuda_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64", "float32", "float64",
};
constexpr std::string_view bernoulli_p_devices[] = {"cpu", "cuda", "meta"};
constexpr std::string_view bernoulli_p_derivatives[] = {"not_differentiable"};
constexpr CatalogVariant multinomial_variants[] = {
    {"function", "opforge::multinomial"}, {"method", "Tensor::multinomial"},
    {"out", "opforge::multinomial_out"},
};
constexpr std::string_view multinomial_r0_c0_operands[] = {"self"};
constexpr std::string_view multinomial_r0_c0_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64", "complex32", "complex64", "complex128",
};
constexpr CatalogCondition multinomial_r0_when[] = {
    {"all", multinomial_r0_c0_operands, multinomial_r0_c0_dtypes},
};
constexpr std::string_view multinomial_r0_variants[] = {"function", "method", "out"};
constexpr std::string_view multinomial_r1_c0_operands[] = {"out"};
constexpr std::string_view multinomial_r1_c0_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "float16", "bfloat16", "float32", "float64",
    "complex32", "complex64", "complex128",
};
constexpr CatalogCondition multinomial_r1_when[] = {
    {"all", multinomial_r1_c0_operands, multinomial_r1_c0_dtypes},
};
constexpr std::string_view multinomial_r1_variants[] = {"out"};
constexpr std::string_view multinomial_dtypes[] = {"float16", "bfloat16", "float32", "float64"};
constexpr std::string_view multinomial_cuda_dtypes[] = {
    "float16", "bfloat16", "float32", "float64",
};
constexpr std::string_view multinomial_devices[] = {"cpu", "cuda", "meta"};
constexpr CatalogReject multinomial_rejects[] = {
    {multinomial_r0_when, multinomial_r0_variants, "RuntimeError", "multinomial only supports floating-point dtypes for input, got: {self}"},
    {multinomial_r1_when, multinomial_r1_variants, "RuntimeError", "multinomial expects Long tensor out, got: {out}"},
};
constexpr std::string_view multinomial_derivatives[] = {"not_differentiable"};
constexpr CatalogVariant random_variants[] = {{"inplace", "Tensor::random_"}};
constexpr std::string_view random_names_operands[] = {"self"};
constexpr std::string_view random_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64", "float16", "bfloat16", "float32", "float64",
};
constexpr std::string_view random_cuda_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64", "float16", "bfloat16", "float32", "float64",
};
constexpr std::string_view random_devices[] = {"cpu", "cuda", "meta"};
constexpr std::string_view random_derivatives[] = {"self: zeros_like(grad)"};
constexpr CatalogVariant random_from_variants[] = {{"inplace", "Tensor::random_"}};
constexpr std::string_view random_from_names_operands[] = {"self"};
constexpr std::string_view random_from_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64", "float16", "bfloat16", "float32", "float64",
};
constexpr std::string_view random_from_cuda_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64", "float16", "bfloat16", "float32", "float64",
};
constexpr std::string_view random_from_devices[] = {"cpu", "cuda", "meta"};
constexpr std::string_view random_from_derivatives[] = {"self: zeros_like(grad)"};
constexpr CatalogVariant random_to_variants[] = {{"inplace", "Tensor::random_"}};
constexpr std::string_view random_to_names_operands[] = {"self"};
constexpr std::string_view random_to_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64", "float16", "bfloat16", "float32", "float64",
};
constexpr std::string_view random_to_cuda_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64", "float16", "bfloat16", "float32", "float64",
};
constexpr std::string_view random_to_devices[] = {"cpu", "cuda", "meta"};
constexpr std::string_view random_to_derivatives[] = {"self: zeros_like(grad)"};
constexpr CatalogVariant rand_variants[] = {
    {"function", "opforge::rand"}, {"out", "opforge::rand_out"},
};
constexpr std::string_view rand_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64", "uint16", "uint32", "uint64", "float16",
    "bfloat16", "float32", "float64", "complex32", "complex64", "complex128", "float8_e4m3fn",
    "float8_e5m2", "float8_e4m3fnuz", "float8_e5m2fnuz", "float8_e8m0fnu", "float4_e2m1fn_x2",
};
constexpr std::string_view rand_cuda_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64", "uint16", "uint32", "uint64", "float16",
    "bfloat16", "float32", "float64", "complex32", "complex64", "complex128", "float8_e4m3fn",
    "float8_e5m2", "float8_e4m3fnuz", "float8_e5m2fnuz", "float8_e8m0fnu", "float4_e2m1fn_x2",
};
constexpr std::string_view rand_devices[] = {"cpu", "cuda", "meta"};
constexpr std::string_view rand_derivatives[] = {"never_differentiable"};
constexpr CatalogVariant rand_generator_variants[] = {
    {"function", "opforge::rand"}, {"out", "opforge::rand_out"},
};
constexpr std::string_view rand_generator_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64", "uint16", "uint32", "uint64", "float16",
    "bfloat16", "float32", "float64", "complex32", "complex64", "complex128", "float8_e4m3fn",
    "float8_e5m2", "float8_e4m3fnuz", "float8_e5m2fnuz", "float8_e8m0fnu", "float4_e2m1fn_x2",
};
constexpr std::string_view rand_generator_cuda_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64", "uint16", "uint32", "uint64", "float16",
    "bfloat16", "float32", "float64", "complex32", "complex64", "complex128", "float8_e4m3fn",
    "float8_e5m2", "float8_e4m3fnuz", "float8_e5m2fnuz", "float8_e8m0fnu", "float4_e2m1fn_x2",
};
constexpr std::string_view rand_generator_devices[] = {"cpu", "cuda", "meta"};
constexpr std::string_view rand_generator_derivatives[] = {"never_differentiable"};
constexpr CatalogVariant rand_names_variants[] = {{"function", "opforge::rand"}};
constexpr std::string_view rand_names_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64", "uint16", "uint32", "uint64", "float16",
    "bfloat16", "float32", "float64", "complex32", "complex64", "complex128", "float8_e4m3fn",
    "float8_e5m2", "float8_e4m3fnuz", "float8_e5m2fnuz", "float8_e8m0fnu", "float4_e2m1fn_x2",
};
constexpr std::string_view rand_names_cuda_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64", "uint16", "uint32", "uint64", "float16",
    "bfloat16", "float32", "float64", "complex32", "complex64", "complex128", "float8_e4m3fn",
    "float8_e5m2", "float8_e4m3fnuz", "float8_e5m2fnuz", "float8_e8m0fnu", "float4_e2m1fn_x2",
};
constexpr std::string_view rand_names_devices[] = {"cpu", "cuda", "meta"};
constexpr std::string_view rand_names_derivatives[] = {"never_differentiable"};
constexpr CatalogVariant randn_variants[] = {
    {"function", "opforge::randn"}, {"out", "opforge::randn_out"},
};
constexpr std::string_view randn_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64", "uint16", "uint32", "uint64", "float16",
    "bfloat16", "float32", "float64", "complex32", "complex64", "complex128", "float8_e4m3fn",
    "float8_e5m2", "float8_e4m3fnuz", "float8_e5m2fnuz", "float8_e8m0fnu", "float4_e2m1fn_x2",
};
constexpr std::string_view randn_cuda_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64", "uint16", "uint32", "uint64", "float16",
    "bfloat16", "float32", "float64", "complex32", "complex64", "complex128", "float8_e4m3fn",
    "float8_e5m2", "float8_e4m3fnuz", "float8_e5m2fnuz", "float8_e8m0fnu", "float4_e2m1fn_x2",
};
constexpr std::string_view randn_devices[] = {"cpu", "cuda", "meta"};
constexpr std::string_view randn_derivatives[] = {"never_differentiable"};
constexpr CatalogVariant randn_generator_variants[] = {
    {"function", "opforge::randn"}, {"out", "opforge::randn_out"},
};
constexpr std::string_view randn_generator_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64", "uint16", "uint32", "uint64", "float16",
    "bfloat16", "float32", "float64", "complex32", "complex64", "complex128", "float8_e4m3fn",
    "float8_e5m2", "float8_e4m3fnuz", "float8_e5m2fnuz", "float8_e8m0fnu", "float4_e2m1fn_x2",
};
constexpr std::string_view randn_generator_cuda_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64", "uint16", "uint32", "uint64", "float16",
    "bfloat16", "float32", "float64", "complex32", "complex64", "complex128", "float8_e4m3fn",
    "float8_e5m2", "float8_e4m3fnuz", "float8_e5m2fnuz", "float8_e8m0fnu", "float4_e2m1fn_x2",
};
constexpr std::string_view randn_generator_devices[] = {"cpu", "cuda", "meta"};
constexpr std::string_view randn_generator_derivatives[] = {"never_differentiable"};
constexpr CatalogVariant randn_names_variants[] = {{"function", "opforge::randn"}};
constexpr std::string_view randn_names_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64", "uint16", "uint32", "uint64", "float16",
    "bfloat16", "float32", "float64", "complex32", "complex64", "complex128", "float8_e4m3fn",
    "float8_e5m2", "float8_e4m3fnuz", "float8_e5m2fnuz", "float8_e8m0fnu", "float4_e2m1fn_x2",
};
constexpr std::string_view randn_names_cuda_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64", "uint16", "uint32", "uint64", "float16",
    "bfloat16", "float32", "float64", "complex32", "complex64", "complex128", "float8_e4m3fn",
    "float8_e5m2", "float8_e4m3fnuz", "float8_e5m2fnuz", "float8_e8m0fnu", "float4_e2m1fn_x2",
};
constexpr std::string_view randn_names_devices[] = {"cpu", "cuda", "meta"};
constexpr std::string_view randn_names_derivatives[] = {"never_differentiable"};
constexpr CatalogVariant randint_variants[] = {
    {"function", "opforge::randint"}, {"out", "opforge::randint_out"},
};
constexpr std::string_view randint_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64", "uint16", "uint32", "uint64", "float16",
    "bfloat16", "float32", "float64", "complex32", "complex64", "complex128", "float8_e4m3fn",
    "float8_e5m2", "float8_e4m3fnuz", "float8_e5m2fnuz", "float8_e8m0fnu", "float4_e2m1fn_x2",
};
constexpr std::string_view randint_cuda_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64", "uint16", "uint32", "uint64", "float16",
    "bfloat16", "float32", "float64", "complex32", "complex64", "complex128", "float8_e4m3fn",
    "float8_e5m2", "float8_e4m3fnuz", "float8_e5m2fnuz", "float8_e8m0fnu", "float4_e2m1fn_x2",
};
constexpr std::string_view randint_devices[] = {"cpu", "cuda", "meta"};
constexpr std::string_view randint_derivatives[] = {"never_differentiable"};
constexpr CatalogVariant randint_generator_variants[] = {
    {"function", "opforge::randint"}, {"out", "opforge::randint_out"},
};
constexpr std::string_view randint_generator_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64", "uint16", "uint32", "uint64", "float16",
    "bfloat16", "float32", "float64", "complex32", "complex64", "complex128", "float8_e4m3fn",
    "float8_e5m2", "float8_e4m3fnuz", "float8_e5m2fnuz", "float8_e8m0fnu", "float4_e2m1fn_x2",
};
constexpr std::string_view randint_generator_cuda_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64", "uint16", "uint32", "uint64", "float16",
    "bfloat16", "float32", "float64", "complex32", "complex64", "complex128", "float8_e4m3fn",
    "float8_e5m2", "float8_e4m3fnuz", "float8_e5m2fnuz", "float8_e8m0fnu", "float4_e2m1fn_x2",
};
constexpr std::string_view randint_generator_devices[] = {"cpu", "cuda", "meta"};
constexpr std::string_view randint_generator_derivatives[] = {"never_differentiable"};
constexpr CatalogVariant randint_low_variants[] = {
    {"function", "opforge::randint"}, {"out", "opforge::randint_out"},
};
constexpr std::string_view randint_low_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64", "uint16", "uint32", "uint64", "float16",
    "bfloat16", "float32", "float64", "complex32", "complex64", "complex128", "float8_e4m3fn",
    "float8_e5m2", "float8_e4m3fnuz", "float8_e5m2fnuz", "float8_e8m0fnu", "float4_e2m1fn_x2",
};
constexpr std::string_view randint_low_cuda_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64", "uint16", "uint32", "uint64", "float16",
    "bfloat16", "float32", "float64", "complex32", "complex64", "complex128", "float8_e4m3fn",
    "float8_e5m2", "float8_e4m3fnuz", "float8_e5m2fnuz", "float8_e8m0fnu", "float4_e2m1fn_x2",
};
constexpr std::string_view randint_low_devices[] = {"cpu", "cuda", "meta"};
constexpr std::string_view randint_low_derivatives[] = {"never_differentiable"};
constexpr CatalogVariant randint_low_generator_variants[] = {
    {"function", "opforge::randint"}, {"out", "opforge::randint_out"},
};
constexpr std::string_view randint_low_generator_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64", "uint16", "uint32", "uint64", "float16",
    "bfloat16", "float32", "float64", "complex32", "complex64", "complex128", "float8_e4m3fn",
    "float8_e5m2", "float8_e4m3fnuz", "float8_e5m2fnuz", "float8_e8m0fnu", "float4_e2m1fn_x2",
};
constexpr std::string_view randint_low_generator_cuda_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64", "uint16", "uint32", "uint64", "float16",
    "bfloat16", "float32", "float64", "complex32", "complex64", "complex128", "float8_e4m3fn",
    "float8_e5m2", "float8_e4m3fnuz", "float8_e5m2fnuz", "float8_e8m0fnu", "float4_e2m1fn_x2",
};
constexpr std::string_view randint_low_generator_devices[] = {"cpu", "cuda", "meta"};
constexpr std::string_view randint_low_generator_derivatives[] = {"never_differentiable"};
constexpr CatalogVariant randperm_variants[] = {
    {"function", "opforge::randperm"}, {"out", "opforge::randperm_out"},
};
constexpr std::string_view randperm_dtypes[] = {
    "uint8", "int8", "int16", "int32", "int64", "float16", "bfloat16", "float32", "float64",
};
constexpr std::string_view randperm_cuda_dtypes[] = {
    "uint8", "int8", "int16", "int32", "int64", "float16", "bfloat16", "float32", "float64",
};
constexpr std::string_view randperm_devices[] = {"cpu", "cuda", "meta"};
constexpr std::string_view randperm_derivatives[] = {"never_differentiable"};
constexpr CatalogVariant randperm_generator_variants[] = {
    {"function", "opforge::randperm"}, {"out", "opforge::randperm_out"},
};
constexpr std::string_view randperm_generator_dtypes[] = {
    "uint8", "int8", "int16", "int32", "int64", "float16", "bfloat16", "float32", "float64",
};
constexpr std::string_view randperm_generator_cuda_dtypes[] = {
    "uint8", "int8", "int16", "int32", "int64", "float16", "bfloat16", "float32", "float64",
};
constexpr std::string_view randperm_generator_devices[] = {"cpu", "cuda", "meta"};
constexpr std::string_view randperm_generator_derivatives[] = {"never_differentiable"};
constexpr CatalogVariant randint_like_variants[] = {{"function", "opforge::randint_like"}};
constexpr std::string_view randint_like_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64", "uint16", "uint32", "uint64", "float16",
    "bfloat16", "float32", "float64", "complex32", "complex64", "complex128", "float8_e4m3fn",
    "float8_e5m2", "float8_e4m3fnuz", "float8_e5m2fnuz", "float8_e8m0fnu", "float4_e2m1fn_x2",
};
constexpr std::string_view randint_like_cuda_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64", "uint16", "uint32", "uint64", "float16",
    "bfloat16", "float32", "float64", "complex32", "complex64", "complex128", "float8_e4m3fn",
    "float8_e5m2", "float8_e4m3fnuz", "float8_e5m2fnuz", "float8_e8m0fnu", "float4_e2m1fn_x2",
};
constexpr std::string_view randint_like_devices[] = {"cpu", "cuda", "meta"};
constexpr std::string_view randint_like_derivatives[] = {"never_differentiable"};
constexpr CatalogVariant randint_like_low_dtype_variants[] = {
    {"function", "opforge::randint_like"},
};
constexpr std::string_view randint_like_low_dtype_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64", "uint16", "uint32", "uint64", "float16",
    "bfloat16", "float32", "float64", "complex32", "complex64", "complex128", "float8_e4m3fn",
    "float8_e5m2", "float8_e4m3fnuz", "float8_e5m2fnuz", "float8_e8m0fnu", "float4_e2m1fn_x2",
};
constexpr std::string_view randint_like_low_dtype_cuda_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64", "uint16", "uint32", "uint64", "float16",
    "bfloat16", "float32", "float64", "complex32", "complex64", "complex128", "float8_e4m3fn",
    "float8_e5m2", "float8_e4m3fnuz", "float8_e5m2fnuz", "float8_e8m0fnu", "float4_e2m1fn_x2",
};
constexpr std::string_view randint_like_low_dtype_devices[] = {"cpu", "cuda", "meta"};
constexpr std::string_view randint_like_low_dtype_derivatives[] = {"never_differentiable"};
constexpr CatalogVariant rand_like_variants[] = {{"function", "opforge::rand_like"}};
constexpr std::string_view rand_like_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64", "uint16", "uint32", "uint64", "float16",
    "bfloat16", "float32", "float64", "complex32", "complex64", "complex128", "float8_e4m3fn",
    "float8_e5m2", "float8_e4m3fnuz", "float8_e5m2fnuz", "float8_e8m0fnu", "float4_e2m1fn_x2",
};
constexpr std::string_view rand_like_cuda_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64", "uint16", "uint32", "uint64", "float16",
    "bfloat16", "float32", "float64", "complex32", "complex64", "complex128", "float8_e4m3fn",
    "float8_e5m2", "float8_e4m3fnuz", "float8_e5m2fnuz", "float8_e8m0fnu", "float4_e2m1fn_x2",
};
constexpr std::string_view rand_like_devices[] = {"cpu", "cuda", "meta"};
constexpr std::string_view rand_like_derivatives[] = {"never_differentiable"};
constexpr CatalogVariant randn_like_variants[] = {{"function", "opforge::randn_like"}};
constexpr std::string_view randn_like_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64", "uint16", "uint32", "uint64", "float16",
    "bfloat16", "float32", "float64", "complex32", "complex64", "complex128", "float8_e4m3fn",
    "float8_e5m2", "float8_e4m3fnuz", "float8_e5m2fnuz", "float8_e8m0fnu", "float4_e2m1fn_x2",
};
constexpr std::string_view randn_like_cuda_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64", "uint16", "uint32", "uint64", "float16",
    "bfloat16", "float32", "float64", "complex32", "complex64", "complex128", "float8_e4m3fn",
    "float8_e5m2", "float8_e4m3fnuz", "float8_e5m2fnuz", "float8_e8m0fnu", "float4_e2m1fn_x2",
};
constexpr std::string_view randn_like_devices[] = {"cpu", "cuda", "meta"};
constexpr std::string_view randn_like_derivatives[] = {"never_differentiable"};
constexpr CatalogVariant fill_variants[] = {
    {"function", "opforge::fill"}, {"inplace", "Tensor::fill_"},
};
constexpr std::string_view fill_promotion_operands[] = {"self"};
constexpr std::string_view fill_names_operands[] = {"self"};
constexpr std::string_view fill_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64", "uint16", "uint32", "uint64", "float16",
    "bfloat16", "float32", "float64", "complex32", "complex64", "complex128", "float8_e4m3fn",
    "float8_e5m2", "float8_e4m3fnuz", "float8_e5m2fnuz", "float8_e8m0fnu", "float4_e2m1fn_x2",
};
constexpr std::string_view fill_cuda_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64", "uint16", "uint32", "uint64", "float16",
    "bfloat16", "float32", "float64", "complex32", "complex64", "complex128", "float8_e4m3fn",
    "float8_e5m2", "float8_e4m3fnuz", "float8_e5m2fnuz", "float8_e8m0fnu", "float4_e2m1fn_x2",
};
constexpr std::string_view fill_devices[] = {"cpu", "cuda", "meta"};
constexpr std::string_view fill_derivatives[] = {"self: zeros_like(grad)"};
constexpr CatalogVariant zero_variants[] = {{"inplace", "Tensor::zero_"}};
constexpr std::string_view zero_promotion_operands[] = {"self"};
constexpr std::string_view zero_names_operands[] = {"self"};
constexpr std::string_view zero_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64", "uint16", "uint32", "uint64", "float16",
    "bfloat16", "float32", "float64", "complex32", "complex64", "complex128", "float8_e4m3fn",
    "float8_e5m2", "float8_e4m3fnuz", "float8_e5m2fnuz", "float8_e8m0fnu", "float4_e2m1fn_x2",
};
constexpr std::string_view zero_cuda_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64", "uint16", "uint32", "uint64", "float16",
    "bfloat16", "float32", "float64", "complex32", "complex64", "complex128", "float8_e4m3fn",
    "float8_e5m2", "float8_e4m3fnuz", "float8_e5m2fnuz", "float8_e8m0fnu", "float4_e2m1fn_x2",
};
constexpr std::string_view zero_devices[] = {"cpu", "cuda", "meta"};
constexpr std::string_view zero_derivatives[] = {"self: zeros_like(grad)"};
constexpr CatalogVariant copy_variants[] = {{"inplace", "Tensor::copy_"}};
constexpr std::string_view copy_promotion_operands[] = {"self"};
constexpr std::string_view copy_broadcast_operands[] = {"self", "src"};
constexpr std::string_view copy_names_operands[] = {"self", "src"};
constexpr std::string_view copy_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64", "uint16", "uint32", "uint64", "float16",
    "bfloat16", "float32", "float64", "complex32", "complex64", "complex128", "float8_e4m3fn",
    "float8_e5m2", "float8_e4m3fnuz", "float8_e5m2fnuz", "float8_e8m0fnu", "float4_e2m1fn_x2",
};
constexpr std::string_view copy_cuda_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64", "uint16", "uint32", "uint64", "float16",
    "bfloat16", "float32", "float64", "complex32", "complex64", "complex128", "float8_e4m3fn",
    "float8_e5m2", "float8_e4m3fnuz", "float8_e5m2fnuz", "float8_e8m0fnu", "float4_e2m1fn_x2",
};
constexpr std::string_view copy_devices[] = {"cpu", "cuda", "meta"};
constexpr std::string_view copy_derivatives[] = {"self: zeros_like(grad)", "src: grad"};
constexpr CatalogVariant tanh_variants[] = {
    {"function", "opforge::tanh"}, {"method", "Tensor::tanh"}, {"inplace", "Tensor::tanh_"},
    {"out", "opforge::tanh_out"},
};
constexpr std::string_view tanh_promotion_operands[] = {"self"};
constexpr std::string_view tanh_names_operands[] = {"self"};
constexpr std::string_view tanh_dtypes[] = {
    "float16", "bfloat16", "float32", "float64", "complex64", "complex128",
};
constexpr std::string_view tanh_cuda_dtypes[] = {
    "float16", "bfloat16", "float32", "float64", "complex64", "complex128",
};
constexpr std::string_view tanh_devices[] = {"cpu", "cuda", "meta"};
constexpr std::string_view tanh_derivatives[] = {"self: grad * conj(1 - result * result)"};
constexpr CatalogVariant log_variants[] = {
    {"function", "opforge::log"}, {"method", "Tensor::log"}, {"inplace", "Tensor::log_"},
    {"out", "opforge::log_out"},
};
constexpr std::string_view log_promotion_operands[] = {"self"};
constexpr std::string_view log_names_operands[] = {"self"};
constexpr std::string_view log_dtypes[] = {
    "float16", "bfloat16", "float32", "float64", "complex64", "complex128",
};
constexpr std::string_view log_cuda_dtypes[] = {
    "float16", "bfloat16", "float32", "float64", "complex64", "complex128",
};
constexpr std::string_view log_devices[] = {"cpu", "cuda", "meta"};
constexpr std::string_view log_derivatives[] = {"self: grad / conj(self)"};
constexpr CatalogVariant rsqrt_variants[] = {
    {"function", "opforge::rsqrt"}, {"method", "Tensor::rsqrt"}, {"inplace", "Tensor::rsqrt_"},
    {"out", "opforge::rsqrt_out"},
};
constexpr std::string_view rsqrt_promotion_operands[] = {"self"};
constexpr std::string_view rsqrt_names_operands[] = {"self"};
constexpr std::string_view rsqrt_dtypes[] = {
    "float16", "bfloat16", "float32", "float64", "complex64", "complex128",
};
constexpr std::string_view rsqrt_cuda_dtypes[] = {
    "float16", "bfloat16", "float32", "float64", "complex64", "complex128",
};
constexpr std::string_view rsqrt_devices[] = {"cpu", "cuda", "meta"};
constexpr std::string_view rsqrt_derivatives[] = {
    "self: -0.5 * grad * conj(result * result * result)",
};
constexpr CatalogVariant reciprocal_variants[] = {
    {"function", "opforge::reciprocal"}, {"method", "Tensor::reciprocal"},
    {"inplace", "Tensor::reciprocal_"}, {"out", "opforge::reciprocal_out"},
};
constexpr std::string_view reciprocal_promotion_operands[] = {"self"};
constexpr std::string_view reciprocal_names_operands[] = {"self"};
constexpr std::string_view reciprocal_dtypes[] = {
    "float16", "bfloat16", "float32", "float64", "complex64", "complex128",
};
constexpr std::string_view reciprocal_cuda_dtypes[] = {
    "float16", "bfloat16", "float32", "float64", "complex64", "complex128",
};
constexpr std::string_view reciprocal_devices[] = {"cpu", "cuda", "meta"};
constexpr std::string_view reciprocal_derivatives[] = {"self: -grad * conj(result * result)"};
constexpr CatalogVariant deg2rad_variants[] = {
    {"function", "opforge::deg2rad"}, {"method", "Tensor::deg2rad"},
    {"inplace", "Tensor::deg2rad_"}, {"out", "opforge::deg2rad_out"},
};
constexpr std::string_view deg2rad_r0_c0_operands[] = {"self"};
constexpr std::string_view deg2rad_r0_c0_dtypes[] = {"complex32", "complex64", "complex128"};
constexpr CatalogCondition deg2rad_r0_when[] = {
    {"all", deg2rad_r0_c0_operands, deg2rad_r0_c0_dtypes},
};
constexpr std::string_view deg2rad_r0_variants[] = {"function", "method", "inplace", "out"};
constexpr std::string_view deg2rad_promotion_operands[] = {"self"};
constexpr std::string_view deg2rad_names_operands[] = {"self"};
constexpr std::string_view deg2rad_dtypes[] = {"float16", "bfloat16", "float32", "float64"};
constexpr std::string_view deg2rad_cuda_dtypes[] = {"float16", "bfloat16", "float32", "float64"};
constexpr std::string_view deg2rad_devices[] = {"cpu", "cuda", "meta"};
constexpr CatalogReject deg2rad_rejects[] = {
    {deg2rad_r0_when, deg2rad_r0_variants, "RuntimeError", "deg2rad is not supported for complex tensors."},
};
constexpr std::string_view deg2rad_derivatives[] = {"self: grad * 0.017453292519943295"};
constexpr CatalogVariant rad2deg_variants[] = {
    {"function", "opforge::rad2deg"}, {"method", "Tensor::rad2deg"},
    {"inplace", "Tensor::rad2deg_"}, {"out", "opforge::rad2deg_out"},
};
constexpr std::string_view rad2deg_r0_c0_operands[] = {"self"};
constexpr std::string_view rad2deg_r0_c0_dtypes[] = {"complex32", "complex64", "complex128"};
constexpr CatalogCondition rad2deg_r0_when[] = {
    {"all", rad2deg_r0_c0_operands, rad2deg_r0_c0_dtypes},
};
constexpr std::string_view rad2deg_r0_variants[] = {"function", "method", "inplace", "out"};
constexpr std::string_view rad2deg_promotion_operands[] = {"self"};
constexpr std::string_view rad2deg_names_operands[] = {"self"};
constexpr std::string_view rad2deg_dtypes[] = {"float16", "bfloat16", "float32", "float64"};
constexpr std::string_view rad2deg_cuda_dtypes[] = {"float16", "bfloat16", "float32", "float64"};
constexpr std::string_view rad2deg_devices[] = {"cpu", "cuda", "meta"};
constexpr CatalogReject rad2deg_rejects[] = {
    {rad2deg_r0_when, rad2deg_r0_variants, "RuntimeError", "rad2deg is not supported for complex tensors."},
};
constexpr std::string_view rad2deg_derivatives[] = {"self: grad * 57.29577951308232"};
constexpr CatalogVariant ceil_variants[] = {
    {"function", "opforge::ceil"}, {"method", "Tensor::ceil"}, {"inplace", "Tensor::ceil_"},
    {"out", "opforge::ceil_out"},
};
constexpr std::string_view ceil_r0_c0_operands[] = {"self"};
constexpr std::string_view ceil_r0_c0_dtypes[] = {"complex32", "complex64", "complex128"};
constexpr CatalogCondition ceil_r0_when[] = {{"all", ceil_r0_c0_operands, ceil_r0_c0_dtypes}};
constexpr std::string_view ceil_r0_variants[] = {"function", "method", "inplace", "out"};
constexpr std::string_view ceil_promotion_operands[] = {"self"};
constexpr std::string_view ceil_names_operands[] = {"self"};
constexpr std::string_view ceil_dtypes[] = {
    "uint8", "int8", "int16", "int32", "int64", "float16", "bfloat16", "float32", "float64",
};
constexpr std::string_view ceil_cuda_dtypes[] = {
    "uint8", "int8", "int16", "int32", "int64", "float16", "bfloat16", "float32", "float64",
};
constexpr std::string_view ceil_devices[] = {"cpu", "cuda", "meta"};
constexpr CatalogReject ceil_rejects[] = {
    {ceil_r0_when, ceil_r0_variants, "RuntimeError", "ceil is not supported for complex inputs"},
};
constexpr std::string_view ceil_derivatives[] = {"self: zeros_like(grad)"};
constexpr CatalogVariant floor_variants[] = {
    {"function", "opforge::floor"}, {"method", "Tensor::floor"}, {"inplace", "Tensor::floor_"},
    {"out", "opforge::floor_out"},
};
constexpr std::string_view floor_r0_c0_operands[] = {"self"};
constexpr std::string_view floor_r0_c0_dtypes[] = {"complex32", "complex64", "complex128"};
constexpr CatalogCondition floor_r0_when[] = {{"all", floor_r0_c0_operands, floor_r0_c0_dtypes}};
constexpr std::string_view floor_r0_variants[] = {"function", "method", "inplace", "out"};
constexpr std::string_view floor_promotion_operands[] = {"self"};
constexpr std::string_view floor_names_operands[] = {"self"};
constexpr std::string_view floor_dtypes[] = {
    "uint8", "int8", "int16", "int32", "int64", "float16", "bfloat16", "float32", "float64",
};
constexpr std::string_view floor_cuda_dtypes[] = {
    "uint8", "int8", "int16", "int32", "int64", "float16", "bfloat16", "float32", "float64",
};
constexpr std::string_view floor_devices[] = {"cpu", "cuda", "meta"};
constexpr CatalogReject floor_rejects[] = {
    {floor_r0_when, floor_r0_variants, "RuntimeError", "floor is not supported for complex inputs"},
};
constexpr std::string_view floor_derivatives[] = {"self: zeros_like(grad)"};
constexpr CatalogVariant trunc_variants[] = {
    {"function", "opforge::trunc"}, {"method", "Tensor::trunc"}, {"inplace", "Tensor::trunc_"},
    {"out", "opforge::trunc_out"},
};
constexpr std::string_view trunc_r0_c0_operands[] = {"self"};
constexpr std::string_view trunc_r0_c0_dtypes[] = {"complex32", "complex64", "complex128"};
constexpr CatalogCondition trunc_r0_when[] = {{"all", trunc_r0_c0_operands, trunc_r0_c0_dtypes}};
constexpr std::string_view trunc_r0_variants[] = {"function", "method", "inplace", "out"};
constexpr std::string_view trunc_promotion_operands[] = {"self"};
constexpr std::string_view trunc_names_operands[] = {"self"};
constexpr std::string_view trunc_dtypes[] = {
    "uint8", "int8", "int16", "int32", "int64", "float16", "bfloat16", "float32", "float64",
};
constexpr std::string_view trunc_cuda_dtypes[] = {
    "uint8", "int8", "int16", "int32", "int64", "float16", "bfloat16", "float32", "float64",
};
constexpr std::string_view trunc_devices[] = {"cpu", "cuda", "meta"};
constexpr CatalogReject trunc_rejects[] = {
    {trunc_r0_when, trunc_r0_variants, "RuntimeError", "trunc is not supported for complex inputs"},
};
constexpr std::string_view trunc_derivatives[] = {"self: zeros_like(grad)"};
constexpr CatalogVariant frac_variants[] = {
    {"function", "opforge::frac"}, {"method", "Tensor::frac"}, {"inplace", "Tensor::frac_"},
    {"out", "opforge::frac_out"},
};
constexpr std::string_view frac_promotion_operands[] = {"self"};
constexpr std::string_view frac_names_operands[] = {"self"};
constexpr std::string_view frac_dtypes[] = {"float16", "bfloat16", "float32", "float64"};
constexpr std::string_view frac_cuda_dtypes[] = {"float16", "bfloat16", "float32", "float64"};
constexpr std::string_view frac_devices[] = {"cpu", "cuda", "meta"};
constexpr std::string_view frac_derivatives[] = {"self: grad"};
constexpr CatalogVariant square_variants[] = {
    {"function", "opforge::square"}, {"method", "Tensor::square"}, {"inplace", "Tensor::square_"},
    {"out", "opforge::square_out"},
};
constexpr std::string_view square_promotion_operands[] = {"self"};
constexpr std::string_view square_names_operands[] = {"self"};
constexpr std::string_view square_dtypes[] = {
    "uint8", "int8", "int16", "int32", "int64", "float16", "bfloat16", "float32", "float64",
    "complex64", "complex128",
};
constexpr std::string_view square_cuda_dtypes[] = {
    "uint8", "int8", "int16", "int32", "int64", "float16", "bfloat16", "float32", "float64",
    "complex64", "complex128",
};
constexpr std::string_view square_devices[] = {"cpu", "cuda", "meta"};
constexpr std::string_view square_derivatives[] = {"self: 2 * grad * conj(self)"};
constexpr CatalogVariant sign_variants[] = {
    {"function", "opforge::sign"}, {"method", "Tensor::sign"}, {"inplace", "Tensor::sign_"},
    {"out", "opforge::sign_out"},
};
constexpr std::string_view sign_r0_c0_operands[] = {"self"};
constexpr std::string_view sign_r0_c0_dtypes[] = {"complex32", "complex64", "complex128"};
constexpr CatalogCondition sign_r0_when[] = {{"all", sign_r0_c0_operands, sign_r0_c0_dtypes}};
constexpr std::string_view sign_r0_variants[] = {"function", "method", "inplace", "out"};
constexpr std::string_view sign_promotion_operands[] = {"self"};
constexpr std::string_view sign_names_operands[] = {"self"};
constexpr std::string_view sign_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64", "float16", "bfloat16", "float32", "float64",
};
constexpr std::string_view sign_cuda_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64", "float16", "bfloat16", "float32", "float64",
};
constexpr std::string_view sign_devices[] = {"cpu", "cuda", "meta"};
constexpr CatalogReject sign_rejects[] = {
    {sign_r0_when, sign_r0_variants, "RuntimeError", "Unlike NumPy, opforge.sign is not intended to support complex numbers. Please use opforge.sgn instead."},
};
constexpr std::string_view sign_derivatives[] = {"self: zeros_like(grad)"};
constexpr CatalogVariant sgn_variants[] = {
    {"function", "opforge::sgn"}, {"method", "Tensor::sgn"}, {"inplace", "Tensor::sgn_"},
    {"out", "opforge::sgn_out"},
};
constexpr std::string_view sgn_promotion_operands[] = {"self"};
constexpr std::string_view sgn_names_operands[] = {"self"};
constexpr std::string_view sgn_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64", "float16", "bfloat16", "float32", "float64",
    "complex32", "complex64", "complex128",
};
constexpr std::string_view sgn_cuda_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64", "float16", "bfloat16", "float32", "float64",
    "complex32", "complex64", "complex128",
};
constexpr std::string_view sgn_devices[] = {"cpu", "cuda", "meta"};
constexpr std::string_view sgn_derivatives[] = {
    "self: self == 0 ? 0 : (grad - real(grad * conj(result)) * result) / abs(self)",
};
constexpr CatalogVariant angle_variants[] = {
    {"function", "opforge::angle"}, {"method", "Tensor::angle"}, {"out", "opforge::angle_out"},
};
constexpr std::string_view angle_promotion_operands[] = {"self"};
constexpr std::string_view angle_names_operands[] = {"self"};
constexpr std::string_view angle_dtypes[] = {
    "float16", "bfloat16", "float32", "float64", "complex64", "complex128",
};
constexpr std::string_view angle_cuda_dtypes[] = {
    "float16", "bfloat16", "float32", "float64", "complex64", "complex128",
};
constexpr std::string_view angle_devices[] = {"cpu", "cuda", "meta"};
constexpr std::string_view angle_derivatives[] = {"self: angle_backward(grad, self)"};
constexpr CatalogVariant conj_physical_variants[] = {
    {"function", "opforge::conj_physical"}, {"method", "Tensor::conj_physical"},
    {"inplace", "Tensor::conj_physical_"}, {"out", "opforge::conj_physical_out"},
};
constexpr std::string_view conj_physical_promotion_operands[] = {"self"};
constexpr std::string_view conj_physical_names_operands[] = {"self"};
constexpr std::string_view conj_physical_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64", "float16", "bfloat16", "float32", "float64",
    "complex32", "complex64", "complex128",
};
constexpr std::string_view conj_physical_cuda_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64", "float16", "bfloat16", "float32", "float64",
    "complex32", "complex64", "complex128",
};
constexpr std::string_view conj_physical_devices[] = {"cpu", "cuda", "meta"};
constexpr std::string_view conj_physical_derivatives[] = {"self: conj(grad)"};
constexpr CatalogVariant conj_variants[] = {
    {"function", "opforge::conj"}, {"method", "Tensor::conj"},
};
constexpr std::string_view conj_promotion_operands[] = {"self"};
constexpr std::string_view conj_names_operands[] = {"self"};
constexpr std::string_view conj_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64", "float16", "bfloat16", "float32", "float64",
    "complex32", "complex64", "complex128",
};
constexpr std::string_view conj_cuda_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64", "float16", "bfloat16", "float32", "float64",
    "complex32", "complex64", "complex128",
};
constexpr std::string_view conj_devices[] = {"cpu", "cuda", "meta"};
constexpr std::string_view conj_derivatives[] = {"self: conj(grad)"};
constexpr CatalogVariant nan_to_num_variants[] = {
    {"function", "opforge::nan_to_num"}, {"method", "Tensor::nan_to_num"},
    {"inplace", "Tensor::nan_to_num_"}, {"out", "opforge::nan_to_num_out"},
};
constexpr std::string_view nan_to_num_promotion_operands[] = {"self"};
constexpr std::string_view nan_to_num_names_operands[] = {"self"};
constexpr std::string_view nan_to_num_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64", "float16", "bfloat16", "float32", "float64",
};
constexpr std::string_view nan_to_num_cuda_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64", "float16", "bfloat16", "float32", "float64",
};
constexpr std::string_view nan_to_num_devices[] = {"cpu", "cuda", "meta"};
constexpr std::string_view nan_to_num_derivatives[] = {"self: grad * isfinite(self)"};
constexpr CatalogVariant positive_variants[] = {
    {"function", "opforge::positive"}, {"method", "Tensor::positive"},
};
constexpr std::string_view positive_r0_c0_operands[] = {"self"};
constexpr std::string_view positive_r0_c0_dtypes[] = {"bool"};
constexpr CatalogCondition positive_r0_when[] = {
    {"all", positive_r0_c0_operands, positive_r0_c0_dtypes},
};
constexpr std::string_view positive_r0_variants[] = {"function", "method"};
constexpr std::string_view positive_promotion_operands[] = {"self"};
constexpr std::string_view positive_names_operands[] = {"self"};
constexpr std::string_view positive_dtypes[] = {
    "uint8", "int8", "int16", "int32", "int64", "float16", "bfloat16", "float32", "float64",
    "complex32", "complex64", "complex128",
};
constexpr std::string_view positive_cuda_dtypes[] = {
    "uint8", "int8", "int16", "int32", "int64", "float16", "bfloat16", "float32", "float64",
    "complex32", "complex64", "complex128",
};
constexpr std::string_view positive_devices[] = {"cpu", "cuda", "meta"};
constexpr CatalogReject positive_rejects[] = {
    {positive_r0_when, positive_r0_variants, "RuntimeError", "The `+` operator, on a bool tensor is not supported."},
};
constexpr std::string_view positive_derivatives[] = {"self: grad"};
constexpr CatalogVariant relu_variants[] = {
    {"function", "opforge::relu"}, {"method", "Tensor::relu"}, {"inplace", "Tensor::relu_"},
};
constexpr std::string_view relu_r0_c0_operands[] = {"self"};
constexpr std::string_view relu_r0_c0_dtypes[] = {"bool"};
constexpr CatalogCondition relu_r0_when[] = {{"all", relu_r0_c0_operands, relu_r0_c0_dtypes}};
constexpr std::string_view relu_r0_variants[] = {"function", "method", "inplace"};
constexpr std::string_view relu_r1_c0_operands[] = {"self"};
constexpr std::string_view relu_r1_c0_dtypes[] = {"complex32", "complex64", "complex128"};
constexpr CatalogCondition relu_r1_when[] = {{"all", relu_r1_c0_operands, relu_r1_c0_dtypes}};
constexpr std::string_view relu_r1_variants[] = {"function", "method", "inplace"};
constexpr std::string_view relu_promotion_operands[] = {"self"};
constexpr std::string_view relu_names_operands[] = {"self"};
constexpr std::string_view relu_dtypes[] = {
    "uint8", "int8", "int16", "int32", "int64", "float16", "bfloat16", "float32", "float64",
};
constexpr std::string_view relu_cuda_dtypes[] = {
    "uint8", "int8", "int16", "int32", "int64", "float16", "bfloat16", "float32", "float64",
};
constexpr std::string_view relu_devices[] = {"cpu", "cuda", "meta"};
constexpr CatalogReject relu_rejects[] = {
    {relu_r0_when, relu_r0_variants, "RuntimeError", "Boolean inputs not supported for relu"},
    {relu_r1_when, relu_r1_variants, "RuntimeError", "clamp is not supported for complex types"},
};
constexpr std::string_view relu_derivatives[] = {"self: result <= 0 ? 0 : grad"};
constexpr CatalogVariant isnan_variants[] = {
    {"function", "opforge::isnan"}, {"method", "Tensor::isnan"},
};
constexpr std::string_view isnan_promotion_operands[] = {"self"};
constexpr std::string_view isnan_names_operands[] = {"self"};
constexpr std::string_view isnan_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64", "float16", "bfloat16", "float32", "float64",
    "complex32", "complex64", "complex128",
};
constexpr std::string_view isnan_cuda_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64", "float16", "bfloat16", "float32", "float64",
    "complex32", "complex64", "complex128",
};
constexpr std::string_view isnan_devices[] = {"cpu", "cuda", "meta"};
constexpr std::string_view isnan_derivatives[] = {"never_differentiable"};
constexpr CatalogVariant isfinite_variants[] = {
    {"function", "opforge::isfinite"}, {"method", "Tensor::isfinite"},
};
constexpr std::string_view isfinite_promotion_operands[] = {"self"};
constexpr std::string_view isfinite_names_operands[] = {"self"};
constexpr std::string_view isfinite_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64", "float16", "bfloat16", "float32", "float64",
    "complex32", "complex64", "complex128",
};
constexpr std::string_view isfinite_cuda_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64", "float16", "bfloat16", "float32", "float64",
    "complex32", "complex64", "complex128",
};
constexpr std::string_view isfinite_devices[] = {"cpu", "cuda", "meta"};
constexpr std::string_view isfinite_derivatives[] = {"never_differentiable"};
constexpr CatalogVariant isclose_variants[] = {
    {"function", "opforge::isclose"}, {"method", "Tensor::isclose"},
};
constexpr std::string_view isclose_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64", "float16", "bfloat16", "float32", "float64",
    "complex64", "complex128",
};
constexpr std::string_view isclose_cuda_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64", "float16", "bfloat16", "float32", "float64",
    "complex64", "complex128",
};
constexpr std::string_view isclose_devices[] = {"cpu", "cuda", "meta"};
constexpr std::string_view isclose_derivatives[] = {"not_differentiable"};
constexpr CatalogVariant allclose_variants[] = {
    {"function", "opforge::allclose"}, {"method", "Tensor::allclose"},
};
constexpr std::string_view allclose_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64", "float16", "bfloat16", "float32", "float64",
    "complex64", "complex128",
};
constexpr std::string_view allclose_cuda_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64", "float16", "bfloat16", "float32", "float64",
    "complex64", "complex128",
};
constexpr std::string_view allclose_devices[] = {"cpu", "cuda", "meta"};
constexpr std::string_view allclose_derivatives[] = {"never_differentiable"};
constexpr CatalogVariant equal_variants[] = {
    {"function", "opforge::equal"}, {"method", "Tensor::equal"},
};
constexpr std::string_view equal_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64", "float16", "bfloat16", "float32", "float64",
    "complex64", "complex128",
};
constexpr std::string_view equal_cuda_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64", "float16", "bfloat16", "float32", "float64",
    "complex64", "complex128",
};
constexpr std::string_view equal_devices[] = {"cpu", "cuda"};
constexpr std::string_view equal_derivatives[] = {"never_differentiable"};
constexpr CatalogVariant logical_and_variants[] = {
    {"function", "opforge::logical_and"}, {"method", "Tensor::logical_and"},
    {"inplace", "Tensor::logical_and_"}, {"out", "opforge::logical_and_out"},
};
constexpr std::string_view logical_and_promotion_operands[] = {"self", "other"};
constexpr std::string_view logical_and_broadcast_operands[] = {"self", "other"};
constexpr std::string_view logical_and_names_operands[] = {"self", "other"};
constexpr std::string_view logical_and_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64", "float16", "bfloat16", "float32", "float64",
    "complex64", "complex128",
};
constexpr std::string_view logical_and_cuda_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64", "float16", "bfloat16", "float32", "float64",
    "complex64", "complex128",
};
constexpr std::string_view logical_and_devices[] = {"cpu", "cuda", "meta"};
constexpr std::string_view logical_and_derivatives[] = {"never_differentiable"};
constexpr CatalogVariant logical_or_variants[] = {
    {"function", "opforge::logical_or"}, {"method", "Tensor::logical_or"},
    {"inplace", "Tensor::logical_or_"}, {"out", "opforge::logical_or_out"},
};
constexpr std::string_view logical_or_promotion_operands[] = {"self", "other"};
constexpr std::string_view logical_or_broadcast_operands[] = {"self", "other"};
constexpr std::string_view logical_or_names_operands[] = {"self", "other"};
constexpr std::string_view logical_or_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64", "float16", "bfloat16", "float32", "float64",
    "complex64", "complex128",
};
constexpr std::string_view logical_or_cuda_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64", "float16", "bfloat16", "float32", "float64",
    "complex64", "complex128",
};
constexpr std::string_view logical_or_devices[] = {"cpu", "cuda", "meta"};
constexpr std::string_view logical_or_derivatives[] = {"never_differentiable"};
constexpr CatalogVariant logical_xor_variants[] = {
    {"function", "opforge::logical_xor"}, {"method", "Tensor::logical_xor"},
    {"inplace", "Tensor::logical_xor_"}, {"out", "opforge::logical_xor_out"},
};
constexpr std::string_view logical_xor_promotion_operands[] = {"self", "other"};
constexpr std::string_view logical_xor_broadcast_operands[] = {"self", "other"};
constexpr std::string_view logical_xor_names_operands[] = {"self", "other"};
constexpr std::string_view logical_xor_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64", "float16", "bfloat16", "float32", "float64",
    "complex64", "complex128",
};
constexpr std::string_view logical_xor_cuda_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64", "float16", "bfloat16", "float32", "float64",
    "complex64", "complex128",
};
constexpr std::string_view logical_xor_devices[] = {"cpu", "cuda", "meta"};
constexpr std::string_view logical_xor_derivatives[] = {"never_differentiable"};
constexpr CatalogVariant bitwise_and_Tensor_variants[] = {
    {"function", "opforge::bitwise_and"}, {"method", "Tensor::bitwise_and"},
    {"inplace", "Tensor::bitwise_and_"}, {"out", "opforge::bitwise_and_out"},
};
constexpr std::string_view bitwise_and_Tensor_promotion_operands[] = {"self", "other"};
constexpr std::string_view bitwise_and_Tensor_broadcast_operands[] = {"self", "other"};
constexpr std::string_view bitwise_and_Tensor_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64",
};
constexpr std::string_view bitwise_and_Tensor_cuda_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64",
};
constexpr std::string_view bitwise_and_Tensor_devices[] = {"cpu", "cuda", "meta"};
constexpr std::string_view bitwise_and_Tensor_derivatives[] = {"not_differentiable"};
constexpr CatalogVariant bitwise_or_Tensor_variants[] = {
    {"function", "opforge::bitwise_or"}, {"method", "Tensor::bitwise_or"},
    {"inplace", "Tensor::bitwise_or_"}, {"out", "opforge::bitwise_or_out"},
};
constexpr std::string_view bitwise_or_Tensor_promotion_operands[] = {"self", "other"};
constexpr std::string_view bitwise_or_Tensor_broadcast_operands[] = {"self", "other"};
constexpr std::string_view bitwise_or_Tensor_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64",
};
constexpr std::string_view bitwise_or_Tensor_cuda_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64",
};
constexpr std::string_view bitwise_or_Tensor_devices[] = {"cpu", "cuda", "meta"};
constexpr std::string_view bitwise_or_Tensor_derivatives[] = {"not_differentiable"};
constexpr CatalogVariant bitwise_xor_Tensor_variants[] = {
    {"function", "opforge::bitwise_xor"}, {"method", "Tensor::bitwise_xor"},
    {"inplace", "Tensor::bitwise_xor_"}, {"out", "opforge::bitwise_xor_out"},
};
constexpr std::string_view bitwise_xor_Tensor_promotion_operands[] = {"self", "other"};
constexpr std::string_view bitwise_xor_Tensor_broadcast_operands[] = {"self", "other"};
constexpr std::string_view bitwise_xor_Tensor_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64",
};
constexpr std::string_view bitwise_xor_Tensor_cuda_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64",
};
constexpr std::string_view bitwise_xor_Tensor_devices[] = {"cpu", "cuda", "meta"};
constexpr std::string_view bitwise_xor_Tensor_derivatives[] = {"not_differentiable"};
constexpr CatalogVariant bitwise_left_shift_Tensor_variants[] = {
    {"function", "opforge::bitwise_left_shift"}, {"method", "Tensor::bitwise_left_shift"},
    {"inplace", "Tensor::bitwise_left_shift_"}, {"out", "opforge::bitwise_left_shift_out"},
};
constexpr std::string_view bitwise_left_shift_Tensor_promotion_operands[] = {"self", "other"};
constexpr std::string_view bitwise_left_shift_Tensor_broadcast_operands[] = {"self", "other"};
constexpr std::string_view bitwise_left_shift_Tensor_dtypes[] = {
    "uint8", "int8", "int16", "int32", "int64",
};
constexpr std::string_view bitwise_left_shift_Tensor_cuda_dtypes[] = {
    "uint8", "int8", "int16", "int32", "int64",
};
constexpr std::string_view bitwise_left_shift_Tensor_devices[] = {"cpu", "cuda", "meta"};
constexpr std::string_view bitwise_left_shift_Tensor_derivatives[] = {"not_differentiable"};
constexpr CatalogVariant bitwise_left_shift_Scalar_Tensor_variants[] = {
    {"function", "opforge::bitwise_left_shift"},
};
constexpr std::string_view bitwise_left_shift_Scalar_Tensor_promotion_operands[] = {
    "self", "other",
};
constexpr std::string_view bitwise_left_shift_Scalar_Tensor_dtypes[] = {
    "uint8", "int8", "int16", "int32", "int64",
};
constexpr std::string_view bitwise_left_shift_Scalar_Tensor_cuda_dtypes[] = {
    "uint8", "int8", "int16", "int32", "int64",
};
constexpr std::string_view bitwise_left_shift_Scalar_Tensor_devices[] = {"cpu", "cuda", "meta"};
constexpr std::string_view bitwise_left_shift_Scalar_Tensor_derivatives[] = {"not_differentiable"};
constexpr CatalogVariant bitwise_right_shift_Tensor_variants[] = {
    {"function", "opforge::bitwise_right_shift"}, {"method", "Tensor::bitwise_right_shift"},
    {"inplace", "Tensor::bitwise_right_shift_"}, {"out", "opforge::bitwise_right_shift_out"},
};
constexpr std::string_view bitwise_right_shift_Tensor_promotion_operands[] = {"self", "other"};
constexpr std::string_view bitwise_right_shift_Tensor_broadcast_operands[] = {"self", "other"};
constexpr std::string_view bitwise_right_shift_Tensor_dtypes[] = {
    "uint8", "int8", "int16", "int32", "int64",
};
constexpr std::string_view bitwise_right_shift_Tensor_cuda_dtypes[] = {
    "uint8", "int8", "int16", "int32", "int64",
};
constexpr std::string_view bitwise_right_shift_Tensor_devices[] = {"cpu", "cuda", "meta"};
constexpr std::string_view bitwise_right_shift_Tensor_derivatives[] = {"not_differentiable"};
constexpr CatalogVariant bitwise_right_shift_Scalar_Tensor_variants[] = {
    {"function", "opforge::bitwise_right_shift"},
};
constexpr std::string_view bitwise_right_shift_Scalar_Tensor_promotion_operands[] = {
    "self", "other",
};
constexpr std::string_view bitwise_right_shift_Scalar_Tensor_dtypes[] = {
    "uint8", "int8", "int16", "int32", "int64",
};
constexpr std::string_view bitwise_right_shift_Scalar_Tensor_cuda_dtypes[] = {
    "uint8", "int8", "int16", "int32", "int64",
};
constexpr std::string_view bitwise_right_shift_Scalar_Tensor_devices[] = {"cpu", "cuda", "meta"};
constexpr std::string_view bitwise_right_shift_Scalar_Tensor_derivatives[] = {"not_differentiable"};
constexpr CatalogVariant maximum_variants[] = {
    {"function", "opforge::maximum"}, {"method", "Tensor::maximum"},
    {"out", "opforge::maximum_out"},
};
constexpr std::string_view maximum_r0_c0_operands[] = {"self", "other"};
constexpr std::string_view maximum_r0_c0_dtypes[] = {"complex32", "complex64", "complex128"};
constexpr CatalogCondition maximum_r0_when[] = {
    {"any", maximum_r0_c0_operands, maximum_r0_c0_dtypes},
};
constexpr std::string_view maximum_r0_variants[] = {"function", "method", "out"};
constexpr std::string_view maximum_promotion_operands[] = {"self", "other"};
constexpr std::string_view maximum_broadcast_operands[] = {"self", "other"};
constexpr std::string_view maximum_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64", "float16", "bfloat16", "float32", "float64",
};
constexpr std::string_view maximum_cuda_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64", "float16", "bfloat16", "float32", "float64",
};
constexpr std::string_view maximum_devices[] = {"cpu", "cuda", "meta"};
constexpr CatalogReject maximum_rejects[] = {
    {maximum_r0_when, maximum_r0_variants, "RuntimeError", "maximum not implemented for complex tensors."},
};
constexpr std::string_view maximum_derivatives[] = {
    "self: self < other ? 0 : (self == other ? grad / 2 : grad)",
    "other: self > other ? 0 : (self == other ? grad / 2 : grad)",
};
constexpr CatalogVariant minimum_variants[] = {
    {"function", "opforge::minimum"}, {"method", "Tensor::minimum"},
    {"out", "opforge::minimum_out"},
};
constexpr std::string_view minimum_r0_c0_operands[] = {"self", "other"};
constexpr std::string_view minimum_r0_c0_dtypes[] = {"complex32", "complex64", "complex128"};
constexpr CatalogCondition minimum_r0_when[] = {
    {"any", minimum_r0_c0_operands, minimum_r0_c0_dtypes},
};
constexpr std::string_view minimum_r0_variants[] = {"function", "method", "out"};
constexpr std::string_view minimum_promotion_operands[] = {"self", "other"};
constexpr std::string_view minimum_broadcast_operands[] = {"self", "other"};
constexpr std::string_view minimum_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64", "float16", "bfloat16", "float32", "float64",
};
constexpr std::string_view minimum_cuda_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64", "float16", "bfloat16", "float32", "float64",
};
constexpr std::string_view minimum_devices[] = {"cpu", "cuda", "meta"};
constexpr CatalogReject minimum_rejects[] = {
    {minimum_r0_when, minimum_r0_variants, "RuntimeError", "minimum not implemented for complex tensors."},
};
constexpr std::string_view minimum_derivatives[] = {
    "self: self > other ? 0 : (self == other ? grad / 2 : grad)",
    "other: self < other ? 0 : (self == other ? grad / 2 : grad)",
};
constexpr CatalogVariant max_other_variants[] = {
    {"function", "opforge::max"}, {"method", "Tensor::max"}, {"out", "opforge::max_out"},
};
constexpr std::string_view max_other_r0_c0_operands[] = {"self", "other"};
constexpr std::string_view max_other_r0_c0_dtypes[] = {"complex32", "complex64", "complex128"};
constexpr CatalogCondition max_other_r0_when[] = {
    {"any", max_other_r0_c0_operands, max_other_r0_c0_dtypes},
};
constexpr std::string_view max_other_r0_variants[] = {"function", "method", "out"};
constexpr std::string_view max_other_promotion_operands[] = {"self", "other"};
constexpr std::string_view max_other_broadcast_operands[] = {"self", "other"};
constexpr std::string_view max_other_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64", "float16", "bfloat16", "float32", "float64",
};
constexpr std::string_view max_other_cuda_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64", "float16", "bfloat16", "float32", "float64",
};
constexpr std::string_view max_other_devices[] = {"cpu", "cuda", "meta"};
constexpr CatalogReject max_other_rejects[] = {
    {max_other_r0_when, max_other_r0_variants, "RuntimeError", "maximum not implemented for complex tensors."},
};
constexpr std::string_view max_other_derivatives[] = {
    "self: self < other ? 0 : (self == other ? grad / 2 : grad)",
    "other: self > other ? 0 : (self == other ? grad / 2 : grad)",
};
constexpr CatalogVariant min_other_variants[] = {
    {"function", "opforge::min"}, {"method", "Tensor::min"}, {"out", "opforge::min_out"},
};
constexpr std::string_view min_other_r0_c0_operands[] = {"self", "other"};
constexpr std::string_view min_other_r0_c0_dtypes[] = {"complex32", "complex64", "complex128"};
constexpr CatalogCondition min_other_r0_when[] = {
    {"any", min_other_r0_c0_operands, min_other_r0_c0_dtypes},
};
constexpr std::string_view min_other_r0_variants[] = {"function", "method", "out"};
constexpr std::string_view min_other_promotion_operands[] = {"self", "other"};
constexpr std::string_view min_other_broadcast_operands[] = {"self", "other"};
constexpr std::string_view min_other_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64", "float16", "bfloat16", "float32", "float64",
};
constexpr std::string_view min_other_cuda_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64", "float16", "bfloat16", "float32", "float64",
};
constexpr std::string_view min_other_devices[] = {"cpu", "cuda", "meta"};
constexpr CatalogReject min_other_rejects[] = {
    {min_other_r0_when, min_other_r0_variants, "RuntimeError", "minimum not implemented for complex tensors."},
};
constexpr std::string_view min_other_derivatives[] = {
    "self: self > other ? 0 : (self == other ? grad / 2 : grad)",
    "other: self < other ? 0 : (self == other ? grad / 2 : grad)",
};
constexpr CatalogVariant true_divide_variants[] = {
    {"function", "opforge::true_divide"}, {"method", "Tensor::true_divide"},
    {"inplace", "Tensor::true_divide_"}, {"out", "opforge::true_divide_out"},
};
constexpr std::string_view true_divide_promotion_operands[] = {"self", "other"};
constexpr std::string_view true_divide_broadcast_operands[] = {"self", "other"};
constexpr std::string_view true_divide_names_operands[] = {"self", "other"};
constexpr std::string_view true_divide_dtypes[] = {
    "float16", "bfloat16", "float32", "float64", "complex64", "complex128",
};
constexpr std::string_view true_divide_cuda_dtypes[] = {
    "float16", "bfloat16", "float32", "float64", "complex64", "complex128",
};
constexpr std::string_view true_divide_devices[] = {"cpu", "cuda", "meta"};
constexpr std::string_view true_divide_derivatives[] = {
    "self: grad / conj(other)", "other: -grad * conj(self / other / other)",
};
constexpr CatalogVariant acos_variants[] = {
    {"function", "opforge::acos"}, {"method", "Tensor::acos"}, {"inplace", "Tensor::acos_"},
    {"out", "opforge::acos_out"},
};
constexpr std::string_view acos_promotion_operands[] = {"self"};
constexpr std::string_view acos_names_operands[] = {"self"};
constexpr std::string_view acos_dtypes[] = {
    "float16", "bfloat16", "float32", "float64", "complex64", "complex128",
};
constexpr std::string_view acos_cuda_dtypes[] = {
    "float16", "bfloat16", "float32", "float64", "complex64", "complex128",
};
constexpr std::string_view acos_devices[] = {"cpu", "cuda", "meta"};
constexpr std::string_view acos_derivatives[] = {"self: -grad / conj(sqrt(1 - self * self))"};
constexpr CatalogVariant asin_variants[] = {
    {"function", "opforge::asin"}, {"method", "Tensor::asin"}, {"inplace", "Tensor::asin_"},
    {"out", "opforge::asin_out"},
};
constexpr std::string_view asin_promotion_operands[] = {"self"};
constexpr std::string_view asin_names_operands[] = {"self"};
constexpr std::string_view asin_dtypes[] = {
    "float16", "bfloat16", "float32", "float64", "complex64", "complex128",
};
constexpr std::string_view asin_cuda_dtypes[] = {
    "float16", "bfloat16", "float32", "float64", "complex64", "complex128",
};
constexpr std::string_view asin_devices[] = {"cpu", "cuda", "meta"};
constexpr std::string_view asin_derivatives[] = {"self: grad / conj(sqrt(1 - self * self))"};
constexpr CatalogVariant atan_variants[] = {
    {"function", "opforge::atan"}, {"method", "Tensor::atan"}, {"inplace", "Tensor::atan_"},
    {"out", "opforge::atan_out"},
};
constexpr std::string_view atan_promotion_operands[] = {"self"};
constexpr std::string_view atan_names_operands[] = {"self"};
constexpr std::string_view atan_dtypes[] = {
    "float16", "bfloat16", "float32", "float64", "complex64", "complex128",
};
constexpr std::string_view atan_cuda_dtypes[] = {
    "float16", "bfloat16", "float32", "float64", "complex64", "complex128",
};
constexpr std::string_view atan_devices[] = {"cpu", "cuda", "meta"};
constexpr std::string_view atan_derivatives[] = {"self: grad / conj(self * self + 1)"};
constexpr CatalogVariant acosh_variants[] = {
    {"function", "opforge::acosh"}, {"method", "Tensor::acosh"}, {"inplace", "Tensor::acosh_"},
    {"out", "opforge::acosh_out"},
};
constexpr std::string_view acosh_promotion_operands[] = {"self"};
constexpr std::string_view acosh_names_operands[] = {"self"};
constexpr std::string_view acosh_dtypes[] = {
    "float16", "bfloat16", "float32", "float64", "complex64", "complex128",
};
constexpr std::string_view acosh_cuda_dtypes[] = {
    "float16", "bfloat16", "float32", "float64", "complex64", "complex128",
};
constexpr std::string_view acosh_devices[] = {"cpu", "cuda", "meta"};
constexpr std::string_view acosh_derivatives[] = {"self: grad * conj(rsqrt(self * self - 1))"};
constexpr CatalogVariant asinh_variants[] = {
    {"function", "opforge::asinh"}, {"method", "Tensor::asinh"}, {"inplace", "Tensor::asinh_"},
    {"out", "opforge::asinh_out"},
};
constexpr std::string_view asinh_promotion_operands[] = {"self"};
constexpr std::string_view asinh_names_operands[] = {"self"};
constexpr std::string_view asinh_dtypes[] = {
    "float16", "bfloat16", "float32", "float64", "complex64", "complex128",
};
constexpr std::string_view asinh_cuda_dtypes[] = {
    "float16", "bfloat16", "float32", "float64", "complex64", "complex128",
};
constexpr std::string_view asinh_devices[] = {"cpu", "cuda", "meta"};
constexpr std::string_view asinh_derivatives[] = {"self: grad / conj(sqrt(self * self + 1))"};
constexpr CatalogVariant atanh_variants[] = {
    {"function", "opforge::atanh"}, {"method", "Tensor::atanh"}, {"inplace", "Tensor::atanh_"},
    {"out", "opforge::atanh_out"},
};
constexpr std::string_view atanh_promotion_operands[] = {"self"};
constexpr std::string_view atanh_names_operands[] = {"self"};
constexpr std::string_view atanh_dtypes[] = {
    "float16", "bfloat16", "float32", "float64", "complex64", "complex128",
};
constexpr std::string_view atanh_cuda_dtypes[] = {
    "float16", "bfloat16", "float32", "float64", "complex64", "complex128",
};
constexpr std::string_view atanh_devices[] = {"cpu", "cuda", "meta"};
constexpr std::string_view atanh_derivatives[] = {"self: grad / conj(1 - self * self)"};
constexpr CatalogVariant cosh_variants[] = {
    {"function", "opforge::cosh"}, {"method", "Tensor::cosh"}, {"inplace", "Tensor::cosh_"},
    {"out", "opforge::cosh_out"},
};
constexpr std::string_view cosh_promotion_operands[] = {"self"};
constexpr std::string_view cosh_names_operands[] = {"self"};
constexpr std::string_view cosh_dtypes[] = {
    "float16", "bfloat16", "float32", "float64", "complex64", "complex128",
};
constexpr std::string_view cosh_cuda_dtypes[] = {
    "float16", "bfloat16", "float32", "float64", "complex64", "complex128",
};
constexpr std::string_view cosh_devices[] = {"cpu", "cuda", "meta"};
constexpr std::string_view cosh_derivatives[] = {"self: grad * conj(sinh(self))"};
constexpr CatalogVariant sinh_variants[] = {
    {"function", "opforge::sinh"}, {"method", "Tensor::sinh"}, {"inplace", "Tensor::sinh_"},
    {"out", "opforge::sinh_out"},
};
constexpr std::string_view sinh_promotion_operands[] = {"self"};
constexpr std::string_view sinh_names_operands[] = {"self"};
constexpr std::string_view sinh_dtypes[] = {
    "float16", "bfloat16", "float32", "float64", "complex64", "complex128",
};
constexpr std::string_view sinh_cuda_dtypes[] = {
    "float16", "bfloat16", "float32", "float64", "complex64", "complex128",
};
constexpr std::string_view sinh_devices[] = {"cpu", "cuda", "meta"};
constexpr std::string_view sinh_derivatives[] = {"self: grad * conj(cosh(self))"};
constexpr CatalogVariant tan_variants[] = {
    {"function", "opforge::tan"}, {"method", "Tensor::tan"}, {"inplace", "Tensor::tan_"},
    {"out", "opforge::tan_out"},
};
constexpr std::string_view tan_promotion_operands[] = {"self"};
constexpr std::string_view tan_names_operands[] = {"self"};
constexpr std::string_view tan_dtypes[] = {
    "float16", "bfloat16", "float32", "float64", "complex64", "complex128",
};
constexpr std::string_view tan_cuda_dtypes[] = {
    "float16", "bfloat16", "float32", "float64", "complex64", "complex128",
};
constexpr std::string_view tan_devices[] = {"cpu", "cuda", "meta"};
constexpr std::string_view tan_derivatives[] = {"self: grad * conj(1 + result * result)"};
constexpr CatalogVariant exp2_variants[] = {
    {"function", "opforge::exp2"}, {"method", "Tensor::exp2"}, {"inplace", "Tensor::exp2_"},
    {"out", "opforge::exp2_out"},
};
constexpr std::string_view exp2_promotion_operands[] = {"self"};
constexpr std::string_view exp2_dtypes[] = {"float16", "bfloat16", "float32", "float64"};
constexpr std::string_view exp2_cuda_dtypes[] = {"float16", "bfloat16", "float32", "float64"};
constexpr std::string_view exp2_devices[] = {"cpu", "cuda", "meta"};
constexpr std::string_view exp2_derivatives[] = {"self: grad * conj(result) * 0.6931471805599453"};
constexpr CatalogVariant expm1_variants[] = {
    {"function", "opforge::expm1"}, {"method", "Tensor::expm1"}, {"inplace", "Tensor::expm1_"},
    {"out", "opforge::expm1_out"},
};
constexpr std::string_view expm1_promotion_operands[] = {"self"};
constexpr std::string_view expm1_names_operands[] = {"self"};
constexpr std::string_view expm1_dtypes[] = {"float16", "bfloat16", "float32", "float64"};
constexpr std::string_view expm1_cuda_dtypes[] = {"float16", "bfloat16", "float32", "float64"};
constexpr std::string_view expm1_devices[] = {"cpu", "cuda", "meta"};
constexpr std::string_view expm1_derivatives[] = {"self: grad * conj(result + 1)"};
constexpr CatalogVariant log2_variants[] = {
    {"function", "opforge::log2"}, {"method", "Tensor::log2"}, {"inplace", "Tensor::log2_"},
    {"out", "opforge::log2_out"},
};
constexpr std::string_view log2_promotion_operands[] = {"self"};
constexpr std::string_view log2_names_operands[] = {"self"};
constexpr std::string_view log2_dtypes[] = {
    "float16", "bfloat16", "float32", "float64", "complex64", "complex128",
};
constexpr std::string_view log2_cuda_dtypes[] = {
    "float16", "bfloat16", "float32", "float64", "complex64", "complex128",
};
constexpr std::string_view log2_devices[] = {"cpu", "cuda", "meta"};
constexpr std::string_view log2_derivatives[] = {"self: grad / (conj(self) * 0.6931471805599453)"};
constexpr CatalogVariant log10_variants[] = {
    {"function", "opforge::log10"}, {"method", "Tensor::log10"}, {"inplace", "Tensor::log10_"},
    {"out", "opforge::log10_out"},
};
constexpr std::string_view log10_promotion_operands[] = {"self"};
constexpr std::string_view log10_names_operands[] = {"self"};
constexpr std::string_view log10_dtypes[] = {
    "float16", "bfloat16", "float32", "float64", "complex64", "complex128",
};
constexpr std::string_view log10_cuda_dtypes[] = {
    "float16", "bfloat16", "float32", "float64", "complex64", "complex128",
};
constexpr std::string_view log10_devices[] = {"cpu", "cuda", "meta"};
constexpr std::string_view log10_derivatives[] = {"self: grad / (conj(self) * 2.302585092994046)"};
constexpr CatalogVariant log1p_variants[] = {
    {"function", "opforge::log1p"}, {"method", "Tensor::log1p"}, {"inplace", "Tensor::log1p_"},
    {"out", "opforge::log1p_out"},
};
constexpr std::string_view log1p_promotion_operands[] = {"self"};
constexpr std::string_view log1p_names_operands[] = {"self"};
constexpr std::string_view log1p_dtypes[] = {"float16", "bfloat16", "float32", "float64"};
constexpr std::string_view log1p_cuda_dtypes[] = {"float16", "bfloat16", "float32", "float64"};
constexpr std::string_view log1p_devices[] = {"cpu", "cuda", "meta"};
constexpr std::string_view log1p_derivatives[] = {"self: grad / conj(self + 1)"};
constexpr CatalogVariant erf_variants[] = {
    {"function", "opforge::erf"}, {"method", "Tensor::erf"}, {"inplace", "Tensor::erf_"},
    {"out", "opforge::erf_out"},
};
constexpr std::string_view erf_promotion_operands[] = {"self"};
constexpr std::string_view erf_names_operands[] = {"self"};
constexpr std::string_view erf_dtypes[] = {"float16", "bfloat16", "float32", "float64"};
constexpr std::string_view erf_cuda_dtypes[] = {"float16", "bfloat16", "float32", "float64"};
constexpr std::string_view erf_devices[] = {"cpu", "cuda", "meta"};
constexpr std::string_view erf_derivatives[] = {
    "self: 1.1283791670955126 * exp(-(self * self)) * grad",
};
constexpr CatalogVariant erfc_variants[] = {
    {"function", "opforge::erfc"}, {"method", "Tensor::erfc"}, {"inplace", "Tensor::erfc_"},
    {"out", "opforge::erfc_out"},
};
constexpr std::string_view erfc_promotion_operands[] = {"self"};
constexpr std::string_view erfc_names_operands[] = {"self"};
constexpr std::string_view erfc_dtypes[] = {"float16", "bfloat16", "float32", "float64"};
constexpr std::string_view erfc_cuda_dtypes[] = {"float16", "bfloat16", "float32", "float64"};
constexpr std::string_view erfc_devices[] = {"cpu", "cuda", "meta"};
constexpr std::string_view erfc_derivatives[] = {
    "self: -1.1283791670955126 * exp(-(self * self)) * grad",
};
constexpr CatalogVariant lgamma_variants[] = {
    {"function", "opforge::lgamma"}, {"method", "Tensor::lgamma"}, {"inplace", "Tensor::lgamma_"},
    {"out", "opforge::lgamma_out"},
};
constexpr std::string_view lgamma_promotion_operands[] = {"self"};
constexpr std::string_view lgamma_names_operands[] = {"self"};
constexpr std::string_view lgamma_dtypes[] = {"float16", "bfloat16", "float32", "float64"};
constexpr std::string_view lgamma_cuda_dtypes[] = {"float16", "bfloat16", "float32", "float64"};
constexpr std::string_view lgamma_devices[] = {"cpu", "cuda", "meta"};
constexpr std::string_view lgamma_derivatives[] = {"self: grad * digamma(self)"};
constexpr CatalogVariant erfinv_variants[] = {
    {"function", "opforge::erfinv"}, {"method", "Tensor::erfinv"}, {"inplace", "Tensor::erfinv_"},
    {"out", "opforge::erfinv_out"},
};
constexpr std::string_view erfinv_promotion_operands[] = {"self"};
constexpr std::string_view erfinv_names_operands[] = {"self"};
constexpr std::string_view erfinv_dtypes[] = {"float16", "bfloat16", "float32", "float64"};
constexpr std::string_view erfinv_cuda_dtypes[] = {"float16", "bfloat16", "float32", "float64"};
constexpr std::string_view erfinv_devices[] = {"cpu", "cuda", "meta"};
constexpr std::string_view erfinv_derivatives[] = {
    "self: 0.886226925452758 * exp(result * result) * grad",
};
constexpr CatalogVariant digamma_variants[] = {
    {"function", "opforge::digamma"}, {"method", "Tensor::digamma"},
    {"inplace", "Tensor::digamma_"}, {"out", "opforge::digamma_out"},
};
constexpr std::string_view digamma_promotion_operands[] = {"self"};
constexpr std::string_view digamma_names_operands[] = {"self"};
constexpr std::string_view digamma_dtypes[] = {"float16", "bfloat16", "float32", "float64"};
constexpr std::string_view digamma_cuda_dtypes[] = {"float16", "bfloat16", "float32", "float64"};
constexpr std::string_view digamma_devices[] = {"cpu", "cuda", "meta"};
constexpr std::string_view digamma_derivatives[] = {"self: grad * polygamma(1, self)"};
constexpr CatalogVariant polygamma_variants[] = {
    {"function", "opforge::polygamma"}, {"method", "Tensor::polygamma"},
    {"inplace", "Tensor::polygamma_"}, {"out", "opforge::polygamma_out"},
};
constexpr std::string_view polygamma_r0_c0_operands[] = {"n"};
constexpr std::string_view polygamma_r0_c0_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64", "uint16", "uint32", "uint64", "float16",
    "bfloat16", "float32", "float64", "complex32", "complex64", "complex128", "float8_e4m3fn",
    "float8_e5m2", "float8_e4m3fnuz", "float8_e5m2fnuz", "float8_e8m0fnu", "float4_e2m1fn_x2",
};
constexpr CatalogCondition polygamma_r0_when[] = {
    {"all", polygamma_r0_c0_operands, {}, {}, "<", 0},
};
constexpr std::string_view polygamma_r0_variants[] = {"function", "method", "inplace", "out"};
constexpr std::string_view polygamma_r1_c0_operands[] = {"self"};
constexpr std::string_view polygamma_r1_c0_dtypes[] = {"complex32", "complex64", "complex128"};
constexpr std::string_view polygamma_r1_c1_operands[] = {"n"};
constexpr std::string_view polygamma_r1_c1_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64", "uint16", "uint32", "uint64", "float16",
    "bfloat16", "float32", "float64", "complex32", "complex64", "complex128", "float8_e4m3fn",
    "float8_e5m2", "float8_e4m3fnuz", "float8_e5m2fnuz", "float8_e8m0fnu", "float4_e2m1fn_x2",
};
constexpr CatalogCondition polygamma_r1_when[] = {
    {"all", polygamma_r1_c0_operands, polygamma_r1_c0_dtypes},
    {"all", polygamma_r1_c1_operands, {}, {}, "==", 0},
};
constexpr std::string_view polygamma_r1_variants[] = {"function", "method", "inplace", "out"};
constexpr std::string_view polygamma_r2_c0_operands[] = {"self"};
constexpr std::string_view polygamma_r2_c0_dtypes[] = {"complex32", "complex64", "complex128"};
constexpr std::string_view polygamma_r2_c1_operands[] = {"n"};
constexpr std::string_view polygamma_r2_c1_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64", "uint16", "uint32", "uint64", "float16",
    "bfloat16", "float32", "float64", "complex32", "complex64", "complex128", "float8_e4m3fn",
    "float8_e5m2", "float8_e4m3fnuz", "float8_e5m2fnuz", "float8_e8m0fnu", "float4_e2m1fn_x2",
};
constexpr CatalogCondition polygamma_r2_when[] = {
    {"all", polygamma_r2_c0_operands, polygamma_r2_c0_dtypes},
    {"all", polygamma_r2_c1_operands, {}, {}, "==", 1},
};
constexpr std::string_view polygamma_r2_variants[] = {"function", "method", "inplace", "out"};
constexpr std::string_view polygamma_promotion_operands[] = {"self"};
constexpr std::string_view polygamma_names_operands[] = {"self"};
constexpr std::string_view polygamma_dtypes[] = {"float16", "bfloat16", "float32", "float64"};
constexpr std::string_view polygamma_cuda_dtypes[] = {"float16", "bfloat16", "float32", "float64"};
constexpr std::string_view polygamma_devices[] = {"cpu", "cuda", "meta"};
constexpr CatalogReject polygamma_rejects[] = {
    {polygamma_r0_when, polygamma_r0_variants, "RuntimeError", "polygamma(n, x) does not support negative n."},
    {polygamma_r1_when, polygamma_r1_variants, "NotImplementedError", "\"digamma\" not implemented for '{self}'"},
    {polygamma_r2_when, polygamma_r2_variants, "NotImplementedError", "\"trigamma\" not implemented for '{self}'"},
};
constexpr std::string_view polygamma_derivatives[] = {"self: grad * polygamma(n + 1, self)"};
constexpr CatalogVariant sinc_variants[] = {
    {"function", "opforge::sinc"}, {"method", "Tensor::sinc"}, {"inplace", "Tensor::sinc_"},
    {"out", "opforge::sinc_out"},
};
constexpr std::string_view sinc_promotion_operands[] = {"self"};
constexpr std::string_view sinc_dtypes[] = {
    "float16", "bfloat16", "float32", "float64", "complex64", "complex128",
};
constexpr std::string_view sinc_cuda_dtypes[] = {
    "float16", "bfloat16", "float32", "float64", "complex64", "complex128",
};
constexpr std::string_view sinc_devices[] = {"cpu", "cuda", "meta"};
constexpr std::string_view sinc_derivatives[] = {
    "self: self == 0 ? 0 : grad * conj((3.141592653589793 * self * cos(3.141592653589793 * self) - sin(3.141592653589793 * self)) / (3.141592653589793 * self * self))",
};
constexpr CatalogVariant logit_variants[] = {
    {"function", "opforge::logit"}, {"method", "Tensor::logit"}, {"inplace", "Tensor::logit_"},
    {"out", "opforge::logit_out"},
};
constexpr std::string_view logit_promotion_operands[] = {"self"};
constexpr std::string_view logit_dtypes[] = {"float16", "bfloat16", "float32", "float64"};
constexpr std::string_view logit_cuda_dtypes[] = {"float16", "bfloat16", "float32", "float64"};
constexpr std::string_view logit_devices[] = {"cpu", "cuda", "meta"};
constexpr std::string_view logit_derivatives[] = {"self: logit_backward(grad, self, eps)"};
constexpr CatalogVariant round_variants[] = {
    {"function", "opforge::round"}, {"method", "Tensor::round"}, {"inplace", "Tensor::round_"},
    {"out", "opforge::round_out"},
};
constexpr std::string_view round_r0_c0_operands[] = {"self"};
constexpr std::string_view round_r0_c0_dtypes[] = {"bool"};
constexpr CatalogCondition round_r0_when[] = {{"all", round_r0_c0_operands, round_r0_c0_dtypes}};
constexpr std::string_view round_r0_variants[] = {"function", "method", "inplace", "out"};
constexpr std::string_view round_promotion_operands[] = {"self"};
constexpr std::string_view round_names_operands[] = {"self"};
constexpr std::string_view round_dtypes[] = {
    "uint8", "int8", "int16", "int32", "int64", "float16", "bfloat16", "float32", "float64",
};
constexpr std::string_view round_cuda_dtypes[] = {
    "uint8", "int8", "int16", "int32", "int64", "float16", "bfloat16", "float32", "float64",
};
constexpr std::string_view round_devices[] = {"cpu", "cuda", "meta"};
constexpr CatalogReject round_rejects[] = {
    {round_r0_when, round_r0_variants, "RuntimeError", "\"round_vml_cpu\" not implemented for 'Bool'"},
};
constexpr std::string_view round_derivatives[] = {"self: zeros_like(grad)"};
constexpr CatalogVariant round_decimals_variants[] = {
    {"function", "opforge::round"}, {"method", "Tensor::round"}, {"inplace", "Tensor::round_"},
    {"out", "opforge::round_out"},
};
constexpr std::string_view round_decimals_r0_c0_operands[] = {"self"};
constexpr std::string_view round_decimals_r0_c0_dtypes[] = {"bool"};
constexpr CatalogCondition round_decimals_r0_when[] = {
    {"all", round_decimals_r0_c0_operands, round_decimals_r0_c0_dtypes},
};
constexpr std::string_view round_decimals_r0_variants[] = {"function", "method", "inplace", "out"};
constexpr std::string_view round_decimals_promotion_operands[] = {"self"};
constexpr std::string_view round_decimals_dtypes[] = {"float16", "bfloat16", "float32", "float64"};
constexpr std::string_view round_decimals_cuda_dtypes[] = {
    "float16", "bfloat16", "float32", "float64",
};
constexpr std::string_view round_decimals_devices[] = {"cpu", "cuda", "meta"};
constexpr CatalogReject round_decimals_rejects[] = {
    {round_decimals_r0_when, round_decimals_r0_variants, "RuntimeError", "\"round_cpu\" not implemented for 'Bool'"},
};
constexpr std::string_view round_decimals_derivatives[] = {"self: zeros_like(grad)"};
constexpr CatalogVariant signbit_variants[] = {
    {"function", "opforge::signbit"}, {"method", "Tensor::signbit"},
    {"out", "opforge::signbit_out"},
};
constexpr std::string_view signbit_r0_c0_operands[] = {"self"};
constexpr std::string_view signbit_r0_c0_dtypes[] = {"complex32", "complex64", "complex128"};
constexpr CatalogCondition signbit_r0_when[] = {
    {"all", signbit_r0_c0_operands, signbit_r0_c0_dtypes},
};
constexpr std::string_view signbit_r0_variants[] = {"function", "method", "out"};
constexpr std::string_view signbit_promotion_operands[] = {"self"};
constexpr std::string_view signbit_names_operands[] = {"self"};
constexpr std::string_view signbit_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64", "float16", "bfloat16", "float32", "float64",
};
constexpr std::string_view signbit_cuda_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64", "float16", "bfloat16", "float32", "float64",
};
constexpr std::string_view signbit_devices[] = {"cpu", "cuda", "meta"};
constexpr CatalogReject signbit_rejects[] = {
    {signbit_r0_when, signbit_r0_variants, "RuntimeError", "signbit is not implemented for complex tensors."},
};
constexpr std::string_view signbit_derivatives[] = {"never_differentiable"};
constexpr CatalogVariant isinf_variants[] = {
    {"function", "opforge::isinf"}, {"method", "Tensor::isinf"},
};
constexpr std::string_view isinf_promotion_operands[] = {"self"};
constexpr std::string_view isinf_names_operands[] = {"self"};
constexpr std::string_view isinf_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64", "float16", "bfloat16", "float32", "float64",
    "complex32", "complex64", "complex128",
};
constexpr std::string_view isinf_cuda_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64", "float16", "bfloat16", "float32", "float64",
    "complex32", "complex64", "complex128",
};
constexpr std::string_view isinf_devices[] = {"cpu", "cuda", "meta"};
constexpr std::string_view isinf_derivatives[] = {"never_differentiable"};
constexpr CatalogVariant isposinf_variants[] = {
    {"function", "opforge::isposinf"}, {"method", "Tensor::isposinf"},
    {"out", "opforge::isposinf_out"},
};
constexpr std::string_view isposinf_r0_c0_operands[] = {"self"};
constexpr std::string_view isposinf_r0_c0_dtypes[] = {"complex32", "complex64", "complex128"};
constexpr CatalogCondition isposinf_r0_when[] = {
    {"all", isposinf_r0_c0_operands, isposinf_r0_c0_dtypes},
};
constexpr std::string_view isposinf_r0_variants[] = {"function", "method", "out"};
constexpr std::string_view isposinf_promotion_operands[] = {"self"};
constexpr std::string_view isposinf_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64", "float16", "bfloat16", "float32", "float64",
};
constexpr std::string_view isposinf_cuda_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64", "float16", "bfloat16", "float32", "float64",
};
constexpr std::string_view isposinf_devices[] = {"cpu", "cuda", "meta"};
constexpr CatalogReject isposinf_rejects[] = {
    {isposinf_r0_when, isposinf_r0_variants, "RuntimeError", "isposinf does not support complex inputs."},
};
constexpr std::string_view isposinf_derivatives[] = {"never_differentiable"};
constexpr CatalogVariant isneginf_variants[] = {
    {"function", "opforge::isneginf"}, {"method", "Tensor::isneginf"},
    {"out", "opforge::isneginf_out"},
};
constexpr std::string_view isneginf_r0_c0_operands[] = {"self"};
constexpr std::string_view isneginf_r0_c0_dtypes[] = {"complex32", "complex64", "complex128"};
constexpr CatalogCondition isneginf_r0_when[] = {
    {"all", isneginf_r0_c0_operands, isneginf_r0_c0_dtypes},
};
constexpr std::string_view isneginf_r0_variants[] = {"function", "method", "out"};
constexpr std::string_view isneginf_promotion_operands[] = {"self"};
constexpr std::string_view isneginf_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64", "float16", "bfloat16", "float32", "float64",
};
constexpr std::string_view isneginf_cuda_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64", "float16", "bfloat16", "float32", "float64",
};
constexpr std::string_view isneginf_devices[] = {"cpu", "cuda", "meta"};
constexpr CatalogReject isneginf_rejects[] = {
    {isneginf_r0_when, isneginf_r0_variants, "RuntimeError", "isneginf does not support complex inputs."},
};
constexpr std::string_view isneginf_derivatives[] = {"never_differentiable"};
constexpr CatalogVariant isreal_variants[] = {
    {"function", "opforge::isreal"}, {"method", "Tensor::isreal"},
};
constexpr std::string_view isreal_promotion_operands[] = {"self"};
constexpr std::string_view isreal_names_operands[] = {"self"};
constexpr std::string_view isreal_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64", "float16", "bfloat16", "float32", "float64",
    "complex32", "complex64", "complex128",
};
constexpr std::string_view isreal_cuda_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64", "float16", "bfloat16", "float32", "float64",
    "complex32", "complex64", "complex128",
};
constexpr std::string_view isreal_devices[] = {"cpu", "cuda", "meta"};
constexpr std::string_view isreal_derivatives[] = {"never_differentiable"};
constexpr CatalogVariant fmax_variants[] = {
    {"function", "opforge::fmax"}, {"method", "Tensor::fmax"}, {"out", "opforge::fmax_out"},
};
constexpr std::string_view fmax_r0_c0_operands[] = {"self", "other"};
constexpr std::string_view fmax_r0_c0_dtypes[] = {"complex32", "complex64", "complex128"};
constexpr CatalogCondition fmax_r0_when[] = {{"any", fmax_r0_c0_operands, fmax_r0_c0_dtypes}};
constexpr std::string_view fmax_r0_variants[] = {"function", "method", "out"};
constexpr std::string_view fmax_promotion_operands[] = {"self", "other"};
constexpr std::string_view fmax_broadcast_operands[] = {"self", "other"};
constexpr std::string_view fmax_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64", "float16", "bfloat16", "float32", "float64",
};
constexpr std::string_view fmax_cuda_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64", "float16", "bfloat16", "float32", "float64",
};
constexpr std::string_view fmax_devices[] = {"cpu", "cuda", "meta"};
constexpr CatalogReject fmax_rejects[] = {
    {fmax_r0_when, fmax_r0_variants, "RuntimeError", "fmax not implemented for complex tensors."},
};
constexpr std::string_view fmax_derivatives[] = {
    "self: (self >= other) || (other != other) ? grad : 0",
    "other: (self >= other) || (other != other) ? 0 : grad",
};
constexpr CatalogVariant fmin_variants[] = {
    {"function", "opforge::fmin"}, {"method", "Tensor::fmin"}, {"out", "opforge::fmin_out"},
};
constexpr std::string_view fmin_r0_c0_operands[] = {"self", "other"};
constexpr std::string_view fmin_r0_c0_dtypes[] = {"complex32", "complex64", "complex128"};
constexpr CatalogCondition fmin_r0_when[] = {{"any", fmin_r0_c0_operands, fmin_r0_c0_dtypes}};
constexpr std::string_view fmin_r0_variants[] = {"function", "method", "out"};
constexpr std::string_view fmin_promotion_operands[] = {"self", "other"};
constexpr std::string_view fmin_broadcast_operands[] = {"self", "other"};
constexpr std::string_view fmin_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64", "float16", "bfloat16", "float32", "float64",
};
constexpr std::string_view fmin_cuda_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64", "float16", "bfloat16", "float32", "float64",
};
constexpr std::string_view fmin_devices[] = {"cpu", "cuda", "meta"};
constexpr CatalogReject fmin_rejects[] = {
    {fmin_r0_when, fmin_r0_variants, "RuntimeError", "fmin not implemented for complex tensors."},
};
constexpr std::string_view fmin_derivatives[] = {
    "self: (self <= other) || (other != other) ? grad : 0",
    "other: (self <= other) || (other != other) ? 0 : grad",
};
constexpr CatalogVariant remainder_Tensor_variants[] = {
    {"function", "opforge::remainder"}, {"method", "Tensor::remainder"},
    {"inplace", "Tensor::remainder_"}, {"out", "opforge::remainder_out"},
};
constexpr std::string_view remainder_Tensor_promotion_operands[] = {"self", "other"};
constexpr std::string_view remainder_Tensor_broadcast_operands[] = {"self", "other"};
constexpr std::string_view remainder_Tensor_dtypes[] = {
    "uint8", "int8", "int16", "int32", "int64", "float16", "bfloat16", "float32", "float64",
};
constexpr std::string_view remainder_Tensor_cuda_dtypes[] = {
    "uint8", "int8", "int16", "int32", "int64", "float16", "bfloat16", "float32", "float64",
};
constexpr std::string_view remainder_Tensor_devices[] = {"cpu", "cuda", "meta"};
constexpr std::string_view remainder_Tensor_derivatives[] = {
    "self: grad", "other: -grad * floor_divide(self, other)",
};
constexpr CatalogVariant remainder_Scalar_Tensor_variants[] = {{"function", "opforge::remainder"}};
constexpr std::string_view remainder_Scalar_Tensor_promotion_operands[] = {"self", "other"};
constexpr std::string_view remainder_Scalar_Tensor_dtypes[] = {
    "uint8", "int8", "int16", "int32", "int64", "float16", "bfloat16", "float32", "float64",
};
constexpr std::string_view remainder_Scalar_Tensor_cuda_dtypes[] = {
    "uint8", "int8", "int16", "int32", "int64", "float16", "bfloat16", "float32", "float64",
};
constexpr std::string_view remainder_Scalar_Tensor_devices[] = {"cpu", "cuda", "meta"};
constexpr std::string_view remainder_Scalar_Tensor_derivatives[] = {
    "other: -grad * floor_divide(self, other)",
};
constexpr CatalogVariant fmod_Tensor_variants[] = {
    {"function", "opforge::fmod"}, {"method", "Tensor::fmod"}, {"inplace", "Tensor::fmod_"},
    {"out", "opforge::fmod_out"},
};
constexpr std::string_view fmod_Tensor_promotion_operands[] = {"self", "other"};
constexpr std::string_view fmod_Tensor_broadcast_operands[] = {"self", "other"};
constexpr std::string_view fmod_Tensor_dtypes[] = {
    "uint8", "int8", "int16", "int32", "int64", "float16", "bfloat16", "float32", "float64",
};
constexpr std::string_view fmod_Tensor_cuda_dtypes[] = {
    "uint8", "int8", "int16", "int32", "int64", "float16", "bfloat16", "float32", "float64",
};
constexpr std::string_view fmod_Tensor_devices[] = {"cpu", "cuda", "meta"};
constexpr std::string_view fmod_Tensor_derivatives[] = {
    "self: grad", "other: -grad * trunc(self / other)",
};
constexpr CatalogVariant floor_divide_variants[] = {
    {"function", "opforge::floor_divide"}, {"method", "Tensor::floor_divide"},
    {"inplace", "Tensor::floor_divide_"}, {"out", "opforge::floor_divide_out"},
};
constexpr std::string_view floor_divide_promotion_operands[] = {"self", "other"};
constexpr std::string_view floor_divide_broadcast_operands[] = {"self", "other"};
constexpr std::string_view floor_divide_names_operands[] = {"self", "other"};
constexpr std::string_view floor_divide_dtypes[] = {
    "uint8", "int8", "int16", "int32", "int64", "float16", "bfloat16", "float32", "float64",
};
constexpr std::string_view floor_divide_cuda_dtypes[] = {
    "uint8", "int8", "int16", "int32", "int64", "float16", "bfloat16", "float32", "float64",
};
constexpr std::string_view floor_divide_devices[] = {"cpu", "cuda", "meta"};
constexpr std::string_view floor_divide_derivatives[] = {
    "self: not_implemented", "other: not_implemented",
};

constexpr OpCatalogEntry kCatalog[] = {
    {
        .name = "add",
        .base = "add",
        .overload = "",
        .signature = "add(Tensor self, Tensor other, *, Scalar alpha=1) -> Tensor",
        .variants = add_variants,
        .promotion = {"default", add_promotion_operands},
        .broadcast = {"elementwise", add_broadcast_operands},
        .inplace_cast = "same_kind",
        .names = {"unifies_names_from_inputs", add_names_operands},
        .names_action = "broadcast",
        .names_operand_is_list = false,
        .kernel_kind = "pointwise",
        .kernel = "self + alpha * other",
        .dtypes = add_dtypes,
        .cuda_dtypes = add_cuda_dtypes,
        .devices = add_devices,
        .rejects = {},
        .doc = "Adds other, scaled by alpha, to self.",
        .derivatives = add_derivatives,
    },
    {
        .name = "sub",
        .base = "sub",
        .overload = "",
        .signature = "sub(Tensor self, Tensor other, *, Scalar alpha=1) -> Tensor",
        .variants = sub_variants,
        .promotion = {"default", sub_promotion_operands},
        .broadcast = {"elementwise", sub_broadcast_operands},
        .inplace_cast = "same_kind",
        .names = {"unifies_names_from_inputs", sub_names_operands},
        .names_action = "broadcast",
        .names_operand_is_list = false,
        .kernel_kind = "pointwise",
        .kernel = "self - alpha * other",
        .dtypes = sub_dtypes,
        .cuda_dtypes = sub_cuda_dtypes,
        .devices = sub_devices,
        .rejects = sub_rejects,
        .doc = "Subtracts other, scaled by alpha, from self. Two bool tensors are rejected; use logical_xor.",
        .derivatives = sub_derivatives,
    },
    {
        .name = "mul",
        .base = "mul",
        .overload = "",
        .signature = "mul(Tensor self, Tensor other) -> Tensor",
        .variants = mul_variants,
        .promotion = {"default", mul_promotion_operands},
        .broadcast = {"elementwise", mul_broadcast_operands},
        .inplace_cast = "same_kind",
        .names = {"unifies_names_from_inputs", mul_names_operands},
        .names_action = "broadcast",
        .names_operand_is_list = false,
        .kernel_kind = "pointwise",
        .kernel = "self * other",
        .dtypes = mul_dtypes,
        .cuda_dtypes = mul_cuda_dtypes,
        .devices = mul_devices,
        .rejects = {},
        .doc = "Multiplies self by other.",
        .derivatives = mul_derivatives,
    },
    {
        .name = "div",
        .base = "div",
        .overload = "",
        .signature = "div(Tensor self, Tensor other) -> Tensor",
        .variants = div_variants,
        .promotion = {"int_to_float", div_promotion_operands},
        .broadcast = {"elementwise", div_broadcast_operands},
        .inplace_cast = "same_kind",
        .names = {"unifies_names_from_inputs", div_names_operands},
        .names_action = "broadcast",
        .names_operand_is_list = false,
        .kernel_kind = "pointwise",
        .kernel = "self / other",
        .dtypes = div_dtypes,
        .cuda_dtypes = div_cuda_dtypes,
        .devices = div_devices,
        .rejects = {},
        .doc = "Divides self by other (true division; integer inputs give a floating result).",
        .derivatives = div_derivatives,
    },
    {
        .name = "div.Tensor_mode",
        .base = "div",
        .overload = "Tensor_mode",
        .signature = "div.Tensor_mode(Tensor self, Tensor other, *, str? rounding_mode) -> Tensor",
        .variants = div_Tensor_mode_variants,
        .promotion = {"custom", {}},
        .broadcast = {"elementwise", div_Tensor_mode_broadcast_operands},
        .inplace_cast = "same_kind",
        .names = {"unifies_names_from_inputs", div_Tensor_mode_names_operands},
        .names_action = "broadcast",
        .names_operand_is_list = false,
        .kernel_kind = "composite",
        .kernel = "div_mode",
        .dtypes = div_Tensor_mode_dtypes,
        .cuda_dtypes = div_Tensor_mode_cuda_dtypes,
        .devices = div_Tensor_mode_devices,
        .rejects = {},
        .doc = "Divides self by other, rounding the quotient as rounding_mode says (None, \"trunc\" or \"floor\").",
        .derivatives = div_Tensor_mode_derivatives,
    },
    {
        .name = "div.Scalar_mode",
        .base = "div",
        .overload = "Scalar_mode",
        .signature = "div.Scalar_mode(Tensor self, Scalar other, *, str? rounding_mode) -> Tensor",
        .variants = div_Scalar_mode_variants,
        .promotion = {"custom", {}},
        .broadcast = {"none", {}},
        .inplace_cast = "same_kind",
        .names = {"unifies_names_from_inputs", div_Scalar_mode_names_operands},
        .names_action = "broadcast",
        .names_operand_is_list = false,
        .kernel_kind = "composite",
        .kernel = "div_mode",
        .dtypes = div_Scalar_mode_dtypes,
        .cuda_dtypes = div_Scalar_mode_cuda_dtypes,
        .devices = div_Scalar_mode_devices,
        .rejects = {},
        .doc = "Divides self by the number other, rounding the quotient as rounding_mode says (None, \"trunc\" or \"floor\").",
        .derivatives = div_Scalar_mode_derivatives,
    },
    {
        .name = "pow",
        .base = "pow",
        .overload = "",
        .signature = "pow(Tensor self, Tensor exponent) -> Tensor",
        .variants = pow_variants,
        .promotion = {"default", pow_promotion_operands},
        .broadcast = {"elementwise", pow_broadcast_operands},
        .inplace_cast = "same_kind",
        .names = {"unifies_names_from_inputs", pow_names_operands},
        .names_action = "broadcast",
        .names_operand_is_list = false,
        .kernel_kind = "pointwise",
        .kernel = "pow(self, exponent)",
        .dtypes = pow_dtypes,
        .cuda_dtypes = pow_cuda_dtypes,
        .devices = pow_devices,
        .rejects = {},
        .doc = "Raises self to the power exponent, elementwise. Integers to negative integer powers are rejected.",
        .derivatives = pow_derivatives,
    },
    {
        .name = "pow.Tensor_Scalar",
        .base = "pow",
        .overload = "Tensor_Scalar",
        .signature = "pow.Tensor_Scalar(Tensor self, Scalar exponent) -> Tensor",
        .variants = pow_Tensor_Scalar_variants,
        .promotion = {"default", pow_Tensor_Scalar_promotion_operands},
        .broadcast = {"none", {}},
        .inplace_cast = "exact",
        .names = {"unifies_names_from_inputs", pow_Tensor_Scalar_names_operands},
        .names_action = "broadcast",
        .names_operand_is_list = false,
        .kernel_kind = "pointwise",
        .kernel = "pow(self, exponent)",
        .dtypes = pow_Tensor_Scalar_dtypes,
        .cuda_dtypes = pow_Tensor_Scalar_cuda_dtypes,
        .devices = pow_Tensor_Scalar_devices,
        .rejects = {},
        .doc = "Raises self to the scalar power exponent.",
        .derivatives = pow_Tensor_Scalar_derivatives,
    },
    {
        .name = "pow.Scalar",
        .base = "pow",
        .overload = "Scalar",
        .signature = "pow.Scalar(Scalar self, Tensor exponent) -> Tensor",
        .variants = pow_Scalar_variants,
        .promotion = {"default", pow_Scalar_promotion_operands},
        .broadcast = {"none", {}},
        .inplace_cast = "same_kind",
        .names = {"unifies_names_from_inputs", pow_Scalar_names_operands},
        .names_action = "broadcast",
        .names_operand_is_list = false,
        .kernel_kind = "pointwise",
        .kernel = "pow(self, exponent)",
        .dtypes = pow_Scalar_dtypes,
        .cuda_dtypes = pow_Scalar_cuda_dtypes,
        .devices = pow_Scalar_devices,
        .rejects = {},
        .doc = "Raises the scalar self to the power of each element of exponent.",
        .derivatives = pow_Scalar_derivatives,
    },
    {
        .name = "atan2",
        .base = "atan2",
        .overload = "",
        .signature = "atan2(Tensor self, Tensor other) -> Tensor",
        .variants = atan2_variants,
        .promotion = {"int_to_float", atan2_promotion_operands},
        .broadcast = {"elementwise", atan2_broadcast_operands},
        .inplace_cast = "same_kind",
        .names = {"unifies_names_from_inputs", atan2_names_operands},
        .names_action = "broadcast",
        .names_operand_is_list = false,
        .kernel_kind = "pointwise",
        .kernel = "atan2(self, other)",
        .dtypes = atan2_dtypes,
        .cuda_dtypes = atan2_cuda_dtypes,
        .devices = atan2_devices,
        .rejects = {},
        .doc = "The arctangent of self / other, with the quadrant taken from the signs of both.",
        .derivatives = atan2_derivatives,
    },
    {
        .name = "eq",
        .base = "eq",
        .overload = "",
        .signature = "eq(Tensor self, Tensor other) -> Tensor",
        .variants = eq_variants,
        .promotion = {"always_bool", eq_promotion_operands},
        .broadcast = {"elementwise", eq_broadcast_operands},
        .inplace_cast = "same_kind",
        .names = {"unifies_names_from_inputs", eq_names_operands},
        .names_action = "broadcast",
        .names_operand_is_list = false,
        .kernel_kind = "pointwise",
        .kernel = "self == other",
        .dtypes = eq_dtypes,
        .cuda_dtypes = eq_cuda_dtypes,
        .devices = eq_devices,
        .rejects = {},
        .doc = "True where self equals other, compared in their promoted dtype.",
        .derivatives = eq_derivatives,
    },
    {
        .name = "ne",
        .base = "ne",
        .overload = "",
        .signature = "ne(Tensor self, Tensor other) -> Tensor",
        .variants = ne_variants,
        .promotion = {"always_bool", ne_promotion_operands},
        .broadcast = {"elementwise", ne_broadcast_operands},
        .inplace_cast = "same_kind",
        .names = {"unifies_names_from_inputs", ne_names_operands},
        .names_action = "broadcast",
        .names_operand_is_list = false,
        .kernel_kind = "pointwise",
        .kernel = "self != other",
        .dtypes = ne_dtypes,
        .cuda_dtypes = ne_cuda_dtypes,
        .devices = ne_devices,
        .rejects = {},
        .doc = "True where self does not equal other, compared in their promoted dtype.",
        .derivatives = ne_derivatives,
    },
    {
        .name = "lt",
        .base = "lt",
        .overload = "",
        .signature = "lt(Tensor self, Tensor other) -> Tensor",
        .variants = lt_variants,
        .promotion = {"always_bool", lt_promotion_operands},
        .broadcast = {"elementwise", lt_broadcast_operands},
        .inplace_cast = "same_kind",
        .names = {"unifies_names_from_inputs", lt_names_operands},
        .names_action = "broadcast",
        .names_operand_is_list = false,
        .kernel_kind = "pointwise",
        .kernel = "self < other",
        .dtypes = lt_dtypes,
        .cuda_dtypes = lt_cuda_dtypes,
        .devices = lt_devices,
        .rejects = {},
        .doc = "True where self is less than other, compared in their promoted dtype. Complex is rejected.",
        .derivatives = lt_derivatives,
    },
    {
        .name = "le",
        .base = "le",
        .overload = "",
        .signature = "le(Tensor self, Tensor other) -> Tensor",
        .variants = le_variants,
        .promotion = {"always_bool", le_promotion_operands},
        .broadcast = {"elementwise", le_broadcast_operands},
        .inplace_cast = "same_kind",
        .names = {"unifies_names_from_inputs", le_names_operands},
        .names_action = "broadcast",
        .names_operand_is_list = false,
        .kernel_kind = "pointwise",
        .kernel = "self <= other",
        .dtypes = le_dtypes,
        .cuda_dtypes = le_cuda_dtypes,
        .devices = le_devices,
        .rejects = {},
        .doc = "True where self is less than or equal to other, compared in their promoted dtype. Complex is rejected.",
        .derivatives = le_derivatives,
    },
    {
        .name = "gt",
        .base = "gt",
        .overload = "",
        .signature = "gt(Tensor self, Tensor other) -> Tensor",
        .variants = gt_variants,
        .promotion = {"always_bool", gt_promotion_operands},
        .broadcast = {"elementwise", gt_broadcast_operands},
        .inplace_cast = "same_kind",
        .names = {"unifies_names_from_inputs", gt_names_operands},
        .names_action = "broadcast",
        .names_operand_is_list = false,
        .kernel_kind = "pointwise",
        .kernel = "self > other",
        .dtypes = gt_dtypes,
        .cuda_dtypes = gt_cuda_dtypes,
        .devices = gt_devices,
        .rejects = {},
        .doc = "True where self is greater than other, compared in their promoted dtype. Complex is rejected.",
        .derivatives = gt_derivatives,
    },
    {
        .name = "ge",
        .base = "ge",
        .overload = "",
        .signature = "ge(Tensor self, Tensor other) -> Tensor",
        .variants = ge_variants,
        .promotion = {"always_bool", ge_promotion_operands},
        .broadcast = {"elementwise", ge_broadcast_operands},
        .inplace_cast = "same_kind",
        .names = {"unifies_names_from_inputs", ge_names_operands},
        .names_action = "broadcast",
        .names_operand_is_list = false,
        .kernel_kind = "pointwise",
        .kernel = "self >= other",
        .dtypes = ge_dtypes,
        .cuda_dtypes = ge_cuda_dtypes,
        .devices = ge_devices,
        .rejects = {},
        .doc = "True where self is greater than or equal to other, compared in their promoted dtype. Complex is rejected.",
        .derivatives = ge_derivatives,
    },
    {
        .name = "neg",
        .base = "neg",
        .overload = "",
        .signature = "neg(Tensor self) -> Tensor",
        .variants = neg_variants,
        .promotion = {"default", neg_promotion_operands},
        .broadcast = {"none", {}},
        .inplace_cast = "exact",
        .names = {"keeps_input_names", neg_names_operands},
        .names_action = "broadcast",
        .names_operand_is_list = false,
        .kernel_kind = "pointwise",
        .kernel = "-self",
        .dtypes = neg_dtypes,
        .cuda_dtypes = neg_cuda_dtypes,
        .devices = neg_devices,
        .rejects = neg_rejects,
        .doc = "Negates self. A bool tensor is rejected; use logical_not or ~ to invert a mask.",
        .derivatives = neg_derivatives,
    },
    {
        .name = "abs",
        .base = "abs",
        .overload = "",
        .signature = "abs(Tensor self) -> Tensor",
        .variants = abs_variants,
        .promotion = {"complex_to_float", abs_promotion_operands},
        .broadcast = {"none", {}},
        .inplace_cast = "complex_to_float",
        .names = {"keeps_input_names", abs_names_operands},
        .names_action = "broadcast",
        .names_operand_is_list = false,
        .kernel_kind = "pointwise",
        .kernel = "abs(self)",
        .dtypes = abs_dtypes,
        .cuda_dtypes = abs_cuda_dtypes,
        .devices = abs_devices,
        .rejects = abs_rejects,
        .doc = "The absolute value of self; the magnitude, as a real tensor, for complex input.",
        .derivatives = abs_derivatives,
    },
    {
        .name = "sin",
        .base = "sin",
        .overload = "",
        .signature = "sin(Tensor self) -> Tensor",
        .variants = sin_variants,
        .promotion = {"int_to_float", sin_promotion_operands},
        .broadcast = {"none", {}},
        .inplace_cast = "same_kind",
        .names = {"keeps_input_names", sin_names_operands},
        .names_action = "broadcast",
        .names_operand_is_list = false,
        .kernel_kind = "pointwise",
        .kernel = "sin(self)",
        .dtypes = sin_dtypes,
        .cuda_dtypes = sin_cuda_dtypes,
        .devices = sin_devices,
        .rejects = {},
        .doc = "The sine of self, in radians.",
        .derivatives = sin_derivatives,
    },
    {
        .name = "cos",
        .base = "cos",
        .overload = "",
        .signature = "cos(Tensor self) -> Tensor",
        .variants = cos_variants,
        .promotion = {"int_to_float", cos_promotion_operands},
        .broadcast = {"none", {}},
        .inplace_cast = "same_kind",
        .names = {"keeps_input_names", cos_names_operands},
        .names_action = "broadcast",
        .names_operand_is_list = false,
        .kernel_kind = "pointwise",
        .kernel = "cos(self)",
        .dtypes = cos_dtypes,
        .cuda_dtypes = cos_cuda_dtypes,
        .devices = cos_devices,
        .rejects = {},
        .doc = "The cosine of self, in radians.",
        .derivatives = cos_derivatives,
    },
    {
        .name = "exp",
        .base = "exp",
        .overload = "",
        .signature = "exp(Tensor self) -> Tensor",
        .variants = exp_variants,
        .promotion = {"int_to_float", exp_promotion_operands},
        .broadcast = {"none", {}},
        .inplace_cast = "same_kind",
        .names = {"keeps_input_names", exp_names_operands},
        .names_action = "broadcast",
        .names_operand_is_list = false,
        .kernel_kind = "pointwise",
        .kernel = "exp(self)",
        .dtypes = exp_dtypes,
        .cuda_dtypes = exp_cuda_dtypes,
        .devices = exp_devices,
        .rejects = {},
        .doc = "The exponential of self.",
        .derivatives = exp_derivatives,
    },
    {
        .name = "sqrt",
        .base = "sqrt",
        .overload = "",
        .signature = "sqrt(Tensor self) -> Tensor",
        .variants = sqrt_variants,
        .promotion = {"int_to_float", sqrt_promotion_operands},
        .broadcast = {"none", {}},
        .inplace_cast = "same_kind",
        .names = {"keeps_input_names", sqrt_names_operands},
        .names_action = "broadcast",
        .names_operand_is_list = false,
        .kernel_kind = "pointwise",
        .kernel = "sqrt(self)",
        .dtypes = sqrt_dtypes,
        .cuda_dtypes = sqrt_cuda_dtypes,
        .devices = sqrt_devices,
        .rejects = {},
        .doc = "The square root of self; NaN for negative real input.",
        .derivatives = sqrt_derivatives,
    },
    {
        .name = "sigmoid",
        .base = "sigmoid",
        .overload = "",
        .signature = "sigmoid(Tensor self) -> Tensor",
        .variants = sigmoid_variants,
        .promotion = {"int_to_float", sigmoid_promotion_operands},
        .broadcast = {"none", {}},
        .inplace_cast = "same_kind",
        .names = {"keeps_input_names", sigmoid_names_operands},
        .names_action = "broadcast",
        .names_operand_is_list = false,
        .kernel_kind = "pointwise",
        .kernel = "sigmoid(self)",
        .dtypes = sigmoid_dtypes,
        .cuda_dtypes = sigmoid_cuda_dtypes,
        .devices = sigmoid_devices,
        .rejects = {},
        .doc = "The logistic sigmoid of self, 1 / (1 + exp(-self)).",
        .derivatives = sigmoid_derivatives,
    },
    {
        .name = "logical_not",
        .base = "logical_not",
        .overload = "",
        .signature = "logical_not(Tensor self) -> Tensor",
        .variants = logical_not_variants,
        .promotion = {"always_bool", logical_not_promotion_operands},
        .broadcast = {"none", {}},
        .inplace_cast = "same_kind",
        .names = {"keeps_input_names", logical_not_names_operands},
        .names_action = "broadcast",
        .names_operand_is_list = false,
        .kernel_kind = "pointwise",
        .kernel = "!self",
        .dtypes = logical_not_dtypes,
        .cuda_dtypes = logical_not_cuda_dtypes,
        .devices = logical_not_devices,
        .rejects = {},
        .doc = "True where self is zero.",
        .derivatives = logical_not_derivatives,
    },
    {
        .name = "bitwise_not",
        .base = "bitwise_not",
        .overload = "",
        .signature = "bitwise_not(Tensor self) -> Tensor",
        .variants = bitwise_not_variants,
        .promotion = {"default", bitwise_not_promotion_operands},
        .broadcast = {"none", {}},
        .inplace_cast = "exact",
        .names = {"keeps_input_names", bitwise_not_names_operands},
        .names_action = "broadcast",
        .names_operand_is_list = false,
        .kernel_kind = "pointwise",
        .kernel = "~self",
        .dtypes = bitwise_not_dtypes,
        .cuda_dtypes = bitwise_not_cuda_dtypes,
        .devices = bitwise_not_devices,
        .rejects = {},
        .doc = "The bitwise complement of self; logical negation for bool. Floating input is rejected.",
        .derivatives = bitwise_not_derivatives,
    },
    {
        .name = "clamp",
        .base = "clamp",
        .overload = "",
        .signature = "clamp(Tensor self, Scalar? min=None, Scalar? max=None) -> Tensor",
        .variants = clamp_variants,
        .promotion = {"default", clamp_promotion_operands},
        .broadcast = {"none", {}},
        .inplace_cast = "same_kind",
        .names = {"keeps_input_names", clamp_names_operands},
        .names_action = "broadcast",
        .names_operand_is_list = false,
        .kernel_kind = "pointwise",
        .kernel = "clamp(self, min, max)",
        .dtypes = clamp_dtypes,
        .cuda_dtypes = clamp_cuda_dtypes,
        .devices = clamp_devices,
        .rejects = clamp_rejects,
        .doc = "Limits self to the range [min, max]; a NaN bound gives NaN.",
        .derivatives = clamp_derivatives,
    },
    {
        .name = "clamp.Tensor",
        .base = "clamp",
        .overload = "Tensor",
        .signature = "clamp.Tensor(Tensor self, Tensor? min=None, Tensor? max=None) -> Tensor",
        .variants = clamp_Tensor_variants,
        .promotion = {"default", clamp_Tensor_promotion_operands},
        .broadcast = {"elementwise", clamp_Tensor_broadcast_operands},
        .inplace_cast = "same_kind",
        .names = {"keeps_input_names", clamp_Tensor_names_operands},
        .names_action = "broadcast",
        .names_operand_is_list = false,
        .kernel_kind = "pointwise",
        .kernel = "clamp(self, min, max)",
        .dtypes = clamp_Tensor_dtypes,
        .cuda_dtypes = clamp_Tensor_cuda_dtypes,
        .devices = clamp_Tensor_devices,
        .rejects = clamp_Tensor_rejects,
        .doc = "Limits self to the range [min, max], with bounds that broadcast against self.",
        .derivatives = clamp_Tensor_derivatives,
    },
    {
        .name = "where.self",
        .base = "where",
        .overload = "self",
        .signature = "where.self(Tensor condition, Tensor self, Tensor other) -> Tensor",
        .variants = where_self_variants,
        .promotion = {"no_opmath", where_self_promotion_operands},
        .broadcast = {"elementwise", where_self_broadcast_operands},
        .inplace_cast = "exact",
        .names = {"none", {}},
        .names_action = "broadcast",
        .names_operand_is_list = false,
        .kernel_kind = "pointwise",
        .kernel = "condition ? self : other",
        .dtypes = where_self_dtypes,
        .cuda_dtypes = where_self_cuda_dtypes,
        .devices = where_self_devices,
        .rejects = {},
        .doc = "Elements of self where condition is true, of other elsewhere. condition must be bool.",
        .derivatives = where_self_derivatives,
    },
    {
        .name = "masked_fill",
        .base = "masked_fill",
        .overload = "",
        .signature = "masked_fill(Tensor self, Tensor mask, Scalar value) -> Tensor",
        .variants = masked_fill_variants,
        .promotion = {"default", masked_fill_promotion_operands},
        .broadcast = {"elementwise", masked_fill_broadcast_operands},
        .inplace_cast = "same_kind",
        .names = {"unifies_names_from_inputs", masked_fill_names_operands},
        .names_action = "broadcast",
        .names_operand_is_list = false,
        .kernel_kind = "pointwise",
        .kernel = "mask ? value : self",
        .dtypes = masked_fill_dtypes,
        .cuda_dtypes = masked_fill_cuda_dtypes,
        .devices = masked_fill_devices,
        .rejects = {},
        .doc = "Self with value written where mask is true. mask must be bool.",
        .derivatives = masked_fill_derivatives,
    },
    {
        .name = "masked_fill.Tensor",
        .base = "masked_fill",
        .overload = "Tensor",
        .signature = "masked_fill.Tensor(Tensor self, Tensor mask, Tensor value) -> Tensor",
        .variants = masked_fill_Tensor_variants,
        .promotion = {"default", masked_fill_Tensor_promotion_operands},
        .broadcast = {"elementwise", masked_fill_Tensor_broadcast_operands},
        .inplace_cast = "same_kind",
        .names = {"unifies_names_from_inputs", masked_fill_Tensor_names_operands},
        .names_action = "broadcast",
        .names_operand_is_list = false,
        .kernel_kind = "composite",
        .kernel = "masked_fill_tensor",
        .dtypes = masked_fill_Tensor_dtypes,
        .cuda_dtypes = masked_fill_Tensor_cuda_dtypes,
        .devices = masked_fill_Tensor_devices,
        .rejects = {},
        .doc = "Self with the zero-dim tensor value written where mask is true.",
        .derivatives = masked_fill_Tensor_derivatives,
    },
    {
        .name = "index_fill.int_Scalar",
        .base = "index_fill",
        .overload = "int_Scalar",
        .signature = "index_fill.int_Scalar(Tensor self, int dim, Tensor index, Scalar value) -> Tensor",
        .variants = index_fill_int_Scalar_variants,
        .promotion = {"custom", {}},
        .broadcast = {"none", {}},
        .inplace_cast = "exact",
        .names = {"keeps_input_names", index_fill_int_Scalar_names_operands},
        .names_action = "broadcast",
        .names_operand_is_list = false,
        .kernel_kind = "composite",
        .kernel = "index_fill",
        .dtypes = index_fill_int_Scalar_dtypes,
        .cuda_dtypes = index_fill_int_Scalar_cuda_dtypes,
        .devices = index_fill_int_Scalar_devices,
        .rejects = {},
        .doc = "Self with value written at every index of index along dim.",
        .derivatives = index_fill_int_Scalar_derivatives,
    },
    {
        .name = "index_fill.int_Tensor",
        .base = "index_fill",
        .overload = "int_Tensor",
        .signature = "index_fill.int_Tensor(Tensor self, int dim, Tensor index, Tensor value) -> Tensor",
        .variants = index_fill_int_Tensor_variants,
        .promotion = {"custom", {}},
        .broadcast = {"none", {}},
        .inplace_cast = "exact",
        .names = {"keeps_input_names", index_fill_int_Tensor_names_operands},
        .names_action = "broadcast",
        .names_operand_is_list = false,
        .kernel_kind = "composite",
        .kernel = "index_fill_tensor",
        .dtypes = index_fill_int_Tensor_dtypes,
        .cuda_dtypes = index_fill_int_Tensor_cuda_dtypes,
        .devices = index_fill_int_Tensor_devices,
        .rejects = {},
        .doc = "Self with the zero-dim tensor value written at every index of index along dim.",
        .derivatives = index_fill_int_Tensor_derivatives,
    },
    {
        .name = "index_fill.Dimname_Scalar",
        .base = "index_fill",
        .overload = "Dimname_Scalar",
        .signature = "index_fill.Dimname_Scalar(Tensor self, Dimname dim, Tensor index, Scalar value) -> Tensor",
        .variants = index_fill_Dimname_Scalar_variants,
        .promotion = {"custom", {}},
        .broadcast = {"none", {}},
        .inplace_cast = "exact",
        .names = {"keeps_input_names", index_fill_Dimname_Scalar_names_operands},
        .names_action = "broadcast",
        .names_operand_is_list = false,
        .kernel_kind = "composite",
        .kernel = "index_fill_dimname",
        .dtypes = index_fill_Dimname_Scalar_dtypes,
        .cuda_dtypes = index_fill_Dimname_Scalar_cuda_dtypes,
        .devices = index_fill_Dimname_Scalar_devices,
        .rejects = {},
        .doc = "Self with value written at every index of index along the dimension named dim.",
        .derivatives = index_fill_Dimname_Scalar_derivatives,
    },
    {
        .name = "index_fill.Dimname_Tensor",
        .base = "index_fill",
        .overload = "Dimname_Tensor",
        .signature = "index_fill.Dimname_Tensor(Tensor self, Dimname dim, Tensor index, Tensor value) -> Tensor",
        .variants = index_fill_Dimname_Tensor_variants,
        .promotion = {"custom", {}},
        .broadcast = {"none", {}},
        .inplace_cast = "exact",
        .names = {"keeps_input_names", index_fill_Dimname_Tensor_names_operands},
        .names_action = "broadcast",
        .names_operand_is_list = false,
        .kernel_kind = "composite",
        .kernel = "index_fill_dimname_tensor",
        .dtypes = index_fill_Dimname_Tensor_dtypes,
        .cuda_dtypes = index_fill_Dimname_Tensor_cuda_dtypes,
        .devices = index_fill_Dimname_Tensor_devices,
        .rejects = {},
        .doc = "Self with the zero-dim tensor value written at every index of index along the dimension named dim.",
        .derivatives = index_fill_Dimname_Tensor_derivatives,
    },
    {
        .name = "flip",
        .base = "flip",
        .overload = "",
        .signature = "flip(Tensor self, int[] dims) -> Tensor",
        .variants = flip_variants,
        .promotion = {"same_dtype", flip_promotion_operands},
        .broadcast = {"none", {}},
        .inplace_cast = "none",
        .names = {"none", {}},
        .names_action = "broadcast",
        .names_operand_is_list = false,
        .kernel_kind = "structured",
        .kernel = "meta flip_shape, kernel flip_kernel",
        .dtypes = flip_dtypes,
        .cuda_dtypes = flip_cuda_dtypes,
        .devices = flip_devices,
        .rejects = {},
        .doc = "A copy of self with the order of its elements reversed along each of dims.",
        .derivatives = flip_derivatives,
    },
    {
        .name = "index_select",
        .base = "index_select",
        .overload = "",
        .signature = "index_select(Tensor self, int dim, Tensor index) -> Tensor",
        .variants = index_select_variants,
        .promotion = {"same_dtype", index_select_promotion_operands},
        .broadcast = {"none", {}},
        .inplace_cast = "exact",
        .names = {"none", {}},
        .names_action = "broadcast",
        .names_operand_is_list = false,
        .kernel_kind = "structured",
        .kernel = "meta index_select_shape, kernel index_select_kernel",
        .dtypes = index_select_dtypes,
        .cuda_dtypes = index_select_cuda_dtypes,
        .devices = index_select_devices,
        .rejects = {},
        .doc = "The slices of self along dim at the positions index (int64 or int32, 1-D or 0-dim) lists, in its order.",
        .derivatives = index_select_derivatives,
    },
    {
        .name = "gather",
        .base = "gather",
        .overload = "",
        .signature = "gather(Tensor self, int dim, Tensor index, *, bool sparse_grad=False) -> Tensor",
        .variants = gather_variants,
        .promotion = {"same_dtype", gather_promotion_operands},
        .broadcast = {"none", {}},
        .inplace_cast = "exact",
        .names = {"none", {}},
        .names_action = "broadcast",
        .names_operand_is_list = false,
        .kernel_kind = "structured",
        .kernel = "meta gather_shape, kernel gather_kernel",
        .dtypes = gather_dtypes,
        .cuda_dtypes = gather_cuda_dtypes,
        .devices = gather_devices,
        .rejects = {},
        .doc = "Along dim, the elements of self at the positions index (int64, of self's number of dims) gives; the result has index's sizes.",
        .derivatives = gather_derivatives,
    },
    {
        .name = "scatter_add",
        .base = "scatter_add",
        .overload = "",
        .signature = "scatter_add(Tensor self, int dim, Tensor index, Tensor src) -> Tensor",
        .variants = scatter_add_variants,
        .promotion = {"same_dtype", scatter_add_promotion_operands},
        .broadcast = {"none", {}},
        .inplace_cast = "exact",
        .names = {"none", {}},
        .names_action = "broadcast",
        .names_operand_is_list = false,
        .kernel_kind = "structured",
        .kernel = "meta scatter_add_shape, kernel scatter_add_kernel",
        .dtypes = scatter_add_dtypes,
        .cuda_dtypes = scatter_add_cuda_dtypes,
        .devices = scatter_add_devices,
        .rejects = {},
        .doc = "Self with each element of src added at the position along dim that index (int64, of self's number of dims) gives for it.",
        .derivatives = scatter_add_derivatives,
    },
    {
        .name = "masked_select",
        .base = "masked_select",
        .overload = "",
        .signature = "masked_select(Tensor self, Tensor mask) -> Tensor",
        .variants = masked_select_variants,
        .promotion = {"custom", {}},
        .broadcast = {"none", {}},
        .inplace_cast = "exact",
        .names = {"custom", {}},
        .names_action = "broadcast",
        .names_operand_is_list = false,
        .kernel_kind = "composite",
        .kernel = "masked_select",
        .dtypes = masked_select_dtypes,
        .cuda_dtypes = masked_select_cuda_dtypes,
        .devices = masked_select_devices,
        .rejects = {},
        .doc = "The elements of self where mask (bool, broadcast with self) is true, as a 1-D tensor in row-major order.",
        .derivatives = masked_select_derivatives,
    },
    {
        .name = "sum",
        .base = "sum",
        .overload = "",
        .signature = "sum(Tensor self, *, ScalarType? dtype=None) -> Tensor",
        .variants = sum_variants,
        .promotion = {"reduction", sum_promotion_operands},
        .broadcast = {"none", {}},
        .inplace_cast = "out_dtype",
        .names = {"removes_dimensions", sum_names_operands},
        .names_action = "broadcast",
        .names_operand_is_list = false,
        .kernel_kind = "custom",
        .kernel = "sum_kernel",
        .dtypes = sum_dtypes,
        .cuda_dtypes = sum_cuda_dtypes,
        .devices = sum_devices,
        .rejects = {},
        .doc = "The sum of all elements. Bool and integer input sums to int64 unless dtype says otherwise.",
        .derivatives = sum_derivatives,
    },
    {
        .name = "sum.dim_IntList",
        .base = "sum",
        .overload = "dim_IntList",
        .signature = "sum.dim_IntList(Tensor self, int[1]? dim, bool keepdim=False, *, ScalarType? dtype=None) -> Tensor",
        .variants = sum_dim_IntList_variants,
        .promotion = {"reduction", sum_dim_IntList_promotion_operands},
        .broadcast = {"none", {}},
        .inplace_cast = "out_dtype",
        .names = {"removes_dimensions", sum_dim_IntList_names_operands},
        .names_action = "broadcast",
        .names_operand_is_list = false,
        .kernel_kind = "custom",
        .kernel = "sum_kernel",
        .dtypes = sum_dim_IntList_dtypes,
        .cuda_dtypes = sum_dim_IntList_cuda_dtypes,
        .devices = sum_dim_IntList_devices,
        .rejects = {},
        .doc = "The sum over the dimensions dim (all of them when dim is None), kept as size 1 if keepdim.",
        .derivatives = sum_dim_IntList_derivatives,
    },
    {
        .name = "sum.dim_DimnameList",
        .base = "sum",
        .overload = "dim_DimnameList",
        .signature = "sum.dim_DimnameList(Tensor self, Dimname[1] dim, bool keepdim=False, *, ScalarType? dtype=None) -> Tensor",
        .variants = sum_dim_DimnameList_variants,
        .promotion = {"reduction", sum_dim_DimnameList_promotion_operands},
        .broadcast = {"none", {}},
        .inplace_cast = "out_dtype",
        .names = {"removes_dimensions", sum_dim_DimnameList_names_operands},
        .names_action = "broadcast",
        .names_operand_is_list = false,
        .kernel_kind = "custom",
        .kernel = "sum_kernel",
        .dtypes = sum_dim_DimnameList_dtypes,
        .cuda_dtypes = sum_dim_DimnameList_cuda_dtypes,
        .devices = sum_dim_DimnameList_devices,
        .rejects = {},
        .doc = "The sum over the dimensions named by dim, kept as size 1 if keepdim.",
        .derivatives = sum_dim_DimnameList_derivatives,
    },
    {
        .name = "mean",
        .base = "mean",
        .overload = "",
        .signature = "mean(Tensor self, *, ScalarType? dtype=None) -> Tensor",
        .variants = mean_variants,
        .promotion = {"reduction_floating", mean_promotion_operands},
        .broadcast = {"none", {}},
        .inplace_cast = "none",
        .names = {"removes_dimensions", mean_names_operands},
        .names_action = "broadcast",
        .names_operand_is_list = false,
        .kernel_kind = "custom",
        .kernel = "mean_kernel",
        .dtypes = mean_dtypes,
        .cuda_dtypes = mean_cuda_dtypes,
        .devices = mean_devices,
        .rejects = {},
        .doc = "The mean of all elements. Integer input is rejected unless dtype is floating or complex.",
        .derivatives = mean_derivatives,
    },
    {
        .name = "mean.dim",
        .base = "mean",
        .overload = "dim",
        .signature = "mean.dim(Tensor self, int[1]? dim, bool keepdim=False, *, ScalarType? dtype=None) -> Tensor",
        .variants = mean_dim_variants,
        .promotion = {"reduction_floating", mean_dim_promotion_operands},
        .broadcast = {"none", {}},
        .inplace_cast = "out_dtype",
        .names = {"removes_dimensions", mean_dim_names_operands},
        .names_action = "broadcast",
        .names_operand_is_list = false,
        .kernel_kind = "custom",
        .kernel = "mean_kernel",
        .dtypes = mean_dim_dtypes,
        .cuda_dtypes = mean_dim_cuda_dtypes,
        .devices = mean_dim_devices,
        .rejects = {},
        .doc = "The mean over the dimensions dim (all of them when dim is None), kept as size 1 if keepdim.",
        .derivatives = mean_dim_derivatives,
    },
    {
        .name = "mean.names_dim",
        .base = "mean",
        .overload = "names_dim",
        .signature = "mean.names_dim(Tensor self, Dimname[1] dim, bool keepdim=False, *, ScalarType? dtype=None) -> Tensor",
        .variants = mean_names_dim_variants,
        .promotion = {"reduction_floating", mean_names_dim_promotion_operands},
        .broadcast = {"none", {}},
        .inplace_cast = "out_dtype",
        .names = {"removes_dimensions", mean_names_dim_names_operands},
        .names_action = "broadcast",
        .names_operand_is_list = false,
        .kernel_kind = "custom",
        .kernel = "mean_kernel",
        .dtypes = mean_names_dim_dtypes,
        .cuda_dtypes = mean_names_dim_cuda_dtypes,
        .devices = mean_names_dim_devices,
        .rejects = {},
        .doc = "The mean over the dimensions named by dim, kept as size 1 if keepdim.",
        .derivatives = mean_names_dim_derivatives,
    },
    {
        .name = "max",
        .base = "max",
        .overload = "",
        .signature = "max(Tensor self) -> Tensor",
        .variants = max_variants,
        .promotion = {"default", max_promotion_operands},
        .broadcast = {"none", {}},
        .inplace_cast = "none",
        .names = {"removes_dimensions", max_names_operands},
        .names_action = "broadcast",
        .names_operand_is_list = false,
        .kernel_kind = "structured",
        .kernel = "meta max_all_shape, kernel max_all_kernel",
        .dtypes = max_dtypes,
        .cuda_dtypes = max_cuda_dtypes,
        .devices = max_devices,
        .rejects = {},
        .doc = "The largest element; NaN if any element is NaN. An empty tensor is rejected.",
        .derivatives = max_derivatives,
    },
    {
        .name = "max.dim",
        .base = "max",
        .overload = "dim",
        .signature = "max.dim(Tensor self, int dim, bool keepdim=False) -> (Tensor values, Tensor indices)",
        .variants = max_dim_variants,
        .promotion = {"default", max_dim_promotion_operands},
        .broadcast = {"none", {}},
        .inplace_cast = "exact",
        .names = {"removes_dimensions", max_dim_names_operands},
        .names_action = "broadcast",
        .names_operand_is_list = false,
        .kernel_kind = "structured",
        .kernel = "meta max_dim_shape, kernel max_dim_kernel",
        .dtypes = max_dim_dtypes,
        .cuda_dtypes = max_dim_cuda_dtypes,
        .devices = max_dim_devices,
        .rejects = {},
        .doc = "The largest element along dim and its index, with dim kept as size 1 if keepdim.",
        .derivatives = max_dim_derivatives,
    },
    {
        .name = "max.names_dim",
        .base = "max",
        .overload = "names_dim",
        .signature = "max.names_dim(Tensor self, Dimname dim, bool keepdim=False) -> (Tensor values, Tensor indices)",
        .variants = max_names_dim_variants,
        .promotion = {"default", max_names_dim_promotion_operands},
        .broadcast = {"none", {}},
        .inplace_cast = "exact",
        .names = {"removes_dimensions", max_names_dim_names_operands},
        .names_action = "broadcast",
        .names_operand_is_list = false,
        .kernel_kind = "structured",
        .kernel = "meta max_dim_shape, kernel max_dim_kernel",
        .dtypes = max_names_dim_dtypes,
        .cuda_dtypes = max_names_dim_cuda_dtypes,
        .devices = max_names_dim_devices,
        .rejects = {},
        .doc = "The largest element along the dimension named dim and its index.",
        .derivatives = max_names_dim_derivatives,
    },
    {
        .name = "min",
        .base = "min",
        .overload = "",
        .signature = "min(Tensor self) -> Tensor",
        .variants = min_variants,
        .promotion = {"default", min_promotion_operands},
        .broadcast = {"none", {}},
        .inplace_cast = "none",
        .names = {"removes_dimensions", min_names_operands},
        .names_action = "broadcast",
        .names_operand_is_list = false,
        .kernel_kind = "structured",
        .kernel = "meta min_all_shape, kernel min_all_kernel",
        .dtypes = min_dtypes,
        .cuda_dtypes = min_cuda_dtypes,
        .devices = min_devices,
        .rejects = {},
        .doc = "The smallest element; NaN if any element is NaN. An empty tensor is rejected.",
        .derivatives = min_derivatives,
    },
    {
        .name = "min.dim",
        .base = "min",
        .overload = "dim",
        .signature = "min.dim(Tensor self, int dim, bool keepdim=False) -> (Tensor values, Tensor indices)",
        .variants = min_dim_variants,
        .promotion = {"default", min_dim_promotion_operands},
        .broadcast = {"none", {}},
        .inplace_cast = "exact",
        .names = {"removes_dimensions", min_dim_names_operands},
        .names_action = "broadcast",
        .names_operand_is_list = false,
        .kernel_kind = "structured",
        .kernel = "meta min_dim_shape, kernel min_dim_kernel",
        .dtypes = min_dim_dtypes,
        .cuda_dtypes = min_dim_cuda_dtypes,
        .devices = min_dim_devices,
        .rejects = {},
        .doc = "The smallest element along dim and its index, with dim kept as size 1 if keepdim.",
        .derivatives = min_dim_derivatives,
    },
    {
        .name = "min.names_dim",
        .base = "min",
        .overload = "names_dim",
        .signature = "min.names_dim(Tensor self, Dimname dim, bool keepdim=False) -> (Tensor values, Tensor indices)",
        .variants = min_names_dim_variants,
        .promotion = {"default", min_names_dim_promotion_operands},
        .broadcast = {"none", {}},
        .inplace_cast = "exact",
        .names = {"removes_dimensions", min_names_dim_names_operands},
        .names_action = "broadcast",
        .names_operand_is_list = false,
        .kernel_kind = "structured",
        .kernel = "meta min_dim_shape, kernel min_dim_kernel",
        .dtypes = min_names_dim_dtypes,
        .cuda_dtypes = min_names_dim_cuda_dtypes,
        .devices = min_names_dim_devices,
        .rejects = {},
        .doc = "The smallest element along the dimension named dim and its index.",
        .derivatives = min_names_dim_derivatives,
    },
    {
        .name = "argmax",
        .base = "argmax",
        .overload = "",
        .signature = "argmax(Tensor self, int? dim=None, bool keepdim=False) -> Tensor",
        .variants = argmax_variants,
        .promotion = {"index", argmax_promotion_operands},
        .broadcast = {"none", {}},
        .inplace_cast = "exact",
        .names = {"none", {}},
        .names_action = "broadcast",
        .names_operand_is_list = false,
        .kernel_kind = "structured",
        .kernel = "meta argmax_shape, kernel argmax_kernel",
        .dtypes = argmax_dtypes,
        .cuda_dtypes = argmax_cuda_dtypes,
        .devices = argmax_devices,
        .rejects = {},
        .doc = "The index of the largest element along dim (of the flattened self when dim is None), NaN first; dim kept as size 1 if keepdim.",
        .derivatives = argmax_derivatives,
    },
    {
        .name = "argmin",
        .base = "argmin",
        .overload = "",
        .signature = "argmin(Tensor self, int? dim=None, bool keepdim=False) -> Tensor",
        .variants = argmin_variants,
        .promotion = {"index", argmin_promotion_operands},
        .broadcast = {"none", {}},
        .inplace_cast = "exact",
        .names = {"none", {}},
        .names_action = "broadcast",
        .names_operand_is_list = false,
        .kernel_kind = "structured",
        .kernel = "meta argmin_shape, kernel argmin_kernel",
        .dtypes = argmin_dtypes,
        .cuda_dtypes = argmin_cuda_dtypes,
        .devices = argmin_devices,
        .rejects = {},
        .doc = "The index of the smallest element along dim (of the flattened self when dim is None), NaN first; dim kept as size 1 if keepdim.",
        .derivatives = argmin_derivatives,
    },
    {
        .name = "prod",
        .base = "prod",
        .overload = "",
        .signature = "prod(Tensor self, *, ScalarType? dtype=None) -> Tensor",
        .variants = prod_variants,
        .promotion = {"reduction", prod_promotion_operands},
        .broadcast = {"none", {}},
        .inplace_cast = "none",
        .names = {"removes_dimensions", prod_names_operands},
        .names_action = "broadcast",
        .names_operand_is_list = false,
        .kernel_kind = "reduce",
        .kernel = "identity 1, combine a * b",
        .dtypes = prod_dtypes,
        .cuda_dtypes = prod_cuda_dtypes,
        .devices = prod_devices,
        .rejects = {},
        .doc = "The product of all elements. Bool and integer input multiplies in int64 unless dtype says otherwise.",
        .derivatives = prod_derivatives,
    },
    {
        .name = "prod.dim_int",
        .base = "prod",
        .overload = "dim_int",
        .signature = "prod.dim_int(Tensor self, int dim, bool keepdim=False, *, ScalarType? dtype=None) -> Tensor",
        .variants = prod_dim_int_variants,
        .promotion = {"reduction", prod_dim_int_promotion_operands},
        .broadcast = {"none", {}},
        .inplace_cast = "out_dtype",
        .names = {"removes_dimensions", prod_dim_int_names_operands},
        .names_action = "broadcast",
        .names_operand_is_list = false,
        .kernel_kind = "reduce",
        .kernel = "identity 1, combine a * b",
        .dtypes = prod_dim_int_dtypes,
        .cuda_dtypes = prod_dim_int_cuda_dtypes,
        .devices = prod_dim_int_devices,
        .rejects = {},
        .doc = "The product over dim, kept as size 1 if keepdim.",
        .derivatives = prod_dim_int_derivatives,
    },
    {
        .name = "prod.dim_Dimname",
        .base = "prod",
        .overload = "dim_Dimname",
        .signature = "prod.dim_Dimname(Tensor self, Dimname dim, bool keepdim=False, *, ScalarType? dtype=None) -> Tensor",
        .variants = prod_dim_Dimname_variants,
        .promotion = {"reduction", prod_dim_Dimname_promotion_operands},
        .broadcast = {"none", {}},
        .inplace_cast = "out_dtype",
        .names = {"removes_dimensions", prod_dim_Dimname_names_operands},
        .names_action = "broadcast",
        .names_operand_is_list = false,
        .kernel_kind = "reduce",
        .kernel = "identity 1, combine a * b",
        .dtypes = prod_dim_Dimname_dtypes,
        .cuda_dtypes = prod_dim_Dimname_cuda_dtypes,
        .devices = prod_dim_Dimname_devices,
        .rejects = {},
        .doc = "The product over the dimension named dim, kept as size 1 if keepdim.",
        .derivatives = prod_dim_Dimname_derivatives,
    },
    {
        .name = "all",
        .base = "all",
        .overload = "",
        .signature = "all(Tensor self) -> Tensor",
        .variants = all_variants,
        .promotion = {"reduction_to_bool", all_promotion_operands},
        .broadcast = {"none", {}},
        .inplace_cast = "out_dtype",
        .names = {"removes_dimensions", all_names_operands},
        .names_action = "broadcast",
        .names_operand_is_list = false,
        .kernel_kind = "reduce",
        .kernel = "identity true, combine a && b",
        .dtypes = all_dtypes,
        .cuda_dtypes = all_cuda_dtypes,
        .devices = all_devices,
        .rejects = {},
        .doc = "Whether every element is non-zero; uint8 input gives uint8, every other input bool.",
        .derivatives = all_derivatives,
    },
    {
        .name = "all.dim",
        .base = "all",
        .overload = "dim",
        .signature = "all.dim(Tensor self, int dim, bool keepdim=False) -> Tensor",
        .variants = all_dim_variants,
        .promotion = {"reduction_to_bool", all_dim_promotion_operands},
        .broadcast = {"none", {}},
        .inplace_cast = "out_dtype",
        .names = {"none", {}},
        .names_action = "broadcast",
        .names_operand_is_list = false,
        .kernel_kind = "reduce",
        .kernel = "identity true, combine a && b",
        .dtypes = all_dim_dtypes,
        .cuda_dtypes = all_dim_cuda_dtypes,
        .devices = all_dim_devices,
        .rejects = {},
        .doc = "Whether every element along dim is non-zero, with dim kept as size 1 if keepdim.",
        .derivatives = all_dim_derivatives,
    },
    {
        .name = "all.dimname",
        .base = "all",
        .overload = "dimname",
        .signature = "all.dimname(Tensor self, Dimname dim, bool keepdim=False) -> Tensor",
        .variants = all_dimname_variants,
        .promotion = {"custom", {}},
        .broadcast = {"none", {}},
        .inplace_cast = "out_dtype",
        .names = {"custom", {}},
        .names_action = "broadcast",
        .names_operand_is_list = false,
        .kernel_kind = "composite",
        .kernel = "all_dimname",
        .dtypes = all_dimname_dtypes,
        .cuda_dtypes = all_dimname_cuda_dtypes,
        .devices = all_dimname_devices,
        .rejects = {},
        .doc = "Raises PyTorch 1.13's error for a dim name given to all, which it does not support (pass a dim index).",
        .derivatives = all_dimname_derivatives,
    },
    {
        .name = "any",
        .base = "any",
        .overload = "",
        .signature = "any(Tensor self) -> Tensor",
        .variants = any_variants,
        .promotion = {"reduction_to_bool", any_promotion_operands},
        .broadcast = {"none", {}},
        .inplace_cast = "out_dtype",
        .names = {"removes_dimensions", any_names_operands},
        .names_action = "broadcast",
        .names_operand_is_list = false,
        .kernel_kind = "reduce",
        .kernel = "identity false, combine a || b",
        .dtypes = any_dtypes,
        .cuda_dtypes = any_cuda_dtypes,
        .devices = any_devices,
        .rejects = {},
        .doc = "Whether any element is non-zero; uint8 input gives uint8, every other input bool.",
        .derivatives = any_derivatives,
    },
    {
        .name = "any.dim",
        .base = "any",
        .overload = "dim",
        .signature = "any.dim(Tensor self, int dim, bool keepdim=False) -> Tensor",
        .variants = any_dim_variants,
        .promotion = {"reduction_to_bool", any_dim_promotion_operands},
        .broadcast = {"none", {}},
        .inplace_cast = "out_dtype",
        .names = {"none", {}},
        .names_action = "broadcast",
        .names_operand_is_list = false,
        .kernel_kind = "reduce",
        .kernel = "identity false, combine a || b",
        .dtypes = any_dim_dtypes,
        .cuda_dtypes = any_dim_cuda_dtypes,
        .devices = any_dim_devices,
        .rejects = {},
        .doc = "Whether any element along dim is non-zero, with dim kept as size 1 if keepdim.",
        .derivatives = any_dim_derivatives,
    },
    {
        .name = "any.dimname",
        .base = "any",
        .overload = "dimname",
        .signature = "any.dimname(Tensor self, Dimname dim, bool keepdim=False) -> Tensor",
        .variants = any_dimname_variants,
        .promotion = {"custom", {}},
        .broadcast = {"none", {}},
        .inplace_cast = "out_dtype",
        .names = {"custom", {}},
        .names_action = "broadcast",
        .names_operand_is_list = false,
        .kernel_kind = "composite",
        .kernel = "any_dimname",
        .dtypes = any_dimname_dtypes,
        .cuda_dtypes = any_dimname_cuda_dtypes,
        .devices = any_dimname_devices,
        .rejects = {},
        .doc = "Raises PyTorch 1.13's error for a dim name given to any, which it does not support (pass a dim index).",
        .derivatives = any_dimname_derivatives,
    },
    {
        .name = "amax",
        .base = "amax",
        .overload = "",
        .signature = "amax(Tensor self, int[1] dim=[], bool keepdim=False) -> Tensor",
        .variants = amax_variants,
        .promotion = {"reduction_keeps_dtype", amax_promotion_operands},
        .broadcast = {"none", {}},
        .inplace_cast = "out_dtype",
        .names = {"none", {}},
        .names_action = "broadcast",
        .names_operand_is_list = false,
        .kernel_kind = "reduce",
        .kernel = "identity lowest, combine maximum(b, a), empty input raises",
        .dtypes = amax_dtypes,
        .cuda_dtypes = amax_cuda_dtypes,
        .devices = amax_devices,
        .rejects = {},
        .doc = "The largest element over the dimensions dim (all of them when empty), kept as size 1 if keepdim.",
        .derivatives = amax_derivatives,
    },
    {
        .name = "amin",
        .base = "amin",
        .overload = "",
        .signature = "amin(Tensor self, int[1] dim=[], bool keepdim=False) -> Tensor",
        .variants = amin_variants,
        .promotion = {"reduction_keeps_dtype", amin_promotion_operands},
        .broadcast = {"none", {}},
        .inplace_cast = "out_dtype",
        .names = {"none", {}},
        .names_action = "broadcast",
        .names_operand_is_list = false,
        .kernel_kind = "reduce",
        .kernel = "identity highest, combine minimum(b, a), empty input raises",
        .dtypes = amin_dtypes,
        .cuda_dtypes = amin_cuda_dtypes,
        .devices = amin_devices,
        .rejects = {},
        .doc = "The smallest element over the dimensions dim (all of them when empty), kept as size 1 if keepdim.",
        .derivatives = amin_derivatives,
    },
    {
        .name = "nansum",
        .base = "nansum",
        .overload = "",
        .signature = "nansum(Tensor self, int[1]? dim=None, bool keepdim=False, *, ScalarType? dtype=None) -> Tensor",
        .variants = nansum_variants,
        .promotion = {"reduction", nansum_promotion_operands},
        .broadcast = {"none", {}},
        .inplace_cast = "out_dtype",
        .names = {"none", {}},
        .names_action = "broadcast",
        .names_operand_is_list = false,
        .kernel_kind = "reduce",
        .kernel = "identity 0, map x != x ? 0 : x, combine a + b",
        .dtypes = nansum_dtypes,
        .cuda_dtypes = nansum_cuda_dtypes,
        .devices = nansum_devices,
        .rejects = nansum_rejects,
        .doc = "The sum over the dimensions dim (all of them when None), NaN counted as zero, kept as size 1 if keepdim.",
        .derivatives = nansum_derivatives,
    },
    {
        .name = "logsumexp",
        .base = "logsumexp",
        .overload = "",
        .signature = "logsumexp(Tensor self, int[1] dim, bool keepdim=False) -> Tensor",
        .variants = logsumexp_variants,
        .promotion = {"custom", {}},
        .broadcast = {"none", {}},
        .inplace_cast = "exact",
        .names = {"removes_dimensions", logsumexp_names_operands},
        .names_action = "broadcast",
        .names_operand_is_list = false,
        .kernel_kind = "composite",
        .kernel = "logsumexp",
        .dtypes = logsumexp_dtypes,
        .cuda_dtypes = logsumexp_cuda_dtypes,
        .devices = logsumexp_devices,
        .rejects = {},
        .doc = "The log of the sum of exp(self) over the dimensions dim, computed without overflow, kept as size 1 if keepdim.",
        .derivatives = logsumexp_derivatives,
    },
    {
        .name = "logsumexp.names",
        .base = "logsumexp",
        .overload = "names",
        .signature = "logsumexp.names(Tensor self, Dimname[1] dim, bool keepdim=False) -> Tensor",
        .variants = logsumexp_names_variants,
        .promotion = {"custom", {}},
        .broadcast = {"none", {}},
        .inplace_cast = "exact",
        .names = {"removes_dimensions", logsumexp_names_names_operands},
        .names_action = "broadcast",
        .names_operand_is_list = false,
        .kernel_kind = "composite",
        .kernel = "logsumexp",
        .dtypes = logsumexp_names_dtypes,
        .cuda_dtypes = logsumexp_names_cuda_dtypes,
        .devices = logsumexp_names_devices,
        .rejects = {},
        .doc = "logsumexp over the dimensions named by dim.",
        .derivatives = logsumexp_names_derivatives,
    },
    {
        .name = "count_nonzero",
        .base = "count_nonzero",
        .overload = "",
        .signature = "count_nonzero(Tensor self, int? dim=None) -> Tensor",
        .variants = count_nonzero_variants,
        .promotion = {"custom", {}},
        .broadcast = {"none", {}},
        .inplace_cast = "none",
        .names = {"none", {}},
        .names_action = "broadcast",
        .names_operand_is_list = false,
        .kernel_kind = "composite",
        .kernel = "count_nonzero",
        .dtypes = count_nonzero_dtypes,
        .cuda_dtypes = count_nonzero_cuda_dtypes,
        .devices = count_nonzero_devices,
        .rejects = {},
        .doc = "How many elements of self are not zero along dim (over all of them when None), as int64.",
        .derivatives = count_nonzero_derivatives,
    },
    {
        .name = "count_nonzero.dim_IntList",
        .base = "count_nonzero",
        .overload = "dim_IntList",
        .signature = "count_nonzero.dim_IntList(Tensor self, int[] dim) -> Tensor",
        .variants = count_nonzero_dim_IntList_variants,
        .promotion = {"custom", {}},
        .broadcast = {"none", {}},
        .inplace_cast = "none",
        .names = {"none", {}},
        .names_action = "broadcast",
        .names_operand_is_list = false,
        .kernel_kind = "composite",
        .kernel = "count_nonzero_dims",
        .dtypes = count_nonzero_dim_IntList_dtypes,
        .cuda_dtypes = count_nonzero_dim_IntList_cuda_dtypes,
        .devices = count_nonzero_dim_IntList_devices,
        .rejects = {},
        .doc = "How many elements of self are not zero over the dimensions dim (all of them when the list is empty), as int64.",
        .derivatives = count_nonzero_dim_IntList_derivatives,
    },
    {
        .name = "nanmean",
        .base = "nanmean",
        .overload = "",
        .signature = "nanmean(Tensor self, int[1]? dim=None, bool keepdim=False, *, ScalarType? dtype=None) -> Tensor",
        .variants = nanmean_variants,
        .promotion = {"custom", {}},
        .broadcast = {"none", {}},
        .inplace_cast = "out_dtype",
        .names = {"custom", {}},
        .names_action = "broadcast",
        .names_operand_is_list = false,
        .kernel_kind = "composite",
        .kernel = "nanmean",
        .dtypes = nanmean_dtypes,
        .cuda_dtypes = nanmean_cuda_dtypes,
        .devices = nanmean_devices,
        .rejects = nanmean_rejects,
        .doc = "The mean over the dimensions dim (all of them when None) of the elements that are not NaN, kept as size 1 if keepdim; NaN where there are none.",
        .derivatives = nanmean_derivatives,
    },
    {
        .name = "norm.Scalar",
        .base = "norm",
        .overload = "Scalar",
        .signature = "norm.Scalar(Tensor self, Scalar p=2) -> Tensor",
        .variants = norm_Scalar_variants,
        .promotion = {"custom", {}},
        .broadcast = {"none", {}},
        .inplace_cast = "none",
        .names = {"none", {}},
        .names_action = "broadcast",
        .names_operand_is_list = false,
        .kernel_kind = "composite",
        .kernel = "norm",
        .dtypes = norm_Scalar_dtypes,
        .cuda_dtypes = norm_Scalar_cuda_dtypes,
        .devices = norm_Scalar_devices,
        .rejects = {},
        .doc = "The p-norm of all elements of self.",
        .derivatives = norm_Scalar_derivatives,
    },
    {
        .name = "norm.ScalarOpt_dtype",
        .base = "norm",
        .overload = "ScalarOpt_dtype",
        .signature = "norm.ScalarOpt_dtype(Tensor self, Scalar? p, *, ScalarType dtype) -> Tensor",
        .variants = norm_ScalarOpt_dtype_variants,
        .promotion = {"custom", {}},
        .broadcast = {"none", {}},
        .inplace_cast = "none",
        .names = {"none", {}},
        .names_action = "broadcast",
        .names_operand_is_list = false,
        .kernel_kind = "composite",
        .kernel = "norm_dtype",
        .dtypes = norm_ScalarOpt_dtype_dtypes,
        .cuda_dtypes = norm_ScalarOpt_dtype_cuda_dtypes,
        .devices = norm_ScalarOpt_dtype_devices,
        .rejects = {},
        .doc = "The p-norm of all elements of self (p = 2 when None), self converted to dtype first.",
        .derivatives = norm_ScalarOpt_dtype_derivatives,
    },
    {
        .name = "norm.ScalarOpt_dim",
        .base = "norm",
        .overload = "ScalarOpt_dim",
        .signature = "norm.ScalarOpt_dim(Tensor self, Scalar? p, int[1] dim, bool keepdim=False) -> Tensor",
        .variants = norm_ScalarOpt_dim_variants,
        .promotion = {"custom", {}},
        .broadcast = {"none", {}},
        .inplace_cast = "out_dtype",
        .names = {"none", {}},
        .names_action = "broadcast",
        .names_operand_is_list = false,
        .kernel_kind = "composite",
        .kernel = "norm_dim",
        .dtypes = norm_ScalarOpt_dim_dtypes,
        .cuda_dtypes = norm_ScalarOpt_dim_cuda_dtypes,
        .devices = norm_ScalarOpt_dim_devices,
        .rejects = {},
        .doc = "The p-norm of self over the dimensions dim (all of them when empty; p = 2 when None), kept as size 1 if keepdim.",
        .derivatives = norm_ScalarOpt_dim_derivatives,
    },
    {
        .name = "norm.ScalarOpt_dim_dtype",
        .base = "norm",
        .overload = "ScalarOpt_dim_dtype",
        .signature = "norm.ScalarOpt_dim_dtype(Tensor self, Scalar? p, int[1] dim, bool keepdim, *, ScalarType dtype) -> Tensor",
        .variants = norm_ScalarOpt_dim_dtype_variants,
        .promotion = {"custom", {}},
        .broadcast = {"none", {}},
        .inplace_cast = "out_dtype",
        .names = {"none", {}},
        .names_action = "broadcast",
        .names_operand_is_list = false,
        .kernel_kind = "composite",
        .kernel = "norm_dim_dtype",
        .dtypes = norm_ScalarOpt_dim_dtype_dtypes,
        .cuda_dtypes = norm_ScalarOpt_dim_dtype_cuda_dtypes,
        .devices = norm_ScalarOpt_dim_dtype_devices,
        .rejects = {},
        .doc = "norm over dim with self converted to dtype first.",
        .derivatives = norm_ScalarOpt_dim_dtype_derivatives,
    },
    {
        .name = "norm.names_ScalarOpt_dim",
        .base = "norm",
        .overload = "names_ScalarOpt_dim",
        .signature = "norm.names_ScalarOpt_dim(Tensor self, Scalar? p, Dimname[1] dim, bool keepdim=False) -> Tensor",
        .variants = norm_names_ScalarOpt_dim_variants,
        .promotion = {"custom", {}},
        .broadcast = {"none", {}},
        .inplace_cast = "out_dtype",
        .names = {"none", {}},
        .names_action = "broadcast",
        .names_operand_is_list = false,
        .kernel_kind = "composite",
        .kernel = "norm_dim",
        .dtypes = norm_names_ScalarOpt_dim_dtypes,
        .cuda_dtypes = norm_names_ScalarOpt_dim_cuda_dtypes,
        .devices = norm_names_ScalarOpt_dim_devices,
        .rejects = {},
        .doc = "norm over the dimensions named by dim.",
        .derivatives = norm_names_ScalarOpt_dim_derivatives,
    },
    {
        .name = "norm.names_ScalarOpt_dim_dtype",
        .base = "norm",
        .overload = "names_ScalarOpt_dim_dtype",
        .signature = "norm.names_ScalarOpt_dim_dtype(Tensor self, Scalar? p, Dimname[1] dim, bool keepdim, *, ScalarType dtype) -> Tensor",
        .variants = norm_names_ScalarOpt_dim_dtype_variants,
        .promotion = {"custom", {}},
        .broadcast = {"none", {}},
        .inplace_cast = "out_dtype",
        .names = {"none", {}},
        .names_action = "broadcast",
        .names_operand_is_list = false,
        .kernel_kind = "composite",
        .kernel = "norm_dim_dtype",
        .dtypes = norm_names_ScalarOpt_dim_dtype_dtypes,
        .cuda_dtypes = norm_names_ScalarOpt_dim_dtype_cuda_dtypes,
        .devices = norm_names_ScalarOpt_dim_dtype_devices,
        .rejects = {},
        .doc = "norm over the dimensions named by dim with self converted to dtype first.",
        .derivatives = norm_names_ScalarOpt_dim_dtype_derivatives,
    },
    {
        .name = "var",
        .base = "var",
        .overload = "",
        .signature = "var(Tensor self, bool unbiased=True) -> Tensor",
        .variants = var_variants,
        .promotion = {"reduction_keeps_dtype", var_promotion_operands},
        .broadcast = {"none", {}},
        .inplace_cast = "none",
        .names = {"removes_dimensions", var_names_operands},
        .names_action = "broadcast",
        .names_operand_is_list = false,
        .kernel_kind = "reduce",
        .kernel = "reducer welford of unbiased: var (real)",
        .dtypes = var_dtypes,
        .cuda_dtypes = var_cuda_dtypes,
        .devices = var_devices,
        .rejects = var_rejects,
        .doc = "The variance of all elements, with Bessel's correction if unbiased.",
        .derivatives = var_derivatives,
    },
    {
        .name = "var.dim",
        .base = "var",
        .overload = "dim",
        .signature = "var.dim(Tensor self, int[1]? dim, bool unbiased=True, bool keepdim=False) -> Tensor",
        .variants = var_dim_variants,
        .promotion = {"reduction_keeps_dtype", var_dim_promotion_operands},
        .broadcast = {"none", {}},
        .inplace_cast = "unsafe",
        .names = {"removes_dimensions", var_dim_names_operands},
        .names_action = "broadcast",
        .names_operand_is_list = false,
        .kernel_kind = "reduce",
        .kernel = "reducer welford of unbiased: var (real)",
        .dtypes = var_dim_dtypes,
        .cuda_dtypes = var_dim_cuda_dtypes,
        .devices = var_dim_devices,
        .rejects = var_dim_rejects,
        .doc = "The variance over the dimensions dim (all of them when None), with Bessel's correction if unbiased, kept as size 1 if keepdim.",
        .derivatives = var_dim_derivatives,
    },
    {
        .name = "var.correction",
        .base = "var",
        .overload = "correction",
        .signature = "var.correction(Tensor self, int[1]? dim, *, int? correction, bool keepdim=False) -> Tensor",
        .variants = var_correction_variants,
        .promotion = {"reduction_keeps_dtype", var_correction_promotion_operands},
        .broadcast = {"none", {}},
        .inplace_cast = "unsafe",
        .names = {"removes_dimensions", var_correction_names_operands},
        .names_action = "broadcast",
        .names_operand_is_list = false,
        .kernel_kind = "reduce",
        .kernel = "reducer welford of correction: var (real)",
        .dtypes = var_correction_dtypes,
        .cuda_dtypes = var_correction_cuda_dtypes,
        .devices = var_correction_devices,
        .rejects = var_correction_rejects,
        .doc = "The variance over the dimensions dim (all of them when None), dividing by the count less correction (1 when None), kept as size 1 if keepdim.",
        .derivatives = var_correction_derivatives,
    },
    {
        .name = "var.names_dim",
        .base = "var",
        .overload = "names_dim",
        .signature = "var.names_dim(Tensor self, Dimname[1] dim, bool unbiased=True, bool keepdim=False) -> Tensor",
        .variants = var_names_dim_variants,
        .promotion = {"reduction_keeps_dtype", var_names_dim_promotion_operands},
        .broadcast = {"none", {}},
        .inplace_cast = "unsafe",
        .names = {"removes_dimensions", var_names_dim_names_operands},
        .names_action = "broadcast",
        .names_operand_is_list = false,
        .kernel_kind = "reduce",
        .kernel = "reducer welford of unbiased: var (real)",
        .dtypes = var_names_dim_dtypes,
        .cuda_dtypes = var_names_dim_cuda_dtypes,
        .devices = var_names_dim_devices,
        .rejects = var_names_dim_rejects,
        .doc = "The variance over the dimensions named by dim, with Bessel's correction if unbiased.",
        .derivatives = var_names_dim_derivatives,
    },
    {
        .name = "var.correction_names",
        .base = "var",
        .overload = "correction_names",
        .signature = "var.correction_names(Tensor self, Dimname[1] dim, *, int? correction, bool keepdim=False) -> Tensor",
        .variants = var_correction_names_variants,
        .promotion = {"reduction_keeps_dtype", var_correction_names_promotion_operands},
        .broadcast = {"none", {}},
        .inplace_cast = "unsafe",
        .names = {"removes_dimensions", var_correction_names_names_operands},
        .names_action = "broadcast",
        .names_operand_is_list = false,
        .kernel_kind = "reduce",
        .kernel = "reducer welford of correction: var (real)",
        .dtypes = var_correction_names_dtypes,
        .cuda_dtypes = var_correction_names_cuda_dtypes,
        .devices = var_correction_names_devices,
        .rejects = var_correction_names_rejects,
        .doc = "The variance over the dimensions named by dim, dividing by the count less correction (1 when None).",
        .derivatives = var_correction_names_derivatives,
    },
    {
        .name = "std",
        .base = "std",
        .overload = "",
        .signature = "std(Tensor self, bool unbiased=True) -> Tensor",
        .variants = std_variants,
        .promotion = {"reduction_keeps_dtype", std_promotion_operands},
        .broadcast = {"none", {}},
        .inplace_cast = "none",
        .names = {"removes_dimensions", std_names_operands},
        .names_action = "broadcast",
        .names_operand_is_list = false,
        .kernel_kind = "reduce",
        .kernel = "reducer welford of unbiased: std (real)",
        .dtypes = std_dtypes,
        .cuda_dtypes = std_cuda_dtypes,
        .devices = std_devices,
        .rejects = std_rejects,
        .doc = "The standard deviation of all elements, with Bessel's correction if unbiased.",
        .derivatives = std_derivatives,
    },
    {
        .name = "std.dim",
        .base = "std",
        .overload = "dim",
        .signature = "std.dim(Tensor self, int[1]? dim, bool unbiased=True, bool keepdim=False) -> Tensor",
        .variants = std_dim_variants,
        .promotion = {"reduction_keeps_dtype", std_dim_promotion_operands},
        .broadcast = {"none", {}},
        .inplace_cast = "unsafe",
        .names = {"removes_dimensions", std_dim_names_operands},
        .names_action = "broadcast",
        .names_operand_is_list = false,
        .kernel_kind = "reduce",
        .kernel = "reducer welford of unbiased: std (real)",
        .dtypes = std_dim_dtypes,
        .cuda_dtypes = std_dim_cuda_dtypes,
        .devices = std_dim_devices,
        .rejects = std_dim_rejects,
        .doc = "The standard deviation over the dimensions dim (all of them when None), with Bessel's correction if unbiased, kept as size 1 if keepdim.",
        .derivatives = std_dim_derivatives,
    },
    {
        .name = "std.correction",
        .base = "std",
        .overload = "correction",
        .signature = "std.correction(Tensor self, int[1]? dim, *, int? correction, bool keepdim=False) -> Tensor",
        .variants = std_correction_variants,
        .promotion = {"reduction_keeps_dtype", std_correction_promotion_operands},
        .broadcast = {"none", {}},
        .inplace_cast = "unsafe",
        .names = {"removes_dimensions", std_correction_names_operands},
        .names_action = "broadcast",
        .names_operand_is_list = false,
        .kernel_kind = "reduce",
        .kernel = "reducer welford of correction: std (real)",
        .dtypes = std_correction_dtypes,
        .cuda_dtypes = std_correction_cuda_dtypes,
        .devices = std_correction_devices,
        .rejects = std_correction_rejects,
        .doc = "The standard deviation over the dimensions dim (all of them when None), dividing by the count less correction (1 when None), kept as size 1 if keepdim.",
        .derivatives = std_correction_derivatives,
    },
    {
        .name = "std.names_dim",
        .base = "std",
        .overload = "names_dim",
        .signature = "std.names_dim(Tensor self, Dimname[1] dim, bool unbiased=True, bool keepdim=False) -> Tensor",
        .variants = std_names_dim_variants,
        .promotion = {"reduction_keeps_dtype", std_names_dim_promotion_operands},
        .broadcast = {"none", {}},
        .inplace_cast = "unsafe",
        .names = {"removes_dimensions", std_names_dim_names_operands},
        .names_action = "broadcast",
        .names_operand_is_list = false,
        .kernel_kind = "reduce",
        .kernel = "reducer welford of unbiased: std (real)",
        .dtypes = std_names_dim_dtypes,
        .cuda_dtypes = std_names_dim_cuda_dtypes,
        .devices = std_names_dim_devices,
        .rejects = std_names_dim_rejects,
        .doc = "The standard deviation over the dimensions named by dim, with Bessel's correction if unbiased.",
        .derivatives = std_names_dim_derivatives,
    },
    {
        .name = "std.correction_names",
        .base = "std",
        .overload = "correction_names",
        .signature = "std.correction_names(Tensor self, Dimname[1] dim, *, int? correction, bool keepdim=False) -> Tensor",
        .variants = std_correction_names_variants,
        .promotion = {"reduction_keeps_dtype", std_correction_names_promotion_operands},
        .broadcast = {"none", {}},
        .inplace_cast = "unsafe",
        .names = {"removes_dimensions", std_correction_names_names_operands},
        .names_action = "broadcast",
        .names_operand_is_list = false,
        .kernel_kind = "reduce",
        .kernel = "reducer welford of correction: std (real)",
        .dtypes = std_correction_names_dtypes,
        .cuda_dtypes = std_correction_names_cuda_dtypes,
        .devices = std_correction_names_devices,
        .rejects = std_correction_names_rejects,
        .doc = "The standard deviation over the dimensions named by dim, dividing by the count less correction (1 when None).",
        .derivatives = std_correction_names_derivatives,
    },
    {
        .name = "var_mean",
        .base = "var_mean",
        .overload = "",
        .signature = "var_mean(Tensor self, bool unbiased=True) -> (Tensor, Tensor)",
        .variants = var_mean_variants,
        .promotion = {"reduction_keeps_dtype", var_mean_promotion_operands},
        .broadcast = {"none", {}},
        .inplace_cast = "none",
        .names = {"removes_dimensions", var_mean_names_operands},
        .names_action = "broadcast",
        .names_operand_is_list = false,
        .kernel_kind = "reduce",
        .kernel = "reducer welford of unbiased: var (real), mean (computed)",
        .dtypes = var_mean_dtypes,
        .cuda_dtypes = var_mean_cuda_dtypes,
        .devices = var_mean_devices,
        .rejects = var_mean_rejects,
        .doc = "The variance and the mean of all elements, with Bessel's correction if unbiased.",
        .derivatives = var_mean_derivatives,
    },
    {
        .name = "var_mean.dim",
        .base = "var_mean",
        .overload = "dim",
        .signature = "var_mean.dim(Tensor self, int[1]? dim, bool unbiased=True, bool keepdim=False) -> (Tensor, Tensor)",
        .variants = var_mean_dim_variants,
        .promotion = {"reduction_keeps_dtype", var_mean_dim_promotion_operands},
        .broadcast = {"none", {}},
        .inplace_cast = "none",
        .names = {"removes_dimensions", var_mean_dim_names_operands},
        .names_action = "broadcast",
        .names_operand_is_list = false,
        .kernel_kind = "reduce",
        .kernel = "reducer welford of unbiased: var (real), mean (computed)",
        .dtypes = var_mean_dim_dtypes,
        .cuda_dtypes = var_mean_dim_cuda_dtypes,
        .devices = var_mean_dim_devices,
        .rejects = var_mean_dim_rejects,
        .doc = "The variance and the mean over the dimensions dim (all of them when None), with Bessel's correction if unbiased, kept as size 1 if keepdim.",
        .derivatives = var_mean_dim_derivatives,
    },
    {
        .name = "var_mean.correction",
        .base = "var_mean",
        .overload = "correction",
        .signature = "var_mean.correction(Tensor self, int[1]? dim, *, int? correction, bool keepdim=False) -> (Tensor out0, Tensor out1)",
        .variants = var_mean_correction_variants,
        .promotion = {"reduction_keeps_dtype", var_mean_correction_promotion_operands},
        .broadcast = {"none", {}},
        .inplace_cast = "unsafe",
        .names = {"removes_dimensions", var_mean_correction_names_operands},
        .names_action = "broadcast",
        .names_operand_is_list = false,
        .kernel_kind = "reduce",
        .kernel = "reducer welford of correction: var (real), mean (computed)",
        .dtypes = var_mean_correction_dtypes,
        .cuda_dtypes = var_mean_correction_cuda_dtypes,
        .devices = var_mean_correction_devices,
        .rejects = var_mean_correction_rejects,
        .doc = "The variance and the mean over the dimensions dim (all of them when None), dividing by the count less correction (1 when None), kept as size 1 if keepdim.",
        .derivatives = var_mean_correction_derivatives,
    },
    {
        .name = "var_mean.names_dim",
        .base = "var_mean",
        .overload = "names_dim",
        .signature = "var_mean.names_dim(Tensor self, Dimname[1] dim, bool unbiased=True, bool keepdim=False) -> (Tensor, Tensor)",
        .variants = var_mean_names_dim_variants,
        .promotion = {"reduction_keeps_dtype", var_mean_names_dim_promotion_operands},
        .broadcast = {"none", {}},
        .inplace_cast = "none",
        .names = {"removes_dimensions", var_mean_names_dim_names_operands},
        .names_action = "broadcast",
        .names_operand_is_list = false,
        .kernel_kind = "reduce",
        .kernel = "reducer welford of unbiased: var (real), mean (computed)",
        .dtypes = var_mean_names_dim_dtypes,
        .cuda_dtypes = var_mean_names_dim_cuda_dtypes,
        .devices = var_mean_names_dim_devices,
        .rejects = var_mean_names_dim_rejects,
        .doc = "The variance and the mean over the dimensions named by dim, with Bessel's correction if unbiased.",
        .derivatives = var_mean_names_dim_derivatives,
    },
    {
        .name = "var_mean.correction_names",
        .base = "var_mean",
        .overload = "correction_names",
        .signature = "var_mean.correction_names(Tensor self, Dimname[1] dim, *, int? correction, bool keepdim=False) -> (Tensor, Tensor)",
        .variants = var_mean_correction_names_variants,
        .promotion = {"reduction_keeps_dtype", var_mean_correction_names_promotion_operands},
        .broadcast = {"none", {}},
        .inplace_cast = "none",
        .names = {"removes_dimensions", var_mean_correction_names_names_operands},
        .names_action = "broadcast",
        .names_operand_is_list = false,
        .kernel_kind = "reduce",
        .kernel = "reducer welford of correction: var (real), mean (computed)",
        .dtypes = var_mean_correction_names_dtypes,
        .cuda_dtypes = var_mean_correction_names_cuda_dtypes,
        .devices = var_mean_correction_names_devices,
        .rejects = var_mean_correction_names_rejects,
        .doc = "The variance and the mean over the dimensions named by dim, dividing by the count less correction (1 when None).",
        .derivatives = var_mean_correction_names_derivatives,
    },
    {
        .name = "std_mean",
        .base = "std_mean",
        .overload = "",
        .signature = "std_mean(Tensor self, bool unbiased=True) -> (Tensor, Tensor)",
        .variants = std_mean_variants,
        .promotion = {"reduction_keeps_dtype", std_mean_promotion_operands},
        .broadcast = {"none", {}},
        .inplace_cast = "none",
        .names = {"removes_dimensions", std_mean_names_operands},
        .names_action = "broadcast",
        .names_operand_is_list = false,
        .kernel_kind = "reduce",
        .kernel = "reducer welford of unbiased: std (real), mean (computed)",
        .dtypes = std_mean_dtypes,
        .cuda_dtypes = std_mean_cuda_dtypes,
        .devices = std_mean_devices,
        .rejects = std_mean_rejects,
        .doc = "The standard deviation and the mean of all elements, with Bessel's correction if unbiased.",
        .derivatives = std_mean_derivatives,
    },
    {
        .name = "std_mean.dim",
        .base = "std_mean",
        .overload = "dim",
        .signature = "std_mean.dim(Tensor self, int[1]? dim, bool unbiased=True, bool keepdim=False) -> (Tensor, Tensor)",
        .variants = std_mean_dim_variants,
        .promotion = {"reduction_keeps_dtype", std_mean_dim_promotion_operands},
        .broadcast = {"none", {}},
        .inplace_cast = "none",
        .names = {"removes_dimensions", std_mean_dim_names_operands},
        .names_action = "broadcast",
        .names_operand_is_list = false,
        .kernel_kind = "reduce",
        .kernel = "reducer welford of unbiased: std (real), mean (computed)",
        .dtypes = std_mean_dim_dtypes,
        .cuda_dtypes = std_mean_dim_cuda_dtypes,
        .devices = std_mean_dim_devices,
        .rejects = std_mean_dim_rejects,
        .doc = "The standard deviation and the mean over the dimensions dim (all of them when None), with Bessel's correction if unbiased, kept as size 1 if keepdim.",
        .derivatives = std_mean_dim_derivatives,
    },
    {
        .name = "std_mean.correction",
        .base = "std_mean",
        .overload = "correction",
        .signature = "std_mean.correction(Tensor self, int[1]? dim, *, int? correction, bool keepdim=False) -> (Tensor out0, Tensor out1)",
        .variants = std_mean_correction_variants,
        .promotion = {"reduction_keeps_dtype", std_mean_correction_promotion_operands},
        .broadcast = {"none", {}},
        .inplace_cast = "unsafe",
        .names = {"removes_dimensions", std_mean_correction_names_operands},
        .names_action = "broadcast",
        .names_operand_is_list = false,
        .kernel_kind = "reduce",
        .kernel = "reducer welford of correction: std (real), mean (computed)",
        .dtypes = std_mean_correction_dtypes,
        .cuda_dtypes = std_mean_correction_cuda_dtypes,
        .devices = std_mean_correction_devices,
        .rejects = std_mean_correction_rejects,
        .doc = "The standard deviation and the mean over the dimensions dim (all of them when None), dividing by the count less correction (1 when None), kept as size 1 if keepdim.",
        .derivatives = std_mean_correction_derivatives,
    },
    {
        .name = "std_mean.names_dim",
        .base = "std_mean",
        .overload = "names_dim",
        .signature = "std_mean.names_dim(Tensor self, Dimname[1] dim, bool unbiased=True, bool keepdim=False) -> (Tensor, Tensor)",
        .variants = std_mean_names_dim_variants,
        .promotion = {"reduction_keeps_dtype", std_mean_names_dim_promotion_operands},
        .broadcast = {"none", {}},
        .inplace_cast = "none",
        .names = {"removes_dimensions", std_mean_names_dim_names_operands},
        .names_action = "broadcast",
        .names_operand_is_list = false,
        .kernel_kind = "reduce",
        .kernel = "reducer welford of unbiased: std (real), mean (computed)",
        .dtypes = std_mean_names_dim_dtypes,
        .cuda_dtypes = std_mean_names_dim_cuda_dtypes,
        .devices = std_mean_names_dim_devices,
        .rejects = std_mean_names_dim_rejects,
        .doc = "The standard deviation and the mean over the dimensions named by dim, with Bessel's correction if unbiased.",
        .derivatives = std_mean_names_dim_derivatives,
    },
    {
        .name = "std_mean.correction_names",
        .base = "std_mean",
        .overload = "correction_names",
        .signature = "std_mean.correction_names(Tensor self, Dimname[1] dim, *, int? correction, bool keepdim=False) -> (Tensor, Tensor)",
        .variants = std_mean_correction_names_variants,
        .promotion = {"reduction_keeps_dtype", std_mean_correction_names_promotion_operands},
        .broadcast = {"none", {}},
        .inplace_cast = "none",
        .names = {"removes_dimensions", std_mean_correction_names_names_operands},
        .names_action = "broadcast",
        .names_operand_is_list = false,
        .kernel_kind = "reduce",
        .kernel = "reducer welford of correction: std (real), mean (computed)",
        .dtypes = std_mean_correction_names_dtypes,
        .cuda_dtypes = std_mean_correction_names_cuda_dtypes,
        .devices = std_mean_correction_names_devices,
        .rejects = std_mean_correction_names_rejects,
        .doc = "The standard deviation and the mean over the dimensions named by dim, dividing by the count less correction (1 when None).",
        .derivatives = std_mean_correction_names_derivatives,
    },
    {
        .name = "cumsum",
        .base = "cumsum",
        .overload = "",
        .signature = "cumsum(Tensor self, int dim, *, ScalarType? dtype=None) -> Tensor",
        .variants = cumsum_variants,
        .promotion = {"reduction", cumsum_promotion_operands},
        .broadcast = {"none", {}},
        .inplace_cast = "out_dtype",
        .names = {"keeps_input_names", cumsum_names_operands},
        .names_action = "broadcast",
        .names_operand_is_list = false,
        .kernel_kind = "scan",
        .kernel = "identity 0, combine a + b",
        .dtypes = cumsum_dtypes,
        .cuda_dtypes = cumsum_cuda_dtypes,
        .devices = cumsum_devices,
        .rejects = {},
        .doc = "The cumulative sum along dim, each element the sum of those before it and itself. Bool and integer input sums in int64 unless dtype says otherwise.",
        .derivatives = cumsum_derivatives,
    },
    {
        .name = "cumsum.dimname",
        .base = "cumsum",
        .overload = "dimname",
        .signature = "cumsum.dimname(Tensor self, Dimname dim, *, ScalarType? dtype=None) -> Tensor",
        .variants = cumsum_dimname_variants,
        .promotion = {"reduction", cumsum_dimname_promotion_operands},
        .broadcast = {"none", {}},
        .inplace_cast = "out_dtype",
        .names = {"keeps_input_names", cumsum_dimname_names_operands},
        .names_action = "broadcast",
        .names_operand_is_list = false,
        .kernel_kind = "scan",
        .kernel = "identity 0, combine a + b",
        .dtypes = cumsum_dimname_dtypes,
        .cuda_dtypes = cumsum_dimname_cuda_dtypes,
        .devices = cumsum_dimname_devices,
        .rejects = {},
        .doc = "The cumulative sum along the dimension named dim.",
        .derivatives = cumsum_dimname_derivatives,
    },
    {
        .name = "cumprod",
        .base = "cumprod",
        .overload = "",
        .signature = "cumprod(Tensor self, int dim, *, ScalarType? dtype=None) -> Tensor",
        .variants = cumprod_variants,
        .promotion = {"reduction", cumprod_promotion_operands},
        .broadcast = {"none", {}},
        .inplace_cast = "out_dtype",
        .names = {"keeps_input_names", cumprod_names_operands},
        .names_action = "broadcast",
        .names_operand_is_list = false,
        .kernel_kind = "scan",
        .kernel = "identity 1, combine a * b",
        .dtypes = cumprod_dtypes,
        .cuda_dtypes = cumprod_cuda_dtypes,
        .devices = cumprod_devices,
        .rejects = {},
        .doc = "The cumulative product along dim, each element the product of those before it and itself. Bool and integer input multiplies in int64 unless dtype says otherwise.",
        .derivatives = cumprod_derivatives,
    },
    {
        .name = "cumprod.dimname",
        .base = "cumprod",
        .overload = "dimname",
        .signature = "cumprod.dimname(Tensor self, Dimname dim, *, ScalarType? dtype=None) -> Tensor",
        .variants = cumprod_dimname_variants,
        .promotion = {"reduction", cumprod_dimname_promotion_operands},
        .broadcast = {"none", {}},
        .inplace_cast = "out_dtype",
        .names = {"keeps_input_names", cumprod_dimname_names_operands},
        .names_action = "broadcast",
        .names_operand_is_list = false,
        .kernel_kind = "scan",
        .kernel = "identity 1, combine a * b",
        .dtypes = cumprod_dimname_dtypes,
        .cuda_dtypes = cumprod_dimname_cuda_dtypes,
        .devices = cumprod_dimname_devices,
        .rejects = {},
        .doc = "The cumulative product along the dimension named dim.",
        .derivatives = cumprod_dimname_derivatives,
    },
    {
        .name = "cummax",
        .base = "cummax",
        .overload = "",
        .signature = "cummax(Tensor self, int dim) -> (Tensor values, Tensor indices)",
        .variants = cummax_variants,
        .promotion = {"reduction_keeps_dtype", cummax_promotion_operands},
        .broadcast = {"none", {}},
        .inplace_cast = "exact",
        .names = {"keeps_input_names", cummax_names_operands},
        .names_action = "broadcast",
        .names_operand_is_list = false,
        .kernel_kind = "scan",
        .kernel = "scanner cummax, results values, indices",
        .dtypes = cummax_dtypes,
        .cuda_dtypes = cummax_cuda_dtypes,
        .devices = cummax_devices,
        .rejects = {},
        .doc = "The running maximum along dim and the index along dim where it was found (the last of equal maxima; NaN once met).",
        .derivatives = cummax_derivatives,
    },
    {
        .name = "cummax.dimname",
        .base = "cummax",
        .overload = "dimname",
        .signature = "cummax.dimname(Tensor self, Dimname dim) -> (Tensor values, Tensor indices)",
        .variants = cummax_dimname_variants,
        .promotion = {"reduction_keeps_dtype", cummax_dimname_promotion_operands},
        .broadcast = {"none", {}},
        .inplace_cast = "exact",
        .names = {"keeps_input_names", cummax_dimname_names_operands},
        .names_action = "broadcast",
        .names_operand_is_list = false,
        .kernel_kind = "scan",
        .kernel = "scanner cummax, results values, indices",
        .dtypes = cummax_dimname_dtypes,
        .cuda_dtypes = cummax_dimname_cuda_dtypes,
        .devices = cummax_dimname_devices,
        .rejects = {},
        .doc = "cummax along the dimension named dim.",
        .derivatives = cummax_dimname_derivatives,
    },
    {
        .name = "cummin",
        .base = "cummin",
        .overload = "",
        .signature = "cummin(Tensor self, int dim) -> (Tensor values, Tensor indices)",
        .variants = cummin_variants,
        .promotion = {"reduction_keeps_dtype", cummin_promotion_operands},
        .broadcast = {"none", {}},
        .inplace_cast = "exact",
        .names = {"keeps_input_names", cummin_names_operands},
        .names_action = "broadcast",
        .names_operand_is_list = false,
        .kernel_kind = "scan",
        .kernel = "scanner cummin, results values, indices",
        .dtypes = cummin_dtypes,
        .cuda_dtypes = cummin_cuda_dtypes,
        .devices = cummin_devices,
        .rejects = {},
        .doc = "The running minimum along dim and the index along dim where it was found (the last of equal minima; NaN once met).",
        .derivatives = cummin_derivatives,
    },
    {
        .name = "cummin.dimname",
        .base = "cummin",
        .overload = "dimname",
        .signature = "cummin.dimname(Tensor self, Dimname dim) -> (Tensor values, Tensor indices)",
        .variants = cummin_dimname_variants,
        .promotion = {"reduction_keeps_dtype", cummin_dimname_promotion_operands},
        .broadcast = {"none", {}},
        .inplace_cast = "exact",
        .names = {"keeps_input_names", cummin_dimname_names_operands},
        .names_action = "broadcast",
        .names_operand_is_list = false,
        .kernel_kind = "scan",
        .kernel = "scanner cummin, results values, indices",
        .dtypes = cummin_dimname_dtypes,
        .cuda_dtypes = cummin_dimname_cuda_dtypes,
        .devices = cummin_dimname_devices,
        .rejects = {},
        .doc = "cummin along the dimension named dim.",
        .derivatives = cummin_dimname_derivatives,
    },
    {
        .name = "logcumsumexp",
        .base = "logcumsumexp",
        .overload = "",
        .signature = "logcumsumexp(Tensor self, int dim) -> Tensor",
        .variants = logcumsumexp_variants,
        .promotion = {"reduction_keeps_dtype", logcumsumexp_promotion_operands},
        .broadcast = {"none", {}},
        .inplace_cast = "exact",
        .names = {"keeps_input_names", logcumsumexp_names_operands},
        .names_action = "broadcast",
        .names_operand_is_list = false,
        .kernel_kind = "scan",
        .kernel = "identity lowest, combine a == b && isinf(a) ? a : maximum(a, b) + log1p(exp(minimum(a, b) - maximum(a, b))), empty input checked",
        .dtypes = logcumsumexp_dtypes,
        .cuda_dtypes = logcumsumexp_cuda_dtypes,
        .devices = logcumsumexp_devices,
        .rejects = {},
        .doc = "The log of the cumulative sum of exp(self) along dim, computed without overflow.",
        .derivatives = logcumsumexp_derivatives,
    },
    {
        .name = "logcumsumexp.dimname",
        .base = "logcumsumexp",
        .overload = "dimname",
        .signature = "logcumsumexp.dimname(Tensor self, Dimname dim) -> Tensor",
        .variants = logcumsumexp_dimname_variants,
        .promotion = {"reduction_keeps_dtype", logcumsumexp_dimname_promotion_operands},
        .broadcast = {"none", {}},
        .inplace_cast = "exact",
        .names = {"keeps_input_names", logcumsumexp_dimname_names_operands},
        .names_action = "broadcast",
        .names_operand_is_list = false,
        .kernel_kind = "scan",
        .kernel = "identity lowest, combine a == b && isinf(a) ? a : maximum(a, b) + log1p(exp(minimum(a, b) - maximum(a, b))), empty input checked",
        .dtypes = logcumsumexp_dimname_dtypes,
        .cuda_dtypes = logcumsumexp_dimname_cuda_dtypes,
        .devices = logcumsumexp_dimname_devices,
        .rejects = {},
        .doc = "logcumsumexp along the dimension named dim.",
        .derivatives = logcumsumexp_dimname_derivatives,
    },
    {
        .name = "sort",
        .base = "sort",
        .overload = "",
        .signature = "sort(Tensor self, int dim=-1, bool descending=False) -> (Tensor values, Tensor indices)",
        .variants = sort_variants,
        .promotion = {"reduction_keeps_dtype", sort_promotion_operands},
        .broadcast = {"none", {}},
        .inplace_cast = "exact",
        .names = {"none", {}},
        .names_action = "broadcast",
        .names_operand_is_list = false,
        .kernel_kind = "sort",
        .kernel = "results values, indices",
        .dtypes = sort_dtypes,
        .cuda_dtypes = sort_cuda_dtypes,
        .devices = sort_devices,
        .rejects = {},
        .doc = "The elements along dim in ascending order (descending if descending), and the index along dim each came from.",
        .derivatives = sort_derivatives,
    },
    {
        .name = "sort.stable",
        .base = "sort",
        .overload = "stable",
        .signature = "sort.stable(Tensor self, *, bool? stable, int dim=-1, bool descending=False) -> (Tensor values, Tensor indices)",
        .variants = sort_stable_variants,
        .promotion = {"reduction_keeps_dtype", sort_stable_promotion_operands},
        .broadcast = {"none", {}},
        .inplace_cast = "exact",
        .names = {"none", {}},
        .names_action = "broadcast",
        .names_operand_is_list = false,
        .kernel_kind = "sort",
        .kernel = "results values, indices",
        .dtypes = sort_stable_dtypes,
        .cuda_dtypes = sort_stable_cuda_dtypes,
        .devices = sort_stable_devices,
        .rejects = {},
        .doc = "sort, with stable= (which must be given; True or False, the sort is stable).",
        .derivatives = sort_stable_derivatives,
    },
    {
        .name = "sort.dimname",
        .base = "sort",
        .overload = "dimname",
        .signature = "sort.dimname(Tensor self, Dimname dim, bool descending=False) -> (Tensor values, Tensor indices)",
        .variants = sort_dimname_variants,
        .promotion = {"custom", {}},
        .broadcast = {"none", {}},
        .inplace_cast = "exact",
        .names = {"custom", {}},
        .names_action = "broadcast",
        .names_operand_is_list = false,
        .kernel_kind = "composite",
        .kernel = "sort_dimname",
        .dtypes = sort_dimname_dtypes,
        .cuda_dtypes = sort_dimname_cuda_dtypes,
        .devices = sort_dimname_devices,
        .rejects = {},
        .doc = "Raises PyTorch 1.13's error for a dim name given to sort, which it does not support (pass a dim index).",
        .derivatives = sort_dimname_derivatives,
    },
    {
        .name = "sort.dimname_stable",
        .base = "sort",
        .overload = "dimname_stable",
        .signature = "sort.dimname_stable(Tensor self, *, bool? stable, Dimname dim, bool descending=False) -> (Tensor values, Tensor indices)",
        .variants = sort_dimname_stable_variants,
        .promotion = {"custom", {}},
        .broadcast = {"none", {}},
        .inplace_cast = "exact",
        .names = {"custom", {}},
        .names_action = "broadcast",
        .names_operand_is_list = false,
        .kernel_kind = "composite",
        .kernel = "sort_dimname",
        .dtypes = sort_dimname_stable_dtypes,
        .cuda_dtypes = sort_dimname_stable_cuda_dtypes,
        .devices = sort_dimname_stable_devices,
        .rejects = {},
        .doc = "Raises PyTorch 1.13's error for a dim name given to sort, which it does not support (pass a dim index).",
        .derivatives = sort_dimname_stable_derivatives,
    },
    {
        .name = "argsort",
        .base = "argsort",
        .overload = "",
        .signature = "argsort(Tensor self, int dim=-1, bool descending=False) -> Tensor",
        .variants = argsort_variants,
        .promotion = {"index", argsort_promotion_operands},
        .broadcast = {"none", {}},
        .inplace_cast = "none",
        .names = {"none", {}},
        .names_action = "broadcast",
        .names_operand_is_list = false,
        .kernel_kind = "sort",
        .kernel = "results indices",
        .dtypes = argsort_dtypes,
        .cuda_dtypes = argsort_cuda_dtypes,
        .devices = argsort_devices,
        .rejects = {},
        .doc = "The indices along dim that sort self's elements in ascending order (descending if descending).",
        .derivatives = argsort_derivatives,
    },
    {
        .name = "argsort.stable",
        .base = "argsort",
        .overload = "stable",
        .signature = "argsort.stable(Tensor self, *, bool stable, int dim=-1, bool descending=False) -> Tensor",
        .variants = argsort_stable_variants,
        .promotion = {"index", argsort_stable_promotion_operands},
        .broadcast = {"none", {}},
        .inplace_cast = "none",
        .names = {"none", {}},
        .names_action = "broadcast",
        .names_operand_is_list = false,
        .kernel_kind = "sort",
        .kernel = "results indices",
        .dtypes = argsort_stable_dtypes,
        .cuda_dtypes = argsort_stable_cuda_dtypes,
        .devices = argsort_stable_devices,
        .rejects = {},
        .doc = "argsort, with stable= (True or False, the sort is stable).",
        .derivatives = argsort_stable_derivatives,
    },
    {
        .name = "argsort.dimname",
        .base = "argsort",
        .overload = "dimname",
        .signature = "argsort.dimname(Tensor self, Dimname dim, bool descending=False) -> Tensor",
        .variants = argsort_dimname_variants,
        .promotion = {"custom", {}},
        .broadcast = {"none", {}},
        .inplace_cast = "none",
        .names = {"custom", {}},
        .names_action = "broadcast",
        .names_operand_is_list = false,
        .kernel_kind = "composite",
        .kernel = "argsort_dimname",
        .dtypes = argsort_dimname_dtypes,
        .cuda_dtypes = argsort_dimname_cuda_dtypes,
        .devices = argsort_dimname_devices,
        .rejects = {},
        .doc = "Raises PyTorch 1.13's error for a dim name given to argsort, which it does not support (pass a dim index).",
        .derivatives = argsort_dimname_derivatives,
    },
    {
        .name = "msort",
        .base = "msort",
        .overload = "",
        .signature = "msort(Tensor self) -> Tensor",
        .variants = msort_variants,
        .promotion = {"custom", {}},
        .broadcast = {"none", {}},
        .inplace_cast = "exact",
        .names = {"custom", {}},
        .names_action = "broadcast",
        .names_operand_is_list = false,
        .kernel_kind = "composite",
        .kernel = "msort",
        .dtypes = msort_dtypes,
        .cuda_dtypes = msort_cuda_dtypes,
        .devices = msort_devices,
        .rejects = {},
        .doc = "self's elements sorted in ascending order along its first dim (sort(self, 0)'s values).",
        .derivatives = msort_derivatives,
    },
    {
        .name = "topk",
        .base = "topk",
        .overload = "",
        .signature = "topk(Tensor self, int k, int dim=-1, bool largest=True, bool sorted=True) -> (Tensor values, Tensor indices)",
        .variants = topk_variants,
        .promotion = {"reduction_keeps_dtype", topk_promotion_operands},
        .broadcast = {"none", {}},
        .inplace_cast = "exact",
        .names = {"keeps_input_names", topk_names_operands},
        .names_action = "broadcast",
        .names_operand_is_list = false,
        .kernel_kind = "sort",
        .kernel = "select first_k, results values, indices",
        .dtypes = topk_dtypes,
        .cuda_dtypes = topk_cuda_dtypes,
        .devices = topk_devices,
        .rejects = {},
        .doc = "The k largest elements along dim (the k smallest if not largest), largest first (smallest first), and their indices along dim; sorted=False gives them in that order too.",
        .derivatives = topk_derivatives,
    },
    {
        .name = "kthvalue",
        .base = "kthvalue",
        .overload = "",
        .signature = "kthvalue(Tensor self, int k, int dim=-1, bool keepdim=False) -> (Tensor values, Tensor indices)",
        .variants = kthvalue_variants,
        .promotion = {"reduction_keeps_dtype", kthvalue_promotion_operands},
        .broadcast = {"none", {}},
        .inplace_cast = "exact",
        .names = {"removes_dimensions", kthvalue_names_operands},
        .names_action = "broadcast",
        .names_operand_is_list = false,
        .kernel_kind = "sort",
        .kernel = "select kth, results values, indices",
        .dtypes = kthvalue_dtypes,
        .cuda_dtypes = kthvalue_cuda_dtypes,
        .devices = kthvalue_devices,
        .rejects = {},
        .doc = "The k-th smallest element along dim (k from 1; NaN the largest) and its index along dim.",
        .derivatives = kthvalue_derivatives,
    },
    {
        .name = "kthvalue.dimname",
        .base = "kthvalue",
        .overload = "dimname",
        .signature = "kthvalue.dimname(Tensor self, int k, Dimname dim, bool keepdim=False) -> (Tensor values, Tensor indices)",
        .variants = kthvalue_dimname_variants,
        .promotion = {"reduction_keeps_dtype", kthvalue_dimname_promotion_operands},
        .broadcast = {"none", {}},
        .inplace_cast = "exact",
        .names = {"removes_dimensions", kthvalue_dimname_names_operands},
        .names_action = "broadcast",
        .names_operand_is_list = false,
        .kernel_kind = "sort",
        .kernel = "select kth, results values, indices",
        .dtypes = kthvalue_dimname_dtypes,
        .cuda_dtypes = kthvalue_dimname_cuda_dtypes,
        .devices = kthvalue_dimname_devices,
        .rejects = {},
        .doc = "kthvalue along the dimension named dim.",
        .derivatives = kthvalue_dimname_derivatives,
    },
    {
        .name = "median",
        .base = "median",
        .overload = "",
        .signature = "median(Tensor self) -> Tensor",
        .variants = median_variants,
        .promotion = {"reduction_keeps_dtype", median_promotion_operands},
        .broadcast = {"none", {}},
        .inplace_cast = "none",
        .names = {"removes_dimensions", median_names_operands},
        .names_action = "broadcast",
        .names_operand_is_list = false,
        .kernel_kind = "sort",
        .kernel = "select median, results values",
        .dtypes = median_dtypes,
        .cuda_dtypes = median_cuda_dtypes,
        .devices = median_devices,
        .rejects = {},
        .doc = "The lower median of all elements (of an even count, the smaller middle one); NaN if any element is NaN or there are none.",
        .derivatives = median_derivatives,
    },
    {
        .name = "median.dim",
        .base = "median",
        .overload = "dim",
        .signature = "median.dim(Tensor self, int dim, bool keepdim=False) -> (Tensor values, Tensor indices)",
        .variants = median_dim_variants,
        .promotion = {"reduction_keeps_dtype", median_dim_promotion_operands},
        .broadcast = {"none", {}},
        .inplace_cast = "exact",
        .names = {"removes_dimensions", median_dim_names_operands},
        .names_action = "broadcast",
        .names_operand_is_list = false,
        .kernel_kind = "sort",
        .kernel = "select median, results values, indices",
        .dtypes = median_dim_dtypes,
        .cuda_dtypes = median_dim_cuda_dtypes,
        .devices = median_dim_devices,
        .rejects = {},
        .doc = "The lower median along dim and its index along dim; where a line has NaN, NaN and the index of its first NaN.",
        .derivatives = median_dim_derivatives,
    },
    {
        .name = "median.names_dim",
        .base = "median",
        .overload = "names_dim",
        .signature = "median.names_dim(Tensor self, Dimname dim, bool keepdim=False) -> (Tensor values, Tensor indices)",
        .variants = median_names_dim_variants,
        .promotion = {"reduction_keeps_dtype", median_names_dim_promotion_operands},
        .broadcast = {"none", {}},
        .inplace_cast = "exact",
        .names = {"removes_dimensions", median_names_dim_names_operands},
        .names_action = "broadcast",
        .names_operand_is_list = false,
        .kernel_kind = "sort",
        .kernel = "select median, results values, indices",
        .dtypes = median_names_dim_dtypes,
        .cuda_dtypes = median_names_dim_cuda_dtypes,
        .devices = median_names_dim_devices,
        .rejects = {},
        .doc = "median along the dimension named dim.",
        .derivatives = median_names_dim_derivatives,
    },
    {
        .name = "nanmedian",
        .base = "nanmedian",
        .overload = "",
        .signature = "nanmedian(Tensor self) -> Tensor",
        .variants = nanmedian_variants,
        .promotion = {"reduction_keeps_dtype", nanmedian_promotion_operands},
        .broadcast = {"none", {}},
        .inplace_cast = "none",
        .names = {"removes_dimensions", nanmedian_names_operands},
        .names_action = "broadcast",
        .names_operand_is_list = false,
        .kernel_kind = "sort",
        .kernel = "select nanmedian, results values",
        .dtypes = nanmedian_dtypes,
        .cuda_dtypes = nanmedian_cuda_dtypes,
        .devices = nanmedian_devices,
        .rejects = {},
        .doc = "The lower median of the elements that are not NaN; NaN if there are none.",
        .derivatives = nanmedian_derivatives,
    },
    {
        .name = "nanmedian.dim",
        .base = "nanmedian",
        .overload = "dim",
        .signature = "nanmedian.dim(Tensor self, int dim, bool keepdim=False) -> (Tensor values, Tensor indices)",
        .variants = nanmedian_dim_variants,
        .promotion = {"reduction_keeps_dtype", nanmedian_dim_promotion_operands},
        .broadcast = {"none", {}},
        .inplace_cast = "exact",
        .names = {"removes_dimensions", nanmedian_dim_names_operands},
        .names_action = "broadcast",
        .names_operand_is_list = false,
        .kernel_kind = "sort",
        .kernel = "select nanmedian, results values, indices",
        .dtypes = nanmedian_dim_dtypes,
        .cuda_dtypes = nanmedian_dim_cuda_dtypes,
        .devices = nanmedian_dim_devices,
        .rejects = {},
        .doc = "The lower median along dim of the elements that are not NaN, and its index along dim; NaN and the index of the first NaN where a line has only NaN.",
        .derivatives = nanmedian_dim_derivatives,
    },
    {
        .name = "nanmedian.names_dim",
        .base = "nanmedian",
        .overload = "names_dim",
        .signature = "nanmedian.names_dim(Tensor self, Dimname dim, bool keepdim=False) -> (Tensor values, Tensor indices)",
        .variants = nanmedian_names_dim_variants,
        .promotion = {"reduction_keeps_dtype", nanmedian_names_dim_promotion_operands},
        .broadcast = {"none", {}},
        .inplace_cast = "exact",
        .names = {"removes_dimensions", nanmedian_names_dim_names_operands},
        .names_action = "broadcast",
        .names_operand_is_list = false,
        .kernel_kind = "sort",
        .kernel = "select nanmedian, results values, indices",
        .dtypes = nanmedian_names_dim_dtypes,
        .cuda_dtypes = nanmedian_names_dim_cuda_dtypes,
        .devices = nanmedian_names_dim_devices,
        .rejects = {},
        .doc = "nanmedian along the dimension named dim.",
        .derivatives = nanmedian_names_dim_derivatives,
    },
    {
        .name = "mode",
        .base = "mode",
        .overload = "",
        .signature = "mode(Tensor self, int dim=-1, bool keepdim=False) -> (Tensor values, Tensor indices)",
        .variants = mode_variants,
        .promotion = {"reduction_keeps_dtype", mode_promotion_operands},
        .broadcast = {"none", {}},
        .inplace_cast = "exact",
        .names = {"removes_dimensions", mode_names_operands},
        .names_action = "broadcast",
        .names_operand_is_list = false,
        .kernel_kind = "sort",
        .kernel = "select mode, results values, indices",
        .dtypes = mode_dtypes,
        .cuda_dtypes = mode_cuda_dtypes,
        .devices = mode_devices,
        .rejects = {},
        .doc = "The most frequent value along dim (the smallest of equally frequent ones; NaNs count as one value) and the last index along dim where it occurs.",
        .derivatives = mode_derivatives,
    },
    {
        .name = "mode.dimname",
        .base = "mode",
        .overload = "dimname",
        .signature = "mode.dimname(Tensor self, Dimname dim, bool keepdim=False) -> (Tensor values, Tensor indices)",
        .variants = mode_dimname_variants,
        .promotion = {"reduction_keeps_dtype", mode_dimname_promotion_operands},
        .broadcast = {"none", {}},
        .inplace_cast = "exact",
        .names = {"removes_dimensions", mode_dimname_names_operands},
        .names_action = "broadcast",
        .names_operand_is_list = false,
        .kernel_kind = "sort",
        .kernel = "select mode, results values, indices",
        .dtypes = mode_dimname_dtypes,
        .cuda_dtypes = mode_dimname_cuda_dtypes,
        .devices = mode_dimname_devices,
        .rejects = {},
        .doc = "mode along the dimension named dim.",
        .derivatives = mode_dimname_derivatives,
    },
    {
        .name = "quantile",
        .base = "quantile",
        .overload = "",
        .signature = "quantile(Tensor self, Tensor q, int? dim=None, bool keepdim=False, *, str interpolation=\"linear\") -> Tensor",
        .variants = quantile_variants,
        .promotion = {"custom", {}},
        .broadcast = {"none", {}},
        .inplace_cast = "exact",
        .names = {"custom", {}},
        .names_action = "broadcast",
        .names_operand_is_list = false,
        .kernel_kind = "composite",
        .kernel = "quantile",
        .dtypes = quantile_dtypes,
        .cuda_dtypes = quantile_cuda_dtypes,
        .devices = quantile_devices,
        .rejects = {},
        .doc = "The q-th quantiles of self along dim (all elements when None), interpolated as interpolation says (linear, lower, higher, midpoint or nearest); NaN where a line has a NaN.",
        .derivatives = quantile_derivatives,
    },
    {
        .name = "quantile.scalar",
        .base = "quantile",
        .overload = "scalar",
        .signature = "quantile.scalar(Tensor self, float q, int? dim=None, bool keepdim=False, *, str interpolation=\"linear\") -> Tensor",
        .variants = quantile_scalar_variants,
        .promotion = {"custom", {}},
        .broadcast = {"none", {}},
        .inplace_cast = "exact",
        .names = {"custom", {}},
        .names_action = "broadcast",
        .names_operand_is_list = false,
        .kernel_kind = "composite",
        .kernel = "quantile",
        .dtypes = quantile_scalar_dtypes,
        .cuda_dtypes = quantile_scalar_cuda_dtypes,
        .devices = quantile_scalar_devices,
        .rejects = {},
        .doc = "quantile at one q, a number in [0, 1].",
        .derivatives = quantile_scalar_derivatives,
    },
    {
        .name = "nanquantile",
        .base = "nanquantile",
        .overload = "",
        .signature = "nanquantile(Tensor self, Tensor q, int? dim=None, bool keepdim=False, *, str interpolation=\"linear\") -> Tensor",
        .variants = nanquantile_variants,
        .promotion = {"custom", {}},
        .broadcast = {"none", {}},
        .inplace_cast = "exact",
        .names = {"custom", {}},
        .names_action = "broadcast",
        .names_operand_is_list = false,
        .kernel_kind = "composite",
        .kernel = "nanquantile",
        .dtypes = nanquantile_dtypes,
        .cuda_dtypes = nanquantile_cuda_dtypes,
        .devices = nanquantile_devices,
        .rejects = {},
        .doc = "quantile over the elements that are not NaN (NaN where a line has none).",
        .derivatives = nanquantile_derivatives,
    },
    {
        .name = "nanquantile.scalar",
        .base = "nanquantile",
        .overload = "scalar",
        .signature = "nanquantile.scalar(Tensor self, float q, int? dim=None, bool keepdim=False, *, str interpolation=\"linear\") -> Tensor",
        .variants = nanquantile_scalar_variants,
        .promotion = {"custom", {}},
        .broadcast = {"none", {}},
        .inplace_cast = "exact",
        .names = {"custom", {}},
        .names_action = "broadcast",
        .names_operand_is_list = false,
        .kernel_kind = "composite",
        .kernel = "nanquantile",
        .dtypes = nanquantile_scalar_dtypes,
        .cuda_dtypes = nanquantile_scalar_cuda_dtypes,
        .devices = nanquantile_scalar_devices,
        .rejects = {},
        .doc = "nanquantile at one q, a number in [0, 1].",
        .derivatives = nanquantile_scalar_derivatives,
    },
    {
        .name = "softmax.int",
        .base = "softmax",
        .overload = "int",
        .signature = "softmax.int(Tensor self, int dim, ScalarType? dtype=None) -> Tensor",
        .variants = softmax_int_variants,
        .promotion = {"custom", {}},
        .broadcast = {"none", {}},
        .inplace_cast = "exact",
        .names = {"keeps_input_names", softmax_int_names_operands, "none"},
        .names_action = "broadcast",
        .names_operand_is_list = false,
        .kernel_kind = "composite",
        .kernel = "softmax",
        .dtypes = softmax_int_dtypes,
        .cuda_dtypes = softmax_int_cuda_dtypes,
        .devices = softmax_int_devices,
        .rejects = {},
        .doc = "exp(self) along dim divided by its sum along dim, computed in dtype when given.",
        .derivatives = softmax_int_derivatives,
    },
    {
        .name = "softmax.Dimname",
        .base = "softmax",
        .overload = "Dimname",
        .signature = "softmax.Dimname(Tensor self, Dimname dim, *, ScalarType? dtype=None) -> Tensor",
        .variants = softmax_Dimname_variants,
        .promotion = {"custom", {}},
        .broadcast = {"none", {}},
        .inplace_cast = "none",
        .names = {"keeps_input_names", softmax_Dimname_names_operands},
        .names_action = "broadcast",
        .names_operand_is_list = false,
        .kernel_kind = "composite",
        .kernel = "softmax",
        .dtypes = softmax_Dimname_dtypes,
        .cuda_dtypes = softmax_Dimname_cuda_dtypes,
        .devices = softmax_Dimname_devices,
        .rejects = {},
        .doc = "softmax along the dimension named dim.",
        .derivatives = softmax_Dimname_derivatives,
    },
    {
        .name = "log_softmax.int",
        .base = "log_softmax",
        .overload = "int",
        .signature = "log_softmax.int(Tensor self, int dim, ScalarType? dtype=None) -> Tensor",
        .variants = log_softmax_int_variants,
        .promotion = {"custom", {}},
        .broadcast = {"none", {}},
        .inplace_cast = "exact",
        .names = {"keeps_input_names", log_softmax_int_names_operands, "none"},
        .names_action = "broadcast",
        .names_operand_is_list = false,
        .kernel_kind = "composite",
        .kernel = "log_softmax",
        .dtypes = log_softmax_int_dtypes,
        .cuda_dtypes = log_softmax_int_cuda_dtypes,
        .devices = log_softmax_int_devices,
        .rejects = {},
        .doc = "The log of softmax along dim, computed as self - max - log(sum(exp(self - max))), in dtype when given.",
        .derivatives = log_softmax_int_derivatives,
    },
    {
        .name = "log_softmax.Dimname",
        .base = "log_softmax",
        .overload = "Dimname",
        .signature = "log_softmax.Dimname(Tensor self, Dimname dim, *, ScalarType? dtype=None) -> Tensor",
        .variants = log_softmax_Dimname_variants,
        .promotion = {"custom", {}},
        .broadcast = {"none", {}},
        .inplace_cast = "none",
        .names = {"keeps_input_names", log_softmax_Dimname_names_operands},
        .names_action = "broadcast",
        .names_operand_is_list = false,
        .kernel_kind = "composite",
        .kernel = "log_softmax",
        .dtypes = log_softmax_Dimname_dtypes,
        .cuda_dtypes = log_softmax_Dimname_cuda_dtypes,
        .devices = log_softmax_Dimname_devices,
        .rejects = {},
        .doc = "log_softmax along the dimension named dim.",
        .derivatives = log_softmax_Dimname_derivatives,
    },
    {
        .name = "mm",
        .base = "mm",
        .overload = "",
        .signature = "mm(Tensor self, Tensor mat2) -> Tensor",
        .variants = mm_variants,
        .promotion = {"same_dtype", mm_promotion_operands},
        .broadcast = {"none", {}},
        .inplace_cast = "exact",
        .names = {"contracts_away_dims", mm_names_operands},
        .names_action = "broadcast",
        .names_operand_is_list = false,
        .kernel_kind = "structured",
        .kernel = "meta mm_shape, kernel mm_kernel",
        .dtypes = mm_dtypes,
        .cuda_dtypes = mm_cuda_dtypes,
        .devices = mm_devices,
        .rejects = {},
        .doc = "The matrix product of the 2-D tensors self and mat2.",
        .derivatives = mm_derivatives,
    },
    {
        .name = "bmm",
        .base = "bmm",
        .overload = "",
        .signature = "bmm(Tensor self, Tensor mat2) -> Tensor",
        .variants = bmm_variants,
        .promotion = {"same_dtype", bmm_promotion_operands},
        .broadcast = {"none", {}},
        .inplace_cast = "exact",
        .names = {"contracts_away_dims", bmm_names_operands},
        .names_action = "broadcast",
        .names_operand_is_list = false,
        .kernel_kind = "structured",
        .kernel = "meta bmm_shape, kernel bmm_kernel",
        .dtypes = bmm_dtypes,
        .cuda_dtypes = bmm_cuda_dtypes,
        .devices = bmm_devices,
        .rejects = {},
        .doc = "The batched matrix product of the 3-D tensors self and mat2, which have the same batch size.",
        .derivatives = bmm_derivatives,
    },
    {
        .name = "addmm",
        .base = "addmm",
        .overload = "",
        .signature = "addmm(Tensor self, Tensor mat1, Tensor mat2, *, Scalar beta=1, Scalar alpha=1) -> Tensor",
        .variants = addmm_variants,
        .promotion = {"same_dtype", addmm_promotion_operands},
        .broadcast = {"none", {}},
        .inplace_cast = "exact",
        .names = {"contracts_away_dims", addmm_names_operands},
        .names_action = "broadcast",
        .names_operand_is_list = false,
        .kernel_kind = "structured",
        .kernel = "meta addmm_shape, kernel addmm_kernel",
        .dtypes = addmm_dtypes,
        .cuda_dtypes = addmm_cuda_dtypes,
        .devices = addmm_devices,
        .rejects = {},
        .doc = "beta times self (broadcast to the product's size; not read when beta is 0) plus alpha times the matrix product of mat1 and mat2.",
        .derivatives = addmm_derivatives,
    },
    {
        .name = "addmv",
        .base = "addmv",
        .overload = "",
        .signature = "addmv(Tensor self, Tensor mat, Tensor vec, *, Scalar beta=1, Scalar alpha=1) -> Tensor",
        .variants = addmv_variants,
        .promotion = {"same_dtype", addmv_promotion_operands},
        .broadcast = {"none", {}},
        .inplace_cast = "exact",
        .names = {"contracts_away_dims", addmv_names_operands},
        .names_action = "broadcast",
        .names_operand_is_list = false,
        .kernel_kind = "structured",
        .kernel = "meta addmv_shape, kernel addmv_kernel",
        .dtypes = addmv_dtypes,
        .cuda_dtypes = addmv_cuda_dtypes,
        .devices = addmv_devices,
        .rejects = {},
        .doc = "beta times self (broadcast to mat's rows; not read when beta is 0) plus alpha times the product of the matrix mat and the vector vec.",
        .derivatives = addmv_derivatives,
    },
    {
        .name = "baddbmm",
        .base = "baddbmm",
        .overload = "",
        .signature = "baddbmm(Tensor self, Tensor batch1, Tensor batch2, *, Scalar beta=1, Scalar alpha=1) -> Tensor",
        .variants = baddbmm_variants,
        .promotion = {"same_dtype", baddbmm_promotion_operands},
        .broadcast = {"none", {}},
        .inplace_cast = "exact",
        .names = {"none", {}},
        .names_action = "broadcast",
        .names_operand_is_list = false,
        .kernel_kind = "structured",
        .kernel = "meta baddbmm_shape, kernel baddbmm_kernel",
        .dtypes = baddbmm_dtypes,
        .cuda_dtypes = baddbmm_cuda_dtypes,
        .devices = baddbmm_devices,
        .rejects = {},
        .doc = "beta times self (broadcast to the result; not read when beta is 0) plus alpha times the batched matrix product of batch1 and batch2.",
        .derivatives = baddbmm_derivatives,
    },
    {
        .name = "addbmm",
        .base = "addbmm",
        .overload = "",
        .signature = "addbmm(Tensor self, Tensor batch1, Tensor batch2, *, Scalar beta=1, Scalar alpha=1) -> Tensor",
        .variants = addbmm_variants,
        .promotion = {"custom", {}},
        .broadcast = {"none", {}},
        .inplace_cast = "exact",
        .names = {"none", {}},
        .names_action = "broadcast",
        .names_operand_is_list = false,
        .kernel_kind = "composite",
        .kernel = "addbmm",
        .dtypes = addbmm_dtypes,
        .cuda_dtypes = addbmm_cuda_dtypes,
        .devices = addbmm_devices,
        .rejects = {},
        .doc = "beta times self (broadcast to the result; not read when beta is 0) plus alpha times the sum over the batch of the matrix products of batch1 and batch2.",
        .derivatives = addbmm_derivatives,
    },
    {
        .name = "dot",
        .base = "dot",
        .overload = "",
        .signature = "dot(Tensor self, Tensor tensor) -> Tensor",
        .variants = dot_variants,
        .promotion = {"same_dtype", dot_promotion_operands},
        .broadcast = {"none", {}},
        .inplace_cast = "exact",
        .names = {"contracts_away_dims", dot_names_operands},
        .names_action = "broadcast",
        .names_operand_is_list = false,
        .kernel_kind = "structured",
        .kernel = "meta dot_shape, kernel dot_kernel",
        .dtypes = dot_dtypes,
        .cuda_dtypes = dot_cuda_dtypes,
        .devices = dot_devices,
        .rejects = {},
        .doc = "The dot product of the 1-D tensors self and tensor, which have the same number of elements.",
        .derivatives = dot_derivatives,
    },
    {
        .name = "outer",
        .base = "outer",
        .overload = "",
        .signature = "outer(Tensor self, Tensor vec2) -> Tensor",
        .variants = outer_variants,
        .promotion = {"custom", {}},
        .broadcast = {"none", {}},
        .inplace_cast = "same_kind",
        .names = {"custom", {}},
        .names_action = "broadcast",
        .names_operand_is_list = false,
        .kernel_kind = "composite",
        .kernel = "outer",
        .dtypes = outer_dtypes,
        .cuda_dtypes = outer_cuda_dtypes,
        .devices = outer_devices,
        .rejects = {},
        .doc = "The outer product of the 1-D tensors self and vec2, [n] and [m] giving [n, m].",
        .derivatives = outer_derivatives,
    },
    {
        .name = "ger",
        .base = "ger",
        .overload = "",
        .signature = "ger(Tensor self, Tensor vec2) -> Tensor",
        .variants = ger_variants,
        .promotion = {"custom", {}},
        .broadcast = {"none", {}},
        .inplace_cast = "same_kind",
        .names = {"custom", {}},
        .names_action = "broadcast",
        .names_operand_is_list = false,
        .kernel_kind = "composite",
        .kernel = "ger",
        .dtypes = ger_dtypes,
        .cuda_dtypes = ger_cuda_dtypes,
        .devices = ger_devices,
        .rejects = {},
        .doc = "outer under its BLAS name.",
        .derivatives = ger_derivatives,
    },
    {
        .name = "addr",
        .base = "addr",
        .overload = "",
        .signature = "addr(Tensor self, Tensor vec1, Tensor vec2, *, Scalar beta=1, Scalar alpha=1) -> Tensor",
        .variants = addr_variants,
        .promotion = {"custom", {}},
        .broadcast = {"none", {}},
        .inplace_cast = "same_kind",
        .names = {"none", {}},
        .names_action = "broadcast",
        .names_operand_is_list = false,
        .kernel_kind = "composite",
        .kernel = "addr",
        .dtypes = addr_dtypes,
        .cuda_dtypes = addr_cuda_dtypes,
        .devices = addr_devices,
        .rejects = {},
        .doc = "beta times self (broadcast to [n, m]; not read when beta is 0) plus alpha times the outer product of the vectors vec1 ([n]) and vec2 ([m]).",
        .derivatives = addr_derivatives,
    },
    {
        .name = "inner",
        .base = "inner",
        .overload = "",
        .signature = "inner(Tensor self, Tensor other) -> Tensor",
        .variants = inner_variants,
        .promotion = {"custom", {}},
        .broadcast = {"none", {}},
        .inplace_cast = "exact",
        .names = {"custom", {}},
        .names_action = "broadcast",
        .names_operand_is_list = false,
        .kernel_kind = "composite",
        .kernel = "inner",
        .dtypes = inner_dtypes,
        .cuda_dtypes = inner_cuda_dtypes,
        .devices = inner_devices,
        .rejects = {},
        .doc = "The sum of the products of self and other over their last dims ([..., n] and [..., n] give self's other dims then other's); a 0-dim operand multiplies the other.",
        .derivatives = inner_derivatives,
    },
    {
        .name = "linear",
        .base = "linear",
        .overload = "",
        .signature = "linear(Tensor input, Tensor weight, Tensor? bias=None) -> Tensor",
        .variants = linear_variants,
        .promotion = {"custom", {}},
        .broadcast = {"none", {}},
        .inplace_cast = "exact",
        .names = {"custom", {}},
        .names_action = "broadcast",
        .names_operand_is_list = false,
        .kernel_kind = "composite",
        .kernel = "linear",
        .dtypes = linear_dtypes,
        .cuda_dtypes = linear_cuda_dtypes,
        .devices = linear_devices,
        .rejects = {},
        .doc = "input @ weight.T + bias, weight of [out_features, in_features] and bias of [out_features] (none when None).",
        .derivatives = linear_derivatives,
    },
    {
        .name = "vdot",
        .base = "vdot",
        .overload = "",
        .signature = "vdot(Tensor self, Tensor other) -> Tensor",
        .variants = vdot_variants,
        .promotion = {"custom", {}},
        .broadcast = {"none", {}},
        .inplace_cast = "exact",
        .names = {"none", {}},
        .names_action = "broadcast",
        .names_operand_is_list = false,
        .kernel_kind = "composite",
        .kernel = "vdot",
        .dtypes = vdot_dtypes,
        .cuda_dtypes = vdot_cuda_dtypes,
        .devices = vdot_devices,
        .rejects = {},
        .doc = "The dot product of the conjugate of the 1-D tensor self and the 1-D tensor other.",
        .derivatives = vdot_derivatives,
    },
    {
        .name = "mv",
        .base = "mv",
        .overload = "",
        .signature = "mv(Tensor self, Tensor vec) -> Tensor",
        .variants = mv_variants,
        .promotion = {"same_dtype", mv_promotion_operands},
        .broadcast = {"none", {}},
        .inplace_cast = "exact",
        .names = {"contracts_away_dims", mv_names_operands},
        .names_action = "broadcast",
        .names_operand_is_list = false,
        .kernel_kind = "structured",
        .kernel = "meta mv_shape, kernel mv_kernel",
        .dtypes = mv_dtypes,
        .cuda_dtypes = mv_cuda_dtypes,
        .devices = mv_devices,
        .rejects = {},
        .doc = "The product of the matrix self and the vector vec.",
        .derivatives = mv_derivatives,
    },
    {
        .name = "matmul",
        .base = "matmul",
        .overload = "",
        .signature = "matmul(Tensor self, Tensor other) -> Tensor",
        .variants = matmul_variants,
        .promotion = {"custom", {}},
        .broadcast = {"matmul_batch", matmul_broadcast_operands},
        .inplace_cast = "exact",
        .names = {"contracts_away_dims", matmul_names_operands},
        .names_action = "broadcast",
        .names_operand_is_list = false,
        .kernel_kind = "composite",
        .kernel = "matmul",
        .dtypes = matmul_dtypes,
        .cuda_dtypes = matmul_cuda_dtypes,
        .devices = matmul_devices,
        .rejects = {},
        .doc = "The matrix product of self and other, with 1-D operands promoted and batch dimensions broadcast.",
        .derivatives = matmul_derivatives,
    },
    {
        .name = "transpose",
        .base = "transpose",
        .overload = "",
        .signature = "transpose(Tensor(a) self, int dim0, int dim1) -> Tensor(a)",
        .variants = transpose_variants,
        .promotion = {"custom", {}},
        .broadcast = {"none", {}},
        .inplace_cast = "none",
        .names = {"permutes_dimensions", transpose_names_operands},
        .names_action = "broadcast",
        .names_operand_is_list = false,
        .kernel_kind = "view",
        .kernel = "transpose_geometry",
        .dtypes = transpose_dtypes,
        .cuda_dtypes = transpose_cuda_dtypes,
        .devices = transpose_devices,
        .rejects = {},
        .doc = "A view of self with dimensions dim0 and dim1 swapped.",
        .derivatives = transpose_derivatives,
    },
    {
        .name = "transpose.Dimname",
        .base = "transpose",
        .overload = "Dimname",
        .signature = "transpose.Dimname(Tensor(a) self, Dimname dim0, Dimname dim1) -> Tensor(a)",
        .variants = transpose_Dimname_variants,
        .promotion = {"custom", {}},
        .broadcast = {"none", {}},
        .inplace_cast = "none",
        .names = {"permutes_dimensions", transpose_Dimname_names_operands},
        .names_action = "broadcast",
        .names_operand_is_list = false,
        .kernel_kind = "view",
        .kernel = "transpose_geometry",
        .dtypes = transpose_Dimname_dtypes,
        .cuda_dtypes = transpose_Dimname_cuda_dtypes,
        .devices = transpose_Dimname_devices,
        .rejects = {},
        .doc = "A view of self with the dimensions named dim0 and dim1 swapped.",
        .derivatives = transpose_Dimname_derivatives,
    },
    {
        .name = "squeeze",
        .base = "squeeze",
        .overload = "",
        .signature = "squeeze(Tensor(a) self) -> Tensor(a)",
        .variants = squeeze_variants,
        .promotion = {"custom", {}},
        .broadcast = {"none", {}},
        .inplace_cast = "none",
        .names = {"removes_dimensions", squeeze_names_operands},
        .names_action = "broadcast",
        .names_operand_is_list = false,
        .kernel_kind = "view",
        .kernel = "squeeze_geometry",
        .dtypes = squeeze_dtypes,
        .cuda_dtypes = squeeze_cuda_dtypes,
        .devices = squeeze_devices,
        .rejects = {},
        .doc = "A view of self without its dimensions of size 1.",
        .derivatives = squeeze_derivatives,
    },
    {
        .name = "squeeze.dim",
        .base = "squeeze",
        .overload = "dim",
        .signature = "squeeze.dim(Tensor(a) self, int dim) -> Tensor(a)",
        .variants = squeeze_dim_variants,
        .promotion = {"custom", {}},
        .broadcast = {"none", {}},
        .inplace_cast = "none",
        .names = {"removes_dimensions", squeeze_dim_names_operands},
        .names_action = "broadcast",
        .names_operand_is_list = false,
        .kernel_kind = "view",
        .kernel = "squeeze_geometry",
        .dtypes = squeeze_dim_dtypes,
        .cuda_dtypes = squeeze_dim_cuda_dtypes,
        .devices = squeeze_dim_devices,
        .rejects = {},
        .doc = "A view of self without dimension dim if its size is 1; self unchanged otherwise.",
        .derivatives = squeeze_dim_derivatives,
    },
    {
        .name = "squeeze.dimname",
        .base = "squeeze",
        .overload = "dimname",
        .signature = "squeeze.dimname(Tensor(a) self, Dimname dim) -> Tensor(a)",
        .variants = squeeze_dimname_variants,
        .promotion = {"custom", {}},
        .broadcast = {"none", {}},
        .inplace_cast = "none",
        .names = {"removes_dimensions", squeeze_dimname_names_operands},
        .names_action = "broadcast",
        .names_operand_is_list = false,
        .kernel_kind = "view",
        .kernel = "squeeze_geometry",
        .dtypes = squeeze_dimname_dtypes,
        .cuda_dtypes = squeeze_dimname_cuda_dtypes,
        .devices = squeeze_dimname_devices,
        .rejects = {},
        .doc = "A view of self without the dimension named dim if its size is 1.",
        .derivatives = squeeze_dimname_derivatives,
    },
    {
        .name = "t",
        .base = "t",
        .overload = "",
        .signature = "t(Tensor(a) self) -> Tensor(a)",
        .variants = t_variants,
        .promotion = {"custom", {}},
        .broadcast = {"none", {}},
        .inplace_cast = "none",
        .names = {"permutes_dimensions", t_names_operands},
        .names_action = "broadcast",
        .names_operand_is_list = false,
        .kernel_kind = "view",
        .kernel = "t_geometry",
        .dtypes = t_dtypes,
        .cuda_dtypes = t_cuda_dtypes,
        .devices = t_devices,
        .rejects = {},
        .doc = "A view of a 2-D self transposed; a 0-D or 1-D self as it is.",
        .derivatives = t_derivatives,
    },
    {
        .name = "permute",
        .base = "permute",
        .overload = "",
        .signature = "permute(Tensor(a) self, int[] dims) -> Tensor(a)",
        .variants = permute_variants,
        .promotion = {"custom", {}},
        .broadcast = {"none", {}},
        .inplace_cast = "none",
        .names = {"permutes_dimensions", permute_names_operands},
        .names_action = "broadcast",
        .names_operand_is_list = false,
        .kernel_kind = "view",
        .kernel = "permute_geometry",
        .dtypes = permute_dtypes,
        .cuda_dtypes = permute_cuda_dtypes,
        .devices = permute_devices,
        .rejects = {},
        .doc = "A view of self with its dimensions in the order dims gives.",
        .derivatives = permute_derivatives,
    },
    {
        .name = "unsqueeze",
        .base = "unsqueeze",
        .overload = "",
        .signature = "unsqueeze(Tensor(a) self, int dim) -> Tensor(a)",
        .variants = unsqueeze_variants,
        .promotion = {"custom", {}},
        .broadcast = {"none", {}},
        .inplace_cast = "none",
        .names = {"keeps_input_names", unsqueeze_names_operands},
        .names_action = "broadcast",
        .names_operand_is_list = false,
        .kernel_kind = "view",
        .kernel = "unsqueeze_geometry",
        .dtypes = unsqueeze_dtypes,
        .cuda_dtypes = unsqueeze_cuda_dtypes,
        .devices = unsqueeze_devices,
        .rejects = {},
        .doc = "A view of self with a new dimension of size 1 at dim (unnamed).",
        .derivatives = unsqueeze_derivatives,
    },
    {
        .name = "expand",
        .base = "expand",
        .overload = "",
        .signature = "expand(Tensor(a) self, int[] size, *, bool implicit=False) -> Tensor(a)",
        .variants = expand_variants,
        .promotion = {"custom", {}},
        .broadcast = {"none", {}},
        .inplace_cast = "none",
        .names = {"keeps_input_names", expand_names_operands},
        .names_action = "broadcast",
        .names_operand_is_list = false,
        .kernel_kind = "view",
        .kernel = "expand_geometry",
        .dtypes = expand_dtypes,
        .cuda_dtypes = expand_cuda_dtypes,
        .devices = expand_devices,
        .rejects = {},
        .doc = "A view of self with its size-1 dimensions repeated to size (stride 0) and new leading dimensions; -1 keeps a size.",
        .derivatives = expand_derivatives,
    },
    {
        .name = "expand_as",
        .base = "expand_as",
        .overload = "",
        .signature = "expand_as(Tensor(a) self, Tensor other) -> Tensor(a)",
        .variants = expand_as_variants,
        .promotion = {"custom", {}},
        .broadcast = {"none", {}},
        .inplace_cast = "none",
        .names = {"keeps_input_names", expand_as_names_operands},
        .names_action = "broadcast",
        .names_operand_is_list = false,
        .kernel_kind = "view",
        .kernel = "expand_as_geometry",
        .dtypes = expand_as_dtypes,
        .cuda_dtypes = expand_as_cuda_dtypes,
        .devices = expand_as_devices,
        .rejects = {},
        .doc = "A view of self expanded to the sizes of other.",
        .derivatives = expand_as_derivatives,
    },
    {
        .name = "narrow",
        .base = "narrow",
        .overload = "",
        .signature = "narrow(Tensor(a) self, int dim, int start, int length) -> Tensor(a)",
        .variants = narrow_variants,
        .promotion = {"custom", {}},
        .broadcast = {"none", {}},
        .inplace_cast = "none",
        .names = {"keeps_input_names", narrow_names_operands},
        .names_action = "broadcast",
        .names_operand_is_list = false,
        .kernel_kind = "view",
        .kernel = "narrow_geometry",
        .dtypes = narrow_dtypes,
        .cuda_dtypes = narrow_cuda_dtypes,
        .devices = narrow_devices,
        .rejects = {},
        .doc = "A view of length elements of self along dim, from start.",
        .derivatives = narrow_derivatives,
    },
    {
        .name = "select.int",
        .base = "select",
        .overload = "int",
        .signature = "select.int(Tensor(a) self, int dim, int index) -> Tensor(a)",
        .variants = select_int_variants,
        .promotion = {"custom", {}},
        .broadcast = {"none", {}},
        .inplace_cast = "none",
        .names = {"removes_dimensions", select_int_names_operands},
        .names_action = "broadcast",
        .names_operand_is_list = false,
        .kernel_kind = "view",
        .kernel = "select_geometry",
        .dtypes = select_int_dtypes,
        .cuda_dtypes = select_int_cuda_dtypes,
        .devices = select_int_devices,
        .rejects = {},
        .doc = "A view of self at index along dim, without that dimension.",
        .derivatives = select_int_derivatives,
    },
    {
        .name = "select.Dimname",
        .base = "select",
        .overload = "Dimname",
        .signature = "select.Dimname(Tensor(a) self, Dimname dim, int index) -> Tensor(a)",
        .variants = select_Dimname_variants,
        .promotion = {"custom", {}},
        .broadcast = {"none", {}},
        .inplace_cast = "none",
        .names = {"removes_dimensions", select_Dimname_names_operands},
        .names_action = "broadcast",
        .names_operand_is_list = false,
        .kernel_kind = "view",
        .kernel = "select_geometry",
        .dtypes = select_Dimname_dtypes,
        .cuda_dtypes = select_Dimname_cuda_dtypes,
        .devices = select_Dimname_devices,
        .rejects = {},
        .doc = "A view of self at index along the dimension named dim, without that dimension.",
        .derivatives = select_Dimname_derivatives,
    },
    {
        .name = "view",
        .base = "view",
        .overload = "",
        .signature = "view(Tensor(a) self, int[] size) -> Tensor(a)",
        .variants = view_variants,
        .promotion = {"custom", {}},
        .broadcast = {"none", {}},
        .inplace_cast = "none",
        .names = {"none", {}},
        .names_action = "broadcast",
        .names_operand_is_list = false,
        .kernel_kind = "view",
        .kernel = "view_geometry",
        .dtypes = view_dtypes,
        .cuda_dtypes = view_cuda_dtypes,
        .devices = view_devices,
        .rejects = {},
        .doc = "A view of self's elements with new sizes (one may be -1, inferred), where strides can address them so.",
        .derivatives = view_derivatives,
    },
    {
        .name = "reshape",
        .base = "reshape",
        .overload = "",
        .signature = "reshape(Tensor(a) self, int[] shape) -> Tensor(a)",
        .variants = reshape_variants,
        .promotion = {"custom", {}},
        .broadcast = {"none", {}},
        .inplace_cast = "none",
        .names = {"custom", {}},
        .names_action = "broadcast",
        .names_operand_is_list = false,
        .kernel_kind = "view",
        .kernel = "reshape_geometry",
        .dtypes = reshape_dtypes,
        .cuda_dtypes = reshape_cuda_dtypes,
        .devices = reshape_devices,
        .rejects = {},
        .doc = "Self's elements with new sizes (one may be -1, inferred); a view where strides can address them so, else a copy.",
        .derivatives = reshape_derivatives,
    },
    {
        .name = "flatten.using_ints",
        .base = "flatten",
        .overload = "using_ints",
        .signature = "flatten.using_ints(Tensor(a) self, int start_dim=0, int end_dim=-1) -> Tensor(a)",
        .variants = flatten_using_ints_variants,
        .promotion = {"custom", {}},
        .broadcast = {"none", {}},
        .inplace_cast = "none",
        .names = {"custom", {}},
        .names_action = "broadcast",
        .names_operand_is_list = false,
        .kernel_kind = "view",
        .kernel = "flatten_geometry",
        .dtypes = flatten_using_ints_dtypes,
        .cuda_dtypes = flatten_using_ints_cuda_dtypes,
        .devices = flatten_using_ints_devices,
        .rejects = {},
        .doc = "Self with dimensions start_dim to end_dim merged into one (a view where strides allow, else a copy).",
        .derivatives = flatten_using_ints_derivatives,
    },
    {
        .name = "flatten.named_out_dim",
        .base = "flatten",
        .overload = "named_out_dim",
        .signature = "flatten.named_out_dim(Tensor(a) self, int start_dim, int end_dim, Dimname out_dim) -> Tensor(a)",
        .variants = flatten_named_out_dim_variants,
        .promotion = {"custom", {}},
        .broadcast = {"none", {}},
        .inplace_cast = "none",
        .names = {"custom", {}},
        .names_action = "broadcast",
        .names_operand_is_list = false,
        .kernel_kind = "view",
        .kernel = "flatten_geometry",
        .dtypes = flatten_named_out_dim_dtypes,
        .cuda_dtypes = flatten_named_out_dim_cuda_dtypes,
        .devices = flatten_named_out_dim_devices,
        .rejects = {},
        .doc = "Self with dimensions start_dim to end_dim merged into one named out_dim.",
        .derivatives = flatten_named_out_dim_derivatives,
    },
    {
        .name = "flatten.using_names",
        .base = "flatten",
        .overload = "using_names",
        .signature = "flatten.using_names(Tensor(a) self, Dimname start_dim, Dimname end_dim, Dimname out_dim) -> Tensor(a)",
        .variants = flatten_using_names_variants,
        .promotion = {"custom", {}},
        .broadcast = {"none", {}},
        .inplace_cast = "none",
        .names = {"custom", {}},
        .names_action = "broadcast",
        .names_operand_is_list = false,
        .kernel_kind = "view",
        .kernel = "flatten_geometry",
        .dtypes = flatten_using_names_dtypes,
        .cuda_dtypes = flatten_using_names_cuda_dtypes,
        .devices = flatten_using_names_devices,
        .rejects = {},
        .doc = "Self with the dimensions named start_dim to end_dim merged into one named out_dim.",
        .derivatives = flatten_using_names_derivatives,
    },
    {
        .name = "flatten.DimnameList",
        .base = "flatten",
        .overload = "DimnameList",
        .signature = "flatten.DimnameList(Tensor(a) self, Dimname[] dims, Dimname out_dim) -> Tensor(a)",
        .variants = flatten_DimnameList_variants,
        .promotion = {"custom", {}},
        .broadcast = {"none", {}},
        .inplace_cast = "none",
        .names = {"custom", {}},
        .names_action = "broadcast",
        .names_operand_is_list = false,
        .kernel_kind = "view",
        .kernel = "flatten_geometry",
        .dtypes = flatten_DimnameList_dtypes,
        .cuda_dtypes = flatten_DimnameList_cuda_dtypes,
        .devices = flatten_DimnameList_devices,
        .rejects = {},
        .doc = "Self with the consecutive dimensions named dims merged into one named out_dim.",
        .derivatives = flatten_DimnameList_derivatives,
    },
    {
        .name = "unflatten.int",
        .base = "unflatten",
        .overload = "int",
        .signature = "unflatten.int(Tensor(a) self, int dim, int[] sizes) -> Tensor(a)",
        .variants = unflatten_int_variants,
        .promotion = {"custom", {}},
        .broadcast = {"none", {}},
        .inplace_cast = "none",
        .names = {"custom", {}},
        .names_action = "broadcast",
        .names_operand_is_list = false,
        .kernel_kind = "view",
        .kernel = "unflatten_geometry",
        .dtypes = unflatten_int_dtypes,
        .cuda_dtypes = unflatten_int_cuda_dtypes,
        .devices = unflatten_int_devices,
        .rejects = {},
        .doc = "A view of self with dimension dim split into sizes (one may be -1, inferred); self must be unnamed.",
        .derivatives = unflatten_int_derivatives,
    },
    {
        .name = "unflatten.Dimname",
        .base = "unflatten",
        .overload = "Dimname",
        .signature = "unflatten.Dimname(Tensor(a) self, Dimname dim, int[] sizes, Dimname[] names) -> Tensor(a)",
        .variants = unflatten_Dimname_variants,
        .promotion = {"custom", {}},
        .broadcast = {"none", {}},
        .inplace_cast = "none",
        .names = {"custom", {}},
        .names_action = "broadcast",
        .names_operand_is_list = false,
        .kernel_kind = "view",
        .kernel = "unflatten_geometry",
        .dtypes = unflatten_Dimname_dtypes,
        .cuda_dtypes = unflatten_Dimname_cuda_dtypes,
        .devices = unflatten_Dimname_devices,
        .rejects = {},
        .doc = "A view of self with the dimension named dim split into sizes, the new dimensions named names.",
        .derivatives = unflatten_Dimname_derivatives,
    },
    {
        .name = "as_strided",
        .base = "as_strided",
        .overload = "",
        .signature = "as_strided(Tensor(a) self, int[] size, int[] stride, int? storage_offset=None) -> Tensor(a)",
        .variants = as_strided_variants,
        .promotion = {"custom", {}},
        .broadcast = {"none", {}},
        .inplace_cast = "none",
        .names = {"custom", {}},
        .names_action = "broadcast",
        .names_operand_is_list = false,
        .kernel_kind = "view",
        .kernel = "as_strided_geometry",
        .dtypes = as_strided_dtypes,
        .cuda_dtypes = as_strided_cuda_dtypes,
        .devices = as_strided_devices,
        .rejects = {},
        .doc = "A view of self's storage with the sizes, strides and storage offset given (self's offset when None); unnamed.",
        .derivatives = as_strided_derivatives,
    },
    {
        .name = "swapaxes",
        .base = "swapaxes",
        .overload = "",
        .signature = "swapaxes(Tensor(a) self, int axis0, int axis1) -> Tensor(a)",
        .variants = swapaxes_variants,
        .promotion = {"custom", {}},
        .broadcast = {"none", {}},
        .inplace_cast = "none",
        .names = {"permutes_dimensions", swapaxes_names_operands},
        .names_action = "broadcast",
        .names_operand_is_list = false,
        .kernel_kind = "view",
        .kernel = "transpose_geometry",
        .dtypes = swapaxes_dtypes,
        .cuda_dtypes = swapaxes_cuda_dtypes,
        .devices = swapaxes_devices,
        .rejects = {},
        .doc = "A view of self with dimensions axis0 and axis1 swapped (transpose).",
        .derivatives = swapaxes_derivatives,
    },
    {
        .name = "swapdims",
        .base = "swapdims",
        .overload = "",
        .signature = "swapdims(Tensor(a) self, int dim0, int dim1) -> Tensor(a)",
        .variants = swapdims_variants,
        .promotion = {"custom", {}},
        .broadcast = {"none", {}},
        .inplace_cast = "none",
        .names = {"permutes_dimensions", swapdims_names_operands},
        .names_action = "broadcast",
        .names_operand_is_list = false,
        .kernel_kind = "view",
        .kernel = "transpose_geometry",
        .dtypes = swapdims_dtypes,
        .cuda_dtypes = swapdims_cuda_dtypes,
        .devices = swapdims_devices,
        .rejects = {},
        .doc = "A view of self with dimensions dim0 and dim1 swapped (transpose).",
        .derivatives = swapdims_derivatives,
    },
    {
        .name = "movedim.intlist",
        .base = "movedim",
        .overload = "intlist",
        .signature = "movedim.intlist(Tensor(a) self, int[] source, int[] destination) -> Tensor(a)",
        .variants = movedim_intlist_variants,
        .promotion = {"custom", {}},
        .broadcast = {"none", {}},
        .inplace_cast = "none",
        .names = {"permutes_dimensions", movedim_intlist_names_operands},
        .names_action = "broadcast",
        .names_operand_is_list = false,
        .kernel_kind = "view",
        .kernel = "movedim_geometry",
        .dtypes = movedim_intlist_dtypes,
        .cuda_dtypes = movedim_intlist_cuda_dtypes,
        .devices = movedim_intlist_devices,
        .rejects = {},
        .doc = "A view of self with the dimensions source moved to the positions destination, the others in their order.",
        .derivatives = movedim_intlist_derivatives,
    },
    {
        .name = "movedim.int",
        .base = "movedim",
        .overload = "int",
        .signature = "movedim.int(Tensor(a) self, int source, int destination) -> Tensor(a)",
        .variants = movedim_int_variants,
        .promotion = {"custom", {}},
        .broadcast = {"none", {}},
        .inplace_cast = "none",
        .names = {"permutes_dimensions", movedim_int_names_operands},
        .names_action = "broadcast",
        .names_operand_is_list = false,
        .kernel_kind = "view",
        .kernel = "movedim_geometry",
        .dtypes = movedim_int_dtypes,
        .cuda_dtypes = movedim_int_cuda_dtypes,
        .devices = movedim_int_devices,
        .rejects = {},
        .doc = "A view of self with dimension source moved to position destination, the others in their order.",
        .derivatives = movedim_int_derivatives,
    },
    {
        .name = "moveaxis.intlist",
        .base = "moveaxis",
        .overload = "intlist",
        .signature = "moveaxis.intlist(Tensor(a) self, int[] source, int[] destination) -> Tensor(a)",
        .variants = moveaxis_intlist_variants,
        .promotion = {"custom", {}},
        .broadcast = {"none", {}},
        .inplace_cast = "none",
        .names = {"permutes_dimensions", moveaxis_intlist_names_operands},
        .names_action = "broadcast",
        .names_operand_is_list = false,
        .kernel_kind = "view",
        .kernel = "movedim_geometry",
        .dtypes = moveaxis_intlist_dtypes,
        .cuda_dtypes = moveaxis_intlist_cuda_dtypes,
        .devices = moveaxis_intlist_devices,
        .rejects = {},
        .doc = "movedim's other name (NumPy's).",
        .derivatives = moveaxis_intlist_derivatives,
    },
    {
        .name = "moveaxis.int",
        .base = "moveaxis",
        .overload = "int",
        .signature = "moveaxis.int(Tensor(a) self, int source, int destination) -> Tensor(a)",
        .variants = moveaxis_int_variants,
        .promotion = {"custom", {}},
        .broadcast = {"none", {}},
        .inplace_cast = "none",
        .names = {"permutes_dimensions", moveaxis_int_names_operands},
        .names_action = "broadcast",
        .names_operand_is_list = false,
        .kernel_kind = "view",
        .kernel = "movedim_geometry",
        .dtypes = moveaxis_int_dtypes,
        .cuda_dtypes = moveaxis_int_cuda_dtypes,
        .devices = moveaxis_int_devices,
        .rejects = {},
        .doc = "movedim's other name (NumPy's).",
        .derivatives = moveaxis_int_derivatives,
    },
    {
        .name = "diagonal",
        .base = "diagonal",
        .overload = "",
        .signature = "diagonal(Tensor(a) self, int offset=0, int dim1=0, int dim2=1) -> Tensor(a)",
        .variants = diagonal_variants,
        .promotion = {"custom", {}},
        .broadcast = {"none", {}},
        .inplace_cast = "none",
        .names = {"removes_dimensions", diagonal_names_operands},
        .names_action = "broadcast",
        .names_operand_is_list = false,
        .kernel_kind = "view",
        .kernel = "diagonal_geometry",
        .dtypes = diagonal_dtypes,
        .cuda_dtypes = diagonal_cuda_dtypes,
        .devices = diagonal_devices,
        .rejects = {},
        .doc = "A view of the diagonal of self along dim1 and dim2 (offset above the main one), as a new last dimension.",
        .derivatives = diagonal_derivatives,
    },
    {
        .name = "diagonal.Dimname",
        .base = "diagonal",
        .overload = "Dimname",
        .signature = "diagonal.Dimname(Tensor(a) self, *, Dimname outdim, Dimname dim1, Dimname dim2, int offset=0) -> Tensor(a)",
        .variants = diagonal_Dimname_variants,
        .promotion = {"custom", {}},
        .broadcast = {"none", {}},
        .inplace_cast = "none",
        .names = {"removes_dimensions", diagonal_Dimname_names_operands},
        .names_action = "broadcast",
        .names_operand_is_list = false,
        .kernel_kind = "view",
        .kernel = "diagonal_geometry",
        .dtypes = diagonal_Dimname_dtypes,
        .cuda_dtypes = diagonal_Dimname_cuda_dtypes,
        .devices = diagonal_Dimname_devices,
        .rejects = {},
        .doc = "A view of the diagonal of self along the dimensions named dim1 and dim2, as a new last dimension named outdim.",
        .derivatives = diagonal_Dimname_derivatives,
    },
    {
        .name = "unfold",
        .base = "unfold",
        .overload = "",
        .signature = "unfold(Tensor(a) self, int dimension, int size, int step) -> Tensor(a)",
        .variants = unfold_variants,
        .promotion = {"custom", {}},
        .broadcast = {"none", {}},
        .inplace_cast = "none",
        .names = {"none", {}},
        .names_action = "broadcast",
        .names_operand_is_list = false,
        .kernel_kind = "view",
        .kernel = "unfold_geometry",
        .dtypes = unfold_dtypes,
        .cuda_dtypes = unfold_cuda_dtypes,
        .devices = unfold_devices,
        .rejects = {},
        .doc = "A view of every slice of size elements along dimension, step apart, as a new last dimension.",
        .derivatives = unfold_derivatives,
    },
    {
        .name = "split.Tensor",
        .base = "split",
        .overload = "Tensor",
        .signature = "split.Tensor(Tensor(a -> *) self, int split_size, int dim=0) -> Tensor(a)[]",
        .variants = split_Tensor_variants,
        .promotion = {"custom", {}},
        .broadcast = {"none", {}},
        .inplace_cast = "none",
        .names = {"custom", {}},
        .names_action = "broadcast",
        .names_operand_is_list = false,
        .kernel_kind = "composite",
        .kernel = "split",
        .dtypes = split_Tensor_dtypes,
        .cuda_dtypes = split_Tensor_cuda_dtypes,
        .devices = split_Tensor_devices,
        .rejects = {},
        .doc = "Views of consecutive slices of split_size elements of self along dim (the last may be shorter).",
        .derivatives = split_Tensor_derivatives,
    },
    {
        .name = "split.sizes",
        .base = "split",
        .overload = "sizes",
        .signature = "split.sizes(Tensor(a -> *) self, int[] split_size, int dim=0) -> Tensor(a)[]",
        .variants = split_sizes_variants,
        .promotion = {"custom", {}},
        .broadcast = {"none", {}},
        .inplace_cast = "none",
        .names = {"custom", {}},
        .names_action = "broadcast",
        .names_operand_is_list = false,
        .kernel_kind = "composite",
        .kernel = "split_sizes",
        .dtypes = split_sizes_dtypes,
        .cuda_dtypes = split_sizes_cuda_dtypes,
        .devices = split_sizes_devices,
        .rejects = {},
        .doc = "Views of consecutive slices of self along dim, of the sizes split_size lists.",
        .derivatives = split_sizes_derivatives,
    },
    {
        .name = "split_with_sizes",
        .base = "split_with_sizes",
        .overload = "",
        .signature = "split_with_sizes(Tensor(a -> *) self, int[] split_sizes, int dim=0) -> Tensor(a)[]",
        .variants = split_with_sizes_variants,
        .promotion = {"custom", {}},
        .broadcast = {"none", {}},
        .inplace_cast = "none",
        .names = {"custom", {}},
        .names_action = "broadcast",
        .names_operand_is_list = false,
        .kernel_kind = "composite",
        .kernel = "split_with_sizes",
        .dtypes = split_with_sizes_dtypes,
        .cuda_dtypes = split_with_sizes_cuda_dtypes,
        .devices = split_with_sizes_devices,
        .rejects = {},
        .doc = "Views of consecutive slices of self along dim, of the sizes split_sizes lists.",
        .derivatives = split_with_sizes_derivatives,
    },
    {
        .name = "chunk",
        .base = "chunk",
        .overload = "",
        .signature = "chunk(Tensor(a -> *) self, int chunks, int dim=0) -> Tensor(a)[]",
        .variants = chunk_variants,
        .promotion = {"custom", {}},
        .broadcast = {"none", {}},
        .inplace_cast = "none",
        .names = {"custom", {}},
        .names_action = "broadcast",
        .names_operand_is_list = false,
        .kernel_kind = "composite",
        .kernel = "chunk",
        .dtypes = chunk_dtypes,
        .cuda_dtypes = chunk_cuda_dtypes,
        .devices = chunk_devices,
        .rejects = {},
        .doc = "At most chunks views of equal slices of self along dim (the last may be shorter), as split does.",
        .derivatives = chunk_derivatives,
    },
    {
        .name = "unbind.int",
        .base = "unbind",
        .overload = "int",
        .signature = "unbind.int(Tensor(a -> *) self, int dim=0) -> Tensor(a)[]",
        .variants = unbind_int_variants,
        .promotion = {"custom", {}},
        .broadcast = {"none", {}},
        .inplace_cast = "none",
        .names = {"custom", {}},
        .names_action = "broadcast",
        .names_operand_is_list = false,
        .kernel_kind = "composite",
        .kernel = "unbind",
        .dtypes = unbind_int_dtypes,
        .cuda_dtypes = unbind_int_cuda_dtypes,
        .devices = unbind_int_devices,
        .rejects = {},
        .doc = "A view of self at every index along dim, without that dimension.",
        .derivatives = unbind_int_derivatives,
    },
    {
        .name = "unbind.Dimname",
        .base = "unbind",
        .overload = "Dimname",
        .signature = "unbind.Dimname(Tensor(a -> *) self, Dimname dim) -> Tensor(a)[]",
        .variants = unbind_Dimname_variants,
        .promotion = {"custom", {}},
        .broadcast = {"none", {}},
        .inplace_cast = "none",
        .names = {"custom", {}},
        .names_action = "broadcast",
        .names_operand_is_list = false,
        .kernel_kind = "composite",
        .kernel = "unbind_dimname",
        .dtypes = unbind_Dimname_dtypes,
        .cuda_dtypes = unbind_Dimname_cuda_dtypes,
        .devices = unbind_Dimname_devices,
        .rejects = {},
        .doc = "A view of self at every index along the dimension named dim, without that dimension.",
        .derivatives = unbind_Dimname_derivatives,
    },
    {
        .name = "real",
        .base = "real",
        .overload = "",
        .signature = "real(Tensor(a) self) -> Tensor(a)",
        .variants = real_variants,
        .promotion = {"custom", {}},
        .broadcast = {"none", {}},
        .inplace_cast = "none",
        .names = {"keeps_input_names", real_names_operands},
        .names_action = "broadcast",
        .names_operand_is_list = false,
        .kernel_kind = "view",
        .kernel = "real_geometry",
        .dtypes = real_dtypes,
        .cuda_dtypes = real_cuda_dtypes,
        .devices = real_devices,
        .rejects = {},
        .doc = "A view of the real parts of complex self, in the matching real dtype; self itself when real.",
        .derivatives = real_derivatives,
    },
    {
        .name = "imag",
        .base = "imag",
        .overload = "",
        .signature = "imag(Tensor(a) self) -> Tensor(a)",
        .variants = imag_variants,
        .promotion = {"custom", {}},
        .broadcast = {"none", {}},
        .inplace_cast = "none",
        .names = {"keeps_input_names", imag_names_operands},
        .names_action = "broadcast",
        .names_operand_is_list = false,
        .kernel_kind = "view",
        .kernel = "imag_geometry",
        .dtypes = imag_dtypes,
        .cuda_dtypes = imag_cuda_dtypes,
        .devices = imag_devices,
        .rejects = {},
        .doc = "A view of the imaginary parts of complex self, in the matching real dtype; other dtypes are rejected.",
        .derivatives = imag_derivatives,
    },
    {
        .name = "detach",
        .base = "detach",
        .overload = "",
        .signature = "detach(Tensor(a) self) -> Tensor(a)",
        .variants = detach_variants,
        .promotion = {"custom", {}},
        .broadcast = {"none", {}},
        .inplace_cast = "none",
        .names = {"keeps_input_names", detach_names_operands},
        .names_action = "broadcast",
        .names_operand_is_list = false,
        .kernel_kind = "view",
        .kernel = "detach_geometry",
        .dtypes = detach_dtypes,
        .cuda_dtypes = detach_cuda_dtypes,
        .devices = detach_devices,
        .rejects = {},
        .doc = "A view of self without autograd history, which does not require grad.",
        .derivatives = detach_derivatives,
    },
    {
        .name = "rename",
        .base = "rename",
        .overload = "",
        .signature = "rename(Tensor(a) self, Dimname[]? names) -> Tensor(a)",
        .variants = rename_variants,
        .promotion = {"custom", {}},
        .broadcast = {"none", {}},
        .inplace_cast = "none",
        .names = {"custom", {}},
        .names_action = "broadcast",
        .names_operand_is_list = false,
        .kernel_kind = "view",
        .kernel = "rename_geometry",
        .dtypes = rename_dtypes,
        .cuda_dtypes = rename_cuda_dtypes,
        .devices = rename_devices,
        .rejects = {},
        .doc = "A view of self named names, positionally (\"...\" standing for the names of the dims the others do not reach); unnamed when names is None.",
        .derivatives = rename_derivatives,
    },
    {
        .name = "refine_names",
        .base = "refine_names",
        .overload = "",
        .signature = "refine_names(Tensor(a) self, Dimname[] names) -> Tensor(a)",
        .variants = refine_names_variants,
        .promotion = {"custom", {}},
        .broadcast = {"none", {}},
        .inplace_cast = "none",
        .names = {"custom", {}},
        .names_action = "broadcast",
        .names_operand_is_list = false,
        .kernel_kind = "view",
        .kernel = "refine_names_geometry",
        .dtypes = refine_names_dtypes,
        .cuda_dtypes = refine_names_cuda_dtypes,
        .devices = refine_names_devices,
        .rejects = {},
        .doc = "A view of self with its unnamed dims named by names (\"...\" standing for the dims the others do not reach); a named dim keeps its name.",
        .derivatives = refine_names_derivatives,
    },
    {
        .name = "align_to",
        .base = "align_to",
        .overload = "",
        .signature = "align_to(Tensor(a) self, Dimname[] names) -> Tensor(a)",
        .variants = align_to_variants,
        .promotion = {"custom", {}},
        .broadcast = {"none", {}},
        .inplace_cast = "none",
        .names = {"custom", {}},
        .names_action = "broadcast",
        .names_operand_is_list = false,
        .kernel_kind = "view",
        .kernel = "align_to_geometry",
        .dtypes = align_to_dtypes,
        .cuda_dtypes = align_to_cuda_dtypes,
        .devices = align_to_devices,
        .rejects = {},
        .doc = "A view of self with its dims permuted to the order names gives, a size-1 dim for each name self lacks (\"...\" standing for the dims names does not mention, in their order).",
        .derivatives = align_to_derivatives,
    },
    {
        .name = "align_to.ellipsis_idx",
        .base = "align_to",
        .overload = "ellipsis_idx",
        .signature = "align_to.ellipsis_idx(Tensor(a) self, Dimname[] order, int ellipsis_idx) -> Tensor(a)",
        .variants = align_to_ellipsis_idx_variants,
        .promotion = {"custom", {}},
        .broadcast = {"none", {}},
        .inplace_cast = "none",
        .names = {"custom", {}},
        .names_action = "broadcast",
        .names_operand_is_list = false,
        .kernel_kind = "view",
        .kernel = "align_to_geometry",
        .dtypes = align_to_ellipsis_idx_dtypes,
        .cuda_dtypes = align_to_ellipsis_idx_cuda_dtypes,
        .devices = align_to_ellipsis_idx_devices,
        .rejects = {},
        .doc = "align_to with the \"...\" at position ellipsis_idx of order (libtorch's form of Python's align_to(*names)).",
        .derivatives = align_to_ellipsis_idx_derivatives,
    },
    {
        .name = "align_as",
        .base = "align_as",
        .overload = "",
        .signature = "align_as(Tensor(a) self, Tensor other) -> Tensor(a)",
        .variants = align_as_variants,
        .promotion = {"custom", {}},
        .broadcast = {"none", {}},
        .inplace_cast = "none",
        .names = {"custom", {}},
        .names_action = "broadcast",
        .names_operand_is_list = false,
        .kernel_kind = "view",
        .kernel = "align_as_geometry",
        .dtypes = align_as_dtypes,
        .cuda_dtypes = align_as_cuda_dtypes,
        .devices = align_as_devices,
        .rejects = {},
        .doc = "A view of self aligned to the names of other (align_to(other.names)).",
        .derivatives = align_as_derivatives,
    },
    {
        .name = "to.dtype",
        .base = "to",
        .overload = "dtype",
        .signature = "to.dtype(Tensor(a) self, ScalarType dtype, bool non_blocking=False, bool copy=False, MemoryFormat? memory_format=None) -> Tensor(a)",
        .variants = to_dtype_variants,
        .promotion = {"custom", {}},
        .broadcast = {"none", {}},
        .inplace_cast = "none",
        .names = {"keeps_input_names", to_dtype_names_operands},
        .names_action = "broadcast",
        .names_operand_is_list = false,
        .kernel_kind = "composite",
        .kernel = "to_dtype",
        .dtypes = to_dtype_dtypes,
        .cuda_dtypes = to_dtype_cuda_dtypes,
        .devices = to_dtype_devices,
        .rejects = {},
        .doc = "Self's values in dtype.",
        .derivatives = to_dtype_derivatives,
    },
    {
        .name = "to.device",
        .base = "to",
        .overload = "device",
        .signature = "to.device(Tensor(a) self, Device device, ScalarType? dtype=None, bool non_blocking=False, bool copy=False, MemoryFormat? memory_format=None) -> Tensor(a)",
        .variants = to_device_variants,
        .promotion = {"custom", {}},
        .broadcast = {"none", {}},
        .inplace_cast = "none",
        .names = {"keeps_input_names", to_device_names_operands},
        .names_action = "broadcast",
        .names_operand_is_list = false,
        .kernel_kind = "composite",
        .kernel = "to_device",
        .dtypes = to_device_dtypes,
        .cuda_dtypes = to_device_cuda_dtypes,
        .devices = to_device_devices,
        .rejects = {},
        .doc = "Self's values on device, in dtype (self's when None).",
        .derivatives = to_device_derivatives,
    },
    {
        .name = "to.other",
        .base = "to",
        .overload = "other",
        .signature = "to.other(Tensor(a) self, Tensor other, bool non_blocking=False, bool copy=False, MemoryFormat? memory_format=None) -> Tensor(a)",
        .variants = to_other_variants,
        .promotion = {"custom", {}},
        .broadcast = {"none", {}},
        .inplace_cast = "none",
        .names = {"keeps_input_names", to_other_names_operands},
        .names_action = "broadcast",
        .names_operand_is_list = false,
        .kernel_kind = "composite",
        .kernel = "to_other",
        .dtypes = to_other_dtypes,
        .cuda_dtypes = to_other_cuda_dtypes,
        .devices = to_other_devices,
        .rejects = {},
        .doc = "Self's values in other's dtype, on other's device.",
        .derivatives = to_other_derivatives,
    },
    {
        .name = "type_as",
        .base = "type_as",
        .overload = "",
        .signature = "type_as(Tensor self, Tensor other) -> Tensor",
        .variants = type_as_variants,
        .promotion = {"custom", {}},
        .broadcast = {"none", {}},
        .inplace_cast = "none",
        .names = {"keeps_input_names", type_as_names_operands},
        .names_action = "broadcast",
        .names_operand_is_list = false,
        .kernel_kind = "composite",
        .kernel = "type_as",
        .dtypes = type_as_dtypes,
        .cuda_dtypes = type_as_cuda_dtypes,
        .devices = type_as_devices,
        .rejects = {},
        .doc = "Self's values in other's dtype, on other's device (to(other)).",
        .derivatives = type_as_derivatives,
    },
    {
        .name = "cpu",
        .base = "cpu",
        .overload = "",
        .signature = "cpu(Tensor(a) self, MemoryFormat? memory_format=None) -> Tensor(a)",
        .variants = cpu_variants,
        .promotion = {"custom", {}},
        .broadcast = {"none", {}},
        .inplace_cast = "none",
        .names = {"keeps_input_names", cpu_names_operands},
        .names_action = "broadcast",
        .names_operand_is_list = false,
        .kernel_kind = "composite",
        .kernel = "cpu",
        .dtypes = cpu_dtypes,
        .cuda_dtypes = cpu_cuda_dtypes,
        .devices = cpu_devices,
        .rejects = {},
        .doc = "Self's values on the CPU.",
        .derivatives = cpu_derivatives,
    },
    {
        .name = "cuda",
        .base = "cuda",
        .overload = "",
        .signature = "cuda(Tensor(a) self, Device? device=None, bool non_blocking=False, MemoryFormat? memory_format=None) -> Tensor(a)",
        .variants = cuda_variants,
        .promotion = {"custom", {}},
        .broadcast = {"none", {}},
        .inplace_cast = "none",
        .names = {"keeps_input_names", cuda_names_operands},
        .names_action = "broadcast",
        .names_operand_is_list = false,
        .kernel_kind = "composite",
        .kernel = "cuda",
        .dtypes = cuda_dtypes,
        .cuda_dtypes = cuda_cuda_dtypes,
        .devices = cuda_devices,
        .rejects = {},
        .doc = "Self's values on a CUDA device.",
        .derivatives = cuda_derivatives,
    },
    {
        .name = "double",
        .base = "double",
        .overload = "",
        .signature = "double(Tensor(a) self, MemoryFormat? memory_format=None) -> Tensor(a)",
        .variants = double_variants,
        .promotion = {"custom", {}},
        .broadcast = {"none", {}},
        .inplace_cast = "none",
        .names = {"keeps_input_names", double_names_operands},
        .names_action = "broadcast",
        .names_operand_is_list = false,
        .kernel_kind = "composite",
        .kernel = "to_double",
        .dtypes = double_dtypes,
        .cuda_dtypes = double_cuda_dtypes,
        .devices = double_devices,
        .rejects = {},
        .doc = "Self's values as float64 (to(float64)).",
        .derivatives = double_derivatives,
    },
    {
        .name = "float",
        .base = "float",
        .overload = "",
        .signature = "float(Tensor(a) self, MemoryFormat? memory_format=None) -> Tensor(a)",
        .variants = float_variants,
        .promotion = {"custom", {}},
        .broadcast = {"none", {}},
        .inplace_cast = "none",
        .names = {"keeps_input_names", float_names_operands},
        .names_action = "broadcast",
        .names_operand_is_list = false,
        .kernel_kind = "composite",
        .kernel = "to_float",
        .dtypes = float_dtypes,
        .cuda_dtypes = float_cuda_dtypes,
        .devices = float_devices,
        .rejects = {},
        .doc = "Self's values as float32 (to(float32)).",
        .derivatives = float_derivatives,
    },
    {
        .name = "half",
        .base = "half",
        .overload = "",
        .signature = "half(Tensor(a) self, MemoryFormat? memory_format=None) -> Tensor(a)",
        .variants = half_variants,
        .promotion = {"custom", {}},
        .broadcast = {"none", {}},
        .inplace_cast = "none",
        .names = {"keeps_input_names", half_names_operands},
        .names_action = "broadcast",
        .names_operand_is_list = false,
        .kernel_kind = "composite",
        .kernel = "to_half",
        .dtypes = half_dtypes,
        .cuda_dtypes = half_cuda_dtypes,
        .devices = half_devices,
        .rejects = {},
        .doc = "Self's values as float16 (to(float16)).",
        .derivatives = half_derivatives,
    },
    {
        .name = "bfloat16",
        .base = "bfloat16",
        .overload = "",
        .signature = "bfloat16(Tensor(a) self, MemoryFormat? memory_format=None) -> Tensor(a)",
        .variants = bfloat16_variants,
        .promotion = {"custom", {}},
        .broadcast = {"none", {}},
        .inplace_cast = "none",
        .names = {"keeps_input_names", bfloat16_names_operands},
        .names_action = "broadcast",
        .names_operand_is_list = false,
        .kernel_kind = "composite",
        .kernel = "to_bfloat16",
        .dtypes = bfloat16_dtypes,
        .cuda_dtypes = bfloat16_cuda_dtypes,
        .devices = bfloat16_devices,
        .rejects = {},
        .doc = "Self's values as bfloat16 (to(bfloat16)).",
        .derivatives = bfloat16_derivatives,
    },
    {
        .name = "bool",
        .base = "bool",
        .overload = "",
        .signature = "bool(Tensor(a) self, MemoryFormat? memory_format=None) -> Tensor(a)",
        .variants = bool_variants,
        .promotion = {"custom", {}},
        .broadcast = {"none", {}},
        .inplace_cast = "none",
        .names = {"keeps_input_names", bool_names_operands},
        .names_action = "broadcast",
        .names_operand_is_list = false,
        .kernel_kind = "composite",
        .kernel = "to_bool",
        .dtypes = bool_dtypes,
        .cuda_dtypes = bool_cuda_dtypes,
        .devices = bool_devices,
        .rejects = {},
        .doc = "Self's values as bool (to(bool)).",
        .derivatives = bool_derivatives,
    },
    {
        .name = "byte",
        .base = "byte",
        .overload = "",
        .signature = "byte(Tensor(a) self, MemoryFormat? memory_format=None) -> Tensor(a)",
        .variants = byte_variants,
        .promotion = {"custom", {}},
        .broadcast = {"none", {}},
        .inplace_cast = "none",
        .names = {"keeps_input_names", byte_names_operands},
        .names_action = "broadcast",
        .names_operand_is_list = false,
        .kernel_kind = "composite",
        .kernel = "to_byte",
        .dtypes = byte_dtypes,
        .cuda_dtypes = byte_cuda_dtypes,
        .devices = byte_devices,
        .rejects = {},
        .doc = "Self's values as uint8 (to(uint8)).",
        .derivatives = byte_derivatives,
    },
    {
        .name = "char",
        .base = "char",
        .overload = "",
        .signature = "char(Tensor(a) self, MemoryFormat? memory_format=None) -> Tensor(a)",
        .variants = char_variants,
        .promotion = {"custom", {}},
        .broadcast = {"none", {}},
        .inplace_cast = "none",
        .names = {"keeps_input_names", char_names_operands},
        .names_action = "broadcast",
        .names_operand_is_list = false,
        .kernel_kind = "composite",
        .kernel = "to_char",
        .dtypes = char_dtypes,
        .cuda_dtypes = char_cuda_dtypes,
        .devices = char_devices,
        .rejects = {},
        .doc = "Self's values as int8 (to(int8)).",
        .derivatives = char_derivatives,
    },
    {
        .name = "short",
        .base = "short",
        .overload = "",
        .signature = "short(Tensor(a) self, MemoryFormat? memory_format=None) -> Tensor(a)",
        .variants = short_variants,
        .promotion = {"custom", {}},
        .broadcast = {"none", {}},
        .inplace_cast = "none",
        .names = {"keeps_input_names", short_names_operands},
        .names_action = "broadcast",
        .names_operand_is_list = false,
        .kernel_kind = "composite",
        .kernel = "to_short",
        .dtypes = short_dtypes,
        .cuda_dtypes = short_cuda_dtypes,
        .devices = short_devices,
        .rejects = {},
        .doc = "Self's values as int16 (to(int16)).",
        .derivatives = short_derivatives,
    },
    {
        .name = "int",
        .base = "int",
        .overload = "",
        .signature = "int(Tensor(a) self, MemoryFormat? memory_format=None) -> Tensor(a)",
        .variants = int_variants,
        .promotion = {"custom", {}},
        .broadcast = {"none", {}},
        .inplace_cast = "none",
        .names = {"keeps_input_names", int_names_operands},
        .names_action = "broadcast",
        .names_operand_is_list = false,
        .kernel_kind = "composite",
        .kernel = "to_int",
        .dtypes = int_dtypes,
        .cuda_dtypes = int_cuda_dtypes,
        .devices = int_devices,
        .rejects = {},
        .doc = "Self's values as int32 (to(int32)).",
        .derivatives = int_derivatives,
    },
    {
        .name = "long",
        .base = "long",
        .overload = "",
        .signature = "long(Tensor(a) self, MemoryFormat? memory_format=None) -> Tensor(a)",
        .variants = long_variants,
        .promotion = {"custom", {}},
        .broadcast = {"none", {}},
        .inplace_cast = "none",
        .names = {"keeps_input_names", long_names_operands},
        .names_action = "broadcast",
        .names_operand_is_list = false,
        .kernel_kind = "composite",
        .kernel = "to_long",
        .dtypes = long_dtypes,
        .cuda_dtypes = long_cuda_dtypes,
        .devices = long_devices,
        .rejects = {},
        .doc = "Self's values as int64 (to(int64)).",
        .derivatives = long_derivatives,
    },
    {
        .name = "cat",
        .base = "cat",
        .overload = "",
        .signature = "cat(Tensor[] tensors, int dim=0) -> Tensor",
        .variants = cat_variants,
        .promotion = {"default", cat_promotion_operands},
        .broadcast = {"none", {}},
        .inplace_cast = "same_kind",
        .names = {"unifies_names_from_inputs", cat_names_operands},
        .names_action = "cat",
        .names_operand_is_list = true,
        .kernel_kind = "structured",
        .kernel = "meta cat_shape, kernel cat_kernel",
        .dtypes = cat_dtypes,
        .cuda_dtypes = cat_cuda_dtypes,
        .devices = cat_devices,
        .rejects = {},
        .doc = "The tensors joined along dim, in their promoted dtype. All but dim must match in size.",
        .derivatives = cat_derivatives,
    },
    {
        .name = "cat.names",
        .base = "cat",
        .overload = "names",
        .signature = "cat.names(Tensor[] tensors, Dimname dim) -> Tensor",
        .variants = cat_names_variants,
        .promotion = {"default", cat_names_promotion_operands},
        .broadcast = {"none", {}},
        .inplace_cast = "same_kind",
        .names = {"unifies_names_from_inputs", cat_names_names_operands},
        .names_action = "cat",
        .names_operand_is_list = true,
        .kernel_kind = "structured",
        .kernel = "meta cat_shape, kernel cat_kernel",
        .dtypes = cat_names_dtypes,
        .cuda_dtypes = cat_names_cuda_dtypes,
        .devices = cat_names_devices,
        .rejects = {},
        .doc = "The tensors joined along the dimension named dim.",
        .derivatives = cat_names_derivatives,
    },
    {
        .name = "empty.memory_format",
        .base = "empty",
        .overload = "memory_format",
        .signature = "empty.memory_format(int[] size, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None, MemoryFormat? memory_format=None) -> Tensor",
        .variants = empty_memory_format_variants,
        .promotion = {"custom", {}},
        .broadcast = {"none", {}},
        .inplace_cast = "out_dtype",
        .names = {"factory", {}},
        .names_action = "broadcast",
        .names_operand_is_list = false,
        .kernel_kind = "factory",
        .kernel = "none",
        .dtypes = empty_memory_format_dtypes,
        .cuda_dtypes = empty_memory_format_cuda_dtypes,
        .devices = empty_memory_format_devices,
        .rejects = {},
        .doc = "A tensor of the given size whose elements are not initialized (bool elements are False).",
        .derivatives = empty_memory_format_derivatives,
    },
    {
        .name = "empty.names",
        .base = "empty",
        .overload = "names",
        .signature = "empty.names(int[] size, *, Dimname[]? names, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None, MemoryFormat? memory_format=None) -> Tensor",
        .variants = empty_names_variants,
        .promotion = {"custom", {}},
        .broadcast = {"none", {}},
        .inplace_cast = "none",
        .names = {"factory", {}},
        .names_action = "broadcast",
        .names_operand_is_list = false,
        .kernel_kind = "factory",
        .kernel = "none",
        .dtypes = empty_names_dtypes,
        .cuda_dtypes = empty_names_cuda_dtypes,
        .devices = empty_names_devices,
        .rejects = {},
        .doc = "A tensor of the given size whose elements are not initialized, with dimension names.",
        .derivatives = empty_names_derivatives,
    },
    {
        .name = "empty_strided",
        .base = "empty_strided",
        .overload = "",
        .signature = "empty_strided(int[] size, int[] stride, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor",
        .variants = empty_strided_variants,
        .promotion = {"custom", {}},
        .broadcast = {"none", {}},
        .inplace_cast = "none",
        .names = {"factory", {}},
        .names_action = "broadcast",
        .names_operand_is_list = false,
        .kernel_kind = "factory",
        .kernel = "none",
        .dtypes = empty_strided_dtypes,
        .cuda_dtypes = empty_strided_cuda_dtypes,
        .devices = empty_strided_devices,
        .rejects = {},
        .doc = "A tensor of the given size and strides whose elements are not initialized.",
        .derivatives = empty_strided_derivatives,
    },
    {
        .name = "zeros",
        .base = "zeros",
        .overload = "",
        .signature = "zeros(int[] size, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor",
        .variants = zeros_variants,
        .promotion = {"custom", {}},
        .broadcast = {"none", {}},
        .inplace_cast = "out_dtype",
        .names = {"factory", {}},
        .names_action = "broadcast",
        .names_operand_is_list = false,
        .kernel_kind = "factory",
        .kernel = "zeros",
        .dtypes = zeros_dtypes,
        .cuda_dtypes = zeros_cuda_dtypes,
        .devices = zeros_devices,
        .rejects = {},
        .doc = "A tensor of the given size filled with zeros.",
        .derivatives = zeros_derivatives,
    },
    {
        .name = "zeros.names",
        .base = "zeros",
        .overload = "names",
        .signature = "zeros.names(int[] size, *, Dimname[]? names, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor",
        .variants = zeros_names_variants,
        .promotion = {"custom", {}},
        .broadcast = {"none", {}},
        .inplace_cast = "none",
        .names = {"factory", {}},
        .names_action = "broadcast",
        .names_operand_is_list = false,
        .kernel_kind = "factory",
        .kernel = "zeros",
        .dtypes = zeros_names_dtypes,
        .cuda_dtypes = zeros_names_cuda_dtypes,
        .devices = zeros_names_devices,
        .rejects = {},
        .doc = "A tensor of the given size filled with zeros, with dimension names.",
        .derivatives = zeros_names_derivatives,
    },
    {
        .name = "ones",
        .base = "ones",
        .overload = "",
        .signature = "ones(int[] size, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor",
        .variants = ones_variants,
        .promotion = {"custom", {}},
        .broadcast = {"none", {}},
        .inplace_cast = "out_dtype",
        .names = {"factory", {}},
        .names_action = "broadcast",
        .names_operand_is_list = false,
        .kernel_kind = "factory",
        .kernel = "ones",
        .dtypes = ones_dtypes,
        .cuda_dtypes = ones_cuda_dtypes,
        .devices = ones_devices,
        .rejects = {},
        .doc = "A tensor of the given size filled with ones.",
        .derivatives = ones_derivatives,
    },
    {
        .name = "ones.names",
        .base = "ones",
        .overload = "names",
        .signature = "ones.names(int[] size, *, Dimname[]? names, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor",
        .variants = ones_names_variants,
        .promotion = {"custom", {}},
        .broadcast = {"none", {}},
        .inplace_cast = "none",
        .names = {"factory", {}},
        .names_action = "broadcast",
        .names_operand_is_list = false,
        .kernel_kind = "factory",
        .kernel = "ones",
        .dtypes = ones_names_dtypes,
        .cuda_dtypes = ones_names_cuda_dtypes,
        .devices = ones_names_devices,
        .rejects = {},
        .doc = "A tensor of the given size filled with ones, with dimension names.",
        .derivatives = ones_names_derivatives,
    },
    {
        .name = "full",
        .base = "full",
        .overload = "",
        .signature = "full(int[] size, Scalar fill_value, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor",
        .variants = full_variants,
        .promotion = {"custom", {}},
        .broadcast = {"none", {}},
        .inplace_cast = "out_dtype",
        .names = {"factory", {}},
        .names_action = "broadcast",
        .names_operand_is_list = false,
        .kernel_kind = "factory",
        .kernel = "full",
        .dtypes = full_dtypes,
        .cuda_dtypes = full_cuda_dtypes,
        .devices = full_devices,
        .rejects = {},
        .doc = "A tensor of the given size filled with fill_value, of its kind's dtype unless dtype is given.",
        .derivatives = full_derivatives,
    },
    {
        .name = "full.names",
        .base = "full",
        .overload = "names",
        .signature = "full.names(int[] size, Scalar fill_value, *, Dimname[]? names, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor",
        .variants = full_names_variants,
        .promotion = {"custom", {}},
        .broadcast = {"none", {}},
        .inplace_cast = "none",
        .names = {"factory", {}},
        .names_action = "broadcast",
        .names_operand_is_list = false,
        .kernel_kind = "factory",
        .kernel = "full",
        .dtypes = full_names_dtypes,
        .cuda_dtypes = full_names_cuda_dtypes,
        .devices = full_names_devices,
        .rejects = {},
        .doc = "A tensor of the given size filled with fill_value, with dimension names.",
        .derivatives = full_names_derivatives,
    },
    {
        .name = "arange",
        .base = "arange",
        .overload = "",
        .signature = "arange(Scalar end, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor",
        .variants = arange_variants,
        .promotion = {"custom", {}},
        .broadcast = {"none", {}},
        .inplace_cast = "out_dtype",
        .names = {"factory", {}},
        .names_action = "broadcast",
        .names_operand_is_list = false,
        .kernel_kind = "factory",
        .kernel = "arange",
        .dtypes = arange_dtypes,
        .cuda_dtypes = arange_cuda_dtypes,
        .devices = arange_devices,
        .rejects = {},
        .doc = "The numbers 0, 1, ... below end.",
        .derivatives = arange_derivatives,
    },
    {
        .name = "arange.start",
        .base = "arange",
        .overload = "start",
        .signature = "arange.start(Scalar start, Scalar end, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor",
        .variants = arange_start_variants,
        .promotion = {"custom", {}},
        .broadcast = {"none", {}},
        .inplace_cast = "none",
        .names = {"factory", {}},
        .names_action = "broadcast",
        .names_operand_is_list = false,
        .kernel_kind = "factory",
        .kernel = "arange",
        .dtypes = arange_start_dtypes,
        .cuda_dtypes = arange_start_cuda_dtypes,
        .devices = arange_start_devices,
        .rejects = {},
        .doc = "The numbers start, start + 1, ... below end.",
        .derivatives = arange_start_derivatives,
    },
    {
        .name = "arange.start_step",
        .base = "arange",
        .overload = "start_step",
        .signature = "arange.start_step(Scalar start, Scalar end, Scalar step=1, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor",
        .variants = arange_start_step_variants,
        .promotion = {"custom", {}},
        .broadcast = {"none", {}},
        .inplace_cast = "out_dtype",
        .names = {"factory", {}},
        .names_action = "broadcast",
        .names_operand_is_list = false,
        .kernel_kind = "factory",
        .kernel = "arange",
        .dtypes = arange_start_step_dtypes,
        .cuda_dtypes = arange_start_step_cuda_dtypes,
        .devices = arange_start_step_devices,
        .rejects = {},
        .doc = "The numbers start, start + step, ... short of end.",
        .derivatives = arange_start_step_derivatives,
    },
    {
        .name = "linspace",
        .base = "linspace",
        .overload = "",
        .signature = "linspace(Scalar start, Scalar end, int steps, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor",
        .variants = linspace_variants,
        .promotion = {"custom", {}},
        .broadcast = {"none", {}},
        .inplace_cast = "out_dtype",
        .names = {"factory", {}},
        .names_action = "broadcast",
        .names_operand_is_list = false,
        .kernel_kind = "factory",
        .kernel = "linspace",
        .dtypes = linspace_dtypes,
        .cuda_dtypes = linspace_cuda_dtypes,
        .devices = linspace_devices,
        .rejects = {},
        .doc = "steps numbers evenly spaced from start to end, both included.",
        .derivatives = linspace_derivatives,
    },
    {
        .name = "eye",
        .base = "eye",
        .overload = "",
        .signature = "eye(int n, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor",
        .variants = eye_variants,
        .promotion = {"custom", {}},
        .broadcast = {"none", {}},
        .inplace_cast = "out_dtype",
        .names = {"factory", {}},
        .names_action = "broadcast",
        .names_operand_is_list = false,
        .kernel_kind = "factory",
        .kernel = "eye",
        .dtypes = eye_dtypes,
        .cuda_dtypes = eye_cuda_dtypes,
        .devices = eye_devices,
        .rejects = {},
        .doc = "The n x n identity matrix.",
        .derivatives = eye_derivatives,
    },
    {
        .name = "eye.m",
        .base = "eye",
        .overload = "m",
        .signature = "eye.m(int n, int m, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor",
        .variants = eye_m_variants,
        .promotion = {"custom", {}},
        .broadcast = {"none", {}},
        .inplace_cast = "out_dtype",
        .names = {"factory", {}},
        .names_action = "broadcast",
        .names_operand_is_list = false,
        .kernel_kind = "factory",
        .kernel = "eye",
        .dtypes = eye_m_dtypes,
        .cuda_dtypes = eye_m_cuda_dtypes,
        .devices = eye_m_devices,
        .rejects = {},
        .doc = "The n x m matrix with ones on its diagonal and zeros elsewhere.",
        .derivatives = eye_m_derivatives,
    },
    {
        .name = "tensor",
        .base = "tensor",
        .overload = "",
        .signature = "tensor(NestedList data, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor",
        .variants = tensor_variants,
        .promotion = {"custom", {}},
        .broadcast = {"none", {}},
        .inplace_cast = "none",
        .names = {"factory", {}},
        .names_action = "broadcast",
        .names_operand_is_list = false,
        .kernel_kind = "factory",
        .kernel = "tensor",
        .dtypes = tensor_dtypes,
        .cuda_dtypes = tensor_cuda_dtypes,
        .devices = tensor_devices,
        .rejects = {},
        .doc = "A tensor of the numbers of data, shaped as its lists nest.",
        .derivatives = tensor_derivatives,
    },
    {
        .name = "tensor.names",
        .base = "tensor",
        .overload = "names",
        .signature = "tensor.names(NestedList data, *, Dimname[]? names, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor",
        .variants = tensor_names_variants,
        .promotion = {"custom", {}},
        .broadcast = {"none", {}},
        .inplace_cast = "none",
        .names = {"factory", {}},
        .names_action = "broadcast",
        .names_operand_is_list = false,
        .kernel_kind = "factory",
        .kernel = "tensor",
        .dtypes = tensor_names_dtypes,
        .cuda_dtypes = tensor_names_cuda_dtypes,
        .devices = tensor_names_devices,
        .rejects = {},
        .doc = "A tensor of the numbers of data, shaped as its lists nest, with dimension names.",
        .derivatives = tensor_names_derivatives,
    },
    {
        .name = "empty_like",
        .base = "empty_like",
        .overload = "",
        .signature = "empty_like(Tensor self, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None, MemoryFormat? memory_format=None) -> Tensor",
        .variants = empty_like_variants,
        .promotion = {"custom", {}},
        .broadcast = {"none", {}},
        .inplace_cast = "none",
        .names = {"factory", {}},
        .names_action = "broadcast",
        .names_operand_is_list = false,
        .kernel_kind = "factory",
        .kernel = "none",
        .dtypes = empty_like_dtypes,
        .cuda_dtypes = empty_like_cuda_dtypes,
        .devices = empty_like_devices,
        .rejects = {},
        .doc = "A tensor like self (its sizes, dtype, device and names unless told otherwise) whose elements are not initialized.",
        .derivatives = empty_like_derivatives,
    },
    {
        .name = "zeros_like",
        .base = "zeros_like",
        .overload = "",
        .signature = "zeros_like(Tensor self, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None, MemoryFormat? memory_format=None) -> Tensor",
        .variants = zeros_like_variants,
        .promotion = {"custom", {}},
        .broadcast = {"none", {}},
        .inplace_cast = "none",
        .names = {"factory", {}},
        .names_action = "broadcast",
        .names_operand_is_list = false,
        .kernel_kind = "factory",
        .kernel = "zeros",
        .dtypes = zeros_like_dtypes,
        .cuda_dtypes = zeros_like_cuda_dtypes,
        .devices = zeros_like_devices,
        .rejects = {},
        .doc = "A tensor like self filled with zeros.",
        .derivatives = zeros_like_derivatives,
    },
    {
        .name = "ones_like",
        .base = "ones_like",
        .overload = "",
        .signature = "ones_like(Tensor self, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None, MemoryFormat? memory_format=None) -> Tensor",
        .variants = ones_like_variants,
        .promotion = {"custom", {}},
        .broadcast = {"none", {}},
        .inplace_cast = "none",
        .names = {"factory", {}},
        .names_action = "broadcast",
        .names_operand_is_list = false,
        .kernel_kind = "factory",
        .kernel = "ones",
        .dtypes = ones_like_dtypes,
        .cuda_dtypes = ones_like_cuda_dtypes,
        .devices = ones_like_devices,
        .rejects = {},
        .doc = "A tensor like self filled with ones.",
        .derivatives = ones_like_derivatives,
    },
    {
        .name = "full_like",
        .base = "full_like",
        .overload = "",
        .signature = "full_like(Tensor self, Scalar fill_value, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None, MemoryFormat? memory_format=None) -> Tensor",
        .variants = full_like_variants,
        .promotion = {"custom", {}},
        .broadcast = {"none", {}},
        .inplace_cast = "none",
        .names = {"factory", {}},
        .names_action = "broadcast",
        .names_operand_is_list = false,
        .kernel_kind = "factory",
        .kernel = "full",
        .dtypes = full_like_dtypes,
        .cuda_dtypes = full_like_cuda_dtypes,
        .devices = full_like_devices,
        .rejects = {},
        .doc = "A tensor like self filled with fill_value, converted to its dtype.",
        .derivatives = full_like_derivatives,
    },
    {
        .name = "uniform",
        .base = "uniform",
        .overload = "",
        .signature = "uniform(Tensor self, float from=0, float to=1, *, Generator? generator=None) -> Tensor",
        .variants = uniform_variants,
        .promotion = {"custom", {}},
        .broadcast = {"none", {}},
        .inplace_cast = "none",
        .names = {"keeps_input_names", uniform_names_operands},
        .names_action = "broadcast",
        .names_operand_is_list = false,
        .kernel_kind = "sampler",
        .kernel = "uniform",
        .dtypes = uniform_dtypes,
        .cuda_dtypes = uniform_cuda_dtypes,
        .devices = uniform_devices,
        .rejects = {},
        .doc = "Fills self with samples of the uniform distribution on [from, to).",
        .derivatives = uniform_derivatives,
    },
    {
        .name = "normal",
        .base = "normal",
        .overload = "",
        .signature = "normal(Tensor self, float mean=0, float std=1, *, Generator? generator=None) -> Tensor",
        .variants = normal_variants,
        .promotion = {"custom", {}},
        .broadcast = {"none", {}},
        .inplace_cast = "none",
        .names = {"keeps_input_names", normal_names_operands},
        .names_action = "broadcast",
        .names_operand_is_list = false,
        .kernel_kind = "sampler",
        .kernel = "normal",
        .dtypes = normal_dtypes,
        .cuda_dtypes = normal_cuda_dtypes,
        .devices = normal_devices,
        .rejects = {},
        .doc = "Fills self with samples of the normal distribution of mean and std (each part of a complex element std / sqrt(2)).",
        .derivatives = normal_derivatives,
    },
    {
        .name = "normal.Tensor_Tensor",
        .base = "normal",
        .overload = "Tensor_Tensor",
        .signature = "normal.Tensor_Tensor(Tensor mean, Tensor std, *, Generator? generator=None) -> Tensor",
        .variants = normal_Tensor_Tensor_variants,
        .promotion = {"custom", {}},
        .broadcast = {"none", {}},
        .inplace_cast = "unsafe",
        .names = {"unifies_names_from_inputs", normal_Tensor_Tensor_names_operands},
        .names_action = "broadcast",
        .names_operand_is_list = false,
        .kernel_kind = "composite",
        .kernel = "normal_tensor_tensor",
        .dtypes = normal_Tensor_Tensor_dtypes,
        .cuda_dtypes = normal_Tensor_Tensor_cuda_dtypes,
        .devices = normal_Tensor_Tensor_devices,
        .rejects = {},
        .doc = "Samples of the normal distributions of the elements of mean and std, broadcast.",
        .derivatives = normal_Tensor_Tensor_derivatives,
    },
    {
        .name = "normal.Tensor_float",
        .base = "normal",
        .overload = "Tensor_float",
        .signature = "normal.Tensor_float(Tensor mean, float std=1, *, Generator? generator=None) -> Tensor",
        .variants = normal_Tensor_float_variants,
        .promotion = {"custom", {}},
        .broadcast = {"none", {}},
        .inplace_cast = "unsafe",
        .names = {"keeps_input_names", normal_Tensor_float_names_operands},
        .names_action = "broadcast",
        .names_operand_is_list = false,
        .kernel_kind = "composite",
        .kernel = "normal_tensor_float",
        .dtypes = normal_Tensor_float_dtypes,
        .cuda_dtypes = normal_Tensor_float_cuda_dtypes,
        .devices = normal_Tensor_float_devices,
        .rejects = {},
        .doc = "Samples of the normal distributions of the elements of mean, each of standard deviation std.",
        .derivatives = normal_Tensor_float_derivatives,
    },
    {
        .name = "normal.float_Tensor",
        .base = "normal",
        .overload = "float_Tensor",
        .signature = "normal.float_Tensor(float mean, Tensor std, *, Generator? generator=None) -> Tensor",
        .variants = normal_float_Tensor_variants,
        .promotion = {"custom", {}},
        .broadcast = {"none", {}},
        .inplace_cast = "unsafe",
        .names = {"keeps_input_names", normal_float_Tensor_names_operands},
        .names_action = "broadcast",
        .names_operand_is_list = false,
        .kernel_kind = "composite",
        .kernel = "normal_float_tensor",
        .dtypes = normal_float_Tensor_dtypes,
        .cuda_dtypes = normal_float_Tensor_cuda_dtypes,
        .devices = normal_float_Tensor_devices,
        .rejects = {},
        .doc = "Samples of the normal distributions of mean and the elements of std.",
        .derivatives = normal_float_Tensor_derivatives,
    },
    {
        .name = "normal.float_float",
        .base = "normal",
        .overload = "float_float",
        .signature = "normal.float_float(float mean, float std, int[] size, *, Generator? generator=None, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor",
        .variants = normal_float_float_variants,
        .promotion = {"custom", {}},
        .broadcast = {"none", {}},
        .inplace_cast = "out_dtype",
        .names = {"factory", {}},
        .names_action = "broadcast",
        .names_operand_is_list = false,
        .kernel_kind = "factory",
        .kernel = "normal_float_float",
        .dtypes = normal_float_float_dtypes,
        .cuda_dtypes = normal_float_float_cuda_dtypes,
        .devices = normal_float_float_devices,
        .rejects = {},
        .doc = "A tensor of the given size filled with samples of the normal distribution of mean and std.",
        .derivatives = normal_float_float_derivatives,
    },
    {
        .name = "exponential",
        .base = "exponential",
        .overload = "",
        .signature = "exponential(Tensor self, float lambd=1, *, Generator? generator=None) -> Tensor",
        .variants = exponential_variants,
        .promotion = {"custom", {}},
        .broadcast = {"none", {}},
        .inplace_cast = "none",
        .names = {"keeps_input_names", exponential_names_operands},
        .names_action = "broadcast",
        .names_operand_is_list = false,
        .kernel_kind = "sampler",
        .kernel = "exponential",
        .dtypes = exponential_dtypes,
        .cuda_dtypes = exponential_cuda_dtypes,
        .devices = exponential_devices,
        .rejects = {},
        .doc = "Fills self with samples of the exponential distribution of rate lambd.",
        .derivatives = exponential_derivatives,
    },
    {
        .name = "cauchy",
        .base = "cauchy",
        .overload = "",
        .signature = "cauchy(Tensor self, float median=0, float sigma=1, *, Generator? generator=None) -> Tensor",
        .variants = cauchy_variants,
        .promotion = {"custom", {}},
        .broadcast = {"none", {}},
        .inplace_cast = "none",
        .names = {"keeps_input_names", cauchy_names_operands},
        .names_action = "broadcast",
        .names_operand_is_list = false,
        .kernel_kind = "sampler",
        .kernel = "cauchy",
        .dtypes = cauchy_dtypes,
        .cuda_dtypes = cauchy_cuda_dtypes,
        .devices = cauchy_devices,
        .rejects = {},
        .doc = "Fills self with samples of the Cauchy distribution of median and scale sigma.",
        .derivatives = cauchy_derivatives,
    },
    {
        .name = "log_normal",
        .base = "log_normal",
        .overload = "",
        .signature = "log_normal(Tensor self, float mean=1, float std=2, *, Generator? generator=None) -> Tensor",
        .variants = log_normal_variants,
        .promotion = {"custom", {}},
        .broadcast = {"none", {}},
        .inplace_cast = "none",
        .names = {"keeps_input_names", log_normal_names_operands},
        .names_action = "broadcast",
        .names_operand_is_list = false,
        .kernel_kind = "sampler",
        .kernel = "log_normal",
        .dtypes = log_normal_dtypes,
        .cuda_dtypes = log_normal_cuda_dtypes,
        .devices = log_normal_devices,
        .rejects = {},
        .doc = "Fills self with exp of samples of the normal distribution of mean and std.",
        .derivatives = log_normal_derivatives,
    },
    {
        .name = "geometric",
        .base = "geometric",
        .overload = "",
        .signature = "geometric(Tensor self, float p, *, Generator? generator=None) -> Tensor",
        .variants = geometric_variants,
        .promotion = {"custom", {}},
        .broadcast = {"none", {}},
        .inplace_cast = "none",
        .names = {"keeps_input_names", geometric_names_operands},
        .names_action = "broadcast",
        .names_operand_is_list = false,
        .kernel_kind = "sampler",
        .kernel = "geometric",
        .dtypes = geometric_dtypes,
        .cuda_dtypes = geometric_cuda_dtypes,
        .devices = geometric_devices,
        .rejects = {},
        .doc = "Fills self with the number of Bernoulli trials of success probability p to the first success.",
        .derivatives = geometric_derivatives,
    },
    {
        .name = "bernoulli.float",
        .base = "bernoulli",
        .overload = "float",
        .signature = "bernoulli.float(Tensor self, float p=0.5, *, Generator? generator=None) -> Tensor",
        .variants = bernoulli_float_variants,
        .promotion = {"custom", {}},
        .broadcast = {"none", {}},
        .inplace_cast = "none",
        .names = {"keeps_input_names", bernoulli_float_names_operands},
        .names_action = "broadcast",
        .names_operand_is_list = false,
        .kernel_kind = "sampler",
        .kernel = "bernoulli",
        .dtypes = bernoulli_float_dtypes,
        .cuda_dtypes = bernoulli_float_cuda_dtypes,
        .devices = bernoulli_float_devices,
        .rejects = {},
        .doc = "Fills self with 1 with probability p and 0 otherwise.",
        .derivatives = bernoulli_float_derivatives,
    },
    {
        .name = "bernoulli.Tensor",
        .base = "bernoulli",
        .overload = "Tensor",
        .signature = "bernoulli.Tensor(Tensor self, Tensor p, *, Generator? generator=None) -> Tensor",
        .variants = bernoulli_Tensor_variants,
        .promotion = {"custom", {}},
        .broadcast = {"none", {}},
        .inplace_cast = "exact",
        .names = {"keeps_input_names", bernoulli_Tensor_names_operands},
        .names_action = "broadcast",
        .names_operand_is_list = false,
        .kernel_kind = "composite",
        .kernel = "bernoulli_tensor",
        .dtypes = bernoulli_Tensor_dtypes,
        .cuda_dtypes = bernoulli_Tensor_cuda_dtypes,
        .devices = bernoulli_Tensor_devices,
        .rejects = bernoulli_Tensor_rejects,
        .doc = "Fills self with 1 with probability p (broadcast to self) and 0 otherwise.",
        .derivatives = bernoulli_Tensor_derivatives,
    },
    {
        .name = "bernoulli",
        .base = "bernoulli",
        .overload = "",
        .signature = "bernoulli(Tensor self, *, Generator? generator=None) -> Tensor",
        .variants = bernoulli_variants,
        .promotion = {"custom", {}},
        .broadcast = {"none", {}},
        .inplace_cast = "unsafe",
        .names = {"keeps_input_names", bernoulli_names_operands},
        .names_action = "broadcast",
        .names_operand_is_list = false,
        .kernel_kind = "composite",
        .kernel = "bernoulli",
        .dtypes = bernoulli_dtypes,
        .cuda_dtypes = bernoulli_cuda_dtypes,
        .devices = bernoulli_devices,
        .rejects = {},
        .doc = "1 with probability self and 0 otherwise, in self's dtype (out='s where given).",
        .derivatives = bernoulli_derivatives,
    },
    {
        .name = "bernoulli.p",
        .base = "bernoulli",
        .overload = "p",
        .signature = "bernoulli.p(Tensor self, float p, *, Generator? generator=None) -> Tensor",
        .variants = bernoulli_p_variants,
        .promotion = {"custom", {}},
        .broadcast = {"none", {}},
        .inplace_cast = "none",
        .names = {"keeps_input_names", bernoulli_p_names_operands},
        .names_action = "broadcast",
        .names_operand_is_list = false,
        .kernel_kind = "composite",
        .kernel = "bernoulli_p",
        .dtypes = bernoulli_p_dtypes,
        .cuda_dtypes = bernoulli_p_cuda_dtypes,
        .devices = bernoulli_p_devices,
        .rejects = {},
        .doc = "1 with probability p and 0 otherwise, in a tensor like self.",
        .derivatives = bernoulli_p_derivatives,
    },
    {
        .name = "multinomial",
        .base = "multinomial",
        .overload = "",
        .signature = "multinomial(Tensor self, int num_samples, bool replacement=False, *, Generator? generator=None) -> Tensor",
        .variants = multinomial_variants,
        .promotion = {"custom", {}},
        .broadcast = {"none", {}},
        .inplace_cast = "exact",
        .names = {"none", {}},
        .names_action = "broadcast",
        .names_operand_is_list = false,
        .kernel_kind = "composite",
        .kernel = "multinomial",
        .dtypes = multinomial_dtypes,
        .cuda_dtypes = multinomial_cuda_dtypes,
        .devices = multinomial_devices,
        .rejects = multinomial_rejects,
        .doc = "For each row of self (1-D or 2-D, non-negative weights), num_samples category indices drawn with probabilities proportional to the weights, with or without replacement.",
        .derivatives = multinomial_derivatives,
    },
    {
        .name = "random",
        .base = "random",
        .overload = "",
        .signature = "random(Tensor self, *, Generator? generator=None) -> Tensor",
        .variants = random_variants,
        .promotion = {"custom", {}},
        .broadcast = {"none", {}},
        .inplace_cast = "none",
        .names = {"keeps_input_names", random_names_operands},
        .names_action = "broadcast",
        .names_operand_is_list = false,
        .kernel_kind = "sampler",
        .kernel = "random",
        .dtypes = random_dtypes,
        .cuda_dtypes = random_cuda_dtypes,
        .devices = random_devices,
        .rejects = {},
        .doc = "Fills self with integers drawn uniformly from those the dtype holds exactly (up to 2^mantissa for a floating dtype).",
        .derivatives = random_derivatives,
    },
    {
        .name = "random.from",
        .base = "random",
        .overload = "from",
        .signature = "random.from(Tensor self, int from, int? to, *, Generator? generator=None) -> Tensor",
        .variants = random_from_variants,
        .promotion = {"custom", {}},
        .broadcast = {"none", {}},
        .inplace_cast = "none",
        .names = {"keeps_input_names", random_from_names_operands},
        .names_action = "broadcast",
        .names_operand_is_list = false,
        .kernel_kind = "sampler",
        .kernel = "random_from",
        .dtypes = random_from_dtypes,
        .cuda_dtypes = random_from_cuda_dtypes,
        .devices = random_from_devices,
        .rejects = {},
        .doc = "Fills self with integers drawn uniformly from [from, to), or from from to the dtype's largest when to is None.",
        .derivatives = random_from_derivatives,
    },
    {
        .name = "random.to",
        .base = "random",
        .overload = "to",
        .signature = "random.to(Tensor self, int to, *, Generator? generator=None) -> Tensor",
        .variants = random_to_variants,
        .promotion = {"custom", {}},
        .broadcast = {"none", {}},
        .inplace_cast = "none",
        .names = {"keeps_input_names", random_to_names_operands},
        .names_action = "broadcast",
        .names_operand_is_list = false,
        .kernel_kind = "sampler",
        .kernel = "random_to",
        .dtypes = random_to_dtypes,
        .cuda_dtypes = random_to_cuda_dtypes,
        .devices = random_to_devices,
        .rejects = {},
        .doc = "Fills self with integers drawn uniformly from [0, to).",
        .derivatives = random_to_derivatives,
    },
    {
        .name = "rand",
        .base = "rand",
        .overload = "",
        .signature = "rand(int[] size, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor",
        .variants = rand_variants,
        .promotion = {"custom", {}},
        .broadcast = {"none", {}},
        .inplace_cast = "out_dtype",
        .names = {"factory", {}},
        .names_action = "broadcast",
        .names_operand_is_list = false,
        .kernel_kind = "factory",
        .kernel = "rand",
        .dtypes = rand_dtypes,
        .cuda_dtypes = rand_cuda_dtypes,
        .devices = rand_devices,
        .rejects = {},
        .doc = "A tensor of the given size filled with samples of the uniform distribution on [0, 1).",
        .derivatives = rand_derivatives,
    },
    {
        .name = "rand.generator",
        .base = "rand",
        .overload = "generator",
        .signature = "rand.generator(int[] size, *, Generator? generator, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor",
        .variants = rand_generator_variants,
        .promotion = {"custom", {}},
        .broadcast = {"none", {}},
        .inplace_cast = "out_dtype",
        .names = {"factory", {}},
        .names_action = "broadcast",
        .names_operand_is_list = false,
        .kernel_kind = "factory",
        .kernel = "rand",
        .dtypes = rand_generator_dtypes,
        .cuda_dtypes = rand_generator_cuda_dtypes,
        .devices = rand_generator_devices,
        .rejects = {},
        .doc = "A tensor of the given size filled with uniform samples on [0, 1) drawn from generator.",
        .derivatives = rand_generator_derivatives,
    },
    {
        .name = "rand.names",
        .base = "rand",
        .overload = "names",
        .signature = "rand.names(int[] size, *, Dimname[]? names, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor",
        .variants = rand_names_variants,
        .promotion = {"custom", {}},
        .broadcast = {"none", {}},
        .inplace_cast = "none",
        .names = {"factory", {}},
        .names_action = "broadcast",
        .names_operand_is_list = false,
        .kernel_kind = "factory",
        .kernel = "rand",
        .dtypes = rand_names_dtypes,
        .cuda_dtypes = rand_names_cuda_dtypes,
        .devices = rand_names_devices,
        .rejects = {},
        .doc = "A tensor of the given size filled with uniform samples on [0, 1), with dimension names.",
        .derivatives = rand_names_derivatives,
    },
    {
        .name = "randn",
        .base = "randn",
        .overload = "",
        .signature = "randn(int[] size, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor",
        .variants = randn_variants,
        .promotion = {"custom", {}},
        .broadcast = {"none", {}},
        .inplace_cast = "out_dtype",
        .names = {"factory", {}},
        .names_action = "broadcast",
        .names_operand_is_list = false,
        .kernel_kind = "factory",
        .kernel = "randn",
        .dtypes = randn_dtypes,
        .cuda_dtypes = randn_cuda_dtypes,
        .devices = randn_devices,
        .rejects = {},
        .doc = "A tensor of the given size filled with samples of the standard normal distribution.",
        .derivatives = randn_derivatives,
    },
    {
        .name = "randn.generator",
        .base = "randn",
        .overload = "generator",
        .signature = "randn.generator(int[] size, *, Generator? generator, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor",
        .variants = randn_generator_variants,
        .promotion = {"custom", {}},
        .broadcast = {"none", {}},
        .inplace_cast = "out_dtype",
        .names = {"factory", {}},
        .names_action = "broadcast",
        .names_operand_is_list = false,
        .kernel_kind = "factory",
        .kernel = "randn",
        .dtypes = randn_generator_dtypes,
        .cuda_dtypes = randn_generator_cuda_dtypes,
        .devices = randn_generator_devices,
        .rejects = {},
        .doc = "A tensor of the given size filled with standard normal samples drawn from generator.",
        .derivatives = randn_generator_derivatives,
    },
    {
        .name = "randn.names",
        .base = "randn",
        .overload = "names",
        .signature = "randn.names(int[] size, *, Dimname[]? names, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor",
        .variants = randn_names_variants,
        .promotion = {"custom", {}},
        .broadcast = {"none", {}},
        .inplace_cast = "none",
        .names = {"factory", {}},
        .names_action = "broadcast",
        .names_operand_is_list = false,
        .kernel_kind = "factory",
        .kernel = "randn",
        .dtypes = randn_names_dtypes,
        .cuda_dtypes = randn_names_cuda_dtypes,
        .devices = randn_names_devices,
        .rejects = {},
        .doc = "A tensor of the given size filled with standard normal samples, with dimension names.",
        .derivatives = randn_names_derivatives,
    },
    {
        .name = "randint",
        .base = "randint",
        .overload = "",
        .signature = "randint(int high, int[] size, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor",
        .variants = randint_variants,
        .promotion = {"custom", {}},
        .broadcast = {"none", {}},
        .inplace_cast = "out_dtype",
        .names = {"factory", {}},
        .names_action = "broadcast",
        .names_operand_is_list = false,
        .kernel_kind = "factory",
        .kernel = "randint",
        .dtypes = randint_dtypes,
        .cuda_dtypes = randint_cuda_dtypes,
        .devices = randint_devices,
        .rejects = {},
        .doc = "A tensor of the given size filled with integers drawn uniformly from [0, high).",
        .derivatives = randint_derivatives,
    },
    {
        .name = "randint.generator",
        .base = "randint",
        .overload = "generator",
        .signature = "randint.generator(int high, int[] size, *, Generator? generator, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor",
        .variants = randint_generator_variants,
        .promotion = {"custom", {}},
        .broadcast = {"none", {}},
        .inplace_cast = "out_dtype",
        .names = {"factory", {}},
        .names_action = "broadcast",
        .names_operand_is_list = false,
        .kernel_kind = "factory",
        .kernel = "randint",
        .dtypes = randint_generator_dtypes,
        .cuda_dtypes = randint_generator_cuda_dtypes,
        .devices = randint_generator_devices,
        .rejects = {},
        .doc = "A tensor of the given size filled with integers of [0, high) drawn from generator.",
        .derivatives = randint_generator_derivatives,
    },
    {
        .name = "randint.low",
        .base = "randint",
        .overload = "low",
        .signature = "randint.low(int low, int high, int[] size, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor",
        .variants = randint_low_variants,
        .promotion = {"custom", {}},
        .broadcast = {"none", {}},
        .inplace_cast = "out_dtype",
        .names = {"factory", {}},
        .names_action = "broadcast",
        .names_operand_is_list = false,
        .kernel_kind = "factory",
        .kernel = "randint",
        .dtypes = randint_low_dtypes,
        .cuda_dtypes = randint_low_cuda_dtypes,
        .devices = randint_low_devices,
        .rejects = {},
        .doc = "A tensor of the given size filled with integers drawn uniformly from [low, high).",
        .derivatives = randint_low_derivatives,
    },
    {
        .name = "randint.low_generator",
        .base = "randint",
        .overload = "low_generator",
        .signature = "randint.low_generator(int low, int high, int[] size, *, Generator? generator, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor",
        .variants = randint_low_generator_variants,
        .promotion = {"custom", {}},
        .broadcast = {"none", {}},
        .inplace_cast = "out_dtype",
        .names = {"factory", {}},
        .names_action = "broadcast",
        .names_operand_is_list = false,
        .kernel_kind = "factory",
        .kernel = "randint",
        .dtypes = randint_low_generator_dtypes,
        .cuda_dtypes = randint_low_generator_cuda_dtypes,
        .devices = randint_low_generator_devices,
        .rejects = {},
        .doc = "A tensor of the given size filled with integers of [low, high) drawn from generator.",
        .derivatives = randint_low_generator_derivatives,
    },
    {
        .name = "randperm",
        .base = "randperm",
        .overload = "",
        .signature = "randperm(int n, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor",
        .variants = randperm_variants,
        .promotion = {"custom", {}},
        .broadcast = {"none", {}},
        .inplace_cast = "out_dtype",
        .names = {"factory", {}},
        .names_action = "broadcast",
        .names_operand_is_list = false,
        .kernel_kind = "factory",
        .kernel = "randperm",
        .dtypes = randperm_dtypes,
        .cuda_dtypes = randperm_cuda_dtypes,
        .devices = randperm_devices,
        .rejects = {},
        .doc = "A random permutation of the integers 0 to n - 1.",
        .derivatives = randperm_derivatives,
    },
    {
        .name = "randperm.generator",
        .base = "randperm",
        .overload = "generator",
        .signature = "randperm.generator(int n, *, Generator? generator, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor",
        .variants = randperm_generator_variants,
        .promotion = {"custom", {}},
        .broadcast = {"none", {}},
        .inplace_cast = "out_dtype",
        .names = {"factory", {}},
        .names_action = "broadcast",
        .names_operand_is_list = false,
        .kernel_kind = "factory",
        .kernel = "randperm",
        .dtypes = randperm_generator_dtypes,
        .cuda_dtypes = randperm_generator_cuda_dtypes,
        .devices = randperm_generator_devices,
        .rejects = {},
        .doc = "A random permutation of the integers 0 to n - 1 drawn from generator.",
        .derivatives = randperm_generator_derivatives,
    },
    {
        .name = "randint_like",
        .base = "randint_like",
        .overload = "",
        .signature = "randint_like(Tensor self, int high, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None, MemoryFormat? memory_format=None) -> Tensor",
        .variants = randint_like_variants,
        .promotion = {"custom", {}},
        .broadcast = {"none", {}},
        .inplace_cast = "none",
        .names = {"factory", {}},
        .names_action = "broadcast",
        .names_operand_is_list = false,
        .kernel_kind = "factory",
        .kernel = "randint",
        .dtypes = randint_like_dtypes,
        .cuda_dtypes = randint_like_cuda_dtypes,
        .devices = randint_like_devices,
        .rejects = {},
        .doc = "A tensor like self filled with integers drawn uniformly from [0, high).",
        .derivatives = randint_like_derivatives,
    },
    {
        .name = "randint_like.low_dtype",
        .base = "randint_like",
        .overload = "low_dtype",
        .signature = "randint_like.low_dtype(Tensor self, int low, int high, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None, MemoryFormat? memory_format=None) -> Tensor",
        .variants = randint_like_low_dtype_variants,
        .promotion = {"custom", {}},
        .broadcast = {"none", {}},
        .inplace_cast = "none",
        .names = {"factory", {}},
        .names_action = "broadcast",
        .names_operand_is_list = false,
        .kernel_kind = "factory",
        .kernel = "randint",
        .dtypes = randint_like_low_dtype_dtypes,
        .cuda_dtypes = randint_like_low_dtype_cuda_dtypes,
        .devices = randint_like_low_dtype_devices,
        .rejects = {},
        .doc = "A tensor like self filled with integers drawn uniformly from [low, high).",
        .derivatives = randint_like_low_dtype_derivatives,
    },
    {
        .name = "rand_like",
        .base = "rand_like",
        .overload = "",
        .signature = "rand_like(Tensor self, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None, MemoryFormat? memory_format=None) -> Tensor",
        .variants = rand_like_variants,
        .promotion = {"custom", {}},
        .broadcast = {"none", {}},
        .inplace_cast = "none",
        .names = {"factory", {}},
        .names_action = "broadcast",
        .names_operand_is_list = false,
        .kernel_kind = "factory",
        .kernel = "rand",
        .dtypes = rand_like_dtypes,
        .cuda_dtypes = rand_like_cuda_dtypes,
        .devices = rand_like_devices,
        .rejects = {},
        .doc = "A tensor like self filled with samples of the uniform distribution on [0, 1).",
        .derivatives = rand_like_derivatives,
    },
    {
        .name = "randn_like",
        .base = "randn_like",
        .overload = "",
        .signature = "randn_like(Tensor self, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None, MemoryFormat? memory_format=None) -> Tensor",
        .variants = randn_like_variants,
        .promotion = {"custom", {}},
        .broadcast = {"none", {}},
        .inplace_cast = "none",
        .names = {"factory", {}},
        .names_action = "broadcast",
        .names_operand_is_list = false,
        .kernel_kind = "factory",
        .kernel = "randn",
        .dtypes = randn_like_dtypes,
        .cuda_dtypes = randn_like_cuda_dtypes,
        .devices = randn_like_devices,
        .rejects = {},
        .doc = "A tensor like self filled with samples of the standard normal distribution.",
        .derivatives = randn_like_derivatives,
    },
    {
        .name = "fill",
        .base = "fill",
        .overload = "",
        .signature = "fill(Tensor self, Scalar value) -> Tensor",
        .variants = fill_variants,
        .promotion = {"default", fill_promotion_operands},
        .broadcast = {"none", {}},
        .inplace_cast = "same_kind",
        .names = {"keeps_input_names", fill_names_operands},
        .names_action = "broadcast",
        .names_operand_is_list = false,
        .kernel_kind = "composite",
        .kernel = "fill",
        .dtypes = fill_dtypes,
        .cuda_dtypes = fill_cuda_dtypes,
        .devices = fill_devices,
        .rejects = {},
        .doc = "Self with every element set to value, converted to self's dtype (fill_ writes self).",
        .derivatives = fill_derivatives,
    },
    {
        .name = "zero",
        .base = "zero",
        .overload = "",
        .signature = "zero(Tensor self) -> Tensor",
        .variants = zero_variants,
        .promotion = {"default", zero_promotion_operands},
        .broadcast = {"none", {}},
        .inplace_cast = "same_kind",
        .names = {"keeps_input_names", zero_names_operands},
        .names_action = "broadcast",
        .names_operand_is_list = false,
        .kernel_kind = "composite",
        .kernel = "zero",
        .dtypes = zero_dtypes,
        .cuda_dtypes = zero_cuda_dtypes,
        .devices = zero_devices,
        .rejects = {},
        .doc = "Sets every element of self to zero (zero_), as fill_(0).",
        .derivatives = zero_derivatives,
    },
    {
        .name = "copy",
        .base = "copy",
        .overload = "",
        .signature = "copy(Tensor self, Tensor src, bool non_blocking=False) -> Tensor",
        .variants = copy_variants,
        .promotion = {"default", copy_promotion_operands},
        .broadcast = {"elementwise", copy_broadcast_operands},
        .inplace_cast = "unsafe",
        .names = {"out_function_semantics", copy_names_operands},
        .names_action = "broadcast",
        .names_operand_is_list = false,
        .kernel_kind = "composite",
        .kernel = "copy",
        .dtypes = copy_dtypes,
        .cuda_dtypes = copy_cuda_dtypes,
        .devices = copy_devices,
        .rejects = {},
        .doc = "Copies the elements of src into self, converting dtype and device as needed.",
        .derivatives = copy_derivatives,
    },
    {
        .name = "tanh",
        .base = "tanh",
        .overload = "",
        .signature = "tanh(Tensor self) -> Tensor",
        .variants = tanh_variants,
        .promotion = {"int_to_float", tanh_promotion_operands},
        .broadcast = {"none", {}},
        .inplace_cast = "same_kind",
        .names = {"keeps_input_names", tanh_names_operands},
        .names_action = "broadcast",
        .names_operand_is_list = false,
        .kernel_kind = "pointwise",
        .kernel = "tanh(self)",
        .dtypes = tanh_dtypes,
        .cuda_dtypes = tanh_cuda_dtypes,
        .devices = tanh_devices,
        .rejects = {},
        .doc = "The hyperbolic tangent of self.",
        .derivatives = tanh_derivatives,
    },
    {
        .name = "log",
        .base = "log",
        .overload = "",
        .signature = "log(Tensor self) -> Tensor",
        .variants = log_variants,
        .promotion = {"int_to_float", log_promotion_operands},
        .broadcast = {"none", {}},
        .inplace_cast = "same_kind",
        .names = {"keeps_input_names", log_names_operands},
        .names_action = "broadcast",
        .names_operand_is_list = false,
        .kernel_kind = "pointwise",
        .kernel = "log(self)",
        .dtypes = log_dtypes,
        .cuda_dtypes = log_cuda_dtypes,
        .devices = log_devices,
        .rejects = {},
        .doc = "The natural logarithm of self.",
        .derivatives = log_derivatives,
    },
    {
        .name = "rsqrt",
        .base = "rsqrt",
        .overload = "",
        .signature = "rsqrt(Tensor self) -> Tensor",
        .variants = rsqrt_variants,
        .promotion = {"int_to_float", rsqrt_promotion_operands},
        .broadcast = {"none", {}},
        .inplace_cast = "same_kind",
        .names = {"keeps_input_names", rsqrt_names_operands},
        .names_action = "broadcast",
        .names_operand_is_list = false,
        .kernel_kind = "pointwise",
        .kernel = "rsqrt(self)",
        .dtypes = rsqrt_dtypes,
        .cuda_dtypes = rsqrt_cuda_dtypes,
        .devices = rsqrt_devices,
        .rejects = {},
        .doc = "The reciprocal of the square root of self.",
        .derivatives = rsqrt_derivatives,
    },
    {
        .name = "reciprocal",
        .base = "reciprocal",
        .overload = "",
        .signature = "reciprocal(Tensor self) -> Tensor",
        .variants = reciprocal_variants,
        .promotion = {"int_to_float", reciprocal_promotion_operands},
        .broadcast = {"none", {}},
        .inplace_cast = "same_kind",
        .names = {"keeps_input_names", reciprocal_names_operands},
        .names_action = "broadcast",
        .names_operand_is_list = false,
        .kernel_kind = "pointwise",
        .kernel = "1 / self",
        .dtypes = reciprocal_dtypes,
        .cuda_dtypes = reciprocal_cuda_dtypes,
        .devices = reciprocal_devices,
        .rejects = {},
        .doc = "One divided by self.",
        .derivatives = reciprocal_derivatives,
    },
    {
        .name = "deg2rad",
        .base = "deg2rad",
        .overload = "",
        .signature = "deg2rad(Tensor self) -> Tensor",
        .variants = deg2rad_variants,
        .promotion = {"int_to_float", deg2rad_promotion_operands},
        .broadcast = {"none", {}},
        .inplace_cast = "same_kind",
        .names = {"keeps_input_names", deg2rad_names_operands},
        .names_action = "broadcast",
        .names_operand_is_list = false,
        .kernel_kind = "pointwise",
        .kernel = "self * 0.017453292519943295",
        .dtypes = deg2rad_dtypes,
        .cuda_dtypes = deg2rad_cuda_dtypes,
        .devices = deg2rad_devices,
        .rejects = deg2rad_rejects,
        .doc = "Self, in degrees, converted to radians.",
        .derivatives = deg2rad_derivatives,
    },
    {
        .name = "rad2deg",
        .base = "rad2deg",
        .overload = "",
        .signature = "rad2deg(Tensor self) -> Tensor",
        .variants = rad2deg_variants,
        .promotion = {"int_to_float", rad2deg_promotion_operands},
        .broadcast = {"none", {}},
        .inplace_cast = "same_kind",
        .names = {"keeps_input_names", rad2deg_names_operands},
        .names_action = "broadcast",
        .names_operand_is_list = false,
        .kernel_kind = "pointwise",
        .kernel = "self * 57.29577951308232",
        .dtypes = rad2deg_dtypes,
        .cuda_dtypes = rad2deg_cuda_dtypes,
        .devices = rad2deg_devices,
        .rejects = rad2deg_rejects,
        .doc = "Self, in radians, converted to degrees.",
        .derivatives = rad2deg_derivatives,
    },
    {
        .name = "ceil",
        .base = "ceil",
        .overload = "",
        .signature = "ceil(Tensor self) -> Tensor",
        .variants = ceil_variants,
        .promotion = {"default", ceil_promotion_operands},
        .broadcast = {"none", {}},
        .inplace_cast = "same_kind",
        .names = {"keeps_input_names", ceil_names_operands},
        .names_action = "broadcast",
        .names_operand_is_list = false,
        .kernel_kind = "pointwise",
        .kernel = "ceil(self)",
        .dtypes = ceil_dtypes,
        .cuda_dtypes = ceil_cuda_dtypes,
        .devices = ceil_devices,
        .rejects = ceil_rejects,
        .doc = "The smallest integer not less than self, elementwise.",
        .derivatives = ceil_derivatives,
    },
    {
        .name = "floor",
        .base = "floor",
        .overload = "",
        .signature = "floor(Tensor self) -> Tensor",
        .variants = floor_variants,
        .promotion = {"default", floor_promotion_operands},
        .broadcast = {"none", {}},
        .inplace_cast = "same_kind",
        .names = {"keeps_input_names", floor_names_operands},
        .names_action = "broadcast",
        .names_operand_is_list = false,
        .kernel_kind = "pointwise",
        .kernel = "floor(self)",
        .dtypes = floor_dtypes,
        .cuda_dtypes = floor_cuda_dtypes,
        .devices = floor_devices,
        .rejects = floor_rejects,
        .doc = "The largest integer not greater than self, elementwise.",
        .derivatives = floor_derivatives,
    },
    {
        .name = "trunc",
        .base = "trunc",
        .overload = "",
        .signature = "trunc(Tensor self) -> Tensor",
        .variants = trunc_variants,
        .promotion = {"default", trunc_promotion_operands},
        .broadcast = {"none", {}},
        .inplace_cast = "same_kind",
        .names = {"keeps_input_names", trunc_names_operands},
        .names_action = "broadcast",
        .names_operand_is_list = false,
        .kernel_kind = "pointwise",
        .kernel = "trunc(self)",
        .dtypes = trunc_dtypes,
        .cuda_dtypes = trunc_cuda_dtypes,
        .devices = trunc_devices,
        .rejects = trunc_rejects,
        .doc = "Self rounded toward zero, elementwise.",
        .derivatives = trunc_derivatives,
    },
    {
        .name = "frac",
        .base = "frac",
        .overload = "",
        .signature = "frac(Tensor self) -> Tensor",
        .variants = frac_variants,
        .promotion = {"default", frac_promotion_operands},
        .broadcast = {"none", {}},
        .inplace_cast = "same_kind",
        .names = {"keeps_input_names", frac_names_operands},
        .names_action = "broadcast",
        .names_operand_is_list = false,
        .kernel_kind = "pointwise",
        .kernel = "self - trunc(self)",
        .dtypes = frac_dtypes,
        .cuda_dtypes = frac_cuda_dtypes,
        .devices = frac_devices,
        .rejects = {},
        .doc = "The fractional part of self, with self's sign.",
        .derivatives = frac_derivatives,
    },
    {
        .name = "square",
        .base = "square",
        .overload = "",
        .signature = "square(Tensor self) -> Tensor",
        .variants = square_variants,
        .promotion = {"bool_to_long", square_promotion_operands},
        .broadcast = {"none", {}},
        .inplace_cast = "same_kind",
        .names = {"keeps_input_names", square_names_operands},
        .names_action = "broadcast",
        .names_operand_is_list = false,
        .kernel_kind = "pointwise",
        .kernel = "self * self",
        .dtypes = square_dtypes,
        .cuda_dtypes = square_cuda_dtypes,
        .devices = square_devices,
        .rejects = {},
        .doc = "Self times self; a bool tensor gives int64.",
        .derivatives = square_derivatives,
    },
    {
        .name = "sign",
        .base = "sign",
        .overload = "",
        .signature = "sign(Tensor self) -> Tensor",
        .variants = sign_variants,
        .promotion = {"default", sign_promotion_operands},
        .broadcast = {"none", {}},
        .inplace_cast = "same_kind",
        .names = {"keeps_input_names", sign_names_operands},
        .names_action = "broadcast",
        .names_operand_is_list = false,
        .kernel_kind = "pointwise",
        .kernel = "self > 0 ? 1 : (self < 0 ? 0 - 1 : 0)",
        .dtypes = sign_dtypes,
        .cuda_dtypes = sign_cuda_dtypes,
        .devices = sign_devices,
        .rejects = sign_rejects,
        .doc = "-1, 0 or 1 by the sign of self (0 for zeros and NaN).",
        .derivatives = sign_derivatives,
    },
    {
        .name = "sgn",
        .base = "sgn",
        .overload = "",
        .signature = "sgn(Tensor self) -> Tensor",
        .variants = sgn_variants,
        .promotion = {"default", sgn_promotion_operands},
        .broadcast = {"none", {}},
        .inplace_cast = "same_kind",
        .names = {"keeps_input_names", sgn_names_operands},
        .names_action = "broadcast",
        .names_operand_is_list = false,
        .kernel_kind = "pointwise",
        .kernel = "sgn(self)",
        .dtypes = sgn_dtypes,
        .cuda_dtypes = sgn_cuda_dtypes,
        .devices = sgn_devices,
        .rejects = {},
        .doc = "self / abs(self) for complex self (0 where self is 0); the sign of real self, as sign.",
        .derivatives = sgn_derivatives,
    },
    {
        .name = "angle",
        .base = "angle",
        .overload = "",
        .signature = "angle(Tensor self) -> Tensor",
        .variants = angle_variants,
        .promotion = {"int_to_float_complex_to_float", angle_promotion_operands},
        .broadcast = {"none", {}},
        .inplace_cast = "complex_to_float",
        .names = {"keeps_input_names", angle_names_operands},
        .names_action = "broadcast",
        .names_operand_is_list = false,
        .kernel_kind = "pointwise",
        .kernel = "angle(self)",
        .dtypes = angle_dtypes,
        .cuda_dtypes = angle_cuda_dtypes,
        .devices = angle_devices,
        .rejects = {},
        .doc = "The argument of complex self in radians, as a real tensor; for real self pi where negative, else 0 (NaN kept).",
        .derivatives = angle_derivatives,
    },
    {
        .name = "conj_physical",
        .base = "conj_physical",
        .overload = "",
        .signature = "conj_physical(Tensor self) -> Tensor",
        .variants = conj_physical_variants,
        .promotion = {"default", conj_physical_promotion_operands},
        .broadcast = {"none", {}},
        .inplace_cast = "exact",
        .names = {"keeps_input_names", conj_physical_names_operands},
        .names_action = "broadcast",
        .names_operand_is_list = false,
        .kernel_kind = "pointwise",
        .kernel = "conj(self)",
        .dtypes = conj_physical_dtypes,
        .cuda_dtypes = conj_physical_cuda_dtypes,
        .devices = conj_physical_devices,
        .rejects = {},
        .doc = "The complex conjugate of self, computed into a new tensor; real self itself (out= copies it).",
        .derivatives = conj_physical_derivatives,
    },
    {
        .name = "conj",
        .base = "conj",
        .overload = "",
        .signature = "conj(Tensor(a) self) -> Tensor(a)",
        .variants = conj_variants,
        .promotion = {"default", conj_promotion_operands},
        .broadcast = {"none", {}},
        .inplace_cast = "none",
        .names = {"keeps_input_names", conj_names_operands},
        .names_action = "broadcast",
        .names_operand_is_list = false,
        .kernel_kind = "composite",
        .kernel = "conj",
        .dtypes = conj_dtypes,
        .cuda_dtypes = conj_cuda_dtypes,
        .devices = conj_devices,
        .rejects = {},
        .doc = "The complex conjugate of self (a new tensor for complex self, not PyTorch's lazy view); self itself when real.",
        .derivatives = conj_derivatives,
    },
    {
        .name = "nan_to_num",
        .base = "nan_to_num",
        .overload = "",
        .signature = "nan_to_num(Tensor self, float? nan=None, float? posinf=None, float? neginf=None) -> Tensor",
        .variants = nan_to_num_variants,
        .promotion = {"default", nan_to_num_promotion_operands},
        .broadcast = {"none", {}},
        .inplace_cast = "same_as_input",
        .names = {"keeps_input_names", nan_to_num_names_operands},
        .names_action = "broadcast",
        .names_operand_is_list = false,
        .kernel_kind = "pointwise",
        .kernel = "nan_to_num(self, nan, posinf, neginf)",
        .dtypes = nan_to_num_dtypes,
        .cuda_dtypes = nan_to_num_cuda_dtypes,
        .devices = nan_to_num_devices,
        .rejects = {},
        .doc = "self with NaN, inf and -inf replaced by nan, posinf and neginf (0 and self's dtype's largest and lowest finite values by default); integers kept.",
        .derivatives = nan_to_num_derivatives,
    },
    {
        .name = "positive",
        .base = "positive",
        .overload = "",
        .signature = "positive(Tensor(a) self) -> Tensor(a)",
        .variants = positive_variants,
        .promotion = {"default", positive_promotion_operands},
        .broadcast = {"none", {}},
        .inplace_cast = "none",
        .names = {"keeps_input_names", positive_names_operands},
        .names_action = "broadcast",
        .names_operand_is_list = false,
        .kernel_kind = "composite",
        .kernel = "positive",
        .dtypes = positive_dtypes,
        .cuda_dtypes = positive_cuda_dtypes,
        .devices = positive_devices,
        .rejects = positive_rejects,
        .doc = "self itself, as PyTorch's (no copy).",
        .derivatives = positive_derivatives,
    },
    {
        .name = "relu",
        .base = "relu",
        .overload = "",
        .signature = "relu(Tensor self) -> Tensor",
        .variants = relu_variants,
        .promotion = {"default", relu_promotion_operands},
        .broadcast = {"none", {}},
        .inplace_cast = "same_kind",
        .names = {"keeps_input_names", relu_names_operands},
        .names_action = "broadcast",
        .names_operand_is_list = false,
        .kernel_kind = "pointwise",
        .kernel = "self < 0 ? 0 : self",
        .dtypes = relu_dtypes,
        .cuda_dtypes = relu_cuda_dtypes,
        .devices = relu_devices,
        .rejects = relu_rejects,
        .doc = "Self where it is positive, else 0 (NaN stays NaN).",
        .derivatives = relu_derivatives,
    },
    {
        .name = "isnan",
        .base = "isnan",
        .overload = "",
        .signature = "isnan(Tensor self) -> Tensor",
        .variants = isnan_variants,
        .promotion = {"always_bool", isnan_promotion_operands},
        .broadcast = {"none", {}},
        .inplace_cast = "none",
        .names = {"keeps_input_names", isnan_names_operands},
        .names_action = "broadcast",
        .names_operand_is_list = false,
        .kernel_kind = "pointwise",
        .kernel = "self != self",
        .dtypes = isnan_dtypes,
        .cuda_dtypes = isnan_cuda_dtypes,
        .devices = isnan_devices,
        .rejects = {},
        .doc = "True where self is NaN (either part, for complex).",
        .derivatives = isnan_derivatives,
    },
    {
        .name = "isfinite",
        .base = "isfinite",
        .overload = "",
        .signature = "isfinite(Tensor self) -> Tensor",
        .variants = isfinite_variants,
        .promotion = {"always_bool", isfinite_promotion_operands},
        .broadcast = {"none", {}},
        .inplace_cast = "none",
        .names = {"keeps_input_names", isfinite_names_operands},
        .names_action = "broadcast",
        .names_operand_is_list = false,
        .kernel_kind = "pointwise",
        .kernel = "self - self == 0",
        .dtypes = isfinite_dtypes,
        .cuda_dtypes = isfinite_cuda_dtypes,
        .devices = isfinite_devices,
        .rejects = {},
        .doc = "True where self is neither infinite nor NaN (both parts, for complex).",
        .derivatives = isfinite_derivatives,
    },
    {
        .name = "isclose",
        .base = "isclose",
        .overload = "",
        .signature = "isclose(Tensor self, Tensor other, float rtol=1e-05, float atol=1e-08, bool equal_nan=False) -> Tensor",
        .variants = isclose_variants,
        .promotion = {"custom", {}},
        .broadcast = {"none", {}},
        .inplace_cast = "none",
        .names = {"custom", {}},
        .names_action = "broadcast",
        .names_operand_is_list = false,
        .kernel_kind = "composite",
        .kernel = "isclose",
        .dtypes = isclose_dtypes,
        .cuda_dtypes = isclose_cuda_dtypes,
        .devices = isclose_devices,
        .rejects = {},
        .doc = "True where self and other are equal or within atol + rtol * |other| of each other, NaNs equal if equal_nan; they broadcast and must have one dtype.",
        .derivatives = isclose_derivatives,
    },
    {
        .name = "allclose",
        .base = "allclose",
        .overload = "",
        .signature = "allclose(Tensor self, Tensor other, float rtol=1e-05, float atol=1e-08, bool equal_nan=False) -> bool",
        .variants = allclose_variants,
        .promotion = {"custom", {}},
        .broadcast = {"none", {}},
        .inplace_cast = "none",
        .names = {"none", {}},
        .names_action = "broadcast",
        .names_operand_is_list = false,
        .kernel_kind = "composite",
        .kernel = "allclose",
        .dtypes = allclose_dtypes,
        .cuda_dtypes = allclose_cuda_dtypes,
        .devices = allclose_devices,
        .rejects = {},
        .doc = "Whether isclose(self, other, rtol, atol, equal_nan) holds for every element.",
        .derivatives = allclose_derivatives,
    },
    {
        .name = "equal",
        .base = "equal",
        .overload = "",
        .signature = "equal(Tensor self, Tensor other) -> bool",
        .variants = equal_variants,
        .promotion = {"custom", {}},
        .broadcast = {"none", {}},
        .inplace_cast = "none",
        .names = {"custom", {}},
        .names_action = "broadcast",
        .names_operand_is_list = false,
        .kernel_kind = "composite",
        .kernel = "equal",
        .dtypes = equal_dtypes,
        .cuda_dtypes = equal_cuda_dtypes,
        .devices = equal_devices,
        .rejects = {},
        .doc = "Whether self and other have the same sizes and names and equal elements.",
        .derivatives = equal_derivatives,
    },
    {
        .name = "logical_and",
        .base = "logical_and",
        .overload = "",
        .signature = "logical_and(Tensor self, Tensor other) -> Tensor",
        .variants = logical_and_variants,
        .promotion = {"always_bool", logical_and_promotion_operands},
        .broadcast = {"elementwise", logical_and_broadcast_operands},
        .inplace_cast = "same_kind",
        .names = {"unifies_names_from_inputs", logical_and_names_operands},
        .names_action = "broadcast",
        .names_operand_is_list = false,
        .kernel_kind = "pointwise",
        .kernel = "self && other",
        .dtypes = logical_and_dtypes,
        .cuda_dtypes = logical_and_cuda_dtypes,
        .devices = logical_and_devices,
        .rejects = {},
        .doc = "True where both self and other are non-zero.",
        .derivatives = logical_and_derivatives,
    },
    {
        .name = "logical_or",
        .base = "logical_or",
        .overload = "",
        .signature = "logical_or(Tensor self, Tensor other) -> Tensor",
        .variants = logical_or_variants,
        .promotion = {"always_bool", logical_or_promotion_operands},
        .broadcast = {"elementwise", logical_or_broadcast_operands},
        .inplace_cast = "same_kind",
        .names = {"unifies_names_from_inputs", logical_or_names_operands},
        .names_action = "broadcast",
        .names_operand_is_list = false,
        .kernel_kind = "pointwise",
        .kernel = "self || other",
        .dtypes = logical_or_dtypes,
        .cuda_dtypes = logical_or_cuda_dtypes,
        .devices = logical_or_devices,
        .rejects = {},
        .doc = "True where self or other is non-zero.",
        .derivatives = logical_or_derivatives,
    },
    {
        .name = "logical_xor",
        .base = "logical_xor",
        .overload = "",
        .signature = "logical_xor(Tensor self, Tensor other) -> Tensor",
        .variants = logical_xor_variants,
        .promotion = {"always_bool", logical_xor_promotion_operands},
        .broadcast = {"elementwise", logical_xor_broadcast_operands},
        .inplace_cast = "same_kind",
        .names = {"unifies_names_from_inputs", logical_xor_names_operands},
        .names_action = "broadcast",
        .names_operand_is_list = false,
        .kernel_kind = "pointwise",
        .kernel = "!self != !other",
        .dtypes = logical_xor_dtypes,
        .cuda_dtypes = logical_xor_cuda_dtypes,
        .devices = logical_xor_devices,
        .rejects = {},
        .doc = "True where exactly one of self and other is non-zero.",
        .derivatives = logical_xor_derivatives,
    },
    {
        .name = "bitwise_and.Tensor",
        .base = "bitwise_and",
        .overload = "Tensor",
        .signature = "bitwise_and.Tensor(Tensor self, Tensor other) -> Tensor",
        .variants = bitwise_and_Tensor_variants,
        .promotion = {"default", bitwise_and_Tensor_promotion_operands},
        .broadcast = {"elementwise", bitwise_and_Tensor_broadcast_operands},
        .inplace_cast = "same_kind",
        .names = {"none", {}},
        .names_action = "broadcast",
        .names_operand_is_list = false,
        .kernel_kind = "pointwise",
        .kernel = "self & other",
        .dtypes = bitwise_and_Tensor_dtypes,
        .cuda_dtypes = bitwise_and_Tensor_cuda_dtypes,
        .devices = bitwise_and_Tensor_devices,
        .rejects = {},
        .doc = "The bitwise AND of self and other (logical AND for bool).",
        .derivatives = bitwise_and_Tensor_derivatives,
    },
    {
        .name = "bitwise_or.Tensor",
        .base = "bitwise_or",
        .overload = "Tensor",
        .signature = "bitwise_or.Tensor(Tensor self, Tensor other) -> Tensor",
        .variants = bitwise_or_Tensor_variants,
        .promotion = {"default", bitwise_or_Tensor_promotion_operands},
        .broadcast = {"elementwise", bitwise_or_Tensor_broadcast_operands},
        .inplace_cast = "same_kind",
        .names = {"none", {}},
        .names_action = "broadcast",
        .names_operand_is_list = false,
        .kernel_kind = "pointwise",
        .kernel = "self | other",
        .dtypes = bitwise_or_Tensor_dtypes,
        .cuda_dtypes = bitwise_or_Tensor_cuda_dtypes,
        .devices = bitwise_or_Tensor_devices,
        .rejects = {},
        .doc = "The bitwise OR of self and other (logical OR for bool).",
        .derivatives = bitwise_or_Tensor_derivatives,
    },
    {
        .name = "bitwise_xor.Tensor",
        .base = "bitwise_xor",
        .overload = "Tensor",
        .signature = "bitwise_xor.Tensor(Tensor self, Tensor other) -> Tensor",
        .variants = bitwise_xor_Tensor_variants,
        .promotion = {"default", bitwise_xor_Tensor_promotion_operands},
        .broadcast = {"elementwise", bitwise_xor_Tensor_broadcast_operands},
        .inplace_cast = "same_kind",
        .names = {"none", {}},
        .names_action = "broadcast",
        .names_operand_is_list = false,
        .kernel_kind = "pointwise",
        .kernel = "self ^ other",
        .dtypes = bitwise_xor_Tensor_dtypes,
        .cuda_dtypes = bitwise_xor_Tensor_cuda_dtypes,
        .devices = bitwise_xor_Tensor_devices,
        .rejects = {},
        .doc = "The bitwise XOR of self and other (logical XOR for bool).",
        .derivatives = bitwise_xor_Tensor_derivatives,
    },
    {
        .name = "bitwise_left_shift.Tensor",
        .base = "bitwise_left_shift",
        .overload = "Tensor",
        .signature = "bitwise_left_shift.Tensor(Tensor self, Tensor other) -> Tensor",
        .variants = bitwise_left_shift_Tensor_variants,
        .promotion = {"default", bitwise_left_shift_Tensor_promotion_operands},
        .broadcast = {"elementwise", bitwise_left_shift_Tensor_broadcast_operands},
        .inplace_cast = "same_kind",
        .names = {"none", {}},
        .names_action = "broadcast",
        .names_operand_is_list = false,
        .kernel_kind = "pointwise",
        .kernel = "bitwise_left_shift(self, other)",
        .dtypes = bitwise_left_shift_Tensor_dtypes,
        .cuda_dtypes = bitwise_left_shift_Tensor_cuda_dtypes,
        .devices = bitwise_left_shift_Tensor_devices,
        .rejects = {},
        .doc = "Self shifted left by other bits (<<); 0 where other is negative or not below the width.",
        .derivatives = bitwise_left_shift_Tensor_derivatives,
    },
    {
        .name = "bitwise_left_shift.Scalar_Tensor",
        .base = "bitwise_left_shift",
        .overload = "Scalar_Tensor",
        .signature = "bitwise_left_shift.Scalar_Tensor(Scalar self, Tensor other) -> Tensor",
        .variants = bitwise_left_shift_Scalar_Tensor_variants,
        .promotion = {"default", bitwise_left_shift_Scalar_Tensor_promotion_operands},
        .broadcast = {"none", {}},
        .inplace_cast = "none",
        .names = {"none", {}},
        .names_action = "broadcast",
        .names_operand_is_list = false,
        .kernel_kind = "pointwise",
        .kernel = "bitwise_left_shift(self, other)",
        .dtypes = bitwise_left_shift_Scalar_Tensor_dtypes,
        .cuda_dtypes = bitwise_left_shift_Scalar_Tensor_cuda_dtypes,
        .devices = bitwise_left_shift_Scalar_Tensor_devices,
        .rejects = {},
        .doc = "The number self shifted left by each element of other.",
        .derivatives = bitwise_left_shift_Scalar_Tensor_derivatives,
    },
    {
        .name = "bitwise_right_shift.Tensor",
        .base = "bitwise_right_shift",
        .overload = "Tensor",
        .signature = "bitwise_right_shift.Tensor(Tensor self, Tensor other) -> Tensor",
        .variants = bitwise_right_shift_Tensor_variants,
        .promotion = {"default", bitwise_right_shift_Tensor_promotion_operands},
        .broadcast = {"elementwise", bitwise_right_shift_Tensor_broadcast_operands},
        .inplace_cast = "same_kind",
        .names = {"none", {}},
        .names_action = "broadcast",
        .names_operand_is_list = false,
        .kernel_kind = "pointwise",
        .kernel = "bitwise_right_shift(self, other)",
        .dtypes = bitwise_right_shift_Tensor_dtypes,
        .cuda_dtypes = bitwise_right_shift_Tensor_cuda_dtypes,
        .devices = bitwise_right_shift_Tensor_devices,
        .rejects = {},
        .doc = "Self shifted right by other bits (>>); the sign fill where other is negative or not below the width.",
        .derivatives = bitwise_right_shift_Tensor_derivatives,
    },
    {
        .name = "bitwise_right_shift.Scalar_Tensor",
        .base = "bitwise_right_shift",
        .overload = "Scalar_Tensor",
        .signature = "bitwise_right_shift.Scalar_Tensor(Scalar self, Tensor other) -> Tensor",
        .variants = bitwise_right_shift_Scalar_Tensor_variants,
        .promotion = {"default", bitwise_right_shift_Scalar_Tensor_promotion_operands},
        .broadcast = {"none", {}},
        .inplace_cast = "none",
        .names = {"none", {}},
        .names_action = "broadcast",
        .names_operand_is_list = false,
        .kernel_kind = "pointwise",
        .kernel = "bitwise_right_shift(self, other)",
        .dtypes = bitwise_right_shift_Scalar_Tensor_dtypes,
        .cuda_dtypes = bitwise_right_shift_Scalar_Tensor_cuda_dtypes,
        .devices = bitwise_right_shift_Scalar_Tensor_devices,
        .rejects = {},
        .doc = "The number self shifted right by each element of other.",
        .derivatives = bitwise_right_shift_Scalar_Tensor_derivatives,
    },
    {
        .name = "maximum",
        .base = "maximum",
        .overload = "",
        .signature = "maximum(Tensor self, Tensor other) -> Tensor",
        .variants = maximum_variants,
        .promotion = {"default", maximum_promotion_operands},
        .broadcast = {"elementwise", maximum_broadcast_operands},
        .inplace_cast = "same_kind",
        .names = {"none", {}},
        .names_action = "broadcast",
        .names_operand_is_list = false,
        .kernel_kind = "pointwise",
        .kernel = "maximum(self, other)",
        .dtypes = maximum_dtypes,
        .cuda_dtypes = maximum_cuda_dtypes,
        .devices = maximum_devices,
        .rejects = maximum_rejects,
        .doc = "The larger of self and other, elementwise; NaN if either is NaN.",
        .derivatives = maximum_derivatives,
    },
    {
        .name = "minimum",
        .base = "minimum",
        .overload = "",
        .signature = "minimum(Tensor self, Tensor other) -> Tensor",
        .variants = minimum_variants,
        .promotion = {"default", minimum_promotion_operands},
        .broadcast = {"elementwise", minimum_broadcast_operands},
        .inplace_cast = "same_kind",
        .names = {"none", {}},
        .names_action = "broadcast",
        .names_operand_is_list = false,
        .kernel_kind = "pointwise",
        .kernel = "minimum(self, other)",
        .dtypes = minimum_dtypes,
        .cuda_dtypes = minimum_cuda_dtypes,
        .devices = minimum_devices,
        .rejects = minimum_rejects,
        .doc = "The smaller of self and other, elementwise; NaN if either is NaN.",
        .derivatives = minimum_derivatives,
    },
    {
        .name = "max.other",
        .base = "max",
        .overload = "other",
        .signature = "max.other(Tensor self, Tensor other) -> Tensor",
        .variants = max_other_variants,
        .promotion = {"default", max_other_promotion_operands},
        .broadcast = {"elementwise", max_other_broadcast_operands},
        .inplace_cast = "same_kind",
        .names = {"none", {}},
        .names_action = "broadcast",
        .names_operand_is_list = false,
        .kernel_kind = "pointwise",
        .kernel = "maximum(self, other)",
        .dtypes = max_other_dtypes,
        .cuda_dtypes = max_other_cuda_dtypes,
        .devices = max_other_devices,
        .rejects = max_other_rejects,
        .doc = "The larger of self and other, elementwise; NaN if either is NaN (maximum).",
        .derivatives = max_other_derivatives,
    },
    {
        .name = "min.other",
        .base = "min",
        .overload = "other",
        .signature = "min.other(Tensor self, Tensor other) -> Tensor",
        .variants = min_other_variants,
        .promotion = {"default", min_other_promotion_operands},
        .broadcast = {"elementwise", min_other_broadcast_operands},
        .inplace_cast = "same_kind",
        .names = {"none", {}},
        .names_action = "broadcast",
        .names_operand_is_list = false,
        .kernel_kind = "pointwise",
        .kernel = "minimum(self, other)",
        .dtypes = min_other_dtypes,
        .cuda_dtypes = min_other_cuda_dtypes,
        .devices = min_other_devices,
        .rejects = min_other_rejects,
        .doc = "The smaller of self and other, elementwise; NaN if either is NaN (minimum).",
        .derivatives = min_other_derivatives,
    },
    {
        .name = "true_divide",
        .base = "true_divide",
        .overload = "",
        .signature = "true_divide(Tensor self, Tensor other) -> Tensor",
        .variants = true_divide_variants,
        .promotion = {"int_to_float", true_divide_promotion_operands},
        .broadcast = {"elementwise", true_divide_broadcast_operands},
        .inplace_cast = "same_kind",
        .names = {"unifies_names_from_inputs", true_divide_names_operands},
        .names_action = "broadcast",
        .names_operand_is_list = false,
        .kernel_kind = "pointwise",
        .kernel = "self / other",
        .dtypes = true_divide_dtypes,
        .cuda_dtypes = true_divide_cuda_dtypes,
        .devices = true_divide_devices,
        .rejects = {},
        .doc = "div, under NumPy's name.",
        .derivatives = true_divide_derivatives,
    },
    {
        .name = "acos",
        .base = "acos",
        .overload = "",
        .signature = "acos(Tensor self) -> Tensor",
        .variants = acos_variants,
        .promotion = {"int_to_float", acos_promotion_operands},
        .broadcast = {"none", {}},
        .inplace_cast = "same_kind",
        .names = {"keeps_input_names", acos_names_operands},
        .names_action = "broadcast",
        .names_operand_is_list = false,
        .kernel_kind = "pointwise",
        .kernel = "acos(self)",
        .dtypes = acos_dtypes,
        .cuda_dtypes = acos_cuda_dtypes,
        .devices = acos_devices,
        .rejects = {},
        .doc = "The arccosine of self, in radians.",
        .derivatives = acos_derivatives,
    },
    {
        .name = "asin",
        .base = "asin",
        .overload = "",
        .signature = "asin(Tensor self) -> Tensor",
        .variants = asin_variants,
        .promotion = {"int_to_float", asin_promotion_operands},
        .broadcast = {"none", {}},
        .inplace_cast = "same_kind",
        .names = {"keeps_input_names", asin_names_operands},
        .names_action = "broadcast",
        .names_operand_is_list = false,
        .kernel_kind = "pointwise",
        .kernel = "asin(self)",
        .dtypes = asin_dtypes,
        .cuda_dtypes = asin_cuda_dtypes,
        .devices = asin_devices,
        .rejects = {},
        .doc = "The arcsine of self, in radians.",
        .derivatives = asin_derivatives,
    },
    {
        .name = "atan",
        .base = "atan",
        .overload = "",
        .signature = "atan(Tensor self) -> Tensor",
        .variants = atan_variants,
        .promotion = {"int_to_float", atan_promotion_operands},
        .broadcast = {"none", {}},
        .inplace_cast = "same_kind",
        .names = {"keeps_input_names", atan_names_operands},
        .names_action = "broadcast",
        .names_operand_is_list = false,
        .kernel_kind = "pointwise",
        .kernel = "atan(self)",
        .dtypes = atan_dtypes,
        .cuda_dtypes = atan_cuda_dtypes,
        .devices = atan_devices,
        .rejects = {},
        .doc = "The arctangent of self, in radians.",
        .derivatives = atan_derivatives,
    },
    {
        .name = "acosh",
        .base = "acosh",
        .overload = "",
        .signature = "acosh(Tensor self) -> Tensor",
        .variants = acosh_variants,
        .promotion = {"int_to_float", acosh_promotion_operands},
        .broadcast = {"none", {}},
        .inplace_cast = "same_kind",
        .names = {"keeps_input_names", acosh_names_operands},
        .names_action = "broadcast",
        .names_operand_is_list = false,
        .kernel_kind = "pointwise",
        .kernel = "acosh(self)",
        .dtypes = acosh_dtypes,
        .cuda_dtypes = acosh_cuda_dtypes,
        .devices = acosh_devices,
        .rejects = {},
        .doc = "The inverse hyperbolic cosine of self.",
        .derivatives = acosh_derivatives,
    },
    {
        .name = "asinh",
        .base = "asinh",
        .overload = "",
        .signature = "asinh(Tensor self) -> Tensor",
        .variants = asinh_variants,
        .promotion = {"int_to_float", asinh_promotion_operands},
        .broadcast = {"none", {}},
        .inplace_cast = "same_kind",
        .names = {"keeps_input_names", asinh_names_operands},
        .names_action = "broadcast",
        .names_operand_is_list = false,
        .kernel_kind = "pointwise",
        .kernel = "asinh(self)",
        .dtypes = asinh_dtypes,
        .cuda_dtypes = asinh_cuda_dtypes,
        .devices = asinh_devices,
        .rejects = {},
        .doc = "The inverse hyperbolic sine of self.",
        .derivatives = asinh_derivatives,
    },
    {
        .name = "atanh",
        .base = "atanh",
        .overload = "",
        .signature = "atanh(Tensor self) -> Tensor",
        .variants = atanh_variants,
        .promotion = {"int_to_float", atanh_promotion_operands},
        .broadcast = {"none", {}},
        .inplace_cast = "same_kind",
        .names = {"keeps_input_names", atanh_names_operands},
        .names_action = "broadcast",
        .names_operand_is_list = false,
        .kernel_kind = "pointwise",
        .kernel = "atanh(self)",
        .dtypes = atanh_dtypes,
        .cuda_dtypes = atanh_cuda_dtypes,
        .devices = atanh_devices,
        .rejects = {},
        .doc = "The inverse hyperbolic tangent of self.",
        .derivatives = atanh_derivatives,
    },
    {
        .name = "cosh",
        .base = "cosh",
        .overload = "",
        .signature = "cosh(Tensor self) -> Tensor",
        .variants = cosh_variants,
        .promotion = {"int_to_float", cosh_promotion_operands},
        .broadcast = {"none", {}},
        .inplace_cast = "same_kind",
        .names = {"keeps_input_names", cosh_names_operands},
        .names_action = "broadcast",
        .names_operand_is_list = false,
        .kernel_kind = "pointwise",
        .kernel = "cosh(self)",
        .dtypes = cosh_dtypes,
        .cuda_dtypes = cosh_cuda_dtypes,
        .devices = cosh_devices,
        .rejects = {},
        .doc = "The hyperbolic cosine of self.",
        .derivatives = cosh_derivatives,
    },
    {
        .name = "sinh",
        .base = "sinh",
        .overload = "",
        .signature = "sinh(Tensor self) -> Tensor",
        .variants = sinh_variants,
        .promotion = {"int_to_float", sinh_promotion_operands},
        .broadcast = {"none", {}},
        .inplace_cast = "same_kind",
        .names = {"keeps_input_names", sinh_names_operands},
        .names_action = "broadcast",
        .names_operand_is_list = false,
        .kernel_kind = "pointwise",
        .kernel = "sinh(self)",
        .dtypes = sinh_dtypes,
        .cuda_dtypes = sinh_cuda_dtypes,
        .devices = sinh_devices,
        .rejects = {},
        .doc = "The hyperbolic sine of self.",
        .derivatives = sinh_derivatives,
    },
    {
        .name = "tan",
        .base = "tan",
        .overload = "",
        .signature = "tan(Tensor self) -> Tensor",
        .variants = tan_variants,
        .promotion = {"int_to_float", tan_promotion_operands},
        .broadcast = {"none", {}},
        .inplace_cast = "same_kind",
        .names = {"keeps_input_names", tan_names_operands},
        .names_action = "broadcast",
        .names_operand_is_list = false,
        .kernel_kind = "pointwise",
        .kernel = "tan(self)",
        .dtypes = tan_dtypes,
        .cuda_dtypes = tan_cuda_dtypes,
        .devices = tan_devices,
        .rejects = {},
        .doc = "The tangent of self, in radians.",
        .derivatives = tan_derivatives,
    },
    {
        .name = "exp2",
        .base = "exp2",
        .overload = "",
        .signature = "exp2(Tensor self) -> Tensor",
        .variants = exp2_variants,
        .promotion = {"int_to_float", exp2_promotion_operands},
        .broadcast = {"none", {}},
        .inplace_cast = "same_kind",
        .names = {"none", {}},
        .names_action = "broadcast",
        .names_operand_is_list = false,
        .kernel_kind = "pointwise",
        .kernel = "exp2(self)",
        .dtypes = exp2_dtypes,
        .cuda_dtypes = exp2_cuda_dtypes,
        .devices = exp2_devices,
        .rejects = {},
        .doc = "2 raised to the power self.",
        .derivatives = exp2_derivatives,
    },
    {
        .name = "expm1",
        .base = "expm1",
        .overload = "",
        .signature = "expm1(Tensor self) -> Tensor",
        .variants = expm1_variants,
        .promotion = {"int_to_float", expm1_promotion_operands},
        .broadcast = {"none", {}},
        .inplace_cast = "same_kind",
        .names = {"keeps_input_names", expm1_names_operands},
        .names_action = "broadcast",
        .names_operand_is_list = false,
        .kernel_kind = "pointwise",
        .kernel = "expm1(self)",
        .dtypes = expm1_dtypes,
        .cuda_dtypes = expm1_cuda_dtypes,
        .devices = expm1_devices,
        .rejects = {},
        .doc = "exp(self) - 1, accurate for self near 0.",
        .derivatives = expm1_derivatives,
    },
    {
        .name = "log2",
        .base = "log2",
        .overload = "",
        .signature = "log2(Tensor self) -> Tensor",
        .variants = log2_variants,
        .promotion = {"int_to_float", log2_promotion_operands},
        .broadcast = {"none", {}},
        .inplace_cast = "same_kind",
        .names = {"keeps_input_names", log2_names_operands},
        .names_action = "broadcast",
        .names_operand_is_list = false,
        .kernel_kind = "pointwise",
        .kernel = "log2(self)",
        .dtypes = log2_dtypes,
        .cuda_dtypes = log2_cuda_dtypes,
        .devices = log2_devices,
        .rejects = {},
        .doc = "The base-2 logarithm of self.",
        .derivatives = log2_derivatives,
    },
    {
        .name = "log10",
        .base = "log10",
        .overload = "",
        .signature = "log10(Tensor self) -> Tensor",
        .variants = log10_variants,
        .promotion = {"int_to_float", log10_promotion_operands},
        .broadcast = {"none", {}},
        .inplace_cast = "same_kind",
        .names = {"keeps_input_names", log10_names_operands},
        .names_action = "broadcast",
        .names_operand_is_list = false,
        .kernel_kind = "pointwise",
        .kernel = "log10(self)",
        .dtypes = log10_dtypes,
        .cuda_dtypes = log10_cuda_dtypes,
        .devices = log10_devices,
        .rejects = {},
        .doc = "The base-10 logarithm of self.",
        .derivatives = log10_derivatives,
    },
    {
        .name = "log1p",
        .base = "log1p",
        .overload = "",
        .signature = "log1p(Tensor self) -> Tensor",
        .variants = log1p_variants,
        .promotion = {"int_to_float", log1p_promotion_operands},
        .broadcast = {"none", {}},
        .inplace_cast = "same_kind",
        .names = {"keeps_input_names", log1p_names_operands},
        .names_action = "broadcast",
        .names_operand_is_list = false,
        .kernel_kind = "pointwise",
        .kernel = "log1p(self)",
        .dtypes = log1p_dtypes,
        .cuda_dtypes = log1p_cuda_dtypes,
        .devices = log1p_devices,
        .rejects = {},
        .doc = "The natural logarithm of 1 + self, accurate for self near 0.",
        .derivatives = log1p_derivatives,
    },
    {
        .name = "erf",
        .base = "erf",
        .overload = "",
        .signature = "erf(Tensor self) -> Tensor",
        .variants = erf_variants,
        .promotion = {"int_to_float", erf_promotion_operands},
        .broadcast = {"none", {}},
        .inplace_cast = "same_kind",
        .names = {"keeps_input_names", erf_names_operands},
        .names_action = "broadcast",
        .names_operand_is_list = false,
        .kernel_kind = "pointwise",
        .kernel = "erf(self)",
        .dtypes = erf_dtypes,
        .cuda_dtypes = erf_cuda_dtypes,
        .devices = erf_devices,
        .rejects = {},
        .doc = "The error function of self.",
        .derivatives = erf_derivatives,
    },
    {
        .name = "erfc",
        .base = "erfc",
        .overload = "",
        .signature = "erfc(Tensor self) -> Tensor",
        .variants = erfc_variants,
        .promotion = {"int_to_float", erfc_promotion_operands},
        .broadcast = {"none", {}},
        .inplace_cast = "same_kind",
        .names = {"keeps_input_names", erfc_names_operands},
        .names_action = "broadcast",
        .names_operand_is_list = false,
        .kernel_kind = "pointwise",
        .kernel = "erfc(self)",
        .dtypes = erfc_dtypes,
        .cuda_dtypes = erfc_cuda_dtypes,
        .devices = erfc_devices,
        .rejects = {},
        .doc = "The complementary error function of self, 1 - erf(self), accurate where erf(self) is near 1.",
        .derivatives = erfc_derivatives,
    },
    {
        .name = "lgamma",
        .base = "lgamma",
        .overload = "",
        .signature = "lgamma(Tensor self) -> Tensor",
        .variants = lgamma_variants,
        .promotion = {"int_to_float", lgamma_promotion_operands},
        .broadcast = {"none", {}},
        .inplace_cast = "same_kind",
        .names = {"keeps_input_names", lgamma_names_operands},
        .names_action = "broadcast",
        .names_operand_is_list = false,
        .kernel_kind = "pointwise",
        .kernel = "lgamma(self)",
        .dtypes = lgamma_dtypes,
        .cuda_dtypes = lgamma_cuda_dtypes,
        .devices = lgamma_devices,
        .rejects = {},
        .doc = "The natural logarithm of the absolute value of the gamma function of self.",
        .derivatives = lgamma_derivatives,
    },
    {
        .name = "erfinv",
        .base = "erfinv",
        .overload = "",
        .signature = "erfinv(Tensor self) -> Tensor",
        .variants = erfinv_variants,
        .promotion = {"int_to_float", erfinv_promotion_operands},
        .broadcast = {"none", {}},
        .inplace_cast = "same_kind",
        .names = {"keeps_input_names", erfinv_names_operands},
        .names_action = "broadcast",
        .names_operand_is_list = false,
        .kernel_kind = "pointwise",
        .kernel = "erfinv(self)",
        .dtypes = erfinv_dtypes,
        .cuda_dtypes = erfinv_cuda_dtypes,
        .devices = erfinv_devices,
        .rejects = {},
        .doc = "The inverse error function of self (inf at 1, -inf at -1, NaN outside [-1, 1]).",
        .derivatives = erfinv_derivatives,
    },
    {
        .name = "digamma",
        .base = "digamma",
        .overload = "",
        .signature = "digamma(Tensor self) -> Tensor",
        .variants = digamma_variants,
        .promotion = {"int_to_float", digamma_promotion_operands},
        .broadcast = {"none", {}},
        .inplace_cast = "same_kind",
        .names = {"keeps_input_names", digamma_names_operands},
        .names_action = "broadcast",
        .names_operand_is_list = false,
        .kernel_kind = "pointwise",
        .kernel = "digamma(self)",
        .dtypes = digamma_dtypes,
        .cuda_dtypes = digamma_cuda_dtypes,
        .devices = digamma_devices,
        .rejects = {},
        .doc = "The logarithmic derivative of the gamma function of self (-inf at 0, inf at -0.0, NaN at negative integers).",
        .derivatives = digamma_derivatives,
    },
    {
        .name = "polygamma",
        .base = "polygamma",
        .overload = "",
        .signature = "polygamma(int n, Tensor self) -> Tensor",
        .variants = polygamma_variants,
        .promotion = {"int_to_float", polygamma_promotion_operands},
        .broadcast = {"none", {}},
        .inplace_cast = "same_kind",
        .names = {"keeps_input_names", polygamma_names_operands},
        .names_action = "broadcast",
        .names_operand_is_list = false,
        .kernel_kind = "pointwise",
        .kernel = "polygamma(n, self)",
        .dtypes = polygamma_dtypes,
        .cuda_dtypes = polygamma_cuda_dtypes,
        .devices = polygamma_devices,
        .rejects = polygamma_rejects,
        .doc = "The n-th derivative of digamma at self (digamma for n = 0, trigamma for 1; n >= 0).",
        .derivatives = polygamma_derivatives,
    },
    {
        .name = "sinc",
        .base = "sinc",
        .overload = "",
        .signature = "sinc(Tensor self) -> Tensor",
        .variants = sinc_variants,
        .promotion = {"int_to_float", sinc_promotion_operands},
        .broadcast = {"none", {}},
        .inplace_cast = "same_kind",
        .names = {"none", {}},
        .names_action = "broadcast",
        .names_operand_is_list = false,
        .kernel_kind = "pointwise",
        .kernel = "sinc(self)",
        .dtypes = sinc_dtypes,
        .cuda_dtypes = sinc_cuda_dtypes,
        .devices = sinc_devices,
        .rejects = {},
        .doc = "The normalized sinc, sin(pi self) / (pi self), 1 at 0.",
        .derivatives = sinc_derivatives,
    },
    {
        .name = "logit",
        .base = "logit",
        .overload = "",
        .signature = "logit(Tensor self, float? eps=None) -> Tensor",
        .variants = logit_variants,
        .promotion = {"int_to_float", logit_promotion_operands},
        .broadcast = {"none", {}},
        .inplace_cast = "same_kind",
        .names = {"none", {}},
        .names_action = "broadcast",
        .names_operand_is_list = false,
        .kernel_kind = "pointwise",
        .kernel = "logit(self, eps)",
        .dtypes = logit_dtypes,
        .cuda_dtypes = logit_cuda_dtypes,
        .devices = logit_devices,
        .rejects = {},
        .doc = "log(self / (1 - self)), with self first clamped to [eps, 1 - eps] when eps is given and not negative.",
        .derivatives = logit_derivatives,
    },
    {
        .name = "round",
        .base = "round",
        .overload = "",
        .signature = "round(Tensor self) -> Tensor",
        .variants = round_variants,
        .promotion = {"default", round_promotion_operands},
        .broadcast = {"none", {}},
        .inplace_cast = "same_kind",
        .names = {"keeps_input_names", round_names_operands},
        .names_action = "broadcast",
        .names_operand_is_list = false,
        .kernel_kind = "pointwise",
        .kernel = "round(self)",
        .dtypes = round_dtypes,
        .cuda_dtypes = round_cuda_dtypes,
        .devices = round_devices,
        .rejects = round_rejects,
        .doc = "Self rounded to the nearest integer, halves to even; integers are kept.",
        .derivatives = round_derivatives,
    },
    {
        .name = "round.decimals",
        .base = "round",
        .overload = "decimals",
        .signature = "round.decimals(Tensor self, *, int decimals) -> Tensor",
        .variants = round_decimals_variants,
        .promotion = {"default", round_decimals_promotion_operands},
        .broadcast = {"none", {}},
        .inplace_cast = "same_kind",
        .names = {"none", {}},
        .names_action = "broadcast",
        .names_operand_is_list = false,
        .kernel_kind = "pointwise",
        .kernel = "round_decimals(self, decimals)",
        .dtypes = round_decimals_dtypes,
        .cuda_dtypes = round_decimals_cuda_dtypes,
        .devices = round_decimals_devices,
        .rejects = round_decimals_rejects,
        .doc = "Self rounded half to even to `decimals` decimal digits (left of the point for a negative decimals).",
        .derivatives = round_decimals_derivatives,
    },
    {
        .name = "signbit",
        .base = "signbit",
        .overload = "",
        .signature = "signbit(Tensor self) -> Tensor",
        .variants = signbit_variants,
        .promotion = {"always_bool", signbit_promotion_operands},
        .broadcast = {"none", {}},
        .inplace_cast = "bool_out",
        .names = {"keeps_input_names", signbit_names_operands},
        .names_action = "broadcast",
        .names_operand_is_list = false,
        .kernel_kind = "pointwise",
        .kernel = "signbit(self)",
        .dtypes = signbit_dtypes,
        .cuda_dtypes = signbit_cuda_dtypes,
        .devices = signbit_devices,
        .rejects = signbit_rejects,
        .doc = "True where self's sign bit is set (-0.0 and negative NaN included).",
        .derivatives = signbit_derivatives,
    },
    {
        .name = "isinf",
        .base = "isinf",
        .overload = "",
        .signature = "isinf(Tensor self) -> Tensor",
        .variants = isinf_variants,
        .promotion = {"always_bool", isinf_promotion_operands},
        .broadcast = {"none", {}},
        .inplace_cast = "none",
        .names = {"keeps_input_names", isinf_names_operands},
        .names_action = "broadcast",
        .names_operand_is_list = false,
        .kernel_kind = "pointwise",
        .kernel = "isinf(self)",
        .dtypes = isinf_dtypes,
        .cuda_dtypes = isinf_cuda_dtypes,
        .devices = isinf_devices,
        .rejects = {},
        .doc = "True where self is infinite (either part, for complex).",
        .derivatives = isinf_derivatives,
    },
    {
        .name = "isposinf",
        .base = "isposinf",
        .overload = "",
        .signature = "isposinf(Tensor self) -> Tensor",
        .variants = isposinf_variants,
        .promotion = {"always_bool", isposinf_promotion_operands},
        .broadcast = {"none", {}},
        .inplace_cast = "bool_out",
        .names = {"none", {}},
        .names_action = "broadcast",
        .names_operand_is_list = false,
        .kernel_kind = "pointwise",
        .kernel = "isposinf(self)",
        .dtypes = isposinf_dtypes,
        .cuda_dtypes = isposinf_cuda_dtypes,
        .devices = isposinf_devices,
        .rejects = isposinf_rejects,
        .doc = "True where self is positive infinity.",
        .derivatives = isposinf_derivatives,
    },
    {
        .name = "isneginf",
        .base = "isneginf",
        .overload = "",
        .signature = "isneginf(Tensor self) -> Tensor",
        .variants = isneginf_variants,
        .promotion = {"always_bool", isneginf_promotion_operands},
        .broadcast = {"none", {}},
        .inplace_cast = "bool_out",
        .names = {"none", {}},
        .names_action = "broadcast",
        .names_operand_is_list = false,
        .kernel_kind = "pointwise",
        .kernel = "isneginf(self)",
        .dtypes = isneginf_dtypes,
        .cuda_dtypes = isneginf_cuda_dtypes,
        .devices = isneginf_devices,
        .rejects = isneginf_rejects,
        .doc = "True where self is negative infinity.",
        .derivatives = isneginf_derivatives,
    },
    {
        .name = "isreal",
        .base = "isreal",
        .overload = "",
        .signature = "isreal(Tensor self) -> Tensor",
        .variants = isreal_variants,
        .promotion = {"always_bool", isreal_promotion_operands},
        .broadcast = {"none", {}},
        .inplace_cast = "none",
        .names = {"keeps_input_names", isreal_names_operands},
        .names_action = "broadcast",
        .names_operand_is_list = false,
        .kernel_kind = "pointwise",
        .kernel = "isreal(self)",
        .dtypes = isreal_dtypes,
        .cuda_dtypes = isreal_cuda_dtypes,
        .devices = isreal_devices,
        .rejects = {},
        .doc = "True where self's imaginary part is zero (everywhere for a real tensor).",
        .derivatives = isreal_derivatives,
    },
    {
        .name = "fmax",
        .base = "fmax",
        .overload = "",
        .signature = "fmax(Tensor self, Tensor other) -> Tensor",
        .variants = fmax_variants,
        .promotion = {"default", fmax_promotion_operands},
        .broadcast = {"elementwise", fmax_broadcast_operands},
        .inplace_cast = "same_kind",
        .names = {"none", {}},
        .names_action = "broadcast",
        .names_operand_is_list = false,
        .kernel_kind = "pointwise",
        .kernel = "fmax(self, other)",
        .dtypes = fmax_dtypes,
        .cuda_dtypes = fmax_cuda_dtypes,
        .devices = fmax_devices,
        .rejects = fmax_rejects,
        .doc = "The larger of self and other, elementwise; where one is NaN, the other.",
        .derivatives = fmax_derivatives,
    },
    {
        .name = "fmin",
        .base = "fmin",
        .overload = "",
        .signature = "fmin(Tensor self, Tensor other) -> Tensor",
        .variants = fmin_variants,
        .promotion = {"default", fmin_promotion_operands},
        .broadcast = {"elementwise", fmin_broadcast_operands},
        .inplace_cast = "same_kind",
        .names = {"none", {}},
        .names_action = "broadcast",
        .names_operand_is_list = false,
        .kernel_kind = "pointwise",
        .kernel = "fmin(self, other)",
        .dtypes = fmin_dtypes,
        .cuda_dtypes = fmin_cuda_dtypes,
        .devices = fmin_devices,
        .rejects = fmin_rejects,
        .doc = "The smaller of self and other, elementwise; where one is NaN, the other.",
        .derivatives = fmin_derivatives,
    },
    {
        .name = "remainder.Tensor",
        .base = "remainder",
        .overload = "Tensor",
        .signature = "remainder.Tensor(Tensor self, Tensor other) -> Tensor",
        .variants = remainder_Tensor_variants,
        .promotion = {"default", remainder_Tensor_promotion_operands},
        .broadcast = {"elementwise", remainder_Tensor_broadcast_operands},
        .inplace_cast = "same_kind",
        .names = {"none", {}},
        .names_action = "broadcast",
        .names_operand_is_list = false,
        .kernel_kind = "pointwise",
        .kernel = "remainder(self, other)",
        .dtypes = remainder_Tensor_dtypes,
        .cuda_dtypes = remainder_Tensor_cuda_dtypes,
        .devices = remainder_Tensor_devices,
        .rejects = {},
        .doc = "The remainder of self divided by other, rounding the quotient down (Python's %); it has other's sign.",
        .derivatives = remainder_Tensor_derivatives,
    },
    {
        .name = "remainder.Scalar_Tensor",
        .base = "remainder",
        .overload = "Scalar_Tensor",
        .signature = "remainder.Scalar_Tensor(Scalar self, Tensor other) -> Tensor",
        .variants = remainder_Scalar_Tensor_variants,
        .promotion = {"default", remainder_Scalar_Tensor_promotion_operands},
        .broadcast = {"none", {}},
        .inplace_cast = "none",
        .names = {"none", {}},
        .names_action = "broadcast",
        .names_operand_is_list = false,
        .kernel_kind = "pointwise",
        .kernel = "remainder(self, other)",
        .dtypes = remainder_Scalar_Tensor_dtypes,
        .cuda_dtypes = remainder_Scalar_Tensor_cuda_dtypes,
        .devices = remainder_Scalar_Tensor_devices,
        .rejects = {},
        .doc = "The remainder of the number self divided by each element of other.",
        .derivatives = remainder_Scalar_Tensor_derivatives,
    },
    {
        .name = "fmod.Tensor",
        .base = "fmod",
        .overload = "Tensor",
        .signature = "fmod.Tensor(Tensor self, Tensor other) -> Tensor",
        .variants = fmod_Tensor_variants,
        .promotion = {"default", fmod_Tensor_promotion_operands},
        .broadcast = {"elementwise", fmod_Tensor_broadcast_operands},
        .inplace_cast = "same_kind",
        .names = {"none", {}},
        .names_action = "broadcast",
        .names_operand_is_list = false,
        .kernel_kind = "pointwise",
        .kernel = "fmod(self, other)",
        .dtypes = fmod_Tensor_dtypes,
        .cuda_dtypes = fmod_Tensor_cuda_dtypes,
        .devices = fmod_Tensor_devices,
        .rejects = {},
        .doc = "The remainder of self divided by other, rounding the quotient toward zero (C's fmod); it has self's sign.",
        .derivatives = fmod_Tensor_derivatives,
    },
    {
        .name = "floor_divide",
        .base = "floor_divide",
        .overload = "",
        .signature = "floor_divide(Tensor self, Tensor other) -> Tensor",
        .variants = floor_divide_variants,
        .promotion = {"default", floor_divide_promotion_operands},
        .broadcast = {"elementwise", floor_divide_broadcast_operands},
        .inplace_cast = "same_kind",
        .names = {"unifies_names_from_inputs", floor_divide_names_operands},
        .names_action = "broadcast",
        .names_operand_is_list = false,
        .kernel_kind = "pointwise",
        .kernel = "floor_divide(self, other)",
        .dtypes = floor_divide_dtypes,
        .cuda_dtypes = floor_divide_cuda_dtypes,
        .devices = floor_divide_devices,
        .rejects = {},
        .doc = "The quotient of self and other rounded down (Python's //).",
        .derivatives = floor_divide_derivatives,
    },
};

}  // namespace

std::span<const OpCatalogEntry> op_catalog() { return kCatalog; }

}  // namespace opforge::cli
