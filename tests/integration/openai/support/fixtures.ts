import { crc32, deflateSync } from 'node:zlib';
import { OpenAiClient } from '../../../../functions/story-makers/openai/openai-client';
import { MP3_KBPS } from '../../../../functions/story-makers/narrator/mp3';
import { encodeMp3 } from '../../../support/lamejs-mp3';
import type { StoryRequest, WrittenStory } from '../../../../functions/core/story-makers-port';
import { FAKE_API_KEY, FakeOpenAi, type FakeLatency } from './fake-openai';
import type { FakeRateLimitsOptions } from './fake-rate-limits';
import { SAMPLE_STORY_REQUEST } from '../../../../functions/story-makers/sample-request';

/** The adapters' client against the fake, with no back-off between retries (tests stay fast). */
export function testClient(fake: FakeOpenAi): OpenAiClient {
  return new OpenAiClient({ apiKey: FAKE_API_KEY, baseUrl: fake.url, retryBaseDelayMs: 0 });
}

/** A real PNG (a 2×2 square, lavender unless told another colour): signature, IHDR, IDAT, IEND with their CRCs. */
export function tinyPng(rgb: readonly [number, number, number] = [0xb5, 0x7e, 0xdc]): Uint8Array {
  const chunk = (type: string, data: Buffer) => {
    const typed = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(typed) >>> 0);
    return Buffer.concat([length, typed, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(2, 0);
  header.writeUInt32BE(2, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits, RGB, deflate, no filter, no interlace.
  const row = [0, ...rgb, ...rgb]; // Filter byte, then two pixels.
  const pixels = Buffer.from([...row, ...row]);
  return new Uint8Array(Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', deflateSync(pixels)), chunk('IEND', Buffer.alloc(0))]));
}

export const SPEECH_SAMPLE_RATE = 22_050;

/** A 440 Hz tone encoded by the embedded narrator's encoder: a valid, tag-free MPEG-2 Layer III stream. */
export function sineMp3(seconds: number): Uint8Array {
  const pcm = new Int16Array(Math.round(seconds * SPEECH_SAMPLE_RATE));
  for (let index = 0; index < pcm.length; index++) pcm[index] = Math.round(8_000 * Math.sin((2 * Math.PI * 440 * index) / SPEECH_SAMPLE_RATE));
  return encodeMp3(pcm, SPEECH_SAMPLE_RATE);
}

/**
 * The same stream as a speech API may send it: an ID3v2 tag, then a LAME "Info" frame (a silent frame
 * holding the encoder's frame count), then the audio. The Info frame copies the first frame's header
 * (MPEG-2, mono, 48 kbps: 72 × 48000 / 22050 bytes, plus padding) and carries "Info" after the side
 * information (9 bytes for MPEG-2 mono).
 */
export function taggedMp3(audio: Uint8Array): Uint8Array {
  const padding = (audio[2]! >> 1) & 1;
  const frameLength = Math.floor((72 * MP3_KBPS * 1000) / SPEECH_SAMPLE_RATE) + padding;
  const info = new Uint8Array(frameLength);
  info.set(audio.subarray(0, 4));
  info.set(Buffer.from('Info', 'ascii'), 4 + 9);
  const frames = Buffer.from([0x00, 0x00, 0x00, 0x0f]); // Frame count (a fake value: only its presence matters).
  info.set(frames, 4 + 9 + 8);
  // One text frame (TSSE, the encoder), as ffmpeg writes it: id, size 11, flags, encoding, text.
  const tagBody = Buffer.concat([Buffer.from('TSSE', 'ascii'), Buffer.from([0, 0, 0, 11, 0, 0, 0]), Buffer.from('Lavf60.3.1', 'ascii')]);
  const size = tagBody.length;
  const id3 = Buffer.concat([Buffer.from([0x49, 0x44, 0x33, 4, 0, 0, (size >> 21) & 0x7f, (size >> 14) & 0x7f, (size >> 7) & 0x7f, size & 0x7f]), tagBody]);
  return new Uint8Array(Buffer.concat([id3, info, audio]));
}

/** A complete request, a girl of 6 reading at the beginner level (the sample of `npm run story`, varied). */
export function girlRequest(): StoryRequest {
  return { ...SAMPLE_STORY_REQUEST, seed: 'test-seed', child: { ...SAMPLE_STORY_REQUEST.child, skinColor: 'Métisse moyenne' } };
}

/** A boy of 9 reading at the advanced level, with no hobby and a colour outside the palette. */
export function boyRequest(): StoryRequest {
  return {
    seed: 'test-seed-boy',
    child: {
      name: 'Malik',
      age: 9,
      gender: 'boy',
      personality: ['Observateur', 'Généreux'],
      interests: ['Robots'],
      favoriteColor: '#FFD700',
      favoriteHobby: '',
      readingLevel: 'advanced',
      skinColor: 'Noire',
      hairColor: 'Noir',
      hairType: 'Tresses',
      hairLength: 'Longs',
      eyeColor: 'Marron',
      height: 'Grand(e)',
      style: 'Futuriste',
    },
    choices: {
      mainCharacter: 'un robot jardinier',
      setting: 'une station spatiale',
      scenario: 'réparer le potager de la station',
      emotions: ['la surprise'],
      values: ['la patience', 'le partage', "l'entraide"],
    },
  };
}

/** What the fake's completion holds by default: three paragraphs, a title, a moral. */
export const SAMPLE_STORY: WrittenStory = {
  title: "Léa et l'étoile perdue",
  content: [
    'Ce soir-là, Léa, curieuse et courageuse, entra dans la forêt enchantée avec son ami le petit dragon.',
    "Le dragon avait peur du noir. Léa lui prit la patte : « Nous chercherons l'étoile ensemble. »",
    "Au pied d'un vieux chêne, l'étoile brillait, toute violette. Quelle joie ! Ils la rendirent au ciel, fiers de leur persévérance.",
  ].join('\n\n'),
  moral: "Avec l'amitié et la persévérance, même la nuit devient douce.",
};

/** The fake with realistic default answers: the sample story, a PNG, one second of MP3; at once unless given a latency. */
export async function startFakeOpenAi(options: { latency?: FakeLatency; rateLimits?: FakeRateLimitsOptions } = {}): Promise<FakeOpenAi> {
  return FakeOpenAi.start({ storyJson: JSON.stringify(SAMPLE_STORY), png: tinyPng(), mp3: sineMp3(1) }, options);
}
