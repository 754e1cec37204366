import { SITE_PATHS as paths } from "../../../paths";
import type { TrainingProgram } from "./program";

export const launchWithAi = {
  path: paths.launchWithAi,
  title: "Launch with AI",
  track: "bootcamp",
  level: "Entrepreneurship",
  duration: "3 days",
  format: "Hands-on launch intensive",
  description:
    "A 3-day launch intensive where founders and small-business owners use AI to build their brand, website, offers and marketing, and leave with a business that is live and ready to sell.",
  audience: [
    "Aspiring entrepreneurs ready to turn an idea into a business",
    "Small-business owners who need a modern website and marketing",
    "Freelancers and side businesses going full-time",
    "Inventors from Patent with AI bringing a product to market",
    "Nonprofits and community groups launching a new program",
  ],
  days: [
    {
      day: 1,
      title: "Brand and Offer",
      theme: "Decide what you sell, to whom, and why they should choose you",
      objectives: [
        "Define your ideal customer and the problem you solve",
        "Shape clear offers and pricing",
        "Create a brand people remember",
      ],
      activities: [
        "AI-assisted customer and competitor research",
        "Offer and pricing workshop",
        "Name, logo, colors and messaging with AI design tools",
      ],
      deliverables: ["A one-page business plan", "Your brand kit", "An offer and pricing sheet"],
    },
    {
      day: 2,
      title: "Website Launch",
      theme: "Build and publish a site that sells",
      objectives: [
        "Plan the pages your customers need",
        "Write persuasive copy in your brand voice",
        "Publish on your own domain",
      ],
      activities: [
        "Site map and page planning",
        "AI copywriting and image creation",
        "Build, connect the domain and publish",
      ],
      deliverables: ["A live, professional website", "Contact and booking forms that work"],
    },
    {
      day: 3,
      title: "Marketing and Operations",
      theme: "Get found, get paid and save time",
      objectives: [
        "Plan your first month of marketing",
        "Set up simple, AI-assisted operations",
        "Leave with a 90-day growth plan",
      ],
      activities: [
        "Content calendar and launch posts with AI",
        "Email, customer-question and booking automations",
        "Local search listing and review setup",
      ],
      deliverables: ["A 30-day content calendar", "Working AI automations", "A 90-day growth plan"],
    },
  ],
  deliverables: [
    "A live website on your own domain",
    "A brand kit: name, logo, colors and messaging",
    "Clear offers and a pricing sheet",
    "A 30-day content calendar with launch posts ready to publish",
    "AI automations for email, customer questions and bookings",
    "A 90-day growth plan to keep your momentum after launch",
  ],
} satisfies TrainingProgram;

/** The optional mentoring add-on after Launch with AI (3 or 12 months; docs/product.md, Prices and constants). */
export const launchMentoringOptions: { months: 3 | 12; title: string; description: string }[] = [
  {
    months: 3,
    title: "3-month mentoring",
    description:
      "Monthly one-to-one sessions through your first season in business: review results, fix what is not working and plan the next push.",
  },
  {
    months: 12,
    title: "12-month mentoring",
    description:
      "A full year of monthly coaching as you grow, available as our Annual Mentorship package, with new AI tools and workflows added as you need them.",
  },
];
