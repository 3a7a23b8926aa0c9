import { setTimeout as sleep } from 'node:timers/promises';
import { ENV } from '#shared/environment';
import type { TurnAnswer, TurnRequest, TurnRules } from '#shared/story-turns';
import { dynamoDocumentClient } from '#adapters/aws-clients';
import { requireEnv } from '#core/config';
import { logger } from '#core/logger';
// Installs Powertools' Logger as the sink of the domain's logger (core holds no AWS library).
import '#adapters/observability/powertools-logger';
// Its use case's module counts metrics on other steps (none here); the sink is installed as on every step.
import '#adapters/observability/powertools-metrics';
import { releaseTurn, takeTurn, TurnContentionError, type StoryTurnPorts } from './story-turns';
import { createTurnStore, createWaitingStories } from './turn-store';

const client = dynamoDocumentClient();
const ports: StoryTurnPorts = {
  turns: createTurnStore(client, requireEnv(ENV.storyTurnsTable)),
  stories: createWaitingStories(client, requireEnv(ENV.storiesTable)),
  now: () => Date.now(),
  pause: (ms) => sleep(ms),
};
const rules = JSON.parse(requireEnv(ENV.storyTurnRules)) as TurnRules;

/**
 * The StoryPipeline's TakeTurn… and ReleaseTurn… states (see story-turns.ts): a thin adapter. One log line
 * per turn taken after a wait, with ids and the wait only; a question answered "wait" logs nothing (a long
 * line asks often).
 */
export async function handler(request: TurnRequest): Promise<TurnAnswer | { released: boolean }> {
  const rule = rules[request.medium];
  if (!rule) throw new Error(`No turn rule for ${request.medium}`);
  if (request.action === 'release') {
    try {
      await releaseTurn(ports, request.medium, request.storyId);
      return { released: true };
    } catch (error) {
      // The story is made: it does not fail for this. Its turn comes back to the line when its lease ends.
      if (!(error instanceof TurnContentionError)) throw error;
      logger.warn('turn kept until its lease', { storyId: request.storyId, medium: request.medium });
      return { released: false };
    }
  }
  const answer = await takeTurn(ports, request, { limit: rule.limit, leaseMs: rule.leaseSeconds * 1000 });
  if (answer.admitted && answer.waitedMs > 0) logger.info('turn taken', { storyId: request.storyId, medium: request.medium, waitedMs: answer.waitedMs });
  return answer;
}
