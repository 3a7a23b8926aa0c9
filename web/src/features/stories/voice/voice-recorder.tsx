import { CircleIcon, LoaderCircleIcon, MicIcon, PlayIcon, RotateCcwIcon, SquareIcon, Trash2Icon } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import { storyParagraphs, type StoryDetail } from '@shared/stories';
import type { StoryVoice } from '@shared/voice';
import { Button } from '@/components/ui/button';
import { API_ERROR_MESSAGES, ApiError } from '@/lib/api-client';
import { confirmationToast } from '@/lib/toasts';
import { formatTime } from '@/features/stories/components/read-along';
import { deleteVoice, uploadVoiceParagraph } from './voice-api';
import { microphoneError, MIN_RECORDING_MS, recorderMimeType, VOICE_TEXT } from './voice-logic';

interface Recording {
  paragraph: number;
  recorder: MediaRecorder;
  stream: MediaStream;
  chunks: Blob[];
  startedAt: number;
}

const RECORDER_SLICE_MS = 1000;

const messageOf = (error: unknown) => (error instanceof ApiError ? error.message : API_ERROR_MESSAGES.unknown);

/**
 * « Enregistrer ma voix » (issue 31, item 4): the parent reads the story paragraph by paragraph into the
 * microphone (MediaRecorder), listens to each reading and may redo it; each reading is sent as soon as it is
 * made, so a closed page loses one paragraph at most. A consent line comes before the first recording: where
 * the voice is kept, that no model ever receives it, and that it goes with the story and the account. Its
 * own chunk, loaded when the parent opens it: the page stays as light for every parent who never records.
 */
export default function VoiceRecorder({ story, onVoiceChange }: { story: Pick<StoryDetail, 'id' | 'content' | 'voice'>; onVoiceChange: () => void }) {
  const paragraphs = storyParagraphs(story.content);
  const [voice, setVoice] = useState<StoryVoice | null>(story.voice ?? null);
  // A parent who recorded before has read the line already.
  const [consented, setConsented] = useState(Boolean(story.voice));
  const [recordingParagraph, setRecordingParagraph] = useState<number | null>(null);
  const [saving, setSaving] = useState<number | null>(null);
  const [listening, setListening] = useState<number | null>(null);
  const [removing, setRemoving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  /** Whole seconds recorded so far, from the recorder's own chunks: the parent sees it is listening. */
  const [elapsed, setElapsed] = useState(0);
  const recording = useRef<Recording | null>(null);

  // Leaving the page mid-reading frees the microphone (its light goes off).
  useEffect(
    () => () => {
      const current = recording.current;
      recording.current = null;
      if (current && current.recorder.state !== 'inactive') current.recorder.stop();
      current?.stream.getTracks().forEach((track) => track.stop());
    },
    [],
  );

  const recorded = new Map((voice?.paragraphs ?? []).map((entry) => [entry.paragraph, entry]));
  const busy = recordingParagraph !== null || saving !== null || removing;

  const start = async (paragraph: number) => {
    setError(null);
    setListening(null);
    if (typeof MediaRecorder === 'undefined' || !navigator.mediaDevices?.getUserMedia) {
      setError(VOICE_TEXT.unsupported);
      return;
    }
    let stream: MediaStream;
    try {
      stream = await navigator.mediaDevices.getUserMedia({ audio: { echoCancellation: true, noiseSuppression: true } });
    } catch (cause) {
      setError(microphoneError(cause));
      return;
    }
    const mimeType = recorderMimeType((type) => MediaRecorder.isTypeSupported(type));
    let recorder: MediaRecorder;
    try {
      recorder = new MediaRecorder(stream, mimeType ? { mimeType } : undefined);
    } catch (cause) {
      stream.getTracks().forEach((track) => track.stop());
      setError(microphoneError(cause));
      return;
    }
    const current: Recording = { paragraph, recorder, stream, chunks: [], startedAt: Number.NaN };
    // The recorder's own events time the reading: from when it really started to when it stopped.
    recorder.addEventListener('start', (event) => {
      current.startedAt = event.timeStamp;
    });
    recorder.addEventListener('dataavailable', (event) => {
      if (event.data.size > 0) current.chunks.push(event.data);
      if (recording.current === current && Number.isFinite(current.startedAt)) setElapsed(Math.floor((event.timeStamp - current.startedAt) / 1000));
    });
    recorder.addEventListener('stop', (event) => void finish(current, event.timeStamp - current.startedAt));
    recording.current = current;
    setElapsed(0);
    // A chunk a second: the elapsed time shows, and a crash loses at most the last second of the reading.
    recorder.start(RECORDER_SLICE_MS);
    setRecordingParagraph(paragraph);
  };

  const stop = () => {
    const current = recording.current;
    if (current && current.recorder.state !== 'inactive') current.recorder.stop();
  };

  const finish = async (current: Recording, durationMs: number) => {
    current.stream.getTracks().forEach((track) => track.stop());
    // Unmounted meanwhile: nothing more to show or send.
    if (recording.current !== current) return;
    recording.current = null;
    setRecordingParagraph(null);
    const blob = new Blob(current.chunks, { type: current.recorder.mimeType || current.chunks[0]?.type || '' });
    if (!(durationMs >= MIN_RECORDING_MS) || blob.size === 0) {
      setError(VOICE_TEXT.tooShort);
      return;
    }
    setSaving(current.paragraph);
    try {
      setVoice(await uploadVoiceParagraph(story.id, current.paragraph, blob, durationMs));
      confirmationToast(VOICE_TEXT.saved(current.paragraph), { id: `voice-saved-${story.id}-${current.paragraph}` });
      onVoiceChange();
    } catch (cause) {
      setError(messageOf(cause));
    } finally {
      setSaving(null);
    }
  };

  const remove = async () => {
    setError(null);
    setListening(null);
    setRemoving(true);
    try {
      await deleteVoice(story.id);
      setVoice(null);
      confirmationToast(VOICE_TEXT.removed, { id: `voice-removed-${story.id}` });
      onVoiceChange();
    } catch (cause) {
      toast.error(messageOf(cause), { id: `voice-remove-failed-${story.id}` });
    } finally {
      setRemoving(false);
    }
  };

  const done = paragraphs.filter((_, index) => recorded.has(index + 1)).length;
  return (
    <section aria-labelledby="voice-title" className="flex flex-col gap-4 rounded-2xl border bg-card p-4 text-card-foreground shadow-sm sm:p-6" data-testid="voice-recorder">
      <h2 id="voice-title" className="text-xl font-extrabold">
        {VOICE_TEXT.title}
      </h2>
      <p className="text-sm text-muted-foreground" data-testid="voice-consent">
        {VOICE_TEXT.consent}
      </p>
      {!consented ? (
        <Button size="lg" className="self-start" onClick={() => setConsented(true)}>
          <MicIcon aria-hidden="true" />
          {VOICE_TEXT.accept}
        </Button>
      ) : (
        <>
          <p role="status" className="font-semibold">
            {voice?.complete ? VOICE_TEXT.complete : VOICE_TEXT.progress(done, paragraphs.length)}
          </p>
          {error ? (
            <p role="alert" className="font-semibold text-destructive">
              {error}
            </p>
          ) : null}
          <ol className="flex flex-col gap-3">
            {paragraphs.map((text, index) => {
              const paragraph = index + 1;
              const entry = recorded.get(paragraph);
              const isRecording = recordingParagraph === paragraph;
              const isSaving = saving === paragraph;
              return (
                <li key={paragraph} className="rounded-xl border p-3">
                  {/* A group inside the item: a list item keeps its own role, and each paragraph's buttons are named by it. */}
                  <div role="group" aria-label={VOICE_TEXT.paragraph(paragraph, paragraphs.length)} className="flex flex-col gap-2" data-recorded={entry ? 'true' : undefined}>
                    <p className="text-sm font-bold text-muted-foreground">
                      {VOICE_TEXT.paragraph(paragraph, paragraphs.length)}
                      {entry ? ` · ${VOICE_TEXT.recorded}` : ''}
                    </p>
                    <p className="leading-relaxed">{text}</p>
                    <div className="flex flex-wrap items-center gap-2">
                      {isRecording ? (
                        <Button variant="destructive" onClick={stop}>
                          <SquareIcon aria-hidden="true" />
                          {VOICE_TEXT.stop}
                        </Button>
                      ) : (
                        <Button variant={entry ? 'outline' : 'default'} onClick={() => void start(paragraph)} disabled={busy} aria-busy={isSaving}>
                          {isSaving ? <LoaderCircleIcon aria-hidden="true" className="motion-safe:animate-spin" /> : entry ? <RotateCcwIcon aria-hidden="true" /> : <CircleIcon aria-hidden="true" />}
                          {isSaving ? VOICE_TEXT.saving : entry ? VOICE_TEXT.redo : VOICE_TEXT.record}
                        </Button>
                      )}
                      {entry && !isRecording ? (
                        <Button variant="ghost" onClick={() => setListening(listening === paragraph ? null : paragraph)} disabled={isSaving} aria-expanded={listening === paragraph}>
                          <PlayIcon aria-hidden="true" />
                          {VOICE_TEXT.listen}
                        </Button>
                      ) : null}
                      {isRecording ? (
                        <span role="status" className="text-sm font-semibold text-destructive">
                          {VOICE_TEXT.recording} <span className="tabular-nums">{formatTime(elapsed)}</span>
                        </span>
                      ) : null}
                    </div>
                    {entry && listening === paragraph ? <audio src={entry.url} controls autoPlay className="w-full" data-testid="voice-preview" /> : null}
                  </div>
                </li>
              );
            })}
          </ol>
          {voice ? (
            <Button variant="outline" className="self-start" onClick={() => void remove()} disabled={busy} aria-busy={removing}>
              {removing ? <LoaderCircleIcon aria-hidden="true" className="motion-safe:animate-spin" /> : <Trash2Icon aria-hidden="true" />}
              {VOICE_TEXT.remove}
            </Button>
          ) : null}
        </>
      )}
    </section>
  );
}
