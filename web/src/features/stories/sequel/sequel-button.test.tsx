import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { episodeLabel, SEQUEL_QUERY_PARAM } from '@shared/story-sequels';
import { EpisodeLabel, SequelButton, storyEpisodeLabel } from './sequel-button';

const STORY_ID = '01JZ8Y3M4N5P6Q7R8S9T0V1W2X';

function WhereAmI() {
  const location = useLocation();
  return <p>{`${location.pathname}${location.search}`}</p>;
}

function renderAt(story: Parameters<typeof SequelButton>[0]['story']) {
  return render(
    <MemoryRouter initialEntries={[`/story/${STORY_ID}`]}>
      <Routes>
        <Route path="/story/:id" element={<SequelButton story={story} />} />
        <Route path="/create" element={<WhereAmI />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('SequelButton', () => {
  it("should open the wizard of the story's next episode", async () => {
    // Arrange
    renderAt({ id: STORY_ID, status: 'completed', isDemo: false });

    // Act
    await userEvent.click(screen.getByRole('link', { name: 'Écrire la suite' }));

    // Assert
    expect(screen.getByText(`/create?${SEQUEL_QUERY_PARAM}=${STORY_ID}`)).toBeInTheDocument();
  });

  it.each([
    ['a story still being made', { status: 'generating_audio', isDemo: false }],
    ['a demo story of the test page', { status: 'completed', isDemo: true }],
  ] as const)('should not be offered for %s', (_label, fields) => {
    // Act
    renderAt({ id: STORY_ID, ...fields });

    // Assert
    expect(screen.queryByRole('link', { name: 'Écrire la suite' })).toBeNull();
  });
});

describe('EpisodeLabel', () => {
  it("should show « Épisode 2 » for a series' second episode", () => {
    // Act
    render(<EpisodeLabel series={{ id: STORY_ID, episode: 2 }} />);

    // Assert
    expect(screen.getByTestId('story-episode')).toHaveTextContent(/^Épisode 2$/);
  });

  it.each([
    ['absent', undefined],
    ['null', null],
  ] as const)('should show nothing for a story with no sequel (series %s)', (_label, series) => {
    // Act
    const { container } = render(<EpisodeLabel series={series} />);

    // Assert
    expect(container).toBeEmptyDOMElement();
  });

  it('should say an episode in the same words as the shared label', () => {
    // Act
    const words = [1, 2, 12].map(storyEpisodeLabel);

    // Assert
    expect(words).toEqual([1, 2, 12].map(episodeLabel));
  });
});
