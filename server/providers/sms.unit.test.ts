import { describe, expect, it } from "vitest";
import { createSmsSender, SmsError, smsSettingsOf } from "./sms.ts";

const settings = {
  apiUrl: "https://api.twilio.com/",
  accountSid: "AC0123",
  authToken: "secret",
  from: "+15005550006",
};

function fakeFetch(status: number, body: unknown) {
  const calls: { url: string; init: RequestInit }[] = [];
  const fetch = async (url: string | URL | Request, init?: RequestInit) => {
    calls.push({ url: String(url), init: init ?? {} });
    return new Response(JSON.stringify(body), {
      status,
      headers: { "content-type": "application/json" },
    });
  };
  return { fetch: fetch as typeof globalThis.fetch, calls };
}

describe("SMS sender (Twilio's Messages API)", () => {
  it("posts To, From and Body as a form with Basic auth to the account's Messages resource", async () => {
    const { fetch, calls } = fakeFetch(201, { sid: "SM1", status: "queued" });
    const sent = await createSmsSender(settings, { fetch }).send("+447700900123", "123456 is it");
    expect(sent).toEqual({ sid: "SM1" });
    expect(calls[0]?.url).toBe("https://api.twilio.com/2010-04-01/Accounts/AC0123/Messages.json");
    const headers = calls[0]?.init.headers as Record<string, string>;
    expect(headers.authorization).toBe(`Basic ${Buffer.from("AC0123:secret").toString("base64")}`);
    expect(String(calls[0]?.init.body)).toBe(
      "To=%2B447700900123&From=%2B15005550006&Body=123456+is+it",
    );
  });

  it("names the service's reason when it refuses", async () => {
    const { fetch } = fakeFetch(400, {
      code: 21211,
      message: "Invalid 'To' Phone Number",
      status: 400,
    });
    const sending = createSmsSender(settings, { fetch }).send("+1", "x");
    await expect(sending).rejects.toBeInstanceOf(SmsError);
    await expect(sending).rejects.toThrow(
      "The text message service refused the message (HTTP 400: Invalid 'To' Phone Number).",
    );
  });

  it("says when the service cannot be reached", async () => {
    const fetch = (async () => {
      throw new TypeError("fetch failed");
    }) as typeof globalThis.fetch;
    await expect(createSmsSender(settings, { fetch }).send("+447700900123", "x")).rejects.toThrow(
      /could not be reached/,
    );
  });

  it("is off until the SID, the token and the sending number are all set", () => {
    const base = { SMS_API_URL: "https://api.twilio.com" };
    expect(smsSettingsOf(base)).toBeNull();
    expect(smsSettingsOf({ ...base, SMS_ACCOUNT_SID: "AC1", SMS_AUTH_TOKEN: "t" })).toBeNull();
    expect(
      smsSettingsOf({ ...base, SMS_ACCOUNT_SID: "AC1", SMS_AUTH_TOKEN: "t", SMS_FROM: "+1500" }),
    ).toMatchObject({ accountSid: "AC1", from: "+1500" });
  });
});
