#!/usr/bin/env bash
# Install each package alone (with only changewire-common beside it) and import it, then run its
# unit tests, so a dependency that reaches a package only through the shared environment is caught.
set -euo pipefail
cd "$(dirname "$0")/.."
PY=${PYTHON:-python3}
for pkg in libs/common services/*; do
  name=$(basename "$pkg")
  [ "$pkg" = libs/common ] && mod=changewire_common || mod=changewire_$name
  venv=$(mktemp -d)/venv
  $PY -m venv "$venv"
  if [ "$pkg" = libs/common ]; then
    "$venv/bin/pip" install -q ./libs/common pytest pytest-asyncio pytest-timeout hypothesis >/dev/null
  else
    "$venv/bin/pip" install -q ./libs/common "./$pkg" pytest pytest-asyncio pytest-timeout hypothesis >/dev/null
  fi
  "$venv/bin/python" -c "import importlib, pkgutil, $mod as m; [importlib.import_module(i.name) for i in pkgutil.walk_packages(m.__path__, m.__name__ + '.') if '.testing' not in i.name]; print('import ok: $mod')"
  unit=tests/unit/$([ "$pkg" = libs/common ] && echo common || echo "$name")
  if [ -d "$unit" ] && ls "$unit"/test_*.py >/dev/null 2>&1; then
    (cd "$(mktemp -d)" && cp -r "$OLDPWD/tests" . && cp "$OLDPWD/pytest.ini" . && "$venv/bin/python" -m pytest -q -p no:cacheprovider "tests/${unit#tests/}" -m "not integration") || exit 1
  fi
  rm -rf "$(dirname "$venv")"
done
