import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { API_MESSAGES } from '@shared/messages';
import { TEST_TOOLS_ROUTES, type TestStory } from '@shared/test-tools';
import { ApiError } from '@/lib/api-client';
import { TEST_PAGE_TEXTS, TEST_PAGE_TITLE } from '@/features/test-tools/messages';
import { Component as TestPage } from './test-page';
import { api } from '@/test/api-double';
import { renderWithProviders } from '@/test/render';

// The API is the network here: the page, its tools' hook, the log and the answers' schemas run as written.
vi.mock('@/lib/api-client', async (importOriginal) => (await import('@/test/api-double')).mockApiClient(importOriginal));
// The header's menu reads the session: a parent signed in.
vi.mock('@/lib/auth/session', async () => (await import('@/test/session-double')).mockSession());

const CREATED: TestStory = {
  id: '01HZX3K7Q9M2V8N4P6R5T0W1Y7',
  profileId: '01HZX3K7Q9M2V8N4P6R5T0W1Y8',
  title: 'Histoire de test',
  status: 'draft',
  isDemo: true,
  emotions: [],
  createdAt: '2026-12-07T09:00:00.000Z',
  updatedAt: '2026-12-07T09:00:00.000Z',
};

/** Answers the profiles read with none, and the creation of a test story with `create`. */
function answer(create: () => Promise<unknown>) {
  api.fetch.mockImplementation((path) => (path === '/profiles' ? Promise.resolve([]) : path === TEST_TOOLS_ROUTES.stories ? create() : Promise.reject(new Error(`unexpected ${path}`))));
}

const renderTestPage = () => renderWithProviders(<TestPage />, { route: '/test' });

afterEach(() => {
  api.fetch.mockReset();
});

describe('TestPage', () => {
  it('should create a test story, show its facts and write the call in the log', async () => {
    // Arrange
    answer(() => Promise.resolve(CREATED));
    const user = renderTestPage();

    // Act
    await user.click(screen.getByRole('button', { name: TEST_PAGE_TEXTS.create }));
    const facts = await screen.findByTestId('test-story-facts');
    const factsShown = within(facts).queryByText(CREATED.id);
    await user.click(screen.getByRole('tab', { name: /Journal/ }));

    // Assert
    expect(screen.getByRole('heading', { level: 1, name: TEST_PAGE_TITLE })).toBeInTheDocument();
    expect(factsShown).not.toBeNull();
    expect(screen.getByText(new RegExp(`POST ${TEST_TOOLS_ROUTES.stories}`))).toBeInTheDocument();
  });

  it("should say the tools are an admin's when the API refuses, and keep the refusal in the log", async () => {
    // Arrange
    answer(() => Promise.reject(new ApiError(403, API_MESSAGES.adminOnly)));
    const user = renderTestPage();

    // Act
    await user.click(screen.getByRole('button', { name: TEST_PAGE_TEXTS.create }));

    // Assert
    const notice = await screen.findByTestId('test-page-forbidden');
    expect(notice).toHaveTextContent(TEST_PAGE_TEXTS.forbiddenTitle);
    expect(screen.queryByTestId('test-story-facts')).not.toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: /Journal/ }));
    expect(screen.getAllByText(new RegExp(API_MESSAGES.adminOnly)).length).toBeGreaterThan(0);
  });
});
