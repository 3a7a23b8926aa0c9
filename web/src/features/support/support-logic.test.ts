import { describe, expect, it } from 'vitest';
import { SUPPORT_MESSAGES } from '@shared/support';
import { ApiError } from '@/lib/api-client';
import { canSendSupportMessage, SUPPORT_REDIRECT_DELAY_MS, supportFailureToast } from './support-logic';

describe('canSendSupportMessage', () => {
  it.each([
    ['', false],
    ['   ', false],
    ['\n\t\n', false],
    ['\u200B\u200D', false],
    [undefined, false],
    ['Bonjour', true],
    ['  ?  ', true],
  ])('should allow sending %j: %s', (message, expected) => {
    // Act
    const allowed = canSendSupportMessage(message, false);

    // Assert
    expect(allowed).toBe(expected);
  });

  it('should not allow a second send while one is on its way', () => {
    // Act
    const allowed = canSendSupportMessage('Bonjour', true);

    // Assert
    expect(allowed).toBe(false);
  });

  it('should wait the spec’s 2 seconds before going to /app', () => {
    // Assert
    expect(SUPPORT_REDIRECT_DELAY_MS).toBe(2_000);
  });
});

describe('supportFailureToast', () => {
  it.each([
    [new ApiError(429, SUPPORT_MESSAGES.tooMany), SUPPORT_MESSAGES.tooMany],
    [new ApiError(400, SUPPORT_MESSAGES.messageTooLong), SUPPORT_MESSAGES.messageTooLong],
    [new ApiError(403, SUPPORT_MESSAGES.otherAddress), SUPPORT_MESSAGES.otherAddress],
    [new ApiError(401, 'Vous devez être connecté pour effectuer cette action.'), 'Vous devez être connecté pour envoyer un message'],
    [new ApiError(502, SUPPORT_MESSAGES.sendFailed), "Une erreur est survenue lors de l'envoi du message"],
    [new ApiError(500, 'Une erreur est survenue. Veuillez réessayer dans quelques instants.'), "Une erreur est survenue lors de l'envoi du message"],
    [new ApiError(0, 'Impossible de joindre le serveur.'), "Une erreur est survenue lors de l'envoi du message"],
    [new TypeError('boom'), "Une erreur est survenue lors de l'envoi du message"],
  ])('should title every failure “Erreur” and explain it in French (%#)', (error, description) => {
    // Act
    const toast = supportFailureToast(error);

    // Assert
    expect(toast).toEqual({ title: 'Erreur', description });
  });
});
