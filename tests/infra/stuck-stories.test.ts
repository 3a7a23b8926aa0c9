import { beforeAll, describe, expect, it } from 'vitest';
import { ENTRY_METADATA_KEY } from '../../infra/constructs/lambda-function';
import { scheduledRulesOf } from '../../infra/local/engine/resource-types/events-rule';
import { ratePeriodMs } from '../../infra/local/engine/schedules';
import { resourcesOfType } from '../../infra/local/engine/template';
import type { CloudFormationTemplate } from '../../infra/synth';
import { ENV } from '#shared/environment';
import { STUCK_STORY_CHECK_EVERY_MINUTES } from '#shared/pipeline-failures';
import { PENDING_PARTITION_ATTRIBUTE, PENDING_SINCE_ATTRIBUTE, STORIES_BY_PENDING_SINCE_INDEX } from '#shared/tables';
import { synthesizeForTests } from './synthesized-stack';

type Resource = CloudFormationTemplate['Resources'][string];
type Statement = { Action: string | string[]; Resource: unknown; Effect: string };

describe('the stuck-story job in the stack', () => {
  let json: CloudFormationTemplate;
  let functionId: string;
  let fn: Resource;
  let stateMachineId: string;

  /** Every statement of the policies attached to the job's role. */
  const statements = (): Statement[] => {
    const roleId = (fn.Properties!.Role as { 'Fn::GetAtt': [string, string] })['Fn::GetAtt'][0];
    return resourcesOfType(json, 'AWS::IAM::Policy')
      .filter(([, policy]) => JSON.stringify(policy.Properties!.Roles) === JSON.stringify([{ Ref: roleId }]))
      .flatMap(([, policy]) => (policy.Properties!.PolicyDocument as { Statement: Statement[] }).Statement);
  };
  const actionsOf = (statement: Statement) => [statement.Action].flat();

  beforeAll(() => {
    json = synthesizeForTests().template;
    [[functionId, fn]] = resourcesOfType(json, 'AWS::Lambda::Function').filter(
      ([, resource]) => resource.Metadata?.[ENTRY_METADATA_KEY] === 'functions/stuck-stories/handler.ts',
    ) as [[string, Resource]];
    [[stateMachineId]] = resourcesOfType(json, 'AWS::StepFunctions::StateMachine') as [[string, Resource]];
  });

  it(`should run the function every ${STUCK_STORY_CHECK_EVERY_MINUTES} minutes from an enabled EventBridge rule, which may invoke it`, () => {
    // Act
    const rules = resourcesOfType(json, 'AWS::Events::Rule');
    const permissions = resourcesOfType(json, 'AWS::Lambda::Permission').map(([, permission]) => permission.Properties!);

    // Assert
    expect(rules).toHaveLength(1);
    const [[ruleId, rule]] = rules as [[string, Resource]];
    expect(rule.Properties).toMatchObject({
      ScheduleExpression: `rate(${STUCK_STORY_CHECK_EVERY_MINUTES} minutes)`,
      State: 'ENABLED',
      Targets: [expect.objectContaining({ Arn: { 'Fn::GetAtt': [functionId, 'Arn'] } })],
    });
    expect(permissions).toContainEqual(
      expect.objectContaining({ Action: 'lambda:InvokeFunction', Principal: 'events.amazonaws.com', FunctionName: { 'Fn::GetAtt': [functionId, 'Arn'] }, SourceArn: { 'Fn::GetAtt': [ruleId, 'Arn'] } }),
    );
  });

  it('should let it describe the executions of the story pipeline only: never start, stop or touch another state machine', () => {
    // Act
    const states = statements().filter((statement) => actionsOf(statement).some((action) => action.startsWith('states:')));

    // Assert
    expect(states).toHaveLength(1);
    expect(states[0]).toMatchObject({ Effect: 'Allow', Action: 'states:DescribeExecution' });
    const resource = JSON.stringify(states[0]!.Resource);
    // arn:…:execution:<the StoryPipeline's name, read from its ARN>:*
    expect(resource).toContain('":execution:",{"Fn::Select":[6,{"Fn::Split":[":",{"Ref":"' + stateMachineId + '"}]}]},":*"');
    expect(statements().flatMap(actionsOf).filter((action) => action.startsWith('states:'))).toEqual(['states:DescribeExecution']);
  });

  it('should give it the stories and accounts tables (the refund and its ledger entry), the pipeline ARN, and nothing of the media or profiles', () => {
    // Act
    const variables = (fn.Properties?.Environment as { Variables: Record<string, unknown> }).Variables;

    // Assert
    expect(Object.keys(variables)).toEqual(expect.arrayContaining([ENV.storiesTable, ENV.accountsTable, ENV.storyPipelineArn]));
    expect(variables[ENV.storyPipelineArn]).toEqual({ Ref: stateMachineId });
    expect(Object.keys(variables)).not.toContain(ENV.profilesTable);
    expect(Object.keys(variables)).not.toContain(ENV.mediaBucket);
    expect(statements().flatMap(actionsOf).some((action) => action.startsWith('s3:'))).toBe(false);
  });

  it('should find its candidates through a sparse, keys-only index of the unfinished stories', () => {
    // Act
    const [[, stories]] = resourcesOfType(json, 'AWS::DynamoDB::Table').filter(([, table]) =>
      JSON.stringify(table.Properties!.KeySchema).includes('"storyId"'),
    ) as [[string, Resource]];

    // Assert
    expect(stories.Properties!.GlobalSecondaryIndexes).toContainEqual({
      IndexName: STORIES_BY_PENDING_SINCE_INDEX,
      KeySchema: [
        { AttributeName: PENDING_PARTITION_ATTRIBUTE, KeyType: 'HASH' },
        { AttributeName: PENDING_SINCE_ATTRIBUTE, KeyType: 'RANGE' },
      ],
      Projection: { ProjectionType: 'KEYS_ONLY' },
    });
  });

  it('should be a rule the local twin runs on the same period, against the same function', () => {
    // Act
    const [rule] = scheduledRulesOf(json);

    // Assert
    expect(ratePeriodMs(rule!.scheduleExpression)).toBe(STUCK_STORY_CHECK_EVERY_MINUTES * 60_000);
    expect(rule!.targets.map((target) => target.arn)).toEqual([{ 'Fn::GetAtt': [functionId, 'Arn'] }]);
  });
});
