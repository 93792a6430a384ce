import { applyDecorators } from '@nestjs/common';
import { IsOptional, IsString } from 'class-validator';
import { MAX_SEARCH_LENGTH } from '../database/text-search';
import { MaxChars } from './field-rules';

/**
 * A list's `search` query parameter (the products, clients and orders lists): optional text of at
 * most MAX_SEARCH_LENGTH characters, named in each refusal. A NUL character or an unpaired
 * surrogate never gets this far: the hostile-input check refuses it as `query.search`.
 */
export const ListSearch = () =>
  applyDecorators(
    IsOptional(),
    IsString({ message: 'search must be text' }),
    MaxChars(MAX_SEARCH_LENGTH),
  );
