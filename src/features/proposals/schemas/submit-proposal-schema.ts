// The submit-proposal form's rules (spec section 5: every field required; uploads jpeg, png or pdf), with one file
// field per document the call requires (doc0, doc1, ...), each at most 5 MB as the server's limit.
import * as yup from 'yup';
import { msg } from '@/i18n/runtime';
import { REQUIRED, requiredFiles, requiredText } from '@/lib/form-rules';
import { PROPOSAL_COVER_LETTER_MAX, PROPOSAL_DOCUMENT_MAX_BYTES, PROPOSAL_TITLE_MAX } from '@contract/calls';

export { REQUIRED };
export const PROPOSAL_FILE_TYPES = ['image/jpeg', 'image/png', 'application/pdf'];
export const FILE_TYPE_TEXT = msg('Upload a JPEG, PNG or PDF file.');
export const FILE_SIZE_TEXT = msg('Each document must be at most 5 MB.');

/** The form's field name of the call's n-th required document. */
export const documentField = (index: number) => `doc${index}`;

const accepted = (files: FileList | undefined) =>
  !files || Array.from(files).every((file) => PROPOSAL_FILE_TYPES.includes(file.type));
const small = (files: FileList | undefined) =>
  !files || Array.from(files).every((file) => file.size <= PROPOSAL_DOCUMENT_MAX_BYTES);

/** A document: required when sending; when editing, a file replaces the one sent before, none keeps it. */
const fileRule = (editing: boolean) =>
  editing
    ? yup
        .mixed<FileList>()
        .optional()
        .test('type', FILE_TYPE_TEXT, accepted)
        .test('size', FILE_SIZE_TEXT, small)
    : requiredFiles((file) => PROPOSAL_FILE_TYPES.includes(file.type), FILE_TYPE_TEXT).test(
        'size',
        FILE_SIZE_TEXT,
        small,
      );

export type SubmitProposalValues = { title: string; coverLetter: string } & Record<string, unknown>;

export function submitProposalSchema(documents: number, editing = false) {
  const fields: Record<string, yup.AnySchema> = {
    title: requiredText('title', PROPOSAL_TITLE_MAX),
    coverLetter: requiredText('cover letter', PROPOSAL_COVER_LETTER_MAX),
  };
  for (let index = 0; index < documents; index += 1) fields[documentField(index)] = fileRule(editing);
  return yup.object(fields) as unknown as yup.ObjectSchema<SubmitProposalValues>;
}
