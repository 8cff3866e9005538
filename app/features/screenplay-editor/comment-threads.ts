import type { Reaction } from "#contracts/share-comments.ts";
import type { MovieComment } from "./comments-query";

// The writer's list, from the flat answer of GET /api/movies/{movieId}/comments (oldest first):
// threads (a first comment and its replies) newest last, the ones whose passage changed apart,
// and reactions counted per scene.

export type Thread = { root: MovieComment; replies: MovieComment[] };

export type SceneReactions = {
  sceneIndex: number;
  counts: { reaction: Reaction; count: number; names: string[] }[];
};

export type CommentList = {
  /** On a line of the script (or on a scene as a whole). */
  placed: Thread[];
  /** Their words are no longer in the script: shown with the words they quoted. */
  changed: Thread[];
  reactions: SceneReactions[];
};

const byTime = (a: MovieComment, b: MovieComment) => a.createdAt.localeCompare(b.createdAt);

export function commentList(comments: readonly MovieComment[]): CommentList {
  const sorted = [...comments].sort(byTime);
  const threads = new Map<string, Thread>();
  for (const c of sorted) {
    if (c.kind === "comment" && c.parentId === null) threads.set(c.id, { root: c, replies: [] });
  }
  for (const c of sorted) {
    if (c.kind === "comment" && c.parentId !== null) threads.get(c.parentId)?.replies.push(c);
  }
  const all = [...threads.values()];
  const changed = (t: Thread) => t.root.anchor !== null && t.root.anchor.line === null;

  const scenes = new Map<number, Map<Reaction, string[]>>();
  for (const c of sorted) {
    if (c.kind !== "reaction" || c.reaction === null || c.sceneIndex === null) continue;
    const scene = scenes.get(c.sceneIndex) ?? new Map<Reaction, string[]>();
    scene.set(c.reaction, [...(scene.get(c.reaction) ?? []), c.name]);
    scenes.set(c.sceneIndex, scene);
  }
  const reactions = [...scenes]
    .sort(([a], [b]) => a - b)
    .map(([sceneIndex, counts]) => ({
      sceneIndex,
      counts: [...counts].map(([reaction, names]) => ({ reaction, count: names.length, names })),
    }));

  return { placed: all.filter((t) => !changed(t)), changed: all.filter(changed), reactions };
}
