import { TakeOverLater } from "../../../app/hydration";
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
      {/* Below the hero, each section takes over the server's drawing in a task of its own (the
          articles' section is its own region, as it may draw nothing). */}
      <TakeOverLater name="courses">
        <ExploreCourses />
      </TakeOverLater>
      <LandingArticles />
      <TakeOverLater name="benefits">
        <Benefits />
      </TakeOverLater>
      <TakeOverLater name="closing">
        <ClosingCallToAction />
      </TakeOverLater>
    </>
  );
}
