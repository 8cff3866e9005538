import { Outlet } from "react-router";
import { AppProviders } from "#app/components/app-providers";

// Data fetching (TanStack Query) and toasts are for the product's own screens. The public site
// needs neither, so they live here rather than in the root: a prerendered page does not download
// them (docs/ARCHITECTURE.md, Budgets, 150 KB budget for a public page).
export default function WithAppProviders() {
  return (
    <AppProviders>
      <Outlet />
    </AppProviders>
  );
}
