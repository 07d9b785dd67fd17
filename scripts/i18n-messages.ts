// Finds every message the /clap server can put in an envelope's `message`, by reading the source (no run):
// the literal arguments of ok(), fail(), the HTTP and domain errors, and every sentence-shaped string literal in
// server/ and contract/ outside logs, schema descriptions and mail templates (constants such as INVALID_OTP and
// tables such as REQUIRED reach the sinks through names, so sentences are collected wherever they are written).
// Template literals become patterns: `Only approved partners can ${action} ${what}.` -> 'Only approved partners
// can * *.'. tests/server/i18n-messages.test.ts checks that the registry (server/i18n/) covers each one;
// `node --import tsx scripts/i18n-messages.ts` prints those it does not.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

export interface FoundMessage {
  /** The text; a template literal's substitutions are '*'. */
  text: string;
  /** True when the text came from a template literal with substitutions. */
  pattern: boolean;
  where: string;
}

/** Functions whose string arguments become an envelope's message. */
const SINKS = new Set([
  'ok',
  'fail',
  'badRequest',
  'unauthorized',
  'forbidden',
  'notFound',
  'conflict',
  'payloadTooLarge',
  'unsupportedMedia',
  'tooManyRequests',
  'HttpError',
  'InvalidInputError',
  'NotFoundError',
]);

/** Calls whose arguments are never shown to a client: logs, start-up and programming errors. */
const SILENT_CALLS =
  /^(console\.\w+|\w*\.?log\.\w+|log\.\w+|logger\.\w+|Error|TypeError|RangeError|ConfigError|\w+Error\.\w+|assert\w*|warn|note|fatal)$/;
/** Object properties that document (OpenAPI) rather than answer. */
const DOC_PROPERTIES = new Set([
  'description',
  'summary',
  'title',
  'note',
  'example',
  'examples',
  'hint',
  'label',
]);
/** Files whose sentences are e-mails, documents or pages (translated through the mail catalogue or not at all). */
const SKIP_FILES = [
  /^server\/lib\/mail-templates\.ts$/,
  /^server\/backup\//,
  /^server\/cli\//,
  /^server\/db\/seed\//,
  /^server\/db\/migrations\//,
  /^server\/lib\/open-data-html\.ts$/,
  /^server\/lib\/page-head\.ts$/,
  /^server\/config\.ts$/,
  /^server\/startup\.ts$/,
  /^server\/main\.ts$/,
  /^server\/cluster\.ts$/,
  /^server\/start-worker\.ts$/,
  /^server\/i18n\//,
  /^server\/routes\/site\//,
  /^server\/db\/data-dir-lock\.ts$/,
  /^server\/schemas\//,
  /^contract\/(page-drafts|support-types)\.ts$/,
  // The legal pages' texts it rewrites (issue 31): page content, not answers.
  /^server\/db\/migrations\/2026-11-28T0200-portal-identity\.ts$/,
  /\/__tests__\//,
];

/** Sentence-shaped literals that are not answers, or that the errors plugin codes itself. */
const NOT_ANSWERS = new Set([
  // The portal's WhatsApp greeting (contract/enquiries.ts), typed by the buyer's phone, never sent by the server.
  'Hello, I saw your product "*" on the * marketplace. Is it available?',
  // AJV's own wording for a keyword describeValidation does not word itself: coded 'validation.invalid' there.
  '* *.',
]);

/** A sentence a person reads: starts with a capital or a placeholder, has a space, ends with . ! or ?. */
const SENTENCE = /^([A-Z*"]|No |An? ).*\s.*[.!?]$/;

function filesUnder(root: string, dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(path.join(root, dir))) {
    const rel = `${dir}/${name}`;
    if (statSync(path.join(root, rel)).isDirectory()) out.push(...filesUnder(root, rel));
    else if (/\.ts$/.test(name) && !/\.d\.ts$/.test(name)) out.push(rel);
  }
  return out;
}

function calleeName(call: ts.CallExpression | ts.NewExpression): string {
  const expr = call.expression;
  return expr.getText().replace(/\s+/g, '');
}

function textOf(node: ts.Node): { text: string; pattern: boolean } | null {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node))
    return { text: node.text, pattern: false };
  if (ts.isTemplateExpression(node)) {
    const text = node.head.text + node.templateSpans.map((span) => `*${span.literal.text}`).join('');
    return { text, pattern: true };
  }
  return null;
}

/** True when the literal sits where no client reads it (a log call, a schema description, an import path...). */
function silent(node: ts.Node): boolean {
  for (let at: ts.Node = node; at.parent; at = at.parent) {
    const parent = at.parent;
    if (
      (ts.isCallExpression(parent) || ts.isNewExpression(parent)) &&
      parent.arguments?.includes(at as ts.Expression)
    ) {
      const name = calleeName(parent);
      if (SINKS.has(name)) return false;
      if (SILENT_CALLS.test(name)) return true;
    }
    if (ts.isPropertyAssignment(parent) && parent.initializer === at) {
      const key = parent.name.getText().replace(/['"]/g, '');
      if (DOC_PROPERTIES.has(key)) return true;
    }
    if (ts.isTaggedTemplateExpression(parent)) return true; // sql`...`
    if (ts.isImportDeclaration(parent) || ts.isExportDeclaration(parent)) return true;
    if (ts.isThrowStatement(parent)) return false;
  }
  return false;
}

/** Every message found in server/ and contract/ (each text once, with its first place). */
export function findMessages(root = process.cwd()): FoundMessage[] {
  const found = new Map<string, FoundMessage>();
  const files = [...filesUnder(root, 'server'), ...filesUnder(root, 'contract')].filter(
    (file) => !SKIP_FILES.some((skip) => skip.test(file)),
  );
  for (const file of files) {
    const source = ts.createSourceFile(
      file,
      readFileSync(path.join(root, file), 'utf8'),
      ts.ScriptTarget.Latest,
      true,
    );
    const add = (node: ts.Node, text: string, pattern: boolean) => {
      if (!found.has(text) && !NOT_ANSWERS.has(text)) {
        const { line } = source.getLineAndCharacterOfPosition(node.getStart());
        found.set(text, { text, pattern, where: `${file}:${line + 1}` });
      }
    };
    const visit = (node: ts.Node) => {
      const addAll = (expr: ts.Expression) => {
        for (const branch of ts.isConditionalExpression(expr) ? [expr.whenTrue, expr.whenFalse] : [expr]) {
          const literal = textOf(branch);
          if (literal) add(branch, literal.text, literal.pattern);
        }
      };
      // Whatever its shape ('OK', 'Posts', 'profile updated'): every literal argument of a sink, every `message:`
      // of an envelope written by hand, every default of a `message` parameter.
      if ((ts.isCallExpression(node) || ts.isNewExpression(node)) && SINKS.has(calleeName(node))) {
        for (const arg of node.arguments ?? []) addAll(arg);
      }
      const named = ts.isPropertyAssignment(node) || ts.isParameter(node) ? node : undefined;
      if (named && named.name.getText() === 'message' && named.initializer) addAll(named.initializer);
      const literal = textOf(node);
      if (literal && SENTENCE.test(literal.text) && !silent(node)) add(node, literal.text, literal.pattern);
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return [...found.values()];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  void import('../server/i18n/registry').then(({ messageCode }) => {
    const missing = findMessages().filter((m) => messageCode(m.text) === undefined);
    for (const m of missing) console.log(`${m.where}\t${JSON.stringify(m.text)}`);
    console.log(`${missing.length} message(s) without a code`);
  });
}
