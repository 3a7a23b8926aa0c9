import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { dirname, join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Plugin, ResolvedConfig } from 'vite';
import type { StoryMakers, StoryRequest, WrittenStory } from '../../functions/core/story-makers-port';

/**
 * `virtual:sample-story`: the landing page's sample story (spec part 1 §1, "inspired by a parent's daughter
 * aged 4"), written, illustrated and narrated by the product's own embedded story makers while the web is
 * built, so what a visitor reads and hears is what a parent gets, never a hand-polished mock-up.
 *
 * - Build (client and SSR): the PNG and the MP3 are emitted under content-hashed names computed here, so
 *   the client build and the prerender's SSR build name them identically (Vite drops assets from an SSR
 *   build; its HTML points at the client's files).
 * - Dev: the files are served from the cache by a middleware under {@link DEV_URL_PREFIX}.
 * - Cache: node_modules/.cache/contes-sample-story/<key>/, the key hashing the request below, every file of
 *   functions/story-makers, what they import from outside it, and the versions of the packages doing the
 *   drawing, the speech and the encoding; a warm build reads three files, a cold one spends a few seconds
 *   (mostly eSpeak) once.
 */

export const SAMPLE_STORY_MODULE_ID = 'virtual:sample-story';
const RESOLVED_MODULE_ID = `\0${SAMPLE_STORY_MODULE_ID}`;

/** Bump to throw away every cached story when the cached files' layout changes. */
const CACHE_FORMAT = 1;
const CACHE_FOLDER = join('node_modules', '.cache', 'contes-sample-story');
const DEV_URL_PREFIX = '/__sample-story/';
const FILES = { story: 'story.json', image: 'illustration.png', audio: 'narration.mp3' } as const;

/** The packages whose code turns the story into pixels and sound: a new version may change the bytes. */
const MAKER_PACKAGES = ['@resvg/resvg-js', '@echogarden/espeak-ng-emscripten', '@breezystack/lamejs', '@expo-google-fonts/nunito'];

/**
 * The child and the wizard's choices: Léa, 4 years old, as a parent would fill the profile and the wizard.
 * The seed fixes the plot among the writer's variants; this one gives a gentle bedtime story for her age.
 */
export const LANDING_STORY_REQUEST: StoryRequest = {
  seed: 'lea-4-ans',
  child: {
    name: 'Léa',
    age: 4,
    gender: 'girl',
    personality: ['Curieux', 'Rêveur', 'Généreux'],
    interests: ['Animaux', 'Jardinage'],
    favoriteColor: '#F4A6C1',
    favoriteHobby: 'dessiner des arcs-en-ciel',
    readingLevel: 'beginner',
    skinColor: 'Métisse claire',
    hairColor: 'Châtain',
    hairType: 'Bouclés',
    hairLength: 'Mi-longs',
    eyeColor: 'Noisette',
    height: 'Petit(e)',
    style: 'Décontracté',
  },
  choices: {
    mainCharacter: 'un petit lapin',
    setting: 'le jardin de mamie',
    scenario: 'retrouver le doudou perdu',
    emotions: ['la joie'],
    values: ["l'amitié"],
  },
};

/** What the cache keeps in story.json besides the two binary files. */
interface CachedStory extends WrittenStory {
  durationMs: number;
}

export interface SampleStoryFiles {
  story: CachedStory;
  image: Buffer;
  /** null when the narration failed at this build: the page shows the story without its player, and nothing is cached. */
  audio: Buffer | null;
}

/** The exports of `virtual:sample-story` (web/src/sample-story.d.ts declares the same for the web). */
export interface SampleStoryModule {
  title: string;
  paragraphs: string[];
  moral: string;
  imageUrl: string;
  /** What the picture shows, from the request: the child, the main character and the place. */
  imageAlt: string;
  imageWidth: number;
  imageHeight: number;
  audioUrl: string;
  durationMs: number;
  childName: string;
  childAge: number;
}

// ── The cache key ───────────────────────────────────────────────────────────────────────────────────────────

function filesUnder(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    return entry.isDirectory() ? filesUnder(path) : [path];
  });
}

/** A relative import, or one through the backend's package.json aliases (`#shared/…`, `#core/…`). */
const SOURCE_IMPORT = /(?:from\s+|import\s*\(\s*|import\s+)'(\.{1,2}\/[^']+|#[\w-]+\/[^']+)'/g;
const SOURCE_SUFFIXES = ['', '.ts', '.mts', '.mjs', '.js', '.json', '/index.ts'];

/** package.json `imports` as prefixes: '#core/*' → './functions/core/*.ts' gives '#core/' → 'functions/core/'. */
function backendAliases(repoRoot: string): [string, string][] {
  const imports = (JSON.parse(readFileSync(join(repoRoot, 'package.json'), 'utf8')) as { imports?: Record<string, string> }).imports ?? {};
  return Object.entries(imports).map(([alias, target]) => [alias.replace(/\*$/, ''), join(repoRoot, target.replace(/\*\.ts$/, '').replace(/\*$/, ''))]);
}

function resolveSource(fromFile: string, specifier: string, aliases: readonly [string, string][]): string | undefined {
  const alias = aliases.find(([prefix]) => specifier.startsWith(prefix));
  if (specifier.startsWith('#') && !alias) return undefined;
  const base = alias ? alias[1] + specifier.slice(alias[0].length) : resolve(dirname(fromFile), specifier);
  return SOURCE_SUFFIXES.map((suffix) => base + suffix).find((path) => existsSync(path) && statSync(path).isFile());
}

/** Every file of the story makers' folder, plus what they import (transitively) from elsewhere in the repository. */
export function storyMakersSourceFiles(repoRoot: string): string[] {
  const makersDir = join(repoRoot, 'functions', 'story-makers');
  const seen = new Set(filesUnder(makersDir));
  const pending = [...seen];
  const aliases = backendAliases(repoRoot);
  while (pending.length > 0) {
    const file = pending.pop()!;
    if (!/\.(m?ts|m?js)$/.test(file)) continue;
    for (const match of readFileSync(file, 'utf8').matchAll(SOURCE_IMPORT)) {
      const target = resolveSource(file, match[1]!, aliases);
      if (target && !seen.has(target)) {
        seen.add(target);
        pending.push(target);
      }
    }
  }
  return [...seen].sort();
}

function packageVersion(repoRoot: string, name: string): string {
  try {
    return (JSON.parse(readFileSync(join(repoRoot, 'node_modules', name, 'package.json'), 'utf8')) as { version?: string }).version ?? 'unknown';
  } catch {
    return 'missing';
  }
}

/** Changes whenever the request, a story maker's source or a drawing/speech package changes; stable otherwise. */
export function sampleStoryCacheKey(repoRoot: string, request: StoryRequest = LANDING_STORY_REQUEST): string {
  const hash = createHash('sha256');
  hash.update(JSON.stringify({ format: CACHE_FORMAT, request, packages: MAKER_PACKAGES.map((name) => [name, packageVersion(repoRoot, name)]) }));
  for (const file of storyMakersSourceFiles(repoRoot)) {
    // Paths from the root (slashes on every system), so two checkouts of the same commit share a key.
    hash.update(`\0${relative(repoRoot, file).split('\\').join('/')}\0`);
    hash.update(readFileSync(file));
  }
  return hash.digest('hex').slice(0, 16);
}

// ── Generation and cache ────────────────────────────────────────────────────────────────────────────────────

/** Runs the embedded writer, illustrator and narrator, loaded from their TypeScript sources only on a cache miss. */
async function generateSampleStory(repoRoot: string, request: StoryRequest): Promise<SampleStoryFiles> {
  // The config is bundled by Vite and the story makers are TypeScript: tsx loads them only when needed, so a
  // warm build neither compiles nor loads them (eSpeak's WebAssembly included).
  const { tsImport } = await import('tsx/esm/api');
  const entry = pathToFileURL(join(repoRoot, 'functions', 'story-makers', 'embedded-story-makers.ts')).href;
  const makersModule = (await tsImport(entry, pathToFileURL(join(repoRoot, 'package.json')).href)) as {
    createEmbeddedStoryMakers: (options: { narrator: { timeoutMs: number } }) => StoryMakers;
  };
  // A build is not a request: it waits for the narration as long as a loaded machine needs (issue 27, item 9).
  const { writer, illustrator, narrator } = makersModule.createEmbeddedStoryMakers({ narrator: { timeoutMs: BUILD_NARRATION_TIMEOUT_MS } });
  const story = await writer.write(request);
  const narrate = narrator.narrate({ story, childAge: request.child.age, childGender: request.child.gender }).catch((error: unknown) => {
    // The twin and the deploy must still start: the landing shows the story without its player this time.
    console.warn(`sample story: the narration failed (${error instanceof Error ? error.message : String(error)}); the landing page shows the story without its player until the next build`);
    return null;
  });
  const [image, narration] = await Promise.all([illustrator.illustrate(request), narrate]);
  return {
    story: { title: story.title, content: story.content, moral: story.moral, durationMs: narration?.durationMs ?? 0 },
    image: Buffer.from(image),
    audio: narration ? Buffer.from(narration.mp3) : null,
  };
}

/** Still an end for an eSpeak NG that never loads (its data file missing), far beyond any loaded machine's narration. */
const BUILD_NARRATION_TIMEOUT_MS = 10 * 60_000;

function readCached(entryDir: string): SampleStoryFiles | undefined {
  try {
    return {
      story: JSON.parse(readFileSync(join(entryDir, FILES.story), 'utf8')) as CachedStory,
      image: readFileSync(join(entryDir, FILES.image)),
      audio: readFileSync(join(entryDir, FILES.audio)),
    };
  } catch {
    return undefined;
  }
}

/** Writes beside the entry then renames, so a build running at the same moment never reads half a file. */
function writeCached(cacheDir: string, key: string, files: SampleStoryFiles): void {
  const entryDir = join(cacheDir, key);
  const partialDir = join(cacheDir, `${key}.partial-${process.pid}`);
  mkdirSync(partialDir, { recursive: true });
  writeFileSync(join(partialDir, FILES.story), `${JSON.stringify(files.story, null, 1)}\n`);
  writeFileSync(join(partialDir, FILES.image), files.image);
  if (files.audio) writeFileSync(join(partialDir, FILES.audio), files.audio);
  try {
    renameSync(partialDir, entryDir);
  } catch {
    // Another build stored the same key first: its files are the same story.
    rmSync(partialDir, { recursive: true, force: true });
  }
  // Older keys are stories of older sources: nothing will read them again.
  for (const name of readdirSync(cacheDir)) {
    if (name !== key && !name.includes('.partial-')) rmSync(join(cacheDir, name), { recursive: true, force: true });
  }
}

export interface LoadedSampleStory {
  key: string;
  entryDir: string;
  files: SampleStoryFiles;
}

/** The cached story for the current sources, generated and stored first when there is none. */
export async function loadSampleStory(repoRoot: string, request: StoryRequest = LANDING_STORY_REQUEST): Promise<LoadedSampleStory> {
  const cacheDir = join(repoRoot, CACHE_FOLDER);
  const key = sampleStoryCacheKey(repoRoot, request);
  const entryDir = join(cacheDir, key);
  let files = readCached(entryDir);
  if (!files) {
    files = await generateSampleStory(repoRoot, request);
    // A story without its narration is not kept: the next build tries again.
    if (files.audio) writeCached(cacheDir, key, files);
  }
  return { key, entryDir, files };
}

// ── The module ──────────────────────────────────────────────────────────────────────────────────────────────

/** A PNG's size, from its IHDR chunk (bytes 16–23), so the page reserves the picture's box before it loads. */
export function pngSize(png: Uint8Array): { width: number; height: number } {
  const view = new DataView(png.buffer, png.byteOffset, png.byteLength);
  const isPng = png.byteLength >= 24 && view.getUint32(0) === 0x89504e47 && view.getUint32(12) === 0x49484452;
  if (!isPng) throw new Error('sample story: the illustrator did not return a PNG');
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

/** A file name that changes with its content: the hashed assets are cached as immutable. */
export function hashedName(stem: string, content: Uint8Array, extension: string): string {
  return `${stem}-${createHash('sha256').update(content).digest('base64url').slice(0, 10)}.${extension}`;
}

export function assetNames(files: SampleStoryFiles): { image: string; audio?: string } {
  return { image: hashedName('exemple-lea', files.image, 'png'), ...(files.audio ? { audio: hashedName('exemple-lea', files.audio, 'mp3') } : {}) };
}

/** The module's exports; paragraphs split as the writer separates them (a blank line). */
export function sampleStoryModule(files: SampleStoryFiles, urls: { image: string; audio?: string }, request: StoryRequest = LANDING_STORY_REQUEST): SampleStoryModule {
  const { width, height } = pngSize(files.image);
  return {
    title: files.story.title,
    paragraphs: files.story.content
      .split(/\n\s*\n/)
      .map((paragraph) => paragraph.trim())
      .filter(Boolean),
    moral: files.story.moral,
    imageUrl: urls.image,
    imageAlt: `Illustration de l’histoire : ${request.child.name} et ${request.choices.mainCharacter} dans ${request.choices.setting}`,
    imageWidth: width,
    imageHeight: height,
    audioUrl: urls.audio ?? '',
    durationMs: files.story.durationMs,
    childName: request.child.name,
    childAge: request.child.age,
  };
}

export function sampleStoryModuleCode(module: SampleStoryModule): string {
  return Object.entries(module)
    .map(([name, value]) => `export const ${name} = ${JSON.stringify(value)};`)
    .join('\n');
}

// ── The plugin ──────────────────────────────────────────────────────────────────────────────────────────────

const CONTENT_TYPES: Record<string, string> = { png: 'image/png', mp3: 'audio/mpeg' };

/** Dev only: the cached files, with byte ranges (the audio element asks for them to seek). */
function serveCachedFile(entryDir: () => string | undefined, names: () => Record<string, string>) {
  return (req: IncomingMessage, res: ServerResponse, next: () => void) => {
    const requested = decodeURIComponent((req.url ?? '').split('?')[0]!.replace(/^\//, ''));
    const dir = entryDir();
    const cachedName = Object.entries(names()).find(([, name]) => name === requested)?.[0];
    if (!dir || !cachedName) {
      next();
      return;
    }
    const body = readFileSync(join(dir, cachedName === 'image' ? FILES.image : FILES.audio));
    res.setHeader('Content-Type', CONTENT_TYPES[requested.split('.').pop()!] ?? 'application/octet-stream');
    res.setHeader('Accept-Ranges', 'bytes');
    res.setHeader('Cache-Control', 'no-cache');
    const range = /^bytes=(\d*)-(\d*)$/.exec(req.headers.range ?? '');
    if (range && (range[1] || range[2])) {
      const start = range[1] ? Number(range[1]) : Math.max(0, body.length - Number(range[2]));
      const end = range[1] && range[2] ? Math.min(Number(range[2]), body.length - 1) : body.length - 1;
      if (start > end || start >= body.length) {
        res.statusCode = 416;
        res.setHeader('Content-Range', `bytes */${body.length}`);
        res.end();
        return;
      }
      res.statusCode = 206;
      res.setHeader('Content-Range', `bytes ${start}-${end}/${body.length}`);
      res.end(body.subarray(start, end + 1));
      return;
    }
    res.end(body);
  };
}

export interface SampleStoryPluginOptions {
  /** The repository's root (the folder holding functions/ and node_modules/). */
  repoRoot: string;
}

export function sampleStory({ repoRoot }: SampleStoryPluginOptions): Plugin {
  let config: ResolvedConfig;
  // One generation per process, even when the client and the SSR builds ask at the same time.
  let loading: Promise<LoadedSampleStory> | undefined;
  let loaded: LoadedSampleStory | undefined;
  const load = () => {
    loading ??= loadSampleStory(repoRoot).then((result) => (loaded = result));
    return loading;
  };
  const publicPath = (fileName: string) => `${config.base.endsWith('/') ? config.base : `${config.base}/`}${fileName}`;

  return {
    name: 'contes:sample-story',
    configResolved(resolved) {
      config = resolved;
    },
    configureServer(server) {
      server.middlewares.use(
        DEV_URL_PREFIX,
        serveCachedFile(
          () => loaded?.entryDir,
          () => (loaded ? assetNames(loaded.files) : {}),
        ),
      );
    },
    resolveId(id) {
      return id === SAMPLE_STORY_MODULE_ID ? RESOLVED_MODULE_ID : undefined;
    },
    async load(id) {
      if (id !== RESOLVED_MODULE_ID) return undefined;
      const { files } = await load();
      const names = assetNames(files);
      if (config.command === 'serve') {
        return sampleStoryModuleCode(
          sampleStoryModule(files, { image: `${DEV_URL_PREFIX}${names.image}`, ...(names.audio ? { audio: `${DEV_URL_PREFIX}${names.audio}` } : {}) }),
        );
      }
      const assetPath = (name: string) => join(config.build.assetsDir, name).split('\\').join('/');
      const image = assetPath(names.image);
      // Emitted in every build under the same names; Vite keeps them in the client's output only.
      this.emitFile({ type: 'asset', fileName: image, source: files.image });
      const audio = names.audio && files.audio ? assetPath(names.audio) : undefined;
      if (audio && files.audio) this.emitFile({ type: 'asset', fileName: audio, source: files.audio });
      return sampleStoryModuleCode(sampleStoryModule(files, { image: publicPath(image), ...(audio ? { audio: publicPath(audio) } : {}) }));
    },
  };
}
