#include <iostream>

#include "opforge/opforge.h"

int main() {
  using namespace opforge;
  // PyTorch's rules: int32 + float16 promotes to float16; names unify from the right.
  const Tensor a = tensor({{1, 2, 3}, {4, 5, 6}}, kInt).refine_names({"N", "C"});
  const Tensor b = ones({3}, kHalf).refine_names({"C"});
  const Tensor c = a + b;
  std::cout << c << "\n";
  std::cout << c.sum({"C"}) << "\n";  // reduce the dim named C
  try {
    a.add_(b);  // an int32 tensor cannot hold a float16 result
  } catch (const Error& e) {
    std::cout << e.what() << "\n";
  }
}
