# The two newcomer commands: `make lab` and `make test`. Both create .venv and install into it.
PYTHON ?= python3
VENV   := .venv
BIN    := $(VENV)/bin
SUM    := $(shell cksum < pyproject.toml | cut -d' ' -f1)
STAMP  := $(VENV)/.installed-$(SUM)
# what a learner needs (the `lab` extra: the tables, the analysis, JupyterLab); the test extra
# holds it too
LAB_STAMP := $(VENV)/.lab-installed-$(SUM)
# setuptools prints a note on every editable install ("Editable installation. Please be careful
# with folders ..."): nothing is wrong, but a newcomer reads it as a warning
PIP    := PYTHONWARNINGS="ignore:Editable installation" $(BIN)/python -m pip

# the play app's Voila template (voila.json), which an editable install leaves out
VOILA_TEMPLATE = mkdir -p $(VENV)/share/jupyter/voila/templates && \
	cp -r share/jupyter/voila/templates/sanmarco $(VENV)/share/jupyter/voila/templates/

.PHONY: install lab play test fuzz bench golden notebooks reset-notebooks clean fast test-fast

$(STAMP): pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install -q --upgrade pip
	$(PIP) install -q -e '.[test]'
	$(VOILA_TEMPLATE)
	rm -f $(VENV)/.installed-* $(VENV)/.lab-installed-* && touch $@ $(LAB_STAMP)

$(LAB_STAMP): pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install -q --upgrade pip
	$(PIP) install -q -e '.[lab]'
	$(VOILA_TEMPLATE)
	rm -f $(VENV)/.lab-installed-* && touch $@

install: $(STAMP)

# `make lab PORT=8890 ARGS=--no-browser`: another port (default 8888, or the next free one), and
# the address printed instead of a browser opened (a shared or remote machine); ARGS takes any
# other JupyterLab option. As root, JupyterLab wants --allow-root.
AS_ROOT := $(if $(filter 0,$(shell id -u)),--allow-root)
START   := /lab/tree/notebooks/00_start_here.ipynb
lab: $(LAB_STAMP)  ## JupyterLab on the whole repository, the start notebook open
	$(BIN)/jupyter lab $(AS_ROOT) --ServerApp.root_dir="$(CURDIR)" --LabApp.default_url=$(START) \
		$(if $(PORT),--port=$(PORT)) $(ARGS)

# the play app alone, for a class (voila.json beside this Makefile: kernels of closed tabs are
# given back); `make play PORT=8866 ARGS=--Voila.ip=0.0.0.0` serves it to the class network
play: $(LAB_STAMP)  ## the play app (Voila): a game against bots, or a seat in a classroom room
	$(BIN)/voila notebooks/play.ipynb $(if $(PORT),--port=$(PORT)) $(ARGS)

# playing saves the tables' outputs into the lessons: this puts the committed ones back (a
# learner's own new notebooks are kept)
reset-notebooks:  ## the lessons as committed (undoes what playing saved into them)
	git checkout -- notebooks/

# on two cores (pytest-xdist; `JOBS=4 make test` on more): a module's tests, or a notebook's
# cells, stay together on one worker (a room server or a hub starts once, a notebook runs in
# order); `JOBS=0` runs them in one process. The slowest tests are listed at the end
XDIST := -n $(or $(JOBS),2) --dist loadscope
test: install  ## every test: engine, widgets, notebooks (nbval), browser
	$(BIN)/python -m pytest tests notebooks docs/solutions --nbval --nbval-current-env $(XDIST) \
		--nbval-sanitize-with tests/notebooks/sanitize.cfg --ignore-glob='tests/*.ipynb' \
		--durations=15 $(PYTEST_ARGS)

fuzz: install  ## the fuzz tests' long profile (5,000 fresh hostile inputs per test; minutes)
	ulimit -v 8000000 && SANMARCO_FUZZ=long $(BIN)/python -m pytest tests/test_fuzz.py -q -p no:cacheprovider $(PYTEST_ARGS)

bench: install  ## the speed figures of the engines and of a click in the San Marco table
	$(BIN)/python -m sanmarco_nb bench
	$(BIN)/python benchmarks/widget_latency.py

# The optional compiled engine (Cython, pure-Python mode) goes to build/fast, never into the
# installed package: `pip install -e .` stays pure. Needs a C compiler.
FAST := $(CURDIR)/build/fast
fast: install  ## build the compiled engine into build/fast
	$(BIN)/python -m pip install -q 'cython>=3.0'
	$(BIN)/python tools/build_fast.py

# the engine and analysis tests against the compiled build: build/fast first on the path, and
# -P so that the pure sources in this folder do not come first. The slow ones (a coach's game
# against itself reviewed, 48,000 iterations of plain CFR: 11 minutes) run once, in `make test`
test-fast: fast  ## the engine and analysis tests against the compiled build
	PYTHONPATH=$(FAST) $(BIN)/python -P -c 'import sanmarco_nb, sys; print("build:", sanmarco_nb.BUILD); sys.exit(sanmarco_nb.BUILD != "compiled")'
	PYTHONPATH=$(FAST) $(BIN)/python -P -m pytest tests/sanmarco tests/artsociety tests/analysis \
		$(wildcard tests/test_contract.py) -q -p no:cacheprovider -m "not slow" $(XDIST) \
		$(PYTEST_ARGS)

notebooks: install  ## re-run every notebook and save its outputs (after a deliberate change)
	$(BIN)/python tests/notebooks/refresh.py

golden: install  ## regenerate the golden playthroughs after a deliberate rules change
	$(BIN)/python tests/sanmarco/golden/make_golden.py
	$(BIN)/python tests/artsociety/golden/make_golden.py

clean:
	rm -rf $(VENV) build *.egg-info
