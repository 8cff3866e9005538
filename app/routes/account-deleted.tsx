import { HeartHandshake } from "lucide-react";
import { buttonClasses } from "#app/components/ui/button";
import { Logo } from "#app/components/ui/logo";

export function meta() {
  return [{ title: "Account deleted · Lifescript" }, { name: "robots", content: "noindex" }];
}

// Where "Delete my account" ends: the session is gone, so this page needs none.
export default function AccountDeletedRoute() {
  return (
    <main className="grid min-h-dvh place-items-center bg-paper px-5 py-12">
      <div className="w-full max-w-md rounded-3xl border border-line bg-white p-7 text-center shadow-sm">
        <div className="flex justify-center">
          <Logo />
        </div>
        <span className="mx-auto mt-6 grid size-14 place-items-center rounded-full bg-ember/10 text-ember">
          <HeartHandshake className="size-7" aria-hidden />
        </span>
        <h1 className="mt-4 font-display text-3xl font-semibold tracking-tight">
          Your account is deleted
        </h1>
        <p className="mt-3 leading-relaxed text-ink-soft">
          Everything you wrote, uploaded and dictated is gone, your share links no longer work, and
          every device is signed out. A last email confirming it is on its way.
        </p>
        <p className="mt-3 leading-relaxed text-ink-soft">
          Thank you for trusting us with your story. If you ever want to tell it again, you are
          welcome back.
        </p>
        <a href="/" className={buttonClasses({ size: "lg", className: "mt-6" })}>
          Back to Lifescript
        </a>
      </div>
    </main>
  );
}
