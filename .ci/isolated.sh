#!/usr/bin/env bash
# Install each package alone (with only changewire-common beside it) and import it, then run its
# unit tests, so a dependency that reaches a package only through the shared environment is caught.
# Two packages at a time (the installs are mostly unpacking wheels); each one's output is printed
# whole when it ends, and any failure fails the run.
set -euo pipefail
cd "$(dirname "$0")/.."
PY=${PYTHON:-python3}
repo=$(pwd)
shared=$(cd .. && pwd)/shared
export PY repo shared

one() {
  set -euo pipefail
  pkg=$1
  name=$(basename "$pkg")
  [ "$pkg" = libs/common ] && mod=changewire_common || mod=changewire_$name
  venv=$(mktemp -d)/venv
  trap 'rm -rf "$(dirname "$venv")"' EXIT
  $PY -m venv "$venv"
  if [ "$pkg" = libs/common ]; then
    "$venv/bin/pip" install -q ./libs/common pytest pytest-asyncio pytest-timeout hypothesis >/dev/null
  else
    "$venv/bin/pip" install -q ./libs/common "./$pkg" pytest pytest-asyncio pytest-timeout hypothesis >/dev/null
  fi
  "$venv/bin/python" -c "import importlib, pkgutil, $mod as m; [importlib.import_module(i.name) for i in pkgutil.walk_packages(m.__path__, m.__name__ + '.') if '.testing' not in i.name]; print('import ok: $mod')"
  unit=tests/unit/$([ "$pkg" = libs/common ] && echo common || echo "$name")
  if [ -d "$unit" ] && ls "$unit"/test_*.py >/dev/null 2>&1; then
    # the tests run from a copy beside ../shared (the corpus), away from the workspace's packages
    work=$(mktemp -d)
    [ -d "$shared" ] && ln -s "$shared" "$work/shared"
    mkdir "$work/main" && cp -r "$repo/tests" "$repo/pytest.ini" "$work/main/"
    # (the red-team tables and the differ's two sweeps of the whole corpus are left to `make test`: here they would
    # only import the same modules again, and they are most of the time of the differ's and discovery's units)
    (cd "$work/main" && "$venv/bin/python" -m pytest -q -p no:cacheprovider "$unit" -m "not integration" \
      -k "not redteam and not test_corpus_properties and not test_labelled_set")
    rm -rf "$work"
  fi
}
export -f one

run_logged() {
  log=$(mktemp)
  # in a bash of its own: `set -e` is ignored inside a function called as an `if` condition, so a failed pip,
  # import or pytest in `one` went on to its last command and the package was reported as passing
  if bash -c 'one "$1"' _ "$1" >"$log" 2>&1; then status=0; else status=$?; fi
  echo "-- $1 (exit $status)"
  cat "$log"
  rm -f "$log"
  return "$status"
}
export -f run_logged

printf '%s\n' libs/common services/* libs/fixtures | xargs -P 2 -I{} bash -c 'run_logged "$1"' _ {}
