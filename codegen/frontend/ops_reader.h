// The strict reader of ops.yaml (schema v1), after torchgen's model.py: every known key is taken and
// checked, anything left over is an error, and every entry and value remembers its position. It
// reports every structural problem at once: YAML syntax, unknown and repeated keys, missing fields,
// values of the wrong shape or outside their vocabulary, malformed signatures, expressions and dtype
// specs. Consistency between fields is checked afterwards by validate_ops (validator.h).
#pragma once

#include <string_view>

#include "frontend/diagnostic.h"
#include "frontend/schema.h"

namespace opforge::codegen {

// The ops.yaml schema version this front end reads.
inline constexpr int kSchemaVersion = 1;

// The keys of one entry, in the order the documentation and the IR list them, then `preset`, which
// only the reader sees. All are required except the last kOptionalEntryFields ones; an entry may
// take them from its preset, from its base entry (an overload from the entry named without the
// overload) or from the file's `defaults`, except op, signature, doc, number_forms,
// scalar_conversion, schema_name, out_schema_name, number_self, cpp_name, derivatives and preset,
// which are each entry's own.
inline constexpr std::array<std::string_view, 24> kEntryFields{"op",
                                                               "signature",
                                                               "variants",
                                                               "promotion",
                                                               "broadcast",
                                                               "inplace_cast",
                                                               "names",
                                                               "kernel",
                                                               "dtypes",
                                                               "devices",
                                                               "doc",
                                                               "rejects",
                                                               "cuda_dtypes",
                                                               "noop_unless",
                                                               "ulps",
                                                               "number_forms",
                                                               "scalar_conversion",
                                                               "schema_name",
                                                               "out_schema_name",
                                                               "number_self",
                                                               "cpp_name",
                                                               "derivatives",
                                                               "gradcheck",
                                                               "preset"};
inline constexpr size_t kOptionalEntryFields = 13;

// Reads `source`, the whole text of an ops.yaml file. Entries come back in file order; a field that
// could not be read is left empty in its entry.
OpsFile read_ops_yaml(std::string_view source, DiagnosticSink& sink);

}  // namespace opforge::codegen
