import { describe, expect, it } from 'vitest';
import { byteRange } from '@shared/byte-range';
import { bearerSubject, collectMedia, formatBytes, mediumName, recordBytes, rewriteStory, storyIdOfApiPath, storyIdOfKey, totalBytes } from './offline-keys';

const signed = (key: string, signature: string) => `https://media.example/story_images/${key}?X-Amz-Signature=${signature}&X-Amz-Expires=900`;

const story = {
  id: '01J0STORY',
  title: 'Le dragon',
  imageUrl: signed('01J0STORY-1.png', 'a'),
  audioUrl: 'https://media.example/story_audio/01J0STORY.mp3?X-Amz-Signature=b',
  illustrations: [
    { url: signed('01J0STORY-1.png', 'c'), caption: 'Un dragon' },
    { url: signed('01J0STORY-2.png', 'd'), caption: 'Une grotte' },
    { url: null, caption: 'Pas encore' },
  ],
  audioParts: [{ url: 'https://media.example/story_audio/01J0STORY-part-1.mp3?s=1' }, { url: 'https://media.example/story_audio/01J0STORY-part-2.mp3?s=2' }],
  words: [{ word: 'Il', startMs: 0 }],
};

describe('collectMedia', () => {
  it('should find every medium URL at any depth, the audio parts included, and skip the missing ones', () => {
    // Arrange / Act
    const media = collectMedia(story);

    // Assert
    expect(media.map((medium) => medium.name)).toEqual(['image', 'audio', 'image', 'illustrations-2', 'audioParts-1', 'audioParts-2']);
  });

  it('should save one object once even when two fields give it two signed URLs', () => {
    // Arrange / Act
    const names = new Set(collectMedia(story).map((medium) => medium.name));

    // Assert
    expect(names.size).toBe(5);
  });
});

describe('mediumName', () => {
  it('should name a medium by its place in the story, counting from 1', () => {
    expect(mediumName(['imageUrl'])).toBe('image');
    expect(mediumName(['illustrations', 1, 'url'])).toBe('illustrations-2');
    expect(mediumName(['audioParts', 0, 'url'])).toBe('audioParts-1');
  });
});

describe('rewriteStory', () => {
  it('should replace every signed URL with its own stable key and leave the original untouched', () => {
    // Arrange
    const media = collectMedia(story);

    // Act
    const copy = rewriteStory(story, story.id, media);

    // Assert
    expect(copy.imageUrl).toBe('/offline/01J0STORY/image');
    expect(copy.illustrations.map((picture) => picture.url)).toEqual(['/offline/01J0STORY/image', '/offline/01J0STORY/illustrations-2', null]);
    expect(copy.audioParts.map((part) => part.url)).toEqual(['/offline/01J0STORY/audioParts-1', '/offline/01J0STORY/audioParts-2']);
    expect(JSON.stringify(copy)).not.toContain('X-Amz');
    expect(story.imageUrl).toContain('X-Amz-Signature');
  });
});

describe('size accounting', () => {
  it('should count the media and the story JSON in UTF-8 bytes', () => {
    // « é » takes two bytes.
    expect(recordBytes([{ bytes: 1000 }, { bytes: 24 }], '{"t":"é"}')).toBe(1000 + 24 + 10);
  });

  it('should add up the copies', () => {
    expect(totalBytes([{ bytes: 1_200_000 }, { bytes: 300_000 }])).toBe(1_500_000);
  });

  it('should write sizes in French', () => {
    expect(formatBytes(512)).toBe('512 octets');
    expect(formatBytes(850_400)).toBe('850 Ko');
    expect(formatBytes(1_450_000)).toBe('1,5 Mo');
    expect(formatBytes(23_400_000)).toBe('23 Mo');
  });
});

describe('paths', () => {
  it('should read the story id of a saved key and of the one API path the worker may answer', () => {
    expect(storyIdOfKey('/offline/01J0STORY/audioParts-1')).toBe('01J0STORY');
    expect(storyIdOfKey('/assets/index.js')).toBeNull();
    expect(storyIdOfApiPath('/api/stories/01J0STORY')).toBe('01J0STORY');
    expect(storyIdOfApiPath('/api/stories/01J0STORY/image')).toBeNull();
    expect(storyIdOfApiPath('/api/stories')).toBeNull();
  });
});

describe('bearerSubject', () => {
  // base64url of UTF-8 bytes, as a token carries its payload (the web's types have no Buffer).
  const base64Url = (text: string) => btoa(String.fromCharCode(...new TextEncoder().encode(text))).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');
  const token = (payload: object) => `h.${base64Url(JSON.stringify(payload))}.s`;

  it('should read the sub of a bearer token', () => {
    expect(bearerSubject(`Bearer ${token({ sub: 'parent-a', email: 'é@x.fr' })}`)).toBe('parent-a');
  });

  it('should give null without a token or with one it cannot read', () => {
    expect(bearerSubject(null)).toBeNull();
    expect(bearerSubject('Bearer nope')).toBeNull();
    expect(bearerSubject(`Bearer ${token({})}`)).toBeNull();
  });
});

describe('byteRange', () => {
  it('should serve the ranges an audio element asks for', () => {
    expect(byteRange('bytes=0-', 100)).toEqual({ start: 0, end: 99 });
    expect(byteRange('bytes=10-19', 100)).toEqual({ start: 10, end: 19 });
    expect(byteRange('bytes=-10', 100)).toEqual({ start: 90, end: 99 });
    expect(byteRange('bytes=100-', 100)).toBe('unsatisfiable');
    expect(byteRange(null, 100)).toBeUndefined();
  });
});
