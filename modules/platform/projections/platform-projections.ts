import { eventCountsProjection } from './event-counts.projection';
import { Projection } from './projection';

/** The platform's own projections, which the app composes with every context's. */
export const platformProjections: Projection[] = [eventCountsProjection];
