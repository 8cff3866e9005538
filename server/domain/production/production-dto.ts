import type { Production, Revision } from "#contracts/production.ts";
import { revisionColour, revisionTitle } from "../screenplay/engine.ts";
import type { ProductionRows, RevisionRow } from "./production-rows.ts";

export function toRevisionDto(row: Pick<RevisionRow, "ordinal" | "day">): Revision {
  const colour = revisionColour(row.ordinal);
  return {
    ordinal: row.ordinal,
    name: colour.name,
    title: revisionTitle(row.ordinal),
    paper: colour.paper,
    date: row.day,
  };
}

export function toProductionDto(movieId: string, rows: ProductionRows): Production {
  const revisions = rows.revisions.map(toRevisionDto);
  return {
    movieId,
    locked: rows.lock !== undefined,
    lockedAt: rows.lock ? rows.lock.lockedAt.toISOString() : null,
    revisions,
    current: revisions.at(-1) ?? null,
  };
}

// The day to print when the writer's own is not given.
export function today(): string {
  return new Date().toISOString().slice(0, 10);
}
