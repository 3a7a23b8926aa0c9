import { vi } from 'vitest';

/** One EMF record as Powertools writes it. */
export interface EmfRecord {
  _aws: { CloudWatchMetrics: { Namespace: string; Dimensions: string[][]; Metrics: { Name: string; Unit: string }[] }[] };
  [key: string]: unknown;
}

/**
 * The metrics module (with its Powertools sink) and the story pipeline's use cases loaded afresh with Powertools on and writing to the
 * global console (POWERTOOLS_DEV), so that each EMF line it would write to CloudWatch Logs is captured here.
 * The caller's afterEach undoes it: `vi.unstubAllEnvs()` and `vi.restoreAllMocks()`.
 */
export async function loadWithMetrics() {
  vi.resetModules();
  vi.stubEnv('POWERTOOLS_DEV', 'true');
  vi.stubEnv('POWERTOOLS_METRICS_DISABLED', 'false');
  const lines: string[] = [];
  vi.spyOn(console, 'log').mockImplementation((line: unknown) => void lines.push(String(line)));
  // The adapter first: it installs Powertools as the sink of the fresh domain module it imports.
  await import('#adapters/observability/powertools-metrics');
  const metrics = await import('#core/observability/metrics');
  const pipeline = await import('#core/stories/story-pipeline');
  const emfLines = () => lines.filter((line) => line.includes('"_aws"'));
  const records = () => emfLines().map((line) => JSON.parse(line) as EmfRecord);
  return { metrics, pipeline, records, emfLines };
}
