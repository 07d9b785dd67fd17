// Bootstrap comes precompiled (bootstrap/dist/css/bootstrap.min.css; the portal has no Sass step), so its primary
// blue is written as literals into some 50 declarations: radios and checkboxes, progress bars, nav pills, focus
// rings, outline and disabled buttons, link hovers, the accordion's icon. This PostCSS plugin rewrites those
// literals, in Bootstrap's file only, to the brand's custom properties, which src/styles/app.css defines once
// (--clap-primary and friends). Overriding each component's variables in app.css instead would cost first-load
// bytes for every component and miss the ones nobody remembered.

/** The brand colours that cannot be a var(): inside SVG data URIs (checkbox, switch, accordion icons). */
export const BRAND_URI_COLOURS = {
  primary: '8a3b12',
  primaryDark: '6b2c0b',
  primaryLight: 'd9a88c',
} as const;

/** Bootstrap 5.3's light-theme primary blues, each with what replaces it. Longer forms first. */
export const BOOTSTRAP_BLUES: readonly (readonly [RegExp, string])[] = [
  [/#0d6efd40|rgba\(13, ?110, ?253, ?0?\.25\)/gi, 'rgba(var(--clap-primary-rgb),.25)'],
  [/#0d6efd/gi, 'var(--clap-primary)'],
  [/#0b5ed7|#0a58ca|#0a53be|#052c65/gi, 'var(--clap-primary-dark)'],
  [/#86b7fe|#9ec5fe|#b6d4fe/gi, 'var(--clap-primary-light)'],
  [/#cfe2ff/gi, 'var(--clap-tint)'],
  [/\b(13, ?110, ?253|49, ?132, ?253)\b/g, 'var(--clap-primary-rgb)'],
  [/\b10, ?88, ?202\b/g, 'var(--clap-primary-dark-rgb)'],
  [/%230d6efd/gi, `%23${BRAND_URI_COLOURS.primary}`],
  [/%23052c65/gi, `%23${BRAND_URI_COLOURS.primaryDark}`],
  [/%2386b7fe/gi, `%23${BRAND_URI_COLOURS.primaryLight}`],
];

/** Every Bootstrap blue the table knows, for tests that look for a stray one. */
export const BOOTSTRAP_BLUE_PATTERN =
  /#0d6efd|#0b5ed7|#0a58ca|#0a53be|#052c65|#86b7fe|#9ec5fe|#b6d4fe|#cfe2ff|\b13, ?110, ?253\b|\b49, ?132, ?253\b|\b10, ?88, ?202\b|%230d6efd|%23052c65|%2386b7fe/i;

export function rebrandValue(value: string): string {
  return BOOTSTRAP_BLUES.reduce(
    (result, [pattern, replacement]) => result.replace(pattern, replacement),
    value,
  );
}

const bootstrapFile = /[\\/]node_modules[\\/]bootstrap[\\/]/;

/** The PostCSS plugin (vite.config.ts, in development and build alike). */
export const brandBootstrap = {
  postcssPlugin: 'brand-bootstrap',
  Declaration(decl: { value: string; source?: { input: { file?: string } } }) {
    if (!bootstrapFile.test(decl.source?.input.file ?? '')) return;
    if (BOOTSTRAP_BLUE_PATTERN.test(decl.value)) decl.value = rebrandValue(decl.value);
  },
};
