// The opforge command line: `opforge explain ...` answers the questions users ask about PyTorch's
// rules with the library's own implementation of them and the op catalog generated from ops.yaml.
// Exit status: 0 with the answer on stdout (also when the answer is PyTorch's error), 2 with a
// message on stderr for a mistake in the command line.
#include <cstdio>
#include <exception>
#include <string>
#include <string_view>
#include <vector>

#include <fmt/format.h>

#include "cli/args.h"
#include "cli/explain.h"

namespace {

using opforge::cli::UsageError;

constexpr std::string_view kUsage = R"(usage: opforge explain <question> ARGS... [--json]
       opforge --help | opforge explain --help

Answers questions about PyTorch's rules with opforge's own implementation of them.
Run `opforge explain --help` for the questions.
)";

constexpr std::string_view kExplainUsage = R"(usage: opforge explain <question> ARGS... [--json]

questions:
  promotion DTYPE... [--zerodim DTYPE]... [--scalar bool|int|float|complex]...
      The result dtype of operands and which tier decided it: dimensioned tensors (DTYPE),
      zero-dim tensors (--zerodim), Python scalars (--scalar). Options may repeat.
      opforge explain promotion int32 float16 --scalar float
  op NAME
      An ops.yaml entry (overloads too: max.dim): signature, variants, the four rules, kernel,
      dtypes on CPU and CUDA, devices, what it rejects, doc.
      opforge explain op clamp
  names OP NAMES... [--dim D]... [--keepdim]
      The names of OP's result from its operands' names (comma-separated, None for a wildcard,
      "" for a zero-dim tensor), step by step, or PyTorch's error. --dim (an index or a name) and
      --keepdim are for reductions (removes_dimensions: no --dim removes every dim) and, twice,
      for transpose (permutes_dimensions).
      opforge explain names add N,C None,C
  broadcast SHAPE SHAPE...
      The shape the operands broadcast to (comma-separated sizes, "" for zero-dim), or PyTorch's
      error.
      opforge explain broadcast 5,1,4,1 3,1,1

--json anywhere prints the same answer as one JSON document.
Exit status: 0 with the answer (also when the answer is an error PyTorch raises); 2 for a
mistake in the command line, with a message on stderr.
)";

int run(std::vector<std::string_view> args) {
  // --json may stand anywhere; a lone "--" ends the options, so everything after it stays an argument.
  bool json = false;
  bool help = false;
  std::vector<std::string_view> rest;
  bool options_ended = false;
  for (std::string_view a : args) {
    if (!options_ended && a == "--json") {
      json = true;
    } else if (!options_ended && (a == "--help" || a == "-h")) {
      help = true;
    } else {
      if (a == "--") options_ended = true;
      rest.push_back(a);
    }
  }
  const bool explain = !rest.empty() && rest[0] == "explain";
  if (help) {
    fmt::print("{}", explain ? kExplainUsage : kUsage);
    return 0;
  }
  if (rest.empty()) {
    fmt::print(stderr, "{}", kUsage);
    return 2;
  }
  if (rest[0] == "help") {
    fmt::print("{}", kUsage);
    return 0;
  }
  if (!explain) {
    throw UsageError(fmt::format("unknown command '{}'; the command is `explain` (opforge --help)", rest[0]));
  }
  if (rest.size() == 1) {
    fmt::print(stderr, "{}", kExplainUsage);
    return 2;
  }
  if (rest[1] == "help") {
    fmt::print("{}", kExplainUsage);
    return 0;
  }
  const std::string_view question = rest[1];
  const std::span<const std::string_view> question_args = std::span(rest).subspan(2);
  std::string out;
  if (question == "promotion") {
    out = opforge::cli::explain_promotion(question_args, json);
  } else if (question == "op") {
    out = opforge::cli::explain_op(question_args, json);
  } else if (question == "names") {
    out = opforge::cli::explain_names(question_args, json);
  } else if (question == "broadcast") {
    out = opforge::cli::explain_broadcast(question_args, json);
  } else {
    static constexpr std::string_view questions[] = {"promotion", "op", "names", "broadcast"};
    throw UsageError(fmt::format("unknown question '{}'{}; ask about promotion, op, names or broadcast", question,
                                 opforge::cli::did_you_mean(question, questions)));
  }
  fmt::print("{}", out);
  return 0;
}

}  // namespace

int main(int argc, char** argv) {
  std::vector<std::string_view> args(argv + 1, argv + argc);
  try {
    const int status = run(std::move(args));
    if (std::fflush(stdout) != 0) {
      std::perror("opforge: writing the answer");
      return 1;
    }
    return status;
  } catch (const UsageError& e) {
    fmt::print(stderr, "opforge: error: {}\n", e.what());
    return 2;
  } catch (const std::exception& e) {
    fmt::print(stderr, "opforge: internal error: {}\n", e.what());
    return 1;
  }
}
