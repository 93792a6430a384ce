/** What a paginated list answers beside its page (docs/product.md §9). */
export class PaginationResponse {
  /** How many match the filters, over every page. */
  total!: number;
}
