import type admin from './locales/en/admin.json';
import type auth from './locales/en/auth.json';
import type capture from './locales/en/capture.json';
import type clips from './locales/en/clips.json';
import type common from './locales/en/common.json';
import type entities from './locales/en/entities.json';
import type events from './locales/en/events.json';
import type forms from './locales/en/forms.json';
import type home from './locales/en/home.json';
import type live from './locales/en/live.json';
import type manage from './locales/en/manage.json';
import type publicPages from './locales/en/public.json';
import type review from './locales/en/review.json';
import type scoresheet from './locales/en/scoresheet.json';
import type statistics from './locales/en/statistics.json';
import type video from './locales/en/video.json';

/**
 * The catalogues, one per area of the app, each a flat map of key to ICU message. The English file is the
 * source: its keys type `t`, and the Hungarian file must have exactly the same keys and placeholders.
 */
export type Catalogues = {
  common: typeof common;
  public: typeof publicPages;
  auth: typeof auth;
  home: typeof home;
  capture: typeof capture;
  events: typeof events;
  forms: typeof forms;
  live: typeof live;
  scoresheet: typeof scoresheet;
  manage: typeof manage;
  entities: typeof entities;
  admin: typeof admin;
  statistics: typeof statistics;
  video: typeof video;
  review: typeof review;
  clips: typeof clips;
};

export type Namespace = keyof Catalogues;
export type MessageKey<N extends Namespace> = keyof Catalogues[N] & string;

export const NAMESPACES = [
  'common',
  'public',
  'auth',
  'home',
  'capture',
  'events',
  'forms',
  'live',
  'scoresheet',
  'manage',
  'entities',
  'admin',
  'statistics',
  'video',
  'review',
  'clips',
] as const satisfies readonly Namespace[];
