// Attributes that are not operators: conversions by dtype name, the legacy type names, the device
// index, and page-locked and shared memory. Expected names and messages were read from PyTorch 1.13
// (CPU build) unless a comment says otherwise.
#include <gtest/gtest.h>
#include <sys/wait.h>
#include <unistd.h>

#include <string>
#include <vector>

#include "kernel_test_support.h"
#include "opforge/error.h"
#include "opforge/factories.h"
#include "opforge/tensor.h"

namespace opforge {
namespace {

using opforge::test::expect_error;

std::vector<float> values(const Tensor& t) {
  const Tensor c = t.contiguous().to(kFloat);
  return std::vector<float>(c.data_ptr<float>(), c.data_ptr<float>() + c.numel());
}

TEST(Conversions, EachNameIsItsDtype) {
  const Tensor t = opforge::tensor({1.5, -2.0, 0.0});
  EXPECT_EQ(t.to_bfloat16().dtype(), kBFloat16);
  EXPECT_EQ(t.to_bool().dtype(), kBool);
  EXPECT_EQ(t.to_byte().dtype(), kByte);
  EXPECT_EQ(t.to_char().dtype(), kChar);
  EXPECT_EQ(t.to_double().dtype(), kDouble);
  EXPECT_EQ(t.to_half().dtype(), kHalf);
  EXPECT_EQ(t.to_int().dtype(), kInt);
  EXPECT_EQ(t.to_long().dtype(), kLong);
  EXPECT_EQ(t.to_short().dtype(), kShort);
  // Observed: torch.tensor([1.5, -2.0, 0.0]).int() is [1, -2, 0]; .bool() is [True, True, False].
  EXPECT_EQ(values(t.to_int()), (std::vector<float>{1, -2, 0}));
  EXPECT_EQ(values(t.to_bool()), (std::vector<float>{1, 1, 0}));
  // t.float() is t when t is float already.
  const Tensor f = t.to(kFloat);
  EXPECT_TRUE(f.to_float().is_same(f));
}

TEST(Conversions, KeepNames) {
  const Tensor t = opforge::ones({2, 3}).rename({"N", "C"});
  EXPECT_EQ(t.to_long().names(), t.names());
  EXPECT_EQ(t.type_as(opforge::ones({1}, TensorOptions().dtype(kInt))).names(), t.names());
}

TEST(LegacyType, Names) {
  EXPECT_EQ(opforge::ones({2}).type(), "torch.FloatTensor");
  EXPECT_EQ(opforge::ones({2}, TensorOptions().dtype(kLong)).type(), "torch.LongTensor");
  EXPECT_EQ(opforge::ones({2}, TensorOptions().dtype(kBool)).type(), "torch.BoolTensor");
  EXPECT_EQ(opforge::ones({2}, TensorOptions().dtype(kUInt8)).type(), "torch.ByteTensor");
  EXPECT_EQ(opforge::ones({2}, TensorOptions().dtype(kInt8)).type(), "torch.CharTensor");
  EXPECT_EQ(opforge::ones({2}, TensorOptions().dtype(kHalf)).type(), "torch.HalfTensor");
  EXPECT_EQ(opforge::ones({2}, TensorOptions().dtype(kBFloat16)).type(), "torch.BFloat16Tensor");
  EXPECT_EQ(opforge::ones({2}, TensorOptions().dtype(kComplexFloat)).type(), "torch.ComplexFloatTensor");
  EXPECT_EQ(opforge::ones({2}, TensorOptions().dtype(kComplexHalf)).type(), "torch.ComplexHalfTensor");
  const Tensor meta = opforge::empty({2}, TensorOptions().device("meta"));
  expect_error<RuntimeError>([&] { (void)meta.type(); }, "Unimplemented backend Meta");
}

TEST(LegacyType, ConvertsByName) {
  const Tensor t = opforge::tensor({1.5, 2.5});
  const Tensor d = t.type("torch.DoubleTensor");
  EXPECT_EQ(d.dtype(), kDouble);
  EXPECT_EQ(values(d), (std::vector<float>{1.5f, 2.5f}));
  EXPECT_EQ(t.type("torch.ShortTensor").dtype(), kShort);
  EXPECT_EQ(t.type("torch.ComplexDoubleTensor").dtype(), kComplexDouble);
  EXPECT_EQ(t.type(kInt).dtype(), kInt);
  ASSERT_EQ(t.dtype(), kFloat);
  EXPECT_TRUE(t.type("torch.FloatTensor").is_same(t));  // nothing changes: t itself, as to()
  expect_error<ValueError>([&] { (void)t.type("torch.Foo"); }, "invalid type: 'torch.Foo'");
  expect_error<ValueError>([&] { (void)t.type("FloatTensor"); }, "invalid type: 'FloatTensor'");
  expect_error<ValueError>([&] { (void)t.type("torch.float32"); }, "invalid type: 'torch.float32'");
  if (cuda_is_available()) {
    const Tensor c = t.type("torch.cuda.LongTensor");
    EXPECT_TRUE(c.is_cuda());
    EXPECT_EQ(c.type(), "torch.cuda.LongTensor");
    EXPECT_EQ(c.get_device(), 0);
    EXPECT_TRUE(c.type("torch.LongTensor").is_cpu());
  } else {
    EXPECT_THROW((void)t.type("torch.cuda.FloatTensor"), RuntimeError);
  }
}

TEST(Attributes, DeviceIndexDimAndKind) {
  const Tensor t = opforge::ones({2, 3, 4});
  EXPECT_EQ(t.get_device(), -1);
  EXPECT_EQ(opforge::get_device(t), -1);
  EXPECT_EQ(opforge::empty({1}, TensorOptions().device("meta")).get_device(), -1);  // observed in 1.13
  EXPECT_EQ(t.ndim(), 3);
  EXPECT_FALSE(t.is_sparse());
  EXPECT_EQ(opforge::numel(t), 24);
  EXPECT_TRUE(opforge::is_floating_point(t));
  EXPECT_TRUE(opforge::is_signed(t));
  EXPECT_FALSE(opforge::is_signed(opforge::ones({1}, TensorOptions().dtype(kBool))));
  EXPECT_FALSE(opforge::is_complex(t));
  EXPECT_TRUE(opforge::is_tensor(t));
  EXPECT_FALSE(opforge::is_tensor(3.0));
}

TEST(PinnedMemory, CopyIntoPageLockedMemory) {
  const Tensor t = opforge::tensor({1.0, 2.0, 3.0, 4.0}).view({2, 2}).t().rename({"A", "B"});
  EXPECT_FALSE(t.is_pinned());
  if (!cuda_is_available()) {
    // No page-locked memory without a GPU: PyTorch's NotImplementedError where CUDA is not built, the
    // CUDA runtime's explanation (no driver, no device) in a RuntimeError where it is.
    try {
      (void)t.pin_memory();
      ADD_FAILURE() << "pin_memory without a GPU must raise";
    } catch (const NotImplementedError&) {
    } catch (const RuntimeError& e) {
      EXPECT_NE(std::string(e.what()), "");
    }
    return;
  }
  const Tensor p = t.pin_memory();
  EXPECT_TRUE(p.is_pinned());
  EXPECT_FALSE(t.is_pinned());
  EXPECT_EQ(values(p), values(t));
  EXPECT_EQ(p.strides(), t.strides());  // dense strides are kept, as PyTorch's _pin_memory
  EXPECT_EQ(p.names(), t.names());
  EXPECT_TRUE(p.pin_memory().is_same(p));
}

TEST(PinnedMemory, OnlyCpuTensors) {
  const Tensor meta = opforge::empty({2}, TensorOptions().device("meta"));
  EXPECT_FALSE(meta.is_pinned());
  expect_error<RuntimeError>([&] { (void)meta.pin_memory(); },
                             "cannot pin 'MetaFloatType' only dense CPU tensors can be pinned");
}

TEST(SharedMemory, MovesTheStorageInPlace) {
  Tensor t = opforge::arange(6, TensorOptions().dtype(kFloat)).view({2, 3});
  const Tensor row = t.select(0, 1);
  EXPECT_FALSE(t.is_shared());
  Tensor& same = t.share_memory_();
  EXPECT_TRUE(same.is_same(t));
  EXPECT_TRUE(t.is_shared());
  EXPECT_TRUE(row.is_shared());  // a view shares the storage that moved
  EXPECT_EQ(values(t), (std::vector<float>{0, 1, 2, 3, 4, 5}));
  t.share_memory_();  // moving again changes nothing
  EXPECT_EQ(values(row), (std::vector<float>{3, 4, 5}));
}

TEST(SharedMemory, AChildProcessWritesWhatTheParentReads) {
  Tensor t = opforge::full({4}, 0.0, TensorOptions().dtype(kFloat));
  t.share_memory_();
  float* data = t.data_ptr<float>();
  const pid_t child = fork();
  ASSERT_GE(child, 0);
  if (child == 0) {
    data[2] = 42.0f;
    _exit(0);
  }
  int status = 0;
  ASSERT_EQ(waitpid(child, &status, 0), child);
  ASSERT_TRUE(WIFEXITED(status));
  EXPECT_EQ(values(t), (std::vector<float>{0, 0, 42, 0}));
}

TEST(SharedMemory, OnlyCpuTensors) {
  Tensor meta = opforge::empty({2}, TensorOptions().device("meta"));
  EXPECT_FALSE(meta.is_shared());
  expect_error<RuntimeError>([&] { meta.share_memory_(); }, "_share_fd_: only available on CPU");
}

}  // namespace
}  // namespace opforge
