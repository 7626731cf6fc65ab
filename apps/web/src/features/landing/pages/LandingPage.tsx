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
      <ExploreCourses />
      <LandingArticles />
      <Benefits />
      <ClosingCallToAction />
    </>
  );
}
