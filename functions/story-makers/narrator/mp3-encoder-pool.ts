import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { STORY_MAKERS_FILES } from '../../../shared/story-makers-files';
import { bundledStoryMakersDir } from '../runtime-files';

/**
 * Worker threads that encode MP3 parts (mp3-worker.mjs). The narrator no longer uses them: since issue 17 each
 * eSpeak NG worker encodes the audio it read (espeak-worker.mjs), so no third thread competes for the two
 * cores. Kept for the bundle fixture (tests/fixtures/story-makers/handler.ts), which checks the shipped
 * mp3-worker.mjs; it can go with that asset. Idle workers do not keep the process alive.
 */

/**
 * From source: mp3-worker.mjs beside this module (it imports wasm-media-encoders from node_modules). In a Lambda bundle:
 * the self-contained copy in the bundle's story-makers folder. Resolved when first needed; should the file be
 * missing, the workers fail to start and the caller encodes on its own thread.
 */
function defaultWorkerUrl(): URL {
  const bundled = bundledStoryMakersDir(import.meta.url);
  return bundled ? pathToFileURL(join(bundled, STORY_MAKERS_FILES.mp3Worker)) : new URL('./mp3-worker.mjs', import.meta.url);
}

/**
 * Small heaps: the encoder's memory is the WebAssembly instance's, and the old generation only holds one
 * part and its output. (Tuned for lamejs, which allocated many short-lived arrays: a 16 MB young generation
 * encoded a 20 s part in 260 ms against 380–450 ms by default.)
 */
const WORKER_LIMITS = { maxYoungGenerationSizeMb: 16, maxOldGenerationSizeMb: 64 } as const;

/** A worker that answers nothing for this long is stopped and its parts fail (the caller falls back). */
const JOB_TIMEOUT_MS = 60_000;

interface WorkerReply {
  id: number;
  mp3?: Uint8Array;
  error?: string;
}

interface PendingJob {
  resolve: (mp3: Uint8Array) => void;
  reject: (error: Error) => void;
  timer: NodeJS.Timeout;
}

class EncoderWorker {
  private readonly worker: Worker;
  private readonly pending = new Map<number, PendingJob>();
  private nextId = 0;
  alive = true;
  /** Whether the worker ever answered (a worker that fails before cannot start at all). */
  answered = false;

  constructor(url: URL) {
    // Plain JavaScript: no need for the parent's loader flags (tsx, test runners), which cost memory per worker.
    this.worker = new Worker(url, { resourceLimits: WORKER_LIMITS, execArgv: [] });
    this.worker.unref();
    this.worker.on('message', (reply: WorkerReply) => this.onReply(reply));
    this.worker.on('error', (error) => this.fail(error));
    this.worker.on('exit', (code) => this.fail(new Error(`MP3 worker stopped (exit code ${code})`)));
  }

  get load(): number {
    return this.pending.size;
  }

  encode(pcm: Int16Array, sampleRate: number, kbps: number, transfer: boolean): Promise<Uint8Array> {
    if (!this.alive) {
      return Promise.reject(new Error('MP3 worker is not running'));
    }
    const id = this.nextId++;
    const buffer = transfer && pcm.byteOffset === 0 && pcm.byteLength === pcm.buffer.byteLength && pcm.buffer instanceof ArrayBuffer ? pcm.buffer : pcm.slice().buffer;
    return new Promise<Uint8Array>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.fail(new Error(`MP3 worker did not answer within ${JOB_TIMEOUT_MS} ms`));
        void this.worker.terminate();
      }, JOB_TIMEOUT_MS);
      timer.unref();
      if (this.pending.size === 0) {
        this.worker.ref();
      }
      this.pending.set(id, { resolve, reject, timer });
      this.worker.postMessage({ id, pcm: buffer, sampleRate, kbps }, [buffer]);
    });
  }

  terminate(): Promise<number> {
    this.alive = false;
    return this.worker.terminate();
  }

  private onReply(reply: WorkerReply): void {
    this.answered = true;
    const job = this.pending.get(reply.id);
    if (!job) {
      return;
    }
    this.settle(reply.id, job);
    if (reply.mp3) {
      job.resolve(reply.mp3);
    } else {
      job.reject(new Error(`MP3 worker failed: ${reply.error ?? 'no output'}`));
    }
  }

  private settle(id: number, job: PendingJob): void {
    clearTimeout(job.timer);
    this.pending.delete(id);
    if (this.pending.size === 0) {
      this.worker.unref();
    }
  }

  private fail(error: Error): void {
    this.alive = false;
    for (const [id, job] of [...this.pending]) {
      this.settle(id, job);
      job.reject(error);
    }
    this.worker.unref();
  }
}

export class Mp3EncoderPool {
  private workers: EncoderWorker[] = [];
  /** Set when a worker died without ever answering: workers cannot start here, stop trying. */
  private unavailable: Error | undefined;

  constructor(
    readonly size: number,
    private readonly workerUrl: () => URL = defaultWorkerUrl,
  ) {
    if (!Number.isInteger(size) || size < 1) {
      throw new Error(`MP3 encoder pool: size must be a positive integer (got ${size})`);
    }
  }

  /** Starts the workers now (they load lamejs while the speech is being synthesised). */
  warm(): void {
    if (this.unavailable) {
      throw this.unavailable;
    }
    if (this.workers.some((worker) => !worker.alive && !worker.answered)) {
      this.unavailable = new Error('MP3 workers cannot start in this process');
      throw this.unavailable;
    }
    this.workers = this.workers.filter((worker) => worker.alive);
    while (this.workers.length < this.size) {
      this.workers.push(new EncoderWorker(this.workerUrl()));
    }
  }

  /**
   * Encodes a part as its own MP3 stream on the least busy worker. With `transfer`, a part that owns its
   * whole buffer is moved to the worker instead of copied (it is then empty here).
   */
  encode(part: Int16Array, sampleRate: number, kbps: number, { transfer = false }: { transfer?: boolean } = {}): Promise<Uint8Array> {
    try {
      this.warm();
    } catch (error) {
      return Promise.reject(error instanceof Error ? error : new Error(String(error)));
    }
    const worker = this.workers.reduce((best, candidate) => (candidate.load < best.load ? candidate : best));
    return worker.encode(part, sampleRate, kbps, transfer);
  }

  async close(): Promise<void> {
    const workers = this.workers;
    this.workers = [];
    await Promise.all(workers.map((worker) => worker.terminate()));
  }
}

let shared: Mp3EncoderPool | undefined;

/** The process's pool (created on first use, with the size asked first). */
export function sharedMp3EncoderPool(size: number): Mp3EncoderPool {
  shared ??= new Mp3EncoderPool(size);
  return shared;
}
