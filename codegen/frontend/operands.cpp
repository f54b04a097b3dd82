#include "frontend/operands.h"

#include <algorithm>

namespace opforge::codegen {
namespace {

template <class Kind, class Accept>
std::vector<std::string> operands_of(const Rule<Kind>& rule, const Signature& signature, Accept accept) {
  std::vector<std::string> out;
  if (rule.operands) {
    for (const Operand& o : *rule.operands) out.push_back(o.name);
    return out;
  }
  if (!takes_operands(rule.kind)) return out;
  for (const Argument& a : signature.arguments) {
    if (accept(a)) out.push_back(a.name);
  }
  return out;
}

}  // namespace

bool takes_operands(PromotionKind kind) { return kind != PromotionKind::Custom; }
bool takes_operands(BroadcastKind kind) {
  return kind == BroadcastKind::Elementwise || kind == BroadcastKind::MatmulBatch;
}
bool takes_operands(NamesRule kind) {
  return kind != NamesRule::Factory && kind != NamesRule::None && kind != NamesRule::Custom;
}

bool can_be_promotion_operand(const Type& t) {
  return t.base == BaseType::Tensor || (t.base == BaseType::Scalar && !t.is_list);
}
bool can_be_broadcast_operand(const Type& t) { return t.base == BaseType::Tensor && !t.is_list; }
bool can_be_names_operand(const Type& t) { return t.base == BaseType::Tensor; }

std::vector<std::string> promotion_operands(const Rule<PromotionKind>& rule, const Signature& signature) {
  const bool reduction = is_reduction_promotion(rule.kind) || is_structured_promotion(rule.kind);
  return operands_of(rule, signature, [&](const Argument& a) {
    if (reduction) return a.type.base == BaseType::Tensor;
    return !a.kwarg_only && can_be_promotion_operand(a.type);
  });
}

std::vector<std::string> broadcast_operands(const Rule<BroadcastKind>& rule, const Signature& signature) {
  return operands_of(rule, signature, [](const Argument& a) { return can_be_broadcast_operand(a.type); });
}

bool has_single_input(NamesRule kind) {
  return kind == NamesRule::KeepsInputNames || kind == NamesRule::RemovesDimensions ||
         kind == NamesRule::PermutesDimensions;
}

std::vector<std::string> names_operands(const Rule<NamesRule>& rule, const Signature& signature) {
  std::vector<std::string> all =
      operands_of(rule, signature, [](const Argument& a) { return can_be_names_operand(a.type); });
  if (rule.operands || !has_single_input(rule.kind) || all.size() <= 1) return all;
  const auto self = std::find(all.begin(), all.end(), "self");
  return {self != all.end() ? *self : all.front()};
}

}  // namespace opforge::codegen
