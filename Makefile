# The two newcomer commands: `make lab` and `make test`. Both create .venv and install into it.
PYTHON ?= python3
VENV   := .venv
BIN    := $(VENV)/bin
STAMP  := $(VENV)/.installed-$(shell cksum < pyproject.toml | cut -d' ' -f1)

.PHONY: install lab test fuzz bench golden notebooks clean

$(STAMP): pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install -q --upgrade pip
	$(BIN)/python -m pip install -q -e '.[test]'
	rm -f $(VENV)/.installed-* && touch $@

install: $(STAMP)

lab: install  ## open JupyterLab on the start notebook (as root, JupyterLab wants --allow-root)
	$(BIN)/jupyter lab $(if $(filter 0,$(shell id -u)),--allow-root) notebooks/00_start_here.ipynb

test: install  ## every test: engine, widgets, notebooks (nbval), browser
	$(BIN)/python -m pytest tests notebooks --nbval --nbval-current-env \
		--nbval-sanitize-with tests/notebooks/sanitize.cfg --ignore-glob='tests/*.ipynb' \
		$(PYTEST_ARGS)

fuzz: install  ## the fuzz tests' long profile (5,000 fresh hostile inputs per test; minutes)
	ulimit -v 8000000 && SANMARCO_FUZZ=long $(BIN)/python -m pytest tests/test_fuzz.py -q -p no:cacheprovider $(PYTEST_ARGS)

bench: install  ## the speed figures of the engines and of a click in the San Marco table
	$(BIN)/python -m sanmarco_nb bench
	$(BIN)/python benchmarks/widget_latency.py

notebooks: install  ## re-run every notebook and save its outputs (after a deliberate change)
	$(BIN)/python tests/notebooks/refresh.py

golden: install  ## regenerate the golden playthroughs after a deliberate rules change
	$(BIN)/python tests/sanmarco/golden/make_golden.py
	$(BIN)/python tests/artsociety/golden/make_golden.py

clean:
	rm -rf $(VENV) build *.egg-info
