// The front end and the regeneration pipeline as a user runs them: opforge-frontend on a file, and
// tools/regen (front end + codegen/render.py) into a scratch generated/ folder. A bad ops.yaml must
// be reported in file:line:col form and leave everything it would have written untouched.
#include <sys/wait.h>

#include <algorithm>
#include <chrono>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include <gtest/gtest.h>

#include "ops_yaml_fixture.h"

namespace opforge::codegen::testing {
namespace {

namespace fs = std::filesystem;

class Cli : public ::testing::Test {
 protected:
  void SetUp() override {
    std::string pattern = (fs::temp_directory_path() / "opforge-codegen-test-XXXXXX").string();
    ASSERT_NE(mkdtemp(pattern.data()), nullptr);
    dir_ = pattern;
  }
  void TearDown() override { fs::remove_all(dir_); }

  void write(const fs::path& relative, std::string_view text) {
    fs::create_directories((dir_ / relative).parent_path());
    std::ofstream(dir_ / relative, std::ios::binary) << text;
  }
  std::string read(const fs::path& relative) const {
    std::ifstream in(dir_ / relative, std::ios::binary);
    std::stringstream s;
    s << in.rdbuf();
    return s.str();
  }
  // Runs `command` in the scratch folder with stderr captured; returns the exit status.
  int run(const std::string& command) {
    const std::string line = "cd '" + dir_.string() + "' && OPFORGE_FRONTEND='" OPFORGE_FRONTEND_PATH "' " + command +
                             " >stdout.txt 2>stderr.txt";
    const int status = std::system(line.c_str());
    return WIFEXITED(status) ? WEXITSTATUS(status) : -1;
  }
  // The scratch folder's entries besides the captured output.
  std::vector<std::string> entries() const {
    std::vector<std::string> names;
    for (const auto& e : fs::directory_iterator(dir_)) {
      const std::string name = e.path().filename().string();
      if (name != "stdout.txt" && name != "stderr.txt") names.push_back(name);
    }
    std::sort(names.begin(), names.end());
    return names;
  }

  fs::path dir_;
};

// Two problems, on lines 6 and 12 (see ops_yaml_fixture.h).
std::string bad_ops() { return ops_file({Entry().set("promotion", "defualt").set("devices", "[cpu, vulkan]")}); }

TEST_F(Cli, FrontendReportsEveryProblemWithThePathAsGivenAndWritesNothing) {
  write("bad.yaml", bad_ops());
  EXPECT_EQ(run(OPFORGE_FRONTEND_PATH " bad.yaml -o ir.json"), 1);
  EXPECT_EQ(read("stderr.txt"),
            "bad.yaml:6:16: error: unknown promotion 'defualt' (did you mean 'default'?); expected one of: default, "
            "int_to_float, always_bool, complex_to_float, int_to_float_complex_to_float, bool_to_long, no_opmath, "
            "reduction, reduction_keeps_dtype, "
            "reduction_to_bool, reduction_floating, same_dtype, index, custom\n"
            "bad.yaml:12:20: error: unknown device 'vulkan'; expected one of: cpu, cuda, meta\n"
            "opforge-frontend: 2 errors in bad.yaml; nothing written\n");
  EXPECT_EQ(entries(), (std::vector<std::string>{"bad.yaml"}));
}

TEST_F(Cli, FrontendWritesTheIrForAValidFile) {
  write("ops.yaml", ops_file({Entry()}));
  EXPECT_EQ(run(OPFORGE_FRONTEND_PATH " ops.yaml -o ir.json"), 0);
  EXPECT_EQ(read("stderr.txt"), "");
  EXPECT_TRUE(
      read("ir.json").starts_with("{\n  \"schema_version\": 1,\n  \"ops\": [\n    {\n      \"name\": \"add\","));
  EXPECT_EQ(entries(), (std::vector<std::string>{"ir.json", "ops.yaml"}));
}

TEST_F(Cli, FrontendOnAMissingFile) {
  EXPECT_EQ(run(OPFORGE_FRONTEND_PATH " nowhere.yaml -o ir.json"), 2);
  EXPECT_EQ(read("stderr.txt"), "opforge-frontend: cannot read 'nowhere.yaml': No such file or directory\n");
}

TEST_F(Cli, RegenOfABadFileLeavesGeneratedUntouched) {
  write("bad.yaml", bad_ops());
  write("generated/docs/ops.md", "the previous docs\n");
  EXPECT_EQ(run(OPFORGE_SOURCE_DIR "/tools/regen --ops bad.yaml --out generated"), 1);
  EXPECT_NE(read("stderr.txt").find("bad.yaml:6:16: error: unknown promotion 'defualt'"), std::string::npos);
  EXPECT_EQ(read("generated/docs/ops.md"), "the previous docs\n");
  EXPECT_EQ(entries(), (std::vector<std::string>{"bad.yaml", "generated"}));  // no staging folder left behind
}

TEST_F(Cli, RegenReplacesGeneratedWithTheRenderedFiles) {
  write("ops.yaml", ops_file({Entry()}));
  write("generated/stale.md", "from an op that no longer exists\n");
  EXPECT_EQ(run(OPFORGE_SOURCE_DIR "/tools/regen --ops ops.yaml --out generated"), 0);
  EXPECT_EQ(read("stderr.txt"), "");
  const std::string docs = read("generated/docs/ops.md");
  EXPECT_EQ(docs.substr(0, docs.find('\n')), "<!-- generated from ops.yaml by codegen; do not edit -->");
  EXPECT_NE(docs.find("| `add` | `add(Tensor self, Tensor other, *, Scalar alpha=1) -> Tensor` |"), std::string::npos);
  EXPECT_FALSE(fs::exists(dir_ / "generated/stale.md"));
  EXPECT_EQ(entries(), (std::vector<std::string>{"generated", "ops.yaml"}));
}

TEST_F(Cli, RegenRecoversFromAnInterruptedRun) {
  // What a run killed mid-way can leave: a half-rendered staging folder, and the previous output
  // moved aside by a two-step swap with nothing in its place yet.
  write("ops.yaml", ops_file({Entry()}));
  write(".generated.new/docs/half.md", "partial\n");
  write(".generated.old/docs/ops.md", "the previous docs\n");
  EXPECT_EQ(run(OPFORGE_SOURCE_DIR "/tools/regen --ops ops.yaml --out generated"), 0);
  EXPECT_EQ(entries(), (std::vector<std::string>{"generated", "ops.yaml"}));
  EXPECT_TRUE(read("generated/docs/ops.md").starts_with("<!-- generated from ops.yaml by codegen; do not edit -->\n"));
  EXPECT_FALSE(fs::exists(dir_ / "generated/docs/half.md"));
}

TEST_F(Cli, RegenKeepsTheTimestampOfUnchangedFiles) {
  write("ops.yaml", ops_file({Entry()}));
  ASSERT_EQ(run(OPFORGE_SOURCE_DIR "/tools/regen --ops ops.yaml --out generated"), 0);
  const fs::path docs = dir_ / "generated/docs/ops.md";
  const auto earlier = fs::file_time_type::clock::now() - std::chrono::hours(1);
  fs::last_write_time(docs, earlier);
  ASSERT_EQ(run(OPFORGE_SOURCE_DIR "/tools/regen --ops ops.yaml --out generated"), 0);
  EXPECT_EQ(fs::last_write_time(docs), earlier);
}

// Two entries of one base whose functors are the same struct (clamp and clamp.Tensor, pow and
// pow.Scalar in ops.yaml): the second entry's become aliases of the first's, so the kernels
// instantiate the CPU and CUDA loops once for both. Functors that differ stay structs.
TEST_F(Cli, RegenMakesAFunctorEqualToAnEarlierOneAnAliasOfIt) {
  const Entry scalar = Entry()
                           .set("op", "add.Scalar")
                           .set("signature", "add.Scalar(Tensor self, Scalar other, *, Scalar alpha=1) -> Tensor")
                           .set("broadcast", "none")
                           .set("names", "keeps_input_names");
  write("ops.yaml", ops_file({Entry(), scalar}));
  ASSERT_EQ(run(OPFORGE_SOURCE_DIR "/tools/regen --ops ops.yaml --out generated"), 0) << read("stderr.txt");
  const std::string functors = read("generated/src/functors/add.h");
  EXPECT_NE(functors.find("struct add {"), std::string::npos) << functors;
  EXPECT_NE(functors.find("struct add_at_defaults {"), std::string::npos) << functors;
  EXPECT_NE(functors.find("using add_Scalar = add<Op>;"), std::string::npos) << functors;
  EXPECT_NE(functors.find("using add_Scalar_at_defaults = add_at_defaults<Op>;"), std::string::npos) << functors;
  EXPECT_EQ(functors.find("struct add_Scalar"), std::string::npos) << functors;
  // The kernel of the second entry still names its own functor, which is now the first's type.
  EXPECT_NE(read("generated/src/cpu/add.cpp").find("functors::add_Scalar<Op>{"), std::string::npos);
}

}  // namespace
}  // namespace opforge::codegen::testing
