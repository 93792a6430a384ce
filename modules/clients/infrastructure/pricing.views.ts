import { AvailabilityResponse, CustomPriceResponse } from '../responses/client.response.dto';
/** Custom prices and availability as the API shows them (spec section 3). */
export type PricingView = CustomPriceResponse;
export type AvailabilityView = AvailabilityResponse;
