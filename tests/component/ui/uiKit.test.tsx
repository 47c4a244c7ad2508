import '../support/autoCleanup';
import '../support/resizeObserver';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { expect, it, vi } from 'vitest';
import { Combobox } from '../../../src/app/ui/Combobox';
import { Menu } from '../../../src/app/ui/Menu';
import { Table } from '../../../src/app/ui/Table';
import { Tabs } from '../../../src/app/ui/Tabs';

type Match = { id: number; name: string };
const MATCHES: Match[] = [
  { id: 1, name: 'Ferencváros v Recco' },
  { id: 2, name: 'Olympiacos v Novi Beograd' },
];

function MatchPicker({ onPick }: { onPick: (match: Match | null) => void }) {
  const [query, setQuery] = useState('');
  const [value, setValue] = useState<Match | null>(null);
  const items = MATCHES.filter((m) => m.name.toLowerCase().includes(query.toLowerCase()));
  return (
    <Combobox
      label="Match"
      items={items}
      value={value}
      onChange={(match) => {
        setValue(match);
        onPick(match);
      }}
      onQueryChange={setQuery}
      displayValue={(m) => m.name}
      itemKey={(m) => m.id}
    />
  );
}

it('the combobox filters by what is typed and yields the picked item', async () => {
  const user = userEvent.setup();
  const onPick = vi.fn();
  render(<MatchPicker onPick={onPick} />);
  await user.type(screen.getByRole('combobox', { name: 'Match' }), 'olymp');
  const options = await screen.findAllByRole('option');
  expect(options.map((o) => o.textContent)).toEqual(['Olympiacos v Novi Beograd']);
  await user.keyboard('{ArrowDown}{Enter}');
  expect(onPick).toHaveBeenCalledWith(MATCHES[1]);
  expect(screen.getByRole('combobox', { name: 'Match' })).toHaveValue('Olympiacos v Novi Beograd');
});

it('tabs switch with the arrow keys and report the index', async () => {
  const user = userEvent.setup();
  const onChange = vi.fn();
  render(
    <Tabs
      onChange={onChange}
      tabs={[
        { label: 'Box score', content: <p>box</p> },
        { label: 'Shot map', content: <p>shots</p> },
      ]}
    />,
  );
  await user.click(screen.getByRole('tab', { name: 'Box score' }));
  await user.keyboard('{ArrowRight}');
  expect(screen.getByRole('tab', { name: 'Shot map' })).toHaveAttribute('aria-selected', 'true');
  expect(screen.getByRole('tabpanel')).toHaveTextContent('shots');
  expect(onChange).toHaveBeenLastCalledWith(1);
});

it('the table names its columns and says when it is empty', () => {
  const columns = [{ header: 'Name', cell: (m: Match) => m.name }];
  const view = render(<Table caption="Ongoing matches" columns={columns} rows={MATCHES} rowKey={(m) => m.id} />);
  expect(screen.getByRole('table', { name: 'Ongoing matches' })).toBeInTheDocument();
  expect(screen.getAllByRole('row')).toHaveLength(3);
  view.rerender(
    <Table caption="Ongoing matches" columns={columns} rows={[]} rowKey={(m) => m.id} emptyText="No ongoing matches" />,
  );
  expect(screen.getByText('No ongoing matches')).toBeInTheDocument();
});

it('the menu opens its actions and runs the chosen one', async () => {
  const user = userEvent.setup();
  const onEnd = vi.fn();
  render(
    <Menu
      label="Actions"
      actions={[
        { label: 'Continue', onSelect: vi.fn() },
        { label: 'End', onSelect: onEnd },
      ]}
    />,
  );
  await user.click(screen.getByRole('button', { name: 'Actions' }));
  await user.click(await screen.findByRole('menuitem', { name: 'End' }));
  expect(onEnd).toHaveBeenCalledOnce();
});
