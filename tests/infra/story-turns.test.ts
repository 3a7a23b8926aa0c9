import { beforeAll, describe, expect, it } from 'vitest';
import { localFunctionArn } from '../../infra/local/engine/step-functions';
import { stateMachinesOf } from '../../infra/local/engine/resource-types/state-machine';
import { resolveValue, resourcesOfType } from '../../infra/local/engine/template';
import type { CloudFormationTemplate } from '../../infra/synth';
import { ENV } from '../../shared/environment';
import { synthesizeForTests, functionWithEntry } from './synthesized-stack';
import { synthOutdir } from './synth-outdir';

const outdir = synthOutdir();

type State = { Type: string; Next?: string; Seconds?: number; Default?: string; Parameters?: Record<string, unknown>; ResultPath?: string | null; Choices?: { Variable: string; Next: string; BooleanEquals?: boolean; StringEquals?: string }[]; Branches?: { StartAt: string; States: Record<string, State> }[]; Catch?: { Next: string }[] };
type Definition = { StartAt: string; States: Record<string, State> };

function definitionOf(template: CloudFormationTemplate): Definition {
  const [machine] = stateMachinesOf(template);
  return JSON.parse(String(resolveValue(machine!.definitionString, (logicalId) => localFunctionArn(logicalId)))) as Definition;
}
const variablesOf = (template: CloudFormationTemplate, entry: string) =>
  (functionWithEntry(template, entry)[1].Properties!.Environment as { Variables: Record<string, unknown> }).Variables;

describe('the story makers’ turns (issue 28, item 7)', () => {
  let openAi: CloudFormationTemplate;
  let embedded: CloudFormationTemplate;

  beforeAll(() => {
    openAi = synthesizeForTests({ outdir, context: { openAiSecretName: 'contes/openai', openAiTier: '2' } }).template;
    embedded = synthesizeForTests({ outdir }).template;
    // Two syntheses: seconds each, a minute and more on a machine shared by many test runs.
  }, 240_000);

  it('should keep each medium’s line in a table keyed by medium, paid per request', () => {
    // Act
    const tables = resourcesOfType(openAi, 'AWS::DynamoDB::Table').filter(([logicalId]) => /StoryPipelineTurns/.test(logicalId));

    // Assert
    expect(tables).toHaveLength(1);
    expect(tables[0]![1].Properties).toMatchObject({ KeySchema: [{ AttributeName: 'medium', KeyType: 'HASH' }], BillingMode: 'PAY_PER_REQUEST' });
  });

  it('should give the turn function the tier’s limits, the same as the makers’ reservations, with leases covering every attempt of a step', () => {
    // Act
    const turnFunction = variablesOf(openAi, 'functions/story-pipeline/take-turn.ts');
    const failStory = variablesOf(openAi, 'functions/story-pipeline/fail-story.ts');

    // Assert: tier 2 (infra/openai-tier.ts), each step's timeout times its 4 attempts, and 2 minutes.
    expect(JSON.parse(String(turnFunction[ENV.storyTurnRules]))).toEqual({
      text: { limit: 4, leaseSeconds: 300 * 4 + 120 },
      image: { limit: 7, leaseSeconds: 480 * 4 + 120 },
      audio: { limit: 10, leaseSeconds: 600 * 4 + 120 },
    });
    expect(turnFunction[ENV.storyTurnsTable]).toBeDefined();
    expect(turnFunction[ENV.storiesTable]).toBeDefined();
    // MarkFailed gives back whatever turn a failed story held or waited for.
    expect(failStory[ENV.storyTurnsTable]).toEqual(turnFunction[ENV.storyTurnsTable]);
    expect(failStory[ENV.storyTurnRules]).toEqual(turnFunction[ENV.storyTurnRules]);
  });

  it('should make each maker wait its turn in Wait states chosen by its place in line, then give the turn back', () => {
    // Arrange
    const top = definitionOf(openAi);
    // The text's branch and the opening picture's, side by side (issue 30); the narration's after the text.
    const [definition, opening] = top.States.TextAndOpening!.Branches!;
    const { States: image } = opening!;

    // Assert
    expect(top.StartAt).toBe('TextAndOpening');
    expect(definition!.StartAt).toBe('TakeTurnText');
    expect(definition!.States.TakeTurnText).toMatchObject({
      Type: 'Task',
      Parameters: { action: 'take', medium: 'text', 'userId.$': '$.userId', 'storyId.$': '$.storyId' },
      ResultPath: '$.turn',
      Next: 'TurnText',
    });
    const choice = definition!.States.TurnText!;
    expect(choice.Choices!.map((rule) => [rule.Variable, rule.BooleanEquals ?? rule.StringEquals, rule.Next])).toEqual([
      ['$.turn.admitted', true, 'GenerateText'],
      ['$.turn.pause', 'near', 'WaitTurnTextNear'],
      ['$.turn.pause', 'mid', 'WaitTurnTextMid'],
    ]);
    expect(choice.Default).toBe('WaitTurnTextFar');
    expect([definition!.States.WaitTurnTextNear, definition!.States.WaitTurnTextMid, definition!.States.WaitTurnTextFar]).toEqual([
      { Type: 'Wait', Seconds: 2, Next: 'TakeTurnText' },
      { Type: 'Wait', Seconds: 10, Next: 'TakeTurnText' },
      { Type: 'Wait', Seconds: 60, Next: 'TakeTurnText' },
    ]);
    expect(definition!.States.GenerateText!.Next).toBe('ReleaseTurnText');
    expect(definition!.States.ReleaseTurnText).toMatchObject({ Parameters: { action: 'release', medium: 'text', 'storyId.$': '$.storyId' }, ResultPath: null, Next: 'Media' });
    // A failure while taking or giving back the text's turn is the story's failure, refunded: the branches' Parallel catches it.
    expect(top.States.TextAndOpening!.Catch![0]!.Next).toBe('MarkFailed');
    expect(definition!.States.Media!.Branches!.map((branch) => branch.StartAt)).toEqual(['GenerateImage', 'TakeTurnAudio']);
    // On OpenAI the pictures' requests are DrawOpening's, beside the text: the image turn is its.
    expect(opening!.StartAt).toBe('TakeTurnImage');
    expect(image.TurnImage!.Choices![0]!.Next).toBe('DrawOpening');
    expect(image.DrawOpening!.Next).toBe('ReleaseTurnImage');
  });

  it('should leave the embedded makers without turns: no rate limit to wait for, their reservation a cost cap', () => {
    // Act
    const definition = definitionOf(embedded);

    // Assert
    expect(definition.StartAt).toBe('TextAndOpening');
    expect(JSON.stringify(definition)).not.toContain('Turn');
    expect(resourcesOfType(embedded, 'AWS::DynamoDB::Table').filter(([logicalId]) => /StoryPipelineTurns/.test(logicalId))).toEqual([]);
  });
});
