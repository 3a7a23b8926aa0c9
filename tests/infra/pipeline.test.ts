import { App } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_MAKER_CONCURRENCY } from '../../infra/constructs/pipeline';
import { localFunctionArn } from '../../infra/local/engine/step-functions';
import { PROJECT_ROOT } from '../../infra/project-root';
import { ContesMagiquesStack } from '../../infra/stack';
import { customSdkCallsOf } from '../../infra/local/engine/resource-types/aws-custom-resource';
import { stateMachinesOf } from '../../infra/local/engine/resource-types/state-machine';
import { resolveValue, resourcesOfType } from '../../infra/local/engine/template';
import { ENTRY_METADATA_KEY } from '../../infra/constructs/lambda-function';
import type { CloudFormationTemplate } from '../../infra/synth';
import { ENV } from '#shared/environment';
import { SEEDED_SCENARIOS } from '#shared/scenarios';
import { synthesizeForTests } from './synthesized-stack';
import { synthOutdir } from './synth-outdir';

const outdir = synthOutdir();

type State = {
  Type: string;
  Choices?: { Next: string }[];
  Default?: string;
  Resource?: string;
  Next?: string;
  End?: boolean;
  Retry?: { ErrorEquals: string[]; MaxAttempts: number; BackoffRate: number; IntervalSeconds: number; MaxDelaySeconds?: number; JitterStrategy?: string }[];
  Catch?: { ErrorEquals: string[]; Next: string; ResultPath?: string }[];
  Branches?: { StartAt: string; States: Record<string, State> }[];
  ResultPath?: string | null;
  Error?: string;
};
type Definition = { StartAt: string; States: Record<string, State> };

function pipelineDefinition(template: CloudFormationTemplate): Definition {
  const [machine] = stateMachinesOf(template);
  const resolver = (logicalId: string) => localFunctionArn(logicalId);
  return JSON.parse(String(resolveValue(machine!.definitionString, resolver))) as Definition;
}

describe('the StoryPipeline state machine', () => {
  let template: CloudFormationTemplate;
  let definition: Definition;

  beforeAll(() => {
    template = synthesizeForTests({ outdir }).template;
    definition = pipelineDefinition(template);
  });

  it('should run GenerateText beside DrawOpening, then GenerateImage and GenerateAudio in parallel after the text, then DrawRest, then Complete', () => {
    // Assert
    expect(definition.StartAt).toBe('TextAndOpening');
    const start = definition.States.TextAndOpening!;
    expect(start.Type).toBe('Parallel');
    expect(start.Branches!.map((branch) => branch.StartAt)).toEqual(['GenerateText', 'DrawOpening']);
    const [textBranch] = start.Branches!;
    expect(textBranch!.States.GenerateText!.Next).toBe('Media');
    const media = textBranch!.States.Media!;
    expect(media.Type).toBe('Parallel');
    expect(media.Branches!.map((branch) => branch.StartAt)).toEqual(['GenerateImage', 'GenerateAudio']);
    // The branches' outputs are dropped: the keys flow on, never media.
    expect(media.ResultPath).toBeNull();
    expect(start.ResultPath).toBeNull();
    expect(start.Next).toBe('DrawRest');
    expect(definition.States.DrawRest!.Next).toBe('Complete');
    expect(definition.States.Complete!.Next).toBe('Done');
  });

  it('should retry every generating task on outages: 3 more attempts, back-off 2, full jitter; a rate limit (a throttled function, OpenAI’s 429) through a bedtime peak', () => {
    // Arrange
    const [textBranch, openingBranch] = definition.States.TextAndOpening!.Branches!;
    const media = textBranch!.States.Media!.Branches!.map((branch) => Object.values(branch.States)[0]!);
    const tasks = [textBranch!.States.GenerateText!, openingBranch!.States.DrawOpening!, ...media, definition.States.DrawRest!, definition.States.Complete!];

    // Assert
    for (const task of tasks) {
      expect(task.Retry).toEqual([
        // A maker function at its reserved concurrency, or OpenAI's rate limit: the story waits its turn (over an hour, all but surely).
        { ErrorEquals: ['Lambda.TooManyRequestsException', 'StoryMakerThrottledError'], MaxAttempts: 400, BackoffRate: 2, IntervalSeconds: 5, MaxDelaySeconds: 30, JitterStrategy: 'FULL' },
        expect.objectContaining({
          ErrorEquals: expect.arrayContaining(['StoryMakerUnavailableError', 'ThrottlingException']),
          MaxAttempts: 3,
          BackoffRate: 2,
          IntervalSeconds: 2,
          JitterStrategy: 'FULL',
        }),
      ]);
      for (const retrier of task.Retry!) expect(retrier.ErrorEquals).not.toContain('States.ALL');
      // A story deleted meanwhile is never tried again.
      for (const retrier of task.Retry!) expect(retrier.ErrorEquals).not.toContain('StoryGoneError');
    }
  });

  it('should catch any failure of the text and the media, DrawRest or the completion into MarkFailed, then Fail, unless the story was deleted', () => {
    // Assert
    for (const name of ['TextAndOpening', 'DrawRest', 'Complete']) {
      expect(definition.States[name]!.Catch).toEqual([{ ErrorEquals: ['States.ALL'], Next: 'MarkFailed', ResultPath: '$.error' }]);
    }
    expect(definition.States.MarkFailed!.Next).toBe('WasStoryDeleted');
    expect(definition.States.MarkFailed!.Retry![0]).toMatchObject({ ErrorEquals: ['States.ALL'], MaxAttempts: 5 });
    const choice = definition.States.WasStoryDeleted!;
    expect(choice).toMatchObject({ Type: 'Choice', Default: 'Failed' });
    expect(JSON.stringify(choice.Choices)).toContain('"Variable":"$.storyGone"');
    expect(choice.Choices!.map((rule) => rule.Next)).toEqual(['StoryDeleted']);
    expect(definition.States.StoryDeleted).toMatchObject({ Type: 'Succeed' });
    expect(definition.States.Failed).toMatchObject({ Type: 'Fail', Error: 'StoryFailed' });
  });

  it('should log every event without execution data, trace, and raise no alarm that reaches nobody', () => {
    // Arrange
    const assertions = Template.fromJSON(template);

    // Assert
    assertions.hasResourceProperties('AWS::StepFunctions::StateMachine', {
      StateMachineType: 'STANDARD',
      TracingConfiguration: { Enabled: true },
      LoggingConfiguration: Match.objectLike({ Level: 'ALL', IncludeExecutionData: false }),
    });
    // The failed executions' alarm is the Observability construct's (observability.test.ts), with the SNS topic as its action.
    const alarms = Object.values(template.Resources).filter((resource) => resource.Type === 'AWS::CloudWatch::Alarm');
    expect(alarms.length).toBeGreaterThan(0);
    for (const alarm of alarms) expect(alarm.Properties?.AlarmActions).toHaveLength(1);
  });

  it('should give the generating functions the memory and time they need, and the refund step alone the accounts table', () => {
    // Arrange
    const functions = Object.values(template.Resources).filter((resource) => resource.Type === 'AWS::Lambda::Function');
    const byService = (name: string) =>
      functions.find((resource) => (resource.Properties?.Environment as { Variables?: Record<string, unknown> } | undefined)?.Variables?.POWERTOOLS_SERVICE_NAME === name)!.Properties!;
    const variables = (name: string) => Object.keys((byService(name).Environment as { Variables: Record<string, unknown> }).Variables);

    // Assert
    expect(byService('pipeline-generate-audio')).toMatchObject({ MemorySize: 3008, Timeout: 600 });
    expect(byService('pipeline-generate-image')).toMatchObject({ Timeout: 480 });
    expect(variables('pipeline-fail-story')).toContain(ENV.accountsTable);
    for (const name of ['pipeline-generate-text', 'pipeline-generate-image', 'pipeline-generate-audio', 'pipeline-complete-story']) {
      expect(variables(name)).not.toContain(ENV.accountsTable);
      expect(variables(name)).toEqual(expect.arrayContaining([ENV.storiesTable, ENV.mediaBucket]));
    }
  });

  it('should reserve 10 concurrent executions for each maker function and the image regeneration by default, none for the other steps', () => {
    // Arrange
    const functions = Object.values(template.Resources).filter((resource) => resource.Type === 'AWS::Lambda::Function');
    const reservedOf = (name: string) =>
      functions.find((resource) => (resource.Properties?.Environment as { Variables?: Record<string, unknown> } | undefined)?.Variables?.POWERTOOLS_SERVICE_NAME === name)!.Properties!
        .ReservedConcurrentExecutions;

    // Assert
    for (const name of ['pipeline-generate-text', 'pipeline-generate-image', 'pipeline-generate-audio', 'generate-image']) {
      expect(reservedOf(name), name).toBe(DEFAULT_MAKER_CONCURRENCY);
    }
    expect(DEFAULT_MAKER_CONCURRENCY).toBe(10);
    // The refund must never wait behind a reservation; the API functions share the account's pool.
    for (const name of ['pipeline-fail-story', 'pipeline-complete-story', 'generate-story', 'profiles']) expect(reservedOf(name), name).toBeUndefined();
  });

  it('should take the reservation from the makerConcurrency context value, and reserve nothing with 0', () => {
    // Arrange
    const reservations = (context: Record<string, unknown>) => {
      const app = new App({ outdir, context: { 'aws:cdk:bundling-stacks': [], ...context } });
      const stack = new ContesMagiquesStack(app, 'ContesMagiques', { siteAssetsPath: join(PROJECT_ROOT, 'tests', 'fixtures', 'web-dist') });
      return Object.values(Template.fromStack(stack).findResources('AWS::Lambda::Function')).flatMap((fn) =>
        (fn as { Properties: { ReservedConcurrentExecutions?: number } }).Properties.ReservedConcurrentExecutions ?? [],
      );
    };

    // Act
    const fromContext = reservations({ makerConcurrency: '3' });
    const off = reservations({ makerConcurrency: '0' });

    // Assert
    expect(fromContext).toEqual([3, 3, 3, 3]);
    expect(off).toEqual([]);
    expect(() => reservations({ makerConcurrency: 'beaucoup' })).toThrow(/makerConcurrency/);
  });

  it('should tell the text step, and only it, how many pictures a story gets: the context value, else 1 with OpenAI and 3 with the embedded story makers', () => {
    // Arrange
    const counts = (context: Record<string, unknown>, openAi = false) => {
      const app = new App({ outdir, context: { 'aws:cdk:bundling-stacks': [], ...(openAi ? { openAiSecretName: 'contes/openai' } : {}), ...context } });
      const stack = new ContesMagiquesStack(app, 'ContesMagiques', { siteAssetsPath: join(PROJECT_ROOT, 'tests', 'fixtures', 'web-dist') });
      const template = Template.fromStack(stack).toJSON() as CloudFormationTemplate;
      return Object.fromEntries(
        resourcesOfType(template, 'AWS::Lambda::Function').flatMap(([, fn]) => {
          const value = (fn.Properties as { Environment?: { Variables?: Record<string, unknown> } }).Environment?.Variables?.[ENV.illustrationsPerStory];
          return value === undefined ? [] : [[String(fn.Metadata?.[ENTRY_METADATA_KEY]), value]];
        }),
      );
    };

    // Act
    const embedded = counts({});
    const openAi = counts({}, true);
    const fromContext = counts({ illustrationsPerStory: '2' }, true);

    // Assert
    expect(embedded).toEqual({ 'functions/story-pipeline/generate-text.ts': '3' });
    expect(openAi).toEqual({ 'functions/story-pipeline/generate-text.ts': '1' });
    expect(fromContext).toEqual({ 'functions/story-pipeline/generate-text.ts': '2' });
    for (const wrong of ['0', '4', 'trois']) expect(() => counts({ illustrationsPerStory: wrong })).toThrow(/illustrationsPerStory must be a whole number from 1 to 3/);
  });

  it("should let generate-story and story-sequel (a story's next episode), and only them, start the pipeline, and tell them the ARN", () => {
    // Arrange
    const assertions = Template.fromJSON(template);
    const starters = Object.values(assertions.findResources('AWS::IAM::Policy')).filter((policy) =>
      JSON.stringify(policy).includes('states:StartExecution'),
    );

    // Assert
    expect(starters).toHaveLength(2);
    for (const name of ['generate-story', 'story-sequel']) {
      assertions.hasResourceProperties('AWS::Lambda::Function', {
        Environment: { Variables: Match.objectLike({ POWERTOOLS_SERVICE_NAME: name, [ENV.storyPipelineArn]: Match.anyValue() }) },
      });
    }
  });
});

describe('the predefined scenarios', () => {
  it('should be seeded by one BatchWriteItem of at least 12 items into the scenarios table, each on the byCatalogue index', () => {
    // Arrange
    const template = synthesizeForTests({ outdir }).template;

    // Act
    const [seed] = customSdkCallsOf(template);
    const call = JSON.parse(String(resolveValue(seed!.create, (logicalId) => logicalId))) as {
      service: string;
      action: string;
      parameters: { RequestItems: Record<string, { PutRequest: { Item: Record<string, { S?: string; N?: string }> } }[]> };
    };

    // Assert
    expect([call.service, call.action]).toEqual(['DynamoDB', 'batchWriteItem']);
    const [[tableLogicalId, items]] = Object.entries(call.parameters.RequestItems) as [[string, { PutRequest: { Item: Record<string, { S?: string; N?: string }> } }[]]];
    expect(template.Resources[tableLogicalId]?.Type).toBe('AWS::DynamoDB::Table');
    expect(items.length).toBe(SEEDED_SCENARIOS.length);
    expect(items.length).toBeGreaterThanOrEqual(12);
    expect(items[3]!.PutRequest.Item).toMatchObject({ catalogue: { S: 'predefined' }, position: { N: '3' }, id: { S: SEEDED_SCENARIOS[3]!.id } });
  });

  it('should be listed through an index, so the API never scans', () => {
    // Assert
    Template.fromJSON(synthesizeForTests({ outdir }).template).hasResourceProperties('AWS::DynamoDB::Table', {
      GlobalSecondaryIndexes: [Match.objectLike({ IndexName: 'byCatalogue', KeySchema: [{ AttributeName: 'catalogue', KeyType: 'HASH' }, { AttributeName: 'position', KeyType: 'RANGE' }] })],
    });
  });
});
