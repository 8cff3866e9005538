import { z } from "zod";

// Text messages through an HTTP API shaped like Twilio's Messages resource:
// POST {apiUrl}/2010-04-01/Accounts/{accountSid}/Messages.json, HTTP Basic auth (account SID and
// auth token), form fields To, From and Body; 201 with the message's sid and status, or an error
// object { code, message, more_info, status }. Twilio itself and providers that copy its API
// (and the loopback fake of the tests) all answer this.
// https://www.twilio.com/docs/messaging/api/message-resource#create-a-message-resource

export type SmsSettings = {
  apiUrl: string;
  accountSid: string;
  authToken: string;
  from: string;
};

export class SmsError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
  ) {
    super(message);
  }
}

const sentMessage = z.object({ sid: z.string(), status: z.string() });
const providerError = z.object({ code: z.number().optional(), message: z.string() });

export type SmsSender = { send: (to: string, body: string) => Promise<{ sid: string }> };

export function createSmsSender(
  settings: SmsSettings,
  options: { fetch?: typeof fetch; timeoutMs?: number } = {},
): SmsSender {
  const doFetch = options.fetch ?? fetch;
  const url = `${settings.apiUrl.replace(/\/+$/, "")}/2010-04-01/Accounts/${encodeURIComponent(settings.accountSid)}/Messages.json`;
  const authorization = `Basic ${Buffer.from(`${settings.accountSid}:${settings.authToken}`).toString("base64")}`;
  return {
    async send(to, body) {
      let response: Response;
      try {
        response = await doFetch(url, {
          method: "POST",
          headers: {
            authorization,
            "content-type": "application/x-www-form-urlencoded",
            accept: "application/json",
          },
          body: new URLSearchParams({ To: to, From: settings.from, Body: body }),
          signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
        });
      } catch (error) {
        throw new SmsError(
          `The text message service could not be reached (${error instanceof Error ? error.name : "network error"}).`,
          null,
        );
      }
      const json: unknown = await response.json().catch(() => null);
      if (!response.ok) {
        const detail = providerError.safeParse(json);
        throw new SmsError(
          `The text message service refused the message (HTTP ${response.status}${detail.success ? `: ${detail.data.message}` : ""}).`,
          response.status,
        );
      }
      const sent = sentMessage.safeParse(json);
      if (!sent.success) {
        throw new SmsError(
          "The text message service answered in an unexpected shape.",
          response.status,
        );
      }
      return { sid: sent.data.sid };
    },
  };
}

// The settings, or null while any of them is missing (phone sign-in is then off).
export function smsSettingsOf(env: {
  SMS_API_URL: string;
  SMS_ACCOUNT_SID?: string | undefined;
  SMS_AUTH_TOKEN?: string | undefined;
  SMS_FROM?: string | undefined;
}): SmsSettings | null {
  if (!env.SMS_ACCOUNT_SID || !env.SMS_AUTH_TOKEN || !env.SMS_FROM) return null;
  return {
    apiUrl: env.SMS_API_URL,
    accountSid: env.SMS_ACCOUNT_SID,
    authToken: env.SMS_AUTH_TOKEN,
    from: env.SMS_FROM,
  };
}
