import { company as site } from "../../company";
import { SITE_PATHS as paths } from "../../paths";
import type { PageData } from "../sections";
import { type LegalSource, legalSections } from "./legal";

/** Shown at the top of the policy ("updated September 11, 2025"). */
const privacyPolicyUpdated = "September 11, 2025";

/** The privacy policy's 13 sections, in order; the page numbers them. */
const privacyPolicySections: LegalSource[] = [
  {
    id: "who-we-are",
    title: "Who We Are and What This Policy Covers",
    blocks: [
      `This website is operated by ${site.legalName}, based in ${site.city} ("we", "us" or "our"). This policy explains what personal information we collect through this website (${new URL(site.origin).host}), how we use it, who we share it with and the choices you have.`,
      "It applies to this website and the forms on it. Programs we deliver under a separate agreement with a school, employer or agency may be covered by that agreement as well.",
    ],
  },
  {
    id: "information-you-give-us",
    title: "Information You Give Us",
    blocks: [
      "We collect only the information you choose to send us through this website:",
      {
        list: [
          "Contact form: your name, e-mail address, the subject and your message.",
          "AI Coach application: your first and last name, e-mail address, phone number, city, state, current occupation, professional background, AI experience level, teaching experience level, work preference (part-time, full-time or contract), available start date and motivation for applying, plus, if you choose, how you heard about us and any additional information you add.",
          "Accounts: the sign-in page is for our staff, who review submissions. Creating an account stores its e-mail address and password with our authentication provider; passwords are kept only in encrypted (hashed) form, and we cannot read them. An account can see submissions only after we grant it staff access.",
          'Purchases: when you buy a program, you enter your payment details on a checkout page run by Stripe, not on our website (see "Payments Through Stripe" below).',
        ],
      },
      "Please do not include sensitive information, such as health or financial details or government identification numbers, in a message or application.",
    ],
  },
  {
    id: "information-collected-automatically",
    title: "Information Collected Automatically",
    blocks: [
      "Like most websites, our hosting provider records basic technical information when your browser requests a page, such as your IP address, browser type, the page requested and the time of the request. These logs are used to keep the website secure and working. When you send a form, we also keep a scrambled (hashed) code derived from your IP address, never the address itself, for a short time so we can block automated spam.",
      "We do not use advertising cookies, analytics trackers or social media tracking pixels. When a staff member signs in, the browser keeps a sign-in token in local storage so they stay signed in; visitors who do not sign in are not given one.",
    ],
  },
  {
    id: "how-we-use-information",
    title: "How We Use Your Information",
    blocks: [
      "We use the information described above to:",
      {
        list: [
          "answer your questions and respond to requests you send us;",
          "review AI Coach applications, contact applicants, arrange interviews and make certification decisions;",
          "process registrations and purchases and provide the programs you buy;",
          "keep the website and our accounts secure and prevent misuse; and",
          "meet our legal, tax and accounting obligations.",
        ],
      },
      "We do not use your information for automated decisions that have legal or similarly significant effects on you, and we do not sell it.",
    ],
  },
  {
    id: "payments",
    title: "Payments Through Stripe",
    blocks: [
      "Payments are processed by Stripe, Inc. When you choose to pay, you are taken to a secure checkout page operated by Stripe, where you enter your card details directly. We never receive or store your full card number, expiry date or security code.",
      "Stripe shares with us the information we need to confirm and support your purchase, such as your name, e-mail address, the program purchased, the amount and the payment status. Stripe's use of your information is governed by its own privacy policy at https://stripe.com/privacy.",
    ],
  },
  {
    id: "how-we-share-information",
    title: "How We Share Information",
    blocks: [
      "We do not sell or rent your personal information, and we do not share it for targeted advertising. We share it only:",
      {
        list: [
          "with service providers that run this website for us, namely Google Firebase (website hosting, data storage, sign-in and server functions) and Stripe (payments), which may use it only to provide their services to us;",
          "with a partner organization where you have asked us to, for example when an accepted AI Coach is introduced to a school or chamber they will work with;",
          "when the law requires it, or to protect the rights, safety and property of our participants, our company or others; and",
          "with a buyer or successor if our business is reorganized or sold, under the same protections described in this policy.",
        ],
      },
    ],
  },
  {
    id: "data-retention",
    title: "How Long We Keep Information",
    blocks: [
      "We keep contact messages for as long as we need them to respond and follow up with you. We keep AI Coach applications while we review them and, for accepted coaches, for as long as you work with us. Purchase records are kept for as long as tax and accounting law requires.",
      "When we no longer need information for these purposes, we delete it or remove anything that identifies you.",
    ],
  },
  {
    id: "data-security",
    title: "How We Protect Information",
    blocks: [
      "Information sent through this website is encrypted in transit. Submissions are stored with our hosting provider and can be read only by staff we have given access, each signing in with their own account. No website or storage system is completely secure, so we cannot guarantee absolute security, but we work to protect your information and will notify you if the law requires us to after a breach.",
    ],
  },
  {
    id: "your-choices",
    title: "Your Choices and Rights",
    blocks: [
      "You may ask us at any time to:",
      {
        list: [
          "tell you what personal information we hold about you and give you a copy;",
          "correct information that is inaccurate or incomplete; or",
          "delete your contact message, your AI Coach application or any other personal information we hold about you.",
        ],
      },
      `To make a request, e-mail ${site.email} from the address you used on our website, or tell us how else we can confirm it is you. We will respond within a reasonable time and within any period the law requires. We may keep information we are legally required to keep, such as purchase records, and will tell you if that applies.`,
    ],
  },
  {
    id: "childrens-privacy",
    title: "Children's Privacy",
    blocks: [
      "This website is intended for adults. We do not knowingly collect personal information from children under 13. If you believe a child under 13 has sent us personal information, please contact us and we will delete it.",
      "Student programs we run with schools are arranged through the school or district, not through this website's forms.",
    ],
  },
  {
    id: "other-websites",
    title: "Links to Other Websites",
    blocks: [
      "Our website links to websites we do not operate, such as our social media pages, competition demonstration sites, event websites and Stripe's checkout. Their own privacy policies apply to the information they collect. We encourage you to read them.",
    ],
  },
  {
    id: "changes",
    title: "Changes to This Policy",
    blocks: [
      'We may update this policy when our website or practices change. We will post the new version on this page and change the "Last updated" date at the top. If a change significantly affects how we use information you have already given us, we will tell you before it takes effect.',
    ],
  },
  {
    id: "contact",
    title: "Contact Us",
    blocks: [
      `If you have a question about this policy or your information, contact ${site.legalName}, ${site.city}, by e-mail at ${site.email} or by phone at ${site.phone}.`,
    ],
  },
];

export const privacyPolicyPage: PageData = {
  sections: [
    {
      kind: "hero",
      eyebrow: "Legal",
      title: "Privacy Policy",
      lead: `What ${site.name} collects through this website, why, who we share it with and how to have it corrected or deleted, in plain English.`,
      note: [{ text: `Last updated ${privacyPolicyUpdated} · ` }, { text: "Terms of Use", href: paths.termsOfUse }],
    },
    { kind: "legal", sections: legalSections(privacyPolicySections) },
  ],
};
