// Small-cell suppression of the public figures (issue 19, NDPA 2023): a count under SUPPRESSION_THRESHOLD is
// published as '<5', and so is a complement wherever the suppressed value could otherwise be recovered by
// subtracting the published cells from a total that is itself published. Pure functions; docs/open-data.md.
import { SUPPRESSED, SUPPRESSION_THRESHOLD, type PublicCount } from '../../contract/insights';

const small = (n: number) => n < SUPPRESSION_THRESHOLD;

/** Which lines of a table have a published (or derivable) total: there a lone suppressed cell needs a complement. */
export interface TotalsPublished {
  rows: boolean;
  columns: boolean;
}

/**
 * Suppresses a table of counts: every cell under the threshold (primary), then, in each line whose total is
 * published, while exactly one cell is suppressed, the smallest other cell as well (secondary), until no line
 * changes. A line of a single cell cannot be protected by a complement; callers publish no such line with a total.
 */
export function suppressTable(cells: number[][], totals: TotalsPublished): PublicCount[][] {
  const hidden = cells.map((row) => row.map(small));
  const lines: [number, number][][] = [];
  const height = cells.length;
  const width = cells[0]?.length ?? 0;
  if (totals.rows)
    for (let r = 0; r < height; r += 1) lines.push(Array.from({ length: width }, (_, c) => [r, c]));
  if (totals.columns)
    for (let c = 0; c < width; c += 1) lines.push(Array.from({ length: height }, (_, r) => [r, c]));
  let changed = true;
  while (changed) {
    changed = false;
    for (const line of lines) {
      if (line.filter(([r, c]) => hidden[r][c]).length !== 1) continue;
      const open = line.filter(([r, c]) => !hidden[r][c]);
      if (open.length === 0) continue;
      const [r, c] = open.reduce((best, at) => (cells[at[0]][at[1]] < cells[best[0]][best[1]] ? at : best));
      hidden[r][c] = true;
      changed = true;
    }
  }
  return cells.map((row, r) => row.map((n, c) => (hidden[r][c] ? SUPPRESSED : n)));
}

/**
 * Suppresses a growth series: `joined[i]` members joined in month i, `total[i]` the running total. The last total
 * is the number of members, published beside the open data, so it is always treated as known; each other total is known unless
 * withheld. Between two consecutive known totals, their difference is the sum of the months' joined in between:
 * that stretch must hold no suppressed month, or at least two. A stretch with exactly one gets a complement (its
 * smallest other month) or, when it is a single month, the total at its end (or start) is withheld, joining it to
 * the neighbouring stretch.
 */
export function suppressGrowth(joined: number[]): { joined: PublicCount[]; total: PublicCount[] } {
  const n = joined.length;
  const totals: number[] = [];
  joined.reduce((sum, j, i) => (totals[i] = sum + j), 0);
  const hideJoined = joined.map(small);
  const hideTotal = totals.map(small);
  // The last total is the member count, published exactly beside the open data: known whatever it shows.
  const known = (i: number) => i === n - 1 || !hideTotal[i];
  for (;;) {
    // Stretches (start, end] between consecutive known totals; -1 stands for the known zero before the first month.
    let start = -1;
    let fixed = false;
    for (let end = 0; end < n && !fixed; end += 1) {
      if (!known(end)) continue;
      const months = Array.from({ length: end - start }, (_, k) => start + 1 + k);
      if (months.filter((i) => hideJoined[i]).length === 1) {
        const open = months.filter((i) => !hideJoined[i]);
        if (open.length > 0)
          hideJoined[open.reduce((best, i) => (joined[i] < joined[best] ? i : best))] = true;
        else if (end < n - 1) hideTotal[end] = true;
        else if (start >= 0) hideTotal[start] = true;
        else break; // a single month: its total is the member count itself
        fixed = true;
      }
      start = end;
    }
    if (!fixed) break;
  }
  return {
    joined: joined.map((j, i) => (hideJoined[i] ? SUPPRESSED : j)),
    total: totals.map((t, i) => (hideTotal[i] ? SUPPRESSED : t)),
  };
}
