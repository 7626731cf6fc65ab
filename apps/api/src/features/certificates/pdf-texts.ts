import type { Locale } from "@arthshala/contracts/locales";

/** What the certificate's PDF says, in each language it is drawn in (the web page has its own, in i18n). */
export interface CertificateTexts {
  title: string;
  certifies: string;
  completed: string;
  organisation: (name: string) => string;
  issuedOn: string;
  certificateId: string;
  verify: string;
  /** The PDF's own title, for a reader's window and the file's properties. */
  documentTitle: (course: string) => string;
}

export const PDF_TEXTS: Record<Locale, CertificateTexts> = {
  en: {
    title: "Certificate of Completion",
    certifies: "This certifies that",
    completed: "has completed the course",
    organisation: (name) => `in a class run by ${name}`,
    issuedOn: "Issued on",
    certificateId: "Certificate ID",
    verify: "Check this certificate at",
    documentTitle: (course) => `Certificate: ${course}`,
  },
  hi: {
    title: "कोर्स पूरा करने का प्रमाणपत्र",
    certifies: "प्रमाणित किया जाता है कि",
    completed: "ने यह कोर्स पूरा किया है",
    organisation: (name) => `${name} की कक्षा में`,
    issuedOn: "जारी होने की तारीख",
    certificateId: "प्रमाणपत्र ID",
    verify: "इस प्रमाणपत्र की जाँच यहाँ करें",
    documentTitle: (course) => `प्रमाणपत्र: ${course}`,
  },
};
