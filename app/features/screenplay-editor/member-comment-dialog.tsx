import * as Dialog from "@radix-ui/react-dialog";
import { Button } from "#app/components/ui/button";
import {
  FORM_ERROR,
  FormError,
  FormTextArea,
  SchemaForm,
  SubmitButton,
  useSchemaForm,
} from "#app/components/ui/form";
import {
  COMMENT_QUOTE_MAX,
  memberCommentFormSchema,
  type CommentAnchor,
} from "#contracts/share-comments.ts";
import { anchorAt } from "#screenplay/anchoring/index.ts";
import { usePostComment } from "./comments-actions";

/** The selected words of `text` as a comment's anchor: spaces either side left out, an
 * over-long selection cut to its first COMMENT_QUOTE_MAX characters; null for only spaces. */
export function selectionAnchor(text: string, from: number, to: number): CommentAnchor | null {
  let start = Math.max(0, Math.min(from, to));
  let end = Math.min(text.length, Math.max(from, to));
  while (start < end && /\s/.test(text[start] ?? "")) start++;
  while (end > start && /\s/.test(text[end - 1] ?? "")) end--;
  if (start === end) return null;
  return anchorAt(text, start, Math.min(end, start + COMMENT_QUOTE_MAX));
}

/**
 * The comment box: the selected words, and what the person has to say about them. A failed send
 * says why and keeps the words typed, to send again.
 */
export function MemberCommentDialog({
  movieId,
  text,
  range,
  onClose,
  onPosted,
}: {
  movieId: string;
  /** The editor's text when "Comment" was chosen, and the selection in it. */
  text: string;
  range: { from: number; to: number };
  onClose: () => void;
  onPosted: (commentId: string) => void;
}) {
  const form = useSchemaForm(memberCommentFormSchema, { body: "" });
  const post = usePostComment(movieId);
  const anchor = selectionAnchor(text, range.from, range.to);

  const send = async ({ body }: { body: string }) => {
    if (!anchor) return;
    try {
      const comment = await post.mutateAsync({ body, anchor });
      onPosted(comment.id);
    } catch (caught) {
      form.setError(FORM_ERROR, {
        message:
          caught instanceof Error && caught.message
            ? `The comment could not be sent: ${caught.message}`
            : "The comment could not be sent. Check your connection and try again.",
      });
    }
  };

  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[60] bg-night/40" />
        <Dialog.Content className="fixed inset-x-4 bottom-4 z-[61] mx-auto max-w-md rounded-3xl bg-white p-5 shadow-2xl outline-none sm:top-1/2 sm:bottom-auto sm:-translate-y-1/2">
          <Dialog.Title className="text-lg font-semibold">Comment</Dialog.Title>
          {anchor ? (
            <>
              <Dialog.Description asChild>
                <blockquote className="mt-2 line-clamp-3 rounded-md border-l-3 border-gold bg-cream/60 px-2 py-1 font-script text-[13px] text-ink">
                  “{anchor.quote}”
                </blockquote>
              </Dialog.Description>
              <SchemaForm form={form} className="mt-3 grid gap-3" onSubmit={send}>
                <FormTextArea
                  name="body"
                  label="Your comment"
                  labelHidden
                  autoFocus
                  // No cap on the box: a long paste is kept whole; the send says the limit.
                  checkOnBlur={false}
                  placeholder="What do you think of these words?"
                  rows={4}
                />
                <FormError />
                <div className="grid grid-cols-2 gap-3">
                  <Dialog.Close asChild>
                    <Button variant="secondary">Cancel</Button>
                  </Dialog.Close>
                  <SubmitButton pendingLabel="Sending…">Comment</SubmitButton>
                </div>
              </SchemaForm>
            </>
          ) : (
            <>
              <Dialog.Description className="mt-2 text-ink-soft">
                Select some words of the script to comment on, then choose Comment again.
              </Dialog.Description>
              <Dialog.Close asChild>
                <Button variant="secondary" className="mt-4">
                  Close
                </Button>
              </Dialog.Close>
            </>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
