import { llmsText } from "#app/features/marketing/llms.server";
import { PageHero } from "#app/features/marketing/page-parts";
import { seo } from "#app/features/marketing/site";
import type { Route } from "./+types/llmtext";

export function loader() {
  return { text: llmsText() };
}

export function meta() {
  return seo({
    title: "Lifescript in plain text, for language models",
    description:
      "A plain-text description of Lifescript for AI assistants and language models: what it does, what it does not do yet, and where to find things. Also at /llms.txt.",
    path: "/llmtext",
  });
}

export default function LlmText({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHero
        eyebrow="For machines, readable by people"
        title="Lifescript in plain text"
        lead="This is the description we give to AI assistants and language models. The same text is served as plain text at /llms.txt."
        narrow
      >
        <p className="mt-5">
          <a href="/llms.txt" className="font-medium text-ember-dark underline underline-offset-4">
            Open /llms.txt
          </a>
        </p>
      </PageHero>
      <div className="mx-auto max-w-3xl px-5 py-12 sm:px-8">
        <pre className="overflow-x-auto rounded-2xl border border-line bg-white p-6 font-script text-[14px] leading-relaxed whitespace-pre-wrap">
          {loaderData.text}
        </pre>
      </div>
    </>
  );
}
