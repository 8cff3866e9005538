import crypto from "node:crypto";
import postgres from "postgres";

// A new, empty database on the server of TEST_DATABASE_URL (dropped by `drop`), for tests that
// need to see what happens on a first start, which the shared test database is long past.
export async function createFreshDatabase(
  baseUrl: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `lifescript_fresh_${crypto.randomBytes(5).toString("hex")}`;
  const admin = postgres(baseUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const again = postgres(baseUrl, { max: 1, onnotice: () => {} });
      await again.unsafe(`drop database if exists ${name} with (force)`);
      await again.end();
    },
  };
}
