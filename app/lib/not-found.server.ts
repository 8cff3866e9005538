import { data, type AppLoadContext } from "react-router";

// Every 404 is recorded once, with the path the person tried and where they came from: unknown
// paths (the catch-all route) and unknown glossary letters, terms, quizzes and share links alike.
export async function recordNotFound(request: Request, context: AppLoadContext): Promise<string> {
  const url = new URL(request.url);
  // A client navigation asks for "/missing.data" (the root's own data, "/_root.data").
  const path = url.pathname.replace(/\.data$/, "").replace(/^\/_root$/, "/") || "/";
  try {
    await context.recordNotFound?.({
      path,
      referrer: request.headers.get("referer"),
      userAgent: request.headers.get("user-agent"),
    });
  } catch {
    // Recording is best effort: the visitor still gets the page.
  }
  return path;
}

/** Records the 404, then answers it (thrown from a loader: the route's 404 page, status 404). */
export async function notFound(request: Request, context: AppLoadContext): Promise<never> {
  const path = await recordNotFound(request, context);
  throw data({ path }, { status: 404 });
}
