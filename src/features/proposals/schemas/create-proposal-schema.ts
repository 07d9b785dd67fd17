// The create-proposal form's rules (spec section 5): every field required; uploads jpeg, png or pdf.
import * as yup from 'yup';
import { msg } from '@/i18n/runtime';
import { REQUIRED, requiredFiles, requiredText } from '@/lib/form-rules';
import { PROPOSAL_STATUSES } from '../data/sample-proposals';

export { REQUIRED };
export const PROPOSAL_FILE_TYPES = ['image/jpeg', 'image/png', 'application/pdf'];

const fileRule = requiredFiles(
  (file) => PROPOSAL_FILE_TYPES.includes(file.type),
  msg('Upload a JPEG, PNG or PDF file.'),
);

// requiredText's length messages for these fields (lib/form-rules.ts), in this catalogue: FieldError shows 'The title
// is at most 200 characters.' translated by matching it against them.
msg('The title is at most {{max}} characters.');
msg('The host is at most {{max}} characters.');
msg('The cover letter is at most {{max}} characters.');

export const createProposalSchema = yup.object({
  title: requiredText('title', 200),
  host: requiredText('host', 200),
  date: yup.string().required(REQUIRED),
  coverLetter: requiredText('cover letter', 5000),
  status: yup
    .string()
    .required(REQUIRED)
    .oneOf(PROPOSAL_STATUSES, msg('Choose PENDING, APPROVED or REJECTED.')),
  coverLetterFile: fileRule,
  cac: fileRule,
  approvalLetter: fileRule,
});

export type CreateProposalValues = yup.InferType<typeof createProposalSchema>;
