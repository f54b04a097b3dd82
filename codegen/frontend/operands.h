// The arguments each rule of an op applies to. A rule written as {kind, operands} names them; a rule
// written as a bare kind applies to its default operands:
//   promotion: elementwise kinds: the positional Tensor and Scalar arguments (add: self, other, not
//              the keyword-only alpha); reduction kinds, same_dtype: the Tensor arguments; custom: none
//   broadcast: elementwise, matmul_batch: the Tensor arguments that are not lists; none, custom: none
//   names:     keeps_input_names, removes_dimensions, permutes_dimensions: the input, `self` or else
//              the first Tensor argument; unifies_names_from_inputs, contracts_away_dims,
//              out_function_semantics: the Tensor arguments; factory, none, custom: none
#pragma once

#include <string>
#include <vector>

#include "frontend/schema.h"

namespace opforge::codegen {

std::vector<std::string> promotion_operands(const Rule<PromotionKind>& rule, const Signature& signature);
std::vector<std::string> broadcast_operands(const Rule<BroadcastKind>& rule, const Signature& signature);
std::vector<std::string> names_operands(const Rule<NamesRule>& rule, const Signature& signature);

// Whether a rule kind applies to operands at all (promotion custom, broadcast none/custom and names
// factory/none/custom do not).
bool takes_operands(PromotionKind kind);
bool takes_operands(BroadcastKind kind);
bool takes_operands(NamesRule kind);
// Whether a names rule reads the names of exactly one input.
bool has_single_input(NamesRule kind);

// Whether an argument of type `t` may be an operand of the rule.
bool can_be_promotion_operand(const Type& t);
bool can_be_broadcast_operand(const Type& t);
bool can_be_names_operand(const Type& t);

}  // namespace opforge::codegen
