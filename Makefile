# One task runner for people and CI. Every target installs what it needs into .venv first.
PYTHON ?= python3
VENV   ?= .venv
BIN    := $(VENV)/bin

.PHONY: demo test browser agent-clis e2e check lint format types bench bench-quick clean fuzz

HASH       := $(shell cat pyproject.toml | $(PYTHON) -c "import hashlib,sys;print(hashlib.sha256(sys.stdin.buffer.read()).hexdigest()[:12])")
STAMP      := $(VENV)/.installed-$(HASH)
DEMO_STAMP := $(VENV)/.installed-demo-$(HASH)

$(BIN)/python:
	@echo "== creating $(VENV) (a virtual environment: nothing is installed outside it)"
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip

# Everything a developer needs: the package with its test, PostgreSQL, MCP and lint tools.
$(STAMP): $(BIN)/python pyproject.toml
	@echo "== installing oncebitten with its development tools into $(VENV)"
	$(BIN)/python -m pip install --progress-bar on -e '.[dev]'
	rm -f $(VENV)/.installed-*
	touch $(STAMP)

# What the demo needs, and no more: the package and its one dependency (rapidfuzz).
$(DEMO_STAMP): $(BIN)/python pyproject.toml
	@echo "== installing oncebitten (and its one dependency, rapidfuzz) into $(VENV)"
	$(BIN)/python -m pip install --progress-bar on -e .
	touch $(DEMO_STAMP)

## demo: install the package alone and play a short agent session against a fresh temporary memory
demo: $(if $(wildcard $(STAMP)),$(STAMP),$(DEMO_STAMP))
	$(BIN)/oncebitten demo

## test: the whole test suite (what CI runs); the report's browser tests need Debian's chromium and the
## end-to-end tests the real agent CLIs (both installed here)
test: $(STAMP) browser agent-clis
	ONCEBITTEN_REQUIRE_BROWSER=1 scripts/with-postgres $(BIN)/python -m pytest -q

## browser: headless Chromium for the report's browser tests (as root, from Debian's packages; idempotent)
browser:
	command -v chromium || (apt-get update && apt-get install -y --no-install-recommends chromium)

## agent-clis: the pinned Claude Code, Gemini CLI, Codex CLI and MCP Inspector from npm, in .cache/agent-clis
agent-clis:
	scripts/install-agent-clis

## e2e: only the end-to-end tests (the real agent CLIs against our scripted model server on loopback)
e2e: $(STAMP) agent-clis
	$(BIN)/python -m pytest -q -m e2e tests/e2e

## fuzz: every property test on a new random draw, the hostile-input ones at full size (2,000 examples per
## property, both backends); `make test` draws the same examples on every run
fuzz: $(STAMP)
	HYPOTHESIS_PROFILE=fuzz scripts/with-postgres $(BIN)/python -m pytest -q $$(grep -l "@given" tests/*.py)

## check: lint, types and tests
check: lint types test

lint: $(STAMP)
	$(BIN)/ruff check src tests benchmarks examples
	$(BIN)/ruff format --check src tests benchmarks examples

format: $(STAMP)
	$(BIN)/ruff format src tests benchmarks examples
	$(BIN)/ruff check --fix src tests benchmarks examples

types: $(STAMP)
	$(BIN)/mypy

## bench: the advisor benchmark against the reference sketch of its design (figures: docs/benchmarks.md)
bench: $(STAMP)
	$(BIN)/python benchmarks/bench_advisor.py

bench-quick: $(STAMP)
	$(BIN)/python benchmarks/bench_advisor.py --quick

clean:
	rm -rf $(VENV) .pytest_cache .mypy_cache .ruff_cache .hypothesis build dist
