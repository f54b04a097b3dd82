#!/usr/bin/env python3
"""Renders the IR written by opforge-frontend into generated/ with the Jinja2 templates.

Usage: render.py --ir IR.json --out DIR [--templates DIR]

Every template `<path>.j2` under the templates folder renders to `<path>` under DIR, after a one-line
banner in the file type's comment syntax. Templates see the whole IR as `ir` (its op list as `ops`)
and the C++ model derived from it (model.py) as `model`. A template whose path contains `{base}` is
per-op: it renders once per base name (the ops.yaml entries `pow`, `pow.Tensor_Scalar`, ... share the
base `pow`), with `{base}` replaced, and also sees `base`, `g` (the model's Group) and `group_ops`
(the group's IR entries); when it renders to nothing but whitespace no file is written (a CPU kernel
file for a base without pointwise entries). Templates only render: every decision is in the IR or
in model.py, and, for the conformance tests, in conformance.py (the global `conformance(base,
group_ops)`), for the command line's op catalog in catalog.py (the global `catalog(model)`).

The output is built in a staging folder beside DIR that then takes DIR's place in one rename, so an
interrupted run leaves the old DIR or the new one, never a mix. Files whose bytes did not change keep
their old modification time, so a build recompiles only what a regeneration really changed.
"""

import argparse
import ctypes
import errno
import fcntl
import json
import os
import shutil
import sys
import textwrap
from pathlib import Path

import jinja2

sys.path.insert(0, str(Path(__file__).resolve().parent))
import model  # noqa: E402  (codegen/model.py, beside this file)
import conformance  # noqa: E402  (codegen/conformance.py: the model of the generated conformance tests)
import functions  # noqa: E402  (codegen/functions.py: the expression functions of the IR)
import catalog  # noqa: E402  (codegen/catalog.py: the op catalog of the command line)

SCHEMA_VERSION = 1
BANNER = "generated from ops.yaml by codegen; do not edit"
# The banner line per output file type, in that type's comment syntax.
BANNER_FORMATS = {
    ".md": "<!-- {} -->",
    ".h": "// {}",
    ".cpp": "// {}",
    ".cu": "// {}",
    ".inc": "// {}",
    ".cmake": "# {}",
    ".yaml": "# {}",
}


class RenderError(Exception):
    pass


def banner_for(path: Path) -> str:
    fmt = BANNER_FORMATS.get(path.suffix)
    if fmt is None:
        known = ", ".join(sorted(BANNER_FORMATS))
        raise RenderError(f"no banner format for '{path}'; output file types are {known}")
    return fmt.format(BANNER)


def markdown_cell(text) -> str:
    """Text safe inside one cell of a Markdown table."""
    return str(text).replace("|", "\\|").replace("\n", " ")


def cpp_comment(text, width: int = 100) -> str:
    """Text as `// ` comment lines of at most `width` columns."""
    return "\n".join("// " + line for line in textwrap.wrap(str(text), width - 3, break_long_words=False,
                                                             break_on_hyphens=False))


# The per-op placeholder in template paths.
PER_GROUP = "{base}"


def load_ir(path: Path) -> dict:
    with path.open(encoding="utf-8") as f:
        ir = json.load(f)
    if ir.get("schema_version") != SCHEMA_VERSION:
        raise RenderError(f"{path}: IR schema_version {ir.get('schema_version')!r}; this renderer reads {SCHEMA_VERSION}")
    return ir


def render_all(ir: dict, templates: Path, staging: Path) -> None:
    env = jinja2.Environment(
        loader=jinja2.FileSystemLoader(str(templates)),
        undefined=jinja2.StrictUndefined,
        trim_blocks=True,
        lstrip_blocks=True,
        keep_trailing_newline=True,
        autoescape=False,
    )
    env.filters["md_cell"] = markdown_cell
    env.filters["cpp_comment"] = cpp_comment
    # conformance(base, group_ops): what templates/tests/test_{base}.cpp.j2 renders.
    env.globals["conformance"] = conformance.build
    # catalog(model): the rows of templates/tools/cli/op_catalog.cpp.j2.
    env.globals["catalog"] = catalog.build
    names = sorted(p.relative_to(templates).as_posix() for p in templates.rglob("*.j2"))
    if not names:
        raise RenderError(f"no templates (*.j2) under {templates}")
    functions.load(ir)
    m = model.build_model(ir)
    common = {"ir": ir, "ops": ir["ops"], "model": m}
    for name in names:
        template = env.get_template(name)
        path = name[: -len(".j2")]
        if PER_GROUP in path:
            for g in m.groups:
                text = template.render(common, base=g.base, g=g, group_ops=[op.ir for op in g.ops])
                if text.strip():
                    write_output(staging / path.replace(PER_GROUP, g.base), text)
        else:
            write_output(staging / path, template.render(common))


def write_output(target: Path, text: str) -> None:
    target.parent.mkdir(parents=True, exist_ok=True)
    with target.open("w", encoding="utf-8", newline="\n") as f:
        f.write(banner_for(target) + "\n" + text)


def keep_unchanged_mtimes(staging: Path, out: Path) -> None:
    for new in staging.rglob("*"):
        old = out / new.relative_to(staging)
        if new.is_file() and old.is_file() and new.read_bytes() == old.read_bytes():
            stat = old.stat()
            os.utime(new, ns=(stat.st_atime_ns, stat.st_mtime_ns))


def exchange(a: Path, b: Path) -> bool:
    """Swaps two paths atomically (Linux renameat2 RENAME_EXCHANGE); False where that is unsupported."""
    libc = ctypes.CDLL(None, use_errno=True)
    renameat2 = getattr(libc, "renameat2", None)
    if renameat2 is None:
        return False
    renameat2.argtypes = [ctypes.c_int, ctypes.c_char_p, ctypes.c_int, ctypes.c_char_p, ctypes.c_uint]
    at_fdcwd, rename_exchange = -100, 2
    if renameat2(at_fdcwd, os.fsencode(a), at_fdcwd, os.fsencode(b), rename_exchange) == 0:
        return True
    err = ctypes.get_errno()
    if err in (errno.EINVAL, errno.ENOSYS, errno.EOPNOTSUPP):
        return False
    raise OSError(err, os.strerror(err), str(a))


def side_paths(out: Path):
    """The staging folder and the folder an interrupted two-step swap may leave the old output in."""
    return out.with_name(f".{out.name}.new"), out.with_name(f".{out.name}.old")


def recover_interrupted_swap(out: Path) -> None:
    staging, old = side_paths(out)
    if old.exists():
        if out.exists():
            shutil.rmtree(old)
        else:
            old.rename(out)
    if staging.exists():
        shutil.rmtree(staging)


def swap_into_place(staging: Path, out: Path) -> None:
    if not out.exists():
        staging.rename(out)
        return
    if exchange(staging, out):
        shutil.rmtree(staging)  # it now holds the previous output
        return
    # Without an atomic exchange: if interrupted between the renames, the next run restores `old`.
    _, old = side_paths(out)
    out.rename(old)
    staging.rename(out)
    shutil.rmtree(old)


def main(argv) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--ir", required=True, type=Path, help="IR JSON written by opforge-frontend")
    parser.add_argument("--out", required=True, type=Path, help="the folder to (re)generate, e.g. generated")
    parser.add_argument("--templates", type=Path, default=Path(__file__).resolve().parent / "templates")
    args = parser.parse_args(argv)

    out = args.out.resolve()
    try:
        ir = load_ir(args.ir)
        out.parent.mkdir(parents=True, exist_ok=True)
        # Builds configuring at once (build/, build-asan/) regenerate the same folder: one at a time.
        lock = os.open(out.parent, os.O_RDONLY)
        fcntl.flock(lock, fcntl.LOCK_EX)
        recover_interrupted_swap(out)
        staging, _ = side_paths(out)
        staging.mkdir(parents=True)
        try:
            render_all(ir, args.templates, staging)
            keep_unchanged_mtimes(staging, out)
            swap_into_place(staging, out)
        finally:
            if staging.exists():
                shutil.rmtree(staging)
    except (RenderError, model.ModelError, conformance.ModelError, OSError, ValueError, jinja2.TemplateError) as e:
        print(f"render.py: error: {e}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
