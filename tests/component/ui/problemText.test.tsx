import { beforeAll, describe, expect, it } from 'vitest';
import { problemText } from '../../../src/app/ui/problemText';
import { problemOf } from '../../../src/data/manage';
import { setProblemWording } from '../../../src/data/manage/problemWording';
import { INUSE, PROBLEMS } from './problemCases';

beforeAll(() => setProblemWording(problemText));

describe('a server problem in English', () => {
  it.each<[keyof typeof PROBLEMS, string]>([
    ['inUse', INUSE],
    ['nameExists', 'A team "FTC" already exists'],
    ['emailExists', 'Email is already in use!'],
    ['validation', 'Validation failed'],
    ['notFound', 'User not found'],
    ['refusedWithReason', 'Line 3: no such quarter'],
    ['matchSigned', 'Match 12 is signed off: its events and possessions are locked until an admin reopens it'],
    ['unreachable', 'The server cannot be reached. Check the connection and try again.'],
    ['bareStatus', 'The server answered 418.'],
  ])('%s reads as the server or the app always said it', (name, text) => {
    expect(problemOf(PROBLEMS[name]).message).toBe(text);
  });

  it.each([
    ['uploadInterrupted', 'The upload was interrupted. Check the connection and try again.'],
    ['uploadCancelled', 'The upload was cancelled.'],
    ['uploadFailed', 'The upload failed (413).'],
  ])('the device’s own %s', (code, text) => {
    expect(problemText({ status: code === 'uploadFailed' ? 413 : 0, code, detail: null, params: null })).toBe(text);
  });
});
