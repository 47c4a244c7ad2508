import { Route, Switch, useParams } from 'wouter';
import { useT } from '../../i18n';
import { PageHeading } from '../../ui/PageHeading';
import { AreaContext, configFor, useArea, type Area } from './areaContext';
import { AreaNav } from './AreaNav';
import { AreaOverview } from './AreaOverview';
import { EntityDetailPage } from './EntityDetailPage';
import { EntityFormPage } from './EntityFormPage';
import { EntityListPage } from './EntityListPage';
import { EntitySubPage } from './EntitySubPage';

type Props = Area & { title: string; intro: string };

/**
 * A whole area (manage or admin): its heading, the sub-area links and the generic screens, routed under
 * `base`: /{area}, /{area}/new, /{area}/{key}, /{area}/{key}/edit, /{area}/{key}/{page}.
 */
export function EntityArea({ base, configs, title, intro }: Props) {
  const t = useT('manage');
  return (
    <AreaContext.Provider value={{ base, configs }}>
      <section>
        <PageHeading>{title}</PageHeading>
        <AreaNav label={t('area.sections', { title })} />
        <Switch>
          <Route path={base}>
            <AreaOverview intro={intro} />
          </Route>
          <Route path={`${base}/:area`}>{() => <AreaScreen screen="list" />}</Route>
          <Route path={`${base}/:area/new`}>{() => <AreaScreen screen="new" />}</Route>
          <Route path={`${base}/:area/:key/edit`}>{() => <AreaScreen screen="edit" />}</Route>
          <Route path={`${base}/:area/:key/:segment`}>{() => <AreaScreen screen="sub" />}</Route>
          <Route path={`${base}/:area/:key`}>{() => <AreaScreen screen="detail" />}</Route>
        </Switch>
      </section>
    </AreaContext.Provider>
  );
}

function AreaScreen({ screen }: { screen: 'list' | 'new' | 'edit' | 'detail' | 'sub' }) {
  const t = useT('manage');
  const { configs } = useArea();
  const { area = '', key = '', segment = '' } = useParams<{ area?: string; key?: string; segment?: string }>();
  const config = configFor(configs, area);
  if (!config) return <p role="alert">{t('area.noSection', { area })}</p>;
  switch (screen) {
    case 'list':
      return <EntityListPage key={config.route} config={config} />;
    case 'new':
      return config.form ? (
        <EntityFormPage config={config} />
      ) : (
        <p role="alert">{t('area.cannotCreate', { title: config.title })}</p>
      );
    case 'edit':
      return config.form ? (
        <EntityFormPage config={config} entityKey={key} />
      ) : (
        <p role="alert">{t('area.cannotEdit', { title: config.title })}</p>
      );
    case 'detail':
      return <EntityDetailPage key={`${config.route}/${key}`} config={config} entityKey={key} />;
    case 'sub':
      return <EntitySubPage config={config} entityKey={key} segment={segment} />;
  }
}
