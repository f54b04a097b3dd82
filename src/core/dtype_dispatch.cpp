#include "opforge/dtype_dispatch.h"

namespace opforge {

// PyTorch words a missing kernel as: "add_cpu" not implemented for 'Float8_e4m3fn'.
void raise_dtype_not_implemented(std::string_view op, ScalarType t) {
  raise<NotImplementedError>("\"{}\" not implemented for '{}'", op, cpp_name(t));
}

}  // namespace opforge
