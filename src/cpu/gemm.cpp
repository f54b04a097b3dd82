#include "cpu/gemm.h"

#include <cblas.h>

#include <climits>
#include <complex>
#include <optional>
#include <type_traits>
#include <vector>

#include "core/device_copy.h"
#include "core/device_fill.h"
#include "core/element_cast.h"
#include "iteration/mem_overlap.h"
#include "opforge/dtype_dispatch.h"
#include "opforge/factories.h"
#include "opforge/parallel.h"
#include "opforge/tensor.h"

namespace opforge::cpu {
namespace {

// How BLAS reads one matrix of a batch: row-major (element (i, j) at i * ld + j) or, transposed,
// column-major (at i + j * ld).
struct BlasMatrix {
  bool transposed;
  int ld;
};

bool fits_int(int64_t v) { return v <= INT_MAX; }

// The BLAS reading of a rows x cols matrix with these element strides, if there is one. A dim of
// size 1 is never stepped along, so its stride does not matter.
std::optional<BlasMatrix> blas_matrix(int64_t rows, int64_t cols, int64_t row_stride, int64_t col_stride) {
  const int64_t min_row_ld = std::max<int64_t>(1, cols);
  if ((cols == 1 || col_stride == 1) && (rows == 1 || row_stride >= min_row_ld)) {
    const int64_t ld = rows == 1 ? min_row_ld : row_stride;
    if (fits_int(ld)) return BlasMatrix{false, static_cast<int>(ld)};
  }
  const int64_t min_col_ld = std::max<int64_t>(1, rows);
  if ((rows == 1 || row_stride == 1) && (cols == 1 || col_stride >= min_col_ld)) {
    const int64_t ld = cols == 1 ? min_col_ld : col_stride;
    if (fits_int(ld)) return BlasMatrix{true, static_cast<int>(ld)};
  }
  return std::nullopt;
}

std::optional<BlasMatrix> blas_matrix(const Tensor& t) {
  return blas_matrix(t.sizes()[1], t.sizes()[2], t.strides()[1], t.strides()[2]);
}

// t, or a contiguous copy of it when BLAS cannot read its matrices.
Tensor blas_readable(const Tensor& t) { return blas_matrix(t) ? t : t.contiguous(); }

// alpha and beta of a product in T.
template <class T>
struct Scales {
  T alpha, beta;
};

// The stub has checked that the value fits T (PyTorch's Scalar::to); converting checked keeps a
// call from elsewhere free of undefined conversions.
template <class T>
T scalar_as(const Scalar& s) {
  return checked_scalar_cast<T>(s);
}

// BLAS scales c by beta before adding the product, and with beta 0 sets it to zero without reading
// it (OpenBLAS's gemm_beta), so NaN in c does not propagate.
template <class T>
void gemm_call(bool ta, bool tb, int m, int n, int k, const T* a, int lda, const T* b, int ldb, T* c, int ldc,
               Scales<T> s) {
  if (s.alpha == T(0)) {
    // The BLAS contract (and MKL, PyTorch's BLAS): with alpha 0 a and b are not read, c becomes
    // beta * c. OpenBLAS's small-matrix kernels of some CPUs compute 0 * (a b) instead, whose zeros
    // take the product's signs, so the contract is kept here, the same on every CPU.
    for (int i = 0; i < m; ++i) {
      T* row = c + static_cast<ptrdiff_t>(i) * ldc;
      for (int j = 0; j < n; ++j) row[j] = s.beta == T(0) ? T(0) : s.beta * row[j];
    }
    return;
  }
  const CBLAS_TRANSPOSE opa = ta ? CblasTrans : CblasNoTrans;
  const CBLAS_TRANSPOSE opb = tb ? CblasTrans : CblasNoTrans;
  if constexpr (std::is_same_v<T, float>) {
    cblas_sgemm(CblasRowMajor, opa, opb, m, n, k, s.alpha, a, lda, b, ldb, s.beta, c, ldc);
  } else if constexpr (std::is_same_v<T, double>) {
    cblas_dgemm(CblasRowMajor, opa, opb, m, n, k, s.alpha, a, lda, b, ldb, s.beta, c, ldc);
  } else if constexpr (std::is_same_v<T, std::complex<float>>) {
    cblas_cgemm(CblasRowMajor, opa, opb, m, n, k, &s.alpha, a, lda, b, ldb, &s.beta, c, ldc);
  } else {
    cblas_zgemm(CblasRowMajor, opa, opb, m, n, k, &s.alpha, a, lda, b, ldb, &s.beta, c, ldc);
  }
}

// Below this many multiply-adds per matrix (256^3), OpenBLAS splitting one product between threads
// costs more than it gains: a batch of such matrices goes faster with each thread multiplying whole
// matrices of its own (bmm [64,128,128] at 2 threads: 2.0 ms split per matrix, ~1.3 ms per batch).
constexpr int64_t kSmallGemm = int64_t{1} << 24;

// OpenBLAS on one thread while it lives (it then runs in the calling thread, so our pool's threads
// can call it side by side), back to opforge's thread count after. The setting is OpenBLAS's only
// one, process-wide: a product started meanwhile from another thread also runs on one thread.
struct SingleThreadedBlas {
  SingleThreadedBlas() { openblas_set_num_threads(1); }
  ~SingleThreadedBlas() { openblas_set_num_threads(get_num_threads()); }
  SingleThreadedBlas(const SingleThreadedBlas&) = delete;
  SingleThreadedBlas& operator=(const SingleThreadedBlas&) = delete;
};

// BLAS path: a, b readable as they are; c row- or column-major and apart from a and b.
template <class T>
void blas_batched(const Tensor& a, const Tensor& b, const Tensor& c, Scales<T> s) {
  const int64_t batch = a.sizes()[0];
  const auto m = static_cast<int>(a.sizes()[1]);
  const auto k = static_cast<int>(a.sizes()[2]);
  const auto n = static_cast<int>(b.sizes()[2]);
  const BlasMatrix ma = *blas_matrix(a);
  const BlasMatrix mb = *blas_matrix(b);
  const BlasMatrix mc = *blas_matrix(c);
  const T* pa = static_cast<const T*>(a.data_ptr());
  const T* pb = static_cast<const T*>(b.data_ptr());
  T* pc = static_cast<T*>(c.data_ptr());
  auto multiply = [&](int64_t begin, int64_t end) {
    for (int64_t i = begin; i < end; ++i) {
      const T* ai = pa + i * a.strides()[0];
      const T* bi = pb + i * b.strides()[0];
      T* ci = pc + i * c.strides()[0];
      if (!mc.transposed)
        gemm_call<T>(ma.transposed, mb.transposed, m, n, k, ai, ma.ld, bi, mb.ld, ci, mc.ld, s);
      else  // c column-major: compute c^T = b^T a^T, which is row-major
        gemm_call<T>(!mb.transposed, !ma.transposed, n, m, k, bi, mb.ld, ai, ma.ld, ci, mc.ld, s);
    }
  };
  const int threads = get_num_threads();
  if (threads > 1 && batch >= threads && int64_t{m} * n * k < kSmallGemm) {
    const SingleThreadedBlas one_thread;
    parallel_for(0, batch, 1, multiply);
  } else {
    multiply(0, batch);
  }
}

// Integers: int64 arithmetic in uint64, so products and sums wrap instead of overflowing, which
// gives PyTorch's results modulo the width of T. c[i, :] accumulates a[i, p] * b[p, :] over p.
template <class T>
void integer_batched(const Tensor& a, const Tensor& b, const Tensor& c, Scales<T> s) {
  const auto alpha = static_cast<uint64_t>(static_cast<int64_t>(s.alpha));
  const auto beta = static_cast<uint64_t>(static_cast<int64_t>(s.beta));
  const int64_t batch = a.sizes()[0], m = a.sizes()[1], k = a.sizes()[2], n = b.sizes()[2];
  const T* pa = static_cast<const T*>(a.data_ptr());
  const T* pb = static_cast<const T*>(b.data_ptr());
  T* pc = static_cast<T*>(c.data_ptr());
  const IntArrayRef sa = a.strides(), sb = b.strides(), sc = c.strides();
  const int64_t grain = std::max<int64_t>(1, kGrainSize / std::max<int64_t>(1, n * k));
  parallel_for(0, batch * m, grain, [&](int64_t begin, int64_t end) {
    std::vector<uint64_t> row(static_cast<size_t>(n));
    for (int64_t r = begin; r < end; ++r) {
      const int64_t i = r / m, y = r % m;
      std::fill(row.begin(), row.end(), 0);
      for (int64_t p = 0; p < k; ++p) {
        const auto av = static_cast<uint64_t>(static_cast<int64_t>(pa[i * sa[0] + y * sa[1] + p * sa[2]]));
        const T* brow = pb + i * sb[0] + p * sb[1];
        for (int64_t x = 0; x < n; ++x)
          row[static_cast<size_t>(x)] += av * static_cast<uint64_t>(static_cast<int64_t>(brow[x * sb[2]]));
      }
      T* crow = pc + i * sc[0] + y * sc[1];
      for (int64_t x = 0; x < n; ++x) {
        uint64_t v = alpha * row[static_cast<size_t>(x)];
        if (beta != 0) v += beta * static_cast<uint64_t>(static_cast<int64_t>(crow[x * sc[2]]));
        crow[x * sc[2]] = static_cast<T>(v);
      }
    }
  });
}

}  // namespace

void batched_gemm(const Tensor& a, const Tensor& b, const Tensor& c, const Scalar& alpha, const Scalar& beta) {
  const int64_t m = a.sizes()[1], k = a.sizes()[2], n = b.sizes()[2];
  if (c.numel() == 0) return;
  const bool beta_zero = beta.to_complex() == std::complex<double>(0);
  if (k == 0) {
    if (beta_zero) {
      fill_zero_bytes(c);
    } else {
      c.mul_(beta);
    }
    return;
  }
  const ScalarType dtype = c.dtype();
  if (dtype == kHalf || dtype == kBFloat16) {
    const Tensor c_float = beta_zero ? empty(c.sizes(), TensorOptions().dtype(kFloat)) : c.to(kFloat);
    batched_gemm(a.to(kFloat), b.to(kFloat), c_float, alpha, beta);
    copy_elements(c, c_float);
    return;
  }
  // An operand c overlaps is read from a copy, as c is written while the product is computed.
  if (may_share_memory(c, a) || may_share_memory(c, b)) {
    auto apart = [&](const Tensor& t) { return may_share_memory(c, t) ? t.clone() : t; };
    batched_gemm(apart(a), apart(b), c, alpha, beta);
    return;
  }
  visit_dtype(dtype, "gemm", [&]<class T>(TypeTag<T>) {
    if constexpr (std::is_integral_v<T> && !std::is_same_v<T, bool>) {
      integer_batched<T>(a, b, c, Scales<T>{scalar_as<T>(alpha), scalar_as<T>(beta)});
    } else if constexpr (std::is_same_v<T, float> || std::is_same_v<T, double> ||
                         std::is_same_v<T, std::complex<float>> || std::is_same_v<T, std::complex<double>>) {
      OPFORGE_CHECK(fits_int(m) && fits_int(n) && fits_int(k), RuntimeError,
                    "matrix product too large for BLAS: {}x{} times {}x{}", m, k, k, n);
      const Scales<T> s{scalar_as<T>(alpha), scalar_as<T>(beta)};
      if (!blas_matrix(c)) {
        // BLAS writes a contiguous copy (holding c's values where beta reads them).
        const Tensor result = beta_zero ? empty(c.sizes(), TensorOptions().dtype(dtype)) : c.contiguous();
        blas_batched<T>(blas_readable(a), blas_readable(b), result, s);
        copy_elements(c, result);
      } else {
        blas_batched<T>(blas_readable(a), blas_readable(b), c, s);
      }
    } else {
      raise_dtype_not_implemented("gemm", dtype);
    }
  });
}

void gemv(const Tensor& a, const Tensor& x, const Tensor& y, const Scalar& alpha, const Scalar& beta) {
  const ScalarType dtype = y.dtype();
  const int64_t m = a.sizes()[0], k = a.sizes()[1];
  const int64_t incx = x.strides()[0], incy = y.strides()[0];
  const bool blas = dtype == kFloat || dtype == kDouble || dtype == kComplexFloat || dtype == kComplexDouble;
  if (!blas || y.numel() == 0 || k == 0 || !fits_int(m) || !fits_int(k) || incx < 1 || !fits_int(incx) || incy < 1 ||
      !fits_int(incy) || may_share_memory(y, a) || may_share_memory(y, x)) {
    batched_gemm(a.unsqueeze(0), x.unsqueeze(1).unsqueeze(0), y.unsqueeze(1).unsqueeze(0), alpha, beta);
    return;
  }
  // PyTorch's choice: a column-major a as it is ('n'), else a row-major one as it is ('t'), else a
  // contiguous copy ('t'); a leading dimension must cover the rows it steps over.
  auto ld_ok = [](int64_t rows, int64_t cols, int64_t ld) {
    return fits_int(ld) && (cols == 1 || ld >= std::max<int64_t>(1, rows));
  };
  Tensor mat = a;
  bool transposed = false;
  int64_t ld = 0;
  if (a.strides()[0] == 1 && ld_ok(m, k, a.strides()[1])) {
    ld = k == 1 ? std::max<int64_t>(1, m) : a.strides()[1];
  } else if (a.strides()[1] == 1 && ld_ok(k, m, a.strides()[0])) {
    transposed = true;
    ld = m == 1 ? std::max<int64_t>(1, k) : a.strides()[0];
  } else {
    mat = a.contiguous();
    transposed = true;
    ld = std::max<int64_t>(1, k);
  }
  // Column-major: m x k as it is, or k x m transposed.
  const int rows = static_cast<int>(transposed ? k : m), cols = static_cast<int>(transposed ? m : k);
  const CBLAS_TRANSPOSE op = transposed ? CblasTrans : CblasNoTrans;
  const int lda = static_cast<int>(ld), ix = static_cast<int>(incx), iy = static_cast<int>(incy);
  visit_dtype(dtype, "gemv", [&]<class T>(TypeTag<T>) {
    if constexpr (std::is_same_v<T, float> || std::is_same_v<T, double> || std::is_same_v<T, std::complex<float>> ||
                  std::is_same_v<T, std::complex<double>>) {
      const T al = scalar_as<T>(alpha), be = scalar_as<T>(beta);
      const T* pa = static_cast<const T*>(mat.data_ptr());
      const T* px = static_cast<const T*>(x.data_ptr());
      T* py = static_cast<T*>(y.data_ptr());
      if constexpr (std::is_same_v<T, float>) {
        cblas_sgemv(CblasColMajor, op, rows, cols, al, pa, lda, px, ix, be, py, iy);
      } else if constexpr (std::is_same_v<T, double>) {
        cblas_dgemv(CblasColMajor, op, rows, cols, al, pa, lda, px, ix, be, py, iy);
      } else if constexpr (std::is_same_v<T, std::complex<float>>) {
        cblas_cgemv(CblasColMajor, op, rows, cols, &al, pa, lda, px, ix, &be, py, iy);
      } else {
        cblas_zgemv(CblasColMajor, op, rows, cols, &al, pa, lda, px, ix, &be, py, iy);
      }
    }
  });
}

}  // namespace opforge::cpu
