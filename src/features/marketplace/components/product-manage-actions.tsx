// Edit and Delete on the seller's own products (details page and /user-products), Take down for an admin on the
// details page (issue 14). Leaving a deleted product's page goes to the seller's products (an admin: the market).
import { useViewer } from '@/hooks/use-viewer';
import { ItemManageActions } from '@/components/ui/item-manage-actions';
import { paths } from '@/config/paths';
import { lazyWithStyles } from '@/lib/lazy-with-styles';
import type { Product } from '../api/marketplace-api';

const EditProductModal = lazyWithStyles(() =>
  import('./create-product-form').then((module) => ({ default: module.EditProductModal })),
);

export function ProductManageActions({ product, details = false }: { product: Product; details?: boolean }) {
  const viewer = useViewer();
  const authorId = product.author?.id;
  const own = viewer.accountId !== null && authorId === viewer.accountId;
  return (
    <ItemManageActions
      viewer={viewer}
      item={{ type: 'product', id: product.id, title: product.title, authorId }}
      takeDown={details}
      leaveTo={details ? (own ? paths.userProducts(String(authorId)) : paths.market) : undefined}
      editor={(close) => <EditProductModal product={product} onHide={close} />}
    />
  );
}
