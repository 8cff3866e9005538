import { type RouteConfig, index, layout, prefix, route } from "@react-router/dev/routes";

// Every path of the product in one readable table.
export default [
  layout("routes/marketing/marketing-layout.tsx", [
    index("routes/marketing/landing.tsx"),
    route("landing/html", "routes/marketing/landing.tsx", { id: "landing-html" }),
  ]),

  route("movify", "routes/movify.tsx"),

  ...prefix("auth", [
    route("login", "routes/auth/login.tsx"),
    route("signup", "routes/auth/signup.tsx", { id: "auth-signup" }),
    route("register", "routes/auth/signup.tsx", { id: "auth-register" }),
    route("forgot-password", "routes/auth/forgot-password.tsx"),
    route("reset-password", "routes/auth/reset-password.tsx"),
    route("callback", "routes/auth/callback.tsx"),
  ]),

  route("app", "routes/app/app-layout.tsx", [
    index("routes/app/movies.tsx", { id: "app-home" }),
    route("movies", "routes/app/movies.tsx", { id: "app-movies" }),
    route("movies/:movieId/scenes", "routes/app/scenes.tsx"),
    route("characters", "routes/app/characters.tsx"),
    route("develop", "routes/app/develop.tsx"),
    route("share", "routes/app/share.tsx"),
  ]),

  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
