// The server's answers in the portal's language, by their stable `code` (issue 17). The portal asks in its language
// (Accept-Language), so the server's `message` is normally translated already; the code wins where the portal holds
// its translation (an answer cached or queued in another language), and the server's own text is the fallback for
// an unknown code or a message with parts ('The file is too large (maximum {{size}}).'). The server's catalogue
// (contract/messages/<lang>.json, 6 KB gzipped) is downloaded on the first failed answer in a language other than
// English, not before: most visits see none.
import { state } from './state';

/** The text to show for an answer with this code and (server-sent) message. */
export function serverMessage(code: unknown, message: string): string {
  if (state.current === 'en' || typeof code !== 'string') return message;
  const text = state.serverEntries?.[code];
  if (!text) void import('./catalogues').then((module) => module.loadServerMessages());
  return text && !text.includes('{{') ? text : message;
}
