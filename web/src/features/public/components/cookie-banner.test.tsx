import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import type { CookieChoice } from '@/lib/analytics/consent';
import { COOKIE_BANNER_TEXT } from '@/features/public/messages';
import { CookieBanner } from './cookie-banner';

function renderBanner(choice: CookieChoice | null, managing = false) {
  const onChoose = vi.fn<(audienceMeasurement: boolean) => void>();
  const onClose = vi.fn<() => void>();
  render(
    <MemoryRouter>
      <CookieBanner choice={choice} managing={managing} onChoose={onChoose} onClose={onClose} regionRef={() => undefined} />
    </MemoryRouter>,
  );
  return { onChoose, onClose, user: userEvent.setup() };
}

describe('CookieBanner', () => {
  it('should offer refusing as plainly as accepting, and no way to close before a first answer', async () => {
    // Arrange
    const { onChoose, onClose, user } = renderBanner(null);

    // Act
    await user.click(screen.getByRole('button', { name: 'Tout refuser' }));
    screen.getByRole('button', { name: 'Tout accepter' }).focus();
    await user.keyboard('{Escape}');

    // Assert
    expect(onChoose).toHaveBeenCalledExactlyOnceWith(false);
    expect(screen.queryByRole('button', { name: 'Fermer sans rien changer' })).not.toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('should open the details on « Personnaliser » and save the measurement as the visitor ticked it', async () => {
    // Arrange
    const { onChoose, user } = renderBanner(null);
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();

    // Act
    await user.click(screen.getByRole('button', { name: 'Personnaliser' }));
    await user.click(screen.getByRole('checkbox', { name: /Mesure d'audience/ }));
    await user.click(screen.getByRole('button', { name: COOKIE_BANNER_TEXT.save }));

    // Assert
    expect(onChoose).toHaveBeenCalledExactlyOnceWith(true);
  });

  it('should show the details at once with the stored answer when opened again from the footer, and close on Escape', async () => {
    // Arrange
    const { onChoose, onClose, user } = renderBanner('accepted', true);

    // Act
    const measurement = screen.getByRole('checkbox', { name: /Mesure d'audience/ });
    measurement.focus();
    await user.keyboard('{Escape}');

    // Assert
    expect(measurement).toBeChecked();
    expect(screen.getByText(COOKIE_BANNER_TEXT.currentChoice.trim(), { exact: false })).toHaveTextContent('acceptée');
    expect(onClose).toHaveBeenCalledOnce();
    expect(onChoose).not.toHaveBeenCalled();
  });
});
