// Bootstrap's primary blue never reaches the portal: every literal in Bootstrap's light theme is rewritten to the
// brand's custom properties (scripts/brand-bootstrap.ts), including the ones inside SVG data URIs.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import postcss from 'postcss';
import { describe, expect, it } from 'vitest';
import { BOOTSTRAP_BLUE_PATTERN, brandBootstrap } from '../brand-bootstrap';

const file = path.resolve('node_modules/bootstrap/dist/css/bootstrap.min.css');

async function rebranded() {
  const result = await postcss([brandBootstrap]).process(readFileSync(file, 'utf8'), { from: file });
  return result.root;
}

function declarationsOf(root: postcss.Root, selector: string): Record<string, string> {
  const found: Record<string, string> = {};
  root.walkRules((rule) => {
    if (rule.selector !== selector) return;
    rule.walkDecls((decl) => {
      found[decl.prop] = decl.value;
    });
  });
  return found;
}

describe('brand-bootstrap', () => {
  it('leaves no Bootstrap blue in the light theme (the dark theme is dropped at build)', async () => {
    const root = await rebranded();
    const stray: string[] = [];
    root.walkDecls((decl) => {
      const rule = decl.parent as postcss.Rule | undefined;
      if (rule?.selector?.includes('[data-bs-theme=dark]')) return;
      if (BOOTSTRAP_BLUE_PATTERN.test(decl.value)) stray.push(`${rule?.selector ?? '?'} { ${decl.prop} }`);
    });
    expect(stray).toEqual([]);
  });

  it('checked radios and checkboxes, progress bars, pills and focus rings take the brand colours', async () => {
    const root = await rebranded();
    expect(declarationsOf(root, '.form-check-input:checked')).toMatchObject({
      'background-color': 'var(--clap-primary)',
      'border-color': 'var(--clap-primary)',
    });
    expect(declarationsOf(root, '.progress,.progress-stacked')['--bs-progress-bar-bg']).toBe(
      'var(--clap-primary)',
    );
    expect(declarationsOf(root, '.nav-pills')['--bs-nav-pills-link-active-bg']).toBe('var(--clap-primary)');
    expect(declarationsOf(root, '.form-control:focus')).toMatchObject({
      'border-color': 'var(--clap-primary-light)',
      'box-shadow': '0 0 0 .25rem rgba(var(--clap-primary-rgb),.25)',
    });
    expect(declarationsOf(root, '.btn-outline-primary')['--bs-btn-disabled-color']).toBe(
      'var(--clap-primary)',
    );
  });

  it('touches no other stylesheet', async () => {
    const css = '.x{color:#0d6efd}';
    const result = await postcss([brandBootstrap]).process(css, { from: path.resolve('src/styles/app.css') });
    expect(result.css).toBe(css);
  });
});
