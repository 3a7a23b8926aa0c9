import { ENV } from '#shared/environment';
import { dynamoDocumentClient, s3 } from '#adapters/aws-clients';
import { requireEnv } from '#core/config';
import { logger } from '#core/logger';
// Installs Powertools' Logger as the sink of the domain's logger (core holds no AWS library).
import '#adapters/observability/powertools-logger';
import { countStepError, publishMetrics, recordStepDuration } from '#core/observability/metrics';
// Installs Powertools as the sink of the steps' metrics (the domain declares them and holds no SDK).
import '#adapters/observability/powertools-metrics';
import type { traceStep } from '#adapters/observability/tracing';
import type { PipelineStep } from '#shared/metrics';
import type { PipelineInput } from '#core/stories/story';
import { createStoryMediaRepository } from '#adapters/stories/story-media-repository';
import type { PipelineStorePorts } from '#core/stories/story-pipeline';
import { createStoryRepository } from '#adapters/stories/story-repository';

/**
 * The tables and bucket every pipeline step uses, built once per execution environment. The story
 * makers are added by `pipeline-makers.ts` (each making step its own), imported only by those steps, so the
 * Complete and MarkFailed functions do not carry the illustrator's and narrator's native files; the
 * credit store only by MarkFailed, the one step that may touch an account.
 */
const client = dynamoDocumentClient();
const storiesTable = requireEnv(ENV.storiesTable);
export const storePorts: PipelineStorePorts = {
  stories: createStoryRepository(client, storiesTable),
  media: createStoryMediaRepository(s3(), requireEnv(ENV.mediaBucket)),
};

/**
 * A Lambda handler for one step: the state's input holds keys only; errors keep their name (Step
 * Functions retries and catches by it). Logs carry ids, never the child's data. Its metrics (its duration,
 * a story maker's error, what the use case counted) are flushed before it returns or throws. `trace`: the
 * step's Powertools Tracer (functions/adapters/observability/tracing.ts), passed by the steps that carry it.
 */
export function pipelineStep<P, I extends PipelineInput, O>(
  step: PipelineStep,
  ports: () => Promise<P> | P,
  run: (ports: P, input: I) => Promise<O>,
  trace?: typeof traceStep,
) {
  return async (input: I): Promise<O> => {
    // The keys go with each entry rather than `appendKeys`: the local twin runs the parallel steps in one
    // process, sharing one logger.
    const keys = { storyId: input.storyId, step };
    const started = Date.now();
    try {
      const work = async () => run(await ports(), input);
      const output = await (trace ? trace(step, input.storyId, work) : work());
      const durationMs = Date.now() - started;
      recordStepDuration(step, durationMs);
      logger.info('step done', { ...keys, durationMs });
      return output;
    } catch (error) {
      const name = error instanceof Error ? error.name : 'unknown';
      countStepError(name);
      // A story deleted with its profile while it was made is expected, not a fault worth a warning.
      if (name === 'StoryGoneError') logger.info('story gone', { ...keys, durationMs: Date.now() - started });
      else logger.warn('step failed', { ...keys, durationMs: Date.now() - started, error: name });
      throw error;
    } finally {
      publishMetrics();
    }
  };
}
