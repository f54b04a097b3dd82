#include "cpu/gemm.h"

#include <cblas.h>

#include <climits>
#include <complex>
#include <optional>
#include <type_traits>
#include <vector>

#include "core/element_cast.h"
#include "core/gemm_driver.h"
#include "iteration/mem_overlap.h"
#include "opforge/dtype_dispatch.h"
#include "opforge/factories.h"
#include "opforge/parallel.h"
#include "opforge/tensor.h"

namespace opforge::cpu {
namespace {

bool fits_int(int64_t v) { return v <= INT_MAX; }

// The stub has checked that the value fits T (PyTorch's Scalar::to); converting checked keeps a
// call from elsewhere free of undefined conversions.
template <class T>
T scalar_as(const Scalar& s) {
  return checked_scalar_cast<T>(s);
}

// One column-major product C = beta C + alpha op(A) op(B) (core/gemm_plan.h's GemmCall). BLAS
// scales C by beta before adding the product, and with beta 0 sets it to zero without reading it
// (OpenBLAS's gemm_beta), so NaN in C does not propagate.
template <class T>
void gemm_call(const gemm::GemmCall& g, const T* first, const T* second, T* c, T alpha, T beta) {
  const auto rows = static_cast<int>(g.rows), cols = static_cast<int>(g.cols), depth = static_cast<int>(g.depth);
  const auto ld_first = static_cast<int>(g.ld_first), ld_second = static_cast<int>(g.ld_second);
  const auto ld_c = static_cast<int>(g.ld_c);
  if (alpha == T(0)) {
    // The BLAS contract (and MKL, PyTorch's BLAS): with alpha 0 a and b are not read, c becomes
    // beta * c. OpenBLAS's small-matrix kernels of some CPUs compute 0 * (a b) instead, whose zeros
    // take the product's signs, so the contract is kept here, the same on every CPU.
    for (int j = 0; j < cols; ++j) {
      T* column = c + static_cast<ptrdiff_t>(j) * ld_c;
      for (int i = 0; i < rows; ++i) column[i] = beta == T(0) ? T(0) : beta * column[i];
    }
    return;
  }
  const CBLAS_TRANSPOSE op_first = g.trans_first ? CblasTrans : CblasNoTrans;
  const CBLAS_TRANSPOSE op_second = g.trans_second ? CblasTrans : CblasNoTrans;
  if constexpr (std::is_same_v<T, float>) {
    cblas_sgemm(CblasColMajor, op_first, op_second, rows, cols, depth, alpha, first, ld_first, second, ld_second, beta,
                c, ld_c);
  } else if constexpr (std::is_same_v<T, double>) {
    cblas_dgemm(CblasColMajor, op_first, op_second, rows, cols, depth, alpha, first, ld_first, second, ld_second, beta,
                c, ld_c);
  } else if constexpr (std::is_same_v<T, std::complex<float>>) {
    cblas_cgemm(CblasColMajor, op_first, op_second, rows, cols, depth, &alpha, first, ld_first, second, ld_second,
                &beta, c, ld_c);
  } else {
    cblas_zgemm(CblasColMajor, op_first, op_second, rows, cols, depth, &alpha, first, ld_first, second, ld_second,
                &beta, c, ld_c);
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

// Every batch's planned product.
template <class T>
void blas_batched(const gemm::GemmCall& g, const Tensor& first, const Tensor& second, const Tensor& c, T alpha,
                  T beta) {
  const int64_t batch = c.sizes()[0];
  const T* p_first = static_cast<const T*>(first.data_ptr());
  const T* p_second = static_cast<const T*>(second.data_ptr());
  T* pc = static_cast<T*>(c.data_ptr());
  auto multiply = [&](int64_t begin, int64_t end) {
    for (int64_t i = begin; i < end; ++i)
      gemm_call<T>(g, p_first + i * first.strides()[0], p_second + i * second.strides()[0], pc + i * c.strides()[0],
                   alpha, beta);
  };
  const int threads = get_num_threads();
  if (threads > 1 && batch >= threads && g.rows * g.cols * g.depth < kSmallGemm) {
    const SingleThreadedBlas one_thread;
    parallel_for(0, batch, 1, multiply);
  } else {
    multiply(0, batch);
  }
}

// Integers: int64 arithmetic in uint64, so products and sums wrap instead of overflowing, which
// gives PyTorch's results modulo the width of T. c[i, :] accumulates a[i, p] * b[p, :] over p.
template <class T>
void integer_batched(const Tensor& a, const Tensor& b, const Tensor& c, T alpha_t, T beta_t) {
  const auto alpha = static_cast<uint64_t>(static_cast<int64_t>(alpha_t));
  const auto beta = static_cast<uint64_t>(static_cast<int64_t>(beta_t));
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

template <class T>
inline constexpr bool is_blas_type = std::is_same_v<T, float> || std::is_same_v<T, double> ||
                                     std::is_same_v<T, std::complex<float>> || std::is_same_v<T, std::complex<double>>;

// The CPU side of core/gemm_driver.h: OpenBLAS (32-bit dimensions) for float, double and complex,
// half and bfloat16 through float, and the loop above for integers.
struct Engine {
  static constexpr int64_t kMaxLd = INT_MAX;
  static ScalarType compute_dtype(ScalarType t) { return t == kHalf || t == kBFloat16 ? kFloat : t; }
  static bool blas(ScalarType t) { return t == kFloat || t == kDouble || t == kComplexFloat || t == kComplexDouble; }
  static void other(const Tensor& a, const Tensor& b, const Tensor& c, const Scalar& alpha, const Scalar& beta) {
    visit_dtype(c.dtype(), "gemm", [&]<class T>(TypeTag<T>) {
      if constexpr (std::is_integral_v<T> && !std::is_same_v<T, bool>)
        integer_batched<T>(a, b, c, scalar_as<T>(alpha), scalar_as<T>(beta));
      else
        raise_dtype_not_implemented("gemm", c.dtype());
    });
  }
  static void multiply(const gemm::GemmCall& call, const Tensor& first, const Tensor& second, const Tensor& c,
                       const Scalar& alpha, const Scalar& beta) {
    visit_dtype(c.dtype(), "gemm", [&]<class T>(TypeTag<T>) {
      if constexpr (is_blas_type<T>) blas_batched<T>(call, first, second, c, scalar_as<T>(alpha), scalar_as<T>(beta));
    });
  }
};

}  // namespace

void batched_gemm(const Tensor& a, const Tensor& b, const Tensor& c, const Scalar& alpha, const Scalar& beta) {
  gemm::batched<Engine>(a, b, c, alpha, beta);
}

void matrix_gemm(const Tensor& a, const Tensor& b, const Tensor& c, const Scalar& alpha, const Scalar& beta) {
  gemm::matrix<Engine>(a, b, c, alpha, beta);
}

void vector_dot(const Tensor& a, const Tensor& b, const Tensor& c) { gemm::vector_dot<Engine>(a, b, c); }

void matrix_vector(const Tensor& a, const Tensor& x, const Tensor& y) { gemm::matrix_vector<Engine>(a, x, y); }

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
