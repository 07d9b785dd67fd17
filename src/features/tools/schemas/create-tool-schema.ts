// The Create Tool form's rules (spec section 5): name, description, link (url), images, sector and offer required.
import * as yup from 'yup';
import { REQUIRED, requiredFiles, requiredLink, requiredText } from '@/lib/form-rules';

export { REQUIRED };
export const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'];

export const createToolSchema = yup.object({
  name: requiredText('name', 200),
  description: requiredText('description', 5000),
  link: requiredLink(),
  sector: yup.string().trim().required(REQUIRED),
  offer: requiredText('offer', 200),
  images: requiredFiles(
    (file) => IMAGE_TYPES.includes(file.type),
    'Images must be PNG, JPEG, GIF or WebP files.',
  ),
});

export type CreateToolValues = yup.InferType<typeof createToolSchema>;
