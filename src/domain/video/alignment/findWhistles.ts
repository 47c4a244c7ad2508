/** A referee's whistle heard in a video's sound: its onset (seconds of the video) and how long it lasted. */
export type Whistle = { time: number; duration: number };

export type WhistleOptions = {
  /** The band a pea whistle sounds in (its fundamental, about 2.5–4 kHz for the usual models). */
  lowHz?: number;
  highHz?: number;
  /** Shortest blast counted: a click or a splash is shorter. */
  minSeconds?: number;
  /** Told the share of the track heard so far, now and then (a long match takes seconds). */
  onProgress?: (fraction: number) => void;
};

const FRAME = 512;
const HOP = 256;
/** Share of a frame's energy inside the band, and how far its strongest bin stands above the band's median. */
const MIN_BAND_SHARE = 0.45;
const MIN_PEAK_OVER_MEDIAN = 12;
/** How often progress is told, in frames (some 8 s of sound at 8 kHz). */
const PROGRESS_FRAMES = 256;

/** In-place radix-2 FFT of a real frame (imaginary part zero); answers the power of bins 0…n/2. */
function powerSpectrum(re: Float64Array, im: Float64Array): Float64Array {
  const n = re.length;
  for (let i = 1, j = 0; i < n; i++) {
    let bit = n >> 1;
    for (; j & bit; bit >>= 1) j ^= bit;
    j ^= bit;
    if (i < j) {
      [re[i], re[j]] = [re[j]!, re[i]!];
      [im[i], im[j]] = [im[j]!, im[i]!];
    }
  }
  for (let size = 2; size <= n; size <<= 1) {
    const angle = (-2 * Math.PI) / size;
    const wRe = Math.cos(angle);
    const wIm = Math.sin(angle);
    for (let start = 0; start < n; start += size) {
      let curRe = 1;
      let curIm = 0;
      for (let k = 0; k < size / 2; k++) {
        const a = start + k;
        const b = a + size / 2;
        const tRe = re[b]! * curRe - im[b]! * curIm;
        const tIm = re[b]! * curIm + im[b]! * curRe;
        re[b] = re[a]! - tRe;
        im[b] = im[a]! - tIm;
        re[a] = re[a]! + tRe;
        im[a] = im[a]! + tIm;
        const nextRe = curRe * wRe - curIm * wIm;
        curIm = curRe * wIm + curIm * wRe;
        curRe = nextRe;
      }
    }
  }
  const power = new Float64Array(n / 2 + 1);
  for (let i = 0; i <= n / 2; i++) power[i] = re[i]! * re[i]! + im[i]! * im[i]!;
  return power;
}

const HANN = Float64Array.from({ length: FRAME }, (_, i) => 0.5 - 0.5 * Math.cos((2 * Math.PI * i) / (FRAME - 1)));

/** Whether one frame sounds like a whistle: most of its energy in the band, and one tone standing out there. */
function isWhistleFrame(power: Float64Array, lowBin: number, highBin: number): boolean {
  let total = 0;
  for (let i = 1; i < power.length; i++) total += power[i]!;
  if (total <= 0) return false;
  const band = Array.from(power.subarray(lowBin, highBin + 1));
  const inBand = band.reduce((sum, value) => sum + value, 0);
  if (inBand / total < MIN_BAND_SHARE) return false;
  const sorted = [...band].sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)]!;
  return sorted.at(-1)! > MIN_PEAK_OVER_MEDIAN * Math.max(median, Number.MIN_VALUE);
}

/**
 * The whistles in a mono sound track (`samples` at `sampleRate`, at least 8 kHz; 16 kHz is plenty): frames of 512
 * samples, every 256, whose energy lies mostly in the whistle's band with one tone standing out, joined into blasts
 * (a one-frame gap bridged) at least `minSeconds` long. Broadband crowd noise, splashes and voices fail the first
 * test, a hum or music below the band the second. Pure, so it runs in a worker, in the bench and in tests alike.
 */
export function findWhistles(samples: Float32Array, sampleRate: number, options: WhistleOptions = {}): Whistle[] {
  const { lowHz = 2200, highHz = 4500, minSeconds = 0.12, onProgress } = options;
  const binHz = sampleRate / FRAME;
  const lowBin = Math.max(1, Math.round(lowHz / binHz));
  const highBin = Math.min(FRAME / 2, Math.round(highHz / binHz));
  const frameSeconds = HOP / sampleRate;
  const re = new Float64Array(FRAME);
  const im = new Float64Array(FRAME);
  const whistles: Whistle[] = [];
  let runStart = -1;
  let lastHit = -2;
  const close = (end: number) => {
    const duration = (end - runStart + 1) * frameSeconds + (FRAME - HOP) / sampleRate;
    if (duration >= minSeconds) whistles.push({ time: round(runStart * frameSeconds), duration: round(duration) });
    runStart = -1;
  };
  const frames = Math.max(0, Math.floor((samples.length - FRAME) / HOP) + 1);
  for (let frame = 0; frame < frames; frame++) {
    if (onProgress && frame % PROGRESS_FRAMES === 0) onProgress(frame / frames);
    const offset = frame * HOP;
    for (let i = 0; i < FRAME; i++) {
      re[i] = samples[offset + i]! * HANN[i]!;
      im[i] = 0;
    }
    if (isWhistleFrame(powerSpectrum(re, im), lowBin, highBin)) {
      if (runStart < 0 || frame - lastHit > 2) {
        if (runStart >= 0) close(lastHit);
        runStart = frame;
      }
      lastHit = frame;
    }
  }
  if (runStart >= 0) close(lastHit);
  return whistles;
}

const round = (seconds: number) => Math.round(seconds * 1000) / 1000;
