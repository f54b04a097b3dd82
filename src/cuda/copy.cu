// copy_ between two tensors on one CUDA device, done on the device: a byte copy per element when
// the dtypes match, else each element read as src's dtype and converted to dst's with
// cast_element's rules (device_cast.cuh). Both walk dst's layout through the offset plan, src
// broadcast into it by zero strides. A source transposed against dst (contiguous() of a
// transposed tensor, say) goes through the pointwise loop's tiled kernel instead, with the
// identity as its functor, so that both sides are read and written along their own fast dims.
// So does a conversion between contiguous tensors (x.to(kHalf), say), through the pointwise
// loop's cast path: several elements a thread and step, coalesced, one dtype switch per step.
#include <climits>
#include <complex>
#include <cstdint>
#include <optional>

#include "cuda/cuda_check.h"
#include "cuda/device_cast.cuh"
#include "cuda/kernels.h"
#include "cuda/launch.h"
#include "cuda/offset_plan.cuh"
#include "cuda/pointwise.cuh"
#include "iteration/byte_strides.h"
#include "iteration/element_word.h"
#include "iteration/strided_loop.h"
#include "opforge/dtype_dispatch.h"

namespace opforge::cuda {
namespace {

// The strided kernels walk at most INT32_MAX elements a launch (for_each_32bit_piece), in 32-bit
// index math.
template <class Word>
__global__ void __launch_bounds__(kBlockThreads)
    copy_words(cuda_detail::OffsetPlan<2> plan, char* dst, const char* src, int64_t n) {
  const auto count = static_cast<uint32_t>(n);
  const uint32_t step = gridDim.x * blockDim.x;
  for (uint32_t i = blockIdx.x * blockDim.x + threadIdx.x; i < count; i += step) {
    int64_t off[2];
    plan.offsets(i, off);
    *reinterpret_cast<Word*>(dst + off[0]) = *reinterpret_cast<const Word*>(src + off[1]);
  }
}

template <class From>
__global__ void __launch_bounds__(kBlockThreads)
    cast_copy(cuda_detail::OffsetPlan<2> plan, char* dst, ScalarType dst_dtype, const char* src, int64_t n) {
  const auto count = static_cast<uint32_t>(n);
  const uint32_t step = gridDim.x * blockDim.x;
  for (uint32_t i = blockIdx.x * blockDim.x + threadIdx.x; i < count; i += step) {
    int64_t off[2];
    plan.offsets(i, off);
    cuda_detail::store_as_called(dst + off[0], dst_dtype, cuda_detail::load_element<From>(src + off[1]));
  }
}

// One piece of the strided copy: n elements, at d and s plus plan's offsets.
void launch_copy(const cuda_detail::OffsetPlan<2>& plan, char* d, const char* s, int64_t n, const TensorBase& dst,
                 const TensorBase& src, int device) {
  if (dst.dtype() == src.dtype()) {
    visit_word(dst.element_size(), [&]<class Word>(TypeTag<Word>) {
      const auto kernel = copy_words<Word>;
      kernel<<<grid_blocks(kernel, device, n), kBlockThreads>>>(plan, d, s, n);
    });
    return;
  }
  cuda_detail::check_device_dtype(dst.dtype(), "copy_");
  visit_dtype<DtypeSet::NumericAndFloat8>(src.dtype(), "copy_", [&]<class From>(TypeTag<From>) {
    const auto kernel = cast_copy<From>;
    kernel<<<grid_blocks(kernel, device, n), kBlockThreads>>>(plan, d, dst.dtype(), s, n);
  });
}

namespace pd = elementwise::cuda_pointwise_detail;

struct Identity {
  template <class V>
  OPFORGE_HOST_DEVICE V operator()(V v) const {
    return v;
  }
};

// The tiled kernel over `loop`, computing in T: each element read as src_dtype, converted to T
// and its opmath type, and stored as dst_dtype.
template <class T>
void launch_tiled_copy(const StridedLoop<2>& loop, pd::TileWalk<1> walk, char* dst, ScalarType dst_dtype,
                       const char* src, ScalarType src_dtype, int device) {
  using Op = elementwise::cuda_opmath_t<T>;
  pd::GeneralOperands<Op, 1> ops;
  ops.plan = cuda_detail::make_offset_plan(loop, 2);
  ops.data[0] = dst;
  ops.data[1] = const_cast<char*>(src);  // read only
  ops.dtype[0] = dst_dtype;
  ops.dtype[1] = src_dtype;
  constexpr ScalarType kT = CppTypeToScalarType<T>::value;
  walk.own_dtypes = dst_dtype == kT && src_dtype == kT;
  const auto kernel = walk.own_dtypes ? pd::pointwise_tiled_kernel<T, T, true, Identity, Op, 1>
                                      : pd::pointwise_tiled_kernel<T, T, false, Identity, Op, 1>;
  kernel<<<grid_blocks(kernel, device, walk.tiles * kBlockThreads), kBlockThreads>>>(ops, walk, Identity{});
}

// Launches the tiled copy where src is transposed against dst (make_tile_walk); false elsewhere.
// Same dtypes move as integers of their size (complex128 as pairs of doubles), so every bit is
// kept, NaN payloads included; other pairs of non-shell dtypes compute in dst's dtype, which
// converts each element once, as cast_copy does.
bool tiled_copy(const StridedLoop<2>& loop, const TensorBase& dst, const TensorBase& src, int device) {
  const bool no_host_values[1] = {false};
  const std::optional<pd::TileWalk<1>> walk = pd::make_tile_walk<1>(loop, no_host_values);
  if (!walk) return false;
  char* d = static_cast<char*>(dst.data_ptr());
  const char* s = static_cast<const char*>(src.data_ptr());
  if (dst.dtype() == src.dtype()) {
    switch (dst.element_size()) {
      case 1: launch_tiled_copy<uint8_t>(loop, *walk, d, kByte, s, kByte, device); break;
      case 2: launch_tiled_copy<int16_t>(loop, *walk, d, kShort, s, kShort, device); break;
      case 4: launch_tiled_copy<int32_t>(loop, *walk, d, kInt, s, kInt, device); break;
      case 8: launch_tiled_copy<int64_t>(loop, *walk, d, kLong, s, kLong, device); break;
      default:
        launch_tiled_copy<std::complex<double>>(loop, *walk, d, kComplexDouble, s, kComplexDouble, device);
        break;
    }
    return true;
  }
  for (ScalarType t : {dst.dtype(), src.dtype()})
    if (is_shell(t) || is_float8(t)) return false;
  visit_dtype(dst.dtype(), "copy_",
              [&]<class T>(TypeTag<T>) { launch_tiled_copy<T>(loop, *walk, d, dst.dtype(), s, src.dtype(), device); });
  return true;
}

// Launches the pointwise cast path's kernel computing in dst's dtype, as tiled_copy does, where
// the dtypes differ (neither a shell nor a float8) and both walk one contiguous dim (src may be a
// single element broadcast); false elsewhere.
bool contiguous_cast_copy(const StridedLoop<2>& loop, const TensorBase& dst, const TensorBase& src, int device) {
  if (dst.dtype() == src.dtype() || loop.dim() > 1) return false;
  for (ScalarType t : {dst.dtype(), src.dtype()})
    if (is_shell(t) || is_float8(t)) return false;
  const int64_t n = dst.numel();
  const auto stride = [&](size_t k) { return loop.dim() == 0 ? int64_t{0} : loop.stride(k, 0); };
  if (n > 1 && stride(0) != static_cast<int64_t>(dst.element_size())) return false;
  const bool src_scalar = stride(1) == 0;
  if (!src_scalar && stride(1) != static_cast<int64_t>(src.element_size())) return false;
  visit_dtype(dst.dtype(), "copy_", [&]<class T>(TypeTag<T>) {
    using Op = elementwise::cuda_opmath_t<T>;
    pd::CastOperands<Op, 1> ops;
    ops.in.data[0] = static_cast<const char*>(src.data_ptr());
    ops.in.source[0] = src_scalar ? pd::Source::DeviceScalar : pd::Source::Contiguous;
    ops.in_dtype[0] = src.dtype();
    ops.out_dtype = dst.dtype();
    const auto kernel = pd::pointwise_cast_kernel<T, T, Identity, Op, 1>;
    kernel<<<grid_blocks(kernel, device, n / pd::kCastRun<Op> + 1), kBlockThreads>>>(
        ops, static_cast<char*>(dst.data_ptr()), n, Identity{});
  });
  return true;
}

}  // namespace

void copy_on_device(const TensorBase& dst, const TensorBase& src) {
  const int64_t n = dst.numel();
  if (n == 0) return;
  const DimVector dst_strides = byte_strides(dst);
  const DimVector src_strides = broadcast_byte_strides(src, dst.sizes());
  const StridedLoop<2> loop(dst.sizes(), {static_cast<char*>(dst.data_ptr()), static_cast<char*>(src.data_ptr())},
                            {IntArrayRef(dst_strides), IntArrayRef(src_strides)});
  const DeviceGuard guard(dst.device());
  if (tiled_copy(loop, dst, src, guard.index()) || contiguous_cast_copy(loop, dst, src, guard.index())) {
    check_cuda(cudaGetLastError(), "copy kernel launch");
    return;
  }
  char* d = static_cast<char*>(dst.data_ptr());
  const char* s = static_cast<const char*>(src.data_ptr());
  cuda_detail::for_each_32bit_piece(
      cuda_detail::make_offset_plan(loop), INT32_MAX,
      [&](const cuda_detail::OffsetPlan<2>& piece, const int64_t(&shift)[2], int64_t count) {
        launch_copy(piece, d + shift[0], s + shift[1], count, dst, src, guard.index());
      });
  check_cuda(cudaGetLastError(), "copy kernel launch");
}

}  // namespace opforge::cuda
