import { classMessages } from "@arthshala/contracts/classes";
import { indiaDay } from "@arthshala/contracts/india-time";
import { fieldError } from "../../platform/http/errors.js";

/** A class's end date is an India day no earlier than today (today itself: learners join until midnight). */
export function checkEndDay(endsOn: string, now: Date): void {
  if (endsOn < indiaDay(now)) throw fieldError("ends_on", classMessages.endsBeforeToday);
}

/** A cap below the learners already in the class would make it "full" with people over the limit. */
export function checkCapacity(capacity: number, members: number): void {
  if (capacity < members) throw fieldError("capacity", classMessages.capacityBelowMembers(members));
}
