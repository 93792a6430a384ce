import { IsBoolean, IsOptional } from 'class-validator';
import { IsNotes } from '../../../inventory';

/** PUT of an order (docs/product.md §7): notes, fulfilled or cancelled, any of them. */
export class UpdateOrderRequest {
  @IsNotes()
  notes?: string | null;

  @IsOptional()
  @IsBoolean({ message: 'fulfilled must be true or false' })
  fulfilled?: boolean;

  @IsOptional()
  @IsBoolean({ message: 'cancelled must be true or false' })
  cancelled?: boolean;
}
