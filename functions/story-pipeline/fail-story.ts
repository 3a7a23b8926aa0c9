import { ENV } from '../../shared/environment';
import { dynamoDocumentClient } from '../core/aws-clients';
import { requireEnv } from '../core/config';
import { createStoryCreditRepository } from '../core/stories/story-credit-repository';
import { failStory, type PipelineFailurePorts } from '../core/stories/story-pipeline';
import { pipelineStep, storePorts } from './pipeline-ports';

const ports: PipelineFailurePorts = {
  ...storePorts,
  credits: createStoryCreditRepository(dynamoDocumentClient(), { stories: requireEnv(ENV.storiesTable), accounts: requireEnv(ENV.accountsTable) }),
};

/** The StoryPipeline's MarkFailed step: the story fails and its credit comes back, once (see story-pipeline.ts). */
export const handler = pipelineStep('fail-story', () => ports, failStory);
