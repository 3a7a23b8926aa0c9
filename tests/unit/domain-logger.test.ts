import { afterEach, describe, expect, it, vi } from 'vitest';

/** The domain's logger loaded afresh (its sink is module state), with the console's lines captured. */
async function freshLogger() {
  vi.resetModules();
  const lines: string[] = [];
  for (const method of ['log', 'warn', 'error'] as const) vi.spyOn(console, method).mockImplementation((line: unknown) => void lines.push(String(line)));
  const module = await import('#core/logger');
  return { ...module, lines };
}

afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

describe('the domain logger (functions/core/logger.ts, a port: issue 29 item 2)', () => {
  it('should send each line to the sink an adapter installed', async () => {
    // Arrange
    const { logger, installLogSink } = await freshLogger();
    const received: unknown[][] = [];
    installLogSink({
      debug: (...line) => void received.push(['debug', ...line]),
      info: (...line) => void received.push(['info', ...line]),
      warn: (...line) => void received.push(['warn', ...line]),
      error: (...line) => void received.push(['error', ...line]),
    });

    // Act
    logger.info('story created', { storyId: 's-1' });
    logger.error('step failed', new Error('boom'));

    // Assert
    expect(received.map((line) => line.slice(0, 2))).toEqual([
      ['info', 'story created'],
      ['error', 'step failed'],
    ]);
  });

  it('should write JSON on the console from the level Powertools’ switch sets when no sink is installed', async () => {
    // Arrange
    vi.stubEnv('POWERTOOLS_LOG_LEVEL', 'WARN');
    const { logger, lines } = await freshLogger();

    // Act
    logger.info('not written');
    logger.warn('written', { storyId: 's-2' });
    logger.error('with an error', new TypeError('bad input'));

    // Assert
    const records = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(records.map(({ level, message }) => ({ level, message }))).toEqual([
      { level: 'WARN', message: 'written' },
      { level: 'ERROR', message: 'with an error' },
    ]);
    expect(records[0]).toMatchObject({ storyId: 's-2' });
    expect(records[1]).toMatchObject({ error: { name: 'TypeError', message: 'bad input' } });
  });

  it('should install Powertools as the sink when a Lambda entry imports the adapter', async () => {
    // Arrange
    const { logger } = await freshLogger();
    const { powertoolsLogger } = await import('#adapters/observability/powertools-logger');
    const warned = vi.spyOn(powertoolsLogger, 'warn').mockImplementation(() => {});

    // Act
    logger.warn('refused', { problem: 'stale' });

    // Assert
    expect(warned).toHaveBeenCalledWith('refused', { problem: 'stale' });
  });
});
