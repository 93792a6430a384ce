import type { DemoDataView } from '../domain/demo-data';

/**
 * A provider's demo data as the API answers it, described field by field for the OpenAPI
 * document and the frontend's generated types; it implements the domain's view.
 */
export class DemoDataResponse implements DemoDataView {
  status!: 'none' | 'loading' | 'loaded' | 'removing';
  /** ISO time the sample data was loaded; null unless loaded. */
  loaded_at!: string | null;
  /** How many of each the sample data holds (0 when none is loaded). */
  locations!: number;
  products!: number;
  clients!: number;
  orders!: number;
}

export class DemoDataStatusResponse {
  demo_data!: DemoDataResponse;
}
