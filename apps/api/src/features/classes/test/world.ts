import {
  buildAdmin,
  buildClass,
  buildFacilitator,
  buildOrganisation,
  buildUser,
  type TestUser,
} from "../../../../test/factories.js";
import { call } from "../../../../test/harness.js";
import type { App } from "../../../app.js";

/**
 * The people every classes test asks about: an organisation with its owner and a facilitator it added,
 * a class in it with one learner; another organisation (with its own owner and class and learner); an
 * Admin; a learner in no class.
 */
export interface World {
  owner: TestUser;
  facilitator: TestUser;
  otherOwner: TestUser;
  admin: TestUser;
  learner: TestUser;
  otherLearner: TestUser;
  stranger: TestUser;
  org: { id: number; name: string };
  otherOrg: { id: number; name: string };
  cls: { id: number; joinCode: string };
  otherCls: { id: number; joinCode: string };
}

export async function buildWorld(app: App): Promise<World> {
  const owner = await buildFacilitator(app, { name: "Meera Owner" });
  const facilitator = await buildFacilitator(app, { name: "Farah Facilitator" });
  const otherOwner = await buildFacilitator(app, { name: "Omar Other" });
  const admin = await buildAdmin(app);
  const learner = await buildUser(app, { name: "Asha Learner" });
  const otherLearner = await buildUser(app, { name: "Bina Elsewhere" });
  const stranger = await buildUser(app, { name: "Chetan Stranger" });
  const org = await buildOrganisation(app, { owner, facilitators: [facilitator], name: "Sunrise School" });
  const otherOrg = await buildOrganisation(app, {
    owner: otherOwner,
    name: "Lakeside College",
    kind: "college",
  });
  const cls = await buildClass(app, { organisationId: org.id, name: "Class 11 A", members: [learner] });
  const otherCls = await buildClass(app, {
    organisationId: otherOrg.id,
    name: "B.Com year 1",
    members: [otherLearner],
  });
  return {
    owner,
    facilitator,
    otherOwner,
    admin,
    learner,
    otherLearner,
    stranger,
    org,
    otherOrg,
    cls,
    otherCls,
  };
}

/** A caller by role name, for tables of operation × role; null is a visitor. */
export type RoleName = "anonymous" | "learner" | "facilitator" | "otherFacilitator" | "owner" | "admin";
export const whoIs = (w: World, role: RoleName): TestUser | null =>
  ({
    anonymous: null,
    learner: w.learner,
    facilitator: w.facilitator,
    otherFacilitator: w.otherOwner,
    owner: w.owner,
    admin: w.admin,
  })[role];

type Method = "GET" | "POST" | "PATCH" | "DELETE";
export const as = (app: App, who: TestUser | null, method: Method, url: string, body?: unknown) =>
  call(app, method, url, { cookie: who?.cookie, body });
