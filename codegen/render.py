#!/usr/bin/env python3
"""Renders the IR written by opforge-frontend into generated/ with the Jinja2 templates.

Usage: render.py --ir IR.json --out DIR [--templates DIR] [--jobs N]

Every template `<path>.j2` under the templates folder renders to `<path>` under DIR, after a one-line
banner in the file type's comment syntax. Templates see the whole IR as `ir` (its op list as `ops`)
and the C++ model derived from it (model.py) as `model`. A template whose path contains `{base}` is
per-op: it renders once per base name (the ops.yaml entries `pow`, `pow.Tensor_Scalar`, ... share the
base `pow`), with `{base}` replaced, and also sees `base`, `g` (the model's Group) and `group_ops`
(the group's IR entries); when it renders to nothing but whitespace no file is written (a CPU kernel
file for a base without pointwise entries). Templates only render: every decision is in the IR or
in model.py, and, for the conformance tests, in conformance.py (the global `conformance(base,
group_ops)`), for the command line's op catalog in catalog.py (the global `catalog(model)`), for the
name-inference table's page in names_table.py (the global `names_table(model)`).

The output is built in a staging folder beside DIR that then takes DIR's place in one rename, so an
interrupted run leaves the old DIR or the new one, never a mix. Each file is compared with DIR's as
it is rendered: only new and changed files are written, the others are hard links to DIR's, which
keep their old modification time, so a build recompiles only what a regeneration really changed; a
run that changes nothing writes nothing. A large ops.yaml's groups render in --jobs worker processes,
forked once the model is built. Each group's templates render together, so what they share (the
conformance model of its two test templates) is built once and dropped before the next group: time
and memory grow linearly with the number of entries.
"""

import argparse
import ctypes
import errno
import fcntl
import gc
import hashlib
import json
import os
import shutil
import sys
import textwrap
from pathlib import Path
from typing import Any, Optional

import jinja2

sys.path.insert(0, str(Path(__file__).resolve().parent))
import model  # noqa: E402  (codegen/model.py, beside this file)
import model_error  # noqa: E402  (codegen/model_error.py: the error the op model raises)
import derivative_model  # noqa: E402  (codegen/derivative_model.py: the derivatives and their tests)
import conformance  # noqa: E402  (codegen/conformance.py: the model of the generated conformance tests)
import functions  # noqa: E402  (codegen/functions.py: the expression functions of the IR)
import catalog  # noqa: E402  (codegen/catalog.py: the op catalog of the command line)
from cpp_spelling import cpp_string  # noqa: E402  (codegen/cpp_spelling.py: C++ literals)
import names_table  # noqa: E402  (codegen/names_table.py: PyTorch's name-inference table mapped to opforge)

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


def render_all(ir: dict, templates: Path, out: Path, staging: Path, jobs: int) -> bool:
    """Renders every template, comparing each file with DIR's as it comes; True when the result
    differs from DIR, which staging then holds."""
    options: dict[str, Any] = dict(undefined=jinja2.StrictUndefined, trim_blocks=True, lstrip_blocks=True,
                                   keep_trailing_newline=True, autoescape=False)
    env = jinja2.Environment(loader=jinja2.FileSystemLoader(str(templates)),
                             bytecode_cache=TemplateCache(CACHE_DIR, f"{jinja2.__version__} {sorted(options.items())}"),
                             **options)
    env.filters["md_cell"] = markdown_cell
    env.filters["cpp_comment"] = cpp_comment
    env.filters["cpp_string"] = cpp_string
    # conformance(base, group_ops): what templates/tests/test_{base}.cpp.j2 renders.
    env.globals["conformance"] = conformance.build
    # gradient_tests(g.ops): the gradient tests of the entries with derivatives.
    env.globals["gradient_tests"] = derivative_model.gradient_tests
    # catalog(model): the rows of templates/tools/cli/op_catalog.cpp.j2.
    env.globals["catalog"] = catalog.build
    # names_table(model): the rows of templates/docs/name_inference.md.j2 and of its compile check.
    env.globals["names_table"] = names_table.build
    names = sorted(p.relative_to(templates).as_posix() for p in templates.rglob("*.j2"))
    if not names:
        raise RenderError(f"no templates (*.j2) under {templates}")
    functions.load(ir)
    m = model.build_model(ir)
    conformance.load_tables(str(conformance.GOLDEN_DIR))  # read once, before the workers fork
    job = Job(ir, m, [(name[: -len(".j2")], env.get_template(name)) for name in names], out, staging)
    # The IR and the model live as long as the run: frozen, the collector leaves them out of its
    # passes, so forked workers do not write to (and copy) the pages they share with this process.
    gc.freeze()
    output = Output(out, staging)
    tasks = run_tasks(job, jobs)
    try:
        for files in tasks:
            for rel, written in files:
                output.add(rel, written)
    finally:
        tasks.close()  # on an error, stops the workers
    return output.finish()


# Where compiled templates are kept between runs: beside Python's compiled modules of codegen/.
CACHE_DIR = Path(__file__).resolve().parent / "__pycache__"


class TemplateCache(jinja2.BytecodeCache):
    """Compiled templates kept between runs, as Python keeps compiled modules: compiling them takes
    a tenth of a second, a large part of regenerating today's ops.yaml. One file per template, named
    after the Jinja version and the environment's options (the compiled code depends on both; Jinja
    checks the source's checksum itself), written under a temporary name and renamed, as several
    builds may regenerate at once. Where the folder is not writable, templates compile every run."""

    def __init__(self, directory: Path, settings: str):
        self.directory = directory
        self.prefix = "template." + hashlib.sha256(settings.encode()).hexdigest()[:16]

    def path(self, bucket) -> Path:
        return self.directory / f"{self.prefix}.{bucket.key}"

    def load_bytecode(self, bucket) -> None:
        try:
            data = self.path(bucket).read_bytes()
        except OSError:
            return
        bucket.bytecode_from_string(data)

    def dump_bytecode(self, bucket) -> None:
        target = self.path(bucket)
        temporary = target.with_name(f"{target.name}.{os.getpid()}.tmp")
        try:
            self.directory.mkdir(exist_ok=True)
            temporary.write_bytes(bucket.bytecode_to_string())
            os.replace(temporary, target)
        except OSError:
            temporary.unlink(missing_ok=True)


class Job:
    """What one render renders: each task is one file-wide template (ops.h, docs/ops.md, ...) or one
    group with every per-op template. A task compares each of its files with DIR's and writes it
    into the staging folder only when it differs; it returns (path under DIR, whether written) per
    file. A group's templates render one after the other, so the conformance model both of its
    test templates ask for is built once (conformance.build)."""

    def __init__(self, ir: dict, m, templates, out: Path, staging: Path):
        self.common = {"ir": ir, "ops": ir["ops"], "model": m}
        self.groups = m.groups
        self.single = [(path, t) for path, t in templates if PER_GROUP not in path]
        self.per_group = [(path, t) for path, t in templates if PER_GROUP in path]
        self.out = out
        self.staging = staging
        self.folders: set[Path] = set()  # made in staging by this process

    def __len__(self):
        return len(self.single) + len(self.groups)

    def run(self, task: int):
        if task < len(self.single):
            path, template = self.single[task]
            return [self.file(path, template.render(self.common))]
        g = self.groups[task - len(self.single)]
        files = []
        for path, template in self.per_group:
            text = template.render(self.common, base=g.base, g=g, group_ops=[op.ir for op in g.ops])
            if text.strip():
                files.append(self.file(path.replace(PER_GROUP, g.base), text))
        return files

    def file(self, rel: str, text: str):
        data = (banner_for(Path(rel)) + "\n" + text).encode("utf-8")
        if same_bytes(self.out / rel, data):
            return rel, False
        with open(staged_path(self.staging, rel, self.folders), "wb") as f:
            f.write(data)
        return rel, True


def same_bytes(path: Path, data: bytes) -> bool:
    try:
        with open(path, "rb") as f:
            return os.fstat(f.fileno()).st_size == len(data) and f.read() == data
    except OSError:  # no such file (or a folder in its place)
        return False


def staged_path(staging: Path, rel: str, folders: set) -> Path:
    """staging/rel, its folder made (once per process: `folders` holds the ones made)."""
    target = staging / rel
    if target.parent not in folders:
        target.parent.mkdir(parents=True, exist_ok=True)
        folders.add(target.parent)
    return target


# The job the worker processes run, inherited when they fork.
_job: Optional[Job] = None


def _run_task(task: int):
    assert _job is not None, "run_tasks sets it before the workers start"
    return _job.run(task)


# Below this many tasks (today's ops.yaml has about 50) a render takes well under a second, and
# starting worker processes costs more than they save on a busy machine.
PARALLEL_TASKS = 200


def run_tasks(job: Job, jobs: int):
    """Yields each task's files, from worker processes when there are many tasks and more than one
    CPU to run them on."""
    global _job
    context = None
    if jobs > 1 and len(job) >= PARALLEL_TASKS:
        import multiprocessing  # noqa: E402  (only a parallel run needs it)
        try:
            context = multiprocessing.get_context("fork")
        except ValueError:  # no fork: workers would have to rebuild the model, which costs what they save
            pass
    if context is None:
        yield from map(job.run, range(len(job)))
        return
    _job = job
    # Small chunks keep every worker busy to the end: a group costs from next to nothing to a
    # conformance model of thousands of cases.
    chunk = max(1, min(8, len(job) // (jobs * 64)))
    with context.Pool(min(jobs, len(job))) as pool:
        yield from pool.imap_unordered(_run_task, range(len(job)), chunksize=chunk)


class Output:
    """What the tasks report, file by file. A file DIR already has is hard-linked from there into
    the staging folder (it keeps its modification time, and nothing is written) once the staging
    folder is needed: at the first file a task wrote there, or at the end when DIR has files no
    template rendered. A run that changes nothing writes nothing."""

    def __init__(self, out: Path, staging: Path):
        self.out = out
        self.staging = staging
        self.paths: set[str] = set()
        self.unchanged: list[str] = []  # while nothing is staged: the files DIR already has
        self.staged = False
        self.folders: set[Path] = set()

    def add(self, rel: str, written: bool) -> None:
        if rel in self.paths:
            raise RenderError(f"two templates render to '{rel}'")
        self.paths.add(rel)
        if written:
            self.stage()
        elif self.staged:
            link_or_copy(self.out / rel, staged_path(self.staging, rel, self.folders))
        else:
            self.unchanged.append(rel)

    def stage(self) -> None:
        if self.staged:
            return
        self.staging.mkdir(parents=True, exist_ok=True)
        self.staged = True
        for rel in self.unchanged:
            link_or_copy(self.out / rel, staged_path(self.staging, rel, self.folders))
        self.unchanged = []

    def finish(self) -> bool:
        """True when staging holds the new output: something changed, or DIR has files or folders
        no template rendered."""
        if not self.staged and self.has_others():
            self.stage()
        return self.staged

    def has_others(self) -> bool:
        if not self.out.is_dir():
            return True
        folders = {"."}
        for rel in self.paths:
            parent = os.path.dirname(rel)
            while parent and parent not in folders:
                folders.add(parent)
                parent = os.path.dirname(parent)
        for root, dirs, files in os.walk(self.out):
            at = os.path.relpath(root, self.out)
            for d in dirs:
                if os.path.normpath(os.path.join(at, d)) not in folders:
                    return True
            for f in files:
                if os.path.normpath(os.path.join(at, f)) not in self.paths:
                    return True
        return False


def link_or_copy(source: Path, target: Path) -> None:
    try:
        os.link(source, target, follow_symlinks=False)
    except OSError:  # a file system without hard links: a copy that keeps the modification time
        shutil.copy2(source, target, follow_symlinks=False)


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


def usable_cpus() -> int:
    try:
        return len(os.sched_getaffinity(0))
    except AttributeError:  # not on Linux
        return os.cpu_count() or 1


def main(argv) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--ir", required=True, type=Path, help="IR JSON written by opforge-frontend")
    parser.add_argument("--out", required=True, type=Path, help="the folder to (re)generate, e.g. generated")
    parser.add_argument("--templates", type=Path, default=Path(__file__).resolve().parent / "templates")
    parser.add_argument("--jobs", type=int, default=usable_cpus(),
                        help="worker processes (default: the CPUs this process may run on)")
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
        try:
            if render_all(ir, args.templates, out, staging, args.jobs):
                swap_into_place(staging, out)
        finally:
            if staging.exists():
                shutil.rmtree(staging)
    except (RenderError, model_error.ModelError, conformance.ModelError, OSError, ValueError, jinja2.TemplateError) as e:
        print(f"render.py: error: {e}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
