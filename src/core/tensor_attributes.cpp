// Attributes a PyTorch user reaches for that are not operators: the legacy type name, the device
// index, and where the elements live (page-locked or shared memory).
#include <fmt/format.h>

#include <string>
#include <string_view>

#include "core/pinned_memory.h"
#include "opforge/error.h"
#include "opforge/tensor.h"

namespace opforge {
namespace {

// c10's toString() of a tensor's type ("CPUFloatType", "MetaLongType"), which PyTorch's
// messages about a tensor's kind print.
std::string type_string(const Tensor& t) {
  std::string_view backend = t.is_cuda() ? "CUDA" : t.is_meta() ? "Meta" : "CPU";
  return fmt::format("{}{}Type", backend, cpp_name(t.dtype()));
}

}  // namespace

// The legacy names are "torch." + ("cuda." on CUDA) + c10's C++ name of the dtype + "Tensor".
std::string Tensor::type() const {
  if (is_cpu()) return fmt::format("torch.{}Tensor", cpp_name(dtype()));
  if (is_cuda()) return fmt::format("torch.cuda.{}Tensor", cpp_name(dtype()));
  raise<RuntimeError>("Unimplemented backend {}", is_meta() ? "Meta" : to_string(device().type()));
}

Tensor Tensor::type(ScalarType dtype) const { return to(dtype); }

Tensor Tensor::type(std::string_view legacy_name) const {
  std::string_view rest = legacy_name;
  const auto take = [&rest](std::string_view prefix) {
    if (!rest.starts_with(prefix)) return false;
    rest.remove_prefix(prefix.size());
    return true;
  };
  const bool torch = take("torch.");
  const bool cuda = torch && take("cuda.");
  if (torch && rest.ends_with("Tensor")) {
    rest.remove_suffix(std::string_view("Tensor").size());
    for (int i = 0; i < kNumScalarTypes; ++i) {
      const auto dtype = static_cast<ScalarType>(i);
      if (cpp_name(dtype) != rest) continue;
      return cuda ? to(Device(DeviceType::CUDA), dtype) : to(Device(DeviceType::CPU), dtype);
    }
  }
  raise<ValueError>("invalid type: '{}'", legacy_name);
}

int64_t Tensor::get_device() const { return is_cuda() ? device().index() : -1; }

// PyTorch asks the CUDA runtime whether the address is page-locked; memory from opforge's own
// pinned allocator is known without asking.
bool Tensor::is_pinned() const {
  if (!is_cpu()) return false;
  const Storage& storage = impl()->storage();
  if (storage->allocator() == nullptr) return detail::is_pinned_pointer(storage->data());
  return cuda_is_available() && storage->allocator() == pinned_memory_allocator();
}

// As PyTorch's _pin_memory: a copy with the same sizes and (when dense) strides in page-locked
// memory; names come along.
Tensor Tensor::pin_memory() const {
  OPFORGE_CHECK(is_cpu(), RuntimeError, "cannot pin '{}' only dense CPU tensors can be pinned", type_string(*this));
  if (is_pinned()) return *this;
  const bool dense = is_non_overlapping_and_dense(sizes(), strides());
  const DimVector strides_kept = dense ? DimVector(strides()) : contiguous_strides(sizes());
  auto storage = Storage::make(nbytes(), device(), pinned_memory_allocator());
  Tensor pinned(intrusive_ptr<TensorImpl>::make(std::move(storage), dtype(), sizes(), strides_kept, 0));
  pinned.copy_(*this);
  if (const DimnameVector* n = impl()->names()) pinned.impl()->set_names(*n);
  return pinned;
}

bool Tensor::is_shared() const {
  if (is_cuda()) return true;
  return is_cpu() && impl()->storage()->allocator() == shared_memory_allocator();
}

Tensor& Tensor::share_memory_() {
  if (is_cuda()) return *this;  // CUDA memory is shared between processes through IPC handles.
  OPFORGE_CHECK(is_cpu(), RuntimeError, "_share_fd_: only available on CPU");
  impl()->storage()->move_to(shared_memory_allocator());
  return *this;
}

}  // namespace opforge
