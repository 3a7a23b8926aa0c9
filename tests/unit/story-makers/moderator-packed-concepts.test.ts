import { describe, expect, it } from 'vitest';
import { conceptEntries, entriesOf } from '../../../functions/story-makers/moderator/lexicons/concept-entries';
import { CONCEPTS } from '../../../functions/story-makers/moderator/lexicons/concepts';
import { ALLOWED_PHRASES } from '../../../functions/story-makers/moderator/lexicons/allowed';
import { ENGLISH } from '../../../functions/story-makers/moderator/lexicons/english';
import { FRENCH } from '../../../functions/story-makers/moderator/lexicons/french';
import { lexiconTables } from '../../../functions/story-makers/moderator/lexicons/lexicon-tables';
import * as RULE_WORD_SOURCES from '../../../functions/story-makers/moderator/lexicons/concept-rule-word-sources';
import * as RULE_WORDS from '../../../functions/story-makers/moderator/lexicons/concept-rule-words';

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

describe('embedded moderator: the combination rules\' word sets packed for the bundles', () => {
  it('should unpack to exactly the sets and lists of concept-rule-word-sources.ts, in their order', () => {
    // Arrange
    const fromSource = Object.fromEntries(Object.entries(RULE_WORD_SOURCES).map(([name, words]) => [name, [...(words as Iterable<string>)]]));

    // Act
    const unpacked = Object.fromEntries(Object.entries(RULE_WORDS).map(([name, words]) => [name, [...(words as Iterable<string>)]]));

    // Assert
    expect(Object.keys(unpacked).length).toBeGreaterThan(40);
    expect(unpacked).toEqual(fromSource);
    expect(RULE_WORDS.OBJECT_LEAD).toBeInstanceOf(Set);
    expect(Array.isArray(RULE_WORDS.PEOPLE)).toBe(true);
  });
});
