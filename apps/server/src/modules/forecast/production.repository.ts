import type { MealSlot, SlotRef } from '@messhall/shared';
import { between, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { mealProduction } from '../../db/schema/index.js';

export interface ProductionRow extends SlotRef {
  cooked: number;
  leftover: number;
  updatedAt: Date;
}

const columns = {
  date: mealProduction.date,
  slot: mealProduction.slot,
  cooked: mealProduction.cooked,
  leftover: mealProduction.leftover,
  updatedAt: mealProduction.updatedAt,
};

/** The production records of the days from `from` to `to`. */
export async function listProduction(db: Db, from: string, to: string): Promise<ProductionRow[]> {
  return db
    .select(columns)
    .from(mealProduction)
    .where(between(mealProduction.date, from, to));
}

/** Writes a slot's record, replacing the one there (the kitchen corrects its count during the day). */
export async function upsertProduction(
  tx: Db,
  values: SlotRef & { cooked: number; leftover: number; updatedBy: string },
): Promise<ProductionRow> {
  const [row] = await tx
    .insert(mealProduction)
    .values(values)
    .onConflictDoUpdate({
      target: [mealProduction.date, mealProduction.slot],
      set: {
        cooked: values.cooked,
        leftover: values.leftover,
        updatedBy: values.updatedBy,
        updatedAt: sql`now()`,
      },
    })
    .returning(columns);
  return row!;
}

export const productionKey = (date: string, slot: MealSlot) => `${date} ${slot}`;
