import { DescribeExecutionCommand, ExecutionDoesNotExist, SFNClient } from '@aws-sdk/client-sfn';
import type { PipelineExecutions } from '#core/stories/recover-stuck-stories';

/**
 * The ARN of a story's pipeline run: executions are named after the story (story-pipeline-starter.ts), and
 * an execution's ARN is its state machine's with `execution` for `stateMachine` and the name appended.
 */
export function storyExecutionArn(stateMachineArn: string, storyId: string): string {
  const parts = stateMachineArn.split(':');
  if (parts.length !== 7 || parts[5] !== 'stateMachine') throw new Error(`Not a state machine ARN: ${stateMachineArn}`);
  parts[5] = 'execution';
  return `${parts.join(':')}:${storyId}`;
}

/**
 * Asks Step Functions (DescribeExecution, allowed on this state machine's executions only) whether a story's
 * run is going. A run waiting for a redrive counts as going. Any other error (throttled, denied) is thrown:
 * the job then leaves the story alone, never refunding on a doubt. The endpoint comes from the SDK's own
 * `AWS_ENDPOINT_URL_SFN` in the local twin.
 */
export function createStoryPipelineExecutions(stateMachineArn: string, client: SFNClient = new SFNClient({})): PipelineExecutions {
  return {
    async stateOf(storyId) {
      try {
        const { status } = await client.send(new DescribeExecutionCommand({ executionArn: storyExecutionArn(stateMachineArn, storyId) }));
        return status === 'RUNNING' || status === 'PENDING_REDRIVE' ? 'running' : 'ended';
      } catch (error) {
        if (error instanceof ExecutionDoesNotExist) return 'missing';
        throw error;
      }
    },
  };
}