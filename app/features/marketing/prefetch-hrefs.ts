// What to fetch ahead of time for a page the visitor is likely to open next: the route modules,
// the chunks they import and their stylesheets, minus what the current page already loaded.
// Shaped like React Router's build manifest (its `routes` entries).
export interface ManifestRoute {
  module: string;
  imports?: string[];
  css?: string[];
}

export interface PrefetchHrefs {
  scripts: string[];
  styles: string[];
}

export function prefetchHrefs(
  routes: Partial<Record<string, ManifestRoute>>,
  targetRouteIds: readonly string[],
  currentRouteIds: readonly string[],
): PrefetchHrefs {
  const collect = (ids: readonly string[]) => {
    const scripts = new Set<string>();
    const styles = new Set<string>();
    for (const id of ids) {
      const route = routes[id];
      if (!route) continue;
      scripts.add(route.module);
      for (const href of route.imports ?? []) scripts.add(href);
      for (const href of route.css ?? []) styles.add(href);
    }
    return { scripts, styles };
  };
  const loaded = collect(currentRouteIds);
  const wanted = collect(targetRouteIds);
  return {
    scripts: [...wanted.scripts].filter((href) => !loaded.scripts.has(href)),
    styles: [...wanted.styles].filter((href) => !loaded.styles.has(href)),
  };
}
