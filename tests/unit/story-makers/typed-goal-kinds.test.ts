import { describe, expect, it } from 'vitest';
import { readFrameField, readStoryFrame } from '#story-makers/frame/index';
import { KIND_3_GOALS } from '../../fixtures/free-text-goals-kinds-3';
import { declineMessages, labelledAs, listResults, tellGoals } from './support/typed-goals';

/**
 * Issue 25, the goal read by its kind and its key (frame/goal-kinds.ts): a cue says the kind, the strict reader
 * reads the key after it, and the words around (a name, a date, a reason, an aside) are ignored and never reach
 * the frame; a negated goal, a text with no cue or a word of harm is declined. The third kinds list
 * (free-text-goals-kinds-3.ts) was committed alone before the reader changed: 6 + 5 of 36 told before (tune + held-out), 7 + 8
 * after — tuning figures, both halves read while the reader was written.
 */

const TIMEOUT_MS = 120_000;
const base = KIND_3_GOALS[0]!.request.choices;

describe('frame: a goal read by its kind and key, the words around it ignored', () => {
  it.each([
    ['Lucas voudrait apprendre la guitare comme son oncle Karim pour jouer au feu de camp cet été', 'learn'],
    ['arrêter de sucer son pouce (elle a 6 ans et le dentiste dit que ses dents vont pousser de travers)', 'learn'],
    ['il a peur du bruit de l’aspirateur et du sèche-cheveux, il se bouche les oreilles en criant', 'overcome-fear'],
    ['la tortue du jardin a disparu depuis dimanche', 'find'],
  ])('should read « %s » as a goal of the kind %s', (scenario, action) => {
    // Act
    const reading = readStoryFrame({ ...base, scenario });

    // Assert
    expect(reading.ok && reading.frame.goal.action).toBe(action);
  });

  it('should keep none of the ignored words in the frame', () => {
    // Act
    const reading = readStoryFrame({ ...base, scenario: 'Lucas voudrait apprendre la guitare comme son oncle Karim pour jouer au feu de camp cet été' });

    // Assert
    expect(reading.ok).toBe(true);
    expect(JSON.stringify(reading.ok && reading.frame.goal)).not.toMatch(/Lucas|Karim|camp|été/iu);
  });

  it.each([['il ne veut pas apprendre à nager, il a peur'], ['Clara saute le goûter et le dîner pour rentrer dans sa robe, et elle est fière'], ['on fait tomber le copain en lui balayant les jambes quand il saute']])(
    'should decline « %s » in French: a goal negated, or no cue of a kind',
    (scenario) => {
      // Act
      const read = readFrameField('scenario', scenario);

      // Assert
      expect(read.ok ? '' : read.decline.message).toMatch(/^Nous n’avons pas compris/);
    },
  );

  it.each([
    ['Biscotte, la chèvre naine de la ferme d’à côté', 'mainCharacter'],
    ['un phare au bout du monde', 'setting'],
  ] as const)('should read « %s » by its key noun, the qualifiers after it ignored', (text, field) => {
    // Act
    const read = readFrameField(field, text);

    // Assert
    expect(read.ok).toBe(true);
  });

  it.each([
    ['Le chat de la sorcière fume du crack dans le grenier', 'mainCharacter'],
    ['maman a maquillé le bleu sur la joue du petit avant l’école', 'mainCharacter'],
  ] as const)('should not read « %s » by its first noun: what follows is an act, not a qualifier', (text, field) => {
    // Act
    const read = readFrameField(field, text);

    // Assert
    expect(read.ok).toBe(false);
  });
});

describe('typed goals, the third kinds list (tuning)', () => {
  it.each([
    ['tune', 7],
    ['held-out', 8],
  ] as const)('should tell at least %s half’s %i goals labelled told, decline in French the others and those labelled declined but one, none as another plot, no companion swapped', (half, floor) => {
    // Act
    const results = tellGoals(KIND_3_GOALS, half);

    // Assert
    expect(labelledAs(results, 'told').filter((result) => result.outcome === 'told').length, listResults(results)).toBeGreaterThanOrEqual(floor);
    expect(results.filter((result) => result.outcome === 'another-plot')).toEqual([]);
    expect(results.filter((result) => !result.companionKept)).toEqual([]);
    for (const { entry } of results.filter((result) => result.outcome === 'declined')) expect(declineMessages(entry)).toContainEqual(expect.stringMatching(/^Nous n’avons pas compris/));
  }, TIMEOUT_MS);
});
