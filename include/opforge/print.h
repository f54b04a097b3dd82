// Printing tensors and sizes the way PyTorch's Python repr does (torch/_tensor_str.py, default print
// options: precision 4, threshold 1000, edgeitems 3, linewidth 80), with "opforge." where PyTorch
// writes "torch.":
//   fmt::format("{}", t) == to_string(t) == what `os << t` writes, e.g.
//   "tensor([[0., 0., 0.],\n        [0., 0., 0.]], names=('N', 'C'))".
// The contract, rule by rule as _tensor_str applies it:
// - Elements are formatted by one formatter per tensor (two for complex: real and imaginary parts),
//   chosen from the printed elements only: integers and bools as Python prints them ("True");
//   floats in integer mode ("1."), fixed mode ("1.2346") or scientific mode ("1.0000e-05"), all
//   right-aligned to the widest value. Half, bfloat16 and the float8 dtypes print as float32 would
//   (newer PyTorch does so for float8); uint16/32/64 print as integers.
// - float4_e2m1fn_x2 has no element values to show: each packed byte prints as its uint8 value in
//   the float integer mode ("tensor([33.,  0.], dtype=opforge.float4_e2m1fn_x2)"), as newest
//   PyTorch does.
// - Above 1000 elements, each dim longer than 6 shows its first and last 3 entries around "...".
// - Rows wrap at 80 columns; nested dims are bracketed with blank lines between 3-D and deeper blocks.
// - Suffixes: device='cuda:0' off the CPU; dtype= when the dtype is not the one inferred for its kind
//   (default dtype, its complex dtype, int64, bool); for empty tensors size=(...) unless 1-D and
//   dtype= unless the default dtype; names=(...) for named tensors, wildcards as None. A suffix that
//   would pass column 80 goes on a new line; the check counts a dtype as PyTorch spells it
//   ("torch." is two characters shorter than "opforge."), so the text is always PyTorch's repr with
//   "torch." replaced by "opforge.", line breaks included.
// CUDA tensors are copied to the host to read their elements. An undefined Tensor prints as
// libtorch's C++ printer writes it: "[ Tensor (undefined) ]".
#pragma once

#include <iosfwd>
#include <string>
#include <string_view>

#include <fmt/format.h>

#include "opforge/layout.h"
#include "opforge/tensor.h"

namespace opforge {

// repr(t) of PyTorch, spelled with "opforge.".
std::string to_string(const Tensor& t);
std::ostream& operator<<(std::ostream& os, const Tensor& t);

// repr(torch.Size(sizes)): "opforge.Size([2, 3])", "opforge.Size([])".
std::string sizes_repr(IntArrayRef sizes);

}  // namespace opforge

// Width and alignment specs apply to the whole repr, as for a string: fmt::format("{:>40}", t).
template <>
struct fmt::formatter<opforge::Tensor> : fmt::formatter<std::string_view> {
  template <class Ctx>
  auto format(const opforge::Tensor& t, Ctx& ctx) const {
    const std::string repr = opforge::to_string(t);
    return fmt::formatter<std::string_view>::format(std::string_view(repr), ctx);
  }
};
