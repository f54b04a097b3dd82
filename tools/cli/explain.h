// The `opforge explain` commands. Each reads its arguments (after the command's name, --json
// removed), answers with the library's own rules and returns the text to print: plain text, or one
// JSON document when `json`. A mistake in the arguments throws UsageError. When the answer is that
// PyTorch raises an error, that error is the answer (the command still succeeds).
#pragma once

#include <span>
#include <string>
#include <string_view>

namespace opforge::cli {

// opforge explain promotion DTYPE... [--zerodim DTYPE]... [--scalar bool|int|float|complex]...
std::string explain_promotion(std::span<const std::string_view> args, bool json);
// opforge explain op NAME
std::string explain_op(std::span<const std::string_view> args, bool json);
// opforge explain names OP NAMES... [--dim D]... [--keepdim]
std::string explain_names(std::span<const std::string_view> args, bool json);
// opforge explain broadcast SHAPE SHAPE...
std::string explain_broadcast(std::span<const std::string_view> args, bool json);

}  // namespace opforge::cli
