import { useEffect, useState, type FormEvent } from 'react';
import { createPlaylistShare, listPlaylistShares, revokePlaylistShare } from '../../data/clips';
import { problemOf } from '../../data/manage/problemOf';
import type { Clip, PlaylistShare, RollSettings } from '../../domain/video';
import { formatDate, useT } from '../i18n';
import { shareLiveLink } from '../live/shareLiveLink';
import { Button } from '../ui/Button';
import { Dialog } from '../ui/Dialog';
import type { VideoSlot } from '../video/videoSlot';

type Props = {
  clips: readonly Clip<VideoSlot>[];
  defaultTitle: string;
  rolls: RollSettings;
  isOnline: boolean;
};

const EXPIRIES = { never: null, day: 1, week: 7, month: 30 } as const;
type Expiry = keyof typeof EXPIRIES;
const DAY_MS = 24 * 3600 * 1000;

/**
 * A data manager's "Share clips" on the video analysis screen: the playlist on screen, as it is, becomes a link
 * anyone can watch without an account (/clips/{shareId}); the dialog also lists the club's shared links, each
 * revocable. Clips of a file only on this device cannot be shared, and the dialog says so.
 */
export function ShareClipsButton({ clips, defaultTitle, rolls, isOnline }: Props) {
  const t = useT('clips');
  const [isOpen, setOpen] = useState(false);
  const shareable = clips.filter((clip) => clip.video.server !== null);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)} disabled={clips.length === 0}>
        {t('share.button')}
      </Button>
      {isOpen ? (
        <ShareDialog
          uuids={shareable.map((clip) => clip.event.uuid)}
          localOnly={clips.length - shareable.length}
          defaultTitle={defaultTitle}
          rolls={rolls}
          isOnline={isOnline}
          onClose={() => setOpen(false)}
        />
      ) : null}
    </>
  );
}

type DialogProps = {
  uuids: string[];
  localOnly: number;
  defaultTitle: string;
  rolls: RollSettings;
  isOnline: boolean;
  onClose: () => void;
};

function ShareDialog({ uuids, localOnly, defaultTitle, rolls, isOnline, onClose }: DialogProps) {
  const t = useT('clips');
  const [title, setTitle] = useState(defaultTitle);
  const [expiry, setExpiry] = useState<Expiry>('week');
  const [created, setCreated] = useState<PlaylistShare | null>(null);
  const [isBusy, setBusy] = useState(false);
  const [said, setSaid] = useState<{ text: string; isError: boolean } | null>(null);
  const [shares, setShares] = useState<PlaylistShare[] | null>(null);
  const [listError, setListError] = useState(false);

  useEffect(() => {
    if (!isOnline) return;
    let isCurrent = true;
    listPlaylistShares()
      .then((list) => isCurrent && setShares(list))
      .catch(() => isCurrent && setListError(true));
    return () => {
      isCurrent = false;
    };
  }, [isOnline]);

  const create = async (submitted: FormEvent) => {
    submitted.preventDefault();
    if (title.trim() === '') return setSaid({ text: t('share.nameRequired'), isError: true });
    const days = EXPIRIES[expiry];
    setBusy(true);
    setSaid(null);
    try {
      const share = await createPlaylistShare({
        title: title.trim(),
        eventUuids: uuids,
        pre: rolls.pre,
        post: rolls.post,
        expiresAt: days === null ? null : new Date(Date.now() + days * DAY_MS).toISOString(),
      });
      setCreated(share);
      setShares((list) => [share, ...(list ?? [])]);
    } catch (caught) {
      setSaid({ text: problemOf(caught).message, isError: true });
    } finally {
      setBusy(false);
    }
  };
  const copy = async (share: PlaylistShare) => {
    const result = await shareLiveLink(share.url, share.title, { preferShareSheet: false });
    setSaid(
      result === 'copied'
        ? { text: t('share.copied'), isError: false }
        : { text: t('share.copyFailed'), isError: true },
    );
  };
  const revoke = async (share: PlaylistShare) => {
    try {
      await revokePlaylistShare(share.shareId);
      setShares((list) => (list ?? []).filter((one) => one.shareId !== share.shareId));
      if (created?.shareId === share.shareId) setCreated(null);
      setSaid({ text: t('share.revoked', { title: share.title }), isError: false });
    } catch (caught) {
      setSaid({ text: problemOf(caught).message, isError: true });
    }
  };

  return (
    <Dialog
      open
      title={t('share.title')}
      onClose={onClose}
      actions={
        <Button variant="secondary" onClick={onClose}>
          {t('share.close')}
        </Button>
      }
    >
      <div className="flex max-h-[70vh] flex-col gap-4 overflow-y-auto">
        {uuids.length === 0 ? <p>{t('share.nothing')}</p> : <p>{t('share.intro', { count: uuids.length })}</p>}
        {localOnly > 0 ? <p className="text-amber-900">{t('share.localOnly', { count: localOnly })}</p> : null}
        {!isOnline ? <p className="font-semibold text-danger">{t('share.needsConnection')}</p> : null}
        {uuids.length > 0 && !created ? (
          <form className="flex flex-col gap-3" onSubmit={(submitted) => void create(submitted)}>
            <label className="flex flex-col gap-1 font-semibold">
              {t('share.name')}
              <input
                className="min-h-touch rounded-md border border-slate-400 px-3 font-normal"
                value={title}
                maxLength={120}
                onChange={(changed) => setTitle(changed.target.value)}
              />
            </label>
            <label className="flex flex-col gap-1 font-semibold">
              {t('share.expiry')}
              <select
                className="min-h-touch rounded-md border border-slate-400 px-3 font-normal"
                value={expiry}
                onChange={(changed) => setExpiry(changed.target.value as Expiry)}
              >
                {(Object.keys(EXPIRIES) as Expiry[]).map((key) => (
                  <option key={key} value={key}>
                    {t(`share.expiry.${key}`)}
                  </option>
                ))}
              </select>
            </label>
            <Button type="submit" disabled={!isOnline || isBusy}>
              {isBusy ? t('share.creating') : t('share.create')}
            </Button>
          </form>
        ) : null}
        {created ? (
          <div className="flex flex-col gap-2">
            <label className="flex flex-col gap-1 font-semibold">
              {t('share.link')}
              <input
                readOnly
                className="min-h-touch rounded-md border border-slate-400 px-3 font-normal"
                value={created.url}
                onFocus={(focused) => focused.target.select()}
              />
            </label>
            <Button onClick={() => void copy(created)}>{t('share.copy')}</Button>
          </div>
        ) : null}
        <p role="status" className={`font-semibold ${said?.isError ? 'text-danger' : 'text-pool-900'}`}>
          {said?.text ?? ''}
        </p>
        {isOnline ? (
          <section aria-labelledby="shared-links" className="flex flex-col gap-2">
            <h3 id="shared-links" className="font-bold text-pool-900">
              {t('share.existing')}
            </h3>
            {listError ? <p className="text-danger">{t('share.loadFailed')}</p> : null}
            {shares?.length === 0 ? <p className="text-slate-700">{t('share.none')}</p> : null}
            <ul className="flex flex-col gap-2">
              {(shares ?? []).map((share) => (
                <li
                  key={share.shareId}
                  className="flex items-center justify-between gap-2 border-b border-slate-200 pb-2"
                >
                  <span className="flex min-w-0 flex-col">
                    <a
                      href={share.url}
                      target="_blank"
                      rel="noreferrer"
                      className="truncate font-semibold text-pool-700 underline"
                    >
                      {share.title}
                    </a>
                    <span className="text-sm text-slate-700">
                      {t('share.summary', {
                        count: share.clipCount,
                        until: share.expiresAt
                          ? t('share.until', { date: formatDate(share.expiresAt) })
                          : t('share.untilRevoked'),
                      })}
                    </span>
                  </span>
                  <Button
                    variant="secondary"
                    aria-label={t('share.revokeLabel', { title: share.title })}
                    onClick={() => void revoke(share)}
                  >
                    {t('share.revoke')}
                  </Button>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </div>
    </Dialog>
  );
}
