#include "dispatch/stub_support.h"

#include <fmt/args.h>
#include <fmt/format.h>

#include <vector>

#include "opforge/broadcast.h"
#include "opforge/dim_arg.h"
#include "opforge/error.h"

namespace opforge::dispatch {

void raise_device_not_supported(std::string_view op, Device device, std::string_view supported) {
  raise<NotImplementedError>(
      "Could not run '{}' with arguments from the '{}' backend. '{}' is only available for these backends: {}.", op,
      to_string(device.type()), op, supported);
}

void raise_built_without_cuda_kernels(std::string_view op) {
  raise<RuntimeError>(
      "'{}' got a CUDA tensor, but opforge was built without CUDA kernels (reconfigure with nvcc available and "
      "-DOPFORGE_WITH_CUDA=ON, outside a sanitizer build)",
      op);
}

void reject_named_tensors_slow(std::string_view op, std::initializer_list<name_inference::Operand>) {
  raise<RuntimeError>(
      "{} is not yet supported with named tensors. Please drop names via `tensor = tensor.rename(None)`, call the op "
      "with an unnamed tensor, and set names on the result of the operation.",
      op);
}

void reject_dimname_overload(std::string_view op) {
  raise<RuntimeError>(
      "{}: You passed a dimname (string) to this op in place of a dimension index but it does not yet support this "
      "behavior. Please pass a dimension index to work around this.",
      op);
}

void check_broadcast_order_slow(IntArrayRef a, IntArrayRef b) { (void)infer_size(a, b); }

name_inference::MaybeNames unify_names_slow(std::span<const Tensor> tensors, std::string_view op) {
  std::vector<name_inference::Operand> operands;
  operands.reserve(tensors.size());
  for (const Tensor& t : tensors) operands.emplace_back(t);
  return name_inference::unifies_names_from_inputs_slow(operands, op);
}

name_inference::MaybeNames removes_all_dimensions_slow(const Tensor& self) {
  DimVector dims;
  for (int64_t d = 0; d < self.dim(); ++d) dims.push_back(d);
  return name_inference::removes_dimensions_slow(self, dims.span(), /*keepdim=*/false);
}

name_inference::MaybeNames removes_named_dimensions_slow(const Tensor& self, DimnameList dims, bool keepdim) {
  return name_inference::removes_dimensions_slow(self, resolve_dims(self, dims).span(), keepdim);
}

DimVector resolve_dims(const Tensor& self, DimnameList names) {
  DimVector dims;
  for (Dimname name : names) dims.push_back(resolve_dim(self, name));
  return dims;
}

const Tensor& first_tensor(TensorList tensors) {
  OPFORGE_CHECK(!tensors.empty(), RuntimeError, "expected a non-empty list of Tensors");
  return tensors[0];
}

std::string format_reject(std::string_view message, std::initializer_list<std::pair<const char*, ScalarType>> dtypes) {
  fmt::dynamic_format_arg_store<fmt::format_context> args;
  for (const auto& [name, dtype] : dtypes) args.push_back(fmt::arg(name, cpp_name(dtype)));
  return fmt::vformat(message, args);
}

}  // namespace opforge::dispatch
