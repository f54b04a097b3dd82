#include "frontend/alias_uses.h"

#include <map>
#include <sstream>
#include <string>

#include <yaml-cpp/eventhandler.h>
#include <yaml-cpp/exceptions.h>
#include <yaml-cpp/mark.h>
#include <yaml-cpp/parser.h>

namespace opforge::codegen {
namespace {

// Collects anchored nodes' spans and aliases from yaml-cpp's event stream. End events carry no
// position, so a node's span ends where the next event (or the text) starts.
class Collector : public YAML::EventHandler {
 public:
  explicit Collector(size_t text_size) : text_size_(text_size) {}

  void OnDocumentStart(const YAML::Mark& mark) override { event(mark); }
  void OnDocumentEnd() override { close_pending(text_size_); }
  void OnNull(const YAML::Mark& mark, YAML::anchor_t anchor) override { leaf(mark, anchor); }
  void OnAlias(const YAML::Mark& mark, YAML::anchor_t anchor) override {
    event(mark);
    if (mark.pos >= 0) aliases_.push_back({static_cast<size_t>(mark.pos), {mark.line + 1, mark.column + 1}, anchor});
    pending_.push_back(kNoAnchor);
  }
  void OnScalar(const YAML::Mark& mark, const std::string&, YAML::anchor_t anchor, const std::string&) override {
    leaf(mark, anchor);
  }
  void OnSequenceStart(const YAML::Mark& mark, const std::string&, YAML::anchor_t anchor,
                       YAML::EmitterStyle::value) override {
    open(mark, anchor);
  }
  void OnSequenceEnd() override { close(); }
  void OnMapStart(const YAML::Mark& mark, const std::string&, YAML::anchor_t anchor,
                  YAML::EmitterStyle::value) override {
    open(mark, anchor);
  }
  void OnMapEnd() override { close(); }

  std::vector<AliasUse> uses() const {
    std::vector<AliasUse> out;
    for (const Alias& a : aliases_) {
      const auto span = spans_.find(a.anchor);
      if (span == spans_.end()) continue;
      out.push_back({a.offset, a.pos, span->second.first, span->second.second});
    }
    return out;
  }

 private:
  static constexpr YAML::anchor_t kNoAnchor = 0;
  struct Alias {
    size_t offset;
    SourcePos pos;
    YAML::anchor_t anchor;
  };

  static size_t offset_of(const YAML::Mark& mark) { return mark.pos < 0 ? 0 : static_cast<size_t>(mark.pos); }

  // Every event starts where the nodes closed before it end.
  void event(const YAML::Mark& mark) { close_pending(offset_of(mark)); }
  void close_pending(size_t end) {
    for (YAML::anchor_t anchor : pending_) {
      if (anchor != kNoAnchor) spans_[anchor].second = end;
    }
    pending_.clear();
  }
  void leaf(const YAML::Mark& mark, YAML::anchor_t anchor) {
    event(mark);
    if (anchor != kNoAnchor) spans_[anchor] = {offset_of(mark), text_size_};
    pending_.push_back(anchor);
  }
  void open(const YAML::Mark& mark, YAML::anchor_t anchor) {
    event(mark);
    if (anchor != kNoAnchor) spans_[anchor] = {offset_of(mark), text_size_};
    open_.push_back(anchor);
  }
  void close() {
    if (open_.empty()) return;
    pending_.push_back(open_.back());
    open_.pop_back();
  }

  size_t text_size_;
  std::vector<YAML::anchor_t> open_;     // collections not yet ended
  std::vector<YAML::anchor_t> pending_;  // nodes ended, waiting for the next event's position
  std::map<YAML::anchor_t, std::pair<size_t, size_t>> spans_;
  std::vector<Alias> aliases_;
};

thread_local const AliasScope* current_scope = nullptr;

}  // namespace

std::vector<AliasUse> scan_alias_uses(std::string_view source) {
  if (source.find('*') == std::string_view::npos) return {};
  std::istringstream in{std::string(source)};
  Collector collector(source.size());
  try {
    YAML::Parser parser(in);
    // The first document only, the one YAML::Load reads. (On some texts, such as "ops:\n-\n%\n,*",
    // yaml-cpp 0.7 reports one more document forever without reading on.)
    parser.HandleNextDocument(collector);
  } catch (const YAML::Exception&) {
    return {};
  }
  return collector.uses();
}

AliasScope::AliasScope(const std::vector<AliasUse>& uses, size_t entry_begin, size_t entry_end)
    : uses_(uses), entry_begin_(entry_begin), entry_end_(entry_end), previous_(current_scope) {
  current_scope = this;
}

AliasScope::~AliasScope() { current_scope = previous_; }

std::optional<SourcePos> AliasScope::relocate(size_t offset) {
  const AliasScope* s = current_scope;
  if (s == nullptr) return std::nullopt;
  // The innermost span wins: an alias inside an anchored node names a node of its own.
  const AliasUse* best = nullptr;
  for (const AliasUse& u : s->uses_) {
    if (u.offset < s->entry_begin_ || u.offset >= s->entry_end_) continue;
    // A node anchored in this entry is reported where it is written, in the entry, whichever way
    // the entry reaches it.
    if (u.target_begin >= s->entry_begin_ && u.target_begin < s->entry_end_) continue;
    if (offset < u.target_begin || offset >= u.target_end) continue;
    if (best == nullptr || u.target_end - u.target_begin < best->target_end - best->target_begin) best = &u;
  }
  if (best == nullptr) return std::nullopt;
  return best->pos;
}

}  // namespace opforge::codegen
