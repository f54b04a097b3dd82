// Replays printing.yaml (recorded from PyTorch 1.13 by tools/make_golden.py): repr() of tensors
// of every printing mode (integer, fixed, scientific, non-finite, bool, complex), empty and
// zero-dim tensors, dtype suffixes, summarized tensors over 1000 elements, rows wrapped at 80
// columns and named tensors. opforge writes "opforge." where PyTorch writes "torch.".
#include <complex>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include <gtest/gtest.h>

#include "golden/golden.h"
#include "opforge/dimname.h"
#include "opforge/factories.h"
#include "opforge/print.h"
#include "opforge/tensor.h"

namespace {

using namespace opforge;

// Fills a fresh tensor of `shape` and C++ type T from the recorded flat values.
template <class T, class Read>
Tensor filled(const std::vector<int64_t>& shape, const YAML::Node& values, Read&& read) {
  const Tensor t = opforge::empty(shape, CppTypeToScalarType<T>::value);
  T* data = t.data_ptr<T>();
  for (size_t i = 0; i < values.size(); ++i) data[i] = read(values[i]);
  return t;
}

// The recorded tensor: built in the widest type of its kind from the recorded values (exact in
// the target dtype), then converted; or arange(n) of the dtype, reshaped.
Tensor recorded_tensor(const YAML::Node& c) {
  const std::vector<int64_t> shape = golden::ints(c["shape"]);
  const ScalarType dtype = golden::dtype(c["dtype"]);
  if (c["arange"]) return arange(c["arange"].as<int64_t>(), TensorOptions(dtype)).reshape(shape);
  const YAML::Node values = c["values"];
  if (is_complex(dtype))
    return filled<std::complex<double>>(
               shape, values,
               [](const YAML::Node& v) { return std::complex<double>(v[0].as<double>(), v[1].as<double>()); })
        .to(dtype);
  if (is_floating_point(dtype))
    return filled<double>(shape, values, [](const YAML::Node& v) { return v.as<double>(); }).to(dtype);
  if (dtype == kBool) return filled<bool>(shape, values, [](const YAML::Node& v) { return v.as<bool>(); });
  return filled<int64_t>(shape, values, [](const YAML::Node& v) { return v.as<int64_t>(); }).to(dtype);
}

Tensor with_names(const Tensor& t, const YAML::Node& names) {
  if (!names || names.IsNull()) return t;
  std::vector<Dimname> dims;
  for (const YAML::Node& n : names) dims.push_back(n.IsNull() ? None : Dimname(n.as<std::string>()));
  return t.rename(std::optional<DimnameList>(DimnameList(dims)));
}

class Printing : public testing::TestWithParam<YAML::Node> {};

TEST_P(Printing, ReprMatchesPyTorch) {
  const YAML::Node c = GetParam();
  const Tensor t = with_names(recorded_tensor(c), c["names"]);
  EXPECT_EQ(to_string(t), golden::opforge_spelling(c["expect"]["repr"].as<std::string>()));
}

INSTANTIATE_TEST_SUITE_P(Golden, Printing, testing::ValuesIn(golden::cases("printing.yaml", "cases")),
                         golden::CaseName());

TEST(GoldenFiles, PrintingCasesLoaded) { GOLDEN_EXPECT_CASES("printing.yaml", "cases", 30); }

}  // namespace
