import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_DELETED_NOTICE } from '@/lib/account-deleted';
import { AccountDeletedNotice } from './account-deleted-notice';

function AddressProbe() {
  const location = useLocation();
  return <p data-testid="address">{`${location.pathname}${location.search}`}</p>;
}

function renderNotice(address: string) {
  render(
    <MemoryRouter initialEntries={[address]}>
      <AccountDeletedNotice />
      <AddressProbe />
    </MemoryRouter>,
  );
  return userEvent.setup();
}

describe('AccountDeletedNotice', () => {
  it('should confirm the deletion once and take its parameter off the address, the others kept', async () => {
    // Arrange / Act
    renderNotice('/?compte=supprime&utm=mail');

    // Assert
    expect(await screen.findByRole('status')).toHaveTextContent(ACCOUNT_DELETED_NOTICE.title);
    expect(screen.getByTestId('address')).toHaveTextContent(/^\/\?utm=mail$/);
  });

  it('should show nothing on the plain landing', () => {
    // Arrange / Act
    renderNotice('/?compte=autre');

    // Assert
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.getByTestId('address')).toHaveTextContent(/^\/\?compte=autre$/);
  });

  it('should close when its close button is pressed', async () => {
    // Arrange
    const user = renderNotice('/?compte=supprime');
    await screen.findByRole('status');

    // Act
    await user.click(screen.getByRole('button', { name: ACCOUNT_DELETED_NOTICE.close }));

    // Assert
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
