import { useId } from 'react';
import classes from './players.module.css';

const LINE_HEIGHT = 1.35;

/**
 * The watermark drawn over a rendered PDF page: the person's lines (name, e-mail, company...) repeated diagonally
 * over the whole page as an SVG pattern, light enough to read the page through, in a layer that ignores the pointer
 * and cannot be selected. `scale` follows the zoom so the marks keep their size relative to the page.
 */
export function Watermark({ lines, scale = 1 }: { lines: readonly string[]; scale?: number }) {
  const id = useId().replace(/[^a-zA-Z0-9_-]/g, '');
  if (lines.length === 0) return null;
  const fontSize = Math.max(9, 15 * scale);
  const longest = Math.max(...lines.map((line) => line.length));
  const width = Math.ceil(longest * fontSize * 0.62 + 90 * scale);
  const height = Math.ceil(lines.length * fontSize * LINE_HEIGHT + 80 * scale);
  return (
    <svg className={classes.watermark} width="100%" height="100%" aria-hidden data-testid="pdf-watermark">
      <defs>
        <pattern id={`wm-${id}`} patternUnits="userSpaceOnUse" width={width} height={height} patternTransform="rotate(-30)">
          <text x={width / 2} y={40 * scale + fontSize} textAnchor="middle" fontSize={fontSize} fontWeight={600} className={classes.watermarkText}>
            {lines.map((line, index) => (
              <tspan key={index} x={width / 2} dy={index === 0 ? 0 : fontSize * LINE_HEIGHT}>
                {line}
              </tspan>
            ))}
          </text>
        </pattern>
      </defs>
      <rect width="100%" height="100%" fill={`url(#wm-${id})`} />
    </svg>
  );
}
