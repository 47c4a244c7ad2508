import { CapturePage } from '../capture/pages/CapturePage';
import { createCaptureMatch } from '../capture/support/captureMatch';
import { expect, test } from '../support/fixtures';
import { stubFilePicker } from './filePicker';
import { uploadDemoVideo } from './uploadDemoVideo';
import { VideoAnalysisScreen } from './VideoAnalysisScreen';

test.use({ role: 'user' });

const layout = (capture: CapturePage) => capture.page.getByTestId('video-layout');
const matchVideo = (capture: CapturePage) => layout(capture).getByLabel('Match video');
const currentSrc = (capture: CapturePage) =>
  matchVideo(capture).evaluate((video: HTMLVideoElement) => video.currentSrc);
const hasMetadata = (capture: CapturePage) =>
  matchVideo(capture).evaluate((video: HTMLVideoElement) => video.readyState >= 1 && video.duration > 0);

test('the capture screen plays a video uploaded to the server, through its signed link', async ({ page }) => {
  const match = await createCaptureMatch('Uploaded video');
  const videoId = await uploadDemoVideo(match.id);
  const capture = new CapturePage(page);
  await capture.open(match.id);
  await expect(layout(capture)).toBeVisible();
  await expect.poll(() => currentSrc(capture)).toMatch(new RegExp(`/api/match-videos/${videoId}/file\\?.*signature=`));
  await expect.poll(() => hasMetadata(capture)).toBe(true);
});

test('a video file on this device for a match without video plays on the video screen and the capture screen', async ({
  page,
}) => {
  await stubFilePicker(page);
  const match = await createCaptureMatch('Local file');
  const capture = new CapturePage(page);
  await capture.open(match.id); // the match is now kept on this device
  await expect(page.getByTestId('capture-layout')).toBeVisible();

  const screen = new VideoAnalysisScreen(page);
  await screen.open();
  await screen.openFilters();
  await page.getByText('A match without video? Use a file on this device').click();
  const panel = page.getByRole('region', { name: 'Use a video file on this device' });
  await panel.getByLabel('Match').selectOption({ label: match.name });
  await panel.getByRole('button', { name: 'Choose a video file…' }).click();
  await expect(page).toHaveURL(new RegExp(`matches=${match.id}(&|$)`));
  await expect(screen.localFile).toContainText(`For ${match.name}`);
  await expect(screen.localFile.getByText('Whole match: match-clock.webm')).toBeVisible();
  await expect(page.getByRole('checkbox', { name: new RegExp(match.name) })).toBeChecked();

  await capture.open(match.id);
  await expect(layout(capture)).toBeVisible();
  await expect.poll(() => currentSrc(capture)).toMatch(/^blob:/);
  await expect.poll(() => hasMetadata(capture)).toBe(true);
});
