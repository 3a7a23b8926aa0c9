import type { AudioCombinationResult, TestStory } from '@shared/test-tools';
import { ApiError, API_ERROR_MESSAGES } from '@/lib/api-client';
import { TEST_LOG_WORDS } from '@/features/test-tools/messages';

/**
 * The /test page's log (spec part 2 §2: tabs Controls and Logs, 'clear logs'): every call and its answer, each
 * with the time it happened. Pure, so the lines are tested without React.
 */

export type LogKind = 'request' | 'success' | 'failure';

export interface LogEntry {
  id: number;
  at: Date;
  kind: LogKind;
  text: string;
}

const two = (value: number) => String(value).padStart(2, '0');

/** 14:03:27, the way a French clock reads. */
export function logTime(at: Date): string {
  return `${two(at.getHours())}:${two(at.getMinutes())}:${two(at.getSeconds())}`;
}

/** `→ PATCH /api/test/stories/…/status {"status":"completed"}` */
export function requestLine(method: string, path: string, body?: unknown): string {
  return `→ ${method} ${path}${body === undefined ? '' : ` ${JSON.stringify(body)}`}`;
}

export function successLine(summary: string): string {
  return `← OK ${summary}`;
}

/** The API's own French message, with its status when an answer came back. */
export function failureLine(error: unknown): string {
  if (error instanceof ApiError) return error.status > 0 ? `← Erreur ${error.status} : ${error.message}` : `← Erreur : ${error.message}`;
  return `← Erreur : ${API_ERROR_MESSAGES.unknown}`;
}

export function storySummary(story: TestStory): string {
  return JSON.stringify({ id: story.id, title: story.title, status: story.status, isDemo: story.isDemo, profileId: story.profileId });
}

const seconds = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 3 });
/** 6478.4 → « 6,478 s » */
export const formatSeconds = (ms: number): string => `${seconds.format(ms / 1000)} s`;

const counted = (count: number, one: string, many: string) => `${count} ${count > 1 ? many : one}`;

/** Not the words themselves (dozens of them): how many parts, where each starts, and the totals. */
export function combinationSummary(result: AudioCombinationResult): string {
  const starts = result.parts.map((part) => formatSeconds(part.offsetMs)).join(', ');
  return [
    `${counted(result.parts.length, TEST_LOG_WORDS.part, TEST_LOG_WORDS.parts)} : ${formatSeconds(result.durationMs)}`,
    counted(result.frameCount, TEST_LOG_WORDS.frame, TEST_LOG_WORDS.frames),
    `${counted(result.words.length, TEST_LOG_WORDS.word, TEST_LOG_WORDS.words)} ; ${TEST_LOG_WORDS.partStarts} : ${starts}`,
  ].join(', ');
}
