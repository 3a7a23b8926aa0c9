import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { paths } from '@/lib/paths';
import { CreditsUpsell } from './upsell';
import { UPSELL_DISMISSED_KEY } from './upsell-logic';

const TITLE = "Plus d'histoires disponibles !";

function renderUpsell(due: boolean) {
  return render(
    <MemoryRouter>
      <CreditsUpsell due={due} />
    </MemoryRouter>,
  );
}

afterEach(() => {
  sessionStorage.clear();
});

describe('CreditsUpsell', () => {
  it('should show nothing while no upsell is due', () => {
    // Arrange / Act
    renderUpsell(false);

    // Assert
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('complementary', { name: TITLE })).not.toBeInTheDocument();
  });

  it('should open the dialog with its way to the shop when an upsell is due', () => {
    // Arrange / Act
    renderUpsell(true);

    // Assert
    expect(screen.getByRole('dialog', { name: TITLE })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: "Découvrir les packs d'histoires" })).toHaveAttribute('href', paths.shop);
  });

  it('should leave a banner to the shop after "Plus tard" and remember it for the tab', async () => {
    // Arrange
    const user = userEvent.setup();
    renderUpsell(true);

    // Act
    await user.click(screen.getByRole('button', { name: 'Plus tard' }));

    // Assert
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const banner = screen.getByRole('complementary', { name: TITLE });
    expect(banner).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voir les packs' })).toHaveAttribute('href', paths.shop);
    expect(sessionStorage.getItem(UPSELL_DISMISSED_KEY)).toBe('true');
  });

  it('should count Escape as "Plus tard"', async () => {
    // Arrange
    const user = userEvent.setup();
    renderUpsell(true);

    // Act
    await user.keyboard('{Escape}');

    // Assert
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('complementary', { name: TITLE })).toBeInTheDocument();
  });

  it('should open on the banner, not the dialog, once "Plus tard" was chosen earlier in the tab', () => {
    // Arrange
    sessionStorage.setItem(UPSELL_DISMISSED_KEY, 'true');

    // Act
    renderUpsell(true);

    // Assert
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('complementary', { name: TITLE })).toBeInTheDocument();
  });
});
