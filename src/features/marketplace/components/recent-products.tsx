// The newest few products (the landing page), as glimpses: picture, title (to its page) and price.
import { GlimpseSection } from '@/components/ui/glimpse-section';
import { paths } from '@/config/paths';
import { useRecentProductsQuery } from '../api/recent-products-api';
import { formatPrice } from '../format-price';

export function RecentProducts({ limit, headingId }: { limit: number; headingId: string }) {
  const { data, isError } = useRecentProductsQuery(limit);
  return (
    <GlimpseSection
      heading="New in the marketplace"
      headingId={headingId}
      items={data?.map((product) => ({
        id: product.id,
        title: product.title,
        image: product.images[0],
        variants: product.image_variants[0],
        detail: formatPrice(product.price),
        to: paths.marketDetail(product.id),
      }))}
      failed={isError}
      placeholders={limit}
      more={{ to: paths.market, label: 'Visit the marketplace' }}
    />
  );
}
