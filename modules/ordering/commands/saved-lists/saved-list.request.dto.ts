import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { ValidateBy } from 'class-validator';
import { counted, IsId, IsOptionalNotNull, isUuid } from '../../../platform';
import {
  MAX_SAVED_LIST_LINES,
  MAX_SAVED_LIST_NAME,
  MAX_SAVED_LIST_QUANTITY,
  type SavedListLineInput,
} from '../../infrastructure/saved-lists.store';

/** One line of a saved list: a product the client may order, and how many. */
export class SavedListLineRequest {
  @ApiProperty({ format: 'uuid' })
  product_id!: string;

  @ApiProperty({ type: 'integer', minimum: 1, maximum: MAX_SAVED_LIST_QUANTITY })
  quantity!: number;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** What is wrong with a list's name (already trimmed), or null. */
function nameProblem(value: unknown): string | null {
  if (typeof value !== 'string' || value === '') return "name is required: the list's name";
  if (value.length > MAX_SAVED_LIST_NAME)
    return `name must be at most ${counted(MAX_SAVED_LIST_NAME)} characters`;
  return null;
}

/**
 * What is wrong with the lines, the first bad one named by its path (`lines[3].quantity`); null:
 * nothing. NUL characters and lone surrogates never get here (the app refuses them in every body).
 */
function linesProblem(value: unknown): string | null {
  if (!Array.isArray(value) || value.length === 0)
    return 'lines must be a list of { product_id, quantity }, at least one';
  if (value.length > MAX_SAVED_LIST_LINES)
    return `lines may hold at most ${counted(MAX_SAVED_LIST_LINES)} lines`;
  for (const [i, line] of value.entries()) {
    if (!isObject(line)) return `lines[${i}] must be { product_id, quantity }`;
    if (!isUuid(line.product_id)) return `lines[${i}].product_id must be a product's id`;
    if (
      !Number.isSafeInteger(line.quantity) ||
      (line.quantity as number) < 1 ||
      (line.quantity as number) > MAX_SAVED_LIST_QUANTITY
    )
      return `lines[${i}].quantity must be a whole number from 1 to ${counted(MAX_SAVED_LIST_QUANTITY)}`;
  }
  return null;
}

const trimmed = ({ value }: { value: unknown }) =>
  typeof value === 'string' ? value.trim() : value;

const IsListName = () =>
  ValidateBy({
    name: 'isListName',
    validator: {
      validate: (value) => nameProblem(value) === null,
      defaultMessage: (args) => nameProblem(args?.value) ?? '',
    },
  });

const AreListLines = () =>
  ValidateBy({
    name: 'areListLines',
    validator: {
      validate: (value) => linesProblem(value) === null,
      defaultMessage: (args) => linesProblem(args?.value) ?? '',
    },
  });

/** POST /api/client/{key}/lists: a new list of the client's at a provider. */
export class CreateSavedListRequest {
  @IsId({ message: 'provider_id is required: the provider the list orders from' })
  @ApiProperty({ format: 'uuid' })
  provider_id!: string;

  /** 1 to 80 characters, spaces around it dropped; one list of a name per provider. */
  @Transform(trimmed)
  @IsListName()
  @ApiProperty({ minLength: 1, maxLength: MAX_SAVED_LIST_NAME })
  name!: string;

  @AreListLines()
  @ApiProperty({ type: [SavedListLineRequest], maxItems: MAX_SAVED_LIST_LINES })
  lines!: SavedListLineInput[];
}

/** PUT /api/client/{key}/lists/{list_id}: a new name, new lines, or both. */
export class UpdateSavedListRequest {
  @Transform(trimmed)
  @IsOptionalNotNull()
  @IsListName()
  @ApiPropertyOptional({ minLength: 1, maxLength: MAX_SAVED_LIST_NAME })
  name?: string;

  /** Replace the list's lines with these. */
  @IsOptionalNotNull()
  @AreListLines()
  @ApiPropertyOptional({ type: [SavedListLineRequest], maxItems: MAX_SAVED_LIST_LINES })
  lines?: SavedListLineInput[];
}
