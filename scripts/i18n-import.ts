// `npm run i18n:import -- translations/ha.xlf [more.xlf]`: a platform's XLIFF 2.0 file back into the catalogues and
// the language's review sidecar (docs/translations.md, "Reviewing on Weblate or Crowdin"). All or nothing: a unit the
// catalogues do not have, a target whose {{placeholders}} or <tags> differ from the English, markup inside a text
// or a language the portal does not translate refuses the whole file, and nothing is written. An empty target is
// skipped (the catalogue keeps its text and state); so is a unit whose English changed since the export (its
// translation was of the old English). A target in state "reviewed" or "final" marks the entry reviewed; any other
// state makes it a machine draft. Catalogues are written back in their own key order and format, and only when
// something changed, so importing an unchanged export leaves git clean.
import { readFileSync, writeFileSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { repositoryRoot, unitId } from './i18n-export';
import {
  catalogueFile,
  formatSidecar,
  isReviewed,
  readEntries,
  readJson,
  readSidecar,
  sidecarFile,
  TRANSLATED_LANGUAGES,
  type Catalogue,
  type Entry,
} from './i18n-review';
import { readXliff } from './i18n-xliff';

const PLACEHOLDER = /\{\{(\w+)\}\}/g;
const TAG = /<\/?(\w+)>/g;
const signature = (text: string, pattern: RegExp) =>
  [...text.matchAll(pattern)]
    .map((match) => match[0])
    .sort()
    .join(' ');

export interface ImportResult {
  language: string;
  /** Why the file was refused (nothing written); empty when it was imported. */
  problems: string[];
  /** Units skipped, and why (empty target, English changed since the export). */
  skipped: string[];
  changedTexts: number;
  reviewed: number;
  total: number;
  /** Files written, relative to the root. */
  written: string[];
}

/** Imports one XLIFF text into the catalogues and sidecar under `root` (writes nothing when `problems` is not empty). */
export function importXliff(root: string, input: string): ImportResult {
  const result: ImportResult = {
    language: '',
    problems: [],
    skipped: [],
    changedTexts: 0,
    reviewed: 0,
    total: 0,
    written: [],
  };
  let document;
  try {
    document = readXliff(input);
  } catch (error) {
    result.problems.push((error as Error).message);
    return result;
  }
  const language = document.trgLang;
  result.language = language;
  if (document.srcLang !== 'en')
    result.problems.push(`srcLang is "${document.srcLang}"; the source must be English (en)`);
  if (!(TRANSLATED_LANGUAGES as readonly string[]).includes(language)) {
    result.problems.push(`trgLang "${language}" is not one of ${TRANSLATED_LANGUAGES.join(', ')}`);
    return result;
  }

  const entries = readEntries(root, language);
  const byId = new Map(entries.map((entry) => [`${entry.catalogue}\n${unitId(entry)}`, entry]));
  const sidecar = readSidecar(root, language);
  const reviewed = new Set(entries.filter((entry) => isReviewed(sidecar, entry)));
  const updates = new Map<Entry, string>();
  const seen = new Set<string>();
  for (const file of document.files)
    for (const unit of file.units) {
      const where = `${file.id} ${unit.name ?? unit.id}`;
      const id = `${file.id}\n${unit.id}`;
      const entry = byId.get(id);
      if (!entry) {
        result.problems.push(`${where}: no such entry in the catalogues (unknown key)`);
        continue;
      }
      if (seen.has(id)) result.problems.push(`${where}: appears twice`);
      seen.add(id);
      const target = unit.target ?? '';
      if (target.trim() === '') {
        result.skipped.push(`${where}: empty target`);
        continue;
      }
      if (unit.source !== entry.english) {
        result.skipped.push(`${where}: the English changed since the export (export again)`);
        continue;
      }
      for (const [what, pattern] of [
        ['placeholders', PLACEHOLDER],
        ['tags', TAG],
      ] as const)
        if (signature(target, pattern) !== signature(entry.english, pattern))
          result.problems.push(
            `${where}: ${what} "${signature(target, pattern)}" differ from the English's "${signature(entry.english, pattern)}"`,
          );
      updates.set(entry, target);
      if (unit.state === 'reviewed' || unit.state === 'final') reviewed.add(entry);
      else reviewed.delete(entry);
    }
  if (result.problems.length > 0) return result;

  // The catalogues, each in its own key order (a key it lacks goes where the English has it).
  const byFile = new Map<string, Entry[]>();
  for (const entry of updates.keys()) {
    const file = catalogueFile(root, entry.catalogue, language);
    byFile.set(file, [...(byFile.get(file) ?? []), entry]);
  }
  const write = (file: string, text: string) => {
    let before: string | undefined;
    try {
      before = readFileSync(file, 'utf8');
    } catch {
      before = undefined;
    }
    if (before === text) return;
    writeFileSync(file, text);
    result.written.push(relative(root, file).split('\\').join('/'));
  };
  for (const [file, changed] of byFile) {
    let catalogue = readJson<Catalogue>(file, {});
    if (changed.some((entry) => !(entry.key in catalogue))) {
      const english = readJson<Catalogue>(catalogueFile(root, changed[0].catalogue, 'en'), {});
      catalogue = {
        ...Object.fromEntries(Object.keys(english).map((key) => [key, catalogue[key] ?? ''])),
        ...catalogue,
      };
    }
    for (const entry of changed) {
      if (catalogue[entry.key] !== updates.get(entry)) result.changedTexts += 1;
      catalogue[entry.key] = updates.get(entry)!;
      entry.text = updates.get(entry)!;
    }
    write(file, `${JSON.stringify(catalogue, null, 2)}\n`);
  }
  const reviewedNow = entries.filter((entry) => reviewed.has(entry) && entry.text !== '');
  write(sidecarFile(root, language), formatSidecar(reviewedNow));
  result.reviewed = reviewedNow.length;
  result.total = entries.length;
  return result;
}

function main(): void {
  const files = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
  if (files.length === 0) {
    console.error('Usage: npm run i18n:import -- translations/<lang>.xlf [...]');
    process.exit(1);
  }
  let failed = false;
  for (const file of files) {
    // npm runs scripts from the repository's root; a relative path is the caller's (INIT_CWD).
    const result = importXliff(
      repositoryRoot,
      readFileSync(resolve(process.env.INIT_CWD ?? '.', file), 'utf8'),
    );
    if (result.problems.length > 0) {
      failed = true;
      console.error(
        `${file}: refused, nothing written (docs/translations.md, "Reviewing on Weblate or Crowdin"):`,
      );
      for (const problem of result.problems) console.error(`  ${problem}`);
      continue;
    }
    for (const skipped of result.skipped) console.log(`  skipped ${skipped}`);
    console.log(
      `${file} (${result.language}): ${result.changedTexts} text(s) changed, ${result.reviewed} of ${result.total} entries reviewed; ` +
        (result.written.length > 0 ? `wrote ${result.written.join(', ')}` : 'nothing to write'),
    );
  }
  if (failed) process.exit(1);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
