// Dimname: interning, the wildcard, validation with PyTorch's text, and the reprs that name-inference
// errors print. Messages marked "observed" were read from PyTorch 1.13.
#include <gtest/gtest.h>

#include <set>
#include <string>
#include <thread>
#include <vector>

#include "opforge/dimname.h"
#include "opforge/error.h"

namespace opforge {
namespace {

void expect_invalid(std::string_view name, const std::string& message) {
  try {
    Dimname d(name);
    ADD_FAILURE() << "'" << name << "' was accepted";
  } catch (const RuntimeError& e) {
    EXPECT_EQ(std::string(e.what()), message);
  }
}

std::string invalid_text(const std::string& name) {
  return "Invalid name: a valid identifier contains only digits, alphabetical characters, and/or underscore and "
         "starts with a non-digit. got: '" +
         name + "'.";
}

TEST(Dimname, WildcardIsIdZeroAndPrintsAsNone) {
  EXPECT_TRUE(Dimname().is_wildcard());
  EXPECT_TRUE(None.is_wildcard());
  EXPECT_TRUE(Dimname(nullptr).is_wildcard());
  EXPECT_TRUE(Dimname::wildcard().is_wildcard());
  EXPECT_EQ(Dimname().id(), 0u);
  EXPECT_EQ(Dimname().name(), "None");
  EXPECT_EQ(fmt::format("{}", None), "None");
}

TEST(Dimname, StarIsThePyTorchSpellingOfTheWildcard) {
  // Observed: torch.zeros(2, 3, names=('N', '*')).names == ('N', None).
  EXPECT_TRUE(Dimname("*").is_wildcard());
  EXPECT_EQ(Dimname("*"), None);
}

TEST(Dimname, NamedDimsKeepTheirText) {
  const Dimname n("N");
  EXPECT_FALSE(n.is_wildcard());
  EXPECT_NE(n.id(), 0u);
  EXPECT_EQ(n.name(), "N");
  EXPECT_EQ(fmt::format("{}", n), "N");
  EXPECT_EQ(Dimname(std::string("batch_2")).name(), "batch_2");
}

TEST(Dimname, InterningGivesEqualNamesOneId) {
  const std::string spelled = "channels";
  EXPECT_EQ(Dimname("channels"), Dimname(spelled));
  EXPECT_EQ(Dimname("channels").id(), Dimname(std::string_view(spelled)).id());
  EXPECT_NE(Dimname("channels"), Dimname("Channels"));
  EXPECT_NE(Dimname("N"), None);
}

TEST(Dimname, ValidIdentifiers) {
  for (const char* name : {"N", "_", "_x", "a1", "A_b_C", "x9y8", "None"}) {
    EXPECT_NO_THROW(Dimname{name}) << name;
  }
  // A dim literally named "None" is a name, not the wildcard (PyTorch alike).
  EXPECT_FALSE(Dimname("None").is_wildcard());
}

TEST(Dimname, InvalidNamesUsePyTorchText) {
  // Observed: torch.zeros(2, names=('1a',)).
  expect_invalid("1a", invalid_text("1a"));
  expect_invalid("", invalid_text(""));
  expect_invalid("a b", invalid_text("a b"));
  expect_invalid("a-b", invalid_text("a-b"));
  expect_invalid("9", invalid_text("9"));
  // Non-ASCII letters are rejected, as PyTorch does for 'é' (observed).
  expect_invalid("\xc3\xa9", invalid_text("\xc3\xa9"));
}

TEST(Dimname, EllipsisIsPythonsAndNoName) {
  // "..." is the ellipsis of Python's rename/refine_names/align_to lists; anywhere a name is set
  // or looked up it is PyTorch's invalid name (observed: torch.zeros(2, names=('...',))).
  const Dimname e("...");
  EXPECT_TRUE(e.is_ellipsis());
  EXPECT_FALSE(e.is_wildcard());
  EXPECT_EQ(e, Dimname::ellipsis());
  EXPECT_EQ(e.name(), "...");
  EXPECT_EQ(dimname_repr(e), "'...'");
  EXPECT_FALSE(Dimname("N").is_ellipsis());
  EXPECT_FALSE(None.is_ellipsis());
  try {
    check_not_ellipsis(e);
    ADD_FAILURE() << "no error";
  } catch (const RuntimeError& err) {
    EXPECT_EQ(std::string(err.what()), invalid_text("..."));
  }
  EXPECT_NO_THROW(check_not_ellipsis(Dimname("N")));
  EXPECT_NO_THROW(check_not_ellipsis(None));
}

TEST(Dimname, MatchesTreatsWildcardAsAnything) {
  const Dimname n("N"), c("C");
  EXPECT_TRUE(n.matches(n));
  EXPECT_TRUE(n.matches(None));
  EXPECT_TRUE(None.matches(c));
  EXPECT_TRUE(None.matches(None));
  EXPECT_FALSE(n.matches(c));
}

TEST(Dimname, ReprOfOneName) {
  EXPECT_EQ(dimname_repr(Dimname("N")), "'N'");
  EXPECT_EQ(dimname_repr(None), "None");
  EXPECT_EQ(dimname_repr(Dimname("None")), "'None'");
}

TEST(Dimname, ReprOfNamesLists) {
  const Dimname list[] = {Dimname("N"), None, Dimname("C")};
  EXPECT_EQ(names_repr(list), "['N', None, 'C']");
  EXPECT_EQ(names_repr(DimnameList(list, 1)), "['N']");
  EXPECT_EQ(names_repr(DimnameList()), "[]");
}

TEST(Dimname, ConcurrentInterningAgrees) {
  // Eight threads intern the same fresh names in different orders; each name must end with one id.
  constexpr size_t kThreads = 8, kNames = 200;
  std::vector<std::vector<uint32_t>> ids(kThreads, std::vector<uint32_t>(kNames));
  std::vector<std::thread> threads;
  for (size_t t = 0; t < kThreads; ++t) {
    threads.emplace_back([t, &ids] {
      for (size_t k = 0; k < kNames; ++k) {
        const size_t i = (t % 2 == 0) ? k : kNames - 1 - k;
        const Dimname d("concurrent_" + std::to_string(i));
        ids[t][i] = d.id();
        EXPECT_EQ(d.name(), "concurrent_" + std::to_string(i));
      }
    });
  }
  for (auto& th : threads) th.join();
  std::set<uint32_t> distinct;
  for (size_t i = 0; i < kNames; ++i) {
    for (size_t t = 1; t < kThreads; ++t) EXPECT_EQ(ids[t][i], ids[0][i]);
    distinct.insert(ids[0][i]);
  }
  EXPECT_EQ(distinct.size(), kNames);
}

}  // namespace
}  // namespace opforge
