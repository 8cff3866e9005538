import { data, type AppLoadContext } from "react-router";

// Unknown glossary letters, terms and quizzes answer the 404 page with status 404, recorded
// with path and referrer like every other unknown path.
export async function notFound(request: Request, context: AppLoadContext): Promise<never> {
  const url = new URL(request.url);
  const path = url.pathname.replace(/\.data$/, "") || "/";
  try {
    await context.recordNotFound?.({
      path,
      referrer: request.headers.get("referer"),
      userAgent: request.headers.get("user-agent"),
    });
  } catch {
    // Best effort: the visitor still gets the page.
  }
  throw data({ path }, { status: 404 });
}
