import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { MAX_TAGS, STORY_MESSAGES } from '@shared/stories';
import { TagPicker } from './tag-picker';

const SUGGESTIONS = ['la joie', 'la peur', 'la colère', 'la tristesse', 'la surprise', 'la fierté'];

/** The picker as the wizard holds it: its selection in state, inside a form whose submission is recorded. */
function TagPickerHarness({ initial, onSubmit }: { initial: string[]; onSubmit: () => void }) {
  const [selected, setSelected] = useState(initial);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <TagPicker
        title="Émotions"
        hint="Choisissez les émotions de l'histoire."
        suggestions={SUGGESTIONS}
        selected={selected}
        onChange={setSelected}
        error={undefined}
        inputLabel="Ajouter une émotion"
        addWhat="l'émotion"
        placeholder="Par exemple : la curiosité"
        field="emotions"
      />
    </form>
  );
}

function renderPicker(initial: string[] = []) {
  const onSubmit = vi.fn();
  render(<TagPickerHarness initial={initial} onSubmit={onSubmit} />);
  return { onSubmit, user: userEvent.setup(), chips: () => within(screen.getByRole('group', { name: 'Émotions' })) };
}

describe('TagPicker', () => {
  it('should choose a suggestion when pressed and let it go when pressed again', async () => {
    // Arrange
    const { user, chips } = renderPicker();

    // Act
    await user.click(chips().getByRole('button', { name: 'la peur' }));
    const pressedOnce = chips().getByRole('button', { name: 'la peur' }).getAttribute('aria-pressed');
    await user.click(chips().getByRole('button', { name: 'la peur' }));

    // Assert
    expect(pressedOnce).toBe('true');
    expect(chips().getByRole('button', { name: 'la peur' })).toHaveAttribute('aria-pressed', 'false');
  });

  it("should add the parent's own emotion with Enter, tidied, as a chosen chip, without sending the form", async () => {
    // Arrange
    const { user, chips, onSubmit } = renderPicker();
    const input = screen.getByRole('textbox', { name: 'Ajouter une émotion' });

    // Act
    await user.type(input, '  la   curiosité {Enter}');

    // Assert
    expect(chips().getByRole('button', { name: 'la curiosité' })).toHaveAttribute('aria-pressed', 'true');
    expect(input).toHaveValue('');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('should choose the suggestion itself when the typed text is one, whatever its capitals', async () => {
    // Arrange
    const { user, chips } = renderPicker();

    // Act
    await user.type(screen.getByRole('textbox', { name: 'Ajouter une émotion' }), 'LA JOIE');
    await user.click(screen.getByRole('button', { name: /^Ajouter ?l'émotion$/ }));

    // Assert
    expect(chips().getByRole('button', { name: 'la joie' })).toHaveAttribute('aria-pressed', 'true');
    expect(chips().queryByRole('button', { name: 'LA JOIE' })).not.toBeInTheDocument();
  });

  it(`should refuse a choice beyond ${String(MAX_TAGS)} with a French notice on the entry`, async () => {
    // Arrange
    const full = Array.from({ length: MAX_TAGS }, (_, index) => `émotion ${String(index + 1)}`);
    const { user, chips } = renderPicker(full);
    await user.click(screen.getByRole('button', { name: /^Voir plus/ }));

    // Act
    await user.click(chips().getByRole('button', { name: 'la joie' }));

    // Assert
    expect(chips().getByRole('button', { name: 'la joie' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('textbox', { name: 'Ajouter une émotion' })).toHaveAccessibleDescription(STORY_MESSAGES.tooManyTags);
  });

  it('should show 4 suggestions, then all of them after "Voir plus", keeping a chosen one in sight when folded', async () => {
    // Arrange
    const { user, chips } = renderPicker(['la fierté']);
    const folded = chips()
      .getAllByRole('button')
      .map((chip) => chip.textContent);

    // Act
    await user.click(screen.getByRole('button', { name: 'Voir plus (1 suggestions)' }));

    // Assert
    expect(folded).toEqual(['la joie', 'la peur', 'la colère', 'la tristesse', 'la fierté']);
    expect(chips().getAllByRole('button')).toHaveLength(SUGGESTIONS.length);
    expect(screen.getByRole('button', { name: 'Voir moins' })).toHaveAttribute('aria-expanded', 'true');
  });
});
