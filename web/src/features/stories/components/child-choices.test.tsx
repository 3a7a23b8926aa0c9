import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Profile } from '@shared/profiles';
import { ChildChoices } from './child-choices';

const profile = (id: string, name: string, age: number): Profile =>
  ({ id, name, age, gender: 'boy', avatar: 'Rocket', favoriteColor: '#1E88E5', createdAt: '2026-11-01T08:00:00.000Z', updatedAt: '2026-11-01T08:00:00.000Z' }) as Profile;
const FAMILY = [profile('lea', 'Léa', 7), profile('tom', 'Tom', 5)];
const ARIA = { 'aria-labelledby': 'label', 'aria-describedby': 'error', 'aria-invalid': true } as const;

describe('ChildChoices', () => {
  it('should show each child with first name and age, the chosen one checked, and hand back the id clicked', async () => {
    // Arrange
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<ChildChoices name="hero" profiles={FAMILY} value="lea" onChange={onChange} aria={ARIA} required />);

    // Act
    await user.click(screen.getByRole('radio', { name: /Tom/ }));

    // Assert
    const group = screen.getByRole('radiogroup');
    expect(Array.from(group.querySelectorAll('label')).map((label) => label.textContent)).toEqual(['Léa7 ans', 'Tom5 ans']);
    expect(screen.getByRole<HTMLInputElement>('radio', { name: /Léa/ }).checked).toBe(true);
    expect(group.getAttribute('aria-required')).toBe('true');
    expect(group.getAttribute('aria-invalid')).toBe('true');
    expect(onChange).toHaveBeenCalledWith('tom');
  });
});
