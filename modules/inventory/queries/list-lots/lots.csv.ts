import { CsvRow } from '../../../platform';
import type { LotPlace } from './lots.types';

/** Which lot a line of a lots CSV is about, as the lots export and the lots' ledger name it. */
export const LOT_PLACE_HEADER: CsvRow = [
  'product_id',
  'product',
  'location_id',
  'location',
  'lot_code',
  'expiry_date',
];

export function lotPlaceCells(row: LotPlace): CsvRow {
  return [
    row.product_id,
    row.product_name,
    row.location_id,
    row.location_name,
    row.lot_code,
    row.expiry_date ?? '',
  ];
}
