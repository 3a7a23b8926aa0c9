import { describe, expect, it } from 'vitest';
import { ADMIN_MESSAGES, type AdminCreditsResponse } from '@shared/admin';
import { API_MESSAGES } from '@shared/messages';
import { API_ERROR_MESSAGES, ApiError } from '@/lib/api-client';
import { isAdminPayload } from '@/lib/auth/admin-session';
import {
  autoSyncErrorToast,
  autoSyncToast,
  creditsErrorToast,
  creditsToast,
  notSignedInToast,
  subscriptionSyncErrorToast,
  subscriptionSyncToast,
} from './admin-toasts';

const credits = (changes: AdminCreditsResponse['changes'], message: string = ADMIN_MESSAGES.updated): AdminCreditsResponse => ({
  success: true,
  message,
  userId: 'parent-1',
  credits: { storiesCreated: 0, bonusStoriesCreated: 2, monthlyCredits: 0, bonusCredits: 7 },
  changes,
});

describe('the AdminSync toasts', () => {
  it("should say 'Mise à jour réussie' with each number that moved, or the API's sentence when none did", () => {
    // Arrange
    const moved = credits([
      { field: 'bonusCredits', old: 1, new: 7 },
      { field: 'bonusStoriesCreated', old: 0, new: 2 },
    ]);
    const unchanged = credits([], ADMIN_MESSAGES.unchanged);

    // Act
    const specs = [creditsToast(moved), creditsToast(unchanged)];

    // Assert
    expect(specs).toEqual([
      { kind: 'success', title: 'Mise à jour réussie', description: 'Crédits bonus : 1 → 7 · Histoires bonus créées : 0 → 2' },
      { kind: 'success', title: 'Mise à jour réussie', description: ADMIN_MESSAGES.unchanged },
    ]);
  });

  it("should put the API's French message in the spec's failure sentences, and a French one when there is none", () => {
    // Arrange
    const refused = new ApiError(403, API_MESSAGES.adminOnly);

    // Act
    const specs = [creditsErrorToast(refused), autoSyncErrorToast(refused), subscriptionSyncErrorToast(new Error('boom'))];

    // Assert
    expect(specs.map((spec) => spec.description)).toEqual([
      `Impossible de mettre à jour les crédits: ${API_MESSAGES.adminOnly}`,
      `Impossible de configurer la synchronisation: ${API_MESSAGES.adminOnly}`,
      `Impossible de configurer la synchronisation: ${API_ERROR_MESSAGES.unknown}`,
    ]);
    expect(specs.every((spec) => spec.kind === 'error')).toBe(true);
  });

  it('should confirm the subscription sync with the plan, the setting with its sentence, and name a missing session', () => {
    // Act
    const synced = subscriptionSyncToast({ success: true, plan_type: 'subscription', changes: [] });
    const setting = autoSyncToast({ enabled: false, message: ADMIN_MESSAGES.autoSyncDisabled, updatedAt: null, updatedBy: null });

    // Assert
    expect(synced).toEqual({ kind: 'success', title: 'Mise à jour réussie', description: 'Votre abonnement mensuel a été synchronisé avec succès.' });
    expect(setting).toEqual({ kind: 'success', title: 'Synchronisation automatique désactivée' });
    expect(notSignedInToast().description).toBe('Utilisateur non authentifié');
  });

  it("should see an admin only in a token whose groups list 'admins'", () => {
    // Act
    const answers = [isAdminPayload({ 'cognito:groups': ['admins'] }), isAdminPayload({ 'cognito:groups': ['other'] }), isAdminPayload({ 'cognito:groups': 'admins' }), isAdminPayload(undefined)];

    // Assert
    expect(answers).toEqual([true, false, false, false]);
  });
});
