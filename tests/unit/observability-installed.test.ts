import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { backendImportGraph, reachableFrom, ROOT } from './support/backend-import-graph';

/**
 * The domain's logger and metrics are ports (functions/core/logger.ts, functions/core/observability/metrics.ts:
 * core holds no AWS library, issue 29 item 2); a Lambda entry gets Powertools behind them only by importing the
 * adapters (functions/adapters/observability/). An entry that forgot would log on the console and drop its
 * metrics, silently: so every entry that reaches a port must reach its adapter.
 */
const DOMAIN_LOGGER = 'functions/core/logger.ts';
const POWERTOOLS_LOGGER = 'functions/adapters/observability/powertools-logger.ts';
const DOMAIN_METRICS = 'functions/core/observability/metrics.ts';
const POWERTOOLS_METRICS = 'functions/adapters/observability/powertools-metrics.ts';
const NOT_HANDLERS = new Set(['core', 'adapters', 'story-makers']);

/** Each handler folder's `handler.ts`, and the pipeline's steps (its files that export a `handler`). */
function lambdaEntries(): string[] {
  const folders = readdirSync(join(ROOT, 'functions'), { withFileTypes: true }).filter((entry) => entry.isDirectory() && !NOT_HANDLERS.has(entry.name));
  const handlers = folders.map(({ name }) => `functions/${name}/handler.ts`).filter((file) => existsSync(join(ROOT, file)));
  const steps = readdirSync(join(ROOT, 'functions/story-pipeline'))
    .map((name) => `functions/story-pipeline/${name}`)
    .filter((file) => file.endsWith('.ts') && /^export (const|async function|function) handler\b/m.test(readFileSync(join(ROOT, file), 'utf8')));
  return [...handlers, ...steps];
}

/** The entries that reach `port` without reaching `adapter`. */
function missing(graph: ReadonlyMap<string, readonly string[]>, entries: readonly string[], port: string, adapter: string): string[] {
  return entries.filter((entry) => {
    const reached = reachableFrom(graph, entry);
    return reached.has(port) && !reached.has(adapter);
  });
}

describe('Powertools behind the domain’s ports (functions/adapters/observability/)', () => {
  it('should find an entry that reaches the logger port without its adapter', () => {
    // Arrange
    const graph = new Map([
      ['functions/new-handler/handler.ts', ['functions/core/new-use-case.ts']],
      ['functions/core/new-use-case.ts', [DOMAIN_LOGGER]],
      ['functions/good-handler/handler.ts', ['functions/core/new-use-case.ts', POWERTOOLS_LOGGER]],
    ]);

    // Act
    const forgotten = missing(graph, ['functions/new-handler/handler.ts', 'functions/good-handler/handler.ts'], DOMAIN_LOGGER, POWERTOOLS_LOGGER);

    // Assert
    expect(forgotten).toEqual(['functions/new-handler/handler.ts']);
  });

  it('should have every Lambda entry that logs or counts through the domain install Powertools', () => {
    // Arrange
    const graph = backendImportGraph();
    const entries = lambdaEntries();

    // Act
    const withoutLogger = missing(graph, entries, DOMAIN_LOGGER, POWERTOOLS_LOGGER);
    const withoutMetrics = missing(graph, entries, DOMAIN_METRICS, POWERTOOLS_METRICS);

    // Assert: the entries are the real ones (the API's, the triggers' and the pipeline's steps), and none forgot
    expect(entries).toEqual(expect.arrayContaining(['functions/stories/handler.ts', 'functions/auth-post-confirmation/handler.ts', 'functions/story-pipeline/take-turn.ts']));
    expect(entries.length).toBeGreaterThanOrEqual(25);
    expect(withoutLogger).toEqual([]);
    expect(withoutMetrics).toEqual([]);
  });
});
