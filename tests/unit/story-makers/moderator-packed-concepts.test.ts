import { describe, expect, it } from 'vitest';
import { conceptEntries, entriesOf } from '../../../functions/story-makers/moderator/lexicons/concept-entries';
import { CONCEPTS } from '../../../functions/story-makers/moderator/lexicons/concepts';
import { ALLOWED_PHRASES } from '../../../functions/story-makers/moderator/lexicons/allowed';
import { ENGLISH } from '../../../functions/story-makers/moderator/lexicons/english';
import { FRENCH } from '../../../functions/story-makers/moderator/lexicons/french';
import { lexiconTables } from '../../../functions/story-makers/moderator/lexicons/lexicon-tables';

describe('embedded moderator: the concept lists packed for the bundles', () => {
  it('should unpack to exactly the phrases of concepts.ts, in their order', () => {
    // Arrange
    const fromSource = entriesOf(CONCEPTS);

    // Act
    const unpacked = conceptEntries();

    // Assert
    expect(unpacked.length).toBeGreaterThan(1000);
    expect(unpacked).toEqual(fromSource);
  });
});

describe('embedded moderator: the word lists packed for the bundles', () => {
  it('should unpack to exactly the lists of french.ts, english.ts and allowed.ts', () => {
    // Arrange
    const fromSource = { lexicons: [FRENCH, ENGLISH], allowed: ALLOWED_PHRASES };

    // Act
    const unpacked = lexiconTables();

    // Assert
    expect(unpacked.lexicons[0]?.violence?.length).toBeGreaterThan(50);
    expect(unpacked).toEqual(fromSource);
  });
});
