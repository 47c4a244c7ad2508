import '../support/autoCleanup';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ClipTimeline } from '../../../src/app/video/clips/ClipTimeline';
import { PlaylistList } from '../../../src/app/video/clips/PlaylistList';
import { useVideoShortcuts } from '../../../src/app/video/player/useVideoShortcuts';
import type { VideoSlot } from '../../../src/app/video/videoSlot';
import type { MatchEvent } from '../../../src/domain/model';
import { buildPlaylist, EMPTY_CLIP_FILTER, timelineOf, type VideoAction } from '../../../src/domain/video';

const slot: VideoSlot = {
  key: '1:all',
  match: { id: 1, name: 'Sharks v Mariners' },
  quarter: null,
  server: null,
  local: null,
};
const event = (n: number, fields: Partial<MatchEvent>): MatchEvent =>
  ({
    uuid: `00000000-0000-4000-8000-00000000000${n}`,
    match: { id: 1 },
    team: { id: 10 },
    quarter: 1,
    time: 60 * n,
    type: 'SHOOT',
    offense: true,
    extraPlayer: false,
    videoTime: 90 * n,
    needsReview: false,
    ...fields,
  }) as MatchEvent;
const events = [
  event(1, { shootOutcome: 'GOAL', shootSituation: 'ACTION', playerNumber: 7 }),
  event(2, { type: 'BALLLOST', turnOverType: 'BAD_PASS', playerNumber: 4, needsReview: true }),
  event(3, { quarter: 2, time: 600, shootOutcome: 'MISSAGAINST', playerNumber: 7 }),
];
const { clips } = buildPlaylist({
  events,
  videos: [slot],
  filter: { ...EMPTY_CLIP_FILTER, matches: [1] },
  rolls: { pre: null, post: null },
});

function Shortcuts({
  onAction,
  isDialogOpen = false,
}: {
  onAction: (action: VideoAction) => void;
  isDialogOpen?: boolean;
}) {
  useVideoShortcuts(onAction, isDialogOpen);
  return (
    <div>
      <input aria-label="Pre-roll" />
      <button type="button">Focusable</button>
    </div>
  );
}

describe('reviewing a playlist', () => {
  it('lists the clips in order, marks the current one and opens a clip on click', async () => {
    const onSelect = vi.fn();
    render(<PlaylistList clips={clips} current={1} onSelect={onSelect} playerName={() => 'KovG'} showMatch={false} />);
    const rows = screen.getAllByRole('button');
    expect(rows.map((row) => row.textContent)).toEqual([
      '1Shot: Goal (Action)Q1 7:00 · video 1:30 · #7 KovG',
      '2Turnover (Bad pass)Needs review!Q1 6:00 · video 3:00 · #4 KovG',
      '3Shot: Miss, ball lostQ2 6:00 · video 4:30 · #7 KovG',
    ]);
    expect(rows[1]).toHaveAttribute('aria-current', 'true');
    await userEvent.click(rows[2]!);
    expect(onSelect).toHaveBeenCalledWith(2);
  });

  it('marks the current quarter’s clips on the timeline, and a mark opens its clip', async () => {
    const onSelect = vi.fn();
    const timeline = timelineOf(clips, 0, events, 540);
    render(
      <ClipTimeline timeline={timeline} quarter={1} time={85} onSelect={onSelect} describe={(i) => `clip ${i}`} />,
    );
    const marks = screen.getByRole('group', { name: 'Clips of Q1 on the video' }).querySelectorAll('button');
    expect([...marks].map((mark) => mark.getAttribute('aria-label'))).toEqual(['Clip 1: clip 0', 'Clip 2: clip 1']);
    expect(marks[0]).toHaveAttribute('aria-current', 'true');
    await userEvent.click(marks[1]!);
    expect(onSelect).toHaveBeenCalledWith(1);
  });

  it('keys act on the page, not while typing in a field, and only ? passes while a dialog is open', async () => {
    const onAction = vi.fn();
    const { rerender } = render(<Shortcuts onAction={onAction} />);
    await userEvent.keyboard('l[[ ?');
    await userEvent.click(screen.getByRole('textbox', { name: 'Pre-roll' }));
    await userEvent.keyboard('lj');
    screen.getByRole('button', { name: 'Focusable' }).focus();
    await userEvent.keyboard('{ArrowLeft}');
    rerender(<Shortcuts onAction={onAction} isDialogOpen />);
    screen.getByRole('button', { name: 'Focusable' }).focus();
    await userEvent.keyboard('l?');
    expect(onAction.mock.calls.map(([action]) => action)).toEqual([
      'nextClip',
      'slower',
      'togglePlay',
      'help',
      'previousClip',
      'help',
    ]);
  });
});
