// Checks the hand-written kernels share, with PyTorch's texts: what they do with a destination
// tensor given by the caller (an out= tensor, or self of an in-place op), devices, and the devices a
// kernel has no code for.
#pragma once

#include <string>
#include <string_view>

#include "opforge/layout.h"
#include "opforge/scalar_type.h"
#include "opforge/tensor.h"

namespace opforge {

// The name c10's TypeMeta gives a dtype ("float", "long int", "c10::Half"): what PyTorch prints
// where a message formats a tensor's dtype() rather than its scalar_type().
std::string_view type_meta_name(ScalarType t);

// The name PyTorch's legacy tensor types give a dtype on a device, in opforge's namespace as every
// dtype name opforge prints ("opforge.FloatTensor", "opforge.cuda.LongTensor", and "CPUBoolType"
// where there is no legacy tensor name): what PyTorch's argument checks print (checkSameType,
// checkScalarType).
std::string legacy_type_name(ScalarType t, DeviceType device);

// An out= tensor must already have the result dtype. RuntimeError "Expected out tensor to have
// dtype float, but got double instead".
void check_out_dtype(const Tensor& out, ScalarType expected);

// PyTorch's resize_output: an out= tensor of another shape takes the result's shape (contiguous
// strides, new storage when too small, all False for bool); one of the right shape is written as
// it is.
void resize_out(const TensorBase& out, IntArrayRef shape);

// The result of a kernel: `out` resized to `shape` when given (its dtype checked by the caller; it
// must be on `device`), else a new contiguous tensor of `dtype` on `device`.
Tensor make_output(IntArrayRef shape, ScalarType dtype, Device device, const Tensor* out);

// All tensors of one op on one device. RuntimeError "Expected all tensors to be on the same
// device, but found at least two devices, cpu and cuda:0!".
void check_same_device(Device a, Device b);

}  // namespace opforge
