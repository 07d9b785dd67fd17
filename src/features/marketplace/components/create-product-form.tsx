// The Create Product tab of the floating create modal (lazy): title, description, link, images, category
// (product, Service, content), price (NGN) and quantity, all required; submit waits 1 s, then POST /prop/product.
// Given a `product`, the same form edits it (issue 14): filled in, its images kept unless removed, PUT
// /prop/product/{id}. A new product's draft is kept on the device while it is written (hooks/use-form-draft.ts).
import { yupResolver } from '@hookform/resolvers/yup';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { ContentForm } from '@/components/form/content-form';
import { SelectField, TextField } from '@/components/form/fields';
import { FormModal } from '@/components/ui/form-modal';
import { offlineSubmitText } from '@/hooks/use-create-submit';
import { useT } from '@/i18n/use-t';
import { MODERATION_MESSAGES } from '@contract/moderation';
import { PRODUCT_CATEGORIES as CATEGORY_VALUES, type ProductCategory } from '@contract/options';
import {
  PRODUCT_CATEGORIES,
  useCreateProductMutation,
  useEditProductMutation,
  type Product,
} from '../api/marketplace-api';
import { productSchema, type ProductFormValues } from '../schemas/product-schema';

export { SUBMIT_DELAY_MS } from '@/hooks/use-create-submit';

/** The stored category as the form offers it ('control' is the old name of content); undefined when unknown. */
function categoryOf(product: Product): ProductCategory | undefined {
  const value = product.category.toLowerCase() === 'control' ? 'content' : product.category.toLowerCase();
  return CATEGORY_VALUES.find((category) => category === value);
}

/**
 * `onCreated`: called after 'Product created successfully' (or the edit's success); the create modal closes itself
 * with it.
 */
export function CreateProductForm({
  onCreated,
  product,
}: { onCreated?: () => void; product?: Product } = {}) {
  const id = useId();
  const { t, translate } = useT('marketplace');
  const [createProduct] = useCreateProductMutation();
  const [editProduct] = useEditProductMutation();
  const form = useForm<ProductFormValues>({
    resolver: yupResolver(productSchema),
    defaultValues: {
      title: product?.title ?? '',
      description: product?.description ?? '',
      link: product?.link ?? '',
      images: product?.images ?? [],
      category: product ? categoryOf(product) : undefined,
      price: product?.price,
      quantity: product?.quantity,
    },
  });
  const number = { type: 'number', min: 0, step: 1, inputMode: 'numeric', className: 'col-sm-6' } as const;
  const { errors } = form.formState;

  return (
    <ContentForm
      id={id}
      form={form}
      draftKey={product ? null : 'product'}
      initialImages={product?.images}
      submitWith={{
        send: product ? (body) => editProduct({ id: product.id, body }) : createProduct,
        createdText: product ? translate(MODERATION_MESSAGES.updated) : t('Product created successfully'),
        refusedText: product ? t('The product could not be saved.') : t('Failed to create product.'),
        offlineText: translate(offlineSubmitText(Boolean(product), 'Create Product')),
        onCreated,
      }}
      texts={{
        label: product ? t('Edit Product') : t('Create Product'),
        note: t('All fields are required.'),
        submit: product ? t('Save changes') : t('Create Product'),
        pending: product ? t('Saving…') : t('Creating…'),
        uploading: t('Uploading images…'),
      }}
    >
      <SelectField
        id={`${id}-category`}
        label={t('Category')}
        defaultValue=""
        placeholder={t('Choose a category')}
        placeholderDisabled
        options={PRODUCT_CATEGORIES.map((c) => ({ value: c.value, label: t(c.label) }))}
        registration={form.register('category')}
        error={errors.category?.message}
      />
      <div className="row g-3 mb-3">
        <TextField
          id={`${id}-price`}
          label={t('Price (NGN)')}
          {...number}
          registration={form.register('price')}
          error={errors.price?.message}
        />
        <TextField
          id={`${id}-quantity`}
          label={t('Quantity')}
          {...number}
          registration={form.register('quantity')}
          error={errors.quantity?.message}
        />
      </div>
    </ContentForm>
  );
}

/** The form editing a product, in its dialog (opened from the product's Edit). */
export function EditProductModal({ product, onHide }: { product: Product; onHide: () => void }) {
  const { t } = useT('marketplace');
  return (
    <FormModal show onHide={onHide} title={t('Edit Product')}>
      <CreateProductForm product={product} onCreated={onHide} />
    </FormModal>
  );
}
