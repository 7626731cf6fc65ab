import { joinPath, normaliseJoinCode } from "@arthshala/contracts/classes-rules";

/** A class's join page, for a code as typed or as it came in a link. */
export const joinPathOf = (code: string) => joinPath(normaliseJoinCode(code));
