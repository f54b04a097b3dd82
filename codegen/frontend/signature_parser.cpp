#include "frontend/signature_parser.h"

#include <algorithm>
#include <array>
#include <cctype>
#include <charconv>
#include <cmath>
#include <cstdlib>

#include <fmt/format.h>

namespace opforge::codegen {
namespace {

// Names that would not compile as C++ parameter names in the generated API.
constexpr std::array<std::string_view, 31> kCppKeywords{
    "auto",    "bool",   "break",  "case",  "char",   "class",    "const", "default", "delete",    "do",  "double",
    "else",    "enum",   "false",  "float", "for",    "if",       "int",   "long",    "namespace", "new", "operator",
    "private", "public", "return", "short", "signed", "template", "this",  "true",    "void"};

struct SyntaxError {
  size_t offset;
  std::string message;
};

bool is_ident_start(char c) { return std::isalpha(static_cast<unsigned char>(c)) || c == '_'; }
bool is_ident_char(char c) { return std::isalnum(static_cast<unsigned char>(c)) || c == '_'; }

// A raw default value as written, before it is checked against its argument's type.
struct RawDefault {
  enum class Form { Identifier, Number, String, List };
  Form form = Form::Identifier;
  std::string text;               // identifier, number text, or unquoted string
  bool is_integer = false;        // Form::Number without '.' or exponent
  std::vector<std::string> list;  // Form::List: the element texts
  size_t offset = 0;
};

// The signature together with the offsets later checks report at.
struct ParsedSignature {
  Signature sig;
  size_t name_offset = 0;
  std::vector<size_t> type_offsets;                 // per argument
  std::vector<size_t> name_offsets;                 // per argument
  std::vector<size_t> alias_offsets;                // per argument; meaningful when its type has an alias
  std::vector<std::optional<RawDefault>> defaults;  // per argument
  std::vector<size_t> return_offsets;               // per return
  std::vector<size_t> return_alias_offsets;         // per return; meaningful when its type has an alias
  std::optional<size_t> dangling_star;              // a '*' with no argument after it
};

// Recursive descent over the signature text; a syntax error throws SyntaxError at its offset.
class SignatureParser {
 public:
  explicit SignatureParser(std::string_view text) : text_(text) {}

  ParsedSignature parse() {
    ParsedSignature out;
    skip_space();
    out.name_offset = pos_;
    out.sig.name = identifier("malformed signature: expected the op name at the start");
    if (accept('.')) out.sig.overload = identifier("malformed signature: expected an overload name after '.'");
    skip_space();
    expect('(', "malformed signature: expected '(' after the op name");
    skip_space();
    if (!accept(')')) arguments(out);
    skip_space();
    if (text_.substr(pos_, 2) != "->") {
      throw SyntaxError{pos_, "malformed signature: expected '->' and the return type after the arguments"};
    }
    pos_ += 2;
    skip_space();
    returns(out);
    skip_space();
    if (pos_ != text_.size()) {
      throw SyntaxError{pos_,
                        fmt::format("malformed signature: unexpected '{}' after the return type", text_.substr(pos_))};
    }
    return out;
  }

 private:
  char peek() const { return pos_ < text_.size() ? text_[pos_] : '\0'; }
  void skip_space() {
    while (pos_ < text_.size() && std::isspace(static_cast<unsigned char>(text_[pos_]))) ++pos_;
  }
  bool accept(char c) {
    if (peek() != c) return false;
    ++pos_;
    return true;
  }
  void expect(char c, std::string message) {
    if (!accept(c)) throw SyntaxError{pos_, std::move(message)};
  }
  std::string identifier(std::string message) {
    if (!is_ident_start(peek())) throw SyntaxError{pos_, std::move(message)};
    const size_t start = pos_;
    while (pos_ < text_.size() && is_ident_char(text_[pos_])) ++pos_;
    return std::string(text_.substr(start, pos_ - start));
  }

  // After '(' of a non-empty argument list; consumes the closing ')'.
  void arguments(ParsedSignature& out) {
    bool kwarg_only = false;
    bool last_was_star = false;
    while (true) {
      skip_space();
      if (peek() == '*') {
        if (kwarg_only)
          throw SyntaxError{pos_, "a second '*': the arguments after the first one are already keyword-only"};
        out.dangling_star = pos_++;
        kwarg_only = true;
        last_was_star = true;
      } else {
        Argument arg;
        out.type_offsets.push_back(pos_);
        arg.type = type();
        out.alias_offsets.push_back(last_alias_offset_);
        skip_space();
        out.name_offsets.push_back(pos_);
        arg.name =
            identifier(fmt::format("malformed signature: expected an argument name after '{}'", spelling(arg.type)));
        arg.kwarg_only = kwarg_only;
        skip_space();
        std::optional<RawDefault> raw;
        if (accept('=')) {
          skip_space();
          raw = default_value();
        }
        out.defaults.push_back(std::move(raw));
        out.sig.arguments.push_back(std::move(arg));
        out.dangling_star.reset();
        last_was_star = false;
      }
      skip_space();
      if (accept(')')) return;
      const std::string after =
          last_was_star ? std::string("'*'") : fmt::format("argument '{}'", out.sig.arguments.back().name);
      expect(',', fmt::format("malformed signature: expected ',' or ')' after {}", after));
    }
  }

  Type type() {
    const size_t start = pos_;
    if (!is_ident_start(peek())) throw SyntaxError{pos_, "malformed signature: expected a type"};
    const std::string name = identifier("");
    const auto base = lookup(kBaseTypes, name);
    if (!base) {
      throw SyntaxError{start, fmt::format("unknown type '{}'{}; expected one of: {}", name,
                                           did_you_mean(name, kBaseTypes), names_list(kBaseTypes))};
    }
    Type t;
    t.base = *base;
    last_alias_offset_ = start;
    if (peek() == '(') {
      const size_t open = pos_++;
      if (t.base != BaseType::Tensor) {
        throw SyntaxError{open, fmt::format("alias annotations apply to Tensor only, not '{}'", name)};
      }
      if (!std::islower(static_cast<unsigned char>(peek()))) {
        throw SyntaxError{pos_, "malformed signature: expected an alias name such as 'a' in 'Tensor(a)'"};
      }
      last_alias_offset_ = pos_;
      while (std::islower(static_cast<unsigned char>(peek()))) ++pos_;
      t.alias = std::string(text_.substr(last_alias_offset_, pos_ - last_alias_offset_));
      if (peek() == '!') {
        throw SyntaxError{start, fmt::format("mutable alias 'Tensor({}!)' is not written in ops.yaml: the 'inplace' "
                                             "and 'out' variants add it",
                                             t.alias)};
      }
      // PyTorch's "Tensor(a -> *) self" of an op returning a list of views (chunk, split, unbind):
      // after the call self's alias set widens to the wildcard, which aliases every list element.
      skip_space();
      if (accept('-')) {
        expect('>', "malformed signature: expected '->' in the alias annotation 'Tensor(a -> *)'");
        skip_space();
        expect('*', "malformed signature: expected '*' after '->' in the alias annotation 'Tensor(a -> *)'");
        skip_space();
        t.alias_into_wildcard = true;
      }
      expect(')', "malformed signature: expected ')' to close the alias annotation");
    }
    const bool question = accept('?');
    if (t.base == BaseType::NestedList && (question || peek() == '[')) {
      throw SyntaxError{start,
                        "'NestedList' is torch.tensor's data, already a nested list: it is neither optional "
                        "nor a list element"};
    }
    if (peek() != '[') {
      t.optional = question;
      return t;
    }
    ++pos_;
    if (t.base == BaseType::Str || t.base == BaseType::ScalarType || t.base == BaseType::Layout ||
        t.base == BaseType::Device || t.base == BaseType::MemoryFormat || t.base == BaseType::Generator) {
      throw SyntaxError{start, fmt::format("'{}' cannot be a list element; lists hold Tensor, Scalar, int, float, "
                                           "bool or Dimname",
                                           name)};
    }
    if (question && t.base != BaseType::Tensor) {
      throw SyntaxError{start,
                        fmt::format("only Tensor lists may hold optional elements ('Tensor?[]'), not '{}?[]'", name)};
    }
    t.is_list = true;
    t.element_optional = question;
    if (std::isdigit(static_cast<unsigned char>(peek()))) {
      const size_t digits = pos_;
      while (std::isdigit(static_cast<unsigned char>(peek()))) ++pos_;
      int64_t size = 0;
      const auto [end, ec] = std::from_chars(text_.data() + digits, text_.data() + pos_, size);
      const std::string_view written = text_.substr(digits, pos_ - digits);
      if (ec == std::errc::result_out_of_range) {
        throw SyntaxError{digits, fmt::format("malformed signature: a fixed list size of {} is too large; a fixed "
                                              "size is a small count, such as int[2]",
                                              written)};
      }
      if (std::isalnum(static_cast<unsigned char>(peek())) || peek() == '.') {
        size_t word_end = pos_;
        while (word_end < text_.size() && (std::isalnum(static_cast<unsigned char>(text_[word_end])) ||
                                           text_[word_end] == '.' || text_[word_end] == '+' || text_[word_end] == '-'))
          ++word_end;
        throw SyntaxError{digits, fmt::format("malformed signature: a fixed list size is a positive integer written "
                                              "in digits, such as int[2], not '{}'",
                                              text_.substr(digits, word_end - digits))};
      }
      if (ec != std::errc() || size < 1) {
        throw SyntaxError{digits, "malformed signature: a fixed list size must be a positive integer"};
      }
      t.list_size = size;
    }
    expect(']', "malformed signature: expected ']' to close the list type");
    t.optional = accept('?');
    return t;
  }

  RawDefault default_value() {
    RawDefault raw;
    raw.offset = pos_;
    const char c = peek();
    if (c == '[') {
      raw.form = RawDefault::Form::List;
      ++pos_;
      skip_space();
      if (accept(']')) return raw;
      while (true) {
        skip_space();
        const size_t start = pos_;
        if (peek() == '-') ++pos_;
        while (std::isalnum(static_cast<unsigned char>(peek())) || peek() == '.') ++pos_;
        if (start == pos_) throw SyntaxError{pos_, "malformed signature: expected a list element"};
        raw.list.emplace_back(text_.substr(start, pos_ - start));
        skip_space();
        if (accept(']')) return raw;
        expect(',', "malformed signature: expected ',' or ']' in the list default");
      }
    }
    if (c == '"' || c == '\'') {
      raw.form = RawDefault::Form::String;
      ++pos_;
      const size_t start = pos_;
      while (pos_ < text_.size() && text_[pos_] != c) ++pos_;
      if (pos_ == text_.size()) throw SyntaxError{raw.offset, "malformed signature: unterminated string default"};
      raw.text = std::string(text_.substr(start, pos_ - start));
      ++pos_;
      return raw;
    }
    if (c == '-' || std::isdigit(static_cast<unsigned char>(c))) {
      raw.form = RawDefault::Form::Number;
      raw.text = number();
      raw.is_integer = raw.text.find_first_of(".eE") == std::string::npos;
      return raw;
    }
    if (is_ident_start(c)) {
      raw.form = RawDefault::Form::Identifier;
      raw.text = identifier("");
      return raw;
    }
    throw SyntaxError{pos_, "malformed signature: expected a default value after '='"};
  }

  std::string number() {
    const size_t start = pos_;
    accept('-');
    auto digits = [&] {
      const size_t from = pos_;
      while (std::isdigit(static_cast<unsigned char>(peek()))) ++pos_;
      return pos_ > from;
    };
    if (!digits()) throw SyntaxError{start, "malformed signature: expected a number"};
    if (accept('.') && !digits()) throw SyntaxError{pos_, "malformed signature: expected digits after '.'"};
    if (peek() == 'e' || peek() == 'E') {
      ++pos_;
      if (peek() == '+' || peek() == '-') ++pos_;
      if (!digits()) throw SyntaxError{pos_, "malformed signature: expected an exponent"};
    }
    return std::string(text_.substr(start, pos_ - start));
  }

  void returns(ParsedSignature& out) {
    auto one = [&](bool allow_name) {
      Return r;
      out.return_offsets.push_back(pos_);
      r.type = type();
      out.return_alias_offsets.push_back(last_alias_offset_);
      skip_space();
      if (allow_name && is_ident_start(peek())) r.name = identifier("");
      out.sig.returns.push_back(std::move(r));
    };
    if (accept('(')) {
      skip_space();
      if (accept(')')) return;
      while (true) {
        skip_space();
        one(true);
        skip_space();
        if (accept(')')) return;
        expect(',', "malformed signature: expected ',' or ')' in the return list");
      }
    }
    if (!is_ident_start(peek())) throw SyntaxError{pos_, "malformed signature: expected a return type after '->'"};
    one(false);
  }

  std::string_view text_;
  size_t pos_ = 0;
  size_t last_alias_offset_ = 0;  // where the alias name of the last parsed type starts
};

std::string_view expected_default(const Type& t) {
  if (t.is_list) return t.base == BaseType::Int ? "a list of integers such as [0, 1]" : "None";
  switch (t.base) {
    case BaseType::Bool: return "True or False";
    case BaseType::Int: return "an integer";
    case BaseType::Float:
    case BaseType::Scalar: return "a number";
    case BaseType::Str: return "a quoted string";
    default: return "None";
  }
}

std::optional<int64_t> parse_int(std::string_view text) {
  int64_t value = 0;
  const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
  if (ec != std::errc() || end != text.data() + text.size()) return std::nullopt;
  return value;
}

// Checks a raw default against its argument's type; nullopt (after reporting) when it does not fit.
std::optional<DefaultValue> typed_default(const RawDefault& raw, const Argument& arg, const ScalarLocator& locate,
                                          DiagnosticSink& sink) {
  const Type& t = arg.type;
  const SourcePos at = locate.at(raw.offset);
  DefaultValue v;
  if (raw.form == RawDefault::Form::Identifier && raw.text == "None") {
    if (!t.optional) {
      sink.error(at, "argument '{}' of type {} cannot default to None; make the type optional ('{}?')", arg.name,
                 spelling(t), spelling(t));
      return std::nullopt;
    }
    v.kind = DefaultValue::Kind::None;
    return v;
  }
  auto mismatch = [&](std::string_view written) {
    sink.error(at, "default {} does not fit argument '{}' of type {}; expected {}", written, arg.name, spelling(t),
               expected_default(t));
    return std::nullopt;
  };
  const std::string written = raw.form == RawDefault::Form::String ? fmt::format("\"{}\"", raw.text)
                              : raw.form == RawDefault::Form::List ? fmt::format("[{}]", fmt::join(raw.list, ", "))
                                                                   : raw.text;
  if (t.is_list) {
    if (t.base != BaseType::Int) return mismatch(written);
    if (raw.form == RawDefault::Form::Number && raw.is_integer && t.list_size) {
      const auto value = parse_int(raw.text);
      if (!value) return mismatch(written);
      v.kind = DefaultValue::Kind::IntList;
      v.int_list.assign(static_cast<size_t>(*t.list_size), *value);
      return v;
    }
    if (raw.form != RawDefault::Form::List) return mismatch(written);
    v.kind = DefaultValue::Kind::IntList;
    for (const std::string& element : raw.list) {
      const auto value = parse_int(element);
      if (!value) return mismatch(written);
      v.int_list.push_back(*value);
    }
    return v;
  }
  switch (t.base) {
    case BaseType::Bool:
      if (raw.form != RawDefault::Form::Identifier || (raw.text != "True" && raw.text != "False"))
        return mismatch(written);
      v.kind = DefaultValue::Kind::Bool;
      v.bool_value = raw.text == "True";
      return v;
    case BaseType::Int:
      if (raw.form != RawDefault::Form::Number || !raw.is_integer || !parse_int(raw.text)) return mismatch(written);
      v.kind = DefaultValue::Kind::Int;
      v.text = raw.text;
      return v;
    case BaseType::Float:
    case BaseType::Scalar:
      if (raw.form != RawDefault::Form::Number) return mismatch(written);
      if (raw.is_integer ? !parse_int(raw.text) : !std::isfinite(std::strtod(raw.text.c_str(), nullptr))) {
        return mismatch(written);
      }
      v.kind = raw.is_integer ? DefaultValue::Kind::Int : DefaultValue::Kind::Float;
      v.text = raw.text;
      return v;
    case BaseType::Str:
      if (raw.form != RawDefault::Form::String) return mismatch(written);
      v.kind = DefaultValue::Kind::Str;
      v.text = raw.text;
      return v;
    default: return mismatch(written);
  }
}

}  // namespace

bool is_cpp_keyword(std::string_view name) {
  return std::find(kCppKeywords.begin(), kCppKeywords.end(), name) != kCppKeywords.end();
}

std::optional<Signature> parse_signature(std::string_view text, const ScalarLocator& locate, DiagnosticSink& sink) {
  ParsedSignature parsed;
  try {
    parsed = SignatureParser(text).parse();
  } catch (const SyntaxError& e) {
    sink.error(locate.at(e.offset), e.message);
    return std::nullopt;
  }
  Signature& sig = parsed.sig;
  sig.name_pos = locate.at(parsed.name_offset);
  const size_t errors_before = sink.size();
  if (parsed.dangling_star) {
    sink.error(locate.at(*parsed.dangling_star), "'*' must be followed by at least one keyword-only argument");
  }

  const Argument* defaulted_positional = nullptr;
  std::vector<std::string_view> argument_aliases;
  for (size_t i = 0; i < sig.arguments.size(); ++i) {
    Argument& arg = sig.arguments[i];
    arg.pos = locate.at(parsed.type_offsets[i]);
    const SourcePos name_at = locate.at(parsed.name_offsets[i]);
    for (size_t j = 0; j < i; ++j) {
      if (sig.arguments[j].name == arg.name) {
        sink.error(name_at, "argument '{}' is declared twice", arg.name);
        break;
      }
    }
    if (is_cpp_keyword(arg.name)) {
      sink.error(name_at, "argument name '{}' is a C++ keyword; pick another name", arg.name);
    }
    const std::optional<RawDefault>& raw = parsed.defaults[i];
    if (raw) arg.default_value = typed_default(*raw, arg, locate, sink);
    if (!arg.kwarg_only) {
      if (raw) {
        defaulted_positional = &arg;
      } else if (defaulted_positional) {
        sink.error(name_at, "argument '{}' needs a default: it follows '{}', which has one (or make it keyword-only)",
                   arg.name, defaulted_positional->name);
      }
    }
    // Aliases link a view result to the argument it views: each argument's alias is its own.
    if (arg.type.alias.empty()) continue;
    if (std::find(argument_aliases.begin(), argument_aliases.end(), arg.type.alias) != argument_aliases.end()) {
      sink.error(locate.at(parsed.alias_offsets[i]), "alias ({}) is used by two arguments", arg.type.alias);
    }
    argument_aliases.push_back(arg.type.alias);
  }

  for (size_t i = 0; i < sig.returns.size(); ++i) {
    Return& r = sig.returns[i];
    r.pos = locate.at(parsed.return_offsets[i]);
    if (!r.type.alias.empty() &&
        std::find(argument_aliases.begin(), argument_aliases.end(), r.type.alias) == argument_aliases.end()) {
      sink.error(locate.at(parsed.return_alias_offsets[i]),
                 "return alias ({}) names no argument; mark the viewed argument too, as in 'Tensor({}) self'",
                 r.type.alias, r.type.alias);
    }
    if (r.name.empty()) continue;
    for (size_t j = 0; j < i; ++j) {
      if (sig.returns[j].name == r.name) {
        sink.error(r.pos, "return '{}' is named twice", r.name);
        break;
      }
    }
  }
  if (sink.size() != errors_before) return std::nullopt;
  return std::move(parsed.sig);
}

}  // namespace opforge::codegen
