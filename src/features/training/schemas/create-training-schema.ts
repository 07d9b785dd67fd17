// The Create a Training form's rules (spec section 5): every field and at least one image required
// ('All fields are required'); images png, jpg, jpeg, gif, bmp or webp; date and time become one ISO instant.
import * as yup from 'yup';
import { msg } from '@/i18n/runtime';
import { REQUIRED, requiredFiles, requiredLink, requiredText } from '@/lib/form-rules';
import { EVENT_LOCATIONS } from '@contract/options';

export { REQUIRED };
export const TRAINING_IMAGE_EXTENSIONS = ['png', 'jpg', 'jpeg', 'gif', 'bmp', 'webp'];
export const TRAINING_IMAGE_ACCEPT = TRAINING_IMAGE_EXTENSIONS.map((ext) => `.${ext}`).join(',');

export function isTrainingImage(file: File): boolean {
  const ext = /\.([a-z0-9]+)$/i.exec(file.name)?.[1]?.toLowerCase();
  return ext !== undefined && TRAINING_IMAGE_EXTENSIONS.includes(ext);
}

// requiredText's length messages for these fields (lib/form-rules.ts), in this catalogue: FieldError shows 'The title
// is at most 200 characters.' translated by matching it against them.
msg('The title is at most {{max}} characters.');
msg('The description is at most {{max}} characters.');
msg('The address is at most {{max}} characters.');

export const createTrainingSchema = yup.object({
  title: requiredText('title', 200),
  description: requiredText('description', 5000),
  link: requiredLink(),
  location: yup
    .string()
    .required(REQUIRED)
    .oneOf([...EVENT_LOCATIONS], msg('Location must be Online or Offline.')),
  date: yup.string().required(REQUIRED),
  time: yup.string().required(REQUIRED),
  address: requiredText('address', 300),
  images: requiredFiles(isTrainingImage, msg('Images must be PNG, JPG, JPEG, GIF, BMP or WebP files.')),
  // Issue 33 (shown when the host offers 'training-registration'): all optional.
  capacity: yup
    .string()
    .optional()
    .matches(/^\s*([1-9]\d{0,4}|100000)?\s*$/, msg('Capacity must be a whole number of seats, at least 1.')),
  registration_deadline: yup.string().optional(),
  state: yup.string().optional(),
  join_link: yup
    .string()
    .optional()
    .matches(/^(https?:\/\/\S+)?$/i, msg('The joining link must start with http:// or https://.')),
});

export type CreateTrainingValues = yup.InferType<typeof createTrainingSchema>;
