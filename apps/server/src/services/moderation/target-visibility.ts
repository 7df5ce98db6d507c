import type { ReportTargetType } from '@reelboard/shared/moderation';
import type { Actor } from '../actors.ts';

type Reader = { get: (actor: Actor, id: string) => Promise<unknown> };

/**
 * Whether an actor may see a reportable thing, by the rule of the service that owns it: a
 * person may report only what they can see. Built from the four readers, which are
 * constructed before it.
 */
export function createTargetVisibility(readers: Record<ReportTargetType, Reader>) {
  return async (actor: Actor, targetType: ReportTargetType, targetId: string): Promise<boolean> =>
    (await readers[targetType].get(actor, targetId)) !== undefined;
}
