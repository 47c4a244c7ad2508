import type { LivePlay } from '../../domain/live/liveSnapshot';

/** Each side's plays are its own doings (the server leaves out the opponent's half of a happening). */
const PLAY_WORDS: Partial<Record<string, string>> = {
  EXCLUSIONFOR: 'Exclusion',
  PENALTYFOUL: 'Penalty foul',
  BALLLOST: 'Turnover',
  SWIMOFF: 'Swim-off won',
  TIMEOUT: 'Time-out',
  YELLOW_CARD: 'Yellow card',
  RED_CARD: 'Red card',
};

const SITUATION_WORDS: Partial<Record<string, string>> = {
  CENTER: 'centre',
  COUNTERATTACK: 'counterattack',
  DRIVE: 'drive',
  DIRECT_FREE_THROW: 'free throw',
  PENALTY: 'penalty',
  PENALTYSHOOTOUT: 'shootout',
};

function shotWords(play: LivePlay): string {
  const result =
    play.outcome === 'GOAL'
      ? 'Goal'
      : play.outcome === 'BLOCKFOR' || play.outcome === 'BLOCKAGAINST'
        ? 'Shot blocked'
        : play.outcome === 'MISSFOR' || play.outcome === 'MISSAGAINST'
          ? 'Shot saved or missed'
          : 'Shot';
  const situation = play.situation ? SITUATION_WORDS[play.situation] : undefined;
  return situation ? `${result} (${situation})` : result;
}

/** What happened, in a spectator's words: 'Goal (penalty)', 'Exclusion', 'Time-out'. */
export function livePlayText(play: LivePlay): string {
  if (play.type === 'SHOOT' || play.type === 'SHOOTAGAINST') return shotWords(play);
  return PLAY_WORDS[play.type] ?? play.type.charAt(0) + play.type.slice(1).toLowerCase().replace(/_/g, ' ');
}
