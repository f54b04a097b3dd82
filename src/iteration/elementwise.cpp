#include "iteration/elementwise.h"

#include <algorithm>
#include <limits>
#include <numeric>
#include <optional>

#include "core/allocation.h"
#include "core/checked_math.h"
#include "core/element_cast.h"
#include "core/fresh_tensor.h"
#include "iteration/byte_strides.h"
#include "iteration/kernel_checks.h"
#include "iteration/mem_overlap.h"
#include "opforge/broadcast.h"
#include "opforge/dtype_dispatch.h"
#include "opforge/factories.h"
#include "opforge/promotion.h"

namespace opforge::elementwise {
namespace {

// A zero-dim CPU tensor may take part in a CUDA op: it is read on the host, like a scalar.
bool is_cpu_scalar(const TensorBase& t) { return t.dim() == 0 && t.is_cpu(); }

[[noreturn]] void raise_device_mismatch(Device a, Device b) {
  raise<RuntimeError>("Expected all tensors to be on the same device, but found at least two devices, {} and {}!",
                      a.str(), b.str());
}

// The strides TensorIterator gives an output it allocates; nullopt for contiguous ones.
//
// Inputs that all have the result's shape (no wrapped number, which is a zero-dim operand) take
// its fast setup: contiguous when every one is contiguous (size-1 dims' strides ignored), channels
// last when every one is, their own strides when all are non-overlapping and dense with the same
// strides. Otherwise its reorder_dimensions: the dims are sorted fastest first by the inputs'
// strides, read in order, a stride of 0 (a broadcast dim) deciding nothing and a tie of equal
// strides putting the dim of smaller size first; the output is packed in that order. So
// x = empty({2, 1, 4, 5}, channels_last) gives x + 1 its strides [20, 1, 5, 1] but x + x
// contiguous ones: x is contiguous, its size-1 dim's stride aside.
std::optional<DimVector> allocated_output_strides(IntArrayRef shape, std::span<const Input> inputs) {
  const size_t nd = shape.size();
  bool same_shape = true, contiguous = true, channels_last = true, dense_alike = true;
  const TensorBase* first = nullptr;
  for (const Input& in : inputs) {
    if (!in.tensor) {
      same_shape = same_shape && nd == 0;
      continue;
    }
    const TensorBase& t = *in.tensor;
    same_shape = same_shape && std::ranges::equal(t.sizes(), shape);
    contiguous = contiguous && t.is_contiguous();
    channels_last = channels_last && t.is_contiguous(MemoryFormat::ChannelsLast);
    dense_alike = dense_alike && is_non_overlapping_and_dense(t.sizes(), t.strides()) &&
                  (!first || std::ranges::equal(first->strides(), t.strides()));
    if (!first) first = &t;
  }
  if (same_shape) {
    if (contiguous) return std::nullopt;
    if (channels_last) return strides_for_memory_format(shape, MemoryFormat::ChannelsLast);
    if (dense_alike && first) return DimVector(first->strides());
  }
  if (nd <= 1) return std::nullopt;

  // Each tensor input's strides over the result's dims: 0 where it is broadcast.
  // (One run of nd per tensor input, in a flat vector: a SmallVector holds trivially copyable values.)
  SmallVector<int64_t, 18> strides;
  size_t count = 0;
  for (const Input& in : inputs) {
    if (!in.tensor) continue;
    const TensorBase& t = *in.tensor;
    strides.resize((count + 1) * nd, 0);
    const size_t offset = nd - t.sizes().size();
    for (size_t i = 0; i < t.sizes().size(); ++i)
      strides[count * nd + offset + i] = t.sizes()[i] == 1 && shape[offset + i] != 1 ? 0 : t.strides()[i];
    ++count;
  }
  // 1: dim1 should come before dim0 (be faster); -1: it should not; 0: undecided.
  auto should_swap = [&](int64_t dim0, int64_t dim1) {
    const auto d0 = static_cast<size_t>(dim0), d1 = static_cast<size_t>(dim1);
    for (size_t k = 0; k < count; ++k) {
      const int64_t* s = strides.data() + k * nd;
      if (s[d0] == 0 || s[d1] == 0) continue;
      if (s[d0] < s[d1]) return -1;
      if (s[d0] > s[d1]) return 1;
      if (shape[d0] > shape[d1]) return 1;
    }
    return 0;
  };
  // perm[0] is the fastest dim; an insertion sort that keeps undecided pairs in place.
  SmallVector<int64_t, 6> perm(nd);
  for (size_t i = 0; i < nd; ++i) perm[i] = static_cast<int64_t>(nd - 1 - i);
  for (size_t i = 1; i < nd; ++i) {
    size_t dim1 = i;
    for (size_t dim0 = i; dim0-- > 0;) {
      const int comparison = should_swap(perm[dim0], perm[dim1]);
      if (comparison > 0) {
        std::swap(perm[dim0], perm[dim1]);
        dim1 = dim0;
      } else if (comparison < 0) {
        break;
      }
    }
  }
  bool reversed = true;
  for (size_t i = 0; i < nd; ++i) reversed = reversed && perm[i] == static_cast<int64_t>(nd - 1 - i);
  if (reversed) return std::nullopt;
  DimVector out(nd, 0);
  int64_t next = 1;
  for (const int64_t d : perm) {
    out[static_cast<size_t>(d)] = next;
    // Past a size-0 dim the products may exceed int64 ([0, 2, 2^63 - 1]); the strides of an empty
    // tensor address nothing, so they saturate.
    int64_t product = 0;
    next = __builtin_mul_overflow(next, shape[static_cast<size_t>(d)], &product) ? std::numeric_limits<int64_t>::max()
                                                                                 : product;
  }
  return out;
}

// Every dim's stride is the contiguous one, size-1 dims' included.
bool has_contiguous_strides(const TensorImpl& t) {
  int64_t expected = 1;
  for (size_t i = t.sizes().size(); i-- > 0;) {
    if (t.strides()[i] != expected) return false;
    expected *= std::max<int64_t>(t.sizes()[i], 1);
  }
  return true;
}

// Type categories in promotion order: a wrapped scalar changes the result dtype only when its
// category is above the tensors' one.
int category(ScalarType t) { return is_complex(t) ? 3 : is_floating_point(t) ? 2 : t == kBool ? 0 : 1; }

int category(const Scalar& s) {
  switch (s.tag()) {
    case Scalar::Tag::Bool: return 0;
    case Scalar::Tag::Int: return 1;
    case Scalar::Tag::Float: return 2;
    case Scalar::Tag::Complex: break;
  }
  return 3;
}

bool same_sizes(IntArrayRef a, IntArrayRef b) {
  if (a.size() != b.size()) return false;
  for (size_t i = 0; i < a.size(); ++i)
    if (a[i] != b[i]) return false;
  return true;
}

// Byte strides of a contiguous tensor of `shape` with elements of `item` bytes, into `strides`
// (filled in place: moving a vector in would copy it once more).
IntArrayRef set_contiguous_byte_strides(DimVector& strides, IntArrayRef shape, int64_t item) {
  strides.resize_for_overwrite(shape.size());
  for (size_t i = shape.size(); i-- > 0;) {
    strides[i] = item;
    item *= shape[i] > 1 ? shape[i] : 1;
  }
  return strides.span();
}

}  // namespace

void write_scalar(void* dst, ScalarType t, const Scalar& value) {
  visit_dtype<DtypeSet::NumericAndFloat8>(t, "write_scalar", [&]<class T>(TypeTag<T>) {
    T v{};
    switch (value.tag()) {
      case Scalar::Tag::Bool: v = cast_element<T>(value.to_bool()); break;
      case Scalar::Tag::Int: v = cast_element<T>(value.to_long()); break;
      case Scalar::Tag::Float: v = cast_element<T>(value.to_double()); break;
      case Scalar::Tag::Complex: v = cast_element<T>(value.to_complex()); break;
    }
    *static_cast<T*>(dst) = v;
  });
}

ElementwiseIter::ElementwiseIter(const Config& config, std::initializer_list<Input> inputs) {
  build(config, std::span<const Input>(inputs.begin(), inputs.size()));
}

ElementwiseIter::ElementwiseIter(const Config& config, const InputList& inputs) {
  Config c = config;
  c.promoted_inputs = inputs.promoted_mask();
  build(c, inputs.span());
}

void ElementwiseIter::build(const Config& config, std::span<const Input> inputs) {
  num_inputs_ = static_cast<int>(inputs.size());
  if (build_same_layout(config, inputs)) return;
  compute_shape(inputs, config);
  compute_dtypes(inputs, config);
  prepare_output(inputs, config);
  bind_inputs(inputs);
}

// Steps 1-5 for inputs that need no broadcasting, promotion across dtypes, resizing or overlap
// checks: every tensor input of the first one's dtype, sizes and device, all contiguous; wrapped
// scalars of a category no higher than that dtype's; a destination, if any, on that device,
// contiguous, of those sizes and the result dtype, sharing memory with an input only by being it.
// Anything else returns false before changing state, and the general steps decide (and raise).
bool ElementwiseIter::build_same_layout(const Config& config, std::span<const Input> inputs) {
  const TensorImpl* first = nullptr;
  size_t first_index = 0;
  for (const Input& in : inputs) {
    if (in.tensor) {
      first = in.tensor->impl();
      break;
    }
    ++first_index;
  }
  // Without elements the contiguous byte strides below could overflow ([2^62, 4, 0] is contiguous).
  if (first == nullptr || !first->is_contiguous() || first->numel() == 0 || is_shell(first->dtype())) return false;
  const ScalarType dtype = first->dtype();
  const Device device = first->device();
  const IntArrayRef sizes = first->sizes();
  uint32_t bit = 1;
  bool has_scalar = false;
  for (const Input& in : inputs) {
    if (in.tensor) {
      const TensorImpl& t = *in.tensor->impl();
      if (&t != first &&
          (t.dtype() != dtype || !t.is_contiguous() || !same_sizes(t.sizes(), sizes) || !(t.device() == device)))
        return false;
    } else if ((config.promoted_inputs & bit) && category(*in.scalar) > category(dtype)) {
      return false;
    } else {
      has_scalar = true;
    }
    bit <<= 1;
  }
  // With a wrapped number the output follows the tensors' strides (allocated_output_strides),
  // which differ from the contiguous ones only where a size-1 dim's stride does.
  if (has_scalar && !config.out) {
    for (const Input& in : inputs)
      if (in.tensor && !has_contiguous_strides(*in.tensor->impl())) return false;
  }
  common_dtype_ = dtype;
  apply_promotion(config.promotion);
  if (config.out) {
    const TensorImpl& o = *config.out->impl();
    if (o.dtype() != result_dtype_ || !o.is_contiguous() || !same_sizes(o.sizes(), sizes) || !(o.device() == device))
      return false;
    for (const Input& in : inputs) {
      if (!in.tensor) continue;
      const TensorImpl& t = *in.tensor->impl();
      // By storage offset, not address: a meta storage has none.
      if (t.storage() == o.storage() && (t.dtype() != o.dtype() || t.storage_offset() != o.storage_offset()))
        return false;
    }
  }
  device_ = device;
  shape_.assign(sizes.begin(), sizes.end());
  numel_ = first->numel();
  // Not a conditional expression: that copies *config.out into a temporary first, and each copy
  // is an atomic reference count update (about a tenth of a one-element add_).
  if (config.out)
    output_ = *config.out;
  else
    output_ = detail::fresh_contiguous(sizes, numel_, result_dtype_, device);
  out_.data = static_cast<char*>(output_.data_ptr());
  out_.dtype = result_dtype_;
  out_.byte_strides = set_contiguous_byte_strides(strides_[0], sizes, static_cast<int64_t>(itemsize(result_dtype_)));
  // Tensor inputs all share one stride vector: the output's when the element sizes agree, else
  // one kept in the first tensor input's slot.
  IntArrayRef in_strides = out_.byte_strides;
  if (itemsize(dtype) != itemsize(result_dtype_)) {
    in_strides = set_contiguous_byte_strides(strides_[1 + first_index], sizes, static_cast<int64_t>(itemsize(dtype)));
  }
  size_t i = 0;
  for (const Input& in : inputs) {
    Operand& op = inputs_[i];
    if (in.tensor) {
      op.data = static_cast<char*>(in.tensor->data_ptr());
      op.dtype = dtype;
      op.byte_strides = in_strides;
    } else {
      bind_scalar(i, *in.scalar);
    }
    ++i;
  }
  linear_ = true;
  return true;
}

void ElementwiseIter::compute_shape(std::span<const Input> inputs, const Config& config) {
  // Device: the first tensor that is not a CPU scalar decides; CPU scalars go anywhere.
  std::optional<Device> device;
  auto take_device = [&](const TensorBase& t, bool may_ride) {
    if (may_ride && is_cpu_scalar(t)) return;
    if (!device)
      device = t.device();
    else if (!(*device == t.device()))
      raise_device_mismatch(*device, t.device());
  };
  if (config.out) take_device(*config.out, false);
  bool first = true;
  for (const Input& in : inputs) {
    if (!in.tensor) continue;
    take_device(*in.tensor, true);
    if (first) {
      shape_ = DimVector(in.tensor->sizes());
      first = false;
    } else {
      shape_ = infer_size(shape_.span(), in.tensor->sizes());
    }
  }
  device_ = device.value_or(Device(DeviceType::CPU));
  // A binary op takes one CPU scalar (a zero-dim CPU tensor or a number, which PyTorch wraps in
  // one) on another device, as PyTorch's binary TensorIterator (allow_cpu_scalars): with both, the
  // result's device would come from the out= tensor alone.
  if (!device_.is_cpu() && inputs.size() == 2) {
    const auto rides = [](const Input& in) { return in.scalar || (in.tensor && is_cpu_scalar(*in.tensor)); };
    OPFORGE_CHECK(!(rides(inputs[0]) && rides(inputs[1])), RuntimeError,
                  "Trying to pass too many CPU scalars to non-CPU kernel!");
  }
  if (config.out && config.is_inplace) {
    check_inplace_broadcast(config.out->sizes(), shape_.span());
  }
  // Two valid expanded operands can broadcast to a shape whose element count does not fit.
  numel_ = checked::result_numel(shape_.span());
}

void ElementwiseIter::compute_dtypes(std::span<const Input> inputs, const Config& config) {
  ResultTypeState state;
  uint32_t bit = 1;
  for (const Input& in : inputs) {
    if (config.promoted_inputs & bit) state.add(in.tensor ? operand_type(*in.tensor) : operand_type(*in.scalar));
    bit <<= 1;
  }
  common_dtype_ = state.result();
  apply_promotion(config.promotion);
  if (!config.out) return;
  const ScalarType out_dtype = config.out->dtype();
  switch (config.inplace_cast) {
    case InplaceCast::SameKind:
      OPFORGE_CHECK(can_cast(result_dtype_, out_dtype), RuntimeError,
                    "result type {} can't be cast to the desired output type {}", cpp_name(result_dtype_),
                    cpp_name(out_dtype));
      break;
    case InplaceCast::Exact:
      // PyTorch's wording when an op that does not cast meets a destination of another dtype.
      OPFORGE_CHECK(result_dtype_ == out_dtype, RuntimeError, "Found dtype {} but expected {}", cpp_name(out_dtype),
                    cpp_name(result_dtype_));
      break;
    case InplaceCast::Unsafe: break;
  }
}

// The compute and result dtypes of the op's promotion kind, from common_dtype_.
void ElementwiseIter::apply_promotion(PromotionKind promotion) {
  const PromotedDtypes d = promoted_dtypes(promotion, common_dtype_);
  compute_dtype_ = d.compute;
  result_dtype_ = d.result;
}

void ElementwiseIter::prepare_output(std::span<const Input> inputs, const Config& config) {
  if (config.out) {
    output_ = *config.out;
    if (!config.is_inplace && check_out_shape(output_.sizes(), shape_.span()) != OutResize::kKeep) {
      // TensorIterator's read-write operand: an out= tensor that is also an input cannot be
      // resized, which would change the input it is about to read (add_out(b, a, b) with b of
      // shape [1] and a of [4]). PyTorch's text.
      for (const Input& in : inputs)
        if (in.tensor && in.tensor->is_same(output_)) check_inplace_broadcast(output_.sizes(), shape_.span());
      resize_out(output_, shape_.span());
    }
    assert_no_internal_overlap(output_);
    for (const Input& in : inputs)
      if (in.tensor) assert_no_partial_overlap(output_, *in.tensor);
  } else {
    // The runtime's allocation, not the empty op's stub: a result has no options to resolve.
    const std::optional<DimVector> strides = allocated_output_strides(shape_.span(), inputs);
    output_ = strides ? detail::allocate_strided_tensor(shape_.span(), strides->span(), result_dtype_, device_)
                      : detail::allocate_tensor(shape_.span(), result_dtype_, device_);
  }
  out_.data = static_cast<char*>(output_.data_ptr());
  out_.dtype = output_.dtype();
  strides_[0] = broadcast_byte_strides(output_, shape_.span());
  out_.byte_strides = strides_[0].span();
}

// Input i reads `value` from its slot, converted to the compute dtype once, with stride 0 in
// every dim of the shape. Always inlined: on the one-element fast path a call (and its memset)
// cost 30 instructions of mul by a scalar's 1,080.
__attribute__((always_inline)) inline void ElementwiseIter::bind_scalar(size_t i, const Scalar& value) {
  Operand& op = inputs_[i];
  write_scalar(scalar_slots_[i].data(), compute_dtype_, value);
  op.data = reinterpret_cast<char*>(scalar_slots_[i].data());
  op.dtype = compute_dtype_;
  strides_[1 + i].assign(shape_.size(), 0);
  op.byte_strides = strides_[1 + i].span();
}

void ElementwiseIter::bind_inputs(std::span<const Input> inputs) {
  size_t i = 0;
  for (const Input& in : inputs) {
    Operand& op = inputs_[i];
    const bool as_scalar = in.scalar || (device_.is_cuda() && is_cpu_scalar(*in.tensor));
    if (as_scalar) {
      bind_scalar(i, in.scalar ? *in.scalar : in.tensor->item());
    } else {
      op.data = static_cast<char*>(in.tensor->data_ptr());
      op.dtype = in.tensor->dtype();
      strides_[1 + i] = broadcast_byte_strides(*in.tensor, shape_.span());
      op.byte_strides = strides_[1 + i].span();
    }
    ++i;
  }
}

}  // namespace opforge::elementwise
