// Sums the results of every runner of `npm test` into the one closing line CI reads.
// A runner that left no report counts as one failure: a crash must never look like a pass.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const dir = process.argv[2] ?? 'test-results';
let passed = 0;
let failed = 0;
const lines = [];

function add(name, ok, ko) {
  passed += ok;
  failed += ko;
  lines.push(`${name}: ${ok} passed, ${ko} failed`);
}

for (const file of readdirSync(dir).filter((name) => name.startsWith('check-')).sort()) {
  const ok = readFileSync(join(dir, file), 'utf8').trim() === 'pass';
  add(file.slice('check-'.length), ok ? 1 : 0, ok ? 0 : 1);
}

const vitest = join(dir, 'vitest.json');
if (existsSync(vitest)) {
  const report = JSON.parse(readFileSync(vitest, 'utf8'));
  // A file that failed to load has no tests but fails the run.
  const brokenFiles = (report.testResults ?? []).filter((file) => file.status === 'failed' && file.assertionResults.length === 0).length;
  add('vitest', report.numPassedTests, report.numFailedTests + brokenFiles);
} else add('vitest (no report)', 0, 1);

const e2e = join(dir, 'e2e.json');
if (existsSync(e2e)) {
  const { stats, errors = [] } = JSON.parse(readFileSync(e2e, 'utf8'));
  add('e2e', stats.expected + stats.flaky, stats.unexpected + errors.length);
} else add('e2e (no report)', 0, 1);

for (const line of lines) console.log(`  ${line}`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 && passed > 0 ? 0 : 1);
