// A seeded random driver of the public API, run by CTest (and under ASan+UBSan in tools/test): it
// calls factories, views, conversions, names, broadcasting ops, reductions, matrix products and
// cat with valid and hostile arguments (bad device strings and enumerators, negative and huge
// sizes, strides and offsets, undefined dtypes, out= tensors that are inputs or views of them),
// and checks that every call either succeeds or raises an opforge::Error. Anything else (another
// exception, a sanitizer report, a crash) fails the run. Where an out= call succeeds its result
// is compared with the functional call on copies of the inputs, so an aliased out= tensor that
// computes on garbage fails too.
//
// Usage: fuzz_runtime [--seconds S] [--iterations N] [--seed X]. It stops at whichever budget comes
// first (defaults: 10 seconds, no iteration limit, seed 1). A failure prints the seed and the step
// to replay it: the same seed and iteration count give the same calls.
#include <algorithm>
#include <chrono>
#include <climits>
#include <cmath>
#include <complex>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <exception>
#include <functional>
#include <iterator>
#include <random>
#include <string>
#include <string_view>
#include <vector>

#include <fmt/format.h>
#include <fmt/ranges.h>

#include "iteration/mem_overlap.h"
#include "opforge/opforge.h"
#include "opforge/parallel.h"

namespace {

// The most elements a pool tensor has when kept (an out= call may grow it later).
constexpr int64_t kPoolNumel = 4096;

using namespace opforge;

class Fuzzer {
 public:
  explicit Fuzzer(uint64_t seed) : rng_(seed) {
    for (int i = 0; i < 8; ++i) pool_.push_back(small_tensor());
  }

  // One random call; returns false when it raised an opforge::Error.
  bool step() {
    try {
      const auto actions = std::size(kActions);
      (this->*kActions[uniform(0, static_cast<int64_t>(actions) - 1)])();
      return true;
    } catch (const opforge::Error&) {
      return false;
    }
  }

  std::string last_action;

 private:
  using Action = void (Fuzzer::*)();

  // ---- random choices --------------------------------------------------------------------------
  int64_t uniform(int64_t lo, int64_t hi) { return std::uniform_int_distribution<int64_t>(lo, hi)(rng_); }
  bool chance(int percent) { return uniform(0, 99) < percent; }

  // Mostly small sizes (0 included); sometimes negative, or too large for any memory (2^40 elements
  // and more: no allocation of them succeeds, under ASan either), or at the edge of int64. Sizes a
  // machine can hold but that take seconds to fill are left out: they only slow the run down.
  int64_t size() {
    if (chance(85)) return uniform(0, 4);
    static constexpr int64_t kHostile[] = {-1,        -7,        int64_t{1} << 40,      int64_t{1} << 41, INT64_MAX / 2,
                                           INT64_MAX, INT64_MIN, (int64_t{1} << 62) + 1};
    return kHostile[uniform(0, std::size(kHostile) - 1)];
  }
  int64_t stride() {
    if (chance(80)) return uniform(0, 6);
    static constexpr int64_t kHostile[] = {-1, 1 << 30, int64_t{1} << 40, INT64_MAX / 2, INT64_MAX, INT64_MIN};
    return kHostile[uniform(0, std::size(kHostile) - 1)];
  }
  std::vector<int64_t> sizes(int max_dims = 4) {
    std::vector<int64_t> s(static_cast<size_t>(uniform(0, max_dims)));
    for (int64_t& x : s) x = size();
    return s;
  }
  int64_t dim_arg(const Tensor& t) { return chance(90) ? uniform(-t.dim() - 1, t.dim()) : size(); }

  ScalarType dtype() {
    static constexpr ScalarType kCommon[] = {kFloat,    kDouble, kInt,  kLong,  kBool,         kHalf,
                                             kBFloat16, kUInt8,  kInt8, kInt16, kComplexFloat, kComplexDouble};
    if (chance(90)) return kCommon[uniform(0, std::size(kCommon) - 1)];
    if (chance(50)) return static_cast<ScalarType>(uniform(0, kNumScalarTypes - 1));   // shell dtypes too
    return static_cast<ScalarType>(static_cast<int8_t>(uniform(INT8_MIN, INT8_MAX)));  // Undefined and beyond
  }

  Scalar scalar() {
    switch (uniform(0, 4)) {
      case 0: return Scalar(chance(50));
      case 1: return Scalar(uniform(-3, 3));
      case 2: return Scalar(static_cast<double>(uniform(-8, 8)) / 4);
      case 3: return Scalar(std::complex<double>(1.5, -2));
      default: return Scalar(chance(50) ? INFINITY : NAN);
    }
  }

  std::string device_string() {
    static constexpr std::string_view kKnown[] = {"cpu",     "cuda",     "cuda:0",         "cpu:0", "cpu:1",
                                                  "meta",    "cuda:128", "cuda:-1",        "",      ":",
                                                  "cuda:01", "CUDA",     "privateuseone:3"};
    if (chance(60)) return std::string(kKnown[uniform(0, std::size(kKnown) - 1)]);
    static constexpr std::string_view kAlphabet = "cpuda:0123456789_ -X\x80";
    std::string s(static_cast<size_t>(uniform(0, 12)), ' ');
    for (char& c : s) c = kAlphabet[static_cast<size_t>(uniform(0, kAlphabet.size() - 1))];
    return s;
  }

  Dimname name() {
    static constexpr const char* kNames[] = {"N", "C", "H", "W", "bad name", "...", "_x", "1a"};
    if (chance(30)) return Dimname::wildcard();
    return Dimname(kNames[uniform(0, std::size(kNames) - 1)]);
  }

  // A tensor of a few elements with distinct values, in a random dtype and layout.
  Tensor small_tensor() {
    std::vector<int64_t> s(static_cast<size_t>(uniform(0, 3)));
    for (int64_t& x : s) x = uniform(0, 4);
    static constexpr ScalarType kDtypes[] = {kFloat, kDouble, kInt, kLong, kBool, kHalf, kComplexFloat};
    const ScalarType t = kDtypes[uniform(0, std::size(kDtypes) - 1)];
    int64_t n = 1;
    for (int64_t x : s) n *= x;
    Tensor r = arange(n, TensorOptions(kDouble)).sub(static_cast<double>(n) / 3).to(t).reshape(IntArrayRef(s));
    if (r.dim() >= 2 && chance(30)) r = r.transpose(0, 1);
    return r;
  }

  Tensor& pick() { return pool_[static_cast<size_t>(uniform(0, static_cast<int64_t>(pool_.size()) - 1))]; }
  void keep(const Tensor& t) {
    if (t.numel() > kPoolNumel) return;  // keep every later call cheap
    pool_[static_cast<size_t>(uniform(0, static_cast<int64_t>(pool_.size()) - 1))] = t;
  }

  // An out= tensor: a fresh one of a random dtype, a pool tensor, or a view of one (aliasing).
  Tensor out_tensor(const Tensor& input) {
    switch (uniform(0, 4)) {
      case 0: return empty({0}, TensorOptions(chance(70) ? input.dtype() : dtype()));
      case 1: return input;
      case 2: return input.dim() > 0 && input.sizes()[0] > 0 ? input.narrow(0, 0, 1) : input;
      case 3: return pick();
      default: return empty(IntArrayRef(sizes(2)), TensorOptions(input.dtype()));
    }
  }

  // ---- the result check of out= calls ------------------------------------------------------------
  // Values as complex doubles, read through to() so every dtype and layout compares alike.
  static std::vector<std::complex<double>> values(const Tensor& t) {
    const Tensor c = t.to(kComplexDouble).contiguous();
    const auto* p = static_cast<const std::complex<double>*>(c.data_ptr());
    return std::vector<std::complex<double>>(p, p + c.numel());
  }
  static bool close(double a, double b) {
    if (std::isnan(a) || std::isnan(b)) return std::isnan(a) && std::isnan(b);
    if (a == b) return true;
    return std::abs(a - b) <= 1e-2 * (std::abs(a) + std::abs(b)) + 1e-6;
  }
  // The bytes of t's storage its elements cover, one entry per element byte (duplicates kept).
  static std::vector<int64_t> element_bytes(const Tensor& t) {
    std::vector<int64_t> bytes;
    const auto item = static_cast<int64_t>(t.element_size());
    std::vector<int64_t> index(t.sizes().size(), 0);
    for (int64_t n = 0; n < t.numel(); ++n) {
      int64_t offset = t.storage_offset();
      for (size_t d = 0; d < index.size(); ++d) offset += index[d] * t.strides()[d];
      for (int64_t b = 0; b < item; ++b) bytes.push_back(offset * item + b);
      for (size_t d = index.size(); d-- > 0;) {
        if (++index[d] < t.sizes()[d]) break;
        index[d] = 0;
      }
    }
    std::sort(bytes.begin(), bytes.end());
    return bytes;
  }
  // Whether two elements of t share a byte: writing t then depends on the order of the writes.
  static bool overlaps_itself(const Tensor& t) {
    const auto bytes = element_bytes(t);
    return std::adjacent_find(bytes.begin(), bytes.end()) != bytes.end();
  }
  static bool share_bytes(const Tensor& a, const Tensor& b) {
    if (!(a.impl()->storage() == b.impl()->storage())) return false;
    const auto x = element_bytes(a), y = element_bytes(b);
    std::vector<int64_t> common;
    std::set_intersection(x.begin(), x.end(), y.begin(), y.end(), std::back_inserter(common));
    return !common.empty();
  }
  static std::string describe(const Tensor& t) {
    return fmt::format("{} sizes [{}] strides [{}] offset {} storage {}", to_string(t.dtype()),
                       fmt::join(t.sizes(), ", "), fmt::join(t.strides(), ", "), t.storage_offset(),
                       fmt::ptr(t.impl()->storage()->data()));
  }
  // Fails the run when the out= call's result differs from the functional call's.
  void expect_same(const Tensor& got, const Tensor& expected, const char* what, const std::vector<Tensor>& inputs,
                   const std::string& out_before) {
    bool same = got.sizes().size() == expected.sizes().size() &&
                std::equal(got.sizes().begin(), got.sizes().end(), expected.sizes().begin());
    if (!(got.device() == expected.device())) {
      // CPU scalars computed into an out= tensor of another device: the functional form stays on
      // the CPU. Only the sizes compare.
    } else if (same && got.is_meta()) {
      // the meta device has sizes and no values
    } else if (same) {
      const auto g = values(got);
      const auto e = values(expected.to(got.dtype()));
      for (size_t i = 0; i < g.size() && same; ++i)
        same = close(g[i].real(), e[i].real()) && close(g[i].imag(), e[i].imag());
    }
    if (!same) {
      std::fprintf(stderr, "%s: the out= result differs from the functional result\n  out=: %s\n  expected: %s\n", what,
                   to_string(got).c_str(), to_string(expected).c_str());
      std::fprintf(stderr, "  out before the call: %s\n", out_before.c_str());
      for (const Tensor& in : inputs) std::fprintf(stderr, "  input: %s\n", describe(in).c_str());
      std::exit(1);
    }
  }
  // Runs `functional` on clones of the inputs (the expected value; it may raise, and then the
  // out= call is not checked) and `with_out`, which returns the out= result. Not checked either:
  // an out= tensor of a dtype the op computes in (sum's out dtype rule: the sum of the converted
  // input is not the converted sum), and one whose memory may overlap an input's in a way PyTorch
  // calls too hard to tell (a non-dense view), where both libraries write as they read.
  void check_out(const char* what, const Tensor& out, const std::vector<Tensor>& inputs,
                 const std::function<Tensor()>& functional, const std::function<Tensor()>& with_out,
                 bool computes_in_out_dtype = false) {
    Tensor expected;
    try {
      expected = functional();
    } catch (const opforge::Error&) {
    }
    // Nor a call with a tensor beyond the pool's size (a meta tensor that an out= call resized, which
    // costs it no memory): listing its bytes would.
    const auto small = [](const Tensor& t) { return t.numel() <= kPoolNumel; };
    bool checked = expected.defined() && !(computes_in_out_dtype && expected.dtype() != out.dtype()) && small(out) &&
                   !overlaps_itself(out);
    for (const Tensor& in : inputs)
      checked =
          checked && small(in) && !(get_overlap_status(out, in) == MemOverlapStatus::TooHard && share_bytes(out, in));
    const std::string out_before = describe(out);
    const Tensor got = with_out();
    if (checked) expect_same(got, expected, what, inputs, out_before);
  }

  // ---- actions -----------------------------------------------------------------------------------
  void factories() {
    last_action = "factories";
    const std::vector<int64_t> s = sizes();
    TensorOptions o = TensorOptions(dtype());
    // Meta tensors join the pool: every op must take them without reading or writing an element.
    if (chance(10)) o = o.device(Device(DeviceType::Meta));
    switch (uniform(0, 5)) {
      case 0: keep(empty(IntArrayRef(s), o)); break;
      case 1: keep(zeros(IntArrayRef(s), o)); break;
      case 2: keep(ones(IntArrayRef(s), o)); break;
      case 3: keep(full(IntArrayRef(s), scalar(), o)); break;
      case 4: {
        std::vector<int64_t> st(s.size());
        for (int64_t& x : st) x = stride();
        keep(empty_strided(IntArrayRef(s), IntArrayRef(st), o));
        break;
      }
      default: keep(arange(scalar(), scalar(), scalar(), o)); break;
    }
  }

  void devices() {
    last_action = "devices";
    if (chance(50)) {
      const Device d(device_string());
      (void)d.str();
      keep(zeros({2}, TensorOptions(d)));
    } else {
      const Device d(static_cast<DeviceType>(static_cast<int8_t>(uniform(INT8_MIN, INT8_MAX))),
                     static_cast<DeviceIndex>(uniform(-2, 2)));
      (void)d.str();
    }
  }

  void views() {
    last_action = "views";
    const Tensor& t = pick();
    switch (uniform(0, 11)) {
      case 0: {
        const std::vector<int64_t> s = sizes();
        std::vector<int64_t> st(s.size());
        for (int64_t& x : st) x = stride();
        keep(t.as_strided(IntArrayRef(s), IntArrayRef(st), chance(70) ? uniform(0, 4) : size()));
        break;
      }
      case 1: {
        std::vector<int64_t> s(t.sizes().begin(), t.sizes().end());
        for (int64_t& x : s)
          if (x == 1 || chance(20)) x = chance(50) ? -1 : size();
        if (chance(30)) s.insert(s.begin(), size());
        keep(t.expand(IntArrayRef(s)));
        break;
      }
      case 2:
        keep(t.narrow(dim_arg(t), chance(80) ? uniform(0, 3) : size(), chance(80) ? uniform(0, 3) : size()));
        break;
      case 3: keep(t.select(dim_arg(t), chance(80) ? uniform(-3, 3) : size())); break;
      case 4: keep(t.transpose(dim_arg(t), dim_arg(t))); break;
      case 5: keep(t.unsqueeze(dim_arg(t))); break;
      case 6: keep(chance(50) ? t.squeeze() : t.squeeze(dim_arg(t))); break;
      case 7: keep(t.view(IntArrayRef(sizes()))); break;
      case 8: keep(t.reshape(IntArrayRef(sizes()))); break;
      case 9: keep(t.flatten(dim_arg(t), dim_arg(t))); break;
      case 10: keep(t.unflatten(dim_arg(t), IntArrayRef(sizes(2)))); break;
      default: {
        std::vector<int64_t> p;
        for (int64_t d = 0; d < t.dim(); ++d) p.push_back(chance(90) ? d : dim_arg(t));
        std::shuffle(p.begin(), p.end(), rng_);
        keep(t.permute(IntArrayRef(p.data(), p.size())));
        break;
      }
    }
  }

  void names() {
    last_action = "names";
    const Tensor& t = pick();
    std::vector<Dimname> n(static_cast<size_t>(chance(85) ? t.dim() : uniform(0, 4)));
    for (Dimname& x : n) x = name();
    switch (uniform(0, 2)) {
      case 0: keep(t.rename(DimnameList(n.data(), n.size()))); break;
      case 1: keep(t.rename(std::nullopt)); break;
      default: keep(zeros(IntArrayRef(sizes()), TensorOptions().names(DimnameList(n.data(), n.size())))); break;
    }
  }

  void conversions() {
    last_action = "conversions";
    const Tensor& t = pick();
    switch (uniform(0, 4)) {
      case 0: keep(t.to(dtype())); break;
      case 1: pick().copy_(t); break;
      case 2: pick().fill_(scalar()); break;
      case 3: (void)to_string(t); break;
      default: keep(t.clone()); break;
    }
  }

  void threads() {
    last_action = "threads";
    // A thread count far above the cores is accepted; only the workers a job can use start.
    set_num_threads(chance(5) ? 20000 : static_cast<int>(uniform(0, 4)));
    keep(add(ones({uniform(0, 70000)}), 1));
  }

  void binary() {
    last_action = "binary";
    const Tensor a = pick();
    const Tensor b = chance(80) ? pick() : a;
    switch (uniform(0, 5)) {
      case 0: keep(add(a, b)); break;
      case 1: keep(mul(a, scalar())); break;
      case 2: keep(where(a.to(kBool), b, pick())); break;
      case 3: keep(chance(50) ? a.add_(b) : a.mul_(b)); break;
      default: {
        Tensor out = out_tensor(chance(50) ? a : b);
        const bool is_add = chance(50);
        const Tensor ca = a.clone(), cb = b.clone();
        check_out(
            "add_out/sub_out", out, {a, b}, [&] { return is_add ? add(ca, cb) : sub(ca, cb); },
            [&] { return is_add ? add_out(out, a, b) : sub_out(out, a, b); });
        break;
      }
    }
  }

  void reductions() {
    last_action = "reductions";
    const Tensor a = pick();
    const int64_t d = dim_arg(a);
    const bool keepdim = chance(50);
    switch (uniform(0, 5)) {
      case 0:
        keep(chance(50) ? a.sum()
                        : a.sum(IntArrayRef(&d, 1), keepdim, chance(20) ? std::optional(dtype()) : std::nullopt));
        break;
      case 1: keep(a.mean(IntArrayRef(&d, 1), keepdim)); break;
      case 2: {
        Tensor out = out_tensor(a);
        const Tensor ca = a.clone();
        check_out(
            "sum_out", out, {a}, [&] { return sum(ca, IntArrayRef(&d, 1), keepdim); },
            [&] { return sum_out(out, a, IntArrayRef(&d, 1), keepdim); }, /*computes_in_out_dtype=*/true);
        break;
      }
      case 3: {
        Tensor values = out_tensor(a);
        Tensor indices = chance(70) ? empty({0}, kLong) : (chance(50) ? values : out_tensor(a));
        const Tensor ca = a.clone();
        check_out(
            "max_out", values, {a}, [&] { return std::get<0>(max(ca, d, keepdim)); },
            [&] { return std::get<0>(max_out(values, indices, a, d, keepdim)); });
        break;
      }
      case 4: {
        // argmax / argmin along a dim or over every dim, into an out= tensor that may alias a.
        Tensor out = chance(70) ? out_tensor(a) : a;
        const std::optional<int64_t> dim = chance(50) ? std::optional(d) : std::nullopt;
        const bool largest = chance(50);
        const Tensor ca = a.clone();
        check_out(
            "argmax_out/argmin_out", out, {a},
            [&] { return largest ? argmax(ca, dim, keepdim) : argmin(ca, dim, keepdim); },
            [&] { return largest ? argmax_out(out, a, dim, keepdim) : argmin_out(out, a, dim, keepdim); });
        break;
      }
      default: keep(a.max()); break;
    }
  }

  void products() {
    last_action = "products";
    const Tensor a = pick();
    const Tensor b = chance(70) ? pick() : a.dim() == 2 ? a.t() : a;
    Tensor out = out_tensor(chance(50) ? a : b);
    const Tensor ca = a.clone(), cb = b.clone();
    switch (uniform(0, 2)) {
      case 0:
        check_out(
            "mm_out", out, {a, b}, [&] { return mm(ca, cb); }, [&] { return mm_out(out, a, b); });
        break;
      case 1:
        check_out(
            "matmul_out", out, {a, b}, [&] { return matmul(ca, cb); }, [&] { return matmul_out(out, a, b); });
        break;
      default:
        check_out(
            "bmm_out", out, {a, b}, [&] { return bmm(ca, cb); }, [&] { return bmm_out(out, a, b); });
        break;
    }
  }

  void concatenate() {
    last_action = "cat";
    std::vector<Tensor> ts(static_cast<size_t>(uniform(0, 3)));
    for (Tensor& t : ts) t = chance(70) ? pick() : pick().expand(IntArrayRef(std::vector<int64_t>{size()}));
    const int64_t d = chance(90) ? uniform(-2, 2) : size();
    if (chance(50) || ts.empty()) {
      keep(cat(TensorList(ts.data(), ts.size()), d));
      return;
    }
    Tensor out = out_tensor(ts[0]);
    std::vector<Tensor> copies;
    for (const Tensor& t : ts) copies.push_back(t.clone());
    check_out(
        "cat_out", out, ts, [&] { return cat(TensorList(copies.data(), copies.size()), d); },
        [&] { return cat_out(out, TensorList(ts.data(), ts.size()), d); });
  }

  static constexpr Action kActions[] = {
      &Fuzzer::factories,   &Fuzzer::devices,  &Fuzzer::views,      &Fuzzer::views,  &Fuzzer::names,
      &Fuzzer::conversions, &Fuzzer::threads,  &Fuzzer::binary,     &Fuzzer::binary, &Fuzzer::reductions,
      &Fuzzer::reductions,  &Fuzzer::products, &Fuzzer::concatenate};

  std::mt19937_64 rng_;
  std::vector<Tensor> pool_;
};

}  // namespace

int main(int argc, char** argv) {
  double seconds = 10;
  int64_t iterations = INT64_MAX;
  uint64_t seed = 1;
  for (int i = 1; i + 1 < argc; i += 2) {
    const std::string_view flag = argv[i];
    if (flag == "--seconds")
      seconds = std::atof(argv[i + 1]);
    else if (flag == "--iterations")
      iterations = std::atoll(argv[i + 1]);
    else if (flag == "--seed")
      seed = std::strtoull(argv[i + 1], nullptr, 10);
    else {
      std::fprintf(stderr, "usage: fuzz_runtime [--seconds S] [--iterations N] [--seed X]\n");
      return 2;
    }
  }
  Fuzzer fuzzer(seed);
  const auto deadline = std::chrono::steady_clock::now() + std::chrono::duration<double>(seconds);
  int64_t calls = 0, rejected = 0;
  try {
    for (; calls < iterations && (calls % 64 != 0 || std::chrono::steady_clock::now() < deadline); ++calls)
      rejected += fuzzer.step() ? 0 : 1;
  } catch (const std::exception& e) {
    std::fprintf(stderr, "seed %llu, call %lld (%s): a non-opforge exception escaped: %s\n",
                 static_cast<unsigned long long>(seed), static_cast<long long>(calls), fuzzer.last_action.c_str(),
                 e.what());
    return 1;
  }
  std::printf("fuzz_runtime: seed %llu, %lld calls, %lld rejected with opforge errors\n",
              static_cast<unsigned long long>(seed), static_cast<long long>(calls), static_cast<long long>(rejected));
  return 0;
}
