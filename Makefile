# StateKit: `make run` starts the demo, `make test` runs every test, `make soak` the long ones.

SWIFT_BIN := $(firstword $(wildcard /opt/swift/usr/bin))
ifneq ($(SWIFT_BIN),)
export PATH := $(SWIFT_BIN):$(PATH)
endif

SWIFT ?= swift
DEMO := .build/debug/statekit-demo
ARGS ?=

BASELINE := .build/counter-baseline
FIELD_BASELINE := .build/field-baseline
RELEASE := .build/release
# Release builds link the Swift runtime and Foundation into the program
# (`--static-swift-stdlib`), with the toolchain's lld packing the relative
# relocations of a position-independent program (`-z pack-relative-relocs`):
# the counter starts without scanning 2 MB of relocation records, maps 10
# shared libraries instead of 25, and rests in 1.2 MB less (BENCHMARKS.md).
# The functions a start runs are placed side by side
# (Linking/start-order.txt, written by Benchmarks/start_order.py), so the
# counter rests in 3.7 MB less code. A generic type the code names, such as
# a dictionary's storage, is made by calling its metadata function with the
# conformances the compiler knows, not by decoding its mangled name, which
# asks the runtime for each conformance and scans every conformance record
# of the program the first time (`-disable-concrete-type-metadata-mangled-
# name-accessors`): the counter starts in 1.4 M fewer instructions, the
# to-do list in 4.1 M, for 62 KB of code. Every release build here uses the
# same flags: a change of them rebuilds all.
START_ORDER := $(CURDIR)/Linking/start-order.txt
RELEASE_BUILD := $(SWIFT) build -c release --static-swift-stdlib \
	-Xswiftc -use-ld=lld -Xlinker -z -Xlinker pack-relative-relocs \
	-Xlinker --symbol-ordering-file=$(START_ORDER) -Xlinker --no-warn-symbol-ordering \
	-Xswiftc -Xfrontend -Xswiftc -disable-concrete-type-metadata-mangled-name-accessors

.PHONY: run build test soak bench deps format lint lint-sources api-check api docs docs-preview bin-path clean

run: deps build
	@$(DEMO) $(ARGS)

build: deps
	$(SWIFT) build

# Flags for every debug build that CI makes: .ci/run passes `-Xswiftc -gnone`
# and `--disable-index-store`, as its build is thrown away after one run and
# no one debugs it (a clean build of the package and its tests took 144 s and
# 275 CPU-seconds without debug information, 164 s and 311 with it, on 2
# cores; an index for all of it took a quarter of the CPU, and only the test
# targets' is read: Package.swift), and has each module compiled whole on two
# threads (lint's build and the tests', from clean: 353 CPU-seconds in batch
# mode, 249 whole; ARCHITECTURE.md, "The test run").
# Every target here passes the same flags, so that no step rebuilds another's.
BUILD_FLAGS ?=

# One build, then the unit tests, the language-mode builds and the end-to-end
# areas (in three parts) side by side: each prints whole once it ends.
# ALONGSIDE="TARGET ..." runs other make targets, one after another, beside
# them: ones that only read the build (.ci/run's docs and API check), told by
# BUILT=1 not to build: a build would wait for the lock `swift test` holds on
# .build.
ALONGSIDE ?=
# Where make docs draws the examples' screens.
SCREENSHOTS := Sources/StateKit/StateKit.docc/Resources/Screenshots
test: deps
	$(SWIFT) build --build-tests $(BUILD_FLAGS)
	bash Tests/parallel.sh '$(SWIFT) test --skip-build' \
		'bash Tests/EndToEnd/run.sh $(DEMO) demo history unavailable' \
		'bash Tests/EndToEnd/run.sh $(DEMO) apps nothing_lost protocols' \
		'bash Tests/EndToEnd/run.sh $(DEMO) examples inline' \
		'bash Tests/LanguageModes/build.sh .build/debug' \
		$(if $(ALONGSIDE),'$(MAKE) --no-print-directory $(ALONGSIDE) BUILT=1')

# The long variants: a million updates and 100,000 tab switches in a release
# build (fails if resident memory grows by 1 MB after warm-up or views that
# left the tree stay alive), then the randomized tests and the end-to-end
# storms at ten times their length, then a monkey of random keys, clicks,
# wheel notches and resizes over every program, each ended by Ctrl-C.
# STATEKIT_SEED=N replays a seed.
soak: deps
	$(RELEASE_BUILD) --product statekit-demo
	$(RELEASE)/statekit-demo soak --mode sliced --updates 1000000 --tab-switches 100000 --seed $${STATEKIT_SEED:-1}
	$(RELEASE)/statekit-demo soak --mode observable --updates 200000 --tab-switches 20000 --seed $${STATEKIT_SEED:-1}
	$(RELEASE)/statekit-demo soak --mode monolithic --updates 200000 --tab-switches 20000 --seed $${STATEKIT_SEED:-1}
	$(SWIFT) build --build-tests
	STATEKIT_SOAK=1 $(SWIFT) test --skip-build --filter 'Fuzz|Hostile|Storm|Lifetime|LineEditorModel'
	STATEKIT_SOAK=1 bash Tests/EndToEnd/run.sh $(DEMO)
	python3 Tests/EndToEnd/monkey.py .build/debug --events 3000 --seed $${STATEKIT_SEED:-20261127}

# Release builds, the C baseline, then every benchmark. Each script judges its
# own targets (Benchmarks/targets.py) and exits with 1 on a miss; the run goes
# on to the end regardless, then report.py prints one line per target, writes
# BENCHMARKS.md's "latest run" from the figures, and fails if any was missed.
BENCH_JSON := .build/stress.json .build/stress-misses.json .build/bench.json .build/callgrind.json \
	.build/list.json .build/example-bytes.json .build/navigation-bytes.json .build/form.json .build/long-text.json \
	.build/gradient.json .build/startup.json .build/field.json .build/inline.json
bench: deps $(BASELINE) $(FIELD_BASELINE)
	$(RELEASE_BUILD) --product statekit-demo
	$(RELEASE_BUILD) --product statekit-counter
	$(RELEASE_BUILD) --product example-long-list
	$(RELEASE_BUILD) --product example-slicing-sliced
	$(RELEASE_BUILD) --product example-contacts
	$(RELEASE_BUILD) --product example-todo-list
	$(RELEASE_BUILD) --product example-ship
	@python3 -c 'import pyte, pexpect' 2>/dev/null || python3 -m pip install --quiet pyte pexpect
	@command -v valgrind >/dev/null 2>&1 || { [ "$$(id -u)" = 0 ] && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq valgrind >/dev/null; } || true
	@rm -f $(BENCH_JSON)
	@echo "== machine: $$(nproc) cores, $$(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ //')"
	@echo "== an update's cost against the number of panes (statekit-demo stress)"
	-python3 Benchmarks/stress_series.py $(RELEASE)/statekit-demo --updates 20000 --json .build/stress.json
	@echo "== the same update's instructions and cache misses at 10 and 10,000 panes (callgrind: exact, whatever the load)"
	-python3 Benchmarks/stress_misses.py $(RELEASE)/statekit-demo --json .build/stress-misses.json
	@echo "== bytes and CPU through a pseudo-terminal, against hand-written ncurses"
	@rm -rf .build/bench-state
	-python3 Benchmarks/pty_bench.py --baseline baseline --json .build/bench.json \
		baseline=$(BASELINE) counter=$(RELEASE)/statekit-counter \
		"demo=$(RELEASE)/statekit-demo --mode sliced --no-highlight --state-dir .build/bench-state" \
		"demo-highlighting=$(RELEASE)/statekit-demo --mode sliced --state-dir .build/bench-state"
	@echo "== instructions per + (callgrind: exact, whatever the load)"
	-python3 Benchmarks/callgrind_keys.py baseline=$(BASELINE) counter=$(RELEASE)/statekit-counter --json .build/callgrind.json
	@echo "== a lazy List at 100 and 1,000,000 rows (example-long-list)"
	-python3 Benchmarks/list_bench.py $(RELEASE)/example-long-list --rows 100 1000000 --json .build/list.json
	@echo "== a SwiftUI program as written: bytes per press of its focused button"
	-python3 Benchmarks/example_bytes.py $(RELEASE)/example-slicing-sliced --presses 200 --json .build/example-bytes.json
	@echo "== pushing, popping and an alert: bytes against a full frame (example-contacts at 80x24)"
	-python3 Benchmarks/navigation_bytes.py $(RELEASE)/example-contacts --times 20 --json .build/navigation-bytes.json
	@echo "== typing in one field of a Form of 5 and of 200 fields (statekit-demo form-stress)"
	-python3 Benchmarks/form_bench.py $(RELEASE)/statekit-demo --json .build/form.json
	@echo "== long text: a key beside a row of 100,000 CJK characters, and typed in a field of 100 KB"
	-python3 Benchmarks/long_text_bench.py $(RELEASE)/statekit-demo --json .build/long-text.json
	@echo "== a change to one of twenty cards on gradients, against cards on one colour (statekit-demo gradient-stress)"
	-python3 Benchmarks/gradient_bench.py $(RELEASE)/statekit-demo --json .build/gradient.json
	@echo "== a key typed in a form's field through a pseudo-terminal, against ncurses's form library in C"
	-python3 Benchmarks/field_bench.py baseline="$(FIELD_BASELINE) 5" \
		"statekit=$(RELEASE)/statekit-demo form-stress --rows 5 --terminal" --json .build/field.json
	@echo "== inline: a progress update's bytes against full screen, and 10,000 log lines above a live view against printing them plainly"
	-python3 Benchmarks/inline_bench.py $(RELEASE)/statekit-demo $(RELEASE)/example-ship --json .build/inline.json
	@echo "== start: exec to the first frame, one key and quit (callgrind, whole process), and memory at rest"
	-python3 Benchmarks/startup_bench.py baseline=$(BASELINE) counter=$(RELEASE)/statekit-counter \
		todo=$(RELEASE)/example-todo-list --json .build/startup.json
	python3 Benchmarks/report.py --results .build --markdown BENCHMARKS.md

$(BASELINE): Benchmarks/Baseline/counter.c
	@mkdir -p .build
	gcc -O2 -Wall -Wextra -o $@ $< -lncursesw

$(FIELD_BASELINE): Benchmarks/Baseline/field.c
	@mkdir -p .build
	gcc -O2 -Wall -Wextra -o $@ $< -lformw -lncursesw

# ncursesw headers to build against (its form library's too, for the C
# baseline of a field), tmux for the end-to-end tests, and the terminal types
# beyond the base set (xterm-direct, for true colour) for them.
deps:
	@missing=""; \
	[ -f /usr/include/ncursesw/curses.h ] && [ -f /usr/include/ncursesw/form.h ] || missing="$$missing libncursesw5-dev"; \
	[ -f /usr/include/png.h ] || missing="$$missing libpng-dev"; \
	[ -f /usr/include/jpeglib.h ] || missing="$$missing libjpeg-dev"; \
	command -v tmux >/dev/null 2>&1 || missing="$$missing tmux"; \
	[ -f /usr/share/terminfo/x/xterm-direct ] || missing="$$missing ncurses-term"; \
	[ -f /usr/share/unicode/EastAsianWidth.txt ] || missing="$$missing unicode-data"; \
	if [ -n "$$missing" ]; then \
		if [ "$$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then \
			echo "installing:$$missing"; \
			DEBIAN_FRONTEND=noninteractive apt-get update -qq && \
			DEBIAN_FRONTEND=noninteractive apt-get install -y -qq $$missing >/dev/null; \
		else \
			echo "StateKit needs:$$missing. Install with: sudo apt-get install -y$$missing" >&2; exit 1; \
		fi; \
	fi

format:
	$(SWIFT) format --in-place --parallel --recursive Package.swift Sources Tests

# The format (`make format` fixes it), the layers (ARCHITECTURE.md's graph,
# Tests/Layers), the width table against the Unicode data it is written from
# (Tests/Unicode), then the public API against its record in Tests/API (`make
# api` writes the record anew). CI checks the sources first, before any
# build, and the API while the tests run: it only reads the build, and a
# build of its own waited for a core the rest of the build could have used.
lint: lint-sources api-check

lint-sources: deps
	$(SWIFT) format lint --strict --parallel --recursive Package.swift Sources Tests
	python3 Tests/Layers/check_layers.py
	python3 Tests/Unicode/width_table.py --check

api-check: deps
	$(if $(BUILT),,$(SWIFT) build $(BUILD_FLAGS) --target StateKitTesting)
	python3 Tests/API/api_record.py --check

# Writes the record of the public API anew, after a change meant to alter it.
api: deps
	$(SWIFT) build --target StateKitTesting
	python3 Tests/API/api_record.py --write

# The DocC archive of the StateKit and StateKitTesting libraries, one site
# for static hosting, in .build/docs (Tests/Docs/build_archive.sh: symbol
# graphs from the debug build's modules, then docc). Warnings (a broken symbol
# link, a missing page) fail the build, and so does a public symbol without a
# summary (Tests/Docs/check_docs.py reads docc's coverage reports), and so
# does a document naming a file the repository lacks (Tests/Docs/check_paths.py).
# First it draws every example's screen as a picture (Tests/Docs/screenshots.sh)
# into the catalog, which the README and the articles show, and fails when a
# picture differs from the one committed (or staged): a change of look is
# committed with the code that made it. Tests/Docs/check_look.sh reads the
# same screens as text, with colour and without.
docs: deps
	$(if $(BUILT),,$(SWIFT) build $(BUILD_FLAGS))
	bash Tests/Docs/screenshots.sh .build/debug $(SCREENSHOTS)
	bash Tests/Docs/check_look.sh .build/debug
	@changed=$$(git status --porcelain -- $(SCREENSHOTS) 2>/dev/null | grep -v '^. ' || true); [ -z "$$changed" ] || { echo "$$changed"; \
		echo "docs: the examples' pictures above changed; look at them, then commit them" >&2; exit 1; }
	bash Tests/Docs/build_archive.sh .build/debug .build/docs .build/docs-work
	python3 Tests/Docs/check_paths.py
	python3 Tests/Docs/check_docs.py .build/docs .build/docs-work/StateKitTesting.doccarchive/documentation-coverage.json

# DocC's pages fetch their content at absolute paths, which browsers refuse
# from file:// URLs: any static server will do, this one at
# http://127.0.0.1:8000/documentation/statekit/
docs-preview: docs
	python3 -m http.server 8000 --bind 127.0.0.1 --directory .build/docs

# The directory a debug build with BUILD_FLAGS puts its products in.
bin-path:
	@$(SWIFT) build --show-bin-path $(BUILD_FLAGS)

clean:
	rm -rf .build
