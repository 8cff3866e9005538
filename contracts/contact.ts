import { z } from "./zod.ts";
import { line, text } from "./input-rules.ts";

// The contact form's rules, used by the footer form and by the server.
export const contactSchema = z.object({
  name: line({ error: "Name is required" })
    .trim()
    .min(1, "Name is required")
    .max(255, "Name is too long"),
  email: line({ error: "Email is required" })
    .trim()
    .min(1, "Email is required")
    .max(255, "Email is too long")
    .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, "Invalid email address"),
  message: text({ error: "Message is required" })
    .trim()
    .min(1, "Message is required")
    .min(10, "Message must be at least 10 characters")
    .max(5000, "Message is too long"),
  // Hidden from people; a bot that fills it is accepted and ignored.
  honeypot: text().max(1000).optional().default(""),
});

export type ContactInput = z.infer<typeof contactSchema>;

// Countries where analytics and advertising need the visitor's consent first: the EU, the rest
// of the EEA, the UK and Saudi Arabia.
export const consentCountries = [
  "AT",
  "BE",
  "BG",
  "HR",
  "CY",
  "CZ",
  "DK",
  "EE",
  "FI",
  "FR",
  "DE",
  "GR",
  "HU",
  "IE",
  "IT",
  "LV",
  "LT",
  "LU",
  "MT",
  "NL",
  "PL",
  "PT",
  "RO",
  "SK",
  "SI",
  "ES",
  "SE",
  "IS",
  "LI",
  "NO",
  "GB",
  "SA",
] as const;

export function requiresConsent(countryCode: string | null | undefined): boolean {
  if (!countryCode || !/^[A-Za-z]{2}$/.test(countryCode)) return true;
  return (consentCountries as readonly string[]).includes(countryCode.toUpperCase());
}

export const consentChoiceSchema = z.object({
  deviceId: line().trim().min(8, "deviceId is required").max(200),
  analytics: z.boolean({ error: "analytics must be true or false" }),
  advertising: z.boolean({ error: "advertising must be true or false" }),
  timestamp: z.number().int().positive().max(Number.MAX_SAFE_INTEGER).optional(),
});
