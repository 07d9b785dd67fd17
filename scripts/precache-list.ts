// What the service worker precaches (scripts/service-worker.ts builds it in): the app shell, read from Vite's build
// manifest. Kept apart from the build plugin so that it is tested without esbuild.

/** The part of Vite's build manifest (dist/.vite/manifest.json) the precache list reads. */
export interface ManifestChunk {
  file: string;
  css?: string[];
  assets?: string[];
  imports?: string[];
  isEntry?: boolean;
}

/**
 * Files outside the bundle that the app needs offline: the page itself and the manifest. The icons are not: the
 * browser keeps the installed app's icons itself, and the whole shell stays within the first load's 140 KB.
 */
const SHELL_FILES = ['/index.html', '/manifest.webmanifest'];
/** The page the installed app opens on (the web app manifest's start_url); offline it always gets the shell. */
export const START_PATH = '/homepage';

/** The entry's static import closure with its stylesheets and fonts: what the first load of a page fetches. */
export function firstLoadFiles(manifest: Record<string, ManifestChunk>, entry = 'index.html'): string[] {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(`/${chunk.file}`)) return;
    files.add(`/${chunk.file}`);
    for (const file of [...(chunk.css ?? []), ...(chunk.assets ?? [])]) files.add(`/${file}`);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(entry);
  return [...files];
}

export function precacheList(manifest: Record<string, ManifestChunk>): string[] {
  return [...SHELL_FILES, ...firstLoadFiles(manifest)];
}
