# changewire: the two commands of the README are `make up` and `make test`.
# Both create or refresh the virtual environment at .venv/ (then .venv/bin/changewire is the CLI).
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
PKGS := libs/common services/scheduler services/fetcher services/differ services/discovery services/repair libs/fixtures
STAMP := $(VENV)/.installed-stamp
PYPROJECTS := $(wildcard libs/*/pyproject.toml services/*/pyproject.toml)
PYTEST_ARGS ?=
# `make test` runs the suite on two worker processes, each test module whole on one of them (each worker starts its
# own embedded PostgreSQL and nats-server); TEST_WORKERS=0 runs it in one process
TEST_WORKERS ?= 2
XDIST := $(if $(filter 0,$(TEST_WORKERS)),,-n $(TEST_WORKERS) --dist loadfile)

.PHONY: docs venv up test test-unit test-integration bench bench-outbox bench-fetcher bench-differ bench-scheduler bench-discovery bench-repair chaos schemas clean

$(STAMP): $(PYPROJECTS) requirements-dev.txt Makefile
	@test -x $(BIN)/python || $(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install -q --upgrade pip
	$(BIN)/python -m pip install -q $(foreach p,$(wildcard $(PKGS)),-e $(p)) -r requirements-dev.txt
	@touch $(STAMP)

venv: $(STAMP)

up: venv
	$(BIN)/changewire up --demo

test: venv
	$(BIN)/python -m pytest $(XDIST) $(PYTEST_ARGS)

test-unit: venv
	$(BIN)/python -m pytest tests/unit $(PYTEST_ARGS)

test-integration: venv
	$(BIN)/python -m pytest tests/integration $(PYTEST_ARGS)

docs: venv
	$(BIN)/python -m changewire_common.settings_doc --sync README.md
	$(BIN)/changewire events schemas --out docs/events

schemas: venv
	$(BIN)/changewire events schemas --out docs/events

bench-outbox: venv
	$(BIN)/python bench/bench_outbox.py

bench-fetcher: venv
	$(BIN)/python bench/bench_fetcher.py

bench-differ: venv
	$(BIN)/python bench/bench_differ.py

bench-scheduler: venv
	$(BIN)/python bench/bench_scheduler.py

bench-discovery: venv
	$(BIN)/python bench/bench_discovery.py

bench-repair: venv
	$(BIN)/python bench/bench_repair.py

bench: venv
	$(BIN)/python bench/bench_pipeline.py

chaos: venv
	$(BIN)/python bench/chaos.py

clean:
	rm -rf $(VENV) .changewire .pytest_cache
