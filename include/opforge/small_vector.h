// A vector of trivially copyable values with inline storage for the common small case.
// Sizes, strides and names of almost every tensor fit inline, so creating a tensor or a view
// does not touch the heap for its metadata.
#pragma once

#include <algorithm>
#include <cstddef>
#include <cstdlib>
#include <cstring>
#include <initializer_list>
#include <new>
#include <span>
#include <type_traits>

namespace opforge {

template <class T, size_t N>
class SmallVector {
  static_assert(std::is_trivially_copyable_v<T>, "SmallVector holds trivially copyable values only");

 public:
  using value_type = T;
  using iterator = T*;
  using const_iterator = const T*;

  SmallVector() noexcept = default;
  explicit SmallVector(size_t n, T v = T()) { assign(n, v); }
  SmallVector(std::initializer_list<T> il) { assign(il.begin(), il.end()); }
  SmallVector(std::span<const T> s) { assign(s.begin(), s.end()); }
  template <class It>
  SmallVector(It b, It e) {
    assign(b, e);
  }
  SmallVector(const SmallVector& o) { copy_from(o); }
  SmallVector(SmallVector&& o) noexcept { steal(o); }
  SmallVector& operator=(const SmallVector& o) {
    if (this != &o) copy_from(o);
    return *this;
  }
  SmallVector& operator=(SmallVector&& o) noexcept {
    if (this != &o) {
      free_heap();
      steal(o);
    }
    return *this;
  }
  ~SmallVector() { free_heap(); }

  template <class It>
  void assign(It b, It e) {
    size_t n = static_cast<size_t>(std::distance(b, e));
    reserve(n);
    if (n <= N) {
      // An element loop the compiler keeps inline: a memmove call costs more than a few sizes.
      for (size_t i = 0; i < N && i < n; ++i) data_[i] = b[i];
    } else {
      std::copy(b, e, data_);
    }
    size_ = n;
  }
  void assign(size_t n, T v) {
    reserve(n);
    std::fill_n(data_, n, v);
    size_ = n;
  }

  void reserve(size_t n) {
    if (n <= cap_) return;
    size_t cap = std::max(n, cap_ * 2);
    T* p = static_cast<T*>(std::malloc(cap * sizeof(T)));
    if (!p) throw std::bad_alloc();
    if (size_) std::memcpy(static_cast<void*>(p), data_, size_ * sizeof(T));
    free_heap();
    data_ = p;
    cap_ = cap;
  }
  // Sets the size to n; elements past the old size are left for the caller to write.
  void resize_for_overwrite(size_t n) {
    reserve(n);
    size_ = n;
  }
  void resize(size_t n, T v = T()) {
    reserve(n);
    if (n > size_) std::fill(data_ + size_, data_ + n, v);
    size_ = n;
  }
  void push_back(T v) {
    if (size_ == cap_) reserve(size_ + 1);
    data_[size_++] = v;
  }
  void pop_back() { --size_; }
  void insert(const T* pos, T v) {
    size_t i = static_cast<size_t>(pos - data_);
    push_back(v);
    std::rotate(data_ + i, data_ + size_ - 1, data_ + size_);
  }
  void erase(const T* pos) {
    size_t i = static_cast<size_t>(pos - data_);
    std::copy(data_ + i + 1, data_ + size_, data_ + i);
    --size_;
  }
  void clear() noexcept { size_ = 0; }

  T* data() noexcept { return data_; }
  const T* data() const noexcept { return data_; }
  size_t size() const noexcept { return size_; }
  bool empty() const noexcept { return size_ == 0; }
  T& operator[](size_t i) noexcept { return data_[i]; }
  const T& operator[](size_t i) const noexcept { return data_[i]; }
  T& back() noexcept { return data_[size_ - 1]; }
  const T& back() const noexcept { return data_[size_ - 1]; }
  T* begin() noexcept { return data_; }
  T* end() noexcept { return data_ + size_; }
  const T* begin() const noexcept { return data_; }
  const T* end() const noexcept { return data_ + size_; }

  operator std::span<const T>() const noexcept { return {data_, size_}; }
  std::span<const T> span() const noexcept { return {data_, size_}; }

  friend bool operator==(const SmallVector& a, const SmallVector& b) {
    return std::equal(a.begin(), a.end(), b.begin(), b.end());
  }

 private:
  bool on_heap() const noexcept { return data_ != inline_ptr(); }
  T* inline_ptr() noexcept { return reinterpret_cast<T*>(inline_); }
  const T* inline_ptr() const noexcept { return reinterpret_cast<const T*>(inline_); }
  void free_heap() noexcept {
    if (on_heap()) std::free(data_);
    data_ = inline_ptr();
    cap_ = N;
  }
  void copy_from(const SmallVector& o) {
    if (o.on_heap()) {
      assign(o.begin(), o.end());
      return;
    }
    // Inline to inline: the whole buffer in one fixed-size copy (bytes past o's size included, as
    // unsigned char, whose indeterminate values may be copied).
    free_heap();
    std::memcpy(inline_, o.inline_, sizeof(inline_));
    size_ = o.size_;
  }
  void steal(SmallVector& o) noexcept {
    if (o.on_heap()) {
      data_ = o.data_;
      cap_ = o.cap_;
      size_ = o.size_;
      o.data_ = o.inline_ptr();
      o.cap_ = N;
    } else {
      data_ = inline_ptr();
      cap_ = N;
      std::memcpy(inline_, o.inline_, sizeof(inline_));
      size_ = o.size_;
    }
    o.size_ = 0;
  }

  alignas(T) unsigned char inline_[N * sizeof(T)];
  T* data_ = inline_ptr();
  size_t size_ = 0;
  size_t cap_ = N;
};

}  // namespace opforge
