import { PickType } from '@nestjs/swagger';
import { IsOptional } from 'class-validator';
import { IsLotCode } from '../../request-validation';
import { ListLotsRequest } from '../list-lots/list-lots.request.dto';

/** The query of GET …/lots/movements.csv: optionally one product, location or lot code. */
export class LotMovementsExportRequest extends PickType(ListLotsRequest, [
  'product_id',
  'location_id',
]) {
  /** The lot's code, whatever its case. */
  @IsOptional()
  @IsLotCode()
  lot_code?: string;
}
