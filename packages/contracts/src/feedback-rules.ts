/**
 * The feedback and contact forms' questions, options and messages (spec sections 3, 4, 5 and 8),
 * zod-free so the pages use exactly what the server checks.
 */

export const STAR_QUESTIONS = ["q1_helpfulness", "q3_navigation", "q7_returnLikelihood"] as const;

export const FEEDBACK_OPTIONS = {
  q2_difficulty: ["Too basic", "Slightly basic", "Just right", "Slightly advanced", "Too advanced"],
  q4_design: ["Very poor", "Poor", "Average", "Good", "Excellent"],
  q5_confusing: ["Yes", "No"],
  q6_favFeature: ["Courses", "Articles", "FinTools", "Rewards", "Scheme Recommendations", "None"],
} as const;

/** The questions as the form asks them. */
export const FEEDBACK_QUESTIONS = {
  q1_helpfulness: "Q1. How helpful has Arthshala been in learning about money?",
  q2_difficulty: "Q2. How did the level of the courses feel?",
  q3_navigation: "Q3. How easy is it to find your way around?",
  q4_design: "Q4. How do you like the look and feel?",
  q5_confusing: "Q5. Was anything confusing?",
  q5_details: "What was confusing?",
  q6_favFeature: "Q6. Which part do you like most?",
  q7_returnLikelihood: "Q7. How likely are you to keep using Arthshala?",
  additionalFeedback: "Anything else you'd like to tell us?",
} as const;

export const feedbackMessages = {
  required: "Please fill in all required fields.",
  stars: "Please rate all star-based questions (Q1, Q3, Q7).",
  submitting: "Submitting...",
  thanks: "Thank you for your feedback!",
  failed: "Failed to send feedback.",
} as const;

export const contactMessages = {
  required: "Please fill in all fields.",
  sent: "Your message has been sent!",
  toast: "Message submitted successfully!",
  failed: "Failed to submit. Please try again.",
} as const;

export const NAME_MAX = 80;
export const MESSAGE_MAX = 2000;
export const DETAILS_MAX = 1000;

export const junkMessages = {
  linksOnly: "Please write a few words for us, not just links.",
  tooManyLinks: "Please include at most 2 links.",
  tooLong: (max: number) => `Please keep it under ${max.toLocaleString("en-IN")} characters.`,
  tooMany: (minutes: number) =>
    `You've sent a few messages in a short time. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`,
} as const;

const LINK = /\b(?:https?:\/\/|www\.)\S+/gi;

/** Obvious junk in a visitor's text: nothing but links, or a pile of them. null when it reads fine. */
export function junkReason(text: string): string | null {
  const links = text.match(LINK) ?? [];
  if (links.length === 0) return null;
  if (text.replace(LINK, "").replace(/[\s\p{P}]/gu, "").length === 0) return junkMessages.linksOnly;
  if (links.length > 2) return junkMessages.tooManyLinks;
  return null;
}

/** The sectors of "Meet the Team" on /about, in their order (spec section 2). */
export const TEAM_SECTORS = [
  "Founders",
  "Web Development",
  "Content",
  "UI/UX",
  "Graphics",
  "Marketing",
] as const;
export type TeamSector = (typeof TEAM_SECTORS)[number];

/** Support reply time the Reach Us panel promises (spec section 9). */
export const RESPONSE_TIME = "24–48 hours";
