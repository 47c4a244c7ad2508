import { deleteEntity, deleteVideoFile, type Entity } from '../../../data/manage';

/** A match video goes with its uploaded file, so no orphan stays in the data dir. */
export async function removeMatchVideo(video: Entity): Promise<void> {
  if (typeof video.objectUrlS3 === 'string' && video.objectUrlS3.startsWith('videos/'))
    await deleteVideoFile(video.id!);
  await deleteEntity('/match-videos', video.id!);
}
