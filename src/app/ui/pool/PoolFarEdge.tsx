import { useId } from 'react';
import { isHalfwayLineAtPictureEdge, POOL_HALF_LENGTH_CM, POOL_WIDTH_CM } from '../../../domain/model';
import { useT } from '../../i18n';
import { pictureEdgeMetres, poolMetres } from './poolMetres';

type Props = {
  /** Metres; undefined when not known (matches of several pools): the edge then claims no halfway line. */
  poolLength: number | undefined;
  /** The picture's water, as the label's halo: the label stays readable over the lines and the fade. */
  water: string;
  /** The label's height in the picture's units: the pictures are shown at different sizes. */
  labelSize: number;
};

/** The pictures' frame colour: it outlines the halfway line's white band, which would fade into pale water. */
const LINE = '#0f3551';
/** The halfway line's white band, drawn inside the edge: the capture picture's frame is its CSS border. */
const HALFWAY_BAND_CM = 24;
/** How far up the fade of a picture that continues reaches. */
const FADE_CM = 160;
const LABEL_INSET_CM = 24;

/**
 * The far edge (12.5 m) of a pool picture of the attacked half (docs/design.md §6). In a 25 m pool it is the halfway
 * line, drawn as one in white; in a 30 m pool the halfway line lies 2.5 m beyond, so the water fades out and a label
 * gives the edge's distance: an analyst must not read the picture's edge as halfway. The picture draws its frame.
 */
export function PoolFarEdge({ poolLength, water, labelSize }: Props) {
  const t = useT('common');
  const fadeId = `pool-fade-${useId().replace(/[^\w-]/g, '')}`;
  const label = (text: string, bottom: number) => (
    <text
      x={POOL_WIDTH_CM - LABEL_INSET_CM}
      y={bottom}
      textAnchor="end"
      fontSize={labelSize}
      fontWeight={600}
      fontFamily="system-ui, sans-serif"
      fill={LINE}
      stroke={water}
      strokeWidth={labelSize / 5}
      paintOrder="stroke"
    >
      {text}
    </text>
  );
  if (isHalfwayLineAtPictureEdge(poolLength)) {
    return (
      <g aria-hidden="true" pointerEvents="none" data-far-edge="halfway">
        <rect
          x={0}
          y={POOL_HALF_LENGTH_CM - HALFWAY_BAND_CM}
          width={POOL_WIDTH_CM}
          height={HALFWAY_BAND_CM}
          fill="white"
          stroke={LINE}
          strokeWidth={6}
          data-testid="halfway-line"
        />
        {label(t('pool.halfwayLine'), POOL_HALF_LENGTH_CM - HALFWAY_BAND_CM - LABEL_INSET_CM)}
      </g>
    );
  }
  const metres = poolLength === undefined ? null : poolMetres(poolLength);
  return (
    <g aria-hidden="true" pointerEvents="none" data-far-edge="continues">
      <defs>
        <linearGradient id={fadeId} x1={0} y1={0} x2={0} y2={1}>
          <stop offset={0} stopColor="white" stopOpacity={0} />
          <stop offset={1} stopColor="white" stopOpacity={0.65} />
        </linearGradient>
      </defs>
      <rect x={0} y={POOL_HALF_LENGTH_CM - FADE_CM} width={POOL_WIDTH_CM} height={FADE_CM} fill={`url(#${fadeId})`} />
      {label(
        metres ? t('pool.pictureEndShortOfHalfway', metres) : t('pool.pictureEnd', { edge: pictureEdgeMetres() }),
        POOL_HALF_LENGTH_CM - LABEL_INSET_CM,
      )}
    </g>
  );
}
