import { describe, expect, it } from 'vitest';
import { parseWith } from '#adapters/http/http';
import { SUPPORT_MESSAGE_MAX_LENGTH, SUPPORT_MESSAGES, supportFormSchema, supportRequestSchema } from '#shared/support';

/** The French message a body is refused with, or undefined when it is accepted. */
function refusal(body: unknown): string | undefined {
  try {
    parseWith(supportRequestSchema, body);
    return undefined;
  } catch (error) {
    return (error as Error).message;
  }
}

describe('the support request body', () => {
  it('should clean the message, keeping its line breaks', () => {
    // Arrange
    const body = { message: '  Bonjour\u200B,\r\n\tmon histoire\u202E ne se charge pas.  ' };

    // Act
    const parsed = parseWith(supportRequestSchema, body);

    // Assert
    expect(parsed.message).toBe('Bonjour,\n mon histoire ne se charge pas.');
  });

  it.each([{}, { message: '' }, { message: '   \n\t ' }, { message: '\u200B\u200D' }, { message: null }, { message: 42 }])(
    'should refuse a missing or blank message with its French message: %j',
    (body) => {
      // Act
      const message = refusal(body);

      // Assert
      expect(message).toBe(SUPPORT_MESSAGES.messageRequired);
    },
  );

  it('should accept 5 000 characters and refuse one more in French', () => {
    // Arrange
    const longest = 'a'.repeat(SUPPORT_MESSAGE_MAX_LENGTH);

    // Act
    const accepted = refusal({ message: longest });
    const refused = refusal({ message: `${longest}b` });

    // Assert
    expect(accepted).toBeUndefined();
    expect(refused).toBe('Le message ne peut pas dépasser 5\u00a0000 caractères');
  });

  it('should accept the spec’s userEmail and refuse any other field in French', () => {
    // Act
    const withEmail = parseWith(supportRequestSchema, { message: 'Bonjour', userEmail: ' parent@example.fr ' });
    const unknown = refusal({ message: 'Bonjour', to: 'someone@example.fr' });

    // Assert
    expect(withEmail.userEmail).toBe('parent@example.fr');
    expect(unknown).toBeDefined();
    expect(unknown).not.toMatch(/unrecognized|key/i);
  });

  it('should give the web form the same rules', () => {
    // Act
    const blank = supportFormSchema.safeParse({ message: ' ' });

    // Assert
    expect(blank.error?.issues[0]?.message).toBe(SUPPORT_MESSAGES.messageRequired);
  });
});
