// Parser of PyTorch-style op signatures, the `signature:` field of ops.yaml:
//
//   name[.overload](arguments) -> returns
//   add(Tensor self, Tensor other, *, Scalar alpha=1) -> Tensor
//   max.dim(Tensor self, int dim, bool keepdim=False) -> (Tensor values, Tensor indices)
//   transpose(Tensor(a) self, int dim0, int dim1) -> Tensor(a)
//
// Arguments are `Type name[=default]`; a bare `*` makes every later argument keyword-only. Types are
// Tensor, Scalar, int, float, bool, str, ScalarType, Layout, Device, MemoryFormat, Dimname, Generator and
// NestedList (torch.tensor's data), with
// `?` (optional), `[]`/`[N]` (list), `?[]` (list of optional tensors) and `(a)` (view alias, Tensor only).
// Mutable aliases `(a!)` are not written: the inplace and out variants imply them.
#pragma once

#include <optional>
#include <string_view>

#include "frontend/diagnostic.h"
#include "frontend/scalar_locator.h"
#include "frontend/schema.h"

namespace opforge::codegen {

// Reports every problem at its position (through `locate`) and returns nullopt if there was any: a
// syntax error stops the parse; problems of a well-formed signature (duplicate names, defaults that
// do not fit their type, argument order) are all reported.
std::optional<Signature> parse_signature(std::string_view text, const ScalarLocator& locate, DiagnosticSink& sink);

// Whether `name` is a C++ keyword, which no argument, function or method can be named.
bool is_cpp_keyword(std::string_view name);

}  // namespace opforge::codegen
