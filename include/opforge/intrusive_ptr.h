// Intrusive reference counting for the runtime's shared objects (storage, tensor impls).
// One allocation per object and an atomic count inside it: a Tensor handle is a single pointer,
// copying it is one atomic increment, which keeps the per-op path short. Atomic updates cost about
// 20 cycles each (a one-element add_ is ~150): making an object and dropping the last handle take
// none.
#pragma once

#include <atomic>
#include <cstddef>
#include <cstdint>
#include <utility>

namespace opforge {

class IntrusiveTarget {
 public:
  IntrusiveTarget() = default;
  IntrusiveTarget(const IntrusiveTarget&) = delete;
  IntrusiveTarget& operator=(const IntrusiveTarget&) = delete;
  virtual ~IntrusiveTarget() = default;

  uint32_t use_count() const noexcept { return refcount_.load(std::memory_order_relaxed); }

  // Tensor impls and storages are made and freed on every op: they come from the per-thread cache
  // of small blocks (core/cpu_small_blocks.h) instead of the general allocator.
  static void* operator new(size_t nbytes);
  static void operator delete(void* p, size_t nbytes) noexcept;

 private:
  template <class T>
  friend class intrusive_ptr;
  mutable std::atomic<uint32_t> refcount_{0};
};

template <class T>
class intrusive_ptr {
 public:
  intrusive_ptr() noexcept = default;
  intrusive_ptr(std::nullptr_t) noexcept {}
  // Takes a freshly constructed object (refcount 0) or shares an owned one.
  explicit intrusive_ptr(T* p) noexcept : p_(p) { retain(); }
  intrusive_ptr(const intrusive_ptr& o) noexcept : p_(o.p_) { retain(); }
  intrusive_ptr(intrusive_ptr&& o) noexcept : p_(std::exchange(o.p_, nullptr)) {}
  template <class U>
  intrusive_ptr(intrusive_ptr<U> o) noexcept : p_(o.release()) {}
  ~intrusive_ptr() { reset(); }

  intrusive_ptr& operator=(const intrusive_ptr& o) noexcept {
    intrusive_ptr(o).swap(*this);
    return *this;
  }
  intrusive_ptr& operator=(intrusive_ptr&& o) noexcept {
    intrusive_ptr(std::move(o)).swap(*this);
    return *this;
  }

  // A new object's first count is a plain store: no other thread can see it yet.
  template <class... Args>
  static intrusive_ptr make(Args&&... args) {
    intrusive_ptr made;
    made.p_ = new T(std::forward<Args>(args)...);
    made.p_->refcount_.store(1, std::memory_order_relaxed);
    return made;
  }

  // The last owner frees without an atomic decrement: with a count of 1 no other handle exists,
  // so none can be copied meanwhile (the acquire load still orders the earlier owners' releases
  // before the delete). Per-op temporaries mostly end this way.
  void reset() noexcept {
    if (p_ && (p_->refcount_.load(std::memory_order_acquire) == 1 ||
               p_->refcount_.fetch_sub(1, std::memory_order_acq_rel) == 1))
      delete p_;
    p_ = nullptr;
  }
  // Gives up ownership without decrementing; used for converting moves.
  T* release() noexcept { return std::exchange(p_, nullptr); }
  void swap(intrusive_ptr& o) noexcept { std::swap(p_, o.p_); }

  T* get() const noexcept { return p_; }
  T* operator->() const noexcept { return p_; }
  T& operator*() const noexcept { return *p_; }
  explicit operator bool() const noexcept { return p_ != nullptr; }
  uint32_t use_count() const noexcept { return p_ ? p_->use_count() : 0; }
  bool operator==(const intrusive_ptr& o) const noexcept { return p_ == o.p_; }

 private:
  void retain() noexcept {
    if (p_) p_->refcount_.fetch_add(1, std::memory_order_relaxed);
  }
  T* p_ = nullptr;
};

}  // namespace opforge
