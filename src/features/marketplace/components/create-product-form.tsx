// The Create Product tab of the floating create modal (lazy): title, description, link, images, category
// (product, Service, content), price (NGN) and quantity, all required; submit waits 1 s, then POST /prop/product.
import { yupResolver } from '@hookform/resolvers/yup';
import { useForm } from 'react-hook-form';
import { SelectField, SubmitButton, TextField } from '@/components/form/fields';
import { ContentFields } from '@/components/form/content-fields';
import { useCreateSubmit } from '@/hooks/use-create-submit';
import { PRODUCT_CATEGORIES, useCreateProductMutation } from '../api/marketplace-api';
import { productSchema, type ProductFormValues } from '../schemas/product-schema';

export { SUBMIT_DELAY_MS } from '@/hooks/use-create-submit';

/** `onCreated`: called after 'Product created successfully' (the create modal closes itself with it). */
export function CreateProductForm({ onCreated }: { onCreated?: () => void } = {}) {
  const [createProduct] = useCreateProductMutation();
  const form = useForm({
    resolver: yupResolver(productSchema),
    defaultValues: {
      title: '',
      description: '',
      link: '',
      images: [],
      category: undefined,
      price: undefined,
      quantity: undefined,
    },
  });
  const { uploading, setUploading, imagesKey, submit } = useCreateSubmit<ProductFormValues>({
    send: createProduct,
    createdText: 'Product created successfully',
    refusedText: 'Failed to create product.',
    reset: () => form.reset(),
    onCreated,
    setImagesError: (message) => form.setError('images', { message }),
  });
  const number = { type: 'number', min: 0, step: 1, inputMode: 'numeric', className: 'col-sm-6' } as const;

  const { errors, isSubmitting } = form.formState;

  return (
    <form onSubmit={(event) => void form.handleSubmit(submit)(event)} noValidate aria-label="Create Product">
      <p className="text-muted small">All fields are required.</p>
      <ContentFields form={form} imagesKey={imagesKey} onUploadingChange={setUploading} />
      <SelectField
        label="Category"
        defaultValue=""
        placeholder="Choose a category"
        placeholderDisabled
        options={PRODUCT_CATEGORIES}
        registration={form.register('category')}
        error={errors.category?.message}
      />
      <div className="row g-3 mb-3">
        <TextField
          label="Price (NGN)"
          {...number}
          registration={form.register('price')}
          error={errors.price?.message}
        />
        <TextField
          label="Quantity"
          {...number}
          registration={form.register('quantity')}
          error={errors.quantity?.message}
        />
      </div>
      <SubmitButton pending={isSubmitting} disabled={uploading} pendingText="Creating…">
        {uploading ? 'Uploading images…' : 'Create Product'}
      </SubmitButton>
    </form>
  );
}
