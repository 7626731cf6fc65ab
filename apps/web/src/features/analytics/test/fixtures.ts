import type { AnalyticsCourseDetail, AnalyticsCourseList } from "../api";

const period = { from: "2026-11-01", to: "2026-11-30", days: 30 };

export const courseList = (
  organisation: { id: number; name: string } | null = null,
): AnalyticsCourseList => ({
  period,
  organisation,
  courses: [
    {
      id: 4,
      title: "Saving 101",
      organisation_id: organisation?.id ?? null,
      modules: 2,
      cards: 5,
      started: 3,
      finished: 2,
    },
    {
      id: 9,
      title: "Nobody yet",
      organisation_id: organisation?.id ?? null,
      modules: 1,
      cards: 2,
      started: 0,
      finished: 0,
    },
  ],
});

export const courseDetail = (
  organisation: { id: number; name: string } | null = null,
): AnalyticsCourseDetail => ({
  period,
  organisation,
  course: courseList(organisation).courses[0]!,
  modules: [
    {
      id: 11,
      title: "Banks",
      position: 1,
      started: 3,
      finished: 2,
      cards: [
        {
          id: 21,
          title: "Why a bank",
          position: 1,
          content_type: "text",
          completed: 3,
          stopped: null,
          drop_off: null,
          question: null,
        },
        {
          id: 22,
          title: "DICGC cover",
          position: 2,
          content_type: "question",
          completed: 3,
          stopped: 0,
          drop_off: 0,
          question: {
            type: "mcq_single",
            answered: 3,
            right: 1,
            wrong: 2,
            accuracy: 33,
            options: [
              { option: "₹1 lakh", correct: false, learners: 2 },
              { option: "₹5 lakh", correct: true, learners: 1 },
            ],
            other: 0,
          },
        },
        {
          id: 23,
          title: "Your goal",
          position: 3,
          content_type: "question",
          completed: 2,
          stopped: 1,
          drop_off: 33,
          question: {
            type: "subjective",
            answered: 2,
            right: 0,
            wrong: 0,
            accuracy: null,
            options: [],
            other: 0,
          },
        },
      ],
    },
    { id: 12, title: "Later", position: 2, started: 1, finished: 0, cards: [] },
  ],
});
