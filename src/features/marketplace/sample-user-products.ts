// The sample user-products page's static data (spec sections 2 and 9: sample prices NGN 5000 and NGN 800,000).
export interface SampleProduct {
  id: number;
  title: string;
  description: string;
  category: 'product' | 'service' | 'content';
  price: number;
}

export const USER_PRODUCTS_PAGE_SIZE = 8;

export const SAMPLE_USER_PRODUCTS: SampleProduct[] = [
  { id: 1, title: 'Hand-beaded bracelet', description: 'Glass beads on waxed cord, made to order.', category: 'product', price: 5000 },
  { id: 2, title: 'Wedding photography (full day)', description: 'Ceremony and reception coverage with 300 edited photos.', category: 'service', price: 800000 },
  { id: 3, title: 'Adire throw pillow', description: 'Indigo adire cover with a soft insert.', category: 'product', price: 15000 },
  { id: 4, title: 'Logo design', description: 'Three concepts and two revisions, delivered as vector files.', category: 'service', price: 75000 },
  { id: 5, title: 'Afrobeats sample pack', description: 'Forty drum loops and one-shots, royalty free.', category: 'content', price: 5000 },
  { id: 6, title: 'Bronze sculpture (small)', description: 'Lost-wax cast bronze, 25 cm tall.', category: 'product', price: 800000 },
  { id: 7, title: 'Ankara tote bag', description: 'Lined cotton tote with an inner pocket.', category: 'product', price: 12000 },
  { id: 8, title: 'Short film editing', description: 'Edit, colour and sound mix for a film of up to 15 minutes.', category: 'service', price: 250000 },
  { id: 9, title: 'Illustrated e-book cover', description: 'A full-colour cover illustration with typography.', category: 'content', price: 45000 },
  { id: 10, title: 'Leather sandals', description: 'Hand-stitched Kano leather sandals, any size.', category: 'product', price: 25000 },
  { id: 11, title: 'Voice-over (60 seconds)', description: 'A studio-recorded voice-over in English, Yoruba or Pidgin.', category: 'service', price: 30000 },
  { id: 12, title: 'Oil painting: Lagos lagoon', description: 'Original oil on canvas, 60 by 90 cm.', category: 'product', price: 450000 },
];
