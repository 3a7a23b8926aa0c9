import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { STORY_MAKERS_FILES } from '#shared/story-makers-files';
import { logger } from '#core/logger';
import { bundledStoryMakersDir } from '../runtime-files';
import { openMp3StreamHere, type Mp3Stream } from './mp3';
import { toSpeechMarkup, type SpeechMarkup } from './speech-markup';
import { abortReason, type SpeechInRuns, type SpeechSynthesizer, type SynthesisJob, type SynthesizedPiece, type SynthesizedSpeech, type WordEvent } from './speech-synthesizer';

/**
 * eSpeak NG runs in worker threads (espeak-worker.mjs; at most two, never more than the cores): the module (JavaScript compiled
 * from C, 24 MB of voice data) loads once, the caller's event loop stays free while it speaks, and a
 * synthesis that never ends — the module never finishes loading when its data file is missing — can be
 * stopped for real, by stopping the thread. A worker synthesises its jobs one after the other (the module
 * keeps the voice settings as global state). Texts are sent as SSML (speech-markup.ts). A worker also
 * encodes MP3 streams (LAME in WebAssembly) between two texts: the audio of the texts it read, once the
 * narrator has assembled it, so the two threads that read a story also encode it, each its own half.
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
  | { type: 'ready'; sampleRate: number; mp3: boolean }
  | { type: 'failed'; message: string }
  | { type: 'start'; id: number }
  | { type: 'piece'; id: number; index: number; pcm: Int16Array; wordEvents: WordEvent[]; phonemes?: string[] }
  | { type: 'done'; id: number }
  | { type: 'error'; id: number; message: string }
  | { type: 'mp3-done'; stream: number; mp3?: Uint8Array; error?: string };

/** An MP3 stream being encoded by the worker: settled by its `mp3-done`, or failed with the worker. */
interface WorkerStream {
  worker: Worker;
  failure?: Error;
  ended?: { resolve: (mp3: Uint8Array) => void; reject: (error: Error) => void };
}

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
  /** Whether the worker loaded its MP3 encoder (known with the sample rate). */
  private canEncode = false;
  /** In the order they were posted: the worker runs them in that order. */
  private readonly jobs = new Map<number, ActiveJob>();
  private nextId = 0;
  private readonly streams = new Map<number, WorkerStream>();
  private nextStream = 0;

  /**
   * An MP3 stream encoded by this client's worker. It opens with its first write, which follows a piece this
   * worker read (so the worker is ready, and the one that will read the run's next texts); a worker that
   * could not load the encoder leaves the stream to this thread.
   */
  openMp3(kbps: number): Mp3Stream {
    let here: Mp3Stream | undefined;
    let id: number | undefined;
    const open = (): number | undefined => {
      if (here || id !== undefined) {
        return id;
      }
      const worker = this.worker;
      if (!worker || this.sampleRate === undefined || !this.canEncode) {
        // E.g. a bundle whose eSpeak worker lacks the encoder: slower (the calling thread competes with both workers), not wrong.
        logger.warn('narration: the eSpeak NG worker cannot encode MP3, encoding on this thread');
        here = openMp3StreamHere(this.sampleRate ?? 22_050, kbps);
        return undefined;
      }
      id = this.nextStream++;
      this.streams.set(id, { worker });
      worker.postMessage({ type: 'mp3-open', stream: id, kbps });
      return id;
    };
    const send = (stream: number, message: object, transfer: ArrayBuffer[] = []) => {
      const entry = this.streams.get(stream);
      if (entry && !entry.failure) {
        entry.worker.postMessage({ ...message, stream }, transfer);
      }
    };
    return {
      write: (pcm) => {
        const stream = open();
        if (stream === undefined) {
          here!.write(pcm);
          return;
        }
        // The samples move to the worker (no copy) unless their buffer cannot be moved.
        const owned = pcm.buffer instanceof ArrayBuffer && pcm.buffer.byteLength > 0 ? pcm : pcm.slice();
        send(stream, { type: 'mp3-write', pcm: owned.buffer, offset: owned.byteOffset / 2, length: owned.length }, [owned.buffer as ArrayBuffer]);
      },
      writeSilence: (samples) => {
        const stream = open();
        if (stream === undefined) {
          here!.writeSilence(samples);
          return;
        }
        send(stream, { type: 'mp3-write', silence: samples });
      },
      end: () => {
        const stream = open();
        if (stream === undefined) {
          return here!.end();
        }
        const entry = this.streams.get(stream);
        if (!entry) {
          return Promise.reject(new Error('Narration: MP3 stream already ended'));
        }
        if (entry.failure) {
          this.streams.delete(stream);
          return Promise.reject(entry.failure);
        }
        return new Promise<Uint8Array>((resolve, reject) => {
          entry.ended = { resolve, reject };
          entry.worker.ref();
          entry.worker.postMessage({ type: 'mp3-end', stream });
        });
      },
      drop: () => {
        if (here) {
          here.drop();
        } else if (id !== undefined) {
          send(id, { type: 'mp3-drop' });
          this.streams.delete(id);
        }
      },
    };
  }

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
      this.canEncode = message.mp3;
      return;
    }
    if (message.type === 'mp3-done') {
      const entry = this.streams.get(message.stream);
      this.streams.delete(message.stream);
      if (message.mp3) {
        entry?.ended?.resolve(message.mp3);
      } else {
        entry?.ended?.reject(new Error(`Narration: MP3 encoding failed: ${message.error ?? 'no output'}`));
      }
      this.unrefWhenIdle();
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
    this.failStreams(worker, new Error(`Narration: MP3 encoding lost: ${error.message}`));
  }

  private stopWorker(): void {
    const worker = this.worker;
    this.worker = undefined;
    if (worker) {
      this.failStreams(worker, new Error('Narration: MP3 encoding stopped with its eSpeak NG worker'));
      void worker.terminate();
    }
  }

  private failStreams(worker: Worker, error: Error): void {
    for (const [id, entry] of this.streams) {
      if (entry.worker !== worker) {
        continue;
      }
      entry.failure = error;
      if (entry.ended) {
        this.streams.delete(id);
        entry.ended.reject(error);
      }
    }
  }

  private unrefWhenIdle(): void {
    if (this.jobs.size === 0 && ![...this.streams.values()].some((entry) => entry.ended)) {
      this.worker?.unref();
    }
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
    this.unrefWhenIdle();
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

/** A run of consecutive texts `[from, to)` and the worker that reads it. */
export interface WorkerRun {
  from: number;
  to: number;
  worker: number;
}

/**
 * Cuts the texts into runs for the workers so that each worker reads about as many characters (eSpeak's
 * time and the encoding's follow the characters). With two workers, the second may take a middle run and
 * the first both ends (a story whose one long paragraph outweighs its neighbours is shared better than at
 * a single cut): of every such choice, the one whose busier worker reads least, with as few runs as can be.
 */
export function runsForWorkers(texts: readonly string[], workers: number): WorkerRun[] {
  if (workers < 2 || texts.length < 2) {
    return [{ from: 0, to: texts.length, worker: 0 }];
  }
  if (workers > 2) {
    return shareTexts(texts, workers).map((share, worker) => ({ ...share, worker }));
  }
  const before = [0];
  for (const text of texts) {
    before.push(before.at(-1)! + text.length);
  }
  const total = before.at(-1)!;
  let best: { load: number; runs: WorkerRun[] } | undefined;
  // The second worker reads [i, j); the first reads [0, i) and [j, n).
  for (let i = 1; i < texts.length; i++) {
    for (let j = i + 1; j <= texts.length; j++) {
      const second = before[j]! - before[i]!;
      const load = Math.max(second, total - second);
      const runs: WorkerRun[] = [
        { from: 0, to: i, worker: 0 },
        { from: i, to: j, worker: 1 },
        { from: j, to: texts.length, worker: 0 },
      ].filter((run) => run.to > run.from);
      if (!best || load < best.load || (load === best.load && runs.length < best.runs.length)) {
        best = { load, runs };
      }
    }
  }
  return best!.runs;
}

/**
 * Every story, short or long, is read in runs shared by the workers (runsForWorkers), and each run's audio
 * is encoded to its own MP3 stream by the worker that read it: a worker reads its texts and encodes the
 * audio of those already assembled in between, so both cores stay busy until the end and never more than
 * two threads work at once.
 */
function synthesisInRuns(clients: readonly EspeakWorkerClient[], job: SynthesisJob, kbps: number): SpeechInRuns {
  const runs = runsForWorkers(job.texts, clients.length);
  const speech = Promise.all(
    runs.map((run) =>
      clients[run.worker]!.synthesize({ ...job, texts: job.texts.slice(run.from, run.to), onPiece: (index, piece, sampleRate) => job.onPiece?.(run.from + index, piece, sampleRate) }),
    ),
  ).then((speeches) => ({ sampleRate: speeches[0]!.sampleRate }));
  return { runs: runs.map((run) => ({ from: run.from, to: run.to, mp3: clients[run.worker]!.openMp3(kbps) })), speech };
}

let clients: EspeakWorkerClient[] | undefined;

/**
 * eSpeak NG through @echogarden/espeak-ng-emscripten, in the process's eSpeak worker threads (two on two
 * or more cores: eSpeak is half the narration's CPU, and each worker reads half of a long story).
 */
export function createEspeakSynthesizer(): SpeechSynthesizer {
  clients ??= Array.from({ length: defaultSpeechThreads() }, () => new EspeakWorkerClient());
  const shared = clients;
  return { synthesize: (job) => sharedSynthesis(shared, job), synthesizeInRuns: (job, kbps) => synthesisInRuns(shared, job, kbps) };
}
