import { Trash2Icon } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { logTime, type LogEntry, type LogKind } from './test-log';
import { TEST_LOG_TEXT } from '@/features/test-tools/messages';

/** The log's entries, kept by the page (the 'Journal' tab unmounts when hidden, the log goes on). */
export function useTestLog() {
  const [entries, setEntries] = useState<LogEntry[]>([]);
  const nextId = useRef(1);
  const add = useCallback((kind: LogKind, text: string) => {
    const id = nextId.current++;
    setEntries((current) => [...current, { id, at: new Date(), kind, text }]);
  }, []);
  const clear = useCallback(() => setEntries([]), []);
  return { entries, add, clear };
}

const KIND_CLASS: Record<LogKind, string> = {
  request: 'text-foreground',
  success: 'text-success-foreground',
  failure: 'font-bold text-destructive',
};

/**
 * The 'Journal' tab: 400 px high (spec part 2 §2), scrollable and reachable by keyboard, announced politely
 * as a log; the newest entry is scrolled into view. 'Effacer le journal' empties it.
 */
export function TestLogPanel({ entries, onClear }: { entries: readonly LogEntry[]; onClear: () => void }) {
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    panel.current?.scrollTo({ top: panel.current.scrollHeight });
  }, [entries.length]);

  return (
    <div className="flex flex-col gap-3">
      <div
        ref={panel}
        role="log"
        aria-live="polite"
        aria-label={TEST_LOG_TEXT.title}
        tabIndex={0}
        data-testid="test-log"
        className="h-[400px] overflow-y-auto rounded-xl border bg-card p-3 font-mono text-sm focus-ring"
      >
        {entries.length === 0 ? (
          <p className="text-muted-foreground">{TEST_LOG_TEXT.empty}</p>
        ) : (
          <ol className="flex flex-col gap-1">
            {entries.map((entry) => (
              <li key={entry.id} className={cn('break-words', KIND_CLASS[entry.kind])}>
                <time dateTime={entry.at.toISOString()} className="text-muted-foreground">
                  [{logTime(entry.at)}]
                </time>{' '}
                {entry.text}
              </li>
            ))}
          </ol>
        )}
      </div>
      <Button variant="outline" className="self-start" onClick={onClear} disabled={entries.length === 0}>
        <Trash2Icon aria-hidden="true" />
        {TEST_LOG_TEXT.clear}
      </Button>
    </div>
  );
}
