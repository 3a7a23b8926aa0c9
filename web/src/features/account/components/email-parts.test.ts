import { describe, expect, it } from 'vitest';
import { emailWrapPieces } from './email-parts';

describe('emailWrapPieces', () => {
  it("should allow a break before '@' and '.', and after '-', '_' and '+'", () => {
    // Arrange
    const email = 'parent-a27e2b65_5ed2+test@mail.example.fr';

    // Act
    const pieces = emailWrapPieces(email);

    // Assert
    expect(pieces).toEqual(['parent-', 'a27e2b65_', '5ed2+', 'test', '@mail', '.example', '.fr']);
  });

  it('should give the address back unchanged once joined, and keep a short one whole', () => {
    // Arrange
    const emails = ['camille.durand-martin@example.fr', 'a@b.c', ''];

    // Act
    const joined = emails.map((email) => emailWrapPieces(email).join(''));

    // Assert
    expect(joined).toEqual(emails);
    expect(emailWrapPieces('léa@ex.fr')).toEqual(['léa', '@ex', '.fr']);
  });
});
