import { App, Duration, Stack } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { Architecture, Runtime } from 'aws-cdk-lib/aws-lambda';
import { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, realpathSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, sep } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inspectMp3 } from '#story-makers/narrator/mp3';
import type { StoryRequest } from '#core/story-makers-port';
import { STORY_MAKERS_DIR, STORY_MAKERS_FILES } from '#shared/story-makers-files';
import { SAMPLE_STORY_REQUEST } from '#story-makers/sample-request';
import { createLambdaFunction, lambdaBundling, STORY_MAKERS_METADATA_KEY } from '../../infra/constructs/lambda-function';
import { ResvgDownloadError, resvgBinary, type StoryMakersArch } from '../../scripts/build/story-makers-assets';
import { PROJECT_ROOT } from '../../infra/project-root';
import type { CloudFormationTemplate } from '../../infra/synth';
import { handler as fixtureHandler, type StoryMakersFixtureResult } from '../fixtures/story-makers/handler';

/**
 * A `storyMakers: true` function carries everything the embedded story makers need at run time. The fixture
 * handler (write, illustrate, narrate) is bundled by CDK exactly as the stack bundles it — NodejsFunction with
 * lambdaBundling() and its afterBundling hook — into a folder outside the project, then run there by a plain
 * `node` with nothing to resolve from the repository: for arm64 (the stack's own asset, checked file by file)
 * and for this machine's CPU (run, and compared with the same story made from source).
 */

const FIXTURE_ENTRY = 'tests/fixtures/story-makers/handler.ts';
/** A 4-year-old's story: about 350 words, enough for the narrator to share it between its eSpeak workers. */
const REQUEST: StoryRequest = { ...SAMPLE_STORY_REQUEST, child: { ...SAMPLE_STORY_REQUEST.child, age: 4 } };
const MIB = 1024 * 1024;

const run = promisify(execFile);
let scratch: string;

beforeAll(() => {
  scratch = mkdtempSync(join(realpathSync(tmpdir()), 'story-makers-bundle-'));
  // Outside the project, so that Node's resolution can never fall back on the repository's node_modules.
  expect(relative(PROJECT_ROOT, scratch).startsWith('..')).toBe(true);
});

afterAll(() => {
  rmSync(scratch, { recursive: true, force: true });
});

/** Synthesizes a one-function app with bundling into `outdir` and returns the function's asset folder. */
function bundleWithCdk(outdir: string, addFunction: (stack: Stack) => void): string {
  const app = new App({ outdir });
  const stack = new Stack(app, 'StoryMakersBundle');
  addFunction(stack);
  const template = app.synth().getStackByName(stack.stackName).template as CloudFormationTemplate;
  const functions = Object.values(template.Resources).filter((resource) => resource.Type === 'AWS::Lambda::Function');
  const code = functions[0]?.Properties?.Code as { S3Key?: string } | undefined;
  if (functions.length !== 1 || !code?.S3Key) {
    throw new Error('expected one function with a bundled asset');
  }
  return join(outdir, `asset.${code.S3Key.replace(/\.zip$/, '')}`);
}

/** Every file of a folder, relative, with its size. */
function filesOf(dir: string): Map<string, number> {
  const files = new Map<string, number>();
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (entry.isFile()) {
      const path = join(entry.parentPath, entry.name);
      files.set(relative(dir, path).split(sep).join('/'), statSync(path).size);
    }
  }
  return files;
}

function expectStoryMakersLayout(assetDir: string, arch: StoryMakersArch): Map<string, number> {
  const files = filesOf(assetDir);
  expect([...files.keys()].filter((path) => path.endsWith('.node'))).toEqual([`resvgjs.linux-${arch}-gnu.node`]);
  for (const file of Object.values(STORY_MAKERS_FILES)) {
    expect(files.get(`${STORY_MAKERS_DIR}/${file}`) ?? 0, file).toBeGreaterThan(0);
  }
  expect(files.get('index.js') ?? 0).toBeGreaterThan(0);
  expect([...files.keys()].some((path) => path.includes('node_modules/'))).toBe(false);
  expect([...files.keys()].some((path) => path.startsWith(`${STORY_MAKERS_DIR}/licenses/espeak-ng`))).toBe(true);
  return files;
}

/** ELF e_machine of a shared object: 183 for AArch64, 62 for x86-64. */
function elfMachine(file: string): number {
  const header = readFileSync(file).subarray(0, 20);
  expect(header.subarray(0, 4).toString('latin1')).toBe('\x7fELF');
  return header.readUInt16LE(18);
}

describe('createLambdaFunction({ storyMakers: true }): template', () => {
  let template: Template;

  beforeAll(() => {
    // Inside the file's scratch folder (removed after the tests), not CDK's default temporary one.
    const app = new App({ outdir: join(scratch, 'template-assembly'), context: { 'aws:cdk:bundling-stacks': [] } });
    const stack = new Stack(app, 'StoryMakersTemplate');
    createLambdaFunction(stack, { name: 'story-makers-default', entry: FIXTURE_ENTRY, storyMakers: true });
    createLambdaFunction(stack, { name: 'story-makers-sized', entry: FIXTURE_ENTRY, storyMakers: true, memorySize: 3008, timeout: Duration.minutes(5) });
    createLambdaFunction(stack, { name: 'plain', entry: FIXTURE_ENTRY });
    template = Template.fromStack(stack);
  });

  it('should synthesize an arm64 Node.js 24 function with raised defaults and the story makers mark', () => {
    template.hasResource('AWS::Lambda::Function', {
      Properties: Match.objectLike({ Architectures: ['arm64'], Runtime: Runtime.NODEJS_24_X.name, MemorySize: 2048, Timeout: 90 }),
      Metadata: Match.objectLike({ [STORY_MAKERS_METADATA_KEY]: { makes: ['text', 'image', 'audio'], files: ['text', 'image', 'audio'] } }),
    });
  });

  it('should let the caller set memory and timeout', () => {
    template.hasResourceProperties('AWS::Lambda::Function', { MemorySize: 3008, Timeout: 300 });
  });

  it('should leave a plain function as it was', () => {
    template.hasResource('AWS::Lambda::Function', {
      Properties: Match.objectLike({ MemorySize: 512, Timeout: 10 }),
      Metadata: Match.not(Match.objectLike({ [STORY_MAKERS_METADATA_KEY]: Match.anyValue() })),
    });
  });

  it('should add the assets step for the target CPU only to story makers functions', () => {
    const hooks = lambdaBundling({ storyMakers: true }, 'arm64').commandHooks;
    const [command, ...others] = hooks?.afterBundling('/in', '/asset-output') ?? [];
    expect(others).toEqual([]);
    expect(command).toContain('story-makers-assets.ts');
    expect(command).toMatch(/'\/asset-output' 'arm64' 'text,image,audio'$/);
    expect(lambdaBundling({ storyMakers: true }, 'arm64').externalModules).toContain('@resvg/resvg-js-*');
    expect(lambdaBundling({}, 'arm64').commandHooks).toBeUndefined();
  });
});

describe('the asset the stack deploys (linux-arm64)', () => {
  it('should carry the arm64 resvg binary, the font, both workers and the trimmed eSpeak NG data, under 15 MiB', async (context) => {
    try {
      resvgBinary('arm64');
    } catch (error) {
      // The only step that needs the npm registry, once (then node_modules/.cache): offline, say so and stop.
      if (error instanceof ResvgDownloadError) {
        context.skip(`${error.message}: the arm64 asset cannot be built offline before its first download`);
      }
      throw error;
    }
    const assetDir = bundleWithCdk(join(scratch, 'cdk-arm64'), (stack) => {
      createLambdaFunction(stack, { name: 'story-makers-fixture', entry: FIXTURE_ENTRY, storyMakers: true });
    });

    const files = expectStoryMakersLayout(assetDir, 'arm64');
    expect(elfMachine(join(assetDir, 'resvgjs.linux-arm64-gnu.node'))).toBe(183);
    const total = [...files.values()].reduce((sum, bytes) => sum + bytes, 0);
    expect(total).toBeLessThan(15 * MIB);
    // The data keeps the French and English dictionaries only (the package's file is 24 MB).
    expect(files.get(`${STORY_MAKERS_DIR}/${STORY_MAKERS_FILES.espeakData}`)).toBeLessThan(3 * MIB);
  });
});

describe(`the same bundle built for this machine (linux-${process.arch}), run alone`, () => {
  const arch = process.arch as StoryMakersArch;
  let assetDir: string;

  beforeAll(() => {
    assetDir = bundleWithCdk(join(scratch, `cdk-${arch}`), (stack) => {
      new NodejsFunction(stack, 'StoryMakersFixture', {
        entry: join(PROJECT_ROOT, FIXTURE_ENTRY),
        handler: 'handler',
        projectRoot: PROJECT_ROOT,
        depsLockFilePath: join(PROJECT_ROOT, 'package-lock.json'),
        runtime: Runtime.NODEJS_24_X,
        architecture: arch === 'arm64' ? Architecture.ARM_64 : Architecture.X86_64,
        bundling: lambdaBundling({ storyMakers: true }, arch),
      });
    });
  });

  it('should write, illustrate and narrate from the bundle alone, as from source', async () => {
    // Arrange
    expectStoryMakersLayout(assetDir, arch);
    const outDir = join(scratch, 'out');
    mkdirSync(outDir);
    const runner = join(scratch, 'run-handler.cjs');
    writeFileSync(
      runner,
      `const [bundle, outDir, resultFile, request] = process.argv.slice(2);
require(bundle).handler({ outDir, request: JSON.parse(request) }).then(
  (result) => require('node:fs').writeFileSync(resultFile, JSON.stringify(result)),
  (error) => { console.error(error); process.exitCode = 1; },
);
`,
    );
    const resultFile = join(scratch, 'result.json');

    // Act: a bare environment (no NODE_OPTIONS, no NODE_PATH), started in the asset folder.
    const child = await run(process.execPath, [runner, join(assetDir, 'index.js'), outDir, resultFile, JSON.stringify(REQUEST)], {
      cwd: assetDir,
      env: { PATH: process.env.PATH ?? '', TZ: 'UTC', POWERTOOLS_SERVICE_NAME: 'story-makers-fixture' },
      timeout: 45_000,
    });
    const result = JSON.parse(readFileSync(resultFile, 'utf8')) as StoryMakersFixtureResult;
    const fromSource = await fixtureHandler({ outDir: join(scratch, 'from-source'), request: REQUEST });

    // Assert: a 1024×1024 PNG, identical to the one made from source (same binary, same font).
    const png = readFileSync(result.pngFile);
    expect(png.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
    expect(png.subarray(12, 16).toString('latin1')).toBe('IHDR');
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1024, 1024]);
    expect(png.equals(readFileSync(fromSource.pngFile))).toBe(true);

    // An MP3 whose frames chain end to end, encoded by the eSpeak workers (no fallback to the main thread).
    const mp3 = inspectMp3(readFileSync(result.mp3File));
    expect(mp3.frames).toBeGreaterThan(100);
    expect(result.durationMs).toBeGreaterThan(30_000);
    expect(Math.abs(mp3.durationMs - result.durationMs)).toBeLessThan(100);
    expect(child.stdout).not.toContain('encoding on this thread');

    // Word timings for the read-along, as from source: the trimmed eSpeak NG data speaks alike. (Not to the
    // millisecond: eSpeak NG's output drifts by a few ms between syntheses of one text, ~50 ms over 3 min.)
    expect(result.words.length).toBeGreaterThan(100);
    expect(result.words.every((word, index) => word.endMs >= word.startMs && word.startMs >= (result.words[index - 1]?.endMs ?? 0))).toBe(true);
    expect(result.words.map((word) => word.word)).toEqual(fromSource.words.map((word) => word.word));
    const drift = Math.max(...result.words.map((word, index) => Math.abs(word.startMs - (fromSource.words[index]?.startMs ?? Number.NaN))));
    expect(drift).toBeLessThan(250);
    expect(Math.abs(result.durationMs - fromSource.durationMs)).toBeLessThan(250);
    expect(existsSync(join(assetDir, 'node_modules'))).toBe(false);
  });
});
