// Replays devices.yaml (recorded from PyTorch 1.13 by tools/make_golden.py): device strings, valid
// and not, parsed by Device(std::string_view) with their str(), type and index, or the error.
// Spec overrides (marked in the yaml, with the 1.13 result beside them): 1.13 wraps indices past
// 127 around int8, which opforge rejects; and opforge follows newest PyTorch's device type list
// ("maia" and "mtia" added, "ort" gone), which also changes the unknown-type message; and opforge
// rejects a non-zero CPU index, as PyTorch's Device::validate() does in debug builds.
#include <string>

#include <gtest/gtest.h>

#include "golden/golden.h"
#include "opforge/device.h"

namespace {

using namespace opforge;

class DeviceString : public testing::TestWithParam<YAML::Node> {};

TEST_P(DeviceString, Parses) {
  const YAML::Node c = GetParam();
  const YAML::Node expect = c["expect"];
  if (golden::spec_overrides(c)) RecordProperty("spec_override", c["reason"].as<std::string>());
  golden::expect_outcome(
      expect, [&] { return Device(c["input"].as<std::string>()); },
      [&](const Device& d) {
        EXPECT_EQ(d.str(), expect["str"].as<std::string>());
        EXPECT_EQ(std::string(to_string(d.type())), expect["type"].as<std::string>());
        EXPECT_EQ(int{d.index()}, expect["index"].as<int>());
        EXPECT_EQ(d.has_index(), expect["index"].as<int>() != -1);
        EXPECT_EQ(Device(d.str()), d) << "str() must parse back to the same device";
      });
}

INSTANTIATE_TEST_SUITE_P(Golden, DeviceString, testing::ValuesIn(golden::cases("devices.yaml", "parse")),
                         golden::CaseName());

TEST(GoldenFiles, DeviceCasesLoaded) { GOLDEN_EXPECT_CASES("devices.yaml", "parse", 50); }

}  // namespace
