import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { BlogCategories } from './blog-categories';

describe('BlogCategories', () => {
  it('should press the first category on arrival and move the press to the one clicked', async () => {
    // Arrange
    render(<BlogCategories categories={['Tous', 'Conseils', 'Nouveautés']} label="Catégories" />);
    const user = userEvent.setup();
    const first = screen.getByRole('button', { name: 'Tous' });
    const pressedOnArrival = first.getAttribute('aria-pressed');

    // Act
    await user.click(screen.getByRole('button', { name: 'Conseils' }));

    // Assert
    expect(pressedOnArrival).toBe('true');
    expect(first).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('button', { name: 'Conseils' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('group', { name: 'Catégories' })).toContainElement(first);
  });
});
