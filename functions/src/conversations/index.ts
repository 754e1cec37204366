// The conversations feature (issue 35): staff write to a lead from its drawer, replies come back onto its timeline.
export { sendLeadMessage } from "./sendLeadMessage";
export { clearNewReply, leadConversation } from "./leadConversation";
export { createMessageTemplate, deleteMessageTemplate, listMessageTemplates, updateMessageTemplate } from "./templates";
export { inboundMail } from "./inbound";
