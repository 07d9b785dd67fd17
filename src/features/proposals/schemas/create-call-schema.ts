// The call-for-proposals form's rules (issue 32): title, description, dates and who may apply are required; the
// closing date comes after the opening; the amounts are optional whole naira, the smaller first.
import * as yup from 'yup';
import { msg } from '@/i18n/runtime';
import { REQUIRED, requiredText } from '@/lib/form-rules';
import { CALL_KINDS } from '@contract/calls';

export { REQUIRED };
export const DATES_ORDER = msg('The closing date must be after the opening date.');
export const AMOUNT_TEXT = msg('Enter an amount in whole naira.');
export const AMOUNT_ORDER = msg('The minimum amount cannot be more than the maximum.');
msg('The description is at most {{max}} characters.');

/** A checkbox group's or a multiple select's value as a list of its non-blank entries. */
const asList = (value: unknown): string[] =>
  (Array.isArray(value) ? (value as unknown[]) : value ? [value] : []).filter(
    (entry): entry is string => typeof entry === 'string' && entry !== '',
  );

const amount = yup
  .number()
  .transform((value: number, original: unknown) => (original === '' || original === null ? undefined : value))
  .typeError(AMOUNT_TEXT)
  .integer(AMOUNT_TEXT)
  .min(0, AMOUNT_TEXT)
  .optional();

export const createCallSchema = yup.object({
  title: requiredText('title', 200),
  description: requiredText('description', 10_000),
  host: yup.string().max(200).optional(),
  opens_at: yup.string().required(REQUIRED),
  closes_at: yup
    .string()
    .required(REQUIRED)
    .test('order', DATES_ORDER, (value, context) => {
      const opens = (context.parent as { opens_at?: string }).opens_at;
      return !value || !opens || value >= opens;
    }),
  amount_min: amount,
  amount_max: amount.test('order', AMOUNT_ORDER, (value, context) => {
    const min = (context.parent as { amount_min?: number }).amount_min;
    return value === undefined || min === undefined || value >= min;
  }),
  eligible_kinds: yup
    .array(yup.string().oneOf(CALL_KINDS).required())
    .transform(asList)
    .min(1, REQUIRED)
    .required(REQUIRED),
  documents: yup.array(yup.string().required()).transform(asList).default([]),
  other_documents: yup.string().max(400).optional(),
  sectors: yup.array(yup.string().required()).transform(asList).default([]),
  states: yup.array(yup.string().required()).transform(asList).default([]),
  image: yup.mixed<FileList>().optional(),
});

export type CreateCallValues = yup.InferType<typeof createCallSchema>;
