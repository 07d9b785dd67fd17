// The portal's own funding application (issue 13): the server's bounds (contract/funding.ts), with plain messages
// (marked with msg() and shown translated by FieldError; those with a figure are built in the language of the moment).
import * as yup from 'yup';
import {
  FUNDING_AMOUNT_MAX,
  FUNDING_AMOUNT_MIN,
  FUNDING_DOCUMENT_MAX_BYTES,
  FUNDING_DOCUMENT_TYPES,
  FUNDING_DOCUMENTS_MAX,
  FUNDING_PROGRAMMES,
  FUNDING_PURPOSE_MAX,
  FUNDING_PURPOSE_MIN,
  formatNaira,
  type FundingProgramme,
} from '@contract/funding';
import { msg, t } from '@/i18n/runtime';
import { checkUploadFile } from '@/lib/upload';

/** '250,000', '₦ 250000' and '250000' are the same amount. */
function readAmount(value: unknown, original: unknown): unknown {
  if (typeof original !== 'string') return value;
  const clean = original.replace(/[₦,\s]/g, '');
  if (clean === '') return undefined;
  return /^\d+(\.\d+)?$/.test(clean) ? Number(clean) : Number.NaN;
}

const files = (value: unknown): File[] =>
  value && typeof value === 'object' && 'length' in value ? Array.from(value as ArrayLike<File>) : [];

export const fundingApplicationSchema = yup.object({
  amount: yup
    .number()
    .transform(readAmount)
    .typeError(msg('Enter the amount in naira, digits only.'))
    .required(msg('Enter the amount you are seeking.'))
    .integer(msg('Enter a whole number of naira.'))
    .min(FUNDING_AMOUNT_MIN, () =>
      t('The amount must be at least {{amount}}.', { amount: formatNaira(FUNDING_AMOUNT_MIN) }),
    )
    .max(FUNDING_AMOUNT_MAX, () =>
      t('The amount must be at most {{amount}}.', { amount: formatNaira(FUNDING_AMOUNT_MAX) }),
    ),
  purpose: yup
    .string()
    .trim()
    .required(msg('Tell us what the funding is for.'))
    .min(FUNDING_PURPOSE_MIN, () =>
      t('Describe the purpose in at least {{min}} characters.', { min: String(FUNDING_PURPOSE_MIN) }),
    )
    .max(FUNDING_PURPOSE_MAX, () =>
      t('The purpose should be at most {{max}} characters.', { max: String(FUNDING_PURPOSE_MAX) }),
    ),
  programme: yup
    .mixed<FundingProgramme>()
    .oneOf([...FUNDING_PROGRAMMES], msg('Choose a programme.'))
    .required(msg('Choose a programme.')),
  documents: yup
    .mixed<FileList | File[]>()
    .test(
      'count',
      () => t('Attach at most {{max}} documents.', { max: FUNDING_DOCUMENTS_MAX }),
      (value) => files(value).length <= FUNDING_DOCUMENTS_MAX,
    )
    .test('files', '', function check(value) {
      for (const file of files(value)) {
        const problem = checkUploadFile(file, {
          types: FUNDING_DOCUMENT_TYPES,
          maxBytes: FUNDING_DOCUMENT_MAX_BYTES,
        });
        if (problem) return this.createError({ message: problem });
      }
      return true;
    }),
});

export type FundingApplicationValues = yup.InferType<typeof fundingApplicationSchema>;
export { files as chosenFiles };
