import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmCreateDialog, type ConfirmCreateDialogProps } from './confirm-create-dialog';

const values: ConfirmCreateDialogProps['values'] = {
  profileId: '01JZ0000000000000000000000',
  mainCharacter: '  un petit renard  ',
  setting: 'la forêt',
  scenario: 'une chasse au trésor',
  emotions: ['la joie', 'la peur'],
  values: ['le courage'],
  narration: false,
};

/** The dialog with every prop a test does not set made harmless. */
function renderDialog(props: Partial<ConfirmCreateDialogProps> = {}) {
  const onOpenChange = vi.fn();
  const onConfirm = vi.fn();
  render(<ConfirmCreateDialog open values={values} childName="Léa" busy={false} onOpenChange={onOpenChange} onConfirm={onConfirm} {...props} />);
  return { onOpenChange, onConfirm };
}

/** The term → detail pairs of the dialog's description list. */
function summaryRows(dialog: HTMLElement): [string, string][] {
  return within(dialog)
    .getAllByRole('term')
    .map((term) => [term.textContent ?? '', term.nextElementSibling?.textContent ?? '']);
}

describe('ConfirmCreateDialog', () => {
  it("should recap the story's choices, trimmed and in French, and name the child whose credit is spent", () => {
    // Arrange / Act
    renderDialog();

    // Assert
    const dialog = screen.getByRole('dialog', { name: 'Êtes-vous sûr de vouloir créer cette histoire ?' });
    expect(dialog).toHaveAccessibleDescription("Un crédit sera utilisé pour créer l'histoire de Léa.");
    expect(summaryRows(dialog)).toEqual([
      ['Personnage', 'un petit renard'],
      ['Lieu', 'la forêt'],
      ['Scénario', 'une chasse au trésor'],
      ['Émotions', 'la joie, la peur'],
      ['Valeurs', 'le courage'],
      ['Narration audio', 'Non'],
    ]);
  });

  it('should say under a text read in part what the story keeps of it, and nothing under a text changed since', () => {
    // Arrange
    const kept = { mainCharacter: { kept: 'un renard', typed: 'un petit renard' }, scenario: { kept: 'trouver un trésor', typed: 'une autre chasse' } };

    // Act
    renderDialog({ kept });

    // Assert
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByText("Dans l'histoire : un renard")).toBeInTheDocument();
    expect(within(dialog).queryByText(/trouver un trésor/)).toBeNull();
    expect(summaryRows(dialog)[0]).toEqual(['Personnage', 'un petit renard']);
  });

  it('should leave the name out of the description when no child is known', () => {
    // Arrange / Act
    renderDialog({ childName: undefined, values: { ...values, narration: true } });

    // Assert
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveAccessibleDescription("Un crédit sera utilisé pour créer l'histoire.");
    expect(summaryRows(dialog)).toContainEqual(['Narration audio', 'Oui']);
  });

  it('should confirm on "Confirmer" and close on "Annuler"', async () => {
    // Arrange
    const user = userEvent.setup();
    const { onConfirm, onOpenChange } = renderDialog();

    // Act
    await user.click(screen.getByRole('button', { name: 'Confirmer' }));
    await user.click(screen.getByRole('button', { name: 'Annuler' }));

    // Assert
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('should show "Création..." and refuse to be dismissed while the story is being sent', async () => {
    // Arrange
    const user = userEvent.setup();
    const { onConfirm, onOpenChange } = renderDialog({ busy: true });

    // Act
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Création...' }));

    // Assert
    expect(screen.getByRole('button', { name: 'Création...' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Création...' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('button', { name: 'Annuler' })).toBeDisabled();
    expect(onConfirm).not.toHaveBeenCalled();
    expect(onOpenChange).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('should close when Escape is pressed while nothing is being sent', async () => {
    // Arrange
    const user = userEvent.setup();
    const { onOpenChange } = renderDialog();

    // Act
    await user.keyboard('{Escape}');

    // Assert
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });
});
