import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { Profile } from '@shared/profiles';
import { PROFILES_QUERY_KEY } from '@/features/profiles';
import { HeroesLine } from './heroes-line';
import { heroNames, pairName, SIBLING_TEXT, withSibling } from './heroes';
import { SiblingPicker } from './sibling-picker';

/** Issue 31, item 5: the wizard's « Ajouter un frère ou une sœur », and both names where a story is shown. */

const profile = (id: string, name: string, age: number): Profile =>
  ({ id, name, age, gender: 'girl', avatar: 'Rocket', favoriteColor: '#1E88E5', createdAt: '2026-11-01T08:00:00.000Z', updatedAt: '2026-11-01T08:00:00.000Z' }) as Profile;
const FAMILY = [profile('lea', 'Léa', 7), profile('tom', 'Tom', 5), profile('ines', 'Inès', 9)];

function PickerHarness({ firstId }: { firstId: string }) {
  const [value, setValue] = useState('');
  return (
    <>
      <SiblingPicker profiles={FAMILY} firstId={firstId} value={value} onChange={setValue} />
      <output data-testid="chosen">{value}</output>
    </>
  );
}

describe('the second hero in the wizard (issue 31, item 5)', () => {
  it('should offer the family’s other children once asked, and forget the choice when removed', async () => {
    // Arrange
    const user = userEvent.setup();
    render(<PickerHarness firstId="lea" />);

    // Act
    await user.click(screen.getByRole('button', { name: SIBLING_TEXT.add }));
    const group = screen.getByRole('radiogroup', { name: SIBLING_TEXT.question });
    const names = Array.from(group.querySelectorAll('label')).map((label) => label.textContent);
    await user.click(screen.getByRole('radio', { name: /Tom/ }));
    const chosen = screen.getByTestId('chosen').textContent;
    await user.click(screen.getByRole('button', { name: SIBLING_TEXT.remove }));

    // Assert
    expect(names).toEqual(['Tom5 ans', 'Inès9 ans']);
    expect(chosen).toBe('tom');
    expect(screen.getByTestId('chosen').textContent).toBe('');
    expect(screen.getByRole('button', { name: SIBLING_TEXT.add })).toBeTruthy();
  });

  it('should offer nothing before a first child is chosen, nor in a family of one', () => {
    // Act
    const { container } = render(<SiblingPicker profiles={FAMILY} firstId="" value="" onChange={() => undefined} />);
    const alone = render(<SiblingPicker profiles={[FAMILY[0]!]} firstId="lea" value="" onChange={() => undefined} />);

    // Assert
    expect(container.textContent).toBe('');
    expect(alone.container.textContent).toBe('');
  });

  it('should ask for the story with the second profile only when it is another child', () => {
    // Act
    const both = withSibling({ profileId: 'lea', scenario: 's' }, 'tom');
    const twice = withSibling({ profileId: 'lea', scenario: 's' }, 'lea');
    const none = withSibling({ profileId: 'lea', scenario: 's' }, '');

    // Assert
    expect(both).toEqual({ profileId: 'lea', scenario: 's', siblingProfileId: 'tom' });
    expect(twice).toEqual({ profileId: 'lea', scenario: 's' });
    expect(none).toEqual({ profileId: 'lea', scenario: 's' });
    expect(pairName('Léa', 'Tom')).toBe('Léa et Tom');
    expect(pairName('Léa', undefined)).toBe('Léa');
  });
});

describe('both names where a story is shown (issue 31, item 5)', () => {
  it('should name both children of a story of two, and no one for a story of one or a sibling gone', () => {
    // Act
    const duo = heroNames(FAMILY, { profileId: 'lea', siblingProfileId: 'tom' });
    const single = heroNames(FAMILY, { profileId: 'lea' });
    const gone = heroNames(FAMILY, { profileId: 'lea', siblingProfileId: 'zoe' });

    // Assert
    expect(duo).toBe('Léa et Tom');
    expect(single).toBeNull();
    expect(gone).toBeNull();
  });

  it('should show « Une histoire pour Léa et Tom » from the cached profiles', async () => {
    // Arrange
    const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } } });
    client.setQueryData(PROFILES_QUERY_KEY, FAMILY);

    // Act
    render(
      <QueryClientProvider client={client}>
        <HeroesLine story={{ profileId: 'tom', siblingProfileId: 'lea' }} />
      </QueryClientProvider>,
    );

    // Assert
    expect((await screen.findByTestId('story-heroes')).textContent).toBe('Une histoire pour Tom et Léa');
  });
});
