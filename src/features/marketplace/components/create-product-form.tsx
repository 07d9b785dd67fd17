// The Create Product tab of the floating create modal (lazy): title, description, link, images, category
// (product, Service, content), price (NGN) and quantity, all required; submit waits 1 s, then POST /prop/product.
import { yupResolver } from '@hookform/resolvers/yup';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'react-toastify';
import { ImageUploadField } from '@/components/form/image-upload-field';
import { getErrorMessage } from '@/lib/api-session';
import { PRODUCT_CATEGORIES, useCreateProductMutation } from '../api/marketplace-api';
import { productSchema, type ProductFormValues } from '../schemas/product-schema';

export const SUBMIT_DELAY_MS = 1000;
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type TextField = 'title' | 'description' | 'link' | 'category' | 'price' | 'quantity';

export function CreateProductForm() {
  const id = useId();
  const [createProduct] = useCreateProductMutation();
  const [uploading, setUploading] = useState(false);
  const [fieldKey, setFieldKey] = useState(0);
  const {
    register,
    handleSubmit,
    setValue,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: yupResolver(productSchema),
    defaultValues: { title: '', description: '', link: '', images: [], category: undefined, price: undefined, quantity: undefined },
  });

  async function onSubmit(values: ProductFormValues) {
    if (uploading) {
      setError('images', { message: 'Please wait for the images to finish uploading.' });
      return;
    }
    await wait(SUBMIT_DELAY_MS);
    try {
      const result = await createProduct(values).unwrap();
      if (!result.status) {
        toast.error(result.message ?? 'Failed to create product.');
        return;
      }
      toast.success('Product created successfully');
      reset();
      setFieldKey((key) => key + 1);
    } catch (error) {
      toast.error(getErrorMessage(error, 'Failed to create product.'));
    }
  }

  const control = (name: TextField, className = 'form-control') => ({
    id: `${id}-${name}`,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `${id}-${name}-error` : undefined,
    className: `${className}${errors[name] ? ' is-invalid' : ''}`,
    ...register(name),
  });
  const fieldError = (name: TextField) =>
    errors[name] ? (
      <div id={`${id}-${name}-error`} className="invalid-feedback">
        {errors[name]?.message}
      </div>
    ) : null;
  const label = (name: TextField, text: string) => (
    <label className="form-label" htmlFor={`${id}-${name}`}>
      {text}
    </label>
  );

  return (
    <form onSubmit={(event) => void handleSubmit(onSubmit)(event)} noValidate aria-label="Create Product">
      <p className="text-muted small">All fields are required.</p>
      <div className="mb-3">
        {label('title', 'Title')}
        <input type="text" maxLength={200} {...control('title')} />
        {fieldError('title')}
      </div>
      <div className="mb-3">
        {label('description', 'Description')}
        <textarea rows={4} maxLength={5000} {...control('description')} />
        {fieldError('description')}
      </div>
      <div className="mb-3">
        {label('link', 'Link')}
        <input type="url" inputMode="url" placeholder="https://" maxLength={2000} {...control('link')} />
        {fieldError('link')}
      </div>
      <ImageUploadField
        key={fieldKey}
        id={`${id}-images`}
        label="Images"
        error={errors.images?.message}
        onBusyChange={setUploading}
        onChange={(urls) => setValue('images', urls, { shouldValidate: urls.length > 0 })}
      />
      <div className="mb-3">
        {label('category', 'Category')}
        <select defaultValue="" {...control('category', 'form-select')}>
          <option value="" disabled>
            Choose a category
          </option>
          {PRODUCT_CATEGORIES.map((c) => (
            <option key={c.value} value={c.value}>
              {c.label}
            </option>
          ))}
        </select>
        {fieldError('category')}
      </div>
      <div className="row g-3 mb-3">
        <div className="col-sm-6">
          {label('price', 'Price (NGN)')}
          <input type="number" min={0} step={1} inputMode="numeric" {...control('price')} />
          {fieldError('price')}
        </div>
        <div className="col-sm-6">
          {label('quantity', 'Quantity')}
          <input type="number" min={0} step={1} inputMode="numeric" {...control('quantity')} />
          {fieldError('quantity')}
        </div>
      </div>
      <button type="submit" className="btn btn-primary w-100" disabled={isSubmitting || uploading}>
        {isSubmitting ? 'Creating…' : uploading ? 'Uploading images…' : 'Create Product'}
      </button>
    </form>
  );
}
