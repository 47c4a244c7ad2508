import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { compress } from 'hono/compress';
import { isMatchArchiveImport } from './archive/archiveLimits';
import { authenticateRequest } from './auth/authenticateRequest';
import { AUTH_LIMITS, type AuthLimits } from './auth/authLimits';
import { createVerifiedTokens } from './auth/verifiedTokens';
import { createPrincipalCache } from './auth/principalCache';
import type { Config } from './config';
import type { Database, Listen } from './db/database';
import type { AppDeps, AppEnv } from './http/appEnv';
import { applySecureHeaders } from './http/applySecureHeaders';
import { createBackgroundTasks } from './http/createBackgroundTasks';
import { handleError } from './http/handleError';
import { createLogger } from './http/logger';
import { httpProblem, problemResponse } from './http/problem';
import { bodyTooLarge, MAX_BODY_BYTES } from './http/readJsonBody';
import { requestContext } from './http/requestContext';
import { createLiveHub } from './live/createLiveHub';
import { createMailer } from './mail/mailer';
import { defineResource } from './resources/defineResource';
import { RESOURCES } from './resources/resources';
import { accountRoutes } from './routes/account';
import { adminUserRoutes } from './routes/adminUsers';
import { apiDocsRoutes } from './routes/apiDocs';
import { authenticateRoutes } from './routes/authenticate';
import { blogArticleRoutes } from './routes/blogArticles';
import { bulkCreateRoutes } from './routes/bulkCreate';
import { healthRoutes } from './routes/health';
import { liveRoutes } from './routes/live';
import { liveShareRoutes } from './routes/liveShare';
import { mailOutboxRoutes } from './routes/mailOutbox';
import { matchArchiveRoutes } from './routes/matchArchive';
import { matchLifecycleRoutes } from './routes/matchLifecycle';
import { matchRosterRoutes } from './routes/matchRoster';
import { matchSignOffRoutes } from './routes/matchSignOff';
import { matchClockRoutes } from './routes/matchClock';
import { matchReviewRoutes } from './routes/matchReview';
import { matchTipsRoutes } from './routes/matchTips';
import { matchVideoAlignmentRoutes } from './routes/matchVideoAlignment';
import { matchVideoFileRoutes } from './routes/matchVideoFiles';
import { playerImportRoutes } from './routes/playerImport';
import { playlistShareRoutes } from './routes/playlistShares';
import { sharedClipRoutes } from './routes/sharedClips';
import { serveApp } from './routes/serveApp';
import { isVideoFileUpload } from './videos/isVideoFileUpload';

/** The whole HTTP application, without a socket: `listen` serves it, tests call `app.request`. */
export function createApp(deps: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.use('*', applySecureHeaders(deps.config));
  app.use('*', requestContext(deps));
  // Stops oversized uploads while streaming, before anything buffers them.
  const apiBodyLimit = bodyLimit({
    maxSize: MAX_BODY_BYTES,
    onError: (c) => problemResponse(c, bodyTooLarge()),
  });
  // Video uploads stream to disk under their own limit (routes/matchVideoFiles.ts), a match archive too (routes/matchArchive.ts).
  const hasOwnBodyLimit = (method: string, path: string) =>
    isVideoFileUpload(method, path) || isMatchArchiveImport(method, path);
  app.use('/api/*', (c, next) => {
    if (c.req.method === 'GET' || c.req.method === 'HEAD' || hasOwnBodyLimit(c.req.method, c.req.path)) return next();
    // A declared length is checked from its header: hono's bodyLimit asks for the body stream first, which makes
    // the node server build a web Request around every body it could otherwise read directly.
    const declared = c.req.header('Content-Length');
    if (declared === undefined || c.req.header('Transfer-Encoding') !== undefined) return apiBodyLimit(c, next);
    return Number(declared) > MAX_BODY_BYTES ? Promise.resolve(problemResponse(c, bodyTooLarge())) : next();
  });
  app.use('/api/*', authenticateRequest());
  // Lists and match logs are read over venue Wi-Fi: gzip what the API answers to a GET (not video bytes).
  const gzipJson = compress({ encoding: 'gzip' });
  app.use('/api/*', (c, next) => (c.req.method === 'GET' ? gzipJson(c, next) : next()));
  app.route('/api/authenticate', authenticateRoutes());
  app.route('/api/account', accountRoutes());
  app.route('/api/admin/users', adminUserRoutes());
  app.route('/api/admin/mail-outbox', mailOutboxRoutes());
  app.route('/api/health', healthRoutes());
  app.route('/api/blog-articles', blogArticleRoutes());
  const matches = RESOURCES.find((r) => r.path === 'matches')!;
  app.route('/api/matches', matchLifecycleRoutes(matches));
  const resourceAt = (path: string) => RESOURCES.find((r) => r.path === path)!;
  app.route('/api/matches', matchTipsRoutes());
  app.route('/api/matches', matchArchiveRoutes());
  app.route('/api/matches', liveShareRoutes());
  app.route('/api/matches', matchReviewRoutes());
  app.route('/api/matches', matchSignOffRoutes());
  app.route('/api/matches', matchClockRoutes());
  app.route('/api/live', liveRoutes());
  app.route('/api/playlist-shares', playlistShareRoutes());
  app.route('/api/clips', sharedClipRoutes());
  app.route('/api/matches', matchRosterRoutes(resourceAt('match-players')));
  app.route(
    '/api/teams',
    playerImportRoutes({ players: resourceAt('players'), matchPlayers: resourceAt('match-players') }),
  );
  app.route('/api/match-videos', matchVideoFileRoutes(resourceAt('match-videos')));
  app.route('/api/match-videos', matchVideoAlignmentRoutes());
  for (const path of ['events', 'possessions']) app.route(`/api/${path}`, bulkCreateRoutes(resourceAt(path)));
  for (const resource of RESOURCES) app.route(`/api/${resource.path}`, defineResource(resource));
  app.all('/api/*', (c) => problemResponse(c, httpProblem(404, `No endpoint ${c.req.method} ${c.req.path}`)));
  // The API's description (docs/api.md, "The API's description") comes before the app's pages take every path.
  app.route('/', apiDocsRoutes());
  app.get('*', serveApp(deps.config.distDir));
  app.onError(handleError);
  return app;
}

/** Dependencies with production defaults; tests override the clock, mailer or secret. */
export function createAppDeps(options: {
  db: Database;
  config: Config;
  jwtSecret: Uint8Array;
  clock?: () => Date;
  mailer?: AppDeps['mailer'];
  authLimits?: Partial<AuthLimits>;
  /** The database's notifications, for live viewers to see every write (DatabaseHandle.listen). */
  listen?: Listen;
  live?: AppDeps['live'];
}): AppDeps {
  const log = createLogger(options.config.logLevel);
  const clock = options.clock ?? (() => new Date());
  return {
    db: options.db,
    config: options.config,
    jwtSecret: options.jwtSecret,
    clock,
    log,
    mailer:
      options.mailer ??
      createMailer({ smtpUrl: options.config.smtpUrl, mailFrom: options.config.mailFrom, db: options.db, log }),
    authLimits: { ...AUTH_LIMITS, ...options.authLimits },
    background: createBackgroundTasks(log),
    principals: createPrincipalCache(),
    verifiedTokens: createVerifiedTokens(options.jwtSecret),
    // Only the embedded database reports a write before its writer hears it committed (see createLiveHub).
    live:
      options.live ??
      createLiveHub({
        db: options.db,
        listen: options.listen,
        log,
        hearsChangesFirst: !options.config.databaseUrl,
        now: () => clock().getTime(),
      }),
  };
}
