// The definitions of check.h, compiled once into opforge_conformance (CMakeLists.txt) rather than
// in every conformance test.
#include "conformance/check.h"

namespace conformance {
namespace {

// The running test's counts; reset when another test runs.
struct CaseTally {
  const testing::TestInfo* test = nullptr;
  int passed = 0, failed = 0, skipped = 0;
};

CaseTally& tally() {
  static CaseTally t;
  const testing::TestInfo* current = testing::UnitTest::GetInstance()->current_test_info();
  if (t.test != current) t = CaseTally{current};
  return t;
}

void record(const CaseTally& t) {
  testing::Test::RecordProperty("cases_passed", t.passed);
  testing::Test::RecordProperty("cases_failed", t.failed);
  testing::Test::RecordProperty("cases_skipped", t.skipped);
}

int failed_parts() {
  const testing::TestResult* result = testing::UnitTest::GetInstance()->current_test_info()->result();
  int n = 0;
  for (int i = 0; i < result->total_part_count(); ++i) n += result->GetTestPartResult(i).failed() ? 1 : 0;
  return n;
}

// Runs one case (check) and counts it.
template <class Check>
void counted(const Check& check) {
  const int before = failed_parts();
  check();
  CaseTally& t = tally();
  (failed_parts() == before ? t.passed : t.failed) += 1;
  record(t);
}

}  // namespace

void skip_cases(size_t n) {
  CaseTally& t = tally();
  t.skipped += static_cast<int>(n);
  record(t);
}

Tolerance tolerance(ScalarType t) {
  using opforge::ScalarType;
  switch (t) {
    case ScalarType::Half:
    case ScalarType::ComplexHalf: return {1e-3, 1e-5};
    case ScalarType::BFloat16: return {1.6e-2, 1e-5};
    case ScalarType::Float:
    case ScalarType::ComplexFloat: return {1.3e-6, 1e-5};
    case ScalarType::Double:
    case ScalarType::ComplexDouble: return {1e-7, 1e-7};
    default: return {0, 0};
  }
}

bool close(double got, double want, Tolerance tol, bool strict) {
  if (std::isnan(want)) return std::isnan(got);
  if (std::isinf(want) || std::isinf(got)) return got == want;
  if (strict && want == 0) return got == 0 && std::signbit(got) == std::signbit(want);
  return std::abs(got - want) <= (strict ? 0 : tol.atol) + tol.rtol * std::abs(want);
}

namespace {

// A binary floating format: significand bits (the implicit one included), least normal exponent.
struct Format {
  int precision;
  int min_exponent;
  int max_exponent;
};

std::optional<Format> format_of(ScalarType t) {
  using opforge::ScalarType;
  switch (t) {
    case ScalarType::Half:
    case ScalarType::ComplexHalf: return Format{11, -14, 15};
    case ScalarType::BFloat16: return Format{8, -126, 127};
    case ScalarType::Float:
    case ScalarType::ComplexFloat: return Format{24, -126, 127};
    case ScalarType::Double:
    case ScalarType::ComplexDouble: return Format{53, -1022, 1023};
    default: return std::nullopt;
  }
}

// The position of finite |x| among the format's non-negative values: 0 for zero, 1 for the least
// subnormal, ... Exact for values of the format (< 2^63 for double).
int64_t magnitude_ordinal(double x, const Format& f) {
  const double ax = std::abs(x);
  if (ax == 0) return 0;
  int e = 0;
  (void)std::frexp(ax, &e);
  const int lead = e - 1;  // ax is in [2^lead, 2^(lead+1))
  const int64_t per_binade = int64_t{1} << (f.precision - 1);
  if (lead < f.min_exponent) return static_cast<int64_t>(std::ldexp(ax, f.precision - 1 - f.min_exponent));
  const auto significand = static_cast<int64_t>(std::ldexp(ax, f.precision - 1 - lead));  // in [2^(p-1), 2^p)
  return (lead - f.min_exponent + 1) * per_binade + (significand - per_binade);
}

}  // namespace

std::optional<uint64_t> complex_ulp_distance(double got_re, double got_im, double want_re, double want_im,
                                             ScalarType dtype) {
  const std::optional<Format> f = format_of(dtype);
  if (!f || !std::isfinite(got_re) || !std::isfinite(got_im) || !std::isfinite(want_re) || !std::isfinite(want_im))
    return std::nullopt;
  const double scale = std::max(std::abs(want_re), std::abs(want_im));
  int e = 0;
  (void)std::frexp(scale, &e);
  const int lead = scale == 0 ? f->min_exponent : std::max(e - 1, f->min_exponent);
  const double ulp = std::ldexp(1.0, lead - f->precision + 1);
  const double d = std::max(std::abs(got_re - want_re), std::abs(got_im - want_im)) / ulp;
  return d >= 0x1p63 ? std::numeric_limits<uint64_t>::max() : static_cast<uint64_t>(std::ceil(d));
}

ScalarType coarser_format(ScalarType a, ScalarType b) {
  const std::optional<Format> fa = format_of(a), fb = format_of(b);
  if (!fa || !fb) return a;
  return fb->precision < fa->precision ? b : a;
}

std::optional<uint64_t> ulp_distance(double a, double b, ScalarType dtype) {
  const std::optional<Format> f = format_of(dtype);
  if (!f || !std::isfinite(a) || !std::isfinite(b)) return std::nullopt;
  const int64_t oa = std::signbit(a) ? -magnitude_ordinal(a, *f) : magnitude_ordinal(a, *f);
  const int64_t ob = std::signbit(b) ? -magnitude_ordinal(b, *f) : magnitude_ordinal(b, *f);
  // Two ordinals of opposite signs can differ by more than int64 holds (double's extremes).
  return oa >= ob ? static_cast<uint64_t>(oa) - static_cast<uint64_t>(ob)
                  : static_cast<uint64_t>(ob) - static_cast<uint64_t>(oa);
}

bool within_ulps(double got, double want, ScalarType dtype, int64_t ulps, SignRule signs) {
  if (!format_of(dtype)) return got == want;  // bool (true is 1), and integers within float64's range
  if (std::isnan(want) || std::isnan(got))
    return std::isnan(want) && std::isnan(got) && (signs.nan_any || std::signbit(got) == std::signbit(want));
  if (std::isinf(want) || std::isinf(got)) return got == want;
  if (got == 0 && want == 0) return signs.zero_any || std::signbit(got) == std::signbit(want);
  const std::optional<uint64_t> d = ulp_distance(got, want, dtype);
  return d && *d <= static_cast<uint64_t>(ulps);
}

std::string_view without_kernel_name(std::string_view message) {
  static constexpr std::string_view kTail = "\" not implemented for '";
  const size_t tail = message.find(kTail);
  if (message.empty() || message.front() != '"' || tail == std::string_view::npos) return message;
  return message.substr(tail + 2);
}

std::string num_str(double re, double im, bool complex) {
  std::ostringstream s;
  s.precision(17);
  s << re;
  if (complex) s << (im < 0 || std::isnan(im) ? "" : "+") << im << "j";
  return s.str();
}

std::vector<Num> read_values(const Tensor& t) {
  using namespace opforge;
  if (!t.is_complex() && !t.is_floating_point()) {
    const Tensor host = t.to(Device(DeviceType::CPU)).to(kLong).contiguous();
    std::vector<Num> out(static_cast<size_t>(host.numel()));
    for (size_t i = 0; i < out.size(); ++i) {
      const int64_t v = host.data_ptr<int64_t>()[i];
      out[i] = {static_cast<double>(v), 0, true, true, v};
    }
    return out;
  }
  const bool complex = t.is_complex();
  const Tensor host = t.to(Device(DeviceType::CPU)).to(complex ? kComplexDouble : kDouble).contiguous();
  std::vector<Num> out(static_cast<size_t>(host.numel()));
  for (size_t i = 0; i < out.size(); ++i) {
    if (complex) {
      const std::complex<double> z = host.data_ptr<std::complex<double>>()[i];
      out[i] = {z.real(), z.imag()};
    } else {
      out[i] = {host.data_ptr<double>()[i], 0};
    }
  }
  return out;
}

namespace {

// A complex value within an allowance: each part within it, or both parts within it in ulps of the
// larger part's magnitude (a part near zero beside a large one is as accurate as the value is), the
// signs of a zero part that is zero in both and of NaN compared as the rule says.
bool complex_within_ulps(const Num& got, const Num& want, ScalarType unit, int64_t ulps, SignRule signs) {
  if (ulps <= 0) return false;
  auto special_ok = [&](double g, double w) {
    if (std::isnan(g) || std::isnan(w) || std::isinf(g) || std::isinf(w) || (g == 0 && w == 0))
      return within_ulps(g, w, unit, ulps, signs);
    return true;
  };
  if (!special_ok(got.re, want.re) || !special_ok(got.im, want.im)) return false;
  const std::optional<uint64_t> d = complex_ulp_distance(got.re, got.im, want.re, want.im, unit);
  return d && *d <= static_cast<uint64_t>(ulps);
}

}  // namespace

void expect_values(const std::vector<Num>& got, std::span<const Num> want, ScalarType dtype, bool strict, int64_t ulps,
                   ScalarType unit, SignRule signs) {
  if (unit == ScalarType::Undefined) unit = dtype;
  ASSERT_EQ(got.size(), want.size()) << "element count";
  const Tolerance tol = tolerance(dtype);
  const bool complex = opforge::is_complex(dtype);
  int reported = 0;
  for (size_t i = 0; i < got.size() && reported < 4; ++i) {
    if (!want[i].checked) continue;
    if (want[i].is_integer && got[i].is_integer) {
      if (got[i].integer == want[i].integer) continue;
      ADD_FAILURE() << "element " << i << ": got " << got[i].integer << ", expected " << want[i].integer;
      ++reported;
      continue;
    }
    if (ulps >= 0) {
      if (within_ulps(got[i].re, want[i].re, unit, ulps, signs) &&
          within_ulps(got[i].im, want[i].im, unit, ulps, signs))
        continue;
      if (complex && complex_within_ulps(got[i], want[i], unit, ulps, signs)) continue;
      const std::optional<uint64_t> d_re = ulp_distance(got[i].re, want[i].re, unit);
      const std::optional<uint64_t> d_im = ulp_distance(got[i].im, want[i].im, unit);
      std::string apart = "signs or special values differ";
      if (d_re && d_im) apart = std::to_string(std::max(*d_re, *d_im)) + " ulps apart";
      if (complex && d_re && d_im) {
        const auto d = complex_ulp_distance(got[i].re, got[i].im, want[i].re, want[i].im, unit);
        if (d) apart += ", " + std::to_string(*d) + " of its magnitude";
      }
      ADD_FAILURE() << "element " << i << ": got " << num_str(got[i].re, got[i].im, complex) << ", expected "
                    << num_str(want[i].re, want[i].im, complex) << " (" << apart << " in " << opforge::to_string(unit)
                    << "; allowed " << ulps << ")";
      ++reported;
      continue;
    }
    if (close(got[i].re, want[i].re, tol, strict) && close(got[i].im, want[i].im, tol, strict)) continue;
    ADD_FAILURE() << "element " << i << ": got " << num_str(got[i].re, got[i].im, complex) << ", expected "
                  << num_str(want[i].re, want[i].im, complex) << " (rtol " << tol.rtol << ", atol "
                  << (strict ? 0 : tol.atol) << (strict ? ", zeros signed" : "") << ")";
    ++reported;
  }
}

std::string names_str(std::span<const char* const> names) {
  std::string s = "[";
  for (size_t i = 0; i < names.size(); ++i)
    s += (i ? ", " : "") + (names[i] ? "'" + std::string(names[i]) + "'" : "None");
  return s + "]";
}

void expect_names(const Tensor& got, std::span<const char* const> want) {
  const DimnameVector want_names = to_dimnames(want);
  const DimnameVector got_names = got.names();
  const std::string got_str = opforge::names_repr(opforge::DimnameList(got_names.begin(), got_names.size()));
  EXPECT_EQ(got_str, names_str(want)) << "names";
}

bool has_tensor_of_rank(std::span<const ArgSpec> args, size_t rank) {
  for (const ArgSpec& a : args)
    if (a.kind == ArgKind::Tensor && a.shape.size() >= rank && a.expand.empty()) return true;
  return false;
}

bool layout_applies(std::span<const ArgSpec> args, InputLayout layout) {
  switch (layout) {
    case InputLayout::Contiguous: return true;
    case InputLayout::Transposed: return has_tensor_of_rank(args, 2);
    case InputLayout::Sliced: return has_tensor_of_rank(args, 1);
    case InputLayout::Offset: return false;  // a placement of out= tensors, not of inputs
  }
  return false;
}

namespace {

// The element of a list result (chunk, split, unbind) that an outcome checks, after checking that
// the list has as many elements as PyTorch's; an empty tensor where the list is rightly empty (its
// outcome expects nothing more), and where the element is missing (a failure).
Tensor list_element(const std::vector<Tensor>& list, const Expect& e) {
  EXPECT_EQ(static_cast<int64_t>(list.size()), e.elements) << "the number of tensors in the list";
  if (list.empty() && e.elements == 0) return opforge::empty({0});  // an empty list is all there is to check
  if (e.element < 0 || static_cast<size_t>(e.element) >= list.size()) {
    ADD_FAILURE() << "the list has no element " << e.element;
    return opforge::empty({0});
  }
  return list[static_cast<size_t>(e.element)];
}

}  // namespace

void run_outcome(std::span<const Adapter> adapters, const Case& c, const Outcome& o, InputLayout layout,
                 Device device) {
  const Adapter& adapter = adapters[static_cast<size_t>(o.adapter)];
  SCOPED_TRACE(std::string(adapter.label) + " [" + to_string(layout) + ", " + device.str() + "]");
  const Values v(c.args, layout, device);
  std::vector<Tensor> outs(static_cast<size_t>(adapter.returns));
  if (adapter.form == Form::Out) {
    if (!o.out && adapter.returns != 1) {
      ADD_FAILURE() << "an out= outcome of an entry with " << adapter.returns << " returns must name its out tensors";
      return;
    }
    for (size_t i = 0; i < outs.size(); ++i) {
      ArgSpec spec;
      if (o.out) {
        spec = o.out[i];
      } else {
        spec.kind = ArgKind::Tensor;
        spec.dtype = o.expect.dtype;
        static constexpr int64_t kEmpty[] = {0};
        spec.shape = kEmpty;
      }
      if (spec.alias >= 0) {
        outs[i] = v.tensor(spec.alias);  // the out= tensor is that input itself
        continue;
      }
      static constexpr InputLayout kPlaced[] = {InputLayout::Contiguous, InputLayout::Transposed, InputLayout::Sliced,
                                                InputLayout::Offset};
      outs[i] = make_tensor(spec, kPlaced[static_cast<size_t>(spec.placement)], device);
    }
  }
  const Tensor& out = outs[static_cast<size_t>(adapter.result)];
  auto call = [&]() -> Tensor {
    if (adapter.call_list == nullptr) return adapter.call(v, outs.data());
    return list_element(adapter.call_list(v), o.expect);
  };
  if (o.error) {
    expect_error(call, *o.error, device.is_cuda());
    return;
  }
  Tensor got;
  try {
    got = call();
  } catch (const opforge::Error& e) {
    ADD_FAILURE() << "unexpected " << golden::python_type(e) << ": " << e.what();
    return;
  }
  const Expect& e = o.expect;
  if (e.same_as == SameAs::Self) {
    EXPECT_TRUE(got.is_same(v.tensor(adapter.self_arg))) << "the in-place form must return self";
  }
  if (e.same_as == SameAs::Out) {
    EXPECT_TRUE(got.is_same(out)) << "the out= form must return out";
  }
  if (e.dtype != ScalarType::Undefined) {
    EXPECT_EQ(opforge::to_string(got.dtype()), opforge::to_string(e.dtype)) << "dtype";
  }
  if (e.check_shape) {
    EXPECT_EQ(golden::to_vector(got.sizes()), std::vector<int64_t>(e.shape.begin(), e.shape.end())) << "shape";
  }
  if (e.check_names) expect_names(got, e.names);
  if (!e.values.empty() && got.dtype() == e.dtype) {
    const ScalarType unit = coarser_format(e.dtype, e.computed_in);
    const SignRule signs{e.nan_sign_any, e.zero_sign_any};
    if (e.tile || !e.alternatives.empty()) {
      // The pattern fills the result (a result that is not tiled is its own pattern); at a position
      // where PyTorch gave other answers for the same input (its vector loop's scalar tail, an
      // element computed alone), the element may be any of them.
      const std::vector<Num> values = read_values(got);
      std::vector<Num> want(values.size());
      for (size_t i = 0; i < want.size(); ++i) want[i] = e.values[i % e.values.size()];
      // The alternatives of each pattern position, found once: every element against every
      // alternative (elements x alternatives) was most of the golden run of addr and baddbmm.
      std::vector<std::vector<const ValueAlternative*>> at(e.alternatives.empty() ? 0 : e.values.size());
      for (const ValueAlternative& a : e.alternatives)
        if (a.position >= 0 && static_cast<size_t>(a.position) < at.size())
          at[static_cast<size_t>(a.position)].push_back(&a);
      for (size_t i = 0; i < want.size() && !at.empty(); ++i) {
        for (const ValueAlternative* alternative : at[i % e.values.size()]) {
          const ValueAlternative& a = *alternative;
          const bool matches = values[i].is_integer ? static_cast<double>(values[i].integer) == a.value.re
                                                    : within_ulps(values[i].re, a.value.re, unit, e.ulps, signs) &&
                                                          within_ulps(values[i].im, a.value.im, unit, e.ulps, signs);
          if (matches) want[i] = a.value;
        }
      }
      expect_values(values, want, e.dtype, e.strict, e.ulps, unit, signs);
    } else {
      expect_values(read_values(got), e.values, e.dtype, e.strict, e.ulps, unit, signs);
    }
  }
}

void run_case(std::span<const Adapter> adapters, const Case& c, InputLayout layout, Device device) {
  SCOPED_TRACE(std::string("case ") + c.id);
  counted([&] {
    for (const Outcome& o : c.outcomes) run_outcome(adapters, c, o, layout, device);
  });
}

namespace {

bool case_layout_applies(const Case& c, InputLayout layout) {
  return layout_applies(c.args, layout) && (!c.contiguous_only || layout == InputLayout::Contiguous);
}

}  // namespace

size_t runs_in_all_layouts(std::span<const Case> cases) {
  size_t n = 0;
  for (const Case& c : cases)
    for (InputLayout layout : kAllLayouts) n += case_layout_applies(c, layout) ? 1 : 0;
  return n;
}

size_t cross_check_runs(std::span<const Case> cases) { return cases.size() * std::size(kAllLayouts); }

void run_cases_in_all_layouts(std::span<const Adapter> adapters, std::span<const Case> cases, Device device) {
  for (const Case& c : cases)
    for (InputLayout layout : kAllLayouts)
      if (case_layout_applies(c, layout)) run_case(adapters, c, layout, device);
}

std::vector<Case> cases_with_dtypes(std::span<const Case> cases, std::span<const ScalarType> dtypes) {
  auto covered = [&](const ArgSpec& a, const auto& self) -> bool {
    if (a.kind == ArgKind::Tensor) return std::find(dtypes.begin(), dtypes.end(), a.dtype) != dtypes.end();
    if (a.kind == ArgKind::TensorList)
      return std::all_of(a.items.begin(), a.items.end(), [&](const ArgSpec& item) { return self(item, self); });
    return true;
  };
  std::vector<Case> kept;
  for (const Case& c : cases)
    if (std::all_of(c.args.begin(), c.args.end(), [&](const ArgSpec& a) { return covered(a, covered); }))
      kept.push_back(c);
  return kept;
}

void run_cases(std::span<const Adapter> adapters, std::span<const Case> cases) {
  for (const Case& c : cases) run_case(adapters, c, InputLayout::Contiguous, Device("cpu"));
}

Tensor compute(std::span<const Adapter> adapters, const Case& c, InputLayout layout, Device device) {
  const Adapter& adapter = adapters[static_cast<size_t>(c.outcomes[0].adapter)];
  const Values v(c.args, layout, device);
  std::vector<Tensor> outs(static_cast<size_t>(adapter.returns));
  if (adapter.call_list != nullptr) return list_element(adapter.call_list(v), c.outcomes[0].expect);
  return adapter.call(v, outs.data());
}

void expect_strided_matches_contiguous(std::span<const Adapter> adapters, std::span<const Case> cases) {
  const Device cpu("cpu");
  for (const Case& c : cases) {
    SCOPED_TRACE(std::string("case ") + c.id + ", " + adapters[static_cast<size_t>(c.outcomes[0].adapter)].label);
    counted([&] {
      const Tensor reference = compute(adapters, c, InputLayout::Contiguous, cpu);
      const std::vector<Num> want = read_values(reference);
      for (InputLayout layout : {InputLayout::Transposed, InputLayout::Sliced}) {
        SCOPED_TRACE(to_string(layout));
        const Tensor got = compute(adapters, c, layout, cpu);
        EXPECT_EQ(opforge::to_string(got.dtype()), opforge::to_string(reference.dtype()));
        expect_values(read_values(got), want, reference.dtype());
      }
    });
  }
}

void expect_cuda_matches_cpu(std::span<const Adapter> adapters, std::span<const Case> cases) {
  for (const Case& c : cases) {
    SCOPED_TRACE(std::string("case ") + c.id + ", " + adapters[static_cast<size_t>(c.outcomes[0].adapter)].label);
    for (InputLayout layout : kAllLayouts) {
      SCOPED_TRACE(to_string(layout));
      counted([&] {
        const Tensor reference = compute(adapters, c, layout, Device("cpu"));
        const Tensor got = compute(adapters, c, layout, Device("cuda"));
        EXPECT_TRUE(got.is_cuda());
        EXPECT_EQ(opforge::to_string(got.dtype()), opforge::to_string(reference.dtype()));
        expect_values(read_values(got), read_values(reference), reference.dtype());
      });
    }
  }
}

}  // namespace conformance
