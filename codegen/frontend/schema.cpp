#include "frontend/schema.h"

#include <algorithm>

#include <fmt/format.h>

namespace opforge::codegen {

std::string spelling(const Type& type) {
  std::string out(name_of(kBaseTypes, type.base));
  if (!type.alias.empty()) out += fmt::format("({}{})", type.alias, type.alias_into_wildcard ? " -> *" : "");
  if (type.element_optional) out += '?';
  if (type.is_list) out += type.list_size ? fmt::format("[{}]", *type.list_size) : std::string("[]");
  if (type.optional) out += '?';
  return out;
}

std::string spelling(const DefaultValue& value) {
  switch (value.kind) {
    case DefaultValue::Kind::None: return "None";
    case DefaultValue::Kind::Bool: return value.bool_value ? "True" : "False";
    case DefaultValue::Kind::Int:
    case DefaultValue::Kind::Float: return value.text;
    case DefaultValue::Kind::Str: return fmt::format("\"{}\"", value.text);
    case DefaultValue::Kind::IntList: return fmt::format("[{}]", fmt::join(value.int_list, ", "));
  }
  return "";
}

const Argument* Signature::find_argument(std::string_view arg_name) const {
  for (const Argument& a : arguments) {
    if (a.name == arg_name) return &a;
  }
  return nullptr;
}

std::string returns_spelling(const Signature& signature) {
  if (signature.returns.size() == 1 && signature.returns[0].name.empty()) {
    return spelling(signature.returns[0].type);
  }
  std::string out = "(";
  for (size_t i = 0; i < signature.returns.size(); ++i) {
    const Return& r = signature.returns[i];
    if (i) out += ", ";
    out += spelling(r.type);
    if (!r.name.empty()) out += " " + r.name;
  }
  return out + ")";
}

std::string spelling(const Signature& signature) {
  std::string out = signature.full_name() + "(";
  bool kwarg_only = false;
  for (size_t i = 0; i < signature.arguments.size(); ++i) {
    const Argument& a = signature.arguments[i];
    if (i) out += ", ";
    if (a.kwarg_only && !kwarg_only) {
      out += "*, ";
      kwarg_only = true;
    }
    out += spelling(a.type) + " " + a.name;
    if (a.default_value) out += "=" + spelling(*a.default_value);
  }
  return out + ") -> " + returns_spelling(signature);
}

bool OpEntry::has_variant(Variant v) const {
  return variants && std::find(variants->begin(), variants->end(), v) != variants->end();
}

}  // namespace opforge::codegen
