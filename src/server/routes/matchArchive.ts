import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { archiveFileName } from '../../domain/archive';
import { ARCHIVE_MAX_BYTES } from '../archive/archiveLimits';
import { importMatchArchive } from '../archive/importMatchArchive';
import { loadMatchArchive } from '../archive/loadMatchArchive';
import { readMatchArchive } from '../archive/readMatchArchive';
import { requireAccess } from '../auth/guards';
import { match } from '../db/schema';
import type { AppEnv } from '../http/appEnv';
import { parseIdParam } from '../http/parseIdParam';
import { httpProblem, problemResponse } from '../http/problem';
import { findOwnedRow } from './findOwnedRow';

/** `attachment; filename=…` with an ASCII fallback and the exact name for browsers that read RFC 5987. */
function attachment(fileName: string): string {
  const ascii = fileName.normalize('NFKD').replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/**
 * A match moves between installations as one JSON document (`poolside-match/1`):
 * `GET /api/matches/{id}/archive` downloads it (any member), `POST /api/matches/import` stores it as a new match
 * of the caller's organisation (managers): 201 with the match id, 409 with `matchId` when it was imported before,
 * 400 naming the first problem of a bad archive (nothing stored), 413 over ARCHIVE_MAX_BYTES.
 */
export function matchArchiveRoutes(): Hono<AppEnv> {
  const router = new Hono<AppEnv>();

  router.get('/:id/archive', async (c) => {
    const principal = requireAccess(c, 'member');
    const id = parseIdParam(c.req.param('id'));
    const { db, clock } = c.get('deps');
    const found = await findOwnedRow(db, match, id, principal.organizationId, 'match');
    const archive = await loadMatchArchive(db, found, clock());
    const [team1, team2] = archive.teams;
    c.header(
      'Content-Disposition',
      attachment(
        archiveFileName({ startsAt: archive.match.startsAt, team1: team1.name, team2: team2.name }, archive.exportedAt),
      ),
    );
    return c.json(archive);
  });

  router.post(
    '/import',
    bodyLimit({
      maxSize: ARCHIVE_MAX_BYTES,
      onError: (c) =>
        problemResponse(
          c,
          httpProblem(413, `A match archive is at most ${ARCHIVE_MAX_BYTES} bytes; this one is larger`),
        ),
    }),
    async (c) => {
      const principal = requireAccess(c, 'manager');
      if (principal.organizationId === null) throw httpProblem(403, 'You do not belong to an organisation');
      const archive = await readMatchArchive(c);
      const { db, clock } = c.get('deps');
      const matchId = await importMatchArchive(
        db,
        { organizationId: principal.organizationId, login: principal.login },
        archive,
        clock(),
      );
      c.header('Location', `/api/matches/${matchId}`);
      return c.json({ id: matchId }, 201);
    },
  );
  return router;
}
