import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { NarrationSwitch } from './narration-switch';

describe('NarrationSwitch', () => {
  it('should be a switch named "Narration audio", described by its French hint and showing its state', () => {
    // Arrange / Act
    render(<NarrationSwitch checked onChange={vi.fn()} />);

    // Assert
    const narration = screen.getByRole('switch', { name: 'Narration audio' });
    expect(narration).toBeChecked();
    expect(narration).toHaveAccessibleDescription("Une voix lit l'histoire à votre enfant.");
  });

  it('should ask to turn the narration off when it is on, and on when it is off', async () => {
    // Arrange
    const user = userEvent.setup();
    const onChange = vi.fn();
    const { rerender } = render(<NarrationSwitch checked onChange={onChange} />);

    // Act
    await user.click(screen.getByRole('switch', { name: 'Narration audio' }));
    rerender(<NarrationSwitch checked={false} onChange={onChange} />);
    await user.click(screen.getByRole('switch', { name: 'Narration audio' }));

    // Assert
    expect(onChange.mock.calls).toEqual([[false], [true]]);
    expect(screen.getByRole('switch', { name: 'Narration audio' })).not.toBeChecked();
  });
});
