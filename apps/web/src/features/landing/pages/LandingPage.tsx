import { Benefits } from "../components/Benefits";
import { ClosingCallToAction } from "../components/ClosingCallToAction";
import { Hero } from "../components/Hero";

/** The landing page (/). The course carousel and "Give It a Go" arrive with the courses issue. */
export function LandingPage() {
  return (
    <>
      <Hero />
      <Benefits />
      <ClosingCallToAction />
    </>
  );
}
