// Reductions (full and over one dim) and the matrix products.
#include <opforge/opforge.h>

#include "bench_support.h"
#include "libtorch_setup.h"

namespace bench {

void add_reduction_cases(std::vector<Case>& cases) {
  const int64_t n = 16'000'000, s = 4096;
  const double full = 4.0 * n, square = 4.0 * s * s;
  cases.push_back({"reduction", "sum f32 1.6e7", full, 0,
                   [=](opforge::Device dev) {
                     auto a = opforge::rand({n}, dev);
                     return Call([=] { benchmark::DoNotOptimize(opforge::sum(a)); });
                   },
                   LIBTORCH([=] {
                     auto a = at::rand({n});
                     return Call([=] { benchmark::DoNotOptimize(at::sum(a)); });
                   })});
  for (int64_t dim : {0, 1}) {
    cases.push_back({"reduction", "sum dim " + std::to_string(dim) + " [4096,4096]", square, 0,
                     [=](opforge::Device dev) {
                       auto a = opforge::rand({s, s}, dev);
                       const int64_t dims[] = {dim};
                       return Call([=] { benchmark::DoNotOptimize(opforge::sum(a, opforge::IntArrayRef(dims, 1))); });
                     },
                     LIBTORCH([=] {
                       auto a = at::rand({s, s});
                       return Call([=] { benchmark::DoNotOptimize(at::sum(a, {dim})); });
                     })});
  }
  cases.push_back({"reduction", "mean f32 1.6e7", full, 0,
                   [=](opforge::Device dev) {
                     auto a = opforge::rand({n}, dev);
                     return Call([=] { benchmark::DoNotOptimize(opforge::mean(a)); });
                   },
                   LIBTORCH([=] {
                     auto a = at::rand({n});
                     return Call([=] { benchmark::DoNotOptimize(at::mean(a)); });
                   })});
  cases.push_back({"reduction", "max f32 1.6e7", full, 0,
                   [=](opforge::Device dev) {
                     auto a = opforge::rand({n}, dev);
                     return Call([=] { benchmark::DoNotOptimize(opforge::max(a)); });
                   },
                   LIBTORCH([=] {
                     auto a = at::rand({n});
                     return Call([=] { benchmark::DoNotOptimize(at::max(a)); });
                   })});
  cases.push_back({"reduction", "min f32 1.6e7", full, 0,
                   [=](opforge::Device dev) {
                     auto a = opforge::rand({n}, dev);
                     return Call([=] { benchmark::DoNotOptimize(opforge::min(a)); });
                   },
                   LIBTORCH([=] {
                     auto a = at::rand({n});
                     return Call([=] { benchmark::DoNotOptimize(at::min(a)); });
                   })});
  cases.push_back({"reduction", "argmax f32 1.6e7", full, 0,
                   [=](opforge::Device dev) {
                     auto a = opforge::rand({n}, dev);
                     return Call([=] { benchmark::DoNotOptimize(opforge::argmax(a)); });
                   },
                   LIBTORCH([=] {
                     auto a = at::rand({n});
                     return Call([=] { benchmark::DoNotOptimize(at::argmax(a)); });
                   })});
  // The welford reducer (one pass in double) against libtorch's var/std/var_mean.
  for (int64_t dim : {0, 1}) {
    const std::string shape = " dim " + std::to_string(dim) + " [4096,4096]";
    cases.push_back({"reduction", "var" + shape, square, 0,
                     [=](opforge::Device dev) {
                       auto a = opforge::rand({s, s}, dev);
                       const int64_t dims[] = {dim};
                       return Call([=] { benchmark::DoNotOptimize(opforge::var(a, opforge::IntArrayRef(dims, 1))); });
                     },
                     LIBTORCH([=] {
                       auto a = at::rand({s, s});
                       return Call([=] {
                         benchmark::DoNotOptimize(at::var(a, at::IntArrayRef(&dim, 1), /*unbiased=*/true, false));
                       });
                     })});
    cases.push_back({"reduction", "std" + shape, square, 0,
                     [=](opforge::Device dev) {
                       auto a = opforge::rand({s, s}, dev);
                       const int64_t dims[] = {dim};
                       return Call([=] { benchmark::DoNotOptimize(opforge::std(a, opforge::IntArrayRef(dims, 1))); });
                     },
                     LIBTORCH([=] {
                       auto a = at::rand({s, s});
                       return Call([=] {
                         benchmark::DoNotOptimize(at::std(a, at::IntArrayRef(&dim, 1), /*unbiased=*/true, false));
                       });
                     })});
    cases.push_back(
        {"reduction", "var_mean" + shape, square, 0,
         [=](opforge::Device dev) {
           auto a = opforge::rand({s, s}, dev);
           const int64_t dims[] = {dim};
           return Call([=] { benchmark::DoNotOptimize(opforge::var_mean(a, opforge::IntArrayRef(dims, 1))); });
         },
         LIBTORCH([=] {
           auto a = at::rand({s, s});
           return Call(
               [=] { benchmark::DoNotOptimize(at::var_mean(a, at::IntArrayRef(&dim, 1), /*unbiased=*/true, false)); });
         })});
  }
  // The scan kind (a double accumulator for float, as libtorch's CPU kernel) and the sort kind.
  for (int64_t dim : {0, 1}) {
    const std::string shape = " dim " + std::to_string(dim) + " [4096,4096]";
    cases.push_back({"scan", "cumsum" + shape, square, 0,
                     [=](opforge::Device dev) {
                       auto a = opforge::rand({s, s}, dev);
                       return Call([=] { benchmark::DoNotOptimize(opforge::cumsum(a, dim)); });
                     },
                     LIBTORCH([=] {
                       auto a = at::rand({s, s});
                       return Call([=] { benchmark::DoNotOptimize(at::cumsum(a, dim)); });
                     })});
    cases.push_back({"sort", "sort" + shape, square, 0,
                     [=](opforge::Device dev) {
                       auto a = opforge::rand({s, s}, dev);
                       return Call([=] { benchmark::DoNotOptimize(opforge::sort(a, dim)); });
                     },
                     LIBTORCH([=] {
                       auto a = at::rand({s, s});
                       return Call([=] { benchmark::DoNotOptimize(at::sort(a, dim)); });
                     })});
  }
  // The rest of the reduction family's rows: selection, a composite fold and the normalizations.
  for (int64_t dim : {0, 1}) {
    const std::string shape = " dim " + std::to_string(dim) + " [4096,4096]";
    cases.push_back({"reduction", "argmax" + shape, square, 0,
                     [=](opforge::Device dev) {
                       auto a = opforge::rand({s, s}, dev);
                       return Call([=] { benchmark::DoNotOptimize(opforge::argmax(a, dim)); });
                     },
                     LIBTORCH([=] {
                       auto a = at::rand({s, s});
                       return Call([=] { benchmark::DoNotOptimize(at::argmax(a, dim)); });
                     })});
    cases.push_back({"reduction", "logsumexp" + shape, square, 0,
                     [=](opforge::Device dev) {
                       auto a = opforge::rand({s, s}, dev);
                       const int64_t dims[] = {dim};
                       return Call(
                           [=] { benchmark::DoNotOptimize(opforge::logsumexp(a, opforge::IntArrayRef(dims, 1))); });
                     },
                     LIBTORCH([=] {
                       auto a = at::rand({s, s});
                       return Call([=] { benchmark::DoNotOptimize(at::logsumexp(a, {dim})); });
                     })});
    cases.push_back({"reduction", "norm p=2" + shape, square, 0,
                     [=](opforge::Device dev) {
                       auto a = opforge::rand({s, s}, dev);
                       const int64_t dims[] = {dim};
                       return Call(
                           [=] { benchmark::DoNotOptimize(opforge::norm(a, 2, opforge::IntArrayRef(dims, 1))); });
                     },
                     LIBTORCH([=] {
                       auto a = at::rand({s, s});
                       return Call([=] { benchmark::DoNotOptimize(at::norm(a, 2, {dim})); });
                     })});
    cases.push_back({"sort", "topk k=8" + shape, square, 0,
                     [=](opforge::Device dev) {
                       auto a = opforge::rand({s, s}, dev);
                       return Call([=] { benchmark::DoNotOptimize(opforge::topk(a, 8, dim)); });
                     },
                     LIBTORCH([=] {
                       auto a = at::rand({s, s});
                       return Call([=] { benchmark::DoNotOptimize(at::topk(a, 8, dim)); });
                     })});
    cases.push_back({"sort", "median" + shape, square, 0,
                     [=](opforge::Device dev) {
                       auto a = opforge::rand({s, s}, dev);
                       return Call([=] { benchmark::DoNotOptimize(opforge::median(a, dim)); });
                     },
                     LIBTORCH([=] {
                       auto a = at::rand({s, s});
                       return Call([=] { benchmark::DoNotOptimize(at::median(a, dim)); });
                     })});
    cases.push_back({"normalization", "softmax" + shape, square, 0,
                     [=](opforge::Device dev) {
                       auto a = opforge::rand({s, s}, dev);
                       return Call([=] { benchmark::DoNotOptimize(opforge::softmax(a, dim)); });
                     },
                     LIBTORCH([=] {
                       auto a = at::rand({s, s});
                       return Call([=] { benchmark::DoNotOptimize(at::softmax(a, dim)); });
                     })});
    cases.push_back({"normalization", "log_softmax" + shape, square, 0,
                     [=](opforge::Device dev) {
                       auto a = opforge::rand({s, s}, dev);
                       return Call([=] { benchmark::DoNotOptimize(opforge::log_softmax(a, dim)); });
                     },
                     LIBTORCH([=] {
                       auto a = at::rand({s, s});
                       return Call([=] { benchmark::DoNotOptimize(at::log_softmax(a, dim)); });
                     })});
  }
}

void add_matmul_cases(std::vector<Case>& cases) {
  for (int64_t s : {512, 1024}) {
    const double flops = 2.0 * s * s * s;
    cases.push_back({"matmul", "mm f32 " + std::to_string(s), 0, flops,
                     [=](opforge::Device) {
                       auto a = opforge::rand({s, s}), b = opforge::rand({s, s});
                       return Call([=] { benchmark::DoNotOptimize(opforge::mm(a, b)); });
                     },
                     LIBTORCH([=] {
                       auto a = at::rand({s, s}), b = at::rand({s, s});
                       return Call([=] { benchmark::DoNotOptimize(at::mm(a, b)); });
                     })});
  }
  cases.push_back({"matmul", "bmm f32 [64,128,128]", 0, 2.0 * 64 * 128 * 128 * 128,
                   [](opforge::Device) {
                     auto a = opforge::rand({64, 128, 128}), b = opforge::rand({64, 128, 128});
                     return Call([=] { benchmark::DoNotOptimize(opforge::bmm(a, b)); });
                   },
                   LIBTORCH([] {
                     auto a = at::rand({64, 128, 128}), b = at::rand({64, 128, 128});
                     return Call([=] { benchmark::DoNotOptimize(at::bmm(a, b)); });
                   })});
  // addmm with a broadcast bias row and both scales, PyTorch's nn.Linear shape of work.
  cases.push_back(
      {"matmul", "addmm f32 [1024,1024] bias [1024]", 0, 2.0 * 1024 * 1024 * 1024,
       [](opforge::Device) {
         auto bias = opforge::rand({1024}), a = opforge::rand({1024, 1024}), b = opforge::rand({1024, 1024});
         return Call([=] { benchmark::DoNotOptimize(opforge::addmm(bias, a, b, 0.5, 2)); });
       },
       LIBTORCH([] {
         auto bias = at::rand({1024}), a = at::rand({1024, 1024}), b = at::rand({1024, 1024});
         return Call([=] { benchmark::DoNotOptimize(at::addmm(bias, a, b, 0.5, 2)); });
       })});
  cases.push_back({"matmul", "addmv f32 [4096,4096]", 0, 2.0 * 4096 * 4096,
                   [](opforge::Device) {
                     auto s = opforge::rand({4096}), m = opforge::rand({4096, 4096}), v = opforge::rand({4096});
                     return Call([=] { benchmark::DoNotOptimize(opforge::addmv(s, m, v, 0.5, 2)); });
                   },
                   LIBTORCH([] {
                     auto s = at::rand({4096}), m = at::rand({4096, 4096}), v = at::rand({4096});
                     return Call([=] { benchmark::DoNotOptimize(at::addmv(s, m, v, 0.5, 2)); });
                   })});
  cases.push_back(
      {"matmul", "baddbmm f32 [32,128,128]", 0, 2.0 * 32 * 128 * 128 * 128,
       [](opforge::Device) {
         auto s = opforge::rand({32, 128, 128}), a = opforge::rand({32, 128, 128}), b = opforge::rand({32, 128, 128});
         return Call([=] { benchmark::DoNotOptimize(opforge::baddbmm(s, a, b, 0.5, 2)); });
       },
       LIBTORCH([] {
         auto s = at::rand({32, 128, 128}), a = at::rand({32, 128, 128}), b = at::rand({32, 128, 128});
         return Call([=] { benchmark::DoNotOptimize(at::baddbmm(s, a, b, 0.5, 2)); });
       })});
  cases.push_back({"matmul", "outer f32 4096", 0, 4096.0 * 4096,
                   [](opforge::Device) {
                     auto a = opforge::rand({4096}), b = opforge::rand({4096});
                     return Call([=] { benchmark::DoNotOptimize(opforge::outer(a, b)); });
                   },
                   LIBTORCH([] {
                     auto a = at::rand({4096}), b = at::rand({4096});
                     return Call([=] { benchmark::DoNotOptimize(at::outer(a, b)); });
                   })});
  // nn.Linear's work: a [256, 1024] batch through a [1024, 1024] weight, with a bias.
  cases.push_back({"matmul", "linear f32 [256,1024]x[1024,1024]^T", 0, 2.0 * 256 * 1024 * 1024,
                   [](opforge::Device) {
                     auto x = opforge::rand({256, 1024}), w = opforge::rand({1024, 1024}), b = opforge::rand({1024});
                     return Call([=] { benchmark::DoNotOptimize(opforge::linear(x, w, b)); });
                   },
                   LIBTORCH([] {
                     auto x = at::rand({256, 1024}), w = at::rand({1024, 1024}), b = at::rand({1024});
                     return Call([=] { benchmark::DoNotOptimize(at::linear(x, w, b)); });
                   })});
  // A batch of matrices times one matrix: the batch dims broadcast (matmul folds them into rows).
  cases.push_back({"matmul", "matmul f32 [64,128,128]x[128,128]", 0, 2.0 * 64 * 128 * 128 * 128,
                   [](opforge::Device) {
                     auto a = opforge::rand({64, 128, 128}), b = opforge::rand({128, 128});
                     return Call([=] { benchmark::DoNotOptimize(opforge::matmul(a, b)); });
                   },
                   LIBTORCH([] {
                     auto a = at::rand({64, 128, 128}), b = at::rand({128, 128});
                     return Call([=] { benchmark::DoNotOptimize(at::matmul(a, b)); });
                   })});
}

}  // namespace bench
