import '../support/autoCleanup';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ClipFilters } from '../../../src/app/video/clips/ClipFilters';
import { clipFilterOptions } from '../../../src/app/video/clips/clipFilterOptions';
import { VideoFileButton } from '../../../src/app/video/VideoFileButton';
import type { MatchPlayerRow } from '../../../src/data/db';
import type { VideoMatch } from '../../../src/data/video';
import type { MatchEvent } from '../../../src/domain/model';
import { EMPTY_CLIP_FILTER, type ClipFilter } from '../../../src/domain/video';

afterEach(() => {
  delete (window as { showOpenFilePicker?: unknown }).showOpenFilePicker;
});

describe('choosing a video file on this device', () => {
  it('where the browser has a file picker, only the handle of the chosen video is passed on', async () => {
    const handle = { kind: 'file', name: 'final.mp4' } as unknown as FileSystemFileHandle;
    const picker = vi.fn(async () => [handle]);
    Object.assign(window, { showOpenFilePicker: picker });
    const onPick = vi.fn();
    render(<VideoFileButton onPick={onPick} />);
    await userEvent.click(screen.getByRole('button', { name: 'Choose a video file…' }));
    expect(onPick).toHaveBeenCalledWith({ handle });
    expect(picker).toHaveBeenCalledWith(
      expect.objectContaining({
        multiple: false,
        types: [expect.objectContaining({ accept: expect.objectContaining({ 'video/*': expect.any(Array) }) })],
      }),
    );
  });

  it('closing the picker keeps nothing', async () => {
    Object.assign(window, { showOpenFilePicker: async () => Promise.reject(new DOMException('closed', 'AbortError')) });
    const onPick = vi.fn();
    render(<VideoFileButton onPick={onPick} />);
    await userEvent.click(screen.getByRole('button', { name: 'Choose a video file…' }));
    expect(onPick).not.toHaveBeenCalled();
  });

  it('without a file picker (Firefox, Safari) the file input passes the File itself', async () => {
    const onPick = vi.fn();
    render(<VideoFileButton onPick={onPick} />);
    expect(screen.queryByRole('button')).toBeNull();
    const file = new File(['clip'], 'final.webm', { type: 'video/webm' });
    await userEvent.upload(screen.getByLabelText('Choose a video file…'), file);
    expect(onPick).toHaveBeenCalledWith({ file });
  });
});

describe('the Player filter names a player of one team', () => {
  const match: VideoMatch = {
    match: {
      id: 1,
      name: 'Sharks - Mariners',
      team1: { id: 10, name: 'Sharks' },
      team2: { id: 20, name: 'Mariners' },
      status: 'ENDED',
      date: null,
    },
    videos: [],
    localVideos: [],
  };
  const shot = (team: number, cap: number) =>
    ({ match: { id: 1 }, team: { id: team }, playerNumber: cap, type: 'SHOOT' }) as MatchEvent;
  const events = [shot(10, 7), shot(10, 4), shot(20, 7), shot(20, 9)];
  const player = (team: number, cap: number, lastName: string) =>
    ({
      match: { id: 1 },
      team: { id: team },
      cap,
      player: { id: team * 100 + cap, firstName: 'A', lastName },
    }) as MatchPlayerRow;
  const matchPlayers = [
    player(10, 7, 'Kovacs'),
    player(10, 4, 'Novak'),
    player(20, 7, 'Smith'),
    player(20, 9, 'Jones'),
  ];

  function renderFilters(filter: Partial<ClipFilter>) {
    const full = { ...EMPTY_CLIP_FILTER, matches: [1], ...filter };
    const options = clipFilterOptions([match], [1], full.team, events, matchPlayers);
    render(
      <ClipFilters
        filter={full}
        rolls={{ pre: null, post: null }}
        options={options}
        onFilter={() => {}}
        onRolls={() => {}}
      />,
    );
    return screen.getByLabelText('Player', { selector: 'select' });
  }

  it('waits for a team: disabled, and a cap in the URL without a team is not shown as chosen', () => {
    const select = renderFilters({ player: 7 });
    expect(select).toBeDisabled();
    expect(select).toHaveValue('');
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Choose a team first']);
  });

  it('lists the chosen team’s caps with their names', () => {
    const select = renderFilters({ team: 20, player: 7 });
    expect(select).toBeEnabled();
    expect(select).toHaveValue('7');
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All players', '#7 SmiA', '#9 JonA']);
  });
});
