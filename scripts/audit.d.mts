// Types of audit.mjs (plain JavaScript: `npm run audit` runs it without a TypeScript loader).
export const FAILING_SEVERITIES: string[];

export interface AuditRun {
  status: number | null;
  stdout?: string;
  stderr?: string;
}

export interface AuditVerdict {
  outcome: 'clean' | 'findings' | 'unavailable' | 'error';
  exitCode: 0 | 1;
  lines: string[];
}

export function auditVerdict(run: AuditRun, options?: { strict?: boolean }): AuditVerdict;
