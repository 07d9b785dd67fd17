// A translated sentence with links or emphasis inside: the catalogue holds 'Already have an account? <link>Log
// in</link>' so that a translator can move the link within the sentence; each tag is rendered by the caller's
// function. Only the named tags are elements: the text stays text (no HTML is ever parsed).
import { Fragment, type ReactNode } from 'react';

const TAG = /<(\w+)>(.*?)<\/\1>/gs;

export function rich(text: string, tags: Record<string, (chunk: string) => ReactNode>): ReactNode {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(TAG)) {
    const render = tags[match[1]];
    if (!render) continue;
    if (match.index > last) parts.push(text.slice(last, match.index));
    parts.push(<Fragment key={parts.length}>{render(match[2])}</Fragment>);
    last = match.index + match[0].length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return parts;
}
