import { DescribeExecutionCommand, SFNClient, StartExecutionCommand } from '@aws-sdk/client-sfn';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localStateMachineArn } from '../../infra/local/engine/step-functions';
import { resourcesOfType } from '../../infra/local/engine/template';
import { startTwin, type Twin } from '../../infra/local/twin';
import { PROJECT_ROOT } from '../../infra/project-root';
import { synthesizeStateMachineStack } from '../fixtures/state-machine/stack';
import { waitFor } from '../support/wait-for';

describe('state machines of the template on the local twin', () => {
  let twin: Twin;
  let dataDir: string;
  let stepFunctions: SFNClient;
  let stateMachineArn: string;

  beforeAll(async () => {
    const template = synthesizeStateMachineStack();
    dataDir = mkdtempSync(join(tmpdir(), 'contes-sfn-'));
    twin = await startTwin({
      port: 0,
      dataDir,
      inMemory: true,
      template,
      webDist: join(PROJECT_ROOT, 'tests', 'fixtures', 'web-dist'),
      retryIntervalOverrides: { Double: 0 },
    });
    stepFunctions = new SFNClient({ endpoint: twin.endpoints.stepFunctions, region: 'eu-west-3', credentials: { accessKeyId: 'local', secretAccessKey: 'local' } });
    const [[logicalId]] = resourcesOfType(template, 'AWS::StepFunctions::StateMachine') as [[string, unknown]];
    stateMachineArn = localStateMachineArn(logicalId);
  });

  afterAll(async () => {
    await twin?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  async function runToEnd(input: object) {
    const { executionArn } = await stepFunctions.send(new StartExecutionCommand({ stateMachineArn, input: JSON.stringify(input) }));
    return waitFor(
      async () => {
        const execution = await stepFunctions.send(new DescribeExecutionCommand({ executionArn }));
        return execution.status === 'RUNNING' ? undefined : execution;
      },
      { timeoutMs: 20_000, intervalMs: 20, description: `execution ${String(executionArn)} to end` },
    );
  }

  it('should run the tasks, the parallel branches and the retries through the real SDK client', async () => {
    // Act
    const execution = await runToEnd({ runId: 'ok', value: 21, failTimes: 2 });

    // Assert
    expect(execution.status).toBe('SUCCEEDED');
    expect(JSON.parse(execution.output!)).toEqual({ result: 'valeur 21 → 42', attempts: 3 });
  });

  it('should follow Catch to the compensating task and end in Fail when a branch fails for good', async () => {
    // Arrange
    const { compensated } = await import('../fixtures/state-machine/mark-failed');

    // Act
    const execution = await runToEnd({ runId: 'boom', value: 1, explode: true });

    // Assert
    expect(execution.status).toBe('FAILED');
    expect(execution.error).toBe('PipelineFailed');
    expect(compensated).toContainEqual({ runId: 'boom', error: 'BoomError' });
  });

  it('should fail after the last retry when throttling never stops', async () => {
    // Act
    const execution = await runToEnd({ runId: 'always-throttled', value: 1, failTimes: 10 });

    // Assert
    expect(execution.status).toBe('FAILED');
  });
});
