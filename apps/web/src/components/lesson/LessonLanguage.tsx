import { createContext, type ReactNode, useContext } from "react";

/**
 * The language switch a lesson's top bar shows in place of the site header (issue 39). The switch
 * saves to the learner's account, which components/ may not import: app/ provides it here, the lesson's
 * top bar (a feature's) draws whatever it is given.
 */
const LessonLanguageContext = createContext<ReactNode>(null);

export const LessonLanguageProvider = LessonLanguageContext.Provider;

export function useLessonLanguageSwitch(): ReactNode {
  return useContext(LessonLanguageContext);
}
