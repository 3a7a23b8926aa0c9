import { Duration, RemovalPolicy, Validations } from 'aws-cdk-lib';
import { Architecture, CfnFunction, LoggingFormat, Runtime } from 'aws-cdk-lib/aws-lambda';
import { NodejsFunction, OutputFormat, type BundlingOptions } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Construct } from 'constructs';
import { join } from 'node:path';
import { lambdaEsbuildOptions, storyMakersEsbuildOptions } from './lambda-bundling';
import { storyMakersAssetsCommand, type StoryMakersArch } from './story-makers-assets';
import { PROJECT_ROOT } from '../project-root';

/** Metadata key naming a function's source entry; the local twin imports the handler from it. */
export const ENTRY_METADATA_KEY = 'ContesMagiques:Entry';
/** Metadata key set (to true) on a function whose asset carries the story makers' files (`npm run bench:size` reads it). */
export const STORY_MAKERS_METADATA_KEY = 'ContesMagiques:StoryMakers';

/** Defaults of a story makers function (narration is the heavy part: eSpeak NG and MP3 workers side by side). */
export const STORY_MAKERS_DEFAULTS = { memorySize: 2048, timeout: Duration.seconds(90) } as const;

export interface LambdaFunctionProps {
  /** The folder under `functions/`; the handler is `functions/<name>/handler.ts`. */
  readonly name: string;
  /** Another source file, relative to the project root (test stacks use it). */
  readonly entry?: string;
  readonly timeout?: Duration;
  readonly memorySize?: number;
  readonly environment?: Record<string, string>;
  /**
   * The function runs the embedded story makers (functions/story-makers: writer, illustrator, narrator):
   * its asset then also carries their run-time files for linux-arm64 — resvg's native binary, the font, the
   * self-contained eSpeak NG and MP3 worker threads, eSpeak NG's data (infra/constructs/story-makers-assets.ts)
   * — and memory and timeout default to {@link STORY_MAKERS_DEFAULTS}.
   */
  readonly storyMakers?: boolean;
  /** At most this many instances at once (a cost ceiling); undefined: the account's shared pool. */
  readonly reservedConcurrentExecutions?: number;
}

/** A Lambda of ours: Node.js 22 on arm64, bundled by the local esbuild (never Docker), JSON logs. */
export function createLambdaFunction(scope: Construct, props: LambdaFunctionProps): NodejsFunction {
  const id = toPascalCase(props.name);
  const entry = props.entry ?? join('functions', props.name, 'handler.ts');
  const logGroup = new LogGroup(scope, `${id}Logs`, {
    retention: RetentionDays.ONE_MONTH,
    removalPolicy: RemovalPolicy.DESTROY,
  });
  // An own role that may write to its own log group only, instead of the broad managed policy.
  const role = new Role(scope, `${id}Role`, { assumedBy: new ServicePrincipal('lambda.amazonaws.com') });
  logGroup.grantWrite(role);
  const fn = new NodejsFunction(scope, `${id}Function`, {
    role,
    entry: join(PROJECT_ROOT, entry),
    handler: 'handler',
    projectRoot: PROJECT_ROOT,
    depsLockFilePath: join(PROJECT_ROOT, 'package-lock.json'),
    runtime: Runtime.NODEJS_22_X,
    architecture: Architecture.ARM_64,
    memorySize: props.memorySize ?? (props.storyMakers ? STORY_MAKERS_DEFAULTS.memorySize : 512),
    timeout: props.timeout ?? (props.storyMakers ? STORY_MAKERS_DEFAULTS.timeout : Duration.seconds(10)),
    loggingFormat: LoggingFormat.JSON,
    logGroup,
    environment: {
      POWERTOOLS_SERVICE_NAME: props.name,
      ...props.environment,
    },
    bundling: lambdaBundling({ storyMakers: props.storyMakers }, 'arm64'),
    ...(props.reservedConcurrentExecutions ? { reservedConcurrentExecutions: props.reservedConcurrentExecutions } : {}),
  });
  // Written into the template, so the local twin finds the source of every function it runs.
  (fn.node.defaultChild as CfnFunction).addMetadata(ENTRY_METADATA_KEY, entry);
  if (props.storyMakers) {
    (fn.node.defaultChild as CfnFunction).addMetadata(STORY_MAKERS_METADATA_KEY, true);
  }
  Validations.of(fn).acknowledge({
    id: 'AwsSolutions-L1',
    reason: 'Node.js 22 is the runtime fixed by DESIGN and matched by the esbuild target and the local twin; moving to a newer runtime is a deliberate, tested change.',
  });
  return fn;
}

/**
 * How a function of ours is bundled: local esbuild (never Docker), CJS, minified, the AWS SDK left to the
 * runtime; with `storyMakers`, plus the story makers' files for `arch` written beside the bundle by the
 * `afterBundling` hook. The stack bundles for arm64 (Lambda); tests/infra/story-makers-bundle.test.ts bundles
 * the same way for the machine's own CPU, so that it can run the result.
 */
export function lambdaBundling(options: { storyMakers?: boolean | undefined }, arch: StoryMakersArch): BundlingOptions {
  const esbuild = options.storyMakers ? storyMakersEsbuildOptions : lambdaEsbuildOptions;
  const logOverride: Record<string, string> = 'logOverride' in esbuild ? esbuild.logOverride : {};
  return {
    minify: esbuild.minify,
    target: esbuild.target,
    format: OutputFormat.CJS,
    externalModules: [...esbuild.external],
    forceDockerBundling: false,
    ...(Object.keys(logOverride).length > 0
      ? { esbuildArgs: { '--log-override': Object.entries(logOverride).map(([id, level]) => `${id}=${level}`) } }
      : {}),
    ...(options.storyMakers
      ? {
          commandHooks: {
            beforeBundling: () => [],
            beforeInstall: () => [],
            afterBundling: (_inputDir: string, outputDir: string) => [storyMakersAssetsCommand(outputDir, arch)],
          },
        }
      : {}),
  };
}

export function toPascalCase(name: string): string {
  return name
    .split(/[-_]/)
    .filter(Boolean)
    .map((part) => part[0]!.toUpperCase() + part.slice(1))
    .join('');
}
