#!/usr/bin/env bash
# `npm test`: every check of the project, then one line "N passed, N failed" summing all runners.
# Order: static checks, unit + web components + infra + integration tests (vitest), size budgets, e2e (Playwright).
set -uo pipefail
cd "$(dirname "$0")/.."
results=test-results
rm -rf "$results" && mkdir -p "$results"
export CDK_DISABLE_CLI_TELEMETRY=true
# The tests use what `npm install` cached (scripts/postinstall.mjs): nothing leaves the machine.
export STORY_MAKERS_NO_DOWNLOAD=1
# npm puts node_modules/.bin first on the PATH: this is the pinned Node (package.json devDependency `node`).
echo "── Node $(node --version) (the Lambdas' runtime: nodejs24.x)"

check() { # name, command...: a check that counts as one test
  local name=$1; shift
  echo "── $name"
  if "$@"; then echo "pass" >"$results/check-$name"; else echo "fail" >"$results/check-$name"; fi
}

check typecheck npm run --silent typecheck
check lint npm run --silent lint
echo "── vitest (unit, web, infra, integration)"
npx vitest run --reporter=default --reporter=json --outputFile.json="$results/vitest.json"
check bench-size npm run --silent bench:size
check bench-story-render npm run --silent bench:story-render
check bench-lighthouse npm run --silent bench:lighthouse
echo "── e2e (Playwright, Chromium)"
npx playwright test --config e2e/playwright.config.ts

node scripts/summarize-tests.mjs "$results"
