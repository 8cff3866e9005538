import type { CommentMode } from "#contracts/share-comments.ts";

// Who sees readers' comments on a link, in the writer's words.
export const COMMENT_MODE_CHOICES: readonly { value: CommentMode; label: string }[] = [
  { value: "writer-only", label: "Readers comment, only I see them" },
  { value: "everyone", label: "Everyone with the link sees comments" },
  { value: "off", label: "No comments" },
];
