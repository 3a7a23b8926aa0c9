import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { BookDownloadButton } from './book-download-button';

const STORY_ID = '01JZ8Y3M4N5P6Q7R8S9T0V1W2X';
const LINK = { url: 'http://127.0.0.1:9/story_books/a.pdf?X-Amz-Signature=1', expiresAt: '2026-12-06T18:05:00.000Z' };

describe('BookDownloadButton', () => {
  it("should download the book through the link the API answers", async () => {
    // Arrange
    const load = vi.fn().mockResolvedValue(LINK);
    const navigate = vi.fn();
    render(<BookDownloadButton story={{ id: STORY_ID, status: 'completed' }} load={load} navigate={navigate} />);

    // Act
    await userEvent.click(screen.getByRole('button', { name: 'Télécharger le livre' }));

    // Assert
    await waitFor(() => expect(navigate).toHaveBeenCalledWith(LINK.url));
    expect(load).toHaveBeenCalledWith(STORY_ID);
    expect(screen.getByRole('button', { name: 'Télécharger le livre' })).toBeEnabled();
  });

  it('should stay on the page, ready to try again, when the book cannot be made', async () => {
    // Arrange
    const load = vi.fn().mockRejectedValue(new ApiError(409, "Le livre sera disponible dès que l'histoire et ses images seront prêtes."));
    const navigate = vi.fn();
    render(<BookDownloadButton story={{ id: STORY_ID, status: 'completed' }} load={load} navigate={navigate} />);

    // Act
    await userEvent.click(screen.getByRole('button', { name: 'Télécharger le livre' }));

    // Assert
    await waitFor(() => expect(screen.getByRole('button', { name: 'Télécharger le livre' })).toBeEnabled());
    expect(navigate).not.toHaveBeenCalled();
  });

  it('should not be offered while the story is being made', () => {
    // Act
    render(<BookDownloadButton story={{ id: STORY_ID, status: 'generating_image' }} />);

    // Assert
    expect(screen.queryByRole('button', { name: 'Télécharger le livre' })).toBeNull();
  });
});
