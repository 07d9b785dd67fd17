// Part of `npm run lint`: builds the import graph of src/, contract/ and server/ and exits 1 listing every import
// cycle (import/no-cycle without a new dependency). Type-only imports are left out: TypeScript erases them, so they cannot cycle at run
// time. Lazy import() edges count: a cycle through one still ties the modules into one knot.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { withoutStorePort, wrongWayImports } from './import-layers.ts';

export type ImportGraph = Map<string, string[]>;

const extensions = ['.ts', '.tsx'];

function isTypeOnly(statement: ts.Statement): boolean {
  if (ts.isExportDeclaration(statement)) {
    if (statement.isTypeOnly) return true;
    const clause = statement.exportClause;
    return (
      !!clause &&
      ts.isNamedExports(clause) &&
      clause.elements.length > 0 &&
      clause.elements.every((e) => e.isTypeOnly)
    );
  }
  if (!ts.isImportDeclaration(statement)) return false;
  const clause = statement.importClause;
  // A bare `import './x'` runs x for its effects.
  if (!clause) return false;
  if (clause.isTypeOnly) return true;
  if (clause.name) return false;
  const bindings = clause.namedBindings;
  // `import { type A, type B }` is erased whole, since verbatimModuleSyntax is off.
  return (
    !!bindings &&
    ts.isNamedImports(bindings) &&
    bindings.elements.length > 0 &&
    bindings.elements.every((e) => e.isTypeOnly)
  );
}

/**
 * The module specifiers a file loads at run time: static imports and re-exports that are not type-only, and (unless
 * `staticOnly`) import(). With `withTypes`, the type-only ones too (the layer rules count them: a type taken from a
 * higher layer ties the lower one to it as surely as a value).
 */
export function runtimeSpecifiers(
  fileName: string,
  text: string,
  staticOnly = false,
  withTypes = false,
): string[] {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, false);
  const specifiers: string[] = [];
  for (const statement of source.statements) {
    if (
      (ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement)) &&
      statement.moduleSpecifier
    ) {
      if ((withTypes || !isTypeOnly(statement)) && ts.isStringLiteral(statement.moduleSpecifier)) {
        specifiers.push(statement.moduleSpecifier.text);
      }
    }
  }
  const visit = (node: ts.Node): void => {
    if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [argument] = node.arguments;
      if (argument && ts.isStringLiteralLike(argument)) specifiers.push(argument.text);
    }
    ts.forEachChild(node, visit);
  };
  if (!staticOnly) visit(source);
  return specifiers;
}

/**
 * Resolves `@/x` to src/x, `@contract/x` to contract/x (src's sibling) and relative paths against the importer,
 * trying .ts, .tsx and index files.
 */
export function resolveSpecifier(specifier: string, importer: string, srcDir: string): string | undefined {
  let base: string;
  if (specifier.startsWith('@/')) base = join(srcDir, specifier.slice(2));
  else if (specifier.startsWith('@contract/'))
    base = join(srcDir, '..', 'contract', specifier.slice('@contract/'.length));
  else if (specifier.startsWith('.')) base = resolve(dirname(importer), specifier);
  else return undefined;
  const candidates = [
    ...extensions.map((extension) => base + extension),
    ...extensions.map((extension) => join(base, `index${extension}`)),
  ];
  if (extensions.some((extension) => base.endsWith(extension))) candidates.unshift(base);
  return candidates.find((candidate) => existsSync(candidate) && statSync(candidate).isFile());
}

/**
 * The files of src/ (and contract/) that a module loads before anything lazy: the static import closure of `entry`,
 * without import() edges. vite.config.ts reads it to tell the first screen's CSS from the rest.
 */
export function staticClosure(entry: string, srcDir: string): string[] {
  const seen = new Set<string>();
  const visit = (file: string): void => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const specifier of runtimeSpecifiers(file, readFileSync(file, 'utf8'), true)) {
      const target = resolveSpecifier(specifier, file, srcDir);
      if (target) visit(target);
    }
  };
  visit(entry);
  return [...seen];
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return extensions.some((extension) => entry.name.endsWith(extension)) && !entry.name.endsWith('.d.ts')
      ? [path]
      : [];
  });
}

/**
 * The graph of srcDir's modules, plus those of any extra folders (the contract and the server share no alias); with
 * `withTypes`, type-only imports are edges too.
 */
export function buildImportGraph(srcDir: string, extraDirs: string[] = [], withTypes = false): ImportGraph {
  const graph: ImportGraph = new Map();
  for (const file of [srcDir, ...extraDirs].flatMap(sourceFiles)) {
    const targets = runtimeSpecifiers(file, readFileSync(file, 'utf8'), false, withTypes)
      .map((specifier) => resolveSpecifier(specifier, file, srcDir))
      .filter((target): target is string => target !== undefined);
    graph.set(file, [...new Set(targets)]);
  }
  return graph;
}

/**
 * One cycle per knot: Tarjan's strongly connected components, then a shortest path back to the start inside each
 * component of two or more modules (or a module importing itself). Listing every elementary cycle could explode;
 * one per knot names the edge to cut, and the next run shows what remains.
 */
export function findCycles(graph: ImportGraph): string[][] {
  const index = new Map<string, number>();
  const lowLink = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const components: string[][] = [];
  let counter = 0;

  const connect = (node: string): void => {
    index.set(node, counter);
    lowLink.set(node, counter);
    counter += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        connect(next);
        lowLink.set(node, Math.min(lowLink.get(node)!, lowLink.get(next)!));
      } else if (onStack.has(next)) {
        lowLink.set(node, Math.min(lowLink.get(node)!, index.get(next)!));
      }
    }
    if (lowLink.get(node) === index.get(node)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      components.push(component);
    }
  };
  for (const node of [...graph.keys()].sort()) if (!index.has(node)) connect(node);

  const cycles: string[][] = [];
  for (const component of components) {
    const members = new Set(component);
    const start = [...component].sort()[0];
    if (component.length === 1 && !(graph.get(start) ?? []).includes(start)) continue;
    // Breadth-first from start to start, staying inside the component.
    const previous = new Map<string, string>();
    const queue = [start];
    let closing: string | undefined;
    while (queue.length > 0 && closing === undefined) {
      const node = queue.shift()!;
      for (const next of graph.get(node) ?? []) {
        if (next === start) {
          closing = node;
          break;
        }
        if (members.has(next) && !previous.has(next)) {
          previous.set(next, node);
          queue.push(next);
        }
      }
    }
    const path = [start];
    for (let node = closing!; node !== start; node = previous.get(node)!) path.splice(1, 0, node);
    cycles.push([...path, start]);
  }
  return cycles.sort((a, b) => a[0].localeCompare(b[0]));
}

function main(): void {
  const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
  const srcDir = join(root, 'src');
  const folders = [join(root, 'contract'), join(root, 'server')];
  const graph = buildImportGraph(srcDir, folders);
  const cycles = findCycles(graph);
  const typedGraph = buildImportGraph(srcDir, folders, true);
  const wrongWay = wrongWayImports(typedGraph, root);
  const backEdges = findCycles(withoutStorePort(typedGraph, root));
  const edges = [...typedGraph.values()].reduce((sum, targets) => sum + targets.length, 0);
  const show = (cycle: string[]) => `  ${cycle.map((file) => relative(root, file)).join(' -> ')}`;
  console.log(
    `check-import-cycles: ${graph.size} modules of src/, contract/ and server/, ${edges} imports (type-only ` +
      `included): ${cycles.length} run-time cycle(s), ${backEdges.length} type back-edge cycle(s), ` +
      `${wrongWay.length} wrong-way import(s).`,
  );
  if (cycles.length > 0) {
    console.error('Import cycles at run time:');
    for (const cycle of cycles) console.error(show(cycle));
  }
  // A cycle that closes only through a type-only import: a back-edge (a part taking a type from what uses it).
  const typeOnly = backEdges.filter((cycle) => !cycles.some((known) => known[0] === cycle[0]));
  if (typeOnly.length > 0) {
    console.error('Back-edges (cycles closed by a type-only import; move the type to a leaf module):');
    for (const cycle of typeOnly) console.error(show(cycle));
  }
  if (wrongWay.length > 0) {
    console.error('Wrong-way imports (docs/architecture.md, the layer tables):');
    for (const { from, to, rule } of wrongWay)
      console.error(`  ${relative(root, from)} -> ${relative(root, to)}: ${rule}`);
  }
  if (cycles.length + typeOnly.length + wrongWay.length > 0) process.exitCode = 1;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
