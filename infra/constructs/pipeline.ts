import { Duration, RemovalPolicy, Stack, Validations } from 'aws-cdk-lib';
import { AttributeType, BillingMode, Table } from 'aws-cdk-lib/aws-dynamodb';
import type { CfnFunction } from 'aws-cdk-lib/aws-lambda';
import type { IGrantable } from 'aws-cdk-lib/aws-iam';
import type { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import {
  Choice,
  Condition,
  DefinitionBody,
  Fail,
  JitterType,
  JsonPath,
  LogLevel,
  Parallel,
  StateMachine,
  StateMachineType,
  Succeed,
  TaskInput,
  Wait,
  WaitTime,
  type IChainable,
  type INextable,
} from 'aws-cdk-lib/aws-stepfunctions';
import { LambdaInvoke } from 'aws-cdk-lib/aws-stepfunctions-tasks';
import { DRAWING_FIELD, OPENING_DRAWING, REST_DRAWING } from '#shared/picture-drawing';
import { Construct } from 'constructs';
import { ENV } from '#shared/environment';
import { AWS_TRANSIENT_ERRORS, LAMBDA_THROTTLED_ERROR, PIPELINE_RETRY, RETRYABLE_ERRORS, STEP_TIMEOUT_ERRORS, THROTTLED_ERRORS, THROTTLED_RETRY } from '#shared/pipeline-failures';
import type { Data } from './data';
import { createLambdaFunction, type LambdaFunctionProps } from './lambda-function';
import type { Media } from './media';
import type { OpenAiSettings } from './open-ai';
import type { StoryMedium } from '#shared/story-makers-files';
import { TURN_PAUSE_SECONDS, type TurnPause, type TurnRules } from '#shared/story-turns';

// The default lives with every other setting; re-exported for the pipeline's readers.
export { DEFAULT_MAKER_CONCURRENCY } from '../deploy-config';

export interface StoryPipelineProps {
  readonly data: Data;
  readonly media: Media;
  readonly openAi: OpenAiSettings;
  /**
   * Reserved concurrency of each maker function (text, image, audio): at most this many of each run at
   * once, which bounds what a burst of stories can cost. Undefined or 0: no reservation.
   */
  readonly makerConcurrency?: number;
  /** The same per medium (sized from the OpenAI tier's limits); a medium it names wins over `makerConcurrency`. */
  readonly makerConcurrencyByMedium?: Readonly<Partial<Record<StoryMedium, number>>>;
  /** How many pictures each story gets (issue 16, the picture book): 1 to 3, the `illustrationsPerStory` context key. */
  readonly illustrationsPerStory: number;
}

interface StepSpec {
  /** The file under functions/story-pipeline/. */
  readonly file: string;
  readonly timeout: Duration;
  readonly memorySize: number;
  /**
   * What the step makes: it carries the story makers of that medium only, and the run-time files of their
   * embedded versions (none on OpenAI), see LambdaFunctionProps.storyMakers.
   */
  readonly makes?: StoryMedium;
  readonly accounts?: boolean;
}

/** The makers that take turns: their functions, and their turn states' names' suffix. */
const TURN_STEPS: Readonly<Record<StoryMedium, { fn: string; stateSuffix: string }>> = {
  text: { fn: 'pipeline-generate-text', stateSuffix: 'Text' },
  image: { fn: 'pipeline-generate-image', stateSuffix: 'Image' },
  audio: { fn: 'pipeline-generate-audio', stateSuffix: 'Audio' },
};

/** The MarkFailed step's answer that ends the run quietly: the story was deleted (with its profile), not failed. */
export const STORY_GONE_PATH = '$.storyGone';

/**
 * The StoryPipeline state machine (DESIGN "Generation"): Parallel(GenerateText → Parallel(GenerateImage,
 * GenerateAudio), DrawOpening) → DrawRest → Complete, each step a Lambda that passes keys, never media;
 * Retry on transient errors; Catch → MarkFailed (the story fails and its credit comes back, once) → Fail.
 * On OpenAI the opening picture (≈ 20 s) is drawn beside the text (≈ 12 s), from the request alone, and the
 * narration starts right after the text: the picture no longer delays the first sound nor adds to the
 * story's time; DrawRest draws the pictures that take the opening as their reference (issue 30). With the
 * embedded makers DrawOpening and DrawRest find nothing to do: GenerateImage draws every picture, as before.
 * The local twin runs this same definition.
 */
export class StoryPipeline extends Construct {
  readonly stateMachine: StateMachine;
  readonly functions = new Map<string, NodejsFunction>();

  constructor(scope: Construct, id: string, props: StoryPipelineProps) {
    super(scope, id);
    // Timeouts sit above the OpenAI adapters' own (their timeouts times their bounded retries).
    const text = this.step('GenerateText', props, { file: 'generate-text', timeout: Duration.minutes(5), memorySize: 1024, makes: 'text' });
    // The text step stores the scenes to draw, so it alone decides how many pictures a story gets.
    this.functions.get('pipeline-generate-text')!.addEnvironment(ENV.illustrationsPerStory, String(props.illustrationsPerStory));
    // The first picture is drawn before the others, which take it as their reference (issue 26, item 7): two
    // OpenAI pictures in a row, each up to its timeout times its retries (2 × 100 s), so 8 minutes.
    const image = this.step('GenerateImage', props, { file: 'generate-image', timeout: Duration.minutes(8), memorySize: 1536, makes: 'image' });
    // eSpeak NG and two MP3 encoders run side by side: memory buys the vCPU they use.
    const audio = this.step('GenerateAudio', props, { file: 'generate-audio', timeout: Duration.minutes(10), memorySize: 3008, makes: 'audio' });
    // The same image function, told by its input which state it runs (picture-drawing.ts).
    const imageFunction = this.functions.get('pipeline-generate-image')!;
    const opening = this.task('DrawOpening', imageFunction, TaskInput.fromObject({ userId: JsonPath.stringAt('$.userId'), storyId: JsonPath.stringAt('$.storyId'), [DRAWING_FIELD]: OPENING_DRAWING }));
    const rest = this.task('DrawRest', imageFunction, TaskInput.fromObject({ userId: JsonPath.stringAt('$.userId'), storyId: JsonPath.stringAt('$.storyId'), [DRAWING_FIELD]: REST_DRAWING }));
    const complete = this.step('Complete', props, { file: 'complete-story', timeout: Duration.seconds(30), memorySize: 256 });
    const markFailed = this.step('MarkFailed', props, { file: 'fail-story', timeout: Duration.seconds(30), memorySize: 256, accounts: true });
    // The refund must happen: it is retried on any error (it is idempotent on the story).
    markFailed.addRetry({ errors: ['States.ALL'], maxAttempts: 5, interval: Duration.seconds(1), backoffRate: 2, jitterStrategy: JitterType.FULL });

    // A story deleted while it was being made (StoryGoneError, or any failure after it) is no failure of
    // the service: MarkFailed removes what is left of it and the run succeeds, outside the alarm below.
    const failed = markFailed.next(
      new Choice(this, 'WasStoryDeleted')
        .when(Condition.and(Condition.isPresent(STORY_GONE_PATH), Condition.booleanEquals(STORY_GONE_PATH, true)), new Succeed(this, 'StoryDeleted'))
        .otherwise(new Fail(this, 'Failed', { error: 'StoryFailed', cause: 'The story could not be made; its credit was given back.' })),
    );
    const catchInto = <T extends LambdaInvoke | Parallel>(state: T): T =>
      state.addCatch(failed, { errors: ['States.ALL'], resultPath: '$.error' }) as T;

    // Each maker takes its turn first (issue 28, item 7): a story whose medium is at its limit waits in line.
    // On OpenAI the pictures' requests are DrawOpening's (one picture) and DrawRest's (the 2–3 others, with the
    // opening as reference): each takes the image turn while it draws and gives it back after, so that no
    // picture request runs outside a turn (DrawRest without one met the reservation 95 times at the peak).
    // GenerateImage takes none: on OpenAI it draws nothing (generateImage without `drawsRest`); with the
    // embedded makers under `-c openAiTier` (the tests' twin) it draws every picture outside a turn.
    const turns = this.storyTurns(props);
    const inTurn = (medium: StoryMedium, task: LambdaInvoke, onError: <T extends LambdaInvoke>(state: T) => T, suffix = '') => {
      const turn = turns?.(medium, task, suffix);
      if (!turn) return { start: task as IChainable, end: task as INextable };
      onError(turn.take);
      task.next(onError(turn.release));
      return { start: turn.take as IChainable, end: turn.release as INextable };
    };
    const inBranch = <T extends LambdaInvoke>(state: T) => state;
    const openingTurn = inTurn('image', opening, inBranch);
    const audioTurn = inTurn('audio', audio, inBranch);
    // In a branch: the Parallel that holds it catches what it throws.
    const textTurn = inTurn('text', text, inBranch);
    // Outside any branch: each of its states has the Catch of its own (MarkFailed gives the image turn back).
    const restTurn = inTurn('image', catchInto(rest), catchInto, 'Rest');
    const media = new Parallel(this, 'Media', { resultPath: JsonPath.DISCARD }).branch(image).branch(audioTurn.start);
    textTurn.end.next(media);
    const textAndOpening = new Parallel(this, 'TextAndOpening', { resultPath: JsonPath.DISCARD }).branch(textTurn.start).branch(openingTurn.start);
    catchInto(textAndOpening).next(restTurn.start);
    restTurn.end.next(catchInto(complete)).next(new Succeed(this, 'Done'));
    const definition: IChainable = textAndOpening;

    const logs = new LogGroup(this, 'Logs', { retention: RetentionDays.ONE_MONTH, removalPolicy: RemovalPolicy.DESTROY });
    this.stateMachine = new StateMachine(this, 'StateMachine', {
      stateMachineType: StateMachineType.STANDARD,
      definitionBody: DefinitionBody.fromChainable(definition),
      // No execution timeout: it would end the run without its Catch, leaving the story stuck and its credit
      // spent. Every task has its own timeout, which the Catch does handle, so a run always ends.
      tracingEnabled: true,
      // Every event, without execution data: inputs are keys, but outputs and errors stay out of the logs.
      logs: { destination: logs, level: LogLevel.ALL, includeExecutionData: false },
    });

    const role = this.stateMachine.role;
    Validations.of(role).acknowledge(
      {
        id: 'AwsSolutions-IAM5[Resource::*]',
        reason: 'X-Ray tracing and the CloudWatch Logs delivery of Step Functions need these actions on every resource (AWS documents no narrower resource).',
      },
      ...[...this.functions.values()].map((fn) => ({
        id: `AwsSolutions-IAM5[Resource::<${Stack.of(this).getLogicalId(fn.node.defaultChild as CfnFunction)}.Arn>:*]`,
        reason: 'Invoking the versions and aliases of its own step functions, as CDK grants lambda:InvokeFunction for a task; no other function.',
      })),
    );
    // Its alarms (failed executions, the failed-story ratio…) are the Observability construct's, on one SNS topic.
  }

  /** Lets a function start the pipeline and tells it the state machine's ARN, together. */
  bindStarter(fn: NodejsFunction & IGrantable): void {
    this.stateMachine.grantStartExecution(fn);
    fn.addEnvironment(ENV.storyPipelineArn, this.stateMachine.stateMachineArn);
  }

  /**
   * The turns (shared/story-turns.ts) of each medium whose maker has a limit, the same as its reserved
   * concurrency: TakeTurn… asks the turn function, a Choice lets the story in or sends it to a Wait as
   * long as its place in line deserves, then back to TakeTurn…; after the maker, ReleaseTurn… gives the
   * turn to the next story. A failed story's turns are given back by MarkFailed. Undefined without rate limits;
   * otherwise a function giving a maker's turn states (their names end with `suffix` when a medium has two makers),
   * undefined for a medium without a limit.
   */
  private storyTurns(props: StoryPipelineProps) {
    // Only where the makers meet a provider's rate limits (OpenAI, or a tier the twin assumes): the embedded
    // makers' reservation is a cost cap, which their throttled retry respects.
    if (props.openAi.secret === undefined && props.makerConcurrencyByMedium === undefined) return undefined;
    const rules: TurnRules = {};
    for (const [medium, spec] of Object.entries(TURN_STEPS) as [StoryMedium, (typeof TURN_STEPS)[StoryMedium]][]) {
      const limit = props.makerConcurrencyByMedium?.[medium] ?? props.makerConcurrency;
      // Held at most as long as the maker's every attempt could last, then given to the next (a run stopped mid-step).
      const timeout = this.functions.get(spec.fn)!.timeout!;
      if (limit) rules[medium] = { limit, leaseSeconds: Math.ceil(timeout.toSeconds() * (1 + PIPELINE_RETRY.maxAttempts) + 120) };
    }
    if (Object.keys(rules).length === 0) return undefined;

    // The line is ephemeral state: lost, it is rebuilt by the next questions within a minute.
    const table = new Table(this, 'Turns', {
      partitionKey: { name: 'medium', type: AttributeType.STRING },
      billingMode: BillingMode.PAY_PER_REQUEST,
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      removalPolicy: RemovalPolicy.DESTROY,
    });
    const environment = { [ENV.storyTurnsTable]: table.tableName, [ENV.storyTurnRules]: JSON.stringify(rules) };
    const fn = createLambdaFunction(this, { name: 'pipeline-take-turn', entry: 'functions/story-pipeline/take-turn.ts', timeout: Duration.seconds(60), memorySize: 256, environment });
    table.grantReadWriteData(fn);
    props.data.bind(fn, 'stories', 'readWrite');
    this.functions.set('pipeline-take-turn', fn);
    const failFn = this.functions.get('pipeline-fail-story')!;
    table.grantReadWriteData(failFn);
    for (const [name, value] of Object.entries(environment)) failFn.addEnvironment(name, value);
    // On OpenAI the text step narrates the opening while the text streams (issue 30), in the speech turn
    // when it is free at once (functions/story-pipeline/opening-narration.ts); the twin decides OpenAI at run time.
    if (rules.audio) {
      const textFn = this.functions.get(TURN_STEPS.text.fn)!;
      table.grantReadWriteData(textFn);
      for (const [name, value] of Object.entries(environment)) textFn.addEnvironment(name, value);
    }

    return (medium: StoryMedium, maker: LambdaInvoke, suffix: string): { take: LambdaInvoke; release: LambdaInvoke } | undefined => {
      if (!rules[medium]) return undefined;
      const name = `${TURN_STEPS[medium].stateSuffix}${suffix}`;
      const invoke = (stateName: string, payload: Record<string, unknown>, resultPath: string) => {
        const task = new LambdaInvoke(this, stateName, { lambdaFunction: fn, payload: TaskInput.fromObject(payload), payloadResponseOnly: true, resultPath, retryOnServiceExceptions: false });
        // Transient errors, a question slowed past its timeout: asked again soon (it is idempotent); a deleted story goes to the Catch.
        task.addRetry({ errors: [...AWS_TRANSIENT_ERRORS, LAMBDA_THROTTLED_ERROR, ...STEP_TIMEOUT_ERRORS, 'TurnContentionError'], maxAttempts: 6, interval: Duration.seconds(1), backoffRate: 2, jitterStrategy: JitterType.FULL });
        return task;
      };
      const take = invoke(`TakeTurn${name}`, { action: 'take', medium, 'userId.$': '$.userId', 'storyId.$': '$.storyId' }, '$.turn');
      const release = invoke(`ReleaseTurn${name}`, { action: 'release', medium, 'storyId.$': '$.storyId' }, JsonPath.DISCARD);
      const pause = (tier: TurnPause) => new Wait(this, `WaitTurn${name}${tier[0]!.toUpperCase()}${tier.slice(1)}`, { time: WaitTime.duration(Duration.seconds(TURN_PAUSE_SECONDS[tier])) }).next(take);
      take.next(
        new Choice(this, `Turn${name}`)
          .when(Condition.booleanEquals('$.turn.admitted', true), maker)
          .when(Condition.stringEquals('$.turn.pause', 'near'), pause('near'))
          .when(Condition.stringEquals('$.turn.pause', 'mid'), pause('mid'))
          .otherwise(pause('far')),
      );
      return { take, release };
    };
  }

  private step(stateName: string, props: StoryPipelineProps, spec: StepSpec): LambdaInvoke {
    const name = `pipeline-${spec.file}`;
    const functionProps: LambdaFunctionProps = {
      name,
      entry: `functions/story-pipeline/${spec.file}.ts`,
      timeout: spec.timeout,
      memorySize: spec.memorySize,
      // With OpenAI configured (openAiSecretName) a key is always there: the embedded makers never run.
      ...(spec.makes ? { storyMakers: { makes: spec.makes, embedded: props.openAi.secret === undefined } } : {}),
    };
    const reserved = spec.makes ? (props.makerConcurrencyByMedium?.[spec.makes] ?? props.makerConcurrency) : undefined;
    const fn = createLambdaFunction(this, {
      ...functionProps,
      ...(reserved ? { reservedConcurrentExecutions: reserved } : {}),
    });
    props.data.bind(fn, 'stories', 'readWrite');
    // Only MarkFailed gives a credit back; the other steps never touch an account.
    if (spec.accounts) props.data.bind(fn, 'accounts', 'readWrite');
    props.media.bind(fn, 'readWrite');
    if (spec.makes) props.openAi.bind(fn);
    this.functions.set(name, fn);
    return this.task(stateName, fn);
  }

  /** A state invoking a step's function, with the state's input (or `payload`), and its retries. */
  private task(stateName: string, fn: NodejsFunction, payload?: TaskInput): LambdaInvoke {
    const task = new LambdaInvoke(this, stateName, {
      lambdaFunction: fn,
      payloadResponseOnly: true,
      retryOnServiceExceptions: false,
      ...(payload ? { payload } : {}),
    });
    if (stateName !== 'MarkFailed') {
      task.addRetry({
        // A rate limit (the function's reservation, or OpenAI's 429 after the client's retries): the story waits its turn.
        errors: [...THROTTLED_ERRORS],
        maxAttempts: THROTTLED_RETRY.maxAttempts,
        interval: Duration.seconds(THROTTLED_RETRY.intervalSeconds),
        backoffRate: THROTTLED_RETRY.backoffRate,
        maxDelay: Duration.seconds(THROTTLED_RETRY.maxDelaySeconds),
        jitterStrategy: JitterType.FULL,
      });
      task.addRetry({
        errors: RETRYABLE_ERRORS.filter((error) => !(THROTTLED_ERRORS as readonly string[]).includes(error)),
        maxAttempts: PIPELINE_RETRY.maxAttempts,
        interval: Duration.seconds(PIPELINE_RETRY.intervalSeconds),
        backoffRate: PIPELINE_RETRY.backoffRate,
        jitterStrategy: JitterType.FULL,
      });
    }
    return task;
  }
}
