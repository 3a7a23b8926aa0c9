import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Profile } from '@shared/profiles';
import { childProfile } from '@/test/fixtures/child-profile';
import { ApiError } from '@/lib/api-client';
import { EDIT_PROFILE_PAGE_TEXT, PROFILE_TOASTS } from '@/features/profiles/messages';
import { Component as EditProfilePage } from './edit-profile-page';
import { api } from '@/test/api-double';
import { renderWithProviders } from '@/test/render';

// The API is the network here: the page, its form, the profile's schema and the update run as written.
vi.mock('@/lib/api-client', async (importOriginal) => (await import('@/test/api-double')).mockApiClient(importOriginal));
// The header's menu reads the session: a parent signed in.
vi.mock('@/lib/auth/session', async () => (await import('@/test/session-double')).mockSession());

const LEA: Profile = childProfile();

function renderEditPage(id: string) {
  return renderWithProviders(
    <Routes>
      <Route path="/edit-profile/:id" element={<EditProfilePage />} />
      <Route path="/app" element={<p>Accueil</p>} />
    </Routes>,
    { route: `/edit-profile/${id}` },
  );
}

afterEach(() => {
  api.fetch.mockReset();
});

describe('EditProfilePage', () => {
  // Typing into the form takes a few seconds on a busy machine.
  it("should fill the form with the child's profile, save the changed name and go home saying so", { timeout: 20_000 }, async () => {
    // Arrange
    api.fetch.mockImplementation((path, init) => {
      if (path !== `/profiles/${LEA.id}`) return Promise.reject(new ApiError(404, 'Introuvable'));
      if (init?.method === 'PUT') return Promise.resolve({ ...LEA, ...(JSON.parse(String(init.body)) as object) });
      return Promise.resolve(LEA);
    });
    const user = renderEditPage(LEA.id);
    const name = await screen.findByRole('textbox', { name: 'Prénom' });
    expect(name).toHaveValue('Léa');

    // Act
    // happy-dom leaves a native <select> empty when its value is set before the page settles: chosen again here.
    for (const [label, value] of [['Couleur de peau', LEA.skinColor], ['Couleur des yeux', LEA.eyeColor], ['Couleur des cheveux', LEA.hairColor], ['Type de cheveux', LEA.hairType]] as const) {
      await user.selectOptions(screen.getByRole('combobox', { name: label }), value);
    }
    await user.clear(name);
    await user.type(name, 'Zoé');
    await user.click(screen.getByRole('button', { name: EDIT_PROFILE_PAGE_TEXT.save }));

    // Assert
    expect(await screen.findByText('Accueil')).toBeInTheDocument();
    expect(await screen.findByText(PROFILE_TOASTS.updatedTitle)).toBeInTheDocument();
    const put = api.fetch.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(JSON.parse(String(put?.[1]?.body))).toMatchObject({ name: 'Zoé', age: 6, interests: ['Espace'] });
  });

  it('should say the profile could not be loaded and send the parent home', async () => {
    // Arrange
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    api.fetch.mockRejectedValue(new ApiError(404, 'Profil introuvable'));

    // Act
    renderEditPage(LEA.id);

    // Assert
    expect(await screen.findByText('Accueil')).toBeInTheDocument();
    expect(await screen.findByText(PROFILE_TOASTS.loadFailedTitle)).toBeInTheDocument();
  });

  it("should leave the profile as it was when 'Annuler' is pressed", async () => {
    // Arrange
    api.fetch.mockResolvedValue(LEA);
    const user = renderEditPage(LEA.id);
    await screen.findByRole('textbox', { name: 'Prénom' });

    // Act
    await user.click(screen.getByRole('button', { name: EDIT_PROFILE_PAGE_TEXT.cancel }));

    // Assert
    expect(await screen.findByText('Accueil')).toBeInTheDocument();
    expect(api.fetch.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false);
  });
});
