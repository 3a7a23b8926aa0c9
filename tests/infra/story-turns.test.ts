import { beforeAll, describe, expect, it } from 'vitest';
import { localFunctionArn } from '../../infra/local/engine/step-functions';
import { stateMachinesOf } from '../../infra/local/engine/resource-types/state-machine';
import { resolveValue, resourcesOfType } from '../../infra/local/engine/template';
import type { CloudFormationTemplate } from '../../infra/synth';
import { ENV } from '#shared/environment';
import { synthesizeForTests, functionWithEntry } from './synthesized-stack';
import { synthOutdir } from './synth-outdir';

const outdir = synthOutdir();

type State = { Type: string; Resource?: string; Next?: string; Seconds?: number; Default?: string; Parameters?: Record<string, unknown>; ResultPath?: string | null; Choices?: { Variable: string; Next: string; BooleanEquals?: boolean; StringEquals?: string }[]; Branches?: { StartAt: string; States: Record<string, State> }[]; Catch?: { ErrorEquals: string[]; Next: string; ResultPath?: string }[] };
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
    // Arrange: the text and the opening picture side by side, the narration after the text (issue 30).
    const definition = definitionOf(openAi);
    const [textBranch, openingBranch] = definition.States.TextAndOpening!.Branches!;
    const text = textBranch!.States;
    const audioBranch = text.Media!.Branches![1]!;

    // Assert
    expect(textBranch!.StartAt).toBe('TakeTurnText');
    expect(text.TakeTurnText).toMatchObject({
      Type: 'Task',
      Parameters: { action: 'take', medium: 'text', 'userId.$': '$.userId', 'storyId.$': '$.storyId' },
      ResultPath: '$.turn',
      Next: 'TurnText',
    });
    const choice = text.TurnText!;
    expect(choice.Choices!.map((rule) => [rule.Variable, rule.BooleanEquals ?? rule.StringEquals, rule.Next])).toEqual([
      ['$.turn.admitted', true, 'GenerateText'],
      ['$.turn.pause', 'near', 'WaitTurnTextNear'],
      ['$.turn.pause', 'mid', 'WaitTurnTextMid'],
    ]);
    expect(choice.Default).toBe('WaitTurnTextFar');
    expect([text.WaitTurnTextNear, text.WaitTurnTextMid, text.WaitTurnTextFar]).toEqual([
      { Type: 'Wait', Seconds: 2, Next: 'TakeTurnText' },
      { Type: 'Wait', Seconds: 10, Next: 'TakeTurnText' },
      { Type: 'Wait', Seconds: 60, Next: 'TakeTurnText' },
    ]);
    expect(text.GenerateText!.Next).toBe('ReleaseTurnText');
    expect(text.ReleaseTurnText).toMatchObject({ Parameters: { action: 'release', medium: 'text', 'storyId.$': '$.storyId' }, ResultPath: null, Next: 'Media' });
    // The opening picture takes the image turn; the narration its own.
    expect(openingBranch!.StartAt).toBe('TakeTurnImage');
    expect(openingBranch!.States.TurnImage!.Choices![0]!.Next).toBe('DrawOpening');
    expect(openingBranch!.States.DrawOpening!.Next).toBe('ReleaseTurnImage');
    expect(audioBranch.StartAt).toBe('TakeTurnAudio');
    expect(audioBranch.States.GenerateAudio!.Next).toBe('ReleaseTurnAudio');
    // A failure while taking or giving back a turn is the story's failure, refunded (MarkFailed gives its turns back).
    expect(definition.States.TextAndOpening!.Catch![0]!.Next).toBe('MarkFailed');
  });

  it('should make DrawRest take the image turn after the text and the opening, give it back before Complete, and leave GenerateImage without one', () => {
    // Arrange
    const definition = definitionOf(openAi);
    const states = definition.States;
    const caught = [{ ErrorEquals: ['States.ALL'], Next: 'MarkFailed', ResultPath: '$.error' }];

    // Assert: DrawRest's 2–3 pictures wait in the image line like the opening, in states of their own.
    expect(states.TextAndOpening!.Next).toBe('TakeTurnImageRest');
    expect(states.TakeTurnImageRest).toMatchObject({
      Type: 'Task',
      Parameters: { action: 'take', medium: 'image', 'userId.$': '$.userId', 'storyId.$': '$.storyId' },
      ResultPath: '$.turn',
      Next: 'TurnImageRest',
      Catch: caught,
    });
    const choice = states.TurnImageRest!;
    expect(choice.Choices!.map((rule) => [rule.Variable, rule.BooleanEquals ?? rule.StringEquals, rule.Next])).toEqual([
      ['$.turn.admitted', true, 'DrawRest'],
      ['$.turn.pause', 'near', 'WaitTurnImageRestNear'],
      ['$.turn.pause', 'mid', 'WaitTurnImageRestMid'],
    ]);
    expect(choice.Default).toBe('WaitTurnImageRestFar');
    expect([states.WaitTurnImageRestNear, states.WaitTurnImageRestMid, states.WaitTurnImageRestFar]).toEqual([
      { Type: 'Wait', Seconds: 2, Next: 'TakeTurnImageRest' },
      { Type: 'Wait', Seconds: 10, Next: 'TakeTurnImageRest' },
      { Type: 'Wait', Seconds: 60, Next: 'TakeTurnImageRest' },
    ]);
    expect(states.DrawRest).toMatchObject({ Next: 'ReleaseTurnImageRest', Catch: caught });
    expect(states.ReleaseTurnImageRest).toMatchObject({
      Parameters: { action: 'release', medium: 'image', 'storyId.$': '$.storyId' },
      ResultPath: null,
      Next: 'Complete',
      Catch: caught,
    });
    // The same function as the other turns' states, so the same line (and MarkFailed's release of the image turn).
    expect(states.TakeTurnImageRest!.Resource).toBe(states.TextAndOpening!.Branches![0]!.States.TakeTurnText!.Resource);
    // GenerateImage draws on OpenAI only what DrawRest would otherwise draw (the opening already attached): no turn of its own.
    const imageBranch = states.TextAndOpening!.Branches![0]!.States.Media!.Branches![0]!;
    expect(imageBranch.StartAt).toBe('GenerateImage');
    expect(Object.keys(imageBranch.States)).toEqual(['GenerateImage']);
  });

  it('should leave the embedded makers without turns: no rate limit to wait for, their reservation a cost cap', () => {
    // Act
    const definition = definitionOf(embedded);
    const names = (states: Record<string, State>): string[] =>
      Object.entries(states).flatMap(([name, state]) => [name, ...(state.Branches ?? []).flatMap((branch) => names(branch.States))]);

    // Assert
    expect(names(definition.States)).toContain('GenerateText');
    expect(names(definition.States).filter((name) => name.includes('Turn'))).toEqual([]);
    expect(definition.States.TextAndOpening!.Next).toBe('DrawRest');
    expect(definition.States.DrawRest!.Next).toBe('Complete');
    expect(resourcesOfType(embedded, 'AWS::DynamoDB::Table').filter(([logicalId]) => /StoryPipelineTurns/.test(logicalId))).toEqual([]);
    expect(variablesOf(embedded, 'functions/story-pipeline/generate-text.ts')[ENV.storyTurnsTable]).toBeUndefined();
  });

  it('should give the text step the speech turn’s table and rules, read and write, for the opening it narrates while the text streams (issue 30)', () => {
    // Arrange
    const [textId, textFunction] = functionWithEntry(openAi, 'functions/story-pipeline/generate-text.ts');
    const text = variablesOf(openAi, 'functions/story-pipeline/generate-text.ts');
    const turnFunction = variablesOf(openAi, 'functions/story-pipeline/take-turn.ts');
    const [tableId] = resourcesOfType(openAi, 'AWS::DynamoDB::Table').find(([logicalId]) => /StoryPipelineTurns/.test(logicalId))!;
    const roleId = (textFunction.Properties!.Role as { 'Fn::GetAtt': [string, string] })['Fn::GetAtt'][0];

    // Act
    const statements = resourcesOfType(openAi, 'AWS::IAM::Policy')
      .filter(([, policy]) => JSON.stringify(policy.Properties!.Roles).includes(`"${roleId}"`))
      .flatMap(([, policy]) => (policy.Properties!.PolicyDocument as { Statement: { Action: string | string[]; Resource: unknown }[] }).Statement)
      .filter((statement) => JSON.stringify(statement.Resource).includes(`"${tableId}"`));

    // Assert
    expect(textId).toMatch(/GenerateText|generatetext/i);
    expect(text[ENV.storyTurnsTable]).toEqual(turnFunction[ENV.storyTurnsTable]);
    expect(JSON.parse(String(text[ENV.storyTurnRules])).audio).toEqual({ limit: 10, leaseSeconds: 600 * 4 + 120 });
    const actions = statements.flatMap((statement) => [statement.Action].flat());
    expect(actions).toEqual(expect.arrayContaining(['dynamodb:GetItem', 'dynamodb:PutItem']));
  });
});
