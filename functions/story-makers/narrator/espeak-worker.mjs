// eSpeak NG (@echogarden/espeak-ng-emscripten, GPL-3.0) in a worker thread, for espeak-synthesizer.ts.
// Plain JavaScript because a worker thread starts without the TypeScript loader. The module is loaded
// once, when the worker starts; jobs run one after the other, each text with its settings applied just
// before it. Protocol (main → worker): synthesize { id, texts, settings }, cancel { id }.
// (worker → main): ready { sampleRate }, failed { message }, start { id }, piece { id, index, pcm,
// wordEvents, phonemes? }, done { id }, error { id, message }.
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

const messageOf = (error) => (error instanceof Error ? error.message : String(error));

engine.then(
  (espeak) => port.postMessage({ type: 'ready', sampleRate: espeak.get_samplerate() }),
  (error) => port.postMessage({ type: 'failed', message: messageOf(error) }),
);

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

function run(espeak, job) {
  if (cancelled.delete(job.id)) {
    return;
  }
  port.postMessage({ type: 'start', id: job.id });
  try {
    const sampleRate = espeak.get_samplerate();
    job.texts.forEach((text, index) => {
      applySettings(espeak, job.settings);
      const piece = synthesizePiece(espeak, text, sampleRate, job.withPhonemes === true);
      port.postMessage({ type: 'piece', id: job.id, index, ...piece }, [piece.pcm.buffer]);
    });
    port.postMessage({ type: 'done', id: job.id });
  } catch (error) {
    port.postMessage({ type: 'error', id: job.id, message: messageOf(error) });
  }
}

port.on('message', (message) => {
  if (message.type === 'cancel') {
    cancelled.add(message.id);
    return;
  }
  // Jobs wait for the module in arrival order, then each runs to its end: they never interleave.
  engine.then(
    (espeak) => run(espeak, message),
    () => undefined,
  );
});
