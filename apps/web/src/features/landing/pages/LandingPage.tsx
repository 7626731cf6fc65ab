import { Suspense } from "react";
import { ensure, pageLoader } from "../../../lib/route-data";
import { landingArticlesQuery } from "../../articles";
import { ensureMe } from "../../auth";
import { coursesQuery } from "../../courses";
import { Benefits } from "../components/Benefits";
import { ClosingCallToAction } from "../components/ClosingCallToAction";
import { ExploreCourses } from "../components/ExploreCourses";
import { Hero } from "../components/Hero";
import { LandingArticles } from "../components/LandingArticles";

/** The landing page (/): hero with "Give It a Go", the course and article carousels, then the benefits. */
export function LandingPage() {
  return (
    <>
      <Hero />
      {/* Below the hero, each section is a Suspense boundary React hydrates on its own, yielding
          between them (the articles' section has its own, inside it). */}
      <Suspense>
        <ExploreCourses />
      </Suspense>
      <LandingArticles />
      <Suspense>
        <Benefits />
      </Suspense>
      <Suspense>
        <ClosingCallToAction />
      </Suspense>
    </>
  );
}

/** The carousels' courses and articles, for a visitor (a signed-in learner is sent on to /home). */
export const loader = pageLoader(async (client) => {
  if (await ensureMe(client)) return;
  await Promise.all([ensure(client, coursesQuery("visitor")), ensure(client, landingArticlesQuery)]);
});
