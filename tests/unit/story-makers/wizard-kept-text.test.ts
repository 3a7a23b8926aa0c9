import { describe, expect, it } from 'vitest';
import { createFrameReader, readStoryFrame } from '#story-makers/frame/index';
import { frameText } from '#story-makers/frame/kept-text';
import { goalPhrases, renderCharacter, renderPlace } from '#story-makers/frame/render';
import type { FrameField } from '#core/story-frame';
import { SEEDED_SCENARIOS } from '#shared/scenarios';
import { MAIN_CHARACTER_SUGGESTIONS, SETTING_SUGGESTIONS } from '#shared/stories';

const reader = createFrameReader();

/** The kept text, or null when the field was read whole; throws on a decline. */
function keptOf(field: FrameField, text: string): string | null {
  const read = reader.readField(field, text);
  if (!read.ok) throw new Error(`declined: ${text}`);
  return read.kept ?? null;
}

describe('frame reader: what the story keeps of a text read in part (issue 25, item 3)', () => {
  it("should keep the being of a character whose clause it cannot read, in the writer's words", () => {
    // Act
    const kept = keptOf('mainCharacter', 'un suricate qui guette tout');

    // Assert
    expect(kept).toBe('un suricate');
  });

  it('should keep the goal of a scenario whose aside and first name it drops, never the name nor the aside', () => {
    // Act
    const kept = keptOf('scenario', 'Tom (6 ans) doit apprendre à lire l’heure');

    // Assert
    expect(kept).toBe('apprendre à lire l’heure');
    expect(kept).not.toMatch(/Tom|6 ans/);
  });

  it('should keep a being without the last quality it does not know', () => {
    // Act
    const kept = keptOf('mainCharacter', 'un petit chef cuisinier moustachu');

    // Assert
    expect(kept).toBe('un petit chef cuisinier');
  });

  it("should say a named being's clause in the present, not in the story's past", () => {
    // Act
    const kept = keptOf('mainCharacter', 'Lulu, une luciole qui brille un peu');

    // Assert
    expect(kept).toBe('Lulu, la luciole qui brille');
  });

  it('should say a fear of a thing as the fear, never a bare « oser »', () => {
    // Act
    const kept = keptOf('scenario', "Dès qu'une guêpe approche il court et crie partout, même à table dehors (il a 6 ans)");

    // Assert
    expect(kept).toMatch(/^ne plus avoir peur d(e la |es )guêpes?$/);
  });

  it.each<[FrameField, string]>([
    ['mainCharacter', 'un suricate'],
    ['mainCharacter', 'un petit chien courageux'],
    ['setting', 'la forêt enchantée'],
    ['scenario', 'apprendre à lire l’heure'],
    ['scenario', 'apprendre à nager sans brassards avant les vacances'],
    ['emotions', 'la joie'],
  ])('should keep nothing new of %s « %s », read whole', (field, text) => {
    // Act
    const read = reader.readField(field, text);

    // Assert
    expect(read).toEqual({ ok: true });
  });

  it("should keep nothing new of the wizard's own suggestions and preset scenarios, all read whole", () => {
    // Arrange
    const texts: [FrameField, string][] = [
      ...MAIN_CHARACTER_SUGGESTIONS.map((text): [FrameField, string] => ['mainCharacter', text]),
      ...SETTING_SUGGESTIONS.map((text): [FrameField, string] => ['setting', text]),
      ...SEEDED_SCENARIOS.map((scenario): [FrameField, string] => ['scenario', scenario.description]),
    ];

    // Act
    const saidKept = texts.filter(([field, text]) => {
      const read = reader.readField(field, text);
      return !read.ok || read.kept !== undefined;
    });

    // Assert
    expect(saidKept).toEqual([]);
  });

  it("should read a decline's suggestions whole: offered to replace a text, they keep nothing less", () => {
    // Arrange
    const declined: [FrameField, string][] = [
      ['mainCharacter', 'un grozblutch ventripotent'],
      ['setting', 'une plage gribouille'],
      ['scenario', 'retrouver le zorglub perdu'],
      ['scenario', 'aider un lapin gribouille'],
    ];
    const suggestions = declined.flatMap(([field, text]) => {
      const read = reader.readField(field, text);
      return read.ok ? [] : read.decline.suggestions.map((suggestion): [FrameField, string] => [field, suggestion]);
    });

    // Act
    const saidKept = suggestions.filter(([field, suggestion]) => {
      const read = reader.readField(field, suggestion);
      return !read.ok || read.kept !== undefined;
    });

    // Assert
    expect(suggestions.length).toBeGreaterThanOrEqual(8);
    expect(saidKept).toEqual([]);
  });

  it('should keep nothing of a declined text', () => {
    // Act
    const read = reader.readField('mainCharacter', 'un chat qui tue');

    // Assert
    expect(read.ok).toBe(false);
    expect(read).not.toHaveProperty('kept');
  });
});

describe("kept text: the writer's words (render.ts) without its renderer in the check's bundle", () => {
  const child = { name: '', gender: 'boy' as const };
  const BASE = { mainCharacter: 'un chat', setting: 'la forêt', scenario: 'apprendre à nager', emotions: ['la joie'], values: ["l'amitié"] };
  const frameOf = (texts: Partial<typeof BASE>) => {
    const reading = readStoryFrame({ ...BASE, ...texts });
    if (!reading.ok) throw new Error(`declined: ${JSON.stringify(texts)}`);
    return reading.frame;
  };

  it("should say the wizard's characters, places and preset goals as render.ts does (its clauses in the present)", () => {
    // Arrange
    const toPresent = (text: string) => text.replace(/qui avait /g, 'qui a ');
    const pairs = [
      ...MAIN_CHARACTER_SUGGESTIONS.filter((text) => !/ qui (?!a )/.test(text)).map((text) => {
        const character = frameOf({ mainCharacter: text }).character;
        return [frameText(character), toPresent(renderCharacter(character, child).full)];
      }),
      ...SETTING_SUGGESTIONS.map((text) => {
        const place = frameOf({ setting: text }).place;
        const rendered = renderPlace(place, child);
        return [frameText(place), rendered.noun?.full ?? rendered.loc];
      }),
      ...SEEDED_SCENARIOS.map((scenario) => {
        const goal = frameOf({ scenario: scenario.description }).goal;
        return [frameText(goal), goalPhrases(goal, child).infinitive];
      }),
    ];

    // Act
    const different = pairs.filter(([kept, rendered]) => kept !== rendered);

    // Assert
    expect(pairs.length).toBeGreaterThan(30);
    expect(different).toEqual([]);
  });
});
