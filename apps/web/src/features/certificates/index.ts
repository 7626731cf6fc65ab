/** What the certificates feature offers the rest of the app; nothing else of it is imported from outside. */
export { certificatesQuery } from "./api";
export { CertificateList } from "./components/CertificateList";
export { CertificateOffer } from "./components/CertificateOffer";
