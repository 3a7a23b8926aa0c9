import { describe, expect, it } from 'vitest';
import { themeAttributeFor } from './document-theme';
import { formatDocumentTitle } from './document-title';

describe('formatDocumentTitle', () => {
  it('should put the page before the app name', () => {
    // Arrange
    const page = 'Page introuvable';

    // Act
    const title = formatDocumentTitle(page);

    // Assert
    expect(title).toBe('Page introuvable — Contes Magiques');
  });

  it('should give the home title without a page', () => {
    // Arrange / Act
    const title = formatDocumentTitle();

    // Assert
    expect(title).toBe('Contes Magiques — Histoires personnalisées pour enfants');
  });
});

describe('themeAttributeFor', () => {
  it('should use the profile theme or fall back to normal', () => {
    // Arrange
    const themes = ['ocean', null, undefined, '  '];

    // Act
    const attributes = themes.map(themeAttributeFor);

    // Assert
    expect(attributes).toEqual(['ocean', 'normal', 'normal', 'normal']);
  });
});
