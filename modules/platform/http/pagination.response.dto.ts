/** What a paginated list answers beside its page (spec section 9). */
export class PaginationResponse {
  /** How many match the filters, over every page. */
  total!: number;
}
