import { company as site } from "../../company";
import { SITE_PATHS as paths } from "../../paths";
import type { PageData } from "../sections";
import { type LegalSource, legalSections } from "./legal";

const termsOfUseUpdated = "September 11, 2025";

/**
 * The terms' 16 sections, in order; the page numbers them. The card fee is the catalog's: `{{cardFeeNotice}}` (facts.ts).
 */
const termsOfUseSource: LegalSource[] = [
  {
    id: "acceptance",
    title: "Acceptance of These Terms",
    blocks: [
      `These Terms of Use govern your use of this website (${new URL(site.origin).host}) and any registration or purchase you make through it. By using the website, you agree to these terms and to our Privacy Policy. If you do not agree, please do not use the website.`,
    ],
  },
  {
    id: "about-us",
    title: "Who We Are",
    blocks: [
      `The website is operated by ${site.legalName}, an Idaho limited liability company based in ${site.city} ("we", "us" or "our"). ${site.name} is the name under which the company does business.`,
    ],
  },
  {
    id: "eligibility",
    title: "Eligibility",
    blocks: [
      "You must be 18 or older to register for a program, make a purchase, apply to become an AI Coach or create an account. By doing so, you confirm that you are 18 or older and able to enter into a binding agreement.",
      "Student programs for participants under 18 are arranged through their school, district or another organization, which is responsible for any permissions those programs require.",
    ],
  },
  {
    id: "services",
    title: "Our Programs and Website Content",
    blocks: [
      "The website describes our training programs, certifications, competition formats, events and software. We work to keep these descriptions accurate, but schedules, content, formats and prices may change. The details confirmed at the time you register or sign an agreement with us are the ones that apply.",
      "Earnings, salary and rate ranges for AI Coaches, participant numbers, time savings and similar figures on the website describe typical or possible results. They are not promises or guarantees of any particular outcome.",
    ],
  },
  {
    id: "registrations-and-payment",
    title: "Registrations, Purchases and Payment",
    blocks: [
      `Prices are in US dollars. Payment is due when you register unless we agree otherwise in writing, and payments are processed by Stripe on its secure checkout page.{{cardFeeNotice}}`,
      "Where a program offers payment in installments, the schedule is shown before you pay. By choosing installments, you authorize us to charge the remaining payments on that schedule to the payment method you provide.",
      "Your place in a program is confirmed when your payment succeeds. If a payment fails or is reversed, we may cancel the registration.",
    ],
  },
  {
    id: "cancellations-and-refunds",
    title: "Cancellations, Refunds and Credit",
    blocks: [
      {
        list: [
          "If you cancel at least 7 days before the start of your event or program, we will refund the amount you paid.",
          "If you cancel less than 7 days before the start, we do not issue a refund. Instead, we will give you a credit for the amount you paid toward a future program or event.",
          "Credit must be used within 2 months of the date it is issued. Unused credit then expires. Credit has no cash value and cannot be transferred.",
          "If we cancel or reschedule an event or program, you may choose a full refund or a credit.",
        ],
      },
      `To cancel, e-mail ${site.email} with your name and the program or event. The date we receive your e-mail is the cancellation date. Refunds are returned to the original payment method.`,
    ],
  },
  {
    id: "ai-coach-program",
    title: "AI Coach Applications and Certification",
    blocks: [
      "Submitting an AI Coach application does not guarantee an interview, acceptance, certification, placement or work. Acceptance depends on our review, an interview, a background check and the availability of funding and partner organizations.",
      "Certification is grant-funded and free for accepted applicants while funding is available. Any paid work as an AI Coach is governed by a separate written agreement, which sets the actual hours, pay and terms.",
    ],
  },
  {
    id: "accounts",
    title: "Accounts",
    blocks: [
      "The website's sign-in is intended for our staff. If you create an account, you are responsible for keeping your password confidential and for activity under your account. Tell us promptly if you believe your account has been used without permission. We may suspend or delete accounts that are inactive or misused.",
    ],
  },
  {
    id: "acceptable-use",
    title: "Acceptable Use",
    blocks: [
      "When using the website, you agree not to:",
      {
        list: [
          "send false, misleading or someone else's information in a form or application;",
          "send spam, malicious code or content that is unlawful, abusive or infringes anyone's rights;",
          "try to access accounts, data or systems you are not authorized to use, or to interfere with the website's operation; or",
          "copy, scrape or resell the website's content except as these terms allow.",
        ],
      },
    ],
  },
  {
    id: "intellectual-property",
    title: "Intellectual Property",
    blocks: [
      `The website and its content, including text, graphics, curricula, program names, competition formats and software, belong to ${site.legalName} or its licensors and are protected by copyright, trademark and other laws. You may view and print pages for your own non-commercial use. Any other use requires our written permission.`,
      "Course materials you receive in a program are licensed to you for your personal learning and may not be redistributed or used to deliver training to others without our written permission.",
    ],
  },
  {
    id: "licensed-formats-and-software",
    title: "Licensed Competition Formats and Software",
    blocks: [
      "Use of our competition formats, event frameworks and software platforms by an organization requires a separate license or partnership agreement. If that agreement conflicts with these terms, the agreement controls.",
    ],
  },
  {
    id: "third-party-services",
    title: "Third-Party Services and Links",
    blocks: [
      "The website links to services and websites we do not control, including Stripe's checkout, competition demonstration sites, event websites and social media. Their own terms and policies apply, and we are not responsible for their content or practices.",
    ],
  },
  {
    id: "disclaimers",
    title: "Disclaimers",
    blocks: [
      'The website and its content are provided "as is" and "as available". To the fullest extent the law allows, we disclaim all warranties, express or implied, including warranties of merchantability, fitness for a particular purpose and non-infringement. We do not promise that the website will always be available or free of errors.',
      "Our programs teach the use of AI tools, which can produce inaccurate or incomplete output. You are responsible for reviewing AI-generated work before relying on it. Nothing in our programs is legal, financial or patent advice for your specific situation.",
    ],
  },
  {
    id: "limitation-of-liability",
    title: "Limitation of Liability",
    blocks: [
      "To the fullest extent the law allows, we are not liable for any indirect, incidental, special, consequential or punitive damages, or for lost profits, data or opportunities, arising from your use of the website or our programs. Our total liability for any claim is limited to the amount you paid us for the program or service that gave rise to the claim.",
      "Some jurisdictions do not allow these limitations, so they may not all apply to you.",
    ],
  },
  {
    id: "governing-law",
    title: "Governing Law and Disputes",
    blocks: [
      "These terms are governed by the laws of the State of Idaho, without regard to its conflict-of-law rules. Any dispute arising from these terms or the website will be resolved in the state or federal courts located in Idaho, and you and we consent to their jurisdiction.",
      `Before filing a claim, please contact us at ${site.email} so we can try to resolve the issue informally.`,
    ],
  },
  {
    id: "changes-and-contact",
    title: "Changes to These Terms and Contact",
    blocks: [
      'We may update these terms from time to time. The new version applies from the "Last updated" date shown on this page and does not change a registration you completed before that date.',
      `Questions about these terms? Contact ${site.legalName}, ${site.city}, at ${site.email} or ${site.phone}.`,
    ],
  },
];

export const termsOfUsePage: PageData = {
  sections: [
    {
      kind: "hero",
      eyebrow: "Legal",
      title: "Terms of Use",
      lead: `The rules for using the ${site.name} website and for registering for our programs, including payments, cancellations and refunds.`,
      note: [{ text: `Last updated ${termsOfUseUpdated} · ` }, { text: "Privacy Policy", href: paths.privacyPolicy }],
    },
    { kind: "legal", sections: legalSections(termsOfUseSource) },
  ],
};
