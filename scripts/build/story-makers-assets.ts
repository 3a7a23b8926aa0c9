import { createHash } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { basename, dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gunzipSync } from 'node:zlib';
import { build, type Plugin } from 'esbuild';
import { FONT_MODULE, STORY_MAKERS_DIR, STORY_MAKERS_FILES, STORY_MEDIA, type StoryMedium } from '#shared/story-makers-files';
import { PROJECT_ROOT } from '../../infra/project-root';

/**
 * The files a Lambda running embedded story makers (functions/story-makers) needs beside its CommonJS
 * bundle, which esbuild cannot inline — and only those of what the function makes (issue 17: the text
 * function carries no resvg and no eSpeak, the image function no eSpeak, the audio function no resvg):
 * - text: nothing (the writer and the moderator are plain JavaScript inside the bundle);
 * - image: resvg's native binary for the target CPU and the Nunito font;
 * - audio: the two worker threads (eSpeak NG and MP3), each bundled into one self-contained ES module, with
 *   eSpeak NG's data trimmed to the voices we use.
 * Nothing is left to resolve from node_modules at run time.
 *
 * A build tool, not a construct: one function, {@link writeStoryMakersAssets}, used by the stack's bundling (for
 * arm64, through the NodejsFunction `afterBundling` hook, which runs this file as a command by its path:
 * infra/constructs/lambda-function.ts, which imports no build script), by `npm run bench:size` and by
 * tests/infra/story-makers-bundle.test.ts (for the machine's own CPU, so the bundle can run there).
 *
 * Layout of the asset:
 *   index.js                           the function (esbuild, CJS)
 *   resvgjs.linux-<arch>-gnu.node      image: where @resvg/resvg-js's loader looks first (`__dirname` of the bundle)
 *   story-makers/Nunito_800ExtraBold.ttf                                image
 *   story-makers/espeak-worker.mjs     audio: the eSpeak NG worker with espeak-ng.js and LAME in WebAssembly inside (it encodes what it reads)
 *   story-makers/espeak-ng.data        audio: eSpeak NG's files (found beside the worker through its import.meta.url)
 *   story-makers/licenses/*            the licences of the third-party code shipped as files
 */

/** The CPU the files are for (the same two as infra/constructs/lambda-function.ts's). */
export type StoryMakersArch = 'arm64' | 'x64';

/**
 * eSpeak NG dictionaries kept in espeak-ng.data (the rest of the data — phonemes, intonation, voices,
 * languages — is kept whole). The narrator speaks French; English is kept because French dictionary entries
 * may switch a word to English. The full package (24 MB, 8.5 MB of it Russian) shrinks to under 2 MB.
 */
export const ESPEAK_DICTIONARIES = ['fr', 'en'] as const;

const requireHere = createRequire(import.meta.url);
const STORY_MAKERS_SOURCE_DIR = join(PROJECT_ROOT, 'functions', 'story-makers');
const ESPEAK_WORKER_SOURCE = join(STORY_MAKERS_SOURCE_DIR, 'narrator', 'espeak-worker.mjs');
/** Downloaded platform packages (resvg for the other CPU), kept between deploys. */
const DOWNLOAD_CACHE = join(PROJECT_ROOT, 'node_modules', '.cache', 'story-makers');

export interface StoryMakersAssetsReport {
  /** Files written, relative to the output directory, with their sizes. */
  files: { path: string; bytes: number }[];
}

/** One file beside the bundle: where it goes (relative to the bundle's folder) and how it is made. */
interface PlannedAsset {
  path: string;
  contents: () => Promise<Uint8Array> | Uint8Array;
}

const assetPath = (file: keyof typeof STORY_MAKERS_FILES) => `${STORY_MAKERS_DIR}/${STORY_MAKERS_FILES[file]}`;
const licensePath = (name: string) => `${STORY_MAKERS_DIR}/licenses/${name}`;

/**
 * The files each medium needs (shared/story-makers-files.ts names the run-time files; the licences of the
 * third-party code go with the code they cover).
 */
function plannedAssets(medium: StoryMedium, arch: StoryMakersArch): PlannedAsset[] {
  const license = (name: string, from: () => string): PlannedAsset => ({
    path: licensePath(name),
    contents: () => {
      const file = from();
      // Shipping this code means shipping its licence (eSpeak NG is GPL-3.0): a missing file stops the build.
      if (!existsSync(file)) throw new Error(`Story makers: licence file not found: ${file}`);
      return readFileSync(file);
    },
  });
  switch (medium) {
    case 'text':
      // The writer and the moderator are plain JavaScript, all inside the bundle.
      return [];
    case 'image':
      return [
        {
          path: assetPath('font'),
          contents: () => readFileSync(createRequire(join(STORY_MAKERS_SOURCE_DIR, 'illustrator', 'embedded-illustrator.ts')).resolve(FONT_MODULE)),
        },
        { path: resvgFileName(arch), contents: () => resvgBinary(arch).contents },
        license('resvg-js.MPL-2.0.txt', () => join(packageDir('@resvg/resvg-js'), 'LICENSE')),
        license('nunito.OFL-1.1.txt', () => join(packageDir('@expo-google-fonts/nunito'), 'LICENSE_FONT')),
      ];
    case 'audio': {
      // Made when the files are written, not when they are only listed (eSpeak NG's data is 24 MB to read).
      let trimmed: ReturnType<typeof trimEspeakData> | undefined;
      const espeak = () => (trimmed ??= trimEspeakData(ESPEAK_DICTIONARIES));
      return [
        // The worker first: bundling it is what tells the trimmed data's table of contents.
        { path: assetPath('espeakWorker'), contents: () => bundleWorker(ESPEAK_WORKER_SOURCE, [espeak().plugin]) },
        { path: assetPath('espeakData'), contents: () => espeak().data() },
        license('espeak-ng.GPL-3.0.txt', () => join(packageDir('@echogarden/espeak-ng-emscripten'), 'COPYING')),
        license('wasm-media-encoders.MIT.txt', () => join(packageDir('wasm-media-encoders'), 'LICENSE')),
      ];
    }
  }
}

/** The files a function making `media` carries beside its bundle, relative to the bundle's folder (nothing is built). */
export function storyMakersAssetPaths(media: readonly StoryMedium[], arch: StoryMakersArch): string[] {
  return [...new Set(media)].flatMap((medium) => plannedAssets(medium, arch).map((asset) => asset.path));
}

/** Writes the run-time files of the story makers of `media` into a bundle's output directory (see the layout above). */
export async function writeStoryMakersAssets(outputDir: string, arch: StoryMakersArch, media: readonly StoryMedium[]): Promise<StoryMakersAssetsReport> {
  const files: { path: string; bytes: number }[] = [];
  for (const medium of [...new Set(media)]) {
    for (const asset of plannedAssets(medium, arch)) {
      const contents = await asset.contents();
      mkdirSync(dirname(join(outputDir, asset.path)), { recursive: true });
      writeFileSync(join(outputDir, asset.path), contents);
      files.push({ path: asset.path, bytes: contents.byteLength });
    }
  }
  return { files };
}

/** One worker script and every package it imports, as one ES module (workers are started by file URL). */
async function bundleWorker(entry: string, plugins: Plugin[]): Promise<Uint8Array> {
  const result = await build({
    entryPoints: [entry],
    absWorkingDir: PROJECT_ROOT,
    bundle: true,
    minify: true,
    platform: 'node',
    target: 'node24',
    format: 'esm',
    write: false,
    logLevel: 'warning',
    legalComments: 'inline',
    plugins,
  });
  const [output] = result.outputFiles;
  if (!output || result.outputFiles.length !== 1) {
    throw new Error(`Story makers: bundling ${basename(entry)} gave ${result.outputFiles.length} files`);
  }
  return output.contents;
}

interface PackagedFile {
  filename: string;
  start: number;
  end: number;
}

/**
 * espeak-ng.js (Emscripten) carries the table of contents of espeak-ng.data as a literal,
 * `loadPackage({files:[{filename:…,start:…,end:…},…],remote_package_size:…})`. The plugin rewrites that table
 * for the kept files while the worker is bundled; `data()` then gives the matching, smaller data file.
 */
function trimEspeakData(dictionaries: readonly string[]): { plugin: Plugin; data: () => Uint8Array } {
  const packageRoot = packageDir('@echogarden/espeak-ng-emscripten');
  const fullData = readFileSync(join(packageRoot, 'espeak-ng.data'));
  const kept: PackagedFile[] = [];
  const keep = (filename: string) => {
    const name = filename.split('/').pop() ?? '';
    return !name.endsWith('_dict') || dictionaries.includes(name.slice(0, -'_dict'.length));
  };
  const plugin: Plugin = {
    name: 'trim-espeak-ng-data',
    setup(pluginBuild) {
      pluginBuild.onLoad({ filter: /[\\/]espeak-ng-emscripten[\\/]espeak-ng\.js$/ }, (args) => {
        const source = readFileSync(args.path, 'utf8');
        const table = /loadPackage\(\{files:(\[[^\]]*\]),remote_package_size:(\d+)\}\)/.exec(source);
        if (!table?.[1] || Number(table[2]) !== fullData.byteLength) {
          throw new Error('Story makers: the table of contents of espeak-ng.data was not found in espeak-ng.js (new package version?); update trimEspeakData');
        }
        kept.splice(0, kept.length, ...parseFileTable(table[1]).filter((file) => keep(file.filename)));
        const missing = dictionaries.filter((dictionary) => !kept.some((file) => file.filename.endsWith(`/${dictionary}_dict`)));
        if (missing.length > 0) {
          throw new Error(`Story makers: espeak-ng.data has no dictionary for ${missing.join(', ')}`);
        }
        let position = 0;
        const trimmedTable = kept.map((file) => {
          const entry = { filename: file.filename, start: position, end: position + file.end - file.start };
          position = entry.end;
          return entry;
        });
        const replacement = `loadPackage({files:${JSON.stringify(trimmedTable)},remote_package_size:${position}})`;
        return { contents: source.replace(table[0], () => replacement), loader: 'js' };
      });
    },
  };
  const data = () => {
    if (kept.length === 0) {
      throw new Error('Story makers: espeak-ng.js was not bundled, so the data cannot be trimmed');
    }
    return Buffer.concat(kept.map((file) => fullData.subarray(file.start, file.end)));
  };
  return { plugin, data };
}

/** `[{filename:"/usr/…",start:0,end:121473},…]` (object keys unquoted, as Emscripten writes them). */
function parseFileTable(literal: string): PackagedFile[] {
  const files: PackagedFile[] = [];
  const entry = /\{filename:"([^"]+)",start:(\d+),end:(\d+)\}/g;
  for (const match of literal.matchAll(entry)) {
    files.push({ filename: match[1]!, start: Number(match[2]), end: Number(match[3]) });
  }
  const entries = literal.split('{filename:').length - 1;
  if (files.length === 0 || files.length !== entries) {
    throw new Error(`Story makers: could not read espeak-ng.data's table of contents (${files.length} of ${entries} entries)`);
  }
  return files;
}

/**
 * resvg's native binary for linux-<arch>-gnu (Lambda runs Amazon Linux 2023, glibc), at the version and
 * integrity the lockfile records: from node_modules when npm installed it (the machine's own CPU), else
 * fetched once with `npm pack` (honouring the operator's npm configuration) into node_modules/.cache.
 */
export function resvgBinary(arch: StoryMakersArch): { fileName: string; contents: Buffer } {
  const name = `@resvg/resvg-js-linux-${arch}-gnu`;
  const fileName = resvgFileName(arch);
  const lock = JSON.parse(readFileSync(join(PROJECT_ROOT, 'package-lock.json'), 'utf8')) as { packages?: Record<string, { version?: string; integrity?: string }> };
  const locked = lock.packages?.[`node_modules/${name}`];
  if (!locked?.version || !locked.integrity) {
    throw new Error(`Story makers: package-lock.json has no version and integrity for ${name} (an optional dependency of @resvg/resvg-js); run npm install`);
  }

  const installed = join(PROJECT_ROOT, 'node_modules', name);
  if (existsSync(join(installed, fileName))) {
    const { version } = JSON.parse(readFileSync(join(installed, 'package.json'), 'utf8')) as { version: string };
    if (version === locked.version) {
      return { fileName, contents: readFileSync(join(installed, fileName)) };
    }
  }

  const tarball = join(DOWNLOAD_CACHE, `${name.slice(1).replace('/', '-')}-${locked.version}.tgz`);
  if (!existsSync(tarball) || integrityOf(readFileSync(tarball)) !== locked.integrity) {
    // Tests and benchmarks use the copy `npm install` fetched (postinstall); they never reach the network.
    if (process.env[STORY_MAKERS_NO_DOWNLOAD_ENV]) {
      throw new ResvgDownloadError(`Story makers: ${name}@${locked.version} is not in node_modules/.cache (run npm install online once)`);
    }
    mkdirSync(DOWNLOAD_CACHE, { recursive: true });
    const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
    let output: string;
    try {
      output = execFileSync(npm, ['pack', `${name}@${locked.version}`, '--pack-destination', DOWNLOAD_CACHE, '--json', '--ignore-scripts'], {
        cwd: PROJECT_ROOT,
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'inherit'],
        shell: process.platform === 'win32',
      });
    } catch (error) {
      throw new ResvgDownloadError(`Story makers: could not download ${name}@${locked.version} with npm pack (is the npm registry reachable?)`, { cause: error });
    }
    const [packed] = JSON.parse(output) as { filename: string }[];
    if (!packed || join(DOWNLOAD_CACHE, basename(packed.filename)) !== tarball) {
      throw new Error(`Story makers: npm pack ${name}@${locked.version} wrote ${packed?.filename ?? 'nothing'}, not ${basename(tarball)}`);
    }
  }
  const archive = readFileSync(tarball);
  if (integrityOf(archive) !== locked.integrity) {
    throw new Error(`Story makers: ${basename(tarball)} does not match the integrity recorded in package-lock.json`);
  }
  const contents = readTarEntry(gunzipSync(archive), `package/${fileName}`);
  if (!contents) {
    throw new Error(`Story makers: ${basename(tarball)} holds no ${fileName}`);
  }
  return { fileName, contents };
}

/** Where @resvg/resvg-js's loader looks first for its binary: beside the bundle (`__dirname`). */
export function resvgFileName(arch: StoryMakersArch): string {
  return `resvgjs.linux-${arch}-gnu.node`;
}

/** Set (by `npm test`): never download, use what `npm install` cached. */
export const STORY_MAKERS_NO_DOWNLOAD_ENV = 'STORY_MAKERS_NO_DOWNLOAD';

/** The target's resvg binary is neither installed nor cached, and npm could not fetch it (e.g. offline). */
export class ResvgDownloadError extends Error {
  override name = 'ResvgDownloadError';
}

function integrityOf(bytes: Uint8Array): string {
  return `sha512-${createHash('sha512').update(bytes).digest('base64')}`;
}

/** One regular file of a (ustar) tar archive, such as an npm tarball. */
export function readTarEntry(tar: Buffer, wanted: string): Buffer | undefined {
  let offset = 0;
  let longName: string | undefined;
  while (offset + 512 <= tar.length) {
    const header = tar.subarray(offset, offset + 512);
    if (header.every((byte) => byte === 0)) {
      return undefined;
    }
    const field = (start: number, length: number) => header.toString('utf8', start, start + length).replace(/\0.*$/s, '');
    const size = parseInt(field(124, 12).trim() || '0', 8);
    const type = field(156, 1) || '0';
    const prefix = field(345, 155);
    const name = longName ?? (prefix ? `${prefix}/${field(0, 100)}` : field(0, 100));
    const body = tar.subarray(offset + 512, offset + 512 + size);
    longName = undefined;
    if (type === 'x') {
      const path = /(?:^|\n)\d+ path=([^\n]*)\n/.exec(body.toString('utf8'))?.[1];
      if (path) longName = path;
    } else if ((type === '0' || type === '7') && name === wanted) {
      return Buffer.from(body);
    }
    offset += 512 + Math.ceil(size / 512) * 512;
  }
  return undefined;
}

/** A package's folder, as Node resolves it from the providers (through its entry: some export no package.json). */
function packageDir(name: string): string {
  let dir = dirname(requireHere.resolve(name, { paths: [STORY_MAKERS_SOURCE_DIR] }));
  while (dirname(dir) !== dir) {
    const manifest = join(dir, 'package.json');
    if (existsSync(manifest) && (JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string }).name === name) {
      return dir;
    }
    dir = dirname(dir);
  }
  throw new Error(`Story makers: cannot find the folder of ${name}`);
}

function isStoryMakersArch(value: string | undefined): value is StoryMakersArch {
  return value === 'arm64' || value === 'x64';
}

/** `text,image` → the media, or undefined when a name is not one of {@link STORY_MEDIA}. */
export function parseStoryMedia(value: string | undefined): StoryMedium[] | undefined {
  const names = (value ?? '').split(',').filter(Boolean);
  return names.length > 0 && names.every((name): name is StoryMedium => (STORY_MEDIA as readonly string[]).includes(name)) ? names : undefined;
}

// Run as a command by the bundling hook: `tsx story-makers-assets.ts <outputDir> <arm64|x64> <media>`; and by
// `npm install` (scripts/postinstall.mjs): `tsx story-makers-assets.ts --prefetch arm64`, which caches
// the deploy target's resvg binary so that tests and benchmarks never need the network.
if (process.argv[1] && pathToFileURL(process.argv[1]).href === import.meta.url) {
  const [first, second, third] = process.argv.slice(2);
  if (first === '--prefetch' && isStoryMakersArch(second)) {
    resvgBinary(second);
    process.exit(0);
  }
  const [outputDir, arch, media] = [first, second, parseStoryMedia(third)];
  if (!outputDir || !isStoryMakersArch(arch) || !media) {
    console.error(`usage: tsx scripts/build/story-makers-assets.ts <outputDir> <arm64|x64> <${STORY_MEDIA.join('|')}>[,…] | --prefetch <arm64|x64>`);
    process.exit(2);
  }
  writeStoryMakersAssets(outputDir, arch, media).then(
    (report) => {
      const total = report.files.reduce((sum, file) => sum + file.bytes, 0);
      console.error(`story makers (${media.join(', ')}, ${arch}): ${report.files.length} files, ${(total / 1024 / 1024).toFixed(1)} MiB beside the bundle`);
    },
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
