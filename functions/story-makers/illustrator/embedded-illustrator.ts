import { createRequire } from 'node:module';
import { join } from 'node:path';
import { Resvg, renderAsync, type RenderedImage, type ResvgRenderOptions } from '@resvg/resvg-js';
import type { Illustrator, StoryRequest } from '#core/story-makers-port';
import type { StoryScene } from '#core/story-scenes';
import { FONT_MODULE, STORY_MAKERS_FILES } from '#shared/story-makers-files';
import { bundledStoryMakersDir } from '../runtime-files';
import { foldVeils } from './fold-veils';
import { encodeOpaquePng } from './png-encoder';
import { SIZE } from './scenery';
import { FONT_FAMILY, buildSceneSvg } from './scene';

/**
 * The embedded illustrator (no API key needed): the scene drawn as SVG (./scene.ts) and rendered to
 * a 1024×1024 PNG by resvg with the bundled Nunito font — never the machine's fonts, so the picture
 * is the same everywhere. Nothing about the child is logged.
 */

export { buildSceneSvg, describeScene } from './scene';
export { planDrawing, type DrawingPlan } from './drawing-plan';

/**
 * From source (tsx, vitest, the local twin): the TTF in the font package, found through Node's resolution
 * from this module. In a Lambda bundle (no import.meta.url, no node_modules): the copy in the bundle's
 * story-makers folder.
 */
export function bundledFontFile(): string {
  const bundled = bundledStoryMakersDir(import.meta.url);
  return bundled ? join(bundled, STORY_MAKERS_FILES.font) : createRequire(import.meta.url).resolve(FONT_MODULE);
}

/**
 * Under the picture, a white canvas: our scenes cover it whole, and an opaque picture is what lets the
 * PNG encoder take resvg's (premultiplied) pixels as they are.
 */
const CANVAS = '#FFFFFF';

export function renderOptions(fontFile: string = bundledFontFile()): ResvgRenderOptions {
  return {
    background: CANVAS,
    fitTo: { mode: 'original' },
    font: { fontFiles: [fontFile], loadSystemFonts: false, defaultFontFamily: FONT_FAMILY, sansSerifFamily: FONT_FAMILY },
    shapeRendering: 2,
    textRendering: 1,
    logLevel: 'off',
  };
}

/**
 * The picture is rendered as horizontal strips, each by its own resvg on Node's thread pool (renderAsync),
 * at the same time: resvg draws on one core and this machine, like the Lambda at 2 GB, has more. The rows
 * are fixed (not the number of cores), so a request gives the same bytes on every machine; row 576 splits
 * the work about evenly (sky and treetops above; the characters, the ground and the name below).
 */
const STRIPS: readonly { top: number; height: number }[] = [
  { top: 0, height: 576 },
  { top: 576, height: SIZE - 576 },
];
const ROOT = `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="0 0 ${SIZE} ${SIZE}">`;

/** The markup for each strip (its own viewBox on the same drawing), or the whole picture for another root. */
function stripSvgs(svg: string): string[] {
  if (!svg.startsWith(ROOT)) return [svg];
  const body = svg.slice(ROOT.length);
  return STRIPS.map(({ top, height }) => `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${height}" viewBox="0 ${top} ${SIZE} ${height}">${body}`);
}

interface Picture {
  png: Uint8Array;
  /** The RGBA rows, top to bottom, strip after strip. */
  strips: Uint8Array[];
  width: number;
  height: number;
}

function picture(images: readonly RenderedImage[]): Picture {
  const strips = images.map((image) => image.pixels);
  const width = images[0]?.width ?? 0;
  const height = images.reduce((sum, image) => sum + image.height, 0);
  // The picture is opaque (see CANVAS): our own quicker encoder takes resvg's pixels as they are.
  return { png: encodeOpaquePng(strips, width, height), strips, width, height };
}

/** Synchronous render (strip after strip), for callers that want the pixels (tests) as well as the PNG. */
export function renderScene(svg: string, fontFile?: string): { png: Uint8Array; pixels: Uint8Array; width: number; height: number } {
  const options = renderOptions(fontFile);
  const { png, strips, width, height } = picture(stripSvgs(foldVeils(svg, SIZE)).map((each) => new Resvg(each, options).render()));
  return { png, pixels: new Uint8Array(Buffer.concat(strips)), width, height };
}

export interface EmbeddedIllustratorOptions {
  /** Another TTF than the bundled Nunito (e.g. where a Lambda bundle copies it). */
  fontFile?: string;
}

export function createEmbeddedIllustrator(options: EmbeddedIllustratorOptions = {}): Illustrator {
  let resolved: ResvgRenderOptions | undefined;
  return {
    async illustrate(request: StoryRequest, scene?: StoryScene): Promise<Uint8Array> {
      const renderWith = (resolved ??= renderOptions(options.fontFile ?? bundledFontFile()));
      const svgs = stripSvgs(foldVeils(buildSceneSvg(request, scene), SIZE));
      return picture(await Promise.all(svgs.map((each) => renderAsync(each, renderWith)))).png;
    },
  };
}
