# StateKit: `make run` starts the demo, `make test` runs every test.

SWIFT_BIN := $(firstword $(wildcard /opt/swift/usr/bin))
ifneq ($(SWIFT_BIN),)
export PATH := $(SWIFT_BIN):$(PATH)
endif

SWIFT ?= swift
DEMO := .build/debug/statekit-demo
ARGS ?=

.PHONY: run build test deps format clean

run: deps build
	@$(DEMO) $(ARGS)

build: deps
	$(SWIFT) build

test: deps
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build
	bash Tests/EndToEnd/run.sh $(DEMO)

# ncursesw headers to build against, tmux for the end-to-end tests.
deps:
	@missing=""; \
	[ -f /usr/include/ncursesw/curses.h ] || missing="$$missing libncursesw5-dev"; \
	command -v tmux >/dev/null 2>&1 || missing="$$missing tmux"; \
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
	$(SWIFT) format --in-place --recursive Package.swift Sources Tests

clean:
	rm -rf .build
