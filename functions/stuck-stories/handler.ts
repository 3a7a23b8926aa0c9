import type { ScheduledEvent } from 'aws-lambda';
import { ENV } from '#shared/environment';
import { dynamoDocumentClient } from '#adapters/aws-clients';
import { requireEnv } from '#core/config';
import { logger } from '#core/logger';
// Installs Powertools' Logger as the sink of the domain's logger (core holds no AWS library).
import '#adapters/observability/powertools-logger';
import { withMetrics } from '#adapters/observability/powertools-metrics';
import { createPendingStoryRepository } from '#adapters/stories/pending-story-repository';
import { recoverStuckStories, type RecoveryReport } from '#core/stories/recover-stuck-stories';
import { createStoryCreditRepository } from '#adapters/stories/story-credit-repository';
import { createStoryPipelineExecutions } from '#adapters/stories/story-pipeline-executions';
import { createStoryRepository } from '#adapters/stories/story-repository';

const client = dynamoDocumentClient();
const storiesTable = requireEnv(ENV.storiesTable);
const ports = {
  pending: createPendingStoryRepository(client, storiesTable),
  stories: createStoryRepository(client, storiesTable),
  credits: createStoryCreditRepository(client, { stories: storiesTable, accounts: requireEnv(ENV.accountsTable) }),
  executions: createStoryPipelineExecutions(requireEnv(ENV.storyPipelineArn)),
};

/**
 * The stuck-story job, run on a schedule (an EventBridge rule on AWS, the twin's schedules locally): see
 * recover-stuck-stories.ts. The event carries nothing the job needs. Logs hold ids and counts only; the
 * stories it failed and refunded are counted (metrics flushed at every return).
 */
export const handler = withMetrics(async (event: Partial<ScheduledEvent> = {}): Promise<RecoveryReport> => {
  const report = await recoverStuckStories(ports);
  const summary = {
    scheduledAt: event.time,
    examined: report.examined,
    recovered: report.recovered.length,
    running: report.running,
    finished: report.finished,
    errors: report.errors,
  };
  // A recovered story means a run was lost or a refund failed: worth a look. A run with nothing to do says so quietly.
  if (report.recovered.length > 0 || report.errors > 0) logger.warn('stuck stories', summary);
  else logger.debug('stuck stories', summary);
  return report;
});
