// opforge explain broadcast: the shape operands broadcast to, or PyTorch's error, from the library's
// infer_size. More than two shapes fold from the left, as an elementwise op's iterator does, so an
// error's "tensor a" is the shape broadcast so far.
#include <optional>
#include <vector>

#include <fmt/format.h>

#include "cli/args.h"
#include "cli/explain.h"
#include "cli/json.h"
#include "cli/raised.h"
#include "opforge/broadcast.h"

namespace opforge::cli {

namespace {

std::string shape_text(IntArrayRef shape) { return fmt::format("[{}]", fmt::join(shape, ", ")); }

void write_shape(JsonWriter& json, IntArrayRef shape) {
  json.begin_array();
  for (int64_t s : shape) json.value(s);
  json.end_array();
}

// One infer_size call: a (the shapes so far) with b, and its result or error.
struct Step {
  DimVector a, b;
  std::optional<DimVector> result;
  std::optional<Raised> error;
};

// "  position -1: 1 and 3 -> 3", right-aligned as broadcasting compares sizes; "-" for a dim the
// shorter shape lacks.
std::string position_lines(const Step& s) {
  std::string out;
  const size_t n = s.result->size();
  for (size_t k = 0; k < n; ++k) {
    const auto size_at = [k](const DimVector& v) {
      return k < v.size() ? fmt::format("{}", v[v.size() - 1 - k]) : std::string("-");
    };
    out +=
        fmt::format("    position -{}: {} and {} -> {}\n", k + 1, size_at(s.a), size_at(s.b), (*s.result)[n - 1 - k]);
  }
  return out;
}

}  // namespace

std::string explain_broadcast(std::span<const std::string_view> args, bool json) {
  const ParsedArgs parsed = parse_args(args, {}, {});
  if (parsed.positionals.size() < 2) {
    throw UsageError("explain broadcast needs two shapes or more, as in: opforge explain broadcast 5,1,4,1 3,1,1");
  }
  std::vector<DimVector> shapes;
  for (std::string_view p : parsed.positionals) shapes.push_back(parse_shape(p));

  std::vector<Step> steps;
  DimVector current = shapes[0];
  for (size_t i = 1; i < shapes.size(); ++i) {
    Step s{current, shapes[i], std::nullopt, std::nullopt};
    try {
      s.result = infer_size(s.a.span(), s.b.span());
      current = *s.result;
    } catch (const Error& e) {
      s.error = raised(e);
    }
    steps.push_back(std::move(s));
    if (steps.back().error) break;
  }
  const Step& last = steps.back();

  if (json) {
    JsonWriter w;
    w.begin_object().key("command").value("broadcast").key("shapes").begin_array();
    for (const DimVector& s : shapes) write_shape(w, s.span());
    w.end_array().key("steps").begin_array();
    for (const Step& s : steps) {
      w.begin_object().key("a");
      write_shape(w, s.a.span());
      w.key("b");
      write_shape(w, s.b.span());
      if (s.result) {
        w.key("result");
        write_shape(w, s.result->span());
      } else {
        w.key("error");
        write_raised(w, *s.error);
      }
      w.end_object();
    }
    w.end_array();
    if (last.result) {
      w.key("result");
      write_shape(w, last.result->span());
    } else {
      w.key("error");
      write_raised(w, *last.error);
    }
    return w.end_object().finish();
  }

  std::string out;
  if (last.result) {
    out = fmt::format("result shape: {}\n", shape_text(last.result->span()));
  } else {
    out = fmt::format("{}\n", raised_text(*last.error));
  }
  for (const Step& s : steps) {
    out += fmt::format("  {} with {}: ", shape_text(s.a.span()), shape_text(s.b.span()));
    if (s.result) {
      out += fmt::format("{} (sizes compared from the right)\n", shape_text(s.result->span()));
      out += position_lines(s);
    } else {
      out += "no broadcast shape\n";
    }
  }
  return out;
}

}  // namespace opforge::cli
