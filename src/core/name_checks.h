// The checks and reprs of lists of names shared by a tensor's names (TensorImpl::set_names) and the
// named-tensor operations (rename by mapping, refine_names, align_to), with PyTorch's texts.
#pragma once

#include <string>

#include "opforge/dimname.h"

namespace opforge {

// RuntimeError "Cannot construct a tensor with duplicate names. Got names: [...]." when a name
// other than the wildcard occurs twice.
void check_no_duplicate_names(DimnameList names);

// Python's repr of a names tuple, as Python-level errors print it: ('N', None), ('N',).
std::string names_tuple_repr(DimnameList names);

}  // namespace opforge
