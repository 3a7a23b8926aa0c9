import { describe, expect, it } from 'vitest';
import type { FixCreditsResponse } from '@shared/reconcile';
import { API_ERROR_MESSAGES, ApiError } from '@/lib/api-client';
import {
  firstLoadSyncMessage,
  fixCreditsErrorToast,
  fixCreditsToast,
  fixCreditTypesToast,
  notSignedInToast,
  recalculateErrorToast,
  recalculateToast,
  syncStoriesErrorToast,
  syncStoriesToast,
  syncSubscriptionErrorToast,
  syncSubscriptionToast,
} from './reconcile-toasts';

const nothingFixed: FixCreditsResponse = {
  success: true,
  message: 'Aucune correction nécessaire.',
  stories_created: { changed: false, old: 3, new: 3 },
  old_value: 0,
  new_value: 0,
  changes: [],
};

describe('reconciliation toasts', () => {
  it("should say nothing on the home's first load while the parent has no story, and the spec's sentence once there is one", () => {
    // Arrange
    const none = { monthly_count: 0, bonus_count: 0, changes: [] };
    const one = { monthly_count: 0, bonus_count: 1, changes: [] };

    // Act
    const messages = [none, one].map(firstLoadSyncMessage);

    // Assert
    expect(messages).toEqual([null, '0 histoire mensuelle et 1 histoire bonus détectées']);
  });

  it("should report the home's detected stories in the spec's sentence", () => {
    // Arrange
    const result = { monthly_count: 2, bonus_count: 5, changes: [] };

    // Act
    const spec = syncStoriesToast(result);

    // Assert
    expect(spec).toEqual({ kind: 'success', title: 'Synchronisation réussie', description: '2 histoires mensuelles et 5 histoires bonus détectées' });
  });

  it("should show the server's message for a failed story sync, or the spec's own after a network failure", () => {
    // Arrange
    const busy = new ApiError(409, 'Vos crédits changent en ce moment. Veuillez réessayer dans un instant.');
    const offline = new ApiError(0, API_ERROR_MESSAGES.network);

    // Act
    const specs = [syncStoriesErrorToast(busy), syncStoriesErrorToast(offline)];

    // Assert
    expect(specs.map((spec) => [spec.title, spec.description])).toEqual([
      ['Erreur de synchronisation', busy.message],
      ['Erreur de synchronisation', 'Impossible de synchroniser vos histoires. Veuillez réessayer.'],
    ]);
  });

  it('should name the plan after a subscription sync, and fail without success', () => {
    // Arrange / Act
    const synced = syncSubscriptionToast({ success: true, plan_type: 'subscription', changes: [] });
    const failed = syncSubscriptionToast({ success: false, plan_type: 'free', changes: [] });

    // Assert
    expect(synced.description).toBe('Votre abonnement mensuel a été synchronisé avec succès.');
    expect(failed).toMatchObject({ kind: 'error', title: 'La synchronisation a échoué' });
  });

  it("should put the server's message in the spec's sentence when a subscription sync throws", () => {
    // Arrange
    const error = new ApiError(503, 'Les paiements sont momentanément indisponibles.');

    // Act
    const spec = syncSubscriptionErrorToast(error);

    // Assert
    expect(spec).toEqual({ kind: 'error', title: 'Erreur', description: "Impossible de synchroniser l'abonnement: Les paiements sont momentanément indisponibles." });
    expect(syncSubscriptionErrorToast(new TypeError('x')).description).toBe('Impossible de synchroniser votre abonnement. Veuillez réessayer.');
  });

  it('should show the story counter from old to new after a fix, and Information when nothing changed', () => {
    // Arrange
    const fixed: FixCreditsResponse = { ...nothingFixed, message: 'Mise à jour réussie', stories_created: { changed: true, old: 0, new: 14 }, changes: [{ field: 'bonusStoriesCreated', old: 0, new: 14 }] };
    const monthly: FixCreditsResponse = { ...nothingFixed, message: 'Mise à jour réussie', old_value: 12, new_value: 30 };

    // Act
    const specs = [fixCreditsToast(fixed), fixCreditsToast(monthly), fixCreditsToast(nothingFixed)];

    // Assert
    expect(specs).toEqual([
      { kind: 'success', title: 'Correction réussie', description: 'Histoires créées : 0 → 14' },
      { kind: 'success', title: 'Correction réussie', description: 'Histoires mensuelles : 12 → 30' },
      { kind: 'info', title: 'Information', description: 'Aucune correction nécessaire.' },
    ]);
  });

  it('should say a fix failed, thrown or not', () => {
    // Arrange / Act
    const notDone = fixCreditsToast({ ...nothingFixed, success: false, message: '' });
    const thrown = fixCreditsErrorToast(new ApiError(500, 'Une erreur interne est survenue.'));

    // Assert
    expect(notDone).toMatchObject({ kind: 'error', title: 'La correction a échoué' });
    expect(thrown.description).toBe('Impossible de corriger les crédits: Une erreur interne est survenue.');
  });

  it("should report a recalculation's counts, and an answer without success as an invalid answer", () => {
    // Arrange / Act
    const done = recalculateToast({ success: true, monthly_count: 1, bonus_count: 0, changes: [] });
    const invalid = recalculateErrorToast(new ApiError(200, API_ERROR_MESSAGES.invalidResponse));
    const thrown = recalculateErrorToast(new ApiError(403, 'Interdit.'));

    // Assert
    expect(done).toEqual({ kind: 'success', title: 'Recalcul réussi', description: '1 histoire mensuelle et 0 histoire bonus détectées' });
    expect(invalid).toEqual({ kind: 'error', title: 'Le recalcul a échoué', description: 'Réponse invalide du serveur' });
    expect(thrown.description).toBe('Impossible de recalculer les histoires: Interdit.');
  });

  it('should say when no story needed its credit type corrected', () => {
    // Arrange / Act
    const none = fixCreditTypesToast({ updated_stories_count: 0, message: "Aucune histoire n'avait besoin de correction", changes: [] });
    const two = fixCreditTypesToast({ updated_stories_count: 2, message: 'Mise à jour réussie', changes: [] });

    // Assert
    expect(none.description).toBe("Aucune histoire n'avait besoin de correction");
    expect(two).toEqual({ kind: 'success', title: 'Mise à jour réussie', description: '2 histoires corrigées' });
  });

  it('should tell a signed-out parent why each operation stopped', () => {
    // Arrange
    const operations = ['syncStories', 'syncSubscription', 'fixCredits', 'recalculate', 'fixCreditTypes'] as const;

    // Act
    const descriptions = operations.map((operation) => notSignedInToast(operation).description);

    // Assert
    expect(descriptions).toEqual([
      'Vous devez être connecté pour synchroniser vos histoires.',
      'Vous devez être connecté pour synchroniser votre abonnement',
      'Vous devez être connecté pour corriger vos crédits',
      'Vous devez être connecté pour recalculer vos histoires',
      'Utilisateur non authentifié',
    ]);
  });
});
