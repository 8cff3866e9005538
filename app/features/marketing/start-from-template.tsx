import { ArrowRight, Loader2 } from "lucide-react";
import { useState } from "react";
import { useNavigate } from "react-router";
import { ButtonLink } from "#app/components/ui/button";
import { scenesPath } from "#app/lib/paths";
import type { ScenePayload } from "./template-types";

// Signed in: the example becomes the person's own movie, scene by scene, and opens in Capture.
// A visitor signs up first (a guest session is not enough to keep a whole example).
export function StartFromTemplate({
  title,
  description,
  genre,
  scenes,
}: {
  title: string;
  description: string;
  genre: string;
  scenes: ScenePayload[];
}) {
  const navigate = useNavigate();
  const [state, setState] = useState<"idle" | "working" | "error">("idle");

  async function start() {
    setState("working");
    try {
      // The API client, like the contract below, loads on the click, not with the public page.
      const { authClient } = await import("#app/lib/auth-client");
      const { apiClient, data } = await import("#app/lib/api-client");
      const session = await authClient.getSession();
      const user = session.data?.user as { isAnonymous?: boolean | null } | undefined;
      if (!user || user.isAnonymous) {
        void navigate("/auth/signup");
        return;
      }
      const movie = await data(
        apiClient.POST("/api/movies", {
          body: { title, description, genre: genre.toLowerCase() },
        }),
      );
      // The example's scenes are read from its file on the server: checked against the contract
      // here, as any body, so a wrong one says which field before anything is sent.
      const { sceneCreateSchema } = await import("#contracts/scene.ts");
      for (const scene of scenes) {
        const body = sceneCreateSchema.parse({ ...scene, movieId: movie.id });
        await data(apiClient.POST("/api/scenes", { body }));
      }
      void navigate(scenesPath(movie.id));
    } catch {
      setState("error");
    }
  }

  // A link to sign-up that the script upgrades: a click before the page has hydrated still takes a
  // visitor where they need to go (the prerendered page paints before its scripts run).
  const working = state === "working";
  return (
    <div>
      <ButtonLink
        to="/auth/signup"
        aria-disabled={working || undefined}
        onClick={(event) => {
          event.preventDefault();
          if (!working) void start();
        }}
      >
        {working ? (
          <>
            <Loader2 className="size-4 animate-spin" aria-hidden />
            Creating your movie…
          </>
        ) : (
          <>
            Start from this example
            <ArrowRight className="size-4" aria-hidden />
          </>
        )}
      </ButtonLink>
      {state === "error" && (
        <p role="alert" className="mt-2 text-sm font-medium text-danger">
          We couldn't create the movie. Please try again.
        </p>
      )}
    </div>
  );
}
