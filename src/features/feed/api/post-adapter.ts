// The one reader of a post in the API's answers: the raw item into the portal's Post (the contract's PostItem),
// tolerant of a foreign host that sends fewer fields.
import { fieldsOf, keyedContentFields, numberOrZero, text, textOrNull } from '@/lib/adapt';
import type { KeyedAuthor, KeyedContent } from '@/lib/adapt';
import type { PostItem } from '@contract/posts';

/** The server's author; another host may send fewer fields. */
export type PostAuthor = KeyedAuthor;

/** A post as the portal holds it (the author whole-or-null). */
export type Post = KeyedContent<PostItem>;

export function toPost(raw: unknown): Post {
  const fields = fieldsOf(raw);
  return {
    ...keyedContentFields(fields),
    title: text(fields.title),
    description: text(fields.description),
    link: textOrNull(fields.link),
    likes: numberOrZero(fields.likes),
  };
}
