import { type RouteConfig, index, layout, prefix, route } from "@react-router/dev/routes";

// Every path of the product in one readable table.
export default [
  layout("routes/marketing/marketing-layout.tsx", [
    index("routes/marketing/landing.tsx"),
    route("landing/html", "routes/marketing/landing.tsx", { id: "landing-html" }),
    // The public site (content from content/, prerendered: react-router.config.ts).
    ...[
      "hobby",
      "about",
      "collection",
      "privacy",
      "refund",
      "terms",
      "features",
      "script-movie-software-writing-screenwriting-movies",
      "screenwriting/Brand-names",
      "writingcenter/docs/handouts/scriptwriting_Format",
      "my-recovery-story",
      "immigration-movies",
      "journaling-mindfulness-meditation-for-anxiety",
      "true-life-stories-turned-into-movie",
    ].map((path) => route(path, "routes/marketing/content-page.tsx", { id: `page-${path}` })),
    route("templates", "routes/marketing/templates.tsx"),
    route("pricing", "routes/marketing/pricing.tsx"),
    route("courses", "routes/marketing/courses.tsx"),
    route("events", "routes/marketing/events.tsx"),
    route("llmtext", "routes/marketing/llmtext.tsx"),
    route("movies-faq", "routes/marketing/movies-faq.tsx"),
    route("glossary", "routes/marketing/glossary-index.tsx", { id: "glossary" }),
    route(
      "a-glossary-of-screenwriting-terms-and-filmmaking-definitions",
      "routes/marketing/glossary-index.tsx",
      { id: "glossary-full" },
    ),
    route("glossary/:letter", "routes/marketing/glossary-letter.tsx"),
    route("glossary/term/:slug", "routes/marketing/glossary-term.tsx"),
    route("quiz", "routes/marketing/quiz-index.tsx"),
    route("quiz/:slug", "routes/marketing/quiz.tsx"),
  ]),

  route("llms.txt", "routes/marketing/llms-txt.ts"),
  route("sitemap.xml", "routes/marketing/sitemap-xml.ts"),

  // The product itself: its screens share data fetching and toasts (not the public site).
  layout("routes/with-app-providers.tsx", [
    route("movify", "routes/movify.tsx"),
    // A shared screenplay: public, read-only, no marketing layout.
    route("s/:token", "routes/share/shared-screenplay.tsx"),
    // An invitation to write a movie together: preview, sign in or up, accept.
    route("invite/:token", "routes/invite.tsx"),
    ...prefix("auth", [
      route("login", "routes/auth/login.tsx"),
      route("signup", "routes/auth/signup.tsx", { id: "auth-signup" }),
      route("register", "routes/auth/signup.tsx", { id: "auth-register" }),
      route("forgot-password", "routes/auth/forgot-password.tsx"),
      route("reset-password", "routes/auth/reset-password.tsx"),
      // The sign-up mail's link: makes the account and signs it in.
      route("finish-signup", "routes/auth/finish-signup.tsx"),
      route("callback", "routes/auth/callback.tsx"),
    ]),

    route("app", "routes/app/app-layout.tsx", [
      index("routes/app/movies.tsx", { id: "app-home" }),
      route("movies", "routes/app/movies.tsx", { id: "app-movies" }),
      route("movies/:movieId/scenes", "routes/app/scenes.tsx"),
      route("characters", "routes/app/characters.tsx"),
      route("develop", "routes/app/develop.tsx"),
      route("develop/Movie", "routes/app/develop-select.tsx"),
      route("develop/Movie/:movieId", "routes/app/develop-basic.tsx"),
      route("develop/Movie/advanced/:movieId", "routes/app/develop-advanced.tsx"),
      route("movie-develop/:movieId", "routes/app/movie-develop.tsx"),
      route("share", "routes/app/share.tsx"),
      route("account", "routes/app/account.tsx"),
      route("subscription", "routes/app/subscription.tsx"),
      route("subscription/success", "routes/app/subscription-success.tsx"),
      route("subscription/cancelled", "routes/app/subscription-cancelled.tsx"),
      route("social-media-import", "routes/app/social-media-import.tsx"),
      route("interview", "routes/app/interview.tsx"),
      route("life-map", "routes/app/life-map.tsx"),
    ]),
    // The operators' pages (ADMIN_EMAILS): for everyone else the 404 page, status 404.
    ...prefix("app", [
      layout("routes/operator/operator-layout.tsx", [
        route("integrations", "routes/operator/integrations.tsx"),
        route("paddle-diagnostic", "routes/operator/paddle-diagnostic.tsx"),
        route("subscription/3rd-party/check", "routes/operator/subscription-check.tsx"),
        route("subscription-test", "routes/operator/subscription-test.tsx"),
      ]),
    ]),
    // Where "Delete my account" ends, signed out.
    route("account-deleted", "routes/account-deleted.tsx"),
  ]),

  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
