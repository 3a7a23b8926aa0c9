import { describe, expect, it } from 'vitest';
import type { Story } from '#core/stories/story';
import { storyPictures } from '#core/stories/story-pictures';
import { completeStory, drawOpening, generateAudio, generateImage, generateText, OPENING_BEFORE_TEXT } from '#core/stories/story-pipeline';
import type { StoryRequest } from '#core/story-makers-port';
import type { StoryScene } from '#core/story-scenes';
import { isOpeningDrawing, isRestDrawing, OPENING_DRAWING, REST_DRAWING } from '../../functions/story-pipeline/picture-drawing';
import { storyImageKey } from '#shared/media';
import type { StoryStatus } from '#shared/stories';
import { FAKE_PNG, fakeStoryMakers } from './support/fake-story-makers';
import { InMemoryMedia } from './support/in-memory-media';
import { InMemoryStories, storyAt } from './support/in-memory-stories';

/** Issue 30: on OpenAI the opening picture is drawn beside the text (DrawOpening), the others after both (DrawRest). */

const KEYS = { userId: 'parent-1', storyId: 'story-1' };
const NOW = new Date('2026-11-25T10:05:00.000Z');
const FIVE_PARAGRAPHS = ['Un.', 'Deux.', 'Trois.', 'Quatre.', 'Cinq.'].join('\n\n');

/** An illustrator that records each drawing's scene and reference, and numbers its PNGs by call. */
function recordingIllustrator() {
  const drawn: { scene: StoryScene | undefined; reference: Uint8Array | undefined }[] = [];
  return {
    drawn,
    illustrator: {
      async illustrate(_request: StoryRequest, scene?: StoryScene, reference?: Uint8Array): Promise<Uint8Array> {
        drawn.push({ scene, reference });
        return new Uint8Array([...FAKE_PNG, drawn.length]);
      },
    },
  };
}

function world(status: StoryStatus, fields: Partial<Story> = {}, options: { openingBesideText?: boolean; illustrationsPerStory?: number } = {}) {
  const stories = new InMemoryStories();
  const media = new InMemoryMedia();
  stories.put(storyAt('story-1', status, fields));
  const drawing = recordingIllustrator();
  const { makers, calls } = fakeStoryMakers({ written: { title: 'Le dragon et la lune', content: FIVE_PARAGRAPHS, moral: 'Ensemble, on va plus loin.' } });
  const ports = {
    stories,
    media,
    makers: { ...makers, illustrator: drawing.illustrator },
    now: () => NOW,
    drawConcurrently: true,
    illustrationsPerStory: options.illustrationsPerStory ?? 1,
    ...(options.openingBesideText === undefined ? {} : { openingBesideText: options.openingBesideText }),
  };
  const row = () => stories.rows.get('story-1')!;
  return { ports, media, drawing, calls, row };
}

describe('the opening picture drawn beside the text', () => {
  it('should draw the first picture from the request alone while the text is being written, attach it and leave the status to the text', async () => {
    // Arrange
    const { ports, media, drawing, row } = world('generating_text', {}, { openingBesideText: true });

    // Act
    await drawOpening(ports, KEYS);

    // Assert
    expect(drawing.drawn).toEqual([{ scene: OPENING_BEFORE_TEXT, reference: undefined }]);
    expect(row().imageKey).toBe(storyImageKey('story-1'));
    expect(media.objects.get(storyImageKey('story-1'))).toEqual(new Uint8Array([...FAKE_PNG, 1]));
    expect(row().status).toBe('generating_text');
  });

  it('should need nothing of the text: its scene has no title and no paragraph but the first', () => {
    // Assert
    expect(OPENING_BEFORE_TEXT).toMatchObject({ moment: 'opening', paragraph: 0, props: [] });
    expect(OPENING_BEFORE_TEXT.caption).not.toMatch(/«/);
  });

  it('should draw nothing with the embedded makers, whose pictures are drawn after the text from the writer’s scenes', async () => {
    // Arrange
    const { ports, drawing, row } = world('generating_text', {}, { openingBesideText: false });

    // Act
    await drawOpening(ports, KEYS);

    // Assert
    expect(drawing.drawn).toEqual([]);
    expect(row().imageKey).toBeUndefined();
  });

  it('should draw nothing again on a retry that finds the first picture attached, and draw from the stored opening scene once the text is written', async () => {
    // Arrange
    const attached = world('content_generated', { imageKey: storyImageKey('story-1') }, { openingBesideText: true });
    const opening: StoryScene = { moment: 'opening', paragraph: 0, light: 'day', pose: 'standing', props: [], caption: "Le début de l'histoire « Le dragon et la lune »." };
    const written = world('content_generated', { scenes: [opening] }, { openingBesideText: true });

    // Act
    await drawOpening(attached.ports, KEYS);
    await drawOpening(written.ports, KEYS);

    // Assert
    expect(attached.drawing.drawn).toEqual([]);
    expect(written.drawing.drawn.map((drawing) => drawing.scene)).toEqual([opening]);
  });

  it('should have the image step beside the narration draw nothing while the opening is being drawn, and say a picture is being drawn', async () => {
    // Arrange
    const { ports, drawing, row } = world('content_generated', { content: FIVE_PARAGRAPHS }, { openingBesideText: true });

    // Act
    await generateImage(ports, KEYS);

    // Assert
    expect(drawing.drawn).toEqual([]);
    expect(row().status).toBe('generating_image');
  });

  it('should have DrawRest draw the other pictures side by side from the opening drawn beside the text, then say the pictures are ready', async () => {
    // Arrange: three pictures; the opening (a remote picture, longer than the text) attached after the narration's step
    const { ports, media, drawing, row } = world('draft', {}, { openingBesideText: true, illustrationsPerStory: 3 });
    await generateText(ports, KEYS);
    await Promise.all([generateImage(ports, KEYS), generateAudio(ports, KEYS)]);
    await drawOpening(ports, KEYS);
    const statusBeforeRest = row().status;

    // Act
    await generateImage(ports, KEYS, { drawsRest: true });

    // Assert
    const first = media.objects.get(storyImageKey('story-1'));
    expect(statusBeforeRest).toBe('generating_image');
    expect(drawing.drawn.map((drawn) => drawn.scene?.moment)).toEqual(['opening', 'problem', 'resolution']);
    expect(drawing.drawn.map((drawn) => drawn.reference)).toEqual([undefined, first, first]);
    expect(storyPictures(row()).every((picture) => picture.key)).toBe(true);
    expect(row().status).toBe('image_generated');
  });

  it('should leave the others to DrawRest, which draws in the image turn, even when the opening was attached before the text was written', async () => {
    // Arrange
    const { ports, drawing, row } = world('draft', {}, { openingBesideText: true, illustrationsPerStory: 3 });
    await drawOpening(ports, KEYS);
    await generateText(ports, KEYS);

    // Act
    await generateImage(ports, KEYS);
    const drawnBesideNarration = drawing.drawn.length;
    const statusBesideNarration = row().status;
    await generateImage(ports, KEYS, { drawsRest: true });

    // Assert
    expect(drawnBesideNarration).toBe(1);
    expect(statusBesideNarration).toBe('generating_image');
    expect(drawing.drawn.map((drawn) => drawn.scene?.moment)).toEqual(['opening', 'problem', 'resolution']);
    expect(storyPictures(row()).every((picture) => picture.key)).toBe(true);
  });

  it('should make a whole story of one picture along the new path: text and opening side by side, narration, DrawRest, completed', async () => {
    // Arrange
    const { ports, drawing, calls, row } = world('draft', {}, { openingBesideText: true });

    // Act
    await Promise.all([(async () => {
      await generateText(ports, KEYS);
      await Promise.all([generateImage(ports, KEYS), generateAudio(ports, KEYS)]);
    })(), drawOpening(ports, KEYS)]);
    await generateImage(ports, KEYS, { drawsRest: true });
    await completeStory(ports, KEYS);

    // Assert
    expect(drawing.drawn).toHaveLength(1);
    expect(calls.narrate).toBeGreaterThan(0);
    expect(row()).toMatchObject({ status: 'completed', imageKey: storyImageKey('story-1'), title: 'Le dragon et la lune' });
  });

  it('should refuse to draw the pictures of a story whose text is not written, leaving its status to the text', async () => {
    // Arrange
    const { ports, drawing, row } = world('generating_text', {}, { openingBesideText: false });

    // Act
    const attempt = generateImage(ports, KEYS);

    // Assert
    await expect(attempt).rejects.toMatchObject({ name: 'StoryIncompleteError' });
    expect(drawing.drawn).toEqual([]);
    expect(row().status).toBe('generating_text');
  });

  it('should tell DrawOpening’s input from the other picture states’', () => {
    // Assert
    expect(isOpeningDrawing({ ...KEYS, drawing: OPENING_DRAWING })).toBe(true);
    expect(isOpeningDrawing(KEYS)).toBe(false);
    expect(isRestDrawing({ ...KEYS, drawing: REST_DRAWING })).toBe(true);
    expect(isRestDrawing({ ...KEYS, drawing: OPENING_DRAWING })).toBe(false);
    expect(isRestDrawing(KEYS)).toBe(false);
  });
});
