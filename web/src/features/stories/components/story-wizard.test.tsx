import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Profile } from '@shared/profiles';
import { MAIN_CHARACTER_SUGGESTIONS, STORY_MESSAGES } from '@shared/stories';
import { CREATE_MESSAGES, KEPT_TEXT, WIZARD_BUTTONS_TEXT, WIZARD_STEPS, WIZARD_TEXT, wizardStepCounter } from '@/features/stories/messages';
import { StoryWizard } from './story-wizard';
import { api } from '@/test/api-double';
import { renderWithProviders } from '@/test/render';

// The API is the network here: the wizard, its step rules and the check's schema run as written.
vi.mock('@/lib/api-client', async (importOriginal) => (await import('@/test/api-double')).mockApiClient(importOriginal));
const selection = vi.hoisted(() => ({ select: vi.fn() }));
vi.mock('@/features/profiles', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/features/profiles')>()),
  useSelectedProfile: () => ({ select: selection.select }),
}));
vi.mock('@/lib/auth/session', async () => (await import('@/test/session-double')).mockSession());

const LEA = { id: '01JZ8Y3M4N5P6Q7R8S9T0V1W2B', name: 'Léa' } as Profile;
const TOM = { id: '01JZ8Y3M4N5P6Q7R8S9T0V1W2C', name: 'Tom' } as Profile;
const CHECK = '/stories/check';
const checks = () => api.fetch.mock.calls.filter(([path]) => path === CHECK);

function renderWizard({ initialProfileId = null, canContinue = true }: { initialProfileId?: string | null; canContinue?: boolean } = {}) {
  return renderWithProviders(<StoryWizard profiles={[LEA, TOM]} initialProfileId={initialProfileId} canContinue={canContinue} />, { route: '/' });
}

const continueButton = () => screen.getByRole('button', { name: WIZARD_BUTTONS_TEXT.continue });
const heading = (step: number) => screen.getByRole('heading', { level: 1, name: WIZARD_STEPS[step - 1]!.header });

async function reachCharacterStep(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('radio', { name: /Léa/ }));
  await user.click(continueButton());
  return heading(2);
}

beforeEach(() => {
  api.fetch.mockImplementation((path) => Promise.reject(new Error(`unexpected ${path}`)));
  // happy-dom does not scroll; the wizard's scrolling is not what these tests are about.
  vi.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(() => undefined);
});

afterEach(() => {
  api.fetch.mockReset();
  selection.select.mockReset();
  vi.restoreAllMocks();
});

describe('StoryWizard', () => {
  it('should keep « Continuer » disabled on the first step while the credit check says no', () => {
    // Arrange, Act
    renderWizard({ initialProfileId: LEA.id, canContinue: false });

    // Assert
    expect(continueButton()).toBeDisabled();
    expect(heading(1)).toBeInTheDocument();
  });

  it('should refuse to leave the first step without a child, say why under the choices and in a toast', async () => {
    // Arrange
    const user = renderWizard();

    // Act
    await user.click(continueButton());

    // Assert
    expect(await screen.findByText(CREATE_MESSAGES.requiredFieldTitle)).toBeInTheDocument();
    expect(screen.getByRole('radiogroup')).toHaveAccessibleDescription(STORY_MESSAGES.profileRequired);
    expect(screen.getByRole('radiogroup')).toHaveAttribute('aria-invalid', 'true');
    expect(heading(1)).toBeInTheDocument();
  });

  it('should remember the chosen child, then show the second step and put the focus on its heading', async () => {
    // Arrange
    const user = renderWizard();

    // Act
    const second = await reachCharacterStep(user);

    // Assert
    expect(selection.select).toHaveBeenCalledWith(LEA.id);
    expect(second).toHaveFocus();
    expect(screen.getByText(new RegExp(wizardStepCounter(2, 4)))).toBeInTheDocument();
    expect(screen.getByText(WIZARD_TEXT.characterIntro('Léa'))).toBeInTheDocument();
  });

  it('should go back to the first step with « Précédent », the child still chosen', async () => {
    // Arrange
    const user = renderWizard();
    await reachCharacterStep(user);

    // Act
    await user.click(screen.getByRole('button', { name: WIZARD_BUTTONS_TEXT.previous }));

    // Assert
    expect(heading(1)).toHaveFocus();
    expect(screen.getByRole('radio', { name: /Léa/ })).toBeChecked();
  });

  it('should refuse an empty main character with its message on the field, and focus it', async () => {
    // Arrange
    const user = renderWizard({ initialProfileId: LEA.id });
    await user.click(continueButton());

    // Act
    await user.click(continueButton());

    // Assert
    const field = screen.getByLabelText(WIZARD_TEXT.mainCharacterLabel);
    expect(field).toHaveAccessibleDescription(expect.stringContaining(STORY_MESSAGES.mainCharacterRequired) as string);
    expect(field).toHaveFocus();
    expect(checks()).toHaveLength(0);
    expect(heading(2)).toBeInTheDocument();
  });

  it('should go on without asking the server for a character the writer knows', async () => {
    // Arrange
    const user = renderWizard({ initialProfileId: LEA.id });
    await user.click(continueButton());
    await user.type(screen.getByLabelText(WIZARD_TEXT.mainCharacterLabel), MAIN_CHARACTER_SUGGESTIONS[0]);

    // Act
    await user.click(continueButton());

    // Assert
    expect(await screen.findByRole('heading', { level: 1, name: WIZARD_STEPS[2].header })).toHaveFocus();
    expect(checks()).toHaveLength(0);
  });

  it('should keep the parent on the step with the decline and its suggestions when the server cannot tell a typed character', async () => {
    // Arrange
    const decline = { field: 'mainCharacter', message: 'Nous ne savons pas encore raconter « un robot qui cuisine ».', notUnderstood: ['cuisine'], suggestions: ['un robot jardinier'] };
    api.fetch.mockImplementation((path) => (path === CHECK ? Promise.resolve({ declines: [decline] }) : Promise.reject(new Error(`unexpected ${path}`))));
    const user = renderWizard({ initialProfileId: LEA.id });
    await user.click(continueButton());
    const field = screen.getByLabelText(WIZARD_TEXT.mainCharacterLabel);
    await user.type(field, 'un robot qui cuisine');

    // Act
    await user.click(continueButton());

    // Assert
    await vi.waitFor(() => expect(field).toHaveAccessibleDescription(expect.stringContaining(decline.message) as string));
    expect(JSON.parse(String(checks()[0]?.[1]?.body))).toEqual({ mainCharacter: 'un robot qui cuisine' });
    expect(screen.getByRole('button', { name: /un robot jardinier/ })).toBeInTheDocument();
    expect(field).toHaveFocus();
    expect(heading(2)).toBeInTheDocument();
  });

  it('should let the parent go on when the check itself fails, since the creation checks again', async () => {
    // Arrange
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = renderWizard({ initialProfileId: LEA.id });
    await user.click(continueButton());
    await user.type(screen.getByLabelText(WIZARD_TEXT.mainCharacterLabel), 'un robot qui cuisine');

    // Act
    await user.click(continueButton());

    // Assert
    expect(await screen.findByRole('heading', { level: 1, name: WIZARD_STEPS[2].header })).toBeInTheDocument();
    expect(checks()).toHaveLength(1);
  });
});

describe('StoryWizard: what the story keeps of a text read in part (issue 25, item 3)', () => {
  const TYPED = 'un suricate qui guette tout';
  /** The wizard's polite live region (sonner's toasts have their own). */
  const liveRegion = () => document.querySelector('form p[aria-live="polite"]');

  /** The check answers what it keeps of the typed companion, and nothing for any other text. */
  function checkKeeping(kept: string) {
    api.fetch.mockImplementation((path, init) => {
      if (path !== CHECK) return Promise.reject(new Error(`unexpected ${path}`));
      const request = JSON.parse(String(init?.body)) as { mainCharacter?: string };
      return Promise.resolve(request.mainCharacter === TYPED ? { declines: [], kept: [{ field: 'mainCharacter', text: kept }] } : { declines: [] });
    });
  }

  it('should stay on the step to say, and announce politely, what the story keeps, the focus left on « Continuer »', async () => {
    // Arrange
    checkKeeping('un suricate');
    const user = renderWizard({ initialProfileId: LEA.id });
    await user.click(continueButton());
    await user.type(screen.getByLabelText(WIZARD_TEXT.mainCharacterLabel), TYPED);

    // Act
    await user.click(continueButton());

    // Assert
    expect(await screen.findByText(KEPT_TEXT.kept('un suricate'))).toBeInTheDocument();
    expect(screen.getByText(KEPT_TEXT.rest)).toBeInTheDocument();
    expect(liveRegion()).toHaveTextContent(`${KEPT_TEXT.kept('un suricate')} ${KEPT_TEXT.rest}`);
    expect(heading(2)).toBeInTheDocument();
    expect(continueButton()).toHaveFocus();
  });

  it('should go on when « Continuer » is pressed again with the same text', async () => {
    // Arrange
    checkKeeping('un suricate');
    const user = renderWizard({ initialProfileId: LEA.id });
    await user.click(continueButton());
    await user.type(screen.getByLabelText(WIZARD_TEXT.mainCharacterLabel), TYPED);
    await user.click(continueButton());
    await screen.findByText(KEPT_TEXT.kept('un suricate'));

    // Act
    await user.click(continueButton());

    // Assert
    expect(await screen.findByRole('heading', { level: 1, name: WIZARD_STEPS[2].header })).toBeInTheDocument();
    expect(checks()).toHaveLength(2);
  });

  it('should take the kept text away as soon as the field is edited, and say nothing once the new text is read whole', async () => {
    // Arrange
    checkKeeping('un suricate');
    const user = renderWizard({ initialProfileId: LEA.id });
    await user.click(continueButton());
    const field = screen.getByLabelText(WIZARD_TEXT.mainCharacterLabel);
    await user.type(field, TYPED);
    await user.click(continueButton());
    await screen.findByText(KEPT_TEXT.kept('un suricate'));

    // Act
    await user.clear(field);
    await user.type(field, 'un suricate');
    const goneOnEdit = screen.queryByText(KEPT_TEXT.kept('un suricate'));
    await user.click(continueButton());

    // Assert
    expect(goneOnEdit).toBeNull();
    expect(await screen.findByRole('heading', { level: 1, name: WIZARD_STEPS[2].header })).toBeInTheDocument();
    expect(JSON.parse(String(checks()[1]?.[1]?.body))).toEqual({ mainCharacter: 'un suricate' });
    expect(screen.queryByText(KEPT_TEXT.rest)).toBeNull();
  });
});
