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
constexpr std::string_view add_devices[] = {"cpu", "cuda"};
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
constexpr std::string_view sub_devices[] = {"cpu", "cuda"};
constexpr CatalogReject sub_rejects[] = {
    {sub_r0_when, sub_r0_variants, "RuntimeError", "Subtraction, the `-` operator, with two bool tensors is not supported. Use the `^` or `logical_xor()` operator instead."},
    {sub_r1_when, sub_r1_variants, "RuntimeError", "Subtraction, the `-` operator, with a bool tensor is not supported. If you are trying to invert a mask, use the `~` or `logical_not()` operator instead."},
};
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
constexpr std::string_view mul_devices[] = {"cpu", "cuda"};
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
constexpr std::string_view div_devices[] = {"cpu", "cuda"};
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
constexpr std::string_view div_Tensor_mode_devices[] = {"cpu", "cuda"};
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
constexpr std::string_view pow_devices[] = {"cpu", "cuda"};
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
constexpr std::string_view pow_Tensor_Scalar_devices[] = {"cpu", "cuda"};
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
constexpr std::string_view pow_Scalar_devices[] = {"cpu", "cuda"};
constexpr CatalogVariant atan2_variants[] = {
    {"function", "opforge::atan2"}, {"method", "Tensor::atan2"}, {"inplace", "Tensor::atan2_"},
    {"out", "opforge::atan2_out"},
};
constexpr std::string_view atan2_promotion_operands[] = {"self", "other"};
constexpr std::string_view atan2_broadcast_operands[] = {"self", "other"};
constexpr std::string_view atan2_names_operands[] = {"self", "other"};
constexpr std::string_view atan2_dtypes[] = {"float16", "bfloat16", "float32", "float64"};
constexpr std::string_view atan2_cuda_dtypes[] = {"float16", "bfloat16", "float32", "float64"};
constexpr std::string_view atan2_devices[] = {"cpu", "cuda"};
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
constexpr std::string_view eq_devices[] = {"cpu", "cuda"};
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
constexpr std::string_view ne_devices[] = {"cpu", "cuda"};
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
constexpr std::string_view lt_devices[] = {"cpu", "cuda"};
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
constexpr std::string_view le_devices[] = {"cpu", "cuda"};
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
constexpr std::string_view gt_devices[] = {"cpu", "cuda"};
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
constexpr std::string_view ge_devices[] = {"cpu", "cuda"};
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
constexpr std::string_view neg_devices[] = {"cpu", "cuda"};
constexpr CatalogReject neg_rejects[] = {
    {neg_r0_when, neg_r0_variants, "RuntimeError", "Negation, the `-` operator, on a bool tensor is not supported. If you are trying to invert a mask, use the `~` or `logical_not()` operator instead."},
};
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
constexpr std::string_view abs_devices[] = {"cpu", "cuda"};
constexpr CatalogReject abs_rejects[] = {
    {abs_r0_when, abs_r0_variants, "RuntimeError", "In-place abs is not supported for complex tensors."},
};
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
constexpr std::string_view sin_devices[] = {"cpu", "cuda"};
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
constexpr std::string_view cos_devices[] = {"cpu", "cuda"};
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
constexpr std::string_view exp_devices[] = {"cpu", "cuda"};
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
constexpr std::string_view sqrt_devices[] = {"cpu", "cuda"};
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
constexpr std::string_view sigmoid_devices[] = {"cpu", "cuda"};
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
constexpr std::string_view logical_not_devices[] = {"cpu", "cuda"};
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
constexpr std::string_view bitwise_not_devices[] = {"cpu", "cuda"};
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
constexpr std::string_view clamp_devices[] = {"cpu", "cuda"};
constexpr CatalogReject clamp_rejects[] = {
    {clamp_r0_when, clamp_r0_variants, "RuntimeError", "clamp is not supported for complex types"},
    {clamp_r1_when, clamp_r1_variants, "RuntimeError", "value cannot be converted to type at::Half without overflow"},
    {clamp_r2_when, clamp_r2_variants, "RuntimeError", "value cannot be converted to type at::BFloat16 without overflow"},
    {clamp_r3_when, clamp_r3_variants, "RuntimeError", "value cannot be converted to type float without overflow"},
    {clamp_r4_when, clamp_r4_variants, "RuntimeError", "value cannot be converted to type double without overflow"},
    {clamp_r5_when, clamp_r5_variants, "RuntimeError", "clamp is not supported for complex types"},
};
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
constexpr std::string_view clamp_Tensor_devices[] = {"cpu", "cuda"};
constexpr CatalogReject clamp_Tensor_rejects[] = {
    {clamp_Tensor_r0_when, clamp_Tensor_r0_variants, "RuntimeError", "clamp is not supported for complex types"},
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
constexpr std::string_view where_self_devices[] = {"cpu", "cuda"};
constexpr CatalogVariant masked_fill_variants[] = {
    {"function", "opforge::masked_fill"}, {"method", "Tensor::masked_fill"},
    {"inplace", "Tensor::masked_fill_"},
};
constexpr std::string_view masked_fill_promotion_operands[] = {"self"};
constexpr std::string_view masked_fill_broadcast_operands[] = {"mask", "self"};
constexpr std::string_view masked_fill_names_operands[] = {"self"};
constexpr std::string_view masked_fill_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64", "float16", "bfloat16", "float32", "float64",
    "complex32", "complex64", "complex128",
};
constexpr std::string_view masked_fill_cuda_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64", "float16", "bfloat16", "float32", "float64",
    "complex32", "complex64", "complex128",
};
constexpr std::string_view masked_fill_devices[] = {"cpu", "cuda"};
constexpr CatalogVariant masked_fill_Tensor_variants[] = {
    {"function", "opforge::masked_fill"}, {"method", "Tensor::masked_fill"},
    {"inplace", "Tensor::masked_fill_"},
};
constexpr std::string_view masked_fill_Tensor_promotion_operands[] = {"self"};
constexpr std::string_view masked_fill_Tensor_broadcast_operands[] = {"mask", "self"};
constexpr std::string_view masked_fill_Tensor_names_operands[] = {"self"};
constexpr std::string_view masked_fill_Tensor_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64", "float16", "bfloat16", "float32", "float64",
    "complex32", "complex64", "complex128",
};
constexpr std::string_view masked_fill_Tensor_cuda_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64", "float16", "bfloat16", "float32", "float64",
    "complex32", "complex64", "complex128",
};
constexpr std::string_view masked_fill_Tensor_devices[] = {"cpu", "cuda"};
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
constexpr std::string_view sum_devices[] = {"cpu", "cuda"};
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
constexpr std::string_view sum_dim_IntList_devices[] = {"cpu", "cuda"};
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
constexpr std::string_view sum_dim_DimnameList_devices[] = {"cpu", "cuda"};
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
constexpr std::string_view mean_devices[] = {"cpu", "cuda"};
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
constexpr std::string_view mean_dim_devices[] = {"cpu", "cuda"};
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
constexpr std::string_view mean_names_dim_devices[] = {"cpu", "cuda"};
constexpr CatalogVariant max_variants[] = {{"function", "opforge::max"}, {"method", "Tensor::max"}};
constexpr std::string_view max_promotion_operands[] = {"self"};
constexpr std::string_view max_names_operands[] = {"self"};
constexpr std::string_view max_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64", "float16", "bfloat16", "float32", "float64",
};
constexpr std::string_view max_cuda_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64", "float16", "bfloat16", "float32", "float64",
};
constexpr std::string_view max_devices[] = {"cpu", "cuda"};
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
constexpr std::string_view max_dim_devices[] = {"cpu", "cuda"};
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
constexpr std::string_view max_names_dim_devices[] = {"cpu", "cuda"};
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
constexpr std::string_view prod_devices[] = {"cpu", "cuda"};
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
constexpr std::string_view prod_dim_int_devices[] = {"cpu", "cuda"};
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
constexpr std::string_view prod_dim_Dimname_devices[] = {"cpu", "cuda"};
constexpr CatalogVariant all_variants[] = {
    {"function", "opforge::all"}, {"method", "Tensor::all"}, {"out", "opforge::all_out"},
};
constexpr std::string_view all_promotion_operands[] = {"self"};
constexpr std::string_view all_names_operands[] = {"self"};
constexpr std::string_view all_dtypes[] = {"bool", "uint8"};
constexpr std::string_view all_cuda_dtypes[] = {"bool", "uint8"};
constexpr std::string_view all_devices[] = {"cpu", "cuda"};
constexpr CatalogVariant all_dim_variants[] = {
    {"function", "opforge::all"}, {"method", "Tensor::all"}, {"out", "opforge::all_out"},
};
constexpr std::string_view all_dim_promotion_operands[] = {"self"};
constexpr std::string_view all_dim_dtypes[] = {"bool", "uint8"};
constexpr std::string_view all_dim_cuda_dtypes[] = {"bool", "uint8"};
constexpr std::string_view all_dim_devices[] = {"cpu", "cuda"};
constexpr CatalogVariant any_variants[] = {
    {"function", "opforge::any"}, {"method", "Tensor::any"}, {"out", "opforge::any_out"},
};
constexpr std::string_view any_promotion_operands[] = {"self"};
constexpr std::string_view any_names_operands[] = {"self"};
constexpr std::string_view any_dtypes[] = {"bool", "uint8"};
constexpr std::string_view any_cuda_dtypes[] = {"bool", "uint8"};
constexpr std::string_view any_devices[] = {"cpu", "cuda"};
constexpr CatalogVariant any_dim_variants[] = {
    {"function", "opforge::any"}, {"method", "Tensor::any"}, {"out", "opforge::any_out"},
};
constexpr std::string_view any_dim_promotion_operands[] = {"self"};
constexpr std::string_view any_dim_dtypes[] = {"bool", "uint8"};
constexpr std::string_view any_dim_cuda_dtypes[] = {"bool", "uint8"};
constexpr std::string_view any_dim_devices[] = {"cpu", "cuda"};
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
constexpr std::string_view amax_devices[] = {"cpu", "cuda"};
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
constexpr std::string_view amin_devices[] = {"cpu", "cuda"};
constexpr CatalogVariant nansum_variants[] = {
    {"function", "opforge::nansum"}, {"method", "Tensor::nansum"}, {"out", "opforge::nansum_out"},
};
constexpr std::string_view nansum_r0_c0_operands[] = {"self"};
constexpr std::string_view nansum_r0_c0_dtypes[] = {"complex64", "complex128"};
constexpr CatalogCondition nansum_r0_when[] = {{"all", nansum_r0_c0_operands, nansum_r0_c0_dtypes}};
constexpr std::string_view nansum_r0_variants[] = {"function", "method", "out"};
constexpr std::string_view nansum_promotion_operands[] = {"self"};
constexpr std::string_view nansum_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64", "float16", "bfloat16", "float32", "float64",
};
constexpr std::string_view nansum_cuda_dtypes[] = {
    "bool", "uint8", "int8", "int16", "int32", "int64", "float16", "bfloat16", "float32", "float64",
};
constexpr std::string_view nansum_devices[] = {"cpu", "cuda"};
constexpr CatalogReject nansum_rejects[] = {
    {nansum_r0_when, nansum_r0_variants, "RuntimeError", "nansum does not support complex inputs"},
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
constexpr std::string_view mm_devices[] = {"cpu", "cuda"};
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
constexpr std::string_view bmm_devices[] = {"cpu", "cuda"};
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
constexpr std::string_view dot_devices[] = {"cpu", "cuda"};
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
constexpr std::string_view mv_devices[] = {"cpu", "cuda"};
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
constexpr std::string_view matmul_devices[] = {"cpu", "cuda"};
constexpr CatalogVariant transpose_variants[] = {
    {"function", "opforge::transpose"}, {"method", "Tensor::transpose"},
    {"inplace", "Tensor::transpose_"},
};
constexpr std::string_view transpose_promotion_operands[] = {"self"};
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
constexpr std::string_view transpose_devices[] = {"cpu", "cuda"};
constexpr CatalogVariant transpose_Dimname_variants[] = {
    {"function", "opforge::transpose"}, {"method", "Tensor::transpose"},
};
constexpr std::string_view transpose_Dimname_promotion_operands[] = {"self"};
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
constexpr std::string_view transpose_Dimname_devices[] = {"cpu", "cuda"};
constexpr CatalogVariant squeeze_variants[] = {
    {"function", "opforge::squeeze"}, {"method", "Tensor::squeeze"},
    {"inplace", "Tensor::squeeze_"},
};
constexpr std::string_view squeeze_promotion_operands[] = {"self"};
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
constexpr std::string_view squeeze_devices[] = {"cpu", "cuda"};
constexpr CatalogVariant squeeze_dim_variants[] = {
    {"function", "opforge::squeeze"}, {"method", "Tensor::squeeze"},
    {"inplace", "Tensor::squeeze_"},
};
constexpr std::string_view squeeze_dim_promotion_operands[] = {"self"};
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
constexpr std::string_view squeeze_dim_devices[] = {"cpu", "cuda"};
constexpr CatalogVariant squeeze_dimname_variants[] = {
    {"function", "opforge::squeeze"}, {"method", "Tensor::squeeze"},
    {"inplace", "Tensor::squeeze_"},
};
constexpr std::string_view squeeze_dimname_promotion_operands[] = {"self"};
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
constexpr std::string_view squeeze_dimname_devices[] = {"cpu", "cuda"};
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
constexpr std::string_view cat_devices[] = {"cpu", "cuda"};
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
constexpr std::string_view cat_names_devices[] = {"cpu", "cuda"};
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
constexpr std::string_view zeros_devices[] = {"cpu", "cuda"};
constexpr CatalogVariant zeros_names_variants[] = {
    {"function", "opforge::zeros"}, {"out", "opforge::zeros_out"},
};
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
constexpr std::string_view zeros_names_devices[] = {"cpu", "cuda"};
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
constexpr std::string_view fill_devices[] = {"cpu", "cuda"};
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
constexpr std::string_view copy_devices[] = {"cpu", "cuda"};

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
        .names = {"keeps_input_names", masked_fill_names_operands},
        .names_action = "broadcast",
        .names_operand_is_list = false,
        .kernel_kind = "pointwise",
        .kernel = "mask ? value : self",
        .dtypes = masked_fill_dtypes,
        .cuda_dtypes = masked_fill_cuda_dtypes,
        .devices = masked_fill_devices,
        .rejects = {},
        .doc = "Self with value written where mask is true. mask must be bool.",
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
        .names = {"keeps_input_names", masked_fill_Tensor_names_operands},
        .names_action = "broadcast",
        .names_operand_is_list = false,
        .kernel_kind = "composite",
        .kernel = "masked_fill_tensor",
        .dtypes = masked_fill_Tensor_dtypes,
        .cuda_dtypes = masked_fill_Tensor_cuda_dtypes,
        .devices = masked_fill_Tensor_devices,
        .rejects = {},
        .doc = "Self with the zero-dim tensor value written where mask is true.",
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
    },
    {
        .name = "transpose",
        .base = "transpose",
        .overload = "",
        .signature = "transpose(Tensor(a) self, int dim0, int dim1) -> Tensor(a)",
        .variants = transpose_variants,
        .promotion = {"default", transpose_promotion_operands},
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
    },
    {
        .name = "transpose.Dimname",
        .base = "transpose",
        .overload = "Dimname",
        .signature = "transpose.Dimname(Tensor(a) self, Dimname dim0, Dimname dim1) -> Tensor(a)",
        .variants = transpose_Dimname_variants,
        .promotion = {"default", transpose_Dimname_promotion_operands},
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
    },
    {
        .name = "squeeze",
        .base = "squeeze",
        .overload = "",
        .signature = "squeeze(Tensor(a) self) -> Tensor(a)",
        .variants = squeeze_variants,
        .promotion = {"default", squeeze_promotion_operands},
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
    },
    {
        .name = "squeeze.dim",
        .base = "squeeze",
        .overload = "dim",
        .signature = "squeeze.dim(Tensor(a) self, int dim) -> Tensor(a)",
        .variants = squeeze_dim_variants,
        .promotion = {"default", squeeze_dim_promotion_operands},
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
    },
    {
        .name = "squeeze.dimname",
        .base = "squeeze",
        .overload = "dimname",
        .signature = "squeeze.dimname(Tensor(a) self, Dimname dim) -> Tensor(a)",
        .variants = squeeze_dimname_variants,
        .promotion = {"default", squeeze_dimname_promotion_operands},
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
        .kernel_kind = "composite",
        .kernel = "zeros",
        .dtypes = zeros_dtypes,
        .cuda_dtypes = zeros_cuda_dtypes,
        .devices = zeros_devices,
        .rejects = {},
        .doc = "A tensor of the given size filled with zeros.",
    },
    {
        .name = "zeros.names",
        .base = "zeros",
        .overload = "names",
        .signature = "zeros.names(int[] size, *, Dimname[]? names, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor",
        .variants = zeros_names_variants,
        .promotion = {"custom", {}},
        .broadcast = {"none", {}},
        .inplace_cast = "out_dtype",
        .names = {"factory", {}},
        .names_action = "broadcast",
        .names_operand_is_list = false,
        .kernel_kind = "composite",
        .kernel = "zeros",
        .dtypes = zeros_names_dtypes,
        .cuda_dtypes = zeros_names_cuda_dtypes,
        .devices = zeros_names_devices,
        .rejects = {},
        .doc = "A tensor of the given size filled with zeros, with dimension names.",
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
    },
};

}  // namespace

std::span<const OpCatalogEntry> op_catalog() { return kCatalog; }

}  // namespace opforge::cli
