/**
 * A match's sound track made up for tests and the videoSync bench: crowd noise (brown-ish rumble, hiss and claps)
 * with referee whistles (a pea whistle's tone near 3.1 kHz, warbling) at known seconds. Seeded, so every run hears the
 * same match.
 */
export type SoundWhistle = { time: number; duration: number; loudness: number };

export function seededRandom(seed: number): () => number {
  let state = seed >>> 0 || 1;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

export function matchSound(
  seconds: number,
  whistles: readonly SoundWhistle[],
  { sampleRate = 8000, seed = 7, crowd = 0.12 } = {},
): Float32Array {
  const random = seededRandom(seed);
  const samples = new Float32Array(Math.ceil(seconds * sampleRate));
  let rumble = 0;
  let clap = 0;
  for (let i = 0; i < samples.length; i++) {
    const white = random() * 2 - 1;
    rumble = 0.995 * rumble + 0.05 * white;
    if (random() < 4 / sampleRate) clap = 0.4 * random();
    clap *= 0.995;
    samples[i] = crowd * (2 * rumble + 0.5 * white) + clap * (random() * 2 - 1);
  }
  for (const whistle of whistles) {
    const start = Math.round(whistle.time * sampleRate);
    const length = Math.round(whistle.duration * sampleRate);
    const pitch = 2900 + 500 * random();
    let phase = 0;
    for (let i = 0; i < length && start + i < samples.length; i++) {
      const t = i / sampleRate;
      // The pea's warble: the pitch wobbles some 30 times a second; the blast swells in and fades out.
      phase += (2 * Math.PI * (pitch + 60 * Math.sin(2 * Math.PI * 30 * t))) / sampleRate;
      const envelope = Math.min(1, t / 0.02, (length - i) / sampleRate / 0.03);
      samples[start + i] = samples[start + i]! + whistle.loudness * envelope * Math.sin(phase);
    }
  }
  return samples;
}
