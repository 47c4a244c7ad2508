import { describe, expect, it } from 'vitest';
import {
  captureErrorMessage,
  enumLabel,
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
