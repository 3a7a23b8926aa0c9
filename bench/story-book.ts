/**
 * The picture book's budgets (`npx tsx bench/story-book.ts`, issue 31 item 3): for stories of a 10-year-old
 * written and illustrated by the embedded makers (three pictures), the time `getStoryBook` takes to make the
 * book when none is kept (the media in memory: the PDF's making, not the bucket's latency), five runs each,
 * median held to 2 s; and the story-book function's bundle, built as it ships, held to the Lambda budget.
 * Seeds other than the ones the layout was tried on. Exits 1 when anything is over budget.
 */
import { build as esbuild } from 'esbuild';
import { join } from 'node:path';
import type { BookMediaRepository } from '#core/book/book-media-repository';
import { getStoryBook } from '#core/book/make-story-book';
import type { Story } from '#core/stories/story';
import { pictureKeyAttribute, scenesToDraw } from '#core/stories/story-pictures';
import type { StoryRepository } from '#core/stories/story-repository';
import { createEmbeddedIllustrator } from '#story-makers/illustrator/embedded-illustrator';
import { SAMPLE_STORY_REQUEST } from '#story-makers/sample-request';
import { createEmbeddedStoryWriter } from '#story-makers/writer/embedded-story-writer';
import { lambdaEsbuildOptions } from '../infra/constructs/lambda-bundling';
import { PROJECT_ROOT } from '../infra/project-root';
import { storyImageKey } from '#shared/media';
import { LAMBDA_BUNDLE_BUDGET } from './size';
import { checkBudget, checkTimeBudget, formatTable, formatTimeTable } from './size-lib';
import { draftStoryItem } from '../tests/fixtures/stories';

export const BOOK_TIME_BUDGET_MS = 2_000;
const RUNS = 5;
const SEEDS = ['livre-bench-1', 'livre-bench-2', 'livre-bench-3'];
const USER_ID = 'bench-parent';

/** A kept book is never found: every run makes it. */
function memoryMedia(objects: Map<string, Uint8Array>): BookMediaRepository {
  return {
    versions: (keys) => Promise.resolve(keys.map((key) => (objects.has(key) ? `"${key}"` : undefined))),
    read: (key) => Promise.resolve(objects.get(key)),
    cachedFingerprint: () => Promise.resolve(undefined),
    putBook: (key, pdf) => {
      objects.set(key, pdf);
      return Promise.resolve();
    },
    downloadUrl: (key) => Promise.resolve(`memory://${key}`),
  };
}

async function completedStory(seed: string, objects: Map<string, Uint8Array>): Promise<Story> {
  const request = { ...SAMPLE_STORY_REQUEST, seed, child: { ...SAMPLE_STORY_REQUEST.child, name: 'Chloé', age: 10, readingLevel: 'advanced' as const } };
  const written = await createEmbeddedStoryWriter().write(request);
  const scenes = scenesToDraw(written, 3);
  const illustrator = createEmbeddedIllustrator();
  const story: Story = { ...draftStoryItem({ userId: USER_ID, storyId: seed, profileId: 'profile', at: new Date(), narrationRequested: false, request }), ...written, scenes, status: 'completed' };
  for (const [index, scene] of scenes.entries()) {
    const key = storyImageKey(seed, index + 1);
    objects.set(key, await illustrator.illustrate(request, scene));
    story[pictureKeyAttribute(index + 1)] = key;
  }
  return story;
}

async function main(): Promise<void> {
  const timeRows = [];
  for (const seed of SEEDS) {
    const objects = new Map<string, Uint8Array>();
    const story = await completedStory(seed, objects);
    const stories: Pick<StoryRepository, 'get'> = { get: () => Promise.resolve(story) };
    const runs: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      const started = performance.now();
      await getStoryBook({ stories, media: memoryMedia(objects) }, { userId: USER_ID, email: undefined, isAdmin: false }, seed);
      runs.push(performance.now() - started);
    }
    const words = story.content.split(/\s+/).length;
    const bytes = [...objects].find(([key]) => key.startsWith('story_books/'))![1].byteLength;
    timeRows.push(checkTimeBudget(`book of « ${story.title} » (${words} words, 3 pictures, ${Math.round(bytes / 1024)} KiB)`, runs, BOOK_TIME_BUDGET_MS));
  }
  const bundle = await esbuild({ ...lambdaEsbuildOptions, external: [...lambdaEsbuildOptions.external], entryPoints: [join(PROJECT_ROOT, 'functions', 'story-book', 'handler.ts')], logLevel: 'warning' });
  const sizeRow = checkBudget('lambda: functions/story-book/handler.ts (minified)', bundle.outputFiles.reduce((sum, file) => sum + file.contents.byteLength, 0), LAMBDA_BUNDLE_BUDGET);
  console.log(formatTimeTable(timeRows));
  console.log(formatTable([sizeRow]));
  if (!sizeRow.ok || timeRows.some((row) => !row.ok)) process.exitCode = 1;
}

await main();
