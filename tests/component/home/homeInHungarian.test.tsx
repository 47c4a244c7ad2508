import { screen } from '@testing-library/react';
import { beforeAll, expect, it } from 'vitest';
import { HomeFeatureCards } from '../../../src/app/home/HomeFeatureCards';
import { formatQuarterTime } from '../../../src/app/home/formatQuarterTime';
import { sideOptions } from '../../../src/app/home/sideOptions';
import { activateLanguage } from '../../../src/app/i18n';
import { renderAt } from '../support/renderAt';

beforeAll(() => activateLanguage('hu'));

it('the feature cards of a data manager speak Hungarian', () => {
  renderAt('/', <HomeFeatureCards canManage onStartMatch={() => undefined} />);
  expect(screen.getByRole('list', { name: 'Funkciók' })).toBeInTheDocument();
  for (const action of [
    'Új mérkőzés indítása',
    'Statisztika megnyitása',
    'Videóelemzés megnyitása',
    'Adatok kezelése',
  ]) {
    expect(screen.getByRole('button', { name: action })).toBeInTheDocument();
  }
});

it('an ongoing match shows its quarter the Hungarian way', () => {
  expect(formatQuarterTime(2, 0)).toBe('2. negyed · 8:00');
  expect(formatQuarterTime(null, null)).toBe('–');
});

it('teams without a name are offered as 1. csapat and 2. csapat', () => {
  expect(sideOptions(null).map((option) => option.label)).toEqual(['1. csapat', '2. csapat']);
});
