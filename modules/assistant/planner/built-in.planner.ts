import { PlanContext, PlannerOutcome } from '../domain/plan';
import { parseQuestion } from '../domain/question-parser';
import { Planner } from './planner';

/** The planner with no model: the built-in question parser. */
export class BuiltInPlanner implements Planner {
  async plan(question: string, context: PlanContext): Promise<PlannerOutcome> {
    return parseQuestion(question, context);
  }
}
