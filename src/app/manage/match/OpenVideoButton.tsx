import { problemOf, videoFileUrl, type Entity } from '../../../data/manage';
import { useT } from '../../i18n';
import { Button } from '../../ui/Button';
import { showSnackbar } from '../../ui/snackbarStore';

/** Opens a match video in a new tab: its URL, or a signed link to the uploaded file. */
export function OpenVideoButton({ video }: { video: Entity }) {
  const t = useT('manage');
  const open = async () => {
    const tab = window.open('', '_blank');
    try {
      const url = typeof video.videoUrl === 'string' && video.videoUrl ? video.videoUrl : await videoFileUrl(video.id!);
      if (tab) tab.location.href = url;
      else window.location.assign(url);
    } catch (error) {
      tab?.close();
      showSnackbar(problemOf(error).message, 'error');
    }
  };
  return (
    <Button variant="secondary" onClick={() => void open()}>
      {t('videos.play')}
    </Button>
  );
}
