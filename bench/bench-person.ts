import { signUpThroughMail } from "../tests/support/mailed-sign-up.ts";

// A person signed up on the server under measure, through the mailed link as anyone would: the
// session cookie the bench's requests send.
export async function signUpBenchPerson(base: string): Promise<string> {
  const headers = { "content-type": "application/json", origin: base };
  const signUp = await signUpThroughMail(
    (url, { method, json }) =>
      fetch(`${base}${url}`, {
        method,
        headers,
        ...(json === undefined ? {} : { body: JSON.stringify(json) }),
      }),
    { email: `bench-${Date.now()}@example.com`, password: "bench password 1", name: "Bench" },
  );
  return signUp.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}
