// The create bodies of the content resources, as the portal's forms send them. The server reads each as a
// Partial (every field may be missing) and answers a missing one with its own message. Pure types.
import type { ProductCategory } from './options';

/** POST /prop/posts (and the fields PUT /prop/posts/{id} may replace). */
export interface PostBody {
  title: string;
  description: string;
  link: string;
  images: string[];
}

/** POST /prop/product. */
export interface ProductBody extends PostBody {
  category: ProductCategory;
  /** Whole naira. */
  price: number;
  quantity: number;
  type?: string | null;
}
