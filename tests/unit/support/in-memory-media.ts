import { storyAudioKey, storyImageKey, storyTimingsKey } from '#shared/media';
import type { StoryMediaRepository } from '#core/stories/story-media-repository';
import type { WordTiming } from '#core/story-makers-port';

/**
 * The private media bucket in memory, with the S3 adapter's keys and rules: a missing key is no error to
 * remove, the narration's timings are written before its audio, a JSON document is read back as text.
 */
export class InMemoryMedia implements StoryMediaRepository {
  readonly objects = new Map<string, Uint8Array | string>();
  readonly before: { put?: () => void } = {};
  /** Keys whose HEAD fails (an S3 error other than 404): the image health check must not break on them. */
  readonly unreadable = new Set<string>();
  /** Every key written, in order: a step run again must write none. */
  readonly puts: string[] = [];
  /** Every picture key read back, in order. */
  readonly reads: string[] = [];

  async putImage(storyId: string, png: Uint8Array, picture = 1): Promise<string> {
    this.before.put?.();
    this.store(storyImageKey(storyId, picture), png);
    return storyImageKey(storyId, picture);
  }

  async putNarration(storyId: string, mp3: Uint8Array, words: WordTiming[], part = 1): Promise<{ audioKey: string; timingsKey: string }> {
    this.before.put?.();
    this.store(storyTimingsKey(storyId, part), JSON.stringify(words));
    this.store(storyAudioKey(storyId, part), mp3);
    return { audioKey: storyAudioKey(storyId, part), timingsKey: storyTimingsKey(storyId, part) };
  }

  async readImage(storyId: string, picture: number): Promise<Uint8Array | undefined> {
    const body = this.objects.get(storyImageKey(storyId, picture));
    this.reads.push(storyImageKey(storyId, picture));
    return body instanceof Uint8Array ? body : undefined;
  }

  async exists(key: string): Promise<boolean> {
    if (this.unreadable.has(key)) throw Object.assign(new Error('Access Denied'), { name: 'AccessDenied' });
    return this.objects.has(key);
  }

  async remove(keys: readonly string[]): Promise<void> {
    for (const key of keys) this.objects.delete(key);
  }

  async readTimings(key: string): Promise<WordTiming[]> {
    const body = this.objects.get(key);
    if (typeof body !== 'string') throw Object.assign(new Error('The specified key does not exist.'), { name: 'NoSuchKey' });
    return JSON.parse(body) as WordTiming[];
  }

  async readContent(key: string): Promise<string | undefined> {
    const body = this.objects.get(key);
    try {
      const document = typeof body === 'string' ? (JSON.parse(body) as { content?: unknown } | null) : null;
      return typeof document?.content === 'string' && document.content.trim() ? document.content : undefined;
    } catch {
      return undefined;
    }
  }

  async signedUrl(key: string): Promise<string> {
    return `https://media.test/${key}?signed`;
  }

  /** The keys stored for one story. */
  keysOf(storyId: string): string[] {
    return [...this.objects.keys()].filter((key) => key.includes(storyId));
  }

  private store(key: string, body: Uint8Array | string): void {
    this.objects.set(key, body);
    this.puts.push(key);
  }
}
