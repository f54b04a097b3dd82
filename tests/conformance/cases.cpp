// The definitions of cases.h that are not constant data, compiled once into opforge_conformance
// (CMakeLists.txt) rather than in every conformance test.
#include "conformance/cases.h"

namespace conformance {

const char* to_string(InputLayout l) {
  switch (l) {
    case InputLayout::Contiguous: return "contiguous";
    case InputLayout::Transposed: return "transposed";
    case InputLayout::Sliced: return "sliced";
    case InputLayout::Offset: return "offset";
  }
  return "?";
}

DimnameVector to_dimnames(std::span<const char* const> names) {
  DimnameVector out;
  for (const char* s : names) out.push_back(s ? Dimname(s) : Dimname());
  return out;
}

Tensor make_tensor(const ArgSpec& spec, InputLayout layout, Device device) {
  using namespace opforge;
  const bool complex = is_complex(spec.dtype) ||
                       std::any_of(spec.values.begin(), spec.values.end(), [](const Num& v) { return v.im != 0; });
  // Integers go through int64, which holds every integer of every integral dtype (float64 does not
  // hold int64's extremes).
  const bool integers = !complex && !spec.values.empty() &&
                        std::all_of(spec.values.begin(), spec.values.end(), [](const Num& v) { return v.is_integer; });
  Tensor host = empty(spec.shape, complex ? kComplexDouble : integers ? kLong : kDouble);
  const int64_t n = host.numel();
  if (n > 0 && !spec.tile && !spec.values.empty() && static_cast<int64_t>(spec.values.size()) != n)
    throw std::logic_error("conformance: a tensor spec's value count differs from its shape");
  for (int64_t i = 0; i < n; ++i) {
    const Num v = spec.values.empty() ? Num{1, 0} : spec.values[static_cast<size_t>(i) % spec.values.size()];
    if (complex)
      host.data_ptr<std::complex<double>>()[i] = {v.re, v.im};
    else if (integers)
      host.data_ptr<int64_t>()[i] = v.integer;
    else
      host.data_ptr<double>()[i] = v.re;
  }
  const auto options = TensorOptions().dtype(spec.dtype).device(device);
  const std::vector<int64_t> shape(spec.shape.begin(), spec.shape.end());
  Tensor placed;
  if (layout == InputLayout::Transposed && shape.size() >= 2) {
    std::vector<int64_t> swapped = shape;
    std::swap(swapped[swapped.size() - 1], swapped[swapped.size() - 2]);
    placed = empty(IntArrayRef(swapped), options).transpose(-1, -2);
  } else if (layout == InputLayout::Sliced && !shape.empty()) {
    const DimVector strides = contiguous_strides(IntArrayRef(shape));
    std::vector<int64_t> doubled(strides.begin(), strides.end());
    for (int64_t& s : doubled) s *= 2;
    placed = empty({std::max<int64_t>(2 * n, 1)}, options).as_strided(IntArrayRef(shape), IntArrayRef(doubled));
  } else if (layout == InputLayout::Offset) {
    const DimVector strides = contiguous_strides(IntArrayRef(shape));
    placed = empty({n + 1}, options).as_strided(IntArrayRef(shape), IntArrayRef(strides), 1);
  } else {
    placed = empty(IntArrayRef(shape), options);
  }
  placed.copy_(host);
  if (!spec.expand.empty()) placed = placed.expand(spec.expand);
  if (!spec.names.empty()) {
    const DimnameVector names = to_dimnames(spec.names);
    placed = placed.rename(DimnameList(names.begin(), names.size()));
  }
  return placed;
}

Scalar make_scalar(const ArgSpec& spec) {
  switch (spec.scalar_kind) {
    case ScalarKind::Bool: return Scalar(spec.number.re != 0);
    case ScalarKind::Int: return Scalar(static_cast<int64_t>(spec.number.re));
    case ScalarKind::Float: return Scalar(spec.number.re);
    case ScalarKind::Complex: return Scalar(std::complex<double>(spec.number.re, spec.number.im));
  }
  return Scalar();
}

opforge::NestedList make_nested_list(const ArgSpec& spec) {
  if (spec.kind == ArgKind::Scalar) return opforge::NestedList(make_scalar(spec));
  std::vector<opforge::NestedList> items;
  for (const ArgSpec& item : spec.items) items.push_back(make_nested_list(item));
  return opforge::NestedList(std::move(items));
}

Values::Values(std::span<const ArgSpec> specs, InputLayout layout, Device device) : specs_(specs), device_(device) {
  tensors_.resize(specs.size());
  lists_.resize(specs.size());
  dimnames_.resize(specs.size());
  for (size_t i = 0; i < specs.size(); ++i) {
    const ArgSpec& s = specs[i];
    if (s.kind == ArgKind::Tensor && s.alias >= 0) {
      if (static_cast<size_t>(s.alias) >= i || specs[static_cast<size_t>(s.alias)].kind != ArgKind::Tensor)
        throw std::logic_error("conformance: a tensor aliases an argument that is not an earlier tensor");
      tensors_[i] = tensors_[static_cast<size_t>(s.alias)];
      continue;
    }
    if (s.kind == ArgKind::Tensor) tensors_[i] = make_tensor(s, layout, device);
    if (s.kind == ArgKind::TensorList)
      for (const ArgSpec& item : s.items) lists_[i].push_back(make_tensor(item, layout, device));
    if (s.kind == ArgKind::DimnameList) dimnames_[i] = to_dimnames(s.texts);
  }
}

}  // namespace conformance
