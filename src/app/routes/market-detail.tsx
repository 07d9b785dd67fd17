// Route page for /marketdetailsPage/{id} (detail layout): the product's details.
import { useParams } from 'react-router-dom';
import { ProductDetails } from '@/features/marketplace/components/product-details';

export default function MarketDetailPage() {
  const { id = '' } = useParams();
  return <ProductDetails key={id} id={Number(id)} />;
}
