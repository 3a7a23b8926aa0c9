import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { STORY_MAKERS_FILES } from '../../../shared/story-makers-files';
import { bundledStoryMakersDir } from '../runtime-files';
import { abortReason, type SpeechSynthesizer, type SynthesisJob, type SynthesizedPiece, type SynthesizedSpeech, type WordEvent } from './speech-synthesizer';

/**
 * eSpeak NG runs in one worker thread per process (espeak-worker.mjs): the module (JavaScript compiled
 * from C, 24 MB of voice data) loads once, the caller's event loop stays free while it speaks, and a
 * synthesis that never ends — the module never finishes loading when its data file is missing — can be
 * stopped for real, by stopping the thread. Jobs are synthesised one after the other (the module keeps the
 * voice settings as global state).
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
  | { type: 'piece'; id: number; index: number; pcm: Int16Array; wordEvents: WordEvent[] }
  | { type: 'done'; id: number }
  | { type: 'error'; id: number; message: string };

interface ActiveJob {
  id: number;
  job: SynthesisJob;
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
      const active: ActiveJob = { id: this.nextId++, job, pieces: [], started: false, resolve, reject, onAbort: () => this.abort(active) };
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
    worker.postMessage({ type: 'synthesize', id: active.id, texts: active.job.texts, settings: active.job.settings });
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
        const piece: SynthesizedPiece = { pcm: message.pcm, wordEvents: message.wordEvents };
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

let client: EspeakWorkerClient | undefined;

/** eSpeak NG through @echogarden/espeak-ng-emscripten, in the process's eSpeak worker thread. */
export function createEspeakSynthesizer(): SpeechSynthesizer {
  client ??= new EspeakWorkerClient();
  const shared = client;
  return { synthesize: (job) => shared.synthesize(job) };
}
