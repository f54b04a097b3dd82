#include "frontend/ir_json.h"

#include <algorithm>
#include <charconv>
#include <cstdlib>
#include <optional>

#include <fmt/format.h>

#include "frontend/dtypes.h"
#include "frontend/functions.h"
#include "frontend/json_writer.h"
#include "frontend/operands.h"
#include "frontend/ops_reader.h"

namespace opforge::codegen {
namespace {

void write_type(JsonWriter& w, const Type& t) {
  w.begin_object();
  w.key("spelling");
  w.string(spelling(t));
  w.key("base");
  w.string(name_of(kBaseTypes, t.base));
  w.key("alias");
  t.alias.empty() ? w.null() : w.string(t.alias);
  w.key("element_optional");
  w.boolean(t.element_optional);
  w.key("is_list");
  w.boolean(t.is_list);
  w.key("list_size");
  t.list_size ? w.number(*t.list_size) : w.null();
  w.key("optional");
  w.boolean(t.optional);
  w.end_object();
}

std::string_view default_kind_name(DefaultValue::Kind k) {
  switch (k) {
    case DefaultValue::Kind::None: return "none";
    case DefaultValue::Kind::Bool: return "bool";
    case DefaultValue::Kind::Int: return "int";
    case DefaultValue::Kind::Float: return "float";
    case DefaultValue::Kind::Str: return "str";
    case DefaultValue::Kind::IntList: return "int_list";
  }
  return "?";
}

void write_default(JsonWriter& w, const DefaultValue& d) {
  w.begin_object();
  w.key("kind");
  w.string(default_kind_name(d.kind));
  w.key("value");
  switch (d.kind) {
    case DefaultValue::Kind::None: w.null(); break;
    case DefaultValue::Kind::Bool: w.boolean(d.bool_value); break;
    case DefaultValue::Kind::Int: {
      int64_t v = 0;
      std::from_chars(d.text.data(), d.text.data() + d.text.size(), v);
      w.number(v);
      break;
    }
    case DefaultValue::Kind::Float: w.number_text(fmt::format("{}", std::strtod(d.text.c_str(), nullptr))); break;
    case DefaultValue::Kind::Str: w.string(d.text); break;
    case DefaultValue::Kind::IntList:
      w.begin_array();
      for (int64_t v : d.int_list) w.number(v);
      w.end_array();
      break;
  }
  w.key("text");
  w.string(spelling(d));
  w.end_object();
}

void write_expr(JsonWriter& w, const Expr& e) {
  w.begin_object();
  w.key("kind");
  switch (e.kind) {
    case Expr::Kind::Argument:
      w.string("argument");
      w.key("name");
      w.string(e.text);
      break;
    case Expr::Kind::Int:
    case Expr::Kind::Float:
    case Expr::Kind::Bool:
      w.string(e.kind == Expr::Kind::Int ? "int" : e.kind == Expr::Kind::Float ? "float" : "bool");
      w.key("text");
      w.string(e.text);
      break;
    case Expr::Kind::Unary:
      w.string("unary");
      w.key("op");
      w.string(e.text);
      w.key("operand");
      write_expr(w, e.operands[0]);
      break;
    case Expr::Kind::Binary:
      w.string("binary");
      w.key("op");
      w.string(e.text);
      w.key("lhs");
      write_expr(w, e.operands[0]);
      w.key("rhs");
      write_expr(w, e.operands[1]);
      break;
    case Expr::Kind::Ternary:
      w.string("ternary");
      w.key("condition");
      write_expr(w, e.operands[0]);
      w.key("then");
      write_expr(w, e.operands[1]);
      w.key("else");
      write_expr(w, e.operands[2]);
      break;
    case Expr::Kind::Call:
      w.string("call");
      w.key("function");
      w.string(e.text);
      w.key("args");
      w.begin_array();
      for (const Expr& a : e.operands) write_expr(w, a);
      w.end_array();
      break;
  }
  w.end_object();
}

template <class Kind, size_t N>
void write_rule(JsonWriter& w, const std::array<VocabEntry<Kind>, N>& table, Kind kind,
                const std::vector<std::string>& operands, std::optional<Kind> out = std::nullopt) {
  w.begin_object();
  w.key("kind");
  w.string(name_of(table, kind));
  w.key("operands");
  w.begin_array();
  for (const std::string& o : operands) w.string(o);
  w.end_array();
  if (out) {
    w.key("out");
    w.string(name_of(table, *out));
  }
  w.end_object();
}

// "<key>": [{name, scalar_type}, ...] in ScalarType order.
void write_dtypes(JsonWriter& w, std::string_view key, const std::vector<int>& dtypes) {
  w.key(key);
  w.begin_array();
  for (int index : dtypes) {
    const DtypeInfo& d = kDtypes[static_cast<size_t>(index)];
    w.begin_object();
    w.key("name");
    w.string(d.name);
    w.key("scalar_type");
    w.string(d.scalar_type);
    w.end_object();
  }
  w.end_array();
}

std::string variant_cpp_name(Variant v, const std::string& base) {
  switch (v) {
    case Variant::Function:
    case Variant::Method: return base;
    case Variant::Inplace: return base + "_";
    case Variant::Out: return base + "_out";
  }
  return base;
}

// A kernel's names in PyTorch's "\"NAME\" not implemented for 'Bool'" on each device.
void write_dtype_errors(JsonWriter& w, const std::string& cpu, const std::string& cuda) {
  w.key("dtype_errors");
  w.begin_object();
  w.key("cpu");
  w.string(cpu);
  w.key("cuda");
  w.string(cuda);
  w.end_object();
}

void write_op(JsonWriter& w, const OpEntry& e) {
  const Signature& sig = *e.signature;
  w.begin_object();
  w.key("name");
  w.string(e.op);
  w.key("base_name");
  w.string(sig.name);
  w.key("overload");
  w.string(sig.overload);
  w.key("signature");
  w.string(spelling(sig));

  w.key("arguments");
  w.begin_array();
  for (const Argument& a : sig.arguments) {
    w.begin_object();
    w.key("name");
    w.string(a.name);
    w.key("type");
    write_type(w, a.type);
    w.key("kwarg_only");
    w.boolean(a.kwarg_only);
    w.key("default");
    a.default_value ? write_default(w, *a.default_value) : w.null();
    w.end_object();
  }
  w.end_array();

  w.key("returns");
  w.begin_array();
  for (const Return& r : sig.returns) {
    w.begin_object();
    w.key("name");
    r.name.empty() ? w.null() : w.string(r.name);
    w.key("type");
    write_type(w, r.type);
    w.end_object();
  }
  w.end_array();

  w.key("variants");
  w.begin_array();
  const std::string& cpp_base = e.cpp_name ? *e.cpp_name : sig.name;
  for (const auto& [variant, spelled] : kVariants) {
    if (!e.has_variant(variant)) continue;
    w.begin_object();
    w.key("kind");
    w.string(spelled);
    w.key("name");
    w.string(variant_cpp_name(variant, cpp_base));
    w.key("qualified_name");
    w.string(fmt::format("{}::{}", variant == Variant::Method || variant == Variant::Inplace ? "Tensor" : "opforge",
                         variant_cpp_name(variant, cpp_base)));
    w.end_object();
  }
  w.end_array();

  w.key("promotion");
  write_rule(w, kPromotionKinds, e.promotion->kind, promotion_operands(*e.promotion, sig));
  w.key("broadcast");
  write_rule(w, kBroadcastKinds, e.broadcast->kind, broadcast_operands(*e.broadcast, sig));
  w.key("inplace_cast");
  w.string(name_of(kInplaceCasts, *e.inplace_cast));
  w.key("names");
  write_rule(w, kNamesRules, e.names->kind, names_operands(*e.names, sig), e.names->out);

  w.key("kernel");
  w.begin_object();
  w.key("kind");
  w.string(name_of(kKernelKinds, e.kernel->kind));
  if (e.kernel->kind == KernelKind::Pointwise) {
    w.key("expression");
    w.string(e.kernel->text);
    w.key("ast");
    write_expr(w, *e.kernel->expression);
    write_dtype_errors(w, e.kernel->cpu_error, e.kernel->cuda_error);
  } else if (e.kernel->kind == KernelKind::Reduce || e.kernel->kind == KernelKind::Scan) {
    const ReduceKernel& r = *e.kernel->reduce;
    auto step = [&](std::string_view key, const std::optional<ReduceStep>& s) {
      w.key(key);
      if (!s || s->text.empty()) {  // a reducer kernel has no steps
        w.null();
        return;
      }
      w.begin_object();
      w.key("expression");
      w.string(s->text);
      w.key("ast");
      write_expr(w, s->expression);
      w.end_object();
    };
    step("identity", r.identity);
    step("combine", r.combine);
    step("map", r.map);
    step("finalize", r.finalize);
    w.key("empty");
    if (e.kernel->kind == KernelKind::Scan)
      w.string(r.empty_checks ? "checks" : "skips");
    else
      w.string(r.empty_raises ? "raises" : "identity");
    w.key("name");
    w.string(r.name);
    if (!r.reducer.empty()) {
      w.key("reducer");
      w.string(r.reducer);
      w.key("args");
      w.begin_array();
      for (const std::string& a : r.args) w.string(a);
      w.end_array();
      w.key("results");
      w.begin_array();
      for (const ReduceResult& res : r.results) {
        w.begin_object();
        w.key("name");
        w.string(res.name);
        w.key("dtype");
        w.string(res.real ? "real" : res.index ? "index" : "computed");
        w.end_object();
      }
      w.end_array();
    }
  } else if (e.kernel->kind == KernelKind::Sort) {
    const SortKernel& k = *e.kernel->sort;
    w.key("name");
    w.string(k.name);
    w.key("results");
    w.begin_array();
    for (const std::string& r : k.results) w.string(r);
    w.end_array();
    w.key("select");
    w.string(k.select);
    w.key("out_dtype_texts");
    w.begin_array();
    for (const auto& [result, text] : k.out_dtype_texts) {
      w.begin_object();
      w.key("result");
      w.string(result);
      w.key("text");
      w.string(text);
      w.end_object();
    }
    w.end_array();
  } else if (e.kernel->kind == KernelKind::Structured) {
    const StructuredKernel& k = *e.kernel->structured;
    w.key("name");
    w.string(k.name);
    w.key("shape");
    w.string(k.shape);
    write_dtype_errors(w, k.cpu_error, k.cuda_error);
    w.key("outputs");
    w.begin_object();
    for (const auto& o : k.outputs) {
      w.key(o.name);
      w.string(kDtypes[static_cast<size_t>(o.dtype)].scalar_type);
    }
    w.end_object();
    w.key("out_dtype_message");
    w.string(k.out_dtype_message);
    w.key("empty_skips_dtype_check");
    w.boolean(k.empty_skips_dtype_check);
    w.key("device_generic");
    w.boolean(k.device_generic);
    w.key("addend");
    w.string(k.addend);
    w.key("starts_from");
    w.string(k.starts_from);
    w.key("wraps");
    w.begin_object();
    for (const StructuredKernel::Wrap& wrap : k.wraps) {
      w.key(wrap.argument);
      w.string(wrap.tensor);
    }
    w.end_object();
    w.key("same_dtype_checks");
    w.begin_array();
    for (const auto& c : k.same_dtype_checks) {
      w.begin_object();
      w.key("first");
      w.string(c.first);
      w.key("second");
      w.string(c.second);
      w.key("text");
      w.string(c.text);
      w.end_object();
    }
    w.end_array();
  } else {
    w.key("name");
    w.string(e.kernel->text);
    if (e.kernel->kind == KernelKind::View) {
      w.key("new_dim_names");
      w.string(e.kernel->new_dim_names);
    }
    if (e.kernel->kind == KernelKind::Factory) {
      write_dtype_errors(w, e.kernel->cpu_error, e.kernel->cuda_error);
      w.key("sizes");
      w.string(e.kernel->factory_sizes);
      w.key("dtype_from");
      w.string(std::string(name_of(kFactoryDtypes, e.kernel->factory_dtype)));
    }
  }
  w.end_object();

  write_dtypes(w, "dtypes", *e.dtypes);
  write_dtypes(w, "cuda_dtypes", e.cuda_dtypes ? *e.cuda_dtypes : *e.dtypes);

  w.key("devices");
  w.begin_array();
  for (const auto& [device, spelled] : kDevices) {
    if (std::find(e.devices->begin(), e.devices->end(), device) != e.devices->end()) w.string(spelled);
  }
  w.end_array();

  w.key("doc");
  w.string(*e.doc);

  w.key("rejects");
  w.begin_array();
  const std::vector<std::string> promoted = promotion_operands(*e.promotion, sig);
  for (const Reject& r : e.rejects) {
    w.begin_object();
    w.key("when");
    w.begin_array();
    for (const RejectCondition& c : r.when) {
      const auto quantifier = lookup(kQuantifiers, c.operand);
      w.begin_object();
      w.key("quantifier");
      w.string(name_of(kQuantifiers, quantifier.value_or(Quantifier::All)));
      w.key("operands");
      w.begin_array();
      if (!quantifier) {
        w.string(c.operand);
      } else {
        // any / all: the promotion operands, or every Tensor and Scalar argument when the kernel
        // promotes by itself.
        std::vector<std::string> operands = promoted;
        if (operands.empty()) {
          for (const Argument& a : sig.arguments) {
            if (can_be_promotion_operand(a.type) && !a.type.is_list) operands.push_back(a.name);
          }
        }
        for (const std::string& o : operands) w.string(o);
      }
      w.end_array();
      write_dtypes(w, "dtypes", *c.dtypes);
      if (!c.differs_from.empty()) {
        w.key("differs_from");
        w.string(c.differs_from);
      }
      if (!c.compare.empty()) {
        w.key("compare");
        w.string(c.compare);
        w.key("value");
        w.number(c.value);
      }
      w.end_object();
    }
    w.end_array();
    w.key("variants");
    w.begin_array();
    for (const auto& [variant, spelled] : kVariants) {
      const bool listed =
          !r.variants || std::find(r.variants->begin(), r.variants->end(), variant) != r.variants->end();
      if (listed && e.has_variant(variant)) w.string(spelled);
    }
    w.end_array();
    w.key("error");
    w.string(name_of(kErrorKinds, r.error));
    w.key("message");
    w.string(r.message);
    w.end_object();
  }
  w.end_array();
  w.key("noop_unless");
  if (e.noop_unless)
    w.string(name_of(kNoopUnless, *e.noop_unless));
  else
    w.null();
  w.key("ulps");
  if (e.ulps) {
    w.begin_object();
    w.key("per_dtype");
    w.begin_array();
    for (const auto& [dtype, n] : e.ulps->per_dtype) {
      w.begin_object();
      w.key("name");
      w.string(kDtypes[static_cast<size_t>(dtype)].name);
      w.key("scalar_type");
      w.string(kDtypes[static_cast<size_t>(dtype)].scalar_type);
      w.key("ulps");
      w.number(n);  // -1: unchecked
      w.end_object();
    }
    w.end_array();
    w.key("nan_sign");
    w.string(e.ulps->nan_sign_any ? "any" : "compared");
    w.key("zero_sign");
    w.string(e.ulps->zero_sign_any ? "any" : "compared");
    w.key("why");
    w.string(e.ulps->why);
    w.end_object();
  } else {
    w.null();
  }
  w.key("number_forms");
  w.begin_array();
  for (const auto& v : kVariants) {
    const bool listed =
        e.number_forms ? std::find(e.number_forms->begin(), e.number_forms->end(), v.value) != e.number_forms->end()
                       : e.has_variant(v.value);
    if (listed) w.string(v.name);
  }
  w.end_array();
  w.key("number_self");
  w.boolean(e.number_self);
  w.key("schema_name");
  const std::string schema = e.schema_name ? *e.schema_name : e.op;
  w.string(schema);
  w.key("out_schema_name");
  w.string(e.out_schema_name ? *e.out_schema_name : schema + (schema.find('.') == std::string::npos ? ".out" : "_out"));
  w.key("cpp_name");
  w.string(cpp_base);
  w.key("scalar_conversion");
  w.begin_object();
  for (const ScalarConversionWord& c : e.scalar_conversion) {
    w.key(c.argument);
    w.string(name_of(kScalarConversions, c.conversion));
  }
  w.end_object();
  w.key("derivatives");
  if (e.derivatives) {
    // In signature order, whatever order the entry wrote them in.
    w.begin_array();
    for (const Argument& a : e.signature->arguments) {
      for (const Derivative& d : *e.derivatives) {
        if (d.input != a.name) continue;
        w.begin_object();
        w.key("input");
        w.string(d.input);
        if (d.not_differentiable || d.not_implemented) {
          w.key(d.not_differentiable ? "not_differentiable" : "not_implemented");
          w.boolean(true);
          w.end_object();
          continue;
        }
        w.key("expression");
        w.string(d.text);
        w.key("ast");
        write_expr(w, d.expression);
        w.end_object();
      }
    }
    w.end_array();
  } else {
    w.null();
  }
  w.key("not_differentiable");
  w.boolean(e.not_differentiable);
  // {argument: [ints], [names] or "text"}, in the order written.
  w.key("gradcheck");
  if (e.gradcheck) {
    w.begin_object();
    for (const GradcheckValue& v : *e.gradcheck) {
      w.key(v.argument);
      if (v.is_map) {
        w.begin_object();
        if (v.is_list) {
          w.key("shape");
          w.begin_array();
          for (const int64_t n : v.ints) w.number(n);
          w.end_array();
        }
        if (v.range) {
          w.key("range");
          w.begin_array();
          w.number_text(fmt::format("{}", (*v.range)[0]));
          w.number_text(fmt::format("{}", (*v.range)[1]));
          w.end_array();
        }
        w.end_object();
      } else if (v.is_list) {
        w.begin_array();
        for (const int64_t n : v.ints) w.number(n);
        for (const std::string& name : v.names) w.string(name);
        w.end_array();
      } else {
        w.string(v.text);
      }
    }
    w.end_object();
  } else {
    w.null();
  }
  w.end_object();
}

}  // namespace

// The expression functions' table (functions.yaml), for the generator and the Python reference.
void write_functions(JsonWriter& w) {
  auto optional_int = [&](int v) {
    if (v < 0)
      w.null();
    else
      w.number(v);
  };
  auto optional_text = [&](const std::string& v) {
    if (v.empty())
      w.null();
    else
      w.string(v);
  };
  w.begin_array();
  for (const ExpressionFunction& f : expression_functions()) {
    w.begin_object();
    w.key("name");
    w.string(f.name);
    w.key("arity");
    w.number(f.arity);
    w.key("optional_from");
    optional_int(f.optional_from);
    w.key("exponent");
    optional_int(f.exponent);
    w.key("divisor");
    optional_int(f.divisor);
    w.key("scalar_form");
    optional_text(f.scalar_form);
    w.key("fast");
    w.boolean(f.fast);
    w.key("wide");
    w.boolean(f.wide);
    w.key("sleef");
    w.boolean(f.sleef);
    w.key("sleef_accuracy");
    optional_text(f.sleef_accuracy);
    w.key("header");
    optional_text(f.header);
    w.key("absent");
    w.begin_array();
    for (const std::string& v : f.absent) w.string(v);
    w.end_array();
    w.key("reference");
    w.begin_object();
    w.key("real");
    w.string(f.reference_real);
    w.key("integer");
    optional_text(f.reference_integer);
    w.key("complex");
    optional_text(f.reference_complex);
    w.key("precise");
    optional_text(f.reference_precise);
    w.end_object();
    w.end_object();
  }
  w.end_array();
}

std::string ir_to_json(const OpsFile& file) {
  JsonWriter w;
  w.begin_object();
  w.key("schema_version");
  w.number(kSchemaVersion);
  w.key("ops");
  w.begin_array();
  for (const OpEntry& e : file.ops) write_op(w, e);
  w.end_array();
  w.key("functions");
  write_functions(w);
  w.end_object();
  return w.finish();
}

}  // namespace opforge::codegen
