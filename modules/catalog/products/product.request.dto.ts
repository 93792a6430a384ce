import {
  Allow,
  IsBoolean,
  IsIn,
  IsObject,
  IsOptional,
  IsString,
  ValidateIf,
} from 'class-validator';
import { PageQuery } from '../../platform';

const NAME = { message: 'A name is required for a product.' };

export class CreateProductRequest {
  @IsString(NAME)
  name!: string;

  /** A number or a numeric string; checked by parsePrice. */
  @Allow()
  price!: unknown;

  @IsOptional()
  @IsString({ message: 'photo must be the url of an uploaded photo' })
  photo?: string | null;

  @IsOptional()
  @IsBoolean({ message: 'active must be true or false' })
  active?: boolean;

  @IsOptional()
  @IsObject({ message: 'metadata must be an object of custom field values' })
  metadata?: Record<string, unknown>;
}

export class UpdateProductRequest {
  @IsOptional()
  @IsString(NAME)
  name?: string;

  @Allow()
  price?: unknown;

  @IsOptional()
  @ValidateIf((_, value) => value !== null)
  @IsString({ message: 'photo must be the url of an uploaded photo' })
  photo?: string | null;

  @IsOptional()
  @IsBoolean({ message: 'active must be true or false' })
  active?: boolean;

  @IsOptional()
  @IsObject({ message: 'metadata must be an object of custom field values' })
  metadata?: Record<string, unknown>;
}

export class ListProductsQuery extends PageQuery {
  @IsOptional()
  @IsIn(['true', 'false'], { message: 'include_metadata must be true or false' })
  include_metadata?: string;
}
