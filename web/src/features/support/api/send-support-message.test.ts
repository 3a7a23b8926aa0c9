import { describe, expect, it, vi } from 'vitest';
import { SUPPORT_MESSAGES, SUPPORT_ROUTE } from '@shared/support';
import { ApiError, type ApiFetch } from '@/lib/api-client';
import { sendSupportMessage } from './send-support-message';

const fakeFetch = (body: unknown) => vi.fn<(path: string, init?: RequestInit) => Promise<unknown>>(() => Promise.resolve(body));

describe('sendSupportMessage', () => {
  it('should POST the message only (the server takes the address from the session) and return the stored id', async () => {
    // Arrange
    const fetcher = fakeFetch({ id: '01JABC', status: 'sent' });

    // Act
    const answer = await sendSupportMessage({ message: 'Bonjour' }, fetcher as unknown as ApiFetch);

    // Assert
    expect(answer).toEqual({ id: '01JABC', status: 'sent' });
    expect(fetcher).toHaveBeenCalledWith(SUPPORT_ROUTE, { method: 'POST', body: JSON.stringify({ message: 'Bonjour' }) });
  });

  it('should fail with the spec’s message when the answer is not the expected one', async () => {
    // Arrange
    const fetcher = fakeFetch({ ok: true });

    // Act
    const outcome = sendSupportMessage({ message: 'Bonjour' }, fetcher as unknown as ApiFetch);

    // Assert
    await expect(outcome).rejects.toBeInstanceOf(ApiError);
    await expect(outcome).rejects.toThrow(SUPPORT_MESSAGES.sendFailed);
  });
});
