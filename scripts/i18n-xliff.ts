// XLIFF 2.0, the file translation platforms (Weblate, Crowdin) read and write, for `npm run i18n:export` and
// `npm run i18n:import` (docs/translations.md, "Reviewing on Weblate or Crowdin"). A writer and a reader of our own,
// about 200 lines: the documents are ours (units with a plain-text source and target, notes and a state), so a
// general XLIFF library (and its XML dependency) would add more than it saves. The reader is a small but strict XML
// parser: the five entities and character references, CDATA, comments and declarations; a DOCTYPE is refused, and
// so is markup inside a source or target (our placeholders {{name}} and tags <link> travel as escaped text).

export type SegmentState = 'initial' | 'translated' | 'reviewed' | 'final';
const STATES: readonly string[] = ['initial', 'translated', 'reviewed', 'final'];

export interface XliffNote {
  category: string;
  text: string;
}

export interface XliffUnit {
  id: string;
  /** The unit's key, where the id cannot be it (an English text with spaces is not an XML name token). */
  name?: string;
  notes: XliffNote[];
  source: string;
  /** Absent: nothing written yet. */
  target?: string;
  state: SegmentState;
}

export interface XliffFile {
  id: string;
  original?: string;
  notes: XliffNote[];
  units: XliffUnit[];
}

export interface XliffDocument {
  srcLang: string;
  trgLang: string;
  files: XliffFile[];
}

// XML 1.0 refuses these characters even as references; a catalogue never holds them.
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const FORBIDDEN = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/;

function checked(text: string): string {
  if (FORBIDDEN.test(text))
    throw new Error(`A text holds a character XML cannot carry: ${JSON.stringify(text)}`);
  return text;
}

/** Element content: `<` and `&` always, `>` too (so `]]>` never appears), and CR kept as a reference. */
export function escapeText(text: string): string {
  return checked(text)
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/\r/g, '&#13;');
}

/** An attribute value in double quotes: also `"`, and the whitespace a parser would otherwise turn into spaces. */
export function escapeAttribute(text: string): string {
  return escapeText(text).replace(/"/g, '&quot;').replace(/\n/g, '&#10;').replace(/\t/g, '&#9;');
}

const attributes = (pairs: [string, string | undefined][]) =>
  pairs
    .filter((pair): pair is [string, string] => pair[1] !== undefined)
    .map(([name, value]) => ` ${name}="${escapeAttribute(value)}"`)
    .join('');

function writeNotes(notes: XliffNote[], indent: string): string[] {
  if (notes.length === 0) return [];
  return [
    `${indent}<notes>`,
    ...notes.map(
      (note) =>
        `${indent}  <note${attributes([['category', note.category]])}>${escapeText(note.text)}</note>`,
    ),
    `${indent}</notes>`,
  ];
}

export function writeXliff(document: XliffDocument): string {
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<xliff xmlns="urn:oasis:names:tc:xliff:document:2.0" version="2.0"${attributes([
      ['srcLang', document.srcLang],
      ['trgLang', document.trgLang],
    ])}>`,
  ];
  for (const file of document.files) {
    lines.push(
      `  <file${attributes([
        ['id', file.id],
        ['original', file.original],
      ])}>`,
    );
    lines.push(...writeNotes(file.notes, '    '));
    for (const unit of file.units) {
      lines.push(
        `    <unit${attributes([
          ['id', unit.id],
          ['name', unit.name],
        ])}>`,
      );
      lines.push(...writeNotes(unit.notes, '      '));
      lines.push(`      <segment${attributes([['state', unit.state]])}>`);
      lines.push(`        <source xml:space="preserve">${escapeText(unit.source)}</source>`);
      if (unit.target !== undefined)
        lines.push(`        <target xml:space="preserve">${escapeText(unit.target)}</target>`);
      lines.push('      </segment>', '    </unit>');
    }
    lines.push('  </file>');
  }
  lines.push('</xliff>', '');
  return lines.join('\n');
}

// ---- Reading ----

export interface XmlElement {
  name: string;
  attributes: Record<string, string>;
  children: (XmlElement | string)[];
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

function decode(text: string): string {
  return text.replace(/&([^;&\s]*);?/g, (whole, name: string) => {
    if (!whole.endsWith(';')) throw new Error(`A bare "&" in the XML: ${JSON.stringify(whole)}`);
    if (name in ENTITIES) return ENTITIES[name];
    const code = /^#x([0-9a-f]+)$/i.exec(name)
      ? parseInt(name.slice(2), 16)
      : /^#\d+$/.test(name)
        ? Number(name.slice(1))
        : NaN;
    if (Number.isNaN(code)) throw new Error(`An entity XML does not define: ${whole}`);
    return checked(String.fromCodePoint(code));
  });
}

/** A start tag at a given place (sticky): its name, its attributes, and `/` when it closes itself. */
const START_TAG = /<([^\s/>]+)((?:\s+[^\s=/>]+\s*=\s*(?:"[^"<]*"|'[^'<]*'))*)\s*(\/?)>/y;

/** Parses an XML document into its root element (comments, declarations and processing instructions dropped). */
export function parseXml(input: string): XmlElement {
  const text = input.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
  const stack: XmlElement[] = [];
  let root: XmlElement | undefined;
  let at = 0;
  const fail = (what: string): never => {
    throw new Error(`Not a well-formed XML file (line ${text.slice(0, at).split('\n').length}): ${what}`);
  };
  const addText = (value: string) => {
    if (stack.length > 0) stack[stack.length - 1].children.push(value);
    else if (value.trim() !== '') fail('text outside the root element');
  };
  while (at < text.length) {
    const open = text.indexOf('<', at);
    if (open !== at) {
      const end = open === -1 ? text.length : open;
      addText(decode(text.slice(at, end)));
      at = end;
      continue;
    }
    const skipTo = (closing: string) => {
      const end = text.indexOf(closing, at);
      if (end === -1) fail(`missing ${closing}`);
      const content = text.slice(at, end);
      at = end + closing.length;
      return content;
    };
    if (text.startsWith('<?', at)) skipTo('?>');
    else if (text.startsWith('<!--', at)) skipTo('-->');
    else if (text.startsWith('<![CDATA[', at)) addText(skipTo(']]>').slice('<![CDATA['.length));
    else if (text.startsWith('<!', at)) fail('a DOCTYPE or declaration (refused)');
    else if (text.startsWith('</', at)) {
      const name = skipTo('>').slice(2).trim();
      const element = stack.pop();
      if (!element || element.name !== name) fail(`</${name}> closes nothing open`);
    } else {
      START_TAG.lastIndex = at;
      const tag = START_TAG.exec(text);
      if (!tag) fail('a malformed tag');
      const element: XmlElement = { name: tag![1], attributes: {}, children: [] };
      for (const match of tag![2].matchAll(/([^\s=]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g))
        element.attributes[match[1]] = decode((match[2] ?? match[3]).replace(/[\t\n]/g, ' '));
      at += tag![0].length;
      if (stack.length > 0) stack[stack.length - 1].children.push(element);
      else if (root) fail('a second root element');
      else root = element;
      if (!tag![3]) stack.push(element);
    }
  }
  if (stack.length > 0) fail(`<${stack[stack.length - 1].name}> is never closed`);
  if (!root) fail('no root element');
  return root!;
}

const childElements = (element: XmlElement, name: string) =>
  element.children.filter((child): child is XmlElement => typeof child !== 'string' && child.name === name);

function textOf(element: XmlElement, where: string): string {
  return element.children
    .map((child) => {
      if (typeof child === 'string') return child;
      throw new Error(`${where}: <${child.name}> inside a text; write placeholders and tags as plain text`);
    })
    .join('');
}

/** Reads an XLIFF 2 document: its files and units (within groups too); notes are not read back. */
export function readXliff(input: string): XliffDocument {
  const root = parseXml(input);
  if (root.name !== 'xliff' || !/^2\./.test(root.attributes.version ?? ''))
    throw new Error('Not an XLIFF 2 file (the root must be <xliff version="2.0">)');
  const document: XliffDocument = {
    srcLang: root.attributes.srcLang ?? '',
    trgLang: root.attributes.trgLang ?? '',
    files: [],
  };
  for (const fileElement of childElements(root, 'file')) {
    const file: XliffFile = { id: fileElement.attributes.id ?? '', notes: [], units: [] };
    const units = (parent: XmlElement): XmlElement[] =>
      parent.children.flatMap((child) =>
        typeof child === 'string'
          ? []
          : child.name === 'unit'
            ? [child]
            : child.name === 'group'
              ? units(child)
              : [],
      );
    for (const unitElement of units(fileElement)) {
      const id = unitElement.attributes.id ?? '';
      const where = `file ${file.id}, unit ${id}`;
      // A unit's text is its segments' (and the whitespace between them, <ignorable>) in order; its state the least
      // advanced of its segments'.
      const parts = unitElement.children.filter(
        (child): child is XmlElement =>
          typeof child !== 'string' && (child.name === 'segment' || child.name === 'ignorable'),
      );
      let source = '';
      let target: string | undefined;
      let state: SegmentState = 'final';
      for (const part of parts) {
        const [sourceElement] = childElements(part, 'source');
        const [targetElement] = childElements(part, 'target');
        source += sourceElement ? textOf(sourceElement, where) : '';
        if (targetElement) target = (target ?? '') + textOf(targetElement, where);
        if (part.name === 'segment') {
          const value = part.attributes.state ?? 'initial';
          if (!STATES.includes(value)) throw new Error(`${where}: unknown state "${value}"`);
          if (STATES.indexOf(value) < STATES.indexOf(state)) state = value as SegmentState;
        }
      }
      file.units.push({ id, name: unitElement.attributes.name, notes: [], source, target, state });
    }
    document.files.push(file);
  }
  return document;
}
