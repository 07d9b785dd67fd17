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

export function CreateProductForm() {
  const [createProduct] = useCreateProductMutation();
  const {
    register,
    handleSubmit,
    setValue,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({
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
    reset,
    setImagesError: (message) => setError('images', { message }),
  });
  const number = { type: 'number', min: 0, step: 1, inputMode: 'numeric', className: 'col-sm-6' } as const;

  return (
    <form onSubmit={(event) => void handleSubmit(submit)(event)} noValidate aria-label="Create Product">
      <p className="text-muted small">All fields are required.</p>
      <ContentFields
        registrations={{
          title: register('title'),
          description: register('description'),
          link: register('link'),
        }}
        errors={{
          title: errors.title?.message,
          description: errors.description?.message,
          link: errors.link?.message,
          images: errors.images?.message,
        }}
        imagesKey={imagesKey}
        onUploadingChange={setUploading}
        onImagesChange={(urls) => setValue('images', urls, { shouldValidate: urls.length > 0 })}
      />
      <SelectField
        label="Category"
        defaultValue=""
        placeholder="Choose a category"
        placeholderDisabled
        options={PRODUCT_CATEGORIES}
        registration={register('category')}
        error={errors.category?.message}
      />
      <div className="row g-3 mb-3">
        <TextField
          label="Price (NGN)"
          {...number}
          registration={register('price')}
          error={errors.price?.message}
        />
        <TextField
          label="Quantity"
          {...number}
          registration={register('quantity')}
          error={errors.quantity?.message}
        />
      </div>
      <SubmitButton pending={isSubmitting} disabled={uploading} pendingText="Creating…">
        {uploading ? 'Uploading images…' : 'Create Product'}
      </SubmitButton>
    </form>
  );
}
