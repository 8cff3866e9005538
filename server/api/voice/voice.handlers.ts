import { bodyLimit } from "hono/body-limit";
import { TRANSCRIPTION_FAILED_CODE, VOICE_NOT_CONFIGURED_MESSAGE } from "#contracts/voice.ts";
import type { Deps } from "#server/context.ts";
import { plansEnforced } from "#server/domain/billing/plans-enforced.ts";
import {
  assertMayRecord,
  createRecording,
  MULTIPART_ENVELOPE_BYTES,
  recordingFieldsSchema,
  recordingTooLargeMessage,
} from "#server/domain/voice/create-recording.ts";
import { getTranscriptionState } from "#server/domain/voice/get-transcription.ts";
import { saveVoiceConsent } from "#server/domain/voice/save-voice-consent.ts";
import { getVoiceConsent } from "#server/domain/voice/voice-consent.ts";
import { AppError } from "#server/errors.ts";
import { createRouter, requireUser } from "#server/http/http.ts";
import { routeGate } from "#server/http/route-gates.ts";
import {
  createRecordingDoc,
  getTranscriptionRoute,
  getVoiceConsentRoute,
  saveVoiceConsentRoute,
} from "./voice.routes.ts";

const UPLOAD_HINT = "Send the recording as multipart/form-data with an audio file and its duration";

export function voiceRouter({ database: { db }, storage, env }: Deps) {
  const router = createRouter();

  // Every voice call: a session first, then a configured transcription service (503, so the
  // Record button can say that voice dictation is not set up here), before any body is read.
  router.use("/api/voice-transcription/*", async (c, next) => {
    requireUser(c);
    if (!env.TRANSCRIBE_URL) throw new AppError("not_configured", VOICE_NOT_CONFIGURED_MESSAGE);
    await next();
  });

  router.openapi(getVoiceConsentRoute, async (c) => {
    const user = requireUser(c);
    return c.json(await getVoiceConsent(db, user.id), 200);
  });

  router.openapi(saveVoiceConsentRoute, async (c) => {
    const user = requireUser(c);
    return c.json(await saveVoiceConsent(db, user.id, c.req.valid("json")), 200);
  });

  // Larger than the API's 2 MB (app.ts leaves this path to it), cut off while reading, with room
  // for the multipart envelope around the audio.
  const recordingBodyLimit = bodyLimit({
    maxSize: env.VOICE_MAX_BYTES + MULTIPART_ENVELOPE_BYTES,
    onError: () => {
      throw new AppError("payload_too_large", recordingTooLargeMessage(env.VOICE_MAX_BYTES));
    },
  });

  router.post(
    createRecordingDoc.path,
    routeGate(createRecordingDoc),
    recordingBodyLimit,
    async (c) => {
      const user = requireUser(c);
      await assertMayRecord(db, user.id);

      let form: FormData;
      try {
        form = await c.req.formData();
      } catch (error) {
        if (error instanceof AppError) throw error; // the body limit
        throw new AppError("bad_request", UPLOAD_HINT);
      }
      const audio = form.get("audio");
      if (!(audio instanceof File))
        throw new AppError("validation_failed", "audio: a file is required");
      const texts: Record<string, string> = {};
      for (const [name, value] of form.entries()) {
        if (typeof value === "string") texts[name] = value;
      }
      const fields = recordingFieldsSchema.safeParse(texts);
      if (!fields.success) throw AppError.fromZod(fields.error, "form");

      const { id, created } = await createRecording(
        { db, storage, maxBytes: env.VOICE_MAX_BYTES, limitsOn: plansEnforced(env) },
        user.id,
        { audio: new Uint8Array(await audio.arrayBuffer()), fields: fields.data },
      );
      return c.json({ id }, created ? 201 : 200);
    },
  );
  router.openAPIRegistry.registerPath(createRecordingDoc);

  router.openapi(getTranscriptionRoute, async (c) => {
    const user = requireUser(c);
    const found = await getTranscriptionState(db, user.id, c.req.valid("param").id);
    switch (found.state) {
      case "ready":
        return c.json(found.transcription, 200);
      case "failed":
        throw new AppError(TRANSCRIPTION_FAILED_CODE, found.message);
      case "pending":
        throw new AppError("not_found", "The transcription is not ready yet", {
          status: found.status,
        });
      case "missing":
        throw AppError.notFound("Recording");
    }
  });

  return router;
}
