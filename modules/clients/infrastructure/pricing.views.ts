import {
  AvailabilityResponse,
  ClientPriceBreaksResponse,
  CustomPriceResponse,
  OrderRulesResponse,
} from '../responses/client.response.dto';
/** Custom prices and availability as the API shows them (docs/product.md §3). */
export type PricingView = CustomPriceResponse;
export type AvailabilityView = AvailabilityResponse;
export type OrderRulesView = OrderRulesResponse;
export type PriceBreaksView = ClientPriceBreaksResponse;
