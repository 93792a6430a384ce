import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { SearchController } from './queries/search/search.http.controller';

/** Search across the contexts: it owns no data, and asks each context through its queries. */
@Module({
  imports: [CqrsModule],
  controllers: [SearchController],
})
export class SearchModule {}
