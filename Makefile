# Everything runs in a virtual environment that this Makefile builds from
# pyproject.toml; nothing relies on what happens to be installed.
PYTHON ?= python3
VENV   := .venv
BIN    := $(VENV)/bin
READY  := $(VENV)/.ready
BENCH_READY := $(VENV)/.bench-ready
# loopcp's own bytecode, written ahead: where PYTHONDONTWRITEBYTECODE is set
# (as on CI), every loopcp process would compile its modules again, about
# 0.07 s of each start.  Quick when nothing changed; a stale file is never
# used (Python checks each against its source).
BYTECODE := $(BIN)/python -m compileall -q src

.PHONY: run test lint bench clean

run: $(READY)
	$(BYTECODE)
	$(BIN)/loopcp solve data/pi-day-2025.txt

# On every core and one worker more (pytest-xdist; tests/conftest.py says why), an idle worker taking tests
# from a busy one (the dataset parts, the cluster and signal tests are long); `$(BIN)/python -m pytest
# tests/test_x.py` still runs one file serially.
test: $(READY)
	$(BYTECODE)
	$(BIN)/python -m pytest -n auto --dist worksteal

lint: $(READY)
	$(BIN)/ruff check --no-cache src tests benchmarks
	$(BIN)/ruff format --no-cache --check src tests benchmarks
	$(BIN)/mypy

bench: $(BENCH_READY)
	$(BYTECODE)
	$(BIN)/python benchmarks/run.py $(BENCH_ARGS)
	$(BIN)/python benchmarks/process.py $(PROCESS_ARGS)
	$(BIN)/python benchmarks/noqx.py $(NOQX_ARGS)
	$(BIN)/python benchmarks/count.py $(COUNT_ARGS)
	$(BIN)/python benchmarks/decided.py $(DECIDED_ARGS)
	$(BIN)/python benchmarks/generate.py $(GENERATE_BENCH_ARGS)
	$(BIN)/python benchmarks/generate_cells.py $(GENERATE_CELLS_ARGS)
	$(BIN)/python benchmarks/numberlink.py $(NUMBERLINK_ARGS)
	$(BIN)/python benchmarks/loopy_grids.py
	$(BIN)/python benchmarks/loopy_generate.py $(LOOPY_GENERATE_ARGS)
	$(BIN)/python benchmarks/grade.py $(GRADE_ARGS)
	$(BIN)/python benchmarks/grade_generic.py $(GRADE_GENERIC_ARGS)
	$(BIN)/python benchmarks/pictures.py
	$(BIN)/python benchmarks/jobs.py $(JOBS_BENCH_ARGS)
	$(BIN)/python benchmarks/serve.py $(SERVE_BENCH_ARGS)

$(READY): pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet -e '.[test,lint,pictures,cluster,serve]'
	touch $@

$(BENCH_READY): $(READY)
	$(BIN)/python -m pip install --quiet -e '.[test,lint,pictures,cluster,serve,bench]'
	touch $@

clean:
	rm -rf $(VENV) build src/*.egg-info .pytest_cache .mypy_cache .ruff_cache .hypothesis
