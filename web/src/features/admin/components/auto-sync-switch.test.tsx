import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { AUTO_SYNC_TEXT } from '@/features/admin/messages';
import { AutoSyncSwitch } from './auto-sync-switch';

// The two API hooks are the component's doors to the network: each test says what they answer.
const api = vi.hoisted(() => ({
  setting: { isError: false, error: null as unknown, data: undefined as { enabled: boolean; updatedAt: string | null } | undefined },
  toggle: vi.fn<(enable: boolean) => Promise<{ enabled: boolean }>>(),
}));
vi.mock('@/features/admin/api/read-auto-sync', () => ({ useAutoSync: () => api.setting }));
vi.mock('@/features/admin/api/toggle-auto-sync', () => ({ useToggleAutoSync: () => ({ mutateAsync: api.toggle, isPending: false }) }));
vi.mock('@/features/credits', () => ({ showToast: vi.fn() }));

afterEach(() => {
  api.setting = { isError: false, error: null, data: undefined };
  api.toggle.mockReset();
});

describe('AutoSyncSwitch', () => {
  it('should announce the loading while the setting is read', () => {
    // Arrange / Act
    render(<AutoSyncSwitch />);

    // Assert
    expect(screen.getByRole('status')).toHaveTextContent(AUTO_SYNC_TEXT.loading);
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
  });

  it('should say a never changed setting is on by default', () => {
    // Arrange
    api.setting.data = { enabled: true, updatedAt: null };

    // Act
    render(<AutoSyncSwitch />);

    // Assert
    expect(screen.getByRole('switch', { name: AUTO_SYNC_TEXT.label })).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByText(`Activée. ${AUTO_SYNC_TEXT.neverChanged}`)).toBeInTheDocument();
  });

  it('should ask for the opposite of the current value when pressed', async () => {
    // Arrange
    api.setting.data = { enabled: false, updatedAt: '2026-03-12T10:00:00.000Z' };
    api.toggle.mockResolvedValue({ enabled: true });
    render(<AutoSyncSwitch />);

    // Act
    await userEvent.setup().click(screen.getByRole('switch', { name: AUTO_SYNC_TEXT.label }));

    // Assert
    expect(api.toggle).toHaveBeenCalledExactlyOnceWith(true);
    expect(screen.getByText(/^Désactivée\. Modifié le 12 mars 2026/)).toBeInTheDocument();
  });

  it("should show the API's own French words when the setting cannot be read", () => {
    // Arrange
    api.setting = { isError: true, error: new ApiError(403, 'Accès réservé aux administrateurs.'), data: undefined };

    // Act
    render(<AutoSyncSwitch />);

    // Assert
    expect(screen.getByText('Accès réservé aux administrateurs.')).toBeInTheDocument();
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
  });
});
