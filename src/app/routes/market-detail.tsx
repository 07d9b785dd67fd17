// Route page for /marketdetailsPage/{id} (detail layout): the product's details; Buy Now needs a signed-in buyer.
import { useParams } from 'react-router-dom';
import { useAppSelector } from '@/app/hooks';
import { selectIsSignedIn } from '@/features/auth/auth-slice';
import { ProductDetails } from '@/features/marketplace/components/product-details';

export default function MarketDetailPage() {
  const { id = '' } = useParams();
  const signedIn = useAppSelector(selectIsSignedIn);
  return <ProductDetails key={id} id={Number(id)} signedIn={signedIn} />;
}
