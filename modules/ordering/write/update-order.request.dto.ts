import { IsBoolean, IsOptional, IsString, ValidateIf } from 'class-validator';

/** PUT of an order (spec section 7): notes, fulfilled or cancelled, any of them. */
export class UpdateOrderRequest {
  @IsOptional()
  @ValidateIf((_, value) => value !== null)
  @IsString({ message: 'notes must be text' })
  notes?: string | null;

  @IsOptional()
  @IsBoolean({ message: 'fulfilled must be true or false' })
  fulfilled?: boolean;

  @IsOptional()
  @IsBoolean({ message: 'cancelled must be true or false' })
  cancelled?: boolean;
}
