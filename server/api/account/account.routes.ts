import { createRoute, z } from "@hono/zod-openapi";
import { accountExportSchema, deleteAccountSchema } from "#contracts/account.ts";
import { authed, errorResponse, idParam, jsonBody, jsonResponse } from "../openapi.ts";

const exportDto = accountExportSchema.openapi("AccountExport");
const idParams = idParam("id");
const tags = ["account"];

export const startExportRoute = createRoute({
  method: "post",
  path: "/api/account/export",
  tags,
  ...authed,
  summary: "Download my data: start building a ZIP of everything the user has",
  description:
    "A background job builds one ZIP: README.txt, every movie, scene, character, development card, beat board and screenplay version as JSON, every photo and video, and each screenplay as PDF, Fountain and FDX. Poll GET /api/account/export/{id}; when done an email with the link goes out too. The download works for 24 hours, only with the owner's session. Asking again while one is being built answers that one (200).",
  responses: {
    202: jsonResponse(exportDto, "Started"),
    200: jsonResponse(exportDto, "An export is already being built: this one"),
    401: errorResponse("No session"),
    403: errorResponse("A guest session (guest_not_allowed): create an account first"),
  },
});

export const getExportRoute = createRoute({
  method: "get",
  path: "/api/account/export/{id}",
  tags,
  ...authed,
  summary: "An export's status; downloadUrl once done (until it expires)",
  request: { params: idParams },
  responses: {
    200: jsonResponse(exportDto, "The export"),
    401: errorResponse("No session"),
    404: errorResponse("No such export for this user"),
  },
});

export const downloadExportPathDoc = {
  method: "get" as const,
  path: "/api/account/export/{id}/download",
  tags,
  ...authed,
  summary: "The export's ZIP (application/zip), for its owner only, 24 hours after it was made",
  request: { params: idParams },
  responses: {
    200: {
      description: "The ZIP",
      content: { "application/zip": { schema: z.string().openapi({ format: "binary" }) } },
    },
    401: errorResponse("No session"),
    404: errorResponse("No such export for this user, or it expired"),
    409: errorResponse("Not ready yet"),
  },
};

export const deleteAccountRoute = createRoute({
  method: "delete",
  path: "/api/account",
  tags,
  ...authed,
  summary: "Delete my account and everything in it",
  description:
    'Needs `confirm: "DELETE"` and the account\'s password; an account without a password (Google or Apple sign-in, or a guest) needs a sign-in less than 10 minutes old instead. Removes every row of the user, their photos, videos and voice recordings (local disk or S3), their share links (404 at once), sessions and bearer tokens (401 at once) and mail waiting for them, then sends one last confirmation email. The session cookie is cleared.',
  request: { body: jsonBody(deleteAccountSchema.openapi("DeleteAccount")) },
  responses: {
    204: { description: "Deleted" },
    400: errorResponse('Invalid payload (confirm is not "DELETE", password missing)'),
    401: errorResponse("No session"),
    403: errorResponse(
      "Wrong password (wrong_password), or the sign-in is too old (reauthentication_required)",
    ),
  },
});
