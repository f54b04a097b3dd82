// Uses an installed opforge: an op with type promotion, broadcasting and names, and an error
// thrown across the library boundary. Exits non-zero on any mismatch.
#include <cstdio>
#include <string_view>
#include <vector>

#include "opforge/opforge.h"

namespace {

int failures = 0;

void check(bool ok, const char* what) {
  if (!ok) {
    std::fprintf(stderr, "mismatch: %s\n", what);
    ++failures;
  }
}

}  // namespace

int main() {
  using namespace opforge;
  // int32 [2, 3] named (N, C) plus float32 [3] named (C): broadcast over N, float32, names (N, C).
  const Tensor a = tensor({{1, 2, 3}, {4, 5, 6}}, kInt).refine_names({"N", "C"});
  const Tensor b = tensor({0.5, 10.5, 20.5}, kFloat).refine_names({"C"});
  const Tensor c = add(a, b, 2);

  check(c.dtype() == kFloat, "dtype is float32");
  check(c.sizes().size() == 2 && c.sizes()[0] == 2 && c.sizes()[1] == 3, "sizes are [2, 3]");
  check(c.names() == DimnameVector{Dimname("N"), Dimname("C")}, "names are (N, C)");
  const Tensor contiguous = c.contiguous();
  const float* data = contiguous.data_ptr<float>();
  const std::vector<float> expected = {2, 23, 44, 5, 26, 47};  // a + 2 * b
  check(std::vector<float>(data, data + c.numel()) == expected, "values are a + 2 * b");
  try {
    Tensor inplace = a.clone();
    inplace.add_(b);  // an int32 tensor cannot hold a float32 result
    check(false, "add_ into int32 throws");
  } catch (const Error& e) {
    check(std::string_view(e.what()) == "result type Float can't be cast to the desired output type Int",
          "add_ into int32 throws PyTorch's message");
  }

  if (failures == 0) std::printf("ok: opforge::add from an installed opforge\n");
  return failures == 0 ? 0 : 1;
}
