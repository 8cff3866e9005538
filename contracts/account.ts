import { currentPasswordSchema } from "./auth-fields.ts";
import { z } from "./zod.ts";

// "Download my data" and "Delete my account": shared by the API contracts and the app.

export const exportStatuses = ["queued", "running", "done", "failed", "expired"] as const;
export type ExportStatus = (typeof exportStatuses)[number];

export const accountExportSchema = z.object({
  id: z.string(),
  status: z.enum(exportStatuses),
  createdAt: z.string(),
  completedAt: z.string().nullable(),
  // Present once done, until it expires (24 hours later): fetch it with the owner's session.
  downloadUrl: z.string().optional(),
  expiresAt: z.string().nullable(),
  byteSize: z.number().int().nullable(),
  // Why it failed, or that it is being retried.
  message: z.string().nullable(),
});
export type AccountExport = z.infer<typeof accountExportSchema>;

export const DELETE_CONFIRMATION = "DELETE";

export const deleteAccountSchema = z.object({
  // Required for accounts with a password; social-only accounts sign in again instead.
  password: z.string().max(128, "password is too long").optional(),
  confirm: z.literal(DELETE_CONFIRMATION, {
    error: `confirm must be the word ${DELETE_CONFIRMATION}, in capitals`,
  }),
});
export type DeleteAccount = z.infer<typeof deleteAccountSchema>;

// The "Delete my account" form: the password (for an account that has one) and the word typed
// out. What it sends is checked again by deleteAccountSchema.
export const deleteAccountFormSchema = (needsPassword: boolean) =>
  z.object({
    password: needsPassword ? currentPasswordSchema : z.string(),
    confirm: z
      .string()
      .refine(
        (typed) => typed === DELETE_CONFIRMATION,
        `Type ${DELETE_CONFIRMATION} in capital letters to confirm.`,
      ),
  });

// How recent a sign-in must be for an account without a password to delete itself.
export const FRESH_SIGN_IN_MINUTES = 10;
