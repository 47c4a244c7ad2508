import { describe, expect, it } from 'vitest';
import {
  captureErrorMessage,
  enumLabel,
  eventWords,
  possessionOutcomeLabel,
  refusalMessage,
  warningMessage,
} from '../../../src/app/capture/captureWords';
import { type CaptureWarning, WARNINGS } from '../../../src/domain/capture';

describe('the engine’s codes in English words, as the spec writes them', () => {
  it.each<[CaptureWarning | string, string]>([
    [WARNINGS.tooManyPlayers, 'More than 7 players are in the water.'],
    [WARNINGS.playerNotInWater(12), 'Player #12 is not in the water.'],
    [WARNINGS.assistIsShooter, 'An assist player cannot be the shooter.'],
    [WARNINGS.samePosts, 'Post 1 and Post 2 cannot be the same player.'],
    [WARNINGS.beyondQuarter, "The time is beyond the quarter's end."],
    [WARNINGS.noTimeoutsLeft(2), 'No time-outs left: the league allows 2 per match.'],
    ['A sentence kept on the device from before', 'A sentence kept on the device from before'],
  ])('warning %j', (warning, text) => expect(warningMessage(warning)).toBe(text));

  it.each([
    ['noEventToUndo', 'No event to undo'],
    ['selectAPossessionFirst', 'Select a possession first.'],
    ['cardNeedsPerson', 'Choose the player or the official who was shown the card.'],
  ] as const)('error %s', (error, text) => expect(captureErrorMessage(error)).toBe(text));

  it.each([
    [WARNINGS.playerNotInWater(4), 'Player #4 is not in the water.'],
    ['cannotSaveYet', 'The event cannot be saved yet.'],
  ] as const)('an edited event refused for %j', (refusal, text) => expect(refusalMessage(refusal)).toBe(text));

  it.each([
    ['shotClock', 'Shot clock'],
    ['ballLost', 'Ball lost'],
    ['swimOff', 'Swimoff'],
  ] as const)('possession outcome %s', (outcome, text) => expect(possessionOutcomeLabel(outcome)).toBe(text));

  it.each([
    ['BAD_PASS', 'Bad pass'],
    ['MISSFOR', 'Missfor'],
    ['SHOOTAGAINST', 'Shootagainst'],
    ['M_DROP', 'M drop'],
    ['SOME_NEW_CODE', 'Some new code'],
  ])('enum %s', (code, text) => expect(enumLabel(code)).toBe(text));
});

describe('events named by the team of each player, not by the ball’s side', () => {
  it.each<[string, Parameters<typeof eventWords>[0], string]>([
    [
      'ours excluded',
      { type: 'EXCLUSIONFOR', playerNumber: 4, opponentPlayerNumber: 7 },
      '#4 excluded, drawn by their #7',
    ],
    ['ours excluded, drawer unknown', { type: 'EXCLUSIONFOR', playerNumber: 4 }, '#4 excluded'],
    [
      'theirs excluded',
      { type: 'EXCLUSIONAGAINST', playerNumber: 6, opponentPlayerNumber: 9 },
      'Their #9 excluded, drawn by #6',
    ],
    [
      'theirs excluded, drawn by nobody named',
      { type: 'EXCLUSIONAGAINST', opponentPlayerNumber: 9 },
      'Their #9 excluded',
    ],
    [
      'theirs excluded, cap unknown',
      { type: 'EXCLUSIONAGAINST', playerNumber: 6 },
      'Their player excluded, drawn by #6',
    ],
    [
      'our penalty foul',
      { type: 'PENALTYFOUL', playerNumber: 2, opponentPlayerNumber: 11 },
      'Penalty foul by #2, on their #11',
    ],
    [
      'their penalty foul',
      { type: 'PENALTYFOULAGAINST', opponentPlayerNumber: 3, playerNumber: 5 },
      'Penalty foul by their #3, on #5',
    ],
    ['their penalty foul, nobody named', { type: 'PENALTYFOULAGAINST', playerNumber: null }, 'Penalty foul by them'],
    [
      'their shot, saved',
      { type: 'SHOOTAGAINST', playerNumber: 1, opponentPlayerNumber: 9, shootOutcome: 'MISSFOR', shootResult: 'SAVED' },
      'Shoot against by their #9 Saved',
    ],
    [
      'their shot, shooter unknown',
      { type: 'SHOOTAGAINST', playerNumber: 1, shootOutcome: 'GOAL' },
      'Shoot against #1 Goal',
    ],
    [
      'ball lost to their player',
      { type: 'BALLLOST', playerNumber: 3, opponentPlayerNumber: 8 },
      'Ball lost #3, their #8',
    ],
    ['ball gained from their player', { type: 'BALLGAINED', opponentPlayerNumber: 8 }, 'Ball gained, their #8'],
    ['their swim-off', { type: 'SWIMOFFAGAINST', opponentPlayerNumber: 10 }, 'Swimoff won by their #10'],
    ['our shot', { type: 'SHOOT', playerNumber: 5, shootOutcome: 'GOAL' }, 'Shoot #5 Goal'],
  ])('%s', (_, event, text) => expect(eventWords({ shootOutcome: null, ...event })).toBe(text));
});
