import type { NoticeText } from "../../components/LeadForm/FormNotice";

/** What a visitor reads after sending each form (docs/product.md, Messages). */
export const contactNotices: { success: NoticeText; failure: NoticeText } = {
  success: { title: "Message sent!", message: "We'll get back to you as soon as possible." },
  failure: { title: "Error", message: "Failed to send message. Please try again." },
};

export const applicationNotices: { success: NoticeText; failure: NoticeText } = {
  success: {
    title: "Application Submitted!",
    message:
      "Thank you for applying to become a Certified AI Coach. We'll review your application and contact you within 1-2 weeks.",
  },
  failure: { title: "Error", message: "Failed to submit application. Please try again." },
};
