import { describe, expect, it } from 'vitest';
import { ValidationError } from '#core/errors';
import { parseWith } from '#adapters/http/http';
import { RECONCILE_TOASTS, reconcileRequestSchema } from '#shared/reconcile';

describe('the reconciliation bodies', () => {
  it.each([
    {},
    { user_id: 'u-1' },
    { user_id: 'u-1', email: 'parent@example.fr', force_sync: true, reset_counter: true },
    { user_id: 'u-1', fix_stories_count: true, reset_stories: true, fix_credit_types: true },
    { user_id_param: 'u-1' },
    { user_id: null },
  ])('should accept the bodies the spec sends, or none: %j', (body) => {
    // Act
    const parsed = reconcileRequestSchema.safeParse(body);

    // Assert
    expect(parsed.success).toBe(true);
  });

  it('should refuse a field that no reconciliation call knows, with a French message', () => {
    // Act
    const parsed = reconcileRequestSchema.safeParse({ user_id: null, theme: ['nature'] });

    // Assert
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).not.toMatch(/unrecognized|key/i);
  });

  it('should refuse a flag that is not a boolean with a French message', () => {
    // Act
    const failure = (() => {
      try {
        parseWith(reconcileRequestSchema, { fix_credit_types: 'oui' });
        return undefined;
      } catch (error) {
        return error;
      }
    })();

    // Assert
    expect(failure).toBeInstanceOf(ValidationError);
    expect((failure as Error).message).not.toMatch(/expected|invalid input/i);
  });
});

describe('the toasts of the reconciliation calls', () => {
  it.each([
    [2, 3, '2 histoires mensuelles et 3 histoires bonus détectées'],
    [0, 1, '0 histoire mensuelle et 1 histoire bonus détectées'],
    [12, 0, '12 histoires mensuelles et 0 histoire bonus détectées'],
  ])("should say the home's first-load count for %i monthly and %i bonus stories in French", (monthly, bonus, expected) => {
    // Act
    const text = RECONCILE_TOASTS.storiesDetected(monthly, bonus);

    // Assert
    expect(text).toBe(expected);
  });

  it('should name the plan in French in the subscription sync toast', () => {
    // Act
    const texts = [RECONCILE_TOASTS.subscriptionSyncedDescription('subscription'), RECONCILE_TOASTS.subscriptionSyncedDescription('free')];

    // Assert
    expect(texts).toEqual(['Votre abonnement mensuel a été synchronisé avec succès.', 'Votre abonnement gratuit a été synchronisé avec succès.']);
  });
});
