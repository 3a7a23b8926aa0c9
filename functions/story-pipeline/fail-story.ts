import { setTimeout as sleep } from 'node:timers/promises';
import { ENV } from '#shared/environment';
import type { StoryMedium } from '#shared/story-makers-files';
import type { TurnRules } from '#shared/story-turns';
import { dynamoDocumentClient } from '#adapters/aws-clients';
import { requireEnv } from '#core/config';
import { createStoryCreditRepository } from '#adapters/stories/story-credit-repository';
import { failStory, type FailureInput, type PipelineFailurePorts } from '#core/stories/story-pipeline';
import { pipelineStep, storePorts } from './pipeline-ports';
import { releaseTurn } from './story-turns';
import { createTurnStore } from './turn-store';

const ports: PipelineFailurePorts = {
  ...storePorts,
  credits: createStoryCreditRepository(dynamoDocumentClient(), { stories: requireEnv(ENV.storiesTable), accounts: requireEnv(ENV.accountsTable) }),
};

// Bound only when the makers take turns (a reservation: shared/story-turns.ts).
const turnsTable = process.env[ENV.storyTurnsTable];
const turnPorts = turnsTable ? { turns: createTurnStore(dynamoDocumentClient(), turnsTable), pause: (ms: number) => sleep(ms) } : undefined;
const turnMedia = Object.keys(JSON.parse(process.env[ENV.storyTurnRules] ?? '{}') as TurnRules) as StoryMedium[];

/**
 * The StoryPipeline's MarkFailed step: the story fails and its credit comes back, once (see story-pipeline.ts).
 * First, whatever turn the story held or waited for goes to the next story: a step that failed, or a branch
 * the Parallel cancelled while it waited, never gave it back.
 */
export const handler = pipelineStep('fail-story', () => ports, async (failurePorts, input: FailureInput) => {
  // Never in the refund's way: a turn the line was too busy to take back returns when its lease ends.
  if (turnPorts) await Promise.allSettled(turnMedia.map((medium) => releaseTurn(turnPorts, medium, input.storyId)));
  return failStory(failurePorts, input);
});
