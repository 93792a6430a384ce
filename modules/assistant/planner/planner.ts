import { PlannerOutcome } from '../domain/plan';
import { CustomField } from '../domain/semantic-layer';

/** Turns a question into a plan (still to be validated), a refusal, or `unknown`. */
export interface Planner {
  plan(question: string, context: PlannerContext): Promise<PlannerOutcome>;
}

export interface PlannerContext {
  fields: readonly CustomField[];
  now: Date;
}

export const PLANNER = Symbol('PLANNER');
