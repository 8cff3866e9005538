import { Download } from "lucide-react";
import { Button } from "#app/components/ui/button";

// Backup codes are shown once: a list to write down, and a text file to keep.
export function BackupCodes({ codes }: { codes: string[] }) {
  const download = () => {
    const text = `Lifescript backup codes\n\nEach code signs you in once if you lose your authenticator app.\n\n${codes.join("\n")}\n`;
    const url = URL.createObjectURL(new Blob([text], { type: "text/plain" }));
    const a = document.createElement("a");
    a.href = url;
    a.download = "lifescript-backup-codes.txt";
    a.click();
    URL.revokeObjectURL(url);
  };
  return (
    <div className="grid gap-3">
      <ul
        aria-label="Backup codes"
        className="grid grid-cols-2 gap-2 rounded-2xl bg-cream p-4 font-mono text-[15px] tracking-wide text-ink"
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div>
        <Button variant="secondary" size="sm" onClick={download}>
          <Download className="size-4" aria-hidden />
          Download codes
        </Button>
      </div>
    </div>
  );
}
