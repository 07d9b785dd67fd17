// The newest few products as glimpses (the landing page): picture, title (to the product's page) and price.
import type { Glimpse } from '@/components/ui/glimpse-section';
import { paths } from '@/config/paths';
import { useRecentProductsQuery } from '../api/recent-products-api';
import { formatPrice } from '../format-price';

export function useProductGlimpses(limit: number): { items: Glimpse[] | undefined; failed: boolean } {
  const { data, isError } = useRecentProductsQuery(limit);
  return {
    items: data?.map((product) => ({
      id: product.id,
      title: product.title,
      image: product.images[0],
      variants: product.image_variants[0],
      detail: formatPrice(product.price),
      to: paths.marketDetail(product.id),
    })),
    failed: isError,
  };
}
