import { Suspense } from "react";

// React hydrates the page in one uninterrupted task, and the landing page is long: on a phone
// that task blocked input for several hundred milliseconds. A Suspense boundary around a section
// that is already on screen as server HTML lets React hydrate the page's shell first and the
// section afterwards, at the lowest priority and in small slices (or at once, if the visitor
// clicks inside it first). Nothing inside suspends, so no fallback is ever shown.
export function HydrateLater({ children }: { children: React.ReactNode }) {
  return <Suspense>{children}</Suspense>;
}
