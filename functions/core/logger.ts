/**
 * JSON logs with the request id. Never log a parent's e-mail, a child's name or a story's text:
 * log ids and counts only.
 *
 * The domain and the story makers log through `logger`, a port (issue 29, item 2: core holds no AWS
 * library): in Lambda, the entries install Powertools' Logger as its sink by importing
 * functions/adapters/observability/powertools-logger.ts (the HTTP adapter, the pipeline's steps and the
 * other handlers do). Elsewhere (the CLIs, the tests that call a use case directly) the lines are written
 * as the same JSON on the console, from the level Powertools' own switch sets.
 */

/** What a line may carry beside its message: one error (or its text), or objects of ids and counts. */
export type LogExtra = [error: Error | string] | Record<string, unknown>[];

export interface LogSink {
  debug(message: string, ...extra: LogExtra): void;
  info(message: string, ...extra: LogExtra): void;
  warn(message: string, ...extra: LogExtra): void;
  error(message: string, ...extra: LogExtra): void;
}

type Level = keyof LogSink;
const SERVICE = process.env.POWERTOOLS_SERVICE_NAME ?? 'contes-magiques';

/** An error as Powertools writes it (its name, message and stack), since `JSON.stringify` of an Error is `{}`. */
function fieldsOf(extra: LogExtra): Record<string, unknown> {
  const fields: Record<string, unknown> = {};
  for (const item of extra) {
    if (item instanceof Error) fields.error = { name: item.name, message: item.message, stack: item.stack };
    else if (typeof item === 'string') fields.extra = item;
    else Object.assign(fields, item);
  }
  return fields;
}

/** Powertools' levels, in order; its own switch (`POWERTOOLS_LOG_LEVEL`, then `LOG_LEVEL`) sets the floor, INFO unless set. */
const LEVELS = ['DEBUG', 'INFO', 'WARN', 'ERROR', 'CRITICAL', 'SILENT'];
function isWritten(level: Level): boolean {
  const floor = LEVELS.indexOf((process.env.POWERTOOLS_LOG_LEVEL ?? process.env.LOG_LEVEL ?? 'INFO').toUpperCase());
  return LEVELS.indexOf(level.toUpperCase()) >= (floor === -1 ? 1 : floor);
}

function consoleLine(level: Level) {
  return (message: string, ...extra: LogExtra): void => {
    if (!isWritten(level)) return;
    const line = JSON.stringify({ level: level.toUpperCase(), message, timestamp: new Date().toISOString(), service: SERVICE, ...fieldsOf(extra) });
    if (level === 'error') console.error(line);
    else if (level === 'warn') console.warn(line);
    else console.log(line);
  };
}

/** Where no adapter installed a sink: the console, in the same JSON. */
const CONSOLE_SINK: LogSink = { debug: consoleLine('debug'), info: consoleLine('info'), warn: consoleLine('warn'), error: consoleLine('error') };

let sink: LogSink = CONSOLE_SINK;

/** Called by the adapter a Lambda entry imports (functions/adapters/observability/powertools-logger.ts). */
export function installLogSink(next: LogSink): void {
  sink = next;
}

/** Each call goes to the sink installed at that moment (tests spy on these methods). */
export const logger: LogSink = {
  debug: (message, ...extra) => sink.debug(message, ...extra),
  info: (message, ...extra) => sink.info(message, ...extra),
  warn: (message, ...extra) => sink.warn(message, ...extra),
  error: (message, ...extra) => sink.error(message, ...extra),
};
