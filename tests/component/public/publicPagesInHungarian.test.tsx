import { screen } from '@testing-library/react';
import { beforeAll, expect, it } from 'vitest';
import { activateLanguage } from '../../../src/app/i18n';
import { ContactPage } from '../../../src/app/public/ContactPage';
import { LandingPage } from '../../../src/app/public/LandingPage';
import { NotFoundPage } from '../../../src/app/public/NotFoundPage';
import { renderAt } from '../support/renderAt';

beforeAll(() => activateLanguage('hu'));

it('the landing page welcomes a visitor in Hungarian and offers Bejelentkezés', () => {
  renderAt('/home', <LandingPage />);
  expect(screen.getByRole('heading', { level: 1, name: 'Üdvözöl a Poolside' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Bejelentkezés' })).toBeInTheDocument();
  expect(screen.getByRole('list', { name: 'Funkciók' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Videóelemzés' })).toBeInTheDocument();
  expect(screen.queryByText(/Welcome/)).toBeNull();
});

it('the contact page asks for a demo in Hungarian, the e-mail subject too', () => {
  renderAt('/contact', <ContactPage />);
  expect(screen.getByRole('heading', { name: 'Kapcsolat' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Bemutató kérése' })).toHaveAttribute(
    'href',
    `mailto:demo@poolside-polo.com?subject=${encodeURIComponent('Poolside bemutató kérése')}`,
  );
});

it('an unknown address says so in Hungarian', () => {
  renderAt('/nowhere', <NotFoundPage />);
  expect(screen.getByRole('heading', { name: 'Az oldal nem található' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Vissza a kezdőlapra' })).toHaveAttribute('href', '/home');
});
