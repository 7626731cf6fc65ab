/**
 * Asking a guardian, as /account needs it (an adult who says they are now under 18 names one). The
 * guardian feature provides it on the app at start (features/guardian/routes.ts); the account feature
 * reads it from there, since the guardian feature builds on the account's data rights (its download and
 * deletion) and the two features must not import each other.
 */
import type { Tx } from "../rewards/ledger.js";

export interface GuardianAsker {
  /** Takes a slot in the learner's and the address's mail allowances, or refuses with 429. */
  takeMailSlots(learnerEmail: string | null, guardianEmail: string): Promise<void>;
  /** Asks the guardian inside the caller's transaction and mails the link. */
  ask(
    tx: Tx,
    learner: { id: string; email: string; language: string | null },
    guardianEmail: string,
    options: { hide: boolean },
  ): Promise<void>;
}

declare module "fastify" {
  interface FastifyInstance {
    guardianAsker: GuardianAsker;
  }
}
