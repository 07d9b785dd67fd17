// yup rules shared by the create forms (spec section 5): the "all fields required" summary, bounded texts, links, files.
import * as yup from 'yup';
import { isWebUrl, normaliseSocialLink, WEB_URL_MESSAGES } from '@contract/web-url';
import { msg } from '@/i18n/runtime';

export const REQUIRED = msg('All fields are required');

// The shared rules' other messages, for the catalogues: FieldError and FormAlerts show them through translate(),
// which also matches the templates ('At most 300 characters.'). Each is the contract's text word for word
// (src/lib/__tests__/form-rules-texts.test.ts).
export const SHARED_RULE_TEXTS = [
  msg('At most {{max}} characters.'),
  msg('The {{what}} is at most {{max}} characters.'),
  msg('Enter a valid link starting with http:// or https://.'),
  msg('Please enter a valid website address.'),
  msg('Enter a link (https://...) or a handle.'),
];

/** The shared 'At most 300 characters.' message, which translate() matches by its template. */
const atMost = (max: number) => `At most ${max} characters.`;

/** A trimmed text ('' when absent), of at most `max` characters when given. */
export const trimmedText = (max?: number) => {
  const text = yup.string().default('').trim();
  return max === undefined ? text : text.max(max, atMost(max));
};

/** A required, trimmed text of at most `max` characters ('The title is at most 200 characters.'). */
export const requiredText = (what: string, max: number) =>
  yup.string().trim().required(REQUIRED).max(max, `The ${what} is at most ${max} characters.`);

/** A required http(s) link, by the rule the server applies to every stored address (lib/web-url.ts). */
export const requiredLink = (message: string = WEB_URL_MESSAGES.link, required: string = REQUIRED) =>
  yup
    .string()
    .trim()
    .required(required)
    .test('web-url', message, (value) => !value || isWebUrl(value));

/** An optional website: blank, or a web address (a bare www.example.com is fine: the server adds https://). */
export const optionalWebsite = (max = 300, message: string = WEB_URL_MESSAGES.website) =>
  yup
    .string()
    .trim()
    .max(max, atMost(max))
    .default('')
    .test('website', message, (value) => !value || isWebUrl(value, { assumeHttps: true, maxLength: max }));

/** An optional social link: blank, a handle (@name) or a web address. */
export const optionalSocialLink = (max = 300) =>
  yup
    .string()
    .trim()
    .max(max, atMost(max))
    .default('')
    .test('social', WEB_URL_MESSAGES.social, (value) => !value || normaliseSocialLink(value, max) !== null);

/** The yup context of a form editing an item: how many of its uploaded images it keeps. */
export interface KeptImagesContext {
  keptImages?: number;
}

/** At least one chosen file (or, when editing, one kept image), each passing `accepts` (else `message`). */
export const requiredFiles = (accepts: (file: File) => boolean, message: string) =>
  yup
    .mixed<FileList>()
    .test(
      'required',
      REQUIRED,
      (files, context) =>
        (!!files && files.length > 0) ||
        ((context.options.context as KeptImagesContext | undefined)?.keptImages ?? 0) > 0,
    )
    .test('type', message, (files) => (!files ? true : Array.from(files).every(accepts)));

/**
 * Images picked while offline, kept as files (Blobs) with the draft and uploaded when the user submits online
 * (docs/offline.md, Drafts).
 */
export const pendingImages = () => yup.array(yup.mixed<File>().required()).optional();

/** At least one image: uploaded already, or picked offline and waiting in `pendingImages`. */
export const requiredImages = (message: string) =>
  yup
    .array(yup.string().required())
    .required(message)
    .test('at-least-one', message, (urls, context) => {
      const pending = (context.parent as { pendingImages?: unknown[] }).pendingImages ?? [];
      return urls.length > 0 || pending.length > 0;
    });
