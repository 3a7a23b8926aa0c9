import { screen } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ADMIN_CREDIT_LABELS, ADMIN_ROUTES, ADMIN_TOASTS, type AdminCredits, type AdminParent } from '@shared/admin';
import { ApiError } from '@/lib/api-client';
import { api, sentTo } from '@/test/api-double';
import { renderWithProviders } from '@/test/render';
import { session } from '@/test/session-double';
import { CREDITS_FORM_TEXT } from '@/features/admin/messages';
import { CreditsForm } from './credits-form';

// The API is the network here: the form, its hooks and the answers' schemas run as written.
vi.mock('@/lib/api-client', async (importOriginal) => (await import('@/test/api-double')).mockApiClient(importOriginal));
vi.mock('@/lib/auth/session', async () => (await import('@/test/session-double')).mockSession());

const LEA_CREDITS: AdminCredits = { storiesCreated: 2, bonusStoriesCreated: 0, monthlyCredits: 3, bonusCredits: 1 };
const LEA: AdminParent = { userId: 'user-lea', email: 'lea@example.fr', signIn: 'password', credits: LEA_CREDITS };

const renderForm = () => renderWithProviders(<CreditsForm />);

async function findParent(user: ReturnType<typeof userEvent.setup>, email: string) {
  await user.type(screen.getByLabelText(ADMIN_CREDIT_LABELS.email), email);
  await user.click(screen.getByRole('button', { name: 'Rechercher' }));
}

beforeEach(() => {
  session.current = { status: 'signedIn', user: { email: 'admin@example.fr' } };
  // The form logs the API's refusals for the developer: the tests check what the admin sees instead.
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  api.fetch.mockReset();
  vi.restoreAllMocks();
});

describe('CreditsForm', () => {
  it("should find the parent by address and show that parent's four numbers", async () => {
    // Arrange
    api.fetch.mockResolvedValueOnce({ parents: [LEA] });
    const user = renderForm();

    // Act
    await findParent(user, 'lea@example.fr');

    // Assert
    const editor = await screen.findByRole('form', { name: 'Crédits de lea@example.fr' });
    expect(editor).toBeInTheDocument();
    expect(screen.getByLabelText(ADMIN_CREDIT_LABELS.monthlyCredits)).toHaveValue(3);
    expect(screen.getByLabelText(ADMIN_CREDIT_LABELS.bonusCredits)).toHaveValue(1);
    expect(sentTo(ADMIN_ROUTES.parentLookup)).toEqual([{ email: 'lea@example.fr' }]);
  });

  it('should send only the number changed, with the value shown, and show what was saved', async () => {
    // Arrange
    api.fetch.mockResolvedValueOnce({ parents: [LEA] });
    api.fetch.mockResolvedValueOnce({
      success: true,
      message: 'Crédits mis à jour',
      userId: LEA.userId,
      credits: { ...LEA_CREDITS, bonusCredits: 5 },
      changes: [{ field: 'bonusCredits', old: 1, new: 5 }],
    });
    const user = renderForm();
    await findParent(user, 'lea@example.fr');
    const bonus = await screen.findByLabelText(ADMIN_CREDIT_LABELS.bonusCredits);

    // Act
    await user.clear(bonus);
    await user.type(bonus, '5');
    await user.click(screen.getByRole('button', { name: CREDITS_FORM_TEXT.save }));

    // Assert
    expect(await screen.findByText(`${ADMIN_CREDIT_LABELS.bonusCredits} : 1 → 5`)).toBeInTheDocument();
    expect(sentTo(ADMIN_ROUTES.credits)).toEqual([{ userId: LEA.userId, bonusCredits: 5, expected: { bonusCredits: 1 } }]);
    expect(screen.getByLabelText(ADMIN_CREDIT_LABELS.bonusCredits)).toHaveValue(5);
  });

  it('should say nothing was changed, and call nothing, when saved as shown', async () => {
    // Arrange
    api.fetch.mockResolvedValueOnce({ parents: [LEA] });
    const user = renderForm();
    await findParent(user, 'lea@example.fr');

    // Act
    await user.click(await screen.findByRole('button', { name: CREDITS_FORM_TEXT.save }));

    // Assert
    expect(await screen.findByText(ADMIN_TOASTS.nothingEdited)).toBeInTheDocument();
    expect(sentTo(ADMIN_ROUTES.credits)).toEqual([]);
  });

  it("should show the API's word on an unknown address under the field, and no numbers", async () => {
    // Arrange
    api.fetch.mockRejectedValueOnce(new ApiError(404, 'Aucun parent ne se connecte avec cette adresse.'));
    const user = renderForm();

    // Act
    await findParent(user, 'personne@example.fr');

    // Assert
    expect(await screen.findByText('Aucun parent ne se connecte avec cette adresse.')).toBeInTheDocument();
    expect(screen.getByLabelText(ADMIN_CREDIT_LABELS.email)).toHaveAccessibleDescription(
      `${CREDITS_FORM_TEXT.emailHint} Aucun parent ne se connecte avec cette adresse.`,
    );
    expect(screen.queryByRole('button', { name: CREDITS_FORM_TEXT.save })).not.toBeInTheDocument();
  });

  it('should let the admin choose between two sign-ins with one address, and edit only the one chosen', async () => {
    // Arrange
    const google: AdminParent = { userId: 'user-lea-google', email: LEA.email, signIn: 'google', credits: { ...LEA_CREDITS, bonusCredits: 9 } };
    api.fetch.mockResolvedValueOnce({ parents: [LEA, google] });
    const user = renderForm();
    await findParent(user, 'lea@example.fr');
    const choice = await screen.findByRole('group', { name: CREDITS_FORM_TEXT.chooseAccount });
    expect(screen.queryByRole('button', { name: CREDITS_FORM_TEXT.save })).not.toBeInTheDocument();

    // Act
    await user.click(screen.getByRole('radio', { name: /^Google/ }));

    // Assert
    expect(choice).toBeInTheDocument();
    expect(screen.getByLabelText(ADMIN_CREDIT_LABELS.bonusCredits)).toHaveValue(9);
    expect(screen.getByTestId('selected-parent-id')).toHaveTextContent('user-lea-google');
  });

  it('should say when the numbers moved meanwhile and reload them for the same sign-in', async () => {
    // Arrange
    api.fetch.mockResolvedValueOnce({ parents: [LEA] });
    api.fetch.mockRejectedValueOnce(new ApiError(409, 'Les crédits ont changé depuis leur affichage.'));
    api.fetch.mockResolvedValueOnce({ parents: [{ ...LEA, credits: { ...LEA_CREDITS, monthlyCredits: 2 } }] });
    const user = renderForm();
    await findParent(user, 'lea@example.fr');
    const monthly = await screen.findByLabelText(ADMIN_CREDIT_LABELS.monthlyCredits);
    await user.clear(monthly);
    await user.type(monthly, '10');
    await user.click(screen.getByRole('button', { name: CREDITS_FORM_TEXT.save }));

    // Act
    await user.click(await screen.findByRole('button', { name: CREDITS_FORM_TEXT.reload }));

    // Assert
    expect(await screen.findByLabelText(ADMIN_CREDIT_LABELS.monthlyCredits)).toHaveValue(2);
    expect(screen.queryByRole('button', { name: CREDITS_FORM_TEXT.reload })).not.toBeInTheDocument();
    expect(sentTo(ADMIN_ROUTES.parentLookup)).toEqual([{ email: 'lea@example.fr' }, { email: 'lea@example.fr' }]);
  });

  it("should look up the admin's own address on « Mes crédits »", async () => {
    // Arrange
    api.fetch.mockResolvedValueOnce({ parents: [{ ...LEA, userId: 'user-admin', email: 'admin@example.fr' }] });
    const user = renderForm();

    // Act
    await user.click(screen.getByRole('button', { name: 'Mes crédits' }));

    // Assert
    expect(await screen.findByRole('form', { name: 'Crédits de admin@example.fr' })).toBeInTheDocument();
    expect(screen.getByLabelText(ADMIN_CREDIT_LABELS.email)).toHaveValue('admin@example.fr');
    expect(sentTo(ADMIN_ROUTES.parentLookup)).toEqual([{ email: 'admin@example.fr' }]);
  });

  it('should call nothing and say so when the session has ended', async () => {
    // Arrange
    session.current = { status: 'signedOut', user: null };
    const user = renderForm();

    // Act
    await findParent(user, 'lea@example.fr');

    // Assert
    expect(await screen.findByText(ADMIN_TOASTS.userNotAuthenticated)).toBeInTheDocument();
    expect(api.fetch).not.toHaveBeenCalled();
  });
});
