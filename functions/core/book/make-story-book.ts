import { createHash } from 'node:crypto';
import { storyBookKey } from '#shared/media';
import { PENDING_STATUSES, STORY_MESSAGES, storyParagraphs } from '#shared/stories';
import type { Caller } from '#core/caller';
import { ConflictError, NotFoundError } from '#core/errors';
import type { Story } from '#core/stories/story';
import { storyPictures } from '#core/stories/story-pictures';
import type { StoryRepository } from '#core/stories/story-repository';
import type { BookMediaRepository } from './book-media-repository';
import { BOOK_URL_SECONDS } from './book-media-repository';
import { renderBook, type BookContent } from './book-layout';

export interface StoryBookPorts {
  stories: Pick<StoryRepository, 'get'>;
  media: BookMediaRepository;
  now?: () => Date;
}

export interface StoryBookLink {
  url: string;
  expiresAt: string;
}

/** Bump when the layout changes: every cached book is then made again on its next download. */
export const BOOK_LAYOUT_VERSION = 1;

export const BOOK_MESSAGES = {
  notReady: "Le livre sera disponible dès que l'histoire et ses images seront prêtes.",
} as const;

/**
 * The story's paragraphs over its `pages` scene pages, in order, each page's share of the text as even as
 * whole paragraphs allow (the longest page as short as it can be): every page keeps room for its picture,
 * where following the writer's scene paragraphs could pile most of the text onto one page. Every page gets
 * a paragraph when there are enough.
 */
export function paragraphsByScene(paragraphs: readonly string[], pages: number): string[][] {
  const count = Math.max(1, pages);
  const n = paragraphs.length;
  const prefix = [0];
  for (const paragraph of paragraphs) prefix.push(prefix.at(-1)! + paragraph.length);
  // best[k][i]: the smallest longest page putting the first i paragraphs on k pages; cut[k][i] where the last page starts.
  const best = Array.from({ length: count + 1 }, () => new Array<number>(n + 1).fill(Infinity));
  const cut = Array.from({ length: count + 1 }, () => new Array<number>(n + 1).fill(0));
  best[0]![0] = 0;
  for (let k = 1; k <= count; k++) {
    for (let i = 0; i <= n; i++) {
      for (let j = 0; j <= i; j++) {
        // A page left empty only when there are fewer paragraphs than pages.
        if (j === i && i > 0 && n >= count) continue;
        const cost = Math.max(best[k - 1]![j]!, prefix[i]! - prefix[j]!);
        if (cost < best[k]![i]!) {
          best[k]![i] = cost;
          cut[k]![i] = j;
        }
      }
    }
  }
  const groups: string[][] = [];
  for (let k = count, end = n; k > 0; k--) {
    const start = cut[k]![end]!;
    groups.unshift(paragraphs.slice(start, end));
    end = start;
  }
  return groups;
}

/** The file name the parent downloads: the title, with only what every file system accepts. */
export const bookFileName = (title: string) =>
  `${title.replace(/[\\/:*?"<>|]+/g, ' ').replace(/\p{Cc}/gu, ' ').replace(/\s+/g, ' ').trim().slice(0, 80) || 'Mon histoire'}.pdf`;

/** What the book is made of: the same text and pictures (by their versions) give the same fingerprint. */
function bookFingerprint(story: Story, pictureVersions: readonly (string | undefined)[]): string {
  const facts = [BOOK_LAYOUT_VERSION, story.title, story.request.child.name, story.content, story.moral, pictureVersions];
  return createHash('sha256').update(JSON.stringify(facts)).digest('hex');
}

/**
 * `GET /api/stories/{id}/book.pdf`: the story as a print-ready A5 picture book, made on the first download
 * and kept in the parent's media beside the story's pictures (shared/media.ts `storyBookKey`, deleted with
 * them); made again when the text or a picture changed (a redrawn picture has a new version). Only inside
 * the caller's partition: anyone else's story is not found.
 */
export async function getStoryBook(ports: StoryBookPorts, caller: Caller, storyId: string): Promise<StoryBookLink> {
  const story = await ports.stories.get(caller.userId, storyId);
  if (!story) throw new NotFoundError(STORY_MESSAGES.storyNotFound);
  if ((PENDING_STATUSES as readonly string[]).includes(story.status) || !story.content.trim()) throw new ConflictError(BOOK_MESSAGES.notReady);

  const pictures = storyPictures(story);
  const key = storyBookKey(storyId);
  const [versions, cached] = await Promise.all([ports.media.versions(pictures.flatMap((picture) => (picture.key ? [picture.key] : []))), ports.media.cachedFingerprint(key)]);
  let keyed = 0;
  // Each picture's version, or undefined for a picture not stored yet.
  const pictureVersions = pictures.map((picture) => (picture.key ? versions[keyed++] : undefined));
  const fingerprint = bookFingerprint(story, pictureVersions);
  if (cached !== fingerprint) {
    const bytes = await Promise.all(pictures.map((picture, index) => (picture.key && pictureVersions[index] ? ports.media.read(picture.key) : undefined)));
    const pages = paragraphsByScene(storyParagraphs(story.content), pictures.length);
    const content: BookContent = {
      title: story.title,
      childName: story.request.child.name,
      scenes: pages.map((paragraphs, index) => ({ picture: bytes[index], paragraphs })),
      moral: story.moral,
    };
    await ports.media.putBook(key, renderBook(content), fingerprint);
  }
  const now = (ports.now ?? (() => new Date()))();
  return { url: await ports.media.downloadUrl(key, bookFileName(story.title)), expiresAt: new Date(now.getTime() + BOOK_URL_SECONDS * 1000).toISOString() };
}
