import { Loader2 } from "lucide-react";
import { FormAlert } from "#app/components/ui/form-alert";
import { PageHeader } from "#app/features/app-shell/page-header";
import { IntegrationCard } from "#app/features/operator/integration-card";
import { useIntegrations } from "#app/features/operator/integrations-api";

export function meta() {
  return [{ title: "Integrations · Lifescript" }, { name: "robots", content: "noindex" }];
}

// Every optional service of this installation in one place: people never see what is off (the
// app leaves it out), so this is where operators find it.
export default function IntegrationsRoute() {
  const integrations = useIntegrations();
  const list = integrations.data?.integrations ?? [];
  const on = list.filter((i) => i.state === "on").length;
  return (
    <>
      <PageHeader
        title="Integrations"
        description="The optional services of this server: which are on, and the environment variables that turn each one on (their names only, never their values). Restart the server after changing them."
      />
      {integrations.isPending && (
        <p role="status" className="flex items-center gap-2 text-ink-soft">
          <Loader2 className="size-4 animate-spin motion-reduce:animate-none" aria-hidden />
          Loading...
        </p>
      )}
      {integrations.isError && <FormAlert>{integrations.error.message}</FormAlert>}
      {integrations.data && (
        <>
          <p className="mb-4 text-sm text-ink-soft">
            {on} of {list.length} on.
          </p>
          <ul className="grid gap-3">
            {list.map((i) => (
              <IntegrationCard key={i.id} integration={i} />
            ))}
          </ul>
        </>
      )}
    </>
  );
}
