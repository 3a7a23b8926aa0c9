import type { FrameDecline, FrameField, FrameFieldReading, FrameReader, FrameReading, FrameTexts, StoryFrame } from '#core/story-frame';

/** The decline a FakeFrameReader gives a field, so tests can tell which field and text it came from. */
export const declineMessage = (field: FrameField, text: string): string => `Je n'ai pas compris « ${text} » (${field}).`;
export const declineSuggestions = (field: FrameField): string[] => [`${field} proposé 1`, `${field} proposé 2`];

/** A frame built by hand, as the real reader would from « un robot », « la forêt », « retrouver une étoile ». */
export const HAND_MADE_FRAME: StoryFrame = {
  character: {
    kind: { id: 'robot', singular: 'robot', plural: 'robots', gender: 'm', family: 'machine', hands: true, motion: 'walks' },
    name: null,
    count: 1,
    qualities: [],
    owner: null,
  },
  place: {
    kind: { id: 'foret', singular: 'forêt', plural: 'forêts', gender: 'f', family: 'forest', indoors: false, medium: 'land', preposition: 'dans' },
    features: [],
    owner: null,
  },
  goal: { presetId: 'etoile-tombee', action: 'find', skill: null, object: null, without: null, before: null, beneficiary: null },
  emotions: ['joie'],
  values: ['amitie'],
};

/** What a FakeFrameReader keeps of a field read in part: the words before its dropped clause, marked as rendered. */
export const keptBy = (text: string, clause: string): string => `gardé : ${text.slice(0, text.indexOf(clause)).trim()}`;

/**
 * A frame reader that declines any text containing a chosen word and understands everything else as
 * HAND_MADE_FRAME; it records what it was asked (whole requests and single fields). Given a clause word,
 * a field text holding it is read in part, as the real reader drops a clause it cannot read.
 */
export class FakeFrameReader implements FrameReader {
  readonly reads: FrameTexts[] = [];
  readonly fieldReads: { field: FrameField; text: string }[] = [];

  constructor(
    private readonly unknownWord = 'charabia',
    private readonly droppedClause: string | null = null,
  ) {}

  read(texts: FrameTexts): FrameReading {
    this.reads.push(structuredClone(texts));
    const entries: [FrameField, string][] = [
      ['mainCharacter', texts.mainCharacter],
      ['setting', texts.setting],
      ['scenario', texts.scenario],
      ...texts.emotions.map((text): [FrameField, string] => ['emotions', text]),
      ...texts.values.map((text): [FrameField, string] => ['values', text]),
    ];
    const declines = entries.filter(([, text]) => text.includes(this.unknownWord)).map(([field, text]) => this.decline(field, text));
    return declines.length > 0 ? { ok: false, declines } : { ok: true, frame: structuredClone(HAND_MADE_FRAME) };
  }

  readField(field: FrameField, text: string): FrameFieldReading {
    this.fieldReads.push({ field, text });
    if (text.includes(this.unknownWord)) return { ok: false, decline: this.decline(field, text) };
    return this.droppedClause && text.includes(this.droppedClause) ? { ok: true, kept: keptBy(text, this.droppedClause) } : { ok: true };
  }

  private decline(field: FrameField, text: string): FrameDecline {
    return { field, message: declineMessage(field, text), notUnderstood: [this.unknownWord], suggestions: declineSuggestions(field) };
  }
}
