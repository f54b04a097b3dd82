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

void expect_values(const std::vector<Num>& got, std::span<const Num> want, ScalarType dtype, bool strict) {
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
  }
  return false;
}

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
      outs[i] = make_tensor(spec, InputLayout::Contiguous, device);
    }
  }
  const Tensor& out = outs[static_cast<size_t>(adapter.result)];
  auto call = [&] { return adapter.call(v, outs.data()); };
  if (o.error) {
    expect_error(call, *o.error);
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
  if (!e.values.empty() && got.dtype() == e.dtype) expect_values(read_values(got), e.values, e.dtype, e.strict);
}

void run_case(std::span<const Adapter> adapters, const Case& c, InputLayout layout, Device device) {
  SCOPED_TRACE(std::string("case ") + c.id);
  counted([&] {
    for (const Outcome& o : c.outcomes) run_outcome(adapters, c, o, layout, device);
  });
}

size_t runs_in_all_layouts(std::span<const Case> cases) {
  size_t n = 0;
  for (const Case& c : cases)
    for (InputLayout layout : kAllLayouts) n += layout_applies(c.args, layout) ? 1 : 0;
  return n;
}

size_t cross_check_runs(std::span<const Case> cases) { return cases.size() * std::size(kAllLayouts); }

void run_cases_in_all_layouts(std::span<const Adapter> adapters, std::span<const Case> cases, Device device) {
  for (const Case& c : cases)
    for (InputLayout layout : kAllLayouts)
      if (layout_applies(c.args, layout)) run_case(adapters, c, layout, device);
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
