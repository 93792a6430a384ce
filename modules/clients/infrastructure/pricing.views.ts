/** Custom prices and availability as the API shows them (spec section 3). */
export interface PricingView {
  id: string;
  client_id: string;
  product_id: string;
  client: { id: string; name: string };
  product: { id: string; name: string; price: number };
  name: string | null;
  price: number;
}

export interface AvailabilityView {
  id: string;
  client_id: string;
  product_id: string;
  client: { id: string; name: string };
  product: { id: string; name: string };
}
