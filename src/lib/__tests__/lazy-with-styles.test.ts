// Every lazy boundary waits for styles/lazy.css (the CSS the first screen does not carry), and every stylesheet that
// styles Bootstrap's parts joins the two-part cascade instead of being imported by a component.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { withLazyStyles } from '../lazy-with-styles';

const srcDir = path.resolve(__dirname, '../..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory())
      return entry.name === '__tests__' || entry.name === 'testing' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

const relative = (file: string) => path.relative(srcDir, file);

describe('lazy modules and the lazy stylesheet', () => {
  it('resolves to the module once both have arrived', async () => {
    const module = { default: 'page' };
    await expect(withLazyStyles(() => Promise.resolve(module))()).resolves.toBe(module);
  });

  it("calls React's own lazy in lazy-with-styles.ts only: every lazy boundary is written one way", () => {
    // A module styled by the first load's CSS (scripts/first-screen.ts) says so with { stylesInFirstLoad: true }.
    const offenders = sourceFiles(srcDir)
      .filter((file) => relative(file) !== 'lib/lazy-with-styles.ts')
      .filter((file) => /import\s*\{[^}]*\blazy\b[^}]*\}\s*from\s*'react'/.test(readFileSync(file, 'utf8')));
    expect(offenders.map(relative)).toEqual([]);
  });

  it('imports stylesheets only from the entry, the lazy loader and the self-contained toaster', () => {
    const allowed = ['main.tsx', 'lib/lazy-with-styles.ts', 'components/ui/toaster.tsx'];
    const offenders = sourceFiles(srcDir)
      .filter((file) => !allowed.includes(relative(file)))
      .filter((file) => /import\s*(\(\s*)?'[^']+\.css'/.test(readFileSync(file, 'utf8')));
    expect(offenders.map(relative)).toEqual([]);
  });
});
