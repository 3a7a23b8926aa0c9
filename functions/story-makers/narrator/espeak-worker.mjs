// eSpeak NG (@echogarden/espeak-ng-emscripten, GPL-3.0) in a worker thread, for espeak-synthesizer.ts, which
// also encodes what it read to MP3 (LAME in WebAssembly, wasm-media-encoders), so that a thread's encoding
// never competes with another thread's synthesis for the cores.
// Plain JavaScript because a worker thread starts without the TypeScript loader. The modules are loaded
// once, when the worker starts; jobs run one after the other, each text with its settings applied just
// before it, and the worker turns to its waiting messages (MP3 writes) between two texts.
// Protocol (main → worker): synthesize { id, texts, settings, withPhonemes? }, cancel { id },
//   mp3-open { stream, kbps }, mp3-write { stream, pcm: ArrayBuffer (moved), offset, length } or
//   mp3-write { stream, silence: samples }, mp3-end { stream }, mp3-drop { stream }.
// (worker → main): ready { sampleRate, mp3: boolean }, failed { message }, start { id },
//   piece { id, index, pcm, wordEvents, phonemes? }, done { id }, error { id, message },
//   mp3-done { stream, mp3 } or mp3-done { stream, error }.
import { parentPort } from 'node:worker_threads';

/** @typedef {{ voice: string, rate: number, pitch: number, pitchRange: number }} VoiceSettings */

const port = parentPort;
if (!port) {
  throw new Error('espeak-worker.mjs runs as a worker thread');
}

const cancelled = new Set();

const engine = (async () => {
  const { default: initialize } = await import('@echogarden/espeak-ng-emscripten');
  const module = await initialize();
  return new module.eSpeakNGWorker();
})();

/** Encoders not in use, kept for the next stream (LAME's WebAssembly is compiled once per encoder). */
const idleEncoders = [];

// The encoder loads beside eSpeak NG, and one is compiled before the first job (compiling it when the first
// audio arrives would wait for the reading in progress); should it fail (a bundle without it), the caller
// encodes on its own thread.
const encoderModule = import('wasm-media-encoders')
  .then(async (module) => {
    idleEncoders.push(await module.createMp3Encoder());
    return module;
  })
  .catch(() => undefined);

const messageOf = (error) => (error instanceof Error ? error.message : String(error));

/** Posted before any job's first message: the caller learns the sample rate, and whether this worker encodes. */
const ready = Promise.all([engine, encoderModule]).then(
  ([espeak, encoder]) => {
    port.postMessage({ type: 'ready', sampleRate: espeak.get_samplerate(), mp3: encoder !== undefined });
    return espeak;
  },
  (error) => {
    port.postMessage({ type: 'failed', message: messageOf(error) });
    throw error;
  },
);
// Reported by the 'failed' message; each job's wait handles it too.
ready.catch(() => undefined);

/** @param {VoiceSettings} settings */
function applySettings(espeak, settings) {
  const status = espeak.set_voice(settings.voice);
  if (status !== 0) {
    throw new Error(`eSpeak NG has no voice "${settings.voice}" (status ${status})`);
  }
  espeak.set_rate(settings.rate);
  espeak.set_pitch(settings.pitch);
  espeak.set_range(settings.pitchRange);
}

/**
 * 16-bit samples and word events ({ textIndex: 0-based code-point index, sample }) of one text (SSML: the
 * package calls eSpeak with its SSML flag); with `withPhonemes`, the IPA phonemes spoken, in order.
 */
function synthesizePiece(espeak, text, sampleRate, withPhonemes) {
  const chunks = [];
  const wordEvents = [];
  const phonemes = [];
  let length = 0;
  espeak.synthesize(text, (samples, events) => {
    if (samples.length > 0) {
      chunks.push(samples);
      length += samples.length;
    }
    for (const event of events) {
      if (event.type === 'word') {
        wordEvents.push({ textIndex: event.text_position - 1, sample: Math.round((event.audio_position * sampleRate) / 1000) });
      } else if (withPhonemes && event.type === 'phoneme') {
        phonemes.push(event.id);
      }
    }
    return false;
  });
  const pcm = new Int16Array(length);
  let offset = 0;
  for (const chunk of chunks) {
    pcm.set(chunk, offset);
    offset += chunk.length;
  }
  return withPhonemes ? { pcm, wordEvents, phonemes } : { pcm, wordEvents };
}

/** Lets the messages that arrived meanwhile (MP3 writes for the texts already read) run before the next text. */
const turnToMessages = () => new Promise((resolve) => setImmediate(resolve));

async function run(espeak, job) {
  if (cancelled.delete(job.id)) {
    return;
  }
  port.postMessage({ type: 'start', id: job.id });
  try {
    const sampleRate = espeak.get_samplerate();
    for (let index = 0; index < job.texts.length; index++) {
      if (index > 0) {
        await turnToMessages();
        if (cancelled.delete(job.id)) {
          return;
        }
      }
      applySettings(espeak, job.settings);
      const piece = synthesizePiece(espeak, job.texts[index], sampleRate, job.withPhonemes === true);
      port.postMessage({ type: 'piece', id: job.id, index, ...piece }, [piece.pcm.buffer]);
    }
    port.postMessage({ type: 'done', id: job.id });
  } catch (error) {
    port.postMessage({ type: 'error', id: job.id, message: messageOf(error) });
  }
}

// --- MP3 streams: each the audio of one run of texts, assembled by the caller and encoded here as it comes.

/** Samples handed to LAME per call, as 32-bit floats (its input format): a bounded buffer, never a whole story. */
const ENCODE_CHUNK = 576 * 64;
const floats = new Float32Array(ENCODE_CHUNK);
/** stream id → { encoder, output: Uint8Array[], bytes } */
const streams = new Map();

async function openStream(message) {
  const { createMp3Encoder } = await encoderModule;
  const encoder = idleEncoders.pop() ?? (await createMp3Encoder());
  encoder.configure({ sampleRate: (await engine).get_samplerate(), channels: 1, bitrate: message.kbps });
  return { encoder, output: [], bytes: 0 };
}

function keep(stream, bytes) {
  // The encoder owns the bytes it returns (overwritten by the next call): copy them.
  if (bytes.length > 0) {
    stream.output.push(bytes.slice());
    stream.bytes += bytes.length;
  }
}

function writeSamples(stream, samples) {
  for (let offset = 0; offset < samples.length; offset += ENCODE_CHUNK) {
    const length = Math.min(ENCODE_CHUNK, samples.length - offset);
    for (let i = 0; i < length; i++) {
      floats[i] = samples[offset + i] / 32768;
    }
    keep(stream, stream.encoder.encode([floats.subarray(0, length)]));
  }
}

function writeSilence(stream, count) {
  floats.fill(0);
  for (let done = 0; done < count; done += ENCODE_CHUNK) {
    keep(stream, stream.encoder.encode([floats.subarray(0, Math.min(ENCODE_CHUNK, count - done))]));
  }
}

function endStream(stream) {
  keep(stream, stream.encoder.finalize());
  idleEncoders.push(stream.encoder);
  const mp3 = new Uint8Array(stream.bytes);
  let offset = 0;
  for (const chunk of stream.output) {
    mp3.set(chunk, offset);
    offset += chunk.length;
  }
  return mp3;
}

/**
 * A stream's messages wait for its encoder in order (the encoder is ready before the first piece is read:
 * in practice they run at once). A failed stream answers its end with the error.
 */
function onStreamMessage(message) {
  if (message.type === 'mp3-open') {
    streams.set(message.stream, openStream(message));
    return;
  }
  const pending = streams.get(message.stream);
  if (!pending) {
    return;
  }
  const next = pending.then((stream) => {
    if (message.type === 'mp3-write') {
      if (message.silence !== undefined) {
        writeSilence(stream, message.silence);
      } else {
        writeSamples(stream, new Int16Array(message.pcm, message.offset * 2, message.length));
      }
    }
    return stream;
  });
  streams.set(message.stream, next);
  if (message.type === 'mp3-end') {
    streams.delete(message.stream);
    next.then(
      (stream) => {
        const mp3 = endStream(stream);
        port.postMessage({ type: 'mp3-done', stream: message.stream, mp3 }, [mp3.buffer]);
      },
      (error) => port.postMessage({ type: 'mp3-done', stream: message.stream, error: messageOf(error) }),
    );
  } else if (message.type === 'mp3-drop') {
    streams.delete(message.stream);
    next.then(
      (stream) => {
        stream.encoder.finalize();
        idleEncoders.push(stream.encoder);
      },
      () => undefined,
    );
  }
  // A write that failed fails the stream's end, which reports it.
  next.catch(() => undefined);
}

// Jobs wait for the module in arrival order, then each runs to its end: they never interleave.
let jobs = Promise.resolve();

port.on('message', (message) => {
  if (message.type === 'cancel') {
    cancelled.add(message.id);
    return;
  }
  if (message.type.startsWith('mp3-')) {
    onStreamMessage(message);
    return;
  }
  jobs = jobs.then(() =>
    ready.then(
      (espeak) => run(espeak, message),
      () => undefined,
    ),
  );
});
