import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { Toaster } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Profile } from '@shared/profiles';
import { childProfile } from '@/test/fixtures/child-profile';
import { ApiError } from '@/lib/api-client';
import { EDIT_PROFILE_MODAL_TEXT as T, PROFILE_TOASTS } from '@/features/profiles/messages';
import { EditProfileModal } from './edit-profile-modal';
import { api } from '@/test/api-double';

// The API is the network here: the modal, its form, its mutation and the answer's schema run as written.
vi.mock('@/lib/api-client', async (importOriginal) => (await import('@/test/api-double')).mockApiClient(importOriginal));

const LEA: Profile = childProfile();

function renderModal(open = true) {
  const user = userEvent.setup();
  const onOpenChange = vi.fn();
  const tree = (isOpen: boolean) => (
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <EditProfileModal profile={LEA} open={isOpen} onOpenChange={onOpenChange} />
        <Toaster />
      </MemoryRouter>
    </QueryClientProvider>
  );
  const view = render(tree(open));
  return { user, onOpenChange, reopen: (isOpen: boolean) => view.rerender(tree(isOpen)) };
}

/** The form, once its chunk has loaded; happy-dom leaves a native <select> empty when set before the page settles: chosen again. */
async function loadedForm(user: ReturnType<typeof userEvent.setup>) {
  const dialog = await screen.findByRole('dialog', { name: T.title }, { timeout: 5000 });
  for (const [label, value] of [['Couleur de peau', LEA.skinColor], ['Couleur des yeux', LEA.eyeColor], ['Couleur des cheveux', LEA.hairColor], ['Type de cheveux', LEA.hairType]] as const) {
    await user.selectOptions(within(dialog).getByRole('combobox', { name: label }), value);
  }
  return dialog;
}

let client: QueryClient;

beforeEach(() => {
  client = new QueryClient();
  api.fetch.mockImplementation((path, init) =>
    path === `/profiles/${LEA.id}` && init?.method === 'PUT' ? Promise.resolve({ ...LEA, ...(JSON.parse(String(init.body)) as object) }) : Promise.reject(new Error(`unexpected ${path}`)),
  );
});

afterEach(() => {
  api.fetch.mockReset();
  vi.restoreAllMocks();
});

describe('EditProfileModal', () => {
  it('should load nothing while it has never been opened', () => {
    // Arrange, Act
    renderModal(false);

    // Assert
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("should open on the child's profile, save the changed name, say so and close", { timeout: 20_000 }, async () => {
    // Arrange
    const { user, onOpenChange } = renderModal();
    const dialog = await loadedForm(user);
    expect(within(dialog).getByText(T.description('Léa'))).toBeInTheDocument();
    const name = within(dialog).getByRole('textbox', { name: 'Prénom' });
    expect(name).toHaveValue('Léa');

    // Act
    await user.clear(name);
    await user.type(name, 'Zoé');
    await user.click(within(dialog).getByRole('button', { name: T.save }));

    // Assert
    expect(await screen.findByText(PROFILE_TOASTS.updatedTitle)).toBeInTheDocument();
    const put = api.fetch.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(JSON.parse(String(put?.[1]?.body))).toMatchObject({ name: 'Zoé', age: 6, interests: ['Espace'] });
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('should stay open with a French toast when the save fails', { timeout: 20_000 }, async () => {
    // Arrange
    api.fetch.mockRejectedValue(new ApiError(500, 'Erreur serveur'));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user, onOpenChange } = renderModal();
    const dialog = await loadedForm(user);

    // Act
    await user.click(within(dialog).getByRole('button', { name: T.save }));

    // Assert
    expect(await screen.findByText(PROFILE_TOASTS.updateFailedDescription)).toBeInTheDocument();
    expect(onOpenChange).not.toHaveBeenCalled();
    expect(within(dialog).getByRole('button', { name: T.save })).toBeEnabled();
  });

  it('should start again from the profile at each opening, forgetting what was typed and not saved', { timeout: 20_000 }, async () => {
    // Arrange
    const { user, onOpenChange, reopen } = renderModal();
    let dialog = await loadedForm(user);
    await user.clear(within(dialog).getByRole('textbox', { name: 'Prénom' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Prénom' }), 'Zoé');
    await user.click(within(dialog).getAllByRole('button', { name: T.cancel })[0]!);
    expect(onOpenChange).toHaveBeenCalledWith(false);

    // Act
    reopen(false);
    reopen(true);
    dialog = await screen.findByRole('dialog', { name: T.title });

    // Assert
    expect(within(dialog).getByRole('textbox', { name: 'Prénom' })).toHaveValue('Léa');
    expect(api.fetch).not.toHaveBeenCalled();
  });
});
