import { describe, expect, it } from "vitest";
import { identifyTraits } from "./identify-traits";

describe("identifyTraits", () => {
  it("sends the email's domain and nothing of the address or the name", () => {
    const traits = identifyTraits({ id: "u1", email: "Rosa.Alves@Example.PT" });
    expect(traits).toEqual({ email_domain: "example.pt", is_guest: false });
    expect(JSON.stringify(traits)).not.toMatch(/rosa/i);
  });

  it("sends no domain for a guest's placeholder address", () => {
    expect(
      identifyTraits({ id: "g1", email: "x@anonymous.lifescript.invalid", isAnonymous: true }),
    ).toEqual({ is_guest: true });
  });

  it("adds the subscription once billing passes one", () => {
    expect(
      identifyTraits({ id: "u1", email: "a@b.co" }, { status: "active", plan: "yearly" }),
    ).toEqual({
      email_domain: "b.co",
      is_guest: false,
      subscription_status: "active",
      subscription_plan: "yearly",
    });
  });
});
