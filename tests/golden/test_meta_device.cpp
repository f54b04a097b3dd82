// Replays meta_device.yaml (recorded from PyTorch 1.13 by tools/make_golden.py): calls on the meta
// device, by id, with their results' device, shape, strides and dtype, or their error; and the
// repr of meta tensors. m is a float32 [2, 3] meta tensor, as in the recorder's META_CALLS.
#include <cstdint>
#include <functional>
#include <map>
#include <string>
#include <tuple>
#include <vector>

#include <gtest/gtest.h>

#include "golden/golden.h"
#include "opforge/opforge.h"

namespace {

using namespace opforge;
using Results = std::vector<Tensor>;

const Device kMeta("meta");

Tensor meta(std::vector<int64_t> sizes, ScalarType dtype = kFloat) {
  return opforge::empty(IntArrayRef(sizes), TensorOptions(dtype).device(kMeta));
}

Tensor cpu_scalar(double v) { return opforge::full({}, v); }

Results one(const Tensor& t) { return {t}; }

// The calls of the recorder's META_CALLS, by id.
const std::map<std::string, std::function<Results(Tensor)>>& calls() {
  static const std::map<std::string, std::function<Results(Tensor)>> table = {
      {"empty",
       [](Tensor) {
         return one(meta({2, 3}));
       }},
      {"empty_int64", [](Tensor) { return one(meta({2}, kInt64)); }},
      {"zeros", [](Tensor) { return one(opforge::zeros({2}, TensorOptions().device(kMeta))); }},
      {"ones_int64", [](Tensor) { return one(opforge::ones({4}, TensorOptions(kInt64).device(kMeta))); }},
      {"full_int", [](Tensor) { return one(opforge::full({3}, 7, TensorOptions().device(kMeta))); }},
      {"rand", [](Tensor) { return one(opforge::rand({5}, TensorOptions().device(kMeta))); }},
      {"arange", [](Tensor) { return one(opforge::arange(10, TensorOptions().device(kMeta))); }},
      {"add_number", [](Tensor m) { return one(m + 1); }},
      {"add_cpu_scalar", [](Tensor m) { return one(m + cpu_scalar(1)); }},
      {"cpu_scalar_mul", [](Tensor m) { return one(cpu_scalar(3) * m); }},
      {"add_broadcast_double", [](Tensor m) { return one(m + meta({3}, kDouble)); }},
      {"add_cpu_tensor",
       [](Tensor m) {
         return one(m + opforge::ones({2, 3}));
       }},
      {"add_out_two_cpu_scalars",
       [](Tensor) {
         Tensor out = meta({2});
         return one(opforge::add_out(out, cpu_scalar(1), 2));
       }},
      {"add_inplace_cast", [](Tensor m) { return one(meta({3}, kInt64).add_(m.select(0, 0))); }},
      {"where", [](Tensor m) { return one(opforge::where(meta({2}, kBool), m.select(0, 0).narrow(0, 0, 2), 1.0)); }},
      {"floor_divide_zero", [](Tensor) { return one(opforge::floor_divide(meta({2}, kInt64), 0)); }},
      {"div_floor", [](Tensor) { return one(opforge::div(meta({2}, kInt64), 2, "floor")); }},
      {"sum_dim", [](Tensor m) { return one(opforge::sum(m, IntArrayRef({1}))); }},
      {"mean", [](Tensor m) { return one(m.mean()); }},
      {"max", [](Tensor m) { return one(opforge::max(m)); }},
      {"max_dim",
       [](Tensor m) {
         const auto [values, indices] = opforge::max(m, 1);
         return Results{values, indices};
       }},
      {"argmax_dim", [](Tensor m) { return one(m.argmax(1)); }},
      {"argmin_keepdim", [](Tensor m) { return one(opforge::argmin(m, std::nullopt, true)); }},
      {"any", [](Tensor) { return one(meta({2}, kBool).any()); }},
      {"mm",
       [](Tensor m) {
         return one(opforge::mm(m, meta({3, 4})));
       }},
      {"mm_shapes",
       [](Tensor m) {
         return one(opforge::mm(m, meta({2, 4})));
       }},
      {"matmul_vector", [](Tensor m) { return one(opforge::matmul(m, meta({3}))); }},
      {"cat",
       [](Tensor m) {
         return one(opforge::cat({m, m}));
       }},
      {"transpose", [](Tensor m) { return one(m.t()); }},
      {"transpose_contiguous", [](Tensor m) { return one(m.t().contiguous()); }},
      {"clone", [](Tensor m) { return one(m.clone()); }},
      {"to_double", [](Tensor m) { return one(m.to(kDouble)); }},
      {"cpu_to_meta",
       [](Tensor) {
         return one(opforge::ones({2, 3}).to(kMeta));
       }},
      {"copy_into_meta",
       [](Tensor m) {
         return one(m.copy_(opforge::ones({2, 3})));
       }},
      {"copy_out_of_meta",
       [](Tensor m) {
         return one(opforge::ones({2, 3}).copy_(m));
       }},
      {"to_cpu", [](Tensor m) { return one(m.cpu()); }},
      {"fill", [](Tensor m) { return one(m.fill_(1)); }},
      {"zero", [](Tensor m) { return one(m.zero_()); }},
      {"masked_fill",
       [](Tensor m) {
         return one(m.masked_fill(meta({2, 3}, kBool), 1.0));
       }},
      {"masked_fill_meta_value",
       [](Tensor m) {
         return one(m.masked_fill(meta({2, 3}, kBool), meta({})));
       }},
      {"overlapping_copy",
       [](Tensor) {
         const Tensor b = meta({4});
         return one(b.narrow(0, 0, 3).copy_(b.narrow(0, 1, 3)));
       }},
      {"overlapping_add",
       [](Tensor) {
         const Tensor b = meta({4});
         return one(b.narrow(0, 0, 3).add_(b.narrow(0, 1, 3)));
       }},
      {"flip_transposed", [](Tensor m) { return one(m.t().flip({1})); }},
      {"index_select", [](Tensor m) { return one(m.index_select(1, meta({5}, kInt64))); }},
      {"index_select_int32_0_dim", [](Tensor m) { return one(m.index_select(0, meta({}, kInt32))); }},
  };
  return table;
}

class MetaDevice : public testing::TestWithParam<YAML::Node> {};

TEST_P(MetaDevice, ResultsOrError) {
  const YAML::Node c = GetParam();
  const YAML::Node expect = c["expect"];
  const std::string id = c["id"].as<std::string>();
  if (expect["repr"]) {
    const std::map<std::string, Tensor> tensors = {{"repr", meta({2, 3})},
                                                   {"repr_empty", meta({0})},
                                                   {"repr_zero_dim", meta({})},
                                                   {"repr_int64", meta({2}, kInt64)}};
    ASSERT_TRUE(tensors.contains(id)) << "no tensor for " << id;
    EXPECT_EQ(to_string(tensors.at(id)), golden::opforge_spelling(expect["repr"].as<std::string>()));
    return;
  }
  ASSERT_TRUE(calls().contains(id)) << "no call for " << id << " (tools/make_golden.py's META_CALLS)";
  golden::expect_outcome(
      expect,
      [&] {
        return calls().at(id)(meta({2, 3}));
      },
      [&](const Results& got) {
        const YAML::Node want = expect["results"];
        ASSERT_EQ(got.size(), want.size());
        for (size_t i = 0; i < got.size(); ++i) {
          SCOPED_TRACE(i);
          EXPECT_EQ(std::string(to_string(got[i].device().type())), want[i]["device"].as<std::string>());
          EXPECT_EQ(golden::to_vector(got[i].sizes()), golden::ints(want[i]["shape"]));
          EXPECT_EQ(golden::to_vector(got[i].strides()), golden::ints(want[i]["strides"]));
          EXPECT_EQ(got[i].dtype(), golden::dtype(want[i]["dtype"]));
        }
      });
}

INSTANTIATE_TEST_SUITE_P(Golden, MetaDevice, testing::ValuesIn(golden::cases("meta_device.yaml", "cases")),
                         golden::CaseName());

}  // namespace
