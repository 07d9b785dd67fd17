// The Create Product form's rules (spec section 5): every field required, no extra checks beyond sane numbers.
// The messages are marked for the `marketplace` catalogue; FieldError shows them through translate().
import * as yup from 'yup';
import { msg } from '@/i18n/runtime';
import { pendingImages, requiredImages, requiredLink } from '@/lib/form-rules';

export const PRODUCT_REQUIRED = msg('All fields are required');
export const LINK_INVALID = msg('Enter a web address starting with http:// or https://');
export const PRODUCT_PRICE_MAX = 1_000_000_000;

const whole = (max: number, messages: { integer: string; negative: string; tooLarge: string }) =>
  yup
    .number()
    .transform((value: number, original: unknown) =>
      original === '' || original === null || Number.isNaN(value) ? undefined : value,
    )
    .required(PRODUCT_REQUIRED)
    .integer(messages.integer)
    .min(0, messages.negative)
    .max(max, messages.tooLarge);

export const productSchema = yup.object({
  title: yup
    .string()
    .trim()
    .required(PRODUCT_REQUIRED)
    .max(200, msg('The title must be at most 200 characters.')),
  description: yup
    .string()
    .trim()
    .required(PRODUCT_REQUIRED)
    .max(5000, msg('The description must be at most 5000 characters.')),
  link: requiredLink(LINK_INVALID, PRODUCT_REQUIRED),
  images: requiredImages(PRODUCT_REQUIRED),
  pendingImages: pendingImages(),
  category: yup
    .string()
    .oneOf(['product', 'service', 'content'] as const, PRODUCT_REQUIRED)
    .required(PRODUCT_REQUIRED),
  price: whole(PRODUCT_PRICE_MAX, {
    integer: msg('The price must be a whole number.'),
    negative: msg('The price cannot be negative.'),
    tooLarge: msg('The price is too large.'),
  }),
  quantity: whole(1_000_000, {
    integer: msg('The quantity must be a whole number.'),
    negative: msg('The quantity cannot be negative.'),
    tooLarge: msg('The quantity is too large.'),
  }),
});

export type ProductFormValues = yup.InferType<typeof productSchema>;
