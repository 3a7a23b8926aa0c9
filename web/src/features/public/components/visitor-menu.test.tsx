import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { VISITOR_DRAWER_TEXT, VISITOR_LINK_LABELS, VISITOR_MENU_TEXT } from '@/features/public/messages';
import { VisitorMenu } from './visitor-menu';

function renderMenu({ signedIn = false, at = '/' }: { signedIn?: boolean; at?: string } = {}) {
  const user = userEvent.setup();
  render(
    <MemoryRouter initialEntries={[at]}>
      <VisitorMenu signedIn={signedIn} />
      <Routes>
        <Route path="*" element={null} />
        <Route path="/contact" element={<p>Page contact</p>} />
      </Routes>
    </MemoryRouter>,
  );
  return user;
}

/** Opens the drawer (its own chunk, loaded at the first opening) and returns its navigation. */
async function openMenu(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: VISITOR_MENU_TEXT.open }));
  return screen.findByRole('navigation', { name: VISITOR_DRAWER_TEXT.title }, { timeout: 4000 });
}

const entryNames = (nav: HTMLElement) => within(nav).getAllByRole('link').map((link) => link.textContent);

describe('VisitorMenu', () => {
  it('should hold only its button until the visitor opens it', () => {
    // Arrange, Act
    renderMenu();

    // Assert
    expect(screen.getByRole('button', { name: VISITOR_MENU_TEXT.open })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('should offer a visitor to sign in or sign up, then the pages of the site', async () => {
    // Arrange
    const user = renderMenu();

    // Act
    const nav = await openMenu(user);

    // Assert
    expect(entryNames(nav)).toEqual([VISITOR_LINK_LABELS.signIn, VISITOR_LINK_LABELS.signUp, VISITOR_LINK_LABELS.about, VISITOR_LINK_LABELS.contact, VISITOR_LINK_LABELS.blog]);
    // The modal drawer hides the rest of the page from assistive technologies meanwhile.
    expect(screen.getByRole('button', { name: VISITOR_MENU_TEXT.open, hidden: true })).toHaveAttribute('aria-expanded', 'true');
  });

  it('should offer a signed-in parent « Mon espace » instead, and mark the page shown', async () => {
    // Arrange
    const user = renderMenu({ signedIn: true, at: '/contact' });

    // Act
    const nav = await openMenu(user);

    // Assert
    expect(within(nav).getByRole('link', { name: VISITOR_LINK_LABELS.mySpace })).toHaveAttribute('href', '/app');
    expect(within(nav).queryByRole('link', { name: VISITOR_LINK_LABELS.signIn })).not.toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: VISITOR_LINK_LABELS.contact })).toHaveAttribute('aria-current', 'page');
  });

  it('should close on Escape and give the focus back to the menu button', async () => {
    // Arrange
    const user = renderMenu();
    await openMenu(user);

    // Act
    await user.keyboard('{Escape}');

    // Assert
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const button = screen.getByRole('button', { name: VISITOR_MENU_TEXT.open });
    expect(button).toHaveFocus();
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('should close when the visitor follows an entry', async () => {
    // Arrange
    const user = renderMenu();
    const nav = await openMenu(user);

    // Act
    await user.click(within(nav).getByRole('link', { name: VISITOR_LINK_LABELS.contact }));

    // Assert
    expect(await screen.findByText('Page contact')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
