/**
 * The lots read model's rows: the answers' classes (../../responses/lot.response.dto), so the
 * read side and the document cannot drift.
 */
import type {
  LotMovementResponse,
  LotPlaceResponse,
  LotResponse,
  LotTakerResponse,
  UnlottedStockResponse,
} from '../../responses/lot.response.dto';

export type LotPlace = LotPlaceResponse;
export type LotRow = LotResponse;
export type UnlottedRow = UnlottedStockResponse;
export type LotMovementRow = LotMovementResponse;
export type LotTakerRow = LotTakerResponse;
