import '../support/autoCleanup';
import { act, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { activateLanguage } from '../../../src/app/i18n';
import { ClipDetails } from '../../../src/app/video/clips/ClipDetails';
import { ClipFilters } from '../../../src/app/video/clips/ClipFilters';
import { clipFilterOptions } from '../../../src/app/video/clips/clipFilterOptions';
import { PlayerControls } from '../../../src/app/video/player/PlayerControls';
import { PlaylistList } from '../../../src/app/video/clips/PlaylistList';
import { playlistWords } from '../../../src/app/video/clips/playlistWords';
import { ShortcutsHelp } from '../../../src/app/video/player/ShortcutsHelp';
import { translateVideo } from '../../../src/app/video/translateVideo';
import type { ClipPlayback } from '../../../src/app/video/player/useClipPlayback';
import type { VideoSlot } from '../../../src/app/video/videoSlot';
import type { VideoMatch } from '../../../src/data/video';
import type { MatchEvent } from '../../../src/domain/model';
import { buildPlaylist, EMPTY_CLIP_FILTER, playlistCsv } from '../../../src/domain/video';
import { clipEvent, csvPlaylist, MATCH } from '../../unit/domain/video/videoBuilders';

const slot: VideoSlot = {
  key: `${MATCH}:all`,
  match: { id: MATCH, name: 'Ferencváros - Szolnok' },
  quarter: null,
  server: null,
  local: null,
};
const events: MatchEvent[] = [
  clipEvent('SHOOT', { shootOutcome: 'GOAL', shootSituation: 'ACTION', extraPlayer: true, playerNumber: 7, time: 120 }),
  clipEvent('EXCLUSIONAGAINST', {
    exclusionType: 'NORMAL',
    playerNumber: 4,
    time: 200,
    videoTime: 180,
    needsReview: true,
  }),
  clipEvent('SWIMOFF', { quarter: 2, time: 480, videoTime: 600 }),
];
const { clips } = buildPlaylist({
  events,
  videos: [slot],
  filter: { ...EMPTY_CLIP_FILTER, matches: [MATCH] },
  rolls: { pre: null, post: null },
});
const playlist = () => (
  <PlaylistList clips={clips} current={0} onSelect={() => {}} playerName={() => 'KovG'} showMatch={false} />
);

describe('the video analysis screen in Hungarian', () => {
  it('a switch of language rewords the playlist at once', async () => {
    render(playlist());
    expect(screen.getByRole('list', { name: 'Playlist' })).toHaveTextContent('Shot: Goal (Action, man-up)');
    await act(() => activateLanguage('hu'));
    const list = screen.getByRole('list', { name: 'Lejátszási lista' });
    expect(
      within(list)
        .getAllByRole('button')
        .map((row) => row.textContent),
    ).toEqual([
      '1Lövés: Gól (Akció, emberelőny)1. negyed 6:00 · videó 1:30 · #7 KovG',
      '2Kiharcolt kiállítás (Normál)Ellenőrizendő!1. negyed 4:40 · videó 3:00 · #4 KovG',
      '3Megnyert ráúszás2. negyed 8:00 · videó 10:00',
    ]);
  });

  it('names the filters and their choices in Hungarian', () => {
    const match: VideoMatch = {
      match: {
        id: MATCH,
        name: 'Ferencváros - Szolnok',
        team1: { id: 1, name: 'Ferencváros' },
        team2: { id: 2, name: 'Szolnok' },
        date: null,
      },
      videos: [],
      localVideos: [],
    } as unknown as VideoMatch;
    const filter = { ...EMPTY_CLIP_FILTER, matches: [MATCH] };
    render(
      <ClipFilters
        filter={filter}
        rolls={{ pre: null, post: null }}
        options={clipFilterOptions([match], [MATCH], null, events, [])}
        onFilter={() => {}}
        onRolls={() => {}}
      />,
    );
    const optionsOf = (label: string) =>
      within(screen.getByLabelText(label, { selector: 'select' }))
        .getAllByRole('option')
        .map((option) => option.textContent);
    expect(optionsOf('Csapat')).toEqual(['Mindkét csapat', 'Ferencváros', 'Szolnok']);
    expect(optionsOf('Játékos')).toEqual(['Előbb válassz csapatot']);
    expect(optionsOf('Eseménytípus')).toEqual(expect.arrayContaining(['Lövés', 'Kiharcolt kiállítás', 'Időkérés']));
    expect(optionsOf('Kimenetel')).toContain('Gól');
    expect(optionsOf('Negyed')).toEqual([
      'Minden negyed',
      '1. negyed',
      '2. negyed',
      '3. negyed',
      '4. negyed',
      'Ötméterespárbaj',
    ]);
    expect(optionsOf('Emberelőny / emberhátrány')).toEqual(['Bármilyen létszám', 'Emberelőny', 'Emberhátrány']);
    expect(screen.getByRole('checkbox', { name: 'Ellenőrizendő' })).not.toBeChecked();
    expect(screen.getByText(/^Üresen: lövésnél 8 mp előtte/)).toBeInTheDocument();
  });

  it('labels the player controls and the current clip in Hungarian', () => {
    const playback = {
      index: 0,
      isPlaying: false,
      isLoop: true,
      isAutoplay: true,
      rate: 0.5,
      previous: vi.fn(),
      next: vi.fn(),
      togglePlay: vi.fn(),
      stepFrame: vi.fn(),
      setRate: vi.fn(),
      toggleLoop: vi.fn(),
      setAutoplay: vi.fn(),
    } as unknown as ClipPlayback;
    render(
      <>
        <PlayerControls playback={playback} count={clips.length} onHelp={() => {}} />
        <ClipDetails
          clip={clips[0]!}
          teamName={(id) => (id === 1 ? 'Ferencváros' : 'Szolnok')}
          playerName="KovG"
          teams={{ team1: 1, team2: 2 }}
          score={{ team1: 1, team2: 0, shootout: { team1: 4, team2: 3 } }}
          override={undefined}
          onOverride={() => {}}
        />
      </>,
    );
    const toolbar = screen.getByRole('toolbar', { name: 'Lejátszó vezérlői' });
    expect(within(toolbar).getByRole('button', { name: 'Lejátszás (szóköz)' })).toBeEnabled();
    expect(within(toolbar).getByRole('button', { name: 'Klip ismétlése (R)' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(toolbar).getByRole('combobox', { name: 'Sebesség' })).toHaveDisplayValue('0,5×');
    const details = screen.getByRole('region', { name: 'Aktuális klip' });
    expect(within(details).getByTestId('clip-title')).toHaveTextContent('Lövés: Gól (Akció, emberelőny)');
    expect(within(details).getByTestId('clip-score')).toHaveTextContent(
      'Ferencváros 1–0 Szolnok (ötméterespárbaj 4–3)',
    );
    expect(within(details).getByLabelText('Klip – előtte (mp)')).toHaveAttribute('placeholder', '8');
  });

  it('lists the keyboard shortcuts in Hungarian', () => {
    render(<ShortcutsHelp open onClose={() => {}} />);
    const help = screen.getByRole('dialog', { name: 'Billentyűparancsok' });
    expect(within(help).getByRole('rowheader', { name: 'Szóköz vagy K' })).toBeInTheDocument();
    expect(within(help).getByText('Lejátszás vagy szünet')).toBeInTheDocument();
    expect(within(help).getByText('Lassabban (legfeljebb 0,5×)')).toBeInTheDocument();
  });

  it('exports the playlist CSV with Hungarian headings and events', () => {
    const { clips: csvClips, names } = csvPlaylist();
    const [header, goal] = playlistCsv(csvClips, names, playlistWords(translateVideo)).split('\r\n');
    expect(header).toBe('\uFEFFMérkőzés,Csapat,Negyed,Idő,Videóidő,Esemény,Játékos,Klip kezdete,Klip vége');
    expect(goal).toBe(
      '"Sharks v ""Mariners"", final",Sharks,2. negyed,6:25,2:05,"Lövés: Gól (Akció, emberelőny)",#7 KovG,1:57,2:08',
    );
  });
});
