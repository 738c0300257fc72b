import { RAASIS, type Raasi } from '@inai/shared';
import { SOUTH_CHART_CELLS, type ChartMark } from './chart-layout';

const CELL = 100;
const SIZE = CELL * 4;
const LINE = 17;
/** Marks per line in a box: two keep Tamil abbreviations with their retrograde sign inside it. */
const PER_LINE = 2;
/** A chart printed small draws its marks larger, one a line, in a box of at most this many. */
const LARGE_UP_TO = 4;
const LARGE = 20;
const LARGE_LINE = 22;

interface SouthChartProps {
  /** The chart's name, written in the middle. */
  name: string;
  /** A short description for screen readers; the table beside the chart holds the positions. */
  label: string;
  marks: Partial<Record<Raasi, ChartMark[]>>;
  testId?: string;
  /**
   * Marks larger, one a line, for a chart drawn a few centimetres wide (the biodata); a box with
   * more than four keeps the usual size, two a line, so that it still fits.
   */
  largeMarks?: boolean;
}

/** A South Indian chart: twelve fixed boxes around the chart's name, each with what sits in that sign. */
export function SouthChart({ name, label, marks, testId, largeMarks = false }: SouthChartProps) {
  return (
    <svg
      viewBox={`0 0 ${SIZE} ${SIZE}`}
      role="img"
      aria-label={label}
      data-testid={testId}
      className="h-auto w-full max-w-[22rem] bg-white text-maroon-900"
    >
      <rect x="1" y="1" width={SIZE - 2} height={SIZE - 2} fill="none" stroke="currentColor" strokeWidth="2" />
      {RAASIS.map((raasi) => {
        const { row, col } = SOUTH_CHART_CELLS[raasi];
        const x = col * CELL;
        const y = row * CELL;
        const inBox = marks[raasi] ?? [];
        const large = largeMarks && inBox.length <= LARGE_UP_TO;
        const perLine = large ? 1 : PER_LINE;
        const lineHeight = large ? LARGE_LINE : LINE;
        const lines: ChartMark[][] = [];
        for (let i = 0; i < inBox.length; i += perLine) lines.push(inBox.slice(i, i + perLine));
        const top = y + CELL / 2 - ((lines.length - 1) * lineHeight) / 2;
        return (
          <g key={raasi} data-raasi={raasi} data-row={row} data-col={col}>
            <rect x={x} y={y} width={CELL} height={CELL} fill="none" stroke="currentColor" strokeWidth="1.5" />
            {/* The lagnam's box carries the almanacs' slanted stroke across its corner. */}
            {inBox.some((mark) => mark.lagnam) && (
              <line x1={x} y1={y + 22} x2={x + 22} y2={y} stroke="currentColor" strokeWidth="1.5" />
            )}
            {lines.map((line, index) => (
              <text
                key={index}
                x={x + CELL / 2}
                y={top + index * lineHeight}
                textAnchor="middle"
                dominantBaseline="middle"
                fontSize={large ? LARGE : 14}
                fill="currentColor"
              >
                {line.map((mark, at) => (
                  <tspan key={mark.key} fontWeight={mark.lagnam ? 700 : 400} data-mark={mark.key}>
                    {at > 0 ? ' ' : ''}
                    {mark.text}
                  </tspan>
                ))}
              </text>
            ))}
          </g>
        );
      })}
      <text
        x={SIZE / 2}
        y={SIZE / 2}
        textAnchor="middle"
        dominantBaseline="middle"
        fontSize="22"
        fontWeight="700"
        fill="currentColor"
      >
        {name}
      </text>
    </svg>
  );
}
