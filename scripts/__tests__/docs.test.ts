// Docs a newcomer can trust: the README is a short start page that keeps its two commands, every page in docs/ is
// reachable from the README or docs/architecture.md, and every relative link (with its #anchor) leads somewhere.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../env-names';

const read = (file: string) => readFileSync(path.join(ROOT, file), 'utf8');
const docs = readdirSync(path.join(ROOT, 'docs'))
  .filter((name) => name.endsWith('.md'))
  .map((name) => `docs/${name}`);
const pages = ['README.md', ...docs];

/** The text outside fenced code blocks (a link in a shell example is not a link). */
const prose = (text: string) => text.replace(/^```[\s\S]*?^```/gm, '');

/** Relative link targets of a page (`[text](target)`), resolved against the repository root, anchor kept apart. */
function links(file: string): { target: string; anchor: string | undefined }[] {
  return [...prose(read(file)).matchAll(/\]\(([^)\s]+)\)/g)]
    .map((match) => match[1])
    .filter((href) => !/^[a-z]+:/i.test(href))
    .map((href) => {
      const [target, anchor] = href.split('#', 2);
      return { target: target ? path.normalize(path.join(path.dirname(file), target)) : file, anchor };
    });
}

/** GitHub's heading anchors: lower case, punctuation dropped, spaces to hyphens. */
function anchors(file: string): Set<string> {
  return new Set(
    [...prose(read(file)).matchAll(/^#{1,6}\s+(.+)$/gm)].map((match) =>
      match[1]
        .trim()
        .toLowerCase()
        .replace(/[^\p{L}\p{N}\s_-]/gu, '')
        .replace(/\s/g, '-'),
    ),
  );
}

describe('README', () => {
  const readme = read('README.md');

  it('keeps the two commands a newcomer runs first', () => {
    expect(readme).toContain('npm ci && npm start');
    expect(readme).toContain('npm test');
    expect(readme).toContain('http://localhost:8080');
  });

  it('is a start page, not the manual: the long tables live in docs/', () => {
    // Issue 28 found it at 29 KB; the configuration table alone is more than 10 KB.
    expect(readme.length).toBeLessThan(12_000);
    expect(readme).not.toMatch(/^\| variable \| default \| meaning \|/m);
    expect(readme).toContain('(docs/configuration.md)');
  });
});

describe('docs/', () => {
  it('every page is linked from the README or docs/architecture.md', () => {
    const linked = new Set(
      [...links('README.md'), ...links('docs/architecture.md')].map((link) => link.target),
    );
    expect(docs.length).toBeGreaterThan(20);
    expect(docs.filter((doc) => !linked.has(doc))).toEqual([]);
  });

  it('every relative link leads to a file, and every #anchor into a page to one of its headings', () => {
    const broken: string[] = [];
    for (const page of pages) {
      for (const { target, anchor } of links(page)) {
        if (!existsSync(path.join(ROOT, target))) broken.push(`${page} -> ${target}`);
        else if (anchor && target.endsWith('.md') && !anchors(target).has(anchor))
          broken.push(`${page} -> ${target}#${anchor}`);
      }
    }
    expect(broken).toEqual([]);
  });
});
