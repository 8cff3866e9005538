// The baseline of `npm run bench:api`: a bare node:http server answering GET
// /api/movies/{id}/scenes with the same four queries the app runs (session by token, its user, the
// movie, its scenes), on the same driver, after the same signed-cookie check, and the same JSON.
// Nothing else: no framework, no logging, no headers beyond the content type.
//   BARE_DATABASE=postgres://… | a PGlite folder   BARE_PORT   BARE_SECRET (the AUTH_SECRET)
import crypto from "node:crypto";
import http from "node:http";

type Row = Record<string, unknown>;
type Query = (text: string, params: unknown[]) => Promise<Row[]>;

const target = process.env.BARE_DATABASE ?? "";
const secret = process.env.BARE_SECRET ?? "";
const port = Number(process.env.BARE_PORT ?? 0);

async function connect(): Promise<Query> {
  if (/^postgres(ql)?:\/\//.test(target)) {
    const { default: postgres } = await import("postgres");
    // The app's pool: server/db/client.ts.
    const sql = postgres(target, { max: 10, onnotice: () => {} });
    // Prepared statements, as the driver's tagged templates send them by default.
    return async (text, params) =>
      (await sql.unsafe(text, params as never[], { prepare: true })) as unknown as Row[];
  }
  const { PGlite } = await import("@electric-sql/pglite");
  const db = new PGlite(target);
  return async (text, params) => (await db.query<Row>(text, params)).rows;
}

// The statements drizzle sends for the app (captured from PostgreSQL's log).
const SESSION = `select "id", "expires_at", "token", "created_at", "updated_at", "ip_address", "user_agent", "user_id" from "session" where "session"."token" = $1`;
const USER = `select "id", "name", "email", "email_verified", "image", "is_anonymous", "created_at", "updated_at" from "user" where "user"."id" = $1`;
const MOVIE = `select "id" from "movies" where ("movies"."id" = $1 and "movies"."user_id" = $2)`;
const SCENES = `select "id", "user_id", "movie_id", "title", "description", "scene_number", "location", "elements", "character_ids", "time_of_day", "duration", "metadata", "scene_type", "content", "version", "created_at", "updated_at" from "scenes" where ("scenes"."movie_id" = $1 and "scenes"."user_id" = $2) order by "scenes"."scene_number" asc, "scenes"."created_at" asc`;

// better-call's signed cookie: encodeURIComponent(`${token}.${base64 HMAC-SHA256(token)}`).
function sessionToken(cookieHeader: string | undefined): string | null {
  const match = /(?:^|;\s*)better-auth\.session_token=([^;]+)/.exec(cookieHeader ?? "");
  if (!match?.[1]) return null;
  const value = decodeURIComponent(match[1]);
  const dot = value.lastIndexOf(".");
  const token = value.slice(0, dot);
  const signature = Buffer.from(value.slice(dot + 1), "base64");
  const expected = crypto.createHmac("sha256", secret).update(token).digest();
  return signature.length === expected.length && crypto.timingSafeEqual(signature, expected)
    ? token
    : null;
}

const iso = (value: unknown) => (value instanceof Date ? value.toISOString() : value);

function send(res: http.ServerResponse, status: number, body: unknown): void {
  const json = JSON.stringify(body);
  res.writeHead(status, {
    "content-type": "application/json",
    "content-length": Buffer.byteLength(json),
  });
  res.end(json);
}

const query = await connect();
const server = http.createServer((req, res) => {
  const movieId = /^\/api\/movies\/([0-9a-f-]{36})\/scenes$/.exec(req.url ?? "")?.[1];
  if (req.method !== "GET" || !movieId) return send(res, 404, { error: "not found" });
  void (async () => {
    const token = sessionToken(req.headers.cookie);
    const [session] = token ? await query(SESSION, [token]) : [];
    if (!session || (session.expires_at as Date) < new Date()) return send(res, 401, {});
    const [user] = await query(USER, [session.user_id]);
    if (!user) return send(res, 401, {});
    const [movie] = await query(MOVIE, [movieId, user.id]);
    if (!movie) return send(res, 404, {});
    const rows = await query(SCENES, [movieId, user.id]);
    send(
      res,
      200,
      rows.map((r) => ({
        id: r.id,
        userId: r.user_id,
        movieId: r.movie_id,
        title: r.title,
        description: r.description,
        sceneNumber: r.scene_number,
        location: r.location,
        elements: r.elements,
        characterIds: r.character_ids,
        timeOfDay: r.time_of_day,
        duration: r.duration,
        metadata: r.metadata,
        sceneType: r.scene_type,
        content: r.content,
        version: r.version,
        createdAt: iso(r.created_at),
        updatedAt: iso(r.updated_at),
      })),
    );
  })().catch((error: unknown) => send(res, 500, { error: String(error) }));
});
server.listen(port, "127.0.0.1", () => {
  const address = server.address();
  console.log(`bare listening ${typeof address === "object" && address ? address.port : port}`);
});
process.on("SIGTERM", () => server.close(() => process.exit(0)));
