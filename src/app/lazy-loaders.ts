// Fetches ./page-loaders.ts (the import() calls of the pages, layouts and header parts the first screen does not
// show) once, and loads a module through it. A failed fetch is tried again on the next call.
type PageLoaders = typeof import('./page-loaders').pageLoaders;
export type LoaderName = keyof PageLoaders;

let pageLoaders: Promise<PageLoaders> | undefined;
function loadPageLoaders(): Promise<PageLoaders> {
  pageLoaders ??= import('./page-loaders').then(
    (module) => module.pageLoaders,
    (error: unknown) => {
      pageLoaders = undefined;
      throw error;
    },
  );
  return pageLoaders;
}

/** The module `name` names, loaded through the page loaders. */
export function viaLoaders<Name extends LoaderName>(name: Name): PageLoaders[Name] {
  // TypeScript cannot follow `loaders[name]()` for a generic name: the cast says it is that loader's own promise.
  return (() =>
    loadPageLoaders().then((loaders): Promise<unknown> => loaders[name]())) as unknown as PageLoaders[Name];
}

/** Fetches the page loaders once the first screen is up (main.tsx, after the load event); never rejects. */
export function preloadPageLoaders(): Promise<void> {
  return loadPageLoaders().then(
    () => undefined,
    () => undefined,
  );
}
