import { useSearchParams } from "react-router";
import { PageHeader } from "~/features/app-shell/page-header";
import { DeleteAccountCard } from "~/features/account/delete-account-card";
import { ExportCard } from "~/features/account/export-card";

export function meta() {
  return [{ title: "Your account · Lifescript" }];
}

export default function AccountRoute() {
  const [params, setParams] = useSearchParams();
  // The mail's link names the export (?export=id); a new one replaces it in the address.
  const exportId = params.get("export");

  return (
    <>
      <PageHeader
        title="Your account"
        description="Your story is yours: take a copy of everything whenever you like, or delete it all."
      />
      <div className="grid max-w-2xl gap-5">
        <ExportCard
          exportId={exportId}
          onStarted={(id) => setParams({ export: id }, { replace: true })}
        />
        <DeleteAccountCard onDeleted={() => window.location.assign("/account-deleted")} />
      </div>
    </>
  );
}
