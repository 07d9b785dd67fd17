// Prices in NGN with the locale's thousand separators (spec section 9).
const naira = new Intl.NumberFormat('en-NG', {
  style: 'currency',
  currency: 'NGN',
  maximumFractionDigits: 0,
});

export function formatPrice(value: number): string {
  return naira.format(value);
}
