import type { AudioCombinationResult } from '@shared/test-tools';
import { TEST_PAGE_TEXTS } from '@/features/test-tools/messages';
import { combinationSummary, formatSeconds } from './test-log';

/** The simulated audio combination: its summary, each part's place in the whole, and the combined audio to hear. */
export function CombinationResult({ result }: { result: AudioCombinationResult }) {
  return (
    <div className="flex flex-col gap-2 rounded-xl border bg-muted/40 p-3" data-testid="test-combination">
      <p className="font-bold">{combinationSummary(result)}</p>
      <ol className="list-decimal pl-6 text-sm">
        {result.parts.map((part, index) => (
          <li key={index}>
            {formatSeconds(part.offsetMs)} → {formatSeconds(part.offsetMs + part.durationMs)} : {part.text}
          </li>
        ))}
      </ol>
      <audio controls preload="metadata" src={result.audioUrl} aria-label={TEST_PAGE_TEXTS.combinedAudio} className="w-full" />
    </div>
  );
}
