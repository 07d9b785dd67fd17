// The Create Product form's rules (spec section 5): every field required, no extra checks beyond sane numbers.
import * as yup from 'yup';
import { pendingImages, requiredImages, requiredLink } from '@/lib/form-rules';

export const PRODUCT_REQUIRED = 'All fields are required';
export const LINK_INVALID = 'Enter a web address starting with http:// or https://';
export const PRODUCT_PRICE_MAX = 1_000_000_000;

const whole = (label: string, max: number) =>
  yup
    .number()
    .transform((value: number, original: unknown) => (original === '' || original === null || Number.isNaN(value) ? undefined : value))
    .required(PRODUCT_REQUIRED)
    .integer(`${label} must be a whole number.`)
    .min(0, `${label} cannot be negative.`)
    .max(max, `${label} is too large.`);

export const productSchema = yup.object({
  title: yup.string().trim().required(PRODUCT_REQUIRED).max(200, 'The title must be at most 200 characters.'),
  description: yup.string().trim().required(PRODUCT_REQUIRED).max(5000, 'The description must be at most 5000 characters.'),
  link: requiredLink(LINK_INVALID, PRODUCT_REQUIRED),
  images: requiredImages(PRODUCT_REQUIRED),
  pendingImages: pendingImages(),
  category: yup.string().oneOf(['product', 'service', 'content'] as const, PRODUCT_REQUIRED).required(PRODUCT_REQUIRED),
  price: whole('The price', PRODUCT_PRICE_MAX),
  quantity: whole('The quantity', 1_000_000),
});

export type ProductFormValues = yup.InferType<typeof productSchema>;
