import { screen, within } from '@testing-library/react';
import { beforeAll, expect, it } from 'vitest';
import { DetailForm } from '../../../src/app/events/DetailForm';
import { EVENT_FIELDS } from '../../../src/app/events/detailFields';
import { EventGroups } from '../../../src/app/events/EventGroups';
import { PossessionList } from '../../../src/app/events/PossessionList';
import { activateLanguage } from '../../../src/app/i18n';
import { EventSchema, type MatchEvent, type Possession } from '../../../src/domain/model';
import { renderAt } from '../support/renderAt';

beforeAll(() => activateLanguage('hu'));

const POSSESSION: Possession = {
  uuid: '00000000-0000-4000-8000-000000000001',
  match: { id: 1 },
  team: { id: 10 },
  quarter: 2,
  timeFrom: 500,
  timeTo: 520,
  offense: true,
  extraPlayer: false,
  isRestart: false,
};
/** A shot that still needs review: no outcome and no goal point yet. */
const SHOT: MatchEvent = {
  uuid: '00000000-0000-4000-8000-000000000002',
  possessionUuid: POSSESSION.uuid,
  match: { id: 1 },
  team: { id: 10 },
  quarter: 2,
  time: 510,
  type: 'SHOOT',
  offense: true,
  extraPlayer: false,
  needsReview: true,
  timeEstimated: false,
  playerNumber: 7,
  playersInWater: [1, 3, 7],
  centerPlayers: [3],
  shootSituation: 'CENTER',
  shootFromPoolX: 900,
  shootFromPoolY: 400,
  shootAssistPlayerNumber1: 3,
  shootAssistPosition1: 2,
};

const noop = () => {};

it('a Hungarian scorer reads the event list: possession heading, the shot, its fields and what it still needs', () => {
  renderAt(
    '/1/events',
    <EventGroups
      matchId={1}
      events={[SHOT]}
      possessions={[POSSESSION]}
      openUuids={new Set([SHOT.uuid])}
      ticked={new Set()}
      onToggleOpen={noop}
      onToggleTick={noop}
      onDelete={noop}
    />,
  );
  const group = screen.getByRole('region', { name: '1. TÁMADÁS' });
  expect(within(group).getByRole('button', { expanded: true })).toHaveTextContent('2. negyedLövésEllenőrizendő!');
  expect(within(group).getByRole('checkbox', { name: 'Kijelölés: Lövés' })).toBeInTheDocument();
  const field = (label: string) => within(group).getByText(label, { selector: 'dt' }).nextElementSibling;
  expect(field('Játékos sapkaszáma')).toHaveTextContent('7');
  expect(field('Vízben lévő játékosok')).toHaveTextContent('1, 3 C, 7');
  expect(field('Lövés helyzete')).toHaveTextContent('Center');
  expect(field('1. gólpassz')).toHaveTextContent('#3 (2. poszt)');
  expect(field('Figyelmeztetések')).toHaveTextContent('nincs kimenetel, nincs megadva a lövés célja');
  for (const action of ['Esemény törlése', 'Esemény megnyitása', 'Támadás megnyitása'])
    expect(within(group).getByRole(action === 'Esemény törlése' ? 'button' : 'link', { name: action })).toBeVisible();
});

it('the possession list speaks Hungarian too', () => {
  renderAt(
    '/1/events',
    <PossessionList
      possessions={[POSSESSION]}
      events={[SHOT]}
      selectedUuid={POSSESSION.uuid}
      quarterLength={480}
      onSelect={noop}
      onDelete={noop}
      onUndoLast={noop}
    />,
  );
  expect(screen.getByRole('heading', { name: 'Támadások' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Utolsó támadás visszavonása' })).toBeInTheDocument();
  const row = screen.getByTestId('possession-row');
  expect(within(row).getByRole('button', { name: 'Kijelölés megszüntetése' })).toBeInTheDocument();
  expect(within(row).getByRole('button', { name: 'Támadás törlése' })).toBeInTheDocument();
  expect(within(row).getByTitle('Nincsenek rögzítve a vízben lévő játékosok')).toHaveTextContent('!');
});

it('the event form labels every field in Hungarian and offers Mentés and Mégse', () => {
  renderAt(
    '/1/events/x',
    <DetailForm stored={SHOT} fields={EVENT_FIELDS} schema={EventSchema} onSave={async () => null} onCancel={noop} />,
  );
  expect(screen.getByLabelText('Lövés kimenetele')).toHaveRole('combobox');
  expect(screen.getByLabelText('Emberelőny')).toHaveRole('checkbox');
  expect(screen.getByRole('textbox', { name: 'Vízben lévő játékosok' })).toHaveValue('1, 3, 7');
  // The three cap-list fields (in water, centres, backs) each say how to write them.
  expect(screen.getAllByText('Sapkaszámok vesszővel elválasztva')).toHaveLength(3);
  expect(screen.getByRole('option', { name: 'Lövés' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Mentés' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Mégse' })).toBeInTheDocument();
});
