# Two commands do all set-up: `make play` and `make test`. Both are idempotent:
# the virtualenv and installs are redone only when pyproject.toml changes.
PYTHON ?= python3
VENV   := .venv
PY     := $(VENV)/bin/python
PIP    := $(PY) -m pip --disable-pip-version-check -q

.PHONY: play test test-fast bench verify-examples clean

$(PY):
	$(PYTHON) -m venv $(VENV)

.stamp-install: pyproject.toml | $(PY)
	$(PIP) install -e .
	@touch $@

.stamp-test: pyproject.toml | $(PY)
	$(PIP) install -e '.[test]'
	@touch .stamp-install $@

play: .stamp-install
	$(VENV)/bin/stolik

# mypy first (engine/ strictly, app/ with the defaults; see [tool.mypy]): a type error fails the run in seconds
# pytest -n auto: one worker per core (xdist); every test keeps its own folders and X server, so order never matters;
# --dist worksteal: an idle worker takes tests still queued on a busy one (the long real-window tutorial walks)
# Bytecode is written even where PYTHONDONTWRITEBYTECODE is set: the app is compiled once up front, so the workers'
# collection and every `stolik` the tests start load it instead of compiling ~300 modules from source each time.
test: .stamp-test
	$(PY) -m mypy
	env -u PYTHONDONTWRITEBYTECODE $(PY) -m compileall -q app engine
	env -u PYTHONDONTWRITEBYTECODE $(PY) -m pytest -n auto --dist worksteal

test-fast: .stamp-test
	$(PY) -m mypy
	$(PY) -m pytest -n auto -m "not e2e and not slow"

bench: .stamp-install
	$(VENV)/bin/stolik bench

clean:
	rm -rf $(VENV) .stamp-install .stamp-test *.egg-info
