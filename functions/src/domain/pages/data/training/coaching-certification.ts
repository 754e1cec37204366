import { SITE_PATHS as paths } from "../../../paths";
import type { TrainingProgram } from "./program";

export const coachingCertification = {
  path: paths.coachingCertification,
  title: "AI Coaching Certification",
  track: "certification",
  level: "Professional",
  duration: "12-16 weeks",
  format: "Hybrid",
  description:
    "Professional certification for educators, trainers and consultants who want to lead AI learning in their communities: online coursework, in-person practice, a supervised practicum workshop and a place in our network of certified AI Coaches.",
  audience: [
    "K-12 teachers, instructional coaches and school technology leaders",
    "Librarians, extension educators and community instructors",
    "Corporate trainers, HR and learning-and-development professionals",
    "Consultants and small-business advisors",
    "Career changers who love technology and teaching",
    "Retired professionals who want to give back locally",
  ],
  modules: [
    {
      number: 1,
      title: "AI Foundations for Coaches",
      description:
        "Deepen your own AI fluency so you can explain how the tools work and choose the right one for each audience.",
      topics: ["How today's AI tools work", "Choosing tools by audience", "Staying current"],
    },
    {
      number: 2,
      title: "Delivering the Training Pathway",
      description: "Learn to teach Talk to AI, Create with AI and Build with AI using our tested curriculum.",
      topics: ["Workshop run-throughs", "Facilitator guides", "Adapting to each group"],
    },
    {
      number: 3,
      title: "Adult Learning and Facilitation",
      description: "Design and lead hands-on sessions that work for mixed-skill groups, in person and online.",
      topics: ["Active learning design", "Managing mixed skill levels", "Virtual facilitation"],
    },
    {
      number: 4,
      title: "AI Ethics, Safety and Policy",
      description: "Help organizations adopt AI responsibly, from student data privacy to acceptable-use policies.",
      topics: ["Privacy and student data", "Acceptable-use policies", "Bias and fairness"],
    },
    {
      number: 5,
      title: "Coaching Organizations Through Change",
      description: "Assess an organization's needs, bring leaders on board and build adoption plans that last.",
      topics: ["Needs assessments", "Working with leadership", "Measuring outcomes"],
    },
    {
      number: 6,
      title: "Building Your Coaching Practice",
      description: "Turn your certification into steady work with schools, chambers and businesses in your region.",
      topics: ["Partnerships and proposals", "Grant-funded engagements", "Reporting impact"],
    },
  ],
  prerequisites: [
    "Experience teaching, training, presenting or consulting",
    "Everyday familiarity with AI chat tools (Talk to AI level or above)",
    "Clear communication and comfort leading groups",
    "Availability for online coursework and in-person sessions",
    "Willingness to complete an interview and a background check",
  ],
  benefits: [
    "Grant-funded certification, free for accepted applicants",
    "Complete curriculum, slides and facilitator guides for every pathway workshop",
    "Placement with partner schools, chambers and businesses",
    "Part-time, full-time and contract work models",
    "Monthly professional development webinars",
    "A statewide network of certified AI Coaches",
  ],
} satisfies TrainingProgram;

/** The practicum that completes the AI Coaching Certification. */
export const coachingPracticum = {
  name: "8-16 hour practicum workshop",
  duration: "8-16 hours",
  title: "Practicum workshop",
  points: [
    "Plan a workshop for a real partner organization with a senior coach",
    "Co-lead, then lead, sessions while your mentor observes",
    "Review participant feedback and your mentor's notes together",
    "Complete the practicum to earn your certification",
  ],
};
