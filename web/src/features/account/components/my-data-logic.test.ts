import { describe, expect, it } from 'vitest';
import { canConfirmDeletion, normalizedConfirmation, subscriptionBlocksDeletion } from './my-data-logic';

describe('the deletion dialog’s typed word', () => {
  it('should enable the confirm button only once SUPPRIMER is typed, whatever the case and the spaces around it', () => {
    // Arrange
    const typed = ['', 'SUPPRIME', 'SUPPRIMERR', 'supprimer', '  Supprimer ', 'SUPPRIMER'];

    // Act
    const enabled = typed.map((word) => canConfirmDeletion(word, false));

    // Assert
    expect(enabled).toEqual([false, false, false, true, true, true]);
  });

  it('should keep the confirm button disabled while the deletion runs', () => {
    // Act / Assert
    expect(canConfirmDeletion('SUPPRIMER', true)).toBe(false);
  });

  it('should read a missing value as nothing typed', () => {
    // Act / Assert
    expect(normalizedConfirmation(undefined)).toBe('');
  });
});

describe('the deletion dialog’s subscription notice', () => {
  it('should show for a subscription that will renew, and not for one that ends with its period or has ended', () => {
    // Arrange
    const subscription = { planType: 'subscription', cancelAtPeriodEnd: false } as const;

    // Act
    const shown = [
      subscriptionBlocksDeletion({ ...subscription, subscriptionStatus: 'active' }),
      subscriptionBlocksDeletion({ ...subscription, subscriptionStatus: 'past_due' }),
      subscriptionBlocksDeletion({ ...subscription, subscriptionStatus: 'active', cancelAtPeriodEnd: true }),
      subscriptionBlocksDeletion({ ...subscription, subscriptionStatus: 'canceled' }),
      subscriptionBlocksDeletion({ planType: 'free', subscriptionStatus: 'free', cancelAtPeriodEnd: false }),
      subscriptionBlocksDeletion(undefined),
    ];

    // Assert
    expect(shown).toEqual([true, true, false, false, false, false]);
  });
});
