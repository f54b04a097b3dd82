// The meta step and the operand plan of every pointwise op: PyTorch's TensorIterator, reduced to
// what pointwise kernels need. One ElementwiseIter is built on the stack per call; it
//   1. checks devices (all alike, except zero-dim CPU tensors, which ride along as scalars),
//   2. broadcasts the inputs' shapes (infer_size), and for in-place/out checks the destination shape,
//   3. computes the common dtype with result_type and from it the compute and result dtypes of the
//      op's promotion category, and checks that the result can be cast to an out/in-place tensor,
//   4. allocates the output (following the stride order of the first input that already has the
//      output's shape and is dense, so channels_last and transposed inputs give alike outputs),
//   5. leaves every operand as (data, dtype, byte strides over the output shape) for the kernel.
// The common case (inputs of one dtype, sizes and device, all contiguous; wrapped scalars that do
// not lift the dtype; a destination like them) takes a short path through the same steps and marks
// the iterator linear: a kernel may then walk every operand as a flat array of numel() elements.
// Names are left to the generated stub, which calls the op's name rule (name_inference.h) and
// propagate_names on the output. Nothing here allocates besides the output tensor.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <span>
#include <string_view>
#include <utility>

#include "core/element_cast.h"
#include "iteration/promotion_kind.h"
#include "opforge/layout.h"
#include "opforge/scalar.h"
#include "opforge/scalar_type.h"
#include "opforge/tensor_base.h"

namespace opforge::elementwise {

// How the result may be written into an in-place self or an out= tensor of another dtype.
enum class InplaceCast : uint8_t {
  SameKind,  // the spec's rule: can_cast(result, destination) (integral rejects float, ...)
  Exact,     // the destination must have the result dtype
  Unsafe,    // any dtype (copy_)
};

inline constexpr int kMaxInputs = 3;

// One operand as the kernel sees it.
struct Operand {
  char* data = nullptr;
  ScalarType dtype = ScalarType::Undefined;
  IntArrayRef byte_strides;  // one per dim of the output shape; 0 along broadcast dims (held by the iterator)
};

// An input: a tensor or a wrapped scalar (a Python number in PyTorch's API).
struct Input {
  const TensorBase* tensor = nullptr;
  const Scalar* scalar = nullptr;
  Input() = default;  // an empty slot of an InputList
  Input(const TensorBase& t) : tensor(&t) {}
  Input(const Scalar& s) : scalar(&s) {}
};

// The inputs of one call as a generated stub collects them: optional operands (clamp's bounds)
// are added only when present, each with whether it takes part in type promotion.
class InputList {
 public:
  void add(Input in, bool promoted) {
    if (promoted) promoted_ |= 1u << size_;
    inputs_[size_++] = in;
  }
  std::span<const Input> span() const { return {inputs_.data(), size_}; }
  uint32_t promoted_mask() const { return promoted_; }

 private:
  std::array<Input, kMaxInputs> inputs_{};
  size_t size_ = 0;
  uint32_t promoted_ = 0;
};

struct Config {
  std::string_view op_name;                          // for error messages
  PromotionKind promotion = PromotionKind::Default;  // an elementwise kind
  InplaceCast inplace_cast = InplaceCast::SameKind;
  // Set when the op writes into an existing tensor: the in-place self or the out= tensor.
  const TensorBase* out = nullptr;
  bool is_inplace = false;  // out is self: its shape may not change
  // Bit i set: input i takes part in type promotion (where's condition, masked_fill's mask do
  // not). Inputs left out are still broadcast and converted to the compute dtype on load.
  uint32_t promoted_inputs = ~0u;
};

class ElementwiseIter {
 public:
  ElementwiseIter(const Config& config, std::initializer_list<Input> inputs);
  // Takes which inputs promote from the list; config.promoted_inputs is not read.
  ElementwiseIter(const Config& config, const InputList& inputs);
  // Not copyable: operands of wrapped scalars point into this object's own scalar slots.
  ElementwiseIter(const ElementwiseIter&) = delete;
  ElementwiseIter& operator=(const ElementwiseIter&) = delete;

  // The common dtype of the inputs (result_type) and what the kernel computes in and produces.
  ScalarType common_dtype() const { return common_dtype_; }
  ScalarType compute_dtype() const { return compute_dtype_; }
  ScalarType result_dtype() const { return result_dtype_; }
  Device device() const { return device_; }
  IntArrayRef shape() const { return shape_.span(); }
  int64_t numel() const { return numel_; }

  // The output tensor (allocated here, or the in-place/out tensor, resized if it had to be).
  const TensorBase& output() const { return output_; }
  // The output, moved out for the stub to return as a Tensor (the iterator is done): returning a
  // copy would cost two atomic reference count updates per op.
  TensorBase take_output() { return std::move(output_); }
  const Operand& out_operand() const { return out_; }
  const Operand& input(int i) const { return inputs_[static_cast<size_t>(i)]; }
  int num_inputs() const { return num_inputs_; }
  // Every operand is contiguous over shape() or a host scalar (stride 0 everywhere), so element i
  // of operand k is at data + i * itemsize (or data itself): no stride walk needed.
  bool is_linear() const { return linear_; }
  // Whether input i is a wrapped scalar (or a zero-dim CPU tensor in a CUDA op) held in host
  // memory by this iterator, already converted to the compute dtype. A CUDA kernel must pass its
  // value by value instead of dereferencing input(i).data on the device.
  bool input_is_host_scalar(int i) const {
    const auto k = static_cast<size_t>(i);
    return inputs_[k].data == reinterpret_cast<const char*>(scalar_slots_[k].data());
  }

 private:
  void build(const Config& config, std::span<const Input> inputs);
  bool build_same_layout(const Config& config, std::span<const Input> inputs);
  void apply_promotion(PromotionKind promotion);
  void compute_shape(std::span<const Input> inputs, const Config& config);
  void compute_dtypes(std::span<const Input> inputs, const Config& config);
  void prepare_output(std::span<const Input> inputs, const Config& config);
  void bind_inputs(std::span<const Input> inputs);
  void bind_scalar(size_t i, const Scalar& value);

  ScalarType common_dtype_ = ScalarType::Undefined;
  ScalarType compute_dtype_ = ScalarType::Undefined;
  ScalarType result_dtype_ = ScalarType::Undefined;
  Device device_{DeviceType::CPU};
  DimVector shape_;
  int64_t numel_ = 1;
  TensorBase output_;
  Operand out_;
  std::array<Operand, kMaxInputs> inputs_;
  // The operands' byte strides: [0] the output's, [1 + i] input i's (unused where an input shares
  // another operand's strides).
  std::array<DimVector, kMaxInputs + 1> strides_;
  // Wrapped scalars are stored here, converted to the compute dtype (16 bytes fit complex128).
  alignas(16) std::array<std::array<unsigned char, 16>, kMaxInputs> scalar_slots_;  // written before read
  int num_inputs_ = 0;
  bool linear_ = false;
};

// Writes `value` converted to dtype `t` at `dst` (PyTorch's cast semantics; NotImplementedError
// for shell dtypes).
void write_scalar(void* dst, ScalarType t, const Scalar& value);

// `value` converted to T with the same semantics: a kernel's extra Scalar argument (add's alpha) in
// its compute type.
template <class T>
T scalar_to(const Scalar& value) {
  switch (value.tag()) {
    case Scalar::Tag::Bool: return cast_element<T>(value.to_bool());
    case Scalar::Tag::Int: return cast_element<T>(value.to_long());
    case Scalar::Tag::Float: return cast_element<T>(value.to_double());
    case Scalar::Tag::Complex: break;
  }
  return cast_element<T>(value.to_complex());
}

}  // namespace opforge::elementwise
