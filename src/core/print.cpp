// PyTorch's tensor repr (torch/_tensor_str.py with its default print options), rule for rule.
// The printed elements are selected first (all of them, or the edges of each long dim when
// summarizing), read once into text or doubles, formatted by one _Formatter-like object per tensor
// (two for complex), and then laid out with _tensor_str's brackets, separators and line wrapping.
#include "opforge/print.h"

#include <algorithm>
#include <cmath>
#include <complex>
#include <limits>
#include <ostream>
#include <span>
#include <string>
#include <type_traits>
#include <vector>

#include "opforge/dtype_dispatch.h"
#include "opforge/small_vector.h"

namespace opforge {
namespace {

// torch._tensor_str.PRINT_OPTS at their defaults.
constexpr int kPrecision = 4;
constexpr int64_t kThreshold = 1000;
constexpr int64_t kEdgeItems = 3;
constexpr int64_t kLineWidth = 80;

// The printed entries of one dim: all of them, or, when summarizing a dim longer than
// 2 * kEdgeItems, the first and the last kEdgeItems with "..." between the two groups.
struct DimSelection {
  int64_t size;
  bool elided;

  int64_t count() const { return elided ? 2 * kEdgeItems : size; }
  // The tensor index of the k-th printed entry.
  int64_t source(int64_t k) const { return elided && k >= kEdgeItems ? size - 2 * kEdgeItems + k : k; }
};
using Selection = SmallVector<DimSelection, 6>;

Selection select_printed(IntArrayRef sizes, bool summarize) {
  Selection sel;
  for (int64_t s : sizes) sel.push_back({s, summarize && s > 2 * kEdgeItems});
  return sel;
}

// Calls visit(offset) for every printed element, in row-major order of the selection; offsets
// count elements from the first element, following the (possibly non-contiguous) strides.
template <class F>
void for_each_printed(const Selection& sel, IntArrayRef strides, F&& visit) {
  const size_t nd = sel.size();
  DimVector k(nd, 0);
  for (;;) {
    int64_t offset = 0;
    for (size_t d = 0; d < nd; ++d) offset += sel[d].source(k[d]) * strides[d];
    visit(offset);
    size_t d = nd;
    for (; d > 0; --d) {
      if (++k[d - 1] < sel[d - 1].count()) break;
      k[d - 1] = 0;
    }
    if (d == 0) return;
  }
}

// The printed elements, read once. Integers and bools keep Python's text of them; real values
// (half, bfloat16 and float8 widened through float, float4 bytes as their uint8 value) become
// doubles; complex values split into real and imaginary doubles.
struct PrintedValues {
  std::vector<std::string> text;
  std::vector<double> real;
  std::vector<double> imag;

  template <class T>
  void append(const T& x) {
    if constexpr (std::is_same_v<T, bool>) {
      text.emplace_back(x ? "True" : "False");
    } else if constexpr (std::is_integral_v<T> && std::is_signed_v<T>) {
      text.push_back(fmt::format("{}", static_cast<int64_t>(x)));
    } else if constexpr (std::is_integral_v<T>) {
      text.push_back(fmt::format("{}", static_cast<uint64_t>(x)));
    } else if constexpr (std::is_floating_point_v<T>) {
      real.push_back(static_cast<double>(x));
    } else if constexpr (std::is_same_v<T, Float4_e2m1fn_x2>) {
      real.push_back(static_cast<double>(x.x));
    } else if constexpr (std::is_same_v<T, ComplexHalf>) {
      append(static_cast<std::complex<float>>(x));
    } else if constexpr (detail::is_std_complex<T>) {
      real.push_back(static_cast<double>(x.real()));
      imag.push_back(static_cast<double>(x.imag()));
    } else {
      real.push_back(static_cast<double>(static_cast<float>(x)));
    }
  }
};

PrintedValues read_printed(const Tensor& cpu_tensor, const Selection& sel) {
  PrintedValues values;
  visit_dtype<DtypeSet::All>(cpu_tensor.dtype(), "print", [&]<class T>(TypeTag<T>) {
    // A bool element is read as its byte: the tensor may come from empty() and hold bytes other
    // than 0 and 1, which are not values of bool (loading one is undefined). Any non-zero byte
    // prints True, as PyTorch shows it.
    using Stored = std::conditional_t<std::is_same_v<T, bool>, uint8_t, T>;
    const Stored* data = static_cast<const Stored*>(cpu_tensor.data_ptr());
    for_each_printed(sel, cpu_tensor.strides(), [&](int64_t offset) {
      if constexpr (std::is_same_v<T, bool>)
        values.append(data[offset] != 0);
      else
        values.append(data[offset]);
    });
  });
  return values;
}

std::string pad_left(std::string s, size_t width) {
  if (s.size() < width) s.insert(0, width - s.size(), ' ');
  return s;
}

// _Formatter for integer and bool tensors: Python's text, right-aligned to the widest.
class TextFormatter {
 public:
  explicit TextFormatter(std::span<const std::string> values) {
    for (const std::string& v : values) width_ = std::max(width_, v.size());
  }
  size_t width() const { return width_; }
  std::string format(const std::string& v) const { return pad_left(v, width_); }

 private:
  size_t width_ = 1;
};

// _Formatter for floating values. The mode comes from the nonzero finite values only: integer mode
// ("3.") when all are whole, scientific mode when the largest magnitude is over 1000 times the
// smallest, over 1e8, or (outside integer mode) the smallest is under 1e-4, fixed mode ("3.1416")
// otherwise. Comparing in double, as PyTorch does, keeps half and float32 values exact.
class FloatFormatter {
 public:
  explicit FloatFormatter(std::span<const double> values) {
    double min_abs = std::numeric_limits<double>::infinity();
    double max_abs = 0;
    bool any = false;
    for (double v : values) {
      if (!std::isfinite(v) || v == 0) continue;
      any = true;
      min_abs = std::min(min_abs, std::fabs(v));
      max_abs = std::max(max_abs, std::fabs(v));
      if (v != std::ceil(v)) int_mode_ = false;
    }
    if (!any) return;
    sci_mode_ = max_abs / min_abs > 1000.0 || max_abs > 1.0e8 || (!int_mode_ && min_abs < 1.0e-4);
    for (double v : values) {
      if (std::isfinite(v) && v != 0) width_ = std::max(width_, unpadded(v).size());
    }
  }
  size_t width() const { return width_; }
  std::string format(double v) const { return pad_left(unpadded(v), width_); }

 private:
  std::string unpadded(double v) const {
    // Python writes every NaN as "nan", whatever its sign bit.
    if (std::isnan(v)) return "nan";
    if (sci_mode_) return fmt::format("{:.{}e}", v, kPrecision);
    // Integer mode marks finite values as floating with a trailing "."; inf stays "inf".
    if (int_mode_) return std::isinf(v) ? fmt::format("{:.0f}", v) : fmt::format("{:.0f}.", v);
    return fmt::format("{:.{}f}", v, kPrecision);
  }

  bool int_mode_ = true;
  bool sci_mode_ = false;
  size_t width_ = 1;
};

// "1.+2.j", "1.0000-0.2500j": the padded real part, then the imaginary part unpadded with its
// sign ("+" added unless the text already starts with one).
std::string complex_cell(const FloatFormatter& re, const FloatFormatter& im, double r, double i) {
  std::string imag = im.format(i) + "j";
  imag.erase(0, imag.find_first_not_of(' '));
  std::string out = re.format(r);
  if (imag[0] != '+' && imag[0] != '-') out += '+';
  return out + imag;
}

// Every printed element as its final (padded) text, and the width _vector_str budgets per element
// including the ", " that follows it.
struct Cells {
  std::vector<std::string> text;
  int64_t element_length;
};

Cells format_cells(const PrintedValues& v, ScalarType dtype) {
  Cells cells;
  if (is_complex(dtype)) {
    const FloatFormatter re(v.real), im(v.imag);
    cells.element_length = static_cast<int64_t>(re.width() + 2 + im.width() + 1);
    cells.text.reserve(v.real.size());
    for (size_t i = 0; i < v.real.size(); ++i) {
      cells.text.push_back(complex_cell(re, im, v.real[i], v.imag[i]));
    }
  } else if (!v.text.empty()) {
    const TextFormatter f(v.text);
    cells.element_length = static_cast<int64_t>(f.width() + 2);
    cells.text.reserve(v.text.size());
    for (const std::string& s : v.text) cells.text.push_back(f.format(s));
  } else {
    const FloatFormatter f(v.real);
    cells.element_length = static_cast<int64_t>(f.width() + 2);
    cells.text.reserve(v.real.size());
    for (double x : v.real) cells.text.push_back(f.format(x));
  }
  return cells;
}

// _tensor_str_with_formatter: nested brackets, "..." for elided entries, rows wrapped to the line
// width, and dim - 1 newlines between the blocks of a dim.
class Layouter {
 public:
  Layouter(const Cells& cells, const Selection& sel) : cells_(cells), sel_(sel) {}

  void layout(size_t d, int64_t indent) {
    if (d == sel_.size()) {
      out_ += cells_.text[next_++];
      return;
    }
    out_ += '[';
    if (d + 1 == sel_.size()) {
      layout_row(sel_[d], indent);
    } else {
      // Appended piece by piece: GCC 12's -Wrestrict misfires on "," + std::string(...) in Release.
      std::string separator = ",";
      separator.append(sel_.size() - d - 1, '\n').append(static_cast<size_t>(indent + 1), ' ');
      for (int64_t k = 0; k < sel_[d].count(); ++k) {
        if (k > 0) out_ += separator;
        if (sel_[d].elided && k == kEdgeItems) out_ += "..." + separator;
        layout(d + 1, indent + 1);
      }
    }
    out_ += ']';
  }

  std::string take() { return std::move(out_); }

 private:
  void layout_row(const DimSelection& s, int64_t indent) {
    const int64_t per_line = std::max<int64_t>(1, (kLineWidth - indent) / cells_.element_length);
    int64_t item = 0;  // position among the row's items, the " ..." marker included
    auto append_item = [&](const std::string& text) {
      if (item > 0) {
        out_ += item % per_line == 0 ? ",\n" + std::string(static_cast<size_t>(indent + 1), ' ') : ", ";
      }
      out_ += text;
      ++item;
    };
    for (int64_t k = 0; k < s.count(); ++k) {
      if (s.elided && k == kEdgeItems) append_item(" ...");
      append_item(cells_.text[next_++]);
    }
  }

  const Cells& cells_;
  const Selection& sel_;
  size_t next_ = 0;
  std::string out_;
};

std::string elements_repr(const Tensor& cpu_tensor, int64_t indent) {
  const Selection sel = select_printed(cpu_tensor.sizes(), cpu_tensor.numel() > kThreshold);
  const Cells cells = format_cells(read_printed(cpu_tensor, sel), cpu_tensor.dtype());
  Layouter layouter(cells, sel);
  layouter.layout(0, indent);
  return layouter.take();
}

// Python's str(tuple(...)): "(0, 3)", "(2,)".
template <class T, class F>
std::string tuple_repr(std::span<const T> items, F&& item_repr) {
  std::string out = "(";
  for (size_t i = 0; i < items.size(); ++i) {
    if (i > 0) out += ", ";
    out += item_repr(items[i]);
  }
  return out + (items.size() == 1 ? ",)" : ")");
}

// The dtypes whose tensors print without a dtype suffix: those torch.tensor infers for Python
// numbers.
bool is_inferred_dtype(ScalarType t) {
  return t == get_default_dtype() || t == get_default_complex_dtype() || t == kLong || t == kBool;
}

// One ", key=value" of the repr. `width` is the length PyTorch gives the same suffix: a dtype is
// spelled "opforge." where PyTorch writes "torch.", and the wrapping below counts PyTorch's spelling
// so that lines break exactly where PyTorch breaks them.
struct Suffix {
  std::string text;
  int64_t width;
};

Suffix plain_suffix(std::string text) {
  const auto width = static_cast<int64_t>(text.size());
  return {std::move(text), width};
}

Suffix dtype_suffix(ScalarType t) {
  constexpr auto kSpellingDelta =
      static_cast<int64_t>(std::string_view("opforge.").size() - std::string_view("torch.").size());
  std::string text = fmt::format("dtype={}", t);
  const auto width = static_cast<int64_t>(text.size()) - kSpellingDelta;
  return {std::move(text), width};
}

// _add_suffixes: ", suffix" while the line stays within the width, else ",\n" and the indent.
// last_line_len keeps PyTorch's count, which is two more than the last line's length.
std::string add_suffixes(std::string repr, std::span<const Suffix> suffixes, int64_t indent) {
  const size_t newline = repr.rfind('\n');
  int64_t last_line_len =
      static_cast<int64_t>(repr.size()) - (newline == std::string::npos ? -1 : static_cast<int64_t>(newline)) + 1;
  for (const Suffix& suffix : suffixes) {
    if (last_line_len + suffix.width + 2 > kLineWidth) {
      repr += ",\n" + std::string(static_cast<size_t>(indent), ' ') + suffix.text;
      last_line_len = indent + suffix.width;
    } else {
      repr += ", " + suffix.text;
      last_line_len += suffix.width + 2;
    }
  }
  return repr + ")";
}

}  // namespace

std::string to_string(const Tensor& t) {
  if (!t.defined()) return "[ Tensor (undefined) ]";
  constexpr std::string_view kPrefix = "tensor(";
  constexpr int64_t kIndent = static_cast<int64_t>(kPrefix.size());

  std::vector<Suffix> suffixes;
  if (!t.is_cpu()) suffixes.push_back(plain_suffix(fmt::format("device='{}'", t.device())));
  std::string repr(kPrefix);
  if (t.is_meta()) {
    // No values: the sizes always, and a dtype that is not the default (PyTorch's _tensor_str).
    repr += "...";
    const auto size_repr = [](int64_t s) { return fmt::format("{}", s); };
    suffixes.push_back(plain_suffix("size=" + tuple_repr(t.sizes(), size_repr)));
    if (t.dtype() != get_default_dtype()) suffixes.push_back(dtype_suffix(t.dtype()));
  } else if (t.numel() == 0) {
    // An empty tensor shows no values to infer its dtype from, so only the default dtype is implied.
    repr += "[]";
    if (t.dim() != 1) {
      const auto size_repr = [](int64_t s) { return fmt::format("{}", s); };
      suffixes.push_back(plain_suffix("size=" + tuple_repr(t.sizes(), size_repr)));
    }
    if (t.dtype() != get_default_dtype()) suffixes.push_back(dtype_suffix(t.dtype()));
  } else {
    if (!is_inferred_dtype(t.dtype())) suffixes.push_back(dtype_suffix(t.dtype()));
    repr += elements_repr(t.is_cpu() ? t : t.cpu(), kIndent);
  }
  if (const DimnameVector* names = t.impl()->names()) {
    suffixes.push_back(plain_suffix("names=" + tuple_repr(names->span(), dimname_repr)));
  }
  return add_suffixes(std::move(repr), suffixes, kIndent);
}

std::ostream& operator<<(std::ostream& os, const Tensor& t) { return os << to_string(t); }

std::string sizes_repr(IntArrayRef sizes) {
  std::string out = "opforge.Size([";
  for (size_t i = 0; i < sizes.size(); ++i) {
    if (i > 0) out += ", ";
    out += fmt::format("{}", sizes[i]);
  }
  return out + "])";
}

}  // namespace opforge
