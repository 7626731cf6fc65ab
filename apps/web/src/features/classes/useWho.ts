import { useMe, whoOf } from "../auth";

/** Whose data the queries hold: the signed-in account's id (keys carry it), or "visitor". */
export const useWho = (): string => whoOf(useMe().user);
