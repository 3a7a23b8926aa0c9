import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { STORY_MAKERS_FILES } from '../../../shared/story-makers-files';
import { bundledStoryMakersDir } from '../runtime-files';
import { toSpeechMarkup, type SpeechMarkup } from './speech-markup';
import { abortReason, type SpeechSynthesizer, type SynthesisJob, type SynthesizedPiece, type SynthesizedSpeech, type WordEvent } from './speech-synthesizer';

/**
 * eSpeak NG runs in worker threads (espeak-worker.mjs; at most two, never more than the cores): the module (JavaScript compiled
 * from C, 24 MB of voice data) loads once, the caller's event loop stays free while it speaks, and a
 * synthesis that never ends — the module never finishes loading when its data file is missing — can be
 * stopped for real, by stopping the thread. A worker synthesises its jobs one after the other (the module
 * keeps the voice settings as global state). Texts are sent as SSML (speech-markup.ts).
 */

/**
 * From source: espeak-worker.mjs beside this module (it imports the package from node_modules). In a Lambda
 * bundle: the self-contained copy in the bundle's story-makers folder, with espeak-ng.data beside it.
 */
function workerUrl(): URL {
  const bundled = bundledStoryMakersDir(import.meta.url);
  return bundled ? pathToFileURL(join(bundled, STORY_MAKERS_FILES.espeakWorker)) : new URL('./espeak-worker.mjs', import.meta.url);
}

type WorkerMessage =
  | { type: 'ready'; sampleRate: number }
  | { type: 'failed'; message: string }
  | { type: 'start'; id: number }
  | { type: 'piece'; id: number; index: number; pcm: Int16Array; wordEvents: WordEvent[]; phonemes?: string[] }
  | { type: 'done'; id: number }
  | { type: 'error'; id: number; message: string };

interface ActiveJob {
  id: number;
  job: SynthesisJob;
  /** What eSpeak reads for each text (SSML with the lexicon and the dialogue's prosody). */
  markups: SpeechMarkup[];
  pieces: SynthesizedPiece[];
  started: boolean;
  resolve: (speech: SynthesizedSpeech) => void;
  reject: (error: Error) => void;
  onAbort: () => void;
}

class EspeakWorkerClient {
  private worker: Worker | undefined;
  private sampleRate: number | undefined;
  /** In the order they were posted: the worker runs them in that order. */
  private readonly jobs = new Map<number, ActiveJob>();
  private nextId = 0;

  synthesize(job: SynthesisJob): Promise<SynthesizedSpeech> {
    if (job.signal.aborted) {
      return Promise.reject(abortReason(job.signal));
    }
    return new Promise<SynthesizedSpeech>((resolve, reject) => {
      const markups = job.texts.map((text) => toSpeechMarkup(text));
      const active: ActiveJob = { id: this.nextId++, job, markups, pieces: [], started: false, resolve, reject, onAbort: () => this.abort(active) };
      job.signal.addEventListener('abort', active.onAbort, { once: true });
      this.jobs.set(active.id, active);
      try {
        this.post(active);
      } catch (error) {
        this.settle(active);
        reject(error instanceof Error ? error : new Error(String(error)));
      }
    });
  }

  private post(active: ActiveJob): void {
    const worker = this.ensureWorker();
    worker.ref();
    worker.postMessage({ type: 'synthesize', id: active.id, texts: active.markups.map((markup) => markup.markup), settings: active.job.settings, withPhonemes: active.job.withPhonemes === true });
  }

  private ensureWorker(): Worker {
    if (this.worker) {
      return this.worker;
    }
    // No loader flags (tsx, test runners) for plain JavaScript: they would cost memory in the worker.
    const worker = new Worker(workerUrl(), { execArgv: [] });
    worker.unref();
    worker.on('message', (message: WorkerMessage) => {
      if (worker === this.worker) {
        this.onMessage(message);
      }
    });
    worker.on('error', (error) => this.onWorkerLost(worker, error));
    worker.on('exit', (code) => this.onWorkerLost(worker, new Error(`the eSpeak NG worker stopped (exit code ${code})`)));
    this.worker = worker;
    this.sampleRate = undefined;
    return worker;
  }

  private onMessage(message: WorkerMessage): void {
    if (message.type === 'ready') {
      this.sampleRate = message.sampleRate;
      return;
    }
    if (message.type === 'failed') {
      this.stopWorker();
      this.failAll(new Error(`Narration: eSpeak NG could not load: ${message.message}`));
      return;
    }
    const active = this.jobs.get(message.id);
    if (!active) {
      return;
    }
    switch (message.type) {
      case 'start':
        active.started = true;
        break;
      case 'piece': {
        // eSpeak places words in the markup: back to the displayed text, whose words are timed.
        const markup = active.markups[message.index]!;
        const wordEvents = message.wordEvents.map((event) => ({ textIndex: markup.toTextIndex(event.textIndex), sample: event.sample }));
        const piece: SynthesizedPiece = { pcm: message.pcm, wordEvents, ...(message.phonemes ? { phonemes: message.phonemes } : {}) };
        active.pieces.push(piece);
        active.job.onPiece?.(message.index, piece, this.sampleRate!);
        break;
      }
      case 'done':
        this.settle(active);
        active.resolve({ sampleRate: this.sampleRate!, pieces: active.pieces });
        break;
      case 'error':
        this.settle(active);
        active.reject(new Error(`Narration: eSpeak NG failed: ${message.message}`));
        break;
    }
  }

  /**
   * A job given up (timeout): if the worker is still loading the module or busy with this job, the thread
   * is stopped and the other jobs go to a fresh one; a job still waiting its turn is just withdrawn.
   */
  private abort(active: ActiveJob): void {
    if (!this.jobs.has(active.id)) {
      return;
    }
    this.settle(active);
    active.reject(abortReason(active.job.signal));
    if (this.sampleRate === undefined || active.started) {
      this.stopWorker();
      try {
        for (const waiting of this.jobs.values()) {
          waiting.started = false;
          waiting.pieces = [];
          this.post(waiting);
        }
      } catch (error) {
        this.failAll(error instanceof Error ? error : new Error(String(error)));
      }
    } else {
      this.worker?.postMessage({ type: 'cancel', id: active.id });
    }
  }

  private onWorkerLost(worker: Worker, error: Error): void {
    if (worker !== this.worker) {
      return;
    }
    this.worker = undefined;
    this.failAll(new Error(`Narration: ${error.message}`));
  }

  private stopWorker(): void {
    const worker = this.worker;
    this.worker = undefined;
    void worker?.terminate();
  }

  private failAll(error: Error): void {
    for (const active of [...this.jobs.values()]) {
      this.settle(active);
      active.reject(error);
    }
  }

  private settle(active: ActiveJob): void {
    active.job.signal.removeEventListener('abort', active.onAbort);
    this.jobs.delete(active.id);
    if (this.jobs.size === 0) {
      this.worker?.unref();
    }
  }
}

/** Below this many characters a job is read by one worker (a second one would spend more starting than it saves). */
const MIN_CHARACTERS_TO_SHARE = 1_500;

/** At most two eSpeak workers, never more than the cores (the other thread encodes MP3 while they speak). */
function defaultSpeechThreads(): number {
  return Math.max(1, Math.min(2, availableParallelism()));
}

/** Cuts the texts into `count` runs of consecutive texts of about the same length (each run non-empty). */
export function shareTexts(texts: readonly string[], count: number): { from: number; to: number }[] {
  const total = texts.reduce((sum, text) => sum + text.length, 0);
  const shares: { from: number; to: number }[] = [];
  let from = 0;
  let done = 0;
  for (let index = 0; index < texts.length; index++) {
    done += texts[index]!.length;
    const remainingShares = count - shares.length - 1;
    const remainingTexts = texts.length - index - 1;
    // Cut after this text when the next one would end closer past the target than this one ends before it.
    const target = (total * (shares.length + 1)) / count;
    const halfNext = (texts[index + 1]?.length ?? 0) / 2;
    if (remainingShares > 0 && (done + halfNext >= target || remainingTexts === remainingShares)) {
      shares.push({ from, to: index + 1 });
      from = index + 1;
    }
  }
  shares.push({ from, to: texts.length });
  return shares.filter((share) => share.to > share.from);
}

/**
 * Long jobs are cut into consecutive runs of texts read side by side by the workers; the pieces are still
 * handed over in order (a later run's pieces wait for the earlier run's), so encoding follows the story.
 */
function sharedSynthesis(clients: readonly EspeakWorkerClient[], job: SynthesisJob): Promise<SynthesizedSpeech> {
  const characters = job.texts.reduce((sum, text) => sum + text.length, 0);
  if (clients.length === 1 || job.texts.length < 2 || characters < MIN_CHARACTERS_TO_SHARE) {
    return clients[0]!.synthesize(job);
  }
  const shares = shareTexts(job.texts, clients.length);
  const ready = new Map<number, { piece: SynthesizedPiece; sampleRate: number }>();
  let delivered = 0;
  const onPiece = (index: number, piece: SynthesizedPiece, sampleRate: number): void => {
    ready.set(index, { piece, sampleRate });
    for (let next = ready.get(delivered); next; next = ready.get(delivered)) {
      ready.delete(delivered);
      job.onPiece?.(delivered, next.piece, next.sampleRate);
      delivered++;
    }
  };
  const runs = shares.map((share, k) =>
    clients[k]!.synthesize({ ...job, texts: job.texts.slice(share.from, share.to), onPiece: (index, piece, sampleRate) => onPiece(share.from + index, piece, sampleRate) }),
  );
  return Promise.all(runs).then((speeches) => ({ sampleRate: speeches[0]!.sampleRate, pieces: speeches.flatMap((speech) => speech.pieces) }));
}

let clients: EspeakWorkerClient[] | undefined;

/**
 * eSpeak NG through @echogarden/espeak-ng-emscripten, in the process's eSpeak worker threads (two on two
 * or more cores: eSpeak is half the narration's CPU, and each worker reads half of a long story).
 */
export function createEspeakSynthesizer(): SpeechSynthesizer {
  clients ??= Array.from({ length: defaultSpeechThreads() }, () => new EspeakWorkerClient());
  const shared = clients;
  return { synthesize: (job) => sharedSynthesis(shared, job) };
}
