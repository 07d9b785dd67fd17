// The portal's catalogues (issue 17; docs/translations.md), kept from the source:
//   node --import tsx scripts/i18n-extract.ts          checks (part of `npm run lint`), exits 1 on a problem
//   node --import tsx scripts/i18n-extract.ts --only=auth,settings   the same, for these namespaces alone
//   node --import tsx scripts/i18n-extract.ts --write  rewrites src/i18n/locales/en/*.json from the source, and
//                                                      each other language's files to the same keys (a translation
//                                                      follows its key across namespaces; a new key gets "", which
//                                                      the check refuses until a translator fills it)
// The keys are the English texts of `t('...')` and `msg('...')` calls (src/i18n/runtime.ts). A key lives in the
// namespace of each file that uses it (namespaceOf): a feature's catalogue is whole on its own, and a translator may
// word a text differently where its screen needs it.
// The check also fails on user-visible English left outside the catalogues: JSX text, text attributes
// (placeholder, title, aria-label, alt, label, ...) and toast messages written as literals. A line that must stay as
// it is (a brand name, a code sample) carries `i18n-ignore` in a comment on it or on the line above.
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { SECTORS } from '../contract/sectors';

// (dirname of the path, not new URL('..'): under the unit tests' jsdom, URL is jsdom's, which fileURLToPath refuses.)
const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const srcDir = join(root, 'src');
export const localesDir = join(srcDir, 'i18n', 'locales');
export const OTHER_LANGUAGES = ['pcm', 'ha', 'yo', 'ig'] as const;

/** Route files (src/app/routes) that belong to a feature's namespace; the rest are `common`. */
const ROUTE_NAMESPACES: [RegExp, string][] = [
  [/^admin-/, 'admin'],
  [/^(business-page|business-profile|add-business)/, 'business'],
  [/^funding/, 'funding'],
  [/^(market|user-products)/, 'marketplace'],
  [/^tool/, 'tools'],
  [/^training/, 'training'],
  [/^opportunit/, 'opportunities'],
  [/^proposal/, 'proposals'],
  [/^(profile|public-profile)/, 'profile'],
  [
    /^(login|signup|otp|welcome|unlock|forgot-password|reset-password|password|.*-password|.*-signup|partner-|set-partner)/,
    'auth',
  ],
  [/^settings/, 'settings'],
  [/^(privacy|terms|license|faq|about-us|vision-mission|eight-point-plan)/, 'static-pages'],
  [/^open-data/, 'stats'],
  [/^directory/, 'directory'],
  [/^(verify-certificate|my-certificates)/, 'certificates'],
  [/^notifications/, 'notifications'],
];

/** The namespace of a source file: its feature's, a route's feature's, else `common`. */
export function namespaceOf(file: string): string {
  const path = relative(srcDir, file).split('\\').join('/');
  const feature = /^features\/([^/]+)\//.exec(path);
  if (feature) return feature[1];
  const route = /^app\/routes\/([^/]+)\.tsx?$/.exec(path);
  if (route) for (const [pattern, ns] of ROUTE_NAMESPACES) if (pattern.test(route[1])) return ns;
  return 'common';
}

function sourceFiles(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    const full = join(dir, name);
    if (statSync(full).isDirectory()) {
      if (name === '__tests__' || name === 'testing' || name === 'locales') continue;
      out.push(...sourceFiles(full));
    } else if (/\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) && !name.endsWith('.d.ts')) out.push(full);
  }
  return out;
}

export interface Problem {
  file: string;
  line: number;
  text: string;
}

/** Attributes whose value a user reads (or hears, from a screen reader). */
/** Object properties that hold a text to show: a choice's label, a field's placeholder. (Not `title`: in data that
 * is mostly content, as the sample proposals' titles are.) */
const TEXT_PROPERTIES = new Set(['label', 'placeholder']);

const TEXT_ATTRIBUTES = new Set([
  'placeholder',
  'title',
  'alt',
  'aria-label',
  'aria-description',
  'aria-valuetext',
  'aria-roledescription',
  'label',
  'heading',
  'description',
  'emptyText',
  'emptyMessage',
  'helpText',
  'hint',
  'confirmLabel',
  'closeLabel',
  'cancelLabel',
  'submitLabel',
  'loadingText',
  'text',
  'message',
  'caption',
]);

const LETTERS = /[A-Za-z]{2,}/;

interface FileScan {
  keys: string[];
  literals: Problem[];
  dynamic: Problem[];
}

function stringValue(node: ts.Node | undefined): string | undefined {
  if (!node) return undefined;
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  return undefined;
}

function objectProperty(node: ts.Node | undefined, name: string): string | undefined {
  if (!node || !ts.isObjectLiteralExpression(node)) return undefined;
  for (const property of node.properties)
    if (ts.isPropertyAssignment(property) && property.name.getText() === name)
      return stringValue(property.initializer);
  return undefined;
}

export function scanSource(file: string, text: string): FileScan {
  const source = ts.createSourceFile(
    file,
    text,
    ts.ScriptTarget.Latest,
    true,
    file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const lines = text.split('\n');
  const ignored = (line: number) =>
    /i18n-ignore/.test(lines[line] ?? '') || /i18n-ignore/.test(lines[line - 1] ?? '');
  const scan: FileScan = { keys: [], literals: [], dynamic: [] };
  const at = (node: ts.Node) => source.getLineAndCharacterOfPosition(node.getStart(source)).line;
  const report = (node: ts.Node, what: string) => {
    const line = at(node);
    if (!ignored(line)) scan.literals.push({ file, line: line + 1, text: what.trim().slice(0, 80) });
  };

  // The texts an expression can show as it is: literals, a template's fixed words, both branches of a condition,
  // the right of `&&` and both sides of `||` / `??` ({open ? 'Hide filters' : `Show ${name}`} is English too).
  const shownTexts = (expression: ts.Expression): string[] => {
    if (ts.isParenthesizedExpression(expression)) return shownTexts(expression.expression);
    if (ts.isStringLiteral(expression) || ts.isNoSubstitutionTemplateLiteral(expression))
      return [expression.text];
    if (ts.isTemplateExpression(expression))
      return [[expression.head.text, ...expression.templateSpans.map((span) => span.literal.text)].join(' ')];
    if (ts.isConditionalExpression(expression))
      return [...shownTexts(expression.whenTrue), ...shownTexts(expression.whenFalse)];
    if (ts.isBinaryExpression(expression)) {
      const operator = expression.operatorToken.kind;
      if (operator === ts.SyntaxKind.AmpersandAmpersandToken) return shownTexts(expression.right);
      if (operator === ts.SyntaxKind.BarBarToken || operator === ts.SyntaxKind.QuestionQuestionToken)
        return [...shownTexts(expression.left), ...shownTexts(expression.right)];
    }
    return [];
  };

  const visit = (node: ts.Node): void => {
    if (ts.isCallExpression(node)) {
      const callee = node.expression;
      const name = ts.isIdentifier(callee)
        ? callee.text
        : ts.isPropertyAccessExpression(callee)
          ? callee.name.text
          : '';
      const isTranslation = (name === 't' || name === 'msg') && (ts.isIdentifier(callee) || name === 't');
      if (isTranslation && node.arguments.length > 0) {
        const key = stringValue(node.arguments[0]);
        if (key === undefined) {
          if (!ignored(at(node)))
            scan.dynamic.push({ file, line: at(node) + 1, text: node.getText(source).slice(0, 80) });
        } else {
          const plural = objectProperty(node.arguments[1], 'plural');
          const context = objectProperty(node.arguments[1], 'context');
          if (context) scan.keys.push(`${key}_${context}`);
          else if (plural !== undefined) scan.keys.push(`${key}_one`, `${key}_other`);
          else scan.keys.push(key);
        }
      }
      // toast('Saved'), toast.success('Saved'): a literal message is English in every language.
      const isToast =
        (ts.isIdentifier(callee) && callee.text === 'toast') ||
        (ts.isPropertyAccessExpression(callee) &&
          ts.isIdentifier(callee.expression) &&
          callee.expression.text === 'toast');
      const first = node.arguments[0];
      const literal = stringValue(first);
      if (isToast && literal !== undefined && LETTERS.test(literal)) report(first, literal);
    }
    if (ts.isJsxText(node)) {
      const value = node.getText(source).replace(/&[a-z]+;|&#\d+;/g, ' ');
      if (LETTERS.test(value)) report(node, value);
    }
    if (
      ts.isJsxExpression(node) &&
      node.expression &&
      (ts.isJsxElement(node.parent) || ts.isJsxFragment(node.parent))
    ) {
      for (const literal of shownTexts(node.expression)) if (LETTERS.test(literal)) report(node, literal);
    }
    // { value: '', label: 'All' }: an object's text property written as an English literal.
    if (
      ts.isPropertyAssignment(node) &&
      (ts.isIdentifier(node.name) || ts.isStringLiteral(node.name)) &&
      TEXT_PROPERTIES.has(node.name.text)
    ) {
      for (const literal of shownTexts(node.initializer))
        if (LETTERS.test(literal)) report(node, `${node.name.text}: '${literal.trim()}'`);
    }
    if (ts.isJsxAttribute(node) && node.initializer) {
      const name = node.name.getText(source);
      const literals = ts.isStringLiteral(node.initializer)
        ? [node.initializer.text]
        : ts.isJsxExpression(node.initializer) && node.initializer.expression
          ? shownTexts(node.initializer.expression)
          : [];
      if (TEXT_ATTRIBUTES.has(name))
        for (const literal of literals)
          if (LETTERS.test(literal)) report(node, `${name}="${literal.trim()}"`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return scan;
}

export interface Extraction {
  /** namespace -> sorted keys */
  namespaces: Map<string, string[]>;
  literals: Problem[];
}

export function extract(): Extraction {
  const usedIn = new Map<string, Set<string>>();
  const literals: Problem[] = [];
  for (const file of sourceFiles(srcDir)) {
    const scan = scanSource(file, readFileSync(file, 'utf8'));
    const ns = namespaceOf(file);
    for (const key of scan.keys) {
      let set = usedIn.get(key);
      if (!set) usedIn.set(key, (set = new Set()));
      set.add(ns);
    }
    literals.push(...scan.literals.map((p) => ({ ...p, file: relative(root, p.file) })));
  }
  // The reference data's names (the sectors and their categories), shown through referenceName() wherever they
  // appear (src/lib/reference-names.ts): the common catalogue, which every page loads, holds them.
  for (const key of SECTORS.flatMap((sector) => [sector.name, ...sector.categories])) {
    if (!usedIn.has(key)) usedIn.set(key, new Set());
    usedIn.get(key)!.add('common');
  }
  const namespaces = new Map<string, string[]>();
  for (const [key, set] of usedIn)
    for (const ns of set) {
      if (!namespaces.has(ns)) namespaces.set(ns, []);
      namespaces.get(ns)!.push(key);
    }
  for (const keys of namespaces.values()) keys.sort();
  return { namespaces, literals };
}

export type Catalogue = Record<string, string>;

export function readCatalogue(language: string, ns: string): Catalogue | undefined {
  const file = join(localesDir, language, `${ns}.json`);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Catalogue) : undefined;
}

export function catalogueNamespaces(language: string): string[] {
  const dir = join(localesDir, language);
  return existsSync(dir)
    ? readdirSync(dir)
        .filter((n) => n.endsWith('.json'))
        .map((n) => n.slice(0, -5))
        .sort()
    : [];
}

const PLACEHOLDER = /\{\{(\w+)\}\}/g;
const TAG = /<\/?(\w+)>/g;

const placeholders = (text: string) =>
  [...text.matchAll(PLACEHOLDER)]
    .map((m) => m[1])
    .sort()
    .join(',');
const tags = (text: string) =>
  [...text.matchAll(TAG)]
    .map((m) => m[0])
    .sort()
    .join(',');

/** Every way the catalogues disagree with the source and with each other (an empty list when all is well). */
export function checkCatalogues(extraction: Extraction = extract()): string[] {
  const problems: string[] = [];
  const expected = extraction.namespaces;
  const namespaces = new Set([...expected.keys(), ...catalogueNamespaces('en')]);
  for (const ns of namespaces) {
    const keys = expected.get(ns) ?? [];
    const english = readCatalogue('en', ns) ?? {};
    const englishKeys = Object.keys(english).sort();
    if (JSON.stringify(englishKeys) !== JSON.stringify(keys))
      problems.push(
        `en/${ns}.json differs from the source: run node --import tsx scripts/i18n-extract.ts --write`,
      );
    for (const language of OTHER_LANGUAGES) {
      const catalogue = readCatalogue(language, ns);
      if (!catalogue) {
        if (keys.length > 0) problems.push(`${language}/${ns}.json is missing`);
        continue;
      }
      for (const key of keys) {
        const value = catalogue[key];
        if (value === undefined) problems.push(`${language}/${ns}.json lacks "${key}"`);
        else if (value.trim() === '') problems.push(`${language}/${ns}.json: "${key}" is empty`);
        else {
          const source = english[key] ?? key;
          if (placeholders(value) !== placeholders(source))
            problems.push(
              `${language}/${ns}.json: "${key}" has placeholders {${placeholders(value)}}, English {${placeholders(source)}}`,
            );
          if (tags(value) !== tags(source))
            problems.push(
              `${language}/${ns}.json: "${key}" has tags ${tags(value)}, English ${tags(source)}`,
            );
        }
      }
      for (const key of Object.keys(catalogue))
        if (!keys.includes(key))
          problems.push(`${language}/${ns}.json has "${key}", which the source no longer uses`);
    }
  }
  return problems;
}

/**
 * The English value of each key that is not its own text, read again from the source: the `_one` / `_other` forms of
 * t('x', { plural: 'y' }) are x and y; a context's key `x_c` of t('x', { context: 'c' }) is x.
 */
function englishValues(): Map<string, string> {
  const values = new Map<string, string>();
  for (const file of sourceFiles(srcDir)) {
    const text = readFileSync(file, 'utf8');
    if (!text.includes('plural') && !text.includes('context')) continue;
    const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
    const visit = (node: ts.Node): void => {
      if (ts.isCallExpression(node) && node.arguments.length > 1) {
        const key = stringValue(node.arguments[0]);
        const plural = objectProperty(node.arguments[1], 'plural');
        const context = objectProperty(node.arguments[1], 'context');
        if (key !== undefined && context !== undefined) values.set(`${key}_${context}`, key);
        else if (key !== undefined && plural !== undefined) {
          values.set(`${key}_one`, key);
          values.set(`${key}_other`, plural);
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind));
  }
  return values;
}

function writeJson(file: string, catalogue: Catalogue): void {
  mkdirSync(join(file, '..'), { recursive: true });
  writeFileSync(file, `${JSON.stringify(catalogue, null, 2)}\n`);
}

export function writeCatalogues(): void {
  const { namespaces } = extract();
  const values = englishValues();
  for (const ns of catalogueNamespaces('en'))
    if (!namespaces.has(ns)) writeJson(join(localesDir, 'en', `${ns}.json`), {});
  for (const [ns, keys] of namespaces) {
    writeJson(
      join(localesDir, 'en', `${ns}.json`),
      Object.fromEntries(keys.map((key) => [key, values.get(key) ?? key])),
    );
  }
  for (const language of OTHER_LANGUAGES) {
    // Every translation this language has, wherever it sits now: a key that moved namespace keeps its text.
    const known: Catalogue = {};
    for (const ns of catalogueNamespaces(language))
      for (const [key, value] of Object.entries(readCatalogue(language, ns) ?? {}))
        if (value || !known[key]) known[key] = value;
    for (const ns of new Set([...namespaces.keys(), ...catalogueNamespaces(language)])) {
      const keys = namespaces.get(ns) ?? [];
      // A namespace's own wording wins; a key new to it takes the language's wording from another namespace.
      const own = readCatalogue(language, ns) ?? {};
      writeJson(
        join(localesDir, language, `${ns}.json`),
        Object.fromEntries(keys.map((key) => [key, own[key] || known[key] || ''])),
      );
    }
  }
}

function main(): void {
  if (process.argv.includes('--write')) {
    writeCatalogues();
    console.log('Catalogues rewritten; fill the empty texts ("") in src/i18n/locales/{pcm,ha,yo,ig}/*.json.');
  }
  const extraction = extract();
  let problems = checkCatalogues(extraction);
  for (const literal of extraction.literals)
    problems.push(
      `${literal.file}:${literal.line}: user-visible English outside the catalogues: ${literal.text}`,
    );
  // --only auth,settings: the problems of these namespaces (their catalogues and their files) alone.
  const only = process.argv
    .find((arg) => arg.startsWith('--only='))
    ?.slice('--only='.length)
    .split(',');
  if (only) {
    const mine = (problem: string) => {
      const catalogue = /^\w+\/([\w-]+)\.json/.exec(problem);
      if (catalogue) return only.includes(catalogue[1]);
      const file = /^([^:]+):\d+:/.exec(problem);
      return !!file && only.includes(namespaceOf(join(root, file[1])));
    };
    problems = problems.filter(mine);
  }
  if (problems.length > 0) {
    console.error(problems.join('\n'));
    console.error(`\n${problems.length} problem(s) (docs/translations.md, "The portal's catalogues").`);
    process.exit(1);
  }
  console.log(
    `Catalogues agree with the source (${[...extraction.namespaces.values()].reduce((n, k) => n + k.length, 0)} keys).`,
  );
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
