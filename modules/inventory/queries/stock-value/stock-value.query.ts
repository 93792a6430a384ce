import { Query } from '@nestjs/cqrs';
import type {
  CostOfGoodsResponse,
  ProductValuesResponse,
  StockValueResponse,
} from '../../responses/stock-value.response.dto';

/** What the stock was worth at a moment, per location and in total. */
export class StockValueAsOf extends Query<StockValueResponse> {
  constructor(
    readonly providerId: string,
    readonly at: Date,
    readonly locationId: string | undefined,
  ) {
    super();
  }
}

/** The cost of goods sold in a period. */
export class CostOfGoods extends Query<CostOfGoodsResponse> {
  constructor(
    readonly providerId: string,
    readonly from: Date,
    readonly to: Date,
  ) {
    super();
  }
}

/** Each product's units, worth and average cost now. */
export class ProductValues extends Query<ProductValuesResponse> {
  constructor(readonly providerId: string) {
    super();
  }
}
