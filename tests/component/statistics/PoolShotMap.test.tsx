import '../support/autoCleanup';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PoolShotMap } from '../../../src/app/statistics/charts/PoolShotMap';
import type { ShotMap } from '../../../src/domain/stats';
import { poolZoneFractions } from '../../../src/domain/stats/zones';

const points: ShotMap['points'] = [
  {
    matchId: 1,
    eventUuid: '00000000-0000-4000-8000-000000000001',
    x: 1000,
    y: 600,
    outcome: 'goal',
    situation: 'ACTION',
    extraPlayer: false,
    quarter: 1,
    playerKey: null,
  },
];
const map: ShotMap = { points, zones: poolZoneFractions(points) };

function renderMap(poolLength: number | undefined) {
  render(<PoolShotMap map={map} title="Shot map of Alpha" poolLength={poolLength} />);
  return screen.getByRole('img', { name: /^Shot map of Alpha/ });
}

describe("the shot map's far edge follows the pool the shots were taken in", () => {
  it.each<[string, number | undefined, RegExp, string, string, string | null]>([
    [
      'a 25 m pool: the edge is the halfway line, solid, with its white line',
      25,
      /centre 5 to 8 m 1\/1\. 25 m pool: the picture ends at the halfway line\.$/,
      'halfway',
      'Halfway line',
      null,
    ],
    [
      'a 30 m pool: the edge is dashed and faded, at 12.5 m, short of the halfway line',
      30,
      /30 m pool: the picture ends at 12\.5 m, short of the halfway line at 15 m\.$/,
      'continues',
      '12.5 m · halfway line at 15 m',
      '40 30',
    ],
    [
      'matches of pools that differ: the edge goes on and no pool is named',
      undefined,
      /centre 5 to 8 m 1\/1\.$/,
      'continues',
      '12.5 m',
      '40 30',
    ],
  ])('%s', (_case, poolLength, name, farEdge, label, dashes) => {
    const picture = renderMap(poolLength);
    expect(picture).toHaveAccessibleName(name);
    const edge = picture.querySelector('[data-far-edge]');
    expect(edge?.getAttribute('data-far-edge')).toBe(farEdge);
    expect(edge?.querySelector('text')?.textContent).toBe(label);
    expect(within(picture).getByTestId('pool-far-edge').getAttribute('stroke-dasharray')).toBe(dashes);
    expect(within(picture).queryByTestId('halfway-line') !== null).toBe(farEdge === 'halfway');
  });

  it('a pool not known names none', () => {
    expect(renderMap(undefined)).not.toHaveAccessibleName(/m pool/);
  });
});

describe('the shot map’s shots and zones open their clips', () => {
  const shotClip = { href: '/video-analysis?matches=1&team=3&events=a&event=a', label: 'Clip: #5 KovG Goal, Q1' };
  const zoneClip = { href: '/video-analysis?matches=1&team=3&events=a', label: 'Shots from centre 5 to 8 m of Alpha' };

  it('each shot with a clip and each zone figure with clips is a link, reached by Tab, opened in the app', async () => {
    const user = userEvent.setup();
    render(
      <PoolShotMap
        map={map}
        title="Shot map of Alpha"
        clips={{ shot: () => shotClip, zone: (zone) => (zone === 'centre-5to8' ? zoneClip : null) }}
      />,
    );
    // The picture keeps its description; the links are drawn over it.
    expect(screen.getByRole('img', { name: /^Shot map of Alpha/ })).toBeInTheDocument();
    const links = screen.getAllByRole('link');
    expect(links.map((link) => [link.getAttribute('aria-label'), link.getAttribute('href')])).toEqual([
      [zoneClip.label, zoneClip.href],
      [shotClip.label, shotClip.href],
    ]);
    await user.tab();
    expect(screen.getByRole('link', { name: zoneClip.label })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('link', { name: shotClip.label })).toHaveFocus();
    await user.click(screen.getByRole('link', { name: shotClip.label }));
    expect(`${window.location.pathname}${window.location.search}`).toBe(shotClip.href);
  });

  it('without clips (no video, or the live chart) nothing is a link', () => {
    render(<PoolShotMap map={map} title="Shot map of Alpha" clips={{ shot: () => null, zone: () => null }} />);
    expect(screen.queryAllByRole('link')).toEqual([]);
    render(<PoolShotMap map={map} title="Shot map of Beta" />);
    expect(screen.queryAllByRole('link')).toEqual([]);
  });
});
