import { App, Stack } from 'aws-cdk-lib';
import { mkdtempSync, readdirSync, readFileSync, realpathSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, sep } from 'node:path';
import { build } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { foreignStoryMakersModules, storyMakersDefine, storyMakersEsbuildOptions, type StoryMakersProvider } from '../../infra/constructs/lambda-bundling';
import { createLambdaFunction, lambdaBundling, STORY_MAKERS_METADATA_KEY, type StoryMakersUse } from '../../infra/constructs/lambda-function';
import { ResvgDownloadError, resvgBinary, resvgFileName, storyMakersAssetPaths } from '../../scripts/build/story-makers-assets';
import { PROJECT_ROOT } from '../../infra/project-root';
import type { CloudFormationTemplate } from '../../infra/synth';
import { STORY_MAKERS_DIR, STORY_MAKERS_FILES, STORY_MAKERS_FILES_OF, STORY_MEDIA, type StoryMedium } from '#shared/story-makers-files';
import { functionWithEntry, synthesizeForTests } from './synthesized-stack';

/**
 * Issue 17: each story makers function carries only its own makers and files — the text function no resvg and
 * no eSpeak, the image function no eSpeak, the audio function no resvg (nor the font) —
 * and a function on OpenAI none of the embedded makers' files.
 */

const STEPS: Record<StoryMedium, string> = {
  text: 'functions/story-pipeline/generate-text.ts',
  image: 'functions/story-pipeline/generate-image.ts',
  audio: 'functions/story-pipeline/generate-audio.ts',
};
const GENERATE_IMAGE = 'functions/regenerate-image/handler.ts';
const TEST_TOOLS = 'functions/test-tools/handler.ts';

const runtimeFile = (file: keyof typeof STORY_MAKERS_FILES) => `${STORY_MAKERS_DIR}/${STORY_MAKERS_FILES[file]}`;

describe('the run-time files of each medium', () => {
  it('should ship nothing for text, the font and resvg for pictures, the eSpeak NG worker and its data for narration', () => {
    // Act
    const paths = Object.fromEntries(STORY_MEDIA.map((medium) => [medium, storyMakersAssetPaths([medium], 'arm64')]));

    // Assert
    expect(paths.text).toEqual([]);
    expect(paths.image).toEqual([runtimeFile('font'), resvgFileName('arm64'), `${STORY_MAKERS_DIR}/licenses/resvg-js.MPL-2.0.txt`, `${STORY_MAKERS_DIR}/licenses/nunito.OFL-1.1.txt`]);
    expect(paths.audio).toEqual([
      runtimeFile('espeakWorker'),
      runtimeFile('espeakData'),
      `${STORY_MAKERS_DIR}/licenses/espeak-ng.GPL-3.0.txt`,
      `${STORY_MAKERS_DIR}/licenses/wasm-media-encoders.MIT.txt`,
    ]);
  });

  it('should ship every file the code of a medium loads (shared/story-makers-files.ts), and no file for two media', () => {
    // Act
    const paths = Object.fromEntries(STORY_MEDIA.map((medium) => [medium, storyMakersAssetPaths([medium], 'x64')]));

    // Assert
    for (const medium of STORY_MEDIA) expect(paths[medium]).toEqual(expect.arrayContaining(STORY_MAKERS_FILES_OF[medium].map(runtimeFile)));
    expect(paths.image!.filter((path) => paths.audio!.includes(path))).toEqual([]);
    expect(storyMakersAssetPaths(['image', 'audio', 'image'], 'x64')).toEqual([...paths.image!, ...paths.audio!]);
  });
});

describe('lambdaBundling of a story makers function', () => {
  it('should write only the files of what the function makes, after bundling', () => {
    // Act
    const image = lambdaBundling({ storyMakers: { makes: 'image' } }, 'arm64');
    const audio = lambdaBundling({ storyMakers: { makes: ['audio'] } }, 'x64');

    // Assert
    const [imageCommand, ...more] = image.commandHooks?.afterBundling('/in', '/asset-output') ?? [];
    expect(more).toEqual([]);
    expect(imageCommand).toMatch(/story-makers-assets\.ts' '\/asset-output' 'arm64' 'image'$/);
    expect(audio.commandHooks?.afterBundling('/in', '/out')).toEqual([expect.stringMatching(/' '\/out' 'x64' 'audio'$/)]);
    expect(image.define).toEqual(storyMakersDefine('embedded'));
  });

  it('should add no assets step for text, nor for a function whose makers are OpenAI’s, and bundle OpenAI’s makers only there', () => {
    // Act
    const text = lambdaBundling({ storyMakers: { makes: 'text' } }, 'arm64');
    const onOpenAi = lambdaBundling({ storyMakers: { makes: ['image', 'audio'], embedded: false } }, 'arm64');

    // Assert
    expect(text.commandHooks).toBeUndefined();
    expect(text.define).toEqual(storyMakersDefine('embedded'));
    expect(onOpenAi.commandHooks).toBeUndefined();
    expect(onOpenAi.define).toEqual(storyMakersDefine('openai'));
    expect(onOpenAi.externalModules).toContain('@resvg/resvg-js-*');
  });
});

describe('the stack’s story makers functions', () => {
  const plansOf = (openAi: boolean) => {
    const { template } = synthesizeForTests(openAi ? { context: { openAiSecretName: 'contes/openai' } } : {});
    return Object.fromEntries(
      [...Object.values(STEPS), GENERATE_IMAGE, TEST_TOOLS].map((entry) => [entry, functionWithEntry(template, entry)[1].Metadata?.[STORY_MAKERS_METADATA_KEY]]),
    );
  };

  it('should give each pipeline step, the picture regeneration and the test tools only their own makers and files', () => {
    // Act
    const plans = plansOf(false);

    // Assert
    expect(plans).toEqual({
      [STEPS.text]: { makes: ['text'], files: ['text'], provider: 'embedded' },
      [STEPS.image]: { makes: ['image'], files: ['image'], provider: 'embedded' },
      [STEPS.audio]: { makes: ['audio'], files: ['audio'], provider: 'embedded' },
      [GENERATE_IMAGE]: { makes: ['image'], files: ['image'], provider: 'embedded' },
      [TEST_TOOLS]: { makes: ['audio'], files: ['audio'], provider: 'embedded' },
    });
  });

  it('should ship no embedded maker’s file with OpenAI configured, except the test tools’ narrator (always embedded)', () => {
    // Act
    const plans = plansOf(true);

    // Assert
    expect(plans).toEqual({
      [STEPS.text]: { makes: ['text'], files: [], provider: 'openai' },
      [STEPS.image]: { makes: ['image'], files: [], provider: 'openai' },
      [STEPS.audio]: { makes: ['audio'], files: [], provider: 'openai' },
      [GENERATE_IMAGE]: { makes: ['image'], files: [], provider: 'openai' },
      [TEST_TOOLS]: { makes: ['audio'], files: ['audio'], provider: 'embedded' },
    });
  });
});

describe('the bundles of the pipeline’s making steps (esbuild’s metafile)', () => {
  /** The modules that kept bytes in the step's bundle, built as the stack builds it for this provider. */
  async function bundledModules(entry: string, provider: StoryMakersProvider): Promise<Record<string, { bytesInOutput: number }>> {
    const result = await build({
      ...storyMakersEsbuildOptions,
      external: [...storyMakersEsbuildOptions.external],
      logOverride: { ...storyMakersEsbuildOptions.logOverride },
      define: storyMakersDefine(provider),
      entryPoints: [join(PROJECT_ROOT, entry)],
      outfile: join(PROJECT_ROOT, 'never-written', 'index.js'),
      absWorkingDir: PROJECT_ROOT,
      write: false,
      metafile: true,
      logLevel: 'silent',
    });
    return Object.values(result.metafile.outputs).find((output) => output.entryPoint !== undefined)!.inputs;
  }
  const holds = (modules: Record<string, { bytesInOutput: number }>, path: string) => (modules[path]?.bytesInOutput ?? 0) > 0;

  it('should hold each step’s own embedded makers and none of another medium’s, nor OpenAI’s client', async () => {
    // Act
    const modules = Object.fromEntries(await Promise.all(STORY_MEDIA.map(async (medium) => [medium, await bundledModules(STEPS[medium], 'embedded')] as const)));

    // Assert
    for (const medium of STORY_MEDIA) expect(foreignStoryMakersModules({ makes: [medium], provider: 'embedded' }, modules[medium]!), medium).toEqual([]);
    expect(holds(modules.text!, 'functions/story-makers/writer/embedded-story-writer.ts')).toBe(true);
    expect(holds(modules.image!, 'functions/story-makers/illustrator/embedded-illustrator.ts')).toBe(true);
    expect(holds(modules.audio!, 'functions/story-makers/narrator/embedded-narrator.ts')).toBe(true);
    // The check itself sees what it must refuse: the audio bundle would not do for the image step.
    expect(foreignStoryMakersModules({ makes: ['image'], provider: 'embedded' }, modules.audio!)).toContain('functions/story-makers/narrator/embedded-narrator.ts');
  });

  it('should hold each step’s own OpenAI makers only, and no embedded writer, illustrator or narrator, when bundled for OpenAI', async () => {
    // Act
    const modules = Object.fromEntries(await Promise.all(STORY_MEDIA.map(async (medium) => [medium, await bundledModules(STEPS[medium], 'openai')] as const)));

    // Assert
    for (const medium of STORY_MEDIA) expect(foreignStoryMakersModules({ makes: [medium], provider: 'openai' }, modules[medium]!), medium).toEqual([]);
    expect(holds(modules.text!, 'functions/story-makers/openai/openai-story-writer.ts')).toBe(true);
    expect(holds(modules.text!, 'functions/story-makers/openai/openai-moderator.ts')).toBe(true);
    // The text step narrates the opening while the completion streams (issue 30); the image step never narrates.
    expect(holds(modules.text!, 'functions/story-makers/openai/openai-narrator.ts')).toBe(true);
    expect(foreignStoryMakersModules({ makes: ['image'], provider: 'openai' }, modules.audio!)).toContain('functions/story-makers/openai/openai-narrator.ts');
    expect(holds(modules.image!, 'functions/story-makers/openai/openai-illustrator.ts')).toBe(true);
    expect(holds(modules.audio!, 'functions/story-makers/openai/openai-narrator.ts')).toBe(true);
    // The image and audio steps no longer carry the moderator's lexicons; the check sees them where they are.
    expect(foreignStoryMakersModules({ makes: ['image'], provider: 'openai' }, modules.text!)).toContain('functions/story-makers/moderator/embedded-moderator.ts');
  });
});

describe('the asset CDK builds for the image step (linux-arm64)', () => {
  let scratch: string;

  beforeAll(() => {
    scratch = mkdtempSync(join(realpathSync(tmpdir()), 'story-maker-functions-'));
  });

  afterAll(() => {
    rmSync(scratch, { recursive: true, force: true });
  });

  /** Bundles one function as the stack does (NodejsFunction, lambdaBundling, its afterBundling hook); its files and bundle. */
  function bundleWithCdk(name: string, storyMakers: StoryMakersUse): { files: string[]; bundle: string } {
    const app = new App({ outdir: join(scratch, name) });
    const stack = new Stack(app, 'StoryMakerFunction');
    createLambdaFunction(stack, { name, entry: STEPS.image, storyMakers });
    const template = app.synth().getStackByName(stack.stackName).template as CloudFormationTemplate;
    const code = Object.values(template.Resources).find((resource) => resource.Type === 'AWS::Lambda::Function')?.Properties?.Code as { S3Key: string };
    const assetDir = join(scratch, name, `asset.${code.S3Key.replace(/\.zip$/, '')}`);
    const files = readdirSync(assetDir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => relative(assetDir, join(entry.parentPath, entry.name)).split(sep).join('/'))
      .sort();
    return { files, bundle: readFileSync(join(assetDir, 'index.js'), 'utf8') };
  }

  it('should hold the illustrator’s files only, and an OpenAI one nothing beside its bundle and no resvg inside', (context) => {
    try {
      resvgBinary('arm64');
    } catch (error) {
      // The only step that needs the npm registry, once (then node_modules/.cache): offline, say so and stop.
      if (error instanceof ResvgDownloadError) context.skip(`${error.message}: the arm64 asset cannot be built offline before its first download`);
      throw error;
    }

    // Act
    const embedded = bundleWithCdk('image-embedded', { makes: 'image' });
    const onOpenAi = bundleWithCdk('image-openai', { makes: 'image', embedded: false });

    // Assert: resvg's loader names its binary `resvgjs.linux-…`; the OpenAI bundle never loads it.
    expect(embedded.files).toEqual(['index.js', 'index.js.map', ...storyMakersAssetPaths(['image'], 'arm64')].sort());
    expect(embedded.bundle).toContain('resvgjs.linux-');
    expect(onOpenAi.files).toEqual(['index.js', 'index.js.map']);
    expect(onOpenAi.bundle).not.toContain('resvgjs.linux-');
  });
});
