/**
 * A short sound and vibration on a good reading, a distinct one on an error. Switchable in the local
 * settings (sound, vibration). Screens call `feedback.error()` when a reading is valid but useless
 * (unknown item…); the reader layer already calls `good()` on every reading it delivers.
 */
import { getLocalSettings } from '../settings/local-settings';

let audio: AudioContext | null = null;

function context(): AudioContext | null {
  try {
    const Ctor =
      globalThis.AudioContext ??
      (globalThis as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
    if (!Ctor) return null;
    audio ??= new Ctor();
    if (audio.state === 'suspended') void audio.resume().catch(() => undefined);
    return audio;
  } catch {
    return null;
  }
}

function beep(ctx: AudioContext, frequency: number, start: number, durationS: number): void {
  const osc = ctx.createOscillator();
  const gain = ctx.createGain();
  osc.type = 'square';
  osc.frequency.value = frequency;
  gain.gain.setValueAtTime(0.08, ctx.currentTime + start);
  gain.gain.setValueAtTime(0, ctx.currentTime + start + durationS);
  osc.connect(gain).connect(ctx.destination);
  osc.start(ctx.currentTime + start);
  osc.stop(ctx.currentTime + start + durationS + 0.01);
}

function vibrate(pattern: number | number[]): void {
  try {
    globalThis.navigator?.vibrate?.(pattern);
  } catch {
    // not supported
  }
}

/** A camera shutter: a short burst of noise that dies away in a tenth of a second. */
function click(ctx: AudioContext): void {
  const length = Math.floor(ctx.sampleRate * 0.12);
  const buffer = ctx.createBuffer(1, length, ctx.sampleRate);
  const data = buffer.getChannelData(0);
  for (let i = 0; i < length; i++) data[i] = (Math.random() * 2 - 1) * (1 - i / length) ** 3;
  const source = ctx.createBufferSource();
  const gain = ctx.createGain();
  gain.gain.value = 0.35;
  source.buffer = buffer;
  source.connect(gain).connect(ctx.destination);
  source.start();
}

export const feedback = {
  /** One short high beep, one short vibration. */
  good(): void {
    const s = getLocalSettings();
    if (s.sound) {
      const ctx = context();
      if (ctx) beep(ctx, 1760, 0, 0.07);
    }
    if (s.vibration) vibrate(60);
  },
  /** Two low beeps, a longer double vibration. */
  error(): void {
    const s = getLocalSettings();
    if (s.sound) {
      const ctx = context();
      if (ctx) {
        beep(ctx, 220, 0, 0.15);
        beep(ctx, 220, 0.22, 0.15);
      }
    }
    if (s.vibration) vibrate([150, 80, 150]);
  },
  /** The shutter sound of a photo taken (the sound setting applies). */
  shutter(): void {
    if (!getLocalSettings().sound) return;
    const ctx = context();
    if (ctx) click(ctx);
  },
};
