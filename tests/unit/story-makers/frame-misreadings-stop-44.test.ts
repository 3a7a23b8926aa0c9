import { describe, expect, it } from 'vitest';
import { readFrameField, readStoryFrame } from '#story-makers/frame/index';
import type { FrameTexts } from '#core/story-frame';

/**
 * Issue 25, stop 44: three misreadings the wizard's kept text showed (« Nous garderons : … » says what the frame
 * holds, so a wrong frame is now visible to the parent). A typed name before an apposition was read as the kind
 * (« Moustique, son chat en peluche tout râpé » → a mosquito), a loss said of its subject was read from where it
 * happened (« Speedy la tortue a disparu du jardin » → find the garden), and « le tour » was read as « la tour ».
 * Sentences of our own.
 */

const base: FrameTexts = { mainCharacter: 'un hérisson', setting: 'la forêt', scenario: 'apprendre à nager', emotions: ['la joie'], values: ['le courage'] };

const goalKey = (scenario: string): string | null => {
  const reading = readStoryFrame({ ...base, scenario });
  return reading.ok ? `${reading.frame.goal.action}/${reading.frame.goal.skill ?? reading.frame.goal.object?.noun.id ?? ''}` : null;
};
const characterKind = (mainCharacter: string): string | null => {
  const reading = readStoryFrame({ ...base, mainCharacter });
  return reading.ok ? reading.frame.character.kind.id : null;
};

describe('frame: misreadings the kept text showed', () => {
  it.each([
    ['Moustique, son chat en peluche tout râpé', 'chat'],
    ['Cactus, notre chien de la ferme tout poilu', 'chien'],
    ['Moustique, le chat', 'chat'],
  ])('should read the kind of « %s » from its apposition, never from the typed name (%s)', (text, kind) => {
    // Act
    const read = characterKind(text);

    // Assert
    expect(read).toBe(kind);
  });

  it.each([
    ['Speedy la tortue a disparu du jardin', 'find/tortue'],
    ['notre tortue Speedy a disparu du jardin hier', 'find/tortue'],
    ['le chien s’est échappé du jardin', 'find/chien'],
    ['sa perruche s’est envolée de la cuisine', 'find/perruche'],
    ['il a perdu son doudou au parc', 'find/doudou'],
  ])('should read « %s » as finding what was lost, never where from (%s)', (scenario, expected) => {
    // Act
    const read = goalKey(scenario);

    // Assert
    expect(read).toBe(expected);
  });

  it('should decline a lone typed name that disappeared rather than guess what it is', () => {
    // Act
    const reading = readFrameField('scenario', 'Speedy a disparu');

    // Assert
    expect(reading.ok).toBe(false);
  });

  it.each(['faire le tour du monde en montgolfière', 'faire le tour du jardin à vélo'])('should never read « le tour » of « %s » as a tower to build', (scenario) => {
    // Act
    const read = goalKey(scenario);

    // Assert
    expect(read).not.toBe('make/tour');
  });

  it('should still read « une tour » as a tower to build', () => {
    // Act
    const read = goalKey('construire une tour en legos');

    // Assert
    expect(read).toBe('make/tour');
  });
});
