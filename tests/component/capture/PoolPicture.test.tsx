import '../support/autoCleanup';
import { render, screen, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { PoolPicture } from '../../../src/app/capture/event/PoolPicture';
import { activateLanguage } from '../../../src/app/i18n';

function renderPicture(poolLength: number | undefined) {
  render(<PoolPicture x={1000} y={500} onPick={vi.fn()} poolLength={poolLength} />);
  return screen.getByTestId('pool-picture');
}

/** What the far edge of the picture (12.5 m) is drawn as. */
const farEdgeOf = (picture: HTMLElement) => picture.querySelector('[data-far-edge]')?.getAttribute('data-far-edge');
const edgeLabelOf = (picture: HTMLElement) => picture.querySelector('[data-far-edge] text')?.textContent;

describe("the capture pool picture follows the league's pool", () => {
  it.each<[string, number | undefined, string, string, string, boolean]>([
    [
      'a 25 m pool: the far edge is the halfway line, solid and white',
      25,
      '25 m pool, up to the halfway line: tap where the shot was taken from',
      'halfway',
      'Halfway line',
      false,
    ],
    [
      'a 30 m pool: the picture goes on past its 12.5 m edge, the halfway line is beyond it',
      30,
      '30 m pool, up to 12.5 m (the halfway line is at 15 m): tap where the shot was taken from',
      'continues',
      '12.5 m · halfway line at 15 m',
      true,
    ],
    [
      'a pool not known: the picture goes on and names no pool',
      undefined,
      'Pool: tap where the shot was taken from',
      'continues',
      '12.5 m',
      true,
    ],
  ])('%s', (_case, poolLength, name, farEdge, label, isEdgeDashed) => {
    const picture = renderPicture(poolLength);
    expect(screen.getByRole('img', { name })).toBe(picture);
    expect(farEdgeOf(picture)).toBe(farEdge);
    expect(edgeLabelOf(picture)).toBe(label);
    expect(within(picture).queryByTestId('halfway-line') !== null).toBe(farEdge === 'halfway');
    expect(picture.getAttribute('class')?.includes('[border-bottom-style:dashed]')).toBe(isEdgeDashed);
  });

  it.each([25, 30, undefined])('keeps the coordinates of the attacked half in a pool of %s m', (poolLength) => {
    expect(renderPicture(poolLength)).toHaveAttribute('viewBox', '0 0 2000 1250');
  });

  it('draws the halfway line across the whole width at the far edge of a 25 m pool', () => {
    const line = within(renderPicture(25)).getByTestId('halfway-line');
    expect(line).toHaveAttribute('fill', 'white');
    expect(line).toHaveAttribute('width', '2000');
    expect(Number(line.getAttribute('y')) + Number(line.getAttribute('height'))).toBe(1250);
  });
});

describe('in Hungarian', () => {
  beforeAll(() => activateLanguage('hu'));
  afterAll(() => activateLanguage('en'));

  it.each([
    [25, '25 m-es medence, a félpályavonalig: koppints oda, ahonnan a lövés jött', 'Félpályavonal'],
    [
      30,
      '30 m-es medence, 12,5 m-ig (a félpályavonal 15 m-nél van): koppints oda, ahonnan a lövés jött',
      '12,5 m · félpályavonal 15 m-nél',
    ],
  ])('a %s m pool is named with the Hungarian decimal mark', (poolLength, name, label) => {
    const picture = renderPicture(poolLength);
    expect(screen.getByRole('img', { name })).toBe(picture);
    expect(edgeLabelOf(picture)).toBe(label);
  });
});
