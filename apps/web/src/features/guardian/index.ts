/** What the guardian feature offers the rest of the app; nothing else of it is imported from outside. */
export { AgeBandArrival } from "./components/AgeBandArrival";
export { GuardianBanner } from "./components/GuardianBanner";
