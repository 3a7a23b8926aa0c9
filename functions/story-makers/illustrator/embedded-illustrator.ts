import { createRequire } from 'node:module';
import { join } from 'node:path';
import { Resvg, renderAsync, type RenderedImage, type ResvgRenderOptions } from '@resvg/resvg-js';
import type { Illustrator, StoryRequest } from '../../core/story-makers-port';
import type { StoryScene } from '../../core/story-scenes';
import { FONT_MODULE, STORY_MAKERS_FILES } from '../../../shared/story-makers-files';
import { bundledStoryMakersDir } from '../runtime-files';
import { encodeOpaquePng } from './png-encoder';
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

export function renderOptions(fontFile: string = bundledFontFile()): ResvgRenderOptions {
  return {
    fitTo: { mode: 'original' },
    font: { fontFiles: [fontFile], loadSystemFonts: false, defaultFontFamily: FONT_FAMILY, sansSerifFamily: FONT_FAMILY },
    shapeRendering: 2,
    textRendering: 1,
    logLevel: 'off',
  };
}

/** The picture's PNG: our own quicker encoder for an opaque picture (always, in practice), else resvg's. */
function toPng(image: RenderedImage, pixels: Uint8Array = image.pixels): Uint8Array {
  return encodeOpaquePng(pixels, image.width, image.height) ?? new Uint8Array(image.asPng());
}

/** Synchronous render, for callers that want the pixels (tests) as well as the PNG. */
export function renderScene(svg: string, fontFile?: string): { png: Uint8Array; pixels: Uint8Array; width: number; height: number } {
  const image = new Resvg(svg, renderOptions(fontFile)).render();
  const pixels = new Uint8Array(image.pixels);
  return { png: toPng(image, pixels), pixels, width: image.width, height: image.height };
}

export interface EmbeddedIllustratorOptions {
  /** Another TTF than the bundled Nunito (e.g. where a Lambda bundle copies it). */
  fontFile?: string;
}

export function createEmbeddedIllustrator(options: EmbeddedIllustratorOptions = {}): Illustrator {
  let resolved: ResvgRenderOptions | undefined;
  return {
    async illustrate(request: StoryRequest, scene?: StoryScene): Promise<Uint8Array> {
      resolved ??= renderOptions(options.fontFile ?? bundledFontFile());
      const image = await renderAsync(buildSceneSvg(request, scene), resolved);
      return toPng(image);
    },
  };
}
