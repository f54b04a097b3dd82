// The hand-written kernels of the ops whose ops.yaml entry says `kernel: {custom: NAME}`, with the
// signature the generated dispatch stubs call:
//
//   <return> opforge::kernels::NAME(<the op's arguments, as the public API types>, const Tensor* out)
//
// `out` is nullptr for the function and method variants, &self for the in-place variant and the
// out= tensor for the out variant; for an op with several returns (max.dim) it points at one
// tensor per return, in order (values, indices). A kernel returns its result: `out` itself when
// given, a std::tuple for several returns. A kernel does the op's dtype, shape and out= checks
// (PyTorch's messages) and the computation; the stub computes and applies the result's names, so
// kernels ignore names, with two exceptions that agree with what the stub computes: view kernels
// (transpose, squeeze) carry self's names along with its geometry, and zeros.names names its
// result from its `names` argument. Argument types: int[1]? -> std::optional<IntArrayRef>,
// Dimname[1] -> DimnameList, Tensor[] -> TensorList, str? -> std::optional<std::string_view>.
//
// These declarations stand in for generated/src/kernels/<base>.h until the generator writes them;
// the two must stay identical.
#pragma once

#include <cstdint>
#include <optional>
#include <span>
#include <string_view>
#include <tuple>

#include "opforge/device.h"
#include "opforge/dimname.h"
#include "opforge/layout.h"
#include "opforge/scalar.h"
#include "opforge/scalar_type.h"
#include "opforge/tensor.h"

namespace opforge {

using TensorList = std::span<const Tensor>;

namespace kernels {

// div.Tensor_mode (src/cpu/div.cpp)
Tensor div_mode_kernel(const Tensor& self, const Tensor& other, std::optional<std::string_view> rounding_mode,
                       const Tensor* out);

// masked_fill.Tensor (src/cpu/masked_fill.cpp)
Tensor masked_fill_tensor_kernel(const Tensor& self, const Tensor& mask, const Tensor& value, const Tensor* out);

// sum, sum.dim_IntList, sum.dim_DimnameList (src/cpu/sum.cpp)
Tensor sum_kernel(const Tensor& self, std::optional<ScalarType> dtype, const Tensor* out);
Tensor sum_kernel(const Tensor& self, std::optional<IntArrayRef> dim, bool keepdim, std::optional<ScalarType> dtype,
                  const Tensor* out);

// mean, mean.dim, mean.names_dim (src/cpu/mean.cpp)
Tensor mean_kernel(const Tensor& self, std::optional<ScalarType> dtype, const Tensor* out);
Tensor mean_kernel(const Tensor& self, std::optional<IntArrayRef> dim, bool keepdim, std::optional<ScalarType> dtype,
                   const Tensor* out);

// max, max.dim, max.names_dim (src/cpu/max.cpp)
Tensor max_all_kernel(const Tensor& self, const Tensor* out);
std::tuple<Tensor, Tensor> max_dim_kernel(const Tensor& self, int64_t dim, bool keepdim, const Tensor* out);

// mm, bmm, matmul (src/cpu/mm.cpp, bmm.cpp, matmul.cpp)
Tensor mm_kernel(const Tensor& self, const Tensor& mat2, const Tensor* out);
Tensor bmm_kernel(const Tensor& self, const Tensor& mat2, const Tensor* out);
Tensor matmul_kernel(const Tensor& self, const Tensor& other, const Tensor* out);

// transpose, transpose.Dimname (src/cpu/transpose.cpp)
Tensor transpose_kernel(const Tensor& self, int64_t dim0, int64_t dim1, const Tensor* out);

// squeeze, squeeze.dim, squeeze.dimname (src/cpu/squeeze.cpp)
Tensor squeeze_kernel(const Tensor& self, const Tensor* out);
Tensor squeeze_kernel(const Tensor& self, int64_t dim, const Tensor* out);

// cat, cat.names (src/cpu/cat.cpp)
Tensor cat_kernel(TensorList tensors, int64_t dim, const Tensor* out);

// zeros, zeros.names (src/cpu/zeros.cpp)
Tensor zeros_kernel(IntArrayRef size, std::optional<ScalarType> dtype, std::optional<Layout> layout,
                    std::optional<Device> device, std::optional<bool> pin_memory, const Tensor* out);
Tensor zeros_kernel(IntArrayRef size, std::optional<DimnameList> names, std::optional<ScalarType> dtype,
                    std::optional<Layout> layout, std::optional<Device> device, std::optional<bool> pin_memory,
                    const Tensor* out);

// fill (src/cpu/fill.cpp)
Tensor fill_kernel(const Tensor& self, const Scalar& value, const Tensor* out);

// copy (src/cpu/copy.cpp)
Tensor copy_kernel(const Tensor& self, const Tensor& src, bool non_blocking, const Tensor* out);

}  // namespace kernels
}  // namespace opforge
