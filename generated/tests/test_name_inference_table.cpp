// generated from ops.yaml by codegen; do not edit
// PyTorch's name-inference table in opforge (codegen/names_table.py, generated/docs/name_inference.md):
// every hand-written API a row maps to must compile, and no row may map to nothing.
#include <string>
#include <vector>

#include <gtest/gtest.h>

#include "opforge/opforge.h"

namespace {

static_assert(requires(const opforge::Tensor& t) { t.data_ptr(); });
static_assert(requires(const opforge::Tensor& t) { t.detach_(); });
static_assert(requires(const opforge::Tensor& t) { t.device(); });
static_assert(requires(const opforge::Tensor& t) { opforge::Device("cuda:0"); });
static_assert(requires(const opforge::Tensor& t) { t.dim(); });
static_assert(requires(const opforge::Tensor& t) { t.element_size(); });
static_assert(requires(const opforge::Tensor& t) { t.get_device(); });
static_assert(requires(const opforge::Tensor& t) { opforge::get_device(t); });
static_assert(requires(const opforge::Tensor& t) { t.grad(); });
static_assert(requires(const opforge::Tensor& t) { t.has_names(); });
static_assert(requires(const opforge::Tensor& t) { t.is_contiguous(); });
static_assert(requires(const opforge::Tensor& t) { t.is_cuda(); });
static_assert(requires(const opforge::Tensor& t) { t.is_floating_point(); });
static_assert(requires(const opforge::Tensor& t) { opforge::is_floating_point(t); });
static_assert(requires(const opforge::Tensor& t) { t.is_leaf(); });
static_assert(requires(const opforge::Tensor& t) { t.is_pinned(); });
static_assert(requires(const opforge::Tensor& t) { t.is_shared(); });
static_assert(requires(const opforge::Tensor& t) { t.is_signed(); });
static_assert(requires(const opforge::Tensor& t) { opforge::is_signed(t); });
static_assert(requires(const opforge::Tensor& t) { t.is_sparse(); });
static_assert(requires(const opforge::Tensor& t) { opforge::is_tensor(t); });
static_assert(requires(const opforge::Tensor& t) { t.item<double>(); });
static_assert(requires(const opforge::Tensor& t) { opforge::manual_seed(0); });
static_assert(requires(const opforge::Tensor& t) { t.names(); });
static_assert(requires(const opforge::Tensor& t) { t.ndim(); });
static_assert(requires(const opforge::Tensor& t) { t.ndimension(); });
static_assert(requires(const opforge::Tensor& t) { t.numel(); });
static_assert(requires(const opforge::Tensor& t) { opforge::numel(t); });
static_assert(requires(const opforge::Tensor& t) { t.register_hook(std::function<opforge::Tensor(const opforge::Tensor&)>()); });
static_assert(requires(const opforge::Tensor& t) { t.requires_grad(); });
static_assert(requires(const opforge::Tensor& t) { t.requires_grad_(); });
static_assert(requires(const opforge::Tensor& t) { t.size(0); });
static_assert(requires(const opforge::Tensor& t) { t.stride(0); });
static_assert(requires(const opforge::Tensor& t) { t.type(); });

TEST(name_inference_table, EveryApiIsSomewhere) {
  const std::vector<std::string> missing = {
  };
  for (const std::string& why : missing) ADD_FAILURE() << why;
  EXPECT_EQ(missing.size(), 0u) << "see generated/docs/name_inference.md";
}

}  // namespace
