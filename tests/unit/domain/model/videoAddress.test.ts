import * as v from 'valibot';
import { describe, expect, test } from 'vitest';
import { MatchVideoSchema, VIDEO_ADDRESS_MESSAGE } from '../../../../src/domain/model';
import { isHttpAddress } from '../../../../src/domain/model/isHttpAddress';

describe('a match video plays only from an http(s) address', () => {
  test.each([
    ['https://videos.example.org/q1.mp4', true],
    ['http://192.168.1.20:8000/final.webm', true],
    ['HTTPS://VIDEOS.EXAMPLE.ORG/Q1.MP4', true],
    ['/demo/match-clock.webm', true],
    ['videos/1/3-abc.mp4', true],
    ['//cdn.example.org/a.mp4', true],
    ['', true],
    ['javascript:alert(document.domain)', false],
    ['  JavaScript:alert(1)', false],
    ['java\tscript:alert(1)', false],
    ['data:text/html,<script>alert(1)</script>', false],
    ['blob:https://example.org/1f0c', false],
    ['file:///etc/passwd', false],
    ['vbscript:msgbox(1)', false],
  ])('%j → %s', (address, isAllowed) => {
    expect(isHttpAddress(address)).toBe(isAllowed);
  });

  test('the match video schema names the field and the rule', () => {
    const result = v.safeParse(MatchVideoSchema, { match: { id: 1 }, videoUrl: 'javascript:alert(1)' });
    expect(result.success).toBe(false);
    expect(result.issues?.map((issue) => [issue.path?.map((p) => p.key).join('.'), issue.message])).toEqual([
      ['videoUrl', VIDEO_ADDRESS_MESSAGE],
    ]);
  });
});
