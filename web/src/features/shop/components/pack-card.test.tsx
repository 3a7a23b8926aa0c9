import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Pack } from '@shared/packs';
import { BUYING_LABEL, PackCard } from './pack-card';

const pack: Pack = {
  id: 'pack-60',
  name: 'Pack 60 histoires',
  description: 'Deux mois de rêves.',
  count: 60,
  priceCents: 2799,
  originalPriceCents: 3599,
  features: ['60 histoires personnalisées', 'Narration audio'],
  color: '#EDE9FE',
  textColor: '#5B21B6',
  popular: true,
};

function renderCard(props: Partial<{ pack: Pack; busy: boolean; disabled: boolean }> = {}) {
  const onBuy = vi.fn();
  render(<PackCard pack={pack} busy={false} disabled={false} onBuy={onBuy} {...props} />);
  return { onBuy, user: userEvent.setup() };
}

describe('PackCard', () => {
  // toHaveTextContent folds white space: the prices' no-break spaces read as plain ones here.
  it('should show the price in French against the original one, the saving and the price per story', () => {
    // Arrange / Act
    renderCard();

    // Assert
    const card = screen.getByRole('article', { name: 'Pack 60 histoires' });
    expect(card).toHaveTextContent('27,99 €');
    expect(card).toHaveTextContent('au lieu de 35,99 €');
    expect(card).toHaveTextContent('Économisez 22 %');
    expect(card).toHaveTextContent('Seulement 0,46€/histoire');
    expect(card).toHaveTextContent('POPULAIRE');
  });

  it('should claim no saving and no popularity when there are none', () => {
    // Arrange / Act
    renderCard({ pack: { ...pack, originalPriceCents: pack.priceCents, popular: false } });

    // Assert
    const card = screen.getByRole('article', { name: 'Pack 60 histoires' });
    expect(card).not.toHaveTextContent('Économisez');
    expect(card).not.toHaveTextContent('POPULAIRE');
  });

  it("should buy on 'Acheter', the button described by the pack's name", async () => {
    // Arrange
    const { user, onBuy } = renderCard();

    // Act
    await user.click(screen.getByRole('button', { name: 'Acheter' }));

    // Assert
    expect(onBuy).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Acheter' })).toHaveAccessibleDescription('Pack 60 histoires');
  });

  it("should read 'Redirection...' while its payment page is prepared, and not buy while disabled", async () => {
    // Arrange
    const { user, onBuy } = renderCard({ busy: true, disabled: true });

    // Act
    await user.click(screen.getByRole('button', { name: BUYING_LABEL }));

    // Assert
    expect(screen.getByRole('button', { name: BUYING_LABEL })).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('button', { name: BUYING_LABEL })).toBeDisabled();
    expect(onBuy).not.toHaveBeenCalled();
  });
});
