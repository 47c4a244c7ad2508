import { readdirSync, readFileSync } from 'node:fs';
import { parseMatchScript } from '../../domain/capture/script';
import type { MatchScript } from '../../domain/capture/script/types';

const MATCHES_DIR = new URL('./matches/', import.meta.url);

/** The scripted demo matches (match-script notation, see matches/README.md), in file-name order. */
export function loadDemoScripts(): MatchScript[] {
  return readdirSync(MATCHES_DIR)
    .filter((file) => file.endsWith('.txt'))
    .sort()
    .map((file) => parseMatchScript(readFileSync(new URL(file, MATCHES_DIR), 'utf8')));
}

/** The official play-by-plays shipped with the demo (`*.play-by-play.csv`), the source of event tips. */
export function loadDemoPlayByPlays(): string[] {
  return readdirSync(MATCHES_DIR)
    .filter((file) => file.endsWith('.play-by-play.csv'))
    .sort()
    .map((file) => readFileSync(new URL(file, MATCHES_DIR), 'utf8'));
}
