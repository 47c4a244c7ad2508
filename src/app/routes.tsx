import { Suspense } from 'react';
import { Route, Switch } from 'wouter';
import { LoadingState } from './ui/LoadingState';
import { lazyPage } from './routing/lazyPage';
import { RouteErrorBoundary } from './routing/RouteErrorBoundary';
import { RequireAuth } from './routing/RequireAuth';
import { RequireRole } from './routing/RequireRole';

const LandingPage = lazyPage(() => import('./public/LandingPage'), 'LandingPage', ['public']);
const ContactPage = lazyPage(() => import('./public/ContactPage'), 'ContactPage', ['public']);
const BlogListPage = lazyPage(() => import('./public/BlogListPage'), 'BlogListPage', ['public']);
const BlogArticlePage = lazyPage(() => import('./public/BlogArticlePage'), 'BlogArticlePage', ['public']);
const LivePage = lazyPage(() => import('./live/LivePage'), 'LivePage', ['live', 'statistics']);
const SharedClipsPage = lazyPage(() => import('./clips/SharedClipsPage'), 'SharedClipsPage', ['clips', 'video']);
const NotFoundPage = lazyPage(() => import('./public/NotFoundPage'), 'NotFoundPage', ['public']);
const LoginPage = lazyPage(() => import('./auth/LoginPage'), 'LoginPage', ['auth']);
const ResetRequestPage = lazyPage(() => import('./auth/ResetRequestPage'), 'ResetRequestPage', ['auth']);
const ResetFinishPage = lazyPage(() => import('./auth/ResetFinishPage'), 'ResetFinishPage', ['auth']);
const AccountPage = lazyPage(() => import('./account/AccountPage'), 'AccountPage', ['auth']);
const SettingsPage = lazyPage(() => import('./account/SettingsPage'), 'SettingsPage', ['auth']);
const PasswordPage = lazyPage(() => import('./account/PasswordPage'), 'PasswordPage', ['auth']);
const HomePage = lazyPage(() => import('./home/HomePage'), 'HomePage', ['home', 'live']);
const CapturePage = lazyPage(() => import('./capture/CapturePage'), 'CapturePage', ['capture', 'events', 'video']);
const EventListPage = lazyPage(() => import('./events/EventListPage'), 'EventListPage', ['events', 'capture']);
const EventDetailPage = lazyPage(() => import('./events/EventDetailPage'), 'EventDetailPage', [
  'events',
  'capture',
  'forms',
]);
const PossessionDetailPage = lazyPage(() => import('./events/PossessionDetailPage'), 'PossessionDetailPage', [
  'events',
  'capture',
  'forms',
]);
const ReviewPage = lazyPage(() => import('./review/ReviewPage'), 'ReviewPage', ['review', 'capture']);
const StatisticsPage = lazyPage(() => import('./statistics/StatisticsPage'), 'StatisticsPage', [
  'statistics',
  'scoresheet',
]);
const VideoAnalysisPage = lazyPage(() => import('./video/VideoAnalysisPage'), 'VideoAnalysisPage', ['video', 'clips']);
const ManageArea = lazyPage(() => import('./manage/ManageArea'), 'ManageArea', [
  'manage',
  'entities',
  'forms',
  'live',
  'scoresheet',
]);
const AdminArea = lazyPage(() => import('./admin/AdminArea'), 'AdminArea', ['admin', 'manage', 'entities', 'forms']);

/**
 * The route table of docs/product.md §2. Fixed paths come before the {matchId} patterns. A screen that fails to load
 * shows a message with Reload in place of the blank app.
 */
export function AppRoutes() {
  return (
    <RouteErrorBoundary>
      <Suspense fallback={<LoadingState />}>
        <Switch>
          <Route path="/">
            <RequireAuth>
              <HomePage />
            </RequireAuth>
          </Route>
          <Route path="/home" component={LandingPage} />
          <Route path="/login" component={LoginPage} />
          <Route path="/reset-password" component={ResetRequestPage} />
          <Route path="/reset-password/finish" component={ResetFinishPage} />
          <Route path="/contact" component={ContactPage} />
          <Route path="/blog" component={BlogListPage} />
          <Route path="/blog/:slug" component={BlogArticlePage} />
          <Route path="/live/:shareId" component={LivePage} />
          <Route path="/clips/:shareId" component={SharedClipsPage} />
          <Route path="/account">
            <RequireAuth>
              <AccountPage />
            </RequireAuth>
          </Route>
          <Route path="/settings">
            <RequireAuth>
              <SettingsPage />
            </RequireAuth>
          </Route>
          <Route path="/password">
            <RequireAuth>
              <PasswordPage />
            </RequireAuth>
          </Route>
          <Route path="/statistics">
            <RequireAuth>
              <StatisticsPage />
            </RequireAuth>
          </Route>
          <Route path="/video-analysis">
            <RequireAuth>
              <VideoAnalysisPage />
            </RequireAuth>
          </Route>
          <Route path="/manage/*?">
            <RequireRole role="manage">
              <ManageArea />
            </RequireRole>
          </Route>
          <Route path="/admin/*?">
            <RequireRole role="admin">
              <AdminArea />
            </RequireRole>
          </Route>
          <Route path="/:matchId/substitutions">
            <RequireAuth>
              <CapturePage />
            </RequireAuth>
          </Route>
          <Route path="/:matchId/events">
            <RequireAuth>
              <EventListPage />
            </RequireAuth>
          </Route>
          <Route path="/:matchId/review">
            <RequireAuth>
              <ReviewPage />
            </RequireAuth>
          </Route>
          <Route path="/:matchId/events/:eventId">
            <RequireAuth>
              <EventDetailPage />
            </RequireAuth>
          </Route>
          <Route path="/:matchId/possessions/:possessionId">
            <RequireAuth>
              <PossessionDetailPage />
            </RequireAuth>
          </Route>
          <Route component={NotFoundPage} />
        </Switch>
      </Suspense>
    </RouteErrorBoundary>
  );
}
