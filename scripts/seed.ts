// `npm run seed`: a demo account (demo@lifescript.local / lifescript-demo) with one movie.
import { and, desc, eq, like } from "drizzle-orm";
import { createApi } from "../server/app.ts";
import { bootstrap } from "../server/bootstrap.ts";
import { movies, user, verification } from "../server/db/schema/index.ts";
import { PENDING_SIGN_UP_PREFIX } from "../server/domain/sign-up/pending-sign-up.ts";
import { env } from "../server/env.ts";
import { logger } from "../server/logger.ts";

const DEMO = { email: "demo@lifescript.local", password: "lifescript-demo", name: "Demo Writer" };

const services = await bootstrap(env, logger);
try {
  const { db } = services.database;
  let [demo] = await db.select().from(user).where(eq(user.email, DEMO.email));
  if (!demo) {
    const api = createApi(services);
    const response = await api.request(`${env.baseUrl}/api/auth/sign-up/email`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: env.baseUrl },
      body: JSON.stringify(DEMO),
    });
    if (!response.ok)
      throw new Error(`could not create the demo account: ${await response.text()}`);
    // Where mail reaches people, sign-up makes the account when its mailed link is opened: the
    // seed opens it itself (the link's token is the pending sign-up's).
    const [pending] = await db
      .select({ identifier: verification.identifier })
      .from(verification)
      .where(
        and(
          like(verification.identifier, `${PENDING_SIGN_UP_PREFIX}%`),
          like(verification.value, `%"${DEMO.email}"%`),
        ),
      )
      .orderBy(desc(verification.createdAt))
      .limit(1);
    if (pending) {
      const finished = await api.request(`${env.baseUrl}/api/auth/sign-up/finish`, {
        method: "POST",
        headers: { "content-type": "application/json", origin: env.baseUrl },
        body: JSON.stringify({ token: pending.identifier.slice(PENDING_SIGN_UP_PREFIX.length) }),
      });
      if (!finished.ok)
        throw new Error(`could not finish the demo account: ${await finished.text()}`);
    }
    [demo] = await db.select().from(user).where(eq(user.email, DEMO.email));
  }
  if (!demo) throw new Error("demo account missing after sign-up");
  const existing = await db
    .select({ id: movies.id })
    .from(movies)
    .where(eq(movies.userId, demo.id));
  if (existing.length === 0) {
    await db.insert(movies).values({
      userId: demo.id,
      title: "The Summer We Built the Boat",
      description:
        "1994, a lake in Ontario, a father and daughter and a boat that should never have floated.",
      genre: "drama",
      lastEditedBy: demo.id,
    });
  }
  console.log(`Demo account ready: ${DEMO.email} / ${DEMO.password}`);
} finally {
  await services.close();
}
