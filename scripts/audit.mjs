// `npm run audit [-- --registry=https://registry.npmjs.org/] [-- --strict]`: `npm audit --omit=dev` (what a
// production install holds; dev tools never reach a server), read and judged here (docs/deploy.md, "Audit before a
// release"):
// - a high or critical advisory fails the run (exit 1): such a finding blocks a release until the dependency is
//   updated or the advisory is shown not to apply;
// - moderate and low ones are listed and do not fail it (most sit in code paths the server never takes; the operator
//   reads them at each release);
// - a registry that does not answer audit requests (some mirrors answer 405; no network) gives ONE line saying so
//   and exit 0, so a CI behind such a mirror still passes; --strict makes that a failure (the release check).
// Any other npm failure (no lockfile, a broken install) fails the run with npm's own message.
import { spawnSync } from 'node:child_process';
import { pathToFileURL } from 'node:url';

export const FAILING_SEVERITIES = ['critical', 'high'];
const SEVERITIES = ['critical', 'high', 'moderate', 'low', 'info'];
// Errors of the network or of the registry, not of the project: nobody answered the question.
const UNREACHABLE = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ENOTFOUND',
  'EAI_AGAIN',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ERR_SOCKET_TIMEOUT',
]);

/** The first JSON object in npm's output (npm may print warnings before it), or undefined. */
function parseJson(text) {
  const start = text.indexOf('{');
  if (start < 0) return undefined;
  try {
    return JSON.parse(text.slice(start));
  } catch {
    return undefined;
  }
}

/**
 * What one `npm audit --json` run means. `run` is { status, stdout, stderr } as spawnSync gives them; `strict` turns
 * an unanswered request into a failure.
 * Returns { outcome: 'clean' | 'findings' | 'unavailable' | 'error', exitCode, lines }.
 */
export function auditVerdict(run, { strict = false } = {}) {
  const report = parseJson(run.stdout ?? '');
  const counts = report?.metadata?.vulnerabilities;
  if (counts && typeof counts === 'object') {
    const found = SEVERITIES.filter((severity) => (counts[severity] ?? 0) > 0);
    if (found.length === 0) {
      const total = report.metadata.dependencies?.prod ?? report.metadata.dependencies?.total;
      return {
        outcome: 'clean',
        exitCode: 0,
        lines: [
          `audit: no known vulnerability in the production dependencies${total ? ` (${total} packages)` : ''}`,
        ],
      };
    }
    const failing = FAILING_SEVERITIES.some((severity) => (counts[severity] ?? 0) > 0);
    const lines = [
      `audit: ${found.map((severity) => `${counts[severity]} ${severity}`).join(', ')} in the production dependencies${failing ? ' (high or critical: fails the run)' : ' (none high or critical: the run passes)'}`,
    ];
    for (const [name, entry] of Object.entries(report.vulnerabilities ?? {})) {
      const titles = (entry.via ?? []).map((via) =>
        typeof via === 'string' ? `through ${via}` : `${via.title ?? ''} ${via.url ?? ''}`.trim(),
      );
      const fix = entry.fixAvailable ? 'a fix is available' : 'no fix yet';
      lines.push(
        `  ${entry.severity} ${name} ${entry.range ?? ''}: ${[...new Set(titles)].join('; ')} (${fix})`,
      );
    }
    return { outcome: 'findings', exitCode: failing ? 1 : 0, lines };
  }

  const error = report?.error && typeof report.error === 'object' ? report.error : {};
  // npm 11 puts the registry's answer at the top level ({ statusCode, message, uri }); older ones only in the text.
  const statusText = /\b([45]\d\d) [A-Z]/.exec(`${error.summary ?? ''} ${run.stderr ?? ''}`)?.[1];
  const statusCode = report?.statusCode ?? (statusText ? Number(statusText) : undefined);
  const code = error.code ?? report?.code ?? /\b(E[A-Z_]{3,})\b/.exec(run.stderr ?? '')?.[1];
  const endpointError = /audit endpoint returned an error/.test(run.stderr ?? '');
  if (statusCode || UNREACHABLE.has(code) || endpointError) {
    const url = report?.uri ?? /https?:\/\/[^\s,]+/.exec(`${report?.message ?? ''} ${run.stderr ?? ''}`)?.[0];
    const registry = url && URL.canParse(url) ? new URL(url).origin : 'the registry';
    const answer = report?.message?.replace(/ - .*/, '');
    const why = statusCode
      ? `it answered ${answer?.startsWith(String(statusCode)) ? answer : statusCode}`
      : (code ?? 'no answer');
    const line = `audit: ${registry} does not answer audit requests (${why}): no vulnerability signal from this run${strict ? '' : '; run `npm run audit -- --registry=https://registry.npmjs.org/ --strict` before a release (docs/deploy.md)'}`;
    return { outcome: 'unavailable', exitCode: strict ? 1 : 0, lines: [line] };
  }
  const detail = (
    error.summary ||
    report?.message ||
    run.stderr ||
    run.stdout ||
    `npm audit exited with ${run.status}`
  ).trim();
  return { outcome: 'error', exitCode: 1, lines: [`audit: npm audit failed: ${detail}`] };
}

function main() {
  const args = process.argv.slice(2);
  const strict = args.includes('--strict');
  const npmArgs = ['audit', '--omit=dev', '--json', ...args.filter((arg) => arg !== '--strict')];
  // npm runs this script with npm_execpath set: the same npm, whatever the PATH holds.
  const [command, prefix] = process.env.npm_execpath
    ? [process.execPath, [process.env.npm_execpath]]
    : ['npm', []];
  const run = spawnSync(command, [...prefix, ...npmArgs], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  if (run.error) {
    console.error(`audit: could not run npm (${run.error.message})`);
    process.exitCode = 1;
    return;
  }
  const verdict = auditVerdict(run, { strict });
  for (const line of verdict.lines) (verdict.exitCode === 0 ? console.log : console.error)(line);
  process.exitCode = verdict.exitCode;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) main();
