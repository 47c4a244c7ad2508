import type { MouseEvent } from 'react';

/** Where a click fell in an SVG's own viewBox coordinates (its border excluded; the aspect ratio is kept by CSS). */
export function svgPoint(event: MouseEvent<SVGSVGElement>): { x: number; y: number } {
  const svg = event.currentTarget;
  const rect = svg.getBoundingClientRect();
  const box = svg.viewBox.baseVal;
  const width = svg.clientWidth || rect.width;
  const height = svg.clientHeight || rect.height;
  const fx = width > 0 ? (event.clientX - rect.left - svg.clientLeft) / width : 0;
  const fy = height > 0 ? (event.clientY - rect.top - svg.clientTop) / height : 0;
  const clamp = (value: number) => Math.min(1, Math.max(0, value));
  return { x: box.x + clamp(fx) * box.width, y: box.y + clamp(fy) * box.height };
}
