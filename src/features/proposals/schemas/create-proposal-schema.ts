// The create-proposal form's rules (spec section 5): every field required; uploads jpeg, png or pdf.
import * as yup from 'yup';
import { REQUIRED, requiredFiles, requiredText } from '@/lib/form-rules';
import { PROPOSAL_STATUSES } from '../data/sample-proposals';

export { REQUIRED };
export const PROPOSAL_FILE_TYPES = ['image/jpeg', 'image/png', 'application/pdf'];

const fileRule = requiredFiles((file) => PROPOSAL_FILE_TYPES.includes(file.type), 'Upload a JPEG, PNG or PDF file.');

export const createProposalSchema = yup.object({
  title: requiredText('title', 200),
  host: requiredText('host', 200),
  date: yup.string().required(REQUIRED),
  coverLetter: requiredText('cover letter', 5000),
  status: yup.string().required(REQUIRED).oneOf(PROPOSAL_STATUSES, 'Choose PENDING, APPROVED or REJECTED.'),
  coverLetterFile: fileRule,
  cac: fileRule,
  approvalLetter: fileRule,
});

export type CreateProposalValues = yup.InferType<typeof createProposalSchema>;
