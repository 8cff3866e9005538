import { ArrowRight } from "lucide-react";
import { useState } from "react";
import { useNavigate } from "react-router";
import { Button } from "~/components/ui/button";
import type { ScenePayload } from "./template-types";

async function postJson<T>(path: string, body: unknown): Promise<T> {
  const response = await fetch(path, {
    method: "POST",
    credentials: "same-origin",
    headers: { Accept: "application/json", "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`HTTP ${response.status}: ${response.statusText}`);
  return (await response.json()) as T;
}

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
      const { authClient } = await import("~/lib/auth-client");
      const session = await authClient.getSession();
      const user = session.data?.user as { isAnonymous?: boolean | null } | undefined;
      if (!user || user.isAnonymous) {
        void navigate("/auth/signup");
        return;
      }
      const movie = await postJson<{ id: string }>("/api/movies", {
        title,
        description,
        genre: genre.toLowerCase(),
      });
      for (const scene of scenes) {
        await postJson("/api/scenes", { ...scene, movieId: movie.id });
      }
      void navigate(`/app/movies/${movie.id}/scenes`);
    } catch {
      setState("error");
    }
  }

  return (
    <div>
      <Button
        onClick={() => void start()}
        pending={state === "working"}
        pendingLabel="Creating your movie…"
      >
        Start from this example
        <ArrowRight className="size-4" aria-hidden />
      </Button>
      {state === "error" && (
        <p role="alert" className="mt-2 text-sm font-medium text-danger">
          We couldn't create the movie. Please try again.
        </p>
      )}
    </div>
  );
}
