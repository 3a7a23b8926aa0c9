import { ExecutionAlreadyExists, SFNClient, StartExecutionCommand } from '@aws-sdk/client-sfn';
import type { StoryPipelineStarter } from '#core/stories/create-story';

/**
 * Starts the StoryPipeline state machine. The execution is named after the story, so a story can never
 * run twice: a second start of the same story is a no-op. The endpoint comes from the SDK's own
 * `AWS_ENDPOINT_URL_SFN` in the local twin.
 */
export function createStoryPipelineStarter(stateMachineArn: string, client: SFNClient = new SFNClient({})): StoryPipelineStarter {
  return {
    async start(input) {
      try {
        await client.send(new StartExecutionCommand({ stateMachineArn, name: input.storyId, input: JSON.stringify(input) }));
      } catch (error) {
        if (error instanceof ExecutionAlreadyExists) return;
        throw error;
      }
    },
  };
}