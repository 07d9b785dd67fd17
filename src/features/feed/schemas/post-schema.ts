// The Create Post form's rules (spec section 5): every field and at least one image, with the spec's message.
import * as yup from 'yup';
import { msg } from '@/i18n/runtime';
import { pendingImages, requiredImages, requiredLink } from '@/lib/form-rules';

export const POST_REQUIRED = msg('All fields are required for the post');
export const LINK_INVALID = msg('Enter a web address starting with http:// or https://');

export const postSchema = yup.object({
  title: yup
    .string()
    .trim()
    .required(POST_REQUIRED)
    .max(200, msg('The title must be at most 200 characters.')),
  description: yup
    .string()
    .trim()
    .required(POST_REQUIRED)
    .max(5000, msg('The description must be at most 5000 characters.')),
  link: requiredLink(LINK_INVALID, POST_REQUIRED),
  images: requiredImages(POST_REQUIRED),
  pendingImages: pendingImages(),
});

export type PostFormValues = yup.InferType<typeof postSchema>;
