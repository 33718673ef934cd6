"""Set up Fogbound's environment (a local .venv) and play or test, on any OS with Python 3.11+.

    python3 dev.py play [fogbound options]   install if needed, then start the game
    python3 dev.py test [pytest options]     install if needed, then run the test suite
    python3 dev.py mutate [--all | --sample N] [--seed S] [--max-children N] [--quick] [mutant names]
                                             install mutmut if needed, then mutate the rules of every
                                             ruleset (a sample of N mutants of each, 40 by default; --all:
                                             every mutant) and run its tests against each (see README);
                                             --quick: without mutmut's measuring step, each mutant against
                                             its ruleset's own tests, stopping at the first failure
"""
from __future__ import annotations

import hashlib
import os
import subprocess
import sys
import venv
from pathlib import Path

ROOT = Path(__file__).resolve().parent
VENV = ROOT / ".venv"
STAMP = VENV / "fogbound-installed.txt"


def venv_python() -> Path:
    return VENV / ("Scripts/python.exe" if os.name == "nt" else "bin/python")


def ensure_environment() -> Path:
    """Create the venv and install the project with its test extra, again only when pyproject changes."""
    if sys.version_info < (3, 11):
        sys.exit(f"Fogbound needs Python 3.11 or newer; this is {sys.version.split()[0]}.")
    wanted = hashlib.sha256((ROOT / "pyproject.toml").read_bytes()).hexdigest()
    python = venv_python()
    if not python.exists():
        print("Creating .venv ...", flush=True)
        venv.EnvBuilder(with_pip=True, clear=True).create(VENV)
    if not STAMP.exists() or STAMP.read_text().strip() != wanted:
        print("Installing Fogbound and its dependencies into .venv ...", flush=True)
        subprocess.check_call([str(python), "-m", "pip", "install", "--quiet", "--upgrade", "pip"])
        subprocess.check_call([str(python), "-m", "pip", "install", "--quiet", "-e", f"{ROOT}[test]"])
        STAMP.write_text(wanted)
    return python


RULESETS = ROOT / "engine" / "rulesets"
# the mutants of mutmut's generation step, listed without running a test (mutmut 3's own functions)
LIST_MUTANTS = """
from mutmut.__main__ import (collect_source_file_mutation_data, copy_also_copy_files, copy_src_dir,
                             create_mutants, setup_source_paths)
copy_src_dir(); copy_also_copy_files(); setup_source_paths(); create_mutants(1)
for _, name, _ in collect_source_file_mutation_data(mutant_names=())[0]:
    print(name)
"""
RESULTS = """
from mutmut.__main__ import SourceFileMutationData, status_by_exit_code, walk_mutatable_files
for path in walk_mutatable_files():
    data = SourceFileMutationData(path=path)
    data.load()
    for name, code in data.exit_code_by_key.items():
        print(name, status_by_exit_code[code])
"""


# --quick: the tests a ruleset's mutants meet first (the shared 7th rules: both games'), then, while a mutant lives,
# the tests that drive every ruleset (the load check's refusals are in tests/saves)
OWN_TESTS = {"arkeis": ["tests/arkeis"], "cursed_city": ["tests/cursed_city"],
             "realms_and_ruins": ["tests/realms_and_ruins"], "seventh_citadel": ["tests/seventh_citadel"],
             "seventh_continent": ["tests/seventh"], "sevenths": ["tests/seventh", "tests/seventh_citadel"]}
EVERY_RULESET_TESTS = ["tests/saves", "tests/odds", "tests/core/test_every_ruleset.py", "tests/core/test_hidden_keys.py",
                       "tests/core/test_snapshot.py", "tests/core/test_typed_contract.py"]
RECORD = """
import sys
from mutmut.mutation.diff_apply import find_mutant
name, code = sys.argv[1], int(sys.argv[2])
data = find_mutant(name)
data.exit_code_by_key[name] = code
data.save()
"""


def rulesets() -> list[str]:
    """The ruleset packages under engine/rulesets (the shared 7th one among them)."""
    return sorted(p.name for p in RULESETS.iterdir() if (p / "__init__.py").exists())


def sample(python: Path, per_ruleset: int | None, seed: int) -> list[str]:
    """Mutant names: `per_ruleset` of each ruleset's, drawn with `seed` (None: every one)."""
    import random

    listed = subprocess.run([str(python), "-c", LIST_MUTANTS], cwd=ROOT, capture_output=True, text=True, check=True)
    names = [line.strip() for line in listed.stdout.splitlines() if line.startswith("engine.rulesets.")]
    chosen = []
    for package in rulesets():
        own = sorted(n for n in names if n.startswith(f"engine.rulesets.{package}."))
        chosen += own if per_ruleset is None else random.Random(f"{seed}/{package}").sample(own, min(per_ruleset, len(own)))
    return chosen


def summary(python: Path, names: list[str]) -> None:
    """Killed and survived per ruleset, of the mutants run; each survivor named (`mutmut show NAME`)."""
    listed = subprocess.run([str(python), "-c", RESULTS], cwd=ROOT, capture_output=True, text=True, check=True)
    status = dict(line.rsplit(" ", 1) for line in listed.stdout.splitlines() if " " in line)
    wanted = set(names)
    for package in rulesets():
        mine = {n: s for n, s in status.items() if n.startswith(f"engine.rulesets.{package}.")
                and (not wanted or n in wanted)}
        counts = {s: sum(1 for v in mine.values() if v == s) for s in sorted(set(mine.values()))}
        print(f"{package}: " + ", ".join(f"{n} {s}" for s, n in counts.items()) if counts else f"{package}: none run")
        for name, state in sorted(mine.items()):
            if state == "survived":
                print(f"    survived: {name}")


def quick(python: Path, names: list[str], generated: bool) -> None:
    """Each mutant against its ruleset's own tests, files that name its module first, stopping at the first failure,
    then the tests that drive every ruleset while it lives; no measuring step, so a small sample finishes soon on a
    loaded machine (a survivor runs them all). Results go where mutmut keeps its own (`mutmut show NAME`)."""
    import re
    import time

    ignored = {a.split("=", 1)[1] for a in config_list("pytest_add_cli_args") if a.startswith("--ignore=")}
    if not generated:
        subprocess.check_call([str(python), "-c", LIST_MUTANTS], cwd=ROOT, stdout=subprocess.DEVNULL)
    for name in names:
        package, module = name.split(".")[2:4]
        own = sorted({p.relative_to(ROOT).as_posix() for d in OWN_TESTS[package] for p in (ROOT / d).glob("test_*.py")}
                     - ignored)
        first = [f for f in own if module in Path(f).stem
                 or re.search(rf"\b{re.escape(module)}\b", (ROOT / f).read_text(encoding="utf-8"))]
        started, code = time.monotonic(), 0
        for tests in (first + [f for f in own if f not in first], EVERY_RULESET_TESTS):
            code = subprocess.call([str(python), "-m", "pytest", "-x", "-q", "-p", "no:cacheprovider", *tests],
                                   cwd=ROOT / "mutants", env={**os.environ, "MUTANT_UNDER_TEST": name},
                                   stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
            if code:
                break
        # pytest's 2: a test module the mutant breaks at import, caught all the same; anything else is suspicious
        code = {0: 0, 1: 1, 2: 3}.get(code, 35)
        subprocess.check_call([str(python), "-c", RECORD, name, str(code)], cwd=ROOT)
        said = {0: "survived", 35: "suspicious"}.get(code, "killed")
        print(f"{name}: {said} ({time.monotonic() - started:.0f} s)", flush=True)


def config_list(key: str) -> list[str]:
    import tomllib

    return tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["tool"]["mutmut"].get(key, [])


def mutate(python: Path, args: list[str]) -> int:
    """A mutation run (mutmut, configured in pyproject.toml) over every ruleset's rules, then killed and survived
    per ruleset; the mutate extra is installed on first use, so the plain environment and test run never carry it.
    Mutant names given run those alone; else a sample of each ruleset's (`--sample N`, `--all`, `--seed S`)."""
    if subprocess.call([str(python), "-c", "import mutmut"], stderr=subprocess.DEVNULL) != 0:
        subprocess.check_call([str(python), "-m", "pip", "install", "--quiet", "-e", f"{ROOT}[test,mutate]"])
    per_ruleset: int | None = 40
    seed, names, passed, fast = 0, [], [], False
    rest = list(args)
    while rest:
        arg = rest.pop(0)
        if arg == "--max-children" and rest:  # mutmut's own: how many mutants at once
            passed += [arg, rest.pop(0)]
        elif arg == "--quick":
            fast = True
        elif arg == "--all":
            per_ruleset = None
        elif arg == "--sample" and rest:
            per_ruleset = int(rest.pop(0))
        elif arg == "--seed" and rest:
            seed = int(rest.pop(0))
        else:
            names.append(arg)
    generated = not names
    if not names:
        names = sample(python, per_ruleset, seed)
        print(f"{len(names)} mutants: " + ", ".join(f"{sum(n.startswith(f'engine.rulesets.{p}.') for n in names)} "
                                                   f"of {p}" for p in rulesets()), flush=True)
    if fast:
        code = 0
        quick(python, names, generated)
    else:
        code = subprocess.call([str(python), "-m", "mutmut", "run", *passed, *names], cwd=ROOT)
    summary(python, names)
    return code


def main(argv: list[str]) -> int:
    if not argv or argv[0] not in {"play", "test", "bench", "setup", "mutate"}:
        print(__doc__)
        return 2
    python = ensure_environment()
    command, rest = argv[0], argv[1:]
    if command == "setup":
        return 0
    if command == "play":
        return subprocess.call([str(python), "-m", "gui.app", *rest], cwd=ROOT)
    if command == "mutate":
        return mutate(python, rest)
    if command == "bench":
        return subprocess.call([str(python), "-m", "tests.bench", *rest], cwd=ROOT)
    return subprocess.call([str(python), "-m", "pytest", *rest], cwd=ROOT)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
