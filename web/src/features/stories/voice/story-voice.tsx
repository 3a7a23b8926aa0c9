import { useQueryClient } from '@tanstack/react-query';
import { MicIcon, XIcon } from 'lucide-react';
import { lazy, Suspense, useCallback, useState } from 'react';
import { storyParagraphs, type AudioPart, type StoryDetail } from '@shared/stories';
import { Button } from '@/components/ui/button';
import { storyQueryKeys } from '@/features/stories/api/story-query-keys';
import { playedVoice, VOICE_TEXT, voiceParts, type VoiceChoice } from './voice-logic';

// Its own chunk: MediaRecorder's screen is loaded only when a parent opens it.
const VoiceRecorder = lazy(() => import('./voice-recorder'));

/**
 * What the story page plays: the parent's reading once every paragraph is recorded (unless they pick the
 * synthetic voice back), else the synthetic narration. `key` changes when what plays changes, so the player
 * starts afresh on the other voice or on a paragraph read again.
 */
export function useVoicePlayback(story: StoryDetail, refreshStory: () => Promise<StoryDetail | undefined>) {
  const [chosen, setChosen] = useState<VoiceChoice | null>(null);
  const hasSynthetic = story.audioParts.length > 0;
  const played = playedVoice(story.voice, hasSynthetic, chosen);
  const parentParts = story.voice?.complete ? voiceParts(story.voice) : [];
  const parts: AudioPart[] = played === 'parent' ? parentParts : story.audioParts;
  const refreshParts = useCallback(async () => {
    const fresh = await refreshStory();
    if (!fresh) return null;
    return played === 'parent' ? (fresh.voice?.complete ? voiceParts(fresh.voice) : null) : fresh.audioParts;
  }, [refreshStory, played]);
  return {
    played,
    parts,
    complete: played === 'parent' ? true : story.narrationComplete,
    refreshParts,
    /** Both voices can be played: the page offers the choice. */
    canChoose: parentParts.length > 0 && hasSynthetic,
    choose: setChosen,
    key: played === 'parent' ? `parent-${parentParts.map((part) => part.durationMs).join('-')}` : 'synthetic',
  };
}

/** « Voix de papa/maman » or « Voix de synthèse », two radio buttons the size of a tap. */
export function VoiceChoiceGroup({ played, onChoose }: { played: VoiceChoice; onChoose: (choice: VoiceChoice) => void }) {
  const option = (value: VoiceChoice, label: string) => (
    <label className="flex min-h-11 cursor-pointer items-center gap-2 rounded-full border px-4 py-2 font-semibold has-checked:border-primary has-checked:bg-primary has-checked:text-primary-foreground has-focus-visible:ring-2 has-focus-visible:ring-ring">
      <input type="radio" name="story-voice" value={value} checked={played === value} onChange={() => onChoose(value)} className="sr-only" />
      {label}
    </label>
  );
  return (
    <fieldset className="flex flex-wrap items-center justify-center gap-2">
      <legend className="sr-only">{VOICE_TEXT.choiceLegend}</legend>
      {option('parent', VOICE_TEXT.parentVoice)}
      {option('synthetic', VOICE_TEXT.syntheticVoice)}
    </fieldset>
  );
}

/**
 * « Enregistrer ma voix » and, once opened, the recorder. Offered once the story's text and pictures are
 * final (the server accepts recordings from then on); each reading sent refreshes the story, so the page
 * plays the parent's voice as soon as the last paragraph is in.
 */
export function VoiceRecorderSection({ story }: { story: StoryDetail }) {
  const [open, setOpen] = useState(false);
  const queryClient = useQueryClient();
  if (story.status !== 'completed' || storyParagraphs(story.content).length === 0) return null;
  return (
    <>
      <Button variant="outline" size="lg" className="self-center" onClick={() => setOpen(!open)} aria-expanded={open}>
        {open ? <XIcon aria-hidden="true" /> : <MicIcon aria-hidden="true" />}
        {open ? VOICE_TEXT.close : VOICE_TEXT.open}
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <VoiceRecorder story={story} onVoiceChange={() => void queryClient.invalidateQueries({ queryKey: storyQueryKeys.detail(story.id) })} />
        </Suspense>
      ) : null}
    </>
  );
}
