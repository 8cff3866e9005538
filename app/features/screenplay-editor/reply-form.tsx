import { Button } from "#app/components/ui/button";
import {
  FORM_ERROR,
  FormError,
  FormTextArea,
  SchemaForm,
  SubmitButton,
  useSchemaForm,
} from "#app/components/ui/form";
import { writerReplyFormSchema } from "#contracts/share-comments.ts";

/** The writer's answer in a thread, checked by the reply's rule (contracts/share-comments.ts). A
 * failed send says why above the buttons and keeps the text in the box, to send again; `onSend`
 * throws the message to show. */
export function ReplyForm({
  to,
  onSend,
  onCancel,
}: {
  /** The name of the reader being answered. */
  to: string;
  onSend: (body: string) => Promise<void>;
  onCancel: () => void;
}) {
  const form = useSchemaForm(writerReplyFormSchema, { body: "" });

  async function send({ body }: { body: string }) {
    try {
      await onSend(body);
      form.reset();
    } catch (error) {
      form.setError(FORM_ERROR, {
        message: error instanceof Error ? error.message : String(error),
      });
    }
  }

  return (
    <SchemaForm form={form} onSubmit={send} className="grid gap-2">
      <FormTextArea
        name="body"
        label={`Your reply to ${to}`}
        labelHidden
        // The Reply button that opened the box is gone: the focus goes where the person writes.
        autoFocus
        // No cap on the box: a long paste is kept whole, and the send says the limit in words.
        // Checked on send only: a message appearing as the box is left would move Send reply.
        checkOnBlur={false}
        placeholder={`Reply to ${to}`}
        rows={3}
      />
      <FormError />
      <div className="flex gap-2">
        <SubmitButton size="sm" pendingLabel="Sending…">
          Send reply
        </SubmitButton>
        <Button size="sm" variant="ghost" type="button" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </SchemaForm>
  );
}
