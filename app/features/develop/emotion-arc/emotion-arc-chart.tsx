import { useEffect, useId, useRef, useState } from "react";
import { useNavigate } from "react-router";
import type { EmotionPoint } from "#contracts/emotion-arc.ts";
import { scenePath } from "#app/lib/paths";
import { arousalWords, sourceWords, valenceWords } from "./arc-words";
import type { BeatSpan } from "./beat-spans";

// The arc drawn: how each scene felt (valence, the solid line with a dot per scene) and how
// intense it was (arousal, the dashed line), in the screenplay's order, the beats marked below.
// A dot opens its scene. The drawing is for the eyes; the table beside it (EmotionArcTable) says
// the same to a screen reader and to the keyboard.

// Drawn at the width it is shown at, so its words keep their size on a phone.
const DEFAULT_WIDTH = 720;
const PLOT_TOP = 12;
const PLOT_HEIGHT = 180;
const LEFT = 78;
const RIGHT = 56;
const BEAT_TOP = PLOT_TOP + PLOT_HEIGHT + 14;
const BEAT_ROW = 22;

export type ArcScene = { id: string; label: string };

export function EmotionArcChart({
  movieId,
  points,
  scenes,
  beats,
}: {
  movieId: string;
  points: EmotionPoint[];
  scenes: Map<string, ArcScene>;
  beats: BeatSpan[];
}) {
  const navigate = useNavigate();
  const clipId = useId();
  const holder = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(DEFAULT_WIDTH);
  useEffect(() => {
    const element = holder.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setWidth(Math.max(280, Math.round(entry.contentRect.width)));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  const step = (width - LEFT - RIGHT) / Math.max(1, points.length);
  const x = (i: number) => LEFT + step * (i + 0.5);
  const y = (v: number) => PLOT_TOP + ((1 - v) / 2) * PLOT_HEIGHT;
  const line = (values: number[]) =>
    values.map((v, i) => `${i === 0 ? "M" : "L"}${x(i).toFixed(1)},${y(v).toFixed(1)}`).join(" ");
  const radius = Math.max(2.5, Math.min(6, step / 3));
  const height = BEAT_TOP + (beats.length > 0 ? BEAT_ROW + 8 : 0);

  return (
    <div ref={holder}>
      <svg
        viewBox={`0 0 ${width} ${height}`}
        width={width}
        height={height}
        className="block h-auto w-full overflow-visible"
        aria-hidden="true"
        focusable="false"
      >
        <defs>
          <clipPath id={clipId}>
            <rect x={LEFT} y={BEAT_TOP} width={width - LEFT - RIGHT} height={BEAT_ROW} />
          </clipPath>
        </defs>
        {/* The axis: pleasant at the top, unpleasant at the bottom, the middle dashed. */}
        <text x={LEFT - 10} y={y(1) + 4} textAnchor="end" className="fill-ink-soft text-[11px]">
          Pleasant
        </text>
        <text x={LEFT - 10} y={y(0) + 4} textAnchor="end" className="fill-ink-soft text-[11px]">
          Neither
        </text>
        <text x={LEFT - 10} y={y(-1) + 4} textAnchor="end" className="fill-ink-soft text-[11px]">
          Unpleasant
        </text>
        {/* The dashed line's own scale, on the right: intense at the top, calm at the bottom. */}
        <text x={width - RIGHT + 8} y={y(1) + 4} className="fill-ink-soft text-[11px]">
          Intense
        </text>
        <text x={width - RIGHT + 8} y={y(-1) + 4} className="fill-ink-soft text-[11px]">
          Calm
        </text>
        <line x1={LEFT} x2={width - RIGHT} y1={y(1)} y2={y(1)} className="stroke-line" />
        <line
          x1={LEFT}
          x2={width - RIGHT}
          y1={y(0)}
          y2={y(0)}
          className="stroke-line"
          strokeDasharray="4 4"
        />
        <line x1={LEFT} x2={width - RIGHT} y1={y(-1)} y2={y(-1)} className="stroke-line" />

        <path
          d={line(points.map((p) => p.arousal))}
          fill="none"
          className="stroke-ink-soft"
          strokeWidth={1.5}
          strokeDasharray="5 4"
        />
        <path
          d={line(points.map((p) => p.valence))}
          fill="none"
          className="stroke-ember"
          strokeWidth={2.5}
          strokeLinejoin="round"
        />
        {points.map((p, i) => {
          const scene = scenes.get(p.sceneId);
          const href = scenePath(movieId, p.sceneId);
          return (
            <a
              key={p.sceneId}
              href={href}
              tabIndex={-1}
              data-scene-id={p.sceneId}
              onClick={(event) => {
                event.preventDefault();
                void navigate(href);
              }}
              className="cursor-pointer"
            >
              <title>
                {`${scene?.label ?? "A scene"}: ${valenceWords(p.valence)}, ${arousalWords(p.arousal)} (from ${sourceWords(p.source)})`}
              </title>
              {/* A wider target than the dot, for a finger. */}
              <circle cx={x(i)} cy={y(p.valence)} r={Math.max(radius * 2, 10)} fill="transparent" />
              <circle
                cx={x(i)}
                cy={y(p.valence)}
                r={radius}
                strokeWidth={2}
                className={
                  p.source === "tagged" ? "fill-ember stroke-ember" : "fill-white stroke-ember"
                }
              />
            </a>
          );
        })}

        {beats.length > 0 && (
          <text
            x={LEFT - 10}
            y={BEAT_TOP + 15}
            textAnchor="end"
            className="fill-ink-soft text-[11px]"
          >
            Beats
          </text>
        )}
        <g clipPath={`url(#${clipId})`}>
          {beats.map((beat) => {
            const left = x(beat.first) - step / 2 + 1;
            const spanWidth = (beat.last - beat.first + 1) * step - 2;
            // A beat's name shows when it fits; every beat keeps it as a tooltip.
            const fits = spanWidth > beat.title.length * 6.2 + 8;
            return (
              <g key={`${beat.title}-${beat.first}`}>
                <title>{beat.title}</title>
                <rect
                  x={left}
                  y={BEAT_TOP}
                  width={spanWidth}
                  height={BEAT_ROW}
                  rx={5}
                  className="fill-cream stroke-line"
                />
                {fits && (
                  <text
                    x={left + spanWidth / 2}
                    y={BEAT_TOP + 15}
                    textAnchor="middle"
                    className="fill-ink text-[11px]"
                  >
                    {beat.title}
                  </text>
                )}
              </g>
            );
          })}
        </g>
      </svg>
    </div>
  );
}
