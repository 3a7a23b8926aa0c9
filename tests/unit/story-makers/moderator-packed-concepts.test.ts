import { describe, expect, it } from 'vitest';
import { conceptEntries, entriesOf } from '../../../functions/story-makers/moderator/lexicons/concept-entries';
import { CONCEPTS } from '../../../functions/story-makers/moderator/lexicons/concepts';

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
