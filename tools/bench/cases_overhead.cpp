// Per-call overhead: tensors so small that the time is all dispatch, checks and allocation.
#include <opforge/opforge.h>

#include "bench_support.h"
#include "libtorch_setup.h"

namespace bench {

void add_overhead_cases(std::vector<Case>& cases) {
  cases.push_back({"overhead", "add 1 element f32", 0, 0,
                   [](opforge::Device) {
                     auto a = opforge::rand({1}), b = opforge::rand({1});
                     return Call([=] { benchmark::DoNotOptimize(opforge::add(a, b)); });
                   },
                   LIBTORCH([] {
                     auto a = at::rand({1}), b = at::rand({1});
                     return Call([=] { benchmark::DoNotOptimize(at::add(a, b)); });
                   })});
  cases.push_back({"overhead", "add zero-dim f32", 0, 0,
                   [](opforge::Device) {
                     auto a = opforge::rand({}), b = opforge::rand({});
                     return Call([=] { benchmark::DoNotOptimize(opforge::add(a, b)); });
                   },
                   LIBTORCH([] {
                     auto a = at::rand({}), b = at::rand({});
                     return Call([=] { benchmark::DoNotOptimize(at::add(a, b)); });
                   })});
  cases.push_back({"overhead", "add_ 1 element f32", 0, 0,
                   [](opforge::Device) {
                     auto a = opforge::rand({1}), b = opforge::rand({1});
                     return Call([=] { a.add_(b); });
                   },
                   LIBTORCH([] {
                     auto a = at::rand({1}), b = at::rand({1});
                     return Call([=]() mutable { a.add_(b); });
                   })});
  cases.push_back({"overhead", "mul 1 element f32 by scalar", 0, 0,
                   [](opforge::Device) {
                     auto a = opforge::rand({1});
                     return Call([=] { benchmark::DoNotOptimize(opforge::mul(a, 2.0)); });
                   },
                   LIBTORCH([] {
                     auto a = at::rand({1});
                     return Call([=] { benchmark::DoNotOptimize(at::mul(a, 2.0)); });
                   })});
  cases.push_back({"overhead", "sum 1 element f32", 0, 0,
                   [](opforge::Device) {
                     auto a = opforge::rand({1});
                     return Call([=] { benchmark::DoNotOptimize(opforge::sum(a)); });
                   },
                   LIBTORCH([] {
                     auto a = at::rand({1});
                     return Call([=] { benchmark::DoNotOptimize(at::sum(a)); });
                   })});
  cases.push_back({"overhead", "add named 2x2 f32", 0, 0,
                   [](opforge::Device) {
                     auto a = opforge::rand({2, 2}).refine_names({"N", "C"});
                     auto b = opforge::rand({2, 2}).refine_names({"N", "C"});
                     return Call([=] { benchmark::DoNotOptimize(opforge::add(a, b)); });
                   },
                   LIBTORCH([] {
                     std::vector<at::Dimname> names = {at::Dimname::fromSymbol(at::Symbol::dimname("N")),
                                                       at::Dimname::fromSymbol(at::Symbol::dimname("C"))};
                     auto a = at::rand({2, 2}).refine_names(names), b = at::rand({2, 2}).refine_names(names);
                     return Call([=] { benchmark::DoNotOptimize(at::add(a, b)); });
                   })});
}

}  // namespace bench
