// The typed errors of opforge. Each mirrors the Python exception PyTorch raises for the same
// mistake, and carries PyTorch's message text wherever PyTorch has one.
#pragma once

#include <exception>
#include <string>
#include <utility>

#include <fmt/format.h>

namespace opforge {

class Error : public std::exception {
 public:
  explicit Error(std::string msg) : msg_(std::move(msg)) {}
  const char* what() const noexcept override { return msg_.c_str(); }
  const std::string& message() const noexcept { return msg_; }

 private:
  std::string msg_;
};

class TypeError : public Error {
  using Error::Error;
};
class ValueError : public Error {
  using Error::Error;
};
class IndexError : public Error {
  using Error::Error;
};
class RuntimeError : public Error {
  using Error::Error;
};
// Python's NotImplementedError derives from RuntimeError; so does ours. Raised by shell dtypes and
// by paths that exist in the API but have no kernel for the requested dtype or device.
class NotImplementedError : public RuntimeError {
  using RuntimeError::RuntimeError;
};

template <class E, class... Args>
[[noreturn]] void raise(fmt::format_string<Args...> f, Args&&... args) {
  throw E(fmt::format(f, std::forward<Args>(args)...));
}

}  // namespace opforge

// Checks a precondition; on failure throws opforge::<Err> with the formatted message.
#define OPFORGE_CHECK(cond, Err, ...)                \
  do {                                               \
    if (!(cond)) [[unlikely]]                        \
      ::opforge::raise<::opforge::Err>(__VA_ARGS__); \
  } while (0)
