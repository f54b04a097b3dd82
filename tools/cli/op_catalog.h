// The op catalog of the `opforge` command line: one row per ops.yaml entry, overloads included,
// with its fields after inheritance. The table is generated from ops.yaml
// (codegen/catalog.py, generated/tools/cli/op_catalog.cpp) and compiled into the command line
// only, never into the library.
#pragma once

#include <span>
#include <string_view>
#include <vector>

namespace opforge::cli {

// A rule (promotion, broadcast, names): its kind and the arguments it applies to.
struct CatalogRule {
  std::string_view kind;
  std::span<const std::string_view> operands;
  std::string_view out = {};  // names: the out= variant's own kind (none), where it differs
};

// An API form of the entry: kind function, method, inplace or out, and its C++ name
// ("Tensor::add_").
struct CatalogVariant {
  std::string_view kind;
  std::string_view api;
};

// One condition of a `rejects` item: quantifier "all" (every listed operand's dtype is one of
// `dtypes`) or "any" (some operand's is); with `differs_from`, the operand's dtype is not that
// argument's (both given).
struct CatalogCondition {
  std::string_view quantifier;
  std::span<const std::string_view> operands;
  std::span<const std::string_view> dtypes;
  std::string_view differs_from = {};
  std::string_view compare = {};  // a value condition on an int argument: "< 0" (compare "<", value 0)
  int64_t value = 0;
};

// An error the op raises for some dtypes, before any other check: every condition holds.
struct CatalogReject {
  std::span<const CatalogCondition> when;
  std::span<const std::string_view> variants;
  std::string_view error;    // RuntimeError, TypeError, ...
  std::string_view message;  // PyTorch's text
};

struct OpCatalogEntry {
  std::string_view name;      // "max.dim"
  std::string_view base;      // "max"
  std::string_view overload;  // "dim"; empty for the primary entry
  std::string_view signature;
  std::span<const CatalogVariant> variants;
  CatalogRule promotion;
  CatalogRule broadcast;
  std::string_view inplace_cast;
  CatalogRule names;
  // The word the names rule's errors use: "broadcast", or the op's name for an op over a tensor
  // list ("Error when attempting to cat dims ...").
  std::string_view names_action;
  bool names_operand_is_list;    // the names rule reads a tensor list: any number of tensors
  std::string_view kernel_kind;  // pointwise, reduce, structured, custom
  std::string_view kernel;       // the expression, reduce steps, or the kernel's name
  std::span<const std::string_view> dtypes;
  std::span<const std::string_view> cuda_dtypes;
  std::span<const std::string_view> devices;
  std::span<const CatalogReject> rejects;
  std::string_view doc;
  // "self: grad * conj(cos(self))", one per differentiated argument; empty: none declared;
  // the one word "not_differentiable" for an entry that says its results have no gradient, and
  // "never_differentiable" for one whose results have none by their kind (bool or index values,
  // no tensor, a factory's).
  std::span<const std::string_view> derivatives;
};

// Every entry, in ops.yaml order (generated).
std::span<const OpCatalogEntry> op_catalog();

// The entry named `name` ("max.dim"), or nullptr.
const OpCatalogEntry* find_op(std::string_view name);
// The entries of one base name ("max": max, max.dim, max.names_dim), in ops.yaml order.
std::vector<const OpCatalogEntry*> overloads_of(std::string_view base);
// The entry names closest to a misspelled `name` (by edit distance), best first; empty when none
// is close.
std::vector<std::string_view> similar_op_names(std::string_view name);

}  // namespace opforge::cli
