import type { LivePlay } from '../../domain/live/liveSnapshot';
import { translate, type MessageKey } from '../i18n';

/** Each side's plays are its own doings (the server leaves out the opponent's half of a happening). */
const PLAY_KEYS: Partial<Record<string, MessageKey<'live'>>> = {
  EXCLUSIONFOR: 'play.exclusion',
  PENALTYFOUL: 'play.penaltyFoul',
  BALLLOST: 'play.turnover',
  SWIMOFF: 'play.swimOffWon',
  TIMEOUT: 'play.timeout',
  YELLOW_CARD: 'play.yellowCard',
  RED_CARD: 'play.redCard',
};

const SITUATION_KEYS: Partial<Record<string, MessageKey<'live'>>> = {
  CENTER: 'situation.center',
  COUNTERATTACK: 'situation.counterattack',
  DRIVE: 'situation.drive',
  DIRECT_FREE_THROW: 'situation.freeThrow',
  PENALTY: 'situation.penalty',
  PENALTYSHOOTOUT: 'situation.shootout',
};

function resultKey(play: LivePlay): MessageKey<'live'> {
  switch (play.outcome) {
    case 'GOAL':
      return 'play.goal';
    case 'BLOCKFOR':
    case 'BLOCKAGAINST':
      return 'play.shotBlocked';
    case 'MISSFOR':
    case 'MISSAGAINST':
      return 'play.shotSavedOrMissed';
    default:
      return 'play.shot';
  }
}

function shotWords(play: LivePlay): string {
  const result = translate('live', resultKey(play));
  const situation = play.situation ? SITUATION_KEYS[play.situation] : undefined;
  return situation
    ? translate('live', 'play.withSituation', { result, situation: translate('live', situation) })
    : result;
}

/** What happened, in a spectator's words and language: 'Goal (penalty)', 'Exclusion', 'Time-out'. */
export function livePlayText(play: LivePlay): string {
  if (play.type === 'SHOOT' || play.type === 'SHOOTAGAINST') return shotWords(play);
  const key = PLAY_KEYS[play.type];
  return key ? translate('live', key) : play.type.charAt(0) + play.type.slice(1).toLowerCase().replace(/_/g, ' ');
}
