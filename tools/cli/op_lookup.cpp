// Looking entries up in the generated op catalog.
#include <vector>

#include "cli/args.h"
#include "cli/op_catalog.h"

namespace opforge::cli {

// An entry by its name (max.dim), or by its C++ name where ops.yaml has no primary entry of that
// base (softmax: softmax.int, its first overload, which lists the others).
const OpCatalogEntry* find_op(std::string_view name) {
  for (const OpCatalogEntry& e : op_catalog())
    if (e.name == name) return &e;
  for (const OpCatalogEntry& e : op_catalog())
    if (e.base == name) return &e;
  return nullptr;
}

std::vector<const OpCatalogEntry*> overloads_of(std::string_view base) {
  std::vector<const OpCatalogEntry*> out;
  for (const OpCatalogEntry& e : op_catalog())
    if (e.base == base) out.push_back(&e);
  return out;
}

std::vector<std::string_view> similar_op_names(std::string_view name) {
  std::vector<std::string_view> names;
  for (const OpCatalogEntry& e : op_catalog()) names.push_back(e.name);
  return similar_words(name, names);
}

}  // namespace opforge::cli
