import { Stack, Validations } from 'aws-cdk-lib';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { AwsCustomResource, AwsCustomResourcePolicy, PhysicalResourceId, type AwsSdkCall } from 'aws-cdk-lib/custom-resources';
import { Construct } from 'constructs';
import { createHash } from 'node:crypto';
import { SCENARIO_CATALOGUE, type Scenario } from '#shared/scenarios';

/** BatchWriteItem takes at most this many items per call. */
const BATCH_LIMIT = 25;

export interface ScenarioSeedProps {
  readonly table: ITable;
  readonly scenarios: readonly Scenario[];
}

/**
 * Seeds the scenarios table with the predefined scenarios (spec part 2 §3), on create and whenever the
 * list changes (puts are idempotent; an operator's own items are left alone). An AwsCustomResource:
 * one SDK call in the template, which the local twin runs against its own DynamoDB too.
 */
export class ScenarioSeed extends Construct {
  constructor(scope: Construct, id: string, props: ScenarioSeedProps) {
    super(scope, id);
    if (props.scenarios.length > BATCH_LIMIT) throw new Error(`At most ${BATCH_LIMIT} seeded scenarios (one BatchWriteItem)`);
    const items = props.scenarios.map((scenario, position) => ({
      PutRequest: {
        Item: {
          id: { S: scenario.id },
          emoji: { S: scenario.emoji },
          title: { S: scenario.title },
          description: { S: scenario.description },
          catalogue: { S: SCENARIO_CATALOGUE },
          position: { N: String(position) },
        },
      },
    }));
    const version = createHash('sha256').update(JSON.stringify(items)).digest('hex').slice(0, 16);
    const call: AwsSdkCall = {
      service: 'DynamoDB',
      action: 'batchWriteItem',
      parameters: { RequestItems: { [props.table.tableName]: items } },
      physicalResourceId: PhysicalResourceId.of(`scenarios-${version}`),
    };
    new AwsCustomResource(this, 'Resource', {
      onCreate: call,
      onUpdate: call,
      policy: AwsCustomResourcePolicy.fromSdkCalls({ resources: [props.table.tableArn] }),
      installLatestAwsSdk: false,
    });
    // The provider's singleton function is CDK's own, shared by every AwsCustomResource of the stack.
    const provider = Stack.of(this).node.tryFindChild('AWS679f53fac002430cb0da5b7982bd2287');
    if (provider) {
      Validations.of(provider).acknowledge({
        id: 'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]',
        reason: "CDK's AwsCustomResource provider writes its logs with AWSLambdaBasicExecutionRole; it runs only during deployments.",
      });
    }
  }
}
