import { startFakeGiphy } from "../fakes/fake-giphy.ts";

const PORT = Number(new URL(process.env.E2E_GIPHY_URL ?? "http://127.0.0.1:3918").port);

// Playwright globalSetup: the fake lives as long as the test run.
// Another run on this machine may already serve the fake on the port: then that one is used.
export default async function globalSetup() {
  try {
    const fake = await startFakeGiphy({ port: PORT });
    return () => fake.close();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EADDRINUSE") throw error;
    const probe = await fetch(`http://127.0.0.1:${PORT}/v1/gifs/trending?api_key=e2e-key`);
    if (!probe.ok) throw new Error(`port ${PORT} is taken by something other than the fake GIPHY`);
    return () => undefined;
  }
}
