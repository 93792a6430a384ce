import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { StockValuesReadModel } from '../../projections/stock-values/stock-values.read-model';
import { CostOfGoods, ProductValues, StockValueAsOf } from './stock-value.query';

@QueryHandler(StockValueAsOf)
export class StockValueAsOfHandler implements IQueryHandler<StockValueAsOf> {
  constructor(private readonly values: StockValuesReadModel) {}

  execute({ providerId, at, locationId }: StockValueAsOf) {
    return this.values.asOf(providerId, at, locationId);
  }
}

@QueryHandler(CostOfGoods)
export class CostOfGoodsHandler implements IQueryHandler<CostOfGoods> {
  constructor(private readonly values: StockValuesReadModel) {}

  execute({ providerId, from, to }: CostOfGoods) {
    return this.values.costOfGoods(providerId, from, to);
  }
}

@QueryHandler(ProductValues)
export class ProductValuesHandler implements IQueryHandler<ProductValues> {
  constructor(private readonly values: StockValuesReadModel) {}

  async execute({ providerId }: ProductValues) {
    return { products: await this.values.productValues(providerId) };
  }
}
