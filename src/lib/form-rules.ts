// yup rules shared by the create forms (spec section 5): the "all fields required" summary, bounded texts, links, files.
import * as yup from 'yup';

export const REQUIRED = 'All fields are required';

/** A required, trimmed text of at most `max` characters ('The title is at most 200 characters.'). */
export const requiredText = (what: string, max: number) =>
  yup.string().trim().required(REQUIRED).max(max, `The ${what} is at most ${max} characters.`);

/** A required http(s) link. */
export const requiredLink = () =>
  yup
    .string()
    .trim()
    .required(REQUIRED)
    .matches(/^https?:\/\/\S+$/i, 'Enter a valid link starting with http:// or https://.');

/** At least one chosen file, each passing `accepts` (else `message`). */
export const requiredFiles = (accepts: (file: File) => boolean, message: string) =>
  yup
    .mixed<FileList>()
    .test('required', REQUIRED, (files) => !!files && files.length > 0)
    .test('type', message, (files) => (!files ? true : Array.from(files).every(accepts)));
