import { PlanContext, PlannerOutcome } from '../domain/plan';

/** Turns a question into a plan (still to be validated), a refusal, or `unknown`. */
export interface Planner {
  plan(question: string, context: PlanContext): Promise<PlannerOutcome>;
}

export const PLANNER = Symbol('PLANNER');
