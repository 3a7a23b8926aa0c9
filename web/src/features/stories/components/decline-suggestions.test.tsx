import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { FrameDecline } from '@shared/stories';
import { DeclineSuggestions } from './decline-suggestions';

const declinedEmotion: FrameDecline = {
  field: 'emotions',
  message: 'Nous ne comprenons pas « grumpf ».',
  notUnderstood: ['grumpf'],
  suggestions: ['la joie', 'la colère', 'la peur'],
  index: 1,
};

describe('DeclineSuggestions', () => {
  it('should offer each suggestion as a button in a list named "Suggestions"', () => {
    // Arrange / Act
    render(<DeclineSuggestions decline={declinedEmotion} onPick={vi.fn()} />);

    // Assert
    const list = screen.getByRole('list', { name: 'Suggestions' });
    const buttons = screen.getAllByRole('button');
    expect(list).toBeInTheDocument();
    expect(buttons.map((button) => button.textContent)).toEqual(['la joie', 'la colère', 'la peur']);
  });

  it('should hand the decline and the pressed suggestion to onPick', async () => {
    // Arrange
    const user = userEvent.setup();
    const onPick = vi.fn();
    render(<DeclineSuggestions decline={declinedEmotion} onPick={onPick} />);

    // Act
    await user.click(screen.getByRole('button', { name: 'la colère' }));

    // Assert
    expect(onPick).toHaveBeenCalledTimes(1);
    expect(onPick).toHaveBeenCalledWith(declinedEmotion, 'la colère');
  });

  it('should render nothing when there is no decline or it has no suggestion', () => {
    // Arrange
    const withoutSuggestions: FrameDecline = { ...declinedEmotion, suggestions: [] };

    // Act
    const { container, rerender } = render(<DeclineSuggestions decline={undefined} onPick={vi.fn()} />);
    const emptyWithoutDecline = container.innerHTML;
    rerender(<DeclineSuggestions decline={withoutSuggestions} onPick={vi.fn()} />);

    // Assert
    expect(emptyWithoutDecline).toBe('');
    expect(container).toBeEmptyDOMElement();
    expect(screen.queryByRole('list', { name: 'Suggestions' })).not.toBeInTheDocument();
  });
});
