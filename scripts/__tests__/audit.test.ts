// `npm run audit` (scripts/audit.mjs): what each answer of `npm audit --omit=dev --json` makes of the run. The
// registry answers below are npm 11's own output, captured from real runs (the 405 is this project's mirror).
import { describe, expect, it } from 'vitest';
import { auditVerdict } from '../audit.mjs';

/** An npm audit report (auditReportVersion 2) with these advisories. */
function report(advisories: { name: string; severity: string }[]) {
  const counts: Record<string, number> = { info: 0, low: 0, moderate: 0, high: 0, critical: 0 };
  const vulnerabilities: Record<string, unknown> = {};
  for (const { name, severity } of advisories) {
    counts[severity] += 1;
    vulnerabilities[name] = {
      name,
      severity,
      isDirect: false,
      via: [
        {
          source: 1,
          name,
          title: `A flaw in ${name}`,
          url: `https://github.com/advisories/GHSA-${name}`,
          severity,
          range: '<2.0.0',
        },
      ],
      effects: [],
      range: '<2.0.0',
      nodes: [`node_modules/${name}`],
      fixAvailable: true,
    };
  }
  const total = advisories.length;
  return JSON.stringify({
    auditReportVersion: 2,
    vulnerabilities,
    metadata: {
      vulnerabilities: { ...counts, total },
      dependencies: { prod: 187, dev: 0, optional: 1, peer: 0, peerOptional: 0, total: 187 },
    },
  });
}

const MIRROR_405 = {
  status: 1,
  stdout: JSON.stringify({
    message: '405 Method Not Allowed - POST https://registry.npmjs.org/-/npm/v1/security/advisories/bulk',
    method: 'POST',
    uri: 'https://registry.npmjs.org/-/npm/v1/security/advisories/bulk',
    headers: { allow: ['GET,HEAD'] },
    statusCode: 405,
    body: '',
    error: { summary: '', detail: '' },
  }),
  stderr:
    'npm warn audit 405 Method Not Allowed - POST https://registry.npmjs.org/-/npm/v1/security/advisories/bulk\nnpm error audit endpoint returned an error\n',
};

const NO_NETWORK = {
  status: 1,
  stdout: JSON.stringify({
    message:
      'request to http://127.0.0.1:9/-/npm/v1/security/advisories/bulk failed, reason: connect ECONNREFUSED 127.0.0.1:9',
    error: { summary: '', detail: '' },
  }),
  stderr:
    'npm warn audit request to http://127.0.0.1:9/-/npm/v1/security/advisories/bulk failed, reason: connect ECONNREFUSED 127.0.0.1:9\nnpm error audit endpoint returned an error\n',
};

const NO_LOCKFILE = {
  status: 1,
  stdout: JSON.stringify({
    error: {
      code: 'ENOLOCK',
      summary: 'This command requires an existing lockfile.',
      detail: 'Try creating one first with: npm i --package-lock-only',
    },
  }),
  stderr: 'npm error code ENOLOCK\nnpm error audit This command requires an existing lockfile.\n',
};

describe('npm run audit: the verdict on npm audit --omit=dev', () => {
  it('passes with no advisory', () => {
    const verdict = auditVerdict({ status: 0, stdout: report([]), stderr: '' });
    expect(verdict).toMatchObject({ outcome: 'clean', exitCode: 0 });
    expect(verdict.lines).toEqual([
      'audit: no known vulnerability in the production dependencies (187 packages)',
    ]);
  });

  it('lists moderate and low advisories without failing', () => {
    const verdict = auditVerdict({
      status: 1,
      stdout: report([
        { name: 'left-pad', severity: 'moderate' },
        { name: 'is-odd', severity: 'low' },
      ]),
    });
    expect(verdict).toMatchObject({ outcome: 'findings', exitCode: 0 });
    expect(verdict.lines[0]).toContain('1 moderate, 1 low');
    expect(verdict.lines.join('\n')).toContain(
      'moderate left-pad <2.0.0: A flaw in left-pad https://github.com/advisories/GHSA-left-pad',
    );
  });

  it.each(['high', 'critical'])('fails on a %s advisory, naming the package', (severity) => {
    const verdict = auditVerdict({
      status: 1,
      stdout: report([
        { name: 'tar', severity },
        { name: 'is-odd', severity: 'low' },
      ]),
    });
    expect(verdict).toMatchObject({ outcome: 'findings', exitCode: 1 });
    expect(verdict.lines[0]).toMatch(/high or critical: fails the run/);
    expect(verdict.lines.some((line) => line.includes(`${severity} tar`))).toBe(true);
  });

  it('reads the report after warnings npm printed first', () => {
    const verdict = auditVerdict({
      status: 1,
      stdout: `npm warn something\n${report([{ name: 'tar', severity: 'high' }])}`,
    });
    expect(verdict.exitCode).toBe(1);
  });

  it('says in one line that a registry answering 405 gave no signal, and passes', () => {
    const verdict = auditVerdict(MIRROR_405);
    expect(verdict).toMatchObject({ outcome: 'unavailable', exitCode: 0 });
    expect(verdict.lines).toHaveLength(1);
    expect(verdict.lines[0]).toMatch(
      /^audit: https:\/\/registry\.npmjs\.org does not answer audit requests \(it answered 405 Method Not Allowed\)/,
    );
    expect(verdict.lines[0]).toContain('--registry=https://registry.npmjs.org/');
  });

  it('treats an unreachable registry the same way', () => {
    const verdict = auditVerdict(NO_NETWORK);
    expect(verdict).toMatchObject({ outcome: 'unavailable', exitCode: 0 });
    expect(verdict.lines).toEqual([
      expect.stringMatching(
        /^audit: http:\/\/127\.0\.0\.1:9 does not answer audit requests \(ECONNREFUSED\)/,
      ),
    ]);
  });

  it('fails an unanswered audit with --strict (the release check)', () => {
    expect(auditVerdict(MIRROR_405, { strict: true })).toMatchObject({ outcome: 'unavailable', exitCode: 1 });
    expect(auditVerdict(NO_NETWORK, { strict: true }).exitCode).toBe(1);
  });

  it("fails on the project's own problems (no lockfile) with npm's message", () => {
    const verdict = auditVerdict(NO_LOCKFILE);
    expect(verdict).toMatchObject({ outcome: 'error', exitCode: 1 });
    expect(verdict.lines).toEqual(['audit: npm audit failed: This command requires an existing lockfile.']);
  });

  it('fails on output it cannot read', () => {
    expect(auditVerdict({ status: 1, stdout: '', stderr: 'Segmentation fault' })).toMatchObject({
      outcome: 'error',
      exitCode: 1,
    });
  });
});
