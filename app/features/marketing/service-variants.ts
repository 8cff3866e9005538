import type { PlanServices } from "#contracts/plans.ts";

// Marketing Markdown (body and frontmatter) names an optional service only inside a variant, so
// that a server without that service promises nothing about it:
//   {voice}text kept where voice dictation is on{/voice}
//   {voice}text where it is on{else}text where it is off{/voice}
// The text is kept exactly as written, spaces included: "storage{voice} and voice{/voice}, export".
const VARIANT = /\{(gifs|voice)\}([\s\S]*?)(?:\{else\}([\s\S]*?))?\{\/\1\}/g;

export function applyServiceVariants(source: string, services: PlanServices): string {
  return source.replace(
    VARIANT,
    (_match, service: keyof PlanServices, on: string, off: string | undefined) =>
      services[service] ? on : (off ?? ""),
  );
}
