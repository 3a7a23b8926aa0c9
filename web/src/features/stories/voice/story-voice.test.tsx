import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StoryDetail } from '@shared/stories';
import { storyDetail } from '@/test/fixtures/story-detail';
import { VOICE_TEXT } from '@/features/stories/messages';
import { useVoicePlayback, VoiceChoiceGroup, VoiceRecorderSection } from './story-voice';

const SYNTHETIC = [
  { url: 'https://media.example/n1.mp3', startMs: 0, durationMs: 1000 },
  { url: 'https://media.example/n2.mp3', startMs: 1000, durationMs: 1000 },
];
const parentVoice = (complete: boolean, durations = [900, 1100]) => ({
  paragraphs: durations.map((durationMs, index) => ({ paragraph: index + 1, url: `https://media.example/maman-${index + 1}.webm`, durationMs })),
  paragraphCount: 2,
  complete,
});

/** The story page's use of the hook: the voice choice when both voices exist, and what the player gets. */
function Playback({ story, refreshStory = () => Promise.resolve(undefined) }: { story: StoryDetail; refreshStory?: () => Promise<StoryDetail | undefined> }) {
  const playback = useVoicePlayback(story, refreshStory);
  const [refreshed, setRefreshed] = useState('');
  return (
    <>
      {playback.canChoose && playback.played ? <VoiceChoiceGroup played={playback.played} onChoose={playback.choose} /> : null}
      <ol aria-label="Lecture">
        {playback.parts.map((part) => (
          <li key={part.url}>{`${part.url} à ${String(part.startMs)} ms`}</li>
        ))}
      </ol>
      <p>{`Lecteur ${playback.key}, ${playback.complete ? 'complet' : 'incomplet'}`}</p>
      <button type="button" onClick={() => void playback.refreshParts().then((parts) => setRefreshed(parts?.map((part) => part.url).join(' ') ?? 'aucune'))}>
        Relire les liens
      </button>
      <p>{`Liens relus : ${refreshed}`}</p>
    </>
  );
}

const playedUrls = () => screen.getAllByRole('listitem').map((item) => item.textContent);

afterEach(() => {
  vi.restoreAllMocks();
});

describe('useVoicePlayback and VoiceChoiceGroup', () => {
  it("should play the parent's reading once every paragraph is recorded, one part after the other, and offer both voices", () => {
    // Arrange, Act
    render(<Playback story={storyDetail({ status: 'completed', audioParts: SYNTHETIC, narrationComplete: true, voice: parentVoice(true) })} />);

    // Assert
    expect(playedUrls()).toEqual(['https://media.example/maman-1.webm à 0 ms', 'https://media.example/maman-2.webm à 900 ms']);
    expect(screen.getByRole('radio', { name: VOICE_TEXT.parentVoice })).toBeChecked();
    expect(screen.getByText('Lecteur parent-900-1100, complet')).toBeInTheDocument();
  });

  it('should switch to the synthetic voice when the parent picks it, and start the player afresh', async () => {
    // Arrange
    const user = userEvent.setup();
    render(<Playback story={storyDetail({ status: 'completed', audioParts: SYNTHETIC, narrationComplete: true, voice: parentVoice(true) })} />);

    // Act
    await user.click(screen.getByRole('radio', { name: VOICE_TEXT.syntheticVoice }));

    // Assert
    expect(playedUrls()).toEqual(['https://media.example/n1.mp3 à 0 ms', 'https://media.example/n2.mp3 à 1000 ms']);
    expect(screen.getByRole('radio', { name: VOICE_TEXT.syntheticVoice })).toBeChecked();
    expect(screen.getByText('Lecteur synthetic, complet')).toBeInTheDocument();
  });

  it('should keep the synthetic voice, without a choice, while the parent has not recorded every paragraph', () => {
    // Arrange, Act
    render(<Playback story={storyDetail({ status: 'completed', audioParts: SYNTHETIC, narrationComplete: false, voice: parentVoice(false) })} />);

    // Assert
    expect(playedUrls()).toEqual(['https://media.example/n1.mp3 à 0 ms', 'https://media.example/n2.mp3 à 1000 ms']);
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    expect(screen.getByText('Lecteur synthetic, incomplet')).toBeInTheDocument();
  });

  it("should give the player fresh links of the voice it plays when they expire", async () => {
    // Arrange
    const user = userEvent.setup();
    const story = storyDetail({ status: 'completed', audioParts: SYNTHETIC, narrationComplete: true, voice: parentVoice(true) });
    const fresh = { ...story, voice: { ...parentVoice(true), paragraphs: parentVoice(true).paragraphs.map((paragraph) => ({ ...paragraph, url: `${paragraph.url}?sig=2` })) } };
    render(<Playback story={story} refreshStory={() => Promise.resolve(fresh)} />);

    // Act
    await user.click(screen.getByRole('button', { name: 'Relire les liens' }));

    // Assert
    expect(await screen.findByText('Liens relus : https://media.example/maman-1.webm?sig=2 https://media.example/maman-2.webm?sig=2')).toBeInTheDocument();
  });
});

describe('VoiceRecorderSection', () => {
  function renderSection(story: StoryDetail) {
    const user = userEvent.setup();
    render(
      <QueryClientProvider client={new QueryClient()}>
        <VoiceRecorderSection story={story} />
      </QueryClientProvider>,
    );
    return user;
  }

  it('should not offer the recording before the story is finished', () => {
    // Arrange, Act
    renderSection(storyDetail({ status: 'generating_image' }));

    // Assert
    expect(screen.queryByRole('button', { name: VOICE_TEXT.open })).not.toBeInTheDocument();
  });

  it('should open the recorder on « Enregistrer ma voix » and close it again', async () => {
    // Arrange
    const user = renderSection(storyDetail({ status: 'completed' }));
    const toggle = screen.getByRole('button', { name: VOICE_TEXT.open });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');

    // Act
    await user.click(toggle);

    // Assert
    // The recorder is a chunk of its own, loaded at this first opening.
    expect(await screen.findByRole('heading', { name: VOICE_TEXT.title }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: VOICE_TEXT.close })).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByRole('button', { name: VOICE_TEXT.close }));
    expect(screen.queryByRole('heading', { name: VOICE_TEXT.title })).not.toBeInTheDocument();
  });
});
