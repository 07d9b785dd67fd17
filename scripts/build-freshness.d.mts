// Types of build-freshness.mjs (plain JavaScript: the launcher runs it without a TypeScript loader).
export type Part = 'portal' | 'server';

export const ROOT: string;
export const PART_INPUTS: Record<Part, string[]>;
export const PART_STAMPS: Record<Part, string>;

export interface BuildFacts {
  entry: string;
  hasSource: boolean;
  hasTools: boolean;
  newest: Partial<Record<Part, number>>;
  builtAt: Partial<Record<Part, number | undefined>>;
  entryBuilt: boolean;
}

export interface BuildPlan {
  build: Part[];
  problem?: string;
  warning?: string;
}

export function partsFor(entry: string): Part[];
export function planBuild(facts: BuildFacts): BuildPlan;
export function staleOf(parts: Part[], newest: BuildFacts['newest'], builtAt: BuildFacts['builtAt']): Part[];
export function staleParts(parts: Part[], root?: string): Part[];
export function newestMtime(paths: string[], root?: string): number;
export function settingsDigest(part: Part, env?: NodeJS.ProcessEnv): string;
export function readStamp(part: Part, root?: string, env?: NodeJS.ProcessEnv): number | undefined;
export function writeStamp(part: Part, startedAt: number, root?: string, env?: NodeJS.ProcessEnv): void;
export function gatherFacts(entry: string, root?: string): BuildFacts;
