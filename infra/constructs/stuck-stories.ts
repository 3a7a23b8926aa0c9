import { Duration, Stack, Token, Validations } from 'aws-cdk-lib';
import { Rule, Schedule } from 'aws-cdk-lib/aws-events';
import { LambdaFunction } from 'aws-cdk-lib/aws-events-targets';
import type { CfnStateMachine, StateMachine } from 'aws-cdk-lib/aws-stepfunctions';
import type { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import { Construct } from 'constructs';
import { ENV } from '#shared/environment';
import { STUCK_STORY_CHECK_EVERY_MINUTES } from '#shared/pipeline-failures';
import type { Data } from './data';
import { createLambdaFunction } from './lambda-function';

export interface StuckStoriesProps {
  readonly data: Data;
  /** The StoryPipeline: the job asks whether a story's execution (named after it) is still running. */
  readonly stateMachine: StateMachine;
}

/**
 * The stuck-story job (issue 15, functions/stuck-stories): every few minutes, a rule runs a function that
 * finds, through the stories table's sparse pending index (never a Scan), the stories unfinished for too
 * long with no running execution, and fails them with their credit given back, once. It may only read and
 * write the stories and accounts tables and describe this state machine's executions (no start, no stop).
 * The local twin runs the same rule on the same period.
 */
export class StuckStories extends Construct {
  readonly function: NodejsFunction;
  readonly rule: Rule;

  constructor(scope: Construct, id: string, props: StuckStoriesProps) {
    super(scope, id);
    this.function = createLambdaFunction(this, { name: 'stuck-stories', memorySize: 256, timeout: Duration.minutes(1) });
    props.data.bind(this.function, 'stories', 'readWrite');
    // The refund moves the parent's balance and writes its ledger entry, in the failure's transaction.
    props.data.bind(this.function, 'accounts', 'readWrite');
    props.stateMachine.grantExecution(this.function, 'states:DescribeExecution');
    this.function.addEnvironment(ENV.storyPipelineArn, props.stateMachine.stateMachineArn);

    // cdk-nag names the resource as CDK renders it (the name read from the state machine's ARN), with the
    // literal account and region once they are known.
    const stack = Stack.of(this);
    const stateMachineId = stack.getLogicalId(props.stateMachine.node.defaultChild as CfnStateMachine);
    const literal = (value: string, placeholder: string) => (Token.isUnresolved(value) ? placeholder : value);
    const name = JSON.stringify({ 'Fn::Select': [6, { 'Fn::Split': [':', { Ref: stateMachineId }] }] });
    const [partition, region, account] = [literal(stack.partition, '<AWS::Partition>'), literal(stack.region, '<AWS::Region>'), literal(stack.account, '<AWS::AccountId>')];
    const executions = `arn:${partition}:states:${region}:${account}:execution:${name}:*`;
    Validations.of(this.function.role!).acknowledge({
      id: `AwsSolutions-IAM5[Resource::${executions}]`,
      reason: 'DescribeExecution on the executions of the StoryPipeline only: their names (the story ids) are not known in advance.',
    });

    this.rule = new Rule(this, 'Schedule', {
      description: 'Fails the stories left unfinished with no running pipeline and gives their credits back.',
      schedule: Schedule.rate(Duration.minutes(STUCK_STORY_CHECK_EVERY_MINUTES)),
      // A missed run is not worth catching up after the next one: the job is idempotent and runs again soon.
      targets: [new LambdaFunction(this.function, { retryAttempts: 2, maxEventAge: Duration.minutes(STUCK_STORY_CHECK_EVERY_MINUTES) })],
    });
  }
}
