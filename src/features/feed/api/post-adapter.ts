// The one reader of a post in the API's answers: the raw item into the portal's Post (the contract's PostItem),
// tolerant of a foreign host that sends fewer fields.
import {
  contentFields,
  fieldsOf,
  keyedAuthor,
  numberOr,
  text,
  textOrNull,
  type KeyedAuthor,
  type ReceivedContent,
} from '@/lib/adapt';
import type { PostItem } from '@contract/posts';

/** The server's author; another host may send fewer fields. */
export type PostAuthor = KeyedAuthor;

/** A post as the portal holds it: the card links to its author by id, so the author is whole-or-null here. */
export type Post = Omit<ReceivedContent<PostItem>, 'author'> & { author: PostAuthor | null };

export function toPost(raw: unknown): Post {
  const fields = fieldsOf(raw);
  const common = contentFields(fields);
  return {
    ...common,
    images: common.images.filter((image) => image !== ''),
    title: text(fields.title),
    description: text(fields.description),
    link: textOrNull(fields.link),
    likes: numberOr(fields.likes, 0),
    author: keyedAuthor(fields.author),
  };
}
