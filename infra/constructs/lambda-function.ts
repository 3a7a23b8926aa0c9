import { Duration, RemovalPolicy, Validations } from 'aws-cdk-lib';
import { Architecture, CfnFunction, LoggingFormat, Runtime, Tracing } from 'aws-cdk-lib/aws-lambda';
import { NodejsFunction, OutputFormat, type BundlingOptions } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Construct } from 'constructs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { lambdaEsbuildOptions, storyMakersDefine, storyMakersEsbuildOptions, type StoryMakersProvider } from './lambda-bundling';
import { PROJECT_ROOT } from '../project-root';
import { STORY_MAKERS_FILES_OF, STORY_MEDIA, type StoryMedium } from '#shared/story-makers-files';

/** Metadata key naming a function's source entry; the local twin imports the handler from it. */
export const ENTRY_METADATA_KEY = 'ContesMagiques:Entry';
/**
 * Metadata key set on a function that runs story makers: its {@link StoryMakersPlan}, e.g.
 * `{ makes: ["image"], files: ["image"], provider: "embedded" }` (`npm run bench:size` reads it, to measure
 * the function as deployed).
 */
export const STORY_MAKERS_METADATA_KEY = 'ContesMagiques:StoryMakers';

/** Defaults of a story makers function (narration is the heavy part: two eSpeak NG workers, each encoding its MP3). */
export const STORY_MAKERS_DEFAULTS = { memorySize: 2048, timeout: Duration.seconds(90) } as const;

/**
 * What a function makes with the story makers, hence which of their files it carries (issue 17: each maker
 * function only its own): `true` for all of them (text, image and audio).
 */
export interface StoryMakersUse {
  readonly makes: StoryMedium | readonly StoryMedium[];
  /**
   * true (the default): the function runs the embedded makers, and its bundle holds only them. false: its
   * makers are always OpenAI's (`openAiSecretName` is set, which also sets the key's variable): its bundle
   * holds only OpenAI's, and none of the embedded makers' files is shipped.
   */
  readonly embedded?: boolean;
}

/** What a function's bundle and asset hold of the story makers (written as its metadata, read by `npm run bench:size`). */
export interface StoryMakersPlan {
  /** The media it makes. */
  makes: StoryMedium[];
  /** The media whose embedded makers' files are shipped beside its bundle. */
  files: StoryMedium[];
  /** The only provider its bundle holds (lambda-bundling.ts `storyMakersDefine`); absent for `true`: both, chosen at run time. */
  provider?: StoryMakersProvider;
}

export function storyMakersPlan(use: true | StoryMakersUse | undefined): StoryMakersPlan {
  if (use === undefined) return { makes: [], files: [] };
  if (use === true) return { makes: [...STORY_MEDIA], files: [...STORY_MEDIA] };
  const makes = [...new Set(typeof use.makes === 'string' ? [use.makes] : use.makes)];
  return use.embedded === false ? { makes, files: [], provider: 'openai' } : { makes, files: makes, provider: 'embedded' };
}

export interface LambdaFunctionProps {
  /** The folder under `functions/`; the handler is `functions/<name>/handler.ts`. */
  readonly name: string;
  /** Another source file, relative to the project root (test stacks use it). */
  readonly entry?: string;
  readonly timeout?: Duration;
  readonly memorySize?: number;
  readonly environment?: Record<string, string>;
  /**
   * The function runs story makers (functions/story-makers: writer and moderator, illustrator, narrator): its
   * asset then also carries the run-time files of the embedded makers it uses, for linux-arm64 — resvg's
   * native binary and the font for pictures, the self-contained eSpeak NG worker threads (which encode the MP3 too) and eSpeak
   * NG's data for narration, nothing for text (scripts/build/story-makers-assets.ts) — and memory and
   * timeout default to {@link STORY_MAKERS_DEFAULTS}. `true`: every maker.
   */
  readonly storyMakers?: true | StoryMakersUse;
  /** At most this many instances at once (a cost ceiling); undefined: the account's shared pool. */
  readonly reservedConcurrentExecutions?: number;
}

/** A Lambda of ours: Node.js 24 on arm64, bundled by the local esbuild (never Docker), JSON logs. */
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
    runtime: Runtime.NODEJS_24_X,
    architecture: Architecture.ARM_64,
    memorySize: props.memorySize ?? (props.storyMakers ? STORY_MAKERS_DEFAULTS.memorySize : 512),
    timeout: props.timeout ?? (props.storyMakers ? STORY_MAKERS_DEFAULTS.timeout : Duration.seconds(10)),
    loggingFormat: LoggingFormat.JSON,
    logGroup,
    // X-Ray records every invocation without any SDK in the bundle; the pipeline's steps add Powertools
    // Tracer's subsegments (functions/adapters/observability/tracing.ts).
    tracing: Tracing.ACTIVE,
    environment: {
      POWERTOOLS_SERVICE_NAME: props.name,
      // Stack traces in the logs point into the TypeScript sources (the bundle's linked source map).
      NODE_OPTIONS: '--enable-source-maps',
      ...props.environment,
    },
    bundling: lambdaBundling({ storyMakers: props.storyMakers }, 'arm64'),
    ...(props.reservedConcurrentExecutions ? { reservedConcurrentExecutions: props.reservedConcurrentExecutions } : {}),
  });
  // Written into the template, so the local twin finds the source of every function it runs.
  (fn.node.defaultChild as CfnFunction).addMetadata(ENTRY_METADATA_KEY, entry);
  if (props.storyMakers) {
    (fn.node.defaultChild as CfnFunction).addMetadata(STORY_MAKERS_METADATA_KEY, storyMakersPlan(props.storyMakers));
  }
  Validations.of(role).acknowledge({
    id: 'AwsSolutions-IAM5[Resource::*]',
    reason: 'Active X-Ray tracing: Lambda grants xray:PutTraceSegments and xray:PutTelemetryRecords, which take no narrower resource.',
  });
  Validations.of(fn).acknowledge({
    id: 'AwsSolutions-L1',
    reason: 'Node.js 24 (LTS) is the runtime the project pins (package.json devDependency `node`, .nvmrc), matched by the esbuild target and the local twin; moving to a newer runtime is a deliberate, tested change.',
  });
  return fn;
}

/** The CPU a function is bundled for: the Lambdas' (arm64), or the machine's in tests that run the bundle. */
export type StoryMakersArch = 'arm64' | 'x64';

/**
 * The build tool that writes the story makers' files beside a bundle (esbuild, eSpeak NG's data, resvg's binary):
 * run as a command by its path, never imported, so the stack imports no build script.
 */
const STORY_MAKERS_ASSETS_SCRIPT = join(PROJECT_ROOT, 'scripts', 'build', 'story-makers-assets.ts');

/**
 * The shell command that writes the files of `media` into `outputDir` (for NodejsFunction's `afterBundling` hook,
 * which runs commands through bash, or cmd on Windows): the build tool, run by the current Node.js through tsx.
 */
export function storyMakersAssetsCommand(outputDir: string, arch: StoryMakersArch, media: readonly StoryMedium[]): string {
  const quote =
    process.platform === 'win32' ? (arg: string) => `"${arg}"` : (arg: string) => `'${arg.replaceAll("'", `'\\''`)}'`;
  const tsxCli = createRequire(import.meta.url).resolve('tsx/cli');
  return [process.execPath, tsxCli, STORY_MAKERS_ASSETS_SCRIPT, outputDir, arch, [...new Set(media)].join(',')].map(quote).join(' ');
}

/** Whether a function making `media` carries files beside its bundle (the text makers need none; resvg goes with the font). */
const carriesStoryMakersFiles = (media: readonly StoryMedium[]) => media.some((medium) => STORY_MAKERS_FILES_OF[medium].length > 0);

/**
 * How a function of ours is bundled: local esbuild (never Docker), CJS, minified, the AWS SDK left to the
 * runtime; with `storyMakers`, its makers' provider fixed in the bundle (unless `true`) and the files of
 * the embedded makers it uses, for `arch`, written beside the bundle by the `afterBundling` hook (none for a
 * function that only writes, or whose makers are OpenAI's).
 * The stack bundles for arm64 (Lambda); tests/infra/story-makers-bundle.test.ts bundles the same way for the
 * machine's own CPU, so that it can run the result.
 */
export function lambdaBundling(options: { storyMakers?: true | StoryMakersUse | undefined }, arch: StoryMakersArch): BundlingOptions {
  const esbuild = options.storyMakers ? storyMakersEsbuildOptions : lambdaEsbuildOptions;
  const logOverride: Record<string, string> = 'logOverride' in esbuild ? esbuild.logOverride : {};
  const { files, provider } = storyMakersPlan(options.storyMakers);
  return {
    minify: esbuild.minify,
    target: esbuild.target,
    format: OutputFormat.CJS,
    // A linked map beside the bundle (the bundle itself grows by its one comment line); without the sources'
    // text, which stack traces do not need.
    sourceMap: true,
    sourcesContent: false,
    externalModules: [...esbuild.external],
    forceDockerBundling: false,
    ...(provider ? { define: storyMakersDefine(provider) } : {}),
    ...(Object.keys(logOverride).length > 0
      ? { esbuildArgs: { '--log-override': Object.entries(logOverride).map(([id, level]) => `${id}=${level}`) } }
      : {}),
    ...(carriesStoryMakersFiles(files)
      ? {
          commandHooks: {
            beforeBundling: () => [],
            beforeInstall: () => [],
            afterBundling: (_inputDir: string, outputDir: string) => [storyMakersAssetsCommand(outputDir, arch, files)],
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
