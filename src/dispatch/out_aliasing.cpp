#include "dispatch/out_aliasing.h"

#include "iteration/kernel_checks.h"
#include "iteration/mem_overlap.h"
#include "opforge/error.h"
#include "opforge/factories.h"

namespace opforge::dispatch {
namespace {

[[noreturn]] void raise_overlap() {
  raise<RuntimeError>(
      "unsupported operation: some elements of the input tensor and the written-to tensor refer to a single memory "
      "location. Please clone() the tensor before performing the operation.");
}

// Whether writing `out` may change what reading `t` gives; Partial overlap raises.
bool aliases(const Tensor& out, const Tensor& t) {
  if (out.is_same(t)) return true;  // resizing out changes t, whatever their elements
  switch (get_overlap_status(out, t)) {
    case MemOverlapStatus::Full: return true;
    case MemOverlapStatus::Partial: raise_overlap();
    case MemOverlapStatus::TooHard: return may_share_memory(out, t);
    case MemOverlapStatus::No: return false;
  }
  return true;
}

}  // namespace

void OutAliasing::check_outs() const {
  OPFORGE_CHECK(n_ <= kMaxOuts, RuntimeError, "an op has at most {} out= tensors", kMaxOuts);
  for (size_t k = 0; k < n_; ++k)
    for (size_t j = 0; j < k; ++j)
      if (aliases(out_[k], out_[j])) raise_overlap();
}

void OutAliasing::check_input(const Tensor& t) {
  if (!t.defined()) return;
  for (size_t k = 0; k < n_; ++k) {
    if (aliases(out_[k], t)) {
      redirect();
      return;
    }
  }
}

void OutAliasing::redirect() {
  redirected_ = true;
  for (size_t k = 0; k < n_; ++k) stand_ins_[k] = empty({0}, TensorOptions(out_[k].dtype()).device(out_[k].device()));
}

Tensor OutAliasing::copy_back(size_t k) const {
  const Tensor& out = out_[k];
  resize_out(out, stand_ins_[k].sizes());
  out.copy_(stand_ins_[k]);
  return out;
}

}  // namespace opforge::dispatch
