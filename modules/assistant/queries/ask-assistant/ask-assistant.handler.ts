import { Inject, Logger } from '@nestjs/common';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { PoolClient } from 'pg';
import { CustomFieldsService } from '../../../catalog';
import { Database, MAX_LABEL_LENGTH } from '../../../platform';
import {
  AssistantReply,
  buildReply,
  FilterApplied,
  NOT_UNDERSTOOD,
  refusedPlanReply,
  TOO_SLOW,
  textReply,
} from '../../domain/answer';
import { otherNamedDimensions, retarget } from '../../domain/entity-matching';
import { isNamedDimension, MatchedRecords, ValidatedPlan } from '../../domain/plan';
import { validatePlan } from '../../domain/plan-validator';
import { CustomField, NamedDimension } from '../../domain/semantic-layer';
import { compileMatchCounts, compilePlan } from '../../domain/sql-compiler';
import { PLANNER, Planner } from '../../planner/planner';
import { EntityMatcher } from '../../read/entity-matcher';
import { readOnly } from '../../read/read-only';
import { AskAssistant } from './ask-assistant.query';

const QUERY_CANCELED = '57014';

/**
 * Answers a question about the caller's provider: plans it (model or built-in parser), lets the
 * validator accept or refuse the plan, matches the names in it with the provider's records, and
 * runs the compiled statement in a read-only transaction with a statement timeout. The caller's
 * membership of the provider is checked by the provider guard before this runs.
 */
@QueryHandler(AskAssistant)
export class AskAssistantHandler implements IQueryHandler<AskAssistant> {
  private readonly logger = new Logger('Assistant');

  constructor(
    private readonly db: Database,
    @Inject(PLANNER) private readonly planner: Planner,
    private readonly matcher: EntityMatcher,
    private readonly customFields: CustomFieldsService,
  ) {}

  async execute({ providerId, question, now }: AskAssistant): Promise<AssistantReply> {
    const fields = await this.fields(providerId);
    const outcome = await this.planner.plan(question, { fields, now });
    if (outcome.kind === 'refusal') return textReply(outcome.reason);
    if (outcome.kind === 'unknown') return textReply(NOT_UNDERSTOOD);
    const validation = validatePlan(outcome.plan, { fields, now });
    if (!validation.ok) {
      this.logger.warn(`Plan refused: ${validation.reasons.join('; ')}`);
      return refusedPlanReply(validation.reasons);
    }
    try {
      return await readOnly(this.db, (tx) => this.run(tx, providerId, validation.plan));
    } catch (error) {
      if ((error as { code?: string }).code === QUERY_CANCELED) return textReply(TOO_SLOW);
      throw error;
    }
  }

  private async run(tx: PoolClient, providerId: string, validated: ValidatedPlan) {
    const { plan, matches } = await this.matchNames(tx, providerId, validated);
    const compiled = compilePlan(plan, providerId, matches);
    const nothingMatched = [...matches.values()].some((m) => m.ids.length === 0);
    const rows = nothingMatched ? [] : (await tx.query(compiled.text, compiled.values)).rows;
    const counts = compileMatchCounts(plan, providerId, matches);
    const counted = counts ? (await tx.query(counts.text, counts.values)).rows[0] : {};
    const matching: FilterApplied[] = [...matches].map(([index, found]) => ({
      dimension: plan.filters[index].dimension.key,
      user_input: plan.filters[index].values.join(', '),
      matches_found: found.names,
      records_matched: Number(counted[counts?.keys.get(index) ?? ''] ?? 0),
    }));
    return buildReply({
      plan,
      columns: compiled.columns,
      description: compiled.description,
      rows,
      matching,
    });
  }

  /**
   * The records each name filter means. A name that matches nothing of the kind the planner
   * guessed is looked for among the other kinds the entity has, and the filter moves there.
   */
  private async matchNames(tx: PoolClient, providerId: string, validated: ValidatedPlan) {
    let plan = validated;
    const matches = new Map<number, MatchedRecords>();
    for (const [index, filter] of plan.filters.entries()) {
      if (!isNamedDimension(filter.dimension)) continue;
      let found = await this.matchAll(tx, providerId, filter.dimension.name, filter.values);
      if (found.ids.length === 0) {
        for (const other of otherNamedDimensions(plan, index)) {
          const elsewhere = await this.matchAll(tx, providerId, other, filter.values);
          if (elsewhere.ids.length === 0) continue;
          plan = retarget(plan, index, other);
          found = elsewhere;
          break;
        }
      }
      matches.set(index, found);
    }
    return { plan, matches };
  }

  private async matchAll(
    tx: PoolClient,
    providerId: string,
    dimension: NamedDimension,
    inputs: readonly string[],
  ): Promise<MatchedRecords> {
    const byId = new Map<string, string>();
    for (const input of inputs)
      for (const record of await this.matcher.match(tx, providerId, dimension, input))
        byId.set(record.id, record.name);
    return { ids: [...byId.keys()], names: [...byId.values()] };
  }

  /**
   * The provider's active custom fields, which plans may group and filter by. A label longer
   * than labels may now be was stored before the bound: no question names it, and it would only
   * weigh on every plan (and on the model's instructions).
   */
  private async fields(providerId: string): Promise<CustomField[]> {
    const fields = await this.customFields.list(providerId);
    return fields
      .filter((field) => field.active && field.field_label.length <= MAX_LABEL_LENGTH)
      .map((field) => ({ id: field.id, label: field.field_label, entityType: field.entity_type }));
  }
}
